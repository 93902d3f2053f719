from django.urls import path

from . import views

app_name = "cards"

urlpatterns = [
    path("spiele/", views.games, name="games"),
    path("spiele/<slug:game_slug>/", views.game, name="game"),
    path("spiele/<slug:game_slug>/kartentexte.json", views.card_texts, name="card-texts"),
    path("spiele/<slug:game_slug>/editionen/<slug:edition_slug>/", views.edition, name="edition"),
    path("spiele/<slug:game_slug>/karten/<slug:card_slug>/", views.card, name="card"),
    path("spiele/<slug:game_slug>/saetze/<int:pk>/", views.recommended_set, name="recommended-set"),
    path("spiele/<slug:game_slug>/koenigreich/", views.kingdom, name="kingdom"),
]

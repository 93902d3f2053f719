from django.urls import path

from . import views

app_name = "rulings"

urlpatterns = [
    path("regeln/", views.rulebooks, name="rulebooks"),
    path("regeln/<slug:game_slug>/", views.rulebook, name="rulebook"),
    path("regel/<str:rule_id>/", views.rule, name="rule"),
]

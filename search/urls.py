from django.urls import path

from . import views

app_name = "search"

urlpatterns = [
    path("suche/", views.page, name="page"),
    path("suche/hilfe/", views.help_page, name="help"),
    # Fragments of the question-and-answer pages, at the addresses next to those pages. config/urls.py lists
    # these before rulings' URLs: "entscheidungen/<slug>/" would take "belege" for a ruling's slug.
    path("fragen/vorschlaege/", views.suggestions, name="suggestions"),
    path("entscheidungen/belege/", views.citables, name="citables"),
]

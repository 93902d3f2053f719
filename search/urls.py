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
    # The likely answers on a question's page, and the curators' one click that marks it answered by a ruling.
    path("fragen/<int:pk>/vorschlaege/", views.question_suggestions, name="question-suggestions"),
    path("fragen/<int:pk>/beantwortet-durch/", views.question_answered_by, name="question-answered-by"),
]

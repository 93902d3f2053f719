from django.contrib.auth import views as auth_views
from django.urls import path

from . import feeds, questions, views

app_name = "rulings"

urlpatterns = [
    path("regeln/", views.rulebooks, name="rulebooks"),
    path("regeln/<slug:game_slug>/", views.rulebook, name="rulebook"),
    path("regeln/<slug:game_slug>/zeile/<int:line>/", views.rulebook_line, name="rulebook-line"),
    path("regeln/<slug:game_slug>/abschnitt/<slug:section_slug>/", views.rulebook_anchor, name="rulebook-anchor"),
    path("regeln/<slug:game_slug>/<slug:section_slug>/", views.rulebook_section, name="rulebook-section"),
    path("regel/<str:rule_id>/", views.rule, name="rule"),
    # questions
    path("fragen/", questions.question_list, name="questions"),
    path("fragen/neu/", questions.ask, name="ask"),
    path("fragen/folgen/<str:token>/", questions.follow, name="follow"),
    path("fragen/<int:pk>/", questions.question, name="question"),
    path("fragen/<int:pk>/pruefung/", questions.question_engine, name="question-engine"),
    path("fragen/<int:pk>/beantworten/", questions.answer, name="answer"),
    path("fragen/<int:pk>/duplikat/", questions.question_duplicate, name="question-duplicate"),
    path("fragen/<int:pk>/status/", questions.question_status, name="question-status"),
    # rulings
    path("entscheidungen/", questions.ruling_list, name="rulings"),
    path("entscheidungen/neu/", questions.ruling_new, name="ruling-new"),
    path("entscheidungen/feed/<slug:game_slug>/", feeds.GameRulingsFeed(), name="feed"),
    path("entscheidungen/<slug:slug>/", questions.ruling, name="ruling"),
    path("entscheidungen/<slug:slug>/bearbeiten/", questions.ruling_edit, name="ruling-edit"),
    path("entscheidungen/<slug:slug>/verlauf/", questions.ruling_history, name="ruling-history"),
    path("auslegung/<str:rule_id>/", questions.reading, name="reading"),
    # referees (staff or not) log in here; the admin login is for staff only
    path("anmelden/", auth_views.LoginView.as_view(redirect_authenticated_user=False), name="login"),
    path("abmelden/", auth_views.LogoutView.as_view(), name="logout"),
]

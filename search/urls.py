from django.urls import path

from . import views

app_name = "search"

urlpatterns = [
    path("suche/", views.page, name="page"),
    path("suche/hilfe/", views.help_page, name="help"),
]

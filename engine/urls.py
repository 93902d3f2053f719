from django.urls import path

from . import views

app_name = "engine"

urlpatterns = [
    path("pruefen/", views.validate, name="validate"),
    path("pruefen/<uuid:job_id>/", views.job, name="job"),
    path("pruefen/<uuid:job_id>/fortschritt/", views.job_progress, name="job-progress"),
]

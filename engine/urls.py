from django.urls import path

from . import views

app_name = "engine"

urlpatterns = [
    path("pruefen/", views.validate, name="validate"),
    path("pruefen/formate/", views.formats, name="formats"),
    path("pruefen/formate/<slug:game>/", views.record_format, name="format"),
    path("pruefen/<uuid:job_id>/", views.job, name="job"),
    path("pruefen/<uuid:job_id>/fortschritt/", views.job_progress, name="job-progress"),
]

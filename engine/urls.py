from django.urls import path

from . import batch_views, views
from .page_refusals import refusing_page

app_name = "engine"

urlpatterns = [
    # A form that submits: a full queue or an unreachable broker is a 503 page with Retry-After.
    path("pruefen/", refusing_page(views.validate), name="validate"),
    path("pruefen/formate/", views.formats, name="formats"),
    path("pruefen/formate/<slug:game>/", views.record_format, name="format"),
    path("pruefen/sammlung/", refusing_page(batch_views.batch_new), name="batch-new"),
    path("pruefen/sammlung/<uuid:batch_id>/", batch_views.batch, name="batch"),
    path("pruefen/<uuid:job_id>/", views.job, name="job"),
    path("pruefen/<uuid:job_id>/fortschritt/", views.job_progress, name="job-progress"),
    path("pruefen/<uuid:job_id>/stellung/<int:index>/", views.job_position, name="job-position"),
]

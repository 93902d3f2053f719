from django.urls import path

from . import api

urlpatterns = [
    path("validations", api.validation_list, name="api-validation-list"),
    path("validations/batch", api.batch_list, name="api-batch-list"),
    path("validations/batch/<uuid:batch_id>", api.batch_detail, name="api-batch-detail"),
    path("validations/<uuid:job_id>", api.validation_detail, name="api-validation-detail"),
    path("positions/check", api.position_check, name="api-position-check"),
    path("games/<slug:game>/record-schema", api.record_schema, name="api-record-schema"),
]

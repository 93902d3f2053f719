from django.urls import path

from . import api

urlpatterns = [path("search", api.search_api, name="api-search")]

"""The project's URLs plus the search API under /api/v1/ (until config/urls.py includes search.api_urls)."""

from django.urls import include, path

from config.urls import handler404, handler500  # noqa: F401
from config.urls import urlpatterns as project_urlpatterns

urlpatterns = [path("api/v1/", include("search.api_urls")), *project_urlpatterns]

from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerSplitView

from . import api, catalog_api, views

api_v1 = [
    path("", api.api_root, name="api-root"),
    path("health", api.health, name="api-health"),  # liveness: cheap, public
    path("health/ready", api.health_ready, name="api-health-ready"),  # readiness: cached, throttled, optional token
    path("schema", SpectacularAPIView.as_view(), name="api-schema"),
    # The split view serves Swagger UI's setup as a script file: no inline script, so it passes the CSP.
    path("docs", SpectacularSwaggerSplitView.as_view(url_name="api-schema"), name="api-docs"),
    path("redoc", SpectacularRedocView.as_view(url_name="api-schema", template_name="config/redoc.html"),
         name="api-redoc"),
    path("bulk/catalog.json", catalog_api.bulk_catalog, name="api-bulk-catalog"),
    path("", include("cards.api_urls")),
    path("", include("rulings.api_urls")),
    path("", include("engine.api_urls")),
    path("", include("search.api_urls")),
]

urlpatterns = [
    path("api/v1/", include(api_v1)),
    path("i18n/", include("django.conf.urls.i18n")),
    path("favicon.ico", views.favicon, name="favicon"),
    path("admin/", admin.site.urls),
]

# Pages: German at /, the same pages in English under /en/.
urlpatterns += i18n_patterns(
    path("", views.home, name="home"),
    path("", include("cards.urls")),
    # search before rulings: its fragments of the Q&A pages live at entscheidungen/belege/, which rulings'
    # entscheidungen/<slug>/ would take for a ruling.
    path("", include("search.urls")),
    path("", include("rulings.urls")),
    path("", include("engine.urls")),
    prefix_default_language=False,
)

handler400 = "config.views.bad_request"
handler404 = "config.views.not_found"
handler500 = "config.views.server_error"

admin.site.site_header = "Regelwerk – Verwaltung"
admin.site.site_title = "Regelwerk"
admin.site.index_title = "Katalog, Regeln und Prüfungen"


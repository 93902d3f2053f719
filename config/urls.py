from django.conf.urls.i18n import i18n_patterns
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularRedocView, SpectacularSwaggerView

from . import api, views

# (name in the API root, URL name): each app's API adds its entry points here.
API_LINKS: list[tuple[str, str]] = [
    ("games", "api-game-list"),
    ("cards", "api-card-list"),
    ("faq", "api-faq-list"),
    ("errata", "api-erratum-list"),
    ("rules", "api-rule-list"),
    ("bulk-catalog", "api-bulk-catalog"),
    ("validations", "api-validation-list"),
    ("positions-check", "api-position-check"),
    ("questions", "api-question-list"),
    ("rulings", "api-ruling-list"),
    ("search", "api-search"),
]


def api_links() -> list[tuple[str, str]]:
    from django.urls import NoReverseMatch, reverse

    available = []
    for name, url_name in API_LINKS:
        try:
            reverse(url_name)
        except NoReverseMatch:
            continue  # an app that does not offer this yet
        available.append((name, url_name))
    return available


api_v1 = [
    path("", api.api_root, name="api-root"),
    path("health", api.health, name="api-health"),
    path("schema", SpectacularAPIView.as_view(), name="api-schema"),
    path("docs", SpectacularSwaggerView.as_view(url_name="api-schema"), name="api-docs"),
    path("redoc", SpectacularRedocView.as_view(url_name="api-schema"), name="api-redoc"),
    path("", include("cards.api_urls")),
    path("", include("rulings.api_urls")),
    path("", include("engine.api_urls")),
    path("", include("search.api_urls")),
]

urlpatterns = [
    path("api/v1/", include(api_v1)),
    path("i18n/", include("django.conf.urls.i18n")),
    path("admin/", admin.site.urls),
]

# Pages: German at /, the same pages in English under /en/.
urlpatterns += i18n_patterns(
    path("", views.home, name="home"),
    path("", include("cards.urls")),
    path("", include("rulings.urls")),
    path("", include("engine.urls")),
    path("", include("search.urls")),
    prefix_default_language=False,
)

handler400 = "config.views.bad_request"
handler404 = "config.views.not_found"
handler500 = "config.views.server_error"

admin.site.site_header = "Regelwerk – Verwaltung"
admin.site.site_title = "Regelwerk"
admin.site.index_title = "Katalog, Regeln und Prüfungen"


"""API-wide pieces: the error shape, the API root, the health endpoint and the throttles.

Part of the project's base: the apps' APIs use its throttles, so it imports no app of ours (the API root
names their entry points by URL name only).
"""

from __future__ import annotations

from django.conf import settings
from django.urls import NoReverseMatch
from django.urls import reverse as django_reverse
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes, throttle_classes
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.reverse import reverse
from rest_framework.throttling import AnonRateThrottle, ScopedRateThrottle
from rest_framework.views import exception_handler as drf_exception_handler

from .health import health_report

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
    available = []
    for name, url_name in API_LINKS:
        try:
            django_reverse(url_name)
        except NoReverseMatch:
            continue  # an app that does not offer this yet
        available.append((name, url_name))
    return available


def _flatten(detail, pointer: str = "") -> list[dict]:
    """DRF error details → [{"pointer": "/field/0", "message": "..."}] (JSON pointers, RFC 6901)."""
    if isinstance(detail, dict):
        errors = []
        for key, value in detail.items():
            if key == "non_field_errors":
                errors.extend(_flatten(value, pointer))
            else:
                token = str(key).replace("~", "~0").replace("/", "~1")
                errors.extend(_flatten(value, f"{pointer}/{token}"))
        return errors
    if isinstance(detail, list):
        if all(not isinstance(item, (dict, list)) for item in detail):
            return [{"pointer": pointer or "", "message": str(item)} for item in detail]
        errors = []
        for index, item in enumerate(detail):
            errors.extend(_flatten(item, f"{pointer}/{index}"))
        return errors
    return [{"pointer": pointer or "", "message": str(detail)}]


def exception_handler(exc, context):
    """Every API error is JSON: {"detail": "...", "errors": [{"pointer", "message"}]}."""
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    data = response.data
    if isinstance(data, dict) and set(data) == {"detail"}:
        response.data = {"detail": str(data["detail"]), "errors": []}
    elif isinstance(data, dict) and "errors" in data and "detail" in data:
        pass  # already in our shape
    else:
        errors = _flatten(data)
        response.data = {"detail": errors[0]["message"] if len(errors) == 1 else "Ungültige Eingabe (invalid input).",
                         "errors": errors}
    return response


@extend_schema(summary="API-Übersicht / API root", responses={200: dict})
@api_view(["GET"])
@permission_classes([AllowAny])
def api_root(request, format=None):
    links = {
        "health": reverse("api-health", request=request, format=format),
        "schema": reverse("api-schema", request=request, format=format),
        "docs": reverse("api-docs", request=request, format=format),
        "redoc": reverse("api-redoc", request=request, format=format),
    }
    for name, url_name in api_links():
        links[name] = reverse(url_name, request=request, format=format)
    return Response({"name": "Regelwerk API", "version": "1", "links": links})


@extend_schema(
    summary="Erreichbarkeit von Datenbank, Broker und Workern / health",
    responses={
        200: inline_serializer("Health", {"status": serializers.CharField(), "checks": serializers.DictField()}),
        503: inline_serializer("HealthDown", {"status": serializers.CharField(), "checks": serializers.DictField()}),
    },
)
@api_view(["GET"])
@permission_classes([AllowAny])
@throttle_classes([])
def health(request):
    healthy, report = health_report()
    return Response(report, status=status.HTTP_200_OK if healthy else status.HTTP_503_SERVICE_UNAVAILABLE)


class SettingsRateMixin:
    """Read the rate from settings at request time (DRF binds the rates at import; tests and
    operators may change REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"] later)."""

    def get_rate(self):
        rates = settings.REST_FRAMEWORK.get("DEFAULT_THROTTLE_RATES", {})
        return rates.get(self.scope)


class ScopedSettingsRateThrottle(SettingsRateMixin, ScopedRateThrottle):
    """Per-view scope (`throttle_scope`), per client IP or user."""


class AnonSettingsRateThrottle(SettingsRateMixin, AnonRateThrottle):
    """Anonymous clients, with the scope named by the subclass."""

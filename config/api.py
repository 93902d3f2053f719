"""API-wide pieces: the error shape, the API root, the health endpoints, who a client is, and the throttles.

Part of the project's base: the apps' APIs use its throttles, so it imports no app of ours (the API root
names their entry points by URL name only).
"""

from __future__ import annotations

import hmac
import ipaddress

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest
from django.urls import NoReverseMatch
from django.urls import reverse as django_reverse
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes, throttle_classes
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.reverse import reverse
from rest_framework.throttling import AnonRateThrottle, ScopedRateThrottle, SimpleRateThrottle
from rest_framework.views import exception_handler as drf_exception_handler

from .health import cached_readiness
from .parsers import JSONInputError

# (name in the API root, URL name): each app's API adds its entry points here.
API_LINKS: list[tuple[str, str]] = [
    ("games", "api-game-list"),
    ("cards", "api-card-list"),
    ("faq", "api-faq-list"),
    ("errata", "api-erratum-list"),
    ("rules", "api-rule-list"),
    ("bulk-catalog", "api-bulk-catalog"),
    ("validations", "api-validation-list"),
    ("validation-batches", "api-batch-list"),
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
    if isinstance(exc, JSONInputError):
        response.data = {"detail": str(exc.detail), "errors": [{"pointer": exc.pointer, "message": str(exc.detail)}]}
    elif isinstance(data, dict) and set(data) == {"detail"}:
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
        "health-ready": reverse("api-health-ready", request=request, format=format),
        "schema": reverse("api-schema", request=request, format=format),
        "docs": reverse("api-docs", request=request, format=format),
        "redoc": reverse("api-redoc", request=request, format=format),
    }
    for name, url_name in api_links():
        links[name] = reverse(url_name, request=request, format=format)
    return Response({"name": "Regelwerk API", "version": "1", "links": links})


# --- who a client is ---------------------------------------------------------------------------------------------


def client_ip(request: HttpRequest) -> str:
    """The client's address, trusting exactly REGELWERK_TRUSTED_PROXIES proxies in front of us.

    With 0 (the default) it is REMOTE_ADDR: an X-Forwarded-For header is whatever the client wants it to be.
    With n, the n-th address from the right of X-Forwarded-For (each trusted proxy appends the address it saw);
    anything left of it was written by the client and is ignored. A missing or malformed header falls back to
    REMOTE_ADDR, so a client cannot pick a fresh identity per request.
    """
    remote = request.META.get("REMOTE_ADDR", "") or "unknown"
    proxies = settings.REGELWERK_TRUSTED_PROXIES
    if proxies <= 0:
        return remote
    hops = [hop.strip() for hop in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if hop.strip()]
    if len(hops) < proxies:
        return remote
    candidate = hops[-proxies]
    try:
        return str(ipaddress.ip_address(candidate))
    except ValueError:
        return remote


def axes_client_ip(request: HttpRequest) -> str | None:
    """client_ip() for django-axes, which stores it as an IP address: None when there is none (force_login)."""
    ip = client_ip(request)
    try:
        return str(ipaddress.ip_address(ip))
    except ValueError:
        return None


class ClientIdentMixin:
    """DRF throttles identify anonymous clients by client_ip(), not by DRF's own reading of X-Forwarded-For."""

    def get_ident(self, request):
        return client_ip(request)


class SettingsRateMixin:
    """Read the rate from settings at request time (DRF binds the rates at import; tests and
    operators may change REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"] later)."""

    def get_rate(self):
        rates = settings.REST_FRAMEWORK.get("DEFAULT_THROTTLE_RATES", {})
        return rates.get(self.scope)


class ScopedSettingsRateThrottle(SettingsRateMixin, ClientIdentMixin, ScopedRateThrottle):
    """Per-view scope (`throttle_scope`), per client IP or user."""


class AnonSettingsRateThrottle(SettingsRateMixin, ClientIdentMixin, AnonRateThrottle):
    """Anonymous clients, with the scope named by the subclass."""


class ReadinessThrottle(SettingsRateMixin, ClientIdentMixin, SimpleRateThrottle):
    """The readiness check, per client: cheap from the cache, but not a free amplifier either."""

    scope = "health"

    def get_cache_key(self, request, view):
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}


# --- health ----------------------------------------------------------------------------------------------------


ERROR_SCHEMA = inline_serializer("Error", {
    "detail": serializers.CharField(),
    "errors": serializers.ListField(child=inline_serializer("ErrorItem", {
        "pointer": serializers.CharField(), "message": serializers.CharField()})),
})


@extend_schema(
    summary="Lebenszeichen: dieser Prozess antwortet / liveness",
    description="Fragt nichts ab (keine Datenbank, kein Broker); für Load Balancer. Bereitschaft: /api/v1/health/ready.",
    responses={200: inline_serializer("Liveness", {"status": serializers.CharField()})},
)
@api_view(["GET"])
@permission_classes([AllowAny])
@throttle_classes([])
def health(request):
    return Response({"status": "ok"})


@extend_schema(
    summary="Bereitschaft: Datenbank, Broker, Worker / readiness",
    description="Zwischengespeichert (HEALTH_READY_CACHE_SECONDS), gedrosselt; mit HEALTH_TOKEN nur mit "
    "`Authorization: Bearer <token>`. Nennt nur, welcher Teil fehlt, keine Hosts und keine Fehlertexte.",
    responses={
        200: inline_serializer("Readiness", {"status": serializers.CharField(), "checks": serializers.DictField()}),
        403: ERROR_SCHEMA,
        503: inline_serializer("ReadinessDown", {"status": serializers.CharField(), "checks": serializers.DictField()}),
    },
)
@api_view(["GET"])
@permission_classes([AllowAny])
@throttle_classes([ReadinessThrottle])
def health_ready(request):
    token = settings.HEALTH_TOKEN
    if token:
        given = request.headers.get("Authorization", "").removeprefix("Bearer ").strip()
        if not hmac.compare_digest(given.encode(), token.encode()):
            return Response({"detail": "Nur mit gültigem Token (token required).", "errors": []},
                            status=status.HTTP_403_FORBIDDEN)
    ready, report = cached_readiness()
    response = Response(report, status=status.HTTP_200_OK if ready else status.HTTP_503_SERVICE_UNAVAILABLE)
    if not ready:
        response["Retry-After"] = str(settings.HEALTH_READY_CACHE_SECONDS)
    return response


class FormLimit:
    """Per-client limits of the HTML forms, counted in the shared cache with the API's rate of the same scope
    (REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]), so a form and its API cannot be played against each other."""

    PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}

    def __init__(self, scope: str):
        self.scope = scope

    def rate(self) -> tuple[int, int]:
        value = settings.REST_FRAMEWORK.get("DEFAULT_THROTTLE_RATES", {}).get(self.scope) or "10/hour"
        number, _sep, period = value.partition("/")
        return int(number), self.PERIODS[period.strip()[0]]

    def key(self, request: HttpRequest) -> str:
        return f"regelwerk:form-limit:{self.scope}:{client_ip(request)}"

    def is_limited(self, request: HttpRequest) -> bool:
        limit, _window = self.rate()
        return (cache.get(self.key(request)) or 0) >= limit

    def count(self, request: HttpRequest) -> None:
        _limit, window = self.rate()
        key = self.key(request)
        if not cache.add(key, 1, timeout=window):
            try:
                cache.incr(key)
            except ValueError:  # expired between add and incr
                cache.add(key, 1, timeout=window)

    def hit(self, request: HttpRequest) -> bool:
        """Count this request; True when it is over the limit (and so refused)."""
        if self.is_limited(request):
            return True
        self.count(request)
        return False


# --- the schema ---------------------------------------------------------------------------------------------------


def document_error_responses(result, generator, request, public):
    """drf-spectacular postprocessing hook: every operation can answer 400 (the input layer: NUL in the path or
    query, a malformed body), 404 (an unknown object or page), 429 (throttles) and 503 (database down), all in the
    error shape; document them where a view did not."""
    schemas = result.setdefault("components", {}).setdefault("schemas", {})
    schemas.setdefault("ErrorItem", {"type": "object", "properties": {
        "pointer": {"type": "string"}, "message": {"type": "string"}}, "required": ["pointer", "message"]})
    schemas.setdefault("Error", {"type": "object", "properties": {
        "detail": {"type": "string"}, "errors": {"type": "array", "items": {"$ref": "#/components/schemas/ErrorItem"}}},
        "required": ["detail", "errors"]})
    error = {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}
    texts = {"400": "Ungültige Eingabe (bad request)", "404": "Nicht gefunden (not found)",
             "429": "Zu viele Anfragen (throttled)", "503": "Datenbank nicht erreichbar (service unavailable)"}
    for path_item in result.get("paths", {}).values():
        for method, operation in path_item.items():
            if method not in {"get", "post", "put", "patch", "delete"}:
                continue
            responses = operation.setdefault("responses", {})
            # The WSGI server's own refusal of a request line over its limit (gunicorn: 4094 bytes), before Django.
            responses.setdefault("414", {"description": "Anfragezeile zu lang (URI too long; from the WSGI server)"})
            for code, text in texts.items():
                existing = responses.get(code)
                if existing is None or not existing.get("content"):
                    responses[code] = {"description": text, **error}
    return result

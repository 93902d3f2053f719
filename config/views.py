"""Site-wide pages: home, and error pages that answer API clients in JSON."""

from __future__ import annotations

import logging
import sys

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.templatetags.static import static
from django.utils import translation
from django.utils.translation import gettext as _

from cards.selectors import games_with_counts


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html", {"games": games_with_counts()})


def favicon(request: HttpRequest) -> HttpResponse:
    """Browsers ask for /favicon.ico whatever the page says; they get the site's SVG icon."""
    return redirect(static("img/favicon.svg"), permanent=True)


def _wants_json(request: HttpRequest) -> bool:
    return request.path.startswith("/api/") or "application/json" in request.headers.get("Accept", "")


def not_found(request: HttpRequest, exception=None) -> HttpResponse:
    if _wants_json(request):
        return JsonResponse({"detail": "Nicht gefunden (not found).", "errors": [{"pointer": "", "message": request.path}]},
                            status=404)
    return render(request, "404.html", {"path": request.path}, status=404)


logger = logging.getLogger(__name__)


def _language(request: HttpRequest) -> str:
    return getattr(request, "LANGUAGE_CODE", "") or ("en" if request.path.startswith("/en/") else "de")


def error_response(request: HttpRequest, status: int, message_de: str, message_en: str, pointer: str = "") -> HttpResponse:
    """An error in the API's shape under /api/ (or for JSON clients), else the German/English error page."""
    if _wants_json(request):
        return JsonResponse({"detail": message_de, "detail_en": message_en,
                             "errors": [{"pointer": pointer, "message": message_de, "message_en": message_en}]},
                            status=status)
    english = _language(request) == "en"
    with translation.override("en" if english else "de"):
        return render(request, "400.html", {"message": message_en if english else message_de}, status=status)


def database_unavailable(request: HttpRequest) -> HttpResponse:
    """503 with Retry-After when the database cannot be reached; the page needs no database itself."""
    logger.error("database unavailable for %s", request.path, exc_info=True)
    retry = settings.REGELWERK_DB_RETRY_AFTER
    message_de = "Die Datenbank ist gerade nicht erreichbar."
    message_en = "The database cannot be reached right now."
    if _wants_json(request):
        response = JsonResponse({"detail": message_de, "detail_en": message_en,
                                 "errors": [{"pointer": "", "message": message_de, "message_en": message_en}]},
                                status=503)
    else:
        english = _language(request) == "en"
        with translation.override("en" if english else "de"):
            response = render(request, "config/503.html", {"message": message_en if english else message_de,
                                                           "retry_after": retry}, status=503)
    response["Retry-After"] = str(retry)
    return response


def server_error(request: HttpRequest) -> HttpResponse:
    # Raised outside a view (a middleware reading the session, say): the database may be why.
    if isinstance(sys.exc_info()[1], (OperationalError, InterfaceError)):
        return database_unavailable(request)
    if _wants_json(request):
        return JsonResponse({"detail": "Interner Fehler (internal error).", "errors": []}, status=500)
    return render(request, "500.html", {"message": _("Interner Fehler")}, status=500)


def bad_request(request: HttpRequest, exception=None) -> HttpResponse:
    """400s Django raises itself (e.g. a body over DATA_UPLOAD_MAX_MEMORY_SIZE): JSON for the API, German page else."""
    too_big = isinstance(exception, RequestDataTooBig)
    status = 413 if too_big else 400
    if too_big:
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
        message_de = f"Die Anfrage ist zu groß (höchstens {limit} Bytes)."
        message_en = f"The request is too large (at most {limit} bytes)."
    else:
        message_de, message_en = "Ungültige Anfrage.", "Bad request."
    if _wants_json(request):
        return JsonResponse({"detail": message_de, "detail_en": message_en,
                             "errors": [{"pointer": "", "message": message_de, "message_en": message_en}]},
                            status=status)
    # a body over the limit may be found before LocaleMiddleware ran (RejectNulMiddleware reads forms first)
    english = _language(request) == "en"
    with translation.override("en" if english else "de"):
        return render(request, "400.html", {"message": message_en if english else message_de}, status=status)

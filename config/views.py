"""Site-wide pages: home, and error pages that answer API clients in JSON."""

from __future__ import annotations

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

from cards.selectors import games_with_counts


def home(request: HttpRequest) -> HttpResponse:
    return render(request, "home.html", {"games": games_with_counts()})


def _wants_json(request: HttpRequest) -> bool:
    return request.path.startswith("/api/") or "application/json" in request.headers.get("Accept", "")


def not_found(request: HttpRequest, exception=None) -> HttpResponse:
    if _wants_json(request):
        return JsonResponse({"detail": "Nicht gefunden (not found).", "errors": [{"pointer": "", "message": request.path}]},
                            status=404)
    return render(request, "404.html", {"path": request.path}, status=404)


def server_error(request: HttpRequest) -> HttpResponse:
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
    return render(request, "400.html", {"message": message_en if request.LANGUAGE_CODE == "en" else message_de},
                  status=status)

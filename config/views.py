"""Site-wide pages: home, and error pages that answer API clients in JSON."""

from __future__ import annotations

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

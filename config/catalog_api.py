"""The bulk catalog endpoint: the whole catalog, every app's part of it, as one JSON document."""

from __future__ import annotations

from django.http import HttpRequest, JsonResponse
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import AllowAny

from cards.models import Game

from .catalog import export_catalog


@extend_schema(
    summary="Der ganze Katalog als ein JSON-Dokument / bulk catalog",
    parameters=[OpenApiParameter("game", str, description="nur dieses Spiel")],
    responses={200: dict},
)
@api_view(["GET", "HEAD"])  # HEAD: download managers and caches ask for the size first
@permission_classes([AllowAny])
def bulk_catalog(request: HttpRequest):
    game = request.GET.get("game") or None
    if game and not Game.objects.filter(slug=game).exists():
        return JsonResponse({"detail": f"Unbekanntes Spiel: {game}", "errors": [{"pointer": "/game", "message": game}]},
                            status=404)
    response = JsonResponse(export_catalog(game), json_dumps_params={"ensure_ascii": False})
    response["Content-Disposition"] = 'inline; filename="catalog.json"'
    return response

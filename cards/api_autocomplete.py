"""GET /api/v1/cards/autocomplete?q=: card names as one types, in the manner of Scryfall's autocomplete."""

from __future__ import annotations

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response

from .completion import MAX_QUERY, MAX_RESULTS, complete
from .models import Game


@extend_schema(
    summary="Kartennamen vervollständigen / card name autocomplete",
    description=(
        f"Bis zu {MAX_RESULTS} Kartennamen, die zu `q` passen, der nächste zuerst: deutsch und englisch, "
        "Groß-/Kleinschreibung, Satzzeichen und Umlaute egal, kleine Tippfehler verziehen. `data` enthält die "
        "Namen (wie Scryfall), `cards` je Name Spiel, beide Namen und die Adresse der Kartenseite. Ein leeres oder "
        "zu kurzes `q` ergibt eine leere Liste."
    ),
    parameters=[OpenApiParameter("q", str, required=True, description="das Getippte (ab 1 Zeichen)"),
                OpenApiParameter("game", str, description="nur dieses Spiel (Kürzel)")],
    responses={200: dict},
)
@api_view(["GET"])
@permission_classes([AllowAny])
def autocomplete(request: Request) -> Response:
    text = request.query_params.get("q", "")[:MAX_QUERY]
    game = request.query_params.get("game", "")[:40] or None
    if game and not Game.objects.filter(slug=game).exists():
        return Response({"detail": f"Unbekanntes Spiel: {game}", "errors": [{"pointer": "/game", "message": game}]},
                        status=404)
    found = complete(text, game) if text.strip() else []
    return Response({"object": "catalog", "query": text, "total_values": len(found),
                     "data": [item.name for item in found], "cards": [item.as_dict() for item in found]})

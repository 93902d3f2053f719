"""GET /api/v1/search?q=: parse → search → serialise; errors as {"detail", "errors": [{"pointer", "message"}]}."""

from __future__ import annotations

from django.utils.translation import gettext as _
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response

from . import query as ql
from .index import IndexUnavailable
from .service import MAX_PER_PAGE, PER_PAGE, search


class MatchSerializer(serializers.Serializer):
    type = serializers.CharField(help_text="card | faq | erratum | section | rule | ruling")
    kind = serializers.CharField(help_text="karte | faq | errata | regel | entscheid")
    game = serializers.CharField()
    id = serializers.CharField(help_text="Dokument, z. B. card:12, faq:7")
    title = serializers.CharField()
    subtitle = serializers.CharField()
    snippet = serializers.CharField(help_text="HTML: escaped text, matches in <mark>")
    score = serializers.FloatField()
    url = serializers.CharField()


class HitSerializer(serializers.Serializer):
    type = serializers.CharField()
    kind = serializers.CharField()
    game = serializers.CharField()
    id = serializers.CharField()
    title = serializers.CharField()
    snippet = serializers.CharField(help_text="HTML: escaped text, matches in <mark>")
    score = serializers.FloatField()
    url = serializers.CharField()
    group = serializers.CharField(help_text="the card (card:12) or the document the hits are grouped under")
    matches = MatchSerializer(many=True, help_text="further hits of this group: printings, notes, errata")


class SearchResponseSerializer(serializers.Serializer):
    query = serializers.CharField()
    total = serializers.IntegerField(help_text="matching groups (cards, sections, rules ...)")
    documents = serializers.IntegerField(help_text="matching documents")
    page = serializers.IntegerField()
    pages = serializers.IntegerField()
    per_page = serializers.IntegerField()
    relaxed = serializers.BooleanField(help_text="no document had every word; these have some of them")
    facets = serializers.DictField(
        child=serializers.DictField(child=serializers.IntegerField()),
        help_text='{"game": {"dominion": 12}, "kind": {"karte": 3}}',
    )
    hits = HitSerializer(many=True)


ERROR = inline_serializer(
    "SearchError",
    {
        "detail": serializers.CharField(),
        "errors": serializers.ListField(
            child=inline_serializer(
                "SearchErrorItem",
                {
                    "pointer": serializers.CharField(),
                    "message": serializers.CharField(),
                    "example": serializers.CharField(required=False),
                },
            )
        ),
    },
)


def _error(detail: str, message: str, pointer: str = "/q", http_status: int = 400, **extra) -> Response:
    return Response(
        {"detail": detail, "errors": [{"pointer": pointer, "message": message, **extra}]}, status=http_status
    )


def _positive_int(request: Request, name: str, default: int, maximum: int) -> int | Response:
    raw = request.query_params.get(name)
    if raw in (None, ""):
        return default
    if not raw.isdigit() or not 1 <= int(raw) <= maximum:
        return _error(
            _("Ungültiger Parameter „%(name)s“.") % {"name": name},
            _("eine ganze Zahl von 1 bis %(max)d") % {"max": maximum},
            pointer=f"/{name}",
        )
    return int(raw)


@extend_schema(
    operation_id="search",
    summary="Volltextsuche / full-text search",
    description="Deutsche Volltextsuche über Karten, FAQ-Hinweise, Errata, Regelabschnitte, Regeln und Entscheide, "
    'gruppiert nach Karte. Syntax: /suche/hilfe/ (Wörter, "Phrasen", -ausschließen, OR, spiel:, edition:, '
    "typ:, kosten<=, art:, name:). German full-text search with a Scryfall-like query language.",
    parameters=[
        OpenApiParameter("q", str, required=True, description="Suchanfrage, z. B. `Thronsaal spiel:dominion`"),
        OpenApiParameter("page", int, description="Seite (ab 1)"),
        OpenApiParameter(
            "per_page", int, description=f"Ergebnisse je Seite (Standard {PER_PAGE}, höchstens {MAX_PER_PAGE})"
        ),
    ],
    responses={200: SearchResponseSerializer, 400: ERROR, 503: ERROR},
    examples=[
        OpenApiExample(
            "Fehler",
            value={
                "detail": "Die Suchanfrage wurde nicht verstanden.",
                "errors": [
                    {
                        "pointer": "/q",
                        "message": "Unbekannte Art „foo“. Möglich: karte, faq, errata, regel, entscheid.",
                        "example": "art:faq",
                    }
                ],
            },
            response_only=True,
            status_codes=["400"],
        )
    ],
    tags=["search"],
)
@api_view(["GET"])
@permission_classes([AllowAny])
def search_api(request: Request) -> Response:
    raw = request.query_params.get("q", "")
    if not raw.strip():
        return _error(_("Der Parameter „q“ fehlt."), _("Suchanfrage angeben, z. B. q=Thronsaal"))
    page = _positive_int(request, "page", 1, 200)
    if isinstance(page, Response):
        return page
    per_page = _positive_int(request, "per_page", PER_PAGE, MAX_PER_PAGE)
    if isinstance(per_page, Response):
        return per_page
    try:
        result = search(raw, page=page, per_page=per_page)
    except ql.QueryError as error:
        return _error(_("Die Suchanfrage wurde nicht verstanden."), error.message, example=error.example)
    except IndexUnavailable:
        return _error(
            _("Der Suchindex ist noch nicht gebaut."),
            _("manage.py rebuild_index ausführen"),
            pointer="",
            http_status=status.HTTP_503_SERVICE_UNAVAILABLE,
        )
    return Response(result.as_dict())

"""API of the question-and-answer half: `questions` (anonymous POST, throttled) and `rulings`
(read for all; write for curators, e.g. with a token)."""

from __future__ import annotations

import json

from django.urls import reverse
from drf_spectacular.utils import OpenApiParameter, extend_schema, extend_schema_view
from rest_framework import mixins, permissions, status, viewsets
from rest_framework.response import Response

from cards.models import Game
from config.api import ScopedSettingsRateThrottle

from . import asking, citations, editing, selectors
from .errors import RulingError
from .forms import QuestionForm
from .models import Question, Ruling
from .permissions import is_curator
from .serializers import (
    QuestionCreateSerializer,
    QuestionSerializer,
    RulingSerializer,
    RulingWriteSerializer,
)


def _form_errors(errors) -> dict:
    """Django form errors → the API's error shape with JSON pointers."""
    items = []
    for name, messages in errors.items():
        pointer = "" if name == "__all__" else f"/{name}"
        items.extend({"pointer": pointer, "message": str(message)} for message in messages)
    detail = items[0]["message"] if len(items) == 1 else "Ungültige Eingabe (invalid input)."
    return {"detail": detail, "errors": items}


class IsCuratorOrReadOnly(permissions.BasePermission):
    def has_permission(self, request, view) -> bool:
        return request.method in permissions.SAFE_METHODS or is_curator(request.user)


@extend_schema_view(
    list=extend_schema(summary="Fragen / questions", parameters=[
        OpenApiParameter("game", str, description="game slug"), OpenApiParameter("status", str,
                                                                                 enum=Question.Status.values),
        OpenApiParameter("card", str, description="card slug")]),
    retrieve=extend_schema(summary="Eine Frage mit der automatischen Prüfung / a question with the engine's verdict"),
    create=extend_schema(summary="Eine Frage stellen (auch anonym) / ask a question (anonymous allowed)",
                         request=QuestionCreateSerializer, responses={201: QuestionSerializer, 400: dict, 429: dict}),
)
class QuestionViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.CreateModelMixin,
                      viewsets.GenericViewSet):
    serializer_class = QuestionSerializer
    permission_classes = [permissions.AllowAny]
    throttle_scope = "questions"

    def get_throttles(self):
        return [ScopedSettingsRateThrottle()] if self.action == "create" else super().get_throttles()

    def get_queryset(self):
        params = self.request.query_params if hasattr(self, "request") and self.request else {}
        return selectors.question_list(game=params.get("game", "")[:40], status=params.get("status", "")[:12],
                                       card=params.get("card", "")[:120]).prefetch_related("rulings")

    def create(self, request, *args, **kwargs):
        incoming = QuestionCreateSerializer(data=request.data)
        incoming.is_valid(raise_exception=True)
        data = incoming.validated_data
        form = QuestionForm({
            "game": data["game"], "title": data["title"], "body": data["body"], "language": data["language"],
            "cards": ", ".join(data.get("cards") or []), "email": data.get("email") or "",
            "position": json.dumps(data["position"]) if "position" in data else "",
            "move": json.dumps(data["move"]) if "move" in data else "",
        })
        if not form.is_valid():
            return Response(_form_errors(form.errors), status=status.HTTP_400_BAD_REQUEST)
        clean = form.cleaned_data
        question, token = asking.ask(
            game=clean["game"], title=clean["title"], body=clean["body"], language=clean["language"],
            cards=clean.get("card_objects") or [], position=clean.get("position"), move=clean.get("move"),
            author=request.user, email=clean.get("email") or "")
        question.refresh_from_db()
        body = QuestionSerializer(question, context={"request": request}).data
        body["follow_url"] = request.build_absolute_uri(reverse("rulings:follow", args=[token]))
        return Response(body, status=status.HTTP_201_CREATED, headers={"Location": body["page"]})


@extend_schema_view(
    list=extend_schema(summary="Veröffentlichte Entscheidungen / published rulings",
                       parameters=[OpenApiParameter("game", str, description="game slug")]),
    retrieve=extend_schema(summary="Eine Entscheidung mit Belegen / a ruling with its citations"),
    create=extend_schema(summary="Entscheidung anlegen (Schiedsrichter) / create a ruling (curators)",
                         request=RulingWriteSerializer, responses={201: RulingSerializer, 400: dict, 403: dict}),
    update=extend_schema(summary="Entscheidung ändern (Schiedsrichter) / edit a ruling (curators)",
                         request=RulingWriteSerializer, responses={200: RulingSerializer, 400: dict, 403: dict}),
    partial_update=extend_schema(exclude=True),
)
class RulingViewSet(mixins.ListModelMixin, mixins.RetrieveModelMixin, mixins.CreateModelMixin,
                    mixins.UpdateModelMixin, viewsets.GenericViewSet):
    serializer_class = RulingSerializer
    permission_classes = [IsCuratorOrReadOnly]
    lookup_field = "slug"
    http_method_names = ["get", "post", "put", "head", "options"]

    def get_queryset(self):
        request = getattr(self, "request", None)
        if request is not None and is_curator(request.user):
            queryset = Ruling.objects.select_related("game", "question", "reading_of").order_by("-published_at", "-pk")
            game = request.query_params.get("game", "")[:40]
            return queryset.filter(game__slug=game) if game else queryset
        game = request.query_params.get("game", "")[:40] if request is not None else ""
        return selectors.published_rulings(game).select_related("reading_of").prefetch_related(
            "cards", "citations__rule", "citations__section__rulebook__game", "citations__faq_note",
            "citations__erratum__card__game", "citations__card__game")

    def _save(self, request, ruling: Ruling | None):
        incoming = RulingWriteSerializer(data=request.data)
        incoming.is_valid(raise_exception=True)
        data = incoming.validated_data
        game = ruling.game if ruling else Game.objects.filter(slug=data.get("game", "")).first()
        if game is None:
            return None, Response({"detail": "Unbekanntes Spiel (unknown game).",
                                   "errors": [{"pointer": "/game", "message": str(data.get("game", ""))}]}, status=400)
        question = ruling.question if ruling else None
        if not ruling and data.get("question"):
            question = Question.objects.filter(pk=data["question"]).first()
            if question is None:
                return None, Response({"detail": "Unbekannte Frage (unknown question).",
                                       "errors": [{"pointer": "/question", "message": str(data["question"])}]},
                                      status=400)
        lines = "\n".join(f"{c['key']} | {c['quote']}" if c.get("quote") else c["key"] for c in data["citations"])
        try:
            drafts = citations.parse_citations(lines, game)
            saved = editing.save_ruling(game=game, title=data["title"], text=data["text"],
                                        verdict=data.get("verdict") or "", citations=drafts, editor=request.user,
                                        ruling=ruling, question=question, publish=data["publish"],
                                        note=data.get("note") or "",
                                        base_url=request.build_absolute_uri("/").rstrip("/"))
        except RulingError as error:
            items = [{"pointer": f"/{name}", "message": str(message)} for name, messages in error.errors.items()
                     for message in messages]
            return None, Response({"detail": items[0]["message"] if len(items) == 1 else
                                   "Ungültige Eingabe (invalid input).", "errors": items}, status=400)
        return saved, None

    def create(self, request, *args, **kwargs):
        saved, problem = self._save(request, None)
        if problem is not None:
            return problem
        body = RulingSerializer(saved, context={"request": request}).data
        return Response(body, status=status.HTTP_201_CREATED, headers={"Location": body["page"]})

    def update(self, request, *args, **kwargs):
        saved, problem = self._save(request, self.get_object())
        if problem is not None:
            return problem
        return Response(RulingSerializer(saved, context={"request": request}).data)

"""Catalog API: parse → call a selector → serialise."""

from __future__ import annotations

import django_filters
from django.db.models import Q
from rest_framework import viewsets

from .models import Card, Erratum, FaqNote, Game
from .serializers import CardDetailSerializer, CardListSerializer, ErratumSerializer, FaqNoteSerializer, GameSerializer


class CardFilter(django_filters.FilterSet):
    game = django_filters.CharFilter(field_name="game__slug")
    edition = django_filters.CharFilter(field_name="editions__slug", distinct=True)
    kind = django_filters.CharFilter(field_name="kind")
    type = django_filters.CharFilter(method="filter_type", label="Typ (deutsch oder englisch)")
    cost = django_filters.NumberFilter(field_name="cost_value")
    cost__lte = django_filters.NumberFilter(field_name="cost_value", lookup_expr="lte")
    cost__gte = django_filters.NumberFilter(field_name="cost_value", lookup_expr="gte")
    q = django_filters.CharFilter(method="filter_name", label="Name enthält (deutsch oder englisch)")

    class Meta:
        model = Card
        fields = ["game", "edition", "kind", "type", "cost", "q"]

    def filter_type(self, queryset, name, value):
        wanted = value.strip().lower()
        # Types are a JSON list; SQLite has no JSON containment lookup, so match in Python (a few hundred rows).
        matching = [pk for pk, types, types_en in queryset.values_list("pk", "types", "types_en")
                    if wanted in {t.lower() for t in (types or []) + (types_en or [])}]
        return queryset.filter(Q(pk__in=matching))

    def filter_name(self, queryset, name, value):
        return queryset.filter(Q(name_de__icontains=value) | Q(name_en__icontains=value))


class GameViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Game.objects.all()
    serializer_class = GameSerializer
    lookup_field = "slug"


class CardViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Card.objects.select_related("game").order_by("game__order", "name_de")
    filterset_class = CardFilter

    def get_serializer_class(self):
        return CardDetailSerializer if self.action == "retrieve" else CardListSerializer

    def get_queryset(self):
        queryset = super().get_queryset()
        if self.action == "retrieve":
            # every relation the detail serialiser reads, so the count does not grow with a card's notes (issue #13)
            queryset = queryset.prefetch_related("printings__edition", "faq_notes__cards", "faq_notes__edition",
                                                 "faq_notes__game", "errata__edition", "errata__from_edition",
                                                 "errata__card", "errata__game")
        return queryset


class FaqFilter(django_filters.FilterSet):
    game = django_filters.CharFilter(field_name="game__slug")
    edition = django_filters.CharFilter(field_name="edition__slug")
    card = django_filters.CharFilter(field_name="cards__slug")
    kind = django_filters.CharFilter(field_name="kind")
    confidence = django_filters.CharFilter(field_name="confidence")

    class Meta:
        model = FaqNote
        fields = ["game", "edition", "card", "kind", "confidence"]


class FaqNoteViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = FaqNote.objects.select_related("game", "edition").prefetch_related("cards").order_by("game__order", "order")
    serializer_class = FaqNoteSerializer
    filterset_class = FaqFilter


class ErratumViewSet(viewsets.ReadOnlyModelViewSet):
    queryset = Erratum.objects.select_related("game", "card", "edition", "from_edition").order_by("game__order", "key")
    serializer_class = ErratumSerializer
    filterset_fields = {"game__slug": ["exact"], "kind": ["exact"], "card__slug": ["exact"]}

"""Read-side queries for the catalog (services write, selectors read)."""

from __future__ import annotations

from collections import Counter

from django.db.models import Count, Prefetch, QuerySet
from django.shortcuts import get_object_or_404

from .models import Card, Edition, Erratum, FaqNote, Game, Printing, RecommendedSet


def games_with_counts() -> QuerySet[Game]:
    return Game.objects.annotate(
        card_count=Count("cards", distinct=True),
        faq_count=Count("faq_notes", distinct=True),
    ).order_by("order", "name_de")


def game_detail(slug: str) -> Game:
    return get_object_or_404(Game.objects.prefetch_related("editions"), slug=slug)


def cards_of_game(game: Game) -> QuerySet[Card]:
    return game.cards.order_by("kind", "name_de").annotate(note_count=Count("faq_notes", distinct=True))


def edition_detail(game_slug: str, edition_slug: str) -> Edition:
    return get_object_or_404(Edition.objects.select_related("game", "expands"), game__slug=game_slug, slug=edition_slug)


def printings_of_edition(edition: Edition) -> QuerySet[Printing]:
    return edition.printings.select_related("card").order_by("position", "card__name_de")


def card_detail(game_slug: str, card_slug: str) -> Card:
    return get_object_or_404(
        Card.objects.select_related("game").prefetch_related(
            Prefetch("printings", queryset=Printing.objects.select_related("edition").order_by("edition__order")),
            Prefetch("faq_notes", queryset=FaqNote.objects.select_related("edition").order_by("edition__order", "order")),
            Prefetch("errata", queryset=Erratum.objects.select_related("edition", "from_edition")),
        ),
        game__slug=game_slug,
        slug=card_slug,
    )


def review_queue() -> QuerySet[FaqNote]:
    """Notes whose card assignment the matcher was not sure about."""
    return FaqNote.objects.filter(confidence__in=["medium", "low"]).select_related("game", "edition")


def catalog_counts(game: Game) -> dict:
    """The catalog's counts for one game: editions, cards by kind, printings, FAQ notes, errata, recommended sets."""
    kinds = Counter(Card.objects.filter(game=game).values_list("kind", flat=True))
    return {
        "name": game.name_de,
        "editions": Edition.objects.filter(game=game).count(),
        "cards": sum(kinds.values()),
        "cards_by_kind": dict(sorted(kinds.items())),
        "printings": Printing.objects.filter(card__game=game).count(),
        "faq_notes": FaqNote.objects.filter(game=game).count(),
        "faq_needing_review": FaqNote.objects.filter(game=game, confidence__in=["medium", "low"]).count(),
        "errata": Erratum.objects.filter(game=game).count(),
        "recommended_sets": RecommendedSet.objects.filter(game=game).count(),
    }

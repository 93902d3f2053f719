"""Catalog pages: games, editions, cards."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from . import selectors
from .diff import word_diff
from .panels import card_panels


def games(request: HttpRequest) -> HttpResponse:
    return render(request, "cards/games.html", {"games": selectors.games_with_counts()})


def game(request: HttpRequest, game_slug: str) -> HttpResponse:
    game = selectors.game_detail(game_slug)
    cards = list(selectors.cards_of_game(game))
    by_kind: dict[str, list] = {}
    for card in cards:
        by_kind.setdefault(card.kind, []).append(card)
    return render(request, "cards/game.html", {"game": game, "cards_by_kind": sorted(by_kind.items()),
                                               "card_count": len(cards)})


def edition(request: HttpRequest, game_slug: str, edition_slug: str) -> HttpResponse:
    edition = selectors.edition_detail(game_slug, edition_slug)
    return render(request, "cards/edition.html", {
        "edition": edition, "game": edition.game, "printings": selectors.printings_of_edition(edition),
        "notes": edition.faq_notes.prefetch_related("cards").order_by("order"),
    })


def card(request: HttpRequest, game_slug: str, card_slug: str) -> HttpResponse:
    card = selectors.card_detail(game_slug, card_slug)
    printings = list(card.printings.all())
    # Each printing's text compared with the printing before it: what changed between editions.
    columns = []
    previous = None
    for printing in printings:
        diff = word_diff(previous.text_de, printing.text_de) if previous and previous.text_de and printing.text_de else None
        changed = bool(diff) and any(segment.op != "same" for segment in diff)
        columns.append({"printing": printing, "diff": diff if changed else None, "previous": previous})
        previous = printing
    notes_by_edition: dict[str, list] = {}
    for note in card.faq_notes.all():
        key = note.edition.name_de if note.edition else ""
        notes_by_edition.setdefault(key, []).append(note)
    errata = [{"erratum": e, "diff": word_diff(e.printed_text, e.corrected_text) if e.printed_text and e.corrected_text
               else None} for e in card.errata.all()]
    return render(request, "cards/card.html", {
        "card": card, "game": card.game, "columns": columns, "notes_by_edition": notes_by_edition.items(),
        "errata": errata, "panels": card_panels(card),
    })

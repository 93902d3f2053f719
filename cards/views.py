"""Catalog pages: games (with their card table), editions, recommended sets, the kingdom generator, cards."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.views.decorators.cache import cache_control

from . import selectors
from .diff import cached_word_diff
from .kingdom import KingdomError, generate_kingdom
from .panels import card_panels
from .printed_texts import printed_texts
from .templatetags.catalog import plain

LONG_DIFF = 400  # characters: a diff of whole explanation paragraphs is opened on request, not shown at once


def games(request: HttpRequest) -> HttpResponse:
    return render(request, "cards/games.html", {"games": selectors.games_with_counts()})


def game(request: HttpRequest, game_slug: str) -> HttpResponse:
    game = selectors.game_detail(game_slug)
    table = selectors.card_table(game)
    return render(request, "cards/game.html", {
        "game": game, "table": table, "card_count": sum(len(group["rows"]) for group in table["groups"]),
        "recommended_sets": selectors.recommended_sets(game),
    })


@cache_control(max_age=600)
def card_texts(request: HttpRequest, game_slug: str) -> JsonResponse:
    """The texts of a game's card table, by card slug: the game page fetches them on demand."""
    return JsonResponse({"texts": selectors.card_texts(selectors.game_detail(game_slug))})


def edition(request: HttpRequest, game_slug: str, edition_slug: str) -> HttpResponse:
    edition = selectors.edition_detail(game_slug, edition_slug)
    return render(request, "cards/edition.html", {
        "edition": edition, "game": edition.game, "printings": selectors.printings_of_edition(edition),
        "notes": edition.faq_notes.prefetch_related("cards").order_by("order"),
    })


def recommended_set(request: HttpRequest, game_slug: str, pk: int) -> HttpResponse:
    game = selectors.game_detail(game_slug)
    kingdom = get_object_or_404(selectors.recommended_sets(game), pk=pk)
    return render(request, "cards/recommended_set.html", {"game": game, "set": kingdom,
                                                          "cards": selectors.sorted_cards(kingdom.cards.all())})


def kingdom(request: HttpRequest, game_slug: str) -> HttpResponse:
    """A random Dominion kingdom from the expansions chosen, with the divider's setup rules applied."""
    game = selectors.game_detail(game_slug)
    expansions = selectors.kingdom_expansions(game)
    chosen = [name for name in request.GET.getlist("erweiterung") if name in expansions]
    result, error = None, None
    if chosen:
        try:
            result = generate_kingdom(game, chosen, seed=request.GET.get("seed", "")[:40] or None)
        except KingdomError as problem:
            error = str(problem)
    return render(request, "cards/kingdom.html", {"game": game, "expansions": expansions, "chosen": chosen,
                                                  "result": result, "error": error}, status=400 if error else 200)


def card(request: HttpRequest, game_slug: str, card_slug: str) -> HttpResponse:
    card = selectors.card_detail(game_slug, card_slug)
    # Each edition's explanation (the divider's text), identical texts shown once with all their editions;
    # a later text that differs is shown with its word diff to the one before (markers removed first).
    explanations: list[dict] = []
    for printing in card.printings.all():
        if not printing.text_de.strip() or printing.text_de.strip() == card.text_de.strip():
            continue  # nothing, or exactly the card's text on the face above
        same = next((item for item in explanations if item["text"] == printing.text_de), None)
        if same:
            same["printings"].append(printing)
            continue
        previous = explanations[-1] if explanations else None
        diff = None
        if previous:
            segments = cached_word_diff(plain(previous["text"]), plain(printing.text_de))
            diff = segments if any(segment.op != "same" for segment in segments) else None
        explanations.append({"text": printing.text_de, "printings": [printing], "diff": diff, "previous": previous})
    # A divider's card note is often the very explanation shown above: shown once, not again as a note.
    shown = {" ".join(plain(item["text"]).split()) for item in explanations}
    notes_by_edition: dict[str, list] = {}
    for note in card.faq_notes.all():
        if " ".join(plain(note.text_de).split()) in shown:
            continue
        key = note.edition.name_de if note.edition else ""
        notes_by_edition.setdefault(key, []).append(note)
    errata = [{"erratum": e, "diff": cached_word_diff(plain(e.printed_text), plain(e.corrected_text))
               if e.printed_text and e.corrected_text else None,
               "long": len(e.printed_text) + len(e.corrected_text) > LONG_DIFF} for e in card.errata.all()]
    return render(request, "cards/card.html", {
        "card": card, "game": card.game, "explanations": explanations, "notes_by_edition": notes_by_edition.items(),
        "errata": errata, "panels": card_panels(card), "facts": selectors.card_facts(card),
        "printings": list(card.printings.all()),
        "text_en": selectors.english_text(card), "printed": printed_texts(card),
    })

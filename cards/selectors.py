"""Read-side queries for the catalog (services write, selectors read)."""

from __future__ import annotations

from collections import Counter

from django.db.models import Count, IntegerField, OuterRef, Prefetch, QuerySet, Subquery
from django.db.models.functions import Coalesce
from django.shortcuts import get_object_or_404
from django.utils.html import format_html, format_html_join
from django.utils.text import slugify

from .collation import sort_key, sort_string
from .domdiv_data import english_text as english_card_text
from .models import Card, Edition, Erratum, FaqNote, Game, Printing, RecommendedSet
from .templatetags.catalog import cost, display_name, rich


def _count_of(model, **outer) -> Subquery:
    """A correlated COUNT(*) subquery: two Count()s over two joins would multiply the rows (cards × notes)."""
    rows = model.objects.filter(**{key: OuterRef(value) for key, value in outer.items()}).order_by()
    return Subquery(rows.values(*outer).annotate(n=Count("pk")).values("n")[:1], output_field=IntegerField())


def games_with_counts() -> QuerySet[Game]:
    return Game.objects.annotate(
        card_count=Coalesce(_count_of(Card, game="pk"), 0),
        faq_count=Coalesce(_count_of(FaqNote, game="pk"), 0),
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
            # edition__game: an edition's link (get_absolute_url) names its game; without it, one query per edition
            Prefetch("printings", queryset=Printing.objects.select_related("edition__game").order_by("edition__order")),
            Prefetch("faq_notes",
                     queryset=FaqNote.objects.select_related("edition__game").order_by("edition__order", "order")),
            Prefetch("errata", queryset=Erratum.objects.select_related("edition__game", "from_edition__game")),
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


# --- pages: the card table of a game, the facts of a card, recommended sets --------------------------------

KIND_ORDER = ["karte", "ereignis", "landmarke", "projekt", "weg", "gabe", "plage", "zustand", "artefakt",
              "card", "tile", "bonus", "goal", "token", "marker", "board", "die", "overview", "other"]


def sorted_cards(cards) -> list[Card]:
    return sorted(cards, key=lambda card: sort_key(card.name_de))


def _expansion(edition: Edition) -> str:
    return edition.expansion or edition.name_de


def _edition_label(edition: Edition) -> str:
    """An edition's name, with its year where two printings share the name (HiG 2010 and RGG 2016)."""
    return f"{edition.name_de} ({edition.year})" if edition.year else edition.name_de


def _table_cost(value) -> str:
    """A plain coin cost as one chip without its wrapper and tooltip (the column says "Kosten"): most rows of
    the card table have one, and the table is the page's weight; any other cost as on a card page."""
    if isinstance(value, dict) and isinstance(value.get("coins"), int) and set(value) <= {"coins", "star", "plus"}:
        marks = ("*" if value.get("star") else "") + ("+" if value.get("plus") else "")
        return format_html('<span class="cost coin">{}{}</span>', value["coins"], marks)
    return cost(value)


def card_table(game: Game) -> dict:
    """The game's cards grouped by kind (in a fixed order), each row with what the table sorts and filters by."""
    cards = list(
        game.cards.select_related("game").annotate(note_count=Count("faq_notes", distinct=True)).prefetch_related(
            Prefetch("printings", queryset=Printing.objects.select_related("edition").order_by("edition__order"))
        )
    )
    groups: dict[str, list[dict]] = {}
    expansions: dict[str, int] = {}
    editions: dict[str, int] = {}
    types: set[str] = set()
    costs: set[int] = set()
    for card in cards:
        card_editions = [printing.edition for printing in card.printings.all()]
        card_expansions = list(dict.fromkeys(_expansion(edition) for edition in card_editions))
        for edition in card_editions:
            expansions.setdefault(_expansion(edition), edition.order)
            editions.setdefault(_edition_label(edition), edition.order)
        types.update(card.types or [])
        if card.cost_value is not None:
            costs.add(card.cost_value)
        # Rendered here once per row: the table has hundreds of rows, the template engine is slow per variable.
        # A row carries what the table shows, sorts and filters by, and no more: the card texts come on demand
        # (card_texts, the page's script), the editions as numbers into the edition menu (`edition_numbers`).
        groups.setdefault(card.kind, []).append({
            "card": card, "expansions": card_expansions, "editions": [edition.name_de for edition in card_editions],
            "sort": sort_string(card.name_de), "name": display_name(card), "cost_html": _table_cost(card.cost),
            "slug": card.slug,
            "types_html": format_html_join(" ", '<span class="type type-{}">{}</span>',
                                           ((slugify(t), t) for t in card.types or [])),
            "edition_labels": list(dict.fromkeys(_edition_label(edition) for edition in card_editions)),
        })
    order = {kind: index for index, kind in enumerate(KIND_ORDER)}
    edition_list = sorted(editions, key=lambda name: (editions[name], sort_key(name)))
    numbers = {label: str(number) for number, label in enumerate(edition_list, start=1)}
    for rows in groups.values():
        for row in rows:
            row["edition_numbers"] = " ".join(numbers[label] for label in row["edition_labels"])
    return {
        "groups": [{"kind": kind, "rows": sorted(rows, key=lambda row: sort_key(row["card"].name_de))}
                   for kind, rows in sorted(groups.items(), key=lambda item: (order.get(item[0], 99), item[0]))],
        "expansions": sorted(expansions, key=lambda name: (expansions[name], sort_key(name))),
        "editions": edition_list,
        "types": sorted(types, key=sort_key),
        "costs": sorted(costs),
        "lost_names": [card for card in cards if any(gap.get("field") == "name_de" for gap in card.gaps or [])],
    }


def card_texts(game: Game) -> dict[str, str]:
    """The card texts of a game's table, by card slug, as HTML (emphasis only): fetched by the game page's script
    when a player shows the texts or searches in them, so the page itself stays light."""
    return {slug: str(rich(text)) for slug, text in game.cards.values_list("slug", "text_de")}


def recommended_sets(game: Game) -> QuerySet[RecommendedSet]:
    return game.recommended_sets.select_related("edition").order_by("order")


def kingdom_expansions(game: Game) -> list[str]:
    """The expansions (boxes regardless of printing) that have kingdom cards, in publication order."""
    seen: dict[str, int] = {}
    for edition in game.editions.exclude(kind__in=[Edition.Kind.RULES, Edition.Kind.UPDATE]).order_by("order"):
        seen.setdefault(_expansion(edition), edition.order)
    return list(seen)


# German labels of the catalog's attribute keys shown on a card page; other keys stay in the API.
ATTRIBUTE_LABELS = {
    "nummer": "Nummer", "farbe": "Farbe", "colour": "Farbe", "gruppe": "Gruppe", "group": "Gruppe",
    "sp_am_spielende": "Siegpunkte am Spielende", "sp_text": "Siegpunkte", "vp": "Siegpunkte", "back": "Rückseite",
    "rueckseite": "Rückseite", "area": "Bereich", "stack": "Stapel", "sides": "Seiten", "strength": "Stärke",
    "felder_text": "Felder", "printed_name": "Aufgedruckter Name", "count": "Anzahl", "anzahl": "Anzahl",
}


def _readable(value) -> str | None:
    """An attribute value as a player reads it, or None when it is internal data (dicts of ids, ...)."""
    if isinstance(value, bool):
        return "ja" if value else "nein"
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and isinstance(value.get("text_de"), str):
        return value["text_de"]
    if isinstance(value, list) and value and all(isinstance(item, (str, int)) for item in value):
        return ", ".join(str(item) for item in value)
    return None


def card_facts(card: Card) -> list[tuple[str, str]]:
    """(German label, readable value) of the card's attributes that mean something to a player."""
    facts = []
    for key, label in ATTRIBUTE_LABELS.items():
        if key in card.attributes and (value := _readable(card.attributes[key])) not in (None, ""):
            if label not in (existing for existing, _ in facts):
                facts.append((label, value))
    return facts


def english_text(card: Card) -> str:
    """The English card text where domdiv has one (Dominion), else ""."""
    return english_card_text(card.external_id) if card.external_id else ""

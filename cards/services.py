"""Writing the catalog's own part: games, editions, cards, printings, FAQ notes, errata, recommended sets.

Sources: the curated catalogs (cards/sources/*.json) and the Dominion divider text with domdiv's card
facts (importers/dominion_loader.py). A second run changes nothing: each row is compared with what the
sources say and only written when it differs (cards.sync); rows the sources no longer name are removed.
A curator's review of a note's card assignment (confidence "reviewed") survives a reload.

The rest of `manage.py load_catalog` (rulebooks, rules, Auslegungen) belongs to the apps above; the
project orchestrates the whole load (config/catalog.py).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from .importers.dominion_loader import load_dominion
from .importers.quotes import QuoteProblem, check_quote
from .models import Card, Confidence, Edition, FaqNote, Game, Printing
from .sync import CatalogError, SyncStats, delete_stale, line_range, sync, sync_m2m

SOURCES_DIR = Path(__file__).resolve().parent / "sources"

CURATED_GAMES = ["burgund-karten", "burgund", "dynasties", "principato"]
GAME_ORDER = {"dominion": 1, "burgund": 2, "burgund-karten": 3, "dynasties": 4, "principato": 5}


def load_cards(stats: SyncStats) -> list[Game]:
    """Every game's catalog, Dominion first; the caller holds the transaction."""
    games = [load_dominion(stats)]
    games.extend(load_curated_game(stats, slug) for slug in CURATED_GAMES)
    return games


def check_curated(data: dict) -> list[QuoteProblem]:
    """Every quote in a curated file must stand verbatim in the lines it names (sections: rulings.loading)."""
    filename = data["game"]["rulebook"]
    problems: list[QuoteProblem] = []

    def check(lines, quote, where):
        if lines is None:
            return
        problem = check_quote(filename, lines, quote, where)
        if problem:
            problems.append(problem)

    for card in data.get("cards", []):
        check(card.get("lines"), card.get("text_de"), f"{data['game']['slug']}/card/{card['slug']}")
        for key, value in (card.get("attributes") or {}).items():
            if isinstance(value, dict) and "text_de" in value and "lines" in value:
                check(value["lines"], value["text_de"], f"{data['game']['slug']}/card/{card['slug']}/{key}")
    for index, note in enumerate(data.get("faq", [])):
        check(note.get("lines"), note.get("text_de"), f"{data['game']['slug']}/faq/{index}")
    return problems


def load_curated_game(stats: SyncStats, slug: str) -> Game:
    data = json.loads((SOURCES_DIR / f"{slug}.json").read_text(encoding="utf-8"))
    problems = check_curated(data)
    if problems:
        raise CatalogError(problems)
    info = data["game"]
    filename = info["rulebook"]
    game = sync(stats, Game, {"slug": slug}, {
        "name_de": info["name_de"], "name_en": info.get("name_en") or "", "designer": info.get("designer") or "",
        "publisher": info.get("publisher") or "", "year": info.get("year"), "players_min": info.get("players_min"),
        "players_max": info.get("players_max"), "order": GAME_ORDER.get(slug, 9),
    })

    editions: dict[str, Edition] = {}
    for index, data_edition in enumerate(data.get("editions", []), start=1):
        first, last = line_range(data_edition.get("lines"))
        editions[data_edition["slug"]] = sync(stats, Edition, {"game": game, "slug": data_edition["slug"]}, {
            "name_de": data_edition["name_de"], "name_en": data_edition.get("name_en") or "",
            "kind": data_edition.get("kind") or "base", "order": data_edition.get("order") or index,
            "expansion": data_edition.get("expansion") or "", "edition_number": data_edition.get("edition_number"),
            "publisher": data_edition.get("publisher") or "", "year": data_edition.get("year"),
            "source_file": filename, "first_line": first, "last_line": last, "external_ids": [],
        })
    for data_edition in data.get("editions", []):
        expands = editions.get(data_edition.get("expands") or "")
        sync(stats, Edition, {"pk": editions[data_edition["slug"]].pk}, {"expands": expands})
    delete_stale(stats, Edition.objects.filter(game=game), {e.pk for e in editions.values()})

    cards: dict[str, Card] = {}
    printing_ids: set[int] = set()
    for data_card in data.get("cards", []):
        first, last = line_range(data_card.get("lines"))
        cost = data_card.get("cost")
        card = sync(stats, Card, {"game": game, "slug": data_card["slug"]}, {
            # No printed name (Principato's action cards): a neutral label from the slug, the gap is on the card.
            "name_de": data_card.get("name_de") or data_card["slug"].replace("-", " ").capitalize(),
            "name_en": data_card.get("name_en") or "",
            "aliases": data_card.get("aliases") or [], "kind": data_card.get("kind") or "other",
            "types": data_card.get("types") or [], "types_en": data_card.get("types_en") or [], "cost": cost,
            "cost_value": _main_cost(cost), "copies": data_card.get("copies"), "text_de": data_card.get("text_de") or "",
            "attributes": data_card.get("attributes") or {}, "gaps": data_card.get("gaps") or [],
            "facts": data_card.get("facts") or [], "external_id": "", "source_file": filename,
            "first_line": first, "last_line": last,
        })
        cards[card.slug] = card
        for position, printing in enumerate(data_card.get("editions") or [], start=1):
            edition_slug = printing if isinstance(printing, str) else printing["edition"]
            details = printing if isinstance(printing, dict) else {}
            p_first, p_last = line_range(details.get("lines") or data_card.get("lines"))
            printing_ids.add(sync(stats, Printing, {"card": card, "edition": editions[edition_slug]}, {
                "text_de": details.get("text_de") or data_card.get("text_de") or "",
                "copies": details.get("copies", data_card.get("copies")), "position": position,
                "source_file": filename, "first_line": p_first, "last_line": p_last,
            }).pk)
    delete_stale(stats, Printing.objects.filter(card__game=game), printing_ids)
    delete_stale(stats, Card.objects.filter(game=game), {c.pk for c in cards.values()})

    note_ids: set[int] = set()
    seen_labels: Counter = Counter()
    for order, note in enumerate(data.get("faq", []), start=1):
        first, last = line_range(note.get("lines"))
        label = note.get("label") or f"Z{first}-{last}"
        seen_labels[label] += 1
        if seen_labels[label] > 1:
            label = f"{label}-{seen_labels[label]}"
        obj = sync(stats, FaqNote, {"game": game, "label": label}, {
            "kind": note.get("kind") or "hinweis", "text_de": note["text_de"], "title": note.get("title") or "",
            "section_slug": note.get("section") or "", "edition": editions.get(note.get("edition") or ""),
            "confidence": Confidence.CURATED, "match_details": {}, "order": order, "source_file": filename,
            "first_line": first, "last_line": last,
        })
        sync_m2m(stats, obj.cards, [cards[slug] for slug in note.get("cards", []) if slug in cards])
        note_ids.add(obj.pk)
    delete_stale(stats, FaqNote.objects.filter(game=game), note_ids)
    return game


def _main_cost(cost) -> int | None:
    if not isinstance(cost, dict) or not cost:
        return None
    for key in ("coins", "silver", "gold", "money"):
        if isinstance(cost.get(key), int):
            return cost[key]
    first = next(iter(cost.values()))
    return first if isinstance(first, int) else None

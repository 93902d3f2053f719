"""Dominion: domdiv's card facts + the German divider text (seed 003) → catalog rows.

Card facts (German and English names, cost, types, sets) come from the installed `domdiv` package,
read at load time. The divider text gives one note per card and printing; the matcher says which card
a block is about and how sure it is (medium and low go to the admin's review queue). Numbers in the
divider text are never read as facts: icons were lost in extraction.

The divider text is Dominion's rulebook too: `rulebook_sections()` gives its sections in the shape of a
sections file, for the rulings app to load as the rulebook (rulings.loading).
"""

from __future__ import annotations

from collections import defaultdict
from functools import cache
from importlib.metadata import version

from cards.models import Card, Confidence, Edition, Erratum, FaqNote, Game, Printing, RecommendedSet
from cards.sync import SyncStats, delete_stale, sync, sync_m2m

from . import dominion as divider
from .dominion.sections import slugify

FILENAME = "003_a71f0631d5b76e4b.txt"
RULEBOOK_TITLE = "Dominion – Kartentrenner (alle Karten mit Erläuterungen)"
LANDSCAPE_KINDS = {
    "Event": "ereignis", "Landmark": "landmarke", "Project": "projekt", "Way": "weg", "Boon": "gabe",
    "Hex": "plage", "State": "zustand", "Artifact": "artefakt", "Ally": "verbuendeter", "Trait": "eigenschaft",
    "Prophecy": "prophezeiung",
}
NOTE_KINDS = {"card", "multi", "split_pile", "placeholder"}


def _slug(text: str) -> str:
    return slugify(text)


def _kind(info: divider.CardInfo) -> str:
    for type_en in info.types:
        if type_en in LANDSCAPE_KINDS:
            return LANDSCAPE_KINDS[type_en]
    return "karte"


def _cost(info: divider.CardInfo) -> tuple[dict | None, int | None]:
    cost = info.cost
    if cost is None:
        return None, None
    data: dict = {}
    if cost.coins is not None:
        data["coins"] = cost.coins
    if cost.potion:
        data["potion"] = 1
    if cost.debt:
        data["debt"] = cost.debt
    if cost.star:
        data["star"] = True
    if cost.plus:
        data["plus"] = True
    return data, cost.coins


@cache
def _parsed() -> tuple:
    """The divider text parsed and matched once per process: pure, and the slow part of a load."""
    document = divider.load_document()
    db = divider.load_card_db()
    matches = divider.match(document, db)
    return document, db, matches


def rulebook_sections() -> list[dict]:
    """The divider text's sections (its table of contents and card blocks), as a sections file gives them."""
    document, _db, _matches = _parsed()
    return [{"slug": r.slug, "heading": r.heading, "lines": [r.first_line, r.last_line], "parent": r.parent,
             "margin_boxes": []} for r in divider.sections(document)]


def load_dominion(stats: SyncStats) -> Game:
    document, db, matches = _parsed()
    domdiv_version = version("domdiv")

    game = sync(stats, Game, {"slug": "dominion"}, {
        "name_de": "Dominion", "name_en": "Dominion", "designer": "Donald X. Vaccarino",
        "publisher": "Hans im Glück / Rio Grande Games", "year": 2008, "players_min": 2, "players_max": 6,
        "order": 1,
    })
    toc_slug = {r.first_line: r.slug for r in divider.sections(document) if r.kind == "toc"}

    # Editions: one per seed section (a published box or printing), in the seed's order.
    editions: dict[int, Edition] = {}
    for section in document.sections:
        info = section.edition
        if info.kind == "template":
            continue
        editions[section.number] = sync(stats, Edition, {"game": game, "slug": info.slug}, {
            "name_de": info.name_de, "name_en": "", "kind": info.kind, "expansion": info.expansion,
            "edition_number": info.edition, "order": section.number, "publisher": info.publisher or "",
            "year": info.year, "source_file": FILENAME, "first_line": section.first_line,
            "last_line": section.last_line, "external_ids": list(info.cardset_tags) + list(info.extra_card_tags),
        })
    delete_stale(stats, Edition.objects.filter(game=game), {e.pk for e in editions.values()})

    # Cards: every domdiv card of a set the divider sections cover.
    covered_sets = {tag for e in editions.values() for tag in e.external_ids}
    aliases: dict[str, set[str]] = defaultdict(set)
    for recommended in divider.recommended_sets(document, db):
        for spelling in recommended.misspellings:
            aliases[spelling.card_tag].add(spelling.found)
    cards: dict[str, Card] = {}
    used_slugs: set[str] = set()
    for tag, info in sorted(db.cards.items()):
        if not (set(info.cardset_tags) & covered_sets or tag in covered_sets):
            continue
        slug = _slug(info.name_de or tag)
        if slug in used_slugs:
            slug = f"{slug}-{_slug(tag)}"
        used_slugs.add(slug)
        cost, cost_value = _cost(info)
        cards[tag] = sync(stats, Card, {"game": game, "external_id": tag}, {
            "slug": slug, "name_de": info.name_de or tag, "name_en": info.name_en or "",
            "aliases": sorted(aliases.get(tag, ())), "kind": _kind(info), "types": list(info.types_de),
            "types_en": list(info.types), "cost": cost, "cost_value": cost_value, "copies": None,
            "text_de": info.description_de or "",
            "attributes": {"sets": list(info.cardset_tags)},
            "gaps": [],
            "facts": [{"field": "name_de, name_en, cost, types, text_de", "value": tag,
                       "source": f"domdiv {domdiv_version} (card_db, card_tag {tag})", "confidence": "package"}],
            "source_file": "", "first_line": None, "last_line": None,
        })
    delete_stale(stats, Card.objects.filter(game=game), {c.pk for c in cards.values()})

    # Notes: every matched card/landscape block, attached to its card(s) and edition.
    by_block = {m.block: m for m in matches}
    note_ids: set[int] = set()
    printing_text: dict[tuple[str, int], tuple[str, int, int, int]] = {}
    order = 0
    for section in document.sections:
        edition = editions.get(section.number)
        for block in section.blocks:
            found = by_block.get(block.id)
            if found is None or found.kind not in NOTE_KINDS or not block.body_lines:
                continue
            order += 1
            tags = [tag for tag in found.card_tags if tag in cards]
            existing = FaqNote.objects.filter(game=game, label=block.id).first()
            reviewed = existing is not None and existing.confidence == Confidence.REVIEWED
            note = sync(stats, FaqNote, {"game": game, "label": block.id}, {
                "kind": FaqNote.Kind.CARD_NOTE, "title": block.title or "", "text_de": block.text,
                "section_slug": toc_slug.get(section.first_line, ""), "edition": edition,
                "confidence": Confidence.REVIEWED if reviewed else (found.confidence or Confidence.LOW),
                "match_details": {"method": found.method, "score": round(found.score, 3), "kind": found.kind,
                                  "runner_up": found.runner_up, "margin": round(found.margin, 3)
                                  if found.margin is not None else None},
                "order": order, "source_file": FILENAME, "first_line": block.first_line,
                "last_line": block.last_line,
            })
            if not reviewed:
                sync_m2m(stats, note.cards, [cards[tag] for tag in tags])
            note_ids.add(note.pk)
            if found.kind == "card" and len(tags) == 1 and edition is not None:
                key = (tags[0], section.number)
                previous = printing_text.get(key)
                text = f"{previous[0]}\n{block.text}" if previous else block.text
                first = previous[1] if previous else block.first_line
                printing_text[key] = (text, first, block.last_line, previous[3] if previous else block.index)
    delete_stale(stats, FaqNote.objects.filter(game=game), note_ids)

    # Printings: a card in every edition whose sets contain it, with that edition's divider note.
    printing_ids: set[int] = set()
    for number, edition in editions.items():
        edition_sets = set(edition.external_ids)
        for tag, card in cards.items():
            info = db.cards[tag]
            noted = (tag, number) in printing_text
            if not (noted or set(info.cardset_tags) & edition_sets or tag in edition_sets):
                continue
            text, first, last, position = printing_text.get((tag, number), ("", None, None, 9999))
            printing_ids.add(sync(stats, Printing, {"card": card, "edition": edition}, {
                "text_de": text, "copies": None, "position": position,
                "source_file": FILENAME if first else "", "first_line": first, "last_line": last,
            }).pk)
    delete_stale(stats, Printing.objects.filter(card__game=game), printing_ids)

    _load_errata(stats, game, document, db, matches, cards, editions)
    _load_recommended(stats, game, document, db, cards, editions)
    return game


def _edition_of_line(editions: dict[int, Edition], line: int) -> Edition | None:
    for edition in editions.values():
        if edition.first_line <= line <= edition.last_line:
            return edition
    return None


def _load_errata(stats, game, document, db, matches, cards, editions) -> None:
    keep: set[int] = set()
    for entry in divider.errata(document, matches):
        card = cards.get(entry.card_tag or "")
        if card is None:
            continue
        keep.add(sync(stats, Erratum, {"game": game, "key": f"errata:{entry.block}:{entry.first_line}"}, {
            "card": card, "edition": editions.get(entry.section), "from_edition": None,
            "kind": Erratum.Kind.ERRATA, "text_de": entry.text, "printed_text": entry.printed or "",
            "corrected_text": entry.corrected or "", "description_de": "", "description_en": "",
            "unreadable": entry.unreadable, "details": {"inline": entry.inline},
            "source_file": FILENAME, "first_line": entry.first_line, "last_line": entry.last_line,
        }).pk)
    for change in divider.edition_changes(db, document, matches):
        card = cards.get(change.card_tag)
        if card is None:
            continue
        quotes = list(change.quotes)
        first_quote = quotes[0] if quotes else None
        last_quote = quotes[-1] if quotes else None
        from_edition = _edition_of_line(editions, first_quote.first_line) if first_quote else None
        to_edition = _edition_of_line(editions, last_quote.first_line) if last_quote else None
        keep.add(sync(stats, Erratum, {"game": game, "key": f"{change.kind}:{_slug(change.expansion)}:{change.card_tag}"}, {
            "card": card, "edition": to_edition, "from_edition": from_edition if len(quotes) > 1 else None,
            "kind": change.kind, "text_de": "\n\n".join(q.text for q in quotes),
            "printed_text": quotes[0].text if len(quotes) > 1 else "",
            "corrected_text": quotes[-1].text if len(quotes) > 1 else "",
            "description_de": change.description_de, "description_en": change.description_en, "unreadable": False,
            "details": {"expansion": change.expansion,
                        "quotes": [{"section": q.section, "edition": q.edition, "lines": [q.first_line, q.last_line]}
                                   for q in quotes]},
            "source_file": FILENAME if first_quote else "",
            "first_line": first_quote.first_line if first_quote else None,
            "last_line": first_quote.last_line if first_quote else None,
        }).pk)
    delete_stale(stats, Erratum.objects.filter(game=game), keep)


def _load_recommended(stats, game, document, db, cards, editions) -> None:
    keep: set[int] = set()
    for order, recommended in enumerate(divider.recommended_sets(document, db), start=1):
        edition = _edition_of_line(editions, recommended.first_line)
        obj = sync(stats, RecommendedSet, {"game": game, "order": order}, {
            "edition": edition, "name": recommended.name[:200], "expansions": list(recommended.expansions),
            "spellings": {s.found: s.card_tag for s in recommended.misspellings},
            "unresolved": list(recommended.unresolved), "source_file": FILENAME,
            "first_line": recommended.first_line, "last_line": recommended.last_line,
        })
        sync_m2m(stats, obj.cards, [cards[tag] for tag in recommended.card_tags if tag in cards])
        keep.add(obj.pk)
    delete_stale(stats, RecommendedSet.objects.filter(game=game), keep)


__all__ = ["FILENAME", "RULEBOOK_TITLE", "load_dominion", "rulebook_sections"]

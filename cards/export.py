"""The catalog's part of the bulk export: one game with its editions, cards, FAQ notes and errata.

The whole document (format "regelwerk-catalog/1", with each game's rulebook and rules from the rulings
app) is put together by the project: config/catalog.py.
"""

from __future__ import annotations

from .models import Card, Edition, Erratum, FaqNote, Game, RecommendedSet


def _lines(obj) -> dict:
    return {"source_file": obj.source_file, "lines": [obj.first_line, obj.last_line] if obj.first_line else None}


def game_export(game: Game) -> dict:
    """{game fields, "editions": [...], "cards": [{..., "printings": [...]}], "faq": [...], "errata": [...],
    "recommended_sets": [...]}"""
    editions = list(Edition.objects.filter(game=game).select_related("expands").order_by("order"))
    cards = Card.objects.filter(game=game).prefetch_related("printings__edition").order_by("slug")
    notes = FaqNote.objects.filter(game=game).select_related("edition").prefetch_related("cards").order_by("order")
    errata = Erratum.objects.filter(game=game).select_related("card", "edition", "from_edition").order_by("key")
    kingdoms = RecommendedSet.objects.filter(game=game).select_related("edition").prefetch_related("cards").order_by("order")
    data = {
        "slug": game.slug, "name_de": game.name_de, "name_en": game.name_en, "designer": game.designer,
        "publisher": game.publisher, "year": game.year, "players": [game.players_min, game.players_max],
        "editions": [{
            "slug": e.slug, "name_de": e.name_de, "name_en": e.name_en, "kind": e.kind, "expansion": e.expansion,
            "edition_number": e.edition_number, "order": e.order, "expands": e.expands.slug if e.expands else None,
            "publisher": e.publisher, "year": e.year, **_lines(e),
        } for e in editions],
        "cards": [{
            "slug": c.slug, "name_de": c.name_de, "name_en": c.name_en, "aliases": c.aliases, "kind": c.kind,
            "types": c.types, "types_en": c.types_en, "cost": c.cost, "copies": c.copies, "text_de": c.text_de,
            "attributes": c.attributes, "gaps": c.gaps, "facts": c.facts, "external_id": c.external_id, **_lines(c),
            "printings": [{"edition": p.edition.slug, "text_de": p.text_de, "copies": p.copies, "position": p.position,
                           **_lines(p)} for p in c.printings.all()],
        } for c in cards],
        "faq": [{
            "label": n.label, "kind": n.kind, "title": n.title, "text_de": n.text_de,
            "edition": n.edition.slug if n.edition else None, "cards": sorted(card.slug for card in n.cards.all()),
            "section": n.section_slug, "confidence": n.confidence, **_lines(n),
        } for n in notes],
        "errata": [{
            "key": e.key, "kind": e.kind, "card": e.card.slug, "edition": e.edition.slug if e.edition else None,
            "from_edition": e.from_edition.slug if e.from_edition else None, "text_de": e.text_de,
            "printed_text": e.printed_text, "corrected_text": e.corrected_text, "description_de": e.description_de,
            "description_en": e.description_en, "unreadable": e.unreadable, **_lines(e),
        } for e in errata],
        "recommended_sets": [{
            "name": k.name, "edition": k.edition.slug if k.edition else None, "expansions": k.expansions,
            "cards": sorted(card.slug for card in k.cards.all()), "unresolved": k.unresolved, **_lines(k),
        } for k in kingdoms],
    }
    return data

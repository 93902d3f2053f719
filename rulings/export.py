"""The rulings part of the bulk export: a game's rulebook with its sections, and its rules.

config/catalog.py puts it next to the catalog's part (cards.export) in the one document.
"""

from __future__ import annotations

from cards.models import Game

from .models import Rule, Rulebook


def rulebook_export(game: Game) -> dict:
    """{"rulebook": {..., "sections": [...]} or None, "rules": [...]}"""
    rulebook = Rulebook.objects.filter(game=game).first()
    part: dict = {"rulebook": None, "rules": []}
    if rulebook:
        part["rulebook"] = {
            "title": rulebook.title, "source_file": rulebook.source_file, "sha256": rulebook.sha256,
            "line_count": rulebook.line_count,
            "sections": [{"slug": s.slug, "heading": s.heading, "order": s.order,
                          "parent": s.parent.slug if s.parent else None, "level": s.level,
                          "lines": [s.first_line, s.last_line], "margin_boxes": s.margin_boxes}
                         for s in rulebook.sections.select_related("parent").order_by("order")],
        }
    part["rules"] = [{"id": r.rule_id, "kind": r.kind, "statement_de": r.statement_de, "gloss_en": r.gloss_en,
                      "section": r.section.slug if r.section else None, "lines": [r.first_line, r.last_line],
                      "quote": r.quote, "question": r.question}
                     for r in Rule.objects.filter(game=game).select_related("section").order_by("rule_id")]
    return part

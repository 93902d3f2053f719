"""The RuleSection tree of the divider rulebook: one section per TOC entry, children for its rules pages
and recommended-set pages.

Slugs: ``s01-anleitung-und-grundausruestung`` for TOC section 1 (the number keeps the two
"Anleitung und Grundausrüstung" sections apart, seed ln 38 and 555); a child is
``<parent>-b<block index>-<heading>``, e.g. ``s20-erweiterung-vi-dark-ages-hans-im-glueck-2012-b44-neue-regeln-1-5``.
Untitled pages take their heading from the words before the first colon ("Im Spiel", seed ln 3656).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .classify import RECOMMENDED, RULES, classify
from .segment import Block, DividerDocument

_SLUG_FOLD = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "Ä": "ae", "Ö": "oe", "Ü": "ue"})


@dataclass(frozen=True)
class SectionRecord:
    slug: str
    heading: str
    first_line: int
    last_line: int
    parent: str | None
    order: int
    kind: str  # "toc", "rules" or "recommended_sets"
    block: str | None = None


def slugify(text: str) -> str:
    text = text.translate(_SLUG_FOLD).lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def _page_heading(block: Block, kind: str) -> str:
    if block.title_lines:
        return " ".join(block.title_lines)
    if kind == RECOMMENDED:
        return "Empfohlene 10er Sätze"
    first = block.body_lines[0].replace("*", "").strip() if block.body_lines else ""
    head = first.split(":")[0] if ":" in first[:60] else " ".join(first.split()[:6])
    return head.strip(" „“")


def sections(document: DividerDocument) -> list[SectionRecord]:
    records: list[SectionRecord] = []
    order = 0
    for section in document.sections:
        parent = f"s{section.number:02d}-{slugify(section.title)}"
        records.append(SectionRecord(parent, section.title, section.first_line, section.last_line, None, order, "toc"))
        order += 1
        for block in section.blocks:
            kind = classify(block)
            if kind not in (RULES, RECOMMENDED):
                continue
            heading = _page_heading(block, kind)
            slug = f"{parent}-b{block.index:02d}-{slugify(heading)}"
            records.append(
                SectionRecord(slug, heading, block.first_line, block.last_line, parent, order, kind, block.id)
            )
            order += 1
    return records

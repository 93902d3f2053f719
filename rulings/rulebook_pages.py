"""The rulebook browser: a table of contents per rulebook and one page per top-level section (an expansion of
the Dominion dividers, a chapter elsewhere), its text line by line with an anchor per line (`#z505`), the
subsections and the cards explained there as headings, and what cites each part."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.shortcuts import get_object_or_404

from cards.models import FaqNote, Printing

from .models import Rule, Rulebook, RuleSection


@dataclass
class Line:
    number: int
    text: str
    headings: list[dict] = field(default_factory=list)  # subsections and cards that start at this line


def top_sections(rulebook: Rulebook) -> list[dict]:
    """The table of contents: each top-level section with its subsections."""
    sections = list(rulebook.sections.order_by("order"))
    tops: list[dict] = []
    for section in sections:
        if section.parent_id is None or not tops:
            tops.append({"section": section, "children": []})
        else:
            tops[-1]["children"].append(section)
    return tops


def section_for_line(rulebook: Rulebook, line: int) -> RuleSection | None:
    """The top-level section whose page shows the line (the nearest one before it when it falls between)."""
    top = rulebook.sections.filter(parent__isnull=True, first_line__lte=line).order_by("-first_line").first()
    return top or rulebook.sections.filter(parent__isnull=True).order_by("first_line").first()


def top_section_of(section: RuleSection) -> RuleSection:
    while section.parent_id is not None:
        section = section.parent
    return section


def section_page(rulebook: Rulebook, slug: str) -> dict:
    section = get_object_or_404(RuleSection, rulebook=rulebook, slug=slug, parent__isnull=True)
    tops = list(rulebook.sections.filter(parent__isnull=True).order_by("order"))
    position = next(index for index, top in enumerate(tops) if top.pk == section.pk)
    following = tops[position + 1] if position + 1 < len(tops) else None
    last = section.last_line
    if following and following.first_line > last + 1:
        last = following.first_line - 1  # lines between two sections belong to the one before
    children = list(rulebook.sections.filter(first_line__gte=section.first_line, last_line__lte=last)
                    .exclude(pk=section.pk).order_by("order"))
    texts = rulebook.text.split("\n")
    lines = [Line(number, texts[number - 1]) for number in range(section.first_line, min(last, len(texts)) + 1)]
    by_number = {line.number: line for line in lines}
    for child in children:
        if child.first_line in by_number:
            by_number[child.first_line].headings.append({"kind": "section", "section": child})
    printings = (Printing.objects.filter(card__game=rulebook.game, source_file=rulebook.source_file,
                                         first_line__gte=section.first_line, first_line__lte=last)
                 .select_related("card", "card__game").order_by("first_line"))
    cards_here = []
    for printing in printings:
        if printing.first_line in by_number:
            by_number[printing.first_line].headings.append({"kind": "card", "card": printing.card})
            cards_here.append(printing.card)
    notes_by_slug: dict[str, list[FaqNote]] = {}
    for note in FaqNote.objects.filter(game=rulebook.game, section_slug__in=[s.slug for s in [section, *children]]) \
            .prefetch_related("cards"):
        notes_by_slug.setdefault(note.section_slug, []).append(note)
    rules = list(Rule.objects.filter(section__in=[section, *children]).order_by("rule_id"))
    return {
        "section": section, "children": children, "lines": [line for line in lines if line.text.strip() or
                                                             line.headings],
        "cards_here": cards_here, "rules": rules, "notes": [n for notes in notes_by_slug.values() for n in notes],
        "previous": tops[position - 1] if position else None, "next": following,
        "first": section.first_line, "last": last,
    }

from __future__ import annotations

from django.db.models import QuerySet
from django.shortcuts import get_object_or_404

from cards.models import Card, FaqNote

from .models import Rule, Rulebook, RuleSection


def rulebooks() -> QuerySet[Rulebook]:
    return Rulebook.objects.select_related("game").order_by("game__order")


def rulebook_detail(game_slug: str) -> Rulebook:
    return get_object_or_404(Rulebook.objects.select_related("game"), game__slug=game_slug)


def sections_with_citations(rulebook: Rulebook) -> list[dict]:
    """Each section with the notes and rules that cite it, in reading order."""
    sections = list(rulebook.sections.order_by("order"))
    notes_by_slug: dict[str, list[FaqNote]] = {}
    for note in FaqNote.objects.filter(game=rulebook.game).exclude(section_slug="").prefetch_related("cards"):
        notes_by_slug.setdefault(note.section_slug, []).append(note)
    rules_by_section: dict[int, list[Rule]] = {}
    for rule in Rule.objects.filter(game=rulebook.game, section__isnull=False):
        rules_by_section.setdefault(rule.section_id, []).append(rule)
    return [{"section": s, "notes": notes_by_slug.get(s.slug, []), "rules": rules_by_section.get(s.pk, [])}
            for s in sections]


def rule_detail(rule_id: str) -> Rule:
    return get_object_or_404(Rule.objects.select_related("game", "section"), rule_id=rule_id)


def section_for_lines(rulebook: Rulebook, first: int, last: int) -> RuleSection | None:
    """The innermost section that contains the line range."""
    return (rulebook.sections.filter(first_line__lte=first, last_line__gte=last).order_by("-level", "-first_line")
            .first())


def rulings_for_card(card: Card) -> list:
    from .models import Ruling  # noqa: F401  (the Q&A half of the app; absent until it is built)

    return list(card.rulings.filter(published=True))

from __future__ import annotations

from django.db.models import QuerySet
from django.http import Http404
from django.shortcuts import get_object_or_404
from django.urls import reverse

from cards.models import Card, FaqNote, Game

from .models import Citation, Question, Rule, Rulebook, RuleSection, Ruling, hash_token


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


def rulebook_counts(game: Game) -> dict:
    """The rulings app's counts for one game: rule sections, rules, Auslegungen (catalog_stats)."""
    return {
        "rule_sections": RuleSection.objects.filter(rulebook__game=game).count(),
        "rules": Rule.objects.filter(game=game, kind="rule").count(),
        "auslegungen": Rule.objects.filter(game=game, kind="auslegung").count(),
    }


def rulings_for_card(card: Card) -> list:
    """Published rulings about a card (cited, or about a cited note or erratum, or asked about), newest first."""
    return list(card.rulings.filter(published=True).select_related("game").order_by("-published_at"))


# --- questions and rulings ---------------------------------------------------------------------------------


def question_list(*, game: str = "", status: str = "", card: str = "") -> QuerySet[Question]:
    """Questions, newest first, filtered by game slug, status and card (slug, within the game if given)."""
    queryset = Question.objects.select_related("game", "duplicate_of").prefetch_related("cards")
    if game:
        queryset = queryset.filter(game__slug=game)
    if status:
        queryset = queryset.filter(status=status)
    if card:
        queryset = queryset.filter(cards__slug=card).distinct()
    return queryset.order_by("-created")


def question_detail(pk: int) -> Question:
    return get_object_or_404(Question.objects.select_related("game", "duplicate_of", "author")
                             .prefetch_related("cards"), pk=pk)


def question_for_token(token: str) -> Question:
    if not token or len(token) > 100:
        raise Http404
    return get_object_or_404(Question.objects.select_related("game"), follow_token_hash=hash_token(token))


def published_rulings(game: str = "") -> QuerySet[Ruling]:
    queryset = Ruling.objects.filter(published=True).select_related("game", "question")
    if game:
        queryset = queryset.filter(game__slug=game)
    return queryset.order_by("-published_at", "-pk")


def ruling_detail(slug: str, *, include_unpublished: bool = False) -> Ruling:
    queryset = Ruling.objects.select_related("game", "question", "reading_of", "author")
    if not include_unpublished:
        queryset = queryset.filter(published=True)
    return get_object_or_404(queryset, slug=slug)


def citations_of(ruling: Ruling) -> list[Citation]:
    return list(ruling.citations.select_related("rule__game", "section__rulebook__game", "faq_note__game",
                                                "erratum__card__game", "card__game").order_by("order"))


def rulings_of_question(question: Question, *, include_unpublished: bool = False) -> list[Ruling]:
    queryset = question.rulings.all() if include_unpublished else question.rulings.filter(published=True)
    return list(queryset.order_by("-published_at"))


def reading_ruling(rule_id: str) -> Ruling | None:
    """The published Auslegung of a rule id, if there is one."""
    return Ruling.objects.filter(reading_of__rule_id=rule_id, published=True).only("slug").first()


def reading_urls(rule_ids: list[str]) -> dict[str, str]:
    """rule id → the permalink of its published Auslegung, for the ids that have one."""
    rows = Ruling.objects.filter(reading_of__rule_id__in=rule_ids, published=True).values_list(
        "reading_of__rule_id", "slug")
    return {rule_id: reverse("rulings:ruling", args=[slug]) for rule_id, slug in rows}


def engine_view(question: Question) -> dict | None:
    """The engine's stored verdict on the attached move, with the rule, its quote and linked Auslegungen."""
    result = question.engine_result or {}
    verdict = result.get("verdict") or {}
    rule = None
    if verdict.get("rule"):
        rule = Rule.objects.select_related("section", "game").filter(rule_id=verdict["rule"]).first()
    readings = list(verdict.get("readings") or [])
    if verdict.get("rule") and rule is not None and rule.kind == Rule.Kind.READING and verdict["rule"] not in readings:
        readings.insert(0, verdict["rule"])
    urls = reading_urls(readings)
    return {
        "status": question.engine_status, "verdict": verdict, "rule": rule, "error": result.get("error"),
        "readings": [{"rule_id": rule_id, "url": urls.get(rule_id)} for rule_id in readings],
        "alternatives": result.get("alternatives") or [], "alternatives_total": result.get("alternatives_total", 0),
        "problems": result.get("problems") or [], "pending": result.get("pending") or {},
    }

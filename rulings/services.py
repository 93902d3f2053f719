"""Write side of questions and rulings: ask, check the attached move, answer, publish, mark duplicates, seed.

Views and the API parse input and call these functions; nothing else writes questions or rulings.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth.models import Group, Permission
from django.core.mail import send_mail
from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify
from django.utils.translation import gettext as _

from cards.models import Card, Erratum, FaqNote, Game

from .models import Citation, Question, Rule, RuleSection, Ruling, RulingRevision

log = logging.getLogger(__name__)

REFEREE_GROUP = "Schiedsrichter"
REFEREE_PERMISSIONS = [
    "publish_ruling", "add_ruling", "change_ruling", "view_ruling", "change_question", "view_question",
    "add_citation", "change_citation", "delete_citation", "view_citation", "view_rulingrevision",
]
MAX_ALTERNATIVES = 30


class RulingError(Exception):
    """Input a ruling cannot be built from; `errors` maps a field to its messages."""

    def __init__(self, errors: dict[str, list[str]]):
        self.errors = errors
        super().__init__("; ".join(f"{name}: {' '.join(messages)}" for name, messages in errors.items()))


# --- asking ------------------------------------------------------------------------------------------


def ask(*, game: Game, title: str, body: str, language: str = "de", cards: list[Card] | None = None,
        position: dict | None = None, move: dict | None = None, author=None, email: str = "") -> tuple[Question, str]:
    """Store a question; returns it with its private follow token (shown once, never stored in clear).

    With a position and a move, and an engine for the game, a check is queued once the row is committed.
    """
    from engine.core import available_games

    question = Question(game=game, title=title, body=body, language=language, position=position, move=move,
                        author=author if author is not None and author.is_authenticated else None, email=email)
    token = question.set_follow_token()
    if question.has_position:
        question.engine_status = (Question.EngineStatus.QUEUED if game.slug in available_games()
                                  else Question.EngineStatus.UNSUPPORTED)
    with transaction.atomic():
        question.save()
        if cards:
            question.cards.set(cards)
        if question.engine_status == Question.EngineStatus.QUEUED:
            queue_engine_check(question)
    return question, token


def queue_engine_check(question: Question) -> None:
    from .tasks import check_question_move

    check_question_move.delay_on_commit(question.pk)


def _trimmed_result(data: dict) -> dict:
    """What the question page needs of a position check: not the whole state."""
    verdict = dict(data.get("verdict") or {})
    return {
        "verdict": {key: verdict.get(key) for key in ("status", "rule", "message_de", "message_en", "details",
                                                       "readings", "quote")},
        "alternatives": (data.get("alternatives") or [])[:MAX_ALTERNATIVES],
        "alternatives_total": len(data.get("alternatives") or []),
        "pending": {key: (data.get("pending") or {}).get(key) for key in ("player", "prompt_de", "prompt_en")},
        "problems": data.get("problems") or [],
    }


def run_engine_check(question_id: int) -> Question | None:
    """Check the attached move; idempotent (a question already checked is left alone)."""
    from engine import services as engine_services

    question = Question.objects.select_related("game").filter(pk=question_id).first()
    if question is None or question.engine_status in (Question.EngineStatus.DONE, Question.EngineStatus.NONE):
        return question
    try:
        data = engine_services.check_position(question.position, question.move)
    except engine_services.SubmissionError as problem:
        status = Question.EngineStatus.FAILED
        result = {"error": {"message_de": problem.message_de, "message_en": problem.message_en,
                            "pointer": problem.pointer}}
    else:
        status = Question.EngineStatus.DONE
        result = _trimmed_result(data)
    Question.objects.filter(pk=question.pk).update(engine_status=status, engine_result=result,
                                                   engine_checked_at=timezone.now())
    question.refresh_from_db()
    return question


def mark_engine_failed(question_id: int, message: str) -> None:
    Question.objects.filter(pk=question_id).exclude(engine_status=Question.EngineStatus.DONE).update(
        engine_status=Question.EngineStatus.FAILED, engine_checked_at=timezone.now(),
        engine_result={"error": {"message_de": message, "message_en": message, "pointer": ""}})


# --- the asker's private link --------------------------------------------------------------------------


def stop_notifications(question: Question) -> None:
    Question.objects.filter(pk=question.pk).update(notify=False)


def close_by_asker(question: Question) -> None:
    if question.status == Question.Status.OPEN:
        Question.objects.filter(pk=question.pk).update(status=Question.Status.CLOSED, updated=timezone.now())


# --- curators: questions -------------------------------------------------------------------------------


def mark_duplicate(question: Question, original: Question) -> Question:
    if original.pk == question.pk:
        raise RulingError({"original": [_("Eine Frage kann kein Duplikat ihrer selbst sein.")]})
    if original.game_id != question.game_id:
        raise RulingError({"original": [_("Das Original muss zum selben Spiel gehören.")]})
    # Follow the chain to the real original, so duplicates never point at duplicates.
    seen = {question.pk}
    while original.duplicate_of_id and original.pk not in seen:
        seen.add(original.pk)
        original = original.duplicate_of
    if original.pk == question.pk:
        raise RulingError({"original": [_("Das ergäbe einen Kreis von Duplikaten.")]})
    question.status = Question.Status.DUPLICATE
    question.duplicate_of = original
    question.save(update_fields=["status", "duplicate_of", "updated"])
    return question


def set_question_status(question: Question, status: str) -> Question:
    if status not in Question.Status.values or status == Question.Status.DUPLICATE:
        raise RulingError({"status": [_("Unbekannter Status.")]})
    question.status = status
    if status != Question.Status.DUPLICATE:
        question.duplicate_of = None
    question.save(update_fields=["status", "duplicate_of", "updated"])
    return question


# --- citations ---------------------------------------------------------------------------------------


@dataclass
class CitationDraft:
    """A citation before it is saved: the source object and the verbatim quote shown with it."""

    source: object
    quote: str
    key: str

    @property
    def kind(self) -> str:
        return self.key.split(":", 1)[0]


def _normalise(text: str) -> str:
    return " ".join((text or "").replace("**", "").split())


def source_text(source) -> str:
    """The full verbatim text a quote of `source` must come from."""
    if isinstance(source, Rule):
        return "\n".join(filter(None, [source.quote, source.statement_de]))
    if isinstance(source, RuleSection):
        return source.text or source.heading
    if isinstance(source, FaqNote):
        return "\n".join(filter(None, [source.title, source.text_de]))
    if isinstance(source, Erratum):
        return "\n".join(filter(None, [source.text_de, source.corrected_text, source.printed_text,
                                       source.description_de]))
    if isinstance(source, Card):
        texts = [source.text_de, *(p.text_de for p in source.printings.all())]
        return "\n".join(filter(None, [*dict.fromkeys(texts), source.name_de]))
    return ""


DEFAULT_QUOTE_CHARS = 600


def default_quote(source) -> str:
    if isinstance(source, Rule):
        return source.quote or source.statement_de
    if isinstance(source, RuleSection):
        text = source.text or source.heading
        if len(text) <= DEFAULT_QUOTE_CHARS:
            return text
        cut = text.rfind(". ", 0, DEFAULT_QUOTE_CHARS)
        return text[: cut + 1] if cut > 100 else text[:DEFAULT_QUOTE_CHARS]
    if isinstance(source, FaqNote):
        return source.text_de
    if isinstance(source, Erratum):
        return source.text_de or source.corrected_text or source.description_de or source.printed_text
    if isinstance(source, Card):
        printed = next((p.text_de for p in source.printings.all() if p.text_de), "")
        return source.text_de or printed or source.name_de
    return ""


def resolve_source(key: str, game: Game):
    """`rule:dominion.kauf-braucht-geld`, `rule:9`, `section:7`, `faq:3`, `erratum:5`, `card:12` → the object."""
    kind, _sep, ident = key.strip().partition(":")
    ident = ident.strip()
    kind = {"regel": "rule", "abschnitt": "section", "karte": "card", "hinweis": "faq", "errata": "erratum"}.get(
        kind, kind)
    if not ident:
        return None
    if kind == "rule":
        lookup = {"pk": ident} if ident.isdigit() else {"rule_id": ident}
        return Rule.objects.filter(game=game, **lookup).select_related("section").first()
    if not ident.isdigit():
        if kind == "card":
            return Card.objects.filter(game=game, slug=ident).first()
        if kind == "section":
            return RuleSection.objects.filter(rulebook__game=game, slug=ident).first()
        return None
    model = {"section": RuleSection, "faq": FaqNote, "erratum": Erratum, "card": Card}.get(kind)
    if model is None:
        return None
    queryset = model.objects.filter(pk=ident)
    queryset = queryset.filter(rulebook__game=game) if model is RuleSection else queryset.filter(game=game)
    return queryset.first()


def source_key(source) -> str:
    if isinstance(source, Rule):
        return f"rule:{source.rule_id}"
    kind = {RuleSection: "section", FaqNote: "faq", Erratum: "erratum", Card: "card"}[type(source)]
    return f"{kind}:{source.pk}"


def parse_citations(text: str, game: Game) -> list[CitationDraft]:
    """One citation per line: `KEY` or `KEY | verbatim excerpt`. Errors name the line."""
    drafts: list[CitationDraft] = []
    errors: list[str] = []
    seen: set[str] = set()
    for number, line in enumerate((text or "").splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _sep, excerpt = line.partition("|")
        source = resolve_source(key, game)
        if source is None:
            errors.append(_("Zeile %(n)d: „%(key)s“ ist kein Beleg aus %(game)s (erwartet z. B. rule:ID, "
                            "section:N, faq:N, erratum:N, card:N).") % {"n": number, "key": key.strip()[:60],
                                                                         "game": game.name_de})
            continue
        excerpt = excerpt.strip()
        if excerpt and _normalise(excerpt) not in _normalise(source_text(source)):
            errors.append(_("Zeile %(n)d: Das Zitat steht nicht wörtlich in %(key)s.") % {"n": number,
                                                                                         "key": key.strip()[:60]})
            continue
        canonical = source_key(source)
        if canonical in seen:
            continue
        seen.add(canonical)
        drafts.append(CitationDraft(source, excerpt or default_quote(source), canonical))
    if errors:
        raise RulingError({"citations": errors})
    return drafts


def citations_text(ruling: Ruling) -> str:
    """A ruling's citations in the form `parse_citations` reads (for editing)."""
    lines = []
    for citation in ruling.citations.select_related("rule"):
        default = default_quote(citation.source)
        lines.append(citation.key if citation.quote == default else f"{citation.key} | {citation.quote}")
    return "\n".join(lines)


# --- curators: rulings ---------------------------------------------------------------------------------


RESERVED_SLUGS = {"neu", "belege", "feed"}  # URL words next to the permalinks


def unique_slug(title: str, exclude_pk: int | None = None) -> str:
    base = slugify(title)[:150].strip("-") or "entscheidung"
    slug, n = base, 2
    while slug in RESERVED_SLUGS or Ruling.objects.filter(slug=slug).exclude(pk=exclude_pk).exists():
        slug, n = f"{base}-{n}", n + 1
    return slug


def _citation_fields(source) -> dict:
    name = {Rule: "rule", RuleSection: "section", FaqNote: "faq_note", Erratum: "erratum", Card: "card"}[type(source)]
    return {name: source}


def _snapshot(ruling: Ruling) -> dict:
    return {"title": ruling.title, "text": ruling.text, "verdict": ruling.verdict, "published": ruling.published,
            "citations": [{"key": c.key, "quote": c.quote} for c in ruling.citations.select_related("rule")]}


def record_revision(ruling: Ruling, editor, note: str) -> RulingRevision | None:
    """A revision row when the ruling differs from its last revision (so a no-op save records nothing)."""
    snapshot = _snapshot(ruling)
    last = ruling.revisions.order_by("-number").first()
    if last is not None and {"title": last.title, "text": last.text, "verdict": last.verdict,
                             "published": last.published, "citations": last.citations} == snapshot:
        return None
    return RulingRevision.objects.create(ruling=ruling, number=(last.number + 1) if last else 1,
                                         editor=editor if editor is not None and editor.pk else None,
                                         note=note[:300], **snapshot)


def _cards_of(ruling: Ruling, drafts: list[CitationDraft]) -> set[int]:
    """The cards a ruling is about: cited cards, the cards of cited notes and errata, the question's cards."""
    ids: set[int] = set()
    for draft in drafts:
        source = draft.source
        if isinstance(source, Card):
            ids.add(source.pk)
        elif isinstance(source, FaqNote):
            ids.update(source.cards.values_list("pk", flat=True))
        elif isinstance(source, Erratum):
            ids.add(source.card_id)
    if ruling.question_id:
        ids.update(ruling.question.cards.values_list("pk", flat=True))
    return ids


def save_ruling(*, game: Game, title: str, text: str, verdict: str = "", citations: list[CitationDraft],
                editor=None, ruling: Ruling | None = None, question: Question | None = None, publish: bool = True,
                note: str = "", base_url: str = "", origin: str = Ruling.Origin.CURATOR) -> Ruling:
    """Create or edit a ruling; every change leaves a revision. Publishing answers the question, notifies the
    asker (if they left an address) and puts the ruling into the search index, both once committed."""
    errors: dict[str, list[str]] = {}
    title = " ".join((title or "").split())
    if not title:
        errors["title"] = [_("Ein Titel ist nötig.")]
    if not (text or "").strip():
        errors["text"] = [_("Die Antwort ist leer.")]
    if verdict not in Ruling.Verdict.values:
        errors["verdict"] = [_("Unbekanntes Urteil.")]
    if publish and not citations:
        errors["citations"] = [_("Eine veröffentlichte Entscheidung nennt mindestens einen Beleg.")]
    if question is not None and question.game_id != game.pk:
        errors["question"] = [_("Die Frage gehört zu einem anderen Spiel.")]
    if errors:
        raise RulingError(errors)
    with transaction.atomic():
        newly_published = False
        if ruling is None:
            ruling = Ruling(game=game, question=question, slug=unique_slug(title), origin=origin,
                            author=editor if editor is not None and editor.pk else None)
        else:
            ruling = Ruling.objects.select_for_update().get(pk=ruling.pk)
            if origin == Ruling.Origin.CURATOR:
                ruling.origin = Ruling.Origin.CURATOR  # a curator's edit: the seeder leaves it alone from now on
        ruling.title, ruling.text, ruling.verdict = title, text, verdict
        if publish and not ruling.published:
            ruling.published, ruling.published_at, newly_published = True, timezone.now(), True
        elif not publish:
            ruling.published = False
        ruling.save()
        ruling.citations.all().delete()
        Citation.objects.bulk_create([Citation(ruling=ruling, order=order, quote=draft.quote,
                                               **_citation_fields(draft.source))
                                      for order, draft in enumerate(citations)])
        ruling.cards.set(_cards_of(ruling, citations))
        record_revision(ruling, editor, note)
        if ruling.question_id and ruling.published and ruling.question.status in (Question.Status.OPEN,
                                                                                  Question.Status.CLOSED):
            Question.objects.filter(pk=ruling.question_id).update(status=Question.Status.ANSWERED,
                                                                  updated=timezone.now())
        pk = ruling.pk
        transaction.on_commit(lambda: _reindex(pk))
        if newly_published and ruling.question_id:
            transaction.on_commit(lambda: notify_asker(pk, base_url))
    return ruling


def _reindex(ruling_pk: int) -> None:
    from .search_bridge import index_ruling

    try:
        index_ruling(ruling_pk)
    except Exception:  # the ruling is saved; a broken index is rebuilt by `rebuild_index`
        log.exception("could not index ruling %s", ruling_pk)


def notify_asker(ruling_pk: int, base_url: str = "") -> bool:
    """E-mail the asker that their question has an answer (if they left an address and did not opt out)."""
    ruling = Ruling.objects.select_related("question__author").filter(pk=ruling_pk, published=True).first()
    question = ruling.question if ruling else None
    if question is None or not question.notify or not question.answer_email:
        return False
    subject = _("Antwort auf deine Frage: %(title)s") % {"title": " ".join(question.title.split())[:150]}
    body = _("Hallo,\n\ndeine Frage „%(question)s“ ist beantwortet:\n\n%(ruling)s\n%(url)s\n\n"
             "Diese Nachricht kommt einmal, weil du bei der Frage deine Adresse angegeben hast.\n\nRegelwerk") % {
        "question": question.title, "ruling": ruling.title, "url": base_url.rstrip("/") + ruling.get_absolute_url()}
    send_mail(subject, body, settings.DEFAULT_FROM_EMAIL, [question.answer_email], fail_silently=True)
    return True


def unpublish(ruling: Ruling, editor=None, note: str = "") -> Ruling:
    drafts = [CitationDraft(c.source, c.quote, c.key) for c in ruling.citations.all()]
    return save_ruling(game=ruling.game, title=ruling.title, text=ruling.text, verdict=ruling.verdict,
                       citations=drafts, editor=editor, ruling=ruling, publish=False, note=note or "zurückgezogen")


# --- the Auslegungen: one published ruling per rule of kind "auslegung" -----------------------------------


def _reading_title(rule: Rule) -> str:
    statement = re.sub(r"^\s*Lesart:\s*", "", rule.statement_de or "").strip()
    first = re.split(r"(?<=[.;])\s", statement, maxsplit=1)[0].rstrip(".;")
    title = f"Auslegung: {first}" if first else f"Auslegung {rule.rule_id}"
    return title if len(title) <= 200 else title[:199].rstrip() + "…"


def _reading_text(rule: Rule) -> str:
    parts = [rule.statement_de.strip()]
    if rule.quote:
        parts.append("Die Stelle im Regelheft:\n\n> " + rule.quote.strip().replace("\n", "\n> "))
    if rule.gloss_en:
        parts.append(f"*English:* {rule.gloss_en.strip()}")
    parts.append(f"Der Regelprüfer wendet diese Lesart als Regel `{rule.rule_id}` an.")
    return "\n\n".join(parts)


def seed_auslegungen(stats=None) -> dict[str, int]:
    """Every Rule of kind "auslegung" → a published ruling citing it and its section. Idempotent: a second run
    changes nothing, and a ruling a curator has edited since (origin "curator") is not overwritten."""
    counts = {"created": 0, "updated": 0, "unchanged": 0, "deleted": 0}
    readings = Rule.objects.filter(kind=Rule.Kind.READING).select_related("game", "section").order_by("rule_id")
    for rule in readings:
        existing = Ruling.objects.filter(reading_of=rule).first()
        if existing is not None and existing.origin != Ruling.Origin.SEED:
            counts["unchanged"] += 1
            continue
        drafts = [CitationDraft(rule, default_quote(rule), source_key(rule))]
        if rule.section is not None:
            in_section = rule.quote and _normalise(rule.quote) in _normalise(source_text(rule.section))
            drafts.append(CitationDraft(rule.section, rule.quote if in_section else default_quote(rule.section),
                                        source_key(rule.section)))
        wanted = {"title": _reading_title(rule), "text": _reading_text(rule), "verdict": Ruling.Verdict.READING,
                  "published": True, "citations": [{"key": d.key, "quote": d.quote} for d in drafts]}
        if existing is not None and _snapshot(existing) == wanted:
            counts["unchanged"] += 1
            continue
        if existing is None:
            ruling = Ruling.objects.create(game=rule.game, reading_of=rule, title=wanted["title"],
                                           slug=unique_slug(f"auslegung {rule.rule_id.replace('.', ' ')}"), text=wanted["text"],
                                           verdict=Ruling.Verdict.READING, origin=Ruling.Origin.SEED,
                                           published=True, published_at=timezone.now())
            counts["created"] += 1
        else:
            ruling = existing
            ruling.title, ruling.text, ruling.verdict, ruling.published = (wanted["title"], wanted["text"],
                                                                           Ruling.Verdict.READING, True)
            ruling.published_at = ruling.published_at or timezone.now()
            ruling.save()
            ruling.citations.all().delete()
            counts["updated"] += 1
        Citation.objects.bulk_create([Citation(ruling=ruling, order=order, quote=draft.quote,
                                               **_citation_fields(draft.source)) for order, draft in enumerate(drafts)])
        ruling.cards.set(_cards_of(ruling, drafts))
        record_revision(ruling, None, "aus rules.json")
    # A seeded Auslegung whose rule is gone goes with it; a curated one stays (its citations are gone).
    stale = Ruling.objects.filter(origin=Ruling.Origin.SEED, reading_of__isnull=True, verdict=Ruling.Verdict.READING,
                                  question__isnull=True)
    counts["deleted"] = stale.count()
    stale.delete()
    if stats is not None:
        for outcome, n in counts.items():
            if n:
                stats.note(Ruling, outcome, n)
    return counts


# --- the curators' group -------------------------------------------------------------------------------


def ensure_referee_group() -> Group:
    """The "Schiedsrichter" group with its permissions (also made by migration 0003; this repairs it)."""
    group, _created = Group.objects.get_or_create(name=REFEREE_GROUP)
    wanted = Permission.objects.filter(content_type__app_label="rulings", codename__in=REFEREE_PERMISSIONS)
    missing = set(wanted.values_list("pk", flat=True)) - set(group.permissions.values_list("pk", flat=True))
    if missing:
        group.permissions.add(*missing)
    return group

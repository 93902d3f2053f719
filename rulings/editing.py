"""Writing rulings: the one save path (create, edit, publish, withdraw) and the revision every change leaves.

Curators' pages, the API, the admin and the Auslegungen seeder all write through `save_ruling`. The search
index is not its business: the search app listens to saved rulings and updates itself after the commit.
"""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone
from django.utils.text import slugify
from django.utils.translation import gettext as _

from cards.models import Game

from .citations import CitationDraft, cards_cited, citation_fields
from .errors import RulingError
from .mail import notify_asker
from .models import Citation, Question, Rule, Ruling, RulingRevision

RESERVED_SLUGS = {"neu", "belege", "feed"}  # URL words next to the permalinks


def unique_slug(title: str, exclude_pk: int | None = None) -> str:
    base = slugify(title)[:150].strip("-") or "entscheidung"
    slug, n = base, 2
    while slug in RESERVED_SLUGS or Ruling.objects.filter(slug=slug).exclude(pk=exclude_pk).exists():
        slug, n = f"{base}-{n}", n + 1
    return slug


def snapshot(ruling: Ruling) -> dict:
    """What a revision records of a ruling (and what the seeder compares to see whether anything changed)."""
    return {"title": ruling.title, "text": ruling.text, "verdict": ruling.verdict, "published": ruling.published,
            "citations": [{"key": c.key, "quote": c.quote} for c in ruling.citations.select_related("rule")]}


def record_revision(ruling: Ruling, editor, note: str) -> RulingRevision | None:
    """A revision row when the ruling differs from its last revision (so a no-op save records nothing)."""
    current = snapshot(ruling)
    last = ruling.revisions.order_by("-number").first()
    if last is not None and {"title": last.title, "text": last.text, "verdict": last.verdict,
                             "published": last.published, "citations": last.citations} == current:
        return None
    return RulingRevision.objects.create(ruling=ruling, number=(last.number + 1) if last else 1,
                                         editor=editor if editor is not None and editor.pk else None,
                                         note=note[:300], **current)


def _cards_of(ruling: Ruling, drafts: list[CitationDraft]) -> set[int]:
    """The cards a ruling is about: those of its citations, and the cards its question asks about."""
    ids = cards_cited(drafts)
    if ruling.question_id:
        ids.update(ruling.question.cards.values_list("pk", flat=True))
    return ids


def normalised_title(title: str) -> str:
    return " ".join((title or "").split())


def save_ruling(*, game: Game, title: str, text: str, verdict: str = "", citations: list[CitationDraft],
                editor=None, ruling: Ruling | None = None, question: Question | None = None, publish: bool = True,
                note: str = "", base_url: str = "", origin: str = Ruling.Origin.CURATOR,
                reading_of: Rule | None = None, slug: str = "") -> Ruling:
    """Create or edit a ruling; every change leaves a revision. Publishing answers the question and notifies
    the asker (if they left an address) once committed.

    A new ruling's permalink comes from `slug` (made unique) or its title; `reading_of` makes it the
    Auslegung of a rule. An edit by a curator takes a seeded ruling over (origin "curator").
    """
    errors: dict[str, list[str]] = {}
    title = normalised_title(title)
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
            ruling = Ruling(game=game, question=question, reading_of=reading_of, slug=unique_slug(slug or title),
                            origin=origin, author=editor if editor is not None and editor.pk else None)
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
                                               **citation_fields(draft.source))
                                      for order, draft in enumerate(citations)])
        ruling.cards.set(_cards_of(ruling, citations))
        record_revision(ruling, editor, note)
        if ruling.question_id and ruling.published and ruling.question.status in (Question.Status.OPEN,
                                                                                  Question.Status.CLOSED):
            Question.objects.filter(pk=ruling.question_id).update(status=Question.Status.ANSWERED,
                                                                  updated=timezone.now())
        if newly_published and ruling.question_id:
            pk = ruling.pk
            transaction.on_commit(lambda: notify_asker(pk, base_url))
    return ruling


"""Asking: a question is stored, its attached move queued for the engine; the asker's private link; and the
curators' handling of questions (duplicates, status)."""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from cards.models import Card, Game
from engine.core import available_games

from .errors import RulingError
from .models import Question
from .tasks import check_question_move


def ask(*, game: Game, title: str, body: str, language: str = "de", cards: list[Card] | None = None,
        position: dict | None = None, move: dict | None = None, author=None, email: str = "") -> tuple[Question, str]:
    """Store a question; returns it with its private follow token (shown once, never stored in clear).

    With a position and a move, and an engine for the game, a check is queued once the row is committed.
    """
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
    check_question_move.delay_on_commit(question.pk)


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

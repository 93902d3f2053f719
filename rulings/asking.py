"""Asking: a question is stored, its attached move queued for the engine; the asker's private link; and the
curators' handling of questions (duplicates, status)."""

from __future__ import annotations

import logging
from collections.abc import Callable

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from cards.models import Card, Game
from config.celery import BROKER_UNREACHABLE
from engine.core import available_games

from .errors import RulingError
from .models import Question, Ruling
from .tasks import check_question_move

log = logging.getLogger(__name__)

# Which cards a question names. The rulings app cannot read a question (that is the search app's analysis, and
# rulings must not import search); an app above it registers the finder in its AppConfig.ready(), the way
# rulings adds its panel to the card page (cards.panels). Without one, only the cards the asker typed are linked.
CardFinder = Callable[[Game, str], list[Card]]
_card_finder: CardFinder | None = None


def register_card_finder(finder: CardFinder | None) -> None:
    global _card_finder
    _card_finder = finder


def named_cards(game: Game, text: str) -> list[Card]:
    """The cards of `game` the text names, by the registered finder; [] without one."""
    return list(_card_finder(game, text)) if _card_finder is not None else []


def ask(*, game: Game, title: str, body: str, language: str = "de", cards: list[Card] | None = None,
        position: dict | None = None, move: dict | None = None, author=None, email: str = "") -> tuple[Question, str]:
    """Store a question; returns it with its private follow token (shown once, never stored in clear).

    `cards` are the asker's links; when the asker gave none, the cards the title and body name are linked
    (`named_cards`). With a position and a move, and an engine for the game, a check is queued once the row is
    committed. If the broker cannot take it, the question is still accepted: it is stored, its follow token is
    shown only now, and the check (engine_status `queued`) is sent by the sweeper (`rulings.requeue_unsent_checks`)
    once the broker is back. Refusing the question with a 503 would lose the asker's only link to it.
    """
    if not cards:
        cards = named_cards(game, f"{title}\n{body}")
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
    transaction.on_commit(lambda: send_engine_check(question.pk))


def send_engine_check(question_id: int) -> bool:
    """Hand the check to the broker now; False (logged, left `queued` for the sweeper) if it is away."""
    try:
        check_question_move.delay(question_id)
    except BROKER_UNREACHABLE as error:
        log.warning("question %s: the broker is unreachable (%s); the sweeper sends its check later", question_id, error)
        return False
    return True


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


def mark_answered_by_ruling(question: Question, ruling: Ruling) -> Question:
    """A curator's one click on the question page: this question is answered by an existing ruling.

    A ruling that answers a question of its own makes this one that question's duplicate; an Auslegung (no
    question) is kept as the answering ruling."""
    if ruling.game_id != question.game_id:
        raise RulingError({"ruling": [_("Die Entscheidung muss zum selben Spiel gehören.")]})
    if not ruling.published:
        raise RulingError({"ruling": [_("Die Entscheidung ist nicht veröffentlicht.")]})
    if ruling.question_id and ruling.question_id != question.pk:
        mark_duplicate(question, ruling.question)
    question.status = Question.Status.DUPLICATE
    question.answered_by = ruling
    question.save(update_fields=["status", "answered_by", "updated"])
    return question


def set_question_status(question: Question, status: str) -> Question:
    if status not in Question.Status.values or status == Question.Status.DUPLICATE:
        raise RulingError({"status": [_("Unbekannter Status.")]})
    question.status = status
    if status != Question.Status.DUPLICATE:
        question.duplicate_of = None
        question.answered_by = None
    question.save(update_fields=["status", "duplicate_of", "answered_by", "updated"])
    return question

from __future__ import annotations

from celery.exceptions import SoftTimeLimitExceeded

from config.celery import TRANSIENT_ERRORS, regelwerk_task

from . import engine_checks


@regelwerk_task(name="rulings.check_question_move")
def check_question_move(question_id: int) -> str:
    """The engine's verdict on a question's attached move; idempotent (a checked question is left alone)."""
    try:
        question = engine_checks.run_engine_check(question_id)
    except SoftTimeLimitExceeded:
        engine_checks.mark_engine_failed(question_id, "Zeitlimit überschritten (time limit exceeded)")
        raise
    except TRANSIENT_ERRORS:
        raise  # retried with backoff
    except Exception as error:  # a bug, not bad input (that is a SubmissionError): say so instead of waiting forever
        engine_checks.mark_engine_failed(question_id, f"Interner Fehler des Regelprüfers ({type(error).__name__}).")
        raise
    return question.engine_status if question else "missing"


@regelwerk_task(name="rulings.requeue_unsent_checks")
def requeue_unsent_checks() -> list[int]:
    """Celery beat sends the checks the broker never got (it was down when the question was asked)."""
    question_ids = engine_checks.unsent_checks()
    for question_id in question_ids:
        check_question_move.delay(question_id)
    return question_ids

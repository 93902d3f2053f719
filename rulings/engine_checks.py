"""The engine's verdict on a question's attached move: run by the `rulings.check_question_move` task."""

from __future__ import annotations

from datetime import datetime, timedelta

from django.conf import settings
from django.utils import timezone

from engine import services as engine_services

from .models import Question

MAX_ALTERNATIVES = 30

# A check not done this long after the question was asked is given up (failed), never sent forever.
GIVE_UP_AFTER = timedelta(days=1)


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


def unsent_checks(now: datetime | None = None) -> list[int]:
    """Questions whose check is still `queued` a while after they were asked: the broker was away (or lost the
    message). A check takes milliseconds, so one still waiting after REGELWERK_JOB_DEADLINE_SECONDS is sent
    again; if the first message turns up after all, `run_engine_check` finds the question checked and does
    nothing. Checks older than GIVE_UP_AFTER end `failed` instead."""
    now = now or timezone.now()
    waiting = Question.objects.filter(engine_status=Question.EngineStatus.QUEUED)
    for pk in waiting.filter(created__lt=now - GIVE_UP_AFTER).values_list("pk", flat=True):
        mark_engine_failed(pk, "Der Regelprüfer war zu lange nicht erreichbar (the engine was unreachable for too long).")
    since = now - timedelta(seconds=settings.REGELWERK_JOB_DEADLINE_SECONDS)
    return list(waiting.filter(created__lt=since, created__gte=now - GIVE_UP_AFTER).order_by("created")
                .values_list("pk", flat=True))

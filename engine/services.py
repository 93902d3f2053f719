"""Write side of the validation pipeline: submit → store → queue → run → store the report.

The submission row is committed before the job is queued (`delay_on_commit`), so a lost message or
a crashed worker loses nothing: the job can be re-run from what is stored, and running it twice
gives the same result.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from .models import Submission, ValidationJob

log = logging.getLogger(__name__)


@dataclass
class SubmissionError(Exception):
    """Bad input, refused before anything is stored or queued."""

    message_de: str
    message_en: str
    pointer: str = ""
    status: int = 400
    errors: list[dict] = field(default_factory=list)

    def to_json(self) -> dict:
        errors = self.errors or [{"pointer": self.pointer, "message": self.message_de, "message_en": self.message_en}]
        return {"detail": self.message_de, "detail_en": self.message_en, "errors": errors}


def _as_text(raw: str | bytes) -> str:
    if isinstance(raw, bytes):
        try:
            return raw.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise SubmissionError("Die Datei ist kein UTF-8-Text.", "The file is not UTF-8 text.",
                                  pointer="", status=400) from error
    return raw


def parse_input(raw: str | bytes | dict, fmt: str) -> tuple[str, dict]:
    """The raw text as received and the record it describes, or a SubmissionError saying what is wrong."""
    limit = settings.REGELWERK_MAX_RECORD_BYTES
    if isinstance(raw, dict):
        text = json.dumps(raw, ensure_ascii=False)
    else:
        text = _as_text(raw)
    size = len(text.encode("utf-8"))
    if size > limit:
        raise SubmissionError(
            f"Die Eingabe ist zu groß ({size} Bytes, erlaubt sind {limit}).",
            f"The input is too large ({size} bytes, the limit is {limit}).", status=413)
    if not text.strip():
        raise SubmissionError("Die Eingabe ist leer.", "The input is empty.")
    if fmt == Submission.Format.RECORD:
        if isinstance(raw, dict):
            record = raw
        else:
            try:
                record = json.loads(text)
            except json.JSONDecodeError as error:
                raise SubmissionError(
                    f"Kein gültiges JSON: {error.msg} in Zeile {error.lineno}, Spalte {error.colno}.",
                    f"Not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}.") from error
        if not isinstance(record, dict):
            raise SubmissionError("Ein Protokoll ist ein JSON-Objekt.", "A record is a JSON object.")
    elif fmt in (Submission.Format.DOMINION_ONLINE, Submission.Format.ISOTROPIC):
        from .importers import ImportProblem, import_log

        try:
            record = import_log(fmt, text)
        except ImportProblem as problem:
            raise SubmissionError(problem.message_de, problem.message_en, pointer=problem.pointer) from problem
    else:
        raise SubmissionError(f"Unbekanntes Format: {fmt!r}.", f"Unknown format: {fmt!r}.", pointer="/format")
    log_entries = record.get("log")
    count = len(log_entries) if isinstance(log_entries, list) else 0
    if count > settings.REGELWERK_MAX_RECORD_ENTRIES:
        raise SubmissionError(
            f"Zu viele Einträge ({count}, erlaubt sind {settings.REGELWERK_MAX_RECORD_ENTRIES}).",
            f"Too many entries ({count}, the limit is {settings.REGELWERK_MAX_RECORD_ENTRIES}).",
            pointer="/log", status=413)
    return text, record


def submit(raw: str | bytes | dict, fmt: str = "record", *, origin: str = Submission.Origin.API,
           stop_at_first_problem: bool = False, queue_name: str | None = None) -> ValidationJob:
    """Store the submission and its job, then queue the job once the transaction has committed."""
    text, record = parse_input(raw, fmt)
    game = record.get("game") if isinstance(record.get("game"), str) else ""
    entries = record.get("log")
    with transaction.atomic():
        submission = Submission.objects.create(
            game=game[:40], format=fmt, origin=origin, raw=text, record=record,
            size_bytes=len(text.encode("utf-8")), entry_count=len(entries) if isinstance(entries, list) else 0)
        job = ValidationJob.objects.create(submission=submission, stop_at_first_problem=stop_at_first_problem,
                                           progress_total=submission.entry_count)
        queue(job, queue_name)
    job.refresh_from_db()
    return job


def queue(job: ValidationJob, queue_name: str | None = None) -> None:
    """Send the job to the workers once the transaction commits (to `queue_name`, else the default queue)."""
    from .tasks import run_validation

    if queue_name:
        transaction.on_commit(lambda: run_validation.apply_async((str(job.id),), queue=queue_name))
    else:
        run_validation.delay_on_commit(str(job.id))


def run_job(job_id: str) -> ValidationJob | None:
    """Run one job; a job already done is left alone (tasks may be delivered twice)."""
    from .runner import validate_record

    with transaction.atomic():
        job = ValidationJob.objects.select_for_update().select_related("submission").filter(pk=job_id).first()
        if job is None or job.status == ValidationJob.Status.DONE:
            return job
        now = timezone.now()
        job.status = ValidationJob.Status.RUNNING
        job.attempts += 1
        job.started_at = now
        job.heartbeat_at = now
        job.progress_done = 0
        job.save(update_fields=["status", "attempts", "started_at", "heartbeat_at", "progress_done"])

    def progress(done: int, total: int) -> None:
        # A few writes per job, not one per entry: every 5 % and at the end.
        step = max(1, total // 20)
        if done == total or done % step == 0:
            ValidationJob.objects.filter(pk=job.pk).update(progress_done=done, progress_total=total,
                                                           heartbeat_at=timezone.now())

    report, steps = validate_record(job.submission.record, stop_at_first_problem=job.stop_at_first_problem,
                                    progress=progress)
    ValidationJob.objects.filter(pk=job.pk).update(
        status=ValidationJob.Status.DONE, report=report, steps=steps, finished_at=timezone.now(),
        progress_done=report.get("checked", 0), progress_total=report.get("entries", 0), error="")
    job.refresh_from_db()
    return job


def mark_failed(job_id: str, error: str) -> None:
    ValidationJob.objects.filter(pk=job_id).exclude(status=ValidationJob.Status.DONE).update(
        status=ValidationJob.Status.FAILED, error=error[:4000], finished_at=timezone.now())


def requeue_stale_jobs(now=None) -> list[str]:
    """Jobs stuck in `running` past their deadline (a worker died) go back to the queue."""
    now = now or timezone.now()
    deadline = now - timedelta(seconds=settings.REGELWERK_JOB_DEADLINE_SECONDS)
    stale = list(ValidationJob.objects.filter(status=ValidationJob.Status.RUNNING, heartbeat_at__lt=deadline)
                 .values_list("pk", flat=True))
    requeued = []
    for pk in stale:
        with transaction.atomic():
            updated = ValidationJob.objects.filter(pk=pk, status=ValidationJob.Status.RUNNING,
                                                   heartbeat_at__lt=deadline).update(status=ValidationJob.Status.QUEUED)
            if updated:
                queue(ValidationJob.objects.get(pk=pk))
                requeued.append(str(pk))
    return requeued


def check_position(position, move) -> dict:
    """A move judged in a position (record prefix or state): the verdict with its rule quote, and what
    else was allowed. Unusable input raises SubmissionError with a pointer."""
    from engine.core import check_position as core_check_position
    from engine.core import get_ruleset

    if not isinstance(position, dict):
        raise SubmissionError("„position“ muss ein Protokoll oder {\"game\", \"state\"} sein.",
                              "\"position\" must be a record or {\"game\", \"state\"}.", pointer="/position")
    if not isinstance(move, dict):
        raise SubmissionError("„move“ muss ein Eintrag (JSON-Objekt) sein.", "\"move\" must be an entry (a JSON object).",
                              pointer="/move")
    size = len(json.dumps(position, ensure_ascii=False).encode("utf-8"))
    if size > settings.REGELWERK_MAX_RECORD_BYTES:
        raise SubmissionError(f"Die Stellung ist zu groß ({size} Bytes).", f"The position is too large ({size} bytes).",
                              pointer="/position", status=413)
    try:
        result = core_check_position(position, move)
    except ValueError as error:
        raise SubmissionError(f"Die Stellung ist nicht verwendbar: {error}", f"The position is unusable: {error}",
                              pointer="/position") from error
    except (KeyError, TypeError, AttributeError, IndexError) as error:
        # A hand-written state the game cannot read: say so instead of failing.
        raise SubmissionError(f"Die Stellung ist nicht lesbar ({type(error).__name__}: {error}).",
                              f"The state cannot be read ({type(error).__name__}: {error}).",
                              pointer="/position/state") from error
    data = result.to_json()
    rule_id = result.verdict.rule
    if rule_id:
        rule = get_ruleset(position["game"]).rule(rule_id) or {}
        data["verdict"]["quote"] = rule.get("quote")
        data["verdict"]["rule_url"] = f"/regel/{rule_id}/"
    return data

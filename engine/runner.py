"""The worker side of the validation pipeline: a stored job through the pure engine, its report stored.

`services` is the request side (parse, store, queue), `tasks` the Celery boundary (queueing, retries,
the stale-job sweeper); both use this module, and this module uses neither.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from config.celery import MAX_RETRIES
from engine.core import replay

from .models import ValidationJob

log = logging.getLogger(__name__)

# Positions are kept for the job page only up to this many entries (each is a full state).
MAX_KEPT_STATES = 3000

# A job started this often without finishing is given up (failed): one delivery with all its retries.
# This bounds the broker's redeliveries after worker crashes (acks_late) and the stale-job sweeper, so a job
# that kills its worker every time, or outlives every retry while the database is away, is never run forever.
MAX_ATTEMPTS = MAX_RETRIES + 1

FINISHED = (ValidationJob.Status.DONE, ValidationJob.Status.FAILED)

# A running job writes its heartbeat at least this often (and at every 5 % of its entries), so a job whose
# heartbeat is older than REGELWERK_JOB_DEADLINE_SECONDS has lost its worker.
HEARTBEAT_SECONDS = 10
PROGRESS_SECONDS = 0.1


def validate_record(record: dict, *, stop_at_first_problem: bool = False,
                    progress: Callable[[int, int], None] | None = None) -> tuple[dict, list | None]:
    """(report as the design shapes it, plus per-entry verdicts and the outcome; positions or None)."""
    log_entries = record.get("log") if isinstance(record, dict) else None
    keep = isinstance(log_entries, list) and len(log_entries) <= MAX_KEPT_STATES
    report = replay(record, stop_at_first_problem=stop_at_first_problem, progress=progress, keep_states=keep)
    data = report.to_json()
    data["results"] = [{"index": index, "verdict": verdict.status, "rule": verdict.rule} for index, verdict in
                       report.results]
    if report.outcome is not None:
        data["outcome"] = report.outcome
    return data, (report.states or None)


def run_job(job_id: str, task_id: str = "") -> ValidationJob | None:
    """Run one job; a finished job (done or failed) is left alone (tasks may be delivered twice).

    A job `running` under another message (`task_id`) with a fresh heartbeat is left alone too: the sweeper
    or the broker sent it again while its first run is alive. The same message delivered again means the
    worker that had it died: it runs again.

    An exception out of the replay propagates unchanged: the caller (the task) decides whether it was
    bad luck (retried) or a bug (the job fails). It never becomes a verdict.
    """
    with transaction.atomic():
        job = ValidationJob.objects.select_for_update().select_related("submission").filter(pk=job_id).first()
        if job is None or job.status in FINISHED:
            return job
        now = timezone.now()
        alive_since = now - timedelta(seconds=settings.REGELWERK_JOB_DEADLINE_SECONDS)
        if (job.status == ValidationJob.Status.RUNNING and task_id and job.task_id and job.task_id != task_id
                and job.heartbeat_at and job.heartbeat_at >= alive_since):
            log.info("validation job %s: already running under %s, this delivery (%s) does nothing",
                     job.pk, job.task_id, task_id)
            return job
        if job.attempts >= MAX_ATTEMPTS:
            log.error("validation job %s: given up after %d attempts", job.pk, job.attempts)
            mark_failed(job.pk, f"Aufgegeben nach {job.attempts} Versuchen (given up after {job.attempts} attempts).")
            job.refresh_from_db()
            return job
        job.status = ValidationJob.Status.RUNNING
        job.attempts += 1
        job.started_at = now
        job.heartbeat_at = now
        job.progress_done = 0
        job.task_id = task_id[:64]
        job.save(update_fields=["status", "attempts", "started_at", "heartbeat_at", "progress_done", "task_id"])

    last_write = time.monotonic()

    def progress(done: int, total: int) -> None:
        # A few writes per job, not one per entry: at every 5 % but at most every PROGRESS_SECONDS (a small
        # job finishes before its first write; the final counts come with the report), and at least every
        # HEARTBEAT_SECONDS (the heartbeat the sweeper reads).
        nonlocal last_write
        now = time.monotonic()
        step = max(1, total // 20)
        if (done % step == 0 and now - last_write >= PROGRESS_SECONDS) or now - last_write >= HEARTBEAT_SECONDS:
            last_write = now
            ValidationJob.objects.filter(pk=job.pk).update(progress_done=done, progress_total=total,
                                                           heartbeat_at=timezone.now())

    report, steps = validate_record(job.submission.record, stop_at_first_problem=job.stop_at_first_problem,
                                    progress=progress)
    ValidationJob.objects.filter(pk=job.pk).update(
        status=ValidationJob.Status.DONE, report=report, steps=steps, finished_at=timezone.now(),
        progress_done=report.get("checked", 0), progress_total=report.get("entries", 0), error="")
    job.refresh_from_db()
    return job


def mark_failed(job_id, error: str) -> None:
    """The job ends `failed` with `error` stored (for the job page and the API), unless it is already done."""
    ValidationJob.objects.filter(pk=job_id).exclude(status=ValidationJob.Status.DONE).update(
        status=ValidationJob.Status.FAILED, error=error[:4000], finished_at=timezone.now())

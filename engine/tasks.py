"""The Celery boundary of the validation pipeline: queueing a job, running it, sweeping stale jobs.

Sending is an outbox on the job row itself: a job is committed `queued` with `dispatched_at` empty, sent once
the transaction commits, and `dispatched_at` is set when the broker took the message. If the broker is away
the job stays as it is (the request says 503 with the job's link) and the sweeper sends it when the broker
is back. No second table and no relay process: the row that must exist anyway is the record of what is unsent.

Module graph (no cycle): `services` (request side) → `tasks` (this) → `runner` (worker side) → engine.core.
Policy when a run raises:
- a transient error (database or broker connection, see `config.celery.TRANSIENT_ERRORS`) is retried with
  backoff; after the last retry the job ends `failed`;
- anything else is a bug of ours: logged with the job id, the job ends `failed` with the error stored,
  and the task fails loudly. An engine exception never becomes a verdict about the record.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from celery import group
from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import connections, transaction
from django.db.models import Q
from django.utils import timezone

from config.celery import BROKER_UNREACHABLE, TRANSIENT_ERRORS, regelwerk_task

from . import runner
from .models import ValidationJob

log = logging.getLogger(__name__)


@dataclass
class Sending:
    """What became of sending jobs queued in a transaction: None until it commits, then True or False."""

    sent: bool | None = None


def queue(job: ValidationJob, queue_name: str | None = None) -> Sending:
    """Send the job to the workers once the transaction commits (to `queue_name`, else the default queue)."""
    return queue_all([job], queue_name)


def queue_all(jobs: Sequence[ValidationJob], queue_name: str | None = None) -> Sending:
    """Send the jobs (one Celery group: they fan out over the workers) once the transaction commits."""
    sending = Sending()

    def send_now() -> None:
        sending.sent = send(jobs, queue_name)

    transaction.on_commit(send_now)
    return sending


def send(jobs: Sequence[ValidationJob], queue_name: str | None = None) -> bool:
    """Hand the jobs to the broker now; False (logged, the jobs stay unsent for the sweeper) if it is away."""
    options = {"queue": queue_name} if queue_name else {}
    signatures = [run_validation.si(str(job.pk)).set(**options) for job in jobs]
    try:
        if len(signatures) == 1:
            signatures[0].apply_async()
        else:
            group(signatures).apply_async()
    except BROKER_UNREACHABLE as error:
        log.warning("validation jobs %s: the broker is unreachable (%s); the sweeper sends them later",
                    ", ".join(str(job.pk) for job in jobs), error)
        return False
    ValidationJob.objects.filter(pk__in=[job.pk for job in jobs]).update(dispatched_at=timezone.now())
    return True


@regelwerk_task(name="engine.run_validation", bind=True)
def run_validation(self, job_id: str) -> str:
    """Replay one submitted record; idempotent (a finished job is not run again)."""
    try:
        job = runner.run_job(job_id, task_id=self.request.id or "")
    except SoftTimeLimitExceeded:
        log.error("validation job %s: time limit exceeded", job_id)
        runner.mark_failed(job_id, "Zeitlimit überschritten (time limit exceeded)")
        raise
    except TRANSIENT_ERRORS as error:
        _drop_broken_connections()
        if self.request.retries >= self.max_retries:
            _give_up(job_id, self.request.retries + 1, error)
        raise  # retried with backoff (autoretry_for) while retries remain; the job stays `running` meanwhile
    except Exception as error:
        log.exception("validation job %s: the engine raised; the job is marked failed", job_id)
        runner.mark_failed(job_id, f"Interner Fehler der Regelprüfung (internal error): {type(error).__name__}: {error}")
        raise
    return job.status if job else "missing"


def _drop_broken_connections() -> None:
    """Close database connections that stopped working, so the next attempt connects anew.

    On a worker Celery's Django fixup does this between tasks; an eager retry runs straight on, so it is
    done here. A connection inside an atomic block is left alone: that transaction is the caller's."""
    for connection in connections.all(initialized_only=True):
        if not connection.in_atomic_block:
            connection.close_if_unusable_or_obsolete()


def _give_up(job_id: str, attempts: int, error: BaseException) -> None:
    """Out of retries: the job ends `failed`. If the database is still away, the attempt limit of
    `runner.run_job` and the sweeper ends the job later instead."""
    log.error("validation job %s: %s after %d attempts, giving up", job_id, type(error).__name__, attempts,
              exc_info=error)
    try:
        runner.mark_failed(job_id, f"Aufgegeben nach {attempts} Versuchen (given up after {attempts} attempts): "
                                   f"{type(error).__name__}: {error}")
    except TRANSIENT_ERRORS:
        log.exception("validation job %s: could not be marked failed either", job_id)


def requeue_stale_jobs(now: datetime | None = None) -> list[str]:
    """Send again what the workers will otherwise never run; the ids sent.

    - `running` with a heartbeat older than the deadline: its worker died (a whole worker killed keeps its
      message unacknowledged until the visibility timeout, minutes later). Back to `queued` and sent; a job
      that has had all its attempts (`runner.MAX_ATTEMPTS`) ends `failed` instead, so none is swept forever.
    - `queued` and never handed to the broker (it was down when the job was stored), after a short grace;
    - `queued`, handed over long ago and never started: the broker lost the message (Redis keeps nothing on disk).
    A message that turns up twice is harmless: `runner.run_job` leaves a finished job alone and does not run a
    job whose heartbeat shows another delivery running it.
    """
    now = now or timezone.now()
    deadline = now - timedelta(seconds=settings.REGELWERK_JOB_DEADLINE_SECONDS)
    stale = ValidationJob.objects.filter(status=ValidationJob.Status.RUNNING, heartbeat_at__lt=deadline)
    requeued = []
    for pk in list(stale.values_list("pk", flat=True)):
        with transaction.atomic():
            this = stale.filter(pk=pk)
            if this.filter(attempts__gte=runner.MAX_ATTEMPTS).update(
                    status=ValidationJob.Status.FAILED, finished_at=now,
                    error=f"Aufgegeben nach {runner.MAX_ATTEMPTS} Versuchen (given up after {runner.MAX_ATTEMPTS} "
                          "attempts): der Prüflauf blieb stecken (the job got stuck)."):
                log.error("validation job %s: stuck after %d attempts, marked failed", pk, runner.MAX_ATTEMPTS)
                continue
            if this.update(status=ValidationJob.Status.QUEUED):
                queue(ValidationJob.objects.get(pk=pk))
                requeued.append(str(pk))
    unsent_before = now - timedelta(seconds=settings.REGELWERK_UNSENT_GRACE_SECONDS)
    lost_before = now - timedelta(seconds=settings.REGELWERK_QUEUED_DEADLINE_SECONDS)
    unsent = list(ValidationJob.objects.filter(status=ValidationJob.Status.QUEUED).filter(
        Q(dispatched_at__isnull=True, created__lt=unsent_before) | Q(dispatched_at__lt=lost_before)).order_by("created"))
    if unsent:
        log.warning("validation jobs queued but not with the broker, sent now: %s", ", ".join(str(j.pk) for j in unsent))
        if send(unsent):
            requeued.extend(str(job.pk) for job in unsent)
    return requeued


@regelwerk_task(name="engine.requeue_stale_jobs")
def requeue_stale_jobs_task() -> list[str]:
    """Celery beat runs the sweeper (settings.CELERY_BEAT_SCHEDULE)."""
    return requeue_stale_jobs()

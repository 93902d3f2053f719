"""The Celery boundary of the validation pipeline: queueing a job, running it, sweeping stale jobs.

Module graph (no cycle): `services` (request side) → `tasks` (this) → `runner` (worker side) → engine.core.
Policy when a run raises:
- a transient error (database or broker connection, see `config.celery.TRANSIENT_ERRORS`) is retried with
  backoff; after the last retry the job ends `failed`;
- anything else is a bug of ours: logged with the job id, the job ends `failed` with the error stored,
  and the task fails loudly. An engine exception never becomes a verdict about the record.
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import connections, transaction
from django.utils import timezone

from config.celery import TRANSIENT_ERRORS, regelwerk_task

from . import runner
from .models import ValidationJob

log = logging.getLogger(__name__)


def queue(job: ValidationJob, queue_name: str | None = None) -> None:
    """Send the job to the workers once the transaction commits (to `queue_name`, else the default queue)."""
    if queue_name:
        transaction.on_commit(lambda: run_validation.apply_async((str(job.id),), queue=queue_name))
    else:
        run_validation.delay_on_commit(str(job.id))


@regelwerk_task(name="engine.run_validation", bind=True)
def run_validation(self, job_id: str) -> str:
    """Replay one submitted record; idempotent (a finished job is not run again)."""
    try:
        job = runner.run_job(job_id)
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
    """Jobs stuck in `running` past their deadline (a worker died) go back to the queue; the ids requeued.

    A stale job that has had all its attempts (`runner.MAX_ATTEMPTS`) ends `failed` instead: no job is
    swept back into the queue forever.
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
    return requeued


@regelwerk_task(name="engine.requeue_stale_jobs")
def requeue_stale_jobs_task() -> list[str]:
    """Celery beat runs the sweeper (settings.CELERY_BEAT_SCHEDULE)."""
    return requeue_stale_jobs()

from __future__ import annotations

from celery.exceptions import SoftTimeLimitExceeded

from config.celery import TRANSIENT_ERRORS, regelwerk_task

from . import services


@regelwerk_task(name="engine.run_validation")
def run_validation(job_id: str) -> str:
    """Replay one submitted record; idempotent (a job already done is not run again)."""
    try:
        job = services.run_job(job_id)
    except SoftTimeLimitExceeded:
        services.mark_failed(job_id, "Zeitlimit überschritten (time limit exceeded)")
        raise
    except TRANSIENT_ERRORS:
        raise  # retried with backoff; the job stays queued/running meanwhile
    except Exception as error:
        # A bug, not bad luck: mark the job failed so the stale-job sweeper does not re-run it forever.
        services.mark_failed(job_id, f"{type(error).__name__}: {error}")
        raise
    return job.status if job else "missing"


@regelwerk_task(name="engine.requeue_stale_jobs")
def requeue_stale_jobs() -> list[str]:
    return services.requeue_stale_jobs()

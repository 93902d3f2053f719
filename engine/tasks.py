from __future__ import annotations

from celery.exceptions import SoftTimeLimitExceeded

from config.celery import regelwerk_task

from . import services


@regelwerk_task(name="engine.run_validation")
def run_validation(job_id: str) -> str:
    """Replay one submitted record; idempotent (a job already done is not run again)."""
    try:
        job = services.run_job(job_id)
    except SoftTimeLimitExceeded:
        services.mark_failed(job_id, "Zeitlimit überschritten (time limit exceeded)")
        raise
    return job.status if job else "missing"


@regelwerk_task(name="engine.requeue_stale_jobs")
def requeue_stale_jobs() -> list[str]:
    return services.requeue_stale_jobs()

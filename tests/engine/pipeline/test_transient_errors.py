"""Issue 10, part 3: transient errors are retried, everything else fails at once, and no job runs forever.

`config.celery.TRANSIENT_ERRORS` are the connection-level errors of the database and the broker. A job
whose run keeps hitting one ends `failed` after its last retry; a job that was started `runner.MAX_ATTEMPTS`
times without finishing is given up by the run itself and by the stale-job sweeper, never requeued again.
"""

from __future__ import annotations

import os
from datetime import timedelta

import pipeline_counting_game as game
import pytest
from django.db import InterfaceError, OperationalError, connection
from django.utils import timezone
from kombu.exceptions import OperationalError as BrokerOperationalError

from config.celery import MAX_RETRIES, TRANSIENT_ERRORS
from engine import runner, services, tasks
from engine.models import ValidationJob
from tests.conftest import wait_for

RECORD = game.record([{"by": "Anna", "move": "add", "amount": 1}, {"by": "Ben", "move": "add", "amount": 2}])


# --- which errors are transient ------------------------------------------------------------------------------


@pytest.mark.parametrize("error", [OperationalError, InterfaceError, BrokerOperationalError, ConnectionRefusedError,
                                   ConnectionResetError, BrokenPipeError, TimeoutError])
def test_connection_level_errors_of_database_and_broker_are_transient(error):
    assert issubclass(error, TRANSIENT_ERRORS)


@pytest.mark.parametrize("error", [FileNotFoundError, PermissionError, IsADirectoryError, OSError, KeyError,
                                   ValueError])
def test_errors_that_a_retry_cannot_cure_are_not_transient(error):
    assert not issubclass(error, TRANSIENT_ERRORS)


def test_the_validation_task_retries_exactly_the_transient_errors():
    assert tasks.run_validation.autoretry_for == TRANSIENT_ERRORS
    assert tasks.run_validation.max_retries == MAX_RETRIES == runner.MAX_ATTEMPTS - 1


# --- a transient error at the database boundary, eager ---------------------------------------------------------


def replay_failing(times: int, error: BaseException):
    """The replay as the worker calls it, failing the first `times` calls as a dropped connection would."""
    real = runner.validate_record
    calls = []

    def replay(*args, **kwargs):
        calls.append(1)
        if len(calls) <= times:
            raise error
        return real(*args, **kwargs)

    replay.calls = calls
    return replay


@pytest.mark.django_db
def test_a_dropped_database_connection_is_retried_and_the_job_finishes(counting_game, monkeypatch, eager_celery,
                                                                      django_capture_on_commit_callbacks):
    replay = replay_failing(2, OperationalError("server closed the connection unexpectedly"))
    monkeypatch.setattr(runner, "validate_record", replay)
    with django_capture_on_commit_callbacks(execute=True):
        job = services.submit(RECORD)
    job.refresh_from_db()
    assert job.status == "done" and job.report["status"] == "legal"
    assert job.attempts == 3 and len(replay.calls) == 3
    assert job.error == ""


@pytest.mark.django_db
def test_a_job_out_of_retries_ends_failed_and_is_not_swept_back(counting_game, monkeypatch, eager_celery, settings,
                                                               django_capture_on_commit_callbacks):
    replay = replay_failing(10**6, OperationalError("could not connect to server: Connection refused"))
    monkeypatch.setattr(runner, "validate_record", replay)
    with django_capture_on_commit_callbacks(execute=True):
        job = services.submit(RECORD)
    job.refresh_from_db()
    assert job.status == "failed"
    assert job.report is None
    assert job.attempts == MAX_RETRIES + 1 == len(replay.calls)
    assert "OperationalError" in job.error and "Aufgegeben nach 6 Versuchen" in job.error
    # Long after its deadline, the sweeper leaves it alone: it is failed, not running.
    later = timezone.now() + timedelta(seconds=settings.REGELWERK_JOB_DEADLINE_SECONDS * 10)
    assert tasks.requeue_stale_jobs(now=later) == []
    job.refresh_from_db()
    assert job.status == "failed" and job.attempts == MAX_RETRIES + 1


@pytest.mark.django_db
def test_a_non_transient_os_error_is_not_retried(counting_game, monkeypatch, eager_celery,
                                                 django_capture_on_commit_callbacks):
    replay = replay_failing(10**6, FileNotFoundError(2, "No such file or directory", "rules.json"))
    monkeypatch.setattr(runner, "validate_record", replay)
    with django_capture_on_commit_callbacks(execute=True):
        job = services.submit(RECORD)
    job.refresh_from_db()
    assert job.status == "failed" and job.attempts == 1 and len(replay.calls) == 1
    assert "FileNotFoundError" in job.error


# --- the attempt limit: the sweeper and redeliveries -----------------------------------------------------------


def stuck_job(attempts: int, minutes_ago: int = 60) -> ValidationJob:
    """A job left `running` by a worker that died, after `attempts` starts."""
    submission_job = services.submit(RECORD)
    ValidationJob.objects.filter(pk=submission_job.pk).update(
        status="running", attempts=attempts, report=None, heartbeat_at=timezone.now() - timedelta(minutes=minutes_ago))
    return ValidationJob.objects.get(pk=submission_job.pk)


@pytest.mark.django_db
def test_the_sweeper_gives_up_a_stuck_job_that_had_all_its_attempts(counting_game, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        exhausted = stuck_job(attempts=runner.MAX_ATTEMPTS)
    with django_capture_on_commit_callbacks(execute=False) as queued:
        assert tasks.requeue_stale_jobs() == []
    assert queued == []  # nothing was sent to the workers
    exhausted.refresh_from_db()
    assert exhausted.status == "failed" and "Aufgegeben" in exhausted.error and exhausted.finished_at


@pytest.mark.django_db
def test_the_sweeper_requeues_a_stuck_job_with_attempts_left_and_leaves_fresh_ones(
        counting_game, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):
        stuck = stuck_job(attempts=runner.MAX_ATTEMPTS - 1)
        fresh = stuck_job(attempts=1, minutes_ago=0)
    with django_capture_on_commit_callbacks(execute=False) as queued:
        assert tasks.requeue_stale_jobs() == [str(stuck.id)]
    assert len(queued) == 1
    stuck.refresh_from_db()
    fresh.refresh_from_db()
    assert stuck.status == "queued" and fresh.status == "running"


@pytest.mark.django_db
def test_a_job_redelivered_after_all_its_attempts_is_given_up_without_running(counting_game, monkeypatch,
                                                                               django_capture_on_commit_callbacks):
    # acks_late + reject_on_worker_lost: a job that kills its worker comes back from the broker every time.
    with django_capture_on_commit_callbacks(execute=False):
        job = stuck_job(attempts=runner.MAX_ATTEMPTS)
    replay = replay_failing(0, AssertionError("unused"))
    monkeypatch.setattr(runner, "validate_record", replay)
    assert runner.run_job(str(job.id)).status == "failed"
    assert replay.calls == []
    job.refresh_from_db()
    assert job.attempts == runner.MAX_ATTEMPTS and "Aufgegeben" in job.error


# --- the real database drops the connection (PostgreSQL) -------------------------------------------------------


def terminate_own_connection() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_terminate_backend(pg_backend_pid())")


@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)  # a real connection, really dropped: not inside the test's transaction
def test_postgres_dropping_the_connection_mid_job_is_retried_eagerly_and_the_job_finishes(counting_game, monkeypatch,
                                                                                          eager_celery):
    real = runner.validate_record
    calls = []

    def replay(*args, **kwargs):
        calls.append(1)
        if len(calls) == 1:
            # The server ends this session; the replay's first progress write meets the dead connection.
            try:
                terminate_own_connection()
            except (OperationalError, InterfaceError):
                pass  # some drivers already notice it on this statement
        return real(*args, **kwargs)

    monkeypatch.setattr(runner, "validate_record", replay)
    job = services.submit(RECORD)
    job.refresh_from_db()
    assert len(calls) == 2
    assert job.status == "done" and job.report["status"] == "legal" and job.attempts == 2


@pytest.mark.worker
@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_real_worker_outlives_its_database_connection_being_killed_mid_job(start_worker):
    from test_worker_crash import long_legal_record

    queue = f"regelwerk-dbdrop-{os.getpid()}"
    start_worker(queue, f"dbdrop-{os.getpid()}")
    job = services.submit(long_legal_record(), queue_name=queue)

    def mid_job():
        job.refresh_from_db()
        return job.status == "running" and 0 < job.progress_done < job.progress_total

    wait_for(mid_job, timeout=60, interval=0.01)
    with connection.cursor() as cursor:  # every session on the test database but this one: the worker's
        cursor.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                       "WHERE datname = current_database() AND pid <> pg_backend_pid()")
    wait_for(lambda: ValidationJob.objects.get(pk=job.pk).status in ("done", "failed"), timeout=120, interval=0.2)
    job.refresh_from_db()
    assert job.status == "done", job.error
    assert job.attempts == 2
    assert job.report["status"] == "legal" and job.report["checked"] == job.report["entries"]

"""Issue 13, part 1: a whole worker killed (not a pool child) with the real default visibility timeout.

Killing the worker process leaves its message unacknowledged in the broker until the visibility timeout.
That timeout used to be 3,600 s, and the crash test hid it with a 2 s override. Now the default is the task
time limit plus a margin (a message is never handed out twice while its task may still legally run), and a
dead worker's job is found sooner by its heartbeat: the sweeper (a real `celery beat`) re-queues a `running`
job whose heartbeat is older than REGELWERK_JOB_DEADLINE_SECONDS, and the late redelivery of the old message,
if it comes, does nothing.
"""

from __future__ import annotations

import os
import time
from datetime import timedelta

import pipeline_counting_game as game
import pytest
from django.conf import settings
from django.utils import timezone
from real_services import beat
from test_worker_crash import long_legal_record

from config.settings import visibility_timeout_for
from engine import runner, services, tasks
from engine.models import ValidationJob
from tests.conftest import wait_for


def test_the_default_visibility_timeout_outlasts_the_time_limit_by_a_margin():
    assert "CELERY_VISIBILITY_TIMEOUT" not in os.environ  # the real default, not an override
    visibility = settings.CELERY_BROKER_TRANSPORT_OPTIONS["visibility_timeout"]
    assert visibility == visibility_timeout_for(settings.CELERY_TASK_TIME_LIMIT) == settings.CELERY_TASK_TIME_LIMIT + 60
    assert tasks.run_validation.time_limit < visibility <= tasks.run_validation.time_limit + 120
    # A running job's heartbeat is written far more often than the deadline the sweeper allows it.
    assert runner.HEARTBEAT_SECONDS * 3 <= settings.REGELWERK_JOB_DEADLINE_SECONDS < visibility


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_whole_worker_killed_with_the_default_timeout_the_job_finishes_long_before_it(start_worker, tmp_path):
    assert "CELERY_VISIBILITY_TIMEOUT" not in os.environ
    visibility = settings.CELERY_BROKER_TRANSPORT_OPTIONS["visibility_timeout"]
    queue = f"regelwerk-wholekill-{os.getpid()}"
    first = start_worker(queue, f"wholekill-a-{os.getpid()}")
    job = services.submit(long_legal_record(), queue_name=queue)

    def mid_job():
        job.refresh_from_db()
        return job.status == "running" and 0 < job.progress_done < job.progress_total

    wait_for(mid_job, timeout=60, interval=0.01)
    first.kill()  # SIGKILL to the worker's whole process group: no clean shutdown, no ack, no requeue
    killed_at = time.monotonic()
    job.refresh_from_db()
    assert job.status == "running" and job.attempts == 1 and job.report is None

    start_worker(queue, f"wholekill-b-{os.getpid()}")
    with beat(tmp_path, queue, every=5):  # the sweeper's schedule; deadline and visibility stay the defaults
        wait_for(lambda: ValidationJob.objects.get(pk=job.pk).status in ("done", "failed"), timeout=visibility - 60,
                 interval=0.5)
    recovered_after = time.monotonic() - killed_at
    job.refresh_from_db()
    assert job.status == "done", job.error
    assert recovered_after < visibility  # not left `running` until the broker gave the message back
    assert job.attempts == 2
    assert job.report["status"] == "legal" and job.report["checked"] == job.report["entries"] == 20000


# --- a message delivered twice does not run a job twice (eager) ----------------------------------------------------


def running_job(task_id: str, heartbeat_seconds_ago: int) -> ValidationJob:
    text, record = services.parse_input(game.record([{"by": "Anna", "move": "add", "amount": 1}]), "record")
    job = services.store(text, record, "record", origin="api")
    ValidationJob.objects.filter(pk=job.pk).update(
        status="running", attempts=1, task_id=task_id,
        heartbeat_at=timezone.now() - timedelta(seconds=heartbeat_seconds_ago))
    return ValidationJob.objects.get(pk=job.pk)


@pytest.mark.django_db
def test_another_message_for_a_job_running_with_a_fresh_heartbeat_does_nothing(counting_game):
    job = running_job("first-message", heartbeat_seconds_ago=1)
    assert runner.run_job(str(job.id), task_id="second-message").status == "running"
    job.refresh_from_db()
    assert job.attempts == 1 and job.task_id == "first-message"


@pytest.mark.django_db
def test_the_same_message_again_means_its_worker_died_and_the_job_runs_again(counting_game):
    job = running_job("first-message", heartbeat_seconds_ago=1)
    assert runner.run_job(str(job.id), task_id="first-message").status == "done"
    job.refresh_from_db()
    assert job.attempts == 2


@pytest.mark.django_db
def test_another_message_for_a_job_whose_heartbeat_stopped_runs_it(counting_game, settings):
    job = running_job("first-message", heartbeat_seconds_ago=settings.REGELWERK_JOB_DEADLINE_SECONDS + 5)
    assert runner.run_job(str(job.id), task_id="late-redelivery").status == "done"
    job.refresh_from_db()
    assert job.attempts == 2 and job.task_id == "late-redelivery"

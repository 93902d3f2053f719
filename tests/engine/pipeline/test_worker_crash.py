"""A worker killed mid-job loses nothing: the job is delivered again, re-run, and finishes once."""

from __future__ import annotations

import os
import time

import pytest

from config.settings import visibility_timeout_for
from engine import services
from engine.models import ValidationJob
from tests.conftest import wait_for

KINGDOM = ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller", "Werkstatt"]


def long_legal_record(entries: int = 20000) -> dict:
    """Two players who only ever end their turns: legal, never over, and long enough to kill a worker in."""
    players = ["Anna", "Ben"]
    return {"format": "regelwerk-record/1", "game": "dominion", "players": players,
            "setup": {"editions": ["basis-rgg-2017"], "kingdom": KINGDOM, "seed": 7},
            "log": [{"by": players[i % 2], "move": "end-turn"} for i in range(entries)]}


# The task time limit of this test's workers: a 20,000-entry job takes a few seconds, and the derived visibility
# timeout (config.settings.visibility_timeout_for: 20 s + 10 s) keeps the wait for the redelivery short.
WORKER_TIME_LIMIT = 20
# kombu looks for messages past their visibility timeout every 10 s (settings: unacked_restore_interval, throttle 1),
# and the second worker needs a few seconds to start.
REDELIVERY_SLACK = 25


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_worker_killed_mid_job_the_message_comes_back_after_the_derived_timeout_and_runs_once(start_worker):
    """Issue 13: the broker's visibility timeout is not set by hand here. The workers get a lower *task time limit*
    and derive their visibility timeout from it exactly as production derives 360 s from 300 s; the killed
    worker's message must come back after that timeout, not before and not much later, and run once more."""
    assert "CELERY_VISIBILITY_TIMEOUT" not in os.environ
    visibility = visibility_timeout_for(WORKER_TIME_LIMIT)
    queue = f"regelwerk-crash-{os.getpid()}"
    env = {"CELERY_TASK_TIME_LIMIT": str(WORKER_TIME_LIMIT)}
    first = start_worker(queue, f"crash-a-{os.getpid()}", env)
    job = services.submit(long_legal_record(), queue_name=queue)

    def mid_job():
        job.refresh_from_db()
        return job.status == "running" and 0 < job.progress_done < job.progress_total

    wait_for(mid_job, timeout=60, interval=0.01)
    first.kill()
    job.refresh_from_db()
    assert job.status == "running" and job.attempts == 1 and job.report is None
    first_start = job.started_at

    start_worker(queue, f"crash-b-{os.getpid()}", env)  # no sweeper runs: only the broker can give the job back
    wait_for(lambda: ValidationJob.objects.get(pk=job.pk).status == "done", timeout=visibility + REDELIVERY_SLACK + 30,
             interval=0.2)
    job.refresh_from_db()
    assert job.attempts == 2
    redelivered_after = (job.started_at - first_start).total_seconds()
    # The message was delivered just before the first start: it came back no sooner than the derived timeout.
    assert visibility - 1 <= redelivered_after <= visibility + REDELIVERY_SLACK, redelivered_after
    assert job.report["status"] == "legal"
    assert job.report["checked"] == job.report["entries"] == 20000
    finished = job.finished_at
    time.sleep(3)  # the acknowledged message is gone: nothing runs it a third time
    job.refresh_from_db()
    assert job.attempts == 2 and job.finished_at == finished

"""A worker killed mid-job loses nothing: the job is delivered again, re-run, and finishes once."""

from __future__ import annotations

import os
import time

import pytest

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


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_worker_killed_mid_job_the_job_is_rerun_and_finishes_once(start_worker):
    queue = f"regelwerk-crash-{os.getpid()}"
    # A short visibility timeout: the broker hands an unacknowledged message to another worker after 2 s.
    env = {"CELERY_VISIBILITY_TIMEOUT": "2"}
    first = start_worker(queue, f"crash-a-{os.getpid()}", env)
    job = services.submit(long_legal_record(), queue_name=queue)

    def mid_job():
        job.refresh_from_db()
        return job.status == "running" and 0 < job.progress_done < job.progress_total

    wait_for(mid_job, timeout=60, interval=0.01)
    first.kill()
    job.refresh_from_db()
    assert job.status == "running" and job.attempts == 1 and job.report is None

    start_worker(queue, f"crash-b-{os.getpid()}", env)
    wait_for(lambda: ValidationJob.objects.get(pk=job.pk).status == "done", timeout=120, interval=0.2)
    job.refresh_from_db()
    assert job.attempts == 2
    assert job.report["status"] == "legal"
    assert job.report["checked"] == job.report["entries"] == 20000
    finished = job.finished_at
    time.sleep(3)  # past another visibility timeout: nothing runs it a third time
    job.refresh_from_db()
    assert job.attempts == 2 and job.finished_at == finished

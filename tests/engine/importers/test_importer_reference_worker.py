"""The reference logs that replay (pinned `legal` or `unverifiable`), and a sample of the others, submitted as
their text through the validation service and run by a real Celery worker (CI: .ci/run starts Redis and
PostgreSQL): the stored report says what the pinned table says."""

from __future__ import annotations

import json
import os

import pytest
from importer_reference import require_reference_logs
from reference_outcomes import FORMAT_OF_FOLDER, PINNED

from engine import services
from engine.models import ValidationJob
from tests.conftest import wait_for

TABLE = json.loads(PINNED.read_text(encoding="utf-8"))["files"]
REPLAYED = sorted(name for name, entry in TABLE.items() if entry["outcome"] in ("legal", "unverifiable"))
SAMPLE_UNSUPPORTED = sorted(name for name, entry in TABLE.items() if entry["outcome"] == "unsupported")[:3]


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_reference_logs_through_the_real_worker(start_worker):
    folder = require_reference_logs()
    queue = f"regelwerk-reference-{os.getpid()}"
    start_worker(queue, f"reference-{os.getpid()}")
    jobs = {}
    for name in REPLAYED + SAMPLE_UNSUPPORTED:
        text = (folder / name).read_text(encoding="utf-8")
        jobs[name] = services.submit(text, FORMAT_OF_FOLDER[name.split("/", 1)[0]], queue_name=queue)
    for name, job in jobs.items():
        wait_for(lambda job=job: ValidationJob.objects.get(pk=job.pk).status in ("done", "failed"), timeout=300)
        job.refresh_from_db()
        assert job.status == "done", (name, job.status)
        expected = TABLE[name]["outcome"]
        if expected == "unsupported":
            assert job.report["status"] in ("unsupported", "legal"), (name, job.report["status"])
        else:
            assert job.report["status"] == expected, (name, job.report["problems"][:2])

"""Issue 13, part 2: backpressure. With REGELWERK_MAX_PENDING_JOBS jobs queued or running (counted in the
database), a new submission is refused with 503 and Retry-After, on the API and on the page, before anything
is stored; once the workers caught up it is accepted again."""

from __future__ import annotations

import json
import os

import pipeline_counting_game as game
import pytest

from engine import services
from engine.models import Submission, ValidationJob
from tests.conftest import wait_for

EMPTY_ENTRY = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"], "setup": {}, "log": [{}]}


def post_record(client, record):
    return client.post("/api/v1/validations", data=json.dumps({"record": record}), content_type="application/json")


def waiting_jobs(count: int) -> None:
    """Jobs stored and queued that no worker has taken yet (as a backlog leaves them)."""
    for _ in range(count):
        text, record = services.parse_input(EMPTY_ENTRY, "record")
        services.store(text, record, "record", origin=Submission.Origin.API)


def assert_refused_as_busy(response, retry_after: int) -> None:
    assert response.status_code == 503
    assert response["Retry-After"] == str(retry_after)


@pytest.mark.django_db
def test_api_refuses_with_503_and_retry_after_when_the_queue_is_full_and_stores_nothing(client, eager_celery,
                                                                                        settings):
    settings.REGELWERK_MAX_PENDING_JOBS, settings.REGELWERK_RETRY_AFTER_SECONDS = 3, 17
    waiting_jobs(3)
    response = post_record(client, EMPTY_ENTRY)
    assert_refused_as_busy(response, 17)
    body = response.json()
    assert "ausgelastet" in body["detail"] and "busy" in body["detail_en"]
    assert body["errors"] == [{"pointer": "", "message": body["detail"], "message_en": body["detail_en"]}]
    assert "url" not in body  # nothing was stored, so there is no job to link
    assert Submission.objects.count() == 3


@pytest.mark.django_db
def test_the_page_refuses_in_german_with_503_and_retry_after(client, eager_celery, settings):
    settings.REGELWERK_MAX_PENDING_JOBS, settings.REGELWERK_RETRY_AFTER_SECONDS = 2, 30
    waiting_jobs(2)
    response = client.post("/pruefen/", {"format": "record", "text": json.dumps(EMPTY_ENTRY)})
    assert_refused_as_busy(response, 30)
    html = response.content.decode()
    assert "Die Regelprüfung ist ausgelastet" in html and "30 Sekunden" in html and "Gespeichert wurde nichts" in html
    assert Submission.objects.count() == 2


@pytest.mark.django_db
def test_the_page_refusal_is_english_under_english(client, eager_celery, settings):
    settings.REGELWERK_MAX_PENDING_JOBS = 1
    waiting_jobs(1)
    response = client.post("/en/pruefen/", {"format": "record", "text": json.dumps(EMPTY_ENTRY)})
    assert response.status_code == 503
    assert "The validator is busy" in response.content.decode()


@pytest.mark.django_db
def test_bad_input_is_still_a_400_when_the_queue_is_full(client, eager_celery, settings):
    settings.REGELWERK_MAX_PENDING_JOBS = 1
    waiting_jobs(1)
    response = client.post("/api/v1/validations", data='{"record": {"game": ', content_type="application/json")
    assert response.status_code == 400


@pytest.mark.django_db(transaction=True)
def test_below_the_limit_and_with_the_limit_off_submissions_are_accepted(client, counting_game, eager_celery,
                                                                        settings):
    settings.REGELWERK_MAX_PENDING_JOBS = 2
    waiting_jobs(1)
    assert post_record(client, game.record()).status_code == 202
    settings.REGELWERK_MAX_PENDING_JOBS = 0  # no limit
    waiting_jobs(5)
    assert post_record(client, game.record()).status_code == 202


@pytest.mark.django_db
def test_finished_jobs_do_not_count(client, eager_celery, settings):
    settings.REGELWERK_MAX_PENDING_JOBS = 1
    waiting_jobs(1)
    ValidationJob.objects.update(status="done")
    assert services.check_capacity(1) is None


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_real_backlog_is_refused_until_a_real_worker_drains_it(client, start_worker, settings):
    from config.celery import app

    settings.REGELWERK_MAX_PENDING_JOBS = 3
    queue = f"regelwerk-backlog-{os.getpid()}"
    saved, app.conf.task_default_queue = app.conf.task_default_queue, queue
    try:
        # No worker reads this queue yet: three submissions wait in the broker.
        accepted = [post_record(client, EMPTY_ENTRY) for _ in range(3)]
        assert [response.status_code for response in accepted] == [202, 202, 202]
        refused = post_record(client, EMPTY_ENTRY)
        assert refused.status_code == 503 and int(refused["Retry-After"]) > 0
        assert Submission.objects.count() == 3
        start_worker(queue, f"backlog-{os.getpid()}")
        wait_for(lambda: not ValidationJob.objects.exclude(status="done").exists(), timeout=60)
        again = post_record(client, EMPTY_ENTRY)
        assert again.status_code == 202
        url = again.json()["url"]
        wait_for(lambda: client.get(url).json()["status"] == "done", timeout=60)
    finally:
        app.conf.task_default_queue = saved

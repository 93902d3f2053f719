"""The validation pipeline: HTTP → database → broker → worker → stored report → HTTP.

The same path runs eagerly in-process (what `make run` uses) and on a real worker process (CI).
"""

from __future__ import annotations

import json
from datetime import timedelta

import pytest
from django.utils import timezone

from engine import runner, services, tasks
from engine.models import Submission, ValidationJob
from tests.conftest import wait_for

UNKNOWN_GAME = {"format": "regelwerk-record/1", "game": "schach", "players": ["Anna", "Ben"], "setup": {}, "log": []}
EMPTY_ENTRY = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"], "setup": {}, "log": [{}]}


def post_record(client, record, **extra):
    return client.post("/api/v1/validations", data=json.dumps({"record": record, **extra}),
                       content_type="application/json")


@pytest.mark.django_db(transaction=True)  # queued on commit: needs real commits
def test_eager_submission_is_stored_validated_and_readable(client, eager_celery):
    response = post_record(client, UNKNOWN_GAME)
    assert response.status_code == 202
    body = response.json()
    assert response["Location"] == body["url"]
    job = client.get(body["url"]).json()
    assert job["status"] == "done"
    report = job["report"]
    assert report["status"] == "invalid"
    assert report["problems"][0]["pointer"] == "/game"
    assert "Unbekanntes Spiel" in report["problems"][0]["message_de"]
    submission = Submission.objects.get()
    assert submission.record == UNKNOWN_GAME  # stored as received
    assert submission.jobs.get().attempts == 1


@pytest.mark.django_db
def test_malformed_json_is_a_400_with_a_message_and_nothing_is_stored(client, eager_celery):
    response = client.post("/api/v1/validations", data='{"record": {"game": ', content_type="application/json")
    assert response.status_code == 400
    assert "JSON" in response.json()["detail"]
    assert Submission.objects.count() == 0


@pytest.mark.django_db
def test_raw_record_text_with_a_json_error_names_line_and_column(client, eager_celery):
    response = client.post("/api/v1/validations", data={"format": "record", "file": _upload(b'{"game": "dominion",\n x}')})
    assert response.status_code == 400
    body = response.json()
    assert "Zeile 2" in body["detail"] and "line 2" in body["detail_en"]
    assert Submission.objects.count() == 0


def _upload(content: bytes, name: str = "record.json"):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile(name, content, content_type="application/json")


@pytest.mark.django_db
def test_too_large_a_record_is_a_413_before_anything_is_queued(client, eager_celery, settings):
    settings.REGELWERK_MAX_RECORD_BYTES = 1000
    record = dict(UNKNOWN_GAME, log=[{"by": "Anna", "move": "buy", "card": "Silber"}] * 100)
    response = post_record(client, record)
    assert response.status_code == 413
    assert "zu groß" in response.json()["detail"]
    assert Submission.objects.count() == 0 and ValidationJob.objects.count() == 0


@pytest.mark.django_db
def test_too_many_entries_is_a_413_pointing_at_the_log(client, eager_celery, settings):
    settings.REGELWERK_MAX_RECORD_ENTRIES = 10
    record = dict(UNKNOWN_GAME, log=[{"by": "Anna", "move": "end-phase"}] * 11)
    response = post_record(client, record)
    assert response.status_code == 413
    assert response.json()["errors"][0]["pointer"] == "/log"
    assert Submission.objects.count() == 0


@pytest.mark.django_db
def test_a_request_without_record_or_log_says_what_is_expected(client, eager_celery):
    response = client.post("/api/v1/validations", data=json.dumps({"hallo": 1}), content_type="application/json")
    assert response.status_code == 400
    assert "Erwartet" in response.json()["detail"]


@pytest.mark.django_db
def test_unknown_job_is_a_json_404(client):
    response = client.get("/api/v1/validations/00000000-0000-0000-0000-000000000000")
    assert response.status_code == 404
    assert response.json()["detail"] == "Prüflauf nicht gefunden."


@pytest.mark.django_db(transaction=True)  # queued on commit: needs real commits
def test_running_a_done_job_again_changes_nothing(eager_celery):
    job = services.submit(UNKNOWN_GAME)
    assert job.status == "done" and job.attempts == 1
    finished = job.finished_at
    runner.run_job(str(job.id))
    job.refresh_from_db()
    assert job.attempts == 1 and job.finished_at == finished


@pytest.mark.django_db(transaction=True)  # queued on commit: needs real commits
def test_a_job_stuck_in_running_past_its_deadline_is_requeued_and_finishes(eager_celery, settings):
    settings.REGELWERK_JOB_DEADLINE_SECONDS = 60
    job = services.submit(EMPTY_ENTRY)
    # A worker that died mid-job leaves this behind.
    ValidationJob.objects.filter(pk=job.pk).update(status="running", report=None,
                                                   heartbeat_at=timezone.now() - timedelta(minutes=5))
    requeued = tasks.requeue_stale_jobs()
    assert requeued == [str(job.id)]
    job.refresh_from_db()
    assert job.status == "done" and job.attempts == 2
    assert job.report["status"] == "invalid"
    assert job.report["problems"][0]["pointer"] == "/log/0"


@pytest.mark.django_db(transaction=True)  # queued on commit: needs real commits
def test_page_form_submits_and_shows_the_job(client, eager_celery):
    response = client.post("/pruefen/", {"format": "record", "text": json.dumps(UNKNOWN_GAME)})
    assert response.status_code == 302
    page = client.get(response["Location"])
    assert page.status_code == 200
    assert "invalid" in page.content.decode()


@pytest.mark.django_db
def test_page_form_reports_bad_json_in_german(client, eager_celery):
    response = client.post("/pruefen/", {"format": "record", "text": "{kaputt"})
    assert response.status_code == 400
    assert "Kein gültiges JSON" in response.content.decode()
    assert Submission.objects.count() == 0


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_real_worker_validates_a_submission_end_to_end(client, celery_worker_process):
    response = post_record(client, EMPTY_ENTRY)
    assert response.status_code == 202
    url = response.json()["url"]
    # The web process only stored and queued: the job is not done yet when the POST answers... or the
    # worker was very fast. Either way the worker process, not this one, ran it.
    job = wait_for(lambda: (data := client.get(url).json())["status"] == "done" and data, timeout=60)
    assert job["report"]["status"] == "invalid"
    assert job["report"]["problems"][0]["pointer"] == "/log/0"
    from django_celery_results.models import TaskResult

    result = wait_for(lambda: TaskResult.objects.filter(task_name="engine.run_validation").first(), timeout=30)
    assert result.status == "SUCCESS"
    assert result.worker and result.worker.startswith("test-")


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_real_worker_replays_a_complete_four_player_card_game(client, celery_worker_process):
    from pathlib import Path

    corpus = Path(__file__).resolve().parents[2] / "data" / "burgund_karten" / "4p-greedy-seed11-explicit.json"
    record = json.loads(corpus.read_text(encoding="utf-8"))["record"]
    assert len(record["players"]) == 4
    response = post_record(client, record)
    assert response.status_code == 202
    url = response.json()["url"]
    job = wait_for(lambda: (data := client.get(url).json())["status"] == "done" and data, timeout=120)
    report = job["report"]
    assert report["checked"] == report["entries"] == len(record["log"])
    # The lost phase-card bonuses and printed triplet points make some verdicts unverifiable; none is a violation.
    assert report["status"] in ("legal", "unverifiable")
    assert all(problem["verdict"] == "unverifiable" for problem in report["problems"])
    page = client.get(f"/pruefen/{job['id']}/").content.decode()
    assert f"/pruefen/{job['id']}/stellung/" in page  # positions are fetched on demand
    position = client.get(f"/pruefen/{job['id']}/stellung/{len(record['log']) - 1}/").content.decode()
    assert "Auslage" in position and "Projekte" in position and "Fürstentum" in position


@pytest.mark.django_db
def test_a_body_over_the_upload_limit_is_a_json_413_for_the_api(client, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 10_000
    body = json.dumps({"record": dict(UNKNOWN_GAME, log=[{"by": "Anna", "move": "x" * 100}] * 200)})
    response = client.post("/api/v1/validations", data=body, content_type="application/json")
    assert response.status_code == 413
    assert "zu groß" in response.json()["detail"]
    assert Submission.objects.count() == 0


@pytest.mark.django_db
def test_a_form_over_the_upload_limit_gets_a_german_page(client, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 10_000
    response = client.post("/pruefen/", {"format": "record", "text": "x" * 20_000})
    assert response.status_code == 413
    assert "Die Anfrage ist zu groß" in response.content.decode()


@pytest.mark.django_db
def test_a_job_whose_replay_crashes_is_marked_failed_not_left_running(eager_celery, monkeypatch,
                                                                       django_capture_on_commit_callbacks):
    def crash(*args, **kwargs):
        raise RuntimeError("engine bug")

    monkeypatch.setattr(runner, "validate_record", crash)
    with django_capture_on_commit_callbacks(execute=True):
        job = services.submit(UNKNOWN_GAME)
    job.refresh_from_db()
    assert job.status == "failed"
    assert "RuntimeError: engine bug" in job.error
    assert tasks.requeue_stale_jobs() == []  # a failed job is not swept back into the queue


def test_the_stale_job_sweeper_is_scheduled():
    from django.conf import settings

    tasks = {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()}
    assert "engine.requeue_stale_jobs" in tasks

"""Issue 13, part 1: the broker is down when a record is submitted, then comes back.

The submission is stored before anything is queued; the user gets a 503 with Retry-After and the job's
link (API: the project's error shape plus the job's URLs; page: a German message with the link), and the
job runs once the broker is back: the job row is its own outbox entry (`dispatched_at` empty) and the
sweeper, run by a real `celery beat`, sends it. A question with an attached position is accepted (its
follow link is shown only once) and its check is sent the same way. Real processes throughout: a Redis of
the test's own is stopped and started, a real worker and a real beat run against it.
"""

from __future__ import annotations

import json
import os
import time
from datetime import timedelta

import pipeline_counting_game as game
import pytest
from django.utils import timezone
from real_services import OwnRedis, app_on_broker, beat

from engine import services, tasks
from engine.models import Submission, ValidationJob
from tests.conftest import wait_for

EMPTY_ENTRY = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"], "setup": {}, "log": [{}]}


@pytest.fixture
def own_redis(tmp_path):
    server = OwnRedis(tmp_path)
    server.start()
    yield server
    server.stop()


@pytest.fixture
def worker_on_own_redis(own_redis, start_worker):
    """A real worker whose broker is the test's own Redis; this process publishes there too."""
    queue = f"regelwerk-brokerdown-{os.getpid()}"
    with app_on_broker(own_redis.url) as app:
        saved = app.conf.task_default_queue
        app.conf.task_default_queue = queue
        worker = start_worker(queue, f"brokerdown-{os.getpid()}", {"CELERY_BROKER_URL": own_redis.url})
        try:
            yield own_redis, worker, queue
        finally:
            app.conf.task_default_queue = saved


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_broker_down_the_user_gets_503_with_the_job_link_and_the_job_runs_once_the_broker_is_back(
        client, worker_on_own_redis, tmp_path):
    own_redis, worker, queue = worker_on_own_redis
    own_redis.stop()
    assert not own_redis.answers()

    started = time.monotonic()
    response = client.post("/api/v1/validations", data=json.dumps({"record": EMPTY_ENTRY}),
                           content_type="application/json")
    assert time.monotonic() - started < 10  # refused promptly, not after minutes of retries
    assert response.status_code == 503
    assert int(response["Retry-After"]) > 0
    body = response.json()
    assert "nicht erreichbar" in body["detail"] and body["errors"][0]["pointer"] == ""
    assert body["url"].endswith(f"/api/v1/validations/{body['id']}") and response["Location"] == body["url"]
    assert body["page"].endswith(f"/pruefen/{body['id']}/")
    job = ValidationJob.objects.get(pk=body["id"])  # stored before anything was queued
    assert job.status == "queued" and job.dispatched_at is None
    assert client.get(body["url"]).json()["status"] == "queued"

    page = client.post("/pruefen/", {"format": "record", "text": json.dumps(EMPTY_ENTRY)})
    assert page.status_code == 503 and int(page["Retry-After"]) > 0
    html = page.content.decode()
    assert "Deine Einreichung ist gespeichert" in html
    page_job = ValidationJob.objects.exclude(pk=job.pk).get()
    assert f'href="/pruefen/{page_job.id}/"' in html

    own_redis.start()  # the broker is back (empty: it keeps nothing)
    with beat(tmp_path, queue, every=2, extra_env={"CELERY_BROKER_URL": own_redis.url,
                                                    "REGELWERK_UNSENT_GRACE_SECONDS": "1"}):
        wait_for(lambda: set(ValidationJob.objects.values_list("status", flat=True)) == {"done"}, timeout=90)
    for finished in ValidationJob.objects.all():
        assert finished.attempts == 1 and finished.dispatched_at is not None
        assert finished.report["problems"][0]["pointer"] == "/log/0"
    assert client.get(body["url"]).json()["status"] == "done"


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_broker_down_a_question_with_a_position_is_accepted_and_checked_once_the_broker_is_back(
        client, catalog, worker_on_own_redis, tmp_path):
    from rulings.models import Question
    from tests.rulings.rulings_helpers import BUY_GOLD, DOMINION_POSITION

    own_redis, worker, queue = worker_on_own_redis
    own_redis.stop()
    response = client.post("/fragen/neu/", {
        "game": "dominion", "title": "Darf Anna hier ein Gold kaufen?", "language": "de",
        "body": "Anna hat vier Kupfer auf der Hand, aber noch keins ausgespielt.",
        "position": json.dumps(DOMINION_POSITION), "move": json.dumps(BUY_GOLD)})
    # Accepted, not a 500: the asker is sent to the private link, shown this once.
    assert response.status_code == 302 and "/fragen/folgen/" in response["Location"]
    question = Question.objects.get()
    assert question.engine_status == Question.EngineStatus.QUEUED
    # The sweeper waits for checks that are simply slow; this one is older than that now.
    Question.objects.filter(pk=question.pk).update(created=timezone.now() - timedelta(minutes=5))

    own_redis.start()
    with beat(tmp_path, queue, every=2, extra_env={"CELERY_BROKER_URL": own_redis.url}):
        wait_for(lambda: Question.objects.get().engine_status == Question.EngineStatus.DONE, timeout=90)
    question.refresh_from_db()
    assert question.engine_result["verdict"]["rule"] == "dominion.kauf-braucht-geld"


# --- the same outbox, eager (no broker: what `make run` uses) -----------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_eager_submissions_are_marked_sent_and_the_sweeper_leaves_them(counting_game, eager_celery):
    job = services.submit(game.record([{"by": "Anna", "move": "add", "amount": 1}]))
    assert job.status == "done" and job.dispatched_at is not None
    assert tasks.requeue_stale_jobs(now=timezone.now() + timedelta(hours=1)) == []


@pytest.mark.django_db(transaction=True)
def test_the_sweeper_sends_unsent_jobs_after_the_grace_and_not_before(counting_game, eager_celery, settings):
    settings.REGELWERK_UNSENT_GRACE_SECONDS = 10
    record = game.record([{"by": "Anna", "move": "add", "amount": 2}])
    text, parsed = services.parse_input(record, "record")
    # What a request leaves behind when the broker refused the job: the row, committed, never sent.
    job = services.store(text, parsed, "record", origin=Submission.Origin.API)
    assert tasks.requeue_stale_jobs() == []  # within the grace: its own request may still be sending it
    later = timezone.now() + timedelta(seconds=11)
    assert tasks.requeue_stale_jobs(now=later) == [str(job.id)]
    job.refresh_from_db()
    assert job.status == "done" and job.attempts == 1 and job.dispatched_at is not None


@pytest.mark.django_db(transaction=True)
def test_a_job_the_broker_lost_is_sent_again_after_the_queued_deadline(counting_game, eager_celery, settings):
    record = game.record([{"by": "Anna", "move": "add", "amount": 2}])
    text, parsed = services.parse_input(record, "record")
    job = services.store(text, parsed, "record", origin=Submission.Origin.API)
    ValidationJob.objects.filter(pk=job.pk).update(dispatched_at=timezone.now())  # handed over, then lost
    assert tasks.requeue_stale_jobs(now=timezone.now() + timedelta(seconds=60)) == []  # a backlog, not a loss
    lost = timezone.now() + timedelta(seconds=settings.REGELWERK_QUEUED_DEADLINE_SECONDS + 1)
    assert tasks.requeue_stale_jobs(now=lost) == [str(job.id)]
    assert ValidationJob.objects.get(pk=job.pk).status == "done"


@pytest.mark.django_db
def test_question_checks_still_waiting_are_sent_again_and_day_old_ones_given_up(catalog,
                                                                                django_capture_on_commit_callbacks):
    from cards.models import Game
    from rulings import asking, engine_checks
    from rulings.models import Question
    from tests.rulings.rulings_helpers import BUY_GOLD, DOMINION_POSITION

    def asked(minutes_ago: int) -> Question:
        with django_capture_on_commit_callbacks(execute=False):  # the broker never got the check
            question, _ = asking.ask(game=Game.objects.get(slug="dominion"), title="Gold?", body="Darf sie?",
                                     position=DOMINION_POSITION, move=BUY_GOLD)
        Question.objects.filter(pk=question.pk).update(created=timezone.now() - timedelta(minutes=minutes_ago))
        return question

    just_now, waiting, ancient = asked(0), asked(5), asked(60 * 25)
    assert engine_checks.unsent_checks() == [waiting.pk]
    assert Question.objects.get(pk=just_now.pk).engine_status == "queued"
    gave_up = Question.objects.get(pk=ancient.pk)
    assert gave_up.engine_status == "failed" and "zu lange nicht erreichbar" in gave_up.engine_result["error"]["message_de"]

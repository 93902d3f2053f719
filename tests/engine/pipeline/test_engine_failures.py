"""Issue 10, part 2: an exception inside the engine is a bug of ours, never a verdict on the player's move.

After the input checks, anything the engine raises fails loudly: `positions/check` answers 500 in the
project's error shape and Django logs the traceback; a validation job ends `failed` with the error stored
and logged with its id (not `done` with an `illegal` report); `validate_record` exits 3, not 1 ("illegal").
"""

from __future__ import annotations

import json
import logging

import pipeline_counting_game as game
import pytest
from django.core.management import call_command
from django.test import Client

from engine import runner, services, tasks
from engine.models import ValidationJob

URL = "/api/v1/positions/check"
STATE = {"players": ["Anna", "Ben"], "total": 4, "turn": 2}
MOVE = {"by": "Anna", "move": "add", "amount": 2}


class EngineBug(Exception):
    """Stands for any bug inside a game's rules."""


def crash(*args, **kwargs):
    raise EngineBug("the rules tripped over themselves")


def post(position, move=MOVE):
    # A client that answers like the server does (handler500) instead of re-raising into the test.
    client = Client(raise_request_exception=False)
    return client.post(URL, data=json.dumps({"position": position, "move": move}), content_type="application/json")


def assert_internal_error(response) -> None:
    assert response.status_code == 500, response.content
    body = response.json()
    assert set(body) == {"detail", "errors"} and body["errors"] == []
    assert "verdict" not in body and "illegal" not in response.content.decode()


def logged_with_traceback(caplog, exception: type[BaseException]) -> list[logging.LogRecord]:
    return [record for record in caplog.records
            if record.levelno >= logging.ERROR and record.exc_info and record.exc_info[0] is exception]


@pytest.mark.django_db
@pytest.mark.parametrize("hook", ["on_move", "task", "pending"])
def test_position_check_engine_exception_is_a_logged_500_not_a_verdict(counting_game, monkeypatch, caplog, hook):
    monkeypatch.setattr(type(counting_game), hook, crash)
    with caplog.at_level(logging.ERROR):
        response = post({"game": game.SLUG, "state": STATE})
    assert_internal_error(response)
    assert logged_with_traceback(caplog, EngineBug), "the engine's exception was not logged with its traceback"


@pytest.mark.django_db
def test_position_check_engine_exception_while_replaying_a_record_position_is_a_500(counting_game, monkeypatch,
                                                                                     caplog):
    monkeypatch.setattr(type(counting_game), "on_move", crash)
    with caplog.at_level(logging.ERROR):
        response = post(game.record([{"by": "Anna", "move": "add", "amount": 1}]), dict(MOVE, by="Ben"))
    assert_internal_error(response)
    assert logged_with_traceback(caplog, EngineBug)


@pytest.mark.django_db
@pytest.mark.parametrize("error", [KeyError("players"), TypeError("bad"), AttributeError("x"), IndexError(0)])
def test_a_state_parser_crash_other_than_state_error_is_a_500_not_state_unreadable(counting_game, monkeypatch,
                                                                                   error):
    # Before issue 10 these four became 400 "state unreadable": a bug in a game's parser hidden as bad input.
    def parser_bug(self, data):
        raise error

    monkeypatch.setattr(type(counting_game), "state_from_json", parser_bug)
    assert_internal_error(post({"game": game.SLUG, "state": STATE}))


@pytest.mark.django_db
def test_a_question_check_that_hits_an_engine_bug_raises_instead_of_returning_a_verdict(counting_game, monkeypatch):
    # The service every caller uses (the API, the rulings' question checks): no SubmissionError, no verdict.
    monkeypatch.setattr(type(counting_game), "on_move", crash)
    with pytest.raises(EngineBug):
        services.check_position({"game": game.SLUG, "state": STATE}, MOVE)


@pytest.mark.django_db
def test_a_job_whose_engine_raises_ends_failed_with_the_error_stored_and_logged(
        counting_game, monkeypatch, caplog, eager_celery, django_capture_on_commit_callbacks):
    monkeypatch.setattr(type(counting_game), "on_move", crash)
    with caplog.at_level(logging.ERROR), django_capture_on_commit_callbacks(execute=True):
        job = services.submit(game.record([{"by": "Anna", "move": "add", "amount": 1}]))
    job.refresh_from_db()
    assert job.status == ValidationJob.Status.FAILED
    assert job.report is None and job.steps is None  # no verdict of any kind was stored
    assert "EngineBug: the rules tripped over themselves" in job.error
    assert job.attempts == 1  # a bug is not retried
    logged = logged_with_traceback(caplog, EngineBug)
    assert any(str(job.id) in record.getMessage() for record in logged), "no log line names the job"
    assert tasks.requeue_stale_jobs() == []


@pytest.mark.django_db
def test_the_api_and_the_page_show_a_failed_job_as_failed_not_as_a_verdict(
        client, counting_game, monkeypatch, eager_celery, django_capture_on_commit_callbacks):
    monkeypatch.setattr(type(counting_game), "on_move", crash)
    with django_capture_on_commit_callbacks(execute=True):
        job = services.submit(game.record([{"by": "Anna", "move": "add", "amount": 1}]))
    body = client.get(f"/api/v1/validations/{job.id}").json()
    assert body["status"] == "failed" and body["report"] is None and "EngineBug" in body["error"]
    page = client.get(job.get_absolute_url()).content.decode()
    assert "fehlgeschlagen" in page
    assert "badge illegal" not in page


@pytest.mark.django_db
def test_a_failed_job_delivered_again_is_not_run_again(counting_game, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=False):  # stored and queued, the message not delivered yet
        job = services.submit(game.record([{"by": "Anna", "move": "add", "amount": 1}]))
    runner.mark_failed(job.pk, "failed before")
    assert runner.run_job(str(job.id)).status == "failed"  # e.g. the broker delivers it again
    job.refresh_from_db()
    assert job.status == "failed" and job.report is None and job.attempts == 0 and job.error == "failed before"


@pytest.mark.django_db
def test_validate_record_command_exits_3_on_an_engine_bug_not_1_for_illegal(counting_game, monkeypatch, tmp_path,
                                                                           capsys):
    monkeypatch.setattr(type(counting_game), "on_move", crash)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game.record([{"by": "Anna", "move": "add", "amount": 1}])), encoding="utf-8")
    with pytest.raises(SystemExit) as exit_:
        call_command("validate_record", str(path), "--json")
    assert exit_.value.code == 3
    captured = capsys.readouterr()
    assert "EngineBug" in captured.err and "illegal" not in captured.out

"""An attached position and move: the engine's verdict as a provisional, automatic answer on the question page."""

from __future__ import annotations

import json

import pytest
from rulings_helpers import BUY_GOLD, DOMINION_POSITION

from rulings import asking, engine_checks
from rulings.models import Question
from tests.conftest import wait_for

QUOTE = "wenn das Geld (ausgespielte Geldkarten und Geldwerte auf Aktionskarten) dazu reicht."


def _ask_with_position(client, game="dominion", position=DOMINION_POSITION, move=BUY_GOLD, commits=None):
    """Post the ask form; `commits` (django_capture_on_commit_callbacks) runs what would run after the commit."""
    if commits is not None:
        with commits(execute=True):
            return _ask_with_position(client, game, position, move)
    response = client.post("/fragen/neu/", {
        "game": game, "title": "Darf Anna hier ein Gold kaufen?", "language": "de",
        "body": "Anna hat vier Kupfer auf der Hand, aber noch keins ausgespielt.",
        "position": json.dumps(position), "move": json.dumps(move)})
    assert response.status_code == 302, response.content.decode()[:2000]
    return Question.objects.get()


def _assert_verdict_page(client, question):
    html = client.get(question.get_absolute_url()).content.decode()
    assert "Der Regelprüfer sagt:" in html
    assert "nicht erlaubt" in html and "Gold kostet 6, verfügbar sind 0." in html
    assert "dominion.kauf-braucht-geld" in html and QUOTE in html
    assert 'href="/entscheidungen/auslegung-dominion-kauf-braucht-geld/"' in html
    assert "Automatische Prüfung, keine Entscheidung eines Schiedsrichters" in html
    assert "data-poll=" not in html


@pytest.mark.django_db
def test_attached_dominion_move_gets_the_engines_verdict_in_process(client, readings, eager_celery,
                                                                   django_capture_on_commit_callbacks):
    question = _ask_with_position(client, commits=django_capture_on_commit_callbacks)
    question.refresh_from_db()
    assert question.engine_status == Question.EngineStatus.DONE
    verdict = question.engine_result["verdict"]
    assert (verdict["status"], verdict["rule"]) == ("illegal", "dominion.kauf-braucht-geld")
    assert "state" not in question.engine_result  # the page needs the verdict, not the whole position
    _assert_verdict_page(client, question)
    api = client.get(f"/api/v1/questions/{question.pk}").json()
    assert api["engine"]["verdict"]["rule"] == "dominion.kauf-braucht-geld" and api["engine"]["automatic"] is True
    assert api["engine"]["readings"]["dominion.kauf-braucht-geld"].endswith("/auslegung-dominion-kauf-braucht-geld/")


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
def test_attached_dominion_move_is_checked_by_the_real_worker(client, readings, celery_worker_process):
    question = _ask_with_position(client)
    assert Question.objects.get(pk=question.pk).engine_status in ("queued", "done")
    html = client.get(question.get_absolute_url()).content.decode()
    if Question.objects.get(pk=question.pk).engine_status == "queued":
        assert f'data-poll="/fragen/{question.pk}/pruefung/"' in html
    checked = wait_for(lambda: Question.objects.filter(pk=question.pk, engine_status="done").first(), timeout=90)
    assert checked.engine_result["verdict"]["rule"] == "dominion.kauf-braucht-geld"
    assert "data-poll-done" in client.get(f"/fragen/{question.pk}/pruefung/").content.decode()
    _assert_verdict_page(client, checked)


@pytest.mark.django_db
def test_a_game_without_an_engine_says_so(client, readings, eager_celery, django_capture_on_commit_callbacks,
                                          monkeypatch):
    # Dynasties has a catalog; its engine is taken out of the registry here, so the test holds whichever
    # games have engines by now
    from engine.core import registry

    monkeypatch.delitem(registry._GAMES, "dynasties", raising=False)
    registry.get_ruleset.cache_clear()
    position = {"format": "regelwerk-record/1", "game": "dynasties", "players": ["Anna", "Ben", "Clara"],
                "setup": {}, "log": []}
    question = _ask_with_position(client, game="dynasties", position=position, move={"by": "Anna", "move": "x"},
                                  commits=django_capture_on_commit_callbacks)
    assert question.engine_status == Question.EngineStatus.UNSUPPORTED and question.engine_result is None
    html = client.get(question.get_absolute_url()).content.decode()
    assert "gibt es noch keinen Regelprüfer" in html and "Der Regelprüfer sagt" not in html


@pytest.mark.django_db
def test_an_unusable_position_is_reported_not_left_waiting(client, readings, eager_celery, django_capture_on_commit_callbacks):
    position = dict(DOMINION_POSITION, setup={"editions": ["basis-rgg-2017"], "kingdom": ["Dorf"]})
    question = _ask_with_position(client, position=position, commits=django_capture_on_commit_callbacks)
    question.refresh_from_db()
    assert question.engine_status == Question.EngineStatus.FAILED
    html = client.get(question.get_absolute_url()).content.decode()
    assert "konnte die Stellung nicht prüfen" in html


@pytest.mark.django_db
def test_checking_twice_changes_nothing(readings, django_capture_on_commit_callbacks):
    from cards.models import Game

    with django_capture_on_commit_callbacks(execute=False) as queued:
        question, _token = asking.ask(game=Game.objects.get(slug="dominion"), title="Gold kaufen?",
                                      body="Mit vier Kupfer auf der Hand.", position=DOMINION_POSITION,
                                      move=BUY_GOLD)
    assert len(queued) == 1  # the check is queued only once the question is committed
    first = engine_checks.run_engine_check(question.pk)
    again = engine_checks.run_engine_check(question.pk)
    assert first.engine_checked_at == again.engine_checked_at and again.engine_status == "done"

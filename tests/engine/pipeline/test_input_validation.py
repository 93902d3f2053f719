"""Issue 10, part 1: malformed input is refused by schema validation before any rule runs.

`POST /api/v1/positions/check` checks the move against the game's schema of one log entry
(`engine.core.validate_entry`) and the position (a valid record, or {"game", "state"} with a state the
game can read: `StateError`) and answers 400 in the project's error shape, with JSON pointers.
"""

from __future__ import annotations

import json

import pipeline_counting_game as game
import pytest

URL = "/api/v1/positions/check"
STATE = {"players": ["Anna", "Ben"], "total": 4, "turn": 2}


def post(client, position, move):
    return client.post(URL, data=json.dumps({"position": position, "move": move}), content_type="application/json")


@pytest.fixture
def rules_must_not_run(counting_game, monkeypatch):
    """Any hook of the counting game's rules (or its state parser) fails the test if it is called."""
    called = []

    def forbidden(name):
        def hook(*args, **kwargs):
            called.append(name)
            raise AssertionError(f"{name} ran on malformed input")
        return hook

    for name in ("setup", "task", "on_move", "on_event", "pending", "state_from_json"):
        monkeypatch.setattr(type(counting_game), name, forbidden(name))
    return called


def assert_error_shape(body: dict) -> None:
    assert isinstance(body["detail"], str) and body["detail"]
    assert body["errors"] and all({"pointer", "message"} <= set(error) for error in body["errors"])


@pytest.mark.django_db
@pytest.mark.parametrize("move, pointers", [
    ({"by": "Anna", "move": "add", "amount": "zwei"}, ["/move/amount"]),
    ({"by": "Anna", "move": "add", "amount": 2, "karte": "x"}, ["/move/karte"]),
    ({"by": "Anna", "move": "nehmen", "amount": 2}, ["/move/move"]),
    ({"by": "Anna", "move": "add"}, ["/move/amount"]),
    ({"by": 7, "move": "add", "amount": 2}, ["/move/by"]),
])
def test_a_malformed_move_is_a_400_at_its_pointer_before_any_rule_runs(client, rules_must_not_run, move, pointers):
    response = post(client, {"game": game.SLUG, "state": STATE}, move)
    assert response.status_code == 400, response.content
    body = response.json()
    assert_error_shape(body)
    assert [error["pointer"] for error in body["errors"]] == pointers
    assert "verdict" not in body
    assert rules_must_not_run == []


@pytest.mark.django_db
def test_a_malformed_move_in_a_record_position_is_refused_before_the_record_is_replayed(client, rules_must_not_run):
    response = post(client, game.record([{"by": "Anna", "move": "add", "amount": 1}]),
                    {"by": "Ben", "move": "add", "amount": None})
    assert response.status_code == 400
    assert response.json()["errors"][0]["pointer"] == "/move/amount"
    assert rules_must_not_run == []


@pytest.mark.django_db
def test_a_state_that_is_not_an_object_is_a_400_without_asking_the_game(client, rules_must_not_run):
    response = post(client, {"game": game.SLUG, "state": [1, 2]}, {"by": "Anna", "move": "add", "amount": 1})
    assert response.status_code == 400
    body = response.json()
    assert_error_shape(body)
    assert body["errors"][0]["pointer"] == "/position/state"
    assert rules_must_not_run == []


@pytest.mark.django_db
def test_a_state_error_of_the_game_is_a_400_pointing_into_the_state(client, counting_game):
    response = post(client, {"game": game.SLUG, "state": dict(STATE, total="vier")},
                    {"by": "Anna", "move": "add", "amount": 1})
    assert response.status_code == 400, response.content
    body = response.json()
    assert_error_shape(body)
    assert body["errors"][0]["pointer"] == "/position/state/total"
    assert "ganze Zahl" in body["detail"] and "integer" in body["detail_en"]


@pytest.mark.django_db
def test_an_invalid_record_position_is_a_400_with_pointers_into_the_position(client, rules_must_not_run):
    position = game.record([{"by": "Anna", "move": "add", "amount": 1}, {"event": "würfeln"}])
    response = post(client, position, {"by": "Ben", "move": "add", "amount": 1})
    assert response.status_code == 400
    assert response.json()["errors"][0]["pointer"] == "/position/log/1"
    assert rules_must_not_run == []


@pytest.mark.django_db
def test_an_unknown_game_of_a_state_position_is_a_400_at_its_name(client):
    response = post(client, {"game": "schach", "state": {}}, {"by": "Anna", "move": "e4"})
    assert response.status_code == 400
    assert response.json()["errors"][0]["pointer"] == "/position/game"


@pytest.mark.django_db
def test_a_well_formed_move_is_judged_by_the_rules_not_by_the_schema(client, counting_game):
    # 5 is an integer (the schema's business) but not 1 to 3 (the rule's): a verdict naming the rule.
    response = post(client, {"game": game.SLUG, "state": STATE}, {"by": "Anna", "move": "add", "amount": 5})
    assert response.status_code == 200, response.content
    verdict = response.json()["verdict"]
    assert verdict["status"] == "illegal" and verdict["rule"] == "zaehlen.eins-bis-drei"
    assert verdict["quote"] == game.RULES[0]["quote"]
    legal = post(client, {"game": game.SLUG, "state": STATE}, {"by": "Anna", "move": "add", "amount": 3}).json()
    assert legal["verdict"]["status"] == "legal"


# The real games: their schemas, through the same path.


@pytest.mark.django_db
@pytest.mark.parametrize("slug, move, pointer", [
    ("dominion", {"by": "Anna", "move": "buy", "card": 5}, "/move/card"),
    ("dominion", {"by": "Anna", "move": "kaufen", "card": "Gold"}, "/move/move"),
    ("dominion", {"by": "Anna", "event": "draw", "cards": []}, "/move/cards"),
    ("burgund-karten", {"by": "Anna", "move": "action", "action": "stehlen"}, "/move/action"),
    ("burgund-karten", {"event": "deal", "cards": ["Quatsch"]}, "/move/cards/0"),
])
def test_a_real_games_malformed_move_is_a_400_at_its_pointer(client, slug, move, pointer):
    response = post(client, {"game": slug, "state": {"kaputt": True}}, move)
    assert response.status_code == 400, response.content
    assert response.json()["errors"][0]["pointer"] == pointer

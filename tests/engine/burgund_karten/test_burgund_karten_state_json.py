"""The state JSON is a public format (a position may be submitted as {"game", "state"}): pinned, exact, checked.

state_digests.json (made by tests/data/make_state_digests.py burgund_karten with the engine as it was
before the tasks were typed) holds the sha256 of every state and every verdict of the corpus games.
"""

import copy
import hashlib
import json
from pathlib import Path

import pytest
from bk_helpers import RS, game

from engine.core import StateError, check_position, replay

CORPUS = Path(__file__).resolve().parents[2] / "data" / "burgund_karten"
PINS = json.loads((CORPUS / "state_digests.json").read_text(encoding="utf-8"))


def digest(data):
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def record(name):
    return json.loads((CORPUS / f"{name}.json").read_text(encoding="utf-8"))["record"]


@pytest.mark.parametrize("name", sorted(PINS))
def test_state_json_and_verdicts_of_the_corpus_are_unchanged(name):
    report = replay(record(name), keep_states=True)
    states = [digest(state) for state in report.states]
    verdicts = [digest(verdict.to_json()) for _, verdict in report.results]
    pinned = PINS[name]["states"]
    assert len(states) == len(pinned)
    first = next((i for i, (a, b) in enumerate(zip(states, pinned, strict=True)) if a != b), None)
    assert first is None, f"the state before entry {first} differs"
    assert verdicts == PINS[name]["verdicts"]


@pytest.mark.parametrize("name", sorted(PINS))
def test_every_corpus_state_reads_back_exactly(name):
    for data in replay(record(name), keep_states=True).states:
        assert RS.state_to_json(RS.state_from_json(copy.deepcopy(data))) == data


@pytest.mark.parametrize("name", ["solo-greedy-seed1-explicit", "4p-greedy-seed11-explicit"])
def test_a_state_read_back_from_json_judges_every_next_entry_alike(name):
    rec = record(name)
    report = replay(rec, keep_states=True)
    for index, entry in enumerate(rec["log"]):
        data = report.states[index]
        state = RS.state_from_json(copy.deepcopy(data))
        assert RS.state_to_json(state) == data
        outcome = RS.step(state, entry)
        assert outcome.verdict == report.results[index][1]
        assert RS.state_to_json(outcome.state) == report.states[index + 1]


def test_a_refused_step_leaves_the_state_unchanged():
    state = game()
    before = RS.state_to_json(state)
    outcome = RS.step(state, {"by": "Anna", "move": "play", "card": "Burg/9"})
    assert outcome.verdict.rule == "burgund-karten.eintrag-form" and outcome.state is None
    assert RS.state_to_json(state) == before


def _broken(path, value):
    data = RS.state_to_json(game())
    target = data
    for key in path[:-1]:
        target = target[key]
    if value is KeyError:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return data


@pytest.mark.parametrize(("path", "value", "pointer"), [
    (["players"], "Anna", "/players"),
    (["tasks"], KeyError, "/tasks"),
    (["tasks", 0, "t"], "dance", "/tasks/0/t"),
    (["tasks", 0, "p"], "Zoe", "/tasks/0/p"),
    (["zones", "Anna", "silver"], -1, "/zones/Anna/silver"),
    (["draw", "top"], ["Drache/1"], "/draw/top/0"),
    (["order"], [0, 7], "/order"),
    (["turn", "player"], "Zoe", "/turn/player"),
    (["egon"], {"stacks": [None] * 5, "groups": [], "bonus": [], "lost": False}, "/egon"),
    (["display"], [[]], "/display"),
])
def test_a_malformed_state_is_refused_with_a_pointer(path, value, pointer):
    with pytest.raises(StateError) as caught:
        RS.state_from_json(_broken(path, value))
    assert caught.value.pointer == pointer and caught.value.message_de and caught.value.message_en


def test_a_chance_task_names_its_receiver_and_count():
    data = RS.state_to_json(game())
    data["tasks"] = [{"t": "chance", "need": "deal", "count": 6}]
    with pytest.raises(StateError, match="to"):
        RS.state_from_json(data)
    data["tasks"] = [{"t": "chance", "need": "display"}]
    with pytest.raises(StateError) as caught:
        RS.state_from_json(data)
    assert caught.value.pointer == "/tasks/0/count"


def test_a_game_in_progress_waits_for_something():
    data = RS.state_to_json(game())
    data["tasks"] = []
    with pytest.raises(StateError) as caught:
        RS.state_from_json(data)
    assert caught.value.pointer == "/tasks"


def test_check_position_refuses_a_malformed_state_as_bad_input():
    with pytest.raises(StateError):
        check_position({"game": "burgund-karten", "state": {"players": []}}, {"by": "Anna", "move": "buy"})
    for not_a_state in (None, [], "state", 3):
        with pytest.raises(StateError):
            RS.state_from_json(not_a_state)


def test_a_submitted_state_is_judged_like_the_replayed_one():
    state = game()
    checked = check_position({"game": "burgund-karten", "state": RS.state_to_json(state)},
                             {"by": "Anna", "move": "buy"})
    assert checked.verdict == RS.check(state, {"by": "Anna", "move": "buy"})
    assert checked.pending == RS.pending(state).to_json()

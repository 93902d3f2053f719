"""The state JSON is a public format (a position may be submitted as {"game", "state"}): pinned, exact, checked.

state_digests.json (tests/data/make_state_digests.py dynasties) holds the sha256 of every state and every
verdict of the corpus games.
"""

import copy
import hashlib
import json
from pathlib import Path

import pytest
from dy_helpers import RS, started

from engine.core import StateError, check_position, replay

CORPUS = Path(__file__).resolve().parents[2] / "data" / "dynasties"
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
    pinned = PINS[name]["states"]
    assert len(states) == len(pinned)
    first = next((i for i, (a, b) in enumerate(zip(states, pinned, strict=True)) if a != b), None)
    assert first is None, f"the state before entry {first} differs"
    assert [digest(verdict.to_json()) for _, verdict in report.results] == PINS[name]["verdicts"]


@pytest.mark.parametrize("name", ["3p-random-seed12", "5p-greedy-seed11"])
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


def test_a_position_given_as_state_is_checked_with_its_alternatives():
    state = RS.state_to_json(started())
    player = state["task"]["p"]
    result = check_position({"game": "dynasties", "state": state}, {"by": player, "move": "play", "card": "nope",
                                                                      "action": "handel", "ship": 0})
    assert result.verdict.rule == "dynasties.karte-in-hand"
    assert {"by": player, "move": "passen", "field": "lang", "keep": state["zones"][player]["hand"][0]} in result.alternatives


@pytest.mark.parametrize("change, pointer", [
    (lambda s: s.pop("ships"), ""),
    (lambda s: s["zones"].pop("Blau"), "/zones"),
    (lambda s: s.update(task={"t": "turn", "p": "Zoe"}), "/task/p"),
    (lambda s: s["bag"].update(rosa=40), "/bag/rosa"),
    (lambda s: s.update(agenda=[["fliegen"]]), "/agenda/0"),
    (lambda s: s["ships"][0].update(large="Zoe"), "/cities"),
])
def test_a_malformed_state_is_a_state_error_with_a_pointer(change, pointer):
    data = RS.state_to_json(started())
    change(data)
    with pytest.raises(StateError) as error:
        RS.state_from_json(data)
    assert error.value.pointer.startswith(pointer)

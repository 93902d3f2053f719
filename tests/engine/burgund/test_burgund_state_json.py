"""The state JSON is a public format: corpus digests pin it; it reads back exactly; bad states are 400s."""

import hashlib
import json
from pathlib import Path

import pytest
from bg_helpers import RS, game, turn

from engine.core import StateError, check_position, replay

DATA = Path(__file__).resolve().parents[2] / "data" / "burgund"
DIGESTS = json.loads((DATA / "state_digests.json").read_text(encoding="utf-8"))


def record(name):
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))["record"]


def digest(state):
    return hashlib.sha256(json.dumps(state, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:16]


@pytest.mark.parametrize("name", sorted(DIGESTS))
def test_state_json_of_the_corpus_is_unchanged(name):
    report = replay(record(name), keep_states=True)
    assert [digest(s) for s in report.states] == DIGESTS[name]


@pytest.mark.parametrize("name", ["2p-greedy-seed11-explicit", "4p-random-seed12"])
def test_every_corpus_state_reads_back_exactly_and_judges_alike(name):
    rec = record(name)
    report = replay(rec, keep_states=True)
    for index, data in enumerate(report.states[:-1]):
        state = RS.state_from_json(data)
        assert RS.state_to_json(state) == data
        if index % 7 == 0 and index < len(rec["log"]):
            entry = rec["log"][index]
            if "move" in entry:
                assert RS.check(state, entry).status == report.results[index][1].status


def test_a_refused_step_leaves_the_state_unchanged():
    state = turn(game(2, seed=3), "Anna", (2, 2))
    before = RS.state_to_json(state)
    outcome = RS.step(state, {"by": "Anna", "move": "sell", "die": 2, "value": 6})
    assert outcome.state is None and RS.state_to_json(state) == before


@pytest.mark.parametrize("path, value, pointer", [
    (("players",), ["Solo"], "/players"),
    (("boards", "Anna"), 11, "/boards/Anna"),
    (("estates", "Anna", "19"), "turm", "/estates/Anna/19"),
    (("storage", "Anna"), ["markt"] * 4, "/storage/Anna"),
    (("goods", "Anna"), {"7": 1}, "/goods/Anna/7"),
    (("phase",), "F", "/phase"),
    (("tasks",), [{"task": "chance", "need": "draw", "count": 0, "data": {}}], "/tasks/0/need"),
    (("tasks",), [{"task": "choice", "player": "Anna", "kind": "pick", "data": {"building": "bank"}}], "/tasks/0"),
    (("supplies", "gelb", "pool", "kloster-3"), -1, "/supplies/gelb"),
    (("goods_pile", "hidden"), 99, "/goods_pile/hidden"),
    (("result",), [], "/result"),
])
def test_a_malformed_state_is_refused_with_a_pointer(path, value, pointer):
    data = RS.state_to_json(game(2, seed=3))
    node = data
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    with pytest.raises(StateError) as error:
        RS.state_from_json(data)
    assert error.value.pointer == pointer


def test_a_submitted_state_is_judged_like_the_replayed_one():
    rec = record("2p-greedy-seed11")
    prefix = dict(rec, log=rec["log"][:10])
    by_record = check_position(prefix, rec["log"][10])
    state = replay(prefix).final_state
    by_state = check_position({"game": "burgund", "state": RS.state_to_json(state)}, rec["log"][10])
    assert by_record.verdict == by_state.verdict and by_record.verdict.proceeds
    assert by_record.alternatives == by_state.alternatives and rec["log"][10] in by_state.alternatives


def test_the_state_lists_the_provenance_of_the_facts_it_rests_on():
    state = RS.state_to_json(game(3, seed=3))
    provenance = state["provenance"]
    assert provenance["facts_file"] == "engine/games/burgund/data/boards.json"
    assert provenance["boards"]["Anna"]["confidence"] == "confirmed_two_sources"
    assert provenance["depots"] == "one_source" and provenance["area_scores"]["6"] == "inferred"

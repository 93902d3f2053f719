"""Seeded self-play replays to exactly the results pinned in tests/data/dominion/selfplay_regression.json.

The fixture was made with the engine before its speed-up (make_selfplay_regression.py): every state
after every entry (as `state_to_json`), every verdict of the probe entries, the offered options (the
random bots pick from them) and the final scores must stay identical.
"""

import importlib.util
import json
from pathlib import Path

import pytest
from dominion_helpers import RS

from engine.core import replay

DATA = Path(__file__).resolve().parents[2] / "data" / "dominion"
FIXTURE = json.loads((DATA / "selfplay_regression.json").read_text(encoding="utf-8"))


def _maker():
    spec = importlib.util.spec_from_file_location("make_selfplay_regression", DATA / "make_selfplay_regression.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


MAKER = _maker()


def test_bench_game_record_replays_to_the_pinned_scores():
    pinned = FIXTURE["bench-bm-smithy"]
    record = pinned["record"]
    report = replay(record)
    assert report.status == "legal" and report.checked == pinned["entries"]
    assert report.outcome == pinned["result"]
    assert report.final_state.turn == pinned["turn"] and report.final_state.phase == pinned["phase"]


def test_bench_game_is_played_again_identically():
    pinned = FIXTURE["bench-bm-smithy"]
    assert MAKER.bench_game("regression-1") == pinned


def test_bench_game_states_match_after_every_entry():
    pinned = FIXTURE["bench-bm-smithy"]
    record = pinned["record"]
    report = replay(record, keep_states=True)
    states = [RS.state_from_json(data) for data in report.states]
    assert MAKER.digest_chain(RS, states) == pinned["digest"]


@pytest.mark.parametrize("game", MAKER.RANDOM_GAMES, ids=[game[0] for game in MAKER.RANDOM_GAMES])
def test_random_game_is_played_again_identically(game):
    record, states, probes = MAKER.random_game(*game)
    assert MAKER.expected(record, states, probes) == FIXTURE[game[0]]
    # and the record replays to the same end (seeded records deal themselves; unseeded ones carry events)
    report = replay(record)
    assert report.status in ("legal", "unverifiable")
    assert RS.state_to_json(report.final_state) == RS.state_to_json(states[-1])


@pytest.mark.parametrize("game", MAKER.RANDOM_GAMES, ids=[game[0] for game in MAKER.RANDOM_GAMES])
def test_check_and_apply_never_change_their_argument(game):
    record, states, _ = MAKER.random_game(*game)
    probe_state = RS.setup(record["players"], record["setup"])
    for entry in record["log"][:150]:
        before = json.dumps(RS.state_to_json(probe_state), sort_keys=True)
        RS.check(probe_state, {"by": "nobody", "move": "buy", "card": "Provinz"})
        RS.check(probe_state, entry)
        new = RS.apply(probe_state, entry)
        RS.pending(probe_state)
        assert json.dumps(RS.state_to_json(probe_state), sort_keys=True) == before
        # a state rebuilt from its JSON behaves the same
        again = RS.state_from_json(RS.state_to_json(probe_state))
        assert RS.state_to_json(RS.apply(again, entry)) == RS.state_to_json(new)
        probe_state = new

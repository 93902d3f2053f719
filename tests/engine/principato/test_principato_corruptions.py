"""The complete 4-player corpus game and the corruptions issue #16 names: each caught at its entry, naming
the rule (a cube over the storage limit, a third action card, a swap without the symbol, the same action
twice in one activation)."""

import copy
import json
from pathlib import Path

import pytest

from engine.core import replay

GAME = Path(__file__).resolve().parents[2] / "data" / "principato" / "4p-greedy-seed11.json"


def four_player_record():
    return json.loads(GAME.read_text(encoding="utf-8"))["record"]


def corrupted(index, change):
    record = four_player_record()
    record = copy.deepcopy(record)
    record["log"][index] = change(dict(record["log"][index]))
    return record


def _without(key):
    def change(entry):
        entry.pop(key)
        return entry
    return change


CORRUPTIONS = {
    # ln91-97: Ben's Kirche holds 3 favour already: the record claims a fourth
    "cube-over-storage-limit": (86, lambda e: {**e, "gain": {"gunst": 1}}, "principato.lager-grenze"),
    # ln149: a display card taken without giving one of the two back
    "third-action-card": (5, _without("card"), "principato.genau-zwei-karten"),
    # ln159: S2-1 has no swap symbol (the set-up says so), yet the record swaps it
    "swap-without-symbol": (0, lambda e: {**e, "take": "J1-3"}, "principato.tausch-ohne-symbol"),
    # ln327: "Jede genannte Aktion kann bei einer Aktivierung jeweils nur einmal ausgeführt werden"
    "same-action-twice": (0, lambda e: {**e, "times": 2}, "principato.einmal-je-aktivierung"),
    "both-options-at-once": (4, lambda e: {**e, "option": [1, 2]}, "principato.einmal-je-aktivierung"),
    # ln94-95: one cube per unit
    "cube-over-unit-limit": (None, None, "principato.einheit-ein-stein"),
}


def test_the_complete_four_player_game_replays_legal():
    record = four_player_record()
    assert len(record["players"]) == 4
    report = replay(record)
    assert report.status == "legal" and report.checked == len(record["log"]) and report.final_state.over


@pytest.mark.parametrize("name", sorted(CORRUPTIONS))
def test_corruption_is_caught_at_its_entry_naming_the_rule(name):
    index, change, rule = CORRUPTIONS[name]
    if index is None:  # the first supply move, one cube more than the player has units without a cube
        record = four_player_record()
        index = next(i for i, e in enumerate(record["log"]) if e["move"] == "supply")
        change = lambda e: {**e, "count": e["count"] + 5}  # noqa: E731
    report = replay(corrupted(index, change))
    first = next(p for p in report.problems if p.verdict in ("illegal", "inconsistent"))
    assert (first.index, first.verdict, first.rule) == (index, "illegal", rule)
    assert first.quote  # the verdict quotes the rulebook

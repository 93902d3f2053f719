"""The example record of engine/games/principato/format.md is schema-valid, legal and complete; every move
kind is documented; the set-up checks refuse what the rulebook forbids."""

import copy
import json
import re
from pathlib import Path

import pytest
from pr_helpers import NAMES, base_setup

from engine.core import replay, validate_record
from engine.games.principato.schema import record_schema

DOC = Path(__file__).resolve().parents[3] / "engine" / "games" / "principato" / "format.md"


def example():
    return json.loads(re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1))


def test_documented_example_is_a_complete_legal_game():
    # principato.doppelwertung ln249 and auslegung.wertungskarte-jahresbeginn (Q10): five scorings
    record = example()
    assert validate_record(record) == []
    report = replay(record)
    assert report.status == "legal" and report.problems == []
    assert report.final_state.over and report.outcome["winners"] == ["Anna"]
    assert report.outcome["scores"] == {"Anna": 22, "Ben": 8}
    assert [s["why"] for s in report.final_state.scorings] == ["jahr", "karte", "jahr", "karte", "jahr"]


def test_every_move_kind_and_effect_is_documented():
    text = DOC.read_text(encoding="utf-8")
    move, _event = record_schema()["properties"]["log"]["items"]["oneOf"]
    for kind in move["properties"]["move"]["enum"]:
        assert f"`{kind}`" in text
    for effect in record_schema()["properties"]["setup"]["properties"]["cards"]["additionalProperties"][
            "properties"]["effect"]["enum"]:
        assert f"`{effect}`" in text


def _record(n, setup):
    return {"format": "regelwerk-record/1", "game": "principato", "players": NAMES[:n], "setup": setup, "log": []}


def _pointers(n, change):
    setup = copy.deepcopy(base_setup(n))
    change(setup)
    return [error.pointer for error in validate_record(_record(n, setup))]


@pytest.mark.parametrize("n, change, pointer", [
    # principato.startkarten, ln111: S1 identical for all, S2 different for all
    (2, lambda s: s["cards"]["S1-1"].update(effect="drei-nahrung"), "/setup/start_cards"),
    (2, lambda s: s["cards"]["S2-1"].update(effect="drei-geld"), "/setup/start_cards"),
    # principato.aussortieren, ln107-109: with 2 players no card marked 3 or 4, with 3 none marked 4
    (2, lambda s: s["cards"]["J1-0"].update(mark=3), "/setup/stacks/1/0"),
    (3, lambda s: s["cards"]["J1-0"].update(mark=4), "/setup/stacks/1/0"),
    # principato.wertungskarten-stapel, ln245: one scoring card in stack 2 and one in stack 3
    (2, lambda s: s["stacks"]["2"].remove("militaerwertung"), "/setup/stacks/2"),
    (2, lambda s: s["stacks"]["1"].append("militaerwertung"), "/setup/stacks/1"),
    # principato.zielkarten-verteilen, ln121: one card of each goal stack
    (2, lambda s: s["goals"].update(Anna=["bollwerk", "stadtrecht"]), "/setup/goals/Anna"),
    (2, lambda s: s["goals"].update(Ben=["bollwerk", "palast"]), "/setup/goals"),
    # principato.auslage-groesse, ln113-117: stack 1 must fill the display
    (4, lambda s: s["stacks"].update({"1": s["stacks"]["1"][:6]}), "/setup/stacks/1"),
    # principato.genau-zwei-karten, ln149: a card lies in one place only
    (2, lambda s: s["stacks"]["3"].append("J1-0"), "/setup/stacks/3/9"),
    (2, lambda s: s["stacks"]["3"].append("fremd"), "/setup/stacks/3/9"),
    (2, lambda s: s.update(start_player="Zoe"), "/setup/start_player"),
])
def test_setup_contradicting_the_rulebook_is_invalid(n, change, pointer):
    assert pointer in _pointers(n, change)


def test_a_legal_setup_has_no_errors():
    for n in (2, 3, 4):
        assert validate_record(_record(n, base_setup(n))) == []

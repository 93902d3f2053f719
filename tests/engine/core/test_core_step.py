"""engine.core's skeleton: the shared preamble, one way to refuse, notes to verdicts, typed tasks.

A minimal in-test ruleset ("mini": one player names numbers until a chance roll is due) drives
`Ruleset.step` through every branch of the preamble; the rule ids are the game's own, relative to its slug.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from engine.core import Chance, Choice, Decision, Notes, Ruleset, Verdict, task_from_json
from engine.core.rules import RuleCatalog

RULES = [
    {"id": f"mini.{rule}", "kind": "rule"}
    for rule in ("eintrag-form", "spielende", "ereignis-unerwartet", "ereignis-fehlt", "zugreihenfolge", "zahl")
] + [{"id": "mini.auslegung.null", "kind": "auslegung"}, {"id": "mini.wurf", "kind": "rule",
                                                          "readings": ["mini.auslegung.null"]}]


@pytest.fixture(scope="module")
def catalog(tmp_path_factory) -> RuleCatalog:
    path = tmp_path_factory.mktemp("mini") / "rules.json"
    path.write_text(json.dumps(RULES), encoding="utf-8")
    return RuleCatalog(path, "mini.txt", game="mini")


@dataclass
class MiniState:
    task: Choice | Chance | None
    said: list[int] = field(default_factory=list)


class Mini(Ruleset):
    slug = "mini"

    def __init__(self, catalog: RuleCatalog) -> None:
        self.catalog = catalog

    def setup(self, players, setup):
        return MiniState(Choice(players[0], "turn"))

    def task(self, state):
        return state.task

    def on_move(self, state, choice, entry, notes):
        number = entry.get("number")
        if number == 0:
            notes.reading("mini.auslegung.null")
        if not isinstance(number, int) or number < 0:
            raise self.catalog.refuse("zahl", "Eine Zahl ab 0.", "A number from 0.", got=number)
        said = [*state.said, number]
        task = Chance("roll", choice.player, 1) if number >= 5 else choice.copy()
        return MiniState(None if len(said) >= 4 else task, said)

    def on_event(self, state, chance, entry, notes):
        if entry.get("event") != chance.need:
            raise self.catalog.contradict("mini.wurf", "Fällig ist ein Wurf.", "A roll is due.")
        if "value" not in entry:
            notes.gap("wurf", "Der Wurf ist nicht genannt.", "The roll is not given.", need="value")
        return MiniState(Choice(chance.player, "turn"), state.said)

    def pending(self, state):
        return None if state.task is None else Decision(state.task.player, state.task.kind, "", "")

    def copy_state(self, state):
        return MiniState(state.task, list(state.said))


@pytest.fixture
def mini(catalog) -> Mini:
    return Mini(catalog)


def test_entry_neither_move_nor_event_is_eintrag_form(mini):
    state = mini.setup(["Anna"], {})
    for entry in ([1], {"by": "Anna"}, {"by": "Anna", "move": "say", "event": "roll"}):
        verdict = mini.step(state, entry).verdict
        assert (verdict.status, verdict.rule) == ("illegal", "mini.eintrag-form")


def test_entry_after_the_end_is_spielende(mini):
    state = MiniState(None)
    assert mini.step(state, {"by": "Anna", "move": "say", "number": 1}).verdict.rule == "mini.spielende"


def test_event_without_chance_due_is_inconsistent_and_move_while_chance_due_too(mini):
    turn = mini.setup(["Anna"], {})
    verdict = mini.step(turn, {"event": "roll"}).verdict
    assert (verdict.status, verdict.rule) == ("inconsistent", "mini.ereignis-unerwartet")
    rolling = MiniState(Chance("roll", "Anna", 1))
    verdict = mini.step(rolling, {"by": "Anna", "move": "say", "number": 1}).verdict
    assert (verdict.status, verdict.rule) == ("inconsistent", "mini.ereignis-fehlt")
    assert verdict.details == {"need": "roll"}


def test_wrong_player_is_zugreihenfolge_with_turn_and_decision_wording(mini):
    verdict = mini.step(MiniState(Choice("Anna", "turn")), {"by": "Ben", "move": "say", "number": 1}).verdict
    assert verdict.rule == "mini.zugreihenfolge" and "an der Reihe" in verdict.message_de
    verdict = mini.step(MiniState(Choice("Anna", "choose", rule="mini.zahl")), {"by": "Ben", "move": "say"}).verdict
    assert verdict.rule == "mini.zugreihenfolge" and "muss jetzt entscheiden" in verdict.message_de


def test_refusal_from_inside_a_rule_carries_its_details_and_leaves_the_state(mini):
    state = mini.setup(["Anna"], {})
    outcome = mini.step(state, {"by": "Anna", "move": "say", "number": -3})
    assert outcome.state is None
    assert (outcome.verdict.status, outcome.verdict.rule, outcome.verdict.details) == ("illegal", "mini.zahl",
                                                                                      {"got": -3})
    assert state.said == []


def test_contradict_names_readings_of_its_rule(mini):
    outcome = mini.step(MiniState(Chance("roll", "Anna", 1)), {"event": "deal"})
    assert outcome.verdict.status == "inconsistent"
    assert outcome.verdict.readings == ("mini.auslegung.null",)


def test_reading_noted_makes_a_legal_verdict_rest_on_it(mini):
    outcome = mini.step(mini.setup(["Anna"], {}), {"by": "Anna", "move": "say", "number": 0})
    assert outcome.verdict == Verdict.legal(("mini.auslegung.null",))
    assert outcome.state.said == [0]


def test_gap_makes_the_verdict_unverifiable_and_replay_goes_on(mini):
    outcome = mini.step(MiniState(Chance("roll", "Anna", 1)), {"event": "roll"})
    assert outcome.verdict.status == "unverifiable" and outcome.verdict.proceeds
    assert outcome.verdict.rule == "mini.wurf" and outcome.verdict.details == {"need": "value"}
    assert outcome.verdict.readings == ("mini.auslegung.null",)
    assert isinstance(outcome.state.task, Choice)


def test_check_never_changes_its_argument_and_apply_refuses_what_does_not_proceed(mini):
    state = mini.setup(["Anna"], {})
    assert mini.check(state, {"by": "Anna", "move": "say", "number": 2}).is_legal
    assert state.said == []
    with pytest.raises(ValueError, match="mini.zahl"):
        mini.apply(state, {"by": "Anna", "move": "say", "number": "zwei"})
    assert mini.apply(state, {"by": "Anna", "move": "say", "number": 2}).said == [2]


def test_a_bug_in_a_rule_is_raised_never_a_verdict(mini):
    class Broken(Mini):
        def on_move(self, state, choice, entry, notes):
            return {}["missing"]

    with pytest.raises(KeyError):
        Broken(mini.catalog).step(mini.setup(["Anna"], {}), {"by": "Anna", "move": "say", "number": 1})


def test_relative_and_full_rule_ids_name_the_same_rule(catalog):
    assert catalog.refuse("zahl", "", "").verdict.rule == "mini.zahl"
    assert catalog.refuse("mini.zahl", "", "").verdict.rule == "mini.zahl"
    assert catalog.full_id("auslegung.null") == "mini.auslegung.null"


def test_notes_without_anything_give_the_shared_legal_verdict(catalog):
    assert Notes().verdict(catalog) is Notes().verdict(catalog)


@pytest.mark.parametrize("task", [
    Choice("Anna", "choose", rule="dominion.kapelle", verb="trash", prompt_de="Entsorge", prompt_en="Trash",
           data={"least": 0, "most": 4, "candidates": {"Copper": 2}}),
    Chance("draw", "Ben", 3, {"look": True}),
    Chance("display"),
])
def test_task_json_round_trip_and_copy_independence(task):
    again = task_from_json(json.loads(json.dumps(task.to_json())))
    assert again == task
    copy = task.copy()
    copy.data["added"] = 1
    assert "added" not in task.data


@pytest.mark.parametrize("data", [None, [], {"task": "choice"}, {"task": "chance", "need": "draw", "count": "3"},
                                  {"task": "chance", "need": "draw", "data": []}, {"task": "other"}])
def test_malformed_task_json_is_a_value_error(data: Any):
    with pytest.raises(ValueError):
        task_from_json(data)


def test_format_doc_lies_beside_the_ruleset_module(mini):
    assert mini.format_doc() == Path(__file__).with_name("format.md")


def test_a_game_without_a_picture_module_gets_the_generic_view(mini):
    assert mini.picture({"players": []}, {}) is None


def test_the_picture_module_beside_the_ruleset_draws_the_position():
    from engine.core import get_ruleset
    from engine.games.burgund_karten.picture import picture

    record = json.loads((Path(__file__).parents[2] / "data" / "burgund_karten" / "2p-greedy-seed11.json").read_text())
    record = record.get("record", record)
    ruleset = get_ruleset("burgund-karten")
    state = ruleset.state_to_json(ruleset.setup(record["players"], record["setup"]))
    drawn = ruleset.picture(state, {})
    assert drawn == picture(state, {}) and "pos-burgund-karten" in drawn


def _rule(rule_id):
    return {"id": rule_id, "kind": "rule", "statement_de": "x", "gloss_en": "x", "section": "s01-x", "lines": [1, 1],
            "quote": "x"}


def test_rule_catalog_reads_the_per_expansion_files_beside_rules_json(tmp_path):
    (tmp_path / "rules.json").write_text(json.dumps([_rule("demo.a")]))
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "b.json").write_text(json.dumps([_rule("demo.b")]))
    catalog = RuleCatalog(tmp_path / "rules.json", "rulebook.txt", game="demo")
    assert [rule["id"] for rule in catalog.load()] == ["demo.a", "demo.b"]


def test_rule_catalog_refuses_an_id_defined_twice(tmp_path):
    (tmp_path / "rules.json").write_text(json.dumps([_rule("demo.a")]))
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "b.json").write_text(json.dumps([_rule("demo.a")]))
    with pytest.raises(ValueError, match="demo.a is defined twice"):
        RuleCatalog(tmp_path / "rules.json", "rulebook.txt", game="demo").load()

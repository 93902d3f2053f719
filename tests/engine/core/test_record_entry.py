"""engine.core.validate_entry: one log entry checked against its game's record schema, with JSON pointers.

It must agree with whole-record validation on which entries are valid, resolve `$ref`s into the schema's
`$defs`, and point at the offending value (`/card`, `/move/card` behind `at="/move"`), not just at the entry.
"""

from __future__ import annotations

import json
import pickle
import random
import re
from pathlib import Path
from typing import Any

import pytest

from engine.core import Decision, Ruleset, StateError, get_ruleset, validate_entry
from engine.core.record import RecordError, envelope_schema, schema_errors
from engine.core.registry import registered

ROOT = Path(__file__).resolve().parents[3]


def pointers(errors: list[RecordError]) -> list[str]:
    return [error.pointer for error in errors]


@pytest.mark.parametrize("entry, expected", [
    ({"by": "Anna", "move": "buy", "card": 5}, ["/card"]),
    ({"by": "Anna", "move": "kaufen", "card": "Gold"}, ["/move"]),
    ({"by": "Anna", "move": "buy", "karte": "Gold"}, ["/karte"]),
    ({"by": "Anna", "move": "buy", "card": "Gold", "unknown": 0}, ["/unknown"]),
    ({"by": "Anna", "event": "draw", "cards": []}, ["/cards"]),
    ({"by": "Anna", "event": "draw", "cards": ["Gold", 3]}, ["/cards/1"]),
])
def test_dominion_entry_errors_point_at_the_offending_value(entry, expected):
    assert pointers(validate_entry("dominion", entry)) == expected


@pytest.mark.parametrize("entry, expected", [
    ({"by": "Anna", "move": "action", "action": "stehlen"}, ["/action"]),
    ({"event": "deal", "cards": ["Quatsch"]}, ["/cards/0"]),
    ({"by": "Anna", "move": "buy", "pay": {"silver": -1}}, ["/pay/silver"]),
])
def test_burgund_karten_entry_errors_point_at_the_offending_value(entry, expected):
    assert pointers(validate_entry("burgund-karten", entry)) == expected


def test_at_prefixes_pointers_and_messages():
    [error] = validate_entry("dominion", {"by": "Anna", "move": "buy", "card": 5}, at="/move")
    assert error.pointer == "/move/card"
    assert error.message_de == "falscher Typ bei /move/card"
    assert "not of type" in error.message_en


@pytest.mark.parametrize("entry", [{}, "kaufen", None, [1], {"hallo": 1}])
def test_an_entry_of_no_recognisable_kind_is_one_error_at_the_entry(entry):
    errors = validate_entry("dominion", entry, at="/move")
    assert errors and errors[0].pointer.startswith("/move")


def test_a_valid_entry_has_no_errors():
    assert validate_entry("dominion", {"by": "Anna", "move": "play", "card": "Kupfer"}) == []
    assert validate_entry("dominion", {"by": "Anna", "event": "draw", "count": 5}) == []
    assert validate_entry("burgund-karten", {"by": "Anna", "move": "end-turn"}) == []


def test_an_unknown_game_is_an_error_not_an_exception():
    [error] = validate_entry("schach", {"by": "Anna", "move": "e4"}, at="/move")
    assert error.pointer == "/move" and "Unbekanntes Spiel" in error.message_de


# --- agreement with whole-record validation ---------------------------------------------------------------------


def documented_record(game: str) -> dict[str, Any]:
    text = get_ruleset(game).format_doc().read_text(encoding="utf-8")
    return json.loads(re.search(r"```json\n(.*?)```", text, re.S).group(1))


JUNK = [None, True, 0, 7, -1, "", "Gold", "x/9", [], ["Gold"], [1], {}, {"a": 1}]


@pytest.mark.parametrize("game", ["dominion", "burgund-karten"])
def test_entry_validity_agrees_with_whole_record_validation(game):
    record = documented_record(game)
    schema = get_ruleset(game).record_schema()
    rng = random.Random(10)
    entries = list(record["log"])
    for _ in range(300):
        entry = dict(rng.choice(entries))
        roll = rng.random()
        if roll < 0.5:
            entry[rng.choice([*entry, "card", "cards", "count", "extra"])] = rng.choice(JUNK)
        elif roll < 0.7 and entry:
            del entry[rng.choice(sorted(entry))]
        entries.append(entry)
    record = dict(record, log=entries)
    invalid_by_record = {int(error.pointer.split("/")[2]) for error in schema_errors(schema, record)
                         if error.pointer.startswith("/log/")}
    invalid_by_entry = {index for index, entry in enumerate(entries) if validate_entry(game, entry)}
    assert invalid_by_entry == invalid_by_record
    assert 30 < len(invalid_by_entry) < len(entries)  # the sample holds both kinds


# --- a schema that describes entries through $defs ---------------------------------------------------------------


def defs_schema() -> dict[str, Any]:
    schema = envelope_schema()
    schema["properties"]["game"] = {"const": "defs-test"}
    schema["properties"]["log"] = {"$ref": "#/$defs/log"}
    schema["$defs"] = {
        "log": {"type": "array", "items": {"$ref": "#/$defs/entry"}},
        "entry": {"oneOf": [{"$ref": "#/$defs/move"}, {"$ref": "#/$defs/event"}]},
        "amount": {"type": "integer", "minimum": 1},
        "move": {"type": "object", "required": ["by", "move"], "additionalProperties": False,
                 "properties": {"by": {"type": "string"}, "move": {"const": "add"},
                                "amount": {"$ref": "#/$defs/amount"}}},
        "event": {"type": "object", "required": ["event"], "additionalProperties": False,
                  "properties": {"event": {"const": "nothing"}}},
    }
    return schema


class DefsRuleset(Ruleset):
    """Only its schema matters here."""

    slug = "defs-test"
    schema_builder = staticmethod(defs_schema)

    def setup(self, players, setup):
        return None

    def task(self, state):
        return None

    def on_move(self, state, choice, entry, notes):
        return state

    def on_event(self, state, chance, entry, notes):
        return state

    def pending(self, state) -> Decision | None:
        return None


@pytest.fixture
def defs_game():
    with registered("defs-test", f"{__name__}:DefsRuleset"):
        yield "defs-test"


def test_references_into_defs_resolve_like_in_the_whole_schema(defs_game):
    assert validate_entry(defs_game, {"by": "Anna", "move": "add", "amount": 2}) == []
    assert pointers(validate_entry(defs_game, {"by": "Anna", "move": "add", "amount": 0})) == ["/amount"]
    assert pointers(validate_entry(defs_game, {"by": "Anna", "move": "add", "amount": "2"}, at="/move")) == \
        ["/move/amount"]
    assert pointers(validate_entry(defs_game, {"event": "nothing", "by": "Anna"})) == ["/by"]


def test_a_state_error_carries_pointer_and_both_messages():
    error = StateError("/players/0", "Kein Name.", "No name.")
    assert isinstance(error, ValueError)
    assert (error.pointer, error.message_de, error.message_en) == ("/players/0", "Kein Name.", "No name.")
    assert pickle.loads(pickle.dumps(error)).pointer == "/players/0"

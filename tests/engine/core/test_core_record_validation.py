"""`schema_errors` validates each distinct log entry once; it must report exactly what validating the whole
record at once reports (the reference below is the plain algorithm), for every game's schema."""

import json
import random
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from engine.core import get_ruleset
from engine.core.record import _GERMAN, RecordError, _missing_property, envelope_schema, pointer, schema_errors


def reference_errors(schema, instance):
    errors = []
    found = Draft202012Validator(schema).iter_errors(instance)
    for error in sorted(found, key=lambda e: (pointer(e.absolute_path), e.message)):
        where = pointer(error.absolute_path)
        if error.validator == "required":
            missing = _missing_property(error)
            if missing is not None:
                where = f"{where}/{missing}"
        german = _GERMAN.get(str(error.validator), "ungültig")
        errors.append(RecordError(where, f"{german} bei {where or '/'}", error.message))
    return errors


JUNK = [None, True, False, 0, 1, 1.0, -1, 2.5, float("nan"), "", "x", "Kupfer", [], ["Kupfer"], [1], {}, {"a": 1},
        [["nested"]], {"by": "Anna"}]
KEYS = ["by", "move", "event", "card", "cards", "option", "options", "count", "note", "extra"]


def corrupt(entry, rng):
    entry = dict(entry)
    roll = rng.random()
    if roll < 0.25:
        entry[rng.choice(KEYS)] = rng.choice(JUNK)
    elif roll < 0.4 and entry:
        del entry[rng.choice(sorted(entry))]
    elif roll < 0.55:
        entry = dict(reversed(list(entry.items())))  # same content, other key order
    elif roll < 0.65:
        return rng.choice(JUNK)
    elif roll < 0.75 and "count" in entry:
        entry["count"] = rng.choice([1, 1.0, True, 0, "1"])
    return entry


def records(game, seed):
    from engine.games.dominion.bots import big_money, self_play, smithy_big_money

    rng = random.Random(seed)
    if game == "dominion":
        record, _ = self_play({"A": big_money, "B": smithy_big_money},
                              ["Schmiede", "Dorf", "Markt", "Laboratorium", "Kapelle", "Burggraben", "Keller",
                               "Werkstatt", "Hexe", "Miliz"], seed=seed)
        record["log"] = record["log"][:120] + [{"by": "A", "event": "draw", "count": 2},
                                               {"by": "A", "event": "reveal", "cards": ["Kupfer"]}]
    else:
        corpus = sorted((Path(__file__).resolve().parents[2] / "data" / "burgund_karten").glob("*.json"))
        if not corpus:
            pytest.skip("no burgund-karten corpus")
        record = json.loads(corpus[seed % len(corpus)].read_text(encoding="utf-8"))["record"]
        record["log"] = record["log"][:150]
    yield record  # valid
    for _ in range(6):
        log = [corrupt(entry, rng) if rng.random() < 0.3 else entry for entry in record["log"]]
        yield {**record, "log": log}
    yield {**record, "log": "not a list"}
    yield {**record, "log": [1, 1.0, True, "1", [1], {"by": 1}] * 3}
    yield {**record, "players": [], "setup": [], "log": [{}]}


@pytest.mark.parametrize("game", ["dominion", "burgund-karten"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_fast_schema_errors_equal_the_plain_validation(game, seed):
    try:
        schema = get_ruleset(game).record_schema()
    except KeyError:
        pytest.skip(f"{game} not registered")
    for record in records(game, seed):
        assert schema_errors(schema, record) == reference_errors(schema, record)
        assert schema_errors(envelope_schema(), record) == reference_errors(envelope_schema(), record)


def test_other_schema_shapes_are_validated_as_a_whole():
    schema = envelope_schema()
    schema["properties"]["log"] = {"type": "array", "items": {"$ref": "#/$defs/entry"}, "maxItems": 2}
    schema["$defs"] = {"entry": {"type": "object", "required": ["by"]}}
    record = {"format": "regelwerk-record/1", "game": "x", "players": ["A"], "setup": {},
              "log": [{"by": "A"}, {}, {"by": 1}]}
    assert schema_errors(schema, record) == reference_errors(schema, record)
    assert [e.pointer for e in schema_errors(schema, record)] == ["/log", "/log/1/by"]

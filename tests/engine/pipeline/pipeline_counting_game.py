"""A tiny game for the pipeline tests: players take turns adding 1 to 3 to a total; at 10 the game is over.

It implements the whole `engine.core.Ruleset` contract in a few lines, so the pipeline (schema checks,
state parsing, engine failures, jobs) is tested apart from the real games' rules, and a test can make
the engine fail exactly where it wants (monkeypatching a hook) without touching a real game.

Its record schema describes log entries through `$defs` and `$ref`s, as a game's schema may.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.core import Chance, Choice, Decision, RecordError, Ruleset, StateError
from engine.core.record import envelope_schema
from engine.core.rules import RuleCatalog

SLUG = "zaehlen"
TARGET = "pipeline_counting_game:CountingRuleset"
GOAL = 10

RULES = (
    {"id": "zaehlen.eins-bis-drei", "kind": "regel", "statement_de": "Man zählt 1 bis 3 dazu.",
     "statement_en": "Add 1 to 3.", "quote": "Wer dran ist, zählt eins, zwei oder drei dazu."},
)


class _Catalog(RuleCatalog):
    def _load(self) -> tuple[dict[str, Any], ...]:
        return RULES


def record_schema() -> dict[str, Any]:
    schema = envelope_schema()
    schema["title"] = f"regelwerk-record/1 — {SLUG}"
    schema["properties"]["game"] = {"const": SLUG}
    schema["properties"]["setup"] = {"type": "object", "additionalProperties": False, "properties": {}}
    schema["properties"]["log"] = {"$ref": "#/$defs/log"}
    schema["$defs"] = {
        "log": {"type": "array", "items": {"$ref": "#/$defs/entry"}},
        "entry": {"oneOf": [{"$ref": "#/$defs/move"}, {"$ref": "#/$defs/event"}]},
        "amount": {"type": "integer"},
        "move": {"type": "object", "required": ["by", "move", "amount"], "additionalProperties": False,
                 "properties": {"by": {"type": "string"}, "move": {"const": "add"},
                                "amount": {"$ref": "#/$defs/amount"}}},
        "event": {"type": "object", "required": ["event"], "additionalProperties": False,
                  "properties": {"event": {"const": "nothing"}}},
    }
    return schema


@dataclass
class CountingState:
    players: list[str]
    total: int = 0
    turn: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"players": list(self.players), "total": self.total, "turn": self.turn}

    @classmethod
    def from_json(cls, data: Any) -> CountingState:
        if not isinstance(data, dict):
            raise StateError("", "Ein Zustand ist ein JSON-Objekt.", "A state is a JSON object.")
        if not isinstance(data.get("players"), list) or not all(isinstance(p, str) for p in data["players"]):
            raise StateError("/players", "Spieler fehlen.", "players are missing.")
        for key in ("total", "turn"):
            if type(data.get(key)) is not int:
                raise StateError(f"/{key}", f"„{key}“ muss eine ganze Zahl sein.", f"{key!r} must be an integer.")
        return cls(list(data["players"]), data["total"], data["turn"])


class CountingRuleset(Ruleset):
    slug = SLUG
    catalog = _Catalog(Path(__file__), "zaehlen", SLUG)
    schema_builder = staticmethod(record_schema)
    state_class = CountingState

    def setup(self, players: list[str], setup: dict[str, Any]) -> CountingState:
        return CountingState(list(players))

    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[RecordError]:
        return []

    def task(self, state: CountingState) -> Choice | Chance | None:
        if state.total >= GOAL:
            return None
        return Choice(state.players[state.turn % len(state.players)], "turn")

    def on_move(self, state: CountingState, choice: Choice, entry: dict[str, Any], notes: Any) -> CountingState:
        if entry["amount"] not in (1, 2, 3):
            raise self.catalog.refuse("eins-bis-drei", "Nur 1 bis 3.", "Only 1 to 3.", amount=entry["amount"])
        return CountingState(state.players, state.total + entry["amount"], state.turn + 1)

    def on_event(self, state: CountingState, chance: Chance, entry: dict[str, Any], notes: Any) -> CountingState:
        raise AssertionError("the counting game has no chance")

    def pending(self, state: CountingState) -> Decision | None:
        task = self.task(state)
        if task is None:
            return None
        options = tuple({"by": task.player, "move": "add", "amount": n} for n in (1, 2, 3))
        return Decision(task.player, "turn", "Zählen", "Count", options)


def record(log: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {"format": "regelwerk-record/1", "game": SLUG, "players": ["Anna", "Ben"], "setup": {}, "log": log or []}

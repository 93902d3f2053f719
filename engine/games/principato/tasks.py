"""The open decisions of Principato, typed as core `Choice`s, and their public JSON shape.

Principato has no chance in its log: the record's setup states the order of every stack (see schema.py),
so the state only ever waits for a player. By `Choice.kind`:

- "turn": the player at turn takes an action (activate, swap, favour), moves cubes onto units, or ends;
- "supply": at a military scoring, a player supplies units (ln179), in the order of ln181;
- "discard": after a military scoring, a player may give back Condottieri and Milizen (ln231).

JSON: {"t": kind, "p": player}.
"""

from __future__ import annotations

from typing import Any

from engine.core.step import Choice

KINDS = ("turn", "supply", "discard")
# kind -> (rule that asks, prompt de, prompt en)
_ASK = {
    "turn": ("", "Aktion wählen oder Zug beenden", "take an action or end the turn"),
    "supply": ("principato.militaer-versorgen", "Einheiten versorgen", "supply units"),
    "discard": ("principato.einheiten-abgeben", "Condottieri und Milizen abgeben", "give back condottieri and militia"),
}


def choice(kind: str, player: str) -> Choice:
    rule, de, en = _ASK[kind]
    return Choice(player, kind, rule, "", de, en, {})


def to_json(task: Choice | None) -> dict[str, Any] | None:
    return None if task is None else {"t": task.kind, "p": task.player}


def from_json(data: dict[str, Any] | None) -> Choice | None:
    return None if data is None else choice(data["t"], data["p"])

"""What one step of a game is made of: the open task, the outcome, refusals, gaps and readings.

Every game runs on the same skeleton (`Ruleset.step`, see ruleset.py). A game keeps in its state the
task it waits for, typed here:

- `Choice`: a player must decide (their turn, or an instruction of a card or tile that asks them);
- `Chance`: the record (or the seed) must say what chance did (a draw, a shuffle, a die, a deal).

A rule refuses an entry by raising `Refusal` (built with `RuleCatalog.refuse` for an illegal move or
`RuleCatalog.contradict` for an event that contradicts the state), from wherever it is decided. A fact
the rulebook does not give is a `Gap`, a reading ("Auslegung") the decision rests on is noted by its rule
id: both go into the step's `Notes`, and the skeleton turns them into the verdict (`unverifiable` naming
the first gap, or `legal` with its readings).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.core.verdict import Verdict


class Refusal(Exception):
    """A rule refuses the entry. Raised anywhere inside a game's step; the skeleton returns its verdict."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.rule)
        self.verdict = verdict


@dataclass(frozen=True, slots=True)
class Outcome:
    """The verdict on one entry, and the state after it when the verdict proceeds (else None)."""

    verdict: Verdict
    state: Any = None


@dataclass(frozen=True, slots=True)
class Gap:
    """A fact the decision needs and neither the rulebook nor the record gives."""

    rule: str
    message_de: str
    message_en: str
    details: dict[str, Any] = field(default_factory=dict)


_LEGAL = Verdict.legal()


@dataclass(slots=True)
class Notes:
    """What one step noticed besides refusals: gaps, and the readings its decisions rest on."""

    gaps: list[Gap] = field(default_factory=list)
    readings: list[str] = field(default_factory=list)

    def gap(self, rule: str, de: str, en: str, **details: Any) -> None:
        self.gaps.append(Gap(rule, de, en, details))

    def reading(self, rule: str) -> None:
        self.readings.append(rule)

    def verdict(self, catalog: Any) -> Verdict:
        """`unverifiable` naming the first gap, else `legal`; with every reading noted (and the gap rule's).
        Rule ids are resolved by the game's `RuleCatalog` (relative to its slug)."""
        if not self.gaps:
            if not self.readings:
                return _LEGAL
            return Verdict.legal(tuple(sorted({catalog.full_id(rule) for rule in self.readings})))
        gap = self.gaps[0]
        rule = catalog.full_id(gap.rule)
        readings = tuple(sorted({*(catalog.full_id(r) for r in self.readings), *catalog.readings_for(rule)}))
        return Verdict.unverifiable(rule, gap.message_de, gap.message_en, readings=readings, **gap.details)


def _clone(data: dict[str, Any]) -> dict[str, Any]:
    """A task's own fields are plain data; a flat dict (the usual case) is copied without deepcopy."""
    if all(type(value) in (str, int, bool, type(None)) for value in data.values()):
        return dict(data)
    return copy.deepcopy(data)


@dataclass(slots=True)
class Choice:
    """A player must decide now.

    `kind` is the game's word for what is decided ("turn" for an ordinary turn; "choose" for a card's
    instruction; ...). `rule` is the rule id of the instruction that asks ("" for a turn), `verb` what the
    answer does to cards ("trash", "discard", "topdeck", "gain", "reveal", "play", "react", "return" ...; "" when no
    card moves), so that importers and interfaces can match a decision without reading its prompt.
    `data` holds the game's own fields (candidates, limits ...), plain JSON-like values.
    """

    player: str
    kind: str
    rule: str = ""
    verb: str = ""
    prompt_de: str = ""
    prompt_en: str = ""
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def is_turn(self) -> bool:
        return self.kind == "turn"

    def copy(self) -> Choice:
        return Choice(self.player, self.kind, self.rule, self.verb, self.prompt_de, self.prompt_en, _clone(self.data))

    def to_json(self) -> dict[str, Any]:
        return {"task": "choice", "player": self.player, "kind": self.kind, "rule": self.rule, "verb": self.verb,
                "prompt_de": self.prompt_de, "prompt_en": self.prompt_en, "data": copy.deepcopy(self.data)}


@dataclass(slots=True)
class Chance:
    """The record (or the seed) must say what chance did: an event of kind `need` (e.g. "draw",
    "shuffle", "reveal", "deal", "roll"), concerning `player` (whose pile, who receives; None for the
    table), `count` things (cards, dice) where that applies. `data` holds the game's own fields."""

    need: str
    player: str | None = None
    count: int = 0
    data: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> Chance:
        return Chance(self.need, self.player, self.count, _clone(self.data))

    def to_json(self) -> dict[str, Any]:
        return {"task": "chance", "need": self.need, "player": self.player, "count": self.count,
                "data": copy.deepcopy(self.data)}


Task = Choice | Chance


def task_from_json(data: dict[str, Any]) -> Task:
    """The inverse of `Choice.to_json` / `Chance.to_json`; ValueError for anything else."""
    if not isinstance(data, dict) or not isinstance(data.get("data", {}), dict):
        raise ValueError("a task is an object with a data object")
    if data.get("task") == "choice" and isinstance(data.get("player"), str) and isinstance(data.get("kind"), str):
        return Choice(data["player"], data["kind"], str(data.get("rule", "")), str(data.get("verb", "")),
                      str(data.get("prompt_de", "")), str(data.get("prompt_en", "")), dict(data.get("data", {})))
    if data.get("task") == "chance" and isinstance(data.get("need"), str):
        player = data.get("player")
        count = data.get("count", 0)
        if (player is not None and not isinstance(player, str)) or type(count) is not int:
            raise ValueError("a chance task names a player (or none) and a count")
        return Chance(data["need"], player, count, dict(data.get("data", {})))
    raise ValueError("unknown task")

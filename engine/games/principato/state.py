"""The position: the action-card display and stacks, each principality, the open decision and the agenda.

Plain data, so that `to_json`/`from_json` are exact inverses; the JSON is a public format (a position can
be submitted as state JSON) and `from_json` checks it (state_shape.py).

Tiles are counted per kind, not placed on fields: tiles beside the board count alike (ln97, Q3). Cubes are
counted per storage class: food on the Höfe, money on the Banken, favour on the Kirche (Q7), and the cubes
committed to units per unit and cube (`units`, keys "condottiere-geld" ...).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.core.step import Choice
from engine.games.principato import cards
from engine.games.principato import tasks as open_tasks
from engine.games.principato.state_shape import check_shape

UNIT_SLOTS = tuple(f"{unit}-{cube}" for unit in cards.UNITS for cube in cards.UNIT_CUBES[unit])


@dataclass
class Principality:
    hand: list[str] = field(default_factory=list)  # exactly 2 action cards (ln149)
    tiles: dict[str, int] = field(default_factory=lambda: {t: 0 for t in cards.SUPPLY_TILES + cards.MILITARY})
    cubes: dict[str, int] = field(default_factory=lambda: {c: 0 for c in cards.CUBES})  # spendable, in storage
    units: dict[str, int] = field(default_factory=lambda: {s: 0 for s in UNIT_SLOTS})  # committed (ln99)
    culture: dict[str, list[int | None]] = field(default_factory=lambda: {k: [] for k in cards.CULTURE})
    military_vp: int = 0
    goals: list[str] = field(default_factory=list)

    def copy(self) -> Principality:
        return Principality(list(self.hand), dict(self.tiles), dict(self.cubes), dict(self.units),
                            {k: list(v) for k, v in self.culture.items()}, self.military_vp, list(self.goals))

    def supplied(self, unit: str) -> int:
        return sum(self.units[f"{unit}-{cube}"] for cube in cards.UNIT_CUBES[unit])

    def free(self, unit: str) -> int:
        return self.tiles[unit] - self.supplied(unit)

    def military_tiles(self) -> int:
        return sum(self.tiles[t] for t in cards.MILITARY)

    def strength(self) -> int:
        """ln187-203: Katapult +1, a supplied unit +1, an unsupplied one -1 (favour counts, Q19)."""
        total = self.tiles["katapult"]
        for unit in cards.UNITS:
            total += self.supplied(unit) - self.free(unit)
        return total

    def capacity(self, cube: str) -> int:
        """ln91-93: how many cubes of a kind the storage holds."""
        if cube == "nahrung":
            return cards.HOF_HOLDS * self.tiles["hof"]
        if cube == "geld":
            return cards.BANK_HOLDS * self.tiles["bank"]
        return cards.KIRCHE_HOLDS

    def to_json(self) -> dict[str, Any]:
        return {"hand": list(self.hand), "tiles": dict(self.tiles), "cubes": dict(self.cubes),
                "units": dict(self.units), "culture": {k: list(v) for k, v in self.culture.items()},
                "military_vp": self.military_vp, "goals": list(self.goals)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Principality:
        return cls(list(data["hand"]), dict(data["tiles"]), dict(data["cubes"]), dict(data["units"]),
                   {k: list(v) for k, v in data["culture"].items()}, int(data["military_vp"]), list(data["goals"]))


@dataclass
class GameState:
    players: list[str]
    start: int  # seat of the start player (ln127); he keeps the card all game
    cards: dict[str, dict[str, Any]]  # the record's facts per action card: effect, swap, mark
    principalities: dict[str, Principality]
    culture_supply: dict[str, list[int] | None]  # printed VP still in the supply, when the record states them
    display: list[str] = field(default_factory=list)  # the Auslage, left to right
    refill: list[str] = field(default_factory=list)  # the Auffüllstapel, top first
    stacks: dict[str, list[str]] = field(default_factory=dict)  # the later year stacks, top first
    boxed: int = 0  # action cards put in the box during the game (ln171)
    year: int = 1
    seat: int = 0  # the player at turn (or who was, during a scoring)
    turn_no: int = 0
    actions: int = 0  # actions taken this turn (ln139)
    task: Choice | None = None
    agenda: list[list[str]] = field(default_factory=list)  # what happens next, last item first
    scorings: list[dict[str, Any]] = field(default_factory=list)  # each military scoring's outcome
    over: bool = False
    result: dict[str, Any] | None = None

    @property
    def current(self) -> str:
        return self.players[self.seat]

    def copy(self) -> GameState:
        return GameState(
            list(self.players), self.start, self.cards,  # card facts never change: shared
            {p: z.copy() for p, z in self.principalities.items()},
            {k: None if v is None else list(v) for k, v in self.culture_supply.items()},
            list(self.display), list(self.refill), {k: list(v) for k, v in self.stacks.items()}, self.boxed,
            self.year, self.seat, self.turn_no, self.actions, None if self.task is None else self.task.copy(),
            # a scoring's record is never changed once written: the list is copied, the records shared
            [list(item) for item in self.agenda], list(self.scorings), self.over, copy.deepcopy(self.result),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "players": list(self.players), "start": self.start, "cards": copy.deepcopy(self.cards),
            "principalities": {p: z.to_json() for p, z in self.principalities.items()},
            "culture_supply": {k: None if v is None else list(v) for k, v in self.culture_supply.items()},
            "display": list(self.display), "refill": list(self.refill),
            "stacks": {k: list(v) for k, v in self.stacks.items()}, "boxed": self.boxed, "year": self.year,
            "seat": self.seat, "turn_no": self.turn_no, "actions": self.actions,
            "task": open_tasks.to_json(self.task), "agenda": [list(item) for item in self.agenda],
            "scorings": copy.deepcopy(self.scorings), "over": self.over, "result": copy.deepcopy(self.result),
        }

    @classmethod
    def from_json(cls, data: Any) -> GameState:
        """The state of a JSON snapshot; `engine.core.StateError` when it is malformed."""
        check_shape(data)
        return cls(
            list(data["players"]), int(data["start"]), copy.deepcopy(data["cards"]),
            {p: Principality.from_json(z) for p, z in data["principalities"].items()},
            {k: None if v is None else list(v) for k, v in data["culture_supply"].items()},
            list(data["display"]), list(data["refill"]), {k: list(v) for k, v in data["stacks"].items()},
            int(data["boxed"]), int(data["year"]), int(data["seat"]), int(data["turn_no"]), int(data["actions"]),
            open_tasks.from_json(data["task"]), [list(item) for item in data["agenda"]],
            copy.deepcopy(data["scorings"]), bool(data["over"]), copy.deepcopy(data["result"]),
        )

"""The position: the board (cities, ships, bag, personalities, pass track), each player's family, goods, cards
and points, the open decision and the agenda.

Plain data, so that `to_json`/`from_json` are exact inverses; the JSON is a public format (a position can be
submitted as state JSON) and `from_json` checks it first (state_shape.py).

A city holds who stands on its Fürst and Fürstin fields, who lies on its star, and its face-down book tiles
(top first; "?" when the record does not state them). A city with both fields taken is married (ln454).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.core.step import Task
from engine.games.dynasties import board
from engine.games.dynasties import tasks as open_tasks
from engine.games.dynasties.state_shape import check_shape


def new_zone() -> dict[str, Any]:
    return {"supply": board.SUPPLY_FIGURES, "goods": {g: 0 for g in board.GOODS}, "vp": 0, "hand": [],
            "wappen": {c: 0 for c in board.COUNTRIES}, "books": [], "scoring_cards": 0}


@dataclass
class GameState:
    players: list[str]
    facts: dict[str, Any]  # the record's set-up facts (board, cards, costs ...): never changed, shared
    zones: dict[str, dict[str, Any]]
    cities: dict[str, dict[str, Any]]
    ships: list[dict[str, Any]]
    bag: dict[str, int]
    deck: dict[str, Any]  # the action-card draw pile (engine.core.Pile as JSON)
    discard: list[str] = field(default_factory=list)
    yellow: int = board.YELLOW_CARDS
    slots: list[str | None] = field(default_factory=lambda: [None] * board.PERSONALITIES)
    used: list[bool] = field(default_factory=lambda: [False] * board.PERSONALITIES)
    upper: list[str | None] = field(default_factory=lambda: [None] * board.PASS_FIELDS)
    long: list[str] = field(default_factory=list)
    passed: list[str] = field(default_factory=list)  # in the order they passed
    no_figure: list[str] = field(default_factory=list)  # passed without a figure left (auslegung.vorrat-knapp)
    bonus: dict[str, list[str]] = field(default_factory=dict)  # field -> players standing on it
    leonardo: str | None = None  # who stands on the Leonardo field this round (auslegung.leonardo-feld)
    round: int = 1
    start: int = 0  # seat of the start player (ln33, ln781)
    seat: int = 0  # seat of the active player (ln516)
    turn_no: int = 0
    split: dict[str, Any] | None = None  # a divide-and-choose under way (trade or marriage)
    task: Task | None = None
    agenda: list[list[Any]] = field(default_factory=list)  # what happens next, last item first
    scorings: list[dict[str, Any]] = field(default_factory=list)
    over: bool = False
    result: dict[str, Any] | None = None

    @property
    def current(self) -> str:
        return self.players[self.seat]

    def copy(self) -> GameState:
        new = copy.copy(self)
        for name in ("zones", "cities", "ships", "bag", "deck", "discard", "slots", "used", "upper", "long", "passed",
                     "no_figure", "bonus", "split", "agenda", "scorings", "result"):
            setattr(new, name, copy.deepcopy(getattr(self, name)))
        new.players = list(self.players)
        new.task = None if self.task is None else self.task.copy()
        return new

    def to_json(self) -> dict[str, Any]:
        return {
            "players": list(self.players), "facts": copy.deepcopy(self.facts), "zones": copy.deepcopy(self.zones),
            "cities": copy.deepcopy(self.cities), "ships": copy.deepcopy(self.ships), "bag": dict(self.bag),
            "deck": copy.deepcopy(self.deck), "discard": list(self.discard), "yellow": self.yellow,
            "slots": list(self.slots), "used": list(self.used), "upper": list(self.upper), "long": list(self.long),
            "passed": list(self.passed), "no_figure": list(self.no_figure), "bonus": copy.deepcopy(self.bonus),
            "leonardo": self.leonardo, "round": self.round, "start": self.start, "seat": self.seat,
            "turn_no": self.turn_no, "split": copy.deepcopy(self.split), "task": open_tasks.to_json(self.task),
            "agenda": copy.deepcopy(self.agenda), "scorings": copy.deepcopy(self.scorings), "over": self.over,
            "result": copy.deepcopy(self.result),
        }

    @classmethod
    def from_json(cls, data: Any) -> GameState:
        """The state of a JSON snapshot; `engine.core.StateError` when it is malformed."""
        check_shape(data)
        d = copy.deepcopy(data)
        return cls(
            d["players"], d["facts"], d["zones"], d["cities"], d["ships"], d["bag"], d["deck"], d["discard"],
            d["yellow"], d["slots"], d["used"], d["upper"], d["long"], d["passed"], d["no_figure"], d["bonus"],
            d["leonardo"], d["round"], d["start"], d["seat"], d["turn_no"], d["split"],
            open_tasks.from_json(d["task"]), d["agenda"], d["scorings"], d["over"], d["result"],
        )

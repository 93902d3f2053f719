"""The position: common material, each player's zones, the Durchgang/Runde/turn, and the open tasks.

`tasks` is a stack (last = on top) of what must happen next: a player's `Choice` or a `Chance` event
(see tasks.py). Everything else is plain data so that `to_json`/`from_json` are exact inverses; the
JSON is a public format (a position can be submitted as state JSON), checked by `from_json`.
"""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.core.pile import Pile
from engine.core.step import Task
from engine.games.burgund_karten import tasks as open_tasks
from engine.games.burgund_karten.state_shape import check_shape


@dataclass
class Group:
    """Cards of one kind stacked in the Fürstentum. `kind` is "Kloster" for a group of monasteries only."""

    kind: str
    cards: list[str] = field(default_factory=list)

    @property
    def complete(self) -> bool:
        return len(self.cards) >= 3

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "cards": list(self.cards)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Group:
        return cls(data["kind"], list(data["cards"]))


@dataclass
class PlayerZones:
    stack: list[str] = field(default_factory=list)  # personal face-down stack, known cards (top first)
    stack_unknown: int = 0  # cards of the stack the record has not shown (drawn first)
    hand: list[str] = field(default_factory=list)
    hand_unknown: int = 0
    projects: list[str] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    workers: int = 0
    silver: int = 0
    goods: Counter[str] = field(default_factory=Counter)
    animals: Counter[str] = field(default_factory=Counter)
    sold: int = 0  # sold goods, 1 VP each (ln163)
    vp_cards: int = 0  # VP from VP cards (A6, Wachturm, phase bonus, Egon's monasteries)
    bonus: list[str] = field(default_factory=list)  # "1.:Burg", "7:4" ...

    def copy(self) -> PlayerZones:
        return PlayerZones(
            list(self.stack), self.stack_unknown, list(self.hand), self.hand_unknown, list(self.projects),
            [Group(g.kind, list(g.cards)) for g in self.groups], self.workers, self.silver, Counter(self.goods),
            Counter(self.animals), self.sold, self.vp_cards, list(self.bonus),
        )

    def stack_size(self) -> int:
        return len(self.stack) + self.stack_unknown

    def hand_size(self) -> int:
        return len(self.hand) + self.hand_unknown

    def to_json(self) -> dict[str, Any]:
        return {
            "stack": list(self.stack), "stack_unknown": self.stack_unknown,
            "hand": list(self.hand), "hand_unknown": self.hand_unknown,
            "projects": list(self.projects), "groups": [g.to_json() for g in self.groups],
            "workers": self.workers, "silver": self.silver,
            "goods": dict(sorted((+self.goods).items())), "animals": dict(sorted((+self.animals).items())),
            "sold": self.sold, "vp_cards": self.vp_cards, "bonus": list(self.bonus),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlayerZones:
        return cls(
            list(data["stack"]), int(data["stack_unknown"]), list(data["hand"]), int(data["hand_unknown"]),
            list(data["projects"]), [Group.from_json(g) for g in data["groups"]],
            int(data["workers"]), int(data["silver"]), Counter(data["goods"]), Counter(data["animals"]),
            int(data["sold"]), int(data["vp_cards"]), list(data["bonus"]),
        )


@dataclass
class GameState:
    players: list[str]
    seed: str | None
    deck_known: bool  # the record's setup lists all 114 cards: the pile holds full tokens
    draw_pile: Pile
    zones: dict[str, PlayerZones]
    discard: Counter[str] = field(default_factory=Counter)
    display: list[list[str]] = field(default_factory=lambda: [[] for _ in range(6)])
    goods_stacks: list[list[str]] = field(default_factory=lambda: [[], []])  # top first
    animal_stacks: list[list[str]] = field(default_factory=lambda: [[], []])
    first_bonus: list[str] = field(default_factory=list)  # kinds whose "1." card is still in the supply
    seven_bonus: list[int] = field(default_factory=list)  # the "Alle 7 Arten" stack, top first
    start_card: dict[str, Any] = field(default_factory=dict)  # {"holder": index, "flipped": bool}
    phase: int = 0  # Durchgang index 0..4 (A..E)
    round: int = 0  # 1..6 while playing
    order: list[int] = field(default_factory=list)  # seat indexes of this Durchgang, start player first
    seat: int = 0  # position in `order` of the player at turn
    turn_no: int = 0
    turn: dict[str, Any] = field(default_factory=dict)  # {"player", "bought", "played", "acted", "end"}
    tasks: list[Task] = field(default_factory=list)
    shuffles: int = 0
    egon: dict[str, Any] | None = None  # solo: {"stacks": [cards or None] x 5, "groups": [...], "bonus": [...], "lost"}
    over: bool = False
    result: dict[str, Any] | None = None
    events: list[dict[str, Any]] | None = None  # when a list: the chance events the seed dealt (not serialised)

    @property
    def solo(self) -> bool:
        return len(self.players) == 1

    @property
    def current(self) -> str | None:
        return self.turn.get("player")

    def copy(self) -> GameState:
        """A deep copy, written out by hand: every step copies the state it judges, and deepcopy was the hot spot."""
        return GameState(
            players=list(self.players), seed=self.seed, deck_known=self.deck_known,
            draw_pile=self.draw_pile.copy(),
            zones={p: z.copy() for p, z in self.zones.items()}, discard=Counter(self.discard),
            display=[list(r) for r in self.display], goods_stacks=[list(s) for s in self.goods_stacks],
            animal_stacks=[list(s) for s in self.animal_stacks], first_bonus=list(self.first_bonus),
            seven_bonus=list(self.seven_bonus), start_card=dict(self.start_card), phase=self.phase, round=self.round,
            order=list(self.order), seat=self.seat, turn_no=self.turn_no, turn=dict(self.turn),
            tasks=[task.copy() for task in self.tasks],
            shuffles=self.shuffles, egon=copy.deepcopy(self.egon), over=self.over, result=copy.deepcopy(self.result),
            events=None if self.events is None else list(self.events),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "players": list(self.players), "seed": self.seed, "deck_known": self.deck_known,
            "draw": self.draw_pile.to_json(), "zones": {p: z.to_json() for p, z in self.zones.items()},
            "discard": dict(sorted((+self.discard).items())), "display": copy.deepcopy(self.display),
            "goods_stacks": copy.deepcopy(self.goods_stacks), "animal_stacks": copy.deepcopy(self.animal_stacks),
            "first_bonus": list(self.first_bonus), "seven_bonus": list(self.seven_bonus),
            "start_card": dict(self.start_card), "phase": self.phase, "round": self.round,
            "order": list(self.order), "seat": self.seat, "turn_no": self.turn_no, "turn": copy.deepcopy(self.turn),
            "tasks": [open_tasks.to_json(task) for task in self.tasks], "shuffles": self.shuffles, "egon": copy.deepcopy(self.egon),
            "over": self.over, "result": copy.deepcopy(self.result),
            "gaps": [],  # kept for the format's sake: gaps and readings are the verdict's, never the state's
        }

    @classmethod
    def from_json(cls, data: Any) -> GameState:
        """The state of a JSON snapshot; `engine.core.StateError` when it is malformed."""
        check_shape(data)
        return cls(
            players=list(data["players"]), seed=data.get("seed"), deck_known=bool(data["deck_known"]),
            draw_pile=Pile.from_json(data["draw"]),
            zones={p: PlayerZones.from_json(z) for p, z in data["zones"].items()},
            discard=Counter(data.get("discard", {})), display=copy.deepcopy(data["display"]),
            goods_stacks=copy.deepcopy(data["goods_stacks"]), animal_stacks=copy.deepcopy(data["animal_stacks"]),
            first_bonus=list(data["first_bonus"]), seven_bonus=[int(v) for v in data["seven_bonus"]],
            start_card=dict(data["start_card"]), phase=int(data["phase"]), round=int(data["round"]),
            order=[int(i) for i in data["order"]], seat=int(data["seat"]), turn_no=int(data["turn_no"]),
            turn=copy.deepcopy(data["turn"]), tasks=[open_tasks.from_json(task) for task in data["tasks"]], shuffles=int(data["shuffles"]),
            egon=copy.deepcopy(data.get("egon")), over=bool(data["over"]), result=copy.deepcopy(data.get("result")),
        )

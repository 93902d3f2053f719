"""The Dominion position: supply, each player's cards, the turn, and the running card effects."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.core.pile import Pile


@dataclass
class PlayerCards:
    """One player's cards. `hand_unknown`/`discard_unknown` count cards not seen by the record
    (hidden draws); their identities are in `pile.pool` until a reveal resolves them."""

    pile: Pile = field(default_factory=Pile)
    hand: Counter[str] = field(default_factory=Counter)
    hand_unknown: int = 0
    discard: Counter[str] = field(default_factory=Counter)
    discard_unknown: int = 0
    in_play: list[str] = field(default_factory=list)
    revealed: list[str] = field(default_factory=list)  # revealed or set aside by a running effect
    turns: int = 0

    def hand_size(self) -> int:
        return sum(self.hand.values()) + self.hand_unknown

    def all_cards(self) -> Counter[str]:
        """Every known card the player owns (for scoring; unknown cards must be resolved by then)."""
        total = Counter(self.hand) + Counter(self.discard) + Counter(self.in_play) + Counter(self.revealed)
        total.update(self.pile.contents())
        return total

    def to_json(self) -> dict[str, Any]:
        return {
            "pile": self.pile.to_json(),
            "hand": dict(sorted((+self.hand).items())),
            "hand_unknown": self.hand_unknown,
            "discard": dict(sorted((+self.discard).items())),
            "discard_unknown": self.discard_unknown,
            "in_play": list(self.in_play),
            "revealed": list(self.revealed),
            "turns": self.turns,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlayerCards:
        return cls(
            Pile.from_json(data["pile"]),
            Counter(data.get("hand", {})),
            int(data.get("hand_unknown", 0)),
            Counter(data.get("discard", {})),
            int(data.get("discard_unknown", 0)),
            list(data.get("in_play", [])),
            list(data.get("revealed", [])),
            int(data.get("turns", 0)),
        )


@dataclass
class Frame:
    """A running effect: the generator is rebuilt from `effect` + `args` and fed `sent` to resume."""

    effect: str
    args: dict[str, Any]
    sent: list[Any] = field(default_factory=list)


@dataclass
class GameState:
    players: list[str]
    editions: list[str]
    kingdom: list[str]
    seed: str | None
    supply: dict[str, int]
    trash: Counter[str] = field(default_factory=Counter)
    cards: dict[str, PlayerCards] = field(default_factory=dict)
    active: int = 0
    phase: str = "start"  # start, action, buy, cleanup, over
    turn: int = 0
    actions: int = 0
    buys: int = 0
    coins: int = 0
    flags: dict[str, Any] = field(default_factory=dict)  # this turn's lasting effects
    stack: list[Frame] = field(default_factory=list)
    waiting: dict[str, Any] | None = None  # the open decision or chance event
    shuffles: dict[str, int] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    gaps: list[dict[str, Any]] = field(default_factory=list)  # facts the current entry needed but the record lacks

    @property
    def player(self) -> str:
        return self.players[self.active]

    def copy(self) -> GameState:
        return copy.deepcopy(self)

    def to_json(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "editions": list(self.editions),
            "kingdom": list(self.kingdom),
            "seed": self.seed,
            "supply": dict(self.supply),
            "trash": dict(sorted((+self.trash).items())),
            "cards": {name: pc.to_json() for name, pc in self.cards.items()},
            "active": self.active,
            "phase": self.phase,
            "turn": self.turn,
            "actions": self.actions,
            "buys": self.buys,
            "coins": self.coins,
            "flags": copy.deepcopy(self.flags),
            "stack": [{"effect": f.effect, "args": copy.deepcopy(f.args), "sent": copy.deepcopy(f.sent)} for f in self.stack],
            "waiting": copy.deepcopy(self.waiting),
            "shuffles": dict(self.shuffles),
            "result": copy.deepcopy(self.result),
            "gaps": copy.deepcopy(self.gaps),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameState:
        return cls(
            players=list(data["players"]),
            editions=list(data["editions"]),
            kingdom=list(data["kingdom"]),
            seed=data.get("seed"),
            supply={k: int(v) for k, v in data["supply"].items()},
            trash=Counter(data.get("trash", {})),
            cards={name: PlayerCards.from_json(pc) for name, pc in data["cards"].items()},
            active=int(data.get("active", 0)),
            phase=data.get("phase", "start"),
            turn=int(data.get("turn", 0)),
            actions=int(data.get("actions", 0)),
            buys=int(data.get("buys", 0)),
            coins=int(data.get("coins", 0)),
            flags=copy.deepcopy(data.get("flags", {})),
            stack=[Frame(f["effect"], copy.deepcopy(f["args"]), copy.deepcopy(f["sent"])) for f in data.get("stack", [])],
            waiting=copy.deepcopy(data.get("waiting")),
            shuffles={k: int(v) for k, v in data.get("shuffles", {}).items()},
            result=copy.deepcopy(data.get("result")),
            gaps=copy.deepcopy(data.get("gaps", [])),
        )

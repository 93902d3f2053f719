"""The Dominion position: supply, each player's cards, the turn, and the running card effects."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.core.pile import Pile
from engine.core.step import Chance, Choice

_new_counter = Counter.__new__  # Counter(c) runs Counter.update in Python; a plain dict copy is 4× faster
_dict_update = dict.update
_ATOMS = frozenset({str, int, float, bool, type(None)})


def _counter(counts: Counter[str]) -> Counter[str]:
    new = _new_counter(Counter)
    _dict_update(new, counts)
    return new


def _flat(data: dict[str, Any]) -> dict[str, Any]:
    """`clone` for a dict that usually holds plain values only (the turn flags)."""
    new = dict(data)
    return new if _ATOMS.issuperset(map(type, new.values())) else clone(data)


def clone(value: Any) -> Any:
    """A deep copy of JSON-like data (dicts, lists, Counters of card counts, atoms); anything else goes
    through `copy.deepcopy`. The state's data never aliases itself, so no memo is needed."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is dict:
        return {key: clone(item) for key, item in value.items()}
    if kind is list:
        return [clone(item) for item in value]
    if kind is Counter:
        return _counter(value)
    return copy.deepcopy(value)


@dataclass(slots=True)
class PlayerCards:
    """One player's cards. `hand_unknown`/`discard_unknown`/`revealed_unknown` count cards not seen by
    the record (hidden draws, cards looked at unseen); their identities are in `draw_pile.pool` until a
    reveal resolves them."""

    draw_pile: Pile = field(default_factory=Pile)
    hand: Counter[str] = field(default_factory=Counter)
    hand_unknown: int = 0
    discard: Counter[str] = field(default_factory=Counter)
    discard_unknown: int = 0
    in_play: list[str] = field(default_factory=list)
    revealed: list[str] = field(default_factory=list)  # revealed or set aside by a running effect
    turns: int = 0
    revealed_unknown: int = 0  # looked at (Torwächterin) without the record naming them
    # cards that stay in play past the clean-up (durations, and what played them), until their next turn
    durations: list[str] = field(default_factory=list)
    mats: dict[str, list[str]] = field(default_factory=dict)  # the player's mats (Eingeborenendorf, Insel)
    tokens: dict[str, int] = field(default_factory=dict)  # counters and tokens ("vp": Siegpunktmarker ...)
    # The draw pile is shared with the cards this copy was derived from until `own_draw_pile` copies it.
    _draw_pile_shared: bool = field(default=False, init=False, repr=False, compare=False)

    def copy(self) -> PlayerCards:
        """An independent copy."""
        new = self.derive()
        new.draw_pile = self.draw_pile.copy()
        new._draw_pile_shared = False
        return new

    def derive(self) -> PlayerCards:
        """Copy-on-write copy for `GameState.own`: the zones are copied, the draw pile stays shared until
        `own_draw_pile` (a played Kupfer changes hand and play, never the draw pile)."""
        new = PlayerCards.__new__(PlayerCards)
        new.draw_pile = self.draw_pile
        new.hand = _counter(self.hand)
        new.hand_unknown = self.hand_unknown
        new.discard = _counter(self.discard)
        new.discard_unknown = self.discard_unknown
        new.in_play = list(self.in_play)
        new.revealed = list(self.revealed)
        new.turns = self.turns
        new.revealed_unknown = self.revealed_unknown
        new.durations = list(self.durations) if self.durations else []
        new.mats = {name: list(mat) for name, mat in self.mats.items()} if self.mats else {}
        new.tokens = dict(self.tokens) if self.tokens else {}
        new._draw_pile_shared = True
        return new

    def own_draw_pile(self) -> Pile:
        """The draw pile, copied first if it is still shared: the only way to get the pile to change."""
        if self._draw_pile_shared:
            self.draw_pile = self.draw_pile.copy()
            self._draw_pile_shared = False
        return self.draw_pile

    def hand_size(self) -> int:
        return sum(self.hand.values()) + self.hand_unknown

    def all_cards(self) -> Counter[str]:
        """Every known card the player owns (for scoring; unknown cards must be resolved by then)."""
        total = Counter(self.hand) + Counter(self.discard) + Counter(self.in_play) + Counter(self.revealed)
        total.update(self.draw_pile.contents())
        total.update(self.durations)
        for mat in self.mats.values():
            total.update(mat)
        return total

    def count(self, tag: str) -> int:
        """`all_cards()[tag]`, without building the whole Counter (the same sums, clamped the same way)."""
        # Counter addition drops what is not positive after each step; only hand + discard can fall below
        # zero (the list counts that follow are never negative)
        total = self.hand.get(tag, 0) + self.discard.get(tag, 0)  # Counter: as [tag], without __missing__
        if total < 0:
            total = 0
        total += self.in_play.count(tag) + self.revealed.count(tag)
        if self.durations or self.mats:
            total += self.durations.count(tag) + sum(mat.count(tag) for mat in self.mats.values())
        draw_pile = self.draw_pile  # its contents()[tag]: the known top, plus the pool when none is outstanding
        pool = draw_pile.pool
        return total + draw_pile.top.count(tag) + (pool.get(tag, 0) if sum(pool.values()) == draw_pile.hidden else 0)

    def to_json(self) -> dict[str, Any]:
        return {
            "pile": self.draw_pile.to_json(),  # the JSON key stays "pile" (a public format)
            "hand": dict(sorted((+self.hand).items())),
            "hand_unknown": self.hand_unknown,
            "discard": dict(sorted((+self.discard).items())),
            "discard_unknown": self.discard_unknown,
            "in_play": list(self.in_play),
            "revealed": list(self.revealed),
            "turns": self.turns,
            # only when there are any: states without them serialise as they always did
            **({"revealed_unknown": self.revealed_unknown} if self.revealed_unknown else {}),
            # the zones and tokens of later expansions, only when used (base and Intrige states stay as they were)
            **({"durations": list(self.durations)} if self.durations else {}),
            **({"mats": {name: list(mat) for name, mat in sorted(self.mats.items())}} if self.mats else {}),
            **({"tokens": dict(sorted(self.tokens.items()))} if self.tokens else {}),
        }


@dataclass(slots=True)
class Frame:
    """A running effect: the generator is rebuilt from `effect` + `args` and fed `sent` to resume.

    `args` and every value in `sent` are never changed once stored (effects only read their args and
    copy a received list before changing it), so copies of a frame share them; only `sent` itself grows.
    """

    effect: str
    args: dict[str, Any]
    sent: list[Any] = field(default_factory=list)

    def copy(self) -> Frame:
        return Frame(self.effect, self.args, list(self.sent))


# `GameState._shared` keys of the state's own parts shared by `derive` (tuples: never a player's name)
_SUPPLY, _TRASH, _SHUFFLES, _FLAGS = ("supply",), ("trash",), ("shuffles",), ("flags",)
_TOKENS, _DECKS = ("tokens",), ("decks",)
_FIELDS = (_SUPPLY, _TRASH, _SHUFFLES, _FLAGS, _TOKENS, _DECKS)


@dataclass(slots=True)
class GameState:
    """Slotted, as are `PlayerCards` and `Frame`: the engine reads and writes their attributes all the time,
    and an instance whose `__dict__` was ever touched reads them ~3× slower (CPython 3.11). `copy`, `derive`
    and `_copy_common` therefore name every field; test_slotted_state_copies_every_field pins that they miss none."""

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
    # what a running instruction waits for: a player's decision (`Choice`, kind "choose") or a draw,
    # reveal or shuffle (`Chance`); None between instructions, when the active player's turn is open
    task: Choice | Chance | None = None
    shuffles: dict[str, int] = field(default_factory=dict)
    result: dict[str, Any] | None = None
    trash_unknown: int = 0  # cards trashed without the record naming them
    # tokens on the table: "embargo:<card>" (Embargo-Marker on a pile), "trade-route:<card>" (a token still
    # on a victory pile), "trade-route" (tokens on the Handelsroute mat); written only when there are any
    tokens: dict[str, int] = field(default_factory=dict)
    # piles beside the supply: "black-market" (the Schwarzmarkt deck, top first); only when there are any
    decks: dict[str, list[str]] = field(default_factory=dict)
    # kingdom piles the record does not name (setup.kingdom_unknown): never bought, gained or emptied, so
    # they count as supply piles that are not empty; only when there are any
    kingdom_unknown: int = 0
    # What is still shared with the state this one was derived from: player names (their cards) and
    # the `_FIELDS` keys; `own` / `own_supply` ... copy a part on its first change.
    _shared: set[Any] | frozenset[Any] = field(default=frozenset(), init=False, repr=False, compare=False)
    # what the game's cards do (`model.profile_of`), worked out once per game and shared by its states
    profile: Any = field(default=None, init=False, repr=False, compare=False)
    fast: bool | None = field(default=None, init=False, repr=False, compare=False)  # profile.fast, once known

    @property
    def player(self) -> str:
        return self.players[self.active]

    def copy(self) -> GameState:
        """An independent copy: changing it never changes `self` (use it before editing a state by hand).

        Hand-written instead of `copy.deepcopy` (which cost ~85% of the engine's time); the frames' args
        and sent values are shared, they never change (see `Frame`).
        """
        new = self._copy_common()
        new.supply = dict(self.supply)
        new.trash = _counter(self.trash)
        new.flags = _flat(self.flags)
        new.shuffles = dict(self.shuffles)
        new.tokens = dict(self.tokens)
        new.decks = {name: list(deck) for name, deck in self.decks.items()} if self.decks else {}
        new.players = list(self.players)
        new.editions = list(self.editions)
        new.kingdom = list(self.kingdom)
        new.cards = {name: cards.copy() for name, cards in self.cards.items()}
        return new

    def derive(self) -> GameState:
        """The engine's copy-on-write copy (`moves` builds each next state on one): like `copy`, but every
        player's `PlayerCards` stays shared with `self` until `own(player)` copies it, so do `supply`,
        `trash`, `shuffles` and `flags` until `own_supply()` ... `own_flags()`, and `players`, `editions`
        and `kingdom` (which no rule changes) stay shared for good. Code that changes any of them must
        get it from its `own...` method, never from the attribute; a shared part is never changed.
        Neither state may be edited by hand afterwards (`copy` first).
        """
        new = self._copy_common()
        new.cards = dict(self.cards)
        shared = set(self.cards)
        shared.update(_FIELDS)
        new._shared = shared
        return new

    def own_supply(self) -> dict[str, int]:
        if _SUPPLY in self._shared:
            self._shared.discard(_SUPPLY)  # type: ignore[union-attr]
            self.supply = dict(self.supply)
        return self.supply

    def own_trash(self) -> Counter[str]:
        if _TRASH in self._shared:
            self._shared.discard(_TRASH)  # type: ignore[union-attr]
            self.trash = _counter(self.trash)
        return self.trash

    def own_shuffles(self) -> dict[str, int]:
        if _SHUFFLES in self._shared:
            self._shared.discard(_SHUFFLES)  # type: ignore[union-attr]
            self.shuffles = dict(self.shuffles)
        return self.shuffles

    def own_tokens(self) -> dict[str, int]:
        if _TOKENS in self._shared:
            self._shared.discard(_TOKENS)  # type: ignore[union-attr]
            self.tokens = dict(self.tokens)
        return self.tokens

    def own_decks(self) -> dict[str, list[str]]:
        if _DECKS in self._shared:
            self._shared.discard(_DECKS)  # type: ignore[union-attr]
            self.decks = {name: list(deck) for name, deck in self.decks.items()}
        return self.decks

    def own_flags(self) -> dict[str, Any]:
        if _FLAGS in self._shared:
            self._shared.discard(_FLAGS)  # type: ignore[union-attr]
            self.flags = _flat(self.flags)
        return self.flags

    def own(self, player: str) -> PlayerCards:
        """`player`'s cards, copied first if they are still shared: the only way to get cards to change
        (their draw pile in turn only through `PlayerCards.own_draw_pile`)."""
        if player in self._shared:
            self._shared.discard(player)  # type: ignore[union-attr]
            self.cards[player] = self.cards[player].derive()
        return self.cards[player]

    def _copy_common(self) -> GameState:
        new = GameState.__new__(GameState)
        new.players = self.players
        new.editions = self.editions
        new.kingdom = self.kingdom
        new.seed = self.seed
        new.supply = self.supply
        new.trash = self.trash
        new.cards = self.cards
        new.active = self.active
        new.phase = self.phase
        new.turn = self.turn
        new.actions = self.actions
        new.buys = self.buys
        new.coins = self.coins
        new.flags = self.flags
        new.shuffles = self.shuffles
        new.trash_unknown = self.trash_unknown
        new.tokens = self.tokens
        new.decks = self.decks
        new.kingdom_unknown = self.kingdom_unknown
        new.profile = self.profile
        new.fast = self.fast
        new._shared = frozenset()
        new.stack = [frame.copy() for frame in self.stack] if self.stack else []
        new.task = None if self.task is None else copy_task(self.task)
        new.result = None if self.result is None else clone(self.result)
        return new

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
            "stack": [{"effect": f.effect, "args": copy.deepcopy(f.args), "sent": copy.deepcopy(f.sent)}
                      for f in self.stack],
            "waiting": task_to_json(self.task),
            "shuffles": dict(self.shuffles),
            "result": copy.deepcopy(self.result),
            "gaps": [],  # gaps live in a step's notes now; the key stays (the state JSON is a public format)
            **({"trash_unknown": self.trash_unknown} if self.trash_unknown else {}),
            **({"tokens": dict(sorted(self.tokens.items()))} if self.tokens else {}),
            **({"decks": {name: list(deck) for name, deck in sorted(self.decks.items())}} if self.decks else {}),
            **({"kingdom_unknown": self.kingdom_unknown} if self.kingdom_unknown else {}),
        }


def copy_task(task: Choice | Chance) -> Choice | Chance:
    """An independent copy of an open task (its data is JSON-like: `clone` copies it)."""
    if type(task) is Chance:
        return Chance(task.need, task.player, task.count, clone(task.data))
    return Choice(task.player, task.kind, task.rule, task.verb, task.prompt_de, task.prompt_en,  # type: ignore[union-attr]
                  clone(task.data))


def task_to_json(task: Choice | Chance | None) -> dict[str, Any] | None:
    """The open task as the state JSON's "waiting" object, as it always was (the format is public):
    a decision {"kind": "decision", "player", "rule", "prompt_de", "prompt_en", its data fields ...}, a
    chance job {"kind": "draw"|"reveal", "player", "remaining", "got", ["look": true,] "need"}. The verb
    is not written: it is the asking instruction's (`state_json` reads it off the resumed effect)."""
    if task is None:
        return None
    if type(task) is Chance:
        data = task.data
        job: dict[str, Any] = {"kind": data["kind"], "player": task.player, "remaining": task.count,
                               "got": list(data["got"])}
        if data.get("look"):
            job["look"] = True
        if "deck" in data:  # revealed from a deck beside the supply (Schwarzmarkt)
            job["deck"] = data["deck"]
        job["need"] = task.need
        return job
    assert type(task) is Choice
    return {"kind": "decision", "player": task.player, "rule": task.rule, "prompt_de": task.prompt_de,
            "prompt_en": task.prompt_en, **copy.deepcopy(task.data)}

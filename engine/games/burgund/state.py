"""The position of a game of Burgund: the estates, storages and stocks of the players, the main board
(depots, black depot, goods fields, round spaces, bonus tiles, bridge), the face-down supplies and the
open tasks.

The state JSON is a public format (positions are submitted as state JSON); its per-entry digests over the
corpus pin it (tests/data/burgund/state_digests.json).
"""

from __future__ import annotations

from copy import deepcopy
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import StateError
from engine.core.pile import Pile
from engine.core.step import Chance, Choice, Task, task_from_json
from engine.games.burgund import facts, hooks, tiles

PHASES = "ABCDE"


@dataclass
class GameState:
    players: list[str]  # seats clockwise, as the record lists them
    start_player: str
    boards: dict[str, int]
    estates: dict[str, dict[int, str]]  # space -> tile tag
    storage: dict[str, list[str]]  # the 3 storage spaces ("Schlüsselfelder", ln 256-257)
    goods: dict[str, dict[int, int]]  # goods sort (die number) -> cards in the goods storage
    sold: dict[str, dict[int, int]]
    silver: dict[str, int]
    workers: dict[str, int]
    vp: dict[str, int]
    bonus: dict[str, list[str]]  # colour bonus tiles held: "gross:river", "klein:mine"
    bonus_left: dict[str, list[str]]  # space type -> sizes still on the board
    bridge: list[list[str]]  # the bridge's spaces from the first one; each stack top first
    phase: int = 0
    round: int = 0
    round_goods: list[int] = field(default_factory=list)  # on the round spaces, top first
    depot_goods: dict[int, list[int]] = field(default_factory=dict)
    depots: dict[int, list[str]] = field(default_factory=dict)
    black: list[str] = field(default_factory=list)
    supplies: dict[str, Pile] = field(default_factory=dict)
    goods_pile: Pile = field(default_factory=Pile)
    dice: dict[str, list[int]] = field(default_factory=dict)  # unused dice of the round
    white: int | None = None
    order: list[str] = field(default_factory=list)  # turn order of the round (fixed at its start)
    turn_index: int = 0
    bought: bool = False
    tasks: list[Task] = field(default_factory=list)  # the open task is the last
    over: bool = False
    result: dict[str, Any] | None = None
    seed: int | str | None = None
    draws: int = 0
    turn_no: int = 0
    provenance: dict[str, Any] = field(default_factory=dict)
    modules: list[str] = field(default_factory=list)  # the active modules (setup.modules), fixed at set-up
    extra: dict[str, Any] = field(default_factory=dict)  # each active module's own position (hooks.py)

    def board(self, player: str) -> facts.Board:
        """The player's estate board: from the facts, or the one an active module brings (hooks.board)."""
        if not self.modules:
            return facts.board(self.boards[player])
        return hooks.board(self, player) or facts.board(self.boards[player])

    @property
    def current(self) -> str | None:
        return self.order[self.turn_index] if self.order and self.turn_index < len(self.order) else None

    def copy(self) -> GameState:
        new = self._copy()
        if new.modules:
            hooks.shape(new)  # what plain dict copies lose (e.g. pieces players share)
        return new

    def _copy(self) -> GameState:
        return GameState(
            list(self.players), self.start_player, dict(self.boards),
            {p: dict(e) for p, e in self.estates.items()}, {p: list(s) for p, s in self.storage.items()},
            {p: dict(g) for p, g in self.goods.items()}, {p: dict(g) for p, g in self.sold.items()},
            dict(self.silver), dict(self.workers), dict(self.vp), {p: list(b) for p, b in self.bonus.items()},
            {k: list(v) for k, v in self.bonus_left.items()}, [list(s) for s in self.bridge],
            self.phase, self.round, list(self.round_goods), {d: list(g) for d, g in self.depot_goods.items()},
            {d: list(t) for d, t in self.depots.items()}, list(self.black),
            {b: p.copy() for b, p in self.supplies.items()}, self.goods_pile.copy(),
            {p: list(d) for p, d in self.dice.items()}, self.white, list(self.order), self.turn_index,
            self.bought, [t.copy() for t in self.tasks], self.over,
            None if self.result is None else dict(self.result), self.seed, self.draws, self.turn_no,
            self.provenance,  # never changed after setup
            self.modules,  # never changed after setup
            deepcopy(self.extra) if self.extra else {},
        )

    # -- JSON --------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "players": list(self.players),
            "start_player": self.start_player,
            "boards": dict(self.boards),
            "estates": {p: {str(s): t for s, t in sorted(e.items())} for p, e in self.estates.items()},
            "storage": {p: list(s) for p, s in self.storage.items()},
            "goods": {p: {str(k): v for k, v in sorted(g.items())} for p, g in self.goods.items()},
            "sold": {p: {str(k): v for k, v in sorted(g.items())} for p, g in self.sold.items()},
            "silver": dict(self.silver),
            "workers": dict(self.workers),
            "vp": dict(self.vp),
            "bonus": {p: list(b) for p, b in self.bonus.items()},
            "bonus_left": {k: list(v) for k, v in sorted(self.bonus_left.items())},
            "bridge": [list(s) for s in self.bridge],
            "phase": PHASES[self.phase],
            "round": self.round + 1,
            "round_goods": list(self.round_goods),
            "depot_goods": {str(d): list(g) for d, g in sorted(self.depot_goods.items())},
            "depots": {str(d): list(t) for d, t in sorted(self.depots.items())},
            "black": list(self.black),
            "supplies": {b: p.to_json() for b, p in sorted(self.supplies.items())},
            "goods_pile": self.goods_pile.to_json(),
            "dice": {p: list(d) for p, d in self.dice.items()},
            "white": self.white,
            "order": list(self.order),
            "turn_index": self.turn_index,
            "bought": self.bought,
            "tasks": [t.to_json() for t in self.tasks],
            "over": self.over,
            "result": self.result,
            "seed": self.seed,
            "draws": self.draws,
            "turn_no": self.turn_no,
            "provenance": self.provenance,
            # only with modules: the state JSON of a base game stays as it was (digests pin it)
            **({"modules": list(self.modules), "extra": deepcopy(self.extra)} if self.modules else {}),
        }

    @classmethod
    def from_json(cls, data: Any) -> GameState:
        """The state of a JSON snapshot; `StateError` (with a pointer) when it is malformed."""
        if not isinstance(data, dict):
            raise StateError("", "Ein Zustand ist ein Objekt.", "A state is an object.")
        missing = [key for key in FIELDS if key not in data]
        if missing:
            raise StateError(f"/{missing[0]}", "Pflichtangabe fehlt.", "Required field missing.")
        try:
            return _parse(data)
        except StateError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise StateError("", f"Der Zustand ist nicht lesbar: {error}", f"The state cannot be read: {error}") \
                from error


FIELDS = ("players", "start_player", "boards", "estates", "storage", "goods", "sold", "silver", "workers", "vp",
          "bonus", "bonus_left", "bridge", "phase", "round", "round_goods", "depot_goods", "depots", "black",
          "supplies", "goods_pile", "dice", "white", "order", "turn_index", "bought", "tasks", "over", "result",
          "seed", "draws", "turn_no", "provenance")


def _need(ok: bool, where: str, de: str, en: str) -> None:
    if not ok:
        raise StateError(where, de, en)


def _count(value: Any, where: str) -> int:
    _need(type(value) is int and value >= 0, where, "Eine Anzahl ab 0.", "A count from 0.")
    return value


def _tile(value: Any, where: str) -> str:
    _need(tiles.is_tile(value), where, "Kein Sechseck-Plättchen.", "Not a hex tile.")
    return value


def _goods(value: Any, where: str) -> dict[int, int]:
    _need(isinstance(value, dict), where, "Waren: Sorte -> Anzahl.", "Goods: sort -> count.")
    out = {}
    for key, count in value.items():
        _need(key in ("1", "2", "3", "4", "5", "6"), f"{where}/{key}", "Warensorte 1-6.", "Goods sort 1-6.")
        out[int(key)] = _count(count, f"{where}/{key}")
    return out


def _per_player(data: dict[str, Any], key: str, players: list[str]) -> dict[str, Any]:
    value = data[key]
    _need(isinstance(value, dict) and sorted(value) == sorted(players), f"/{key}",
          "Je Spieler ein Eintrag.", "One entry per player.")
    return value


def _pile(value: Any, where: str, known: Any) -> Pile:
    _need(isinstance(value, dict) and isinstance(value.get("top"), list) and isinstance(value.get("pool"), dict),
          where, "Ein Stapel: top, pool, hidden.", "A pile: top, pool, hidden.")
    _need(all(known(t) for t in value["top"]) and all(known(t) and type(n) is int and n >= 0
                                                      for t, n in value["pool"].items()), where,
          "Unbekannte Teile im Stapel.", "Unknown pieces in the pile.")
    _count(value.get("hidden"), f"{where}/hidden")
    _need(value["hidden"] <= sum(value["pool"].values()), f"{where}/hidden", "Mehr verdeckt als im Vorrat.",
          "More hidden than in the pool.")
    return Pile.from_json(value)


_CHOICE_KINDS = {"turn": (), "burg": (), "warenhaus": (), "rathaus": (), "pick": ("building",), "ship": ("fields",)}


def _choice_data_ok(task: Choice) -> bool:
    module_kinds = hooks.choice_kinds()
    if task.kind in module_kinds:
        key = module_kinds[task.kind][4]
        return not key or key in task.data
    if task.kind not in _CHOICE_KINDS or any(key not in task.data for key in _CHOICE_KINDS[task.kind]):
        return False
    if task.kind == "pick":
        return task.data["building"] in ("markt", "schreinerei", "kirche")
    if task.kind == "ship":
        return task.data["fields"] in (1, 2)
    return True


def _parse(data: dict[str, Any]) -> GameState:
    players = data["players"]
    _need(isinstance(players, list) and 1 <= len(players) <= 4 and all(isinstance(p, str) for p in players)
          and len(set(players)) == len(players), "/players", "2 bis 4 Spieler (Namen).", "2 to 4 players (names).")
    modules, extra = _modules(data)
    _need(len(players) >= 2 or any(1 in hooks.registry()[m].players for m in modules), "/players",
          "2 bis 4 Spieler (allein nur mit dem Solo-Spiel).", "2 to 4 players (one only in the solo game).")
    _need(data["start_player"] in players, "/start_player", "Der Startspieler spielt mit.", "A player starts.")
    boards = _per_player(data, "boards", players)
    brought = {p: b for p in players for slug in modules
               if (b := hooks.registry()[slug].board(extra.get(slug), p)) is not None}  # a module's boards
    for p, number in boards.items():
        _need(number in facts.BOARDS or (p in brought and number == brought[p].number), f"/boards/{p}",
              "Tableau 1-10.", "Board 1-10.")
    estates: dict[str, dict[int, str]] = {}
    for p, estate in _per_player(data, "estates", players).items():
        _need(isinstance(estate, dict), f"/estates/{p}", "Feld -> Plättchen.", "Space -> tile.")
        spaces = (brought[p] if p in brought else facts.board(boards[p])).types
        out = {}
        for space, tag in estate.items():
            _need(space.isdigit() and int(space) in spaces, f"/estates/{p}/{space}", "Feld 1-37.", "Space 1-37.")
            out[int(space)] = _tile(tag, f"/estates/{p}/{space}")
        estates[p] = out
    storage = {}
    for p, stored in _per_player(data, "storage", players).items():
        _need(isinstance(stored, list) and (len(stored) <= 3 or any(hooks.registry()[m].storage_unlimited
                                                                    for m in modules)),
              f"/storage/{p}", "Höchstens 3 Plättchen.", "At most 3.")
        storage[p] = [_tile(t, f"/storage/{p}/{i}") for i, t in enumerate(stored)]
    goods = {p: _goods(g, f"/goods/{p}") for p, g in _per_player(data, "goods", players).items()}
    for p, g in goods.items():
        _need(sum(1 for n in g.values() if n) <= 3 or any(hooks.registry()[m].goods_sorts_unlimited for m in modules),
              f"/goods/{p}", "Höchstens 3 Warensorten.", "At most 3 sorts.")
    sold = {p: _goods(g, f"/sold/{p}") for p, g in _per_player(data, "sold", players).items()}
    counts = {key: {p: _count(v, f"/{key}/{p}") for p, v in _per_player(data, key, players).items()}
              for key in ("silver", "workers", "vp")}
    bonus = {p: [str(b) for b in held] for p, held in _per_player(data, "bonus", players).items()}
    bonus_left = {str(k): [str(s) for s in v] for k, v in data["bonus_left"].items()}
    bridge = data["bridge"]
    _need(isinstance(bridge, list) and len(bridge) == facts.bridge_spaces()
          and sorted(p for s in bridge for p in s) == sorted(players), "/bridge",
          "Die Brücke hat 7 Felder mit je einem Stein pro Spieler.", "The bridge has 7 spaces, one pawn per player.")
    _need(data["phase"] in PHASES and len(data["phase"]) == 1, "/phase", "Durchgang A-E.", "Phase A-E.")
    _need(data["round"] in (1, 2, 3, 4, 5), "/round", "Runde 1-5.", "Round 1-5.")
    round_goods = [int(g) for g in data["round_goods"]]
    depot_goods = {int(d): [int(g) for g in v] for d, v in data["depot_goods"].items()}
    depots = {int(d): [_tile(t, f"/depots/{d}") for t in v] for d, v in data["depots"].items()}
    _need(sorted(depots) == [1, 2, 3, 4, 5, 6] and sorted(depot_goods) == [1, 2, 3, 4, 5, 6], "/depots",
          "Depots 1-6.", "Depots 1-6.")
    black = [_tile(t, "/black") for t in data["black"]]
    _need(isinstance(data["supplies"], dict) and sorted(data["supplies"]) == sorted(tiles.BACKS), "/supplies",
          "Ein Vorrat je Rückseitenfarbe.", "One supply per back colour.")
    supplies = {b: _pile(p, f"/supplies/{b}", tiles.is_tile) for b, p in data["supplies"].items()}
    goods_pile = _pile(data["goods_pile"], "/goods_pile", lambda g: g in ("1", "2", "3", "4", "5", "6"))
    dice = {p: [int(v) for v in d] for p, d in data["dice"].items()}
    order = [str(p) for p in data["order"]]
    _need(all(p in players for p in order) and all(p in players for p in dice), "/order", "Nur Spieler.",
          "Players only.")
    tasks = []
    for index, task in enumerate(data["tasks"]):
        try:
            parsed = task_from_json(task)
        except ValueError as error:
            raise StateError(f"/tasks/{index}", f"Keine Aufgabe: {error}", f"Not a task: {error}") from error
        if isinstance(parsed, Choice):
            _need(parsed.player in players, f"/tasks/{index}/player", "Ein Spieler entscheidet.", "A player decides.")
            _need(_choice_data_ok(parsed), f"/tasks/{index}", "Unbekannte Entscheidung.", "Unknown decision.")
        elif isinstance(parsed, Chance):
            _need(parsed.need in ("deal", "phase", "roll", *hooks.event_needs()), f"/tasks/{index}/need",
                  "Unbekanntes Ereignis.",
                  "Unknown event.")
        tasks.append(parsed)
    turn_index = _count(data["turn_index"], "/turn_index")
    _need(not tasks or isinstance(tasks[-1], Chance) or turn_index < len(order), "/turn_index",
          "Am Zug ist ein Spieler der Reihenfolge.", "The player at turn is in the order.")
    _need(data["result"] is None or isinstance(data["result"], dict), "/result", "Ergebnis: Objekt oder null.",
          "Result: an object or null.")
    white = data["white"]
    _need(white is None or white in (1, 2, 3, 4, 5, 6), "/white", "Weißer Würfel 1-6.", "White die 1-6.")
    state = GameState(
        list(players), data["start_player"], dict(boards), estates, storage, goods, sold,
        counts["silver"], counts["workers"], counts["vp"], bonus, bonus_left, [list(s) for s in bridge],
        PHASES.index(data["phase"]), data["round"] - 1, round_goods, depot_goods, depots, black, supplies,
        goods_pile, dice, white, order, turn_index, bool(data["bought"]), tasks, bool(data["over"]),
        data["result"], data["seed"], _count(data["draws"], "/draws"), _count(data["turn_no"], "/turn_no"),
        dict(data["provenance"]), modules, extra,
    )
    if modules:
        hooks.shape(state)  # a module checks and restores what it shares between players
    return state


def _modules(data: dict[str, Any]) -> tuple[list[str], dict[str, Any]]:
    """The active modules and their positions (both absent in a game without modules)."""
    modules = data.get("modules", [])
    known = hooks.registry()
    _need(isinstance(modules, list) and all(m in known for m in modules) and len(set(modules)) == len(modules),
          "/modules", "Nur umgesetzte Module, jedes einmal.", "Implemented modules only, each once.")
    extra = data.get("extra", {})
    _need(isinstance(extra, dict) and all(k in modules for k in extra), "/extra", "Je aktives Modul sein Zustand.",
          "Each active module's own state.")
    return list(modules), {slug: known[slug].extra_from_json(value, f"/extra/{slug}") for slug, value in extra.items()}

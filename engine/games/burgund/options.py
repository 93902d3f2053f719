"""The open decision with its options: every entry that would be legal now ("legal" means "offered")."""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.core.decision import Decision
from engine.core.step import Chance
from engine.games.burgund import actions, flow, hooks, tiles
from engine.games.burgund.state import GameState


def pending(state: GameState) -> Decision | None:
    if state.over or not state.tasks:
        return None
    task = state.tasks[-1]
    if isinstance(task, Chance):
        return Decision(None, task.need, f"Zufall: {task.need}", f"Chance: {task.need}")
    player = task.player
    build = {"turn": _turn, "burg": _castle, "pick": _pick, "ship": _ship, "warenhaus": _warehouse,
             "rathaus": _town_hall}.get(task.kind)
    found = build(state, player, task.data) if build else []
    found += hooks.options(state, player, task.kind, task.data)  # the modules' moves and decisions
    if state.modules:
        found = hooks.adjust_options(state, player, task.kind, found)  # fields a module's entries need
    options = [{"by": player, **o} for o in found]
    return Decision(player, task.kind, f"{player}: {task.prompt_de}", f"{player}: {task.prompt_en}", tuple(options))


def _discards(state: GameState, player: str) -> list[str | None]:
    stored = state.storage[player]
    return [None] if len(stored) < actions.storage_limit(state, player) else sorted(set(stored))


def _with_discard(entry: dict[str, Any], discard: str | None) -> dict[str, Any]:
    return entry if discard is None else {**entry, "discard": discard}


def _actions(state: GameState, player: str, value: int, base: dict[str, Any], cost_ok: Any) -> list[dict[str, Any]]:
    """take / place / sell with number `value`; `cost_ok(action, tile_kind)` says whether the die reaches it."""
    out: list[dict[str, Any]] = []
    if cost_ok("take", None):
        for tile in sorted(set(state.depots[value])):
            for discard in _discards(state, player):
                out.append(_with_discard({**base, "move": "take", "value": value, "tile": tile}, discard))
    board = state.board(player)
    spaces = [s for s, d in board.dice.items() if d == value and s not in state.estates[player]]
    for tile in sorted(set(state.storage[player])):
        if not cost_ok("place", tiles.kind(tile)):
            continue
        for space in spaces:
            if actions.problem_place(state, player, tile, space, value) is None:
                out.append({**base, "move": "place", "value": value, "tile": tile, "space": space})
    if cost_ok("sell", None) and state.goods[player].get(value):
        out.append({**base, "move": "sell", "value": value})
    return out


def die_actions(state: GameState, player: str, value: int, base: dict[str, Any], cost_ok: Any) -> list[dict[str, Any]]:
    """take / place / sell with number `value` (for a module's action that stands for a die)."""
    return _actions(state, player, value, base, cost_ok)


def _buys(state: GameState, player: str) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if state.bought:
        return out
    sources: list[tuple[Any, str]] = [("black", "silver")]
    if actions.has(state, player, 6):
        sources += [("black", "workers")] + [(d, "workers") for d in range(1, 7)]
    for depot, pay in sources:
        source = state.black if depot == "black" else state.depots[depot]
        for tile in sorted(set(source)):
            for discard in _discards(state, player):
                entry = _with_discard({"move": "buy", "tile": tile, "depot": depot, "pay": pay}, discard)
                if actions.problem_buy(state, player, tile, depot, pay, discard) is None:
                    out.append(entry)
    return out


def _turn(state: GameState, player: str, data: dict[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    workers = state.workers[player]
    cost = actions.die_cost(state, player)
    for rolled in sorted(set(state.dice.get(player, []))):
        for value in range(1, 7):
            def cost_ok(action: str, kind: str | None, rolled: int = rolled, value: int = value) -> bool:
                return cost(rolled, value, action, kind) <= workers
            out += _actions(state, player, value, {"die": rolled}, cost_ok)
        out.append({"move": "workers", "die": rolled})
    out += _buys(state, player)
    if not state.dice.get(player):
        out.append({"move": "end"})
    return out


def _castle(state: GameState, player: str, data: dict[str, Any]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for value in range(1, 7):
        out += _actions(state, player, value, {}, lambda action, kind: True)
    out.append({"move": "workers"})
    return out + _buys(state, player)


def _pick(state: GameState, player: str, data: dict[str, Any]) -> list[dict[str, Any]]:
    kinds = actions.PICKS[data["building"]]
    out: list[dict[str, Any]] = []
    for depot in range(1, 7):
        for tile in sorted(set(state.depots[depot])):
            if tiles.kind(tile) in kinds:
                for discard in _discards(state, player):
                    out.append(_with_discard({"move": "pick", "depot": depot, "tile": tile}, discard))
    return out + [{"move": "pick", "tile": None}]


def _ship(state: GameState, player: str, data: dict[str, Any]) -> list[dict[str, Any]]:
    choices = [[f] for f in range(1, 7)]
    if data.get("fields", 1) == 2:
        choices += [sorted([f, f % 6 + 1]) for f in range(1, 7)]
    out: list[dict[str, Any]] = []
    room = flow.goods_sorts_limit(state) - sum(1 for n in state.goods[player].values() if n)
    for fields in choices:
        _fitting, new = actions.ship_choices(state, player, fields)
        if len(new) <= room:
            out.append({"move": "goods", "fields": fields})
        else:
            for sorts in combinations(new, room):
                out.append({"move": "goods", "fields": fields, "sorts": list(sorts)})
    return out


def _warehouse(state: GameState, player: str, data: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"move": "sell", "sort": s} for s, n in sorted(state.goods[player].items()) if n] + \
        [{"move": "sell", "sort": None}]


def _town_hall(state: GameState, player: str, data: dict[str, Any]) -> list[dict[str, Any]]:
    board = state.board(player)
    out: list[dict[str, Any]] = []
    for tile in sorted(set(state.storage[player])):
        for space in sorted(board.types):
            if actions.problem_place(state, player, tile, space, None) is None:
                out.append({"move": "place", "tile": tile, "space": space})
    return out + [{"move": "place", "tile": None}]

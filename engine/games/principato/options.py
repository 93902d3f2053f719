"""The open decision and every move that would be legal now ("legal" = one of the options offered).

Activations are offered with their payment spelled out (`pay`, every split of favour as joker), the cubes
a gain keeps (`gain`), the culture values still in the supply (or none, when the record states no values),
every count of units and every display card to swap for.
"""

from __future__ import annotations

from itertools import product
from typing import Any

from engine.core.decision import Decision
from engine.games.principato import cards, supply
from engine.games.principato.state import GameState, Principality

MAX_OPTIONS = 5000


def pending(state: GameState) -> Decision | None:
    if state.over or state.task is None:
        return None
    task = state.task
    player = task.player
    zone = state.principalities[player]
    base = {"by": player}
    if task.kind == "turn":
        options = activations(state, player) + swaps(state, player)
        options.append({**base, "move": "favour", **_gain(state, zone, {"gunst": 1})})
        options += supplies(zone, player)
        options.append({**base, "move": "end"})
    elif task.kind == "supply":
        options = supplies(zone, player) + [{**base, "move": "end"}]
    else:
        options = [{**base, "move": "discard", "condottiere": c, "miliz": m}
                   for c in range(zone.tiles["condottiere"] + 1) for m in range(zone.tiles["miliz"] + 1)]
    details: dict[str, Any] = {"task": task.kind, "year": state.year, "actions": state.actions}
    return Decision(player, task.kind, f"{player}: {task.prompt_de}", f"{player}: {task.prompt_en}",
                    tuple(options[:MAX_OPTIONS]), details, len(options) > MAX_OPTIONS)


def _gain(state: GameState, zone: Principality, wants: dict[str, int]) -> dict[str, Any]:
    _taken, kept = supply.storable(state, zone, wants)
    return {"gain": kept}


def payments(zone: Principality, cost: dict[str, int]) -> list[dict[str, int]]:
    """Every way to pay `cost` from storage, favour standing in for food or money (ln167)."""
    food, money = cost.get("nahrung", 0), cost.get("geld", 0)
    out = []
    for for_food, for_money in product(range(food + 1), range(money + 1)):
        pay = {"nahrung": food - for_food, "geld": money - for_money, "gunst": for_food + for_money}
        if all(pay[c] <= zone.cubes[c] for c in cards.CUBES) and pay not in out:
            out.append(pay)
    return out


def activations(state: GameState, player: str) -> list[dict[str, Any]]:
    zone = state.principalities[player]
    out: list[dict[str, Any]] = []
    for card in dict.fromkeys(zone.hand):
        facts = state.cards[card]
        effect = cards.EFFECTS[facts["effect"]]
        base = {"by": player, "move": "activate", "card": card}
        for body in _bodies(state, zone, effect):
            if facts["swap"]:
                out += [{**base, **body, "take": take} for take in dict.fromkeys(state.display)]
            else:
                out.append({**base, **body})
    return out


def _bodies(state: GameState, zone: Principality, effect: cards.Effect) -> list[dict[str, Any]]:
    """The effect's own fields, for every legal way to carry it out once."""
    kind = effect.kind
    if kind == "units":
        return [{"count": n} for n in range(1, supply.tiles(state, effect.tile) + 1)]
    if kind == "per-tile":
        return [_gain(state, zone, {effect.cube: zone.tiles[effect.tile]})]
    if kind == "cubes":
        return [_gain(state, zone, {effect.cube: effect.amount})]
    if kind == "pick":
        out = []
        for food in range(effect.amount + 1):
            pick = {"nahrung": food, "geld": effect.amount - food}
            out.append({"pick": pick, **_gain(state, zone, pick)})
        return out
    options = effect.options_in(state.year)
    out = []
    for index, (cost, gain) in enumerate(options, start=1):
        if any(supply.tiles(state, tile) < n for tile, n in gain.items()):
            continue
        chosen = {"option": index} if len(options) > 1 else {}
        values: list[dict[str, Any]] = [{}]
        if kind == "culture":
            left = state.culture_supply[next(iter(gain))]
            values = [{}] if left is None else [{"vp": vp} for vp in sorted(set(left))]
        for pay in payments(zone, cost):
            out += [{**chosen, "pay": pay, **value} for value in values]
    return out


def swaps(state: GameState, player: str) -> list[dict[str, Any]]:
    zone = state.principalities[player]
    return [{"by": player, "move": "swap", "card": card, "take": take}
            for card in dict.fromkeys(zone.hand) for take in dict.fromkeys(state.display)]


def supplies(zone: Principality, player: str) -> list[dict[str, Any]]:
    out = []
    for unit in cards.UNITS:
        for cube in cards.UNIT_CUBES[unit]:
            for count in range(1, min(zone.free(unit), zone.cubes[cube]) + 1):
                out.append({"by": player, "move": "supply", "unit": unit, "cube": cube, "count": count})
    return out




"""The open decision and the entries that would answer it ("legal" = one of the options offered).

Outcomes of effects only the Beiblatt describes (`wirkung`, `buch`, the points of scored scoring cards, the pink
paid for a pass field whose cost the record does not state) are open: the options show the empty outcome and
`details["open"]` names the fields the record may fill in.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations, product
from typing import Any

from engine.core.decision import Decision
from engine.core.pile import Pile
from engine.core.step import Chance
from engine.games.dynasties import board, payment
from engine.games.dynasties.scoring import unmarried
from engine.games.dynasties.state import GameState

MAX_OPTIONS = 5000
OPEN = ["vp", "goods", "wappen", "kind", "wertungskarten", "aktionskarten"]


def pending(state: GameState) -> Decision | None:
    task = state.task
    if state.over or task is None:
        return None
    details: dict[str, Any] = {"round": state.round}
    if isinstance(task, Chance):
        options, truncated = _chance(state, task.need, task.player, task.count, task.data)
        return Decision(None, task.need, f"Zufall: {task.need}", f"chance: {task.need}", tuple(options[:MAX_OPTIONS]),
                        {**details, **task.data}, truncated or len(options) > MAX_OPTIONS)
    player = task.player
    base = {"by": player}
    kind = task.kind
    if kind == "turn":
        options = turn_options(state, player)
        details["open"] = OPEN
    elif kind == "teilen":
        options = [{**base, "move": "teilen", "groups": g} for g in splits(state)]
    elif kind == "waehlen":
        assert state.split is not None
        options = [{**base, "move": "waehlen", "group": g} for g in _unique(state.split["groups"])]
    elif kind == "nehmen":
        ship = state.ships[task.data["ship"]]
        options = [{**base, "move": "nehmen", "goods": list(g)} for g in _sub(ship["goods"], 2)]
    elif kind == "handel":
        options = [{**base, "move": "handel", "ship": i} for i in range(board.SHIPS)]
    elif kind == "wirkung":
        options = [{**base, "move": "wirkung"}]
        details["open"] = OPEN
    elif kind == "bonus":
        options = bonus_options(state, player, task.data.get("extra", False))
    elif kind == "kloster":
        options = kloster_options(state, player)
    else:
        options = wertung_options(state, player)
        details["open"] = ["vp"]
    return Decision(player, kind, f"{player}: {task.prompt_de}", f"{player}: {task.prompt_en}",
                    tuple(options[:MAX_OPTIONS]), details, len(options) > MAX_OPTIONS)


def _unique(groups: list[list[Any]]) -> list[list[Any]]:
    out: list[list[Any]] = []
    for group in groups:
        if group not in out:
            out.append(group)
    return out


def _sub(goods: dict[str, int], size: int) -> list[tuple[str, ...]]:
    items = [g for g in board.GOODS for _ in range(goods[g])]
    size = min(size, len(items))
    return sorted(set(combinations(items, size)))


def splits(state: GameState) -> list[list[list[Any]]]:
    at = state.split
    assert at is not None
    if at["kind"] == "heirat":
        return [[[i], [j for j in range(3) if j != i]] for i in range(3)]
    goods = state.ships[at["ship"]]["goods"]
    whole = Counter({g: n for g, n in goods.items() if n})
    items = sorted(whole.elements())
    seen, out = set(), []
    for size in range(1, len(items)):
        for part in sorted(set(combinations(items, size))):
            rest = tuple(sorted((whole - Counter(part)).elements()))
            key = tuple(sorted((part, rest)))
            if key not in seen:
                seen.add(key)
                out.append([list(part), list(rest)])
    return out


def _pays(state: GameState, player: str, colour: str, count: int) -> list[dict[str, int] | None]:
    ways = payment.ways(state.zones[player]["goods"], colour, count)
    return [None] if len(ways) == 1 and not ways[0].get("rosa") else list(ways)


def _with_pay(option: dict[str, Any], pay: dict[str, int] | None) -> dict[str, Any]:
    return option if pay is None else {**option, "pay": pay}


def placements(state: GameState, player: str, base: dict[str, Any], roles: tuple[str, ...],
               cities: list[str] | None = None, gold: int | None = None) -> list[dict[str, Any]]:
    out = []
    if not state.zones[player]["supply"]:
        return out
    for city in cities if cities is not None else sorted(state.cities):
        here = state.cities.get(city)
        if here is None or player in (here["fuerst"], here["fuerstin"], here["kind"]):
            continue
        for role in roles:
            if here[role] is not None:
                continue
            colour, cost = ("gold", gold) if gold is not None else (board.ROLE_COLOUR[role],
                                                                     state.facts["cities"][city][role])
            extra = {"role": role} if gold is not None else {}
            for pay in _pays(state, player, colour, cost):
                out.append(_with_pay({**base, "city": city, **extra}, pay))
    return out


def turn_options(state: GameState, player: str) -> list[dict[str, Any]]:
    zone = state.zones[player]
    base = {"by": player}
    out: list[dict[str, Any]] = []
    figure = zone["supply"] > 0
    for card in dict.fromkeys(zone["hand"]):
        facts = state.facts["cards"][card]
        play = {**base, "move": "play", "card": card}
        for action in facts["actions"]:
            here = {**play, "action": action}
            if action == "handel" and figure:
                out += [{**here, "ship": i} for i in range(board.SHIPS)]
            elif action in board.ROLES:
                out += placements(state, player, here, (action,))
            elif action == "persoenlichkeit":
                for slot in range(board.BLUE_SLOTS):
                    if not state.used[slot]:
                        out += [_with_pay({**here, "slot": slot}, pay)
                                for pay in _pays(state, player, "hellblau", state.facts["slot_costs"][slot])]
        special = facts["special"]
        if special is not None:
            here = {**play, "action": "sonder"}
            kind = special["kind"]
            if kind == "stadt":
                out += placements(state, player, here, board.ROLES, [special["city"]], special["gold"])
            elif kind == "persoenlichkeit":
                for slot in range(board.BLUE_SLOTS, board.PERSONALITIES):
                    if not state.used[slot]:
                        out += [_with_pay({**here, "slot": slot}, pay) for pay in _pays(state, player, "gold", 1)]
            elif kind == "handel" and figure:
                for pay in _pays(state, player, "gold", 1):
                    out += [_with_pay({**here, "ship": i}, pay) for i in range(board.SHIPS)]
            elif kind == "passen":
                rest = list(zone["hand"])
                rest.remove(card)
                out += [{**here, **keep} for keep in _keeps(rest)]
        out.append({**base, "move": "aussetzen", "card": card})
    for keep in _keeps(zone["hand"]):
        out.append({**base, "move": "passen", "field": "lang", **keep})
        for field in range(1, board.PASS_FIELDS + 1):
            if state.upper[field - 1] is not None or not figure:
                continue
            costs = state.facts.get("pass_costs")
            cost = costs[field - 1] if costs is not None and costs[field - 1] is not None else \
                board.PASS_COSTS_KNOWN.get(field)
            if cost is None:  # lost: any pink payment the supply affords (taken on trust)
                out += [{**base, "move": "passen", "field": field, "pay": {"rosa": n}, **keep}
                        for n in range(zone["goods"]["rosa"] + 1)]
            elif zone["goods"]["rosa"] >= cost:
                out.append({**base, "move": "passen", "field": field, **keep})
    for tile in dict.fromkeys(zone["books"]):
        out.append({**base, "move": "buch", "tile": tile})
    return out


def _keeps(hand: list[str]) -> list[dict[str, Any]]:
    if len(hand) <= 1:
        return [{}]
    return [{"keep": card} for card in dict.fromkeys(hand)]


def bonus_options(state: GameState, player: str, extra: bool) -> list[dict[str, Any]]:
    base = {"by": player, "move": "bonus"}
    fields = [board.BONUS_TIP] + [f for f in state.facts.get("bonus_fields", []) if f != board.BONUS_TIP]
    return [{**base, "field": None}] + [{**base, "field": f} for f in fields
                                          if f == board.BONUS_TIP or not state.bonus.get(f)]


def kloster_options(state: GameState, player: str) -> list[dict[str, Any]]:
    cities = sorted(c for c, _ in unmarried(state, player))
    pink = state.zones[player]["goods"]["rosa"]
    out = []
    for size in range(min(pink, len(cities)) + 1):
        out += [{"by": player, "move": "kloster", "cities": list(keep)} for keep in combinations(cities, size)]
    return out


def wertung_options(state: GameState, player: str) -> list[dict[str, Any]]:
    held = state.zones[player]["scoring_cards"]
    keep = 0 if state.round == board.ROUNDS else board.KEEP_SCORING_CARDS
    return [{"by": player, "move": "wertung", "cards": n} for n in range(max(0, held - keep), held + 1)]


def _chance(state: GameState, need: str, player: str | None, count: int,
            data: dict[str, Any]) -> tuple[list[dict[str, Any]], bool]:
    to = {} if player is None else {"to": player}
    if need == "draw":
        bag = [g for g in board.GOODS for _ in range(min(state.bag[g], count))]
        return [{"event": "draw", **to, "goods": list(c)} for c in sorted(set(combinations(bag, count)))], False
    if need == "deal":
        pile = Pile.from_json(state.deck)
        cards = pile.top + sorted(pile.pool.elements()) + sorted(state.discard)
        return [{"event": "deal", **to, "cards": cards[:count]}], True
    if need == "roll":
        faces = state.facts.get("dice")
        if faces is None:
            return [], True
        rolls = sorted({tuple(r) for r in product(*faces)})
        return [{"event": "roll", "dice": list(r)} for r in rolls], False
    return [{"event": "auslage", "personalities": list(state.facts["personalities"])}], True

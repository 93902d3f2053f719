"""Chance events: the goods each player receives, the tiles and goods of a phase, the dice of a round.

Each is checked against what is left: a tile must still be in the face-down supply of its back colour,
a goods card in the 42 (ln 50), a die shows 1-6. A record with a `seed` lets the engine draw them
(`seeded_event`); self-play does the same.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.pile import PileError
from engine.core.rng import seeded_rng
from engine.core.step import Chance, Notes
from engine.games.burgund import facts, flow, hooks, tiles
from engine.games.burgund.rules import CATALOG
from engine.games.burgund.state import GameState
from engine.games.burgund.tasks import chance

GOODS_PER_PLAYER = 3  # ln 126
GOODS_PER_PHASE = 5  # ln 110-112


def on_event(state: GameState, due: Chance, entry: dict[str, Any], notes: Notes) -> GameState:
    kind = entry["event"]
    if kind != due.need:
        raise CATALOG.contradict("ereignis-unerwartet", f"Fällig ist: {due.need}.", f"Due: {due.need}.", got=kind)
    new = state.copy()
    if kind in ("deal", "phase", "roll"):
        {"deal": _deal, "phase": _phase, "roll": _roll}[kind](new, entry, notes)
    else:  # a module's event
        module = hooks.module_for_event(state, kind)
        assert module is not None, kind
        module.on_event(new, entry, notes)
    return new


def _draw_goods(state: GameState, values: Any, rule: str) -> list[int]:
    if not isinstance(values, list) or any(type(v) is not int or v not in flow.GOODS_SORTS for v in values):
        raise CATALOG.refuse("eintrag-form", "Warenkärtchen werden mit ihrer Zahl 1-6 genannt.",
                             "Goods cards are named by their number 1-6.")
    try:
        for value in values:
            state.goods_pile.draw(str(value))
    except PileError as error:
        raise CATALOG.contradict(rule, f"So viele Warenkärtchen dieser Sorte gibt es nicht mehr: {error}",
                                 f"No more goods cards of that sort are left: {error}") from error
    return list(values)


def _deal(state: GameState, entry: dict[str, Any], notes: Notes) -> None:
    """ln 126-130: three random goods cards for each player, same sorts stacked."""
    goods = entry.get("goods")
    receivers = hooks.goods_receivers(state) if state.modules else state.players  # a module may deal otherwise
    if not isinstance(goods, dict) or sorted(goods) != sorted(receivers):
        if list(receivers) != list(state.players):  # a module deals otherwise: name who receives
            raise CATALOG.contradict("waren-start", f"Je drei Warenkärtchen erhalten: {', '.join(receivers)}.",
                                     f"Three goods cards each go to: {', '.join(receivers)}.")
        raise CATALOG.contradict("waren-start", "Jeder Spieler erhält drei Warenkärtchen (goods je Spieler).",
                                 "Each player receives three goods cards (goods per player).")
    for player in receivers:
        cards = goods[player]
        if not isinstance(cards, list) or len(cards) != GOODS_PER_PLAYER:
            raise CATALOG.contradict("waren-start", f"{player} erhält genau drei Warenkärtchen.",
                                     f"{player} receives exactly three goods cards.")
        for value in _draw_goods(state, cards, "waren-start"):
            state.goods[player][value] = state.goods[player].get(value, 0) + 1
    state.tasks = [chance("phase")]


def _phase(state: GameState, entry: dict[str, Any], notes: Notes) -> None:
    """ln 205-212: each depot space gets a tile of its colour, the black depot random black-backed tiles,
    the round spaces the phase's five goods cards."""
    count = flow.table_size(state)
    if count == 3:
        notes.reading("auslegung.fakt-depots")
    slots = flow.depot_slots(state, state.phase)
    depots = entry.get("depots")
    if not isinstance(depots, dict) or sorted(depots) != [str(d) for d in range(1, 7)]:
        raise CATALOG.contradict("depots-auslegen", "Das Ereignis nennt die Plättchen aller sechs Depots.",
                                 "The event names the tiles of all six depots.")
    for depot in range(1, 7):
        laid = depots[str(depot)]
        if not isinstance(laid, list) or not all(tiles.is_tile(t) for t in laid):
            raise CATALOG.refuse("eintrag-form", "Ein Depot ist eine Liste von Plättchen.", "A depot is a list of tiles.")
        want = Counter(slots[depot])
        got = Counter(_slot_type(state, t) for t in laid)
        if got != want:
            raise CATALOG.contradict("depots-auslegen", f"Depot {depot} bekommt je ein Plättchen der Farben "
                                     f"{', '.join(sorted(slots[depot]))}.",
                                     f"Depot {depot} gets one tile of each colour {', '.join(sorted(slots[depot]))}.",
                                     depot=depot)
        for tile in laid:
            _from_supply(state, _back(state, tile), tile, "depots-auslegen", notes)
        state.depots[depot] = list(laid)
    black = entry.get("black")
    spaces = facts.black_spaces(count)
    if not isinstance(black, list) or not all(tiles.is_tile(t) for t in black):
        raise CATALOG.refuse("eintrag-form", "Das schwarze Depot ist eine Liste von Plättchen.",
                             "The black depot is a list of tiles.")
    left = state.supplies["schwarz"].size
    if len(black) != min(spaces, left):
        raise CATALOG.contradict("schwarzes-depot-auslegen", f"Im schwarzen Depot liegen {min(spaces, left)} Plättchen.",
                                 f"The black depot holds {min(spaces, left)} tiles.")
    for tile in black:
        _from_supply(state, "schwarz", tile, "schwarzes-depot-auslegen", notes)
    state.black = list(black)
    goods = entry.get("goods")
    if not isinstance(goods, list) or len(goods) != GOODS_PER_PHASE:
        raise CATALOG.contradict("rundenfelder", "Fünf Warenkärtchen kommen auf die Rundenfelder.",
                                 "Five goods cards go onto the round spaces.")
    state.round_goods = _draw_goods(state, goods, "rundenfelder")
    state.round = 0
    hooks.phase_laid_out(state, notes)
    flow.start_round(state)


def _back(state: GameState, tile: str) -> str | None:
    """The back colour of a tile: its kind's, or what an active module says (None: no coloured back)."""
    return hooks.tile_back(state, tile) or tiles.KIND_BACK.get(tiles.kind(tile))


def _slot_type(state: GameState, tile: str) -> str | None:
    """The depot space a tile is laid on: the one of its back colour (ln 205-206)."""
    back = _back(state, tile)
    return next((space for space, b in tiles.SPACE_BACK.items() if b == back), None)


def _from_supply(state: GameState, back: str | None, tile: str, rule: str, notes: Notes) -> None:
    if tiles.kind(tile) == "animal":
        notes.reading("auslegung.fakt-tierwerte")
    try:
        if back not in state.supplies:
            raise PileError(f"no {tile} in the coloured supplies")
        state.supplies[back].draw(tile)
    except PileError as error:
        raise CATALOG.contradict(rule, f"{tile} kann nicht mehr im Vorrat ({back}) liegen: {error}",
                                 f"{tile} cannot be left in the {back} supply: {error}", tile=tile) from error


def _roll(state: GameState, entry: dict[str, Any], notes: Notes) -> None:
    """ln 273-275: every player rolls two dice, the start player also the white one."""
    dice = entry.get("dice")
    white = entry.get("white")
    if not isinstance(dice, dict) or sorted(dice) != sorted(state.players) or any(
            not isinstance(d, list) or len(d) != 2 or any(type(v) is not int or not 1 <= v <= 6 for v in d)
            for d in dice.values()) or type(white) is not int or not 1 <= white <= 6:
        raise CATALOG.contradict("wurf", "Jeder Spieler würfelt zwei Würfel (1-6), dazu der weiße Würfel.",
                                 "Every player rolls two dice (1-6), plus the white die.")
    state.dice = {p: list(dice[p]) for p in state.players}
    state.white = white
    flow.after_roll(state)


# -- seeded chance ---------------------------------------------------------------------------------
def seeded_event(state: GameState) -> dict[str, Any]:
    """The event the seed decides for the chance now due (deterministic in seed and position)."""
    need = state.tasks[-1].need  # type: ignore[union-attr]
    rng = seeded_rng(state.seed, need, state.phase, state.round, state.draws)  # type: ignore[arg-type]

    def draw(pile_counts: Counter[str], n: int) -> list[str]:
        bag = [t for t, c in sorted(pile_counts.items()) for _ in range(c)]
        rng.shuffle(bag)
        return bag[:n]

    if need not in ("deal", "phase", "roll"):
        found = hooks.seeded_event(state, need, rng)
        assert found is not None, need
        return found
    if need == "roll":
        return {"event": "roll", "dice": {p: [rng.randint(1, 6), rng.randint(1, 6)] for p in state.players},
                "white": rng.randint(1, 6)}
    goods = Counter(state.goods_pile.pool)
    if need == "deal":
        receivers = hooks.goods_receivers(state) if state.modules else state.players
        cards = [int(g) for g in draw(goods, GOODS_PER_PLAYER * len(receivers))]
        return {"event": "deal", "goods": {p: cards[3 * i:3 * i + 3] for i, p in enumerate(receivers)}}
    slots = flow.depot_slots(state, state.phase)
    pools = {b: Counter(p.pool) for b, p in state.supplies.items()}
    depots: dict[str, list[str]] = {}
    for depot in range(1, 7):
        laid = []
        for space in slots[depot]:
            back = tiles.SPACE_BACK[space]
            picked = draw(pools[back], 1)
            if picked:
                pools[back][picked[0]] -= 1
                laid.append(picked[0])
        depots[str(depot)] = laid
    black = draw(pools["schwarz"], facts.black_spaces(flow.table_size(state)))
    return {"event": "phase", "depots": depots, "black": black,
            "goods": [int(g) for g in draw(goods, GOODS_PER_PHASE)]}

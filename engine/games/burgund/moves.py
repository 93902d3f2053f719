"""A player's moves: what each open decision accepts, judged and carried out on a copy of the state."""

from __future__ import annotations

from typing import Any

from engine.core.step import Choice, Notes
from engine.games.burgund import actions, flow, hooks, tiles
from engine.games.burgund.actions import refuse
from engine.games.burgund.rules import CATALOG
from engine.games.burgund.state import GameState

DIE_ACTIONS = ("take", "place", "sell", "workers")
# what each decision accepts
ACCEPTS = {"turn": (*DIE_ACTIONS, "buy", "end"), "burg": (*DIE_ACTIONS, "buy"), "pick": ("pick",),
           "ship": ("goods",), "warenhaus": ("sell",), "rathaus": ("place",)}


def _int(value: Any) -> int | None:
    return value if type(value) is int else None


def _tile(value: Any) -> str | None:
    return value if isinstance(value, str) and tiles.is_tile(value) else None


def on_move(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> GameState:
    new = _on_move(state, choice, entry, notes)
    if new.modules:
        hooks.entered(state, new, choice.player, entry, notes)
        hooks.moved(state, new, choice.player, notes)
        if not new.tasks and not new.over:
            hooks.resume(new, notes)  # e.g. decisions a module opened at the end of a phase are all answered
    return new


def _on_move(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> GameState:
    move = entry.get("move")
    accepted = ACCEPTS.get(choice.kind, ()) + hooks.accepts(state, choice.kind)
    if move not in accepted:
        wanted = ", ".join(accepted)
        raise CATALOG.refuse(choice.rule or "eintrag-form", f"Jetzt ist zu entscheiden: {choice.prompt_de} ({wanted}).",
                             f"Now to decide: {choice.prompt_en} ({wanted}).", move=move)
    new = state.copy()
    player = choice.player
    if move not in ACCEPTS.get(choice.kind, ()):  # a module's move or decision
        module = hooks.module_for_move(state, choice.kind, move)
        assert module is not None, (choice.kind, move)
        module.on_move(new, choice, entry, notes)
        return new
    if move == "buy":
        _buy(new, player, entry, notes)
        return new
    if move == "end":
        if new.dice.get(player):  # ln 297: genau zwei Aktionen, eine pro Würfel (reading beide-wuerfel)
            raise refuse(("zwei-aktionen", f"{player} hat noch {len(new.dice[player])} Würfel zu nutzen.",
                          f"{player} still has {len(new.dice[player])} dice to use."))
        flow.end_turn(new, notes)
        return new
    if choice.kind != "turn":  # the turn's own task stays below the decisions its action opens
        new.tasks.pop()
    if choice.kind in ("turn", "burg"):
        _die_action(new, player, choice.kind == "burg", entry, notes)
    elif choice.kind == "pick":
        _pick(new, player, choice.data["building"], entry, notes)
    elif choice.kind == "ship":
        _ship(new, player, choice.data.get("fields", 1), entry, notes)
    elif choice.kind == "warenhaus":
        sort = entry.get("sort")
        if sort is not None:  # ln 527-530: darf ... verkaufen
            problem = actions.problem_sell(new, player, _int(sort))
            if problem:
                raise refuse(problem)
            actions.sell(new, player, sort, notes)
    elif choice.kind == "rathaus":
        tile = entry.get("tile")
        if tile is not None:
            space = _int(entry.get("space"))
            problem = actions.problem_place(new, player, _tile(tile), space, None)
            if problem:
                raise refuse(problem)
            notes.reading("auslegung.rathaus-ohne-wuerfelzahl")
            actions.place(new, player, tile, space, notes)  # type: ignore[arg-type]
    return new


def _die_action(state: GameState, player: str, castle: bool, entry: dict[str, Any], notes: Notes) -> None:
    """A die action (ln 329-331), or the castle's extra action with any number and no die (ln 417-421)."""
    move = entry["move"]
    tile = _tile(entry.get("tile"))
    value = entry.get("value", entry.get("die"))
    if castle:
        notes.reading("auslegung.burg-aktion")
        if "die" in entry:
            raise CATALOG.refuse("burg", "Die Aktion der Burg braucht keinen Würfel: sie nennt nur value.",
                                 "The castle's action uses no die: it names only value.")
        if move != "workers" and _int(value) not in (1, 2, 3, 4, 5, 6):
            raise CATALOG.refuse("burg", "Die Aktion der Burg nennt ihre Zahl (value 1-6).",
                                 "The castle's action names its number (value 1-6).")
    else:
        rolled = _int(entry.get("die"))
        if move == "workers":
            value = rolled  # ln 647-648: die Würfelzahl ist dabei ohne Bedeutung
        free = False
        if move == "take":
            free = actions.free_adjust(state, player, "take")
        elif move == "place" and tile is not None:
            free = actions.free_adjust(state, player, "place", tiles.kind(tile))
        problem = actions.problem_die(state, player, rolled, _int(value), free)
        if problem:
            raise refuse(problem)
        actions.spend_die(state, player, rolled, value, free, notes)  # type: ignore[arg-type]
    carry_out(state, player, move, value, tile, entry, notes)


def carry_out(state: GameState, player: str, move: str, value: Any, tile: str | None, entry: dict[str, Any],
              notes: Notes) -> None:
    """The action itself, with the number `value` (the die, or what stands for one, is settled)."""
    if move == "take":
        discard = entry.get("discard")
        problem = actions.problem_take(state, player, value, tile, discard)
        if problem:
            raise refuse(problem)
        state.depots[value].remove(tile)  # type: ignore[arg-type]
        actions.store(state, player, tile, discard)  # type: ignore[arg-type]
    elif move == "place":
        space = _int(entry.get("space"))
        problem = actions.problem_place(state, player, tile, space, value)
        if problem:
            raise refuse(problem)
        actions.place(state, player, tile, space, notes)  # type: ignore[arg-type]
    elif move == "sell":
        problem = actions.problem_sell(state, player, value)
        if problem:  # reading verkauf-leer (Q7), named by the rule
            raise refuse(problem)
        actions.sell(state, player, value, notes)  # type: ignore[arg-type]
    else:
        actions.take_workers(state, player)


def _buy(state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
    depot = entry.get("depot", "black")
    pay = entry.get("pay", "silver")
    tile = _tile(entry.get("tile"))
    discard = entry.get("discard")
    problem = actions.problem_buy(state, player, tile, depot, pay, discard)
    if problem:
        raise refuse(problem)
    actions.buy(state, player, tile, depot, pay, discard, notes)  # type: ignore[arg-type]


def _pick(state: GameState, player: str, building: str, entry: dict[str, Any], notes: Notes) -> None:
    """Markt, Schreinerei, Kirche (ln 464-480): a tile of the named colours from one of the six depots."""
    tile = entry.get("tile")
    if tile is None:
        return  # "darf": the benefit may be left unused
    tile = _tile(tile)
    depot = _int(entry.get("depot"))
    if tile is None or tiles.kind(tile) not in actions.PICKS[building]:
        raise CATALOG.refuse(building, f"Ein {building} nimmt nur {', '.join(actions.PICKS[building])}.",
                             f"A {building} takes only {', '.join(actions.PICKS[building])}.", tile=entry.get("tile"))
    if depot not in state.depots:
        raise CATALOG.refuse(building, "Genommen wird aus einem der sechs Depots (nicht vom schwarzen Depot).",
                             "The tile comes from one of the six depots (not the black depot).")
    discard = entry.get("discard")
    problem = actions.problem_take(state, player, depot, tile, discard)
    if problem:
        raise refuse(problem)
    if discard is not None:
        notes.reading("auslegung.lager-voll")
    state.depots[depot].remove(tile)
    actions.store(state, player, tile, discard)


def _ship(state: GameState, player: str, limit: int, entry: dict[str, Any], notes: Notes) -> None:
    fields = entry.get("fields")
    sorts = entry.get("sorts")
    problem = actions.problem_ship(state, player, fields, sorts, limit)
    if problem:
        raise refuse(problem)
    if len(fields) == 2:
        notes.reading("auslegung.warenfelder-ring")
    if sorts is not None:
        notes.reading("auslegung.schiff-warenwahl")
    actions.take_goods(state, player, fields, sorts)

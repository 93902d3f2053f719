"""A player's moves: the three actions of a turn (ln141-167), cubes onto units (ln99, ln179), ending a turn
(ln139), finishing the supply at a scoring and giving back units after it (ln231)."""

from __future__ import annotations

from typing import Any

from engine.core.step import Choice, Notes
from engine.games.principato import cards, effects, flow
from engine.games.principato.rules import CATALOG
from engine.games.principato.state import GameState, Principality

ACTIONS = ("activate", "swap", "favour")
ACTIONS_PER_TURN = 2  # ln139


def on_move(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> GameState:
    """The state after `choice.player`'s move (`state` itself is not changed)."""
    player, move = choice.player, entry["move"]
    new = state.copy()
    if move == "supply":
        if choice.kind == "discard":
            _not_now(choice, move)
        if choice.kind == "turn":
            notes.reading("auslegung.verschieben-im-zug")  # Q11
        supply_units(new.principalities[player], entry)
        if choice.kind == "supply" and not flow.can_supply(new.principalities[player]):
            new.task = None  # nothing left to supply: the decision is made
        if entry.get("cube") == "gunst":
            notes.reading("auslegung.gunst-versorgt")  # Q19
    elif move in ACTIONS:
        if choice.kind != "turn":
            _not_now(choice, move)
        if move == "activate":
            effects.activate(new, player, entry, notes)
        elif move == "swap":
            swap(new, player, entry, notes)
        else:
            favour(new, player, entry, notes)
        new.actions += 1
        if new.actions == ACTIONS_PER_TURN:
            flow.end_turn(new)
    elif move == "end":
        if choice.kind == "turn":
            if new.actions < ACTIONS_PER_TURN:
                notes.reading("auslegung.verzichten")
            flow.end_turn(new)
        elif choice.kind == "supply":
            new.task = None
        else:
            _not_now(choice, move)
    elif move == "discard":
        if choice.kind != "discard":
            raise CATALOG.refuse("auslegung.nichts-abgeben", "Condottieri und Milizen werden nur nach einer "
                                 "Militärwertung abgegeben.", "Condottieri and militia are given back only after "
                                 "a military scoring.")
        discard(new.principalities[player], entry)
        new.task = None
    else:
        raise CATALOG.refuse("eintrag-form", f"Unbekannter Zug {move!r}.", f"Unknown move {move!r}.")
    flow.advance(new, notes)
    return new


def _not_now(choice: Choice, move: str) -> None:
    if choice.kind == "turn":
        raise CATALOG.refuse("entscheidung-offen", f"{choice.player} ist am Zug; {move} gehört zur Militärwertung.",
                             f"{choice.player} is at turn; {move} belongs to a military scoring.", due=choice.kind)
    raise CATALOG.refuse("entscheidung-offen", f"Eine Militärwertung läuft ({choice.kind}); {move} ist jetzt nicht "
                         "möglich.", f"A military scoring is under way ({choice.kind}); {move} is not possible now.",
                         due=choice.kind)


def swap(state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
    """B, ln163: one own card for any display card, not activated; it takes the vacated space (Q2)."""
    zone = state.principalities[player]
    card, take = entry.get("card"), entry.get("take")
    if card is None:
        raise CATALOG.refuse("genau-zwei-karten", "Wer eine Karte aus der Auslage nimmt, gibt eine seiner beiden "
                             "Karten ab: es sind immer genau 2.", "Taking a display card means giving one of one's "
                             "two cards: there are always exactly 2.", hand=list(zone.hand))
    if card not in zone.hand:
        raise CATALOG.refuse("eigene-karte", f"{card!r} ist keine der beiden Aktionskarten von {player}.",
                             f"{card!r} is not one of {player}'s two action cards.", hand=list(zone.hand))
    if take not in state.display:
        raise CATALOG.refuse("tausch-aus-auslage", f"{take!r} liegt nicht in der Auslage.",
                             f"{take!r} is not in the display.", display=list(state.display))
    notes.reading("auslegung.tausch-platz")
    state.display[state.display.index(take)] = card
    zone.hand[zone.hand.index(card)] = take


def favour(state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
    """C, ln167: one favour cube onto the Kirche; without room it is forfeited (ln97, Q5)."""
    zone = state.principalities[player]
    kept = effects.gain_cubes(state, zone, {"gunst": 1}, entry, "gunststein", notes)
    if not kept["gunst"]:
        notes.reading("auslegung.gunst-verfaellt")


def supply_units(zone: Principality, entry: dict[str, Any]) -> None:
    """ln99/ln179: matching cubes from Höfe, Banken or the Kirche onto units, at most 1 per unit (ln94-95)."""
    unit, cube, count = entry.get("unit"), entry.get("cube"), entry.get("count", 1)
    if unit not in cards.UNITS or cube not in cards.UNIT_CUBES[unit]:
        raise CATALOG.refuse("einheit-passender-stein", f"Auf {unit!r} passt kein {cube!r}: Miliz nimmt Nahrung "
                             "oder Gunst, Condottiere Geld oder Gunst.", f"{cube!r} does not fit {unit!r}: militia "
                             "takes food or favour, condottieri money or favour.", unit=unit, cube=cube)
    if type(count) is not int or count < 1:
        raise CATALOG.refuse("steine-verschieben", "count nennt, wie viele Steine verschoben werden.",
                             "count names how many cubes are moved.", count=count)
    if count > zone.free(unit):
        raise CATALOG.refuse("einheit-ein-stein", f"Höchstens 1 Stein pro Plättchen: {zone.free(unit)} {unit} "
                             f"ohne Stein, nicht {count}.", f"At most 1 cube per tile: {zone.free(unit)} {unit} "
                             f"without a cube, not {count}.", free=zone.free(unit), count=count)
    if count > zone.cubes[cube]:
        raise CATALOG.refuse("steine-verschieben", f"Im Lager liegen nur {zone.cubes[cube]} {cube}.",
                             f"Storage holds only {zone.cubes[cube]} {cube}.", stored=zone.cubes[cube])
    zone.cubes[cube] -= count
    zone.units[f"{unit}-{cube}"] += count


def discard(zone: Principality, entry: dict[str, Any]) -> None:
    """ln231: any number of one's Condottieri and Milizen back to the supply (all may be kept)."""
    counts = {unit: entry.get(unit, 0) for unit in cards.UNITS}
    for unit, n in counts.items():
        if type(n) is not int or not 0 <= n <= zone.tiles[unit]:
            raise CATALOG.refuse("einheiten-abgeben", f"{unit}: {n!r} abgeben geht nicht, vorhanden "
                                 f"{zone.tiles[unit]}.", f"{unit}: cannot give back {n!r}, {zone.tiles[unit]} owned.",
                                 unit=unit, count=n)
    for unit, n in counts.items():
        zone.tiles[unit] -= n

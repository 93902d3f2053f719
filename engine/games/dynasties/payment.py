"""Paying goods (ln392-398, ln555-557, ln595, ln665): from the player's supply into the bag, in the colour the
cost names; any 2 pink goods may replace 1 good of another colour, as often as one likes (ln723)."""

from __future__ import annotations

from typing import Any

from engine.core.step import Notes
from engine.games.dynasties import board
from engine.games.dynasties.rules import CATALOG
from engine.games.dynasties.state import GameState


def ways(have: dict[str, int], colour: str, count: int) -> list[dict[str, int]]:
    """Every payment of `count` goods of `colour` the supply affords, with 2 pink for 1 (ln723)."""
    if colour == "rosa":
        return [{"rosa": count}] if have["rosa"] >= count else []
    out = []
    for own in range(count, -1, -1):
        pink = board.SUBSTITUTE * (count - own)
        if own <= have[colour] and pink <= have["rosa"]:
            out.append({g: n for g, n in ((colour, own), ("rosa", pink)) if n})
    return out


def pay(state: GameState, player: str, colour: str, count: int, given: Any, rule: str, notes: Notes) -> None:
    """Refuses a payment the supply cannot make or that does not match the cost; else pays it into the bag."""
    have = state.zones[player]["goods"]
    options = ways(have, colour, count)
    if given is None:
        if not options:
            raise CATALOG.refuse(rule, f"{player} kann {count} {colour} nicht bezahlen (auch nicht mit 2 rosa je Ware).",
                                 f"{player} cannot pay {count} {colour} (not even with 2 pink per good).",
                                 cost={colour: count}, goods=dict(have))
        paid = options[0]
    else:
        paid = {g: n for g, n in given.items() if n}
        wanted = [o for o in _all_ways(colour, count) if o == paid]
        if not wanted:
            raise CATALOG.refuse("rosa-ersatz", f"Die Zahlung {paid} passt nicht zu den Kosten {count} {colour} "
                                 "(2 rosa ersetzen 1 Ware).", f"The payment {paid} does not match the cost "
                                 f"{count} {colour} (2 pink replace 1 good).", cost={colour: count}, pay=paid)
        if paid not in options:
            raise CATALOG.refuse(rule, f"{player} hat die Waren {paid} nicht.", f"{player} does not have {paid}.",
                                 pay=paid, goods=dict(have))
    if colour != "rosa" and paid.get("rosa"):
        notes.reading("auslegung.rosa-ersatz-immer")
    for good, n in paid.items():
        have[good] -= n
        state.bag[good] += n


def _all_ways(colour: str, count: int) -> list[dict[str, int]]:
    if colour == "rosa":
        return [{"rosa": count}] if count else [{}]
    out = []
    for own in range(count + 1):
        pink = board.SUBSTITUTE * (count - own)
        way = {colour: own, "rosa": pink}
        out.append({g: n for g, n in way.items() if n})
    return out

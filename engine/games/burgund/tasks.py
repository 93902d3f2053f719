"""The open tasks of Burgund, typed as core `Choice`/`Chance`.

A player's decisions, by `Choice.kind`: "turn" (a die action, the black-depot purchase or the end of the
turn), "burg" (the extra action of a placed castle, ln 417-421), "ship" (which goods field a placed ship
empties, ln 394-405), "pick" (the tile a Markt, Schreinerei or Kirche takes, ln 464-480), "warenhaus"
(the goods sort it sells, ln 527-530), "rathaus" (the further tile it places, ln 540-543).
Chance, by `Chance.need`: "deal" (the 3 goods of each player, ln 126-127), "phase" (the depots and the
goods of a phase, ln 205-212), "roll" (the dice of a round, ln 273-275).
"""

from __future__ import annotations

from typing import Any

from engine.core.step import Chance, Choice
from engine.games.burgund import hooks

_ASK = {
    "turn": ("", "", "zwei Würfelaktionen (und evtl. ein Kauf)", "two die actions (and perhaps a purchase)"),
    "burg": ("burgund.burg", "", "weitere Aktion mit beliebiger Zahl (Burg)", "extra action with any number (castle)"),
    "ship": ("burgund.schiff-waren", "gain", "Warenfeld wählen (Schiff)", "choose a goods field (ship)"),
    "pick": ("burgund.gebaeude-nehmen", "gain", "Plättchen aus einem Depot nehmen", "take a tile from a depot"),
    "warenhaus": ("burgund.warenhaus", "", "eine Warensorte verkaufen (Warenhaus)", "sell a goods sort (warehouse)"),
    "rathaus": ("burgund.rathaus", "play", "weiteres Plättchen platzieren (Rathaus)", "place another tile (town hall)"),
}
CHANCE_NEEDS = ("deal", "phase", "roll")


def choice(kind: str, player: str, **data: Any) -> Choice:
    rule, verb, de, en = _ASK[kind] if kind in _ASK else hooks.choice_kinds()[kind][:4]  # or a module's
    return Choice(player, kind, rule, verb, de, en, data)


def chance(need: str) -> Chance:
    return Chance(need)

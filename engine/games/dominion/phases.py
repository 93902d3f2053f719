"""The phases of a turn as data, and the one rule for "may this card be played now" (rulebook 003 ln559–563).

A turn runs action → buy → clean-up (ln559: "die immer in dieser Reihenfolge gespielt werden müssen").
Which kind of card each phase lets a player play, and what playing it costs, is the table below; moves,
the offered options, the fast path and the bots all ask `playable` / `check_play`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.step import Notes
from engine.games.dominion import cards
from engine.games.dominion.rules import CATALOG
from engine.games.dominion.state import GameState

TREASURE_FIRST = "dominion.auslegung.geld-beginnt-kauf"


@dataclass(frozen=True)
class Phase:
    name: str
    de: str
    next: str  # the phase "end-phase" leads to
    plays: frozenset[str]  # kinds of card (cards.play_kinds) a player may play in it


PHASES: dict[str, Phase] = {
    "start": Phase("start", "Spielbeginn", "action", frozenset()),
    "action": Phase("action", "Aktionsphase", "buy", frozenset({"action", "treasure"})),  # a treasure begins buying
    "buy": Phase("buy", "Kaufphase", "cleanup", frozenset({"treasure"})),
    "cleanup": Phase("cleanup", "Aufräumphase", "action", frozenset()),
    "over": Phase("over", "Spielende", "over", frozenset()),
}


def playable(state: GameState, tag: str) -> bool:
    """May the active player play `tag` from the hand now (the hand aside)? The very rules of `check_play`."""
    kind = cards.play_kinds().get(tag)
    if kind == "action":
        return state.phase == "action" and state.actions > 0
    if kind == "treasure":
        return not state.flags.get("bought") and "treasure" in PHASES[state.phase].plays
    return False


def check_play(state: GameState, card: cards.Card, notes: Notes) -> str:
    """The kind of the play ("action" or "treasure"), or the refusal of the rule that forbids it."""
    kind = cards.play_kinds().get(card.tag)
    if kind == "action":
        if state.phase != "action":
            raise CATALOG.refuse("dominion.phasen-reihenfolge", "Aktionskarten nur in der Aktionsphase.",
                                 "Action cards only in the action phase.", phase=state.phase)
        if state.actions < 1:
            raise CATALOG.refuse("dominion.aktion-braucht-aktion", "Keine Aktion mehr frei.", "No action left.")
        return kind
    if kind == "treasure":
        if state.flags.get("bought"):
            raise CATALOG.refuse("dominion.geld-vor-kauf",
                                 "Nach dem ersten Kauf darf man keine Geldkarten mehr ausspielen.",
                                 "No treasure may be played after the first buy.", card=card.name_de)
        if state.phase == "action":
            notes.reading(TREASURE_FIRST)  # playing a treasure begins the buy phase
        return kind
    raise CATALOG.refuse("dominion.nur-aktions-und-geldkarten", f"{card.name_de} kann man nicht ausspielen.",
                         f"{card.name_en} cannot be played.", card=card.name_de)

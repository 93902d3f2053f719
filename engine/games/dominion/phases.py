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
from engine.games.dominion.tokens import inherited

TREASURE_FIRST = "dominion.auslegung.geld-beginnt-kauf"
# a card that is an action and a treasure (Empires' Krone): played as a treasure in the buy phase, and in the action
# phase when no action is left (it then begins the buy phase as any treasure); else as an action
AS_TREASURE = "dominion.auslegung.krone-spielen"


def _as_treasure(state: GameState, tag: str) -> bool:
    return (state.phase == "buy" or state.actions < 1) and cards.card(tag).is_("Treasure")


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


def _play_kind(state: GameState, tag: str) -> str | None:
    """The kind of play of `tag` ("action", "treasure") by the active player: the card's, or for an Anwesen with the
    player's Anwesen token on a card, that card's (Erbschaft ln5319: "darfst du es in der Phase, in der die markierte
    Karte ausgespielt werden würde, auch ausspielen"; tokens.inherited)."""
    kind = cards.play_kinds().get(tag)
    if kind is None and state.cards[state.player].tokens:
        marked = inherited(state, state.player, tag)
        if marked is not None:
            kind = cards.play_kinds().get(marked)
    return kind


def playable(state: GameState, tag: str) -> bool:
    """May the active player play `tag` from the hand now (the hand aside)? The very rules of `check_play`."""
    kind = _play_kind(state, tag)
    if kind == "action" and (state.phase == "buy" or state.actions < 1) and _as_treasure(state, tag):
        kind = "treasure"
    if kind == "action":
        return state.phase == "action" and state.actions > 0
    if kind == "treasure":
        return not state.flags.get("bought") and "treasure" in PHASES[state.phase].plays
    return False


def check_play(state: GameState, card: cards.Card, notes: Notes) -> str:
    """The kind of the play ("action" or "treasure"), or the refusal of the rule that forbids it."""
    kind = _play_kind(state, card.tag)
    if kind == "action" and _as_treasure(state, card.tag):
        notes.reading(AS_TREASURE)
        kind = "treasure"
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

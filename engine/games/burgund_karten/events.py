"""Chance events: the record says which cards were laid out, dealt, revealed for Egon or bought."""

from __future__ import annotations

from typing import Any

from engine.core.pile import PileError
from engine.core.step import Chance, Notes
from engine.games.burgund_karten import cards, flow
from engine.games.burgund_karten.rules import CATALOG
from engine.games.burgund_karten.state import GameState

# the rule that sets how many cards each event shows
_COUNT_RULE = {"display": "auslage-anzahl", "deal": "eigener-stapel", "egon": "solo-egon-stapel",
               "reveal": "kauf-drei-karten"}


def on_event(state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> GameState:
    """The state after the event (`state` itself is not changed)."""
    kind = entry["event"]
    to = chance.player
    if kind != chance.need or (to is not None and entry.get("to", entry.get("by")) != to):
        raise CATALOG.contradict("ereignis-unerwartet", f"Fällig ist: {chance.need} {to or ''}.",
                                 f"Due: {chance.need} {to or ''}.", got=kind)
    tokens = _tokens(entry)
    if kind == "egon":
        want = cards.EGON_STACKS[state.phase]
    else:
        available = state.draw_pile.size + sum(state.discard.values())
        want = min(chance.count, available)
    if len(tokens) != want:
        raise CATALOG.contradict(_COUNT_RULE[kind], f"Erwartet {want} Karten, genannt {len(tokens)}.",
                                 f"Expected {want} cards, got {len(tokens)}.")
    if state.deck_known or kind != "deal":
        notes.reading("auslegung.kartenwerte")
    new = state.copy()
    try:
        flow.apply_chance(new, chance, tokens, notes)
    except PileError as exc:
        raise CATALOG.contradict("karte-nicht-im-nachziehstapel",
                                 f"Diese Karte kann nicht im Nachziehstapel sein: {exc}",
                                 f"That card cannot be in the draw pile: {exc}") from exc
    flow.advance(new, notes)
    return new


def _tokens(entry: dict[str, Any]) -> list[str | None]:
    """The cards an event names (None: dealt face down, a deal may give only their count)."""
    named = entry.get("cards")
    if named is None and entry["event"] == "deal" and isinstance(entry.get("count"), int):
        return [None] * entry["count"]
    if not isinstance(named, list):
        raise CATALOG.refuse("eintrag-form",
                             "Ein Ereignis nennt die Karten (cards) oder beim Austeilen die Anzahl (count).",
                             "An event names its cards (or, for a deal, their count).")
    tokens: list[str | None] = []
    for value in named:
        card = cards.parse(value) if isinstance(value, str) else None
        if card is None:
            raise CATALOG.contradict("karte-nicht-im-nachziehstapel", f"Keine gültige Karte: {value!r}.",
                                     f"Not a valid card: {value!r}.")
        tokens.append(card.token)
    return tokens

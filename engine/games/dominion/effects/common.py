"""Small steps several card effects share (other players in turn order, putting revealed cards back)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.games.dominion.ops import Ask, Move

Gen = Generator[Any, Any, Any]


def others(args: dict[str, Any]) -> list[str]:
    """The other players in turn order, beginning with the player to the left."""
    players: list[str] = args["players"]
    index = players.index(args["player"])
    return [players[(index + k) % len(players)] for k in range(1, len(players))]


def left_of(args: dict[str, Any]) -> str:
    return others(args)[0]


def put_back_in_order(player: str, rule: str, cards: list[str]) -> Gen:
    """Put revealed cards back onto the deck "in beliebiger Reihenfolge": one decision per card while
    the rest still differ; the card laid last lies on top."""
    rest = list(cards)
    while rest:
        if len(set(rest)) == 1:
            for card in rest:
                yield Move(player, card, "revealed", "deck")
            return
        chosen = yield Ask(player, rule, "Welche Karte als nächste zurücklegen? (die zuletzt gelegte liegt oben)",
                           "Which card goes back next? (the last one lies on top)", "revealed", 1, 1,
                           {"cards": sorted(set(rest))})
        card = chosen[0]
        rest.remove(card)
        yield Move(player, card, "revealed", "deck")


def discard_revealed(player: str, cards: list[str]) -> Gen:
    for card in cards:
        yield Move(player, card, "revealed", "discard")

"""End of game and scoring."""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.model import DEFS
from engine.games.dominion.state import GameState


def empty_piles(state: GameState) -> int:
    return sum(1 for n in state.supply.values() if n == 0)


def game_over(state: GameState) -> bool:
    """Rulebook 003 ln63/580: Provinzstapel leer, Kolonienstapel (Blütezeit) leer, oder 3 Stapel (1–4
    Spieler) bzw. 4 Stapel (5–6 Spieler)."""
    supply = state.supply
    if "Province" in supply and 0 not in supply.values():
        return False  # no pile is empty (the usual case, one scan in C)
    piles = 3 if len(state.players) <= 4 else 4
    return (supply.get("Province", 0) == 0 or ("Colony" in supply and supply["Colony"] == 0)
            or empty_piles(state) >= piles)


def points(owned: dict[str, int], tokens: int = 0) -> int:
    """The points of a player's cards: each card's fixed points (card facts) plus what its definition
    counts (Gärten, Herzog ...: model.CardDef.points), plus Siegpunktmarker (`tokens`)."""
    result = tokens
    for tag, n in owned.items():
        fixed = cards.card(tag).points
        if fixed is not None:
            result += fixed * n
        definition = DEFS.get(tag)
        if definition is not None and definition.points is not None:
            result += definition.points(owned) * n
    return result


def score(state: GameState) -> dict[str, Any]:
    """Points per player; the most points win; on a tie fewer turns win, else the win is shared
    (reading dominion.auslegung.gleichstand)."""
    scores = {p: points(state.cards[p].all_cards(), state.cards[p].tokens.get("vp", 0)) for p in state.players}
    unknown = {p: state.cards[p].hand_unknown + state.cards[p].discard_unknown + state.cards[p].draw_pile.outstanding
               for p in state.players}
    best = max(scores.values())
    leaders = [p for p in state.players if scores[p] == best]
    fewest = min(state.cards[p].turns for p in leaders)
    winners = [p for p in leaders if state.cards[p].turns == fewest]
    return {
        "scores": scores,
        "turns": {p: state.cards[p].turns for p in state.players},
        "winners": winners,
        "unknown_cards": {p: n for p, n in unknown.items() if n},
    }

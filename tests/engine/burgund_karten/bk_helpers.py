"""Helpers for burgund-karten tests: seeded positions that tests reshape by hand."""

from collections import Counter

from engine.core import get_ruleset
from engine.games.burgund_karten.bots import synthetic_deck
from engine.games.burgund_karten.state import GameState
from engine.games.burgund_karten.tasks import choice

RS = get_ruleset("burgund-karten")
NAMES = ["Anna", "Ben", "Clara", "Dirk"]


def game(n: int = 2, seed: int = 1) -> GameState:
    """A seeded game at the first decision: the start player (first name) must play a card."""
    players = NAMES[:n] if n > 1 else ["Solo"]
    return RS.setup(players, {"seed": seed, "deck": synthetic_deck(seed), "start_player": players[0]})


def shape(state: GameState, player: str | None = None, **fields) -> GameState:
    """A copy with the player's zones (or, without a player, the state's fields) replaced."""
    new = state.copy()
    target = new if player is None else new.zones[player]
    for key, value in fields.items():
        if key in ("goods", "animals"):
            value = Counter(value)
        setattr(target, key, value)
    return new


def display(*rows) -> list[list[str]]:
    out = [list(r) for r in rows]
    return out + [[] for _ in range(6 - len(out))]


def run(state: GameState, *entries) -> GameState:
    for entry in entries:
        verdict = RS.check(state, entry)
        assert verdict.proceeds, (entry, verdict)
        state = RS.apply(state, entry)
    return state


def check(state: GameState, entry):
    return RS.check(state, entry)


def top_cards(state: GameState, *cards: str) -> GameState:
    """Put known cards on top of the (seeded) draw pile."""
    new = state.copy()
    for card in reversed(cards):
        new.draw_pile.put_on_top(card)
    return new


def finish(state: GameState, player: str) -> GameState:
    """End the player's turn when it waits for "buy or end"."""
    if state.tasks and state.tasks[-1] == choice("end", player):
        return run(state, {"by": player, "move": "end-turn"})
    return state

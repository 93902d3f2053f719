"""Helpers for burgund tests: seeded positions that tests reshape by hand."""

from __future__ import annotations

from typing import Any

from engine.core import get_ruleset
from engine.core.verdict import Verdict
from engine.games.burgund.state import GameState
from engine.games.burgund.tasks import choice

RS = get_ruleset("burgund")
NAMES = ["Anna", "Ben", "Clara", "Dirk"]


def game(n: int = 2, seed: int = 1, **setup: Any) -> GameState:
    """A seeded game at the first turn (phase A laid out, dice rolled)."""
    return RS.deal(RS.setup(NAMES[:n], {"seed": seed, **setup}))


def turn(state: GameState, player: str, dice: tuple[int, int] | list[int] = (1, 2), **fields: Any) -> GameState:
    """A copy in which it is `player`'s turn with `dice`; other fields (state attributes) replaced."""
    new = state.copy()
    new.order = [player] + [p for p in new.players if p != player]
    new.turn_index = 0
    new.dice = {p: [] for p in new.players}
    new.dice[player] = list(dice)
    new.bought = False
    new.tasks = [choice("turn", player)]
    for key, value in fields.items():
        setattr(new, key, value)
    return new


def step(state: GameState, **entry: Any) -> tuple[Verdict, GameState | None]:
    """The verdict on a move and the state after it (the argument is left unchanged)."""
    outcome = RS.step(state.copy(), entry)
    return outcome.verdict, outcome.state


def legal(state: GameState, **entry: Any) -> GameState:
    verdict, new = step(state, **entry)
    assert verdict.proceeds, verdict
    assert new is not None
    return new


def refused(state: GameState, rule: str, **entry: Any) -> Verdict:
    verdict, _ = step(state, **entry)
    assert verdict.status == "illegal", verdict
    assert verdict.rule == f"burgund.{rule}", verdict
    return verdict

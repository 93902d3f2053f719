"""The dynasties ruleset: the engine contract for 3-5 players (rulebook 002_de119d9c2c753162.txt)."""

from __future__ import annotations

from typing import Any

from engine.core.decision import Decision
from engine.core.record import RecordError
from engine.core.ruleset import Ruleset
from engine.core.step import Chance, Choice, Notes, Task
from engine.games.dynasties import events, moves, options
from engine.games.dynasties.flow import setup_state
from engine.games.dynasties.picture import draw
from engine.games.dynasties.rules import CATALOG
from engine.games.dynasties.schema import record_schema
from engine.games.dynasties.setup_check import setup_errors
from engine.games.dynasties.state import GameState


class DynastiesRuleset(Ruleset):
    catalog = CATALOG
    schema_builder = staticmethod(record_schema)
    state_class = GameState
    slug = "dynasties"

    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[RecordError]:
        return setup_errors(players, setup)

    def setup(self, players: list[str], setup: dict[str, Any]) -> GameState:
        return setup_state(list(players), setup)

    def task(self, state: GameState) -> Task | None:
        return None if state.over else state.task

    def on_move(self, state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> GameState:
        return moves.on_move(state, choice, entry, notes)

    def on_event(self, state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> GameState:
        return events.on_event(state, chance, entry, notes)

    def copy_state(self, state: GameState) -> GameState:
        return state.copy()

    def turn(self, state: GameState) -> int | None:
        return state.turn_no

    def result(self, state: GameState) -> dict[str, Any] | None:
        return state.result

    def pending(self, state: GameState) -> Decision | None:
        return options.pending(state)

    def picture(self, state: dict[str, Any], names: dict[str, str], previous: dict[str, Any] | None = None,
                move: dict[str, Any] | None = None) -> str | None:
        return draw(state, names, previous, move)

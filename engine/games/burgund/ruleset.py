"""The burgund ruleset: Die Burgen von Burgund, base game for 2-4 players (seed 001)."""

from __future__ import annotations

from typing import Any

from engine.core.decision import Decision
from engine.core.record import RecordError
from engine.core.ruleset import Ruleset
from engine.core.step import Chance, Choice, Notes, Task
from engine.games.burgund import events, facts, moves, options, picture
from engine.games.burgund.flow import setup_state
from engine.games.burgund.rules import CATALOG
from engine.games.burgund.schema import record_schema
from engine.games.burgund.state import GameState


class BurgundRuleset(Ruleset):
    catalog = CATALOG
    schema_builder = staticmethod(record_schema)
    state_class = GameState
    slug = "burgund"

    # -- setup ---------------------------------------------------------------------------------
    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[RecordError]:
        errors: list[RecordError] = []
        if "start_player" in setup and setup["start_player"] not in players:
            errors.append(RecordError("/setup/start_player", "Der Startspieler muss mitspielen.",
                                      "The start player must be a player."))
        if "boards" in setup or "start_castles" in setup:
            if "board" in setup:
                errors.append(RecordError("/setup/board", "Entweder board (alle 1 oder alle 2, ln 119) oder boards "
                                          "mit start_castles (ln 1161-1165).",
                                          "Either board (all 1 or all 2) or boards with start_castles."))
            boards = setup.get("boards", {})
            castles = setup.get("start_castles", {})
            for key, value in (("boards", boards), ("start_castles", castles)):
                if sorted(value) != sorted(players):
                    errors.append(RecordError(f"/setup/{key}", "Je Spieler ein Eintrag.", "One entry per player."))
            if not errors:
                for p in players:
                    board = facts.board(boards[p])
                    if castles[p] not in board.castle_spaces:
                        errors.append(RecordError(f"/setup/start_castles/{p}",
                                                  f"Die Start-Burg liegt auf einem dunkelgrünen Feld (Tableau {board.number}: "
                                                  f"{', '.join(map(str, board.castle_spaces))}).",
                                                  f"The start castle goes on a castle space ({board.castle_spaces})."))
        return errors

    def unsupported(self, players: list[str], setup: dict[str, Any]) -> list[str]:
        """The modules (ln 858-1210) are not implemented: their own issue."""
        return [str(m) for m in setup.get("modules", [])]

    def setup(self, players: list[str], setup: dict[str, Any]) -> GameState:
        return setup_state(list(players), setup)

    # -- the rules' hooks ----------------------------------------------------------------------
    def task(self, state: GameState) -> Task | None:
        if state.over or not state.tasks:
            return None
        return state.tasks[-1]

    def on_move(self, state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> GameState:
        return moves.on_move(state, choice, entry, notes)

    def on_event(self, state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> GameState:
        return events.on_event(state, chance, entry, notes)

    def deal(self, state: GameState) -> GameState:
        """With a seed, the engine draws what chance decides."""
        while state.seed is not None and not state.over and state.tasks and isinstance(state.tasks[-1], Chance):
            outcome = self.step(state, events.seeded_event(state))
            assert outcome.verdict.proceeds, outcome.verdict
            state = outcome.state
            state.draws += 1
        return state

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
        return picture.draw(state, names, previous, move)

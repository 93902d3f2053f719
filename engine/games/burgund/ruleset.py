"""The burgund ruleset: Die Burgen von Burgund, base game for 2-4 players (seed 001)."""

from __future__ import annotations

from typing import Any

from engine.core.decision import Decision
from engine.core.record import RecordError
from engine.core.ruleset import Ruleset
from engine.core.step import Chance, Choice, Notes, Task
from engine.games.burgund import events, facts, hooks, moves, options, picture
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
        return errors + _validate_modules(players, setup)

    def unsupported(self, players: list[str], setup: dict[str, Any]) -> list[str]:
        """The modules of the catalog that are not implemented yet, each with the reason."""
        planned = hooks.planned()
        return [f"{m}: {planned[m]}" for m in setup.get("modules", []) if m in planned]

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


def _validate_modules(players: list[str], setup: dict[str, Any]) -> list[RecordError]:
    """setup.modules: known modules, each once, for this player count, in a combination the rulebook allows
    (an excluded one is refused with the passage that excludes it)."""
    chosen = list(setup.get("modules", []))
    known = hooks.registry()
    planned = hooks.planned()
    errors: list[RecordError] = []
    if len(players) < 2 and not any(slug in known and len(players) in known[slug].players for slug in chosen):
        return [RecordError("/players", "2 bis 4 Spieler (Spielplan für 4, Rückseite für 2 und 3, ln 852-856); allein nur mit dem Solo-Spiel (ln 1025-1028).",
                            "2 to 4 players; one only with the solo game.")]
    for index, slug in enumerate(chosen):
        if slug not in known and slug not in planned:
            errors.append(RecordError(f"/setup/modules/{index}", f"Unbekanntes Modul {slug!r}; bekannt: "
                                      f"{', '.join(sorted([*known, *planned]))}.", f"Unknown module {slug!r}."))
        elif chosen.index(slug) != index:
            errors.append(RecordError(f"/setup/modules/{index}", "Jedes Modul nur einmal.", "Each module once."))
        elif slug in known and len(players) not in known[slug].players:
            module = known[slug]
            errors.append(RecordError(f"/setup/modules/{index}", f"{module.name_de} wird mit "
                                      f"{'/'.join(map(str, module.players))} Spielern gespielt "
                                      f"(ln {module.lines[0]}-{module.lines[1]}).",
                                      f"{module.name_en} is played by {module.players} players."))
    for rule in hooks.exclusions():
        if all(m in chosen for m in rule["modules"]) and (not rule.get("setup") or rule["setup"] in setup):
            what = " + ".join([*rule["modules"], *([f"setup.{rule['setup']}"] if rule.get("setup") else [])])
            first, last = rule["lines"]
            errors.append(RecordError("/setup/modules", f"Nicht kombinierbar: {what}. {rule['de']} "
                                      f"(ln {first}-{last}: „{rule['quote']}“)",
                                      f"Not combinable: {what}. {rule['en']} (ln {first}-{last})"))
    if not errors:
        for slug in chosen:
            if slug in known:
                errors += known[slug].validate_setup(players, setup)
    return errors

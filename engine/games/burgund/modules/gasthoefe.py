"""Die Gasthöfe (ln 925-938, 959-965): five inns, one laid beside the black depot each phase and never
cleared; bought instead of a black-depot tile for 2 silver; placed on a free space of any colour with the
die's number, at most one per area; no function, but an area with an inn counts one space larger.

Tag: `gasthof`. A purchase is `{"move": "buy", "tile": "gasthof", "depot": "black", ...}` (only the top inn
of the stack can be bought, and they are all alike). Position: `extra["gasthoefe"]`: `stack` (inns beside
the black depot), `laid` (inns laid out so far).
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import StateError
from engine.core.step import Notes
from engine.games.burgund import actions, facts
from engine.games.burgund.hooks import Module, Problem
from engine.games.burgund.state import GameState

INN = "gasthof"
INNS = 5  # ln 75: 5 Sechseck-Plättchen: „Die Gasthöfe“


class Inns(Module):
    slug = "gasthoefe"
    name_de = "Die Gasthöfe"
    name_en = "Inns"
    lines = (925, 965)
    tile_tags = {INN: "inn"}
    any_space = ("inn",)  # ln 935: auf jedem beliebigen freien Feld

    def setup(self, state: GameState, setup: dict[str, Any]) -> None:
        state.extra[self.slug] = {"stack": 0, "laid": 0}
        state.provenance["area_score_9"] = facts.area_score_confidence(9)  # an 8-area with an inn

    def extra_from_json(self, value: Any, where: str) -> Any:
        ok = isinstance(value, dict) and sorted(value) == ["laid", "stack"] and all(
            type(value[k]) is int for k in value) and 0 <= value["stack"] <= value["laid"] <= INNS
        if not ok:
            raise StateError(where, "Gasthöfe: stack (neben dem schwarzen Depot) ≤ laid (ausgelegt) ≤ 5.",
                             "Inns: stack (beside the black depot) <= laid (laid out) <= 5.")
        return dict(value)

    def phase_laid_out(self, state: GameState, notes: Notes) -> None:
        """ln 927-930: one inn per phase beside the black depot, on top of those still there."""
        inns = state.extra[self.slug]
        if inns["laid"] < INNS:
            inns["laid"] += 1
            inns["stack"] += 1

    # -- buying ------------------------------------------------------------------------------------------
    def can_buy(self, state: GameState, player: str, tile: str, depot: Any) -> bool:
        """ln 930-933: instead of a black-depot tile, under the same rules (reading gasthof-kauf)."""
        return tile == INN and depot == "black" and state.extra[self.slug]["stack"] > 0

    def bought(self, state: GameState, player: str, tile: str, depot: Any) -> None:
        state.extra[self.slug]["stack"] -= 1

    def options(self, state: GameState, player: str, kind: str, data: dict[str, Any]) -> list[dict[str, Any]]:
        if kind not in ("turn", "burg") or state.bought or not state.extra[self.slug]["stack"]:
            return []
        stored = state.storage[player]
        discards: list[str | None] = [None] if len(stored) < actions.storage_limit(state, player) else sorted(set(stored))
        out = []
        for pay in ("silver", "workers"):
            for discard in discards:
                entry = {"move": "buy", "tile": INN, "depot": "black", "pay": pay}
                if discard is not None:
                    entry["discard"] = discard
                if actions.problem_buy(state, player, INN, "black", pay, discard) is None:
                    out.append(entry)
        return out

    # -- placing -----------------------------------------------------------------------------------------
    def place_problem(self, state: GameState, player: str, tile: str, space: int) -> Problem:
        if tile != INN:
            return None
        board = state.board(player)
        estate = state.estates[player]
        if any(estate.get(s) == INN for s in board.areas[board.area_of[space]]):
            return ("gasthof", "Pro Gebiet ist maximal ein Gasthof erlaubt.", "At most one inn per area.")
        return None

    def placed(self, state: GameState, player: str, tile: str, space: int, notes: Notes) -> None:
        if tile == INN:
            notes.reading("auslegung.gasthof-platzieren")

    def area_size(self, state: GameState, player: str, area: tuple[int, ...], size: int) -> int:
        """ln 959-961: Die Größe eines Gebietes erhöht sich durch einen Gasthof darin um 1."""
        estate = state.estates[player]
        return size + sum(1 for s in area if estate.get(s) == INN)

    def picture_lines(self, state: GameState, names: dict[str, str]) -> list[str]:
        inns = state.extra[self.slug]
        return [f"Gasthöfe neben dem schwarzen Depot: {inns['stack']} (ausgelegt: {inns['laid']} von {INNS})"]


MODULE = Inns()

"""Die weißen Burgen (ln 917-923): nine tiles mixed into the building, monastery and black supplies; whoever
places one carries out at once one more action with the white die's number, which worker chips may change
(the white die itself stays as it is).

Extraction lost the tiles' fronts (which colour of space each goes on) and the split among the supplies
(digest §11.1 no. 8; the external facts give only an inferred split), so the record states them:
`setup.module_data["weisse-burgen"].tiles` = 9 × {"back": "beige"|"gelb"|"schwarz", "front": space type};
the tiles are `weisse-burg-1` … `weisse-burg-9` in that order. Placements rest on the record's fronts and
name the reading `weisse-burgen-datensatz`. Position: `extra["weisse-burgen"]` = {"tiles": {tag: {back, front}}}.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.errors import RecordError, StateError
from engine.core.pile import Pile
from engine.core.step import Choice, Notes
from engine.games.burgund import actions, facts, moves, options, tiles
from engine.games.burgund.hooks import Module, Problem
from engine.games.burgund.rules import CATALOG
from engine.games.burgund.state import GameState
from engine.games.burgund.tasks import choice

COUNT = 9  # ln 73: 9 Sechseck-Plättchen: „Die weißen Burgen“
TAGS = tuple(f"weisse-burg-{i}" for i in range(1, COUNT + 1))
BACKS = ("beige", "gelb", "schwarz")  # ln 919-920: Gebäude, Klöster bzw. schwarzes Depot
ACTIONS = ("take", "place", "sell", "workers")  # reading weisse-burg-aktion: a die action, not a purchase


class WhiteCastles(Module):
    slug = "weisse-burgen"
    name_de = "Die weißen Burgen"
    name_en = "White castles"
    lines = (917, 923)
    tile_tags = {tag: "white-castle" for tag in TAGS}
    any_space = ("white-castle",)  # the record's front decides (place_problem)
    choices = {"weisse-burg": ("burgund.weisse-burg", "", "Aktion mit der Zahl des weißen Würfels (weiße Burg)",
                               "an action with the white die's number (white castle)", "")}
    data_schema = {"type": "object", "required": ["tiles"], "additionalProperties": False,
                   "properties": {"tiles": {"type": "array", "items": {
                       "type": "object", "required": ["back", "front"], "additionalProperties": False,
                       "properties": {"back": {"enum": list(BACKS)}, "front": {"enum": list(facts.SPACE_TYPES)}}}}}}

    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[Any]:
        data = setup.get("module_data", {}).get(self.slug)
        where = f"/setup/module_data/{self.slug}"
        if data is None:
            return [RecordError(where, "Vorder- und Rückseiten der weißen Burgen sind in der Regel verloren: der "
                                "Datensatz nennt sie (tiles: 9 × back, front).",
                                "The white castles' fronts and backs are lost: the record states them.")]
        if len(data["tiles"]) != COUNT:
            return [RecordError(f"{where}/tiles", "Es gibt 9 weiße Burgen (ln 73).", "There are 9 white castles.")]
        return []

    def setup(self, state: GameState, setup: dict[str, Any]) -> None:
        stated = setup["module_data"][self.slug]["tiles"]
        state.extra[self.slug] = {"tiles": {tag: {"back": t["back"], "front": t["front"]}
                                            for tag, t in zip(TAGS, stated, strict=True)}}
        for back in BACKS:  # ln 919-920: in ihre jeweiligen Stapel eingemischt
            added = Counter(tag for tag, t in zip(TAGS, stated, strict=True) if t["back"] == back)
            supply = state.supplies[back]
            assert not supply.top and supply.hidden == sum(supply.pool.values())  # untouched at set-up
            state.supplies[back] = Pile.shuffled_from(supply.pool + added)
        state.provenance["white_castles"] = "record"  # facts: white_castles_split is only inferred
        state.provenance["white_castles_split_facts"] = \
            facts.raw()["other_facts"]["white_castles_split"]["provenance"]["confidence"]

    def extra_from_json(self, value: Any, where: str) -> Any:
        try:
            stated = value["tiles"]
            ok = sorted(value) == ["tiles"] and sorted(stated) == sorted(TAGS) and all(
                sorted(t) == ["back", "front"] and t["back"] in BACKS and t["front"] in facts.SPACE_TYPES
                for t in stated.values())
        except (KeyError, TypeError, AttributeError):
            ok = False
        if not ok:
            raise StateError(where, "Weiße Burgen: tiles (weisse-burg-1 … 9 mit back und front).",
                             "White castles: tiles (weisse-burg-1 ... 9 with back and front).")
        return {"tiles": {tag: dict(t) for tag, t in stated.items()}}

    def tile_back(self, state: GameState, tile: str) -> str | None:
        found = state.extra[self.slug]["tiles"].get(tile)
        return found["back"] if found else None

    def place_problem(self, state: GameState, player: str, tile: str, space: int) -> Problem:
        found = state.extra[self.slug]["tiles"].get(tile)
        if found is None:
            return None
        board = state.board(player)
        if board.types[space] != found["front"]:
            return ("weisse-burg", f"{tile} gehört laut Datensatz auf ein Feld der Farbe "
                    f"{facts.TYPE_DE[found['front']]}, nicht {facts.TYPE_DE[board.types[space]]}.",
                    f"By the record, {tile} goes on a {found['front']} space, not {board.types[space]}.")
        return None

    def placed(self, state: GameState, player: str, tile: str, space: int, notes: Notes) -> None:
        if tile in state.extra[self.slug]["tiles"]:
            notes.reading("auslegung.weisse-burgen-datensatz")
            if state.white is not None:
                state.tasks.append(choice("weisse-burg", player))  # ln 920-922: sofort anschließend

    # -- the white castle's action -------------------------------------------------------------------------
    def accepts(self, state: GameState, kind: str) -> tuple[str, ...]:
        return ACTIONS if kind == "weisse-burg" else ()

    def on_move(self, state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
        """ln 920-923: any action with the white die's number; workers change the number as for a die."""
        state.tasks.pop()
        player = choice.player
        move = entry["move"]
        notes.reading("auslegung.weisse-burg-aktion")
        if "die" in entry:
            raise CATALOG.refuse("weisse-burg", "Die Aktion der weißen Burg nutzt den weißen Würfel: sie nennt "
                                 "nur value.", "The white castle's action uses the white die: it names only value.")
        value = entry.get("value", state.white)
        tile = entry.get("tile") if tiles.is_tile(entry.get("tile")) else None
        if move != "workers":
            if type(value) is not int or value not in (1, 2, 3, 4, 5, 6):
                raise CATALOG.refuse("weisse-burg", f"Keine Würfelzahl: {value!r}.", f"Not a die number: {value!r}.")
            cost = _cost(state, player, move, tile, value)
            if cost > state.workers[player]:
                raise CATALOG.refuse("weisse-burg", f"Aus der {state.white} des weißen Würfels eine {value} zu machen "
                                     f"kostet {cost} Arbeiterchips; {player} hat {state.workers[player]}.",
                                     f"Turning the white {state.white} into {value} costs {cost} workers.")
            state.workers[player] -= cost
        moves.carry_out(state, player, move, value, tile, entry, notes)

    def options(self, state: GameState, player: str, kind: str, data: dict[str, Any]) -> list[dict[str, Any]]:
        if kind != "weisse-burg":
            return []
        workers = state.workers[player]
        out: list[dict[str, Any]] = []
        for value in range(1, 7):
            def cost_ok(action: str, tile_kind: str | None, value: int = value) -> bool:
                return _cost_kind(state, player, action, tile_kind, value) <= workers
            out += options.die_actions(state, player, value, {}, cost_ok)
        return out + [{"move": "workers"}]

    def picture_lines(self, state: GameState, names: dict[str, str]) -> list[str]:
        placed = [f"{p}: Weiße Burg {t.rsplit('-', 1)[-1]}" for p in state.players for t in state.estates[p].values() if t in TAGS]
        return ["Weiße Burgen gebaut: " + (", ".join(placed) or "–")]


def _cost_kind(state: GameState, player: str, action: str, tile_kind: str | None, value: int) -> int:
    free = actions.free_adjust(state, player, action, tile_kind) if action in ("take", "place") else False
    return actions.chip_cost(state, player, state.white, value, free)  # type: ignore[arg-type]


def _cost(state: GameState, player: str, move: str, tile: str | None, value: int) -> int:
    return _cost_kind(state, player, move, tiles.kind(tile) if tile and move == "place" else None, value)


MODULE = WhiteCastles()

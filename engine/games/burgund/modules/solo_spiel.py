"""Das Solo-Spiel (ln 1025-1088): one player, 25 turns (5 phases × 5 rounds), the main board as for two
players; each turn after the roll the white die's depot loses a tile; a ship takes all goods of one field and
the rest leave the game, and may trade 5 goods for a black-depot tile laid face down (a tile of no function
for any colour); end-scoring monasteries score at once; a completed colour lets the player place a black-depot
tile directly instead of a bonus; VP move a counter, and whenever it reaches the marker (start 50, or 45-55 by
difficulty) it goes back, the marker moves 5 down and the player gets one more die action. The player wins by
covering all 37 spaces within the 25 turns.

Extraction lost the boards 13A/13B (the external facts have only an unidentified candidate), so the record
states the board: `setup.module_data["solo-spiel"]` = {"board": {"name": "13A"|"13B", "spaces": 37 × {"id",
"type", "die", "axial"}, "start_castle"}, "marker": 45-55}. "Das Ausbreiten in andere Regionen ist nur über die
Flüsse möglich" (ln 1050) is read as a property of the stated board (its regions touch only at river spaces),
so the base adjacency rule enforces it (reading solo-regionen). Tags: `verdeckt` (a face-down black tile).
Moves: `buy-vp`, `trade-goods`, `place-black`. Position: `extra["solo-spiel"]` = {"board", "counter", "marker",
"completed" (the colours completed)}.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.errors import RecordError, StateError
from engine.core.step import Choice, Notes
from engine.games.burgund import actions, facts, flow, tiles
from engine.games.burgund.hooks import Module
from engine.games.burgund.modules.grenzposten import SPACE, board_of, layout_problem
from engine.games.burgund.rules import CATALOG
from engine.games.burgund.state import GameState
from engine.games.burgund.tasks import choice

NUMBER = 13  # state.boards: the solo boards 13A/13B (ln 81)
FACE_DOWN = "verdeckt"  # ln 1055: mit der Rückseite nach oben (= schwarze Seite)
MARKER = 50  # ln 1033: den anderen als „Siegpunktemarker“ auf Feld 50
DIFFICULTY = range(45, 56)  # ln 1083-1084: 49, 48 ... 45 / 51, 52 ... 55
MARKER_STEP = 5  # ln 1073: um 5 Felder nach unten
TRADE = 5  # ln 1054: 5 beliebige deiner Warenkärtchen
START_WORKERS = 2  # ln 1029: zwei Arbeiterchips
END_SCORING = (15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26)  # ln 821-850: the tiles that score at the end
CLOCKWISE = (1, 2, 3, 4, 5, 6)  # reading warenfelder-ring / solo-entfernen: 6 is followed by 1

BOARD = {"type": "object", "required": ["name", "spaces", "start_castle"], "additionalProperties": False,
         "properties": {"name": {"enum": ["13A", "13B"]},
                        "spaces": {"type": "array", "items": SPACE, "minItems": 37, "maxItems": 37},
                        "start_castle": {"type": "integer"}}}
ACCEPTS = {"turn": ("buy-vp",), "burg": ("buy-vp",), "solo-tausch": ("trade-goods",), "solo-farbe": ("place-black",)}


class Solo(Module):
    slug = "solo-spiel"
    name_de = "Das Solo-Spiel"
    name_en = "Solo game"
    lines = (1025, 1088)
    players = (1,)  # ln 1028
    table_size = 2  # ln 1033-1036: alles Weitere wie im Spiel für 2 Spieler
    goods_sorts_unlimited = True  # ln 1030-1031
    board_numbers = (NUMBER,)
    tile_tags = {FACE_DOWN: "face-down"}
    any_space = ("face-down",)  # ln 1056-1057: auf jedem Farbfeld
    moves = ("buy-vp", "trade-goods", "place-black")
    move_fields = {"vp": {"type": "integer", "minimum": 1},
                   "goods": {"type": "array", "items": {"type": "integer", "minimum": 1, "maximum": 6}}}
    choices = {"solo-tausch": ("burgund.solo-schiff", "gain", "5 Waren gegen ein schwarzes Plättchen (verdeckt)",
                               "5 goods for a black tile (face down)", ""),
               "solo-farbe": ("burgund.solo-farbe", "play", "Plättchen aus dem schwarzen Depot direkt platzieren",
                              "place a black-depot tile directly", "")}
    data_schema = {"type": "object", "required": ["board"], "additionalProperties": False,
                   "properties": {"board": BOARD, "marker": {"type": "integer"}}}

    # -- set-up ---------------------------------------------------------------------------------------------
    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[Any]:
        where = f"/setup/module_data/{self.slug}"
        data = setup.get("module_data", {}).get(self.slug)
        if data is None:
            return [RecordError(where, "Die Tableaus 13A/13B sind in der Regel verloren: der Datensatz nennt das "
                                "Tableau (board).", "The boards 13A/13B are lost: the record states the board.")]
        errors = []
        problem = layout_problem(data["board"])
        if problem:
            errors.append(RecordError(f"{where}/board", problem, "The stated board cannot be played."))
        if data.get("marker", MARKER) not in DIFFICULTY:
            errors.append(RecordError(f"{where}/marker", "Der Siegpunktemarker beginnt auf 45 bis 55 (ln 1083-1085).",
                                      "The VP marker starts on 45 to 55."))
        return errors

    def setup(self, state: GameState, setup: dict[str, Any]) -> None:
        data = setup["module_data"][self.slug]
        player = state.players[0]
        state.extra[self.slug] = {"board": data["board"], "counter": 0, "marker": data.get("marker", MARKER),
                                  "completed": []}
        state.boards[player] = NUMBER
        state.estates[player] = {data["board"]["start_castle"]: "burg"}  # ln 1028: ein beliebiges Burgfeld
        state.workers[player] = START_WORKERS
        state.provenance["boards"][player] = {"confidence": "record", "name": data["board"]["name"],
                                              "source": f"setup.module_data.{self.slug}.board"}

    def board(self, extra: Any, player: str) -> facts.Board | None:
        return board_of(extra["board"], NUMBER) if extra else None

    def extra_from_json(self, value: Any, where: str) -> Any:
        try:
            ok = sorted(value) == ["board", "completed", "counter", "marker"] and layout_problem(
                value["board"]) is None and type(value["counter"]) is int and value["counter"] >= 0 and type(
                value["marker"]) is int and all(k in facts.SPACE_TYPES for k in value["completed"])
        except (KeyError, TypeError, AttributeError):
            ok = False
        if not ok:
            raise StateError(where, "Solo: board, counter, marker, completed.", "Solo: board, counter, marker, completed.")
        return value

    # -- each turn: a tile leaves the white die's depot ------------------------------------------------------
    def rolled(self, state: GameState) -> None:
        """ln 1045-1047: one tile of the white die's depot leaves the game (the first in the event's order:
        top to bottom, left to right); an empty depot passes it on clockwise."""
        assert state.white is not None
        start = CLOCKWISE.index(state.white)
        for step in range(6):
            depot = CLOCKWISE[(start + step) % 6]
            if state.depots[depot]:
                state.depots[depot].pop(0)
                return

    # -- moves ----------------------------------------------------------------------------------------------
    def accepts(self, state: GameState, kind: str) -> tuple[str, ...]:
        return ACCEPTS.get(kind, ())

    def on_move(self, state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
        player = choice.player
        move = entry["move"]
        if move == "buy-vp":  # ln 1071: Jeder Siegpunkt kostet dich eine Silbermünze
            vp = entry.get("vp")
            if type(vp) is not int or not 1 <= vp <= state.silver[player]:
                raise CATALOG.refuse("solo-zaehlstein", f"Ein Siegpunkt kostet eine Silbermünze; {player} hat "
                                     f"{state.silver[player]}.", f"A VP costs one silver; {player} has "
                                     f"{state.silver[player]}.", vp=vp)
            state.silver[player] -= vp
            state.vp[player] += vp
            return
        state.tasks.pop()
        if move == "trade-goods":
            _trade(state, player, entry, notes)
        else:
            _place_black(state, player, entry, notes)

    def options(self, state: GameState, player: str, kind: str, data: dict[str, Any]) -> list[dict[str, Any]]:
        if kind in ("turn", "burg"):
            return [{"move": "buy-vp", "vp": n} for n in range(1, state.silver[player] + 1)]
        if kind == "solo-tausch":
            out = [{"move": "trade-goods", "tile": None}]
            for goods in _five_goods(state, player):
                for tile in sorted(set(state.black)):
                    for discard in _discards(state, player):
                        entry = {"move": "trade-goods", "goods": goods, "tile": tile}
                        if discard is not None:
                            entry["discard"] = discard
                        out.append(entry)
            return out
        if kind == "solo-farbe":
            return [{"move": "place-black", "tile": t, "space": s} for t in sorted(set(state.black))
                    for s in _direct_spaces(state, player, t)] + [{"move": "place-black", "tile": None}]
        return []

    def bot_score(self, state: GameState, option: dict[str, Any]) -> float | None:
        move = option["move"]
        if move == "place-black":
            return 15.0 if option.get("tile") else 0.0
        if move == "trade-goods":
            return 8.0 if option.get("tile") else 1.0
        if move == "buy-vp":
            counter = state.extra[self.slug]
            return 9.0 if counter["counter"] + option["vp"] >= counter["marker"] > 0 else -1.0
        return None

    # -- the changed rules ----------------------------------------------------------------------------------
    def goods_taken(self, state: GameState, player: str, fields: list[int]) -> None:
        """ln 1052-1053: the other depots' goods leave the game."""
        for field in state.depot_goods:
            if field not in fields:
                state.depot_goods[field] = []

    def placed(self, state: GameState, player: str, tile: str, space: int, notes: Notes) -> None:
        notes.reading("auslegung.solo-datensatz")  # the board is the record's
        kind = tiles.kind(tile)
        if kind == "ship" and sum(state.goods[player].values()) >= TRADE and state.black:
            # ln 1053-1056: now (and only now) 5 goods for a black-depot tile; after the ship's goods
            at = len(state.tasks) - 1 if state.tasks and getattr(state.tasks[-1], "kind", "") == "ship" else len(
                state.tasks)
            state.tasks.insert(at, choice("solo-tausch", player))
        number = tiles.monastery_number(tile) if kind == "monastery" else None
        if number in END_SCORING:  # ln 1061-1063: at once, and only then
            notes.reading("auslegung.solo-kloster")
            if number == 26:
                state.vp[player] += 3 * len(state.extra[self.slug]["completed"])
            else:
                state.vp[player] += flow.monastery_points(state, player, {number}, notes)

    def colour_completed(self, state: GameState, player: str, kind: str, notes: Notes) -> bool:
        """ln 1065-1068: no bonus tile; a black-depot tile placed directly instead (chain: again)."""
        mine = state.extra[self.slug]
        if kind not in mine["completed"]:
            mine["completed"].append(kind)
            if state.black:
                state.tasks.append(choice("solo-farbe", player))
        return True

    def moved(self, before: GameState, state: GameState, player: str, notes: Notes) -> None:
        """ln 1070-1075: VP move the counter; reaching the marker: back to 0 (the rest is lost), the marker
        5 down, one more die action as after a castle (reading solo-zaehlstein)."""
        mine = state.extra[self.slug]
        gained = state.vp[player] - before.vp[player]
        if gained <= 0:
            return
        mine["counter"] += gained
        if mine["marker"] > 0 and mine["counter"] >= mine["marker"]:
            notes.reading("auslegung.solo-zaehlstein")
            mine["counter"] = 0
            mine["marker"] = max(0, mine["marker"] - MARKER_STEP)
            if not state.over:
                state.tasks.append(choice("burg", player))

    def final_scoring(self, state: GameState, player: str, details: dict[str, int], notes: Notes | None) -> None:
        details["monasteries"] = 0  # ln 1061: they scored when placed, and only then

    def result(self, state: GameState, result: dict[str, Any]) -> None:
        """ln 1081: won when all 37 spaces are covered within the 25 turns."""
        player = state.players[0]
        covered = len(state.estates[player])
        won = covered == len(state.board(player).types)
        result["winners"] = [player] if won else []
        result["solo"] = {"won": won, "covered": covered, "marker": state.extra[self.slug]["marker"]}

    def picture_lines(self, state: GameState, names: dict[str, str]) -> list[str]:
        mine = state.extra[self.slug]
        player = state.players[0]
        return [f"Solo ({mine['board']['name']}): Zählstein {mine['counter']}, Siegpunktemarker "
                f"{mine['marker']}, belegt {len(state.estates[player])} von 37, "
                f"vervollständigt: {', '.join(mine['completed']) or '–'}"]


def _discards(state: GameState, player: str) -> list[str | None]:
    stored = state.storage[player]
    return [None] if len(stored) < actions.storage_limit(state, player) else sorted(set(stored))


def _five_goods(state: GameState, player: str) -> list[list[int]]:
    """Every choice of 5 goods cards (as sorted lists of their numbers) the player holds."""
    held = sorted(s for s, n in state.goods[player].items() for _ in range(n))
    out: set[tuple[int, ...]] = set()

    def pick(start: int, chosen: list[int]) -> None:
        if len(chosen) == TRADE:
            out.add(tuple(chosen))
            return
        for i in range(start, len(held)):
            if i > start and held[i] == held[i - 1]:
                continue
            pick(i + 1, [*chosen, held[i]])
    pick(0, [])
    return [list(t) for t in sorted(out)]


def _trade(state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
    tile = entry.get("tile")
    if tile is None:
        return  # "wenn du möchtest"
    goods = entry.get("goods")
    if not isinstance(goods, list) or len(goods) != TRADE or any(
            Counter(goods)[s] > state.goods[player].get(s, 0) for s in set(goods)):
        raise CATALOG.refuse("solo-schiff", "Abgegeben werden 5 eigene Warenkärtchen (goods).",
                             "5 own goods cards are handed in (goods).")
    if tile not in state.black:
        raise CATALOG.refuse("solo-schiff", f"Im schwarzen Depot liegt kein {tile!r}.", f"No {tile!r} in the black depot.")
    discard = entry.get("discard")
    problem = actions.problem_storage(state, player, discard)
    if problem:
        raise CATALOG.refuse(*problem)
    for sort in goods:
        state.goods[player][sort] -= 1
        if not state.goods[player][sort]:
            del state.goods[player][sort]
    state.black.remove(tile)
    if discard is not None:
        notes.reading("auslegung.lager-voll")
    actions.store(state, player, FACE_DOWN, discard)  # ln 1055: mit der Rückseite nach oben


def _direct_spaces(state: GameState, player: str, tile: str) -> list[int]:
    trial = state.copy()
    trial.storage[player] = [*trial.storage[player], tile]
    return [s for s in sorted(trial.board(player).types) if actions.problem_place(trial, player, tile, s, None) is None]


def _place_black(state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
    """ln 1065-1068: a black-depot tile, placed directly by the basic rules (no die), with its effects."""
    tile = entry.get("tile")
    if tile is None:
        return  # "darfst"
    if tile not in state.black:
        raise CATALOG.refuse("solo-farbe", f"Im schwarzen Depot liegt kein {tile!r}.", f"No {tile!r} in the black depot.")
    space = entry.get("space")
    if space not in _direct_spaces(state, player, tile):
        raise CATALOG.refuse("solo-farbe", f"{tile} passt nicht auf Feld {space!r} (Farbe, angrenzend, frei).",
                             f"{tile} does not fit space {space!r}.")
    state.black.remove(tile)
    state.storage[player].append(tile)
    actions.place(state, player, tile, space, notes)


MODULE = Solo()

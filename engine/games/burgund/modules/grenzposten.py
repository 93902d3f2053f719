"""Die Grenzposten (ln 903-915): every player plays on an 11 board (11a-11f) with three border posts. A
continuous chain of placed tiles between two posts scores the current phase's value (10, 8, 6, 4, 2); the
first to connect all three posts also gets the colour-bonus value (5, 6, 7 VP by 2, 3, 4 players), the
second the small one (2, 3, 4).

Extraction lost the 11 boards' layouts and where the posts are (digest §11.1 no. 3; the external facts have
no 11a-f either), so the record states them: `setup.module_data.grenzposten.boards` = {player: {"name":
"11a".."11f", "spaces": 37 × {"id", "type", "die", "axial": [q, r]}, "posts": 3 lists of the space ids each
post touches, "start_castle": a castle space}}. Neighbours follow from the axial coordinates and areas are
the connected spaces of one colour (as on boards 1-10, checked in the tests). Every placement on such a
board names the reading `grenzposten-datensatz`. Position: `extra["grenzposten"]` = {"boards": as stated,
"pairs": {player: connected pairs [i, j]}, "all_three": players in the order they connected all three}.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.core.errors import RecordError, StateError
from engine.core.step import Notes
from engine.games.burgund import facts, flow
from engine.games.burgund.hooks import Module
from engine.games.burgund.state import GameState

NUMBER = 11  # state.boards: the 11 boards (ln 903)
NAMES = ("11a", "11b", "11c", "11d", "11e", "11f")  # ln 71: 6 Spielertableaus (11a-11f)
SPACES = 37  # ln 259, 1081: 37 Felder
POSTS = 3  # ln 911-912: alle drei Grenzposten
STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))

SPACE = {"type": "object", "required": ["id", "type", "die", "axial"], "additionalProperties": False,
         "properties": {"id": {"type": "integer", "minimum": 1, "maximum": SPACES},
                        "type": {"enum": list(facts.SPACE_TYPES)},
                        "die": {"type": "integer", "minimum": 1, "maximum": 6},
                        "axial": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2}}}
BOARD = {"type": "object", "required": ["name", "spaces", "posts", "start_castle"], "additionalProperties": False,
         "properties": {"name": {"enum": list(NAMES)},
                        "spaces": {"type": "array", "items": SPACE, "minItems": SPACES, "maxItems": SPACES},
                        "posts": {"type": "array", "minItems": POSTS, "maxItems": POSTS,
                                  "items": {"type": "array", "minItems": 1, "items": {"type": "integer"}}},
                        "start_castle": {"type": "integer"}}}


def build(layout: dict[str, Any], number: int = NUMBER) -> facts.Board:
    """A Board from a stated layout (neighbours from the axial coordinates, areas = one colour, connected)."""
    spaces = layout["spaces"]
    axial = {s["id"]: (s["axial"][0], s["axial"][1]) for s in spaces}
    at = {v: k for k, v in axial.items()}
    types = {s["id"]: s["type"] for s in spaces}
    neighbours = {i: tuple(sorted(at[(q + dq, r + dr)] for dq, dr in STEPS if (q + dq, r + dr) in at))
                  for i, (q, r) in axial.items()}
    areas: list[tuple[int, ...]] = []
    seen: set[int] = set()
    for start in sorted(types):
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for n in neighbours[todo.pop()]:
                if n not in group and types[n] == types[start]:
                    group.add(n)
                    todo.append(n)
        seen |= group
        areas.append(tuple(sorted(group)))
    return facts.Board(number, types, {s["id"]: s["die"] for s in spaces}, neighbours,
                       {s: i for i, a in enumerate(areas) for s in a}, tuple(areas),
                       tuple(sorted(i for i, t in types.items() if t == "castle")), layout["start_castle"],
                       "record", frozenset(), axial)


_BUILT: dict[int, tuple[dict[str, Any], facts.Board]] = {}  # id(layout) -> (layout, board): states copy extra


def board_of(layout: dict[str, Any], number: int = NUMBER) -> facts.Board:
    found = _BUILT.get(id(layout))
    if found is None or found[0] is not layout:
        if len(_BUILT) > 256:
            _BUILT.clear()
        found = (layout, build(layout, number))
        _BUILT[id(layout)] = found
    return found[1]


def layout_problem(layout: dict[str, Any]) -> str | None:
    """What is wrong with a stated layout (beyond the schema), in German; None when it can be played."""
    ids = [s["id"] for s in layout["spaces"]]
    if sorted(ids) != list(range(1, SPACES + 1)):
        return "Die Felder heißen 1-37, jedes einmal (ln 259)."
    if len({tuple(s["axial"]) for s in layout["spaces"]}) != SPACES:
        return "Zwei Felder mit derselben Lage (axial)."
    if any(not post or any(i not in ids for i in post) for post in layout.get("posts", [])):
        return "Ein Grenzposten nennt die Felder, an denen er liegt (1-37)."
    types = {s["id"]: s["type"] for s in layout["spaces"]}
    if types.get(layout["start_castle"]) != "castle":
        return "Die Start-Burg liegt auf einem dunkelgrünen Feld."
    return None


class BorderPosts(Module):
    slug = "grenzposten"
    name_de = "Die Grenzposten"
    name_en = "Border posts"
    lines = (903, 915)
    board_numbers = (NUMBER,)
    data_schema = {"type": "object", "required": ["boards"], "additionalProperties": False,
                   "properties": {"boards": {"type": "object", "additionalProperties": BOARD}}}

    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[Any]:
        where = f"/setup/module_data/{self.slug}"
        data = setup.get("module_data", {}).get(self.slug)
        if data is None:
            return [RecordError(where, "Die Tableaus 11a-f und ihre Grenzposten sind in der Regel verloren: der "
                                "Datensatz nennt sie (boards je Spieler).",
                                "The boards 11a-f and their posts are lost: the record states them.")]
        boards = data["boards"]
        if sorted(boards) != sorted(players):
            return [RecordError(f"{where}/boards", "Jeder Spieler erhält einen 11er-Plan (ln 905-906).",
                                "Each player gets an 11 board.")]
        errors = []
        names = [b["name"] for b in boards.values()]
        if len(set(names)) != len(names):
            errors.append(RecordError(f"{where}/boards", "Jeder Plan 11a-f ist einmal da (ln 71).",
                                      "Each board 11a-f exists once."))
        for p in players:
            problem = layout_problem(boards[p])
            if problem:
                errors.append(RecordError(f"{where}/boards/{p}", problem, "The stated board cannot be played."))
        return errors

    def setup(self, state: GameState, setup: dict[str, Any]) -> None:
        stated = setup["module_data"][self.slug]["boards"]
        mine = {"boards": {p: stated[p] for p in state.players}, "pairs": {p: [] for p in state.players},
                "all_three": []}
        state.extra[self.slug] = mine
        for p in state.players:  # ln 905-906: each player plays on an 11 board instead
            state.boards[p] = NUMBER
            state.estates[p] = {stated[p]["start_castle"]: "burg"}
            state.provenance["boards"][p] = {"confidence": "record", "name": stated[p]["name"],
                                             "source": f"setup.module_data.{self.slug}.boards.{p}"}

    def board(self, extra: Any, player: str) -> facts.Board | None:
        return board_of(extra["boards"][player]) if extra else None

    def extra_from_json(self, value: Any, where: str) -> Any:
        try:
            ok = sorted(value) == ["all_three", "boards", "pairs"] and sorted(value["boards"]) == sorted(
                value["pairs"]) and all(layout_problem(b) is None and len(b["posts"]) == POSTS
                                        for b in value["boards"].values()) and all(
                sorted(pair) == pair and len(pair) == 2 and all(i in range(POSTS) for i in pair)
                for pairs in value["pairs"].values() for pair in pairs) and all(
                p in value["pairs"] for p in value["all_three"])
        except (KeyError, TypeError, AttributeError, IndexError):
            ok = False
        if not ok:
            raise StateError(where, "Grenzposten: boards (wie im Datensatz), pairs und all_three.",
                             "Border posts: boards (as in the record), pairs and all_three.")
        return value

    def placed(self, state: GameState, player: str, tile: str, space: int, notes: Notes) -> None:
        """ln 906-915: a chain of placed tiles between two posts scores the phase value once per pair (reading
        grenzposten-datensatz: also a pair joined through the third post); all three: the colour bonus values."""
        mine = state.extra[self.slug]
        notes.reading("auslegung.grenzposten-datensatz")
        posts = mine["boards"][player]["posts"]
        chains = _chains(state, player)
        count = len(state.players)
        for i, j in combinations(range(POSTS), 2):
            if [i, j] in mine["pairs"][player]:
                continue
            if any(chain & set(posts[i]) and chain & set(posts[j]) for chain in chains):
                mine["pairs"][player].append([i, j])
                state.vp[player] += flow.PHASE_BONUS[state.phase]  # ln 909-911
        if len(mine["pairs"][player]) == POSTS and player not in mine["all_three"]:
            mine["all_three"].append(player)
            place = len(mine["all_three"])
            if place == 1:  # ln 911-914: der übliche „Farbbonus“
                state.vp[player] += flow.LARGE_BONUS[count]
            elif place == 2:  # ln 914-915: der Zweitplatzierte
                state.vp[player] += flow.SMALL_BONUS[count]

    def picture_lines(self, state: GameState, names: dict[str, str]) -> list[str]:
        mine = state.extra[self.slug]
        out = []
        for p in state.players:
            pairs = ", ".join(f"{i + 1}–{j + 1}" for i, j in mine["pairs"][p]) or "–"
            out.append(f"Grenzposten {p} (Plan {mine['boards'][p]['name']}): verbunden {pairs}")
        return out


def _chains(state: GameState, player: str) -> list[set[int]]:
    """The connected groups of placed tiles in the player's estate ("durchgehende Verbindung", ln 908)."""
    board = state.board(player)
    placed = set(state.estates[player])
    out: list[set[int]] = []
    seen: set[int] = set()
    for start in sorted(placed):
        if start in seen:
            continue
        group, todo = {start}, [start]
        while todo:
            for n in board.neighbours[todo.pop()]:
                if n in placed and n not in group:
                    group.add(n)
                    todo.append(n)
        seen |= group
        out.append(group)
    return out


MODULE = BorderPosts()

"""The facts the rulebook text lost, read from data/boards.json (copied from public sources with provenance).

Each fact keeps its confidence. The engine uses a fact confirmed by two sources as it uses the rulebook;
a fact with one source, an inferred one or a conflicting one is used too, but a verdict resting on it
names its reading (an "auslegung" rule that cites the fact's source), and the state lists it under
`provenance`. Where no fact exists, the verdict is `unverifiable` (see the `luecke-*` rules).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

DATA = Path(__file__).with_name("data") / "boards.json"
FACTS_FILE = "engine/games/burgund/data/boards.json"

# space types of the estate (external-facts words) -> the tile kinds that may lie there (ln 381-382)
SPACE_TYPES = ("building", "pasture", "river", "monastery", "castle", "mine")
TYPE_DE = {"building": "Stadt (beige)", "pasture": "Weide (hellgrün)", "river": "Fluss (blau)",
           "monastery": "Kloster (gelb)", "castle": "Burg (dunkelgrün)", "mine": "Mine (grau)"}
BOARDS = tuple(range(1, 11))
# boards whose 2019 German cells no public source gives (the SE versions are "reworked")
UNKNOWN_2019_BOARDS = (4, 8)


@cache
def raw() -> dict[str, Any]:
    return json.loads(DATA.read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Board:
    number: int
    types: dict[int, str]  # space -> type
    dice: dict[int, int]  # space -> die number
    neighbours: dict[int, tuple[int, ...]]
    area_of: dict[int, int]  # space -> area index
    areas: tuple[tuple[int, ...], ...]
    castle_spaces: tuple[int, ...]
    start_castle: int | None  # boards 1 and 2: the centre; 3-10: the player chooses (ln 1163-1164)
    confidence: str  # edition correspondence of the layout
    die_one_source: frozenset[int]  # cells whose die number only one source gives
    axial: dict[int, tuple[int, int]]

    def type_count(self, kind: str) -> int:
        return sum(1 for t in self.types.values() if t == kind)


@cache
def board(number: int) -> Board:
    data = next(b for b in raw()["boards"] if b["board"] == number)
    spaces = data["spaces"]
    areas = tuple(tuple(a["spaces"]) for a in data["areas"])
    area_of = {s: i for i, a in enumerate(areas) for s in a}
    start = data.get("start_castle", {}).get("space")
    return Board(
        number,
        {s["id"]: s["type"] for s in spaces},
        {s["id"]: s["die"] for s in spaces},
        {s["id"]: tuple(s["neighbours"]) for s in spaces},
        area_of,
        areas,
        tuple(c["id"] for c in data["castle_spaces"]),
        start,
        data["edition_correspondence"]["confidence"],
        frozenset(s["id"] for s in spaces if s["provenance"]["die"]["confidence"] != "confirmed_two_sources"),
        {s["id"]: tuple(s["axial"]) for s in spaces},
    )


def _threshold(players: str) -> int:
    return {"2+": 2, "3+": 3, "4": 4}[players]


@cache
def depot_slots(player_count: int) -> dict[int, tuple[str, ...]]:
    """Depot -> the types of its hex spaces in use for this player count (ln 205, 854-856)."""
    out: dict[int, tuple[str, ...]] = {}
    for depot in raw()["depots"]["depots"]:
        out[depot["depot"]] = tuple(s["type"] for s in depot["spaces"] if _threshold(s["players"]) <= player_count)
    return out


def black_spaces(player_count: int) -> int:
    """Spaces of the black depot: 8 (ln 208), 4 with two players (ln 855), 6 with three (one source)."""
    return raw()["depots"]["black_depot_spaces"][f"{player_count}p"]


def area_score(size: int) -> int:
    return raw()["other_facts"]["area_scores"]["value"][str(size)]


def area_score_confidence(size: int) -> str:
    return raw()["other_facts"]["area_scores"]["provenance"][str(size)]["confidence"]


def bridge_spaces() -> int:
    return raw()["other_facts"]["turn_order_bridge_spaces"]["value"]


def goods_colour(number: int) -> str:
    """The colour of the goods sort with die number `number` (one source, 2011 names; display only)."""
    return raw()["other_facts"]["goods"]["colour_to_die"]["value"][str(number)]


def animal_values() -> dict[str, dict[int, int]]:
    """Per species: value -> tiles, for the coloured and the black back (one source)."""
    value = raw()["other_facts"]["animals"]["values_per_species"]["value"]
    return {back: {int(k): n for k, n in counts.items()} for back, counts in value.items() if back != "total"}


def black_monasteries() -> tuple[int, ...]:
    return tuple(raw()["other_facts"]["black_back_tiles"]["monasteries"]["value"])


def monastery_buildings() -> dict[int, str]:
    """Monastery tiles #16-23 -> the building kind each scores (ln 829-835 anchor #17 and #22)."""
    value = raw()["other_facts"]["monastery_16_23"]["value"]
    return {int(k): v.split(" / ")[0].lower() for k, v in value.items()}


def board_provenance(number: int) -> dict[str, Any]:
    data = next(b for b in raw()["boards"] if b["board"] == number)
    return {"confidence": data["edition_correspondence"]["confidence"],
            "sources": list(data["edition_correspondence"]["sources"]),
            "source": f"{FACTS_FILE}#/boards/{number - 1}"}

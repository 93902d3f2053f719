"""The hex tiles of the base game: their tags, kinds, back colours and the supplies (ln 43-49).

A tag names a tile's identity as far as the rules need it: a building by its kind ("markt"), an animal
by species and number of animals ("kuh-3"), a monastery tile by its number ("kloster-7"), and the
castles, mines and ships by their kind alone ("burg", "mine", "schiff": all alike).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from engine.games.burgund import facts, hooks

BUILDINGS = ("markt", "schreinerei", "kirche", "warenhaus", "wohnhaus", "bank", "rathaus", "wachturm")  # ln 462-547
# the text names Kuh, Schaf, Schwein (ln 505-509, 784) and Ziege (ln 839, reading vierte-tierart)
SPECIES = ("kuh", "schaf", "schwein", "ziege")
MONASTERIES = tuple(range(1, 27))  # ln 746: 26 verschiedene gelbe Plättchen
BACKS = ("beige", "hellgruen", "gelb", "dunkelgruen", "grau", "blau", "schwarz")  # ln 107-108: 7 Rückseitenfarben
# space type each tile kind is placed on (ln 381-382: Farbe des Plättchens = Farbe des Feldes)
KIND_SPACE = {"building": "building", "animal": "pasture", "monastery": "monastery", "castle": "castle",
              "mine": "mine", "ship": "river"}
# the coloured back of each kind's supply
KIND_BACK = {"building": "beige", "animal": "hellgruen", "monastery": "gelb", "castle": "dunkelgruen",
             "mine": "grau", "ship": "blau"}
SPACE_BACK = {KIND_SPACE[k]: b for k, b in KIND_BACK.items()}
KIND_DE = {"building": "Gebäude", "animal": "Tier", "monastery": "Kloster", "castle": "Burg", "mine": "Mine",
           "ship": "Schiff"}


def kind(tag: str) -> str:
    """The kind of a tile tag (its front colour); KeyError for an unknown tag."""
    if tag in BUILDINGS:
        return "building"
    if tag == "burg":
        return "castle"
    if tag == "mine":
        return "mine"
    if tag == "schiff":
        return "ship"
    if tag.startswith("kloster-") and tag[8:].isdigit() and int(tag[8:]) in MONASTERIES:
        return "monastery"
    species, _, value = tag.partition("-")
    if species in SPECIES and value in ("2", "3", "4"):
        return "animal"
    return hooks.tile_kinds()[tag]  # a tile a module adds (KeyError for an unknown tag)


def is_tile(tag: object) -> bool:
    try:
        kind(tag)  # type: ignore[arg-type]
    except (KeyError, TypeError, AttributeError):
        return False
    return True


ANY_SPACE = "any"  # a module's tile that goes on a space of any colour


def space_type(tag: str) -> str:
    found = kind(tag)
    if found in KIND_SPACE:
        return KIND_SPACE[found]
    if found in hooks.any_space_kinds():
        return ANY_SPACE
    raise KeyError(tag)


def monastery_number(tag: str) -> int | None:
    return int(tag[8:]) if tag.startswith("kloster-") else None


def animal(tag: str) -> tuple[str, int]:
    """(species, animals on the tile); a module's animal tile is its own species."""
    if tag in hooks.animal_tags():
        return tag, hooks.animal_tags()[tag]
    species, _, value = tag.partition("-")
    return species, int(value)


@cache
def supplies() -> dict[str, Counter[str]]:
    """The face-down supplies by back colour (ln 44-49 and the facts for what the text lost)."""
    black_kloster = facts.black_monasteries()
    animals = facts.animal_values()
    out: dict[str, Counter[str]] = {back: Counter() for back in BACKS}
    for building in BUILDINGS:  # 7 per kind, 2 of them black (facts, confirmed)
        out["beige"][building] = 5
        out["schwarz"][building] = 2
    for species in SPECIES:
        for value, count in animals["colour_back"].items():
            out["hellgruen"][f"{species}-{value}"] = count
        for value, count in animals["black_back"].items():
            out["schwarz"][f"{species}-{value}"] += count
    for number in MONASTERIES:
        out["schwarz" if number in black_kloster else "gelb"][f"kloster-{number}"] = 1
    for tag, total, black, back in (("burg", 16, 2, "dunkelgruen"), ("mine", 12, 2, "grau"), ("schiff", 26, 6, "blau")):
        out[back][tag] = total - black
        out["schwarz"][tag] += black
    return out


def back_of(tag: str) -> str:
    """The coloured back of a tile of this tag (black-backed copies come from the black supply)."""
    return KIND_BACK[kind(tag)]

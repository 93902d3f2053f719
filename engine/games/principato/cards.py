"""Principato's components as data: tiles, cubes, limits, the 15 action-card effects and the 8 goal cards.

Every number cites the rulebook (004_86f27e294fa7879d.txt). What the text lost (card names, swap symbols,
stacks, corner marks, culture-tile values) is not here: the record states it (see schema.py, format.md).
"""

from __future__ import annotations

from dataclasses import dataclass

YEARS = 3  # ln135
PLAYERS = (2, 3, 4)  # ln7
DISPLAY_SIZE = {2: 5, 3: 6, 4: 7}  # ln115-117 (also external fact display_size, facts.json)
REMOVED_MARKS = {2: (3, 4), 3: (4,), 4: ()}  # ln107-109
ACTION_CARDS = 98  # ln61
SCORING_CARD = "militaerwertung"  # ln245: one in year stack 2, one in year stack 3
SCORING_YEARS = ("2", "3")
STACKS = ("1", "2", "3")

CUBES = ("nahrung", "geld", "gunst")
# ln41-43: 39 food, 39 money, 12 favour cubes
CUBE_COUNTS = {"nahrung": 39, "geld": 39, "gunst": 12}
# storage: ln91-93 Hof 2 food, Bank 2 money, Kirche 3 favour
HOF_HOLDS, BANK_HOLDS, KIRCHE_HOLDS = 2, 2, 3

SUPPLY_TILES = ("acker", "hof", "palazzo", "bank")
MILITARY = ("katapult", "condottiere", "miliz")
UNITS = ("condottiere", "miliz")
CULTURE = ("denkmal", "buch", "gemaelde")
TILES = SUPPLY_TILES + MILITARY + CULTURE
# double-sided tiles share one count (ln21, ln25, ln35); a side is fixed once gained (Q24)
TILE_POOLS = {"acker": ("acker", "hof"), "hof": ("acker", "hof"), "palazzo": ("palazzo", "bank"),
              "bank": ("palazzo", "bank"), "katapult": ("katapult",), "condottiere": ("condottiere", "miliz"),
              "miliz": ("condottiere", "miliz"), "denkmal": ("denkmal",), "buch": ("buch",),
              "gemaelde": ("gemaelde",)}
POOL_COUNTS = {("acker", "hof"): 42, ("palazzo", "bank"): 42, ("katapult",): 19, ("condottiere", "miliz"): 37,
               ("denkmal",): 15, ("buch",): 15, ("gemaelde",): 15}  # ln21, ln25, ln31, ln35, ln49-51
# ln94-95: a Miliz holds food or favour, a Condottiere money or favour, at most 1 each
UNIT_CUBES = {"miliz": ("nahrung", "gunst"), "condottiere": ("geld", "gunst")}
# ln125: each player starts with these, laid out "wie oben beschrieben" (food on the Hof, ...)
START_TILES = {"acker": 1, "hof": 1, "palazzo": 1, "bank": 1}
START_CUBES = {"nahrung": 1, "geld": 1, "gunst": 1}

# ln213-216: military VP by place and player count
MILITARY_VP = {2: (5, 0), 3: (6, 3, 0), 4: (7, 4, 2, 0)}


@dataclass(frozen=True)
class Effect:
    """One of the 15 action-card effects of the overview (ln325-391), named by what it does.

    `kind`: "units" (any number of a unit), "build" (pay, gain tiles), "culture" (pay, one culture tile of
    the player's choice), "per-tile" (cubes per tile owned), "cubes" (fixed cubes), "pick" (cubes of the
    player's choice). `options`: the "– ODER –" alternatives, each (cost, gain); "build" options of the
    catapult card depend on the year (`year_options`).
    """

    slug: str
    name_de: str
    name_en: str
    catalog: str  # the catalog's card slug (cards/sources/principato.json)
    lines: tuple[int, int]
    kind: str
    options: tuple[tuple[dict[str, int], dict[str, int]], ...] = ()
    year_options: tuple[tuple[tuple[int, ...], tuple[tuple[dict[str, int], dict[str, int]], ...]], ...] = ()
    tile: str = ""  # "units": the unit; "per-tile": the tile counted
    cube: str = ""  # "per-tile"/"cubes": the cube gained
    amount: int = 0  # "cubes"/"pick": how many

    @property
    def rule(self) -> str:
        return f"karte.{self.slug}"

    def options_in(self, year: int) -> tuple[tuple[dict[str, int], dict[str, int]], ...]:
        for years, options in self.year_options:
            if year in years:
                return options
        return self.options


def _pay(**cubes: int) -> dict[str, int]:
    return dict(cubes)


EFFECTS: dict[str, Effect] = {e.slug: e for e in (
    Effect("condottieri-anheuern", "Condottieri anheuern", "hire condottieri", "aktionskarte-01", (331, 331),
           "units", tile="condottiere"),
    Effect("banken-bauen", "Banken bauen", "build banks", "aktionskarte-02", (335, 335), "build",
           ((_pay(nahrung=1), {"bank": 1}), (_pay(nahrung=3), {"bank": 2}))),
    Effect("hoefe-bauen", "Höfe bauen", "build farms", "aktionskarte-03", (339, 339), "build",
           ((_pay(geld=1), {"hof": 1}), (_pay(geld=3), {"hof": 2}))),
    Effect("katapulte-bauen", "Katapulte bauen", "build catapults", "aktionskarte-04", (343, 347), "build",
           year_options=(((1, 2), ((_pay(geld=1, nahrung=1), {"katapult": 1}),
                                   (_pay(geld=2, nahrung=3), {"katapult": 2}))),
                         ((3,), ((_pay(nahrung=1), {"katapult": 1}),
                                 (_pay(geld=1, nahrung=2), {"katapult": 2}))))),
    Effect("palazzi-bauen", "Palazzi bauen", "build palazzi", "aktionskarte-05", (351, 351), "build",
           ((_pay(nahrung=1), {"palazzo": 1}), (_pay(nahrung=3), {"palazzo": 2}))),
    Effect("denkmal-erwerben", "Denkmal erwerben", "acquire a monument", "aktionskarte-06", (355, 355), "culture",
           ((_pay(nahrung=1, geld=2), {"denkmal": 1}), (_pay(geld=1, nahrung=2), {"denkmal": 1}))),
    Effect("nahrung-je-acker", "Nahrung je Acker", "food per field", "aktionskarte-07", (359, 359), "per-tile",
           tile="acker", cube="nahrung"),
    Effect("aecker-bauen", "Äcker bauen", "build fields", "aktionskarte-08", (363, 363), "build",
           ((_pay(geld=1), {"acker": 1}), (_pay(geld=3), {"acker": 2}))),
    Effect("gemaelde-erwerben", "Gemälde erwerben", "acquire a painting", "aktionskarte-09", (367, 367), "culture",
           ((_pay(geld=5), {"gemaelde": 1}),)),
    Effect("geld-je-palazzo", "Geld je Palazzo", "money per palazzo", "aktionskarte-10", (371, 371), "per-tile",
           tile="palazzo", cube="geld"),
    Effect("milizen-ausheben", "Milizen ausheben", "raise militia", "aktionskarte-11", (375, 375), "units",
           tile="miliz"),
    Effect("buch-erwerben", "Buch erwerben", "acquire a book", "aktionskarte-12", (379, 379), "culture",
           ((_pay(nahrung=4), {"buch": 1}),)),
    Effect("zwei-steine", "Zwei Steine nach Wahl", "two cubes of your choice", "aktionskarte-13", (383, 383),
           "pick", amount=2),
    Effect("drei-geld", "Drei Geldsteine", "three money", "aktionskarte-14", (387, 387), "cubes", cube="geld",
           amount=3),
    Effect("drei-nahrung", "Drei Nahrungssteine", "three food", "aktionskarte-15", (391, 391), "cubes",
           cube="nahrung", amount=3),
)}


@dataclass(frozen=True)
class Goal:
    """A goal card (ln273-323): stack 1 or 2 and how it scores."""

    slug: str
    name: str
    stack: int
    lines: tuple[int, int]


GOALS: dict[str, Goal] = {g.slug: g for g in (
    Goal("bollwerk", "Bollwerk", 1, (277, 279)),
    Goal("fruchtbares-land", "Fruchtbares Land", 1, (283, 285)),
    Goal("stadtrecht", "Stadtrecht", 1, (289, 291)),
    Goal("waffenschmiede", "Waffenschmiede", 1, (295, 297)),
    Goal("kapelle", "Kapelle", 2, (303, 305)),
    Goal("palast", "Palast", 2, (309, 311)),
    Goal("rathaus", "Rathaus", 2, (315, 317)),
    Goal("villa", "Villa", 2, (321, 323)),
)}
# ln305-323: VP for 1/2/3 sets, and what a set is made of (Q14: Palast's "Paare" are sets of three)
SET_GOALS = {"kapelle": (("denkmal", "gemaelde"), (2, 5, 8)), "palast": (("denkmal", "buch", "gemaelde"), (5, 10, 15)),
             "rathaus": (("denkmal", "buch"), (2, 5, 8)), "villa": (("buch", "gemaelde"), (2, 5, 9))}

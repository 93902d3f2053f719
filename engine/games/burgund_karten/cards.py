"""The game's material as data: card kinds, card notation, per-player-count tables, bonus options.

An action card is written "Art/Würfel" or "Art/Würfel/Siegpunkte" (e.g. "Burg/4", "Burg/4/5",
"Kirche/3"). The rulebook gives the kind counts (ln13-15) but not which die or (for Burg, Mine, Wissen,
Schiff) which VP each card shows, so the record states them with the card (reading Q2).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

# Rulebook 000 ln15: je 12 Burgen, Minen, Klöster; je 18 Wissen, Schiffe, Weiden; 24 Gebäude (3 x 8)
BUILDINGS = ("Schreinerei", "Kirche", "Markt", "Wachturm", "Bank", "Wohnhäuser", "Warenhaus", "Rathaus")
KIND_COUNTS = {"Burg": 12, "Mine": 12, "Kloster": 12, "Wissen": 18, "Schiff": 18, "Weide": 18}
KIND_COUNTS.update({building: 3 for building in BUILDINGS})
GEBAEUDE = "Gebäude"
KLOSTER = "Kloster"
# the seven kinds ("Arten") a Fürstentum groups by; all buildings are one kind (ln275)
KINDS = ("Burg", "Mine", "Kloster", "Wissen", "Schiff", "Weide", GEBAEUDE)
# VP printed at the bottom, where the rulebook gives it: ln157 (Gebäude 3, Weiden 4), ln354/356 (Kloster 6)
KNOWN_VP = {GEBAEUDE: 3, "Weide": 4, KLOSTER: 6}

# Goods: 6x 3 (ln19), sorts ln163; die -> sort from external facts (Wikipedia, one source)
GOODS = ("hell", "mittel", "dunkel")
GOODS_PER_SORT = 6
GOODS_BY_DIE = {1: "hell", 2: "hell", 3: "mittel", 4: "mittel", 5: "dunkel", 6: "dunkel"}
# Animals: 5x 4 (ln19); Schaf, Rind, Huhn named ln430; the 4th (Schwein) from external facts
ANIMALS = ("Schaf", "Rind", "Huhn", "Schwein")
ANIMALS_PER_KIND = 5
ANIMAL_SET_VP = {4: 4, 3: 2, 2: 1}  # ln442: je 4/2/1 Siegpunkte für je 4/3/2 verschiedene Tiere

DISPLAY_SIZE = {1: 7, 2: 7, 3: 10, 4: 13}  # ln91, solo ln452
BY_ROW = {1: 6, 2: 6, 3: 6, 4: 12}  # ln93: the first 6 (4p: 12) by row, the rest by their own die
SEVEN_KINDS_BONUS = {1: [3, 1], 2: [3, 1], 3: [4, 2, 1], 4: [4, 3, 2, 1]}  # ln81, ln452
# Q1 reading A (external: reviews): start player none, ..., last seat 2; solo ln452: 1 worker
START_WORKERS = {1: [1], 2: [0, 2], 3: [0, 1, 2], 4: [0, 1, 1, 2]}
EGON_STACKS = (3, 4, 5, 6, 7)  # ln454
PHASES = ("A", "B", "C", "D", "E")  # ln85
ROUNDS = 6  # ln111
STACK_SIZE = 6  # ln87
# ln364 / ln380-383: the only phase cards whose bonus options the text keeps
PHASE_BONUS: dict[str, list[dict[str, int]]] = {
    "A": [{"vp": 3}, {"goods": 2}, {"animals": 2}, {"silver": 3}, {"workers": 3}],
    "D": [{"silver": 2}, {"workers": 2}, {"workers": 1, "silver": 1}],
}
BONUS_RESOURCES = ("vp", "goods", "animals", "silver", "workers")

# Schreinerei ln279, Kirche ln283, Markt ln287: which kinds they may take from the Auslage
TAKE_KINDS = {
    "Schreinerei": (GEBAEUDE, "Wissen"),
    "Kirche": ("Burg", "Mine", KLOSTER),
    "Markt": ("Weide", "Schiff"),
}


@dataclass(frozen=True)
class Card:
    name: str  # "Burg", "Kirche", ...
    die: int
    vp: int | None

    @property
    def kind(self) -> str:
        """The kind ("Art") for grouping: every building is a Gebäude (ln275)."""
        return GEBAEUDE if self.name in BUILDINGS else self.name

    @property
    def token(self) -> str:
        return f"{self.name}/{self.die}" if self.vp is None else f"{self.name}/{self.die}/{self.vp}"

    def triplet_vp(self) -> int | None:
        return KNOWN_VP.get(self.kind, self.vp)


@cache
def parse(token: object) -> Card | None:
    """The card a token names, or None when the token is malformed or contradicts a known VP."""
    if not isinstance(token, str):
        return None
    parts = token.split("/")
    if len(parts) not in (2, 3) or parts[0] not in KIND_COUNTS:
        return None
    try:
        die = int(parts[1])
        vp = int(parts[2]) if len(parts) == 3 else None
    except ValueError:
        return None
    if not 1 <= die <= 6:
        return None
    card = Card(parts[0], die, vp)
    known = KNOWN_VP.get(card.kind)
    if vp is not None and (vp < 0 or (known is not None and vp != known)):
        return None
    return card


def name_of(token: str) -> str:
    return token.split("/", 1)[0]


def kind_of(token: str) -> str:
    name = name_of(token)
    return GEBAEUDE if name in BUILDINGS else name


def die_of(token: str) -> int:
    return int(token.split("/")[1])


def die_distance(start: int, target: int) -> int:
    """Workers needed to turn `start` into `target`: ±1 each, 6 and 1 are neighbours (ln205)."""
    diff = abs(start - target) % 6
    return min(diff, 6 - diff)


def die_reachable(start: int, target: int, workers: int) -> bool:
    """Exactly `workers` steps of ±1 on the 6-cycle lead from start to target (each step flips parity)."""
    dist = die_distance(start, target)
    return workers >= dist and (workers - dist) % 2 == 0

"""Card facts, read from the `domdiv` package's data at import time (never typed in by hand).

Costs and types come from `card_db/cards_db.json.gz`; German and English names from the German and
US-English files; a treasure's coin value and a victory card's fixed points are the number in front
of the coin/VP symbol in domdiv's English card text ("2 <*COIN*>", "6 <*VP*>").
"""

from __future__ import annotations

import gzip
import json
import re
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

# Edition slugs a record may name; each is one printed box (the divider set's TOC sections).
EDITIONS: dict[str, dict[str, Any]] = {
    "basis-hig-2008": {"box": "basis", "edition": 1, "cardset": "dominion1stEdition", "section": 2},
    "basis-rgg-2013": {"box": "basis", "edition": 1, "cardset": "dominion1stEdition", "section": 3},
    "basis-rgg-2017": {"box": "basis", "edition": 2, "cardset": "dominion2ndEdition", "section": 5},
    "intrige-hig-2009": {"box": "intrige", "edition": 1, "cardset": "intrigue1stEdition", "section": 6},
    "intrige-rgg-2014": {"box": "intrige", "edition": 1, "cardset": "intrigue1stEdition", "section": 7},
    "intrige-rgg-2017": {"box": "intrige", "edition": 2, "cardset": "intrigue2ndEdition", "section": 9},
    "seaside-hig-2009": {"box": "seaside", "edition": 1, "cardset": "seaside1stEdition", "section": 10},
    "seaside-rgg-2014": {"box": "seaside", "edition": 1, "cardset": "seaside1stEdition", "section": 11},
    "alchemisten-hig-2010": {"box": "alchemisten", "edition": 1, "cardset": "alchemy", "section": 12},
    "alchemisten-rgg-2015": {"box": "alchemisten", "edition": 1, "cardset": "alchemy", "section": 13},
    "bluetezeit-hig-2010": {"box": "bluetezeit", "edition": 1, "cardset": "prosperity1stEdition", "section": 14},
    "bluetezeit-rgg-2016": {"box": "bluetezeit", "edition": 1, "cardset": "prosperity1stEdition", "section": 15},
    "reiche-ernte-hig-2011": {"box": "reiche-ernte", "edition": 1, "cardset": "cornucopia1stEdition", "section": 16},
    "reiche-ernte-rgg-2014": {"box": "reiche-ernte", "edition": 1, "cardset": "cornucopia1stEdition", "section": 17},
    "hinterland-hig-2011": {"box": "hinterland", "edition": 1, "cardset": "hinterlands1stEdition", "section": 18},
    "hinterland-rgg-2020": {"box": "hinterland", "edition": 1, "cardset": "hinterlands1stEdition", "section": 19},
    "dark-ages-hig-2012": {"box": "dark-ages", "edition": 1, "cardset": "darkAges", "section": 20},
    "dark-ages-rgg-2019": {"box": "dark-ages", "edition": 1, "cardset": "darkAges", "section": 21},
    "gilden-rgg-2013": {"box": "gilden", "edition": 1, "cardset": "guilds1stEdition", "section": 22},
    "abenteuer-rgg-2015": {"box": "abenteuer", "edition": 1, "cardset": "adventures", "section": 23},
    "empires-rgg-2016": {"box": "empires", "edition": 1, "cardset": "empires", "section": 24},
    "promo": {"box": "promo", "edition": 1, "cardset": "promo", "section": 28},
}
EDITION_ORDER = list(EDITIONS)
BASE_CARDS = ("Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse")
# Blütezeit's own base cards (rulebook 003 ln584: in the game when the first kingdom card drawn is one of it)
PROSPERITY_BASE = ("Platinum", "Colony")
# Die Alchemisten's base card: the Trank pile, in the supply when a kingdom card costs a potion (see supply.py)
ALCHEMY_BASE = ("Potion",)
_NON_KINGDOM = frozenset(BASE_CARDS + PROSPERITY_BASE + ALCHEMY_BASE)
_LANDSCAPE = frozenset({"Event", "Landmark", "Project", "Way", "Ally", "Trait", "Prophecy"})
# cards of a pile beside the supply that are no kingdom cards (Reiche Ernte's Preise, ln2901: "nicht Teil des Vorrats")
_NOT_KINGDOM_TYPES = frozenset({"Prize", "Shelter", "Ruins"})
# Dark Ages: the Unterschlüpfe are start cards (ln4057: "haben keinen Stapel"), the Ruinen a pile of their own beside
# the kingdom; Beute, Verrückter and Söldner lie beside the supply (ln3791, ln4047, ln4072: "neben dem
# Vorrats"), typed by domdiv as plain cards
_BESIDE_SUPPLY = frozenset({"Spoils", "Madman", "Mercenary"}) | frozenset({
    # Abenteuer's Reisende (ln5341 ff., ln5390 ff.): the cards a Page or Kleinbauer is exchanged for lie beside the
    # supply ("nicht zum Vorrat", Almosen ln5229: "Eintausch-Karten ... gehören nicht zum Vorrat"), see travellers.py
    "Treasure Hunter", "Warrior", "Hero", "Champion", "Soldier", "Fugitive", "Disciple", "Teacher"})
_NOT_CARDS = {"Start Deck", "Trash"}
_TYPE_DE = {
    "Action": "Aktion",
    "Attack": "Angriff",
    "Reaction": "Reaktion",
    "Treasure": "Geld",
    "Victory": "Punkte",
    "Curse": "Fluch",
}


@dataclass(frozen=True, slots=True)
class Cost:
    """A printed (or modified) cost: coins, potions (Die Alchemisten), debt (Empires)."""

    coins: int
    potion: int = 0
    debt: int = 0

    def reduced(self, by: int) -> Cost:
        """`by` coins less, never below 0 coins (Intrige ln1162: "nicht unter 0")."""
        return self if by <= 0 else Cost(max(0, self.coins - by), self.potion, self.debt)

    def payable(self, coins: int, potions: int = 0) -> bool:
        return self.coins <= coins and self.potion <= potions and self.debt == 0

    def at_most(self, limit: Cost) -> bool:
        """Costs up to `limit`: no part of it more (rulebook 003 ln1441: "nur dann maximal 2 mehr, wenn die
        restlichen Kosten ... gleich oder niedriger sind"; a potion is never made up for by coins)."""
        return self.coins <= limit.coins and self.potion <= limit.potion and self.debt <= limit.debt


@dataclass(frozen=True)
class Card:
    tag: str  # domdiv card_tag (English), the canonical id
    name_de: str
    name_en: str
    cost: int  # coins of the printed cost (`price` has the whole cost)
    types: tuple[str, ...]  # domdiv's English type names
    cardsets: tuple[str, ...]
    coins: int | None  # printed coin value of a treasure
    points: int | None  # printed fixed victory points

    def is_(self, kind: str) -> bool:
        return kind in self.types

    @property
    def types_de(self) -> tuple[str, ...]:
        return tuple(_TYPE_DE.get(t, t) for t in self.types)

    @property
    def is_kingdom(self) -> bool:
        return self.tag not in _NON_KINGDOM and not _LANDSCAPE.intersection(self.types) and not (
            _NOT_KINGDOM_TYPES.intersection(self.types)) and self.tag not in _BESIDE_SUPPLY and (
            self.tag not in in_other_pile())

    potion: int = 0
    debt: int = 0
    # a "+" after the printed cost (Die Gilden, rulebook 003 ln4973): the card may be overpaid when bought
    overpay: bool = False

    @property
    def price(self) -> Cost:
        return Cost(self.cost, self.potion, self.debt)


def _load(name: str) -> Any:
    path = resources.files("domdiv") / "card_db" / name
    with gzip.open(str(path), "rt", encoding="utf-8") as handle:
        return json.load(handle)


_LEADING = re.compile(r"^\s*(-?\d+) <\*(COIN|VP)\*>")
_VP = re.compile(r"<line>\s*(-?\d+) <\*VP\*>")


def _value(text: str, symbol: str) -> int | None:
    match = _LEADING.match(text)
    if match and match.group(2) == symbol:
        return int(match.group(1))
    if symbol == "VP":
        match = _VP.search(text)
        if match:
            return int(match.group(1))
    return None


@cache
def card_table() -> dict[str, Card]:
    """Every card of the editions above, by domdiv tag."""
    cardsets = {info["cardset"] for info in EDITIONS.values()}
    german = _load("de/cards_de.json.gz")
    english = _load("en_us/cards_en_us.json.gz")
    table: dict[str, Card] = {}
    for entry in _load("cards_db.json.gz"):
        tag = entry["card_tag"]
        if tag in _NOT_CARDS or not (set(entry["cardset_tags"]) & (cardsets | {"base"})):
            continue
        if "base" in entry["cardset_tags"] and tag not in BASE_CARDS and not (
                tag in PROSPERITY_BASE and "prosperity1stEdition" in cardsets) and not (
                tag in ALCHEMY_BASE and "alchemy" in cardsets):
            continue
        text_en = english.get(tag, {}).get("description", "")
        table[tag] = Card(
            tag=tag,
            name_de=german[tag]["name"].split(" / ")[0],
            name_en=english[tag]["name"].split(" / ")[0],
            cost=int(str(entry["cost"]).rstrip("*+") or 0),  # "8*": Hausierer's cost changes (its definition)
            types=tuple(entry["types"]),
            cardsets=tuple(entry["cardset_tags"]),
            coins=_value(text_en, "COIN") if "Treasure" in entry["types"] else None,
            points=_value(text_en, "VP") if ("Victory" in entry["types"] or "Curse" in entry["types"]) else None,
            potion=int(entry.get("potcost") or 0),
            debt=int(entry.get("debtcost") or 0),
            overpay=str(entry["cost"]).endswith("+"),
        )
    table.update(_pile_cards(cardsets))
    return table


def _pile_cards(cardsets: set[str]) -> dict[str, Card]:
    """The cards of piles with more than one card name that domdiv holds as one entry per pile only (the eight
    Schlösser, the five Ruinen, the ten Ritter): their facts with where each stands, `data/pile_cards.json`."""
    path = resources.files("engine.games.dominion") / "data" / "pile_cards.json"
    found: dict[str, Card] = {}
    for entry in json.loads(path.read_text(encoding="utf-8"))["cards"]:
        if entry["cardset"] in cardsets:
            found[entry["tag"]] = Card(tag=entry["tag"], name_de=entry["name_de"], name_en=entry["name_en"],
                                       cost=entry["cost"], types=tuple(entry["types"]), cardsets=(entry["cardset"],),
                                       coins=entry["coins"], points=entry["points"])
    return found


@cache
def in_other_pile() -> frozenset[str]:
    """Cards that lie in a kingdom pile another card names (engine/games/dominion/piles.py): the lower halves of
    the split piles (domdiv: a "A - B" group whose top is the other card, no randomizer of their own: Emsiges Dorf
    under Siedler) and the cards of `_pile_cards` (each Schloss in the pile Schlösser, each Ritter in the pile
    Ritter). A record's kingdom names the pile by that other card; a random kingdom never draws them."""
    found = {entry["card_tag"] for entry in _load("cards_db.json.gz")
             if " - " in str(entry.get("group_tag", "")) and entry.get("randomizer") is False}
    path = resources.files("engine.games.dominion") / "data" / "pile_cards.json"
    found.update(entry["tag"] for entry in json.loads(path.read_text(encoding="utf-8"))["cards"])
    return frozenset(found)


@cache
def pile_counts() -> dict[str, int]:
    """By tag, the number of cards domdiv's data gives for a pile where it gives one (Trank: 16)."""
    return {entry["card_tag"]: int(entry["count"]) for entry in _load("cards_db.json.gz")
            if str(entry.get("count", "")).isdigit() and entry["card_tag"] in card_table()}


@cache
def _aliases() -> dict[str, str]:
    german = _load("de/cards_de.json.gz")
    english = _load("en_us/cards_en_us.json.gz")
    result: dict[str, str] = {}
    for tag, card in card_table().items():
        names = {tag, card.name_de, card.name_en}
        if tag not in german:  # a card of a pile domdiv holds as one entry (`_pile_cards`): its own names only
            for name in names:
                result[_fold(name)] = tag
            continue
        names.update(german[tag]["name"].split(" / "))
        names.update(english[tag]["name"].split(" / "))
        for name in names:
            result[_fold(name)] = tag
    return result


def _fold(name: str) -> str:
    return " ".join(name.casefold().replace("ß", "ss").split())


def resolve(name: Any) -> Card | None:
    """A card by German name (domdiv's), English name or tag; None when unknown."""
    if not isinstance(name, str):
        return None
    return _resolve_name(name)


@lru_cache(maxsize=4096)  # every entry and every bot option names a card: fold each name once
def _resolve_name(name: str) -> Card | None:
    tag = _aliases().get(_fold(name))
    return None if tag is None else card_table()[tag]


@cache
def costs() -> dict[str, int]:
    """Printed cost by tag, as a plain dict for the hot paths (legal buys, cost filters)."""
    return {tag: card.cost for tag, card in card_table().items()}


@cache
def names_de() -> dict[str, str]:
    """German name by tag, as a plain dict for the hot paths (every offered option names its card)."""
    return {tag: card.name_de for tag, card in card_table().items()}


@cache
def play_kinds() -> dict[str, str | None]:
    """By tag: "action" for an action card, "treasure" for a treasure that is no action, else None."""
    return {tag: "action" if card.is_("Action") else "treasure" if card.is_("Treasure") else None
            for tag, card in card_table().items()}


def german(tag: str) -> str:
    return card_table()[tag].name_de


def card(tag: str) -> Card:
    return card_table()[tag]


def kingdom_cards(edition: str) -> list[str]:
    """Tags of the kingdom cards printed in an edition."""
    cardset = EDITIONS[edition]["cardset"]
    return sorted(tag for tag, c in card_table().items() if c.is_kingdom and cardset in c.cardsets)


def box_of(tag: str) -> str | None:
    for info in EDITIONS.values():
        if info["cardset"] in card_table()[tag].cardsets:
            return str(info["box"])
    return None


@dataclass(frozen=True)
class OtherCard:
    """Any Dominion card in domdiv's data, also from expansions the engine does not implement."""

    tag: str
    name_de: str
    name_en: str
    types: tuple[str, ...]
    cardsets: tuple[str, ...]


@cache
def _every_card() -> dict[str, OtherCard]:
    """Fold(name) → card over all of domdiv's cards: German and English names and the tag."""
    german = _load("de/cards_de.json.gz")
    english = _load("en_us/cards_en_us.json.gz")
    result: dict[str, OtherCard] = {}
    for entry in _load("cards_db.json.gz"):
        tag = entry["card_tag"]
        if tag in _NOT_CARDS:
            continue
        name_de = german.get(tag, {}).get("name", tag)
        name_en = english.get(tag, {}).get("name", tag)
        other = OtherCard(tag, name_de.split(" / ")[0], name_en.split(" / ")[0], tuple(entry["types"]),
                          tuple(entry["cardset_tags"]))
        for name in {tag, *name_de.split(" / "), *name_en.split(" / ")}:
            result.setdefault(_fold(name), other)
    return result


def resolve_any(name: Any) -> OtherCard | None:
    """Any Dominion card by German name, English name or tag (all expansions); None when unknown.

    For naming cards the engine does not implement (an importer's kingdom, `unsupported` reports)."""
    if not isinstance(name, str):
        return None
    return _every_card().get(_fold(name))

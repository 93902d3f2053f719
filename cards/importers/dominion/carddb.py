"""Card facts from the installed ``domdiv`` package, read at run time (never copied into our files).

The divider seed lost every icon (digest §5.4), so costs and types always come from here:
``card_db/cards_db.json.gz`` (tags, sets, costs, types), ``de/cards_de.json.gz`` and
``en_us/cards_en_us.json.gz`` (names and texts), ``sets_db.json.gz`` / ``de/sets_de.json.gz`` (sets) and
``de/types_de.json.gz`` (German type names).
"""

from __future__ import annotations

import gzip
import json
import re
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

# domdiv types of the "landscape" cards: they lie beside the supply and have no pile (digest §6).
LANDSCAPE_TYPES = frozenset(
    {"Event", "Landmark", "Project", "Way", "Boon", "Hex", "State", "Artifact", "Ally", "Trait", "Prophecy"}
)
# Helper keys in cards_de that name a whole group; the seed documents these groups in one block (digest §1).
GROUP_TAGS = ("Knights", "Ruins", "Castles")
_MARKUP = re.compile(r"<[^>]+>")


@dataclass(frozen=True)
class Cost:
    """A card's cost as domdiv prints it: "4", "3P" (potion), "8D" (debt), "*" (special), "0*", "4+"."""

    coins: int | None
    potion: bool = False
    debt: int = 0
    star: bool = False
    plus: bool = False

    @classmethod
    def from_domdiv(cls, coins: str | None, potcost: str | None = None, debtcost: str | None = None) -> Cost:
        raw = (coins or "").strip()
        digits = re.match(r"\d+", raw)
        potion = bool(potcost and potcost != "0") or "P" in raw
        debt = int(debtcost) if debtcost else 0
        coins = int(digits.group()) if digits else None
        if coins is None and (potion or debt) and not raw:
            coins = 0  # Vineyard, Transmute: domdiv leaves the coin part empty when only a potion is paid
        return cls(
            coins=coins,
            potion=potion,
            debt=debt,
            star="*" in raw,
            plus="+" in raw,
        )


@dataclass(frozen=True)
class CardInfo:
    card_tag: str
    name_de: str
    name_en: str
    cost: Cost | None
    types: tuple[str, ...]
    types_de: tuple[str, ...]
    cardset_tags: tuple[str, ...]
    description_de: str
    extra_de: str
    is_landscape: bool
    group_tag: str | None = None
    # domdiv marks non-kingdom cards (Spoils, Prizes, travellers, Platinum ...) with randomizer=false.
    randomizer: bool = True


@dataclass(frozen=True)
class CardSet:
    tag: str
    name_de: str


@dataclass(frozen=True)
class CardDb:
    cards: dict[str, CardInfo]
    sets: dict[str, CardSet]
    # Helper keys of cards_de that are no cards_db entry (group dividers, single Ruins names ...).
    helpers: dict[str, str] = field(default_factory=dict)
    types_de: dict[str, str] = field(default_factory=dict)

    def in_sets(self, set_tags: tuple[str, ...] | list[str]) -> list[CardInfo]:
        wanted = set(set_tags)
        return [c for c in self.cards.values() if wanted.intersection(c.cardset_tags)]

    def by_german_name(self) -> dict[str, str]:
        return {c.name_de: c.card_tag for c in self.cards.values()}


def _read(name: str) -> Any:
    path = resources.files("domdiv") / "card_db" / name
    with path.open("rb") as raw, gzip.open(raw, "rt", encoding="utf-8") as fh:
        return json.load(fh)


def _plain(text: str) -> str:
    # domdiv texts carry layout tags (<left>, <u>, <n> ...); keep words, drop the markup.
    return re.sub(r"\s+", " ", _MARKUP.sub(" ", text or "")).strip()


@cache
def load_card_db() -> CardDb:
    cards_db = _read("cards_db.json.gz")
    cards_de = _read("de/cards_de.json.gz")
    cards_en = _read("en_us/cards_en_us.json.gz")
    types_de: dict[str, str] = _read("de/types_de.json.gz")
    sets_de = _read("de/sets_de.json.gz")
    sets_db = _read("sets_db.json.gz")

    cards: dict[str, CardInfo] = {}
    for entry in cards_db:
        tag = entry["card_tag"]
        de = cards_de.get(tag, {})
        types = tuple(entry.get("types", ()))
        cost = (
            None
            if "cost" not in entry
            else Cost.from_domdiv(entry["cost"], entry.get("potcost"), entry.get("debtcost"))
        )
        cards[tag] = CardInfo(
            card_tag=tag,
            name_de=de.get("name", tag),
            name_en=cards_en.get(tag, {}).get("name", tag),
            cost=cost,
            types=types,
            types_de=tuple(types_de.get(t, t) for t in types),
            cardset_tags=tuple(entry.get("cardset_tags", ())),
            description_de=_plain(de.get("description", "")),
            extra_de=_plain(de.get("extra", "")),
            is_landscape=bool(LANDSCAPE_TYPES.intersection(types)),
            group_tag=entry.get("group_tag"),
            randomizer=entry.get("randomizer", True) is not False,
        )
    sets = {tag: CardSet(tag, sets_de.get(tag, {}).get("set_name", tag)) for tag in sets_db}
    helpers = {k: v.get("name", k) for k, v in cards_de.items() if k not in cards}
    return CardDb(cards=cards, sets=sets, helpers=helpers, types_de=types_de)

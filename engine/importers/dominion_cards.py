"""Card phrases of English Dominion logs ("3 Coppers, an Estate and a Bridge") → domdiv card tags.

Names come from the engine's lookup over domdiv's data (`engine.games.dominion.cards.resolve_any`);
only the English plural forms are worked out here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.games.dominion import cards

BASIC = ("Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse")
# Types of cards that are never a kingdom pile of their own (landscapes, start cards, non-supply cards).
_NOT_KINGDOM_TYPES = {
    "Event", "Landmark", "Project", "Way", "Ally", "Trait", "Prophecy", "Boon", "Hex", "State", "Artifact",
    "Shelter", "Heirloom", "Prize", "Reward", "Ruins", "Spirit", "Zombie", "Loot", "Traveller",
}
_NOT_KINGDOM = {"Potion", "Platinum", "Colony", "Spoils", "Madman", "Mercenary"}
_COUNT = re.compile(r"^(an?|\d+|the)\s+(.+)$", re.IGNORECASE)
_SPLIT = re.compile(r",\s*(?:and\s+)?|\s+and\s+")
_HIDDEN = {"card", "cards"}


@dataclass
class Cards:
    """Cards named in a phrase: tags of recognised cards (repeated per copy), a count of unnamed ones
    ("5 cards"), and phrases that name no known card."""

    tags: list[str] = field(default_factory=list)
    unknown: int = 0
    unrecognised: list[str] = field(default_factory=list)


def _singulars(name: str) -> list[str]:
    """Candidate singular forms of an English card name (the last word, or the first before " of ")."""
    words = name.split(" ")
    index = words.index("of") - 1 if "of" in words[1:] else len(words) - 1
    word = words[index]
    forms = [word]
    if word.endswith("ies"):
        forms.append(word[:-3] + "y")
    if word.endswith("ves"):
        forms += [word[:-3] + "f", word[:-3] + "fe"]
    if word.endswith("es"):
        forms.append(word[:-2])
    if word.endswith("s"):
        forms.append(word[:-1])
    return [" ".join([*words[:index], form, *words[index + 1:]]) for form in forms]


def card_tag(name: str) -> str | None:
    """The domdiv tag for an English (or German) card name, singular or plural; None when unknown."""
    name = name.strip().strip(".")
    for candidate in _singulars(name):
        card = cards.resolve_any(candidate)
        if card is not None:
            return card.tag
    return None


def parse_cards(phrase: str) -> Cards:
    """Read a card phrase: items separated by commas and "and", each "a X", "an X", "N Xs" or "X"."""
    result = Cards()
    phrase = phrase.strip().rstrip(".").strip()
    if not phrase or phrase.lower() in ("nothing", "no cards"):
        return result
    for item in _SPLIT.split(phrase):
        item = item.strip()
        if not item:
            continue
        count, name = 1, item
        match = _COUNT.match(item)
        if match:
            word = match.group(1).lower()
            count = int(word) if word.isdigit() else 1
            name = match.group(2)
        if name.lower() in _HIDDEN:
            result.unknown += count
            continue
        tag = card_tag(name)
        if tag is None:
            result.unrecognised.append(name)
        else:
            result.tags.extend([tag] * count)
    return result


def german(tag: str) -> str:
    """The German name a record uses (domdiv's); the tag itself when domdiv has no German name."""
    card = cards.resolve_any(tag)
    return card.name_de if card is not None else tag


def is_kingdom_pile(tag: str) -> bool:
    """Could the card be one of the 10 kingdom piles? (Not a basic card, landscape or start card.)"""
    if tag in BASIC or tag in _NOT_KINGDOM:
        return False
    card = cards.resolve_any(tag)
    if card is None:
        return False
    return not (set(card.types) & _NOT_KINGDOM_TYPES) and "base" not in card.cardsets

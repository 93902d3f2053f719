"""Card phrases of English Dominion logs ("3 Coppers, an Estate and a Bridge") → domdiv card tags.

Names come from the engine's lookup over domdiv's data (`engine.games.dominion.cards.resolve_any`);
only the English plural forms are worked out here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.games.dominion import cards
from engine.games.dominion.piles import PILE_OF

BASIC = ("Copper", "Silver", "Gold", "Estate", "Duchy", "Province", "Curse")
# Types of cards that are never a kingdom pile of their own (landscapes, start cards, non-supply cards).
_NOT_KINGDOM_TYPES = {
    "Event", "Landmark", "Project", "Way", "Ally", "Trait", "Prophecy", "Boon", "Hex", "State", "Artifact",
    "Shelter", "Heirloom", "Prize", "Reward", "Ruins", "Spirit", "Zombie", "Loot", "Traveller",
}
# Non-supply cards domdiv types as plain actions (Menagerie's Horse, Nocturne's Wish and Bat ...)
_NOT_KINGDOM = {"Potion", "Platinum", "Colony", "Spoils", "Madman", "Mercenary", "Horse", "Wish", "Bat"}
# Abenteuer's Reisende: Page and Kleinbauer head their lines as kingdom piles; the last cards of the lines (not typed
# Traveller by domdiv) lie beside the supply like the others (travellers.py)
_NOT_KINGDOM |= {"Champion", "Teacher"}
_KINGDOM_TRAVELLERS = {"Page", "Peasant"}
_COUNT = re.compile(r"^(an?|\d+|the)\s+(.+)$", re.IGNORECASE)
_SPLIT = re.compile(r",\s*(?:and\s+)?|\s+and\s+")
_HIDDEN = {"card", "cards", "other card", "other cards"}
# What a card phrase may carry around its cards: "their hand: a Copper" (a revealed hand), "... and finally Gold"
# (a reveal's last card), "3 Golds from Exile", "a card (Caravan)" (the card that caused a draw).
_LEAD = re.compile(r"^(their hand|the top of their deck|their deck)\s*:\s*", re.IGNORECASE)
_FINALLY = re.compile(r"^finally\s+", re.IGNORECASE)
_SOURCE = re.compile(r"\s*\(([^()]*)\)\s*$")
_FROM = re.compile(r"\s+from (Exile|their [A-Za-z ]+ mat|the trash|their discard pile|their hand)$", re.IGNORECASE)
# A name that looks like a card's (capitalised words, "of"/"the"/"'s" allowed): an unknown one is reported as
# a card the engine lacks; any other phrase is not a card at all.
_CARD_LIKE = re.compile(r"^(The )?[A-Z][\w'’-]*( (of|the|to|[A-Z][\w'’-]*))*$")
# Piles of different cards that domdiv files under one name, and irregular plurals.
_SPLIT_PILES = {"Castle": "Castles"}
_PILE_OF = {"Ruined Library": "Ruins", "Ruined Market": "Ruins", "Ruined Village": "Ruins", "Abandoned Mine": "Ruins",
            "Survivors": "Ruins"}
_KNIGHT = re.compile(r"^(Sir|Dame) [A-Z][a-z]+$")
_IRREGULAR = {"Platina": "Platinum"}


def source_of(phrase: str) -> tuple[str, str | None]:
    """A phrase without its trailing attribution, and the attribution: "a card (Caravan)" → ("a card",
    "Caravan"); "(+$3)" and other non-card remarks are returned as the source too."""
    match = _SOURCE.search(phrase.strip())
    if match is None:
        return phrase.strip(), None
    return phrase.strip()[:match.start()].rstrip(), match.group(1)


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
    """The domdiv tag for an English (or German) card name, singular or plural; None when unknown.
    Boons are named without their article in some lines ("takes The Sea's Gift" / "Sea's Gift"); the cards of
    the piles of several names the engine knows (engine piles.py: "Humble Castle", "Survivors", "Sir Martin") are
    themselves (their facts: the engine's card table), other Castles and Knights the pile's one domdiv card."""
    name = name.strip().strip(".")
    name = _IRREGULAR.get(name, name)
    for candidate in _singulars(name):
        if candidate in PILE_OF:  # a card of a pile of several names (Humble Castle, Survivors, Sir Martin): itself
            return candidate
        if candidate in _PILE_OF:
            return _PILE_OF[candidate]
        card = cards.resolve_any(candidate) or cards.resolve_any("The " + candidate)
        if card is not None:
            return card.tag
    if _KNIGHT.match(name):
        return "Knights"
    for suffix, pile in _SPLIT_PILES.items():
        if name.endswith(suffix) or name.endswith(suffix + "s"):
            return pile
    return None


def card_like(name: str) -> bool:
    """Does an unrecognised phrase look like a card's name (so that it is a card the engine lacks)?"""
    return bool(_CARD_LIKE.match(name.strip()))


def parse_cards(phrase: str) -> Cards:
    """Read a card phrase: items separated by commas and "and", each "a X", "an X", "N Xs" or "X"."""
    result = Cards()
    phrase = phrase.strip().rstrip(".").strip()
    phrase = _LEAD.sub("", phrase)
    if not phrase or phrase.lower() in ("nothing", "no cards"):
        return result
    for item in _SPLIT.split(phrase):
        item = _FROM.sub("", _FINALLY.sub("", _SOURCE.sub("", item.strip())))
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
    """The German name a record uses (domdiv's, or the engine's card facts for the cards of piles domdiv holds as
    one entry: Bescheidenes Schloss); the tag itself when neither has a German name."""
    card = cards.resolve(tag) or cards.resolve_any(tag)
    return card.name_de if card is not None else tag


def is_kingdom_pile(tag: str) -> bool:
    """Could the card be one of the 10 kingdom piles? (Not a basic card, landscape or start card.)"""
    if tag in _KINGDOM_TRAVELLERS:
        return True
    if tag in BASIC or tag in _NOT_KINGDOM:
        return False
    if tag in cards.in_other_pile():  # the lower half of a split pile the engine lacks (Eisloch under Sauna)
        return False
    card = cards.resolve_any(tag)
    if card is None:
        return False
    return not (set(card.types) & _NOT_KINGDOM_TYPES) and "base" not in card.cardsets

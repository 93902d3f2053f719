"""What a Dominion log says, format-free: its statements as `Line`s, and the game's setup (kingdom,
editions, extra piles) inferred from them. Each format's parser (dominion_online.py, isotropic.py)
produces these; `dominion_builder.RecordBuilder` turns them into record entries."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from engine.games.dominion import cards
from engine.games.dominion.effects import IMPLEMENTED_CARDS
from engine.importers.dominion_cards import is_kingdom_pile

START_DECK = Counter({"Copper": 7, "Estate": 3})


@dataclass
class Line:
    """One statement of a log. Verbs: turn, start (starting cards), shuffle, draw, play, again, buy, gain,
    trash, discard, topdeck, reveal, look, react, end (the game has ended), info (nothing to record)."""

    number: int
    player: str | None
    verb: str
    tags: list[str] = field(default_factory=list)
    unknown: int = 0
    text: str = ""


@dataclass
class Setup:
    players: list[str]
    kingdom: list[str]  # tags, exactly 10
    extras: list[str]  # tags or raw names: everything outside base supply and kingdom
    editions: list[str]
    seen: list[str]
    filled: list[str]


def infer_setup(players: list[str], lines: list[Line], supply: list[str] | None, first_edition: bool) -> Setup:
    """The kingdom from the supply line when the log has one, else from the cards the log mentions.

    A kingdom seen only in part is filled up with engine-implemented cards that the log never mentions
    (they play no part in the game as logged); the record's `import.kingdom_filled` names them.
    """
    seen: list[str] = []
    extras: list[str] = []
    for tag in supply if supply is not None else [t for line in lines for t in line.tags]:
        if tag in seen or tag in extras:
            continue
        if is_kingdom_pile(tag):
            seen.append(tag)
        elif cards.resolve(tag) is None:  # Potion, Colony, shelters, landscapes ...
            extras.append(tag)
    for line in lines:  # a start deck other than 7 Coppers and 3 Estates (shelters)
        if line.verb == "start":
            for tag in line.tags:
                if tag not in START_DECK and tag not in extras:
                    extras.append(tag)
    kingdom, overflow = seen[:10], seen[10:]
    extras += overflow
    editions = _editions(kingdom, first_edition)
    filled: list[str] = []
    if len(kingdom) < 10:
        mentioned = {t for line in lines for t in line.tags}
        pool = sorted({t for e in editions for t in cards.kingdom_cards(e)} & IMPLEMENTED_CARDS)
        for tag in pool:
            if len(kingdom) + len(filled) >= 10:
                break
            if tag not in mentioned and tag not in kingdom:
                filled.append(tag)
    return Setup(players, kingdom + filled, extras, editions, seen, filled)


_EDITIONS = {"basis": ("basis-rgg-2013", "basis-rgg-2017"), "intrige": ("intrige-rgg-2014", "intrige-rgg-2017")}


def _editions(kingdom: list[str], first_edition: bool) -> list[str]:
    """The boxes the kingdom comes from; 1st edition (English, with errata) for isotropic, else the 2nd
    edition plus the 1st where a card removed in the 2nd is used."""
    ours = [t for t in kingdom if cards.resolve(t) is not None and cards.resolve(t).tag == t]  # type: ignore[union-attr]
    boxes = [box for box in _EDITIONS if any(cards.box_of(t) == box for t in ours)] or ["basis"]
    editions: list[str] = []
    for box in boxes:
        old, new = _EDITIONS[box]
        removed = any(cards.box_of(t) == box and not set(cards.card(t).cardsets) & {"dominion2ndEdition", "intrigue2ndEdition"}
                      for t in ours)
        if first_edition or removed:
            editions.append(old)
        if not first_edition:
            editions.append(new)
    return editions

"""What a Dominion log says, format-free: its statements as `Line`s, and the game's setup (kingdom,
editions, extra piles) inferred from them. Each format's parser (dominion_online.py, isotropic.py)
produces these; `dominion_builder.RecordBuilder` turns them into record entries."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from engine.core.registry import get_ruleset
from engine.games.dominion import cards
from engine.games.dominion.model import DEFS
from engine.games.dominion.piles import PILE_OF
from engine.importers.dominion_cards import BASIC, german, is_kingdom_pile

START_DECK = Counter({"Copper": 7, "Estate": 3})


@dataclass
class Line:
    """One statement of a log. Verbs: turn, start (starting cards), shuffle, draw, nodraw, play, again, buy, gain,
    trash, discard, topdeck, reveal, look, react, end (the game has ended), info (nothing to record)."""

    number: int
    player: str | None
    verb: str
    tags: list[str] = field(default_factory=list)
    unknown: int = 0
    text: str = ""
    source: str = ""  # the remark naming what caused it: "draws a card (Caravan)." → "Caravan"


@dataclass
class Setup:
    players: list[str]
    kingdom: list[str]  # tags of the kingdom cards the log shows, at most 10
    extras: list[str]  # tags or raw names: everything outside base supply and kingdom
    editions: list[str]
    seen: list[str]
    unknown: int = 0  # kingdom slots the log never shows (10 - len(kingdom))
    mentioned: list[str] = field(default_factory=list)  # every card tag the log names
    black_market: list[str] = field(default_factory=list)  # cards the log shows from the Black Market deck
    bane: str | None = None  # the Young Witch's Bannkarte, when the log says which it is (an 11th kingdom pile)
    shelters: bool = False  # every start deck holds Dark Ages' shelters instead of 3 Estates (setup.shelters)
    landmarks: list[str] = field(default_factory=list)  # Empires' Landmarken the log names (setup.landmarks)
    obelisk: str | None = None  # the pile the log says Obelisk chose (setup.obelisk)
    events: list[str] = field(default_factory=list)  # the Ereignisse the log names (setup.events): tags
    # each player's start deck (tags, one per card) when the log shows other start decks (setup.start_decks)
    start_decks: dict[str, list[str]] = field(default_factory=dict)

    def record_setup(self) -> dict:
        """The record's `setup`. Kingdom slots the log never shows are `"kingdom_unknown": n` beside the
        seen cards (docs/records/importers.md): the importer never picks cards to fill the ten."""
        setup: dict = {"editions": self.editions, "kingdom": [german(t) for t in self.kingdom]}
        if self.unknown:
            setup["kingdom_unknown"] = self.unknown
        setup["editions"] = list(self.editions)
        if self.extras:
            setup["extras"] = [german(t) for t in self.extras]
        if self.black_market:  # the cards the log shows from the Schwarzmarkt's deck (format.md)
            setup["black_market"] = [german(t) for t in self.black_market]
        if self.bane is not None:  # Junge Hexe's Bannstapel (format.md, setup.bane)
            setup["bane"] = german(self.bane)
        if self.shelters:  # Dark Ages' Unterschlüpfe in every start deck (format.md, setup.shelters)
            setup["shelters"] = True
        if self.landmarks:  # Empires' Landmarken the log names (format.md, setup.landmarks)
            setup["landmarks"] = [german(t) for t in self.landmarks]
        if self.obelisk is not None:  # the pile Obelisk chose (format.md, setup.obelisk)
            setup["obelisk"] = german(self.obelisk)
        if self.events:  # the Ereignisse the log names (format.md, setup.events)
            setup["events"] = [german(t) for t in self.events]
        if self.start_decks:  # start decks other than 7 Kupfer and 3 Anwesen (format.md, setup.start_decks)
            setup["start_decks"] = {player: [german(t) for t in deck] for player, deck in self.start_decks.items()}
        return setup


def _black_market_deck(lines: list[Line]) -> list[str]:
    """Cards revealed from the Black Market deck: the reveal lines of a Black Market's player right after
    it is played, also again by a Throne Room or King's Court (until their next play, buy or turn)."""
    deck: list[str] = []
    playing: str | None = None
    for line in lines:
        if line.verb in ("play", "again") and "Black Market" in line.tags:
            playing = line.player
            continue
        if playing is None or line.player != playing:
            if line.verb == "turn":
                playing = None
            continue
        if line.verb in ("play", "buy", "turn"):
            playing = None
        elif line.verb == "reveal":
            deck += [t for t in line.tags if t not in deck]
    return deck


def _implemented(tag: str, players: list[str], editions: list[str]) -> bool:
    ruleset = get_ruleset("dominion")
    return not ruleset.unsupported(players, {"editions": editions, "kingdom": [german(tag)]})


def infer_setup(players: list[str], lines: list[Line], supply: list[str] | None, first_edition: bool,
                bane: str | None = None) -> Setup:
    """The kingdom from the supply line when the log has one, else from the cards the log mentions.

    A kingdom seen only in part keeps its other slots unknown (`Setup.unknown`): the importer records only
    what the log says, it never picks cards to fill the ten. `bane`: the Young Witch's Bannkarte the log names
    (an 11th kingdom pile, not one of the ten); the cards a kingdom card brings beside the supply (Turnier's
    Preise) are no extras.
    """
    seen: list[str] = []
    extras: list[str] = []
    black_market = [t for t in _black_market_deck(lines) if supply is None or t not in supply]
    for tag in supply if supply is not None else [t for line in lines for t in line.tags]:
        tag = _pile_named(tag)
        if tag in seen or tag in extras or tag in black_market or tag == bane:
            continue
        if is_kingdom_pile(tag):
            seen.append(tag)
        elif tag not in BASIC:  # Potion, Platinum, Colony, shelters, non-supply piles, landscapes ...
            extras.append(tag)
    for line in lines:  # a start deck other than 7 Coppers and 3 Estates (shelters)
        if line.verb == "start":
            for tag in line.tags:
                if tag not in START_DECK and tag not in extras:
                    extras.append(tag)
    if len(seen) > 10:  # more kingdom-like cards than piles: those the engine lacks are the extras named
        implemented = [t for t in seen if _implemented(t, players, ["basis-rgg-2017", "intrige-rgg-2017"])]
        seen = implemented + [t for t in seen if t not in implemented]
    kingdom, overflow = seen[:10], seen[10:]
    extras += overflow
    brought = _brought(kingdom)
    extras = [tag for tag in extras if tag not in brought]
    events = [tag for tag in extras if is_event(tag)]  # Ereignisse (setup.events): no piles, bought by name
    extras = [tag for tag in extras if tag not in events]
    editions = _editions(kingdom + ([bane] if bane else []) + events, first_edition)
    setup = Setup(players, kingdom, extras, editions, seen, unknown=10 - len(kingdom), black_market=black_market,
                  bane=bane, events=events)
    setup.mentioned = sorted({t for line in lines for t in line.tags})
    return setup


def _pile_named(tag: str) -> str:
    """The kingdom's name of the pile a card lies in, when it is a pile of several card names the kingdom names
    (engine piles.py; reading dominion.auslegung.stapel-name): Reichtum → Gladiator, Bescheidenes Schloss →
    Schlösser, Sir Martin → Ritter. A Ruine stays itself: the Ruinen come with the cards that bring them."""
    pile = PILE_OF.get(tag)
    return tag if pile is None or pile == "Ruins" else pile


def is_event(tag: str) -> bool:
    """An Event of a box the engine knows (Abenteuer, Empires, Promo): `setup.events`, not an extra pile."""
    card = cards.resolve(tag)
    return card is not None and card.tag == tag and card.is_("Event")


def _brought(kingdom: list[str]) -> set[str]:
    """The non-kingdom cards the kingdom's cards bring into the game beside the supply (Turnier's Preise,
    the engine's `CardDef.brings`)."""
    get_ruleset("dominion")  # the card definitions, defined when the engine is loaded
    brought: set[str] = set()
    for tag in kingdom:
        definition = DEFS.get(tag)
        if definition is not None and definition.brings is not None:
            brought |= {t for t in definition.brings() if not cards.card(t).is_kingdom}
    return brought


def bane_revealed(lines: list[Line]) -> str | None:
    """The Bannkarte a log shows only when a player reveals it against a Young Witch (Dominion Online): the one
    card another player reveals after a Young Witch is played, before its player's next play, buy or turn."""
    witch: str | None = None
    for line in lines:
        if line.verb in ("play", "again") and "Young Witch" in line.tags:
            witch = line.player
        elif witch is not None and line.player == witch and line.verb in ("play", "buy", "turn"):
            witch = None
        elif witch is not None and line.player != witch and line.verb == "reveal" and len(line.tags) == 1 and (
                not line.unknown and is_kingdom_pile(line.tags[0])):
            return line.tags[0]
    return None


def _editions(kingdom: list[str], first_edition: bool) -> list[str]:
    """The boxes the kingdom comes from, as the engine's editions (`cards.EDITIONS`, in publishing order):
    isotropic → the newest printing of the 1st edition (English 1st edition with errata); Dominion Online →
    the newest 2nd edition, plus the newest 1st where a card the 2nd edition removed is used (or where the
    box has no 2nd edition)."""
    ours = [t for t in kingdom if cards.resolve(t) is not None and cards.resolve(t).tag == t]  # type: ignore[union-attr]
    boxes: list[str] = []
    for tag in ours:
        box = cards.box_of(tag)
        if box is not None and box not in boxes:
            boxes.append(box)
    boxes = sorted(boxes, key=_box_order) or ["basis"]
    editions: list[str] = []
    for box in boxes:
        printings = [name for name, info in cards.EDITIONS.items() if info["box"] == box]
        first = [name for name in printings if cards.EDITIONS[name]["edition"] == 1]
        second = [name for name in printings if cards.EDITIONS[name]["edition"] == 2]
        if first_edition or not second:
            editions.append((first or printings)[-1])
            continue
        newest = second[-1]
        removed = any(cards.box_of(t) == box and cards.EDITIONS[newest]["cardset"] not in cards.card(t).cardsets
                      for t in ours)
        if removed and first:
            editions.append(first[-1])
        editions.append(newest)
    return editions


def _box_order(box: str) -> int:
    order = [info["box"] for info in cards.EDITIONS.values()]
    return order.index(box) if box in order else len(order)

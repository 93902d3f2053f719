"""What a card effect may yield. Effects are generator functions: they yield these operations and
are resumed with each result; they never touch the state themselves, so a running effect can be
rebuilt from its recorded results (the frame's `sent` list) at any time."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Draw:
    """Draw `count` cards into the hand (shuffling when needed). Result: the cards (None = unseen).

    `before`: cards this draw took before a shuffle that cards heard interrupted it (the bus's "shuffle"
    event, runner.heard_shuffle); they come first in the result."""

    player: str
    count: int
    before: tuple[str | None, ...] = ()
    # the draw fills the hand up to a number (Bibliothek): the −1 Karte token goes back first, the draw is not
    # smaller (tokens.py, rulebook 003 ln5175)
    fill: bool = False


@dataclass(frozen=True)
class Reveal:
    """Reveal `count` cards from the top of the draw pile into the player's revealed zone. Result: cards.

    With `look`, the player only looks at them (Torwächterin): a record may leave them unnamed (a reveal
    event with `count`); such a card is None in the result and counts in `revealed_unknown`."""

    player: str
    count: int
    look: bool = False
    deck: str | None = None  # from a deck beside the supply (`GameState.decks`: "black-market"), not the draw pile
    before: tuple[str | None, ...] = ()  # cards revealed before an interrupting shuffle (as `Draw.before`)


@dataclass(frozen=True)
class Move:
    """Move one card between zones: hand, play, discard, draw_pile, trash, revealed. Result: moved?

    `card` None moves a card the record does not name (an unknown answer of a choice): it leaves the
    source's unseen cards and stays unseen in the target (see `interpreter.move`)."""

    player: str
    card: str | None
    source: str
    target: str
    to: str | None = None  # the receiving player when the card changes hands (Maskerade)
    position: int = 0  # target "draw_pile": 0 is the top (Geheimgang puts a card anywhere)


@dataclass(frozen=True)
class Gain:
    """Gain a card from the supply to discard, hand or draw_pile. Result: gained? (False: pile empty).

    `source` "trash": the card is gained from the trash (Edler Räuber). A gain cards may replace
    ("stattdessen": the bus's "would-gain" event, Fahrender Händler) is `replaceable`; the replacing gain
    is not."""

    player: str
    card: str
    target: str = "discard"
    source: str = "supply"
    replaceable: bool = True


@dataclass(frozen=True)
class Plus:
    actions: int = 0
    buys: int = 0
    coins: int = 0


@dataclass(frozen=True)
class Look:
    """Read the position: "hand", "cost", "types", "is_action", "actions_in_hand", "flags",
    "empty_piles", "draw_pile_size", "hand_size". Result: JSON data."""

    what: str
    player: str | None = None
    card: str | None = None


@dataclass(frozen=True)
class Flag:
    """Add `amount` to a turn flag (copper bonus, cost reduction ...). Result: the new value."""

    key: str
    amount: int = 1


# what answering a decision does: trash, discard, put onto the draw pile, gain, reveal, play the chosen
# cards, react to an attack with them, return them to the supply (Ambassador), put them under a deck
# ("bottom": Schwarzmarkt's deck), or "" (an answer that moves
# no card: naming, passing, choosing instructions)
VERBS = frozenset({"trash", "discard", "topdeck", "gain", "reveal", "play", "react", "return", "bottom", "put-in-hand",
                   ""})  # "put-in-hand": a looked-at card taken into the hand (Zerstörung)


@dataclass(frozen=True)
class Ask:
    """A decision with an explicit option list, built by the interpreter when asked.

    `source`: "hand", "supply", "revealed", "trash", "discard", "play" (choose cards), "any" (name a supply card),
    "named" (name any card of the game's card table) or "options" (choose named options). `where`: filters for cards (cards, not_cards, types, not_types, max_cost, min_cost, exact_cost, costs: one of these exact costs, below: costs less than that card) and
    `cap` (card → at most that many copies offered). Between
    `least` and `most` cards or options are chosen; `least` shrinks to what is available.
    `verb` says what the answer does to the chosen cards (or what the chosen option does): one of
    `VERBS`; it becomes the open `Choice.verb`, so that importers and interfaces match a decision by it.
    """

    player: str
    rule: str
    prompt_de: str
    prompt_en: str
    source: str
    least: int = 0
    most: int = 1
    where: dict[str, Any] = field(default_factory=dict)
    options: tuple[str, ...] = ()
    distinct: bool = False
    owner: str | None = None  # whose zone the cards come from ("revealed" of a victim), default `player`
    verb: str = ""

    def __post_init__(self) -> None:
        if self.verb not in VERBS:
            raise ValueError(f"unknown verb {self.verb!r}")


@dataclass(frozen=True)
class Gap:
    """The record does not give a fact the legality of the current entry depends on: the entry's
    verdict becomes `unverifiable` with `rule` and this message (replay goes on as if legal)."""

    rule: str
    message_de: str
    message_en: str


@dataclass(frozen=True)
class Call:
    """Run another effect (a card's effect, an attack's reactions ...). Result: its return value."""

    effect: str
    args: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Token:
    """Add `amount` to a counter: a player's ("vp": Siegpunktmarker, "pirate-ship": Geld-Marker on the
    Piratenschiff mat ...) or, with `player` None, the table's ("embargo:<card>", "trade-route" ...).
    Result: the new count."""

    player: str | None
    kind: str
    amount: int = 1


@dataclass(frozen=True)
class PlayTreasure:
    """Play a treasure by another card's effect (Abenteuer puts it into play from the revealed cards): it
    moves from `source` into play, its coins count, its own effect runs. Result: played?

    `source` None: the treasure is played again where it is, not moved (Falschgeld's second play, rulebook 003
    ln3815: also a Beute that went back to its pile gives its coins again, "Anschluss verloren" ln4248)."""

    player: str
    card: str
    source: str | None


@dataclass(frozen=True)
class ShuffleIn:
    """Shuffle `cards` from the player's `source` zone into the draw pile (Gasthaus): the whole draw pile's
    order becomes unknown (a seeded game fixes it from the seed). Result: the cards moved."""

    player: str
    cards: tuple[str, ...]
    source: str = "discard"


@dataclass(frozen=True)
class Buy:
    """A card bought by an effect, not by a buy move (Schwarzmarkt buys one of the cards revealed from its deck):
    what buying triggers ("buy" on the bus), then the gain from `source`. The price is the effect's to pay.
    Result: gained?"""

    player: str
    card: str
    source: str = "supply"


@dataclass(frozen=True)
class ExtraTurn:
    """`player` takes an extra turn after this turn (after the Außenposten's, and after extra turns already
    due, in the order they came), played for them by `controller` when given (Besessenheit: see
    model.controller). Result: None."""

    player: str
    controller: str | None = None


@dataclass(frozen=True)
class BottomToTop:
    """Put the bottom card of the player's draw pile on top (Perlentaucher). Result: moved? When the bottom
    card is one of the pile's unseen cards, the known order above it is forgotten (sound, less strict)."""

    player: str


@dataclass(frozen=True)
class Emit:
    """Report a game event to the bus from an effect (events.py): the cards that hear it act now, their listeners
    worked out at this moment (events.resolved: "resolve", after an action card's play is done). Result: None."""

    event: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ToActionPhase:
    """The active player returns from the buy phase to the action phase (Empires' Villa, rulebook 003 ln5544: "kehre
    sofort in die Aktionsphase zurück"); when it ends, a buy phase follows again, in which treasures may be played
    before buying as in any buy phase. It is no start of the turn. Result: None."""

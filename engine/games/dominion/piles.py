"""Supply piles of more than one card name: Empires' split piles (Siedler/Emsiges Dorf ...: 5 of one card on 5 of
another, rulebook 003 ln5753–5793), the Schlösser (eight castles sorted by cost, the dearest at the bottom, ln5724)
and Dark Ages' mixed piles Ruinen and Ritter (shuffled, the top card face up, ln4728). Only the top card of such a
pile can be bought or gained ("Es darf immer nur die oberste Karte des Stapels genommen oder gekauft werden",
ln5753; "Die offenliegende Karte (und nur diese)", ln4017); the pile is empty for the game end only when all its
cards are gone (ln4706).

How the state holds such a pile P (named by the card a record's kingdom names: `Settlers`, `Castles`, `Knights`;
the Ruinen by `Ruins`):

- `supply[<card>]` for each card name of the pile: how many copies can be taken now. With a known order that is the
  run of equal cards on top (5 Siedler; the other card names 0), so every rule that asks the supply (buying, "gain a
  card costing up to 4", Herumtreiberin trashing from it) sees only the top card, and nothing else has to know;
- `decks["pile:P"]`: the known order of the cards under that run, top first (Emsiges Dorf ×5; a seeded game's
  shuffled Ruinen and Ritter);
- `tokens["pile:P"]`: how many cards the pile holds (its size for the game end and the picture; 0 once empty).

A mixed pile in a game without `seed` has no known order: the record never says which card lies on top until it is
gained (Dominion Online logs show only gains). There `decks["pile:P"]` is absent and `supply[<card>]` counts the
copies that may still be in the pile (each Ritter 1; each Ruine at most 10 and at most the pile's size): any of them
may be the top card, so a gain of one of them is consistent, and the pile's size still decides when it is empty.
That is sound, never over-strict; it misses only a contradiction in the order (two gains of one Ritter, though, are
caught: a card named by the gain leaves the count). A card put back onto such a pile (Botschafter) counts again.

`zones` calls `taken` after a card left the supply and `returned` after one came back; `scoring.empty_piles` counts
such a pile once. The cards of the piles that domdiv holds as one entry (the Schlösser, Ruinen, Ritter) have their
facts in data/pile_cards.json (cards.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.rng import shuffled

PILE = "pile:"  # `decks` key of a pile's known order under its top run, and `tokens` key of its size


@dataclass(frozen=True)
class MultiPile:
    """A supply pile of several card names. `names`: its card names, top first for a fixed order; `counts(players)`:
    how many of each card name it starts with; `mixed`: shuffled at set-up (Ruinen, Ritter), else in the order of
    `names`; `size(players)`: how many of the shuffled cards are laid out (Ruinen: 10 per player after the first,
    ln4700–4704), None for all; `passage`: where the divider text lays it out."""

    tag: str
    names: tuple[str, ...]
    counts: Callable[[int], dict[str, int]]
    mixed: bool = False
    size: Callable[[int], int] | None = None
    passage: str = ""


PILES: dict[str, MultiPile] = {}  # the pile's tag (the card the kingdom names) → the pile
PILE_OF: dict[str, str] = {}  # each card name of such a pile → the pile's tag


def register(pile: MultiPile) -> MultiPile:
    """Make `pile` known (the module of its cards does so when imported)."""
    PILES[pile.tag] = pile
    for name in pile.names:
        PILE_OF[name] = pile.tag
    return pile


def split(top: str, bottom: str, passage: str) -> MultiPile:
    """An Empires split pile: 5 `top` on 5 `bottom` (ln5753: "Legt auf diese Karte 5 Felsen und oben darauf 5
    Katapulte"), in every player count."""
    return register(MultiPile(top, (top, bottom), lambda players: {top: 5, bottom: 5}, passage=passage))


def pile_of(tag: str) -> MultiPile | None:
    """The pile of several card names `tag` lies in, or None."""
    name = PILE_OF.get(tag)
    return None if name is None else PILES[name]


def pile_key(tag: str) -> str:
    """The name of the pile `tag` lies in, for what lies on a pile rather than on a card (ln4736: "Anweisungen (oder
    Marker, z.B. Embargomarker aus Seaside), die einen Stapel betreffen, betreffen alle Karten in einem gemischten
    Stapel"): the pile's tag for a card of a pile of several names (Emsiges Dorf → Settlers), else the card itself."""
    return PILE_OF.get(tag, tag)


def is_victory_pile(tag: str) -> bool:
    """Whether the supply pile of `tag` is a victory pile: a pile of several names by the card naming it (the
    Schlösser are one; the Ritter are none, though Dame Josephine is a victory card: ln2383), else by the card."""
    from engine.games.dominion import cards  # card facts: piles.py itself stays importable without them

    return cards.card(PILE_OF.get(tag, tag)).is_("Victory")


def in_game(state: Any) -> bool:
    """Whether the game has such a pile (its size among the table tokens)."""
    tokens = state.tokens
    return bool(tokens) and any(key.startswith(PILE) for key in tokens)


# -- set-up ----------------------------------------------------------------------------------------------------


def lay_out(state: Any, tag: str) -> None:
    """Lay out the pile `tag` in the supply of a game being set up (a card's `setup`: the state's parts are its own):
    in its order, or shuffled by the seed, or with no known order in a game without seed (see the module text).
    Once only (Kultist and Marodeur both bring the Ruinen)."""
    pile = PILES[tag]
    if PILE + tag in state.tokens:
        return
    supply = state.own_supply()
    supply.pop(tag, None)  # the kingdom's name of the pile is no card of it (Schlösser, Ritter)
    counts = pile.counts(len(state.players))
    if not pile.mixed:
        order = [name for name in pile.names for _ in range(counts.get(name, 0))]
    elif state.seed is not None:
        order = shuffled([name for name in pile.names for _ in range(counts.get(name, 0))], state.seed, PILE + tag)
        if pile.size is not None:
            order = order[:pile.size(len(state.players))]
    else:
        size = sum(counts.values()) if pile.size is None else pile.size(len(state.players))
        for name in pile.names:
            supply[name] = min(counts.get(name, 0), size)
        state.own_tokens()[PILE + tag] = size
        return
    for name in pile.names:
        supply[name] = 0
    state.own_tokens()[PILE + tag] = len(order)
    state.own_decks()[PILE + tag] = order
    _uncover(state, tag)


def _uncover(state: Any, tag: str) -> None:
    """Turn up the next run of equal cards of a pile with known order, when nothing lies on top any more."""
    under = state.decks.get(PILE + tag)
    if not under:
        return
    supply = state.supply
    if any(supply.get(name, 0) for name in PILES[tag].names):
        return
    first = under[0]
    run = 1
    while run < len(under) and under[run] == first:
        run += 1
    state.own_decks()[PILE + tag] = under[run:]
    state.own_supply()[first] = run


# -- a card leaves or joins the pile ----------------------------------------------------------------------------


def taken(state: Any, card: str) -> None:
    """`card` just left the supply (gained, bought, trashed from it): one card less in its pile; the next card comes
    up (known order), or what may still be in the pile is counted down (no known order)."""
    tag = PILE_OF[card]
    if PILE + tag not in state.tokens:
        return  # not laid out by `lay_out` (a position built by hand): a plain count in the supply
    tokens = state.own_tokens()
    left = tokens[PILE + tag] - 1
    if left < 0:
        raise ValueError(f"a card left the empty pile {tag}")
    tokens[PILE + tag] = left
    if PILE + tag in state.decks:
        _uncover(state, tag)
        return
    supply = state.own_supply()  # no known order: no card name may count more copies than the pile holds
    for name in PILES[tag].names:
        if supply.get(name, 0) > left:
            supply[name] = left


def returned(state: Any, card: str) -> None:
    """`card` was just put onto its pile (Botschafter, ln4730: "wird die zuvor offen ausliegende Karte wieder
    umgedreht"): it lies on top; the run that lay there goes under it (known order)."""
    tag = PILE_OF[card]
    if PILE + tag not in state.tokens:
        return  # not laid out by `lay_out`: a plain count
    tokens = state.own_tokens()
    tokens[PILE + tag] += 1
    if PILE + tag not in state.decks:
        return  # no known order: `zones` counted the card in the supply, it may be taken again
    supply = state.own_supply()
    for name in PILES[tag].names:
        if name != card and supply.get(name, 0):
            state.own_decks()[PILE + tag] = [name] * supply[name] + state.decks[PILE + tag]
            supply[name] = 0


# -- what the table shows --------------------------------------------------------------------------------------


def size(state: Any, tag: str) -> int:
    """How many cards the pile `tag` holds."""
    return int(state.tokens.get(PILE + tag, 0))


def top(state: Any, tag: str) -> str | None:
    """The card on top of the pile `tag`, when the record knows it (None: empty, or no known order)."""
    if PILE + tag not in state.decks:
        return None
    return next((name for name in PILES[tag].names if state.supply.get(name, 0)), None)


def may_be_top(state: Any, tag: str) -> list[str]:
    """The card names that may lie on top of the pile `tag` now (one when the order is known)."""
    return [name for name in PILES[tag].names if state.supply.get(name, 0)]


def empty_piles(state: Any) -> int:
    """The empty supply piles, each pile of several card names counted once, when all its cards are gone (ln4706:
    "Wird er im Laufe des Spiels aufgebraucht, zählt er als leerer Stapel")."""
    empty = sum(1 for tag, n in state.supply.items() if n == 0 and tag not in PILE_OF)
    return empty + sum(1 for key, n in state.tokens.items() if key.startswith(PILE) and n == 0)


# -- the piles ---------------------------------------------------------------------------------------------------

# Empires' split piles (ln5753–5793: "Legt auf diese Karte 5 Emsige Dörfer und oben darauf 5 Siedler")
split("Catapult", "Rocks", "ln5753")
split("Gladiator", "Fortune", "ln5763")
split("Settlers", "Bustling Village", "ln5773")
split("Patrician", "Emporium", "ln5783")
split("Encampment", "Plunder", "ln5793")

# Empires' Schlösser (ln5724: "Alle Schlösser werden nach Kosten sortiert auf dem Vorratsstapel bereitgelegt (die
# teuerste zuunterst)"; ln5967: "alle 8 bzw. 12 Schlosskarten"): one of each with 2 players (domdiv's Castles text:
# "Bei zwei Spielern wird nur ein Exemplar jeder Schlosskarte verwendet"); which four come twice with more players,
# and the costs that sort them, the divider text does not say: data/pile_cards.json names where they stand
CASTLES = ("Humble Castle", "Crumbling Castle", "Small Castle", "Haunted Castle", "Opulent Castle", "Sprawling Castle",
           "Grand Castle", "King's Castle")
_TWICE = frozenset({"Humble Castle", "Small Castle", "Opulent Castle", "King's Castle"})
register(MultiPile("Castles", CASTLES, lambda players: {name: 2 if players > 2 and name in _TWICE else 1
                                                         for name in CASTLES}, passage="ln5724"))

# Dark Ages' Ruinen (ln4696: "Jede der 5 RUINEN ist jeweils 10x im Spiel enthalten. Alle Karten werden in einem
# Stapel zusammengemischt"; ln4700–4704: 10 cards with 2 players ... 50 with 6; ln4708: the rest back to the box)
RUINS = ("Abandoned Mine", "Ruined Library", "Ruined Market", "Ruined Village", "Survivors")
register(MultiPile("Ruins", RUINS, lambda players: dict.fromkeys(RUINS, 10), mixed=True,
                   size=lambda players: 10 * (players - 1), passage="ln4696"))

# Dark Ages' Ritter (ln4513: "Jede Karte hat einen eigenen Namen und ist im Stapel genau 1x vorhanden. Mischt in der
# Spielvorbereitung alle RITTER")
KNIGHTS = ("Dame Anna", "Dame Josephine", "Dame Molly", "Dame Natalie", "Dame Sylvia", "Sir Bailey", "Sir Destry",
           "Sir Martin", "Sir Michael", "Sir Vander")
register(MultiPile("Knights", KNIGHTS, lambda players: dict.fromkeys(KNIGHTS, 1), mixed=True, passage="ln4513"))


def setup_of(tag: str) -> Callable[[Any], None]:
    """The `setup` of the card that brings the pile `tag` (model.define(..., setup=piles.setup_of("Ruins"))): lays it
    out. A card with a `setup` keeps its game off the fast path (model.profile), whose buys bypass `taken`."""

    def lay_out_pile(state: Any) -> None:
        if tag in state.kingdom:  # not for a card of the Schwarzmarkt's deck: the pile is no pile of the supply then
            lay_out(state, tag)

    return lay_out_pile


def names_of(tag: str) -> Callable[[], tuple[str, ...]]:
    """The `brings` of that card (model.define(..., brings=piles.names_of("Ruins"))): the pile's card names are in
    the game, what they hear is heard (model.profile)."""
    return lambda: PILES[tag].names

"""Small steps several card effects share (other players in turn order, putting revealed cards back)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.ops import Ask, Call, Flag, Look, Move, Reveal

Gen = Generator[Any, Any, Any]

# What a played card's effect returns when the card stays in play past the clean-up (a duration, or what
# played one): the card that played it stays too (Thronsaal, Königshof). A plain string: it is stored
# among a frame's answers (the state JSON).
STAYS = "stays"

# Decisions (by rule id) a record may answer with cards it does not name (`"unknown": n` in a `choose` of
# cards from the hand or the revealed zone): the effect moves such a card (None in its answer) without
# needing its identity. The value is None when the card's identity does not matter for legality, else the
# gap (German, English) the verdict `unverifiable` names. Every other decision must name its cards: its
# effect uses the identity (Thronsaal plays it, Umbau prices it). Expansion modules add their own entries.
BLIND_ANSWERS: dict[str, tuple[str, str] | None] = {
    "dominion.karte.miliz": None,
    "dominion.karte.keller": None,
    "dominion.karte.kapelle": None,
    "dominion.karte.wilddiebin": None,
    "dominion.karte.toepferei": None,
    "dominion.karte.kerkermeister": None,
    "dominion.karte.handelsposten": None,
    "dominion.karte.verwalter": None,
    "dominion.karte.muehle": None,
    "dominion.karte.geheimkammer": None,
    "dominion.karte.diplomatin": None,
    "dominion.karte.burghof": None,
    "dominion.karte.torwaechterin": None,
    "dominion.karte.hafen": None,
    "dominion.karte.ausguck": None,
    "dominion.karte.lagerhaus": None,
    "dominion.karte.geisterschiff": None,
    "dominion.karte.halsabschneider": None,  # ln2719: discard down to 3, as the Miliz
    "dominion.karte.buerokrat": ("Ob die nicht genannte Karte eine Punktekarte ist, sagt die Partie nicht.",
                                 "The record does not say whether the unnamed card is a victory card."),
}


def others(args: dict[str, Any]) -> list[str]:
    """The other players in turn order, beginning with the player to the left."""
    players: list[str] = args["players"]
    index = players.index(args["player"])
    return [players[(index + k) % len(players)] for k in range(1, len(players))]


def left_of(args: dict[str, Any]) -> str:
    return others(args)[0]


def put_back_in_order(player: str, rule: str, cards: list[str]) -> Gen:
    """Put revealed cards back onto the deck "in beliebiger Reihenfolge": one decision per card while
    the rest still differ; the card laid last lies on top. Cards not named (None) go back unseen, with
    the others, without a decision: their order is unknown anyway (the pile forgets it)."""
    rest = list(cards)
    if None in rest:
        for card in rest:
            yield Move(player, card, "revealed", "draw_pile")
        return
    while rest:
        if len(set(rest)) == 1:
            for card in rest:
                yield Move(player, card, "revealed", "draw_pile")
            return
        chosen = yield Ask(player, rule, "Welche Karte als nächste zurücklegen? (die zuletzt gelegte liegt oben)",
                           "Which card goes back next? (the last one lies on top)", "revealed", 1, 1,
                           {"cards": sorted(set(rest))}, verb="topdeck")
        card = chosen[0]
        rest.remove(card)
        yield Move(player, card, "revealed", "draw_pile")


def take_out(rest: list[Any], card: str | None) -> None:
    """Remove a chosen card from the cards still looked at: a named card that was looked at unseen
    takes the place of a None."""
    rest.remove(card if card in rest else None)


def discard_revealed(player: str, cards: list[str]) -> Gen:
    for card in cards:
        yield Move(player, card, "revealed", "discard")


def is_(tag: str, kind: str) -> bool:
    """Whether the card `tag` has the type `kind` (English type name, as in the card facts)."""
    return cards.card(tag).is_(kind)


def play_card(player: str, card: str, source: str | None = None) -> Gen:
    """Play `card` by another card's effect (Thronsaal, Vasall, Königshof ...), a play like any other: it is
    moved into play from `source` (None: it is in play already), counted as an action played when it is
    one, and its effect runs (its bonus first). Returns its effect's result (None when it could not be
    moved)."""
    if source is not None:
        moved = yield Move(player, card, source, "play")
        if not moved:
            return None
    if cards.card(card).is_("Action"):
        yield Flag("actions_played")
    return (yield Call(card, {"player": player}))


def reveal_until(player: str, stop: Callable[[str], bool]) -> Gen:
    """Reveal cards from the top of the draw pile one by one until one for which `stop(tag)` holds: the "decke
    solange Karten auf, bis ..." of many cards (Bauerndorf, Wahrsagerin, Treibjagd). When the draw pile runs out
    the discard pile is shuffled in the middle of it (the chance step `Reveal` does that), the revealed cards not
    among it (they lie revealed, not in the discard pile); when both are empty the revealing ends. Returns (the
    card found or None, the other revealed cards in the order revealed); all of them stay revealed, for the
    caller to move."""
    rest: list[str] = []
    while True:
        revealed = yield Reveal(player, 1)
        if not revealed:
            return None, rest
        if stop(revealed[0]):
            return revealed[0], rest
        rest.append(revealed[0])


def reveal_hand(player: str, rule: str) -> Gen:
    """Reveal the whole hand (Menagerie, Treibjagd, Stadtviertel, Königlicher Schmied, Spende …): the names decide
    what follows. When the record has not shown every card of it, the reveal is a decision of the whole hand (verb
    "reveal"), whose answer names the unseen cards; returns the hand's cards by name."""
    hand = yield Look("hand", player)
    if hand["unknown"]:
        size = sum(hand["cards"].values()) + hand["unknown"]
        yield Ask(player, rule, "Alle Handkarten vorzeigen", "Reveal your whole hand", "hand", size, size, verb="reveal")
        hand = yield Look("hand", player)
    return {tag: n for tag, n in hand["cards"].items() if n > 0}

"""Dominion – Die Alchemisten (Alchemy), 1st edition as printed by HiG 2010 and RGG 2015: Trank and the 12
kingdom cards, each defined once (see model.py). Each definition cites the divider note it follows (rulebook
003 line numbers; section 12, HiG 2010, unless marked RGG (section 13)).

A played Trank adds to the turn's potions (`model.POTIONS`), which a buy of a card with a potion in its cost
spends (moves.py); "costs up to / exactly" compares coins and potions part by part (`model.within`)."""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import Gen, is_, left_of, play_card, put_back_in_order
from engine.games.dominion.model import POTIONS, Bonus, Trigger, define, on_play
from engine.games.dominion.ops import Ask, Call, Draw, ExtraTurn, Flag, Gain, Look, Move, Plus, Reveal
from engine.games.dominion.state import GameState

# -- Trank (ln2101: its divider is a title only; ln2224: a base card like Kupfer) ---------------------------


@on_play("Potion")
def potion(args: dict[str, Any]) -> Gen:
    # ln2032: a Trank is played in the buy phase (and may be played without buying anything with it)
    yield Flag(POTIONS)


# -- victory card ------------------------------------------------------------------------------------------


def _vineyard(owned: dict[str, int]) -> int:
    """ln1968: 1 point per full 3 action cards of the player's (combined action cards too), rounded down."""
    return sum(n for tag, n in owned.items() if n > 0 and cards.card(tag).is_("Action")) // 3


define("Vineyard", points=_vineyard)


# -- actions ----------------------------------------------------------------------------------------------


@on_play("Transmute")
def transmute(args: dict[str, Any]) -> Gen:
    """RGG ln2159: trash a hand card (must, if any); an action gives a Herzogtum, a treasure a Verwandlung, a
    victory card a Gold, a combined card both; a Fluch (or nothing trashed) nothing; an empty pile nothing."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.verwandlung", "Eine Handkarte entsorgen", "Trash a card from your hand",
                       "hand", 1, 1, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
        for kind, gained in (("Action", "Duchy"), ("Treasure", "Transmute"), ("Victory", "Gold")):
            if is_(card, kind):
                yield Gain(player, gained)


@on_play("University", bonus=Bonus(actions=2))
def university(args: dict[str, Any]) -> Gen:
    """ln2010: may gain an action card costing up to 5, none with a potion in its cost."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.universitaet", "Eine Aktionskarte bis 5 nehmen?",
                       "Gain an action card costing up to 5?", "supply", 0, 1, {"types": ["Action"], "max_cost": 5},
                       verb="gain")
    for card in chosen:
        yield Gain(player, card)


@on_play("Apothecary", bonus=Bonus(cards=1, actions=1))
def apothecary(args: dict[str, Any]) -> Gen:
    """ln1999: reveal the top 4 (shuffling if needed, fewer if there are no more); every Kupfer and Trank to
    the hand, the rest back in any order."""
    player = args["player"]
    revealed = yield Reveal(player, 4)
    rest = []
    for card in revealed:
        if card in ("Copper", "Potion"):
            yield Move(player, card, "revealed", "hand")
        else:
            rest.append(card)
    yield from put_back_in_order(player, "dominion.karte.apotheker", rest)


@on_play("Familiar", bonus=Bonus(cards=1, actions=1))
def familiar(args: dict[str, Any]) -> Gen:
    """ln2053: every other player gains a Fluch, from the left, while there are any."""
    victims = yield Call("attack", {"player": args["player"]})
    for victim in victims:
        yield Gain(victim, "Curse")


@on_play("Apprentice", bonus=Bonus(actions=1))
def apprentice(args: dict[str, Any]) -> Gen:
    """ln2074: trash a hand card (must, if any); draw a card per coin of its cost, 2 more if it costs a potion
    (Golem: 6)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.lehrling", "Eine Handkarte entsorgen", "Trash a card from your hand",
                       "hand", 1, 1, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
        coins = yield Look("cost", card=card)
        potions = yield Look("potion", card=card)
        if coins + (2 if potions else 0):
            yield Draw(player, coins + (2 if potions else 0))


@on_play("Scrying Pool", bonus=Bonus(actions=1))
def scrying_pool(args: dict[str, Any]) -> Gen:
    """ln2021: every player, you too, reveals the top card; you decide for each whether it is
    discarded or goes back (you first, then the others from the left: reading
    dominion.auslegung.vision-reihenfolge); then reveal until a card that is no action and put them all
    into the hand (all, when only actions are left)."""
    player = args["player"]
    rule = "dominion.karte.vision"
    victims = yield Call("attack", {"player": player})
    for who in [player, *victims]:
        revealed = yield Reveal(who, 1)
        for card in revealed:
            # "ja": discarded, "nein": back onto the draw pile
            chosen = yield Ask(player, rule, f"{cards.german(card)} von {who} ablegen? (nein: zurücklegen)",
                               f"Discard {who}'s {card}? (no: put it back)", "options", 1, 1, options=("ja", "nein"),
                               verb="discard")
            yield Move(who, card, "revealed", "discard" if chosen == ["ja"] else "draw_pile")
    shown: list[str] = []
    while True:
        revealed = yield Reveal(player, 1)
        if not revealed:
            break
        shown.append(revealed[0])
        if not is_(revealed[0], "Action"):
            break
    for card in shown:
        yield Move(player, card, "revealed", "hand")


@on_play("Golem")
def golem(args: dict[str, Any]) -> Gen:
    """ln2064: reveal until 2 action cards that are no Golem (shuffling in the middle if needed); discard the
    Golems and non-actions revealed; play the 1 or 2 actions found, in the order you choose, never from the
    hand."""
    player = args["player"]
    found: list[str] = []
    rest: list[str] = []
    while len(found) < 2:
        revealed = yield Reveal(player, 1)
        if not revealed:
            break
        card = revealed[0]
        (found if is_(card, "Action") and card != "Golem" else rest).append(card)
    for card in rest:  # discarded only now: they were revealed, never in the discard pile a shuffle takes
        yield Move(player, card, "revealed", "discard")
    if len(found) == 2 and found[0] != found[1]:
        first = yield Ask(player, "dominion.karte.golem", "Welche Aktionskarte zuerst ausspielen?",
                          "Which action to play first?", "revealed", 1, 1, {"cards": sorted(found)}, verb="play")
        if first and first[0] != found[0]:
            found.reverse()
    for card in found:
        yield from play_card(player, card, "revealed")


def _stone(args: dict[str, Any]) -> Gen:
    """ln2042: worth 1 per full 5 cards in the draw pile and the discard pile together, counted when played
    (hand, play and set-aside cards do not count)."""
    player = args["player"]
    draw_pile = yield Look("draw_pile_size", player)
    discard = yield Look("discard_size", player)
    if (draw_pile + discard) // 5:
        yield Plus(coins=(draw_pile + discard) // 5)


define("Philosopher's Stone", play=_stone)


@on_play("Possession")
def possession(args: dict[str, Any]) -> Gen:
    """ln2085/ln2097: the player to your left takes an extra turn after yours (after an Außenposten's turn
    of yours), which you play for them: you decide everything, the cards they would gain are yours, the cards
    of theirs trashed in it are set aside and return to their discard pile after it (the rules of a controlled
    turn: model.controller); every Besessenheit played gives one such turn; one played in such a turn gives
    its player's left neighbour a turn played by that player."""
    yield ExtraTurn(left_of(args), args["player"])


# -- clean-up choices ---------------------------------------------------------------------------------------
# Both are asked as the clean-up begins (the bus's "cleanup" event), each copy in play once, in the order the
# cards lie in play, before anything is discarded and the next hand drawn (ln2032: "bevor du die Karten am
# Ende deines Zuges nachziehst"); reading dominion.auslegung.aufraeumen-reihenfolge.


def _potion_in_play(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return owner == event["player"] and "Potion" in state.cards[owner].in_play


def _alchemist_back(args: dict[str, Any]) -> Gen:
    """ln2032: with a Trank in play, each Alchemist may go back onto the draw pile instead of being discarded."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.alchemist", "Alchemist auf den Nachziehstapel legen?",
                       "Put the Alchemist onto your deck?", "options", 1, 1, options=("ja", "nein"), verb="topdeck")
    if chosen == ["ja"]:
        yield Move(player, "Alchemist", "play", "draw_pile")


define("Alchemist", bonus=Bonus(cards=2, actions=1),
       triggers=[Trigger("cleanup", "in_play", _alchemist_back, when=_potion_in_play)])


def _herbalist_back(args: dict[str, Any]) -> Gen:
    """ln1988: for each Kräuterkundiger discarded from play, one treasure in play may go onto the draw pile."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.kraeuterkundiger", "Eine Geldkarte auf den Nachziehstapel legen?",
                       "Put a treasure onto your deck?", "play", 0, 1, {"types": ["Treasure"]}, verb="topdeck")
    for card in chosen:
        yield Move(player, card, "play", "draw_pile")


define("Herbalist", bonus=Bonus(buys=1, coins=1),
       triggers=[Trigger("cleanup", "in_play", _herbalist_back,
                         when=lambda state, owner, event: owner == event["player"])])


"""Dominion – Empires (RGG 2016, one printing): some of its kingdom cards, each defined once (see model.py) and citing
the divider note it follows (rulebook 003 line numbers, section 24): Wagenrennen, Opfer, Legionär, Forum, Gärtnerin,
Zauber, and the Sammlung cards Tempel, Bauernmarkt and Wilde Jagd, whose Siegpunktmarker lie on their supply pile as
the table token "vp:<card>" (format.md) until a player takes them.

The rest of Empires is in other modules: Villa, Krone, Archiv, Zauberin (empires_more.py), the split piles and the
Schlösser (empires_split.py), the Events and the cards costing debt (events_empires.py), the Landmarks
(landmarks.py), Lehnsherr (plays_as.py)."""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import BLIND_ANSWERS, Gen, is_, left_of
from engine.games.dominion.model import Bonus, Trigger, define, on_play
from engine.games.dominion.ops import Ask, Call, Draw, Flag, Gain, Gap, Look, Move, Plus, Reveal, Token


def _costs_more(mine: tuple[int, int, int], theirs: tuple[int, int, int]) -> bool:
    """Reading dominion.auslegung.wagenrennen-kosten (ln5502, as ln1441 compares costs part by part): a card costs
    more than another when no part of its cost (coins, potions, debt) is less and one part is more."""
    return mine != theirs and all(a >= b for a, b in zip(mine, theirs, strict=True))


def _price(card: str) -> Gen:
    coins = yield Look("cost", card=card)
    potion = yield Look("potion", card=card)
    debt = yield Look("debt", card=card)
    return coins, potion, debt


@on_play("Chariot Race", bonus=Bonus(actions=1))
def chariot_race(args: dict[str, Any]) -> Gen:
    """ln5501: your revealed top card goes into your hand, the left neighbour's back onto their deck; ln5502: +1
    coin and +1 Siegpunktmarker only when yours costs more; nothing when either of you has no card to reveal."""
    player, rule = args["player"], "dominion.karte.wagenrennen"
    neighbour = left_of(args)
    mine = yield Reveal(player, 1)  # the card text's order: yours revealed and taken, then the neighbour's
    for card in mine:
        yield Move(player, card, "revealed", "hand")
    theirs = yield Reveal(neighbour, 1)
    for card in theirs:
        yield Move(neighbour, card, "revealed", "draw_pile")
    if not mine or not theirs:
        return None
    if mine[0] is None or theirs[0] is None:
        yield Gap(rule, "Welche Karten aufgedeckt wurden, sagt die Partie nicht.",
                  "The record does not say which cards were revealed.")
        return None
    ours = yield from _price(mine[0])
    other = yield from _price(theirs[0])
    if _costs_more(ours, other):
        yield Plus(coins=1)
        yield Token(player, "vp")
    return None


@on_play("Sacrifice")
def sacrifice(args: dict[str, Any]) -> Gen:
    """Trash a hand card (must, if any); ln5527: a combined card gives the bonus of each of its types, a card of
    none of them (Fluch) nothing. Action: +2 Karten, +2 Aktionen; Geld: +2; Punkte: +2 Siegpunktmarker."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.opfer", "Eine Handkarte entsorgen", "Trash a card from your hand",
                       "hand", 1, 1, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
        if is_(card, "Action"):
            yield Draw(player, 2)
            yield Plus(actions=2)
        if is_(card, "Treasure"):
            yield Plus(coins=2)
        if is_(card, "Victory"):
            yield Token(player, "vp", 2)


@on_play("Legionary", bonus=Bonus(coins=3))
def legionary(args: dict[str, Any]) -> Gen:
    """ln5634: the others react to the attack before you decide whether to reveal a Gold; if you do, each discards
    down to 2 cards in hand and then draws a card (ln5636: also one with 2 or fewer cards)."""
    player, rule = args["player"], "dominion.karte.legionaer"
    victims = yield Call("attack", {"player": player})
    shown = yield Ask(player, rule, "Ein Gold vorzeigen?", "Reveal a Gold?", "hand", 0, 1, {"cards": ["Gold"]},
                      verb="reveal")
    if not shown:
        return None
    for victim in victims:
        size = yield Look("hand_size", victim)
        if size > 2:
            chosen = yield Ask(victim, rule, f"{size - 2} Karten ablegen", f"Discard {size - 2} cards", "hand",
                               size - 2, size - 2, verb="discard")
            for card in chosen:
                yield Move(victim, card, "hand", "discard")
        yield Draw(victim, 1)
    return None


BLIND_ANSWERS["dominion.karte.forum"] = None  # which cards are discarded does not matter (logs: "discards a card")


def _forum_bought(args: dict[str, Any]) -> Gen:
    yield Plus(buys=1)  # ln5588: "Wenn du diese Karte kaufst, erhältst du + 1 Kauf."


@on_play("Forum", bonus=Bonus(cards=3, actions=1), triggers=[Trigger("buy", "self", _forum_bought)])
def forum(args: dict[str, Any]) -> Gen:
    """+3 Karten, +1 Aktion, then discard 2 hand cards (as many as the hand holds)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.forum", "2 Handkarten ablegen", "Discard 2 cards", "hand", 2, 2,
                       verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")


def _groundskeeper(args: dict[str, Any]) -> Gen:
    yield Token(args["player"], "vp")  # ln5599: one Siegpunktmarker per Gärtnerin in play, per victory card gained


define("Groundskeeper", bonus=Bonus(cards=1, actions=1), triggers=[Trigger(
    "gain", "in_play", _groundskeeper,
    when=lambda state, owner, event: owner == event["player"] and cards.card(event["card"]).is_("Victory"))])


# -- Sammlung: Siegpunktmarker on a supply pile (table token "vp:<card>", format.md), taken by a player ------------

def _pile_vp(tag: str) -> str:
    return f"vp:{tag}"


def _add_to_pile(tag: str) -> Gen:
    yield Token(None, _pile_vp(tag))  # ln5535: also on an empty pile


def _take_from_pile(player: str, tag: str) -> Gen:
    """Move every Siegpunktmarker of the pile to the player (ln5857: none there, nothing taken)."""
    table = yield Look("tokens")
    count = table.get(_pile_vp(tag), 0)
    if count:
        yield Token(None, _pile_vp(tag), -count)
        yield Token(player, "vp", count)
    return count


def _temple_gained(args: dict[str, Any]) -> Gen:
    yield from _take_from_pile(args["player"], "Temple")  # ln5537: all the markers on the pile at that time


@on_play("Temple", triggers=[Trigger("gain", "self", _temple_gained)])
def temple(args: dict[str, Any]) -> Gen:
    """+1 Siegpunktmarker; trash 1 to 3 hand cards of different names (ln5534); 1 Siegpunktmarker onto the Tempel
    pile, also when it is empty (ln5535)."""
    player = args["player"]
    yield Token(player, "vp")
    chosen = yield Ask(player, "dominion.karte.tempel", "1 bis 3 Handkarten mit unterschiedlichem Namen entsorgen",
                       "Trash 1 to 3 differently named cards from your hand", "hand", 1, 3, distinct=True,
                       verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
    yield from _add_to_pile("Temple")


@on_play("Farmers' Market", bonus=Bonus(buys=1))
def farmers_market(args: dict[str, Any]) -> Gen:
    """ln5478: with 4 or more Siegpunktmarker on the pile, take them and trash this card; otherwise put 1 onto the
    pile and +1 coin per marker on it (1, 2, 3, 4 ..., whoever put them there); ln5480: then it begins again, also
    when the pile is empty."""
    player = args["player"]
    table = yield Look("tokens")
    if table.get(_pile_vp("Farmers' Market"), 0) >= 4:
        yield from _take_from_pile(player, "Farmers' Market")
        yield Move(player, "Farmers' Market", "play", "trash")
        return None
    count = yield Token(None, _pile_vp("Farmers' Market"))
    yield Plus(coins=count)
    return None


@on_play("Wild Hunt")
def wild_hunt(args: dict[str, Any]) -> Gen:
    """Choose: +3 Karten and 1 Siegpunktmarker onto the pile (ln5662), or gain an Anwesen and, if you do, take the
    pile's markers; ln5664: with the Anwesen pile empty the option may be chosen, but no marker is taken."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.wilde-jagd", "+3 Karten und Marker auf den Stapel, oder ein Anwesen?",
                       "+3 Cards and a token onto the pile, or gain an Estate?", "options", 1, 1,
                       options=("karten", "anwesen"))
    if chosen == ["karten"]:
        yield Draw(player, 3)
        yield from _add_to_pile("Wild Hunt")
        return None
    gained = yield Gain(player, "Estate")
    if gained:
        yield from _take_from_pile(player, "Wild Hunt")
    return None


# -- Zauber: a gain with the next buy ------------------------------------------------------------------------------

CHARM = "charm"  # turn flag: how many Zauber chose to gain with the next card bought this turn (not yet bought)


def _charm_bought(args: dict[str, Any]) -> Gen:
    """ln5677: when the next card is bought this turn, first the player may gain a card of another name costing
    exactly as much, then the bought card is gained; ln5679: one such gain per Zauber that chose it (each Zauber
    in play hears the buy and uses up one choice)."""
    player, bought = args["player"], args["event"]["card"]
    flags = yield Look("flags")
    if not flags.get(CHARM):
        return None
    yield Flag(CHARM, -1)
    coins = yield Look("cost", card=bought)
    potion = yield Look("potion", card=bought)
    debt = yield Look("debt", card=bought)
    if debt:  # a cost with debt is no exact coin cost (model.within): nothing can be offered
        return None
    chosen = yield Ask(player, "dominion.karte.zauber", f"Eine andere Karte, die genau so viel kostet wie "
                       f"{cards.german(bought)}, nehmen?", f"Gain a differently named card costing exactly as much as "
                       f"{bought}?", "supply", 0, 1, {"exact_cost": coins, "potion": potion, "not_cards": [bought]},
                       verb="gain")
    for card in chosen:
        yield Gain(player, card)
    return None


@on_play("Charm", triggers=[Trigger("buy", "in_play", _charm_bought,
                                    when=lambda state, owner, event: owner == event["player"]
                                    and state.flags.get(CHARM, 0) > 0)])
def charm(args: dict[str, Any]) -> Gen:
    """Choose one: +1 Kauf and +2; or, the next time you buy a card this turn, you may also gain a card of
    another name costing exactly the same (ln5677)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.zauber", "+1 Kauf und +2, oder beim nächsten Kauf eine Karte "
                       "gleicher Kosten dazu?", "+1 Buy and +2 coins, or gain a card costing the same with the next "
                       "buy?", "options", 1, 1, options=("kauf", "nehmen"))
    if chosen == ["kauf"]:
        yield Plus(buys=1, coins=2)
    else:
        yield Flag(CHARM)

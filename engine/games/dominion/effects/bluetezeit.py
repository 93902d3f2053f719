"""Dominion – Blütezeit (Prosperity), 1st edition as printed by HiG 2010 and RGG 2016: its 25 kingdom cards
and Platin and Kolonie, each defined once (see model.py). Each definition cites the divider note it follows
(rulebook 003 line numbers; section 15, RGG 2016, unless marked HiG (section 14)).

Siegpunktmarker are the player's "vp" tokens (`Token`), counted by scoring.py; the Handelsroute's tokens
lie on the table ("trade-route:<pile>" while on a victory pile, "trade-route" on the mat)."""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import STAYS, Gen, is_, left_of, others, play_card, put_back_in_order
from engine.games.dominion.model import Bonus, Lasting, Trigger, define, on_play, within
from engine.games.dominion.ops import Ask, Call, Draw, Flag, Gain, Look, Move, PlayTreasure, Plus, Reveal, Token
from engine.games.dominion.piles import is_victory_pile, pile_key
from engine.games.dominion.state import GameState

# -- Platin and Kolonie (ln2753, ln2759): base cards, in the supply when the record's setup names them ---

define("Platinum")
define("Colony")


# -- cards with bonuses and tokens ------------------------------------------------------------------------

define("Worker's Village", bonus=Bonus(cards=1, actions=2, buys=1))  # ln2575
define("Grand Market", bonus=Bonus(cards=1, actions=1, buys=1, coins=2),  # ln2705
       # ln2707: "darfst du zu diesem Zeitpunkt kein KUPFER im Spiel haben"
       buy_rule=lambda state: "dominion.karte.grosser-markt" if "Copper" in state.cards[state.player].in_play else None)


@on_play("Monument", bonus=Bonus(coins=2))
def monument(args: dict[str, Any]) -> Gen:
    yield Token(args["player"], "vp")  # ln2589: "+2 und legst einen -Marker ... auf dein Spieler-Tableau"


@on_play("Bishop", bonus=Bonus(coins=1))
def bishop(args: dict[str, Any]) -> Gen:
    """ln2581: +1 Siegpunktmarker; trash a hand card (must, if any): half its cost in tokens, rounded down;
    ln2583: every other player may trash a hand card, for no tokens."""
    player = args["player"]
    rule = "dominion.karte.bischof"
    yield Token(player, "vp")
    chosen = yield Ask(player, rule, "Eine Handkarte entsorgen", "Trash a card from your hand", "hand", 1, 1,
                       verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
        price = yield Look("cost", card=card)
        if price // 2:
            yield Token(player, "vp", price // 2)
    for other in others(args):
        picked = yield Ask(other, rule, "Eine Handkarte entsorgen?", "Trash a card from your hand?", "hand", 0, 1,
                           verb="trash")
        for card in picked:
            yield Move(other, card, "hand", "trash")


@on_play("City", bonus=Bonus(cards=1, actions=2))
def city(args: dict[str, Any]) -> Gen:
    """ln2699: one empty supply pile: +1 card; two or more: +1 card, +1 coin and +1 buy."""
    player = args["player"]
    empty = yield Look("empty_piles")
    if empty >= 1:
        yield Draw(player, 1)
    if empty >= 2:
        yield Plus(buys=1, coins=1)


# -- treasures with instructions --------------------------------------------------------------------------


def _quarry(state: GameState, tag: str) -> int:
    """ln2600: while in play, action cards cost 2 less (cumulative; not below 0: `Cost.reduced`)."""
    return 2 if cards.card(tag).is_("Action") else 0


define("Quarry", modifies_cost=_quarry)


def _talisman(args: dict[str, Any]) -> Gen:
    yield Gain(args["player"], args["event"]["card"])  # ln2611: another copy, if the pile has one


def _buys_cheap_non_victory(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    # ln2611: a non-victory card costing at most 4 at that time, bought by the Talisman's owner
    tag = event["card"]
    return owner == event["player"] and not cards.card(tag).is_("Victory") and within(state, tag, {"max_cost": 4})


define("Talisman", triggers=[Trigger("buy", "in_play", _talisman, when=_buys_cheap_non_victory)])


def _hoard(args: dict[str, Any]) -> Gen:
    yield Gain(args["player"], "Gold")  # ln2653: one Gold per Hort in play, per victory card bought


define("Hoard", triggers=[Trigger("buy", "in_play", _hoard, when=lambda state, owner, event: (
    owner == event["player"] and cards.card(event["card"]).is_("Victory")))])


def _royal_seal(args: dict[str, Any]) -> Gen:
    """ln2660: for every card its owner buys or gains while it is in play: discard it or put it onto the deck."""
    player, event = args["player"], args["event"]
    chosen = yield Ask(player, "dominion.karte.koenigliches-siegel",
                       f"{cards.german(event['card'])} auf den Nachziehstapel legen?",
                       f"Put {event['card']} onto your deck?", "options", 1, 1, options=("ja", "nein"), verb="topdeck")
    if chosen == ["ja"]:
        yield Move(player, event["card"], event["to"], "draw_pile")


define("Royal Seal", triggers=[Trigger("gain", "in_play", _royal_seal,
                                       when=lambda state, owner, event: owner == event["player"])])


@on_play("Bank")
def bank(args: dict[str, Any]) -> Gen:
    """ln2727: worth 1 per treasure in play, itself included, counted when it is played."""
    in_play = yield Look("in_play", args["player"])
    yield Plus(coins=sum(1 for tag in in_play if is_(tag, "Treasure")))


def _reveal_until_treasure(player: str) -> Gen:
    """Reveal cards until a treasure; returns (the treasure or None, the other revealed cards)."""
    rest: list[str] = []
    while True:
        revealed = yield Reveal(player, 1)
        if not revealed:
            return None, rest
        if is_(revealed[0], "Treasure"):
            return revealed[0], rest
        rest.append(revealed[0])


@on_play("Loan")
def loan(args: dict[str, Any]) -> Gen:
    """ln2557: reveal until a treasure; trash it or discard it; discard the others."""
    player = args["player"]
    found, rest = yield from _reveal_until_treasure(player)
    if found is not None:
        chosen = yield Ask(player, "dominion.karte.lohn", f"{cards.german(found)} entsorgen oder ablegen?",
                           f"Trash or discard {found}?", "options", 1, 1, options=("entsorgen", "ablegen"), verb="trash")
        yield Move(player, found, "revealed", "trash" if chosen == ["entsorgen"] else "discard")
    for card in rest:
        yield Move(player, card, "revealed", "discard")


@on_play("Venture")
def venture(args: dict[str, Any]) -> Gen:
    """ln2622 (and the HiG erratum ln2319): reveal until a treasure, discard the others, then play it."""
    player = args["player"]
    found, rest = yield from _reveal_until_treasure(player)
    for card in rest:
        yield Move(player, card, "revealed", "discard")
    if found is not None:
        yield PlayTreasure(player, found, "revealed")


def _contraband_forbids(state: GameState, flag: str, tag: str, value: int) -> str | None:
    return "dominion.karte.schmuggelware" if flag == "contraband:" + tag else None


@on_play("Contraband", bonus=Bonus(buys=1), lasting=[Lasting("contraband:", forbids=_contraband_forbids)])
def contraband(args: dict[str, Any]) -> Gen:
    """ln2693: the left neighbour names any card; it may not be bought this turn (gaining it is fine)."""
    chosen = yield Ask(left_of(args), "dominion.karte.schmuggelware", "Eine Karte nennen, die nicht gekauft werden darf",
                       "Name a card that may not be bought", "named", 1, 1)
    for card in chosen:
        yield Flag("contraband:" + card)


# -- actions with decisions -------------------------------------------------------------------------------


def trade_route(args: dict[str, Any]) -> Gen:
    """ln2547: +1 coin per token on the Handelsroute mat; then trash a hand card (must, if any)."""
    player = args["player"]
    tokens = yield Look("tokens")
    if tokens.get("trade-route", 0):
        yield Plus(coins=tokens["trade-route"])
    chosen = yield Ask(player, "dominion.karte.handelsroute", "Eine Handkarte entsorgen", "Trash a card from your hand",
                       "hand", 1, 1, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")


def _trade_route_token(args: dict[str, Any]) -> Gen:
    # ln2549: the first card gained from a victory pile moves its token onto the mat, whoever gains it
    yield Token(None, "trade-route:" + pile_key(args["event"]["card"]), -1)
    yield Token(None, "trade-route")


def _trade_route_setup(state: GameState) -> None:
    """ln2549: a token on every victory supply pile (base and kingdom, combined cards included)."""
    tokens = state.own_tokens()
    for tag in state.supply:  # a pile of several card names once, if it is a victory pile (piles.py; ln2383)
        if is_victory_pile(tag):
            tokens["trade-route:" + pile_key(tag)] = 1


define("Trade Route", play=trade_route, bonus=Bonus(buys=1), setup=_trade_route_setup, triggers=[
    Trigger("gain", "game", _trade_route_token,  # ln2549: also from the Schwarzmarkt's deck
            when=lambda state, owner, event: state.tokens.get("trade-route:" + pile_key(event["card"]), 0) > 0)])


def watchtower(args: dict[str, Any]) -> Gen:
    """ln2565: draw until 6 cards in hand (none with 6 or more)."""
    player = args["player"]
    size = yield Look("hand_size", player)
    if size < 6:
        yield Draw(player, 6 - size, fill=True)


def _watchtower_reacts(args: dict[str, Any]) -> Gen:
    """ln2567: revealed when its owner gains a card: trash the gained card or put it onto the deck."""
    player, event = args["player"], args["event"]
    chosen = yield Ask(player, "dominion.karte.wachturm", f"{cards.german(event['card'])} entsorgen oder auf den "
                       "Nachziehstapel legen?", f"Trash {event['card']} or put it onto your deck?", "options", 1, 1,
                       options=("entsorgen", "nachziehstapel"), verb="trash")
    yield Move(player, event["card"], event["to"], "trash" if chosen == ["entsorgen"] else "draw_pile")


define("Watchtower", play=watchtower, triggers=[Trigger("gain", "hand", _watchtower_reacts,
                                                          when=lambda state, owner, event: owner == event["player"])])


@on_play("Counting House")
def counting_house(args: dict[str, Any]) -> Gen:
    """ln2666: any number of Kupfer from the discard pile to the hand."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.leihhaus", "Beliebig viele Kupfer auf die Hand nehmen",
                       "Put any number of Coppers into your hand", "discard", 0, 99, {"cards": ["Copper"]})
    for card in chosen:
        yield Move(player, card, "discard", "hand")


def mint(args: dict[str, Any]) -> Gen:
    """ln2672: may reveal a treasure from the hand and gain a copy of it."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.muenzer", "Eine Geldkarte aufdecken?", "Reveal a treasure?", "hand", 0, 1,
                       {"types": ["Treasure"]}, verb="reveal")
    for card in chosen:
        yield Gain(player, card)


def _mint_bought(args: dict[str, Any]) -> Gen:
    """ln2674: when you buy the Münzer, trash every treasure you have in play (before other buy triggers)."""
    player = args["player"]
    in_play = yield Look("in_play", player)
    for tag in in_play:
        if is_(tag, "Treasure"):
            yield Move(player, tag, "play", "trash")


define("Mint", play=mint, triggers=[Trigger("buy", "self", _mint_bought)])


@on_play("Expand")
def expand(args: dict[str, Any]) -> Gen:
    """ln2713: trash a hand card, gain one costing up to 3 more (none to trash: no gain)."""
    player = args["player"]
    rule = "dominion.karte.ausbau"
    chosen = yield Ask(player, rule, "Eine Karte entsorgen", "Trash a card", "hand", 1, 1, verb="trash")
    if not chosen:
        return
    yield Move(player, chosen[0], "hand", "trash")
    price = yield Look("cost", card=chosen[0])
    gained = yield Ask(player, rule, f"Eine Karte bis {price + 3} nehmen", f"Gain a card costing up to {price + 3}",
                       "supply", 1, 1, {"max_cost": price + 3, "potion_of": chosen[0]}, verb="gain")
    for card in gained:
        yield Gain(player, card)


@on_play("Forge")
def forge(args: dict[str, Any]) -> Gen:
    """ln2739: trash any number of hand cards, gain one costing exactly their total (must, if there is one)."""
    player = args["player"]
    rule = "dominion.karte.kunstschmiede"
    chosen = yield Ask(player, rule, "Beliebig viele Karten entsorgen", "Trash any number of cards", "hand", 0, 99,
                       verb="trash")
    total = 0
    for card in chosen:
        yield Move(player, card, "hand", "trash")
        total += yield Look("cost", card=card)
    gained = yield Ask(player, rule, f"Eine Karte mit Kosten genau {total} nehmen", f"Gain a card costing exactly {total}",
                       "supply", 1, 1, {"exact_cost": total}, verb="gain")
    for card in gained:
        yield Gain(player, card)


@on_play("King's Court")
def kings_court(args: dict[str, Any]) -> Gen:
    """ln2733: an action card from the hand played three times, without actions (the choice may be none:
    "darfst", as the Thronsaal's errata)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.koenigshof", "Aktionskarte wählen, die dreimal ausgespielt wird",
                       "Choose an action to play three times", "hand", 0, 1, {"types": ["Action"]}, verb="play")
    if not chosen:
        return
    card = chosen[0]
    results = [(yield from play_card(player, card, "hand")), (yield from play_card(player, card)),
               (yield from play_card(player, card))]
    if STAYS in results:  # a duration played by it: the Königshof stays in play with it
        yield Token(player, "stay:King's Court")
        return STAYS
    return None


def _peddler(state: GameState, price: cards.Cost) -> cards.Cost:
    """HiG ln2391: in the buy phase 2 less per action card its buyer has in play, never below 0 (reading
    dominion.auslegung.hausierer-nicht-unter-null: RGG ln2747 prints "weniger als 1", its coin lost)."""
    if state.phase != "buy":
        return price
    actions = sum(1 for tag in state.cards[state.player].in_play if cards.card(tag).is_("Action"))
    return price.reduced(2 * actions)


define("Peddler", bonus=Bonus(cards=1, actions=1, coins=1), cost=_peddler)


# -- attacks ---------------------------------------------------------------------------------------------


@on_play("Rabble", bonus=Bonus(cards=3))
def rabble(args: dict[str, Any]) -> Gen:
    """ln2631: each other player reveals the top 3, discards the actions and treasures, puts the rest back
    in any order."""
    victims = yield Call("attack", {"player": args["player"]})
    for victim in victims:
        revealed = yield Reveal(victim, 3)
        rest = []
        for card in revealed:
            if is_(card, "Action") or is_(card, "Treasure"):
                yield Move(victim, card, "revealed", "discard")
            else:
                rest.append(card)
        yield from put_back_in_order(victim, "dominion.karte.gesindel", rest)


@on_play("Vault", bonus=Bonus(cards=2))
def vault(args: dict[str, Any]) -> Gen:
    """ln2640: discard any number of cards, +1 coin each; ln2642: every other player may discard 2 cards
    to draw 1 (with only 1 card: may discard it, draws nothing)."""
    player = args["player"]
    rule = "dominion.karte.gewoelbe"
    chosen = yield Ask(player, rule, "Beliebig viele Karten ablegen (+1 je Karte)", "Discard any number of cards (+1 each)",
                       "hand", 0, 99, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    if chosen:
        yield Plus(coins=len(chosen))
    for other in others(args):
        picked = yield Ask(other, rule, "2 Karten ablegen, um 1 zu ziehen?", "Discard 2 cards to draw 1?", "hand", 0, 2,
                           verb="discard")
        for card in picked:
            yield Move(other, card, "hand", "discard")
        if len(picked) == 2:
            yield Draw(other, 1)


@on_play("Mountebank", bonus=Bonus(coins=2))
def mountebank(args: dict[str, Any]) -> Gen:
    """ln2684: each other player discards a Fluch from the hand, or gains a Fluch and a Kupfer."""
    victims = yield Call("attack", {"player": args["player"]})
    for victim in victims:
        chosen = yield Ask(victim, "dominion.karte.quacksalber", "Einen Fluch ablegen?", "Discard a Curse?", "hand", 0, 1,
                           {"cards": ["Curse"]}, verb="discard")
        if chosen:
            yield Move(victim, "Curse", "hand", "discard")
        else:
            yield Gain(victim, "Curse")
            yield Gain(victim, "Copper")


def _goons_bought(args: dict[str, Any]) -> Gen:
    yield Token(args["player"], "vp")  # ln2721: 1 Siegpunktmarker per card bought, per Halsabschneider in play


@on_play("Goons", bonus=Bonus(buys=1, coins=2), triggers=[
    Trigger("buy", "in_play", _goons_bought, when=lambda state, owner, event: owner == event["player"])])
def goons(args: dict[str, Any]) -> Gen:
    """ln2719: every other player discards down to 3 cards in hand."""
    victims = yield Call("attack", {"player": args["player"]})
    for victim in victims:
        size = yield Look("hand_size", victim)
        if size > 3:
            chosen = yield Ask(victim, "dominion.karte.halsabschneider", f"{size - 3} Karten ablegen",
                               f"Discard {size - 3} cards", "hand", size - 3, size - 3, verb="discard")
            for card in chosen:
                yield Move(victim, card, "hand", "discard")

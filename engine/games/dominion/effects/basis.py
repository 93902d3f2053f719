"""Dominion base game kingdom cards (1st edition HiG 2008 / RGG 2013, 2nd edition RGG 2017).

Each effect cites the divider note it follows (rulebook 003 line numbers).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.games.dominion.effects.registry import card_effect
from engine.games.dominion.ops import Ask, Call, Draw, Flag, Gain, Look, Move, Plus, Reveal

Gen = Generator[Any, Any, Any]


def _mandatory(args: dict[str, Any], card: str) -> bool:
    """HiG 2008 printings say "Entsorge"; the RGG errata (ln393/444, ln677/786) say "darfst"."""
    return args["versions"].get(card) == "basis-hig-2008"


@card_effect("Village")
def village(args: dict[str, Any]) -> Gen:
    yield Draw(args["player"], 1)
    yield Plus(actions=2)


@card_effect("Smithy")
def smithy(args: dict[str, Any]) -> Gen:
    yield Draw(args["player"], 3)  # ln125: "Du musst 3 Karten von deinem Nachziehstapel nachziehen."


@card_effect("Market")
def market(args: dict[str, Any]) -> Gen:
    yield Draw(args["player"], 1)  # ln146
    yield Plus(actions=1, buys=1, coins=1)


@card_effect("Laboratory")
def laboratory(args: dict[str, Any]) -> Gen:
    yield Draw(args["player"], 2)  # ln257
    yield Plus(actions=1)


@card_effect("Festival")
def festival(args: dict[str, Any]) -> Gen:
    yield Plus(actions=2, buys=1, coins=2)


@card_effect("Woodcutter")
def woodcutter(args: dict[str, Any]) -> Gen:
    yield Plus(buys=1, coins=2)  # ln118


@card_effect("Council Room")
def council_room(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Draw(player, 4)
    yield Plus(buys=1)
    for other in _others(args):
        yield Draw(other, 1)  # ln268: "Die Mitspieler müssen eine Karte nachziehen"


@card_effect("Witch")
def witch(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln605: reactions come before the attack card's instructions are carried out
    victims = yield Call("attack", {"player": player})
    yield Draw(player, 2)  # ln211: "Du ziehst immer 2 Karten nach"
    for victim in victims:  # ln211: beginning with the player to the left
        yield Gain(victim, "Curse")


@card_effect("Militia")
def militia(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Plus(coins=2)
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        hand = yield Look("hand", victim)
        size = sum(hand["cards"].values()) + hand["unknown"]
        if size > 3:  # ln139: discard down to 3
            chosen = yield Ask(
                victim, "dominion.karte.miliz", f"{size - 3} Karten ablegen", f"Discard {size - 3} cards",
                "hand", size - 3, size - 3, verb="discard",
            )
            for card in chosen:
                yield Move(victim, card, "hand", "discard")


@card_effect("Chapel")
def chapel(args: dict[str, Any]) -> Gen:
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.kapelle", "Bis zu 4 Karten entsorgen", "Trash up to 4 cards",
                       "hand", 0, 4, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")


@card_effect("Cellar")
def cellar(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Plus(actions=1)
    chosen = yield Ask(player, "dominion.karte.keller", "Beliebig viele Karten ablegen", "Discard any number of cards",
                       "hand", 0, 99, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    if chosen:
        yield Draw(player, len(chosen))  # ln97: then draw the same number


def _gain_up_to(player: str, rule: str, limit: int, target: str = "discard", types: list[str] | None = None) -> Gen:
    where: dict[str, Any] = {"max_cost": limit}
    if types:
        where["types"] = types
    chosen = yield Ask(player, rule, f"Eine Karte bis {limit} nehmen", f"Gain a card costing up to {limit}",
                       "supply", 1, 1, where, verb="gain")
    for card in chosen:
        yield Gain(player, card, target)
    return chosen


@card_effect("Workshop")
def workshop(args: dict[str, Any]) -> Gen:
    yield from _gain_up_to(args["player"], "dominion.karte.werkstatt", 4)  # ln111


@card_effect("Feast")
def feast(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Move(player, "Feast", "play", "trash")  # ln190: trashed only once after Thronsaal
    yield from _gain_up_to(player, "dominion.karte.festmahl", 5)


@card_effect("Remodel")
def remodel(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln132: nothing to trash → no gain; gain up to 2 more than the trashed card
    chosen = yield Ask(player, "dominion.karte.umbau", "Eine Karte entsorgen", "Trash a card", "hand", 1, 1, verb="trash")
    if not chosen:
        return
    yield Move(player, chosen[0], "hand", "trash")
    cost = yield Look("cost", card=chosen[0])
    yield from _gain_up_to(player, "dominion.karte.umbau", cost + 2)


@card_effect("Mine")
def mine(args: dict[str, Any]) -> Gen:
    player = args["player"]
    least = 1 if _mandatory(args, "Mine") else 0
    rule = "dominion.karte.mine.hig-2008" if least else "dominion.karte.mine.errata"
    chosen = yield Ask(player, rule, "Eine Geldkarte entsorgen", "Trash a treasure", "hand", least, 1,
                       {"types": ["Treasure"]}, verb="trash")
    if not chosen:
        return
    yield Move(player, chosen[0], "hand", "trash")
    cost = yield Look("cost", card=chosen[0])
    # ln153 / ln395: the new treasure goes to the hand
    yield from _gain_up_to(player, rule, cost + 3, "hand", ["Treasure"])


@card_effect("Moneylender")
def moneylender(args: dict[str, Any]) -> Gen:
    player = args["player"]
    least = 1 if _mandatory(args, "Moneylender") else 0
    rule = "dominion.karte.geldverleiher.hig-2008" if least else "dominion.karte.geldverleiher.errata"
    chosen = yield Ask(player, rule, "Ein Kupfer entsorgen", "Trash a Copper", "hand", least, 1, {"cards": ["Copper"]}, verb="trash")
    if chosen:
        yield Move(player, "Copper", "hand", "trash")
        yield Plus(coins=3)


@card_effect("Gardens")
def gardens(args: dict[str, Any]) -> Gen:  # a victory card: never played
    return
    yield


@card_effect("Bureaucrat")
def bureaucrat(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Gain(player, "Silver", "draw_pile")  # ln176
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        chosen = yield Ask(victim, "dominion.karte.buerokrat", "Eine Punktekarte auf den Nachziehstapel legen",
                           "Put a victory card onto your deck", "hand", 1, 1, {"types": ["Victory"]}, verb="topdeck")
        for card in chosen:
            yield Move(victim, card, "hand", "draw_pile")


@card_effect("Chancellor")
def chancellor(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Plus(coins=2)
    chosen = yield Ask(player, "dominion.karte.kanzler", "Nachziehstapel ablegen?", "Discard your deck?",
                       "options", 1, 1, options=("ja", "nein"), verb="discard")
    if chosen == ["ja"]:
        yield Move(player, "*", "draw_pile", "discard")  # ln233: the whole deck, unseen


@card_effect("Merchant")
def merchant(args: dict[str, Any]) -> Gen:
    yield Draw(args["player"], 1)
    yield Plus(actions=1)
    yield Flag("merchants")  # ln635: the first Silver played afterwards gives +1 per Händlerin


@card_effect("Harbinger")
def harbinger(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Draw(player, 1)
    yield Plus(actions=1)
    # ln649: look through the discard pile, may put one card onto the deck
    chosen = yield Ask(player, "dominion.karte.vorbotin", "Eine Karte aus dem Ablagestapel auf den Nachziehstapel",
                       "Put a card from your discard pile onto your deck", "discard", 0, 1, verb="topdeck")
    for card in chosen:
        yield Move(player, card, "discard", "draw_pile")


@card_effect("Poacher")
def poacher(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Draw(player, 1)
    yield Plus(actions=1, coins=1)
    empty = yield Look("empty_piles")
    if empty:  # ln718: one card per empty supply pile, as many as you can
        chosen = yield Ask(player, "dominion.karte.wilddiebin", f"{empty} Karten ablegen", f"Discard {empty} cards",
                           "hand", empty, empty, verb="discard")
        for card in chosen:
            yield Move(player, card, "hand", "discard")


@card_effect("Artisan")
def artisan(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln813/815: gain a card costing up to 5 to your hand, then put a card from your hand onto your deck
    yield from _gain_up_to(player, "dominion.karte.toepferei", 5, "hand")
    chosen = yield Ask(player, "dominion.karte.toepferei", "Eine Handkarte auf den Nachziehstapel legen",
                       "Put a card from your hand onto your deck", "hand", 1, 1, verb="topdeck")
    for card in chosen:
        yield Move(player, card, "hand", "draw_pile")


@card_effect("Vassal")
def vassal(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Plus(coins=2)
    revealed = yield Reveal(player, 1)
    if not revealed:
        return
    card = revealed[0]
    yield Move(player, card, "revealed", "discard")
    is_action = yield Look("is_action", card=card)
    if is_action:  # ln642: you may play it, it costs no action
        chosen = yield Ask(player, "dominion.karte.vasall", "Die abgelegte Aktionskarte ausspielen?",
                           "Play the discarded action card?", "options", 1, 1, options=("ja", "nein"), verb="play")
        if chosen == ["ja"]:
            moved = yield Move(player, card, "discard", "play")
            if moved:
                yield Call(card, {"player": player})


def _others(args: dict[str, Any]) -> list[str]:
    players: list[str] = args["players"]
    index = players.index(args["player"])
    return [players[(index + k) % len(players)] for k in range(1, len(players))]


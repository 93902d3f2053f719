"""Intrigue kingdom cards (1st edition HiG 2009 / RGG 2014, 2nd edition RGG 2017)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.games.dominion.effects.registry import card_effect
from engine.games.dominion.ops import Ask, Draw, Flag, Gain, Look, Move, Plus, Reveal

Gen = Generator[Any, Any, Any]


@card_effect("Great Hall")
def great_hall(args: dict[str, Any]) -> Gen:
    yield Draw(args["player"], 1)  # ln881
    yield Plus(actions=1)


@card_effect("Nobles")
def nobles(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln1014: either 3 cards or 2 actions, never mixed
    chosen = yield Ask(player, "dominion.karte.adelige", "+3 Karten oder +2 Aktionen", "+3 Cards or +2 Actions",
                       "options", 1, 1, options=("karten", "aktionen"))
    if chosen == ["karten"]:
        yield Draw(player, 3)
    else:
        yield Plus(actions=2)


@card_effect("Harem")
def harem(args: dict[str, Any]) -> Gen:  # a treasure: its coins are counted when played
    return
    yield


@card_effect("Duke")
def duke(args: dict[str, Any]) -> Gen:  # a victory card: never played
    return
    yield


@card_effect("Shanty Town")
def shanty_town(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Plus(actions=2)
    hand = yield Look("hand", player)
    actions = yield Look("actions_in_hand", player)
    if not actions and hand["unknown"] == 0:  # ln874: no action cards in hand → draw 2
        yield Draw(player, 2)


@card_effect("Pawn")
def pawn(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln867: choose 2 different instructions first, then carry them out
    chosen = yield Ask(player, "dominion.karte.handlanger", "Zwei verschiedene Anweisungen wählen",
                       "Choose two different instructions", "options", 2, 2,
                       options=("karte", "aktion", "kauf", "geld"), distinct=True)
    if "karte" in chosen:
        yield Draw(player, 1)
    yield Plus(actions=int("aktion" in chosen), buys=int("kauf" in chosen), coins=int("geld" in chosen))


@card_effect("Courtyard")
def courtyard(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Draw(player, 3)  # ln853: draw first, then put any hand card onto the deck
    chosen = yield Ask(player, "dominion.karte.burghof", "Eine Handkarte auf den Nachziehstapel legen",
                       "Put a card from your hand onto your deck", "hand", 1, 1, verb="topdeck")
    for card in chosen:
        yield Move(player, card, "hand", "draw_pile")


@card_effect("Steward")
def steward(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln902: exactly one of +2 cards, +2 coins, trash 2 cards (all you have if fewer)
    chosen = yield Ask(player, "dominion.karte.verwalter", "+2 Karten, +2 Geld oder 2 Karten entsorgen",
                       "+2 Cards, +2 Coins or trash 2 cards", "options", 1, 1,
                       options=("karten", "geld", "entsorgen"), verb="trash")
    if chosen == ["karten"]:
        yield Draw(player, 2)
    elif chosen == ["geld"]:
        yield Plus(coins=2)
    else:
        cards = yield Ask(player, "dominion.karte.verwalter", "2 Karten entsorgen", "Trash 2 cards", "hand", 2, 2, verb="trash")
        for card in cards:
            yield Move(player, card, "hand", "trash")


@card_effect("Mill")
def mill(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Draw(player, 1)
    yield Plus(actions=1)
    # ln1434: you may discard 2 cards for +2; fewer than 2 discarded gives nothing
    chosen = yield Ask(player, "dominion.karte.muehle", "Bis zu 2 Karten ablegen (2 ergeben +2)",
                       "Discard up to 2 cards (2 give +2)", "hand", 0, 2, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    if len(chosen) == 2:
        yield Plus(coins=2)


@card_effect("Wishing Well")
def wishing_well(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Draw(player, 1)
    yield Plus(actions=1)
    # ln909: name a card, reveal the top card; if it is the named card it goes to the hand
    named = yield Ask(player, "dominion.karte.wunschbrunnen", "Eine Karte benennen", "Name a card", "any", 1, 1)
    revealed = yield Reveal(player, 1)
    for card in revealed:
        yield Move(player, card, "revealed", "hand" if named and card == named[0] else "draw_pile")


@card_effect("Diplomat")
def diplomat(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Draw(player, 2)
    hand = yield Look("hand", player)
    if sum(hand["cards"].values()) + hand["unknown"] <= 5:  # ln1420
        yield Plus(actions=2)


@card_effect("Secret Chamber")
def secret_chamber(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln860: discard any number of cards, +1 per card
    chosen = yield Ask(player, "dominion.karte.geheimkammer", "Beliebig viele Karten ablegen",
                       "Discard any number of cards", "hand", 0, 99, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    yield Plus(coins=len(chosen))


@card_effect("Conspirator")
def conspirator(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Plus(coins=2)
    flags = yield Look("flags")
    if flags.get("actions_played", 0) >= 3:  # ln958 / ln1192: including this one
        yield Draw(player, 1)
        yield Plus(actions=1)


@card_effect("Coppersmith")
def coppersmith(args: dict[str, Any]) -> Gen:
    yield Flag("copper_bonus")  # ln944: each Copper +1 this turn, cumulative


@card_effect("Bridge")
def bridge(args: dict[str, Any]) -> Gen:
    yield Plus(buys=1, coins=1)
    yield Flag("cost_reduction")  # ln930 / ln1162: costs reduced by 1 this turn, not below 0


@card_effect("Ironworks")
def ironworks(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln937: gain a card costing up to 4; bonus per type of the gained card
    chosen = yield Ask(player, "dominion.karte.eisenhuette", "Eine Karte bis 4 nehmen", "Gain a card costing up to 4",
                       "supply", 1, 1, {"max_cost": 4}, verb="gain")
    for card in chosen:
        gained = yield Gain(player, card)
        if gained:
            types = yield Look("types", card=card)
            if "Action" in types:
                yield Plus(actions=1)
            if "Treasure" in types:
                yield Plus(coins=1)
            if "Victory" in types:
                yield Draw(player, 1)


@card_effect("Baron")
def baron(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Plus(buys=1)
    # ln916: may discard an Estate for +4, otherwise gain an Estate
    chosen = yield Ask(player, "dominion.karte.baron", "Ein Anwesen ablegen?", "Discard an Estate?", "hand", 0, 1,
                       {"cards": ["Estate"]}, verb="discard")
    if chosen:
        yield Move(player, "Estate", "hand", "discard")
        yield Plus(coins=4)
    else:
        yield Gain(player, "Estate")


@card_effect("Mining Village")
def mining_village(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Draw(player, 1)
    yield Plus(actions=2)
    # ln923 / ln1155: may trash it for +2, only once even after Thronsaal
    chosen = yield Ask(player, "dominion.karte.bergwerk", "Bergwerk entsorgen für +2?", "Trash it for +2?",
                       "options", 1, 1, options=("ja", "nein"), verb="trash")
    if chosen == ["ja"]:
        trashed = yield Move(player, "Mining Village", "play", "trash")
        if trashed:
            yield Plus(coins=2)

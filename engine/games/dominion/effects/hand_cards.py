"""Intrigue kingdom cards that work on hands, the trash and gains (1st edition HiG 2009 / RGG 2014,
2nd edition RGG 2017 with its update pack). Each effect cites the divider note it follows."""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import Gen, others
from engine.games.dominion.effects.registry import card_effect
from engine.games.dominion.ops import Ask, Call, Draw, Gain, Look, Move, Plus


@card_effect("Trading Post")
def trading_post(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln972 / ln1206: exactly 2 cards (the only one if just 1); only 2 trashed give a Silver to the hand
    chosen = yield Ask(player, "dominion.karte.handelsposten", "2 Karten entsorgen", "Trash 2 cards", "hand", 2, 2, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
    if len(chosen) == 2:
        yield Gain(player, "Silver", "hand")


@card_effect("Upgrade")
def upgrade(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.anbau"
    yield Draw(player, 1)
    yield Plus(actions=1)
    # ln965 / ln1199: must trash a card if any; gain one costing exactly 1 more (none there: nothing)
    chosen = yield Ask(player, rule, "Eine Karte entsorgen", "Trash a card", "hand", 1, 1, verb="trash")
    if not chosen:
        return
    yield Move(player, chosen[0], "hand", "trash")
    price = yield Look("cost", card=chosen[0])
    gained = yield Ask(player, rule, f"Eine Karte mit Kosten genau {price + 1} nehmen",
                       f"Gain a card costing exactly {price + 1}", "supply", 1, 1, {"exact_cost": price + 1}, verb="gain")
    for card in gained:
        yield Gain(player, card)


@card_effect("Torturer")
def torturer(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.kerkermeister"
    victims = yield Call("attack", {"player": player})
    yield Draw(player, 3)
    for victim in victims:
        # ln986 / ln1228: discard 2 (as many as one has) or gain a Curse to the hand (even if none is left)
        choice = yield Ask(victim, rule, "2 Karten ablegen oder einen Fluch auf die Hand nehmen?",
                           "Discard 2 cards or gain a Curse to your hand?", "options", 1, 1,
                           options=("ablegen", "fluch"), verb="discard")
        if choice == ["ablegen"]:
            chosen = yield Ask(victim, rule, "2 Karten ablegen", "Discard 2 cards", "hand", 2, 2, verb="discard")
            for card in chosen:
                yield Move(victim, card, "hand", "discard")
        else:
            yield Gain(victim, "Curse", "hand")


@card_effect("Minion")
def minion(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Plus(actions=1)
    # ln1239: every player may reveal reactions when the Lakai is played, affected or not
    victims = yield Call("attack", {"player": player})
    # ln993: first choose one of the two instructions
    choice = yield Ask(player, "dominion.karte.lakai", "+2 Geld oder Handkarten ablegen und 4 ziehen?",
                       "+2 Coins or discard your hand and draw 4?", "options", 1, 1, options=("geld", "angriff"), verb="discard")
    if choice == ["geld"]:
        yield Plus(coins=2)
        return
    yield Move(player, "*", "hand", "discard")
    yield Draw(player, 4)
    for victim in victims:
        size = yield Look("hand_size", victim)
        if size >= 5:  # ln1239: only players with five or more cards in hand
            yield Move(victim, "*", "hand", "discard")
            yield Draw(victim, 4)


@card_effect("Masquerade")
def masquerade(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.maskerade"
    second = args["versions"].get("Masquerade") == "intrige-rgg-2017"
    yield Draw(player, 2)
    # ln888 / ln1120: everyone chooses a card first (face down), only then the cards are taken up
    order = [player, *others(args)]
    passed: dict[str, str] = {}
    for giver in order:
        size = yield Look("hand_size", giver)
        if size == 0:
            continue  # reading dominion.auslegung.maskerade-leere-hand: nothing to pass
        chosen = yield Ask(giver, rule, "Eine Handkarte an den linken Nachbarn weitergeben",
                           "Pass a card from your hand to the left", "hand", 1, 1)
        if chosen:
            yield Move(giver, chosen[0], "hand", "revealed")
            passed[giver] = chosen[0]
    givers = [p for p in order if p in passed]
    players: list[str] = args["players"]
    for giver in givers:
        if second:  # 2nd edition: to the next player to the left who also passes a card
            later = [p for p in players[players.index(giver) + 1:] + players[:players.index(giver)] if p in passed]
            receiver = later[0] if later else giver
        else:
            receiver = players[(players.index(giver) + 1) % len(players)]
        yield Move(giver, passed[giver], "revealed", "hand", to=receiver)
    chosen = yield Ask(player, rule, "Eine Handkarte entsorgen?", "Trash a card from your hand?", "hand", 0, 1, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")


_COURTIER = ("aktion", "kauf", "geld", "gold")


@card_effect("Courtier")
def courtier(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.hoeflinge"
    # ln1448 / ln7228: reveal a hand card; one different option per type it has; no card: nothing
    chosen = yield Ask(player, rule, "Eine Handkarte aufdecken", "Reveal a card from your hand", "hand", 1, 1, verb="reveal")
    if not chosen:
        return
    count = min(len(cards.card(chosen[0]).types), len(_COURTIER))
    picked = yield Ask(player, rule, f"{count} verschiedene Optionen wählen", f"Choose {count} different options",
                       "options", count, count, options=_COURTIER, distinct=True)
    yield Plus(actions=int("aktion" in picked), buys=int("kauf" in picked), coins=3 * int("geld" in picked))
    if "gold" in picked:
        yield Gain(player, "Gold")  # ln1448: the Gold goes to the discard pile


@card_effect("Lurker")
def lurker(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.herumtreiberin"
    yield Plus(actions=1)
    # ln1413: trash an action card from the supply, or gain one from the trash (to the discard pile)
    choice = yield Ask(player, rule, "Aktionskarte aus dem Vorrat entsorgen oder vom Müll nehmen?",
                       "Trash an action card from the supply or gain one from the trash?", "options", 1, 1,
                       options=("entsorgen", "nehmen"), verb="trash")
    if choice == ["entsorgen"]:
        chosen = yield Ask(player, rule, "Aktionskarte aus dem Vorrat entsorgen", "Trash an action card from the supply",
                           "supply", 1, 1, {"types": ["Action"]}, verb="trash")
        for card in chosen:
            yield Move(player, card, "supply", "trash")
    else:
        chosen = yield Ask(player, rule, "Aktionskarte vom Müll nehmen", "Gain an action card from the trash",
                           "trash", 1, 1, {"types": ["Action"]}, verb="gain")
        for card in chosen:
            yield Move(player, card, "trash", "discard")


@card_effect("Replace")
def replace(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.austausch"
    victims = yield Call("attack", {"player": player})
    # ln1441: trash a hand card, gain one costing up to 2 more; action/treasure onto the deck, else discarded;
    # a victory card gives every other player a Curse, from the left
    chosen = yield Ask(player, rule, "Eine Handkarte entsorgen", "Trash a card from your hand", "hand", 1, 1, verb="trash")
    if not chosen:
        return
    yield Move(player, chosen[0], "hand", "trash")
    price = yield Look("cost", card=chosen[0])
    gained = yield Ask(player, rule, f"Eine Karte bis {price + 2} nehmen", f"Gain a card costing up to {price + 2}",
                       "supply", 1, 1, {"max_cost": price + 2}, verb="gain")
    for card in gained:
        card_info = cards.card(card)
        onto_draw_pile = card_info.is_("Action") or card_info.is_("Treasure")
        yield Gain(player, card, "draw_pile" if onto_draw_pile else "discard")
        if card_info.is_("Victory"):
            for victim in victims:
                yield Gain(victim, "Curse")


@card_effect("Secret Passage")
def secret_passage(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.geheimgang"
    yield Draw(player, 2)
    yield Plus(actions=1)
    # ln1427: one hand card anywhere into the draw pile (top, bottom or in between)
    chosen = yield Ask(player, rule, "Eine Handkarte in den Nachziehstapel legen", "Put a card from your hand into your deck",
                       "hand", 1, 1, verb="topdeck")
    if not chosen:
        return
    size = yield Look("draw_pile_size", player)
    where = yield Ask(player, rule, f"Stelle im Nachziehstapel (0 = oben, {size} = unten)",
                      f"Position in the deck (0 = top, {size} = bottom)", "options", 1, 1,
                      options=tuple(str(i) for i in range(size + 1)))
    yield Move(player, chosen[0], "hand", "draw_pile", position=int(where[0]))

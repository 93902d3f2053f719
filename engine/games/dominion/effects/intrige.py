"""Dominion – Die Intrige: its kingdom cards (1st edition HiG 2009 / RGG 2014, 2nd edition RGG 2017 with its
update pack), each defined once (see model.py). Each effect cites the divider note it follows (rulebook 003
line numbers)."""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import (
    BLIND_ANSWERS,
    Gen,
    discard_revealed,
    is_,
    left_of,
    others,
    put_back_in_order,
)
from engine.games.dominion.model import Bonus, Lasting, Trigger, define, on_play
from engine.games.dominion.ops import Ask, Call, Draw, Flag, Gain, Look, Move, Plus, Reveal

define("Great Hall", bonus=Bonus(cards=1, actions=1))  # ln881; its 1 point is the card facts'
define("Harem")  # a treasure and a victory card: coins and points are the card facts'
define("Duke", points=lambda owned: owned.get("Duchy", 0))  # ln979: 1 point per Herzogtum


@on_play("Nobles")
def nobles(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln1014: either 3 cards or 2 actions, never mixed
    chosen = yield Ask(player, "dominion.karte.adelige", "+3 Karten oder +2 Aktionen", "+3 Cards or +2 Actions",
                       "options", 1, 1, options=("karten", "aktionen"))
    if chosen == ["karten"]:
        yield Draw(player, 3)
    else:
        yield Plus(actions=2)


@on_play("Shanty Town", bonus=Bonus(actions=2))
def shanty_town(args: dict[str, Any]) -> Gen:
    player = args["player"]
    hand = yield Look("hand", player)
    if hand["unknown"]:
        # ln874: "musst du deine Kartenhand vorzeigen": the record names the hand's unseen cards as it is shown
        size = sum(hand["cards"].values()) + hand["unknown"]
        yield Ask(player, "dominion.karte.armenviertel", "Kartenhand vorzeigen (jede Karte nennen)",
                  "Reveal your hand (name every card)", "hand", size, size, verb="reveal")
    actions = yield Look("actions_in_hand", player)
    if not actions:  # ln874: no action cards in hand → draw 2
        yield Draw(player, 2)


@on_play("Pawn")
def pawn(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln867: choose 2 different instructions first, then carry them out
    chosen = yield Ask(player, "dominion.karte.handlanger", "Zwei verschiedene Anweisungen wählen",
                       "Choose two different instructions", "options", 2, 2,
                       options=("karte", "aktion", "kauf", "geld"), distinct=True)
    if "karte" in chosen:
        yield Draw(player, 1)
    yield Plus(actions=int("aktion" in chosen), buys=int("kauf" in chosen), coins=int("geld" in chosen))


@on_play("Courtyard", bonus=Bonus(cards=3))  # ln853: draw first, then put any hand card onto the deck
def courtyard(args: dict[str, Any]) -> Gen:
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.burghof", "Eine Handkarte auf den Nachziehstapel legen",
                       "Put a card from your hand onto your deck", "hand", 1, 1, verb="topdeck")
    for card in chosen:
        yield Move(player, card, "hand", "draw_pile")


@on_play("Steward")
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


@on_play("Mill", bonus=Bonus(cards=1, actions=1))
def mill(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln1434: you may discard 2 cards for +2; fewer than 2 discarded gives nothing
    chosen = yield Ask(player, "dominion.karte.muehle", "Bis zu 2 Karten ablegen (2 ergeben +2)",
                       "Discard up to 2 cards (2 give +2)", "hand", 0, 2, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    if len(chosen) == 2:
        yield Plus(coins=2)


@on_play("Wishing Well", bonus=Bonus(cards=1, actions=1))
def wishing_well(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln909: name a card, reveal the top card; if it is the named card it goes to the hand
    named = yield Ask(player, "dominion.karte.wunschbrunnen", "Eine Karte benennen", "Name a card", "any", 1, 1)
    revealed = yield Reveal(player, 1)
    for card in revealed:
        yield Move(player, card, "revealed", "hand" if named and card == named[0] else "draw_pile")


def _diplomat_reacts(args: dict[str, Any]) -> Gen:
    """ln1420: revealed while 5 or more cards are in hand: +2 cards, then discard 3 (again and again)."""
    victim = args["player"]
    yield Draw(victim, 2)
    picked = yield Ask(victim, "dominion.karte.diplomatin", "3 Karten ablegen", "Discard 3 cards", "hand", 3, 3,
                       verb="discard")
    for card in picked:
        yield Move(victim, card, "hand", "discard")
    return False


@on_play("Diplomat", bonus=Bonus(cards=2),
         triggers=[Trigger("attack", "hand", _diplomat_reacts, when=lambda state, owner, event: event["hand"] >= 5,
                           repeat=True)])
def diplomat(args: dict[str, Any]) -> Gen:
    player = args["player"]
    hand = yield Look("hand", player)
    if sum(hand["cards"].values()) + hand["unknown"] <= 5:  # ln1420
        yield Plus(actions=2)


def _secret_chamber_reacts(args: dict[str, Any]) -> Gen:
    """ln1076: revealed against an attack: +2 cards, then put 2 cards from the hand onto the deck."""
    victim = args["player"]
    yield Draw(victim, 2)
    picked = yield Ask(victim, "dominion.karte.geheimkammer", "2 Karten auf den Nachziehstapel legen",
                       "Put 2 cards onto your deck", "hand", 2, 2, verb="topdeck")
    for card in picked:
        yield Move(victim, card, "hand", "draw_pile")
    return False


@on_play("Secret Chamber", triggers=[Trigger("attack", "hand", _secret_chamber_reacts)])
def secret_chamber(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln860: discard any number of cards, +1 per card
    chosen = yield Ask(player, "dominion.karte.geheimkammer", "Beliebig viele Karten ablegen",
                       "Discard any number of cards", "hand", 0, 99, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    yield Plus(coins=len(chosen))


@on_play("Conspirator", bonus=Bonus(coins=2))
def conspirator(args: dict[str, Any]) -> Gen:
    player = args["player"]
    flags = yield Look("flags")
    if flags.get("actions_played", 0) >= 3:  # ln958 / ln1192: including this one
        yield Draw(player, 1)
        yield Plus(actions=1)


@on_play("Coppersmith", lasting=[Lasting("copper_bonus", treasure=lambda state, tag, n: n if tag == "Copper" else 0)])
def coppersmith(args: dict[str, Any]) -> Gen:
    yield Flag("copper_bonus")  # ln944: each Copper +1 this turn, cumulative


@on_play("Bridge", bonus=Bonus(buys=1, coins=1), lasting=[Lasting("cost_reduction", cost=lambda state, tag, n: n)])
def bridge(args: dict[str, Any]) -> Gen:
    yield Flag("cost_reduction")  # ln930 / ln1162: costs reduced by 1 this turn, not below 0


@on_play("Ironworks")
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


@on_play("Baron", bonus=Bonus(buys=1))
def baron(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln916: may discard an Estate for +4, otherwise gain an Estate
    chosen = yield Ask(player, "dominion.karte.baron", "Ein Anwesen ablegen?", "Discard an Estate?", "hand", 0, 1,
                       {"cards": ["Estate"]}, verb="discard")
    if chosen:
        yield Move(player, "Estate", "hand", "discard")
        yield Plus(coins=4)
    else:
        yield Gain(player, "Estate")


@on_play("Mining Village", bonus=Bonus(cards=1, actions=2))
def mining_village(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln923 / ln1155: may trash it for +2, only once even after Thronsaal
    chosen = yield Ask(player, "dominion.karte.bergwerk", "Bergwerk entsorgen für +2?", "Trash it for +2?",
                       "options", 1, 1, options=("ja", "nein"), verb="trash")
    if chosen == ["ja"]:
        trashed = yield Move(player, "Mining Village", "play", "trash")
        if trashed:
            yield Plus(coins=2)


@on_play("Trading Post")
def trading_post(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln972 / ln1206: exactly 2 cards (the only one if just 1); only 2 trashed give a Silver to the hand
    chosen = yield Ask(player, "dominion.karte.handelsposten", "2 Karten entsorgen", "Trash 2 cards", "hand", 2, 2, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
    if len(chosen) == 2:
        yield Gain(player, "Silver", "hand")


@on_play("Upgrade", bonus=Bonus(cards=1, actions=1))
def upgrade(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.anbau"
    # ln965 / ln1199: must trash a card if any; gain one costing exactly 1 more (none there: nothing)
    chosen = yield Ask(player, rule, "Eine Karte entsorgen", "Trash a card", "hand", 1, 1, verb="trash")
    if not chosen:
        return
    yield Move(player, chosen[0], "hand", "trash")
    price = yield Look("cost", card=chosen[0])
    gained = yield Ask(player, rule, f"Eine Karte mit Kosten genau {price + 1} nehmen",
                       f"Gain a card costing exactly {price + 1}", "supply", 1, 1,
                       {"exact_cost": price + 1, "potion_of": chosen[0]}, verb="gain")
    for card in gained:
        yield Gain(player, card)


@on_play("Torturer")
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


@on_play("Minion", bonus=Bonus(actions=1))
def minion(args: dict[str, Any]) -> Gen:
    player = args["player"]
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


# ln888 / ln1120: the passed card is laid face down ("verdeckt"): who watches does not see it, so a record may leave
# it unnamed (`"unknown": 1`, format.md); it reaches the left neighbour unseen (zones.move: its identity is then
# one of the giver's pool, chosen before the others' cards arrived; zones.settle_passes narrows it by the cards
# named later). The card trashed after it needs no identity either (as the Kapelle's).
BLIND_ANSWERS["dominion.karte.maskerade"] = None


@on_play("Masquerade", bonus=Bonus(cards=2))
def masquerade(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.maskerade"
    second = args["versions"].get("Masquerade") == "intrige-rgg-2017"
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


@on_play("Courtier")
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


@on_play("Lurker", bonus=Bonus(actions=1))
def lurker(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.herumtreiberin"
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


@on_play("Replace")
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
                       "supply", 1, 1, {"max_cost": price + 2, "potion_of": chosen[0]}, verb="gain")
    for card in gained:
        card_info = cards.card(card)
        onto_draw_pile = card_info.is_("Action") or card_info.is_("Treasure")
        yield Gain(player, card, "draw_pile" if onto_draw_pile else "discard")
        if card_info.is_("Victory"):
            for victim in victims:
                yield Gain(victim, "Curse")


@on_play("Secret Passage", bonus=Bonus(cards=2, actions=1))
def secret_passage(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.geheimgang"
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


def _victory_to_hand(player: str, rule: str, kinds: tuple[str, ...]) -> Gen:
    revealed = yield Reveal(player, 4)
    rest = []
    for card in revealed:
        if any(is_(card, kind) for kind in kinds):
            yield Move(player, card, "revealed", "hand")
        else:
            rest.append(card)
    yield from put_back_in_order(player, rule, rest)


@on_play("Scout", bonus=Bonus(actions=1))
def scout(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln951 / ln1185: all victory cards to hand, the rest back in any order
    yield from _victory_to_hand(player, "dominion.karte.spaeher", ("Victory",))


@on_play("Patrol", bonus=Bonus(cards=3))
def patrol(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln1454–1457: victory cards and curses to hand, the rest back in any order
    yield from _victory_to_hand(player, "dominion.karte.patrouille", ("Victory", "Curse"))


@on_play("Tribute")
def tribute(args: dict[str, Any]) -> Gen:
    player = args["player"]
    left = left_of(args)
    # ln1007 / ln1261: the left neighbour reveals and discards 2; a bonus per differently named card and type
    revealed = yield Reveal(left, 2)
    yield from discard_revealed(left, list(revealed))
    actions = coins = cards = 0
    for card in dict.fromkeys(revealed):
        actions += 2 * is_(card, "Action")
        coins += 2 * is_(card, "Treasure")
        cards += 2 * is_(card, "Victory")
    yield Plus(actions=actions, coins=coins)
    if cards:
        yield Draw(player, cards)


@on_play("Saboteur")
def saboteur(args: dict[str, Any]) -> Gen:
    player = args["player"]
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        # ln1000 / ln1250: reveal until a card costing 3 or more; trash it, may gain one costing at most 2 less
        rest: list[str] = []
        while True:
            revealed = yield Reveal(victim, 1)
            if not revealed:
                break
            card = revealed[0]
            price = yield Look("cost", card=card)
            if price < 3:
                rest.append(card)
                continue
            yield Move(victim, card, "revealed", "trash")
            chosen = yield Ask(victim, "dominion.karte.saboteur", f"Eine Karte bis {price - 2} nehmen?",
                               f"Gain a card costing up to {price - 2}?", "supply", 0, 1,
                               {"max_cost": price - 2, "potion_of": card}, verb="gain")
            for gained in chosen:
                yield Gain(victim, gained)
            break
        yield from discard_revealed(victim, rest)


@on_play("Swindler")
def swindler(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Plus(coins=2)
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        # ln895 / ln1127: the top card is trashed; you choose a supply card of the same cost for the victim
        revealed = yield Reveal(victim, 1)
        if not revealed:
            continue
        yield Move(victim, revealed[0], "revealed", "trash")
        price = yield Look("cost", card=revealed[0])
        chosen = yield Ask(player, "dominion.karte.trickser", f"Karte mit Kosten {price} für {victim} wählen",
                           f"Choose a card costing {price} for {victim}", "supply", 1, 1,
                           {"exact_cost": price, "potion_of": revealed[0]}, verb="gain")
        for card in chosen:
            yield Gain(victim, card)

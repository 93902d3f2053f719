"""Kingdom cards that reveal or look at the top of a deck (base game and Intrigue, all editions).

Each effect cites the divider note it follows (rulebook 003 line numbers). Revealed and set-aside
cards wait in the owner's `revealed` zone, so a shuffle during the effect never mixes them in
(ln162, ln169, ln183, ln951, ln1000).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import Gen, discard_revealed, left_of, put_back_in_order, take_out
from engine.games.dominion.effects.registry import card_effect
from engine.games.dominion.ops import Ask, Call, Draw, Gain, Gap, Look, Move, Plus, Reveal


def _is(tag: str, kind: str) -> bool:
    return cards.card(tag).is_(kind)


@card_effect("Adventurer")
def adventurer(args: dict[str, Any]) -> Gen:
    player = args["player"]
    treasures: list[str] = []
    rest: list[str] = []
    # ln162 / ln402: reveal until 2 treasures; with none left to reveal, keep only those found
    while len(treasures) < 2:
        revealed = yield Reveal(player, 1)
        if not revealed:
            break
        (treasures if _is(revealed[0], "Treasure") else rest).append(revealed[0])
    for card in treasures:
        yield Move(player, card, "revealed", "hand")
    yield from discard_revealed(player, rest)


@card_effect("Library")
def library(args: dict[str, Any]) -> Gen:
    """ln169 (HiG 2008) / ln409 (RGG 2013) / ln732 (RGG 2017): draw to 7; each drawn action card may be set
    aside; set-aside cards are not shuffled in and are discarded when the drawing is over."""
    player = args["player"]
    rule = "dominion.karte.bibliothek"
    set_aside: list[str] = []
    while True:
        size = yield Look("hand_size", player)
        if size >= 7:
            break
        drawn = yield Draw(player, 1)
        if not drawn:
            break
        card = drawn[0]
        if card is None:  # drawn unseen: the record names the card if it was set aside
            chosen = yield Ask(player, rule, "Die verdeckt gezogene Karte zur Seite legen? (Aktionskarte nennen)",
                               "Set the unseen drawn card aside? (name the action card)", "hand", 0, 1,
                               {"types": ["Action"], "unseen_only": True})
            if chosen:
                yield Gap(rule, "Dass die zur Seite gelegte Karte die gerade gezogene war, sagt die Partie nicht.",
                          "The record does not show that the set-aside card was the one just drawn.")
                yield Move(player, chosen[0], "hand", "revealed")
                set_aside.append(chosen[0])
            continue
        if _is(card, "Action"):
            chosen = yield Ask(player, rule, f"{cards.german(card)} zur Seite legen?", f"Set {card} aside?", "options",
                               1, 1, options=("ja", "nein"))
            if chosen == ["ja"]:
                yield Move(player, card, "hand", "revealed")
                set_aside.append(card)
    yield from discard_revealed(player, set_aside)


@card_effect("Sentry")
def sentry(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.torwaechterin"
    yield Draw(player, 1)
    yield Plus(actions=1)
    # ln806: look at the top 2; trash and/or discard any of them, the rest back in any order
    looked = yield Reveal(player, 2, look=True)
    rest = list(looked)
    trash = yield Ask(player, rule, "Beliebig viele der angesehenen Karten entsorgen", "Trash any of the cards looked at",
                      "revealed", 0, len(rest), _looked_at(rest), verb="trash")
    for card in trash:
        take_out(rest, card)
        yield Move(player, card, "revealed", "trash")
    discard = yield Ask(player, rule, "Beliebig viele der übrigen Karten ablegen", "Discard any of the rest",
                        "revealed", 0, len(rest), _looked_at(rest), verb="discard")
    for card in discard:
        take_out(rest, card)
        yield Move(player, card, "revealed", "discard")
    yield from put_back_in_order(player, rule, rest)


def _looked_at(rest: list[str | None]) -> dict[str, Any]:
    """The filter of a choice among the cards looked at. Cards looked at unseen (None) may turn out to be
    any card of the pile's pool (the choice resolves them), so then only the named ones are capped."""
    if None not in rest:
        return {"cards": sorted(set(rest)), "cap": dict(Counter(rest))}  # type: ignore[arg-type]
    return {"cap": dict(Counter(card for card in rest if card is not None))}


@card_effect("Spy")
def spy(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Draw(player, 1)  # ln279: draw first
    yield Plus(actions=1)
    victims = yield Call("attack", {"player": player})
    # ln279/ln281: you reveal first, then the others in turn order; you decide for each
    for target in [player, *victims]:
        revealed = yield Reveal(target, 1)
        if not revealed:
            continue
        chosen = yield Ask(player, "dominion.karte.spion", f"{cards.german(revealed[0])} von {target} ablegen oder zurücklegen?",
                           f"Discard {target}'s {revealed[0]} or put it back?", "options", 1, 1,
                           options=("ablegen", "zurueck"), verb="discard")
        yield Move(target, revealed[0], "revealed", "discard" if chosen == ["ablegen"] else "draw_pile")


@card_effect("Thief")
def thief(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.dieb"
    victims = yield Call("attack", {"player": player})
    trashed: list[str] = []
    for victim in victims:
        # ln183 / ln423: reveal 2; of the revealed treasures you choose one, which is trashed
        revealed = yield Reveal(victim, 2)
        rest = list(revealed)
        treasures = sorted({card for card in rest if _is(card, "Treasure")})
        if treasures:
            chosen = [treasures[0]]
            if len(treasures) > 1:
                chosen = yield Ask(player, rule, f"Welche Geldkarte von {victim} wird entsorgt?",
                                   f"Which of {victim}'s treasures is trashed?", "revealed", 1, 1,
                                   {"cards": treasures}, owner=victim, verb="trash")
            rest.remove(chosen[0])
            yield Move(victim, chosen[0], "revealed", "trash")
            trashed.append(chosen[0])
        yield from discard_revealed(victim, rest)
    if trashed:
        # ln183: then you gain any number of the cards just trashed (not those of earlier turns)
        gained = yield Ask(player, rule, "Beliebig viele der gerade entsorgten Karten nehmen",
                           "Gain any of the cards just trashed", "trash", 0, len(trashed),
                           {"cards": sorted(set(trashed)), "cap": dict(Counter(trashed))}, verb="gain")
        for card in gained:
            yield Move(player, card, "trash", "discard")


@card_effect("Bandit")
def bandit(args: dict[str, Any]) -> Gen:
    player = args["player"]
    victims = yield Call("attack", {"player": player})
    yield Gain(player, "Gold")  # ln725: first gain a Gold
    for victim in victims:
        revealed = yield Reveal(victim, 2)
        rest = list(revealed)
        good = sorted({card for card in rest if _is(card, "Treasure") and card != "Copper"})
        if good:
            # ln725: two such treasures: the victim chooses which one is trashed
            chosen = [good[0]]
            if len(good) > 1:
                chosen = yield Ask(victim, "dominion.karte.banditin", "Welche Geldkarte entsorgen?",
                                   "Which treasure do you trash?", "revealed", 1, 1, {"cards": good}, verb="trash")
            rest.remove(chosen[0])
            yield Move(victim, chosen[0], "revealed", "trash")
        yield from discard_revealed(victim, rest)


def _victory_to_hand(player: str, rule: str, kinds: tuple[str, ...]) -> Gen:
    revealed = yield Reveal(player, 4)
    rest = []
    for card in revealed:
        if any(_is(card, kind) for kind in kinds):
            yield Move(player, card, "revealed", "hand")
        else:
            rest.append(card)
    yield from put_back_in_order(player, rule, rest)


@card_effect("Scout")
def scout(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Plus(actions=1)
    # ln951 / ln1185: all victory cards to hand, the rest back in any order
    yield from _victory_to_hand(player, "dominion.karte.spaeher", ("Victory",))


@card_effect("Patrol")
def patrol(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Draw(player, 3)
    # ln1454–1457: victory cards and curses to hand, the rest back in any order
    yield from _victory_to_hand(player, "dominion.karte.patrouille", ("Victory", "Curse"))


@card_effect("Tribute")
def tribute(args: dict[str, Any]) -> Gen:
    player = args["player"]
    left = left_of(args)
    # ln1007 / ln1261: the left neighbour reveals and discards 2; a bonus per differently named card and type
    revealed = yield Reveal(left, 2)
    yield from discard_revealed(left, list(revealed))
    actions = coins = cards = 0
    for card in dict.fromkeys(revealed):
        actions += 2 * _is(card, "Action")
        coins += 2 * _is(card, "Treasure")
        cards += 2 * _is(card, "Victory")
    yield Plus(actions=actions, coins=coins)
    if cards:
        yield Draw(player, cards)


@card_effect("Saboteur")
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
                               f"Gain a card costing up to {price - 2}?", "supply", 0, 1, {"max_cost": price - 2}, verb="gain")
            for gained in chosen:
                yield Gain(victim, gained)
            break
        yield from discard_revealed(victim, rest)


@card_effect("Swindler")
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
                           f"Choose a card costing {price} for {victim}", "supply", 1, 1, {"exact_cost": price}, verb="gain")
        for card in chosen:
            yield Gain(victim, card)

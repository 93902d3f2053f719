"""Dominion, the base game: its kingdom cards (1st edition HiG 2008 / RGG 2013, 2nd edition RGG 2017) and
the base cards every game uses, each defined once (see model.py). Each effect cites the divider note it
follows (rulebook 003 line numbers). Revealed and set-aside cards wait in the owner's `revealed` zone, so a
shuffle during the effect never mixes them in (ln162, ln169, ln183)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import (
    BLIND_ANSWERS,
    STAYS,
    Gen,
    discard_revealed,
    is_,
    others,
    play_card,
    put_back_in_order,
    take_out,
)
from engine.games.dominion.model import Bonus, Lasting, Trigger, define, on_play
from engine.games.dominion.ops import Ask, Call, Draw, Flag, Gain, Gap, Look, Move, Plus, Reveal, Token


def _mandatory(args: dict[str, Any], card: str) -> bool:
    """HiG 2008 printings say "Entsorge"; the RGG errata (ln393/444, ln677/786) say "darfst"."""
    return args["versions"].get(card) == "basis-hig-2008"


# -- the base cards (rulebook 003 ln567–584): coins and points are the card facts' -------------------------

for _tag in ("Copper", "Gold", "Estate", "Duchy", "Province", "Curse"):
    define(_tag)
# the first Silber played this turn is marked: Händlerin's bonus goes to that one only (ln635)
define("Silver", marks="silver_played")


# -- kingdom cards with bonuses only ---------------------------------------------------------------------

define("Village", bonus=Bonus(cards=1, actions=2))
define("Smithy", bonus=Bonus(cards=3))  # ln125: "Du musst 3 Karten von deinem Nachziehstapel nachziehen."
define("Market", bonus=Bonus(cards=1, actions=1, buys=1, coins=1))  # ln146
define("Laboratory", bonus=Bonus(cards=2, actions=1))  # ln257
define("Festival", bonus=Bonus(actions=2, buys=1, coins=2))
define("Woodcutter", bonus=Bonus(buys=1, coins=2))  # ln118


@on_play("Council Room", bonus=Bonus(cards=4, buys=1))
def council_room(args: dict[str, Any]) -> Gen:
    for other in others(args):
        yield Draw(other, 1)  # ln268: "Die Mitspieler müssen eine Karte nachziehen"


@on_play("Witch")
def witch(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln605: reactions come before the attack card's instructions are carried out
    victims = yield Call("attack", {"player": player})
    yield Draw(player, 2)  # ln211: "Du ziehst immer 2 Karten nach"
    for victim in victims:  # ln211: beginning with the player to the left
        yield Gain(victim, "Curse")


@on_play("Militia", bonus=Bonus(coins=2))
def militia(args: dict[str, Any]) -> Gen:
    player = args["player"]
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


@on_play("Chapel")
def chapel(args: dict[str, Any]) -> Gen:
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.kapelle", "Bis zu 4 Karten entsorgen", "Trash up to 4 cards",
                       "hand", 0, 4, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")


@on_play("Cellar", bonus=Bonus(actions=1))
def cellar(args: dict[str, Any]) -> Gen:
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.keller", "Beliebig viele Karten ablegen", "Discard any number of cards",
                       "hand", 0, 99, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    if chosen:
        yield Draw(player, len(chosen))  # ln97: then draw the same number


def _gain_up_to(player: str, rule: str, limit: int, target: str = "discard", types: list[str] | None = None,
                potion_of: str | None = None) -> Gen:
    where: dict[str, Any] = {"max_cost": limit}
    if potion_of is not None:  # "up to N more than the trashed card": its potions too (model.within)
        where["potion_of"] = potion_of
    if types:
        where["types"] = types
    chosen = yield Ask(player, rule, f"Eine Karte bis {limit} nehmen", f"Gain a card costing up to {limit}",
                       "supply", 1, 1, where, verb="gain")
    for card in chosen:
        yield Gain(player, card, target)
    return chosen


@on_play("Workshop")
def workshop(args: dict[str, Any]) -> Gen:
    yield from _gain_up_to(args["player"], "dominion.karte.werkstatt", 4)  # ln111


@on_play("Feast")
def feast(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Move(player, "Feast", "play", "trash")  # ln190: trashed only once after Thronsaal
    yield from _gain_up_to(player, "dominion.karte.festmahl", 5)


@on_play("Remodel")
def remodel(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln132: nothing to trash → no gain; gain up to 2 more than the trashed card
    chosen = yield Ask(player, "dominion.karte.umbau", "Eine Karte entsorgen", "Trash a card", "hand", 1, 1, verb="trash")
    if not chosen:
        return
    yield Move(player, chosen[0], "hand", "trash")
    cost = yield Look("cost", card=chosen[0])
    yield from _gain_up_to(player, "dominion.karte.umbau", cost + 2, potion_of=chosen[0])


@on_play("Mine")
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
    yield from _gain_up_to(player, rule, cost + 3, "hand", ["Treasure"], potion_of=chosen[0])


@on_play("Moneylender")
def moneylender(args: dict[str, Any]) -> Gen:
    player = args["player"]
    least = 1 if _mandatory(args, "Moneylender") else 0
    rule = "dominion.karte.geldverleiher.hig-2008" if least else "dominion.karte.geldverleiher.errata"
    chosen = yield Ask(player, rule, "Ein Kupfer entsorgen", "Trash a Copper", "hand", least, 1, {"cards": ["Copper"]}, verb="trash")
    if chosen:
        yield Move(player, "Copper", "hand", "trash")
        yield Plus(coins=3)


# ln197: 1 point per full 10 cards the owner has, rounded down
define("Gardens", points=lambda owned: sum(owned.values()) // 10)


@on_play("Bureaucrat")
def bureaucrat(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield Gain(player, "Silver", "draw_pile")  # ln176
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        chosen = yield Ask(victim, "dominion.karte.buerokrat", "Eine Punktekarte auf den Nachziehstapel legen",
                           "Put a victory card onto your deck", "hand", 1, 1, {"types": ["Victory"]}, verb="topdeck")
        for card in chosen:
            yield Move(victim, card, "hand", "draw_pile")


@on_play("Chancellor", bonus=Bonus(coins=2))
def chancellor(args: dict[str, Any]) -> Gen:
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.kanzler", "Nachziehstapel ablegen?", "Discard your deck?",
                       "options", 1, 1, options=("ja", "nein"), verb="discard")
    if chosen == ["ja"]:
        yield Move(player, "*", "draw_pile", "discard")  # ln233: the whole deck, unseen


def _merchants(state: Any, tag: str, merchants: int) -> int:
    """ln635: the first Silber played after the Händlerin gives +1 per Händlerin played."""
    return merchants if tag == "Silver" and not state.flags.get("silver_played") else 0


@on_play("Merchant", bonus=Bonus(cards=1, actions=1), lasting=[Lasting("merchants", treasure=_merchants)])
def merchant(args: dict[str, Any]) -> Gen:
    yield Flag("merchants")


@on_play("Harbinger", bonus=Bonus(cards=1, actions=1))
def harbinger(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln649: look through the discard pile, may put one card onto the deck
    chosen = yield Ask(player, "dominion.karte.vorbotin", "Eine Karte aus dem Ablagestapel auf den Nachziehstapel",
                       "Put a card from your discard pile onto your deck", "discard", 0, 1, verb="topdeck")
    for card in chosen:
        yield Move(player, card, "discard", "draw_pile")


@on_play("Poacher", bonus=Bonus(cards=1, actions=1, coins=1))
def poacher(args: dict[str, Any]) -> Gen:
    player = args["player"]
    empty = yield Look("empty_piles")
    if empty:  # ln718: one card per empty supply pile, as many as you can
        chosen = yield Ask(player, "dominion.karte.wilddiebin", f"{empty} Karten ablegen", f"Discard {empty} cards",
                           "hand", empty, empty, verb="discard")
        for card in chosen:
            yield Move(player, card, "hand", "discard")


@on_play("Artisan")
def artisan(args: dict[str, Any]) -> Gen:
    player = args["player"]
    # ln813/815: gain a card costing up to 5 to your hand, then put a card from your hand onto your deck
    yield from _gain_up_to(player, "dominion.karte.toepferei", 5, "hand")
    chosen = yield Ask(player, "dominion.karte.toepferei", "Eine Handkarte auf den Nachziehstapel legen",
                       "Put a card from your hand onto your deck", "hand", 1, 1, verb="topdeck")
    for card in chosen:
        yield Move(player, card, "hand", "draw_pile")


@on_play("Vassal", bonus=Bonus(coins=2))
def vassal(args: dict[str, Any]) -> Gen:
    player = args["player"]
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
            yield from play_card(player, card, "discard")


@on_play("Adventurer")
def adventurer(args: dict[str, Any]) -> Gen:
    player = args["player"]
    treasures: list[str] = []
    rest: list[str] = []
    # ln162 / ln402: reveal until 2 treasures; with none left to reveal, keep only those found
    while len(treasures) < 2:
        revealed = yield Reveal(player, 1)
        if not revealed:
            break
        (treasures if is_(revealed[0], "Treasure") else rest).append(revealed[0])
    for card in treasures:
        yield Move(player, card, "revealed", "hand")
    yield from discard_revealed(player, rest)


# a card drawn unseen may be set aside unseen (`unknown`, format.md): its identity stays outstanding in the pool
# until the discard names it (`_discard_set_aside`)
BLIND_ANSWERS["dominion.karte.bibliothek"] = None


@on_play("Library")
def library(args: dict[str, Any]) -> Gen:
    """ln169 (HiG 2008) / ln409 (RGG 2013) / ln732 (RGG 2017): draw to 7; each drawn action card may be set
    aside; set-aside cards are not shuffled in and are discarded when the drawing is over."""
    player = args["player"]
    rule = "dominion.karte.bibliothek"
    set_aside: list[str | None] = []
    while True:
        size = yield Look("hand_size", player)
        if size >= 7:
            break
        drawn = yield Draw(player, 1, fill=True)  # draws to 7: the −1 Karte token only goes back
        if not drawn:
            break
        card = drawn[0]
        if card is None:  # drawn unseen: set aside named, or unseen (`"unknown": 1`, None), or kept (`[]`)
            chosen = yield Ask(player, rule, "Die verdeckt gezogene Karte zur Seite legen? (eine Aktionskarte)",
                               "Set the unseen drawn card aside? (an action card)", "hand", 0, 1,
                               {"types": ["Action"], "unseen_only": True})
            if chosen:
                yield Move(player, chosen[0], "hand", "revealed")
                set_aside.append(chosen[0])
            continue
        if is_(card, "Action"):
            chosen = yield Ask(player, rule, f"{cards.german(card)} zur Seite legen?", f"Set {card} aside?", "options",
                               1, 1, options=("ja", "nein"))
            if chosen == ["ja"]:
                yield Move(player, card, "hand", "revealed")
                set_aside.append(card)
    yield from _discard_set_aside(player, rule, set_aside)


def _discard_set_aside(player: str, rule: str, set_aside: list[str | None]) -> Gen:
    """Discard the Bibliothek's set-aside cards (ln732: "Diese werden erst auf den Ablagestapel gelegt, sobald du
    das Ziehen beendet hast"). Cards set aside unseen (None) are shown as they are discarded: one choice names
    them (verb `discard`, only the unseen ones), and each named card is settled against the player's pool
    like any unseen card that surfaces (`moves._choose`): an action card (ln732: "Aktionskarten darfst du zur
    Seite legen") the player's cards can hold, else the answer is refused. Left unnamed, whether they were
    action cards stays open: `unverifiable`."""
    unseen = set_aside.count(None)
    if unseen:
        named = yield Ask(player, rule, "Die verdeckt zur Seite gelegten Karten ablegen: welche sind es?",
                          "Discarding the cards set aside unseen: which are they?", "revealed", unseen, unseen,
                          {"types": ["Action"], "unseen_only": True}, verb="discard")
        known = [card for card in named if card is not None]
        if None in named:
            yield Gap(rule, "Ob die verdeckt zur Seite gelegten Karten Aktionskarten waren, sagt die Partie nicht.",
                      "The record does not say whether the cards set aside unseen were action cards.")
        set_aside = [card for card in set_aside if card is not None] + known + [None] * (unseen - len(known))
    for card in set_aside:  # None: a card still unseen, discarded unseen
        yield Move(player, card, "revealed", "discard")


@on_play("Sentry", bonus=Bonus(cards=1, actions=1))
def sentry(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.torwaechterin"
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


@on_play("Spy", bonus=Bonus(cards=1, actions=1))  # ln279: draw first
def spy(args: dict[str, Any]) -> Gen:
    player = args["player"]
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


@on_play("Thief")
def thief(args: dict[str, Any]) -> Gen:
    player = args["player"]
    rule = "dominion.karte.dieb"
    victims = yield Call("attack", {"player": player})
    trashed: list[str] = []
    for victim in victims:
        # ln183 / ln423: reveal 2; of the revealed treasures you choose one, which is trashed
        revealed = yield Reveal(victim, 2)
        rest = list(revealed)
        treasures = sorted({card for card in rest if is_(card, "Treasure")})
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


@on_play("Bandit")
def bandit(args: dict[str, Any]) -> Gen:
    player = args["player"]
    victims = yield Call("attack", {"player": player})
    yield Gain(player, "Gold")  # ln725: first gain a Gold
    for victim in victims:
        revealed = yield Reveal(victim, 2)
        rest = list(revealed)
        good = sorted({card for card in rest if is_(card, "Treasure") and card != "Copper"})
        if good:
            # ln725: two such treasures: the victim chooses which one is trashed
            chosen = [good[0]]
            if len(good) > 1:
                chosen = yield Ask(victim, "dominion.karte.banditin", "Welche Geldkarte entsorgen?",
                                   "Which treasure do you trash?", "revealed", 1, 1, {"cards": good}, verb="trash")
            rest.remove(chosen[0])
            yield Move(victim, chosen[0], "revealed", "trash")
        yield from discard_revealed(victim, rest)


def _moat(args: dict[str, Any]) -> Gen:
    """ln85–90 / ln605: revealed when another player plays an attack, the Burggraben makes its owner
    unaffected by it."""
    return True
    yield


define("Moat", bonus=Bonus(cards=2), triggers=[Trigger("attack", "hand", _moat)])


@on_play("Throne Room")
def throne_room(args: dict[str, Any]) -> Gen:
    """1st edition (HiG 2008 ln292): choose an action (must), it goes back to hand between plays.
    Errata (RGG 2013 ln505, 2017 ln700): "darfst". 2nd edition (ln702): NOT back to hand."""
    player = args["player"]
    version = args["versions"].get("Throne Room", "basis-rgg-2017")
    least = 1 if version == "basis-hig-2008" else 0
    rule = "dominion.karte.thronsaal.hig-2008" if least else "dominion.karte.thronsaal.errata"
    chosen = yield Ask(
        player, rule, "Aktionskarte wählen, die zweimal ausgespielt wird", "Choose an action to play twice",
        "hand", least, 1, {"types": ["Action"]}, verb="play",
    )
    if not chosen:
        return
    card = chosen[0]
    first = yield from play_card(player, card, "hand")
    if EDITION_ONE.get(version, False):
        # HiG 2008 ln292 / RGG 2013 ln507: "nimmst du diese Karte zurück auf die Hand, legst sie ein weiteres Mal aus"
        back = yield Move(player, card, "play", "hand")
        if back:
            yield Move(player, card, "hand", "play")
    second = yield from play_card(player, card)
    yield Plus()
    if STAYS in (first, second):  # reading dominion.auslegung.thronsaal-dauerkarte: it stays with the duration
        yield Token(player, "stay:Throne Room")
        return STAYS
    return None


EDITION_ONE = {"basis-hig-2008": True, "basis-rgg-2013": True, "basis-rgg-2017": False}

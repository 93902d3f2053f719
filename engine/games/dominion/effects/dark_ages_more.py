"""Dominion – Dark Ages, the cards dark_ages.py leaves out: Vogelfreie (a card that plays as another: plays_as.py),
Eremit and Verrückter, Gassenjunge and Söldner (piles beside the supply of unknown size: `zones.BESIDE`), the Ruinen
and the cards that give them (Kultist, Marodeur, Leichenkarren), the ten Ritter (the Ruinen and Ritter piles: piles.py),
each citing the divider note it follows (rulebook 003 line numbers; HiG 2012 unless marked RGG 2019). The readings are
published in rules/dark_ages_more.json.

The Verrückter and Söldner piles lie beside the supply (ln4072, ln4047), brought by Eremit and Gassenjunge; how many
cards they hold stands neither in the divider text (its set-up ln4670/ln4672: "legt ihr alle VERRÜCKTEN-Karten ...
bereit") nor in domdiv's card data ("0*", no count): reading dominion.auslegung.stapel-ohne-anzahl, they never run
out (a gain from them always succeeds).
"""

from __future__ import annotations

from typing import Any

from engine.games.dominion import piles
from engine.games.dominion.effects.common import (
    BLIND_ANSWERS,
    Gen,
    discard_revealed,
    is_,
    play_card,
    put_back_in_order,
)
from engine.games.dominion.effects.dark_ages import SPOILS_DECK
from engine.games.dominion.effects.dark_ages import _spoils_pile as spoils_pile
from engine.games.dominion.effects.dark_ages import _three_to_six as three_to_six  # Schurke's attack: the same test
from engine.games.dominion.effects.plays_as import BACK_AT_CLEANUP, plays_as_card
from engine.games.dominion.model import Bonus, Trigger, define
from engine.games.dominion.ops import Ask, Call, Draw, Flag, Gain, Look, Move, Plus, Reveal
from engine.games.dominion.state import GameState
from engine.games.dominion.zones import BESIDE

BLIND_ANSWERS["dominion.karte.gassenjunge"] = None  # discard down to 4, as the Miliz
BLIND_ANSWERS["dominion.karte.soeldner"] = None  # trash 2 as the Kapelle trashes, discard down to 3 as the Miliz


def _pile_beside(tag: str):
    """The set-up of a card that brings the pile of `tag` beside the supply (table token "beside:<tag>")."""

    def setup(state: GameState) -> None:
        if BESIDE + tag not in state.tokens:
            state.own_tokens()[BESIDE + tag] = 1

    return setup


def _discard_down_to(victims: list[str], size_left: int, rule: str) -> Gen:
    for victim in victims:
        hand = yield Look("hand", victim)
        size = sum(hand["cards"].values()) + hand["unknown"]
        if size > size_left:
            chosen = yield Ask(victim, rule, f"{size - size_left} Karten ablegen", f"Discard {size - size_left} cards",
                               "hand", size - size_left, size - size_left, verb="discard")
            for card in chosen:
                yield Move(victim, card, "hand", "discard")


# -- Vogelfreie (ln4083/ln4085; RGG ln4544–4550) -----------------------------------------------------------------

define("Band of Misfits", play=plays_as_card(
    "Band of Misfits", "dominion.karte.vogelfreie", {"types": ["Action"], "below": "Band of Misfits"},
    "Eine Aktionskarte aus dem Vorrat wählen, die weniger kostet (die Vogelfreien sind sie)",
    "Choose an Action card from the supply costing less (the Band of Misfits is it)"),
    triggers=[BACK_AT_CLEANUP])


# -- Eremit and Verrückter (ln3807/ln3809, ln4074; RGG ln4300/ln4302) -----------------------------------------------


def _hermit(args: dict[str, Any]) -> Gen:
    """ln3807: look through your discard pile; you may trash a card that is no treasure (combined ones are
    treasures) from the discard pile or the hand; then gain a card costing up to 3 (a must when one can)."""
    player, rule = args["player"], "dominion.karte.eremit"
    where = {"not_types": ["Treasure"]}
    chosen = yield Ask(player, rule, "Eine Karte (keine Geldkarte) aus der Hand entsorgen?",
                       "Trash a non-Treasure card from your hand?", "hand", 0, 1, where, verb="trash")
    if chosen:
        yield Move(player, chosen[0], "hand", "trash")
    else:
        chosen = yield Ask(player, rule, "Eine Karte (keine Geldkarte) aus dem Ablagestapel entsorgen?",
                           "Trash a non-Treasure card from your discard pile?", "discard", 0, 1, where, verb="trash")
        if chosen:
            yield Move(player, chosen[0], "discard", "trash")
    gained = yield Ask(player, rule, "Eine Karte nehmen, die bis zu 3 kostet", "Gain a card costing up to 3", "supply",
                       1, 1, {"max_cost": 3}, verb="gain")
    for card in gained:
        yield Gain(player, card)


def _nothing_bought(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    """No card bought this turn (ln3809: "keine Karte gekauft"): the turn's buys ("bought") less the Events bought
    (turn flags "event:<Event>", moves.py: an Event is no card)."""
    if owner != event["player"]:
        return False
    flags = state.flags
    events = sum(value for key, value in flags.items() if key.startswith("event:"))
    return flags.get("bought", 0) - events <= 0


def _hermit_discarded(args: dict[str, Any]) -> Gen:
    """ln3809 (RGG ln4302): when you discard the Eremit from play (the clean-up) and have bought no card this turn
    (cards gained otherwise do not count), trash it and gain a Verrückter from its pile. An Eremit a Komplott puts
    onto the deck is not discarded: its owner chooses that first while a Komplott's choice is left."""
    player, rule = args["player"], "dominion.karte.eremit"
    flags = yield Look("flags")
    if flags.get("scheme", 0) > 0:
        chosen = yield Ask(player, rule, "Den Eremiten mit dem Komplott auf den Nachziehstapel legen?",
                           "Put the Hermit onto your deck with the Scheme?", "options", 1, 1, options=("ja", "nein"),
                           verb="topdeck")
        if chosen == ["ja"]:
            yield Flag("scheme", -1)
            yield Move(player, "Hermit", "play", "draw_pile")
            return
    if (yield Move(player, "Hermit", "play", "trash")):
        yield Gain(player, "Madman", source=BESIDE + "Madman")


define("Hermit", play=_hermit, setup=_pile_beside("Madman"), brings=lambda: ("Madman",),
       triggers=[Trigger("cleanup", "in_play", _hermit_discarded, when=_nothing_bought)])


def _madman(args: dict[str, Any]) -> Gen:
    """ln4074: +2 Aktionen; put the Verrückter back onto its pile; if you do (it may have been lost track of, played
    by a Thronsaal), draw a card per card in your hand."""
    player = args["player"]
    if (yield Move(player, "Madman", "play", BESIDE + "Madman")):
        size = yield Look("hand_size", player)
        if size:
            yield Draw(player, size)


define("Madman", bonus=Bonus(actions=2), play=_madman)


# -- Gassenjunge and Söldner (ln3829/ln3831, ln4049; RGG ln4311) -----------------------------------------------------


def _urchin(args: dict[str, Any]) -> Gen:
    """ln3829: +1 card, +1 action, then each other player discards down to 4 cards in hand."""
    victims = yield Call("attack", {"player": args["player"]})
    yield from _discard_down_to(victims, 4, "dominion.karte.gassenjunge")


def _another_attack(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    """ln3831 (RGG ln4311): another attack card played (also another Gassenjunge, not the same one again)."""
    if owner != event["player"] or not is_(event["card"], "Attack"):
        return False
    return event["card"] != "Urchin" or state.cards[owner].in_play.count("Urchin") > 1


def _urchin_trashed(args: dict[str, Any]) -> Gen:
    """ln3831: with a Gassenjunge in play, when you play another attack card you may, before it acts, trash the
    Gassenjunge and gain a Söldner from its pile (RGG ln4311: also for another Gassenjunge; not the same Gassenjunge
    played twice)."""
    player = args["player"]
    in_play = yield Look("in_play", player)
    if in_play.count("Urchin") <= (1 if args["event"]["card"] == "Urchin" else 0):
        return  # the one left is the Gassenjunge being played
    chosen = yield Ask(player, "dominion.karte.gassenjunge", "Den Gassenjungen entsorgen und einen Söldner nehmen?",
                       "Trash the Urchin and gain a Mercenary?", "options", 1, 1, options=("ja", "nein"), verb="trash")
    if chosen == ["ja"] and (yield Move(player, "Urchin", "play", "trash")):
        yield Gain(player, "Mercenary", source=BESIDE + "Mercenary")


define("Urchin", bonus=Bonus(cards=1, actions=1), play=_urchin, setup=_pile_beside("Mercenary"),
       brings=lambda: ("Mercenary",), triggers=[Trigger("play", "in_play", _urchin_trashed, when=_another_attack)])


def _mercenary(args: dict[str, Any]) -> Gen:
    """ln4049: the others react first (a Bettler before you decide); you may trash 2 cards from your hand; if you
    trash 2 (with only 1 in hand, that one and nothing more), +2 cards and +2 coins, and each other player discards
    down to 3 (reading dominion.auslegung.soeldner-bedingung)."""
    player, rule = args["player"], "dominion.karte.soeldner"
    victims = yield Call("attack", {"player": player})
    chosen = yield Ask(player, rule, "Zwei Karten entsorgen?", "Trash two cards?", "options", 1, 1,
                       options=("ja", "nein"), verb="trash")
    if chosen != ["ja"]:
        return
    cards = yield Ask(player, rule, "Zwei Karten aus der Hand entsorgen", "Trash two cards from your hand", "hand", 2, 2,
                      verb="trash")
    for card in cards:
        yield Move(player, card, "hand", "trash")
    if len(cards) < 2:
        return
    yield Draw(player, 2)
    yield Plus(coins=2)
    yield from _discard_down_to(victims, 3, "dominion.karte.soeldner")


define("Mercenary", play=_mercenary)


# -- the Ruinen (ln4017/ln4019; a pile of the supply: piles.py) -----------------------------------------------------
# their bonuses: domdiv's "Ruins" entry (de: "Verlassene Mine: +1 Coin, Zerstörte Bibliothek: +1 Karte, Zerstörter
# Markt: +1 Kauf, Zerstörtes Dorf: +1 Aktion"; the divider ln4021: "Die übrigen 4 Ruinen-Karten sind selbsterklärend")

define("Abandoned Mine", bonus=Bonus(coins=1))
define("Ruined Library", bonus=Bonus(cards=1))
define("Ruined Market", bonus=Bonus(buys=1))
define("Ruined Village", bonus=Bonus(actions=1))


def _survivors(args: dict[str, Any]) -> Gen:
    """ln4019: look at the top 2 cards of your deck; discard both, or put both back in any order (not one of each)."""
    player, rule = args["player"], "dominion.karte.ueberlebende"
    looked = [card for card in (yield Reveal(player, 2, look=True))]
    if not looked:
        return
    chosen = yield Ask(player, rule, "Beide ablegen oder beide zurücklegen?", "Discard both or put both back?",
                       "options", 1, 1, options=("ablegen", "zurueck"), verb="discard")
    if chosen == ["ablegen"]:
        yield from discard_revealed(player, looked)
    else:
        yield from put_back_in_order(player, rule, looked)


define("Survivors", play=_survivors)


def gain_top(player: str, tag: str, rule: str) -> Gen:
    """`player` gains the top card of the supply pile of several card names `tag` (none when it is empty). Which card
    lies on top the record says when the pile's order is not known (a game without seed: piles.py); then the gain is
    a choice among the cards that may lie there, answered by the record. Returns the card gained, or None."""
    supply = yield Look("supply")
    names = [name for name in piles.PILES[tag].names if supply.get(name, 0) > 0]
    if len(names) > 1:
        names = yield Ask(player, rule, "Welche Karte liegt oben auf dem Stapel?", "Which card lies on top of the pile?",
                          "supply", 1, 1, {"cards": names}, verb="gain")
    for card in names[:1]:
        yield Gain(player, card)
        return card
    return None


def _ruins(*more: str):
    """The `brings` of a card that brings the Ruinen: the five Ruinen, and "Ruins", the name the logs give the pile
    (a supply line "Supply cards: ..., Ruins" names no pile of the kingdom or an extra: importers' setup), and `more`."""
    return lambda: (*piles.PILES["Ruins"].names, "Ruins", *more)


def _ruins_and(*more: Any):
    """The set-up of a card that brings the Ruinen (ln4660: "Verwendet ihr im Spiel mindestens eine der
    Königreichskarten mit dem Typ PLÜNDERN"), and what else it brings."""

    def setup(state: GameState) -> None:
        piles.lay_out(state, "Ruins")
        for step in more:
            step(state)

    return setup


# -- Kultist, Marodeur, Leichenkarren (ln3874, ln3939, ln3908; RGG ln4378/ln4380, ln4394, ln4483) --------------------


def _cultist(args: dict[str, Any]) -> Gen:
    """ln3874: +2 cards; each other player from your left gains the top Ruine (none once the pile is empty); then you
    may play another Kultist from your hand (it uses no action)."""
    player, rule = args["player"], "dominion.karte.kultist"
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        yield from gain_top(victim, "Ruins", rule)
    chosen = yield Ask(player, rule, "Einen weiteren Kultisten ausspielen?", "Play another Cultist?", "hand", 0, 1,
                       {"cards": ["Cultist"]}, verb="play")
    for card in chosen:
        return (yield from play_card(player, card, "hand"))
    return None


def _draw_three(args: dict[str, Any]) -> Gen:
    """ln3874: when you trash a Kultist (in any turn), draw 3 cards."""
    yield Draw(args["player"], 3)


define("Cultist", bonus=Bonus(cards=2), play=_cultist, setup=_ruins_and(), brings=_ruins(),
       triggers=[Trigger("trash", "self", _draw_three)])


def _marauder(args: dict[str, Any]) -> Gen:
    """ln3939: gain a Beute (none when its pile is empty); each other player from your left gains the top Ruine."""
    player = args["player"]
    victims = yield Call("attack", {"player": player})
    yield Gain(player, "Spoils", source="deck:" + SPOILS_DECK)
    for victim in victims:
        yield from gain_top(victim, "Ruins", "dominion.karte.marodeur")


define("Marauder", play=_marauder, setup=_ruins_and(spoils_pile), brings=_ruins("Spoils"))


def _death_cart(args: dict[str, Any]) -> Gen:
    """ln3908 (RGG ln4378): +5 coins; trash an action card from your hand, or else this Leichenkarren."""
    player, rule = args["player"], "dominion.karte.leichenkarren"
    chosen = yield Ask(player, rule, "Eine Aktionskarte aus der Hand entsorgen (sonst den Leichenkarren)?",
                       "Trash an Action card from your hand (else the Death Cart)?", "hand", 0, 1, {"types": ["Action"]},
                       verb="trash")
    if chosen:
        yield Move(player, chosen[0], "hand", "trash")
    else:
        yield Move(player, "Death Cart", "play", "trash")


def _death_cart_gained(args: dict[str, Any]) -> Gen:
    """ln3908 (RGG ln4380): whoever gains a Leichenkarren (bought or otherwise, also in another player's turn) gains
    the top 2 Ruinen (as many as there are); not when another card is gained instead."""
    for _ in range(2):
        yield from gain_top(args["player"], "Ruins", "dominion.karte.leichenkarren")


define("Death Cart", bonus=Bonus(coins=5), play=_death_cart, setup=_ruins_and(), brings=_ruins(),
       triggers=[Trigger("gain", "self", _death_cart_gained)])


# -- Ritter (ln4007/ln4009; RGG ln4513–4522; a mixed pile of the supply: piles.py) ----------------------------------
# each knight's own instruction: domdiv's "Knights" entry (en: "Dame Anna: You may trash up to 2 cards from your
# hand." ... "Sir Vander: When you trash this, gain a Gold."; the divider ln4009: "selbsterklärend"), done before the
# shared attack (ln4007: "von oben nach unten ... Sir Michael z. B. lässt die Mitspieler Karten ablegen, bevor seine
# Basisfähigkeit ausgeführt wird")

KNIGHTS_RULE = "dominion.karte.ritter"


def _knights_attack(player: str, knight: str, victims: list[str]) -> Gen:
    """ln4007: each other player from your left reveals the top 2 cards of their deck; one costing 3 to 6 (no potion, no
    debt: RGG ln4515) is trashed, their choice when both do; the rest is discarded. When a Ritter was trashed so, the
    Ritter that attacked is trashed too (RGG ln4515: once, however many)."""
    knight_trashed = False
    for victim in victims:
        revealed = list((yield Reveal(victim, 2)))
        fitting = []
        for card in revealed:
            # RGG ln4515: "Karten mit 1 (aus Empires) bzw. 4 (aus Alchemisten) in den Kosten kosten nie 3 bis 6": no
            # potion (three_to_six), no debt
            if card is not None and (yield from three_to_six(card)) and not (yield Look("debt", card=card)) and (
                    card not in fitting):
                fitting.append(card)
        if fitting:
            pick = fitting
            if len(fitting) > 1:
                pick = yield Ask(victim, KNIGHTS_RULE, "Welche Karte entsorgen?", "Which card do you trash?", "revealed",
                                 1, 1, {"cards": sorted(fitting)}, verb="trash")
            revealed.remove(pick[0])
            yield Move(victim, pick[0], "revealed", "trash")
            knight_trashed = knight_trashed or is_(pick[0], "Knight")
        yield from discard_revealed(victim, revealed)
    if knight_trashed:
        yield Move(player, knight, "play", "trash")


def _knight(tag: str, own: Any = None):
    """The play of the Ritter `tag`: the others may react, its own instruction `own(player, victims)` (if any), then
    the shared attack."""

    def played(args: dict[str, Any]) -> Gen:
        player = args["player"]
        victims = yield Call("attack", {"player": player})
        if own is not None:
            yield from own(player, victims)
        yield from _knights_attack(player, tag, victims)

    return played


def _dame_anna(player: str, victims: list[str]) -> Gen:
    """RGG ln4519: trash 0, 1 or 2 cards from your hand."""
    chosen = yield Ask(player, KNIGHTS_RULE, "Bis zu 2 Handkarten entsorgen", "Trash up to 2 cards from your hand",
                       "hand", 0, 2, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")


def _dame_natalie(player: str, victims: list[str]) -> Gen:
    """ln4009 (errata: "darfst"), RGG ln4519: you may gain a card costing up to 3 from the supply."""
    chosen = yield Ask(player, KNIGHTS_RULE, "Eine Karte nehmen, die bis zu 3 kostet?", "Gain a card costing up to 3?",
                       "supply", 0, 1, {"max_cost": 3}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


def _sir_michael(player: str, victims: list[str]) -> Gen:
    """RGG ln4519: the others first discard down to 3 cards in hand, then the shared attack."""
    yield from _discard_down_to(victims, 3, KNIGHTS_RULE)


def _sir_vander_trashed(args: dict[str, Any]) -> Gen:
    """RGG ln4522: when Sir Vander is trashed (by any card, in any turn), gain a Gold."""
    yield Gain(args["player"], "Gold")  # rule dominion.karte.ritter.sir-vander


define("Knights", setup=piles.setup_of("Knights"), brings=piles.names_of("Knights"))
define("Dame Anna", play=_knight("Dame Anna", _dame_anna))
define("Dame Josephine", play=_knight("Dame Josephine"))  # 2 victory points: its card facts
define("Dame Molly", bonus=Bonus(actions=2), play=_knight("Dame Molly"))
define("Dame Natalie", play=_knight("Dame Natalie", _dame_natalie))
define("Dame Sylvia", bonus=Bonus(coins=2), play=_knight("Dame Sylvia"))
define("Sir Bailey", bonus=Bonus(cards=1, actions=1), play=_knight("Sir Bailey"))
define("Sir Destry", bonus=Bonus(cards=2), play=_knight("Sir Destry"))
define("Sir Martin", bonus=Bonus(buys=2), play=_knight("Sir Martin"))
define("Sir Michael", play=_knight("Sir Michael", _sir_michael))
define("Sir Vander", play=_knight("Sir Vander"), triggers=[Trigger("trash", "self", _sir_vander_trashed)])
BLIND_ANSWERS[KNIGHTS_RULE] = None  # Dame Anna trashes, Sir Michael's victims discard: as Kapelle and Miliz

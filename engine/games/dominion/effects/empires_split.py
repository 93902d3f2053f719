"""Dominion – Empires (RGG 2016): the cards of the split piles (Siedler/Emsiges Dorf, Feldlager/Diebesgut,
Patrizier/Handelsplatz, Katapult/Felsen, Gladiator/Reichtum) and of the Schlösser, each defined once (see model.py)
and citing the divider note it follows (rulebook 003 line numbers, section 24).

A split pile is one kingdom pile of two card names (piles.py): the record's kingdom names it by its top card
(reading dominion.auslegung.stapel-name), whose definition lays the pile out (`setup`) and brings the other card into
the game (`brings`: what it hears is heard). Both halves of a pile are defined here together or not at all, so that a
pile is either playable or `unsupported`.
"""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards, piles
from engine.games.dominion.effects.common import BLIND_ANSWERS, Gen, left_of, others, reveal_hand
from engine.games.dominion.model import Bonus, Trigger, define
from engine.games.dominion.ops import Ask, Call, Flag, Gain, Look, Move, Plus, Reveal, Token
from engine.games.dominion.state import GameState


def _pile_top(tag: str, **kwargs: Any) -> None:
    """Define the top card of the split pile `tag`: it lays the pile out and brings the other card."""
    define(tag, setup=piles.setup_of(tag), brings=piles.names_of(tag), **kwargs)


# -- Siedler / Emsiges Dorf (ln5773) -----------------------------------------------------------------------------


def _from_discard(wanted: str, rule: str, name_de: str, name_en: str) -> Any:
    """Look through the discard pile; you may reveal a `wanted` from it and put it into your hand (Siedler ln5469,
    Emsiges Dorf ln5577: "Du darfst deinen Ablagestapel auch dann durchsehen, wenn du weißt, dass du keine SIEDLER
    darin hast")."""

    def effect(args: dict[str, Any]) -> Gen:
        player = args["player"]
        chosen = yield Ask(player, rule, f"{name_de} aus dem Ablagestapel aufdecken und auf die Hand nehmen?",
                           f"Reveal a {name_en} from your discard pile and put it into your hand?", "discard", 0, 1,
                           {"cards": [wanted]}, verb="put-in-hand")
        for card in chosen:
            yield Move(player, card, "discard", "hand")

    return effect


# Siedler: +1 Karte, +1 Aktion; ein Kupfer aus dem Ablagestapel auf die Hand (ln5469)
_pile_top("Settlers", bonus=Bonus(cards=1, actions=1),
          play=_from_discard("Copper", "dominion.karte.siedler", "Ein Kupfer", "Copper"))
# Emsiges Dorf: +1 Karte, +3 Aktionen; einen Siedler aus dem Ablagestapel auf die Hand (ln5577)
define("Bustling Village", bonus=Bonus(cards=1, actions=3),
       play=_from_discard("Settlers", "dominion.karte.emsiges-dorf", "Einen Siedler", "Settlers"))


# -- Patrizier / Handelsplatz (ln5783) ---------------------------------------------------------------------------


def _patrician(args: dict[str, Any]) -> Gen:
    """+1 Karte, +1 Aktion; reveal the top card of the deck (ln5460: after shuffling the discard pile if need be;
    none at all: nothing); costing 5 or more (reading dominion.auslegung.patrizier-kosten; ln5462: debt in the cost
    does not matter) it goes into the hand, else back onto the deck."""
    player = args["player"]
    for card in (yield Reveal(player, 1)):
        coins = yield Look("cost", card=card)
        yield Move(player, card, "revealed", "hand" if coins >= 5 else "draw_pile")


_pile_top("Patrician", bonus=Bonus(cards=1, actions=1), play=_patrician)


def _actions_in_play(state: GameState, player: str) -> int:
    """The action cards the player has in play (ln5610: those played, durations staying from earlier turns, Reserve
    cards called this turn: all lie in play)."""
    owned = state.cards[player]
    return sum(1 for tag in [*owned.in_play, *owned.durations] if cards.card(tag).is_("Action"))


def _emporium_gained(args: dict[str, Any]) -> Gen:
    """ln5610: gained with 5 or more action cards in play: +2 Siegpunktmarker (outside one's turn one has none)."""
    yield Token(args["player"], "vp", 2)


define("Emporium", bonus=Bonus(cards=1, actions=1, coins=1), triggers=[Trigger(
    "gain", "self", _emporium_gained, when=lambda state, owner, event: _actions_in_play(state, owner) >= 5)])


# -- Feldlager / Diebesgut (ln5793) ------------------------------------------------------------------------------

ENCAMPMENT_MAT = "encampment"  # the player's Feldlager set aside until the clean-up


def _encampment(args: dict[str, Any]) -> Gen:
    """+2 Karten, +2 Aktionen; you may reveal a Gold or a Diebesgut from your hand; if you do not (cannot or will
    not, ln5453), set this Feldlager aside (the mat "encampment"): it goes back onto its pile as the clean-up begins."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.feldlager", "Ein Gold oder Diebesgut vorzeigen?",
                       "Reveal a Gold or Plunder?", "hand", 0, 1, {"cards": ["Gold", "Plunder"]}, verb="reveal")
    if not chosen:
        yield Move(player, "Encampment", "play", f"mat:{ENCAMPMENT_MAT}")


def _encampment_back(args: dict[str, Any]) -> Gen:
    """ln5453: "zu Beginn deiner Aufräumphase zurück in den Vorrat", onto its pile: a Diebesgut lying open there is
    covered again (piles.returned)."""
    player = args["player"]
    mats = yield Look("mats", player)
    for card in list(mats.get(ENCAMPMENT_MAT, [])):
        yield Move(player, card, f"mat:{ENCAMPMENT_MAT}", "supply")


_pile_top("Encampment", bonus=Bonus(cards=2, actions=2), play=_encampment, triggers=[Trigger(
    "cleanup", "mat", _encampment_back,
    when=lambda state, owner, event: owner == event.get("player") and bool(
        state.cards[owner].mats.get(ENCAMPMENT_MAT)))])


def _plunder(args: dict[str, Any]) -> Gen:
    """+2 Geld (its bonus), +1 Siegpunktmarker each time it is played (ln5566)."""
    yield Token(args["player"], "vp")


define("Plunder", bonus=Bonus(coins=2), play=_plunder)


# -- Katapult / Felsen (ln5753) ----------------------------------------------------------------------------------


def _catapult(args: dict[str, Any]) -> Gen:
    """+1 Geld; trash a card from your hand (a must with one in hand, ln5494); costing 3 or more (the coins of its
    cost: a card costing debt only does not, ln5494), each other player gains a Fluch; a treasure: each other player
    discards down to 3. The other players react first (an attack)."""
    player = args["player"]
    victims = yield Call("attack", {"player": player})
    chosen = yield Ask(player, "dominion.karte.katapult", "Eine Handkarte entsorgen", "Trash a card from your hand",
                       "hand", 1, 1, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
        coins = yield Look("cost", card=card)
        treasure = cards.card(card).is_("Treasure")
        for victim in victims:
            if coins >= 3:
                yield Gain(victim, "Curse")
        if treasure:
            for victim in victims:
                size = yield Look("hand_size", victim)
                if size > 3:
                    picked = yield Ask(victim, "dominion.karte.katapult", f"{size - 3} Karten ablegen",
                                       f"Discard {size - 3} cards", "hand", size - 3, size - 3, verb="discard")
                    for discarded in picked:
                        yield Move(victim, discarded, "hand", "discard")


_pile_top("Catapult", bonus=Bonus(coins=1), play=_catapult)
# the victims' discarding does not need the cards' names (ln5494: "seine Handkarten auf 3 reduzieren", as the Miliz)
BLIND_ANSWERS.setdefault("dominion.karte.katapult", None)


def _in_own_buy_phase(state: GameState, owner: str) -> bool:
    return state.phase == "buy" and state.player == owner


def _rocks_silver(target: str) -> Any:
    def effect(args: dict[str, Any]) -> Gen:
        yield Gain(args["player"], "Silver", target)

    return effect


# Felsen: +1 Geld (domdiv's card text); gained or trashed, gain a Silber: onto the deck in your buy phase, else into
# your hand (ln5520)
define("Rocks", bonus=Bonus(coins=1), triggers=[
    Trigger(event, "self", _rocks_silver("draw_pile"), when=lambda state, owner, ev: _in_own_buy_phase(state, owner))
    for event in ("gain", "trash")] + [
    Trigger(event, "self", _rocks_silver("hand"), when=lambda state, owner, ev: not _in_own_buy_phase(state, owner))
    for event in ("gain", "trash")])


# -- Gladiator / Reichtum (ln5763) -------------------------------------------------------------------------------


def _gladiator(args: dict[str, Any]) -> Gen:
    """+2 Geld; reveal a card from your hand (a must with one, ln5487); the player to your left may reveal a copy of
    it; if not (also when you revealed none): +1 Geld and trash a Gladiator from the supply, if one lies there."""
    player, rule = args["player"], "dominion.karte.gladiator"
    left = left_of(args)
    revealed = yield Ask(player, rule, "Eine Handkarte vorzeigen", "Reveal a card from your hand", "hand", 1, 1,
                         verb="reveal")
    copy: list[str] = []
    if revealed:
        name = cards.german(revealed[0])
        copy = yield Ask(left, rule, f"Ebenfalls {name} vorzeigen?", f"Reveal a {revealed[0]} too?", "hand", 0, 1,
                         {"cards": [revealed[0]]}, verb="reveal")
    if not copy:
        yield Plus(coins=1)
        yield Move(player, "Gladiator", "supply", "trash")


_pile_top("Gladiator", bonus=Bonus(coins=2), play=_gladiator)

FORTUNE_FLAG = "fortune"  # a Reichtum doubled the coins this turn


def _fortune(args: dict[str, Any]) -> Gen:
    """+1 Kauf (its bonus); when played, double your coins if no Reichtum did so this turn yet (ln5718: only the coins
    you have at that moment; a further one gives only +1 Kauf)."""
    flags = yield Look("flags")
    if flags.get(FORTUNE_FLAG):
        return
    yield Flag(FORTUNE_FLAG)
    coins = yield Look("coins")
    if coins:
        yield Plus(coins=coins)


def _fortune_gained(args: dict[str, Any]) -> Gen:
    """When you gain it, gain a Gold per Gladiator you have in play (domdiv's card text)."""
    player = args["player"]
    in_play = yield Look("in_play", player)
    for _ in range(in_play.count("Gladiator")):
        yield Gain(player, "Gold")


define("Fortune", bonus=Bonus(buys=1), play=_fortune, triggers=[Trigger("gain", "self", _fortune_gained)])


# -- Schlösser (ln5724–5744) -------------------------------------------------------------------------------------


def _castles(owned: dict[str, int]) -> int:
    """The player's cards of the type Schloss."""
    return sum(n for tag, n in owned.items() if cards.card(tag).is_("Castle"))


# the pile (ln5724), named by the kingdom as „Schlösser“ (reading dominion.auslegung.stapel-name)
define("Castles", setup=piles.setup_of("Castles"), brings=piles.names_of("Castles"))
# Bescheidenes Schloss: 1 Geld (card facts); at the end 1 point per Schloss of its owner, itself too (ln5726)
define("Humble Castle", points=_castles)


def _crumbling(args: dict[str, Any]) -> Gen:
    """ln5728: gained or trashed during the game: +1 Siegpunktmarker and a Silber."""
    yield Token(args["player"], "vp")
    yield Gain(args["player"], "Silver")


define("Crumbling Castle", triggers=[Trigger("gain", "self", _crumbling), Trigger("trash", "self", _crumbling)])


def _top_castle(supply: dict[str, int]) -> str | None:
    return next((name for name in piles.CASTLES if supply.get(name, 0) > 0), None)


def _small_castle(args: dict[str, Any]) -> Gen:
    """ln5730: trash this Kleines Schloss or another Schloss from your hand (a choice from the hand; none chosen:
    this one, from play); if you did, gain the Schloss lying on top of the pile then (it may cost more)."""
    player, rule = args["player"], "dominion.karte.kleines-schloss"
    chosen = yield Ask(player, rule, "Ein Schloss aus der Hand entsorgen (keines: dieses Kleine Schloss)?",
                       "Trash a Castle from your hand (none: this Small Castle)?", "hand", 0, 1,
                       {"types": ["Castle"]}, verb="trash")
    if chosen:
        trashed = yield Move(player, chosen[0], "hand", "trash")
    else:
        trashed = yield Move(player, "Small Castle", "play", "trash")
    if trashed:
        top = _top_castle((yield Look("supply")))
        if top is not None:
            yield Gain(player, top)


define("Small Castle", play=_small_castle)


def _haunted(args: dict[str, Any]) -> Gen:
    """ln5736: gained in your turn: gain a Gold (none left: nothing); then every other player with 5 or more cards in
    hand puts 2 of them onto the deck (no attack: no reactions)."""
    player = args["player"]
    yield Gain(player, "Gold")
    for other in others({"players": args["players"], "player": player}):
        size = yield Look("hand_size", other)
        if size >= 5:
            chosen = yield Ask(other, "dominion.karte.spukschloss", "2 Handkarten auf den Nachziehstapel legen",
                               "Put 2 cards from your hand onto your deck", "hand", 2, 2, verb="topdeck")
            for card in chosen:
                yield Move(other, card, "hand", "draw_pile")


define("Haunted Castle", triggers=[Trigger("gain", "self", _haunted,
                                           when=lambda state, owner, event: state.player == owner)])
BLIND_ANSWERS.setdefault("dominion.karte.spukschloss", None)  # which 2 cards does not matter (as the Geisterschiff)


def _opulent(args: dict[str, Any]) -> Gen:
    """ln5738: discard any number of victory cards (combined ones too) from your hand, +2 Geld each."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.reiches-schloss", "Punktekarten ablegen, je +2 Geld",
                       "Discard victory cards, +2 coins each", "hand", 0, 99, {"types": ["Victory"]}, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    if chosen:
        yield Plus(coins=2 * len(chosen))


define("Opulent Castle", play=_opulent)


def _sprawling(args: dict[str, Any]) -> Gen:
    """ln5740: bought or gained otherwise: gain a Herzogtum or three Anwesen."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.ausgedehntes-schloss", "Ein Herzogtum oder 3 Anwesen nehmen?",
                       "Gain a Duchy or 3 Estates?", "options", 1, 1, options=("herzogtum", "anwesen"), verb="gain")
    for tag in ["Duchy"] if chosen == ["herzogtum"] else ["Estate"] * 3:
        yield Gain(player, tag)


define("Sprawling Castle", triggers=[Trigger("gain", "self", _sprawling)])


def _grand(args: dict[str, Any]) -> Gen:
    """ln5742: bought or gained otherwise: reveal your hand; +1 Siegpunktmarker per victory card (combined ones too)
    in your hand or in play at that moment."""
    player = args["player"]
    hand = yield from reveal_hand(player, "dominion.karte.prunkschloss")
    in_play = yield Look("in_play", player)
    count = sum(n for tag, n in hand.items() if cards.card(tag).is_("Victory"))
    count += sum(1 for tag in in_play if cards.card(tag).is_("Victory"))
    if count:
        yield Token(player, "vp", count)


define("Grand Castle", triggers=[Trigger("gain", "self", _grand)])
# Königsschloss: at the end 2 points per Schloss of its owner, itself too (ln5744)
define("King's Castle", points=lambda owned: 2 * _castles(owned))

"""Dominion – Abenteuer (Adventures), RGG 2015: the kingdom cards implemented so far, each defined once (see
model.py). Each definition cites the divider note it follows (rulebook 003 line numbers, section 23).

The durations use Seaside's model (`seaside.duration`: a "next:<card>" token per play, a "stay:<card>" mark
for the clean-up). The Wirtshaustableau (Tavern mat) is the player's mat "mat:tavern"; its cards count as the
player's cards at the end of the game (scoring counts every mat). The other Reserve cards, the Karawanenwächter,
Geisterwald, Sumpfhexe, Geschichtenerzähler, Zerstörung and Schatz are in abenteuer_reserve.py.

Reserve cards (ln4992: "Lege diese Karte auf dein Wirtshaus tableau"): played, the card goes from play onto the
Wirtshaustableau (`to_tavern`; a second play by a Thronsaal finds it there already and moves nothing); it is
called at its trigger time by a trigger of the kingdom card ("kingdom" zone) whose condition is a copy on the
owner's mat (`on_tavern`): the owner is asked per copy whether to call it (`call`: options "aufrufen" / "nicht";
a called card goes into play and is discarded in the clean-up like any card in play)."""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import Gen, is_, others
from engine.games.dominion.effects.seaside import duration, stays
from engine.games.dominion.model import Bonus, Trigger, define
from engine.games.dominion.ops import Ask, Draw, Gain, Look, Move, Plus, Reveal
from engine.games.dominion.state import GameState

TAVERN = "tavern"  # the player's Wirtshaustableau (mat "mat:tavern")


# -- the Wirtshaustableau and the Reserve cards ----------------------------------------------------------


def to_tavern(player: str, tag: str) -> Gen:
    """A played Reserve card goes onto the player's Wirtshaustableau (if it is still in play)."""
    yield Move(player, tag, "play", "mat:" + TAVERN)


def on_tavern(tag: str) -> Any:
    """The condition of a call trigger: a copy of `tag` lies on the owner's Wirtshaustableau."""

    def lies_there(state: GameState, owner: str, event: dict[str, Any]) -> bool:
        return tag in state.cards[owner].mats.get(TAVERN, ())

    return lies_there


def call(player: str, tag: str, rule: str) -> Gen:
    """Ask whether to call a copy of `tag` from the Wirtshaustableau; called, it goes into play. Returns called?"""
    name = cards.german(tag)
    chosen = yield Ask(player, rule, f"{name} vom Wirtshaustableau aufrufen?", f"Call {tag} from your Tavern mat?",
                       "options", 1, 1, options=("aufrufen", "nicht"))
    if chosen != ["aufrufen"]:
        return False
    return (yield Move(player, tag, "mat:" + TAVERN, "play"))


def _ratcatcher_called(args: dict[str, Any]) -> Gen:
    """ln4994: at the start of the owner's turn each Rattenfänger on the mat may be called: then a hand card must
    be trashed."""
    player = args["player"]
    rule = "dominion.karte.rattenfaenger"
    while True:
        mats = yield Look("mats", player)
        if "Ratcatcher" not in mats.get(TAVERN, []) or not (yield from call(player, "Ratcatcher", rule)):
            return
        chosen = yield Ask(player, rule, "Eine Handkarte entsorgen", "Trash a card from your hand", "hand", 1, 1,
                           verb="trash")
        for card in chosen:
            yield Move(player, card, "hand", "trash")


# ln4992: +1 card, +1 action, then onto the Wirtshaustableau
define("Ratcatcher", bonus=Bonus(cards=1, actions=1), play=lambda args: to_tavern(args["player"], "Ratcatcher"),
       triggers=[Trigger("turn-start", "kingdom", _ratcatcher_called, when=on_tavern("Ratcatcher"))])


# -- plain cards with a gain or buy trigger --------------------------------------------------------------


def _lost_city_gained(args: dict[str, Any]) -> Gen:
    """ln5205: when gained, every other player draws a card (from the left of the gaining player)."""
    for other in others(args):
        yield Draw(other, 1)


# ln5205: +2 cards, +2 actions
define("Lost City", bonus=Bonus(cards=2, actions=2), triggers=[Trigger("gain", "self", _lost_city_gained)])


def _port_bought(args: dict[str, Any]) -> Gen:
    """ln5073: when bought (not when gained otherwise), gain another Hafenstadt."""
    yield Gain(args["player"], "Port")


# ln5071: +1 card, +2 actions
define("Port", bonus=Bonus(cards=1, actions=2), triggers=[Trigger("buy", "self", _port_bought)])


# -- durations ------------------------------------------------------------------------------------------


def _discard_two(player: str) -> Gen:
    chosen = yield Ask(player, "dominion.karte.verlies", "2 Karten ablegen", "Discard 2 cards", "hand", 2, 2,
                       verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")


def _dungeon(args: dict[str, Any]) -> Gen:
    """ln5039: +2 cards, +1 action, then discard 2 cards."""
    player = args["player"]
    yield from _discard_two(player)
    return (yield from stays(player, "Dungeon"))


# ln5041: next turn +2 cards, then discard 2 cards
duration("Dungeon", Bonus(cards=2, actions=1), Bonus(cards=2), play=_dungeon,
         back=lambda args: _discard_two(args["player"]))


def _gear(args: dict[str, Any]) -> Gen:
    """ln5012: +2 cards, then set up to 2 hand cards aside face down; with none set aside the Ausrüstung is
    discarded this turn (ln5012), else the set-aside cards come to the hand next turn (ln5014)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.ausruestung", "Bis zu 2 Handkarten zur Seite legen",
                       "Set up to 2 cards from your hand aside", "hand", 0, 2)
    for card in chosen:
        yield Move(player, card, "hand", "mat:gear")
    if not chosen:
        return None
    return (yield from stays(player, "Gear"))


def _gear_back(args: dict[str, Any]) -> Gen:
    yield Move(args["player"], "*", "mat:gear", "hand")  # every card set aside by an Ausrüstung comes back now


duration("Gear", Bonus(cards=2), play=_gear, back=_gear_back)


def _amulet_choice(player: str) -> Gen:
    """ln5006: one of +1 coin, trash a hand card, gain a Silber (the second time may be another)."""
    rule = "dominion.karte.amulett"
    chosen = yield Ask(player, rule, "+1 Geld, eine Handkarte entsorgen oder ein Silber nehmen?",
                       "+1 coin, trash a card from your hand, or gain a Silver?", "options", 1, 1,
                       options=("geld", "entsorgen", "silber"))
    if chosen == ["geld"]:
        yield Plus(coins=1)
    elif chosen == ["entsorgen"]:
        trashed = yield Ask(player, rule, "Eine Handkarte entsorgen", "Trash a card from your hand", "hand", 1, 1,
                            verb="trash")
        for card in trashed:
            yield Move(player, card, "hand", "trash")
    else:
        yield Gain(player, "Silver")


def _amulet(args: dict[str, Any]) -> Gen:
    player = args["player"]
    yield from _amulet_choice(player)
    return (yield from stays(player, "Amulet"))


duration("Amulet", Bonus(), play=_amulet, back=lambda args: _amulet_choice(args["player"]))


# -- the others -----------------------------------------------------------------------------------------


def _magpie(args: dict[str, Any]) -> Gen:
    """ln5057: reveal the top card: a treasure goes to the hand; an action or victory card gains a Elster
    (and goes back on top, unless it is also a treasure)."""
    player = args["player"]
    revealed = yield Reveal(player, 1)
    if not revealed:
        return
    card = revealed[0]
    if is_(card, "Treasure"):
        yield Move(player, card, "revealed", "hand")
    else:
        yield Move(player, card, "revealed", "draw_pile")
    if is_(card, "Action") or is_(card, "Victory"):
        yield Gain(player, "Magpie")


define("Magpie", bonus=Bonus(cards=1, actions=1), play=_magpie)


def _miser(args: dict[str, Any]) -> Gen:
    """ln5064: either a Kupfer from the hand onto the Wirtshaustableau, or +1 coin per Kupfer on it."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.geizhals", "Ein Kupfer auf das Wirtshaustableau legen oder +1 Geld "
                       "je Kupfer darauf?", "Put a Copper onto your Tavern mat, or +1 coin per Copper on it?",
                       "options", 1, 1, options=("kupfer", "geld"))
    if chosen == ["kupfer"]:
        yield Move(player, "Copper", "hand", "mat:" + TAVERN)
        return
    mats = yield Look("mats", player)
    coppers = mats.get(TAVERN, []).count("Copper")
    if coppers:
        yield Plus(coins=coppers)


define("Miser", play=_miser)


def _messenger(args: dict[str, Any]) -> Gen:
    """ln5084: +1 buy, +2 coins; the player may put the whole draw pile onto the discard pile (no discard)."""
    chosen = yield Ask(args["player"], "dominion.karte.kurier", "Nachziehstapel auf den Ablagestapel legen?",
                       "Put your deck into your discard pile?", "options", 1, 1, options=("ja", "nein"), verb="discard")
    if chosen == ["ja"]:
        yield Move(args["player"], "*", "draw_pile", "discard")


def _first_buy(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return state.flags.get("bought") == 1  # the buy flag counts this buy already (moves.py)


def _messenger_bought(args: dict[str, Any]) -> Gen:
    """ln5086: bought as the first buy of the turn: gain a supply card costing up to 4, then every other player
    (from the left) gains a card of the same name from the supply."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.kurier", "Eine Karte bis 4 nehmen", "Gain a card costing up to 4",
                       "supply", 1, 1, {"max_cost": 4}, verb="gain")
    for card in chosen:
        yield Gain(player, card)
        for other in others(args):
            yield Gain(other, card)


define("Messenger", bonus=Bonus(buys=1, coins=2), play=_messenger,
       triggers=[Trigger("buy", "self", _messenger_bought, when=_first_buy)])


def _artificer(args: dict[str, Any]) -> Gen:
    """ln5161: discard any number of hand cards, then the player may gain a card costing exactly as many coins
    as cards were discarded (none discarded: exactly 0), face down onto the draw pile."""
    player = args["player"]
    rule = "dominion.karte.kunsthandwerker"
    discarded = yield Ask(player, rule, "Beliebig viele Handkarten ablegen", "Discard any number of cards", "hand", 0,
                          99, verb="discard")
    for card in discarded:
        yield Move(player, card, "hand", "discard")
    chosen = yield Ask(player, rule, f"Eine Karte, die genau {len(discarded)} kostet, auf den Nachziehstapel nehmen?",
                       f"Gain a card costing exactly {len(discarded)} onto your deck?", "supply", 0, 1,
                       {"exact_cost": len(discarded)}, verb="gain")
    for card in chosen:
        yield Gain(player, card, "draw_pile")


define("Artificer", bonus=Bonus(cards=1, actions=1, coins=1), play=_artificer)

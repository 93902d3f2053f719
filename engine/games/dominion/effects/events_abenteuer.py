"""Dominion – Abenteuer (Adventures), RGG 2015: the Events (Ereignisse), each defined once with
`model.define_event` (buying one is the engine's: moves.py `_buy_event`, format.md "Ereignisse / Events") and citing
the divider note it follows (rulebook 003 line numbers, section 23, "EREIGNISSE" ln5227–5325). The player tokens
they place are tokens.py's (format.md "Spielermarker / player tokens").

All 20 Events of the box are defined here."""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.abenteuer_tokens import tokens_out
from engine.games.dominion.effects.common import BLIND_ANSWERS, Gen, is_, others, put_back_in_order, take_out
from engine.games.dominion.model import CONTROLLER, NORMAL_TURN, Trigger, define_event
from engine.games.dominion.ops import Ask, ExtraTurn, Flag, Gain, Look, Move, Plus, Reveal, Token
from engine.games.dominion.state import GameState
from engine.games.dominion.tokens import (
    ESTATE,
    MINUS_COST,
    MISSION,
    SAVED,
    TRASHING,
    flip_journey,
    pile_of,
    place_on_pile,
    put_minus_card,
    put_minus_coin,
)

ACTION_PILE = {"types": ["Action"]}  # "einen beliebigen Aktions-Vorratsstapel"
EXPEDITION = "expedition"  # turn flag: Expeditionen bought this turn (runner.cleanup_args draws 2 more each)
TRAVELLING_FAIR = "travelling-fair"  # turn flag: a Wanderzirkus was bought this turn


def _choose_action_pile(player: str, rule: str, token_de: str, token_en: str) -> Gen:
    """The Action supply pile a token goes on (a decision; none when there is no Action pile with cards)."""
    chosen = yield Ask(player, rule, f"Den {token_de}-Marker auf einen Aktions-Vorratsstapel legen",
                       f"Put your {token_en} token on an Action supply pile", "supply", 1, 1, ACTION_PILE)
    return chosen[0] if chosen else None


def _token_event(kind: str, rule: str, token_de: str, token_en: str) -> Any:
    """An Event that moves the player's token `kind` to an Action supply pile of their choice."""

    def bought(args: dict[str, Any]) -> Gen:
        player = args["player"]
        pile = yield from _choose_action_pile(player, rule, token_de, token_en)
        if pile is not None:
            yield from place_on_pile(player, kind, pile_of(pile))

    return bought


# -- Almosen, Leihgabe, Quest (0) ------------------------------------------------------------------------------


def _alms(args: dict[str, Any]) -> Gen:
    """ln5229: once per turn; with no treasure in play, gain a supply card costing up to 4."""
    player = args["player"]
    in_play = yield Look("in_play", player)
    if any(is_(tag, "Treasure") for tag in in_play):
        return
    yield from _gain_up_to_4(player, "dominion.ereignis.almosen")


def _gain_up_to_4(player: str, rule: str) -> Gen:
    """Gain a supply card costing up to 4 (Almosen, Ball)."""
    chosen = yield Ask(player, rule, "Eine Karte bis 4 nehmen", "Gain a card costing up to 4", "supply", 1, 1,
                       {"max_cost": 4}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


define_event("Alms", play=_alms, once_per_turn=True)


def _borrow(args: dict[str, Any]) -> Gen:
    """ln5231: once per turn; +1 Kauf; if the −1 Karte token is not on the draw pile, put it there and +1 coin."""
    player = args["player"]
    yield Plus(buys=1)
    if (yield from put_minus_card(player)):
        yield Plus(coins=1)


define_event("Borrow", play=_borrow, once_per_turn=True, setup=tokens_out)


def _quest(args: dict[str, Any]) -> Gen:
    """ln5233: discard an Attack card, or 2 Flüche, or 6 cards, to gain a Gold; fewer (when the hand has not enough)
    gain nothing."""
    player = args["player"]
    rule = "dominion.ereignis.quest"
    option = yield Ask(player, rule, "Eine Angriffskarte, 2 Flüche oder 6 Karten ablegen?",
                       "Discard an Attack, 2 Curses or 6 cards?", "options", 1, 1,
                       options=("angriff", "fluche", "karten"))
    need, where = {"angriff": (1, {"types": ["Attack"]}), "fluche": (2, {"cards": ["Curse"]}),
                   "karten": (6, {})}[option[0]]
    chosen = yield Ask(player, rule, f"{need} Karte(n) ablegen", f"Discard {need} card(s)", "hand", need, need,
                       where, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    if len(chosen) == need:
        yield Gain(player, "Gold")


define_event("Quest", play=_quest)


# -- Zuflucht (1) ----------------------------------------------------------------------------------------------


def _save(args: dict[str, Any]) -> Gen:
    """ln5239: once per turn; +1 Kauf; set a hand card aside face down; after the clean-up's draw it comes back to
    the hand (the player's mat "save", runner._end_turn)."""
    player = args["player"]
    yield Plus(buys=1)
    chosen = yield Ask(player, "dominion.ereignis.zuflucht", "Eine Handkarte verdeckt zur Seite legen",
                       "Set a card from your hand aside face down", "hand", 1, 1)
    for card in chosen:
        yield Move(player, card, "hand", "mat:" + SAVED)


define_event("Save", play=_save, once_per_turn=True)
BLIND_ANSWERS["dominion.ereignis.zuflucht"] = None  # set aside face down: which card, the others need not know


# -- Spähtrupp, Wanderzirkus (2) ------------------------------------------------------------------------------


def _scouting_party(args: dict[str, Any]) -> Gen:
    """ln5241/ln5243: +1 Kauf; look at the top 5 cards, discard 3 of them (as many as there are, up to 3), put the
    rest back in any order; the −1 Karte token does not act (no card is drawn)."""
    player = args["player"]
    rule = "dominion.ereignis.spaehtrupp"
    yield Plus(buys=1)
    seen = yield Reveal(player, 5, look=True)
    rest = list(seen)
    chosen = yield Ask(player, rule, "3 Karten ablegen", "Discard 3 cards", "revealed", min(3, len(rest)),
                       min(3, len(rest)), verb="discard")
    for card in chosen:
        take_out(rest, card)  # a card looked at unseen and named now takes the place of a None
        yield Move(player, card, "revealed", "discard")
    yield from put_back_in_order(player, rule, rest)


define_event("Scouting Party", play=_scouting_party)
BLIND_ANSWERS["dominion.ereignis.spaehtrupp"] = None  # cards looked at unseen may be discarded unnamed


def _travelling_fair(args: dict[str, Any]) -> Gen:
    """ln5245: +2 Käufe; for the rest of the turn a gained card may go onto the draw pile."""
    yield Plus(buys=2)
    yield Flag(TRAVELLING_FAIR)


def _fair_on(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return bool(state.flags.get(TRAVELLING_FAIR)) and event.get("player") == state.player == owner and event.get(
        "to") in ("discard", "hand")


def _fair_gained(args: dict[str, Any]) -> Gen:
    """ln5245: "darfst du diese oben auf deinen Nachziehstapel legen"."""
    player, event = args["player"], args["event"]
    card = event["card"]
    chosen = yield Ask(player, "dominion.ereignis.wanderzirkus", f"{cards.german(card)} auf den Nachziehstapel legen?",
                       f"Put {card} onto your deck?", "options", 1, 1, options=("ja", "nein"), verb="topdeck")
    if chosen == ["ja"]:
        yield Move(player, card, event["to"], "draw_pile")


define_event("Travelling Fair", play=_travelling_fair,
             triggers=[Trigger("gain", "game", _fair_gained, when=_fair_on)])


# -- Expedition, Freudenfeuer, Planung, Überfahrt (3) ----------------------------------------------------------


def _expedition(args: dict[str, Any]) -> Gen:
    """ln5253: in this turn's clean-up draw 2 cards more (cumulative)."""
    yield Flag(EXPEDITION)


define_event("Expedition", play=_expedition)


def _bonfire(args: dict[str, Any]) -> Gen:
    """ln5255: trash up to 2 cards in play (not from the hand); coins they gave stay."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.ereignis.freudenfeuer", "Bis zu 2 Karten im Spiel entsorgen",
                       "Trash up to 2 cards you have in play", "play", 0, 2, verb="trash")
    for card in chosen:
        yield Move(player, card, "play", "trash")


define_event("Bonfire", play=_bonfire)


def _planned(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    card = event.get("card")
    return (event.get("player") == owner and isinstance(card, str)
            and f"{TRASHING}:{pile_of(card)}" in state.cards[owner].tokens)


def _plan_buy(args: dict[str, Any]) -> Gen:
    """ln5257: "immer wenn du eine Karte von diesem Stapel kaufst, eine beliebige Handkarte entsorgen" (may)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.ereignis.planung", "Eine Handkarte entsorgen?", "Trash a card from your hand?",
                       "hand", 0, 1, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")


define_event("Plan", play=_token_event(TRASHING, "dominion.ereignis.planung", "Entsorgungs", "Trashing"),
             triggers=[Trigger("buy", "game", _plan_buy, when=_planned)])
define_event("Ferry", play=_token_event(MINUS_COST, "dominion.ereignis.ueberfahrt", "−2-Kosten", "−2 Cost"))


# -- Mission, Pilgerfahrt (4) ------------------------------------------------------------------------------------------


def _pilgrimage(args: dict[str, Any]) -> Gen:
    """ln5279: once per turn; turn the Reise token; face up now: choose up to 3 differently named cards in play and
    gain a copy of each from the supply."""
    player = args["player"]
    if not (yield from flip_journey(player)):
        return
    chosen = yield Ask(player, "dominion.ereignis.pilgerfahrt", "Bis zu 3 verschiedene Karten im Spiel wählen",
                       "Choose up to 3 differently named cards you have in play", "play", 0, 3, distinct=True,
                       verb="gain")
    for card in chosen:
        yield Gain(player, card)


define_event("Pilgrimage", play=_pilgrimage, once_per_turn=True)


def _mission(args: dict[str, Any]) -> Gen:
    """ln5271: once per turn; if the previous turn was another player's (this turn is no extra turn: not the
    Außenposten's, not one due from tokens), take another turn after this one, in which no card may be bought
    (Events may: model.buy_forbidden; player token `MISSION` until that turn ends)."""
    player = args["player"]
    flags = yield Look("flags")
    table = yield Look("tokens")
    if flags.get("extra_turn") or CONTROLLER in flags or NORMAL_TURN in table:
        return
    yield Token(player, MISSION)
    yield ExtraTurn(player)


define_event("Mission", play=_mission, once_per_turn=True)


# -- Ball, Überfall, Seeweg, Handel (5) -----------------------------------------------------------------------


def _ball(args: dict[str, Any]) -> Gen:
    """ln5281/ln5283: take the −1 Geld token; gain 2 supply cards each costing up to 4."""
    player = args["player"]
    yield from put_minus_coin(player)
    for _ in range(2):
        yield from _gain_up_to_4(player, "dominion.ereignis.ball")


define_event("Ball", play=_ball, setup=tokens_out)


def _raid(args: dict[str, Any]) -> Gen:
    """ln5305: gain a Silber per Silber in play; each other player puts the −1 Karte token on their draw pile (no
    attack: no reactions)."""
    player = args["player"]
    in_play = yield Look("in_play", player)
    for _ in range(in_play.count("Silver")):
        yield Gain(player, "Silver")
    for other in others(args):
        yield from put_minus_card(other)


define_event("Raid", play=_raid, setup=tokens_out)


def _seaway(args: dict[str, Any]) -> Gen:
    """ln5295: gain an Action card costing up to 4; the +1 Kauf token goes on its pile (only when one was gained)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.ereignis.seeweg", "Eine Aktionskarte bis 4 nehmen",
                       "Gain an Action card costing up to 4", "supply", 1, 1, {"types": ["Action"], "max_cost": 4},
                       verb="gain")
    for card in chosen:
        if (yield Gain(player, card)):
            yield from place_on_pile(player, "plus-buy", pile_of(card))


define_event("Seaway", play=_seaway)


def _trade(args: dict[str, Any]) -> Gen:
    """ln5285/ln5287: trash up to 2 hand cards; a Silber per card trashed."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.ereignis.handel", "Bis zu 2 Handkarten entsorgen",
                       "Trash up to 2 cards from your hand", "hand", 0, 2, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
    for _ in chosen:
        yield Gain(player, "Silver")


define_event("Trade", play=_trade)


# -- Verlorene Kunst, Training (6), Wegsuche (8) ---------------------------------------------------------------

define_event("Lost Arts", play=_token_event("plus-action", "dominion.ereignis.verlorene-kunst", "+1-Aktion",
                                            "+1 Action"))
define_event("Training", play=_token_event("plus-coin", "dominion.ereignis.training", "+1-Geld", "+1 Coin"))
define_event("Pathfinding", play=_token_event("plus-card", "dominion.ereignis.wegsuche", "+1-Karte", "+1 Card"))


# -- Erbschaft (7) --------------------------------------------------------------------------------------------

INHERITANCE_DECK = "inheritance"  # the cards set aside by Erbschaft, beside the supply (`GameState.decks`)


def _inheritance(args: dict[str, Any]) -> Gen:
    """ln5319: once per game and player; set aside a non-Victory Action card from the supply costing up to 4 and put
    the Anwesen token on it: from now on the player's Anwesen act as that card (played in its phase with its
    instructions and types, tokens.inherited; ln5321: not its name, cost or pile: a token on its pile gives them
    nothing); ln5323: they still count 1 point."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.ereignis.erbschaft", "Eine Aktionskarte bis 4 (keine Punktekarte) zur Seite "
                       "legen und den Anwesen-Marker darauf", "Set aside a non-Victory Action card costing up to 4 and "
                       "put your Estate token on it", "supply", 1, 1,
                       {"types": ["Action"], "not_types": ["Victory"], "max_cost": 4})
    for card in chosen:
        if (yield Move(player, card, "supply", "deck:" + INHERITANCE_DECK)):
            yield Token(player, f"{ESTATE}:{card}")


define_event("Inheritance", play=_inheritance, once_per_game=True)

"""Dominion – Abenteuer (Adventures), RGG 2015: the Reisende (Travellers) of both lines and the Gefolgsmann,
each defined once (see model.py). Each definition cites the divider note it follows (rulebook 003 line numbers,
section 23). The exchange, the piles beside the supply and the cards staying for the rest of the game are
travellers.py.

What the kingdom card of a line brings (its `setup`, `brings` and "game" triggers, heard once per game):
- the clean-up's exchange question (`travellers.exchange`, one listener for both lines: the Page's when it is in
  the game, else the Kleinbauer's);
- the Champion's "+1 Aktion" for every action card its owner plays (ln5424), one per play of a Champion
  (reading dominion.auslegung.bis-spielende-je-ausspielen, as the Gefolgsmann ln5221), from the owner's
  "forever:Champion" mark;
- the Schatzsucher's record of the cards each player gains in their own turn (table token "gains:<Spieler>",
  emptied when their next turn begins);
- the Lehrer's call at the start of its owner's turn (a Reserve card: abenteuer.py's Wirtshaustableau; the Lehrer is
  no kingdom card, so the Kleinbauer's "game" trigger asks for it).
"""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.abenteuer import TAVERN, call, on_tavern, to_tavern
from engine.games.dominion.effects.common import BLIND_ANSWERS, STAYS, Gen, play_card
from engine.games.dominion.model import Bonus, Trigger, define, game_cards
from engine.games.dominion.ops import Ask, Call, Draw, Gain, Look, Move, Plus, Reveal, Token
from engine.games.dominion.state import GameState
from engine.games.dominion.tokens import BONUS_KINDS, NAMES_DE, PILE_KINDS, place_on_pile
from engine.games.dominion.travellers import (
    FOREVER,
    brought,
    exchange,
    forever_count,
    lay_out,
    travellers_in_play,
)

GAINS = "gains:"  # table token "gains:<player>": cards the player gained in their latest own turn (Schatzsucher)


def forever(player: str, tag: str) -> Gen:
    """The card stays in play for the rest of the game (one "forever:" mark per play, travellers.py); what played it
    stays too (it returns `STAYS`, and the runner makes the mark of what played it a "forever:" one)."""
    yield Token(player, FOREVER + tag)
    return STAYS


def _exchange_due(head: str) -> Any:
    """The clean-up trigger's condition: the player's own clean-up with a Reisender in play; the Kleinbauer's only
    when no Page is in the game (one question for both lines)."""

    def due(state: GameState, owner: str, event: dict[str, Any]) -> bool:
        return owner == event["player"] and travellers_in_play(state, owner) and (
            head == "Page" or "Page" not in game_cards(state))

    return due


def _champion_in_play(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    # in the owner's own turn: a play in another's (Karawanenwächter, ln5023) gives no action to carry out
    return owner == event["player"] == state.player and FOREVER + "Champion" in state.cards[owner].tokens and cards.card(
        event["card"]).is_("Action")


def _champion_actions(args: dict[str, Any]) -> Gen:
    """ln5424: "Für den Rest des Spiels erhältst du jedes Mal, wenn du eine Aktionskarte ausspielst, + 1 Aktion"."""
    tokens = yield Look("tokens", args["player"])
    yield Plus(actions=forever_count(tokens, "Champion"))


def _count_gain(args: dict[str, Any]) -> Gen:
    yield Token(None, GAINS + args["event"]["player"])


def _forget_gains(args: dict[str, Any]) -> Gen:
    player = args["event"]["player"]
    tokens = yield Look("tokens")
    if tokens.get(GAINS + player):
        yield Token(None, GAINS + player, -tokens[GAINS + player])


def _gains_counted(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return event["player"] == state.player


def _gains_kept(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return GAINS + event["player"] in state.tokens


# -- Page's line ----------------------------------------------------------------------------------------------

# ln5383: +1 card, +1 action; ln5385: exchanged for a Schatzsucher at the clean-up
define("Page", bonus=Bonus(cards=1, actions=1), setup=lay_out("Page"), brings=lambda: brought("Page"), triggers=[
    Trigger("cleanup", "game", exchange, when=_exchange_due("Page")),
    Trigger("play", "game", _champion_actions, when=_champion_in_play),
    Trigger("gain", "game", _count_gain, when=_gains_counted),
    Trigger("turn-start", "game", _forget_gains, when=_gains_kept)])


def _treasure_hunter(args: dict[str, Any]) -> Gen:
    """ln5392: +1 action, +1 coin; a Silber per card the player to the right gained (bought or otherwise) in their
    latest turn."""
    player = args["player"]
    players: list[str] = args["players"]
    right = players[(players.index(player) - 1) % len(players)]
    tokens = yield Look("tokens")
    for _ in range(tokens.get(GAINS + right, 0)):
        yield Gain(player, "Silver")


define("Treasure Hunter", bonus=Bonus(actions=1, coins=1), play=_treasure_hunter)


def _warrior(args: dict[str, Any]) -> Gen:
    """ln5402: +2 cards; per Reisender the player has in play (this one too), each other player from the left
    reveals the top card of the draw pile and discards it; a discarded card costing exactly 3 or 4 is trashed (reading
    dominion.auslegung.krieger-kosten: 3 or 4 coins, no potion, no debt)."""
    player = args["player"]
    in_play = yield Look("in_play", player)
    count = sum(1 for tag in in_play if cards.card(tag).is_("Traveller"))
    victims = yield Call("attack", {"player": player})
    for _ in range(count):
        for victim in victims:
            revealed = yield Reveal(victim, 1)
            for card in revealed:
                coins = yield Look("cost", card=card)
                potion = yield Look("potion", card=card)
                debt = yield Look("debt", card=card)
                discarded = yield Move(victim, card, "revealed", "discard")
                if discarded and coins in (3, 4) and not potion and not debt:
                    yield Move(victim, card, "discard", "trash")


define("Warrior", bonus=Bonus(cards=2), play=_warrior)


def _hero(args: dict[str, Any]) -> Gen:
    """ln5412: +2 coins; gain a treasure of the game (the supply's, kingdom treasures too) onto the discard pile."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.held", "Eine Geldkarte nehmen", "Gain a Treasure", "supply", 1, 1,
                       {"types": ["Treasure"]}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


define("Hero", bonus=Bonus(coins=2), play=_hero)

# ln5422/ln5424: +1 action; stays in play for the rest of the game; attacks of others played from now on do not
# affect its owner; +1 action per action card played (Page's "game" trigger)
define("Champion", bonus=Bonus(actions=1), play=lambda args: forever(args["player"], "Champion"),
       triggers=[Trigger("attack", "in_play", immune=True)])


# -- Gefolgsmann ------------------------------------------------------------------------------------------------


def _hireling_play(args: dict[str, Any]) -> Gen:
    """ln5219: stays in play for the rest of the game; its draw comes back at the start of each of the owner's turns
    as a duration's does (a "next:Hireling" token per play, renewed by the draw), so it comes with the durations,
    before the cards that watch the turn start (Goko: "duration Hireling" first)."""
    yield Token(args["player"], "next:Hireling")
    return (yield from forever(args["player"], "Hireling"))


def _hireling_draws(args: dict[str, Any]) -> Gen:
    """ln5221: at the start of each of the owner's turns +1 card (per play of a Gefolgsmann)."""
    player = args["player"]
    yield Token(player, "next:Hireling")  # again at the start of the next turn, for the rest of the game
    yield Draw(player, 1)


# ln5219/ln5221: stays in play for the rest of the game; +1 card at the start of each of the owner's turns
define("Hireling", play=_hireling_play, triggers=[Trigger("turn-start", "duration", _hireling_draws)])


# -- Kleinbauer's line --------------------------------------------------------------------------------------------


def _teacher_called(args: dict[str, Any]) -> Gen:
    """ln5375: at the start of the owner's turn each Lehrer on the Wirtshaustableau may be called into play: then the
    player's +1 Karte, +1 Aktion, +1 Kauf or +1 Geld token goes on an Action supply pile with no token of theirs
    (tokens.py; moved there from where it lay)."""
    player = args["player"]
    rule = "dominion.karte.lehrer"
    while True:
        mats = yield Look("mats", player)
        if "Teacher" not in mats.get(TAVERN, []) or not (yield from call(player, "Teacher", rule)):
            return
        kind = yield Ask(player, rule, "Welchen Marker legen?", "Which token?", "options", 1, 1, options=BONUS_KINDS)
        tokens = yield Look("tokens", player)
        taken = sorted({key.split(":", 1)[1] for key in tokens if key.split(":", 1)[0] in PILE_KINDS and ":" in key})
        pile = yield Ask(player, rule, f"Den {NAMES_DE[kind[0]]}-Marker auf einen Aktions-Vorratsstapel ohne eigenen "
                         "Marker legen", f"Put your {kind[0]} token on an Action supply pile without a token of yours",
                         "supply", 1, 1, {"types": ["Action"], "not_cards": taken})
        for tag in pile:
            yield from place_on_pile(player, kind[0], tag)


# ln5333: +1 buy, +1 coin (the coin symbol is lost in the text: domdiv's "+1 Coin"); ln5335: exchanged for a Soldat
define("Peasant", bonus=Bonus(buys=1, coins=1), setup=lay_out("Peasant"), brings=lambda: brought("Peasant"),
       triggers=[Trigger("cleanup", "game", exchange, when=_exchange_due("Peasant")),
                 Trigger("turn-start", "game", _teacher_called, when=on_tavern("Teacher"))])


def _soldier(args: dict[str, Any]) -> Gen:
    """ln5343: +2 coins, +1 coin per other Attack card the player has in play; each other player with 4 or more
    cards in hand discards a card."""
    player = args["player"]
    in_play = yield Look("in_play", player)
    attacks = sum(1 for tag in in_play if cards.card(tag).is_("Attack"))
    yield Plus(coins=2 + max(0, attacks - 1))
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        size = yield Look("hand_size", victim)
        if size >= 4:
            chosen = yield Ask(victim, "dominion.karte.soldat", "Eine Karte ablegen", "Discard a card", "hand", 1, 1,
                               verb="discard")
            for card in chosen:
                yield Move(victim, card, "hand", "discard")


define("Soldier", play=_soldier)
BLIND_ANSWERS["dominion.karte.soldat"] = None  # the discarded card's identity does not matter


def _fugitive(args: dict[str, Any]) -> Gen:
    """ln5353: +2 cards, +1 action, discard a card from the hand (must)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.fluechtling", "Eine Handkarte ablegen", "Discard a card", "hand", 1, 1,
                       verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")


define("Fugitive", bonus=Bonus(cards=2, actions=1), play=_fugitive)
BLIND_ANSWERS["dominion.karte.fluechtling"] = None


def _disciple(args: dict[str, Any]) -> Gen:
    """ln5363: may play an action card from the hand twice; then, if it is a card of the supply, gain a copy of it
    (none from a pile beside the supply). It stays in play with a duration it played (as the Thronsaal, reading
    dominion.auslegung.thronsaal-dauerkarte), for the rest of the game with a Champion or Gefolgsmann."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.schueler", "Eine Aktionskarte wählen, die zweimal ausgespielt wird",
                       "Choose an action to play twice", "hand", 0, 1, {"types": ["Action"]}, verb="play")
    if not chosen:
        return None
    card = chosen[0]
    first = yield from play_card(player, card, "hand")
    second = yield from play_card(player, card)
    supply = yield Look("supply")
    if card in supply:
        yield Gain(player, card)
    if STAYS in (first, second):
        yield Token(player, "stay:Disciple")
        return STAYS
    return None


define("Disciple", play=_disciple)

# ln5373: played, it goes onto the Wirtshaustableau; called at the start of the turn (Kleinbauer's trigger)
define("Teacher", play=lambda args: to_tavern(args["player"], "Teacher"))

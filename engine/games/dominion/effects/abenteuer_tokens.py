"""Dominion – Abenteuer (Adventures), RGG 2015: the kingdom cards that use the player tokens (tokens.py): Relikt,
Brückentroll, Riese, Wildhüter. Each definition cites the divider note it follows (rulebook 003 line numbers,
section 23). The divider text lost the coin and card symbols of the tokens' names ("ihren 1-Marker", "seinen
1-Marker", ln5121/ln5175): which token is meant is told by the card it stands on (gap recorded in
rules/abenteuer_tokens.json, dominion.auslegung.marker-symbole).

A card that puts a −1 token out brings the tokens into the game (`setup`): the fast path (fast.py), which draws and
counts coins without asking the tokens, is then not used for its games."""

from __future__ import annotations

from typing import Any

from engine.games.dominion.effects.common import Gen
from engine.games.dominion.effects.seaside import stays
from engine.games.dominion.model import Bonus, Trigger, define
from engine.games.dominion.ops import Call, Draw, Gain, Gap, Look, Move, Plus, Reveal
from engine.games.dominion.state import GameState
from engine.games.dominion.tokens import flip_journey, put_minus_card, put_minus_coin


def tokens_out(state: GameState) -> None:
    """The players' tokens come into the game: nothing to lay out (a player's token is out only once placed);
    the `setup` keeps such games off the fast path."""


# -- Relikt ---------------------------------------------------------------------------------------------------


def _relic(args: dict[str, Any]) -> Gen:
    """ln5175: a treasure worth 2 (the card facts); "Jeder Mitspieler muss seinen 1-Marker [−1 Karte] auf seinen
    Nachziehstapel legen"; ln5177: an attack, so reactions are asked first."""
    victims = yield Call("attack", {"player": args["player"]})
    for victim in victims:
        yield from put_minus_card(victim)


define("Relic", play=_relic, setup=tokens_out)


# -- Brückentroll ---------------------------------------------------------------------------------------------


def _bridge_troll(args: dict[str, Any]) -> Gen:
    """ln5121: "Alle Mitspieler müssen ihren 1-Marker [−1 Geld] vor sich ablegen"; +1 Kauf now (the bonus) and at
    the start of the next turn; it stays in play until then (a duration)."""
    player = args["player"]
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        yield from put_minus_coin(victim)
    return (yield from stays(player, "Bridge Troll"))


def _bridge_troll_back(args: dict[str, Any]) -> Gen:
    yield Plus(buys=1)  # ln5121: "zu Beginn deines nächsten Zuges +1 Kauf"


def _bridge_troll_cost(state: GameState, tag: str) -> int:
    """ln5123: "So lange diese Karte im Spiel ist, kosten alle Karten in deinem Zug 1 weniger" (model.cost asks the
    active player's cards in play: only in the owner's turn); never below 0 (`Cost.reduced`; the note's "nie
    weniger als 1" lost its symbol, reading dominion.auslegung.marker-symbole). Events are no cards here: their
    price is the Event's (ln5123: "beeinflusst nicht die Kosten von Ereignissen")."""
    return 0 if state.tokens and f"event:{tag}" in state.tokens else 1


define("Bridge Troll", bonus=Bonus(buys=1), play=_bridge_troll,
       triggers=[Trigger("turn-start", "duration", _bridge_troll_back)], modifies_cost=_bridge_troll_cost,
       setup=tokens_out)


# -- Riese ----------------------------------------------------------------------------------------------------


def _giant_trashes(coins: int) -> bool:
    """ln5183: "Aufgedeckte Karten, die 3 bis 6 kosten, müssen entsorgt werden" (reading
    dominion.auslegung.riese-kosten: the coins of the cost now, 3 to 6, whatever else it costs)."""
    return 3 <= coins <= 6


def _giant(args: dict[str, Any]) -> Gen:
    """ln5183/ln5185: the others may react to the play even when the token turns face down (the attack is asked
    first); turn the Reise token: face down +1 coin; face up +5 coins and each other player from the left reveals
    the top card of their draw pile: costing 3 to 6 it is trashed, else discarded and a Fluch gained."""
    player = args["player"]
    victims = yield Call("attack", {"player": player})
    up = yield from flip_journey(player)
    if not up:
        yield Plus(coins=1)
        return
    yield Plus(coins=5)
    for victim in victims:
        revealed = yield Reveal(victim, 1)
        card = revealed[0] if revealed else None
        if card is None and revealed:
            yield Gap("dominion.karte.riese", "Welche Karte aufgedeckt wurde, sagt die Partie nicht.",
                      "The record does not say which card was revealed.")
            yield Move(victim, None, "revealed", "discard")
            continue
        if card is not None:
            coins = yield Look("cost", card=card)
            if _giant_trashes(coins):
                yield Move(victim, card, "revealed", "trash")
                continue
            yield Move(victim, card, "revealed", "discard")
        yield Gain(victim, "Curse")  # reading dominion.auslegung.riese-nichts-aufgedeckt: no card, a Fluch


define("Giant", play=_giant)


# -- Wildhüter ------------------------------------------------------------------------------------------------


def _ranger(args: dict[str, Any]) -> Gen:
    """ln5110: +1 Kauf (the bonus); turn the Reise token: face up now, draw 5 cards; face down, nothing."""
    player = args["player"]
    if (yield from flip_journey(player)):
        yield Draw(player, 5)


define("Ranger", bonus=Bonus(buys=1), play=_ranger)

"""A card that plays as another card: Vogelfreie (Dark Ages, rulebook 003 ln4083/ln4085, RGG ln4544–4550) and
Lehnsherr (Empires, RGG ln5704–5706); the one mechanism every such card uses (also Erbschaft's Anwesen, Abenteuer).

When such a card is played, its player chooses a card (the card's own rule says which); the card in play becomes
that card (`zones.PLAYS_AS`: its tag in play is the chosen card's, so that its name, cost, types and what it does
are the chosen card's for every rule that asks, ln4083: "Die Vogelfreien nehmen auch die Kosten, den Namen und den
oder die Kartentypen der gewählten Karte an") and is played as it: the chosen card's effect runs, heard by the bus
as that card's play (a Gassenjunge in play hears an attack played so). When it leaves play it is its original card
again (ln4085); a card moving itself (trashing, discarding, setting itself aside) moves the card that plays as it
(RGG ln4548). A duration so played stays in play as the duration would (ln4085, RGG ln4548).

Played again (Thronsaal, Königshof, Prozession, RGG ln5706 for the Lehnsherr), it is the card chosen at its first
play ("wählst du nur beim ersten Ausspielen eine Karte", ln4085). Which card that was: every first play pushes its
choice onto the turn's stack (turn flags "plays-as:<nn>:<card>") and, when the chosen card's effect has ended, drops
what plays inside it pushed: a card played again is played again inside the effect that played it first, after
that first play ended, so the top of the stack is its choice. As the clean-up begins, every card that plays as
another and does not stay in play is its original again (before the clean-up discards it: `_back_at_cleanup`).
"""

from __future__ import annotations

from typing import Any

from engine.games.dominion.effects.common import Gen
from engine.games.dominion.model import Trigger, define
from engine.games.dominion.ops import Ask, Call, Flag, Look, Move
from engine.games.dominion.state import GameState
from engine.games.dominion.zones import PLAYS_AS, PLAYS_AS_STACK


def _stack(flags: dict[str, int]) -> list[tuple[int, str, str]]:
    """The live entries of the turn's stack of choices, bottom first: (position, chosen card, flag)."""
    found = []
    for flag, value in flags.items():
        if flag.startswith(PLAYS_AS_STACK) and value > 0:
            _, position, chosen = flag.split(":", 2)
            found.append((int(position), chosen, flag))
    return sorted(found)


def play_as(player: str, original: str, chosen: str) -> Gen:
    """The card `original` just played (lying in play as itself) becomes `chosen` and is played as it. Returns
    the chosen card's effect's result (a duration's `STAYS`)."""
    moved = yield Move(player, original, "play", PLAYS_AS + chosen)
    if not moved:
        return None
    stack = _stack((yield Look("flags")))
    position = len(stack)
    yield Flag(f"{PLAYS_AS_STACK}{position:02d}:{chosen}")
    result = yield Call(chosen, {"player": player})
    for depth, _, flag in _stack((yield Look("flags"))):
        if depth > position:  # the choices of the plays inside this one: they ended with it
            yield Flag(flag, -1)
    return result


def play_again(player: str) -> Gen:
    """A card that plays as another, played again where it is (or where it went: "Anschluss verloren"): the card
    chosen at its first play, the top of the turn's stack. Returns its effect's result."""
    stack = _stack((yield Look("flags")))
    if not stack:
        return None
    return (yield Call(stack[-1][1], {"player": player}))


def first_play(original: str, in_play: list[str]) -> bool:
    """Whether the card `original` being played lies in play as itself (a first play: its player chooses), not
    as a card chosen before (a play again, ln4085)."""
    return original in in_play


def plays_as_card(original: str, rule: str, where: dict[str, Any], prompt_de: str, prompt_en: str):
    """The play effect of a card that plays as a supply card fitting `where` (an `Ask` filter: "types",
    "max_cost", "below" ...), chosen by `rule`."""

    def played(args: dict[str, Any]) -> Gen:
        player = args["player"]
        if not first_play(original, (yield Look("in_play", player))):
            return (yield from play_again(player))
        chosen = yield Ask(player, rule, prompt_de, prompt_en, "supply", 1, 1, where, verb="play")
        if not chosen:
            return None  # no card fits: the card does nothing
        return (yield from play_as(player, original, chosen[0]))

    return played


# -- as the clean-up begins: back to the original card ------------------------------------------------------------


def _plays_as_something(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    tokens = state.cards[event["player"]].tokens
    return bool(tokens) and any(key.startswith(PLAYS_AS) for key in tokens)


def _back_at_cleanup(args: dict[str, Any]) -> Gen:
    """As the clean-up begins (after the cards in play acted: a Vogelfreie as Eremit trashes itself as the Eremit),
    every card in play that plays as another is its original again, but one that stays in play as a duration
    ("stay:<card>" tokens: ln4085, it stays until the duration's clean-up)."""
    player = args["event"]["player"]
    tokens = yield Look("tokens", player)
    in_play = yield Look("in_play", player)
    staying = {key[5:]: n for key, n in tokens.items() if key.startswith("stay:")}
    for key, count in sorted(tokens.items()):
        if not key.startswith(PLAYS_AS):
            continue
        chosen = key.split(":", 2)[1]
        keep = min(staying.get(chosen, 0), count)
        staying[chosen] = staying.get(chosen, 0) - keep
        for _ in range(min(count - keep, in_play.count(chosen))):
            yield Move(player, chosen, "play", "play")


BACK_AT_CLEANUP = Trigger("cleanup", "game", _back_at_cleanup, when=_plays_as_something, last=True)


# -- Lehnsherr (Empires, RGG ln5704/ln5706): the Empires card that plays as another ----------------------------------
# (the Vogelfreie is defined with the other Dark Ages cards, dark_ages_more.py)

define("Overlord", play=plays_as_card(
    "Overlord", "dominion.karte.lehnsherr", {"types": ["Action"], "max_cost": 5},
    "Eine Aktionskarte aus dem Vorrat wählen, die bis zu 5 kostet (der Lehnsherr ist sie)",
    "Choose an Action card from the supply costing up to 5 (the Overlord is it)"),
    triggers=[BACK_AT_CLEANUP])

"""Dominion – Empires (RGG 2016): Villa, Krone, Archiv and Zauberin, each defined once (see model.py) and citing the
divider note it follows (rulebook 003 line numbers, section 24).

- Villa (ln5544): when gained it goes to the hand, +1 Aktion; gained in the buy phase, its player returns to the
  action phase (`ops.ToActionPhase`).
- Krone (ln5621, ln5623): an action and a treasure; in the action phase it plays an action card from the hand twice,
  in the buy phase a treasure (phases.py says how it is played: reading dominion.auslegung.krone-spielen).
- Archiv (ln5555): a duration; the cards it sets aside lie on a mat of their own ("mat:archive-<n>", one per play),
  one comes to the hand now and at the start of each next turn, and it stays in play until its mat is empty.
- Zauberin (ln5509–5513): a duration attack; each affected player's first action card played in their next turn
  gives +1 Karte and +1 Aktion instead of its instructions (the player token "enchanted:<player>", heard where a
  card's play begins: runner.play_card_frame), and its player draws 2 at the start of their next turn."""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import STAYS, Gen, play_card
from engine.games.dominion.effects.seaside import stays
from engine.games.dominion.model import PLAY_INSTEAD, Bonus, Trigger, define
from engine.games.dominion.ops import Ask, Draw, Flag, Look, Move, PlayTreasure, Plus, Reveal, ToActionPhase, Token
from engine.games.dominion.registry import effect

# -- Villa -----------------------------------------------------------------------------------------------------------


def _villa_gained(args: dict[str, Any]) -> Gen:
    """ln5544: into the hand and +1 Aktion; in the buy phase back to the action phase. Gained in another player's
    turn it still goes to the hand; the +1 Aktion cannot be used there (nothing changes for the active player)."""
    player, where = args["player"], args["event"].get("to", "discard")
    if where != "hand":
        yield Move(player, "Villa", where, "hand")
    active = yield Look("active")
    if active != player:
        return None
    yield Plus(actions=1)
    phase = yield Look("phase")
    if phase == "buy":
        yield ToActionPhase()
    return None


define("Villa", bonus=Bonus(actions=2, buys=1, coins=1), triggers=[Trigger("gain", "self", _villa_gained)])


# -- Krone -----------------------------------------------------------------------------------------------------------


def _crown(args: dict[str, Any]) -> Gen:
    """ln5621: played as an action, it may play an action card from the hand twice (no further actions needed); ln5623:
    played as a treasure (in the buy phase), a treasure from the hand twice. Which it is: the phase it was played in
    (phases.py, reading dominion.auslegung.krone-spielen)."""
    player = args["player"]
    phase = yield Look("phase")
    if phase == "action":
        chosen = yield Ask(player, "dominion.karte.krone", "Eine Aktionskarte zweimal ausspielen?",
                           "Play an action card twice?", "hand", 0, 1, {"types": ["Action"]}, verb="play")
        if not chosen:
            return None
        first = yield from play_card(player, chosen[0], "hand")
        second = yield from play_card(player, chosen[0])
        yield Plus()
        if STAYS in (first, second):  # it stays with the duration it played (as Thronsaal: thronsaal-dauerkarte)
            yield Token(player, "stay:Crown")
            return STAYS
        return None
    chosen = yield Ask(player, "dominion.karte.krone", "Eine Geldkarte zweimal ausspielen?", "Play a treasure twice?",
                       "hand", 0, 1, {"types": ["Treasure"]}, verb="play")
    if chosen:
        yield PlayTreasure(player, chosen[0], "hand")
        yield PlayTreasure(player, chosen[0], None)
    return None


define("Crown", play=_crown)


# -- Archiv ----------------------------------------------------------------------------------------------------------

ARCHIVE = "archive-"  # mat "archive-<n>": the cards one play of an Archiv set aside


def _archive(args: dict[str, Any]) -> Gen:
    """ln5555: set aside the top 3 (as many as there are), one into the hand now, the others under this Archiv (a mat
    of its own per play); it stays in play while cards lie under it."""
    player = args["player"]
    mats = yield Look("mats", player)
    number = 1 + max((int(name[len(ARCHIVE):]) for name in mats if name.startswith(ARCHIVE)), default=0)
    revealed = yield Reveal(player, 3, look=True)
    if not revealed:
        return None
    yield from _one_to_hand(player, revealed)
    rest = yield Look("revealed", player)
    for card in rest:
        yield Move(player, card, "revealed", f"mat:{ARCHIVE}{number}")
    if not rest:
        return None
    return (yield from stays(player, "Archive"))


def _one_to_hand(player: str, looked: list[Any]) -> Gen:
    chosen = yield Ask(player, "dominion.karte.archiv", "Eine der Karten auf die Hand nehmen",
                       "Put one of the cards into your hand", "revealed", 1, 1, verb="put-in-hand")
    for card in chosen:
        yield Move(player, card, "revealed", "hand")
    return chosen


def _archive_back(args: dict[str, Any]) -> Gen:
    """At the start of the turn: one card of an Archiv's mat (one not served yet this turn) into the hand; while
    cards are left, it stays (ln5555: "wird in dem Spielzug abgelegt, in dem die letzte ... auf die Hand genommen
    wurde")."""
    player = args["player"]
    mats = yield Look("mats", player)
    flags = yield Look("flags")
    names = sorted((name for name in mats if name.startswith(ARCHIVE) and not flags.get(f"served:{name}")),
                   key=lambda name: int(name[len(ARCHIVE):]))
    if not names:
        return None
    name = names[0]
    yield Flag(f"served:{name}")
    cards_ = list(mats[name])
    for card in cards_:
        yield Move(player, card, f"mat:{name}", "revealed")
    yield from _one_to_hand(player, cards_)
    rest = yield Look("revealed", player)
    for card in rest:
        yield Move(player, card, "revealed", f"mat:{name}")
    if rest:
        yield from stays(player, "Archive")
    return None


define("Archive", bonus=Bonus(actions=1), play=_archive,
       triggers=[Trigger("turn-start", "duration", _archive_back)])


# -- Zauberin --------------------------------------------------------------------------------------------------------

ENCHANTED = "enchanted:"  # player token "enchanted:<Zauberin's player>": the player's next first action is enchanted
ENCHANTED_DONE = "enchanted"  # turn flag: the turn's first action card was played (enchanted or not)


def _enchantress(args: dict[str, Any]) -> Gen:
    """ln5509: the others react when it is played; each affected player's next turn's first action is enchanted."""
    from engine.games.dominion.ops import Call

    player = args["player"]
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        yield Token(victim, ENCHANTED + player)
    yield Token(player, "next:Enchantress")  # its +2 Karten come once per play (a Thronsaal'd one twice)
    # it stays in play once per copy played this turn (the clean-up caps the marks: runner._staying)
    yield Token(player, "stay:Enchantress")
    return STAYS


def _enchantress_back(args: dict[str, Any]) -> Gen:
    """At the start of the next turn: +2 Karten; the enchantment ends ("Bis zu deinem nächsten Zug")."""
    player = args["player"]
    players = args["players"]
    for other in players:
        if other != player:
            tokens = yield Look("tokens", other)
            if tokens.get(ENCHANTED + player):
                yield Token(other, ENCHANTED + player, -tokens[ENCHANTED + player])
    yield Draw(player, 2)


define("Enchantress", play=_enchantress, triggers=[Trigger("turn-start", "duration", _enchantress_back)])


def enchanted(state: Any, player: str, tag: str) -> bool:
    """Is this play of `tag` by `player` enchanted (ln5511: the first action card played in the player's own turn,
    while a Zauberin's enchantment lies on them; ln5513: also a Krone played in the buy phase)? Marks the turn's first
    action play either way (a turn flag), so that only the first one is asked."""
    if player != state.player or state.flags.get(ENCHANTED_DONE) or not cards.card(tag).is_("Action"):
        return False
    if not any(key.startswith(ENCHANTED) and n > 0 for key, n in state.cards[player].tokens.items()):
        return False
    state.own_flags()[ENCHANTED_DONE] = 1
    return True


PLAY_INSTEAD.append(lambda state, player, tag: "enchanted" if enchanted(state, player, tag) else None)


@effect("enchanted")
def enchanted_play(args: dict[str, Any]) -> Gen:
    """ln5511: +1 Karte and +1 Aktion instead of the card's instructions (what happens at another time, e.g. when it
    is bought, is not affected)."""
    yield Draw(args["player"], 1)
    yield Plus(actions=1)

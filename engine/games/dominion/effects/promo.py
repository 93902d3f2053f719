"""The promotional cards isotropic used that the divider text has (section 28, rulebook 003 line numbers):
Gesandter, Geldversteck, Befestigtes Dorf and Gouverneur, each defined once (see model.py). (Schwarzmarkt,
with its own deck, is not implemented yet: `unsupported` names it.)"""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import Gen, left_of, others
from engine.games.dominion.model import Bonus, Trigger, define
from engine.games.dominion.ops import Ask, Draw, Gain, Look, Move, Reveal
from engine.games.dominion.state import GameState


def _envoy(args: dict[str, Any]) -> Gen:
    """ln7110: reveal the top 5; the left neighbour chooses one, which is discarded; the rest to the hand."""
    player = args["player"]
    revealed = yield Reveal(player, 5)
    if not revealed:
        return
    rest = list(revealed)
    chosen = yield Ask(left_of(args), "dominion.karte.gesandter", "Welche Karte legt der Spieler ab?",
                       "Which card does the player discard?", "revealed", 1, 1, {"cards": sorted(set(rest))},
                       owner=player, verb="discard")
    for card in chosen:
        rest.remove(card)
        yield Move(player, card, "revealed", "discard")
    for card in rest:
        yield Move(player, card, "revealed", "hand")


define("Envoy", play=_envoy)

# ln7134: worth 2, like a Silber. Where it goes when its owner shuffles (ln7138: anywhere, by choice) is not
# asked: an unseeded record's draw events say where it was; a seeded game shuffles it in with the others.
define("Stash")


def _walled_village_stays(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    # ln7145 (errata) / ln7147: no more than one other action card in play when the clean-up begins
    if owner != event["player"]:
        return False
    in_play = state.cards[owner].in_play
    return sum(1 for tag in in_play if tag != "Walled Village" and cards.card(tag).is_("Action")) <= 1 and (
        "Walled Village" in in_play)


def _walled_village_back(args: dict[str, Any]) -> Gen:
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.befestigtes-dorf", "Befestigtes Dorf auf den Nachziehstapel legen?",
                       "Put the Walled Village onto your deck?", "options", 1, 1, options=("ja", "nein"),
                       verb="topdeck")
    if chosen == ["ja"]:
        yield Move(player, "Walled Village", "play", "draw_pile")


define("Walled Village", bonus=Bonus(cards=1, actions=2),
       triggers=[Trigger("cleanup", "in_play", _walled_village_back, when=_walled_village_stays)])


def _governor(args: dict[str, Any]) -> Gen:
    """ln7153–7159: choose one, in turn order from you (you get the bracketed version): +3 cards, the others
    +1; a Gold, the others a Silber; trash a hand card and gain one costing exactly 2 more, the others may
    do so for exactly 1 more (reading dominion.auslegung.gouverneur-andere)."""
    player = args["player"]
    rule = "dominion.karte.gouverneur"
    chosen = yield Ask(player, rule, "Karten, Geld oder Umbau?", "Cards, treasure or remodel?", "options", 1, 1,
                       options=("karten", "geld", "umbau"))
    everyone = [player, *others(args)]
    for who in everyone:
        mine = who == player
        if chosen == ["karten"]:
            yield Draw(who, 3 if mine else 1)
        elif chosen == ["geld"]:
            yield Gain(who, "Gold" if mine else "Silver")
        else:
            trashed = yield Ask(who, rule, "Eine Handkarte entsorgen?", "Trash a card from your hand?", "hand", 0, 1,
                                verb="trash")
            for card in trashed:
                yield Move(who, card, "hand", "trash")
                price = yield Look("cost", card=card)
                more = price + (2 if mine else 1)
                gained = yield Ask(who, rule, f"Eine Karte mit Kosten genau {more} nehmen",
                                   f"Gain a card costing exactly {more}", "supply", 1, 1, {"exact_cost": more},
                                   verb="gain")
                for new in gained:
                    yield Gain(who, new)


define("Governor", bonus=Bonus(actions=1), play=_governor)

"""Turn steps that need chance or decisions: the opening deal, clean-up, attacks and reactions."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.games.dominion.effects.registry import card_effect, effect
from engine.games.dominion.ops import Ask, Call, Draw, Flag, Look, Move, Plus


class Cleanup:
    """Interpreter op: hand and played cards go to the discard pile."""

    def __init__(self, player: str) -> None:
        self.player = player


class EndTurn:
    """Interpreter op: the turn is over (or, with `start`, the opening deal is)."""

    def __init__(self, start: bool = False) -> None:
        self.start = start


@effect("start")
def start(args: dict[str, Any]) -> Generator[Any, Any, None]:
    # Rulebook 003 ln42: "am Beginn seines Zuges normalerweise 5 Karten auf der Hand"
    for player in args["players"]:
        yield Draw(player, 5)
    yield EndTurn(start=True)


@effect("cleanup")
def cleanup(args: dict[str, Any]) -> Generator[Any, Any, None]:
    # Rulebook 003 ln46: alle ausgespielten und alle Handkarten ablegen, sofort 5 Karten nachziehen
    yield Cleanup(args["player"])
    yield Draw(args["player"], 5)
    yield EndTurn()


REACTIONS = ("Moat", "Secret Chamber", "Diplomat")


@effect("attack")
def attack(args: dict[str, Any]) -> Generator[Any, Any, list[str]]:
    """Every other player in turn order from the attacker's left may react; returns the affected."""
    players: list[str] = args["players"]
    attacker: str = args["player"]
    start_at = players.index(attacker)
    affected: list[str] = []
    for offset in range(1, len(players)):
        victim = players[(start_at + offset) % len(players)]
        immune = False
        used: list[str] = []
        while True:
            hand = yield Look("hand", victim)
            size = sum(hand["cards"].values()) + hand["unknown"]
            # reading dominion.auslegung.reaktion-je-karte (ln860/ln1076): each reaction card in hand once
            # per attack; Diplomatin again and again while 5 or more cards are in hand (ln1420)
            allowed = [r for r in REACTIONS if (r == "Diplomat" and size >= 5)
                       or (r != "Diplomat" and used.count(r) < hand["cards"].get(r, 0) + hand["unknown"])]
            if not allowed:
                break
            chosen = yield Ask(
                victim,
                "dominion.reaktion",
                "Reaktionskarte vorzeigen?",
                "Reveal a reaction card?",
                "hand",
                0,
                1,
                {"cards": allowed},
                verb="react",
            )
            if not chosen:
                break
            card = chosen[0]
            used.append(card)
            if card == "Moat":
                immune = True
            elif card == "Secret Chamber":
                yield Draw(victim, 2)
                picked = yield Ask(
                    victim, "dominion.karte.geheimkammer", "2 Karten auf den Nachziehstapel legen",
                    "Put 2 cards onto your deck", "hand", 2, 2, verb="topdeck",
                )
                for chosen_card in picked:
                    yield Move(victim, chosen_card, "hand", "draw_pile")
            elif card == "Diplomat":
                yield Draw(victim, 2)
                picked = yield Ask(
                    victim, "dominion.karte.diplomatin", "3 Karten ablegen", "Discard 3 cards", "hand", 3, 3, verb="discard",
                )
                for chosen_card in picked:
                    yield Move(victim, chosen_card, "hand", "discard")
        if not immune:
            affected.append(victim)
    return affected


@card_effect("Moat")
def moat(args: dict[str, Any]) -> Generator[Any, Any, None]:
    yield Draw(args["player"], 2)


@card_effect("Throne Room")
def throne_room(args: dict[str, Any]) -> Generator[Any, Any, None]:
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
    yield Move(player, card, "hand", "play")
    yield Flag("actions_played")
    yield Call(card, {"player": player})
    if EDITION_ONE.get(version, False):
        # HiG 2008 ln292 / RGG 2013 ln507: "nimmst du diese Karte zurück auf die Hand, legst sie ein weiteres Mal aus"
        back = yield Move(player, card, "play", "hand")
        if back:
            yield Move(player, card, "hand", "play")
    yield Flag("actions_played")
    yield Call(card, {"player": player})
    yield Plus()


EDITION_ONE = {"basis-hig-2008": True, "basis-rgg-2013": True, "basis-rgg-2017": False}

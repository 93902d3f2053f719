"""Turn steps that need chance or decisions: the opening deal, clean-up, attacks and reactions."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.games.dominion.events import run_listeners
from engine.games.dominion.model import DEFS, Trigger
from engine.games.dominion.ops import Ask, Call, Draw, Look, Plus
from engine.games.dominion.registry import effect


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
    # Rulebook 003 ln46: alle ausgespielten und alle Handkarten ablegen, sofort 5 Karten nachziehen.
    # Cards that act when the clean-up begins (Schatzkammer, Befestigtes Dorf) are in "listeners", and a
    # turn with an Außenposten draws 3 ("draw"); both keys only then (the state JSON stays as it was).
    if args.get("listeners"):
        yield from run_listeners(args, args["listeners"], {"player": args["player"]})
    yield Cleanup(args["player"])
    yield Draw(args["player"], args.get("draw", 5))
    yield EndTurn()


@effect("turn-start")
def turn_start(args: dict[str, Any]) -> Generator[Any, Any, None]:
    """What happens at the start of a turn: the durations' effects of the player's last turn, and the cards
    that watch the turns (the bus's listeners, worked out when the turn began)."""
    yield from run_listeners(args, args["listeners"], {"player": args["player"]})


@effect("attack")
def attack(args: dict[str, Any]) -> Generator[Any, Any, list[str]]:
    """Every other player in turn order from the attacker's left may react; returns the affected.

    The reactions are the attack triggers of cards in the hand (model.py); a player whom a card lying in
    play shields (Leuchtturm) is in `args["shielded"]` (the bus fills it when the attack begins)."""
    players: list[str] = args["players"]
    attacker: str = args["player"]
    shielded = args.get("shielded", ())
    start_at = players.index(attacker)
    affected: list[str] = []
    for offset in range(1, len(players)):
        victim = players[(start_at + offset) % len(players)]
        immune = victim in shielded
        used: list[str] = []
        while True:
            hand = yield Look("hand", victim)
            size = sum(hand["cards"].values()) + hand["unknown"]
            # reading dominion.auslegung.reaktion-je-karte (ln860/ln1076): each reaction card in hand once
            # per attack; one whose trigger repeats (Diplomatin, ln1420) again while its condition holds
            allowed = [tag for tag, trigger in attack_reactions() if _may_react(trigger, tag, hand, size, used)]
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
            reaction = dict(attack_reactions())[card]
            assert reaction.effect is not None
            if (yield from reaction.effect({**args, "player": victim, "card": card, "attacker": attacker})):
                immune = True
        if not immune:
            affected.append(victim)
    return affected


def _may_react(trigger: Trigger, tag: str, hand: dict[str, Any], size: int, used: list[str]) -> bool:
    event = {"hand": size}
    if trigger.when is not None and not trigger.when(None, "", event):  # type: ignore[arg-type]
        return False
    return trigger.repeat or used.count(tag) < hand["cards"].get(tag, 0) + hand["unknown"]


def attack_reactions() -> list[tuple[str, Trigger]]:
    """(card, trigger) of every reaction to an attack from the hand, by card."""
    return [(tag, trigger) for tag, definition in sorted(DEFS.items()) for trigger in definition.triggers
            if trigger.event == "attack" and trigger.zone == "hand"]


@effect("pile-tokens")
def pile_tokens(args: dict[str, Any]) -> Any:
    """A card played from a pile the player's bonus tokens lie on (runner.play_card_frame): the bonus first
    ("erhältst du +1 Karte, sobald du eine Karte, die von diesem Stapel stammt, ausspielst", ln5325 and the
    like), then what hears the play, then the card's effect; returns the card's result."""
    player = args["player"]
    for kind in args["bonus"]:
        if kind == "plus-card":
            yield Draw(player, 1)
        else:
            yield Plus(actions=int(kind == "plus-action"), buys=int(kind == "plus-buy"), coins=int(kind == "plus-coin"))
    if args.get("listeners"):
        yield from run_listeners(args, args["listeners"], args["data"])
    effect_name, effect_args = args["then"]
    return (yield Call(effect_name, effect_args))

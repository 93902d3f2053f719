"""Self-play bots: Big Money, and Big Money with Schmiede (Smithy). Every move goes through `Ruleset.step`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.registry import get_ruleset
from engine.games.dominion import cards
from engine.games.dominion.model import MARKS, PRICES, cost, printed, profile_of
from engine.games.dominion.state import GameState

Bot = Callable[[GameState, list[dict[str, Any]]], dict[str, Any]]


def _find(options: list[dict[str, Any]], move: str, tag: str | None = None) -> dict[str, Any] | None:
    for option in options:
        if option.get("move") == move:
            if tag is None:
                return option
            card = cards.resolve(option.get("card"))
            if card is not None and card.tag == tag:
                return option
    return None


def _index(options: list[dict[str, Any]]) -> dict[tuple[Any, Any], dict[str, Any]]:
    """(move, card name) → the first such option: one pass instead of one scan per wish. The engine names
    an option's card by its German name, which resolves back to that card (test_bots_find_by_german_name)."""
    first: dict[tuple[Any, Any], dict[str, Any]] = {}
    for option in options:
        key = (option.get("move"), option.get("card"))
        if key not in first:
            first[key] = option
    return first


def big_money(state: GameState, options: list[dict[str, Any]], smithies: int = 0) -> dict[str, Any]:
    """Play Smithy if any, play all treasures, buy Province ≥ 8, Gold ≥ 6, (Smithy), Silver ≥ 3."""
    if options and "move" in options[0] and options[0]["move"] == "choose":
        return options[0]  # bots never face choices they care about; take the first offered
    first = _index(options)
    for tag in ("Smithy", "Copper", "Silver", "Gold"):
        if tag == "Smithy" and state.phase != "action":
            continue
        option = first.get(("play", cards.german(tag)))
        if option:
            return option
    wishes = ["Province", "Gold"]
    if smithies and state.cards[state.player].count("Smithy") < smithies:
        wishes.append("Smithy")
    wishes.append("Silver")
    for tag in wishes:
        option = first.get(("buy", cards.german(tag)))
        if option:
            return option
    return _find(options, "end-phase") or options[0]


def smithy_big_money(state: GameState, options: list[dict[str, Any]]) -> dict[str, Any]:
    return big_money(state, options, smithies=1)


def _proposer(smithies: int) -> Callable[[GameState], dict[str, Any] | None]:
    """The `propose` of Big Money with up to `smithies` Schmieden (one function per bot: no wrapper call)."""
    wishes, wishes_smithy = ("Province", "Gold", "Silver"), ("Province", "Gold", "Smithy", "Silver")

    def propose(state: GameState) -> dict[str, Any] | None:
        """The move `big_money` picks among the turn decision's options, read off the state instead of
        from the enumerated options (as pyminion's bots do); None when a decision or chance event is open.
        `self_play` still checks every proposed move; test_dominion_bots pins that both ways agree."""
        if state.task is not None:
            return None
        phase = state.phase
        if phase == "over":
            return None
        player = state.players[state.active]
        cards = state.cards[player]
        hand = cards.hand
        names = _NAMES or _names()
        if phase == "action" and state.actions > 0 and hand.get("Smithy", 0) > 0:
            return {"by": player, "move": "play", "card": names["Smithy"]}
        flags = state.flags
        if not (flags and flags.get("bought")):  # flags are usually empty while treasures are played
            get = hand.get
            if get("Copper", 0) > 0:
                return {"by": player, "move": "play", "card": names["Copper"]}
            if get("Silver", 0) > 0:
                return {"by": player, "move": "play", "card": names["Silver"]}
            if get("Gold", 0) > 0:
                return {"by": player, "move": "play", "card": names["Gold"]}
        if state.buys > 0 and not (cards.tokens and cards.tokens.get("debt")):  # no buying in debt (Empires)
            coins = state.coins
            supply = state.supply
            # `cost` is asked only where a card's cost may differ from its printed one (cards that change
            # costs in the kingdom, or a turn flag that does)
            printed_costs = (state.profile or profile_of(state)).fast and (not flags or flags.keys() <= MARKS)
            for tag in wishes_smithy if smithies else wishes:
                if supply.get(tag, 0) <= 0:
                    continue
                price = (PRICES.get(tag) or printed(tag)) if printed_costs else cost(state, tag)
                if price.coins <= coins and not price.potion and not price.debt:
                    if tag == "Smithy" and cards.count("Smithy") >= smithies:
                        continue  # Schmiede is wished for only while fewer than `smithies` are owned
                    return {"by": player, "move": "buy", "card": names[tag]}
        return {"by": player, "move": "end-phase"}

    return propose


# German name by tag, filled on first use (the card data loads lazily)
_NAMES: dict[str, str] = {}


def _names() -> dict[str, str]:
    _NAMES.update(cards.names_de())
    return _NAMES


big_money.propose = _proposer(0)  # type: ignore[attr-defined]
smithy_big_money.propose = _proposer(1)  # type: ignore[attr-defined]


def self_play(
    bots: dict[str, Bot],
    kingdom: list[str],
    seed: int | str,
    editions: list[str] | None = None,
    max_entries: int = 5000,
    landmarks: list[str] | None = None,
    events: list[str] | None = None,
) -> tuple[dict[str, Any], GameState]:
    """Play a seeded game; returns the record (moves only, the seed deals) and the final state.

    A bot with a `propose(state)` attribute names its turn move itself (None: "ask me with the options");
    otherwise, and whenever a decision or chance event is open, it picks among `pending`'s options.
    Either way every move goes through `step`, which judges it (and carries it out when it proceeds).
    """
    ruleset = get_ruleset("dominion")
    step = ruleset.step
    players = list(bots)
    proposers = [getattr(bots[player], "propose", None) for player in players]  # by turn order, as state.active
    setup = {"editions": editions or ["basis-rgg-2017"], "kingdom": kingdom, "seed": seed}
    if landmarks:  # Empires' Landmarken beside the supply (setup.landmarks)
        setup["landmarks"] = list(landmarks)
    if events:  # Ereignisse beside the supply (setup.events)
        setup["events"] = list(events)
    state = ruleset.setup(players, setup)
    log: list[dict[str, Any]] = []
    append = log.append
    for _ in range(max_entries):
        if state.task is None and state.phase != "over" and (propose := proposers[state.active]) is not None:
            entry = propose(state)
        else:
            entry = None
        if entry is None:
            decision = ruleset.pending(state)
            if decision is None:
                break
            entry = bots[decision.player or players[0]](state, list(decision.options))
        outcome = step(state, entry)
        verdict = outcome.verdict
        if verdict.status != "legal":
            raise AssertionError(f"bot move judged {verdict.status}: {verdict.rule} {entry}")
        state = outcome.state
        append(entry)
    record = {"format": "regelwerk-record/1", "game": "dominion", "players": players, "setup": setup, "log": log}
    return record, state

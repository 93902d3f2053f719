"""Self-play bots: Big Money, and Big Money with Schmiede (Smithy). Every move goes through check/apply."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.registry import get_ruleset
from engine.games.dominion import cards as C
from engine.games.dominion.state import GameState

Bot = Callable[[GameState, list[dict[str, Any]]], dict[str, Any]]


def _find(options: list[dict[str, Any]], move: str, tag: str | None = None) -> dict[str, Any] | None:
    for option in options:
        if option.get("move") == move and (tag is None or C.resolve(option.get("card")) == C.card(tag)):
            return option
    return None


def big_money(state: GameState, options: list[dict[str, Any]], smithies: int = 0) -> dict[str, Any]:
    """Play Smithy if any, play all treasures, buy Province ≥ 8, Gold ≥ 6, (Smithy), Silver ≥ 3."""
    if options and "move" in options[0] and options[0]["move"] == "choose":
        return options[0]  # bots never face choices they care about; take the first offered
    for tag in ("Smithy", "Copper", "Silver", "Gold"):
        if tag == "Smithy" and state.phase != "action":
            continue
        option = _find(options, "play", tag)
        if option:
            return option
    owned = state.cards[state.player].all_cards()
    wishes = ["Province", "Gold"]
    if smithies and owned["Smithy"] < smithies:
        wishes.append("Smithy")
    wishes.append("Silver")
    for tag in wishes:
        option = _find(options, "buy", tag)
        if option:
            return option
    return _find(options, "end-phase") or options[0]


def smithy_big_money(state: GameState, options: list[dict[str, Any]]) -> dict[str, Any]:
    return big_money(state, options, smithies=1)


def self_play(
    bots: dict[str, Bot], kingdom: list[str], seed: int | str, editions: list[str] | None = None, max_entries: int = 5000
) -> tuple[dict[str, Any], GameState]:
    """Play a seeded game; returns the record (moves only, the seed deals) and the final state."""
    ruleset = get_ruleset("dominion")
    players = list(bots)
    setup = {"editions": editions or ["basis-rgg-2017"], "kingdom": kingdom, "seed": seed}
    state = ruleset.setup(players, setup)
    log: list[dict[str, Any]] = []
    while len(log) < max_entries:
        decision = ruleset.pending(state)
        if decision is None:
            break
        entry = bots[decision.player or players[0]](state, list(decision.options))
        verdict = ruleset.check(state, entry)
        if not verdict.is_legal:
            raise AssertionError(f"bot move judged {verdict.status}: {verdict.rule} {entry}")
        state = ruleset.apply(state, entry)
        log.append(entry)
    record = {"format": "regelwerk-record/1", "game": "dominion", "players": players, "setup": setup, "log": log}
    return record, state

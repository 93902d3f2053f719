"""Self-play bots: seeded games through every check, for the corpus, the property tests and the benchmark.

`self_play` plays a seeded game and returns two records of it: the seeded one (moves only: the engine
draws chance from `setup.seed`) and the explicit one (no seed: every die roll, layout and deal an event).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.core.registry import get_ruleset
from engine.core.rng import seeded_rng
from engine.core.step import Chance
from engine.games.burgund import events, hooks, tiles
from engine.games.burgund.state import GameState

Bot = Callable[[GameState, list[dict[str, Any]], random.Random], dict[str, Any]]

_PLACE = {"building": 6, "ship": 5, "animal": 5, "castle": 7, "mine": 4, "monastery": 5}


def random_bot(state: GameState, options: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    return rng.choice(options)


def greedy_bot(state: GameState, options: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    """Prefers placing, then selling big stacks, then taking placeable tiles; buys now and then."""
    def score(option: dict[str, Any]) -> float:
        move = option["move"]
        player = option["by"]
        value = rng.random()
        if state.modules:
            liked = hooks.bot_score(state, option)
            if liked is not None:
                return liked + value
        if move == "place":
            return 10 + _PLACE.get(tiles.kind(option["tile"]), 4) + value if option.get("tile") else value
        if move == "sell":
            sort = option.get("value", option.get("sort"))
            return 4 + 3 * state.goods[player].get(sort, 0) + value if sort else value
        if move in ("take", "pick"):
            if option.get("tile") is None:
                return value
            return 6 - (3 if "discard" in option else 0) + value
        if move == "buy":
            return 3 + value if len(state.storage[player]) < 3 and state.silver[player] > 3 else -1
        if move == "goods":
            return len(option["fields"]) + value
        if move == "workers":
            return 2 + value if state.workers[player] < 3 else value
        return 1 + value  # end
    return max(options, key=score)


def self_play(players: list[str], seed: int, bots: dict[str, Bot] | None = None,
              setup: dict[str, Any] | None = None) -> tuple[dict[str, Any], dict[str, Any], GameState]:
    """(seeded record, explicit record, final state) of a game the bots play."""
    ruleset = get_ruleset("burgund")
    setup = dict(setup or {})
    seeded = {"format": "regelwerk-record/1", "game": "burgund", "players": list(players),
              "setup": {**setup, "seed": seed}, "log": []}
    explicit = {"format": "regelwerk-record/1", "game": "burgund", "players": list(players),
                "setup": dict(setup), "log": []}
    state = ruleset.setup(list(players), {**setup, "seed": seed})
    rng = seeded_rng(seed, "bots")
    bots = bots or {p: greedy_bot for p in players}
    while not state.over:
        if isinstance(state.tasks[-1], Chance):
            event = events.seeded_event(state)
            outcome = ruleset.step(state, event)
            assert outcome.verdict.proceeds, outcome.verdict
            explicit["log"].append(event)
            state = outcome.state
            state.draws += 1
            continue
        decision = ruleset.pending(state)
        assert decision is not None and decision.options
        move = bots[decision.player](state, list(decision.options), rng)  # type: ignore[index]
        outcome = ruleset.step(state, move)
        assert outcome.verdict.proceeds, (move, outcome.verdict)
        seeded["log"].append(move)
        explicit["log"].append(move)
        state = outcome.state
    return seeded, explicit, state

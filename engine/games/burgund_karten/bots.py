"""Self-play: a random-legal bot and a simple greedy bot. Every move goes through `Ruleset.step`.

Self-play needs concrete cards, but the rulebook does not say which die each card shows (gap Q2).
`synthetic_deck` therefore builds a *stand-in* card list (the rulebook's kind counts, dies spread
evenly, VP only where the rulebook gives it); records made with it say so in `setup.note`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.core.registry import get_ruleset
from engine.core.rng import seeded_rng
from engine.games.burgund_karten import cards
from engine.games.burgund_karten.flow import setup_state
from engine.games.burgund_karten.state import GameState

Bot = Callable[[GameState, list[dict[str, Any]], random.Random], dict[str, Any]]
SYNTHETIC_NOTE = "synthetic card list for self-play: kind counts from the rulebook, dies spread evenly (not the printed ones)"


def synthetic_deck(seed: int | str) -> list[str]:
    rng = seeded_rng(seed, "kartenliste")
    deck = []
    for name, count in cards.KIND_COUNTS.items():
        offset = rng.randrange(6)
        deck += [f"{name}/{(offset + i) % 6 + 1}" for i in range(count)]
    return deck


def random_bot(state: GameState, options: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    return rng.choice(options)


def _score(state: GameState, option: dict[str, Any]) -> float:
    move = option.get("move")
    zones = state.zones[option["by"]]
    if move == "action":
        action = option["action"]
        cost = option.get("workers", 0) * 0.6
        if action == "place":
            name = cards.name_of(option["card"])
            kind = cards.kind_of(option["card"])
            group = option.get("group")
            grows = 0.0
            if group != "new" and isinstance(group, int) and group < len(zones.groups):
                grows = 1.5 * len(zones.groups[group].cards)
            return 5 + grows + (1.5 if name == "Burg" else 0) + (0.5 if kind != cards.KLOSTER else 0) - cost
        if action == "take":
            return 3 + (1 if cards.kind_of(option["card"]) in {cards.kind_of(p) for p in zones.projects} else 0) \
                - cost - (1 if "discard" in option else 0)
        if action == "sell":
            return 2 + 1.2 * zones.goods[cards.GOODS_BY_DIE[option["die"]]] - cost
        if action == "convert":
            pay = option["pay"]
            n = pay.get("workers", 0) + pay.get("silver", 0)
            return (n // 3) * 1.4 - (n % 3) - (1.5 if pay.get("silver", 0) > 0 and zones.silver - pay["silver"] < 3 else 0)
        if action == "workers":
            return 1.5 if zones.workers < 2 else -1
        return 1.0  # silver
    if move == "buy":
        return 2.5
    if move == "end-turn":
        return 0.0
    if move == "choose":
        if option.get("card") is None and ("card" in option or "sort" in option) and option.get("sort") is None:
            return -1.0
        if "bonus" in option:
            return {"vp": 3.0, "silver": 1.2, "workers": 1.0, "goods": 1.1, "animals": 1.3}.get(
                next(iter(option["bonus"])), 1.0) * sum(option["bonus"].values())
        if option.get("use") == "action":
            return 2.0
        return 1.0
    return 0.0


def greedy_bot(state: GameState, options: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    best = max(_score(state, o) for o in options)
    return rng.choice([o for o in options if _score(state, o) == best])


def _step(state: GameState, entry: dict[str, Any]) -> GameState:
    """The state after a move the bots rely on being legal (a step consumes `state`)."""
    outcome = get_ruleset("burgund-karten").step(state, entry)
    verdict = outcome.verdict
    if not verdict.proceeds:
        raise AssertionError(f"bot move judged {verdict.status}: {verdict.rule} {verdict.message_en} {entry}")
    return outcome.state


def self_play(players: list[str], seed: int | str, bots: dict[str, Bot] | None = None,
              max_entries: int = 20000) -> tuple[dict[str, Any], GameState]:
    """A seeded game; returns the record (moves only: the seed deals) and the final state."""
    ruleset = get_ruleset("burgund-karten")
    bots = bots or {p: greedy_bot for p in players}
    setup = {"seed": seed, "deck": synthetic_deck(seed), "start_player": players[0], "note": SYNTHETIC_NOTE}
    state = ruleset.setup(players, setup)
    rng = seeded_rng(seed, "bots")
    log: list[dict[str, Any]] = []
    while len(log) < max_entries:
        decision = ruleset.pending(state)
        if decision is None:
            break
        if decision.player is None:
            raise AssertionError(f"seeded game waits for chance: {decision.kind}")
        entry = bots[decision.player](state, list(decision.options), rng)
        state = _step(state, entry)
        log.append(entry)
    record = {"format": "regelwerk-record/1", "game": "burgund-karten", "players": list(players),
              "setup": setup, "log": log}
    return record, state


def explicit_record(record: dict[str, Any], with_deck: bool = True, hidden_deals: bool = False) -> dict[str, Any]:
    """The same seeded game without its seed: every chance outcome written out as `event` entries.

    `with_deck`: keep the card list (the engine then checks every card exactly); `hidden_deals`:
    personal stacks are dealt face down ({"count": 6}) and hand cards surface only when played.
    """
    state = setup_state(list(record["players"]), record["setup"], capture=True)
    setup: dict[str, Any] = {
        "start_player": record["setup"].get("start_player", record["players"][0]),
        "goods": {p: next(iter(z.goods)) for p, z in state.zones.items()},
        "animals": {p: next(iter(z.animals)) for p, z in state.zones.items()},
        "goods_stacks": [list(s) for s in state.goods_stacks],
        "animal_stacks": [list(s) for s in state.animal_stacks],
    }
    if with_deck:
        setup["deck"] = list(record["setup"]["deck"])
    if record["setup"].get("note"):
        setup["note"] = record["setup"]["note"]
    log: list[dict[str, Any]] = []

    def emit(events: list[dict[str, Any]] | None) -> None:
        for event in events or []:
            if hidden_deals and event["event"] == "deal":
                log.append({"event": "deal", "to": event["to"], "count": len(event["cards"])})
            else:
                log.append(event)

    emit(state.events)
    for entry in record["log"]:
        state.events = []
        state = _step(state, entry)
        log.append(entry)
        emit(state.events)
    return {"format": record["format"], "game": record["game"], "players": list(record["players"]),
            "setup": setup, "log": log}

"""Self-play: a random-legal bot and a simple greedy bot. Every move goes through `Ruleset.step`.

Self-play needs a concrete card set, but the rulebook text lost which card carries the swap symbol, which
stack it belongs to, its corner mark, how many copies there are, and the printed VP of the culture tiles.
`synthetic_setup` therefore builds a *stand-in* set-up that obeys everything the rulebook does say (98
action cards at most, S1 identical, S2 different, marks removed by player count, one scoring card in the
stacks of years 2 and 3, goal cards one per stack); records made with it say so in `setup.note`.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.core.registry import get_ruleset
from engine.core.rng import seeded_rng
from engine.games.principato import cards
from engine.games.principato.state import GameState

Bot = Callable[[GameState, list[dict[str, Any]], random.Random], dict[str, Any]]
SYNTHETIC_NOTE = ("stand-in set-up for self-play: card facts (swap symbol, stack, corner mark, copies) and culture "
                  "values are not the printed ones (the rulebook text lost them)")
STACK_SIZE = 30  # stand-in: 90 year cards in three equal stacks


def synthetic_setup(players: list[str], seed: int | str) -> dict[str, Any]:
    rng = seeded_rng(seed, "aufbau")
    effects = list(cards.EFFECTS)
    swap = {e: rng.random() < 0.5 for e in effects}
    facts: dict[str, dict[str, Any]] = {}
    s1 = rng.choice(effects)
    s2 = rng.sample([e for e in effects if e != s1], 4)
    start_cards: dict[str, dict[str, str]] = {}
    for index in range(4):
        facts[f"S1-{index + 1}"] = {"effect": s1, "swap": False}
        facts[f"S2-{index + 1}"] = {"effect": s2[index], "swap": swap[s2[index]]}
    for index, player in enumerate(players):
        start_cards[player] = {"S1": f"S1-{index + 1}", "S2": f"S2-{index + 1}"}
    n = len(players)
    stacks: dict[str, list[str]] = {}
    for year in cards.STACKS:
        pile = []
        for index in range(STACK_SIZE):
            effect = effects[(index + int(year) * 5) % len(effects)]
            mark = None if index < 20 else (3 if index < 25 else 4)
            card = f"J{year}-{index + 1:02d}"
            facts[card] = {"effect": effect, "swap": swap[effect], "mark": mark}
            if mark not in cards.REMOVED_MARKS[n]:
                pile.append(card)
        if year in cards.SCORING_YEARS:
            pile.append(cards.SCORING_CARD)
        rng.shuffle(pile)
        stacks[year] = pile
    # ln111: the unused start cards go back into the box
    used = {c for p in players for c in start_cards[p].values()} | {c for s in stacks.values() for c in s}
    facts = {card: f for card, f in facts.items() if card in used}
    ones = rng.sample([g for g, goal in cards.GOALS.items() if goal.stack == 1], n)
    twos = rng.sample([g for g, goal in cards.GOALS.items() if goal.stack == 2], n)
    culture = {kind: [1 + i % 5 for i in range(15)] for kind in cards.CULTURE}
    return {"start_player": players[0], "cards": facts, "start_cards": start_cards, "stacks": stacks,
            "goals": {p: [ones[i], twos[i]] for i, p in enumerate(players)}, "culture": culture,
            "note": SYNTHETIC_NOTE}


def random_bot(state: GameState, options: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    return rng.choice(options)


_KIND_VALUE = {"culture": 3.0, "build": 2.0, "per-tile": 1.5, "cubes": 1.5, "pick": 1.2, "units": 0.8}


def _card_value(state: GameState, card: str) -> float:
    return _KIND_VALUE[cards.EFFECTS[state.cards[card]["effect"]].kind]


def _score(state: GameState, option: dict[str, Any]) -> float:
    move = option["move"]
    zone = state.principalities[option["by"]]
    swap = 0.0
    if "take" in option:
        swap = 0.5 * (_card_value(state, option["take"]) - _card_value(state, option["card"]))
    if move == "activate":
        effect = cards.EFFECTS[state.cards[option["card"]]["effect"]]
        spent = sum(option.get("pay", {}).values()) + 0.5 * option.get("pay", {}).get("gunst", 0)
        gained = sum(option.get("gain", {}).values())
        if effect.kind == "culture":
            return swap + 6 + option.get("vp", 2) - 0.3 * spent
        if effect.kind == "build":
            tiles = 2 if option.get("option") == 2 else 1
            return swap + 2.5 * tiles - 0.4 * spent
        if effect.kind == "units":
            unit = effect.tile
            backing = sum(zone.cubes[c] for c in cards.UNIT_CUBES[unit]) - zone.free(unit)
            count = option["count"]
            return swap + (2.0 if count <= backing else -2.0 * (count - backing)) + 0.1 * min(count, backing)
        return swap + 1 + gained
    if move == "favour":
        return 0.8 * option["gain"]["gunst"]
    if move == "supply":
        return 3.0
    if move == "swap":
        return swap
    if move == "discard":
        free = zone.free("condottiere") + zone.free("miliz")
        return 0.5 * min(option["condottiere"] + option["miliz"], free) - 0.5 * max(0, option["condottiere"] + option["miliz"] - free)
    return 0.0  # end


def greedy_bot(state: GameState, options: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    best = max(_score(state, o) for o in options)
    return rng.choice([o for o in options if _score(state, o) == best])


def self_play(players: list[str], seed: int | str, bots: dict[str, Bot] | None = None,
              max_entries: int = 20000) -> tuple[dict[str, Any], GameState]:
    """A game on a stand-in set-up; returns the record and the final state."""
    ruleset = get_ruleset("principato")
    bots = bots or {p: greedy_bot for p in players}
    setup = synthetic_setup(players, seed)
    state = ruleset.setup(players, setup)
    rng = seeded_rng(seed, "bots")
    log: list[dict[str, Any]] = []
    while len(log) < max_entries:
        decision = ruleset.pending(state)
        if decision is None:
            break
        entry = bots[decision.player](state, list(decision.options), rng)
        outcome = ruleset.step(state, entry)
        if not outcome.verdict.proceeds:
            raise AssertionError(f"bot move judged {outcome.verdict.status}: {outcome.verdict.rule} {entry}")
        state = outcome.state
        log.append(entry)
    record = {"format": "regelwerk-record/1", "game": "principato", "players": list(players), "setup": setup,
              "log": log}
    return record, state

"""Helpers for dynasties tests: a stand-in set-up, positions reshaped by hand, entries run through the engine."""

import copy

from engine.core import get_ruleset
from engine.core.rng import seeded_rng
from engine.games.dynasties import board
from engine.games.dynasties import tasks as open_tasks
from engine.games.dynasties.bots import chance_event, synthetic_setup
from engine.games.dynasties.state import GameState

RS = get_ruleset("dynasties")
NAMES = ["Blau", "Rot", "Gelb", "Gruen", "Orange"]


def setup(n: int = 4, seed: int = 1, **extra) -> dict:
    data = synthetic_setup(NAMES[:n], seed)
    data.update(extra)
    return data


def record(n: int = 4, log=(), **kw) -> dict:
    return {"format": "regelwerk-record/1", "game": "dynasties", "players": NAMES[:n], "setup": setup(n, **kw),
            "log": list(log)}


def started(n: int = 4, seed: int = 1, **kw) -> GameState:
    """The state at the first turn: the set-up's chance (deals, ships, layout) dealt at random."""
    state = RS.setup(NAMES[:n], setup(n, seed, **kw))
    rng = seeded_rng(seed, "test")
    while state.task is not None and state.task.to_json()["task"] == "chance":
        state = RS.apply(state, chance_event(state, rng))
    return state


def city(state: GameState, name: str, **facts) -> GameState:
    """A copy where the set-up's city `name` has these facts (a new city in play when it was not there)."""
    new = state.copy()
    new.facts = copy.deepcopy(new.facts)
    base = {"country": "france", "symbol": "punkte", "fuerst": 1, "fuerstin": 2, "large": "fuerstin"}
    new.facts["cities"][name] = {**base, **new.facts["cities"].get(name, {}), **facts}
    new.cities.setdefault(name, {"fuerst": None, "fuerstin": None, "kind": None, "books": []})
    return new


def goods(state: GameState, player: str, **counts) -> GameState:
    """A copy where the player holds exactly these goods (the rest back in the bag)."""
    new = state.copy()
    mine = new.zones[player]["goods"]
    for good in board.GOODS:
        new.bag[good] += mine[good]
        mine[good] = 0
    for good, n in counts.items():
        new.bag[good] -= n
        mine[good] = n
    return new


def hand(state: GameState, player: str, card: str, actions, special=None) -> GameState:
    """A copy where the player holds `card` with these facts."""
    new = state.copy()
    new.facts = copy.deepcopy(new.facts)
    new.facts["cards"][card] = {"actions": list(actions), "special": special}
    new.zones[player]["hand"].append(card)
    return new


def turn_of(state: GameState, player: str) -> GameState:
    new = state.copy()
    new.seat = new.players.index(player)
    new.task = open_tasks.choice("turn", player)
    return new


def run(state: GameState, *entries) -> GameState:
    for entry in entries:
        outcome = RS.step(state.copy(), entry)
        assert outcome.verdict.proceeds, (entry, outcome.verdict)
        state = outcome.state
    return state


def step(state: GameState, entry):
    return RS.step(state.copy(), entry)

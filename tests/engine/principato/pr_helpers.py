"""Helpers for principato tests: a plain set-up, positions reshaped by hand, entries run through the engine."""

from engine.core import get_ruleset
from engine.games.principato import cards
from engine.games.principato.state import GameState

RS = get_ruleset("principato")
NAMES = ["Anna", "Ben", "Clara", "Dirk"]
S2_EFFECTS = ["drei-geld", "drei-nahrung", "zwei-steine", "geld-je-palazzo"]


def base_setup(n: int = 2, sizes=(12, 8, 8), scoring=(3, 3), **extra) -> dict:
    """A set-up that obeys the rulebook: year cards J<year>-<i> (three food, no swap symbol); the scoring
    cards of years 2 and 3 at the given index of their stacks."""
    players = NAMES[:n]
    facts = {}
    start = {}
    for i, player in enumerate(players):
        facts[f"S1-{i}"] = {"effect": "drei-geld", "swap": False}
        facts[f"S2-{i}"] = {"effect": S2_EFFECTS[i], "swap": False}
        start[player] = {"S1": f"S1-{i}", "S2": f"S2-{i}"}
    stacks = {}
    for year, size in zip(cards.STACKS, sizes, strict=True):
        ids = [f"J{year}-{i}" for i in range(size)]
        for card in ids:
            facts[card] = {"effect": "drei-nahrung", "swap": False}
        if year != "1":
            ids.insert(scoring[int(year) - 2], cards.SCORING_CARD)
        stacks[year] = ids
    goals = {p: [g1, g2] for p, g1, g2 in zip(players, ["bollwerk", "fruchtbares-land", "stadtrecht", "waffenschmiede"],
                                               ["kapelle", "palast", "rathaus", "villa"], strict=False)}
    setup = {"start_player": players[0], "cards": facts, "start_cards": start, "stacks": stacks, "goals": goals,
             "culture": {k: [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5] for k in cards.CULTURE}}
    setup.update(extra)
    return setup


def record(n: int = 2, log=(), **kw) -> dict:
    return {"format": "regelwerk-record/1", "game": "principato", "players": NAMES[:n], "setup": base_setup(n, **kw),
            "log": list(log)}


def game(n: int = 2, **kw) -> GameState:
    return RS.setup(NAMES[:n], base_setup(n, **kw))


def give(state: GameState, player: str, card: str, effect: str, swap: bool = False, slot: int = 0) -> GameState:
    """A copy where `player` holds a card with these facts in hand slot `slot`."""
    new = state.copy()
    new.cards = {**new.cards, card: {"effect": effect, "swap": swap}}
    new.principalities[player].hand[slot] = card
    return new


def shape(state: GameState, player: str, **fields) -> GameState:
    """A copy with the player's principality fields updated (tiles, cubes, units: merged dicts)."""
    new = state.copy()
    zone = new.principalities[player]
    for key, value in fields.items():
        if isinstance(value, dict) and isinstance(getattr(zone, key), dict):
            getattr(zone, key).update(value)
        else:
            setattr(zone, key, value)
    return new


def run(state: GameState, *entries) -> GameState:
    for entry in entries:
        outcome = RS.step(state.copy(), entry)
        assert outcome.verdict.proceeds, (entry, outcome.verdict)
        state = outcome.state
    return state


def check(state: GameState, entry):
    return RS.check(state, entry)


def finish_turn(state: GameState) -> GameState:
    return run(state, {"by": state.task.player, "move": "end"})

"""Self-play: a random-legal bot and a simple greedy bot, and a stand-in for chance. Every entry goes through
`Ruleset.step`.

Self-play needs a concrete board, card set and Beiblatt, but the rulebook text lost them. `synthetic_setup`
builds a *stand-in* set-up that obeys everything the rulebook does say (cities per country, one book city each,
the dearer field the larger, 34 cards with 3 of each special class, jokers with all 4 actions, 8 personalities,
slot costs 0-2 with the rightmost free, pass fields 3 and 2 ...); its city names, costs, card actions, board
values and dice faces are invented stand-ins, and records made with it say so in `setup.note`. The outcomes of
Beiblatt effects the bots state are random small gains: the engine marks each of them unverifiable.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from engine.core.pile import Pile
from engine.core.registry import get_ruleset
from engine.core.rng import seeded_rng
from engine.games.dynasties import board
from engine.games.dynasties.setup_check import CITIES_PER_COUNTRY
from engine.games.dynasties.state import GameState

Bot = Callable[[GameState, list[dict[str, Any]], random.Random], dict[str, Any]]
SYNTHETIC_NOTE = ("stand-in set-up for self-play: city names, symbols and costs, the cards' actions, the "
                  "personalities' slot costs, pass fields 3-4, bonus fields, country boards and dice faces are not "
                  "the printed ones (the rulebook text lost them)")
_PAIRS = [("handel", "fuerst"), ("handel", "fuerstin"), ("fuerst", "persoenlichkeit"),
          ("fuerstin", "persoenlichkeit"), ("handel", "persoenlichkeit"), ("fuerst", "fuerstin")]
JOKERS = 2  # stand-in: the text does not give the number of jokers


def synthetic_setup(players: list[str], seed: int | str) -> dict[str, Any]:
    rng = seeded_rng(seed, "aufbau")
    cities: dict[str, dict[str, Any]] = {}
    for country in board.COUNTRIES:
        for index in range(CITIES_PER_COUNTRY[country] + 1):
            extra = index == CITIES_PER_COUNTRY[country]
            symbol = "buch" if index == 0 else rng.choice(["punkte", "anker", "krone", "punkte", "anker"])
            small, large = rng.randint(1, 2), rng.randint(2, 3)
            role = rng.choice(board.ROLES)
            other = "fuerstin" if role == "fuerst" else "fuerst"
            cities[f"{country[:3].capitalize()}-{index + 1}"] = {"country": country, "symbol": symbol, role: large,
                                                                 other: small, "large": role, "extra": extra}
    names = sorted(cities)
    cards: dict[str, dict[str, Any]] = {}
    specials = ["persoenlichkeit"] * 3 + ["handel"] * 3 + ["passen"] * 3
    for index in range(board.ACTION_CARDS):
        card = f"K{index + 1:02d}"
        if index < JOKERS:
            cards[card] = {"actions": list(board.BASIC_ACTIONS), "special": None}
            continue
        actions = list(_PAIRS[index % len(_PAIRS)])
        kind = specials[index - JOKERS] if index - JOKERS < len(specials) else "stadt"
        special: dict[str, Any] = {"kind": kind}
        if kind == "stadt":
            special = {"kind": "stadt", "city": names[index % len(names)], "gold": 1}
        cards[card] = {"actions": actions, "special": special}
    tiles = [t for t, n in board.BOOK_TILES.items() for _ in range(n)]
    rng.shuffle(tiles)
    places = sorted(n for n, c in cities.items() if c["symbol"] == "buch" and not c["extra"])
    book_tiles = {place: [tiles.pop(), tiles.pop()] for place in [*places, board.FREE_BOOK_CITY, "box"]}
    return {
        "banker": players[0], "cities": cities, "cards": cards,
        "personalities": ["Francis-Drake", "Leonardo", *(f"Person-{i}" for i in range(3, 9))],
        "leonardo": "Leonardo", "slot_costs": [2, 1, 2, 1, 1, 0], "pass_costs": [3, 2, 1, 1],
        "bonus_fields": [board.BONUS_TIP, "bonus-a", "bonus-b", "bonus-c"],
        "boards": {c: {"first": 10, "second": 6, "crown": 8} for c in board.COUNTRIES},
        "book_tiles": book_tiles, "dice": [["A", "B", "C", "D", "E", "F"]] * board.DICE, "note": SYNTHETIC_NOTE,
    }


def chance_event(state: GameState, rng: random.Random) -> dict[str, Any]:
    """A random outcome of the chance now due (the banker, the bag, the dice)."""
    task = state.task
    assert task is not None and not hasattr(task, "kind")
    to = {} if task.player is None else {"to": task.player}
    if task.need == "deal":
        pile = Pile.from_json(state.deck)
        pool = list(pile.top) + sorted(pile.pool.elements())
        cards = []
        discard = sorted(state.discard)
        for _ in range(task.count):
            if not pool:
                pool, discard = discard, []
            cards.append(pool.pop(rng.randrange(len(pool))))
        return {"event": "deal", **to, "cards": cards}
    if task.need == "draw":
        bag = [g for g in board.GOODS for _ in range(state.bag[g])]
        return {"event": "draw", **to, "goods": rng.sample(bag, task.count)}
    if task.need == "roll":
        return {"event": "roll", "dice": [rng.choice(faces) for faces in state.facts["dice"]]}
    shown = list(state.facts["personalities"])
    rng.shuffle(shown)
    return {"event": "auslage", "personalities": shown}


def outcome(state: GameState, option: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A small random gain for a Beiblatt effect (stand-in: nobody knows the real ones)."""
    entry = dict(option)
    if entry["move"] == "wertung":
        if entry["cards"]:
            entry["vp"] = rng.randint(0, 3 * entry["cards"])
        return entry
    if entry["move"] not in ("wirkung", "buch"):
        return entry
    entry["vp"] = rng.randint(0, 3)
    bag = [g for g in board.GOODS for _ in range(state.bag[g])]
    if bag and rng.random() < 0.4:
        entry["goods"] = [rng.choice(bag)]
    country = rng.choice(board.COUNTRIES)
    held = sum(z["wappen"][country] for z in state.zones.values())
    if rng.random() < 0.3 and held < board.WAPPEN_PER_COUNTRY:
        entry["wappen"] = {country: 1}
    task = state.task
    city = getattr(task, "data", {}).get("city")
    if city and state.cities[city]["kind"] is None and state.zones[entry["by"]]["supply"] and rng.random() < 0.3:
        entry["kind"] = city
    if state.yellow and rng.random() < 0.15:
        entry["wertungskarten"] = 1
    return entry


def random_bot(state: GameState, options: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    passes = [o for o in options if o["move"] == "passen"]
    others = [o for o in options if o["move"] != "passen"]
    if others and passes and rng.random() < 0.85:  # keep random games from passing at once
        return rng.choice(others)
    return rng.choice(options)


def _score(state: GameState, option: dict[str, Any]) -> float:
    move = option["move"]
    zone = state.zones[option["by"]]
    spent = sum((option.get("pay") or {}).values())
    if move == "play":
        action = option["action"]
        if action in board.ROLES or option.get("city"):
            city = option["city"]
            here = state.cities[city]
            facts = state.facts["cities"][city]
            marriage = any(here[r] is not None for r in board.ROLES)
            return 5 + (3 if marriage else 0) + (2 if facts["symbol"] == "punkte" else 1) - 0.5 * spent
        if action == "handel" or "ship" in option:
            ship = state.ships[option["ship"]]
            return 3.5 + (1.5 if ship["large"] and ship["large"] != option["by"] else 0) - 0.3 * spent
        if action in ("persoenlichkeit", "sonder"):
            return 3 - 0.5 * spent
    if move == "aussetzen":
        return 1.0
    if move == "passen":
        return 0.5 if zone["hand"] else 10 - (5 if option["field"] != "lang" else 0)
    if move == "waehlen":
        return float(len(option["group"]))
    if move == "bonus":
        return 0.0 if option["field"] is None else 1.0
    if move == "kloster":
        return float(len(option["cities"]))
    if move == "wertung":
        return -float(option["cards"])
    return 0.0


def greedy_bot(state: GameState, options: list[dict[str, Any]], rng: random.Random) -> dict[str, Any]:
    best = max(_score(state, o) for o in options)
    return rng.choice([o for o in options if _score(state, o) == best])


def self_play(players: list[str], seed: int | str, bots: dict[str, Bot] | None = None,
              max_entries: int = 20000) -> tuple[dict[str, Any], GameState]:
    """A game on a stand-in set-up; returns the record (moves and chance events) and the final state."""
    ruleset = get_ruleset("dynasties")
    bots = bots or {p: greedy_bot for p in players}
    setup = synthetic_setup(players, seed)
    state = ruleset.setup(players, setup)
    rng = seeded_rng(seed, "bots")
    log: list[dict[str, Any]] = []
    while len(log) < max_entries:
        decision = ruleset.pending(state)
        if decision is None:
            break
        if decision.player is None:
            entry = chance_event(state, rng)
        else:
            entry = outcome(state, bots[decision.player](state, list(decision.options), rng), rng)
        result = ruleset.step(state, entry)
        if not result.verdict.proceeds:
            raise AssertionError(f"bot entry judged {result.verdict.status}: {result.verdict.rule} {entry}")
        state = result.state
        log.append(entry)
    record = {"format": "regelwerk-record/1", "game": "dynasties", "players": list(players), "setup": setup,
              "log": log}
    return record, state


def counts(record: dict[str, Any]) -> Counter[str]:
    """How many entries of each verdict a replay gives (checked vs. taken on trust)."""
    from engine.core.replay import replay

    report = replay(record)
    return Counter(verdict.status for _, verdict in report.results)

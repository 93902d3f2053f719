"""Tests in both directions, over random kingdoms drawn from every implemented card (all boxes, 2–4 players,
seeded and unseeded):

- completeness: every entry that `check` finds legal is one of the options `pending` offers (the offered
  options are legal: test_dominion_options_legal);
- corruption that changes what an entry means: an entry replaced by another entry that is legal at the
  same place (another card played, bought or chosen, another phase end, another card drawn) leads to
  another position, and the replay judges the rest of the record from that position: it reports it at or
  after that entry, or goes on from there (a replay that ignored the entry would not).
"""

import json
import random
from itertools import combinations

from dominion_helpers import RS, implemented_editions, implemented_pool, random_events
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import replay
from engine.games.dominion import cards

EDITIONS = implemented_editions()
NAMES = sorted({cards.german(tag) for tag in cards.card_table()})


def random_game(seed: int, steps: int, seeded: bool | None = None):
    """A random legal game: (record, states before each entry)."""
    rng = random.Random(seed)
    editions = sorted(rng.sample(EDITIONS, rng.randint(1, len(EDITIONS))))
    pool = implemented_pool(editions)
    while len(pool) < 10:
        editions = sorted(set(editions) | {rng.choice(EDITIONS)})
        pool = implemented_pool(editions)
    kingdom = rng.sample(pool, 10)
    players = [f"P{i}" for i in range(rng.randint(2, 4))]
    setup = {"editions": editions, "kingdom": [cards.german(tag) for tag in kingdom]}
    if seeded if seeded is not None else rng.random() < 0.6:
        setup["seed"] = seed
    if rng.random() < 0.3:
        setup["extras"] = ["Platin", "Kolonie"]
    if random_events(seed, editions):  # Ereignisse (0-2 of the implemented ones)
        setup["events"] = random_events(seed, editions)
    state = RS.setup(players, setup)
    log, states = [], []
    for _ in range(steps):
        decision = RS.pending(state)
        if decision is None:
            break
        options = list(decision.options)
        plays = [o for o in options if o.get("move") in ("play", "buy", "choose")]
        entry = rng.choice(plays if plays and rng.random() < 0.7 else options)
        states.append(RS.copy_state(state))
        state = RS.apply(state, entry)
        log.append(entry)
    record = {"format": "regelwerk-record/1", "game": "dominion", "players": players, "setup": setup, "log": log}
    return record, states


def _key(entry):
    """An entry as a comparable value: chosen cards and options as multisets (their order says nothing)."""
    entry = dict(entry)
    for field in ("cards", "options"):
        if isinstance(entry.get(field), list):
            entry[field] = sorted(entry[field])
    return json.dumps(entry, sort_keys=True, ensure_ascii=False)


def candidates(state, rng):
    """Entries that might be legal here: every move of the turn with every card name, and for a decision
    every answer of up to `most` of its candidate cards (or named options), besides a few random ones."""
    task = RS.task(state)
    if task is None:
        return []
    player = task.player
    if not task.__class__.__name__ == "Choice":  # chance: every single card, every count
        found = [{"by": player, "event": "shuffle"}]
        for need in ("draw", "reveal"):
            found += [{"by": player, "event": need, "count": n} for n in range(1, 4)]
            found += [{"by": player, "event": need, "cards": [name]} for name in NAMES]
        return found
    if task.is_turn:
        found = [{"by": player, "move": move} for move in ("end-phase", "end-turn")]
        for name in NAMES:
            found.append({"by": player, "move": "play", "card": name})
            found.append({"by": player, "move": "buy", "card": name})
        found += [{"by": player, "move": "repay", "count": n} for n in range(1, 4)]  # Schulden (Empires)
        return found
    data = task.data
    if data["source"] == "options":
        items = sorted(data["candidates"])
        found = []
        for size in range(0, min(data["most"], len(items)) + 1):
            for combo in combinations(items, size):
                found.append({"by": player, "move": "choose", "options": list(combo)})
        return found
    items = [tag for tag, n in sorted(data["candidates"].items()) for _ in range(n)]
    items += [tag for tag in data["possible"] for _ in range(min(data["unknown"], 2))]
    if data["source"] == "named":
        items = sorted(data["candidates"])
    found, seen = [], set()
    for size in range(0, min(data["most"], 3, len(items)) + 1):
        for combo in combinations(items, size):
            if combo not in seen:
                seen.add(combo)
                found.append({"by": player, "move": "choose", "cards": [cards.german(t) for t in combo]})
    for _ in range(5):  # and some answers naming random cards
        found.append({"by": player, "move": "choose", "cards": [rng.choice(NAMES)]})
    return found


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 1_000_000))
def test_every_legal_entry_is_offered(seed):
    rng = random.Random(seed)
    record, states = random_game(seed, 120)
    for state in states[::5]:
        decision = RS.pending(state)
        if decision.truncated or _unseen(state, decision.player):
            continue
        offered = {_key(option) for option in decision.options}
        for entry in candidates(state, rng):
            if RS.check(state, entry).is_legal:
                assert _key(entry) in offered or _covered(state, entry, decision.options), (entry, record["setup"])


def _unseen(state, player):
    """Whether the deciding player holds cards the record has not shown (an unseeded game's hidden draws).
    Their plays and choices are legal when the unseen cards can be those cards, but the options list what
    is known (format.md: "Angebotene Züge bleiben für Handkarten unverändert"); such positions are left out."""
    if player is None:
        return False
    owned = state.cards[player]
    return bool(owned.hand_unknown or owned.revealed_unknown or owned.discard_unknown)


def _covered(state, entry, options):
    """An entry not offered word for word is covered by an offered one that means the same: it leads to the
    very same position ("end-turn" in the buy phase is "end-phase"). And a chance event of fewer cards than
    the job still needs is the first part of an offered one: the options of chance are its one-step answers
    (a named card, or all the unseen cards due); k unseen cards are the offered n split in two."""
    if "event" in entry and "count" in entry:
        return any(o.get("event") == entry["event"] and o.get("count", 0) >= entry["count"] for o in options)
    after = _dump(RS.apply(RS.copy_state(state), entry))
    return any(_dump(RS.apply(RS.copy_state(state), o)) == after for o in options)


def _refines(one, other):
    """Two chance events of which one names cards the other leaves unseen: the same event, seen better."""
    return "event" in one and "event" in other and ("count" in one) != ("count" in other)


def _dump(state):
    return json.dumps(RS.state_to_json(state), sort_keys=True)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 1_000_000), st.integers(0, 10_000))
def test_an_entry_that_means_something_else_is_judged_from_where_it_leads(seed, where):
    record, states = random_game(seed, 150)
    log = record["log"]
    rng = random.Random(where)
    indexes = list(range(len(log)))
    rng.shuffle(indexes)
    for index in indexes:
        state = states[index]
        others = [o for o in RS.legal_moves(state) if _key(o) != _key(log[index]) and not _refines(o, log[index])]
        if others:
            break
    else:
        return
    other = rng.choice(others)
    # another meaning: the engine tells the two apart in the position right after the entry ...
    meant = RS.apply(RS.copy_state(state), other)
    assert _dump(meant) != _dump(RS.apply(RS.copy_state(state), log[index]))
    original = replay(record)
    corrupted = replay({**record, "log": log[:index] + [other] + log[index + 1:]}, keep_states=True)
    assert original.status in ("legal", "unverifiable")
    # ... and the replay goes on from the other position: it judges the rest of the record against it
    assert json.dumps(corrupted.states[index + 1], sort_keys=True) == _dump(meant)
    refused = [p for p in corrupted.problems if p.verdict in ("illegal", "inconsistent")]
    if refused:
        assert refused[0].index >= index

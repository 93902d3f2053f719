"""Property tests over every implemented kingdom card: random kingdoms and editions, 2–6 players.

Random legal play (options of the pending decision) is never judged illegal, and a replay of the record
agrees; a corrupted entry is reported, or is provably legal where it stands.
"""

import random

from dominion_helpers import RS, implemented_editions, implemented_pool, random_events, random_landmarks
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import replay
from engine.games.dominion import cards
from engine.games.dominion.effects import IMPLEMENTED_CARDS

EDITIONS = implemented_editions()
KINGDOM_CARDS = sorted(tag for tag, card in cards.card_table().items() if card.is_kingdom)


def test_every_kingdom_card_of_the_implemented_boxes_is_implemented():
    # both editions of each box, removed and added cards included; the promos: all but Schwarzmarkt and the later ones
    boxes = {"basis": 32, "intrige": 32, "seaside": 26, "alchemisten": 12, "bluetezeit": 25, "reiche-ernte": 13,
             "hinterland": 26, "gilden": 13}
    for box, count in boxes.items():
        tags = {tag for edition, info in cards.EDITIONS.items() if info["box"] == box
                for tag in cards.kingdom_cards(edition)}
        assert len(tags) == count and tags <= IMPLEMENTED_CARDS, (box, sorted(tags - IMPLEMENTED_CARDS))


def test_unsupported_names_exactly_the_cards_not_implemented():
    for edition in cards.EDITIONS:
        kingdom = cards.kingdom_cards(edition)
        for start in range(0, len(kingdom), 10):
            names = [cards.german(tag) for tag in (kingdom * 2)[start:start + 10]]
            missing = RS.unsupported(["A", "B"], {"editions": [edition], "kingdom": names})
            expected = [cards.german(tag) for tag in (kingdom * 2)[start:start + 10] if tag not in IMPLEMENTED_CARDS]
            assert missing == expected, edition


def random_record(seed: int, steps: int):
    rng = random.Random(seed)
    editions = sorted(rng.sample(EDITIONS, rng.randint(2, 6)))
    pool = implemented_pool(editions)
    kingdom = rng.sample(pool, 10)
    players = [f"P{i}" for i in range(rng.randint(2, 6))]
    setup = {"editions": editions, "kingdom": [cards.german(tag) for tag in kingdom], "seed": seed}
    if random_landmarks(seed, editions):  # Empires' Landmarken (0-2 of the implemented ones)
        setup["landmarks"] = random_landmarks(seed, editions)
    if random_events(seed, editions):  # Ereignisse (0-2 of the implemented ones)
        setup["events"] = random_events(seed, editions)
    state = RS.setup(players, setup)
    log = []
    for _ in range(steps):
        decision = RS.pending(state)
        if decision is None:
            break
        options = list(decision.options)
        plays = [o for o in options if o.get("move") in ("play", "buy")]
        entry = rng.choice(plays if plays and rng.random() < 0.7 else options)
        verdict = RS.check(state, entry)
        assert verdict.is_legal, (entry, verdict, kingdom)
        state = RS.apply(state, entry)
        log.append(entry)
    return {"format": "regelwerk-record/1", "game": "dominion", "players": players, "setup": setup, "log": log}


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 100_000))
def test_random_legal_play_over_all_cards_is_never_illegal(seed):
    record = random_record(seed, 300)
    assert replay(record).status == "legal"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 100_000), st.integers(0, 10_000), st.sampled_from(KINGDOM_CARDS + ["Province", "Gold"]))
def test_corrupted_entry_is_reported_or_provably_legal(seed, where, card):
    record = random_record(seed, 150)
    log = record["log"]
    index = where % len(log)
    corrupted = dict(log[index])
    if corrupted.get("move") == "choose" and "cards" in corrupted:
        corrupted["cards"] = [cards.german(card)] + corrupted["cards"][1:]
    elif "options" in corrupted:
        corrupted["options"] = ["falsch"]
    else:
        corrupted = {"by": corrupted.get("by"), "move": "buy", "card": cards.german(card)}
    report = replay({**record, "log": log[:index] + [corrupted] + log[index + 1:]})
    if report.status == "legal":
        prefix = replay({**record, "log": log[:index]})
        assert RS.check(prefix.final_state, corrupted).is_legal
    else:
        assert report.problems and report.problems[0].index >= index

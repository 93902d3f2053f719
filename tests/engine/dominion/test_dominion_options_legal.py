"""Every option the engine offers passes `check`: legal_moves(state) are judged legal or unverifiable.

Random games over all kingdom cards and editions, seeded (the seed deals) and unseeded (chance is a
random one of the offered events, so hands hold unseen cards and choices must respect what the hidden
pool can still hold).
"""

import random

from dominion_helpers import RS, implemented_editions, implemented_pool, random_events, random_landmarks
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.core.decision import Decision
from engine.games.dominion import cards

EDITIONS = implemented_editions()
PROCEEDS = ("legal", "unverifiable")


def _game(seed: int, seeded: bool):
    rng = random.Random(seed)
    editions = sorted(rng.sample(EDITIONS, rng.randint(2, 6)))
    pool = implemented_pool(editions)
    # half the games with Hexe and Kapelle: curses among unseen hand cards, and a choice of up to 4 of them
    must = ["Witch", "Chapel"] if rng.random() < 0.5 else []
    kingdom = must + rng.sample([tag for tag in pool if tag not in must], 10 - len(must))
    players = [f"P{i}" for i in range(rng.randint(2, 4))]
    setup = {"editions": editions, "kingdom": [cards.german(tag) for tag in kingdom]}
    if random_landmarks(seed, editions):  # Empires' Landmarken (0-2 of the implemented ones)
        setup["landmarks"] = random_landmarks(seed, editions)
    if random_events(seed, editions):  # Ereignisse (0-2 of the implemented ones)
        setup["events"] = random_events(seed, editions)
    if seeded:
        setup["seed"] = seed
    return rng, players, setup


def _every_option_passes_check(seed: int, seeded: bool, steps: int) -> int:
    rng, players, setup = _game(seed, seeded)
    state = RS.setup(players, setup)
    checked = 0
    for _ in range(steps):
        options = RS.legal_moves(state)
        if not options:
            break
        for option in options:
            verdict = RS.check(state, option)
            assert verdict.status in PROCEEDS, (option, verdict.status, verdict.rule, verdict.message_en, setup)
            checked += 1
        plays = [o for o in options if o.get("move") in ("play", "buy")]
        entry = rng.choice(plays if plays and rng.random() < 0.7 else options)
        state = RS.apply(state, entry)
    return checked


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 1_000_000), st.booleans())
@example(24, False)  # offered choose [Fluch, Fluch, Fluch] with one Fluch the unseen cards could be
@example(32, False)  # offered choose [Anwesen ×4] with fewer Anwesen left in the pool
def test_every_offered_option_is_legal_or_unverifiable(seed, seeded):
    assert _every_option_passes_check(seed, seeded, 250) > 0


def test_unseen_hand_offers_no_more_copies_than_the_pool_holds():
    # Kapelle with 5 unseen hand cards and one Fluch among the cards they can be: at most one Fluch
    setup = {"editions": ["basis-rgg-2017"], "kingdom": [cards.german(t) for t in (
        "Chapel", "Village", "Smithy", "Market", "Laboratory", "Festival", "Moat", "Cellar", "Workshop", "Witch")]}
    state = RS.setup(["Anna", "Ben"], setup)
    assert state.task.need == "draw"
    for player in ("Anna", "Ben"):  # the opening hands, unseen
        state = RS.apply(state, {"by": player, "event": "draw", "count": 5})
    state = state.copy()  # edited by hand below: a Fluch among the cards her unseen ones can be
    owned = state.cards["Anna"]
    assert owned.hand_unknown == 5
    owned.draw_pile.pool["Curse"] = 1
    owned.draw_pile.hidden += 1
    owned.hand["Chapel"] = 1
    state = RS.apply(state, {"by": "Anna", "move": "play", "card": "Kapelle"})
    decision = RS.pending(state)
    assert isinstance(decision, Decision) and decision.kind == "choose"
    for option in decision.options:
        assert option["cards"].count("Fluch") <= 1
        assert RS.check(state, option).status in PROCEEDS, option
    assert any(option["cards"].count("Fluch") == 1 for option in decision.options)

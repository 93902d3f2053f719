"""The self-play bots: the fast `propose` path picks exactly what the bot picks among the offered options."""

import random

import pytest
from dominion_helpers import RS

from engine.games.dominion import cards
from engine.games.dominion.bots import big_money, self_play, smithy_big_money

BENCH_KINGDOM = ["Schmiede", "Dorf", "Markt", "Laboratorium", "Festmahl", "Kapelle", "Burggraben", "Keller",
                 "Werkstatt", "Holzfäller"]
EDITIONS = ["basis-rgg-2013", "basis-rgg-2017", "intrige-rgg-2014", "intrige-rgg-2017"]


def test_bots_find_by_german_name():
    # the bots look options up by German name: every card's German name must resolve back to the card
    assert all(cards.resolve(cards.german(tag)).tag == tag for tag in cards.card_table())


def _states_of_random_games(seeds):
    pool = sorted({tag for edition in EDITIONS for tag in cards.kingdom_cards(edition)})
    for seed in seeds:
        rng = random.Random(seed)
        # always Schmiede (the bots play it), half the games Brücke (cost reductions)
        must = ["Smithy", "Bridge"] if seed % 2 else ["Smithy"]
        kingdom = must + rng.sample([t for t in pool if t not in must], 10 - len(must))
        setup = {"editions": EDITIONS, "kingdom": [cards.german(t) for t in kingdom], "seed": seed}
        state = RS.setup(["A", "B"], setup)
        for _ in range(250):
            decision = RS.pending(state)
            if decision is None:
                break
            yield state, list(decision.options)
            options = list(decision.options)
            plays = [o for o in options if o.get("move") in ("play", "buy")]
            entry = rng.choice(plays if plays and rng.random() < 0.8 else options)
            state = RS.apply(state, entry)


@pytest.mark.parametrize("bot,smithies", [(big_money, 0), (smithy_big_money, 1)])
def test_propose_agrees_with_the_options_pick(bot, smithies):
    compared = 0
    for state, options in _states_of_random_games(range(12)):
        proposed = bot.propose(state)
        if state.task is not None:
            assert proposed is None
            continue
        assert proposed == bot(state, options), (state.phase, state.coins, options)
        compared += 1
    assert compared > 1000


def test_self_play_without_the_fast_path_plays_the_same_game():
    def slow(bot):
        return lambda state, options: bot(state, options)  # no `propose`: always asks with the options

    fast = self_play({"BigMoney": big_money, "SmithyBM": smithy_big_money}, BENCH_KINGDOM, seed="bots-1",
                     editions=["basis-rgg-2013", "basis-rgg-2017"])
    plain = self_play({"BigMoney": slow(big_money), "SmithyBM": slow(smithy_big_money)}, BENCH_KINGDOM,
                      seed="bots-1", editions=["basis-rgg-2013", "basis-rgg-2017"])
    assert fast[0] == plain[0] and fast[1].result == plain[1].result


def test_count_is_all_cards_of_the_tag():
    # the bot counts its Schmieden without building all_cards(); same sums, same clamping, same pile rule
    from collections import Counter

    from engine.core.pile import Pile
    from engine.games.dominion.state import PlayerCards

    rng = random.Random(3)
    tags = ["Smithy", "Copper", "Estate"]
    for _ in range(3000):
        draw_pile = Pile([rng.choice(tags) for _ in range(rng.randint(0, 4))], Counter({t: rng.randint(0, 3) for t in tags}))
        draw_pile.hidden = rng.randint(0, sum(draw_pile.pool.values()))
        owned = PlayerCards(draw_pile, Counter({t: rng.randint(-1, 3) for t in tags}), 0,
                            Counter({t: rng.randint(-1, 3) for t in tags}), 0,
                            [rng.choice(tags) for _ in range(rng.randint(0, 3))],
                            [rng.choice(tags) for _ in range(rng.randint(0, 2))])
        for tag in [*tags, "Gold"]:
            assert owned.count(tag) == owned.all_cards()[tag]


def _bench_module():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[3] / "bench" / "engine_dominion.py"
    spec = importlib.util.spec_from_file_location("bench_engine_dominion", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_benchmark_records_are_valid_and_replay_legal():
    from engine.core import replay, validate_record

    bench = _bench_module()
    record = bench.check_record("test-bench")  # the benchmark's own assertion
    assert validate_record(record) == []
    assert replay(record).status == "legal"
    # and with the 2nd edition alone (the old benchmark setup) such a record is invalid
    only_second = dict(record, setup=dict(record["setup"], editions=["basis-rgg-2017"]))
    assert replay(only_second).status == "invalid"

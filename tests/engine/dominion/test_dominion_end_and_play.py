"""End conditions (ln580), scoring and tie break (reading), self-play and random play properties."""

import random

from dominion_helpers import KINGDOM, RS, game, play
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import replay
from engine.games.dominion.bots import big_money, self_play, smithy_big_money
from engine.games.dominion.scoring import game_over, score


def test_dominion_spielende_bedingung_three_piles_up_to_four_players_ln580():
    state = game(players=("A", "B", "C", "D")).copy()
    for tag in ("Village", "Smithy"):
        state.supply[tag] = 0
    assert not game_over(state)
    state.supply["Market"] = 0
    assert game_over(state)


def test_dominion_spielende_bedingung_four_piles_for_five_and_six_ln580():
    for players in (("A", "B", "C", "D", "E"), ("A", "B", "C", "D", "E", "F")):
        state = game(players=players).copy()
        for tag in ("Village", "Smithy", "Market"):
            state.supply[tag] = 0
        assert not game_over(state)
        state.supply["Witch"] = 0
        assert game_over(state)


def test_province_pile_empty_ends_the_game_after_the_turn():
    state = game().copy()
    state.supply["Province"] = 0
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    assert state.phase == "over" and RS.pending(state) is None
    assert RS.check(state, {"by": "Ben", "move": "end-turn"}).rule == "dominion.spielende"


def test_dominion_auslegung_gleichstand_fewer_turns_win_else_shared():
    state = game().copy()
    assert score(state)["winners"] == ["Ben"]  # tied points, Anna has had 1 turn, Ben 0: fewer turns win
    state.cards["Ben"].turns = 1
    assert score(state)["winners"] == ["Anna", "Ben"]


def test_gardens_count_full_tens_ln197():
    from engine.games.dominion.scoring import points

    assert points({"Gardens": 1, "Copper": 38}) == 3
    assert points({"Duke": 2, "Duchy": 3}) == 2 * 3 + 3 * 3


def test_bots_play_a_legal_game_and_replay_agrees():
    record, state = self_play({"Anna": big_money, "Ben": smithy_big_money}, KINGDOM, 11)
    assert state.phase == "over"
    assert replay(record).status == "legal"


def random_game(seed: int, steps: int = 250):
    rng = random.Random(seed)
    state = game(seed=seed, kingdom=["Dorf", "Schmiede", "Thronsaal", "Hexe", "Miliz", "Kapelle", "Burggraben",
                                     "Keller", "Umbau", "Mine"])
    log = []
    for _ in range(steps):
        decision = RS.pending(state)
        if decision is None:
            break
        entry = rng.choice(decision.options)
        verdict = RS.check(state, entry)
        assert verdict.is_legal, (entry, verdict)
        state = RS.apply(state, entry)
        log.append(entry)
    return log


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000))
def test_random_legal_play_is_never_judged_illegal(seed):
    random_game(seed)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(0, 10_000))
def test_corrupted_record_is_reported_or_still_legal(seed, where):
    log = random_game(seed, 120)
    record = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"],
              "setup": {"editions": ["basis-rgg-2017"], "kingdom": ["Dorf", "Schmiede", "Thronsaal", "Hexe", "Miliz",
                        "Kapelle", "Burggraben", "Keller", "Umbau", "Mine"], "seed": seed}, "log": log}
    index = where % len(log)
    corrupted = dict(log[index])
    corrupted["card"] = "Provinz"
    corrupted.pop("cards", None)
    record["log"] = log[:index] + [corrupted] + log[index + 1:]
    report = replay(record)
    if report.status == "legal":
        # provably still legal: the corrupted entry was among the options at that point
        prefix = replay({**record, "log": log[:index]})
        assert corrupted in RS.legal_moves(prefix.final_state) or RS.check(prefix.final_state, corrupted).is_legal
    else:
        assert report.problems and report.problems[0].index >= index

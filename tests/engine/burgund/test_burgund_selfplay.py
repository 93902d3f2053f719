"""Self-play through every check: the corpus replays with its scores, random games replay legal, every
offered move is legal and every legal move offered, corruptions are caught at their entry or are legal."""

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import get_ruleset, replay, validate_record
from engine.games.burgund import tiles
from engine.games.burgund.bots import random_bot, self_play

RS = get_ruleset("burgund")
DATA = Path(__file__).resolve().parents[2] / "data" / "burgund"
CORPUS = sorted(p.stem for p in DATA.glob("*p-*.json"))
NAMES = ["Anna", "Ben", "Clara", "Dirk"]


def load(name):
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", CORPUS)
def test_corpus_game_replays_with_its_recorded_result(name):
    data = load(name)
    assert validate_record(data["record"]) == []
    report = replay(data["record"])
    expected = data["expected"]
    assert report.status == expected["status"] == "legal"
    assert report.checked == expected["entries"]
    assert report.final_state.over
    assert report.outcome["scores"] == expected["scores"] and report.outcome["winners"] == expected["winners"]


def test_seeded_and_explicit_records_of_a_game_agree():
    for n in (2, 3, 4):
        seeded, explicit = load(f"{n}p-greedy-seed11")["record"], load(f"{n}p-greedy-seed11-explicit")["record"]
        assert replay(seeded).outcome == replay(explicit).outcome


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_random_legal_games_replay_legal_with_the_scores_they_had(n, seed):
    players = NAMES[:n]
    seeded, explicit, final = self_play(players, seed, {p: random_bot for p in players})
    for record in (seeded, explicit):
        report = replay(record)
        assert report.status == "legal", [(p.index, p.rule) for p in report.problems]
        assert report.outcome["scores"] == final.result["scores"]


def candidates(state):
    """Moves from small domains around the open decision: every legal one must be among the options."""
    task = state.tasks[-1]
    player = task.player
    values = range(1, 7)
    every_tile = sorted({t for d in state.depots.values() for t in d} | set(state.black)
                        | set(state.storage[player]) | {"markt", "burg"})
    discards = [None, *sorted(set(state.storage[player]))]
    out = []
    def add(**entry):
        out.append({"by": player, **{k: v for k, v in entry.items() if v is not None or k in ("tile", "sort")}})
    if task.kind in ("turn", "burg"):
        dice = sorted(set(state.dice.get(player, []))) if task.kind == "turn" else [None]
        for die in dice:
            add(move="workers", die=die) if die is not None else out.append({"by": player, "move": "workers"})
            for value in values:
                for tile in every_tile:
                    for discard in discards:
                        entry = {"by": player, "move": "take", "value": value, "tile": tile}
                        if die is not None:
                            entry["die"] = die
                        if discard is not None:
                            entry["discard"] = discard
                        out.append(entry)
                    if tile in state.storage[player]:
                        for space in range(1, 38):
                            entry = {"by": player, "move": "place", "value": value, "tile": tile, "space": space}
                            if die is not None:
                                entry["die"] = die
                            out.append(entry)
                entry = {"by": player, "move": "sell", "value": value}
                if die is not None:
                    entry["die"] = die
                out.append(entry)
        for tile in every_tile:
            for depot in ["black", *range(1, 7)]:
                for pay in ("silver", "workers"):
                    for discard in discards:
                        entry = {"by": player, "move": "buy", "tile": tile, "depot": depot, "pay": pay}
                        if discard is not None:
                            entry["discard"] = discard
                        out.append(entry)
        out.append({"by": player, "move": "end"})
    elif task.kind == "pick":
        out.append({"by": player, "move": "pick", "tile": None})
        for depot in range(1, 7):
            for tile in every_tile:
                for discard in discards:
                    entry = {"by": player, "move": "pick", "depot": depot, "tile": tile}
                    if discard is not None:
                        entry["discard"] = discard
                    out.append(entry)
    elif task.kind == "ship":
        for a in range(1, 7):
            for fields in ([a], *([[a, b] for b in range(a + 1, 7)])):
                out.append({"by": player, "move": "goods", "fields": fields})
                for s1 in range(1, 7):
                    out.append({"by": player, "move": "goods", "fields": fields, "sorts": [s1]})
                    for s2 in range(s1 + 1, 7):
                        out.append({"by": player, "move": "goods", "fields": fields, "sorts": [s1, s2]})
    elif task.kind == "warenhaus":
        out += [{"by": player, "move": "sell", "sort": s} for s in [None, *values]]
    elif task.kind == "rathaus":
        out.append({"by": player, "move": "place", "tile": None})
        out += [{"by": player, "move": "place", "tile": t, "space": s} for t in state.storage[player]
                for s in range(1, 38)]
    return out


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 10_000), picks=st.lists(st.floats(0, 1), min_size=3, max_size=3))
def test_every_offered_move_is_legal_and_every_legal_move_is_offered(n, seed, picks):
    players = NAMES[:n]
    seeded, _explicit, _ = self_play(players, seed, {p: random_bot for p in players})
    report = replay(seeded, keep_states=True)
    for pick in picks:
        index = int(pick * (len(report.states) - 2))
        state = RS.state_from_json(report.states[index])
        decision = RS.pending(state)
        if decision is None or decision.is_chance:
            continue
        offered = [dict(o) for o in decision.options]
        for option in offered:
            assert RS.check(state, option).proceeds, option
        for entry in candidates(state):
            if RS.check(state, entry).proceeds:
                assert entry in offered, entry


def corrupt(entry, rng):
    """One small change to a move: another die, number, space, tile or field."""
    new = dict(entry)
    keys = [k for k in ("die", "value", "space", "tile", "fields", "sort", "depot") if k in new and new[k] is not None]
    if not keys:
        return None
    key = rng.choice(keys)
    if key in ("die", "value", "sort"):
        new[key] = rng.choice([v for v in range(1, 7) if v != entry[key]])
    elif key == "space":
        new[key] = rng.choice([v for v in range(1, 38) if v != entry[key]])
    elif key == "tile":
        new[key] = rng.choice(["markt", "burg", "kloster-9", "schiff", "mine", "kuh-3"])
    elif key == "depot":
        new[key] = "black" if entry[key] != "black" else 3
    else:
        new[key] = [rng.randint(1, 6)]
    return None if new == entry else new


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(CORPUS), where=st.floats(0, 1), which=st.integers(0, 10_000))
def test_a_corruption_is_reported_at_its_entry_or_is_legal(name, where, which):
    record = load(name)["record"]
    log = record["log"]
    moves = [i for i, e in enumerate(log) if "move" in e]
    index = moves[int(where * (len(moves) - 1))]
    mutated = corrupt(log[index], random.Random(which))
    if mutated is None:
        return
    bad = dict(record, log=[*log[:index], mutated, *log[index + 1:]])
    report = replay(bad, stop_at_first_problem=True)
    if report.problems and report.problems[0].index == index:
        assert report.problems[0].rule and report.problems[0].quote
        return
    # not reported at the entry: then the changed move is itself legal there
    before = replay(dict(record, log=log[:index])).final_state
    assert RS.check(before, mutated).proceeds


@pytest.mark.parametrize("name", ["4p-greedy-seed11-explicit", "2p-greedy-seed11-explicit"])
def test_corruptions_of_the_done_games_name_the_right_rule(name):
    record = load(name)["record"]
    log = record["log"]
    cases = 0
    for index, entry in enumerate(log):
        if entry.get("move") == "place" and "die" in entry and cases < 3:
            # another number: the space no longer matches the die (ln 376-377), or the die is not rolled
            state = replay(dict(record, log=log[:index])).final_state
            value = entry.get("value", entry["die"])
            wrong = (value % 6) + 1
            mutated = dict(entry, value=wrong, die=wrong)
            state.dice[entry["by"]] = [wrong, wrong]
            verdict = RS.check(state, mutated)
            assert verdict.status == "illegal" and verdict.rule == "burgund.platzieren-wuerfelzahl", verdict
            bad = dict(record, log=[*log[:index], dict(entry, value=wrong), *log[index + 1:]])
            problem = replay(bad, stop_at_first_problem=True).problems[0]
            assert problem.index == index and problem.rule in ("burgund.arbeiterchips", "burgund.platzieren-wuerfelzahl")
            cases += 1
    assert cases == 3
    # a tile that is not in the depot of the die
    index = next(i for i, e in enumerate(log) if e.get("move") == "take" and "die" in e)
    state = replay(dict(record, log=log[:index])).final_state
    value = log[index].get("value", log[index]["die"])
    absent = next(t for t in ("kloster-26", "kloster-1", "markt", "schiff") if t not in state.depots[value])
    problem = replay(dict(record, log=[*log[:index], dict(log[index], tile=absent), *log[index + 1:]]),
                     stop_at_first_problem=True).problems[0]
    assert problem.index == index and problem.rule == "burgund.nehmen-depot"
    # an end of turn before both dice are used
    index = next(i for i, e in enumerate(log) if e.get("move") == "end")
    first = next(i for i in range(index, 0, -1) if "event" in log[i - 1])
    bad = dict(record, log=[*log[:first], {"by": log[first]["by"], "move": "end"}, *log[first:]])
    problem = replay(bad, stop_at_first_problem=True).problems[0]
    assert problem.index == first and problem.rule == "burgund.zwei-aktionen"
    # a roll event with a 7
    index = next(i for i, e in enumerate(log) if e.get("event") == "roll")
    roll = json.loads(json.dumps(log[index]))
    roll["white"] = 7
    assert validate_record(dict(record, log=[*log[:index], roll, *log[index + 1:]]))  # the schema refuses it


def test_bot_moves_use_known_tiles():
    seeded, _e, _s = self_play(NAMES[:2], 5)
    assert all(tiles.is_tile(e["tile"]) for e in seeded["log"] if e.get("tile"))

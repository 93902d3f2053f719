"""Self-play, the regression corpus, and Hypothesis properties: random legal games replay legal with their
scores, every offered move is legal and every legal move is offered, corruptions are caught or provably legal."""

import copy
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pr_helpers import RS

from engine.core import replay
from engine.games.principato import cards
from engine.games.principato.bots import greedy_bot, random_bot, self_play

CORPUS = Path(__file__).resolve().parents[2] / "data" / "principato"
GAMES = sorted(path for path in CORPUS.glob("*.json") if path.name != "state_digests.json")
PLAYERS = {2: ["Anna", "Ben"], 3: ["Anna", "Ben", "Clara"], 4: ["Anna", "Ben", "Clara", "Dirk"]}
BAD = ("illegal", "inconsistent")
RULE_IDS = {rule["id"] for rule in RS.rules()}


def conserved(state):
    """Components the rules never create: cubes and tiles held never exceed the box (ln19-55)."""
    from engine.games.principato import supply

    return all(supply.cubes(state, c) >= 0 for c in cards.CUBES) and \
        all(supply.tiles(state, t) >= 0 for t in (*cards.SUPPLY_TILES, *cards.MILITARY, *cards.CULTURE))


def invariants(state):
    for zone in state.principalities.values():
        assert len(zone.hand) == 2  # ln149
        for cube in cards.CUBES:
            assert 0 <= zone.cubes[cube] <= zone.capacity(cube)  # ln91-93
        for unit in cards.UNITS:
            assert 0 <= zone.supplied(unit) <= zone.tiles[unit]  # ln94-95
    assert conserved(state)


@pytest.mark.parametrize("path", GAMES, ids=lambda p: p.stem)
def test_corpus_game_replays_as_recorded(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    report = replay(data["record"])
    expected = data["expected"]
    assert report.status == expected["status"] and report.status not in BAD
    assert report.checked == expected["entries"] == len(data["record"]["log"])
    assert report.outcome["scores"] == expected["scores"] and report.outcome["winners"] == expected["winners"]
    assert sorted({p.rule for p in report.problems}) == expected["problem_rules"]
    assert report.final_state.over and len(report.final_state.scorings) == 5  # ln245


@pytest.mark.parametrize("n", [2, 3, 4])
def test_greedy_and_random_bots_finish_games_with_five_military_scorings(n):
    players = PLAYERS[n]
    for bots in ({p: greedy_bot for p in players}, {p: random_bot for p in players}):
        record, state = self_play(players, 21, bots)
        assert state.over and [s["why"] for s in state.scorings].count("jahr") == 3  # ln135, ln245
        assert [s["why"] for s in state.scorings].count("karte") == 2
        invariants(state)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_random_legal_games_replay_legal_and_score_consistently(n, seed):
    players = PLAYERS[n]
    record, state = self_play(players, seed, {p: random_bot for p in players})
    report = replay(record, keep_states=False)
    assert report.status == "legal" and report.final_state.over
    assert report.outcome["scores"] == state.result["scores"]
    for player, parts in report.outcome["parts"].items():
        assert parts["militaer"] + parts["kultur"] + sum(parts["ziele"].values()) == report.outcome["scores"][player]
    assert sum(s["vp"][p] for s in state.scorings for p in players) == sum(
        z.military_vp for z in state.principalities.values())
    for _, verdict in report.results:
        assert set(verdict.readings) <= RULE_IDS
    invariants(report.final_state)


def _after(state, entry):
    outcome = RS.step(RS.copy_state(state), entry)
    return RS.state_to_json(outcome.state) if outcome.verdict.proceeds else None


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 10_000), where=st.floats(0, 1))
def test_every_offered_move_is_legal(n, seed, where):
    players = PLAYERS[n]
    record, _ = self_play(players, seed, {p: random_bot for p in players})
    index = int(where * (len(record["log"]) - 1))
    state = replay({**record, "log": record["log"][:index]}).final_state
    for option in RS.legal_moves(state):
        assert RS.check(state, option).proceeds, option


def _mutations(entry, state):
    """Corruptions of one entry: dropped, another player, another card or display card, counts and options
    off by one, a gain claimed beyond storage, a second option in one activation, a swap without symbol."""
    out = [None]
    out.append({**entry, "by": "Niemand"})
    for key in ("count", "option", "condottiere", "miliz", "vp"):
        if isinstance(entry.get(key), int):
            out += [{**entry, key: entry[key] + 1}, {**entry, key: max(0, entry[key] - 1)}]
    if isinstance(entry.get("gain"), dict):
        for cube, n in entry["gain"].items():
            out.append({**entry, "gain": {**entry["gain"], cube: n + 1}})
    if entry.get("move") == "activate":
        out.append({**entry, "option": [entry.get("option", 1), entry.get("option", 1)]})
        out.append({k: v for k, v in entry.items() if k != "take"} if "take" in entry
                   else {**entry, "take": state.display[0]})
    if "take" in entry:
        out.append({**entry, "take": state.display[-1]})
    if isinstance(entry.get("card"), str):
        hand = state.principalities[entry["by"]].hand if entry.get("by") in state.principalities else []
        out += [{**entry, "card": card} for card in hand if card != entry["card"]]
    if entry.get("move") == "swap":
        out.append({k: v for k, v in entry.items() if k != "card"})
    return out


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(2, 4), seed=st.integers(0, 500), where=st.floats(0, 1), which=st.integers(0, 40))
def test_random_corruptions_are_detected_or_provably_legal(n, seed, where, which):
    players = PLAYERS[n]
    record, _ = self_play(players, seed, {p: random_bot for p in players})
    index = min(int(where * len(record["log"])), len(record["log"]) - 1)
    state = replay({**record, "log": record["log"][:index]}).final_state
    options = _mutations(record["log"][index], state)
    mutated = options[which % len(options)]
    corrupt = copy.deepcopy(record)
    if mutated is None:
        del corrupt["log"][index]
    else:
        corrupt["log"][index] = mutated
    report = replay(corrupt, stop_at_first_problem=True)
    if any(p.verdict in BAD for p in report.problems):
        assert min(p.index for p in report.problems if p.verdict in BAD) >= index
        return
    # not detected: the corrupted entry was legal where it stood, and it is one of the moves offered there
    if mutated is not None:
        result = _after(state, mutated)
        assert result is not None
        assert any(_after(state, option) == result for option in RS.legal_moves(state)), mutated


def test_every_legal_move_is_offered_at_sampled_positions():
    """Entries built from every move kind and field value; whatever the engine judges legal is offered."""
    record, _ = self_play(PLAYERS[3], 4, {p: random_bot for p in PLAYERS[3]})
    rng = random.Random(4)
    for index in sorted(rng.sample(range(len(record["log"])), 12)):
        state = replay({**record, "log": record["log"][:index]}).final_state
        player = state.task.player
        offered = {json.dumps(_after(state, o), sort_keys=True) for o in RS.legal_moves(state)}
        for entry in _candidates(state, player):
            result = _after(state, entry)
            if result is not None:
                assert json.dumps(result, sort_keys=True) in offered, entry


def _candidates(state, player):
    zone = state.principalities[player]
    base = {"by": player}
    yield {**base, "move": "end"}
    yield {**base, "move": "favour"}
    for unit in cards.UNITS:
        for cube in cards.CUBES:
            for count in range(0, 4):
                yield {**base, "move": "supply", "unit": unit, "cube": cube, "count": count}
    for c in range(3):
        for m in range(3):
            yield {**base, "move": "discard", "condottiere": c, "miliz": m}
    for card in zone.hand:
        for take in [None, *state.display]:
            extra = {} if take is None else {"take": take}
            yield {**base, "move": "swap", "card": card, **extra}
            for option in (None, 1, 2):
                opt = {} if option is None else {"option": option}
                yield {**base, "move": "activate", "card": card, **extra, **opt}
                yield {**base, "move": "activate", "card": card, **extra, **opt, "count": 1}
                yield {**base, "move": "activate", "card": card, **extra, **opt, "vp": 3}
                yield {**base, "move": "activate", "card": card, **extra, **opt, "pick": {"nahrung": 1, "geld": 1}}

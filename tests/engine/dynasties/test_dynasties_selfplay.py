"""Self-play, the regression corpus, and Hypothesis properties: legal play replays legal (or unverifiable,
never worse), every offered move is legal, every legal move is offered, corruptions are caught or provably legal,
and an effect only the Beiblatt describes is never reported as legal."""

import copy
import json
from collections import Counter
from pathlib import Path

import pytest
from dy_helpers import RS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import replay
from engine.games.dynasties import board
from engine.games.dynasties.bots import greedy_bot, random_bot, self_play

CORPUS = Path(__file__).resolve().parents[2] / "data" / "dynasties"
GAMES = sorted(path for path in CORPUS.glob("*.json") if path.name != "state_digests.json")
PLAYERS = {3: ["Anna", "Ben", "Clara"], 4: ["Anna", "Ben", "Clara", "Dirk"],
           5: ["Anna", "Ben", "Clara", "Dirk", "Eva"]}
BAD = ("illegal", "inconsistent")
RULE_IDS = {rule["id"] for rule in RS.rules()}
TRUSTED = {"wirkung", "buch"}


def invariants(state):
    """Nothing the rules never create: 17 figures each, the goods of the box, at most 6 coats per country."""
    for player, zone in state.zones.items():
        placed = sum(c[k] == player for c in state.cities.values() for k in ("fuerst", "fuerstin", "kind"))
        placed += sum(s[k] == player for s in state.ships for k in ("large", "small"))
        placed += state.upper.count(player) + state.long.count(player)
        placed += sum(v.count(player) for v in state.bonus.values())
        assert zone["supply"] + placed == board.SUPPLY_FIGURES, player
    for good in board.GOODS:
        total = state.bag[good] + sum(z["goods"][good] for z in state.zones.values()) + sum(
            s["goods"][good] for s in state.ships)
        assert total == board.GOODS_COUNT[good], good
    for country in board.COUNTRIES:
        assert sum(z["wappen"][country] for z in state.zones.values()) <= board.WAPPEN_PER_COUNTRY


@pytest.mark.parametrize("path", GAMES, ids=lambda p: p.stem)
def test_corpus_game_replays_as_recorded(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    report = replay(data["record"])
    expected = data["expected"]
    assert report.status == expected["status"] and report.status not in BAD
    assert report.checked == expected["entries"] == len(data["record"]["log"])
    assert report.outcome["scores"] == expected["scores"] and report.outcome["winners"] == expected["winners"]
    assert dict(Counter(v.status for _, v in report.results)) == expected["verdicts"]
    assert sorted({p.rule for p in report.problems}) == expected["problem_rules"]
    assert report.final_state.over and report.final_state.round == board.ROUNDS


def test_a_game_without_the_country_boards_names_the_gap_at_the_end():
    data = json.loads((CORPUS / "5p-greedy-seed11-ohne-tafeln.json").read_text(encoding="utf-8"))
    report = replay(data["record"])
    last = report.results[-1][1]
    assert last.status == "unverifiable" and "dynasties.laenderwertung" in (
        [last.rule] + last.details.get("also", []))
    assert report.outcome["winners"] == [] and report.outcome["unknown"] == ["boards"]


@pytest.mark.parametrize("n", [3, 4, 5])
def test_greedy_and_random_bots_finish_three_rounds(n):
    players = PLAYERS[n]
    for bots in ({p: greedy_bot for p in players}, {p: random_bot for p in players}):
        record, state = self_play(players, 21, bots)
        assert state.over and state.round == 3
        assert [s["round"] for s in state.scorings if "ledige" in s] == [1, 2]  # ln850: none after round 3
        invariants(state)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(3, 5), seed=st.integers(0, 10_000))
def test_random_legal_games_replay_and_trusted_effects_are_never_legal(n, seed):
    players = PLAYERS[n]
    record, state = self_play(players, seed, {p: random_bot for p in players})
    report = replay(record)
    assert report.status in ("legal", "unverifiable") and report.final_state.over
    assert report.outcome["scores"] == state.result["scores"]
    for index, verdict in report.results:
        entry = record["log"][index]
        assert set(verdict.readings) <= RULE_IDS
        if entry.get("move") in TRUSTED or (entry.get("move") == "wertung" and entry.get("cards")):
            assert verdict.status == "unverifiable" and verdict.rule.startswith("dynasties.beiblatt.")
        if verdict.status == "unverifiable":
            assert verdict.rule in RULE_IDS
    invariants(report.final_state)


def _after(state, entry):
    outcome = RS.step(RS.copy_state(state), entry)
    return RS.state_to_json(outcome.state) if outcome.verdict.proceeds else None


def _positions(n, seed, where):
    players = PLAYERS[n]
    record, _ = self_play(players, seed, {p: random_bot for p in players})
    index = int(where * (len(record["log"]) - 1))
    return record, index, replay({**record, "log": record["log"][:index]}).final_state


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(3, 5), seed=st.integers(0, 10_000), where=st.floats(0, 1))
def test_every_offered_move_is_legal(n, seed, where):
    _, _, state = _positions(n, seed, where)
    decision = RS.pending(state)
    for option in decision.options:
        assert RS.check(state, option).proceeds, option


def _mutations(entry, state):
    out = [None, {**entry, "by": "Niemand"}]
    for key in ("ship", "slot", "vp", "cards", "field"):
        if type(entry.get(key)) is int:
            out += [{**entry, key: entry[key] + 1}, {**entry, key: entry[key] - 1}]
    if "card" in entry:
        out += [{**entry, "card": c} for c in list(state.facts["cards"])[:6] if c != entry["card"]]
    if entry.get("move") == "play":
        out += [{**entry, "action": a} for a in (*board.BASIC_ACTIONS, "sonder") if a != entry.get("action")]
        out += [{**entry, "city": c} for c in sorted(state.cities)[:5]]
    if "groups" in entry:
        g = entry["groups"]
        out += [{**entry, "groups": [g[1], g[0]]}, {**entry, "groups": [g[0] + g[1], []]}]
    if "group" in entry:
        out += [{**entry, "group": entry["group"][:-1]}, {**entry, "group": entry["group"] + entry["group"][:1]}]
    if "goods" in entry:
        out += [{**entry, "goods": entry["goods"][:-1]}, {**entry, "goods": entry["goods"] + ["rosa"]}]
    if "pay" in entry:
        out.append({k: v for k, v in entry.items() if k != "pay"})
    if "keep" in entry:
        out.append({k: v for k, v in entry.items() if k != "keep"})
    return out


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(3, 5), seed=st.integers(0, 500), where=st.floats(0, 1), which=st.integers(0, 40))
def test_random_corruptions_are_detected_or_provably_legal(n, seed, where, which):
    record, index, state = _positions(n, seed, where)
    options = _mutations(record["log"][index], state)
    mutated = options[which % len(options)]
    corrupt = copy.deepcopy(record)
    if mutated is None:
        del corrupt["log"][index]
    else:
        corrupt["log"][index] = mutated
    report = replay(corrupt, stop_at_first_problem=True)
    if report.status == "invalid" or any(p.verdict in BAD for p in report.problems):
        if report.status != "invalid":
            assert min(p.index for p in report.problems if p.verdict in BAD) >= index
        return
    if mutated is not None and "event" not in mutated:
        result = _after(state, mutated)
        assert result is not None
        if mutated.get("move") not in TRUSTED and not (mutated.get("move") == "wertung" and mutated.get("vp")):
            assert any(_after(state, o) == result for o in RS.legal_moves(state)), mutated


def test_every_legal_move_is_offered_at_sampled_positions():
    """Entries built from every move kind and field value; whatever the engine judges legal is offered
    (outcomes of Beiblatt effects aside: they are open)."""
    record, _ = self_play(PLAYERS[4], 4, {p: random_bot for p in PLAYERS[4]})
    report = replay(record, keep_states=True)
    for index in range(0, len(record["log"]), 7):
        state = RS.state_from_json(report.states[index])
        decision = RS.pending(state)
        if decision.player is None or decision.kind in ("wirkung",):
            continue
        offered = {json.dumps(_after(state, o), sort_keys=True) for o in decision.options}
        for entry in _candidates(state, decision.player):
            result = _after(state, entry)
            if result is not None:
                assert json.dumps(result, sort_keys=True) in offered, entry


def _candidates(state, player):
    zone = state.zones[player]
    base = {"by": player}
    keeps = [{}] + [{"keep": c} for c in zone["hand"]]
    for card in zone["hand"]:
        yield {**base, "move": "aussetzen", "card": card}
        for action in (*board.BASIC_ACTIONS, "sonder"):
            play = {**base, "move": "play", "card": card, "action": action}
            for ship in range(3):
                yield {**play, "ship": ship}
            for city in state.cities:
                yield {**play, "city": city}
                for role in board.ROLES:
                    yield {**play, "city": city, "role": role}
            for slot in range(8):
                yield {**play, "slot": slot}
            for keep in keeps:
                yield {**play, **keep}
    for keep in keeps:
        for field in ("lang", 1, 2, 3, 4):
            yield {**base, "move": "passen", "field": field, **keep}
    if state.split is not None:
        for g in state.split["groups"] or []:
            yield {**base, "move": "waehlen", "group": g}
    for ship in range(3):
        yield {**base, "move": "handel", "ship": ship}
    yield {**base, "move": "bonus", "field": None}
    for field in state.facts.get("bonus_fields", []):
        yield {**base, "move": "bonus", "field": field}
    for n in range(4):
        yield {**base, "move": "wertung", "cards": n}

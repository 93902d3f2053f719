"""Self-play, the regression corpus, and Hypothesis properties (random legal games, random corruptions)."""

import copy
import json
from pathlib import Path

import pytest
from bk_helpers import RS
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import replay
from engine.games.burgund_karten import cards
from engine.games.burgund_karten.bots import explicit_record, greedy_bot, random_bot, self_play

CORPUS = Path(__file__).resolve().parents[2] / "data" / "burgund_karten"
GAMES = sorted(path for path in CORPUS.glob("*.json") if path.name != "state_digests.json")
PLAYERS = {1: ["Solo"], 2: ["Anna", "Ben"], 3: ["Anna", "Ben", "Clara"], 4: ["Anna", "Ben", "Clara", "Dirk"]}
BAD = ("illegal", "inconsistent")


def conserved(state):
    """Material the rules never create or destroy: 114 action cards, 18 goods, 20 animals."""
    zones = state.zones.values()
    total = state.draw_pile.size + sum(state.discard.values()) + sum(map(len, state.display))
    total += sum(z.stack_size() + z.hand_size() + len(z.projects) + sum(len(g.cards) for g in z.groups) for z in zones)
    if state.egon:
        total += sum(len(g["cards"]) for g in state.egon["groups"])
        stacks = state.egon["stacks"]
        total += sum(len(s) if s else cards.EGON_STACKS[i] for i, s in enumerate(stacks) if i > state.phase)
    for task in state.tasks:
        total += len(task.data.get("cards", []))
    goods = sum(map(len, state.goods_stacks)) + sum(sum(z.goods.values()) + z.sold for z in zones)
    animals = sum(map(len, state.animal_stacks)) + sum(sum(z.animals.values()) for z in zones)
    return total, goods, animals


@pytest.mark.parametrize("path", GAMES, ids=lambda p: p.stem)
def test_corpus_game_replays_as_recorded(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    report = replay(data["record"])
    expected = data["expected"]
    assert report.status == expected["status"] and report.status not in BAD
    assert report.checked == expected["entries"] == len(data["record"]["log"])
    assert report.outcome["scores"] == expected["scores"] and report.outcome["winners"] == expected["winners"]
    assert sorted({p.rule for p in report.problems}) == expected["problem_rules"]
    assert report.final_state.over


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_greedy_and_random_bots_finish_seeded_games(n):
    players = PLAYERS[n]
    for bots in ({p: greedy_bot for p in players}, {p: random_bot for p in players}):
        record, state = self_play(players, 21, bots)
        assert state.over and conserved(state)[1:] == (18, 20)
        if n > 1:
            assert state.phase == 4 and state.turn_no == 30 * n  # ln111: 5 Durchgänge x 6 Runden


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 4), seed=st.integers(0, 10_000), explicit=st.booleans(), hidden=st.booleans())
def test_random_legal_games_replay_legal_and_score_consistently(n, seed, explicit, hidden):
    players = PLAYERS[n]
    record, state = self_play(players, seed, {p: random_bot for p in players})
    if explicit:
        record = explicit_record(record, with_deck=not hidden, hidden_deals=hidden)
    report = replay(record)
    assert report.status in ("legal", "unverifiable") and report.final_state.over
    assert all(p.rule in ("burgund-karten.durchgangsbonus", "burgund-karten.drilling-siegpunkte")
               for p in report.problems)
    assert report.outcome["scores"] == state.result["scores"]
    final = report.final_state
    assert conserved(final) == (114, 18, 20)
    if n > 1:
        for player, parts in report.outcome["parts"].items():
            assert sum(parts.values()) == report.outcome["scores"][player]
        assert sum(p["startspielerkarte"] for p in report.outcome["parts"].values()) == 1


def _mutations(entry, rng):
    """Corruptions of one entry: another player, another card or die, or the entry dropped."""
    out = [None]  # dropped
    if "by" in entry:
        out.append({**entry, "by": "Niemand"})
    if isinstance(entry.get("card"), str):
        name = cards.name_of(entry["card"])
        out.append({**entry, "card": f"{name}/{cards.die_of(entry['card']) % 6 + 1}"})
    if "die" in entry:
        out.append({**entry, "die": entry["die"] % 6 + 1})
    if entry.get("event") in ("display", "reveal", "egon") and entry.get("cards"):
        named = list(entry["cards"])
        named[0] = "Bank/1" if cards.name_of(named[0]) != "Bank" else "Burg/1"
        out.append({**entry, "cards": named})
    return out


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 4), seed=st.integers(0, 500), where=st.floats(0, 1), which=st.integers(0, 10))
def test_random_corruptions_are_detected_or_provably_legal(n, seed, where, which):
    import random

    players = PLAYERS[n]
    record, _ = self_play(players, seed, {p: random_bot for p in players})
    record = explicit_record(record, with_deck=True)
    index = min(int(where * len(record["log"])), len(record["log"]) - 1)
    options = _mutations(record["log"][index], random.Random(which))
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
    # not detected: then the corrupted entry was legal where it stood, and the game still ends properly
    prefix = replay({**corrupt, "log": corrupt["log"][:index]})
    state = prefix.final_state
    if mutated is not None and "move" in mutated:
        assert RS.check(state, mutated).proceeds
        norm = [dict(o) for o in RS.legal_moves(state)]
        stripped = {k: v for k, v in mutated.items() if not (k == "workers" and v == 0)}
        assert stripped in norm or RS.pending(state).truncated or "workers" in mutated
    assert report.final_state.over or len(corrupt["log"]) < len(record["log"])

"""The complete 5-player corpus game and the corruptions issue #17 names, each caught at its entry, naming the
rule: a choice from a split the chooser was not offered, a turn after passing, a family member placed where the
rules forbid it (a taken field, a city where the player already stands), and more."""

import copy
import json
from pathlib import Path

import pytest

from engine.core import replay

GAME = Path(__file__).resolve().parents[2] / "data" / "dynasties" / "5p-greedy-seed11.json"


def five_player_record():
    return json.loads(GAME.read_text(encoding="utf-8"))["record"]


def first(record, test):
    return next(i for i, e in enumerate(record["log"]) if test(e))


def corrupted(index, change):
    record = copy.deepcopy(five_player_record())
    record["log"][index] = change(dict(record["log"][index]))
    return record


def _trade_choice(record):
    return first(record, lambda e: e.get("move") == "waehlen" and isinstance(e["group"][0], str))


def _after_pass(record):
    """A player's pass and a later turn of another player in the same round (the passer is then skipped)."""
    states = replay(record, keep_states=True).states
    for index, entry in enumerate(record["log"]):
        if entry.get("move") != "passen":
            continue
        for later in range(index + 1, len(record["log"])):
            state = states[later]
            if entry["by"] not in state["passed"]:
                break
            if record["log"][later].get("move") in ("play", "aussetzen", "passen"):
                return index, later
    raise AssertionError("no turn after a pass")


def _placement(record):
    return first(record, lambda e: e.get("move") == "play" and e.get("action") in ("fuerst", "fuerstin"))


def test_the_complete_five_player_game_replays_with_every_gap_named():
    record = five_player_record()
    assert len(record["players"]) == 5
    report = replay(record)
    assert report.status == "unverifiable" and report.checked == len(record["log"]) and report.final_state.over
    assert {p.verdict for p in report.problems} == {"unverifiable"}
    assert all(p.rule.startswith("dynasties.beiblatt.") for p in report.problems)
    wirkung = [i for i, e in enumerate(record["log"]) if e.get("move") == "wirkung"]
    assert {p.index for p in report.problems} >= set(wirkung)  # never legal by default


def test_a_chosen_group_that_was_not_offered_is_caught():
    # dynasties.waehlen ln277: the chooser takes one of the two groups the divider offered
    record = five_player_record()
    index = _trade_choice(record)
    split = record["log"][index - 1]["groups"]
    bogus = sorted(split[0] + split[1])[:-1]  # all goods but one: not a group offered
    report = replay(corrupted(index, lambda e: {**e, "group": bogus}))
    bad = next(p for p in report.problems if p.verdict in ("illegal", "inconsistent"))
    assert (bad.index, bad.verdict, bad.rule) == (index, "illegal", "dynasties.waehlen") and bad.quote


def test_a_turn_after_passing_is_caught():
    # dynasties.zugreihenfolge ln197, passen-ausgestiegen ln671
    record = five_player_record()
    index, later = _after_pass(record)
    passer = record["log"][index]["by"]
    report = replay(corrupted(later, lambda e: {**e, "by": passer}))
    bad = next(p for p in report.problems if p.verdict in ("illegal", "inconsistent"))
    assert (bad.index, bad.rule) == (later, "dynasties.zugreihenfolge")


def test_a_placement_on_a_taken_field_is_caught():
    # dynasties.leeres-feld ln378 / eigene-stadt ln379: the next placement goes where the first one stands
    record = five_player_record()
    first_place = _placement(record)
    city, role = record["log"][first_place]["city"], record["log"][first_place]["action"]
    nxt = first(record, lambda e: e.get("move") == "play" and e.get("action") in ("fuerst", "fuerstin")
                and record["log"].index(e) > first_place)
    report = replay(corrupted(nxt, lambda e: {**e, "city": city, "action": role, "card": e["card"]}))
    bad = next(p for p in report.problems if p.verdict in ("illegal", "inconsistent"))
    assert bad.index == nxt and bad.rule in ("dynasties.leeres-feld", "dynasties.karte-zeigt-aktion",
                                            "dynasties.eigene-stadt")


def test_a_family_member_in_a_city_where_the_player_stands_is_caught():
    # dynasties.eigene-stadt ln379: "Du darfst also nur entweder Fürst oder Fürstin in eine Stadt einsetzen"
    record = five_player_record()
    report = replay(record, keep_states=True)
    for index, entry in enumerate(record["log"]):
        if entry.get("move") != "play" or entry.get("action") not in ("fuerst", "fuerstin"):
            continue
        state = report.states[index]
        mine = [n for n, c in state["cities"].items() if entry["by"] in (c["fuerst"], c["fuerstin"])
                and c["fuerstin" if entry["action"] == "fuerst" else "fuerst"] is None]
        if mine:
            other = "fuerstin" if entry["action"] == "fuerst" else "fuerst"
            if state["cities"][mine[0]][other] is None:
                target = mine[0]
                bad_report = replay(corrupted(index, lambda e, target=target: {**e, "city": target}))
                bad = next(p for p in bad_report.problems if p.verdict == "illegal")
                assert bad.index == index and bad.rule in ("dynasties.eigene-stadt", "dynasties.leeres-feld")
                return
    pytest.skip("no position with an own unmarried family member before a placement")


@pytest.mark.parametrize("name, change, rule", [
    ("card-without-action", lambda e, rec: {**e, "action": "persoenlichkeit", "slot": 0}
     if e.get("action") != "persoenlichkeit" else {**e, "action": "fuerst"}, None),
    ("split-not-all-goods", lambda e, rec: {**e, "groups": [e["groups"][0], e["groups"][1][:-1]]}, "dynasties.teilen"),
    ("dowry-split-two-two", lambda e, rec: {**e, "groups": [[0, 1], [1, 2]]}, "dynasties.mitgift-teilen"),
    ("negative-reward", lambda e, rec: {**e, "vp": -1}, "dynasties.nur-positiv"),
    ("good-not-in-bag", lambda e, rec: {**e, "goods": ["rosa"] * 13}, "dynasties.beutel"),
])
def test_corruption_is_caught_at_its_entry(name, change, rule):
    record = five_player_record()
    pick = {"card-without-action": lambda e: e.get("move") == "play" and e.get("action") != "sonder"
            and e["card"] not in ("K01", "K02"),
            "split-not-all-goods": lambda e: e.get("move") == "teilen" and isinstance(e["groups"][0][0], str)
            and len(e["groups"][1]) > 1,
            "dowry-split-two-two": lambda e: e.get("move") == "teilen" and isinstance(e["groups"][0][0], int),
            "negative-reward": lambda e: e.get("move") == "wirkung",
            "good-not-in-bag": lambda e: e.get("event") == "draw"}[name]
    index = first(record, pick)
    report = replay(corrupted(index, lambda e: change(e, record)))
    bad = next(p for p in report.problems if p.verdict in ("illegal", "inconsistent"))
    assert bad.index == index
    if rule is not None:
        assert bad.rule == rule
    assert bad.quote

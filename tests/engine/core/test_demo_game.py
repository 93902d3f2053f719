"""A new game touches nothing outside its folder plus one registry line: the demo game "Haufen".

tests/engine/core/demo_game/ holds a complete game (rules.json, schema, state, ruleset, format.md) that
is not shipped: these tests register it with `engine.core.registered` and drive it through the core
(replay, check_position, the preamble) and through the Django service layer, with nothing else added.
"""

from __future__ import annotations

import copy

import pytest

from engine.core import StateError, available_games, check_position, get_ruleset, registered, replay
from tests.engine.core.demo_game.ruleset import CATALOG, DemoRuleset
from tests.engine.core.demo_game.state import DemoState

SLUG = "demo-spiel"
PLAYERS = ["Anna", "Ben"]


@pytest.fixture
def demo():
    """The demo game registered (the one registry line), and the registry as it was afterwards."""
    with registered(SLUG, "tests.engine.core.demo_game.ruleset:DemoRuleset"):
        yield get_ruleset(SLUG)


def record(*log, players=PLAYERS):
    return {"format": "regelwerk-record/1", "game": SLUG, "players": list(players), "setup": {}, "log": list(log)}


def roll(value):
    return {"event": "roll", "value": value}


def take(by, count):
    return {"by": by, "move": "take", "count": count}


def passes(by):
    return {"by": by, "move": "pass"}


# roll 1: a heap of 7; 3 + 3 + 1, Anna takes the last counter
LEGAL = record(roll(1), take("Anna", 3), take("Ben", 3), take("Anna", 1))


def after(*log):
    """The state after a legal prefix."""
    report = replay(record(*log))
    assert report.status in ("legal", "unverifiable"), report.problems
    return report.final_state


def test_the_registry_is_restored_after_the_demo(demo):
    assert SLUG in available_games() and isinstance(demo, DemoRuleset)


def test_the_demo_is_not_registered_outside_its_tests():
    assert SLUG not in available_games()


def test_a_legal_game_replays_legal_and_the_last_counter_wins_by_reading(demo):
    report = replay(LEGAL)
    assert (report.status, report.checked, report.problems) == ("legal", 4, [])
    assert report.outcome == {"scores": {"Anna": 1, "Ben": 0}, "winners": ["Anna"]}
    assert report.results[-1][1].readings == ("demo-spiel.auslegung.letzter-gewinnt",)
    assert all(verdict.readings == () for _, verdict in report.results[:-1])


@pytest.mark.parametrize(("log", "index", "status", "rule"), [
    ([roll(1), take("Anna", 4)], 1, "illegal", "demo-spiel.eins-bis-drei"),
    ([roll(1), take("Anna", 0)], 1, "illegal", "demo-spiel.eins-bis-drei"),
    ([roll(1), take("Anna", 3), take("Ben", 3), take("Anna", 2)], 3, "illegal", "demo-spiel.nicht-mehr-als-da"),
    ([roll(1), passes("Anna"), take("Ben", 1), passes("Anna")], 3, "illegal", "demo-spiel.einmal-passen"),
    ([roll(7)], 0, "inconsistent", "demo-spiel.wurf"),
    ([roll(0)], 0, "inconsistent", "demo-spiel.wurf"),
    ([take("Anna", 1)], 0, "inconsistent", "demo-spiel.ereignis-fehlt"),
    ([roll(2), roll(3)], 1, "inconsistent", "demo-spiel.ereignis-unerwartet"),
    ([roll(1), take("Ben", 1)], 1, "illegal", "demo-spiel.zugreihenfolge"),
    ([*LEGAL["log"], take("Ben", 1)], 4, "illegal", "demo-spiel.spielende"),
])
def test_a_corrupted_record_names_the_entry_and_the_rule(demo, log, index, status, rule):
    report = replay(record(*log))
    problem = report.problems[0]
    assert (problem.index, problem.verdict, problem.rule, report.status) == (index, status, rule, status)
    assert problem.quote == CATALOG.by_id()[rule]["quote"]  # every verdict's rule is in rules.json


def test_passing_at_the_last_counter_is_a_gap_and_replay_goes_on(demo):
    # roll 1: 7 counters; 3 + 3 leave 1; Anna passes there (the rules are silent), Ben takes it
    report = replay(record(roll(1), take("Anna", 3), take("Ben", 3), passes("Anna"), take("Ben", 1)))
    assert report.status == "unverifiable" and report.outcome["winners"] == ["Ben"]
    (problem,) = report.problems
    assert (problem.index, problem.verdict, problem.rule) == (3, "unverifiable", "demo-spiel.passen-am-ende")
    assert report.results[3][1].details == {"heap": 1}


def test_the_preamble_speaks_with_the_demo_games_rule_ids(demo):
    start = demo.setup(PLAYERS, {})
    turn = after(roll(1))
    over = after(*LEGAL["log"])
    cases = [
        (start, {"by": "Anna"}, "illegal", "eintrag-form"),
        (start, [1, 2], "illegal", "eintrag-form"),
        (start, {"by": "Anna", "move": "take", "event": "roll"}, "illegal", "eintrag-form"),
        (over, take("Ben", 1), "illegal", "spielende"),
        (turn, roll(3), "inconsistent", "ereignis-unerwartet"),
        (start, take("Anna", 1), "inconsistent", "ereignis-fehlt"),
        (turn, take("Ben", 1), "illegal", "zugreihenfolge"),
        (turn, {"by": "Anna", "move": "dance"}, "illegal", "eintrag-form"),
        (start, {"event": "roll"}, "illegal", "eintrag-form"),
        (start, {"event": "shuffle", "value": 1}, "inconsistent", "ereignis-unerwartet"),
    ]
    for state, entry, status, rule in cases:
        before = demo.state_to_json(state)
        outcome = demo.step(state, entry)
        assert (outcome.verdict.status, outcome.verdict.rule) == (status, f"{SLUG}.{rule}"), entry
        assert outcome.state is None and demo.state_to_json(state) == before  # a refused step changes nothing
        assert f"{SLUG}.{rule}" in CATALOG.by_id()


def _reachable(demo):
    """Every position of the game (a heap of 7 to 12, who passed, who is at turn), from each roll."""
    seen, todo, states = set(), [demo.setup(PLAYERS, {})], []
    while todo:
        state = todo.pop()
        key = repr(demo.state_to_json(state))
        if key in seen:
            continue
        seen.add(key)
        states.append(state)
        for option in demo.legal_moves(state):
            todo.append(demo.step(demo.copy_state(state), option).state)
    return states


def _candidates():
    """Every entry worth trying in a position: rolls, takes of -1 to 5, passes, by either player."""
    out = [roll(value) for value in range(-1, 9)]
    for by in PLAYERS:
        out += [take(by, count) for count in range(-1, 6)] + [passes(by)]
    return out


def test_every_offered_option_is_legal_and_every_legal_move_is_offered(demo):
    states = _reachable(demo)
    assert len(states) > 50 and any(state.task is None for state in states)
    for state in states:
        offered = demo.legal_moves(state)
        allowed = [entry for entry in _candidates() if demo.check(state, entry).proceeds]
        assert sorted(map(repr, offered)) == sorted(map(repr, allowed)), demo.state_to_json(state)


def test_every_state_json_reads_back_to_the_same_position(demo):
    for state in _reachable(demo):
        data = demo.state_to_json(state)
        again = demo.state_from_json(copy.deepcopy(data))
        assert isinstance(again, DemoState) and demo.state_to_json(again) == data
        assert demo.legal_moves(again) == demo.legal_moves(state)


@pytest.mark.parametrize(("change", "pointer"), [
    (lambda data: data.pop("heap"), ""),
    (lambda data: data.update(players=["Anna"]), "/players"),
    (lambda data: data.update(heap=-1), "/heap"),
    (lambda data: data.update(passed=["Zoe"]), "/passed"),
    (lambda data: data.update(task={"task": "choice"}), "/task"),
    (lambda data: data["task"].update(player="Zoe"), "/task/player"),
    (lambda data: data.update(task={"task": "chance", "need": "roll", "player": None, "count": 1, "data": {}}),
     "/task"),
])
def test_a_malformed_state_is_a_state_error_with_a_pointer(demo, change, pointer):
    data = demo.state_to_json(after(roll(1)))
    change(data)
    with pytest.raises(StateError) as caught:
        demo.state_from_json(data)
    assert caught.value.pointer == pointer


def test_check_position_from_a_record_prefix_and_from_a_state(demo):
    prefix = record(roll(1), take("Anna", 3))
    checked = check_position(prefix, take("Ben", 4))
    assert (checked.verdict.status, checked.verdict.rule) == ("illegal", "demo-spiel.eins-bis-drei")
    assert checked.alternatives == [take("Ben", 1), take("Ben", 2), take("Ben", 3), passes("Ben")]
    assert checked.pending["player"] == "Ben" and checked.pending["details"] == {"heap": 4}
    from_state = check_position({"game": SLUG, "state": checked.state}, take("Ben", 4))
    assert from_state.verdict == checked.verdict and from_state.alternatives == checked.alternatives
    with pytest.raises(StateError):
        check_position({"game": SLUG, "state": {"players": PLAYERS}}, take("Ben", 1))


def test_the_record_schema_extends_the_envelope_and_refuses_a_third_player(demo):
    schema = demo.record_schema()
    assert schema["properties"]["game"] == {"const": SLUG}
    report = replay(record(roll(1), players=["Anna", "Ben", "Clara"]))
    assert report.status == "invalid" and report.problems[0].pointer == "/players"


def test_the_format_reference_is_beside_the_ruleset(demo):
    assert demo.format_doc().name == "format.md" and demo.format_doc().parent.name == "demo_game"
    assert "demo-spiel" in demo.format_doc().read_text(encoding="utf-8")


# -- through the Django service layer, with nothing added outside the demo folder ----------------------------


@pytest.mark.django_db(transaction=True)  # queued on commit: needs real commits
def test_a_demo_record_is_validated_through_the_service_layer(demo, eager_celery):
    from engine import services

    job = services.submit(LEGAL)
    job.refresh_from_db()
    assert job.status == "done", job.error
    assert job.report["status"] == "legal" and job.report["checked"] == 4
    assert job.report["outcome"]["winners"] == ["Anna"]


@pytest.mark.django_db
def test_the_record_schema_api_serves_the_demo_schema(demo, client):
    response = client.get(f"/api/v1/games/{SLUG}/record-schema")
    assert response.status_code == 200 and response.json() == demo.record_schema()


@pytest.mark.django_db
def test_the_format_page_shows_the_demo_format_md(demo, client):
    response = client.get(f"/pruefen/formate/{SLUG}/")
    assert response.status_code == 200
    html = response.content.decode()
    assert "Haufen" in html and "<table>" in html

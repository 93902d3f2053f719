"""Modules in play (issue 19): a corpus game per module and one with all combinable modules replay legal
(also through the real worker), self-play over random module combinations replays legal, every offered move
is legal, and a corruption per module is caught at its entry naming the module's rule."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import replay, validate_record
from engine.games.burgund import facts, hooks, tiles
from engine.games.burgund.bots import random_bot, self_play
from tests.conftest import wait_for
from tests.engine.burgund.bg_helpers import RS, module_setup

DATA = Path(__file__).resolve().parents[2] / "data" / "burgund" / "modules"
CORPUS = sorted(p.stem for p in DATA.glob("*.json") if p.stem != "state_digests")
NAMES = ["Anna", "Ben", "Clara", "Dirk"]
IMPLEMENTED = sorted(hooks.registry())


def load(name):
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


def test_there_is_a_corpus_game_per_module_and_one_with_all_combinable_ones():
    used = {name: set(load(name)["record"]["setup"]["modules"]) for name in CORPUS}
    for slug in IMPLEMENTED:
        assert any(modules == {slug} for modules in used.values()), slug
    # the solo game is for one player, the team game for four, the others for 2-4 (their player counts); the
    # team game excludes the border posts (ln 972-976): the largest combinations, each together
    assert set(IMPLEMENTED) - {"solo-spiel", "team-spiel"} in used.values()
    assert set(IMPLEMENTED) - {"solo-spiel", "grenzposten"} in used.values()


@pytest.mark.parametrize("name", CORPUS)
def test_module_corpus_game_replays_legal_with_its_recorded_result(name):
    data = load(name)
    assert validate_record(data["record"]) == []
    report = replay(data["record"])
    expected = data["expected"]
    assert report.status == expected["status"] == "legal"
    assert report.checked == expected["entries"] and report.final_state.over
    assert report.outcome["scores"] == expected["scores"] and report.outcome["winners"] == expected["winners"]


def test_the_state_json_of_the_module_corpus_is_unchanged():
    # the state JSON is a public format: its module part (modules, extra) is pinned like the base game's
    pinned = json.loads((DATA / "state_digests.json").read_text(encoding="utf-8"))
    assert sorted(pinned) == CORPUS
    for name in CORPUS:
        report = replay(load(name)["record"], keep_states=True)
        got = [hashlib.sha256(json.dumps(s, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:16]
               for s in report.states]
        assert got == pinned[name], name
        assert all(RS.state_to_json(RS.state_from_json(s)) == s for s in report.states[::25])


def test_the_module_corpus_uses_each_modules_pieces():
    log = load("zusaetzliche-plaettchen-4p-seed59")["record"]["log"]
    placed = {e["tile"] for e in log if e.get("move") == "place"}
    assert {"kloster-27", "kloster-28", "kran", "gaense"} <= placed
    assert {"buy-workers", "use-building", "count-species"} <= {e["move"] for e in log}
    log = load("handelsstrassen-3p-seed31")["record"]["log"]
    report = replay(load("handelsstrassen-3p-seed31")["record"])
    assert all(report.final_state.extra["handelsstrassen"]["filled"].values())
    assert any("burgund.auslegung.handelsstrassen-datensatz" in v.readings for _i, v in report.results)
    log = load("gasthoefe-2p-seed22")["record"]["log"]
    assert sum(1 for e in log if e.get("tile") == "gasthof" and e["move"] == "buy") >= 2
    assert sum(1 for e in log if e.get("tile") == "gasthof" and e["move"] == "place") >= 2


MULTI = [m for m in IMPLEMENTED if m != "solo-spiel"]


def combinable(n, chosen):
    """The chosen modules a game of n players can use: the solo game alone; the team game with 4 players and
    without the border posts (ln 969, 972-976)."""
    if n == 1:
        return ["solo-spiel"]
    team = n == 4 and "team-spiel" in chosen
    return [m for m in MULTI if m in chosen and (m != "team-spiel" or team) and not (team and m == "grenzposten")]


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 4), seed=st.integers(0, 10_000), chosen=st.sets(st.sampled_from(MULTI), min_size=1))
def test_random_games_with_random_module_combinations_replay_legal(n, seed, chosen):
    players = NAMES[:n]
    modules = combinable(n, chosen)
    setup = module_setup(modules, players, seed)
    seeded, explicit, final = self_play(players, seed, {p: random_bot for p in players}, setup=setup)
    for record in (seeded, explicit):
        assert validate_record(record) == []
        report = replay(record)
        assert report.status == "legal", [(p.index, p.rule) for p in report.problems]
        assert report.outcome["scores"] == final.result["scores"]


def module_candidates(state):
    """The modules' entries from small domains: every legal one must be offered."""
    task = state.tasks[-1]
    player = task.player
    out = [{"by": player, "move": "buy-workers", "silver": n} for n in range(1, 6)]
    out += [{"by": player, "move": "use-building", "building": b} for b in (*tiles.BUILDINGS, None)]
    out += [{"by": player, "move": "count-species", "species": s} for s in (*tiles.SPECIES, "gaense")]
    out += [{"by": player, "move": "buy", "tile": "gasthof", "depot": d, "pay": p} for d in ("black", 1)
            for p in ("silver", "workers")]
    out += [{"by": player, "move": "buy-vp", "vp": n} for n in range(1, 6)]
    if "schilde" in state.extra:
        castles = [s for s, t in state.estates[player].items() if t == "burg"] + [1]
        out += [{"by": player, "move": "shield", "value": v, "shield": n, "space": c} for v in range(1, 7)
                for n in (*state.extra["schilde"]["depots"][str(v)], 18) for c in castles]
        out += [{"by": player, "move": "name-opponent", "opponent": p} for p in state.players]
        out += [{"by": player, "move": "turn-die", "die": d, "to": v} for d in range(1, 7) for v in range(1, 7)]
    return out


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(1, 4), seed=st.integers(0, 10_000), picks=st.lists(st.floats(0, 1), min_size=4, max_size=4))
def test_with_modules_every_offered_move_is_legal_and_every_legal_module_move_offered(n, seed, picks):
    players = NAMES[:n]
    seeded, _explicit, _ = self_play(players, seed, {p: random_bot for p in players},
                                     setup=module_setup(combinable(n, set(MULTI) - {"grenzposten"} if n == 4
                                                                   else set(MULTI)), players, seed))
    report = replay(seeded, keep_states=True)
    for pick in picks:
        state = RS.state_from_json(report.states[int(pick * (len(report.states) - 2))])
        decision = RS.pending(state)
        if decision is None or decision.is_chance:
            continue
        offered = [dict(o) for o in decision.options]
        for option in offered:
            assert RS.check(state, option).proceeds, option
        for entry in module_candidates(state):
            if RS.check(state, entry).proceeds and "discard" not in entry:
                assert entry in offered, entry
        for option in offered:  # the team game: the other storage space, when legal, is offered too
            if "lager" in option:
                other = {**option, "lager": "gemeinsam" if option["lager"] == "eigen" else "eigen"}
                assert RS.check(state, other).proceeds == (other in offered), other


def prefix_state(record, index):
    return replay(dict(record, log=record["log"][:index])).final_state


def test_a_corrupted_worker_purchase_is_caught_at_its_entry_naming_monastery_28():
    # burgund.kloster-28, ln 871-872: more silver spent than held
    record = load("zusaetzliche-plaettchen-4p-seed59")["record"]
    log = record["log"]
    index = next(i for i, e in enumerate(log) if e["move"] == "buy-workers")
    silver = prefix_state(record, index).silver[log[index]["by"]]
    bad = dict(record, log=[*log[:index], dict(log[index], silver=silver + 1), *log[index + 1:]])
    problem = replay(bad, stop_at_first_problem=True).problems[0]
    assert problem.index == index and problem.rule == "burgund.kloster-28" and problem.quote


def test_a_corrupted_crane_choice_is_caught_at_its_entry_naming_the_crane():
    # burgund.kran, ln 875-876: a building's function, and the crane is no choice of itself
    record = load("zusaetzliche-plaettchen-4p-seed59")["record"]
    log = record["log"]
    index = next(i for i, e in enumerate(log) if e["move"] == "use-building")
    bad = dict(record, log=[*log[:index], dict(log[index], building="kran"), *log[index + 1:]])
    assert validate_record(bad)  # the schema already refuses a non-building
    state = prefix_state(record, index)
    verdict = RS.check(state, dict(log[index], building="kloster-1"))
    assert verdict.status == "illegal" and verdict.rule == "burgund.kran"


def test_a_second_inn_in_one_area_is_caught_at_its_entry_naming_the_inn_rule():
    # burgund.gasthof, ln 936-937: "Pro Gebiet ist aber maximal ein Gasthof erlaubt!"
    record = load("gasthoefe-2p-seed22")["record"]
    log = record["log"]
    for index, entry in enumerate(log):
        if entry.get("tile") != "gasthof" or entry["move"] != "place":
            continue
        state = prefix_state(record, index)
        player = entry["by"]
        board = facts.board(state.boards[player])
        estate = state.estates[player]
        for space in board.types:
            area = board.areas[board.area_of[space]]
            if space in estate or not any(estate.get(s) == "gasthof" for s in area):
                continue
            if board.dice[space] != entry.get("value", entry.get("die")):
                continue
            if not any(n in estate for n in board.neighbours[space]):
                continue
            mutated = dict(entry, space=space)
            bad = dict(record, log=[*log[:index], mutated, *log[index + 1:]])
            problem = replay(bad, stop_at_first_problem=True).problems[0]
            assert problem.index == index and problem.rule == "burgund.gasthof" and problem.quote
            return
    pytest.fail("no inn placement in the corpus could be moved into an area with an inn")


@pytest.mark.worker
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("name", CORPUS)
def test_real_worker_replays_each_module_game_legal(client, celery_worker_process, name):
    record = load(name)["record"]
    response = client.post("/api/v1/validations", data=json.dumps({"record": record}),
                           content_type="application/json")
    assert response.status_code == 202
    url = response.json()["url"]
    job = wait_for(lambda: (data := client.get(url).json())["status"] == "done" and data, timeout=180)
    report = job["report"]
    assert report["status"] == "legal" and report["problems"] == []
    assert report["checked"] == report["entries"] == len(record["log"])
    page = client.get(f"/pruefen/{job['id']}/stellung/{len(record['log']) - 1}/").content.decode()
    assert "<svg" in page and any(word in page for word in ("Gasthöfe", "Zusatzplättchen", "Handelsstraße",
                                                              "Weiße Burgen", "Grenzposten", "Schilde",
                                                              "Solo (", "Doppeltableau"))


def test_a_corrupted_trade_route_is_refused_at_the_setup_naming_the_passage():
    # burgund.handelsstrassen, ln 942-943: the module has no move of its own; what a record can get wrong
    # about it is the route it states (one card too many for Anna)
    record = load("handelsstrassen-3p-seed31")["record"]
    routes = json.loads(json.dumps(record["setup"]["module_data"]["handelsstrassen"]["routes"]))
    routes["Anna"].append(routes["Anna"][0])
    bad = dict(record, setup={**record["setup"], "module_data": {"handelsstrassen": {"routes": routes}}})
    report = replay(bad)
    assert report.status == "invalid" and report.checked == 0
    errors = validate_record(bad)
    assert errors[0].pointer == "/setup/module_data/handelsstrassen/routes/Anna" and "ln 942-943" in errors[0].message_de


def test_a_corrupted_white_castle_action_is_caught_at_its_entry_naming_the_white_castle():
    # burgund.weisse-burg, ln 920-923: the action uses the white die's number, no die of the player's own
    record = load("weisse-burgen-2p-seed42")["record"]
    log = record["log"]
    index = next(i + 1 for i, e in enumerate(log) if e["move"] == "place" and e["tile"].startswith("weisse-burg-"))
    entry = log[index]
    assert "die" not in entry and entry["move"] in ("take", "place", "sell", "workers")
    bad = dict(record, log=[*log[:index], dict(entry, die=entry.get("value", 1)), *log[index + 1:]])
    problem = replay(bad, stop_at_first_problem=True).problems[0]
    assert problem.index == index and problem.rule == "burgund.weisse-burg" and problem.quote


def test_a_corrupted_11_board_is_refused_at_the_setup_naming_what_is_wrong():
    # burgund.grenzposten, ln 905-906: the module scores but refuses no move; what a record can get wrong about
    # it is the board it states (here a start castle on a space that is no castle space)
    record = load("grenzposten-3p-seed53")["record"]
    setup = json.loads(json.dumps(record["setup"]))
    board = setup["module_data"]["grenzposten"]["boards"]["Ben"]
    board["start_castle"] = next(s["id"] for s in board["spaces"] if s["type"] != "castle")
    report = replay(dict(record, setup=setup))
    assert report.status == "invalid" and report.checked == 0
    errors = validate_record(dict(record, setup=setup))
    assert errors[0].pointer == "/setup/module_data/grenzposten/boards/Ben" and "Start-Burg" in errors[0].message_de


def test_the_border_posts_score_in_their_corpus_game():
    # burgund.grenzposten, ln 906-915
    report = replay(load("grenzposten-3p-seed53")["record"], keep_states=True)
    pairs = report.final_state.extra["grenzposten"]["pairs"]
    assert any(pairs.values()) and report.final_state.extra["grenzposten"]["all_three"]


def test_a_corrupted_shield_take_is_caught_at_its_entry_naming_the_shield_rule():
    # burgund.schild-burg, ln 1113-1114: the shield goes onto one of the player's own castle tiles
    record = load("schilde-4p-seed86")["record"]
    log = record["log"]
    index = next(i for i, e in enumerate(log) if e["move"] == "shield")
    state = prefix_state(record, index)
    player = log[index]["by"]
    space = next(s for s in range(1, 38) if state.estates[player].get(s) != "burg")
    bad = dict(record, log=[*log[:index], dict(log[index], space=space), *log[index + 1:]])
    problem = replay(bad, stop_at_first_problem=True).problems[0]
    assert problem.index == index and problem.rule == "burgund.schild-burg" and problem.quote


def test_a_corrupted_tribute_is_caught_at_its_entry_naming_the_tribute_rule():
    # burgund.schild-tribut, ln 1120-1122: one silver per shield, or the shield leaves
    record = load("schilde-4p-seed86")["record"]
    log = record["log"]
    index = next(i for i, e in enumerate(log) if e["move"] == "pay-tribute" and e["silver"])
    bad = dict(record, log=[*log[:index], dict(log[index], silver=log[index]["silver"] - 1), *log[index + 1:]])
    problem = replay(bad, stop_at_first_problem=True).problems[0]
    assert problem.index == index and problem.rule == "burgund.schild-tribut" and problem.quote


def test_the_shields_are_used_in_their_corpus_game():
    log = load("schilde-4p-seed86")["record"]["log"]
    moves = {e["move"] for e in log}
    assert {"shield", "pay-tribute", "place-direct", "name-opponent", "extra-goods"} <= moves


def test_a_corrupted_vp_purchase_is_caught_at_its_entry_naming_the_counter_rule():
    # burgund.solo-zaehlstein, ln 1071: "Jeder Siegpunkt kostet dich eine Silbermünze."
    record = load("solo-spiel-1p-seed95")["record"]
    log = record["log"]
    index = next(i for i, e in enumerate(log) if e["move"] == "buy-vp")
    silver = prefix_state(record, index).silver["Anna"]
    bad = dict(record, log=[*log[:index], dict(log[index], vp=silver + 1), *log[index + 1:]])
    problem = replay(bad, stop_at_first_problem=True).problems[0]
    assert problem.index == index and problem.rule == "burgund.solo-zaehlstein" and problem.quote


def test_the_solo_corpus_game_uses_the_solo_rules():
    report = replay(load("solo-spiel-1p-seed95")["record"])
    assert report.outcome["solo"]["covered"] > 1 and report.final_state.extra["solo-spiel"]["marker"] < 50
    assert "place-black" in {e["move"] for e in load("solo-spiel-1p-seed95")["record"]["log"]}

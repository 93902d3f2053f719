"""Das Team-Spiel (ln 966-1024): teams, the double boards the record states, what a team shares, the storage
spaces, the bridge past its end, the joint scoring; its corpus games and a corruption caught at its entry."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from engine.core import replay, validate_record
from engine.games.burgund import flow, picture
from engine.games.burgund.modules.team_spiel import own_of, shared_of
from engine.games.burgund.state import GameState
from tests.engine.burgund.bg_helpers import RS, legal, module_setup, refused, step, team_data, turn

TEAM = "team-spiel"
PLAYERS = ["Anna", "Ben", "Clara", "Dirk"]
DATA = Path(__file__).resolve().parents[2] / "data" / "burgund" / "modules"


def record(players=PLAYERS, **setup):
    return {"format": "regelwerk-record/1", "game": "burgund", "players": list(players), "setup": setup, "log": []}


def team_game(seed=3, players=PLAYERS, data=None):
    """A seeded team game at its first turn (A = 1st + 3rd player, B = 2nd + 4th, unless `data` says)."""
    setup = module_setup([TEAM], players, seed)
    if data is not None:
        setup["module_data"][TEAM] = data
    return RS.deal(RS.setup(list(players), {"seed": seed, **setup}))


def load(name):
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


# -- Spielvorbereitung ---------------------------------------------------------------------------------------
def test_team_spiel_four_players_in_two_teams_stated_by_the_record_ln969():
    # burgund.team-spiel, ln 969: "Es werden zwei Teams à zwei Spieler gebildet"
    setup = module_setup([TEAM], PLAYERS, 1)
    assert validate_record(record(**setup)) == []
    errors = validate_record(record(PLAYERS[:2], modules=[TEAM]))
    assert errors and errors[0].pointer == "/setup/modules/0" and "ln 966-1024" in errors[0].message_de
    errors = validate_record(record(modules=[TEAM]))
    assert errors[0].pointer == f"/setup/module_data/{TEAM}" and "Doppeltableaus" in errors[0].message_de
    bad = json.loads(json.dumps(setup))
    bad["module_data"][TEAM]["teams"]["B"] = ["Ben", "Anna"]
    errors = validate_record(record(**bad))
    assert errors[0].pointer == f"/setup/module_data/{TEAM}/teams" and "ln 969" in errors[0].message_de


def test_team_spiel_a1_is_the_start_player_ln999_1000():
    # burgund.auslegung.team-startspieler (ln 994-1000): A1 is the start player
    setup = {**module_setup([TEAM], PLAYERS, 1), "start_player": "Ben"}
    errors = validate_record(record(**setup))
    assert errors[0].pointer == f"/setup/module_data/{TEAM}/teams/A" and "A1" in errors[0].message_de


def test_team_doppeltableau_start_castle_on_the_dark_green_1_or_6_on_12b_ln988_989():
    # burgund.team-doppeltableau, ln 988-989
    setup = module_setup([TEAM], PLAYERS, 1)
    bad = json.loads(json.dumps(setup))
    bad["module_data"][TEAM]["boards"]["A"]["spaces"][18]["die"] = 6  # 12a: only the 1
    errors = validate_record(record(**bad))
    assert errors[0].pointer == f"/setup/module_data/{TEAM}/boards/A" and "ln 988-989" in errors[0].message_de
    assert setup["module_data"][TEAM]["boards"]["B"]["name"] == "12b"  # 12b: the 6 is allowed (test data: a 6)
    assert validate_record(record(**setup)) == []


def test_team_material_one_castle_workers_3_and_5_two_silver_per_team_ln974_995():
    # burgund.team-doppeltableau (ln 974-989), burgund.team-material (ln 991-995)
    state = RS.setup(PLAYERS, {"seed": 1, **module_setup([TEAM], PLAYERS, 1)})
    assert state.boards == {p: 12 for p in PLAYERS}
    assert state.estates["Anna"] is state.estates["Clara"] and state.estates["Anna"] == {19: "burg"}
    assert state.estates["Ben"] == {19: "burg"} and state.estates["Ben"] is not state.estates["Anna"]
    assert state.workers == {"Anna": 3, "Clara": 3, "Ben": 5, "Dirk": 5}  # team A (the start player's) 3
    assert state.silver == {p: 2 for p in PLAYERS}
    base = RS.setup(PLAYERS, {"seed": 1})
    assert state.supplies["dunkelgruen"].size == base.supplies["dunkelgruen"].size + 2  # one castle per team
    assert state.provenance["boards"]["Anna"]["confidence"] == "record"


def test_team_reihenfolge_first_round_a1_b1_a2_b2_as_one_stack_ln997_1000():
    # burgund.team-reihenfolge, ln 998-1000: the seats need not alternate; the first round does
    data = {**team_data(PLAYERS), "teams": {"A": ["Anna", "Ben"], "B": ["Clara", "Dirk"]}}
    state = team_game(data=data)
    assert state.bridge[0] == ["Anna", "Clara", "Ben", "Dirk"]
    assert state.order == ["Anna", "Clara", "Ben", "Dirk"]
    assert all(len(d) == 2 for d in state.dice.values())  # each player rolls own dice (ln 997-998)


def test_team_material_three_goods_per_team_on_the_shared_storage_ln991_992():
    # burgund.team-material, ln 991-992: the deal names each team's goods under its first player (A1, B1)
    state = RS.setup(PLAYERS, module_setup([TEAM], PLAYERS, 1))
    outcome = RS.step(state, {"event": "deal", "goods": {"Anna": [1, 1, 2], "Ben": [3, 4, 5]}})
    assert outcome.verdict.proceeds
    after = outcome.state
    assert after.goods["Anna"] == after.goods["Clara"] == {1: 2, 2: 1}
    assert after.goods["Ben"] == after.goods["Dirk"] == {3: 1, 4: 1, 5: 1}
    outcome = RS.step(state, {"event": "deal", "goods": {p: [1, 2, 3] for p in PLAYERS}})
    assert outcome.verdict.status == "inconsistent" and outcome.verdict.rule == "burgund.waren-start"


# -- Spielverlauf ----------------------------------------------------------------------------------------------
def test_team_gemeinsam_workers_silver_goods_are_the_teams_ln1007_1008():
    # burgund.team-gemeinsam, ln 1007-1008: what one member spends, the other no longer has
    state = turn(team_game(), "Clara", dice=(2, 2))
    after = legal(state, by="Clara", move="workers", die=2)
    assert after.workers["Anna"] == after.workers["Clara"] == 5 and after.workers["Ben"] == 5
    after.silver["Anna"] += 3
    assert after.silver["Clara"] == 5
    after.goods["Clara"][6] = 2
    assert after.goods["Anna"][6] == 2
    copied = after.copy()  # a copy keeps the sharing
    copied.workers["Anna"] -= 1
    assert copied.workers["Clara"] == 4 and after.workers["Clara"] == 5


def test_team_gemeinsam_state_json_reads_back_shared_and_refuses_unequal_team_values_ln1007():
    # burgund.team-gemeinsam, ln 1007-1008
    data = RS.state_to_json(team_game())
    back = GameState.from_json(data)
    assert RS.state_to_json(back) == data
    back.silver["Clara"] = 9
    assert back.silver["Anna"] == 9
    with pytest.raises(Exception) as error:
        GameState.from_json({**data, "silver": {**data["silver"], "Clara": 7}})
    assert error.value.pointer == "/silver/Clara"


def _with_storage(state, own=None, shared=None):
    """Set own storage tiles per player and the teams' shared tiles (in the module's layout)."""
    new = state.copy()
    own = {p: list(own[p]) if own and p in own else own_of(new, p) for p in new.players}
    for team, tiles in (shared or {}).items():
        new.extra[TEAM]["shared"][team] = list(tiles)
    for player in new.players:
        new.storage[player] = [*own[player], *shared_of(new, player)]
    return new


def _take(state, player, lager, **more):
    tile = state.depots[1][0]
    return {"by": player, "move": "take", "die": 1, "value": 1, "tile": tile, "lager": lager, **more}


def test_team_lager_two_own_and_two_shared_storage_spaces_named_by_the_entry_ln1004_1005():
    # burgund.team-lager, ln 1004-1005; reading team-lager
    state = turn(team_game(), "Anna", dice=(1, 1))
    entry = _take(state, "Anna", "eigen")
    refused(state, "team-lager", **{k: v for k, v in entry.items() if k != "lager"})  # the space is named
    verdict, after = step(state, **entry)
    assert verdict.proceeds and "burgund.auslegung.team-lager" in verdict.readings
    assert own_of(after, "Anna") == [entry["tile"]] and shared_of(after, "Anna") == []
    full = _with_storage(state, own={"Anna": ["mine", "markt"]})
    refused(full, "team-lager", **_take(full, "Anna", "eigen"))  # only two own spaces
    after = legal(full, **_take(full, "Anna", "gemeinsam"))
    assert shared_of(after, "Clara") == [entry["tile"]] and after.storage["Clara"] == [entry["tile"]]
    assert after.storage["Anna"] == ["mine", "markt", entry["tile"]]


def test_team_lager_the_partners_own_tiles_are_never_used_ln1008_1009():
    # burgund.team-lager, ln 1008-1009: "Von den zwei Sechseck-Plättchen ... des Teampartners ... nie"
    # (test data: space 25 of the double board 12a is a mine with a 4, next to the start castle on 19)
    state = _with_storage(turn(team_game(), "Anna", dice=(4, 4)), own={"Clara": ["mine"]})
    assert state.board("Anna").types[25] == "mine" and state.board("Anna").dice[25] == 4
    for lager in ("eigen", "gemeinsam"):
        refused(state, "platzieren-lager", by="Anna", move="place", die=4, tile="mine", space=25, lager=lager)
    assert not [o for o in RS.pending(state).options if o.get("tile") == "mine" and o["move"] == "place"]
    state = _with_storage(state, shared={"A": ["mine"]})
    refused(state, "team-lager", by="Anna", move="place", die=4, tile="mine", space=25, lager="eigen")
    after = legal(state, by="Anna", move="place", die=4, tile="mine", space=25, lager="gemeinsam")
    assert shared_of(after, "Clara") == [] and after.storage["Clara"] == ["mine"] and after.estates["Clara"][25] == "mine"


def test_team_lager_a_tile_is_discarded_only_when_all_four_spaces_are_full_ln1009_1010():
    # burgund.team-lager, ln 1009-1010 (reading team-lager: the new tile takes the discarded one's space)
    state = turn(team_game(), "Anna", dice=(1, 1))
    three = _with_storage(state, own={"Anna": ["mine", "markt"]}, shared={"A": ["bank"]})
    refused(three, "schluesselfelder", **_take(three, "Anna", "eigen", discard="mine"))
    four = _with_storage(state, own={"Anna": ["mine", "markt"]}, shared={"A": ["bank", "wachturm"]})
    refused(four, "team-lager", **_take(four, "Anna", "eigen", discard="bank"))  # bank is on a shared space
    after = legal(four, **_take(four, "Anna", "gemeinsam", discard="bank"))
    assert own_of(after, "Anna") == ["mine", "markt"] and Counter(shared_of(after, "Anna")) == Counter(
        ["wachturm", four.depots[1][0]])


def test_team_lager_every_offered_storage_entry_names_a_usable_space_ln1004_1010():
    # burgund.team-lager: the option list offers each take/place once per usable space, and each is legal
    state = _with_storage(turn(team_game(), "Anna", dice=(1, 4)), own={"Anna": ["mine"]}, shared={"A": ["mine"]})
    options = [dict(o) for o in RS.pending(state).options]
    stored = [o for o in options if o["move"] in ("take", "place", "buy") and o.get("tile")]
    assert stored and all(o["lager"] in ("eigen", "gemeinsam") for o in stored)
    assert {o["lager"] for o in stored if o["move"] == "place" and o["tile"] == "mine"} <= {"eigen", "gemeinsam"}
    for option in stored:
        assert RS.check(state, option).proceeds, option


def test_team_doppeltableau_both_members_play_on_both_halves_ln1013_1014():
    # burgund.team-doppeltableau (Hinweis ln 1013-1014), reading team-datensatz: the board is the record's
    # (test data: space 43 of 12a is a city space with a 1, next to space 38 of the second half)
    state = turn(team_game(), "Clara", dice=(1, 1))
    board = state.board("Clara")
    assert len(board.types) == 74 and board.number == 12
    assert board.types[43] == "building" and board.dice[43] == 1 and 38 in board.neighbours[43]
    state.estates["Clara"][38] = "burg"  # a tile on the second half
    state = _with_storage(state, own={"Clara": ["markt"]})
    verdict, after = step(state, by="Clara", move="place", die=1, tile="markt", space=43, lager="eigen")
    assert verdict.proceeds and "burgund.auslegung.team-datensatz" in verdict.readings
    assert after.estates["Anna"][43] == "markt"  # the double estate is the team's
    after = legal(turn(after, "Anna", dice=(1, 1)), by="Anna", move="workers", die=1)
    assert after.workers["Clara"] == after.workers["Anna"]


def test_team_schiffe_a_pawn_on_the_last_bridge_space_goes_on_top_again_ln1016_1018():
    # burgund.team-schiffe, ln 1016-1018
    state = team_game()
    state.bridge = [[] for _ in range(7)]
    state.bridge[0] = ["Ben", "Dirk"]
    state.bridge[6] = ["Clara", "Anna"]
    flow.advance_bridge(state, "Anna")
    assert state.bridge[6] == ["Anna", "Clara"]


# -- Schlusswertung ---------------------------------------------------------------------------------------------
def test_team_wertung_team_sums_and_shared_pieces_counted_once_ln1022():
    # burgund.team-wertung, ln 1022; reading team-wertung
    state = team_game()
    state.vp = {"Anna": 10, "Ben": 20, "Clara": 15, "Dirk": 4}
    state.silver["Anna"] = 4
    state.workers["Ben"] = 6
    state.goods["Anna"].clear()
    state.goods["Ben"].clear()
    flow.final_scoring(state)
    final = state.result["final"]
    assert final["Anna"]["silver"] == 4 and final["Clara"]["silver"] == 0
    assert final["Ben"]["workers"] == 3 and final["Dirk"]["workers"] == 0
    assert state.result["teams"]["A"]["score"] == state.vp["Anna"] + state.vp["Clara"] == 10 + 15 + 4 + 1
    assert state.result["teams"]["B"]["score"] == 20 + 4 + 2 + 3
    assert state.result["winners"] == ["Anna", "Clara"]


def test_team_wertung_a_tie_goes_to_more_empty_spaces_then_both_teams_ln1022_1023():
    # burgund.team-wertung, ln 1022-1023; reading team-gleichstand
    state = team_game()
    for p in PLAYERS:
        state.silver[p] = state.workers[p] = 0
        state.goods[p].clear()
    state.vp = {"Anna": 10, "Ben": 20, "Clara": 15, "Dirk": 5}
    state.estates["Ben"][1] = "mine"  # team B has one empty space fewer
    tie = state.copy()
    flow.final_scoring(state)
    assert state.result["winners"] == ["Anna", "Clara"]
    del tie.estates["Ben"][1]
    flow.final_scoring(tie)
    assert tie.result["winners"] == ["Anna", "Clara", "Ben", "Dirk"]


# -- corpus, corruption, picture --------------------------------------------------------------------------------
def test_team_corpus_games_use_the_team_rules():
    record = load("team-spiel-4p-seed69")["record"]
    log = record["log"]
    assert {"eigen", "gemeinsam"} <= {e.get("lager") for e in log}
    ships = Counter(e["by"] for e in log if e.get("move") == "place" and e.get("tile") == "schiff")
    assert max(ships.values()) > 6  # ln 1016-1018: more than 6 ships for one player
    report = replay(record)
    assert report.status == "legal" and set(report.outcome["teams"]) == {"A", "B"}
    assert len(report.outcome["winners"]) == 2
    assert set(load("alle-team-4p-seed87")["record"]["setup"]["modules"]) >= {TEAM, "schilde", "handelsstrassen"}


def test_a_corrupted_storage_space_is_caught_at_its_entry_naming_the_team_storage_rule():
    # burgund.team-lager, ln 1004-1010: a tile placed from a shared space named as the player's own
    record = load("team-spiel-4p-seed69")["record"]
    log = record["log"]
    for index, entry in enumerate(log):
        if entry.get("move") != "place" or entry.get("lager") != "gemeinsam":
            continue
        state = replay(dict(record, log=log[:index])).final_state
        if entry["tile"] in own_of(state, entry["by"]):
            continue
        bad = dict(record, log=[*log[:index], dict(entry, lager="eigen"), *log[index + 1:]])
        problem = replay(bad, stop_at_first_problem=True).problems[0]
        assert problem.index == index and problem.rule == "burgund.team-lager" and problem.quote
        return
    pytest.fail("no placement from a shared space in the team corpus game")


def test_the_team_picture_draws_each_double_estate_once_with_the_shared_pieces():
    report = replay(load("team-spiel-4p-seed69")["record"], keep_states=True)
    html = picture.draw(report.states[-1], {})
    assert html.count('class="burgund-estate"') == 2
    assert "Doppeltableau 12a" in html and "Doppeltableau 12b" in html
    assert "Gemeinsame Schlüsselfelder" in html and "eigene Schlüsselfelder" in html and "SP-Summe" in html
    assert "Feld 74:" in html


def test_auslegung_team_schilde_one_shield_per_castle_of_the_double_estate_ln1113_1114():
    # burgund.auslegung.team-schilde (burgund.schild-burg, ln 1113-1114: "das noch keinen anderen Schild trägt")
    setup = module_setup([TEAM, "schilde"], PLAYERS, 5)
    state = RS.deal(RS.setup(PLAYERS, {"seed": 5, **setup}))
    depots = state.extra["schilde"]["depots"]
    value = next(int(d) for d, laid in depots.items() if laid)
    number = depots[str(value)][0]
    other = next(n for n in range(1, 19) if n not in {s for laid in depots.values() for s in laid} | {6, 10})
    state.extra["schilde"]["held"]["Anna"] = {"19": other}
    clara = turn(state, "Clara", dice=(value, value))
    refused(clara, "schild-burg", by="Clara", move="shield", value=value, shield=number, space=19)
    assert not [o for o in RS.pending(clara).options if o["move"] == "shield" and o.get("space") == 19]
    after = legal(turn(state, "Anna", dice=(value, value)), by="Anna", move="shield", value=value, shield=number,
                  space=19)  # her own shield she may replace
    assert after.extra["schilde"]["held"]["Anna"] == {"19": number}


def test_team_wertung_end_monasteries_of_the_double_estate_count_once_with_both_members_bonus_tiles_ln1022():
    # burgund.team-wertung, ln 1022; reading team-wertung (#26, ln 849-850: 3 VP per own bonus tile)
    state = team_game()
    for p in PLAYERS:
        state.silver[p] = state.workers[p] = 0
        state.goods[p].clear()
    state.estates["Anna"][13] = "kloster-26"
    state.bonus["Anna"] = ["gross:river"]
    state.bonus["Clara"] = ["klein:mine", "gross:pasture"]
    flow.final_scoring(state)
    assert state.result["final"]["Anna"]["monasteries"] == 3 * 3
    assert state.result["final"]["Clara"]["monasteries"] == 0
    assert state.result["final"]["Ben"]["monasteries"] == 0


# -- the team game with other modules: #27, shield 10, shield 4 -----------------------------------------------
def _with_modules(modules, seed=5):
    setup = module_setup([TEAM, *modules], PLAYERS, seed)
    return RS.deal(RS.setup(PLAYERS, {"seed": seed, **setup}))


def test_auslegung_team_bruecke_27_keeps_the_placers_pawn_on_top_not_the_first_members_ln864_867():
    # burgund.kloster-27 (ln 864-867: "Wer dieses Plättchen ... platziert, befindet sich ab dann mit seinem Stein
    # ... immer oben"); reading team-bruecke: in the double estate it is the placer's (Clara, A2), not Anna's (A1)
    state = _with_modules(["zusaetzliche-plaettchen"])
    board = state.board("Clara")
    space = next(s for s in sorted(board.neighbours[19]) if board.types[s] == "monastery")
    die = board.dice[space]
    state = _with_storage(turn(state, "Clara", dice=(die, die)), own={"Clara": ["kloster-27"]})
    state.bridge = [[] for _ in range(7)]
    state.bridge[0], state.bridge[1], state.bridge[2] = ["Ben"], ["Dirk"], ["Anna", "Clara"]
    verdict, after = step(state, by="Clara", move="place", die=die, tile="kloster-27", space=space, lager="eigen")
    assert verdict.proceeds and "burgund.auslegung.team-bruecke" in verdict.readings
    assert after.estates["Anna"][space] == "kloster-27"  # the team's double estate
    assert after.bridge[2] == ["Clara", "Anna"]  # actively: at once on top
    for position in (after, GameState.from_json(RS.state_to_json(after))):  # the state JSON keeps the placer
        flow.advance_bridge(position, "Dirk")  # passively: a pawn arriving later stays under hers
        assert position.bridge[2] == ["Clara", "Dirk", "Anna"]
    data = RS.state_to_json(after)
    data["extra"][TEAM]["placed_by"] = {"kloster-27": "Zoe"}
    with pytest.raises(Exception) as error:
        GameState.from_json(data)
    assert error.value.pointer == f"/extra/{TEAM}"


def _end_of_game(modules):
    state = _with_modules(modules)
    for p in PLAYERS:
        state.silver[p] = state.workers[p] = 0
        state.goods[p].clear()
    state.extra["schilde"]["held"] = {p: {} for p in PLAYERS}
    state.estates["Anna"][13] = "kloster-26"  # ln 849-850: 3 VP per bonus tile
    state.bonus["Anna"] = ["gross:river"]
    state.bonus["Clara"] = ["klein:mine", "gross:pasture"]
    return state


@pytest.mark.parametrize("holder", ["Anna", "Clara"])
def test_auslegung_team_schild_10_doubles_the_double_estates_monasteries_held_by_either_member_ln1177_1178(holder):
    # burgund.schild-10 (ln 1177-1178: "erhält er für jedes seiner Kloster-Plättchen, das dann Siegpunkte
    # einbringt, die doppelte Punktzahl"); reading team-schild-10: the team's tiles count once, doubled
    state = _end_of_game(["schilde"])
    state.extra["schilde"]["held"][holder] = {"19": 10}
    flow.final_scoring(state)
    final = state.result["final"]
    assert final["Anna"]["monasteries"] == 2 * 3 * 3  # #26 with both members' three bonus tiles, doubled
    assert final["Clara"]["monasteries"] == 0 and final[holder]["shields"] == 8
    assert state.result["teams"]["A"]["score"] == state.vp["Anna"] + state.vp["Clara"]


def test_auslegung_team_schild_10_not_with_the_partners_shield_6_ln1178():
    # burgund.schild-10 (ln 1178: "Die Kombination mit Schild 6 ist nicht erlaubt"); reading team-schild-10:
    # the double estate's monastery tiles are both members', so not within one team either
    state = _with_modules(["schilde"])
    mine = state.extra["schilde"]
    for laid in mine["depots"].values():
        laid[:] = [n for n in laid if n not in (6, 10)]
    mine["depots"]["3"] = [10]
    board = state.board("Clara")
    castle = next(s for s in sorted(board.types) if board.types[s] == "castle" and s != 19)
    state.estates["Anna"][castle] = "burg"
    mine["held"]["Anna"] = {"19": 6}
    clara = turn(state, "Clara", dice=(3, 3))
    refused(clara, "schild-10", by="Clara", move="shield", value=3, shield=10, space=castle)
    assert not [o for o in RS.pending(clara).options if o["move"] == "shield" and o["shield"] == 10]
    mine["held"]["Anna"] = {"19": 7}  # without the partner's shield 6 she may
    after = legal(turn(state, "Clara", dice=(3, 3)), by="Clara", move="shield", value=3, shield=10, space=castle)
    assert after.extra["schilde"]["held"]["Clara"] == {str(castle): 10}


def test_auslegung_team_schild_4_more_own_tiles_than_spaces_still_use_a_free_shared_space_ln1004_1005():
    # burgund.team-lager (ln 1004-1005) with burgund.schild-4 (ln 1137-1138) lost: reading team-schild-4: the
    # own tiles beyond two stay, and a tile is discarded only when no own and no shared space is free
    state = _with_modules(["schilde"])
    state.extra["schilde"]["held"] = {p: {} for p in PLAYERS}  # shield 4 left the game (ln 1120-1122)
    state = _with_storage(turn(state, "Anna", dice=(1, 1)), own={"Anna": ["mine", "markt", "bank"]},
                          shared={"A": ["wachturm"]})
    entry = _take(state, "Anna", "gemeinsam")
    verdict, after = step(state, **entry)
    assert verdict.proceeds and "burgund.auslegung.team-schild-4" in verdict.readings
    assert own_of(after, "Anna") == ["mine", "markt", "bank"] and shared_of(after, "Anna") == ["wachturm",
                                                                                                entry["tile"]]
    options = [o for o in RS.pending(state).options if o["move"] == "take"]
    assert options and all("discard" not in o and o["lager"] == "gemeinsam" for o in options)
    refused(state, "team-lager", **_take(state, "Anna", "eigen"))  # no more own tiles are added
    full = _with_storage(state, shared={"A": ["wachturm", "kirche"]})  # now every space is taken: discard
    refused(full, "schluesselfelder", **_take(full, "Anna", "gemeinsam"))
    after = legal(full, **_take(full, "Anna", "eigen", discard="mine"))
    assert Counter(own_of(after, "Anna")) == Counter(["markt", "bank", full.depots[1][0]])

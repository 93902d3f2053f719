"""The big box's modules (issue 19): the module mechanism, the 4 extra tiles (ln 858-893) and the inns
(ln 925-938, 959-965); each test names the rule and the lines it checks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core import replay, validate_record
from engine.games.burgund import facts, flow, hooks
from engine.games.burgund.state import GameState
from engine.games.burgund.tasks import choice
from tests.engine.burgund.bg_helpers import RS, game, legal, module_setup, refused, step, turn

ROOT = Path(__file__).resolve().parents[3]
PACKAGE = ROOT / "engine" / "games" / "burgund"
EXTRA = "zusaetzliche-plaettchen"
INNS = "gasthoefe"


def record(players=("Anna", "Ben"), **setup):
    return {"format": "regelwerk-record/1", "game": "burgund", "players": list(players), "setup": setup, "log": []}


# -- the mechanism ----------------------------------------------------------------------------------------
def test_the_base_engine_names_no_module():
    # issue 19: the base engine knows no module by name; modules plug into its hooks
    words = [*hooks.registry(), *hooks.planned(), *hooks.tile_kinds()]
    for path in PACKAGE.glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not [w for w in words if f'"{w}"' in text], path


def test_every_catalog_module_is_implemented_or_refused_as_unsupported():
    catalog = json.loads((ROOT / "cards" / "sources" / "burgund.json").read_text(encoding="utf-8"))
    modules = {e["slug"] for e in catalog["editions"] if e["kind"] == "module"}
    assert modules == set(hooks.registry()) | set(hooks.planned())
    assert not set(hooks.registry()) & set(hooks.planned())


def test_an_unfinished_module_is_refused_as_unsupported(monkeypatch):
    # every catalog module is implemented now (the team game was the last); a planned one is simulated
    from engine.games.burgund import modules
    assert hooks.planned() == {}
    monkeypatch.setattr(modules, "PLANNED", {"beispiel": "Beispiel: noch nicht umgesetzt / not implemented yet"})
    report = replay(record(modules=["beispiel"]))
    assert report.status == "unsupported" and "noch nicht umgesetzt" in report.unsupported[0]


def test_an_unknown_or_repeated_module_is_an_invalid_setup():
    errors = validate_record(record(modules=["drachen"]))
    assert errors and errors[0].pointer == "/setup/modules/0"
    errors = validate_record(record(modules=[INNS, INNS]))
    assert errors and errors[0].pointer == "/setup/modules/1"


@pytest.mark.parametrize("modules, setup, lines", [
    (["grenzposten", "team-spiel"], {}, "ln 972-976"),
    (["team-spiel"], {"board": 2}, "ln 974-976"),
    (["team-spiel"], {"boards": {"Anna": 3, "Ben": 5}, "start_castles": {"Anna": 19, "Ben": 11}}, "ln 974-976"),
    (["team-spiel", "solo-spiel"], {}, "ln 969-969"),
    (["grenzposten"], {"boards": {"Anna": 3, "Ben": 5}, "start_castles": {"Anna": 19, "Ben": 11}}, "ln 1162-1163"),
])
def test_a_combination_the_rulebook_excludes_is_refused_with_its_passage(modules, setup, lines):
    # ln 972-976 (the team game replaces "Jeder Spieler erhält"), ln 1162-1163 ("ohne 11er")
    errors = validate_record(record(("Anna", "Ben"), modules=modules, **setup))
    message = " ".join(e.message_de for e in errors)
    assert "Nicht kombinierbar" in message and lines in message and "„" in message


def test_the_exclusions_quote_the_rulebook_verbatim():
    lines = (ROOT / "rulings" / "sources" / "rulebooks" / "001_88a608e615c31d64.txt").read_text(encoding="utf-8")
    lines = lines.split("\n")
    for rule in hooks.exclusions():
        first, last = rule["lines"]
        assert " ".join(rule["quote"].split()) in " ".join(" ".join(lines[first - 1:last]).split())


def test_implemented_modules_combine_with_each_other_and_the_variant_boards():
    # ln 1159-1165 (variant boards) with both implemented modules: no exclusion applies
    assert validate_record(record(("Anna", "Ben", "Clara"), modules=[EXTRA, INNS],
                                  boards={"Anna": 3, "Ben": 5, "Clara": 9},
                                  start_castles={"Anna": 19, "Ben": 11, "Clara": 16})) == []


def test_a_module_game_keeps_its_modules_in_the_state_json_and_reads_back_exactly():
    state = game(2, seed=4, modules=[EXTRA, INNS])
    data = RS.state_to_json(state)
    assert data["modules"] == [EXTRA, INNS] and data["extra"] == {INNS: {"stack": 1, "laid": 1}}
    assert RS.state_to_json(RS.state_from_json(data)) == data
    assert "modules" not in RS.state_to_json(game(2, seed=4))  # a base game's state JSON is unchanged


def test_a_state_naming_an_unimplemented_module_is_refused_with_a_pointer():
    data = RS.state_to_json(game(2, seed=4, modules=[INNS]))
    with pytest.raises(Exception) as error:
        GameState.from_json({**data, "modules": ["drachen"]})
    assert error.value.pointer == "/modules"
    with pytest.raises(Exception) as error:  # an implemented module without its position
        GameState.from_json({**data, "modules": [INNS, "team-spiel"]})
    assert error.value.pointer == "/extra/team-spiel"
    with pytest.raises(Exception) as error:
        GameState.from_json({**data, "extra": {INNS: {"stack": 9, "laid": 1}}})
    assert error.value.pointer == f"/extra/{INNS}"


# -- helpers ------------------------------------------------------------------------------------------------
def with_tiles(state, player, placed=None, stored=(), **fields):
    new = turn(state, player, **fields)
    new.estates[player].update(placed or {})
    new.storage[player] = list(stored)
    return new


# -- 4 weitere Sechseck-Plaettchen ----------------------------------------------------------------------------
def test_the_four_tiles_are_mixed_into_the_yellow_and_black_supplies():
    # burgund.zusaetzliche-plaettchen, ln 859-860
    state = RS.setup(["Anna", "Ben"], {"modules": [EXTRA]})
    assert state.supplies["gelb"].pool["kloster-27"] == state.supplies["gelb"].pool["kloster-28"] == 1
    assert state.supplies["schwarz"].pool["kran"] == state.supplies["schwarz"].pool["gaense"] == 1
    base = RS.setup(["Anna", "Ben"], {})
    assert "kran" not in base.supplies["schwarz"].pool and "kloster-27" not in base.supplies["gelb"].pool


def test_the_bridge_owner_stays_on_top_when_another_pawn_arrives():
    # burgund.kloster-27, ln 864-867: "auch dann, wenn ein anderer Stein später ankommt"
    state = with_tiles(game(2, seed=5, modules=[EXTRA]), "Anna", stored=["schiff"], dice=(2, 5))
    state.estates["Ben"][13] = "kloster-27"
    state.bridge = [["Anna"], ["Ben"], [], [], [], [], []]
    state.depot_goods = {d: [] for d in range(1, 7)}
    after = legal(state, by="Anna", move="place", die=2, tile="schiff", space=18)
    assert after.bridge[1] == ["Ben", "Anna"]  # without #27 Anna would lie on top (ln 412-414)


def test_placing_the_bridge_puts_its_owner_on_top_at_once():
    # burgund.kloster-27, ln 864-865: "befindet sich ab dann ... immer oben"
    state = with_tiles(game(2, seed=5, modules=[EXTRA]), "Ben", stored=["kloster-27"], dice=(1, 1))
    state.bridge = [["Anna", "Ben"], [], [], [], [], [], []]
    after = legal(state, by="Ben", move="place", die=1, tile="kloster-27", space=13)
    assert after.bridge[0] == ["Ben", "Anna"]


def test_workers_are_bought_only_with_monastery_28_two_for_one_silver():
    # burgund.kloster-28, ln 871-872
    state = with_tiles(game(2, seed=6, modules=[EXTRA]), "Anna", silver={"Anna": 3, "Ben": 1},
                       workers={"Anna": 0, "Ben": 0})
    refused(state, "kloster-28", by="Anna", move="buy-workers", silver=1)
    state.estates["Anna"][13] = "kloster-28"
    after = legal(state, by="Anna", move="buy-workers", silver=2)
    assert after.silver["Anna"] == 1 and after.workers["Anna"] == 4
    refused(after, "kloster-28", by="Anna", move="buy-workers", silver=2)  # only 1 silver left
    assert {"by": "Anna", "move": "buy-workers", "silver": 1} in RS.pending(after).options


def test_the_crane_uses_the_function_of_a_building_of_choice():
    # burgund.kran, ln 875-878: "oder sich zwei Silbermünzen nehmen (Bank)"
    state = with_tiles(game(2, seed=7, modules=[EXTRA]), "Anna", stored=["kran"], dice=(2, 3),
                       silver={"Anna": 0, "Ben": 1})
    after = legal(state, by="Anna", move="place", die=3, tile="kran", space=26)
    assert after.tasks[-1].kind == "kran" and after.tasks[-1].rule == "burgund.kran"
    refused(after, "kran", by="Anna", move="use-building", building="kran")
    banked = legal(after, by="Anna", move="use-building", building="bank")
    assert banked.silver["Anna"] == 2 and banked.tasks[-1].kind == "turn"
    verdict, _ = step(after, by="Anna", move="use-building", building="bank")
    assert "burgund.auslegung.kran-eigene-art" in verdict.readings
    declined = legal(after, by="Anna", move="use-building", building=None)
    assert declined.silver["Anna"] == 0


def test_the_crane_counts_as_a_building_for_monastery_16_to_23_at_the_end():
    # burgund.kran, ln 878-881; reading kran-schlusswertung
    state = game(2, seed=7, modules=[EXTRA])
    number = next(iter(facts.monastery_buildings()))
    state.estates["Anna"].update({26: "kran", 13: f"kloster-{number}"})
    state.estates["Ben"].update({13: f"kloster-{number}"})
    flow.final_scoring(state)
    assert state.result["final"]["Anna"]["monasteries"] == state.result["final"]["Ben"]["monasteries"] + 4


def test_geese_score_2_and_another_species_then_2_again_carlas_example():
    # burgund.gaense, ln 884-893: 2 + 2 + 3 = 7 VP; later a 4 pig: 4 + 2 = 6 VP
    state = with_tiles(game(2, seed=8, modules=[EXTRA]), "Anna", {1: "kuh-2", 5: "kuh-3", 12: "markt"},
                       stored=["gaense", "schwein-4"], dice=(1, 5), vp={"Anna": 0, "Ben": 0})
    board = facts.board(1)
    assert board.areas[board.area_of[6]] == (1, 5, 6, 10, 11) and (board.dice[6], board.dice[10]) == (1, 5)
    after = legal(state, by="Anna", move="place", die=1, tile="gaense", space=6)
    assert after.vp["Anna"] == 7
    after = legal(after, by="Anna", move="place", die=5, tile="schwein-4", space=10)
    assert after.vp["Anna"] == 13


def test_geese_on_a_pasture_with_two_species_ask_which_one_counts():
    # burgund.gaense, ln 884-886 ("eine weitere beliebige"); reading gaense-tierart (Q19)
    state = with_tiles(game(2, seed=8, modules=[EXTRA]), "Anna", {1: "kuh-2", 5: "schaf-4", 12: "markt"},
                       stored=["gaense"], dice=(1, 5), vp={"Anna": 0, "Ben": 0})
    after = legal(state, by="Anna", move="place", die=1, tile="gaense", space=6)
    assert after.vp["Anna"] == 2 and after.tasks[-1].kind == "gaense"
    assert [o["species"] for o in RS.pending(after).options] == ["kuh", "schaf"]
    refused(after, "gaense", by="Anna", move="count-species", species="schwein")
    assert legal(after, by="Anna", move="count-species", species="schaf").vp["Anna"] == 6


def test_geese_are_one_more_species_for_monastery_24():
    # burgund.gaense, ln 887-888; burgund.kloster-24, ln 836-837
    state = game(2, seed=8, modules=[EXTRA])
    state.estates["Anna"].update({13: "kloster-24", 1: "kuh-2", 5: "gaense"})
    state.estates["Ben"].update({13: "kloster-24", 1: "kuh-2", 5: "kuh-3"})
    flow.final_scoring(state)
    assert state.result["final"]["Anna"]["monasteries"] == 8 and state.result["final"]["Ben"]["monasteries"] == 4


def test_the_extra_tiles_cannot_be_laid_out_in_a_game_without_the_module():
    # burgund.schwarzes-depot-auslegen, ln 208: the black depot gets tiles of the black supply only
    state = RS.setup(["Anna", "Ben"], {})
    state = RS.step(state, {"event": "deal", "goods": {"Anna": [1, 2, 3], "Ben": [4, 5, 6]}}).state
    entry = {"event": "phase", "depots": {"1": ["markt", "schiff"], "2": ["kloster-1", "burg"],
                                          "3": ["kuh-2", "kirche"], "4": ["schiff", "bank"],
                                          "5": ["mine", "kloster-2"], "6": ["rathaus", "schaf-2"]},
             "black": ["kran", "burg", "kloster-7", "kuh-4"], "goods": [1, 1, 2, 2, 3]}
    verdict = RS.step(state, entry).verdict
    assert verdict.status == "inconsistent" and verdict.rule == "burgund.schwarzes-depot-auslegen"


# -- Die Gasthoefe --------------------------------------------------------------------------------------------
def test_one_inn_per_phase_is_laid_beside_the_black_depot_and_stays():
    # burgund.gasthoefe, ln 927-930
    state = game(2, seed=9, modules=[INNS])
    assert state.extra[INNS] == {"stack": 1, "laid": 1}
    state.phase, state.round = 0, 4
    state.order, state.turn_index = ["Anna"], 0
    state.tasks = [choice("turn", "Anna")]
    flow.end_turn(state, None)  # the end of phase A
    assert state.tasks[-1].need == "phase" and state.extra[INNS] == {"stack": 1, "laid": 1}
    state = RS.deal(state)
    assert state.extra[INNS] == {"stack": 2, "laid": 2}


def test_an_inn_is_bought_instead_of_a_black_depot_tile():
    # burgund.gasthoefe, ln 930-933; reading gasthof-kauf (Q29: it is the turn's one purchase)
    state = with_tiles(game(2, seed=9, modules=[INNS]), "Anna", silver={"Anna": 4, "Ben": 1})
    option = {"by": "Anna", "move": "buy", "tile": "gasthof", "depot": "black", "pay": "silver"}
    assert option in RS.pending(state).options
    after = legal(state, **option)
    assert after.storage["Anna"] == ["gasthof"] and after.silver["Anna"] == 2 and after.extra[INNS]["stack"] == 0
    refused(after, "schwarzes-depot-einmal", **option)
    state.extra[INNS]["stack"] = 0
    refused(state, "schwarzes-depot", **option)  # none left beside the black depot


def test_an_inn_cannot_be_bought_without_the_module():
    # burgund.schwarzes-depot, ln 650-659
    state = with_tiles(game(2, seed=9), "Anna", silver={"Anna": 4, "Ben": 1})
    refused(state, "schwarzes-depot", by="Anna", move="buy", tile="gasthof", depot="black", pay="silver")


def test_an_inn_goes_on_a_space_of_any_colour_with_the_die_number_one_per_area():
    # burgund.gasthof, ln 935-937
    state = with_tiles(game(2, seed=10, modules=[INNS]), "Anna", stored=["gasthof", "gasthof"], dice=(2, 1))
    after = legal(state, by="Anna", move="place", die=2, tile="gasthof", space=18)  # a river space, 2
    refused(state, "platzieren-wuerfelzahl", by="Anna", move="place", die=2, value=2, tile="gasthof", space=16)
    refused(after, "gasthof", by="Anna", move="place", die=1, tile="gasthof", space=17)  # same river area
    verdict, _ = step(state, by="Anna", move="place", die=2, tile="gasthof", space=18)
    assert "burgund.auslegung.gasthof-platzieren" in verdict.readings


def test_an_area_with_an_inn_scores_one_space_larger():
    # burgund.gasthof-gebiet, ln 959-965: a 3-area with an inn scores as a 4-area (10 VP, not 6)
    state = with_tiles(game(2, seed=10, modules=[INNS]), "Anna", {12: "bank", 9: "markt", 14: "kirche"},
                       stored=["gasthof"], dice=(3, 3), vp={"Anna": 0, "Ben": 0})
    assert facts.board(1).areas[facts.board(1).area_of[15]] == (9, 14, 15)
    after = legal(state, by="Anna", move="place", die=3, tile="gasthof", space=15)
    assert after.vp["Anna"] == facts.area_score(4) + flow.PHASE_BONUS[0] == 20


def test_the_inns_are_drawn_on_the_picture():
    state = game(2, seed=10, modules=[INNS, EXTRA])
    state.estates["Anna"][13] = "kloster-27"
    svg = RS.picture(RS.state_to_json(state), {})
    assert "Gasthöfe neben dem schwarzen Depot" in svg and "Zusatzplättchen" in svg and "kloster-27" in svg


# -- Die Handelsstrassen --------------------------------------------------------------------------------------
ROUTES = "handelsstrassen"


def route_game(spaces, players=("Anna", "Ben")):
    """A seeded game whose first trade-route card of Anna has `spaces` (goods, bonus) and the rest no match."""
    cards = {2: 5, 3: 4, 4: 3}[len(players)]
    filler = {"goods": 6, "bonus": {"vp": 1}}
    first = [{"goods": g, "bonus": b} for g, b in spaces]
    routes = {p: [first if (p == "Anna" and i == 0) else [filler] * 3 for i in range(cards)] for p in players}
    setup = {"seed": 12, "modules": [ROUTES], "module_data": {ROUTES: {"routes": routes}}}
    assert validate_record({**record(players), "setup": setup}) == []
    return RS.deal(RS.setup(list(players), setup))


def test_the_record_states_the_trade_route_cards_five_four_or_three_per_player():
    # burgund.handelsstrassen, ln 942-943; the cards' faces are lost: reading handelsstrassen-datensatz
    errors = validate_record(record(("Anna", "Ben"), modules=[ROUTES]))
    assert errors and errors[0].pointer == f"/setup/module_data/{ROUTES}"
    space = {"goods": 1, "bonus": {"silver": 1}}
    short = {"Anna": [[space] * 3] * 4, "Ben": [[space] * 3] * 5}
    errors = validate_record(record(("Anna", "Ben"), modules=[ROUTES], module_data={ROUTES: {"routes": short}}))
    assert [e.pointer for e in errors] == [f"/setup/module_data/{ROUTES}/routes/Anna"] and "ln 942-943" in \
        errors[0].message_de
    bad = {"Anna": [[space] * 2] * 5, "Ben": [[space] * 3] * 5}
    assert validate_record(record(("Anna", "Ben"), modules=[ROUTES], module_data={ROUTES: {"routes": bad}}))


def test_sold_cards_fill_the_route_from_the_left_and_a_matching_colour_pays_its_bonus():
    # burgund.handelsstrasse-verkauf, ln 947-954
    state = route_game([(3, {"silver": 2}), (5, {"workers": 2}), (3, {"vp": 3})])
    state = with_tiles(state, "Anna", dice=(3, 3), goods={"Anna": {3: 2}, "Ben": {}},
                       silver={"Anna": 0, "Ben": 0}, workers={"Anna": 0, "Ben": 0}, vp={"Anna": 0, "Ben": 0})
    verdict, after = step(state, by="Anna", move="sell", die=3)
    assert verdict.status == "legal" and "burgund.auslegung.handelsstrassen-datensatz" in verdict.readings
    # two cards of sort 3: space 1 (3: +2 silver) matches, space 2 (5) does not
    assert after.extra[ROUTES]["filled"]["Anna"] == 2
    assert after.silver["Anna"] == 1 + 2 and after.workers["Anna"] == 0
    assert after.vp["Anna"] == 2 * 2  # the goods' own VP (ln 639-640), no route VP
    assert after.sold["Anna"] == {3: 2}  # still sold: monasteries 15 and 25 count them (ln 956-957)


def test_a_full_trade_route_sends_further_cards_to_the_sold_field():
    # burgund.handelsstrasse-verkauf, ln 954-956
    state = route_game([(3, {"silver": 2})] * 3)
    state.extra[ROUTES]["filled"]["Anna"] = 15
    state = with_tiles(state, "Anna", dice=(3, 3), goods={"Anna": {3: 1}, "Ben": {}}, silver={"Anna": 0, "Ben": 0})
    after = legal(state, by="Anna", move="sell", die=3)
    assert after.silver["Anna"] == 1 and after.extra[ROUTES]["filled"]["Anna"] == 15 and after.sold["Anna"] == {3: 1}


def test_cards_on_the_trade_route_count_for_monastery_25():
    # burgund.handelsstrasse-verkauf, ln 956-957; burgund.kloster-25, ln 842-844
    state = route_game([(3, {"silver": 2})] * 3)
    state = with_tiles(state, "Anna", {13: "kloster-25"}, dice=(3, 3), goods={"Anna": {3: 2}, "Ben": {}})
    after = legal(state, by="Anna", move="sell", die=3)
    flow.final_scoring(after)
    assert after.result["final"]["Anna"]["monasteries"] == 2


def test_the_trade_routes_are_in_the_state_json_and_on_the_picture():
    state = route_game([(3, {"silver": 2})] * 3)
    data = RS.state_to_json(state)
    assert RS.state_to_json(RS.state_from_json(data)) == data
    bad = json.loads(json.dumps(data))
    bad["extra"][ROUTES]["routes"]["Anna"][0]["goods"] = 7
    with pytest.raises(Exception) as error:
        GameState.from_json(bad)
    assert error.value.pointer == f"/extra/{ROUTES}"
    assert "Handelsstraße Anna (0/15 belegt)" in RS.picture(data, {})


# -- Die weissen Burgen ---------------------------------------------------------------------------------------
WHITE = "weisse-burgen"


def white_game(seed=14, white=4):
    setup = {"seed": seed, **module_setup([WHITE], ["Anna", "Ben"], seed)}
    assert validate_record({**record(), "setup": setup}) == []
    state = RS.deal(RS.setup(["Anna", "Ben"], setup))
    state.white = white
    return state


def test_the_record_states_the_nine_white_castles_backs_and_fronts():
    # burgund.weisse-burgen, ln 73 and 919-920; fronts lost: reading weisse-burgen-datensatz (Q31)
    errors = validate_record(record(modules=[WHITE]))
    assert errors and errors[0].pointer == f"/setup/module_data/{WHITE}"
    eight = {"tiles": [{"back": "beige", "front": "building"}] * 8}
    errors = validate_record(record(modules=[WHITE], module_data={WHITE: eight}))
    assert errors and errors[0].pointer == f"/setup/module_data/{WHITE}/tiles" and "ln 73" in errors[0].message_de
    bad = {"tiles": [{"back": "blau", "front": "building"}] * 9}  # ln 919-920 names buildings, monasteries, black
    assert validate_record(record(modules=[WHITE], module_data={WHITE: bad}))


def test_the_white_castles_are_mixed_into_the_supplies_their_backs_name():
    # burgund.weisse-burgen, ln 919-920
    state = white_game()
    counts = {back: sum(n for t, n in state.supplies[back].pool.items() if t.startswith("weisse-burg-"))
              for back in ("beige", "gelb", "schwarz")}
    laid = [t for d in state.depots.values() for t in d] + state.black
    for tag in laid:
        if tag.startswith("weisse-burg-"):
            counts[state.extra[WHITE]["tiles"][tag]["back"]] += 1
    assert counts == {"beige": 6, "gelb": 1, "schwarz": 2}
    assert state.provenance["white_castles"] == "record"


def test_a_white_castle_goes_on_a_space_of_its_recorded_front():
    # burgund.auslegung.weisse-burgen-datensatz (Q31); weisse-burg-1 has a building front in the test data
    state = with_tiles(white_game(), "Anna", stored=["weisse-burg-1"], dice=(3, 2))
    refused(state, "weisse-burg", by="Anna", move="place", die=2, tile="weisse-burg-1", space=18)  # a river space
    verdict, after = step(state, by="Anna", move="place", die=3, tile="weisse-burg-1", space=26)
    assert verdict.status == "legal" and "burgund.auslegung.weisse-burgen-datensatz" in verdict.readings
    assert after.tasks[-1].kind == "weisse-burg" and after.tasks[-1].rule == "burgund.weisse-burg"


def test_the_white_castle_gives_an_action_with_the_white_dies_number():
    # burgund.weisse-burg, ln 920-923: workers may change the number; the white die stays
    state = with_tiles(white_game(white=4), "Anna", stored=["weisse-burg-1"], dice=(3, 2),
                       workers={"Anna": 1, "Ben": 0}, goods={"Anna": {4: 2, 5: 1}, "Ben": {}})
    after = legal(state, by="Anna", move="place", die=3, tile="weisse-burg-1", space=26)
    refused(after, "weisse-burg", by="Anna", move="sell", die=4, value=4)  # it uses no die of its own
    sold = legal(after, by="Anna", move="sell", value=4)
    assert sold.goods["Anna"] == {5: 1} and sold.workers["Anna"] == 1 and sold.white == 4
    changed = legal(after, by="Anna", move="sell", value=5)  # 4 -> 5: one worker
    assert changed.goods["Anna"] == {4: 2} and changed.workers["Anna"] == 0 and changed.white == 4
    refused(after, "weisse-burg", by="Anna", move="sell", value=6)  # 4 -> 6: two workers, Anna has one
    options = [dict(o) for o in RS.pending(after).options]
    assert {"by": "Anna", "move": "sell", "value": 4} in options and {"by": "Anna", "move": "workers"} in options
    assert {"by": "Anna", "move": "sell", "value": 6} not in options


def test_a_white_castle_is_laid_out_on_a_depot_space_of_its_back_colour():
    # burgund.depots-auslegen, ln 205-206: a beige-backed white castle lies on a building space
    state = RS.setup(["Anna", "Ben"], {"modules": [WHITE], "module_data": {WHITE: {
        "tiles": [{"back": "beige", "front": "building"}] * 6 + [{"back": "schwarz", "front": "castle"}] * 2
        + [{"back": "gelb", "front": "monastery"}]}}})
    state = RS.step(state, {"event": "deal", "goods": {"Anna": [1, 2, 3], "Ben": [4, 5, 6]}}).state
    depots = {"1": ["weisse-burg-1", "schiff"], "2": ["kloster-1", "burg"], "3": ["kuh-2", "kirche"],
              "4": ["schiff", "bank"], "5": ["mine", "kloster-2"], "6": ["rathaus", "schaf-2"]}
    entry = {"event": "phase", "depots": depots, "black": ["weisse-burg-7", "burg", "kloster-7", "kuh-4"],
             "goods": [1, 1, 2, 2, 3]}
    assert RS.check(state, entry).proceeds
    wrong = {**depots, "1": ["weisse-burg-9", "schiff"]}  # a monastery back on a building space
    verdict = RS.check(state, {**entry, "depots": wrong})
    assert verdict.status == "inconsistent" and verdict.rule == "burgund.depots-auslegen"


# -- Die Grenzposten ------------------------------------------------------------------------------------------
POSTS = "grenzposten"


def posts_game(posts, players=("Anna", "Ben"), seed=15):
    setup = {"seed": seed, **module_setup([POSTS], list(players), seed)}
    first = setup["module_data"][POSTS]["boards"][players[0]]["spaces"]  # everyone on board 1's layout
    for p in players:
        setup["module_data"][POSTS]["boards"][p]["spaces"] = first
        setup["module_data"][POSTS]["boards"][p]["posts"] = posts
        setup["module_data"][POSTS]["boards"][p]["start_castle"] = 19
    assert validate_record({**record(players), "setup": setup}) == []
    return RS.deal(RS.setup(list(players), setup))


def test_the_record_states_the_11_boards_with_their_posts():
    # burgund.auslegung.grenzposten-datensatz (Q30): the boards 11a-f are lost; ln 905-906 one per player
    errors = validate_record(record(modules=[POSTS]))
    assert errors and errors[0].pointer == f"/setup/module_data/{POSTS}"
    setup = module_setup([POSTS], ["Anna", "Ben"], 1)
    same = json.loads(json.dumps(setup))
    same["module_data"][POSTS]["boards"]["Ben"]["name"] = "11a"
    assert "ln 71" in validate_record(record(**same))[0].message_de
    wrong = json.loads(json.dumps(setup))
    wrong["module_data"][POSTS]["boards"]["Ben"]["start_castle"] = 1  # a pasture space of board 2's layout
    assert validate_record(record(**wrong))[0].pointer == f"/setup/module_data/{POSTS}/boards/Ben"
    errors = validate_record(record(**{**setup, "board": 2}))  # ln 905-906: an 11 board, not board 2
    assert "Nicht kombinierbar" in errors[0].message_de and "ln 905-906" in errors[0].message_de


def test_areas_of_a_stated_layout_are_its_connected_spaces_of_one_colour_as_on_boards_1_to_10():
    from engine.games.burgund.modules.grenzposten import build
    for number in range(1, 11):
        board = facts.board(number)
        layout = {"start_castle": board.castle_spaces[0], "spaces": [
            {"id": s, "type": t, "die": board.dice[s], "axial": list(board.axial[s])} for s, t in board.types.items()]}
        built = build(layout)
        assert sorted(built.areas) == sorted(board.areas) and built.neighbours == board.neighbours


def test_connecting_two_posts_scores_the_phase_value_and_all_three_the_colour_bonus():
    # burgund.grenzposten, ln 906-911; burgund.grenzposten-alle-drei, ln 911-915 (2 players: 5, then 2)
    state = posts_game([[19], [18], [20]])
    assert state.boards == {"Anna": 11, "Ben": 11} and state.estates["Anna"] == {19: "burg"}
    state = with_tiles(state, "Anna", stored=["schiff", "schiff"], dice=(2, 5), vp={"Anna": 0, "Ben": 0})
    state.depot_goods = {d: [] for d in range(1, 7)}
    verdict, after = step(state, by="Anna", move="place", die=2, tile="schiff", space=18)
    assert after.vp["Anna"] == 10 and "burgund.auslegung.grenzposten-datensatz" in verdict.readings
    after = legal(after, by="Anna", move="place", die=5, tile="schiff", space=20)
    assert after.vp["Anna"] == 10 + 10 + 10 + 5  # pairs 1-3 and 2-3 join at once; first with all three
    assert after.extra[POSTS]["all_three"] == ["Anna"]
    ben = with_tiles(after, "Ben", stored=["schiff", "schiff"], dice=(2, 5))
    ben = legal(legal(ben, by="Ben", move="place", die=2, tile="schiff", space=18), by="Ben", move="place", die=5,
                tile="schiff", space=20)
    assert ben.vp["Ben"] == 10 + 20 + 2  # the second to connect all three: the small bonus


def test_a_pair_scores_only_once():
    # burgund.grenzposten, ln 906-911 (reading grenzposten-datensatz: once per pair)
    state = posts_game([[19], [18], [37]])
    state = with_tiles(state, "Anna", stored=["schiff", "schiff"], dice=(2, 1), vp={"Anna": 0, "Ben": 0})
    state.depot_goods = {d: [] for d in range(1, 7)}
    after = legal(state, by="Anna", move="place", die=2, tile="schiff", space=18)
    after = legal(after, by="Anna", move="place", die=1, tile="schiff", space=17)
    assert after.vp["Anna"] == 10 and after.extra[POSTS]["pairs"]["Anna"] == [[0, 1]]


def test_the_11_boards_are_in_the_state_json_and_on_the_picture():
    state = posts_game([[19], [18], [20]])
    data = RS.state_to_json(state)
    assert RS.state_to_json(RS.state_from_json(data)) == data
    assert "Grenzposten Anna (Plan 11a)" in RS.picture(data, {})
    plain = {k: v for k, v in data.items() if k not in ("modules", "extra")}
    with pytest.raises(Exception) as error:
        GameState.from_json(plain)  # board 11 without the module that brings it
    assert error.value.pointer.startswith("/boards/")


# -- Die Schilde ------------------------------------------------------------------------------------------------
SHIELDS = "schilde"


def shield_game(n=2, seed=16, held=None, **fields):
    state = game(n, seed=seed, modules=[SHIELDS])
    state.extra[SHIELDS]["held"].update(held or {})
    return with_tiles(state, "Anna", **fields)


def test_the_shields_lie_on_the_goods_fields_by_player_count():
    # burgund.schilde, ln 1089-1097 and 1104-1108
    for n, want in ((2, [1] * 6), (3, [1, 2, 1, 2, 1, 2]), (4, [2] * 6)):
        state = game(n, seed=16, modules=[SHIELDS])
        laid = state.extra[SHIELDS]["depots"]
        assert [len(laid[str(d)]) for d in range(1, 7)] == want
        numbers = [s for d in laid.values() for s in d]
        assert len(set(numbers)) == len(numbers) and set(numbers) <= set(range(1, 19))
    state = RS.setup(["Anna", "Ben"], {"modules": [SHIELDS]})
    assert state.tasks[-1].need == "shields"
    verdict = RS.check(state, {"event": "shields", "shields": {str(d): [d, d + 6] for d in range(1, 7)}})
    assert verdict.status == "inconsistent" and verdict.rule == "burgund.schilde"
    assert RS.check(state, {"event": "shields", "shields": {str(d): [d] for d in range(1, 7)}}).proceeds


def test_a_double_takes_a_shield_instead_of_both_actions_onto_a_castle():
    # burgund.schild-nehmen, ln 1112-1113; burgund.schild-burg, ln 1113-1115
    state = shield_game(dice=(3, 3))
    state.extra[SHIELDS]["depots"]["3"] = [7]
    after = legal(state, by="Anna", move="shield", value=3, shield=7, space=19)
    assert after.extra[SHIELDS]["held"]["Anna"] == {"19": 7} and after.dice["Anna"] == []
    assert after.extra[SHIELDS]["depots"]["3"] == []  # not replaced (ln 1107-1108)
    refused(state, "schild-burg", by="Anna", move="shield", value=3, shield=7, space=18)
    refused(state, "schild-nehmen", by="Anna", move="shield", value=3, shield=8, space=19)  # not in depot 3
    half = legal(state, by="Anna", move="workers", die=3)
    refused(half, "schild-nehmen", by="Anna", move="shield", value=3, shield=7, space=19)  # one die is used


def test_workers_make_a_double_three_and_five_into_fives_for_two_chips():
    # burgund.schild-nehmen, ln 1117-1118: "aus einer 3 und einer 5 einen 5er-Pasch" for two chips
    state = shield_game(dice=(3, 5), workers={"Anna": 2, "Ben": 0})
    state.extra[SHIELDS]["depots"]["5"] = [9]
    after = legal(state, by="Anna", move="shield", value=5, shield=9, space=19)
    assert after.workers["Anna"] == 0
    state.workers["Anna"] = 1
    refused(state, "schild-nehmen", by="Anna", move="shield", value=5, shield=9, space=19)


def test_a_new_shield_may_replace_one_which_leaves_the_game():
    # burgund.schild-burg, ln 1114-1115
    state = shield_game(held={"Anna": {"19": 4}}, dice=(2, 2))
    state.extra[SHIELDS]["depots"]["2"] = [5]
    after = legal(state, by="Anna", move="shield", value=2, shield=5, space=19)
    assert after.extra[SHIELDS]["held"]["Anna"] == {"19": 5}
    assert 4 not in [s for d in after.extra[SHIELDS]["depots"].values() for s in d]


def test_shields_10_and_6_are_never_held_together():
    # burgund.schild-10, ln 1178; reading schild-10-6 (Q42)
    state = shield_game(held={"Anna": {"19": 6}}, dice=(2, 2))
    state.estates["Anna"][20] = "burg"
    state.extra[SHIELDS]["depots"]["2"] = [10]
    refused(state, "schild-10", by="Anna", move="shield", value=2, shield=10, space=20)
    assert legal(state, by="Anna", move="shield", value=2, shield=10, space=19).extra[SHIELDS]["held"]["Anna"] == \
        {"19": 10}


def end_of_phase(state):
    """`state` at Anna's last turn of a phase, both dice used: her `end` ends the phase."""
    state.round, state.order, state.turn_index = 4, ["Anna"], 0
    state.dice = {p: [] for p in state.players}
    return state


def test_the_tribute_comes_before_the_mine_income_and_an_unpaid_shield_leaves():
    # burgund.schild-tribut, ln 1120-1122
    state = end_of_phase(shield_game(held={"Anna": {"19": 4}}, silver={"Anna": 1, "Ben": 0}))
    state.estates["Anna"][25] = "mine"
    after = legal(state, by="Anna", move="end")
    assert after.tasks[-1].kind == "tribut" and after.tasks[-1].player == "Anna"
    refused(after, "schild-tribut", by="Anna", move="pay-tribute", silver=0, workers=0, drop=[])
    refused(after, "schild-3", by="Anna", move="pay-tribute", silver=0, workers=1, drop=[])
    paid = legal(after, by="Anna", move="pay-tribute", silver=1, workers=0, drop=[])
    assert paid.silver["Anna"] == 1 and paid.extra[SHIELDS]["held"]["Anna"] == {"19": 4}  # 1 - 1 + 1 mine
    assert paid.phase == 1 and paid.tasks[-1].need == "phase"
    dropped = legal(after, by="Anna", move="pay-tribute", silver=0, workers=0, drop=[19])
    assert dropped.silver["Anna"] == 2 and dropped.extra[SHIELDS]["held"]["Anna"] == {}
    assert RS.state_to_json(RS.state_from_json(RS.state_to_json(after))) == RS.state_to_json(after)


def test_shield_3_pays_the_tribute_with_workers():
    # burgund.schild-3, ln 1134-1135
    state = end_of_phase(shield_game(held={"Anna": {"19": 3}}, silver={"Anna": 0, "Ben": 0},
                                     workers={"Anna": 1, "Ben": 0}))
    after = legal(legal(state, by="Anna", move="end"), by="Anna", move="pay-tribute", silver=0, workers=1, drop=[])
    assert after.workers["Anna"] == 0 and after.extra[SHIELDS]["held"]["Anna"] == {"19": 3}


def test_shield_14_places_a_depot_tile_directly_at_the_end_of_a_phase():
    # burgund.schild-14, ln 1190-1193; reading schild-14-15 (colour and adjacency, no die)
    state = end_of_phase(shield_game(held={"Anna": {"19": 14}}, silver={"Anna": 5, "Ben": 0}))
    state.depots = {d: [] for d in range(1, 7)}
    state.depots[2] = ["kloster-13"]
    after = legal(state, by="Anna", move="end")
    assert after.tasks[-1].kind == "schild-14"
    refused(after, "schild-14", by="Anna", move="place-direct", depot=2, tile="kloster-13", space=4)  # not adjacent
    placed = legal(after, by="Anna", move="place-direct", depot=2, tile="kloster-13", space=13)
    assert placed.estates["Anna"][13] == "kloster-13" and placed.tasks[-1].kind == "tribut"


def test_shield_1_counts_every_pasture_space_as_one_pasture():
    # burgund.schild-1, ln 1126-1128: a cow on another pasture scores with the cows there
    state = shield_game(held={"Anna": {"19": 1}}, placed={28: "kuh-3", 2: "burg"}, stored=["kuh-2"], dice=(6, 6),
                        vp={"Anna": 0, "Ben": 0})
    board = facts.board(1)
    assert board.types[28] == "pasture" and board.area_of[28] != board.area_of[1] and 2 in board.neighbours[1]
    assert legal(state, by="Anna", move="place", die=6, tile="kuh-2", space=1).vp["Anna"] == 2 + 3
    state.extra[SHIELDS]["held"]["Anna"] = {}
    assert legal(state, by="Anna", move="place", die=6, tile="kuh-2", space=1).vp["Anna"] == 2


def test_shield_2_gives_a_worker_when_an_opponent_gains_workers():
    # burgund.schild-2, ln 1131-1132; reading schild-2-je-gewinn (Q45)
    state = shield_game(held={"Ben": {"19": 2}}, dice=(1, 2), workers={"Anna": 0, "Ben": 0})
    after = legal(state, by="Anna", move="workers", die=1)
    assert after.workers == {"Anna": 2, "Ben": 1}


def test_shield_4_gives_unlimited_storage_spaces():
    # burgund.schild-4, ln 1137-1138
    state = shield_game(held={"Anna": {"19": 4}}, stored=["markt", "bank", "burg"], dice=(1, 2))
    tile = state.depots[1][0]
    after = legal(state, by="Anna", move="take", die=1, tile=tile)
    assert len(after.storage["Anna"]) == 4
    assert RS.state_to_json(RS.state_from_json(RS.state_to_json(after)))["storage"]["Anna"] == after.storage["Anna"]


def test_shield_5_takes_all_goods_of_one_sort_from_every_goods_field():
    # burgund.schild-5, ln 1140-1141
    state = shield_game(held={"Anna": {"19": 5}}, stored=["schiff"], dice=(2, 2), goods={"Anna": {}, "Ben": {}})
    state.depot_goods = {1: [4], 2: [4, 5], 3: [], 4: [4], 5: [6], 6: []}
    after = legal(state, by="Anna", move="place", die=2, tile="schiff", space=18)
    assert after.tasks[-1].kind == "schild-5"
    after = legal(after, by="Anna", move="extra-goods", sort=4)
    assert after.goods["Anna"] == {4: 3} and after.depot_goods == {1: [], 2: [5], 3: [], 4: [], 5: [6], 6: []}


def test_shield_6_uses_the_named_opponents_monasteries():
    # burgund.schild-6, ln 1143-1146; reading schild-6-benennen (Q41)
    state = shield_game(held={"Anna": {"19": 6}}, dice=(1, 2), workers={"Anna": 0, "Ben": 0})
    state.estates["Ben"][13] = "kloster-14"  # ln 817-819: 4 workers instead of 2
    refused(state, "schild-6", by="Anna", move="name-opponent", opponent="Anna")
    named = legal(state, by="Anna", move="name-opponent", opponent="Ben")
    refused(named, "schild-6", by="Anna", move="name-opponent", opponent="Ben")  # once
    assert legal(named, by="Anna", move="workers", die=1).workers["Anna"] == 4


def test_shields_7_8_9_12_double_bonus_mines_silver_and_goods():
    # burgund.schild-7/-8/-9/-12, ln 1148-1155, 1184-1185; reading schild-7-8-9-12 (Q43)
    state = shield_game(held={"Anna": {"19": 9, "20": 12}}, dice=(3, 3), goods={"Anna": {3: 3}, "Ben": {}},
                        silver={"Anna": 0, "Ben": 0}, vp={"Anna": 0, "Ben": 0})
    state.estates["Anna"][20] = "burg"
    after = legal(state, by="Anna", move="sell", die=3)
    assert after.silver["Anna"] == 3 and after.vp["Anna"] == 2 * 2 * 3
    state = end_of_phase(shield_game(held={"Anna": {"19": 8}}, silver={"Anna": 1, "Ben": 0}))
    state.estates["Anna"].update({25: "mine", 13: "kloster-2"})
    after = legal(legal(state, by="Anna", move="end"), by="Anna", move="pay-tribute", silver=1, workers=0, drop=[])
    assert after.silver["Anna"] == 2 and after.workers["Anna"] == state.workers["Anna"] + 2


def test_shield_7_doubles_a_colour_bonus():
    # burgund.schild-7, ln 1148-1149: the large castle bonus (5 VP with 2 players) counts 10
    board = facts.board(1)
    castles = [s for s, t in board.types.items() if t == "castle" and s != 19]  # 2, 3, 7
    gains = []
    for held in ({"19": 7}, {}):
        state = shield_game(held={"Anna": held}, placed={s: "burg" for s in castles[1:]}, stored=["burg"],
                            dice=(board.dice[castles[0]],) * 2, vp={"Anna": 0, "Ben": 0})
        after = legal(state, by="Anna", move="place", die=board.dice[castles[0]], tile="burg", space=castles[0])
        assert "gross:castle" in after.bonus["Anna"]
        gains.append(after.vp["Anna"])
    assert gains[0] - gains[1] == flow.LARGE_BONUS[2] == 5


def test_shield_16_turns_one_die_once_a_round():
    # burgund.schild-16, ln 1200-1201
    state = shield_game(held={"Anna": {"19": 16}}, dice=(1, 2))
    after = legal(state, by="Anna", move="turn-die", die=1, to=6)
    assert sorted(after.dice["Anna"]) == [2, 6]
    refused(after, "schild-16", by="Anna", move="turn-die", die=2, to=5)  # once a round
    refused(state, "schild-16", by="Anna", move="turn-die", die=1, to=1)  # no turn at all


def test_shields_17_and_18_a_larger_area_and_no_adjacency():
    # burgund.schild-17, ln 1203-1205 (a 3-area scores as a 4-area: 10 VP); burgund.schild-18, ln 1207-1208
    state = shield_game(held={"Anna": {"19": 17}}, placed={12: "bank", 9: "markt", 14: "kirche"},
                        stored=["wohnhaus"], dice=(3, 3), vp={"Anna": 0, "Ben": 0})
    after = legal(state, by="Anna", move="place", die=3, tile="wohnhaus", space=15)
    assert after.vp["Anna"] == facts.area_score(4) + flow.PHASE_BONUS[0]
    far = shield_game(held={"Anna": {"19": 18}}, stored=["kloster-5"], dice=(3, 3))
    assert facts.board(1).dice[4] == 3 and not set(facts.board(1).neighbours[4]) & set(far.estates["Anna"])
    assert legal(far, by="Anna", move="place", die=3, tile="kloster-5", space=4).estates["Anna"][4] == "kloster-5"


def test_shield_11_takes_a_shield_as_a_castles_action():
    # burgund.schild-11, ln 1181-1182; reading schild-11-depot (Q40)
    board = facts.board(1)
    neighbour = board.neighbours[7][0]
    state = shield_game(held={"Anna": {"19": 11}}, placed={neighbour: "markt"}, stored=["burg"], dice=(6, 6))
    state.extra[SHIELDS]["depots"]["2"] = [12]
    after = legal(state, by="Anna", move="place", die=board.dice[7], tile="burg", space=7)
    assert after.tasks[-1].kind == "burg"
    taken = legal(after, by="Anna", move="shield", value=2, shield=12, space=7)
    assert taken.extra[SHIELDS]["held"]["Anna"] == {"19": 11, "7": 12} and taken.tasks[-1].kind == "turn"
    plain = shield_game(held={"Anna": {"19": 4}}, placed={neighbour: "markt"}, stored=["burg"], dice=(6, 6))
    plain.extra[SHIELDS]["depots"]["2"] = [12]
    plain = legal(plain, by="Anna", move="place", die=board.dice[7], tile="burg", space=7)
    refused(plain, "schild-11", by="Anna", move="shield", value=2, shield=12, space=7)


def test_shields_score_at_the_end_and_13_and_10_double():
    # burgund.schild-1..18 end VP; burgund.schild-13, ln 1187-1188; burgund.schild-10, ln 1177-1179
    state = game(2, seed=16, modules=[SHIELDS])
    state.estates["Anna"].update({13: "kloster-26"})
    state.extra[SHIELDS]["held"] = {"Anna": {"19": 1, "2": 13}, "Ben": {"19": 10}}
    state.estates["Ben"].update({13: "kloster-26"})
    state.bonus = {"Anna": ["gross:river"], "Ben": ["gross:river"]}
    flow.final_scoring(state)
    final = state.result["final"]
    assert final["Anna"]["shields"] == 2 * (12 + 4) and final["Ben"]["shields"] == 8
    assert final["Ben"]["monasteries"] == 2 * final["Anna"]["monasteries"] == 6


@pytest.mark.parametrize("modules", [[SHIELDS, EXTRA], [EXTRA, SHIELDS]])
def test_schild_10_doubles_the_cranes_monastery_points_whatever_the_module_order_ln1177_1178(modules):
    # burgund.schild-10, ln 1177-1178: "für jedes seiner Kloster-Plättchen, das dann Siegpunkte einbringt, die
    # doppelte Punktzahl"; burgund.kran (ln 878-881): the crane counts as a building for #16-23, so doubled too
    state = game(2, seed=16, modules=modules)
    number, building = next(iter(facts.monastery_buildings().items()))
    state.estates["Anna"].update({13: f"kloster-{number}", 26: "kran", 27: building})
    state.extra[SHIELDS]["held"] = {"Anna": {"19": 10}, "Ben": {}}
    flow.final_scoring(state)
    assert state.result["final"]["Anna"]["monasteries"] == 2 * (4 + 4)  # 4 VP for the building, 4 for the crane


# -- Das Solo-Spiel -------------------------------------------------------------------------------------------
SOLO = "solo-spiel"


def solo_game(seed=17, **fields):
    setup = {"seed": seed, **module_setup([SOLO], ["Anna"], seed)}
    assert validate_record({**record(("Anna",)), "setup": setup}) == []
    return with_tiles(RS.deal(RS.setup(["Anna"], setup)), "Anna", **fields)


def test_one_player_only_with_the_solo_game_which_states_its_board():
    # burgund.solo-spiel, ln 1025-1036; reading solo-datensatz (Q37): 13A/13B are lost
    errors = validate_record(record(("Anna",)))
    assert errors and errors[0].pointer == "/players"
    errors = validate_record(record(("Anna",), modules=[SOLO]))
    assert errors and errors[0].pointer == f"/setup/module_data/{SOLO}"
    errors = validate_record(record(("Anna", "Ben"), **module_setup([SOLO], ["Anna"], 1)))
    assert errors and "Solo-Spiel" in errors[0].message_de  # one player (ln 1028)
    setup = module_setup([SOLO], ["Anna"], 1)
    setup["module_data"][SOLO]["marker"] = 56  # ln 1083-1085: 45 to 55
    assert validate_record(record(("Anna",), **setup))[0].pointer == f"/setup/module_data/{SOLO}/marker"
    state = solo_game()
    assert state.workers == {"Anna": 2} and state.silver == {"Anna": 1} and state.boards == {"Anna": 13}
    assert sum(len(d) for d in state.depots.values()) <= 12 and len(state.black) == 4  # as for 2 players


def test_each_turn_a_tile_of_the_white_dies_depot_leaves_the_game():
    # burgund.solo-zug, ln 1042-1047; reading solo-entfernen (Q35)
    state = RS.setup(["Anna"], module_setup([SOLO], ["Anna"], 1))
    state = RS.step(state, {"event": "deal", "goods": {"Anna": [1, 2, 3]}}).state
    layout = {"1": ["markt", "schiff"], "2": ["kloster-1", "burg"], "3": ["kuh-2", "kirche"], "4": ["schiff", "bank"],
              "5": ["mine", "kloster-2"], "6": ["rathaus", "schaf-2"]}
    state = RS.step(state, {"event": "phase", "depots": layout, "black": ["burg", "mine", "kloster-7", "kuh-4"],
                            "goods": [1, 1, 2, 2, 3]}).state
    state.depots[4] = []
    after = RS.step(state, {"event": "roll", "dice": {"Anna": [1, 2]}, "white": 4}).state
    assert after.depots[4] == [] and after.depots[5] == ["kloster-2"]  # depot 4 empty: the next clockwise
    assert after.depot_goods[4] == [1]


def test_a_ship_takes_one_depots_goods_and_the_others_leave_the_game():
    # burgund.solo-schiff, ln 1052-1053; no limit of three sorts (ln 1030-1031)
    state = solo_game(stored=["schiff"], dice=(2, 2), goods={"Anna": {1: 1, 2: 1, 3: 1}})
    state.depot_goods = {1: [4], 2: [5, 6], 3: [], 4: [1], 5: [6], 6: []}
    after = legal(state, by="Anna", move="place", die=2, tile="schiff", space=18)
    after = legal(after, by="Anna", move="goods", fields=[2])
    assert after.goods["Anna"] == {1: 1, 2: 1, 3: 1, 5: 1, 6: 1}
    assert after.depot_goods == {1: [], 2: [], 3: [], 4: [], 5: [], 6: []}


def test_after_a_ship_five_goods_buy_a_black_tile_face_down_for_any_colour():
    # burgund.solo-schiff, ln 1053-1059
    state = solo_game(stored=["schiff"], dice=(2, 3), goods={"Anna": {1: 3, 2: 2}})
    state.depot_goods = {d: [] for d in range(1, 7)}
    state.black = ["kloster-7"]
    after = legal(state, by="Anna", move="place", die=2, tile="schiff", space=18)
    assert after.tasks[-1].kind == "solo-tausch"
    refused(after, "solo-schiff", by="Anna", move="trade-goods", goods=[1, 1, 1, 1, 2], tile="mine")
    refused(after, "solo-schiff", by="Anna", move="trade-goods", goods=[1, 1, 1, 1, 1], tile="kloster-7")
    traded = legal(after, by="Anna", move="trade-goods", goods=[1, 1, 1, 2, 2], tile="kloster-7")
    assert traded.storage["Anna"] == ["verdeckt"] and traded.goods["Anna"] == {} and traded.black == []
    board = traded.board("Anna")
    space = next(s for s in board.neighbours[19] if s not in traded.estates["Anna"] and board.dice[s] == 3
                 and board.types[s] != "monastery")
    placed = legal(traded, by="Anna", move="place", die=3, tile="verdeckt", space=space)  # any colour, no function
    assert placed.estates["Anna"][space] == "verdeckt" and placed.tasks[-1].kind == "turn"


def test_end_scoring_monasteries_score_at_once_and_only_then():
    # burgund.solo-kloster, ln 1061-1063: #25, 1 VP per sold goods card, at once; nothing at the end
    state = solo_game(stored=["kloster-25"], dice=(1, 1), vp={"Anna": 0})
    state.sold = {"Anna": {3: 4}}
    after = legal(state, by="Anna", move="place", die=1, tile="kloster-25", space=13)
    assert after.vp["Anna"] == 4
    flow.final_scoring(after)
    assert after.result["final"]["Anna"]["monasteries"] == 0


def test_a_completed_colour_places_a_black_tile_instead_of_a_bonus():
    # burgund.solo-farbe, ln 1065-1068
    board = facts.board(1)
    state = solo_game(placed={2: "burg", 3: "burg"}, stored=["burg"], dice=(6, 6), vp={"Anna": 0})
    state.black = ["mine"]
    after = legal(state, by="Anna", move="place", die=6, tile="burg", space=7)
    assert after.bonus["Anna"] == [] and after.extra[SOLO]["completed"] == ["castle"]
    kinds = [t.kind for t in after.tasks]
    assert "solo-farbe" in kinds and kinds[-1] == "burg"  # the castle's own action first
    after = legal(after, by="Anna", move="workers")
    mine_space = next(s for s in board.neighbours[19] if board.types[s] == "mine")
    placed = legal(after, by="Anna", move="place-black", tile="mine", space=mine_space)
    assert placed.estates["Anna"][mine_space] == "mine" and placed.black == []


def test_reaching_the_marker_resets_the_counter_moves_the_marker_and_gives_an_action():
    # burgund.solo-zaehlstein, ln 1070-1075; reading solo-zaehlstein (Q38)
    state = solo_game(dice=(1, 2), silver={"Anna": 3}, vp={"Anna": 10})
    state.extra[SOLO]["counter"] = 48
    refused(state, "solo-zaehlstein", by="Anna", move="buy-vp", vp=4)
    after = legal(state, by="Anna", move="buy-vp", vp=3)
    assert after.vp["Anna"] == 13 and after.silver["Anna"] == 0
    assert after.extra[SOLO]["counter"] == 0 and after.extra[SOLO]["marker"] == 45 and after.tasks[-1].kind == "burg"


def test_the_solo_game_is_won_by_covering_all_37_spaces():
    # burgund.solo-sieg, ln 1081
    state = solo_game()
    flow.final_scoring(state)
    assert state.result["winners"] == [] and state.result["solo"]["won"] is False
    full = solo_game()
    full.estates["Anna"] = {s: "verdeckt" for s in facts.board(1).types}
    flow.final_scoring(full)
    assert full.result["winners"] == ["Anna"] and full.result["solo"]["covered"] == 37


def test_the_module_rules_decide_the_digests_module_questions():
    # the digest's ambiguities about the implemented modules (§12), each decided by a published reading
    from engine.games.burgund.rules import CATALOG
    decided = {r["question"] for r in CATALOG.load() if r["kind"] == "auslegung" and r.get("module")}
    assert {"Q17", "Q19", "Q20", "Q22", "Q24", "Q27", "Q29", "Q30", "Q31", "Q35", "Q36", "Q37", "Q38", "Q39",
            "Q40", "Q41", "Q42", "Q43", "Q44", "Q45"} <= decided
    modules = {r.get("module") for r in CATALOG.load()}
    assert set(hooks.registry()) <= modules

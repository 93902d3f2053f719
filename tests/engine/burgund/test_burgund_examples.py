"""Every worked example ("Beispiel") of the rulebook (seed 001, base game) as a test that names its lines."""

from bg_helpers import game, legal, step, turn

from engine.games.burgund import facts, flow
from engine.games.burgund.actions import chip_cost


def test_anna_turns_a_2_into_a_6_with_two_workers_and_takes_from_depot_6():
    # burgund.arbeiterchips, ln 305-307: "Durch Abgabe von 2 Arbeiterchips kann Anna aus einer 2 eine 6 machen
    # und z.B. anschließend ein Sechseck-Plättchen vom 6er-Depot nehmen."
    state = game(2, seed=3)
    state = turn(state, "Anna", (2, 5), workers={"Anna": 2, "Ben": 2})
    tile = state.depots[6][0]
    after = legal(state, by="Anna", move="take", die=2, value=6, tile=tile)
    assert after.workers["Anna"] == 0
    assert tile in after.storage["Anna"] and after.dice["Anna"] == [5]


def test_carla_takes_her_turquoise_and_one_more_sort_from_the_pictured_field():
    # burgund.schiff-waren, ln 407-410 (the field is pictured; the picture is lost): Carla holds turquoise
    # and one other sort, one storage is free; the field holds turquoise, pink and brown. She takes the
    # turquoise card onto her turquoise and one more (pink or brown) onto the empty storage.
    turquoise, pink, brown, other = 1, 3, 5, 6
    state = game(3, seed=4)
    space = _river_space_next_to_start(state, "Clara")
    number = facts.board(1).dice[space]
    state = turn(state, "Clara", (number, number), goods={"Anna": {}, "Ben": {}, "Clara": {turquoise: 1, other: 2}},
                 storage={"Anna": [], "Ben": [], "Clara": ["schiff"]})
    state.depot_goods = {d: [] for d in range(1, 7)}
    state.depot_goods[2] = [turquoise, pink, brown]
    placed = legal(state, by="Clara", move="place", die=number, value=number, tile="schiff", space=space)
    assert placed.tasks[-1].kind == "ship"
    verdict, _ = step(placed, by="Clara", move="goods", fields=[2])  # both pink and brown do not fit
    assert verdict.status == "illegal" and verdict.rule == "burgund.schiff-waren"
    after = legal(placed, by="Clara", move="goods", fields=[2], sorts=[pink])
    assert after.goods["Clara"] == {turquoise: 2, other: 2, pink: 1}
    assert after.depot_goods[2] == [brown]  # ln 404-405: what does not fit stays in the depot


def _river_space_next_to_start(state, player):
    board = facts.board(state.boards[player])
    start = next(iter(state.estates[player]))
    for space in board.neighbours[start]:
        if board.types[space] == "river":
            return space
    raise AssertionError("no river next to the start castle")


def test_benno_cows_and_sheep_score_with_the_tiles_already_on_the_pasture():
    # burgund.tier-wertung, ln 505-509: 4-cow next to a 3-cow: 4 + 3 = 7; another 4-cow: 4 + 4 + 3 = 11;
    # a 2-sheep next to a 3-sheep: 2 + 3 = 5 (the 3-cow and 3-sheep on the pasture are pictured, lost).
    state, pasture = _pasture_with(["kuh-3", "schaf-3"])
    assert _animal_points(state, pasture, "kuh-4") == 7
    state.estates["Ben"][pasture[2]] = "kuh-4"
    assert _animal_points(state, pasture, "kuh-4", at=3) == 11
    state.estates["Ben"].pop(pasture[2])
    assert _animal_points(state, pasture, "schaf-2", at=2) == 5


def test_monastery_7_adds_one_per_scoring_animal_tile():
    # burgund.kloster-7, ln 782-784: a 3-sheep next to a 4-sheep: (3 + 1) + (4 + 1) = 9; a 2-pig: 3.
    state, pasture = _pasture_with(["schaf-4"])
    state.estates["Ben"][_monastery_space(state)] = "kloster-7"
    assert _animal_points(state, pasture, "schaf-3", at=1) == 9
    state.estates["Ben"][pasture[1]] = "schaf-3"
    assert _animal_points(state, pasture, "schwein-2", at=2) == 3


def _pasture_with(animals):
    """Ben's board-1 pasture of 5 (spaces 1, 5, 6, 10, 11) holding `animals` from its first space on."""
    state = game(2, seed=5)
    board = facts.board(1)
    pasture = list(board.areas[board.area_of[1]])
    for space, tag in zip(pasture, animals, strict=False):
        state.estates["Ben"][space] = tag
    return state, pasture


def _monastery_space(state):
    board = facts.board(1)
    return next(s for s, t in board.types.items() if t == "monastery")


def _animal_points(state, pasture, tile, at=1):
    from engine.games.burgund.actions import score_animal

    trial = state.copy()
    trial.estates["Ben"][pasture[at]] = tile
    before = trial.vp["Ben"]
    score_animal(trial, "Ben", facts.board(1), pasture[at], tile)
    return trial.vp["Ben"] - before


def test_carla_with_monastery_8_needs_two_workers_from_3_to_6():
    # burgund.kloster-8, ln 789-790: "Um aus einer 3 eine 6 zu machen, braucht Carla nun nur noch 2 Arbeiterchips."
    state = game(3, seed=6)
    assert chip_cost(state, "Clara", 3, 6, free=False) == 3
    state.estates["Clara"][_monastery_space(state)] = "kloster-8"
    assert chip_cost(state, "Clara", 3, 6, free=False) == 2


def _final(state, player):
    flow.final_scoring(state)
    return state.result["final"][player]["monasteries"]


def test_dario_with_monastery_15_scores_2_per_sort_sold():
    # burgund.kloster-15, ln 826-827: 4x Rot, je 3x Lila und Rosa, 1x Orange: 4 Sorten x 2 = 8 SP
    # (goods are named by number; the colours' numbers are a one-source fact, see facts.goods_colour)
    state = game(4, seed=7)
    state.sold["Dirk"] = {4: 4, 2: 3, 3: 3, 6: 1}
    state.estates["Dirk"][_monastery_space(state)] = "kloster-15"
    assert _final(state, "Dirk") == 8


def test_dario_with_monastery_25_scores_1_per_card_sold():
    # burgund.kloster-25, ln 846-847: "würde er hierfür 11 Siegpunkte erhalten"
    state = game(4, seed=7)
    state.sold["Dirk"] = {4: 4, 2: 3, 3: 3, 6: 1}
    state.estates["Dirk"][_monastery_space(state)] = "kloster-25"
    assert _final(state, "Dirk") == 11


def test_benno_with_17_and_22_scores_4_per_watchtower_and_bank():
    # burgund.kloster-16-23, ln 833-835: Nr. 17 (Wachtürme), Nr. 22 (Banken), 2 Wachtürme, 4 Banken: 24 SP
    state = game(2, seed=8)
    board = facts.board(1)
    monasteries = [s for s, t in board.types.items() if t == "monastery"]
    cities = [s for s, t in board.types.items() if t == "building"]
    state.estates["Ben"].update({monasteries[0]: "kloster-17", monasteries[1]: "kloster-22"})
    for space, tag in zip(cities, ["wachturm", "wachturm", "bank", "bank", "bank", "bank"], strict=False):
        state.estates["Ben"][space] = tag
    assert _final(state, "Ben") == 24


def test_anna_with_monastery_24_scores_4_per_species():
    # burgund.kloster-24, ln 839-840: 3 Schaf-, je 1 Kuh- und Ziegen-Plättchen: 3 Arten x 4 = 12 SP
    state = game(2, seed=9)
    board = facts.board(1)
    pastures = [s for s, t in board.types.items() if t == "pasture"]
    for space, tag in zip(pastures, ["schaf-2", "schaf-3", "schaf-4", "kuh-2", "ziege-3"], strict=False):
        state.estates["Anna"][space] = tag
    state.estates["Anna"][_monastery_space(state)] = "kloster-24"
    assert _final(state, "Anna") == 12


def test_board_1_has_four_cities_of_1_3_3_5():
    # burgund.gebaeude-einmal-pro-stadt, ln 459-460: "Das Fürstentum Nr. 1 besitzt beispielsweise vier Städte:
    # je eine 1er- und 5er-Stadt und zwei 3er-Städte."
    board = facts.board(1)
    cities = sorted(len(a) for a in board.areas if board.types[a[0]] == "building")
    assert cities == [1, 3, 3, 5]


def test_the_third_mine_or_sixth_animal_fills_a_colour():
    # burgund.farbbonus, ln 615-616: "er platziert beispielsweise das dritte Mine- oder das sechste Tier-Plättchen"
    for number in facts.BOARDS:
        board = facts.board(number)
        assert board.type_count("mine") == 3 and board.type_count("pasture") == 6


def test_the_first_tile_goes_only_next_to_the_start_castle():
    # burgund.platzieren-angrenzend, ln 383-384: "Das erste Plättchen kann man also nur auf einem der sechs
    # Felder um die „Start-Burg” herum platzieren."
    from engine.games.burgund.actions import problem_place

    state = game(2, seed=10)
    board = facts.board(1)
    state.storage["Anna"] = ["markt", "schiff", "kuh-2"]
    allowed = {s for s in board.types for t in state.storage["Anna"]
               if problem_place(state, "Anna", t, s, None) is None}
    assert allowed <= set(board.neighbours[19]) and len(board.neighbours[19]) == 6

"""Every worked example of the rulebook (002_de119d9c2c753162.txt), reproduced by the engine. Each test names
the rule id and the lines. Where an example names a city, the city's facts the example gives are set; its other
facts (its country ...) are stand-ins."""

from dy_helpers import NAMES, RS, city, goods, hand, run, setup, started, step, turn_of

from engine.games.dynasties import board
from engine.games.dynasties.scoring import crowned, majority_counts, places


def carcassonne_with_red_fuerst():
    # ln382-386: "Dort steht ein Fürst von Rot auf dem linken Einsetzfeld."
    state = city(started(), "Carcassonne", symbol="punkte", fuerst=1, fuerstin=2, large="fuerstin")
    state.cities["Carcassonne"]["fuerst"] = "Rot"
    state.zones["Rot"]["supply"] -= 1
    return turn_of(hand(goods(state, "Blau", weiss=2), "Blau", "FF", ["fuerst", "fuerstin"]), "Blau")


def test_blue_may_only_place_a_fuerstin_in_carcassonne():
    # dynasties.leeres-feld ln378, example ln382-386: "Blau darf in Carcassonne also nur noch eine Fürstin einsetzen."
    state = carcassonne_with_red_fuerst()
    verdict = step(state, {"by": "Blau", "move": "play", "card": "FF", "action": "fuerst", "city": "Carcassonne"}).verdict
    assert (verdict.status, verdict.rule) == ("illegal", "dynasties.leeres-feld")


def test_blue_pays_two_white_gets_two_points_then_the_marriage_red_divides_blue_chooses():
    # dynasties.bezahlen ln396/ln402, stadtvorteil-punkte ln426/ln466, heirat ln454/ln468,
    # mitgift-wuerfeln ln480/ln504, mitgift-teilen ln486/ln506, mitgift-waehlen ln494-498/ln510-512
    state = carcassonne_with_red_fuerst()
    vp = state.zones["Blau"]["vp"]
    state = run(state, {"by": "Blau", "move": "play", "card": "FF", "action": "fuerstin", "city": "Carcassonne"})
    assert state.zones["Blau"]["goods"]["weiss"] == 0 and state.zones["Blau"]["vp"] == vp + 2
    assert state.task.need == "roll"  # ln468: "findet im Anschluss eine Heirat statt"
    state = run(state, {"event": "roll", "dice": ["A", "B", "C"]})
    assert (state.task.kind, state.task.player) == ("teilen", "Rot")  # Rot is on the smaller field (ln504)
    bad = step(state, {"by": "Rot", "move": "teilen", "groups": [[0], [1]]}).verdict
    assert bad.rule == "dynasties.mitgift-teilen"
    state = run(state, {"by": "Rot", "move": "teilen", "groups": [[0], [1, 2]]})
    assert (state.task.kind, state.task.player) == ("waehlen", "Blau")
    state = run(state, {"by": "Blau", "move": "waehlen", "group": [1, 2]})  # ln510: the group with 2 dice
    assert (state.task.kind, state.task.player, state.task.data["what"]) == ("wirkung", "Blau", ["B", "C"])
    outcome = step(state, {"by": "Blau", "move": "wirkung", "vp": 1})
    assert (outcome.verdict.status, outcome.verdict.rule) == ("unverifiable", "dynasties.beiblatt.mitgift")
    state = outcome.state
    assert (state.task.kind, state.task.player, state.task.data["what"]) == ("wirkung", "Rot", ["A"])  # ln512
    state = run(state, {"by": "Rot", "move": "wirkung"})
    # ln514-516: the marriage ends Blue's turn; the player after Blue (the active player) goes next
    assert state.task.kind == "turn" and state.task.player == "Rot"


def trade_position():
    state = turn_of(hand(started(), "Blau", "H", ["handel", "fuerst"]), "Blau")
    ship = state.ships[0]
    for good in board.GOODS:
        state.bag[good] += ship["goods"][good]
        ship["goods"][good] = 0
    for good in ("schwarz", "schwarz", "rosa", "weiss", "gold"):
        state.bag[good] -= 1
        ship["goods"][good] += 1
    ship["large"] = "Rot"
    state.zones["Rot"]["supply"] -= 1
    return state


def test_blue_on_the_small_field_splits_red_chooses_two_black_and_pink():
    # dynasties.schiff-kleines-feld ln239/ln255, teilen ln265-267/ln271, waehlen ln277/ln281-283,
    # schiff-auffuellen ln287-289
    state = run(trade_position(), {"by": "Blau", "move": "play", "card": "H", "action": "handel", "ship": 0})
    assert state.ships[0]["small"] == "Blau" and (state.task.kind, state.task.player) == ("teilen", "Blau")
    whole = step(state, {"by": "Blau", "move": "teilen", "groups": [["schwarz", "schwarz", "rosa", "weiss", "gold"], []]})
    assert whole.verdict.rule == "dynasties.teilen"  # ln267: "nicht jedoch 5 zu 0"
    state = run(state, {"by": "Blau", "move": "teilen", "groups": [["schwarz", "schwarz", "rosa"], ["weiss", "gold"]]})
    red, blue = dict(state.zones["Rot"]["goods"]), dict(state.zones["Blau"]["goods"])
    state = run(state, {"by": "Rot", "move": "waehlen", "group": ["schwarz", "rosa", "schwarz"]})
    assert state.zones["Rot"]["goods"]["schwarz"] == red["schwarz"] + 2
    assert state.zones["Rot"]["goods"]["rosa"] == red["rosa"] + 1
    assert state.zones["Blau"]["goods"]["weiss"] == blue["weiss"] + 1  # ln283
    assert state.zones["Blau"]["goods"]["gold"] == blue["gold"] + 1
    assert state.ships[0]["large"] is None and state.ships[0]["small"] is None  # ln287
    assert state.task.need == "draw" and state.task.count == 5  # ln289


def test_a_trade_with_oneself_takes_two_goods():
    # dynasties.selbsthandel ln295
    state = trade_position()
    state.ships[0]["large"] = "Blau"
    state.zones["Rot"]["supply"] += 1
    state.zones["Blau"]["supply"] -= 1
    state = run(state, {"by": "Blau", "move": "play", "card": "H", "action": "handel", "ship": 0})
    assert state.task.kind == "nehmen"
    assert step(state, {"by": "Blau", "move": "nehmen", "goods": ["schwarz"]}).verdict.rule == "dynasties.selbsthandel"
    state = run(state, {"by": "Blau", "move": "nehmen", "goods": ["schwarz", "gold"]})
    assert sum(state.ships[0]["goods"].values()) == 0 and state.task.need == "draw"


def test_blue_pays_granada_with_one_white_and_four_pink():
    # dynasties.rosa-ersatz ln723, example ln727
    state = city(started(), "Granada", fuerstin=3, fuerst=1, large="fuerstin", symbol="krone")
    state = turn_of(hand(goods(state, "Blau", weiss=1, rosa=4), "Blau", "F", ["fuerstin", "handel"]), "Blau")
    entry = {"by": "Blau", "move": "play", "card": "F", "action": "fuerstin", "city": "Granada"}
    assert step(state, {**entry, "pay": {"weiss": 1, "rosa": 3}}).verdict.rule == "dynasties.rosa-ersatz"
    state = run(state, {**entry, "pay": {"weiss": 1, "rosa": 4}})
    assert state.zones["Blau"]["goods"]["weiss"] == 0 and state.zones["Blau"]["goods"]["rosa"] == 0


def test_green_places_in_brest_for_one_gold_instead_of_three_white():
    # dynasties.sonder-stadt ln609-611, sonder-gold ln595, example ln599, ln613-615
    state = city(started(), "Brest", fuerstin=3, fuerst=1, large="fuerstin", symbol="anker")
    card = {"kind": "stadt", "city": "Brest", "gold": 1}
    state = turn_of(hand(goods(state, "Gruen", gold=1), "Gruen", "B", ["handel", "fuerst"], card), "Gruen")
    state = run(state, {"by": "Gruen", "move": "play", "card": "B", "action": "sonder", "city": "Brest",
                        "role": "fuerstin"})
    assert state.cities["Brest"]["fuerstin"] == "Gruen" and state.zones["Gruen"]["goods"]["gold"] == 0
    assert state.task.need == "draw" and state.task.player == "Gruen"  # ln438: the anchor's good


def test_francis_drake_costs_one_light_blue_and_is_turned_over():
    # dynasties.persoenlichkeit-kosten ln555/ln563, persoenlichkeit-umdrehen ln571/ln575, beiblatt.persoenlichkeit ln569
    state = started()
    slot = state.facts["slot_costs"].index(1)
    state.slots[slot] = "Francis-Drake"
    state = turn_of(hand(goods(state, "Blau", hellblau=1), "Blau", "P", ["persoenlichkeit", "handel"]), "Blau")
    outcome = step(state, {"by": "Blau", "move": "play", "card": "P", "action": "persoenlichkeit", "slot": slot})
    assert outcome.verdict.status == "legal" and outcome.state.used[slot]
    assert outcome.state.zones["Blau"]["goods"]["hellblau"] == 0
    after = run(outcome.state, {"by": "Blau", "move": "wirkung", "vp": 0})
    assert after.task.player == "Rot"
    again = turn_of(hand(after, "Rot", "P2", ["persoenlichkeit", "handel"]), "Rot")
    verdict = step(again, {"by": "Rot", "move": "play", "card": "P2", "action": "persoenlichkeit", "slot": slot}).verdict
    assert verdict.rule == "dynasties.persoenlichkeit-offen"  # ln575


def test_red_passes_behind_yellow_green_pays_two_pink_for_the_second_field():
    # dynasties.passen-lang ln663/ln683-685, passen-oben ln665/ln689-693, passen-handkarten ln669/ln697
    state = started(4)
    state = run(turn_of(state, "Gelb"), {"by": "Gelb", "move": "passen", "field": "lang",
                                          "keep": state.zones["Gelb"]["hand"][0]})
    state = turn_of(state, "Rot")
    state = run(state, {"by": "Rot", "move": "passen", "field": "lang", "keep": state.zones["Rot"]["hand"][0]})
    assert state.long == ["Gelb", "Rot"] and len(state.zones["Rot"]["hand"]) == 1
    state = turn_of(goods(state, "Gruen", rosa=2), "Gruen")
    keep = state.zones["Gruen"]["hand"][0]
    state = run(state, {"by": "Gruen", "move": "passen", "field": 2, "keep": keep})
    assert state.upper[1] == "Gruen" and state.zones["Gruen"]["goods"]["rosa"] == 0
    # ln785-787: the frontmost need not stand on the very first field; Green starts the next round
    from engine.games.dynasties.flow import pass_order
    assert pass_order(state) == ["Gruen", "Gelb", "Rot"]


def test_a_pass_card_goes_to_the_frontmost_free_field_free_of_charge():
    # dynasties.sonder-passen ln711-715
    state = started(4)
    state.upper[0] = "Rot"
    state = turn_of(hand(goods(state, "Blau"), "Blau", "PC", ["handel", "fuerst"], {"kind": "passen"}), "Blau")
    state = run(state, {"by": "Blau", "move": "play", "card": "PC", "action": "sonder",
                        "keep": state.zones["Blau"]["hand"][0]})
    assert state.upper[1] == "Blau"


def test_red_scores_fifteen_after_round_two_keeps_two_for_pink_returns_barcelona():
    # dynasties.ledige-punkte ln838, kloster ln840-842, example ln844-848
    state = started(4)
    for name, role, large in (("Wien", "fuerst", "fuerst"), ("Barcelona", "fuerst", "fuerst"),
                              ("Luebeck", "fuerstin", "fuerst")):
        state = city(state, name, large=large, fuerst=2 if large == "fuerst" else 1,
                     fuerstin=1 if large == "fuerst" else 2)
        state.cities[name][role] = "Rot"
    from engine.games.dynasties.scoring import unmarried_points
    state.round = 2
    assert unmarried_points(state)["Rot"] == 15
    state = goods(state, "Rot", rosa=2)
    from engine.games.dynasties import tasks
    state.task = tasks.choice("kloster", "Rot")
    state.agenda = [["final"]]
    state = run(state, {"by": "Rot", "move": "kloster", "cities": ["Wien", "Luebeck"]})
    assert state.cities["Barcelona"]["fuerst"] is None and state.cities["Wien"]["fuerst"] == "Rot"
    assert state.zones["Rot"]["goods"]["rosa"] == 0


def test_britannia_majority_seven_five_five_three():
    # dynasties.mehrheiten ln888-892, mehrheit-gleichstand ln908, example ln896-904: 10 / 6 / 6 / 0
    counts = {"Blau": 7, "Rot": 5, "Gelb": 5, "Gruen": 3}
    first, second = places(counts, list(counts))
    assert first == ["Blau"] and second == ["Rot", "Gelb"]
    first, second = places({"Blau": 5, "Rot": 5, "Gelb": 3}, ["Blau", "Rot", "Gelb"])
    assert first == ["Blau", "Rot"] and second == []  # ln908: a tie for 1st cancels 2nd


def test_blue_counts_five_family_members_and_two_coats():
    # dynasties.mehrheiten ln888-892, example ln896: "Er hat damit eine Summe von 7."
    state = started(4)
    names = [n for n in state.cities if state.facts["cities"][n]["country"] == "britannia"][:5]
    for name in names:
        state.cities[name]["fuerst"] = "Blau"
    state.zones["Blau"]["wappen"]["britannia"] = 2
    assert majority_counts(state, "britannia")["Blau"] == 7


def test_red_and_yellow_in_paris_both_get_the_crown():
    # dynasties.kronen ln912-914, example ln924-928
    state = started(4)
    for name, facts in list(state.facts["cities"].items()):
        if facts["country"] == "france" and facts["symbol"] == "krone":
            state = city(state, name, symbol="punkte")
    state = city(state, "Paris", country="france", symbol="krone")
    state.cities["Paris"]["fuerst"], state.cities["Paris"]["fuerstin"] = "Rot", "Gelb"
    assert crowned(state, "france") == ["Rot", "Gelb"]


def test_blue_alone_on_a_ship_takes_a_black_and_a_gold_good():
    # dynasties.ende-handel ln753-755, example ln759-765; ende-auffuellen ln757
    state = trade_position()
    from engine.games.dynasties import tasks
    state.task = tasks.choice("nehmen", "Rot", why="ende", ship=0)
    state.agenda = [["final"], ["refill-empty"]]
    black = state.zones["Rot"]["goods"]["schwarz"]
    state = run(state, {"by": "Rot", "move": "nehmen", "goods": ["schwarz", "gold"]})
    assert state.zones["Rot"]["goods"]["schwarz"] == black + 1
    assert sum(state.ships[0]["goods"].values()) == 0 and state.task.need == "draw"  # ln765


def test_yellow_keeps_one_card_and_gets_four_new_ones():
    # dynasties.neue-karten ln813, example ln815
    state = started(4)
    state.round = 1
    state.agenda = [["final"], ["deal", "Gelb", board.NEW_CARDS]]
    state.zones["Gelb"]["hand"] = state.zones["Gelb"]["hand"][:1]
    state.task = None
    from engine.core.step import Notes
    from engine.games.dynasties.flow import advance
    advance(state, Notes())
    assert state.task.need == "deal" and state.task.count == 4


def test_bonus_fields_in_pass_order_the_tip_used_by_several():
    # dynasties.bonus-reihenfolge ln795-799, bonus-einmal ln803-805, auslegung.drei-punkte-feld
    state = started(4)
    state.upper = ["Gruen", None, None, None]
    state.long = ["Blau", "Gelb", "Rot"]
    for p in ("Gruen", "Blau", "Gelb", "Rot"):
        state.zones[p]["supply"] -= 1
    state.task = None
    state.agenda = [["final"], ["bonus-phase"]]
    from engine.core.step import Notes
    from engine.games.dynasties.flow import advance
    advance(state, Notes())
    assert state.task.player == "Gruen"
    state = run(state, {"by": "Gruen", "move": "bonus", "field": "bonus-a"}, {"by": "Gruen", "move": "wirkung"})
    assert state.task.player == "Blau"
    verdict = step(state, {"by": "Blau", "move": "bonus", "field": "bonus-a"}).verdict
    assert verdict.rule == "dynasties.bonus-einmal"
    vp = state.zones["Blau"]["vp"]
    state = run(state, {"by": "Blau", "move": "bonus", "field": "3-punkte"},
                {"by": "Gelb", "move": "bonus", "field": "3-punkte"})
    assert state.zones["Blau"]["vp"] == vp + 3 and state.task.player == "Rot"


def test_the_setup_deals_six_five_four_cards_and_ships_of_five():
    # dynasties.handkarten ln77-81, schiffe-aufbau ln144-146, familienmitglieder ln29
    for n in (3, 4, 5):
        state = started(n)
        assert all(len(z["hand"]) == board.HAND_SIZE[n] for z in state.zones.values())
        assert all(sum(s["goods"].values()) == 5 for s in state.ships)
        assert all(z["supply"] == 17 and all(z["goods"][g] == 1 for g in board.GOODS) for z in state.zones.values())
        assert len(state.cities) == 20 + (4 if n == 5 else 0)  # ln112-114
    assert RS.pending(RS.setup(NAMES[:3], setup(3))).kind == "deal"

"""Setup, chance events, phase change, start player, scoring and tie break, the solo game."""

from collections import Counter

from bk_helpers import RS, finish, game, run, shape

from engine.core import replay, validate_record
from engine.games.burgund_karten import cards
from engine.games.burgund_karten.bots import explicit_record, self_play
from engine.games.burgund_karten.scoring import final_result, material


def test_start_workers_by_seat_last_seat_gets_two():
    # burgund-karten.auslegung.startarbeiter (Q1), ln44; solo ln452 (1 Arbeiter)
    for n, expected in ((2, [0, 2]), (3, [0, 1, 2]), (4, [0, 1, 1, 2]), (1, [1])):
        state = game(n)
        assert [state.zones[p].workers for p in state.players] == expected


def test_start_material_and_seven_kinds_stack_per_player_count():
    # burgund-karten.startmaterial ln34, burgund-karten.alle-7-arten-stapel ln81, solo ln452
    for n, stack in ((1, [3, 1]), (2, [3, 1]), (3, [4, 2, 1]), (4, [4, 3, 2, 1])):
        state = game(n)
        assert state.seven_bonus == stack
        for zones in state.zones.values():
            assert (zones.silver, sum(zones.goods.values()), sum(zones.animals.values())) == (1, 1, 1)
        assert sum(map(len, state.goods_stacks)) == 18 - n and sum(map(len, state.animal_stacks)) == 20 - n


def test_display_has_7_10_13_cards_and_six_per_personal_stack():
    # burgund-karten.auslage-anzahl ln91, burgund-karten.eigener-stapel ln87
    for n, size in ((1, 7), (2, 7), (3, 10), (4, 13)):
        state = game(n)
        assert sum(map(len, state.display)) == size
        first = state.players[state.order[0]]
        assert all(z.stack_size() + z.hand_size() == 6 for z in state.zones.values())
        assert state.zones[first].hand_size() == 2


def explicit(n=2, seed=3, **options):
    record, _ = self_play((["Anna", "Ben", "Clara", "Dirk"][:n]) if n > 1 else ["Solo"], seed)
    return explicit_record(record, **options)


def test_event_must_name_cards_that_can_be_in_the_draw_pile():
    # burgund-karten.karte-nicht-im-nachziehstapel, ln13-15: only 3 cards of each building exist
    record = explicit(with_deck=False)
    record["log"][0] = {"event": "display", "cards": ["Bank/1"] * 4 + ["Mine/1"] * 3}
    report = replay(record, stop_at_first_problem=True)
    assert (report.problems[0].index, report.problems[0].verdict) == (0, "inconsistent")
    assert report.problems[0].rule == "burgund-karten.karte-nicht-im-nachziehstapel"


def test_event_with_a_card_list_names_only_cards_of_that_list():
    # burgund-karten.karte-nicht-im-nachziehstapel ln13-15 with setup.deck (reading kartenwerte, Q2)
    record = explicit(with_deck=True)
    missing = next(f"Bank/{d}" for d in range(1, 7) if f"Bank/{d}" not in record["setup"]["deck"])
    record["log"][0]["cards"][0] = missing
    report = replay(record, stop_at_first_problem=True)
    assert (report.problems[0].index, report.problems[0].verdict) == (0, "inconsistent")


def test_events_come_only_when_due():
    # burgund-karten.ereignis-unerwartet / ereignis-fehlt, ln87
    record = explicit()
    assert record["log"][0]["event"] == "display"
    moved = dict(record, log=[record["log"][1], record["log"][0], *record["log"][2:]])
    assert replay(moved, stop_at_first_problem=True).problems[0].rule == "burgund-karten.ereignis-unerwartet"
    first_move = next(i for i, e in enumerate(record["log"]) if "move" in e)
    early = dict(record, log=[record["log"][first_move]])
    assert replay(early).problems[0].rule == "burgund-karten.ereignis-fehlt"


def test_hidden_deals_surface_when_played():
    # burgund-karten.karte-nicht-auf-der-hand ln115 with face-down stacks (Pile: lazy hidden order)
    record = explicit(hidden_deals=True, with_deck=True)
    assert replay(record).status in ("legal", "unverifiable")
    plays = [i for i, e in enumerate(record["log"]) if e.get("move") == "play"]
    bad = dict(record, log=list(record["log"]))
    missing = next(f"Bank/{d}" for d in range(1, 7) if f"Bank/{d}" not in record["setup"]["deck"])
    bad["log"][plays[0]] = {**bad["log"][plays[0]], "card": missing}
    report = replay(bad, stop_at_first_problem=True)
    assert report.problems[0].index == plays[0] and report.problems[0].rule == "burgund-karten.karte-nicht-auf-der-hand"


def test_start_player_passes_on_or_goes_to_the_last_seller():
    # burgund-karten.startspieler-wechsel, ln416-418
    def play_phase(state, seller=None):
        while state.phase == 0:
            player = state.current
            if player == seller:
                state = shape(state, player, goods={"hell": 1}, hand=["Mine/1"] * 2)
                state = run(state, {"by": player, "move": "play", "card": "Mine/1"},
                            {"by": player, "move": "action", "action": "sell"})
                seller = None
            else:
                state = run(state, {"by": player, "move": "play", "card": state.zones[player].hand[0]},
                            {"by": player, "move": "action", "action": "workers"})
            state = finish(state, player)
        return state

    assert play_phase(game(3)).order == [1, 2, 0]
    assert play_phase(game(3), seller="Clara").order == [2, 0, 1]
    assert play_phase(game(3), seller="Anna").order == [0, 1, 2]


def test_tie_break_by_unused_material_then_several_winners():
    # burgund-karten.gleichstand ln434; reading gleichstand-tiere (Q16): single animals are not scored
    state = game()
    state = shape(state, "Anna", vp_cards=5, workers=1, silver=1, goods={}, animals={"Schaf": 2})
    state = shape(state, "Ben", vp_cards=5, workers=0, silver=2, goods={}, animals={"Schaf": 1, "Rind": 1})
    state.start_card = {"holder": 0, "flipped": False}
    state = shape(state, "Ben", vp_cards=6)
    assert material(state.zones["Anna"]) == 4 and material(state.zones["Ben"]) == 2
    result = final_result(state)
    assert result["scores"] == {"Anna": 6, "Ben": 7}
    state = shape(state, "Anna", vp_cards=6)
    assert final_result(state)["winners"] == ["Anna"]
    state = shape(state, "Ben", workers=2)
    assert final_result(state)["winners"] == ["Anna", "Ben"]


def test_game_ends_after_phase_e_and_nothing_follows():
    # burgund-karten.spielende, ln422
    record, state = self_play(["Anna", "Ben"], 4)
    assert state.over and state.phase == 4 and state.round == 7
    assert RS.check(state, {"by": "Anna", "move": "play", "card": "Mine/1"}).rule == "burgund-karten.spielende"


def test_solo_egon_stacks_three_to_seven_and_monasteries_give_the_player_vp():
    # burgund-karten.solo-egon-stapel ln454; reading egon-kloster (Q18, ln468)
    state = game(1)
    egon = state.egon
    assert [len(s) for s in egon["stacks"]] == [3, 4, 5, 6, 7]
    laid = [c for g in egon["groups"] for c in g["cards"]]
    assert sorted(laid) == sorted(egon["stacks"][0])
    assert state.zones["Solo"].vp_cards == sum(1 for c in laid if cards.kind_of(c) == cards.KLOSTER)


def test_solo_egon_takes_first_bonus_and_the_game_ends_when_he_leads():
    # burgund-karten.solo-egon-bonus ln456, burgund-karten.solo-vergleich ln478; reading egon-punkte (Q17)
    state = game(1)
    egon = dict(state.egon)
    egon["groups"] = [{"kind": cards.GEBAEUDE, "cards": ["Bank/1", "Bank/2", "Bank/3"]}]
    egon["bonus"] = ["1.:Gebäude"]
    state = shape(state, egon=egon)
    state = shape(state, "Solo", vp_cards=0, goods={}, animals={}, groups=[], sold=0)
    while not state.over and state.phase == 0:
        player = state.current
        state = run(state, {"by": player, "move": "play", "card": state.zones[player].hand[0]},
                    {"by": player, "move": "action", "action": "workers"})
        state = finish(state, player)
    assert state.over and state.result["winners"] == ["Egon"] and state.result["scores"]["Egon"] == 4


def test_record_schema_and_semantic_setup_checks():
    # burgund-karten.startmaterial ln34 / ln19 counts; schema served by the ruleset
    record = explicit()
    assert validate_record(record) == []
    broken = dict(record, setup=dict(record["setup"], goods_stacks=[["hell"], []]))
    assert any(e.pointer == "/setup/goods_stacks" for e in validate_record(broken))
    seeded_without_deck = dict(record, setup={"seed": 1})
    assert any(e.pointer == "/setup/deck" for e in validate_record(seeded_without_deck))
    assert RS.record_schema()["properties"]["game"] == {"const": "burgund-karten"}


def test_state_round_trips_through_json():
    record, _ = self_play(["Anna", "Ben", "Clara"], 2)
    state = game(3, seed=2)
    for entry in record["log"][:40]:
        state = RS.apply(state, entry)
    again = RS.state_from_json(RS.state_to_json(state))
    assert RS.state_to_json(again) == RS.state_to_json(state)
    assert RS.legal_moves(again) == RS.legal_moves(state)


def test_legal_moves_offer_the_move_actually_legal_and_nothing_illegal():
    # burgund-karten.max-drei-projekte ln133: options with 3 projects name a discard
    state = shape(game(), "Anna", projects=["Bank/1", "Bank/2", "Bank/3"], workers=1)
    state = run(state, {"by": "Anna", "move": "play", "card": state.zones["Anna"].hand[0]})
    options = RS.legal_moves(state)
    takes = [o for o in options if o.get("action") == "take"]
    assert takes and all("discard" in o for o in takes)
    assert all(RS.check(state, o).proceeds for o in options)
    assert Counter(o["action"] for o in options)["workers"] == 1

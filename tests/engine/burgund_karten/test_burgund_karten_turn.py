"""Turn structure, the six actions, workers and the purchase. Each test names the rule id and rulebook line."""

from bk_helpers import check, display, finish, game, run, shape, top_cards

from engine.games.burgund_karten.tasks import choice

PLAY = {"by": "Anna", "move": "play"}
ACT = {"by": "Anna", "move": "action"}


def anna(**zones):
    return shape(game(), "Anna", **zones)


def played(card="Mine/3", **zones):
    zones.setdefault("hand", [card, "Wissen/6"])
    return run(anna(**zones), {**PLAY, "card": card})


def test_only_the_player_at_turn_moves():
    # burgund-karten.zugreihenfolge, ln113
    assert check(game(), {"by": "Ben", "move": "play", "card": "Mine/3"}).rule == "burgund-karten.zugreihenfolge"


def test_card_played_must_be_in_hand_and_goes_to_the_discard_pile():
    # burgund-karten.karte-nicht-auf-der-hand, ln115
    state = anna(hand=["Mine/3", "Wissen/6"])
    assert check(state, {**PLAY, "card": "Burg/3"}).rule == "burgund-karten.karte-nicht-auf-der-hand"
    after = run(state, {**PLAY, "card": "Mine/3"})
    assert after.discard["Mine/3"] == 1 and after.zones["Anna"].hand == ["Wissen/6"]


def test_the_normal_action_cannot_be_skipped():
    # burgund-karten.normale-aktion / entscheidung-offen, ln238-241
    state = played()
    verdict = check(state, {"by": "Anna", "move": "end-turn"})
    assert verdict.rule == "burgund-karten.normale-aktion"
    assert check(state, {"by": "Anna", "move": "choose", "stack": "goods-1"}).rule == "burgund-karten.entscheidung-offen"


def test_worker_changes_die_by_one_with_wrap_around():
    # burgund-karten.arbeiter-wuerfel, ln205: "Das Ändern von 1 auf 6 bzw. von 6 auf 1 ist erlaubt"
    state = played("Mine/1", workers=1, projects=["Bank/6"])
    after = run(state, {**ACT, "action": "place", "die": 6, "workers": 1, "card": "Bank/6"})
    assert after.zones["Anna"].workers == 0
    assert check(state, {**ACT, "action": "place", "die": 6, "workers": 0, "card": "Bank/6"}).rule == \
        "burgund-karten.arbeiter-wuerfel"
    assert check(state, {**ACT, "action": "place", "card": "Bank/6"}).rule == "burgund-karten.gleiche-wuerfelzahl"


def test_workers_must_be_owned_and_must_reach_the_die():
    # burgund-karten.arbeiter-wuerfel, ln205
    state = played("Mine/3", workers=1, projects=["Bank/5"])
    assert check(state, {**ACT, "action": "place", "die": 5, "workers": 2, "card": "Bank/5"}).rule == \
        "burgund-karten.arbeiter-wuerfel"
    assert check(state, {**ACT, "action": "place", "die": 5, "workers": 1, "card": "Bank/5"}).rule == \
        "burgund-karten.arbeiter-wuerfel"


def test_take_any_card_of_the_row_of_the_die():
    # burgund-karten.reihe-nehmen, ln133
    state = shape(played("Mine/3"), display=display([], [], ["Burg/1", "Kloster/5"], ["Schiff/2"]))
    assert check(state, {**ACT, "action": "take", "card": "Schiff/2"}).rule == "burgund-karten.reihe-nehmen"
    after = run(state, {**ACT, "action": "take", "card": "Kloster/5"})
    assert after.zones["Anna"].projects == ["Kloster/5"] and after.display[2] == ["Burg/1"]


def test_at_most_three_projects_discard_one_first():
    # burgund-karten.max-drei-projekte ln133, burgund-karten.projekt-ablegen ln135
    state = played("Mine/3", projects=["Bank/1", "Burg/2", "Weide/4"])
    state = shape(state, display=display([], [], ["Burg/1"]))
    take = {**ACT, "action": "take", "card": "Burg/1"}
    assert check(state, take).rule == "burgund-karten.max-drei-projekte"
    assert check(state, {**take, "discard": "Mine/6"}).rule == "burgund-karten.projekt-ablegen"
    after = run(state, {**take, "discard": "Bank/1"})
    assert after.zones["Anna"].projects == ["Burg/2", "Weide/4", "Burg/1"] and after.discard["Bank/1"] == 1
    few = shape(played("Mine/3", projects=[]), display=display([], [], ["Burg/1"]))
    assert check(few, {**take, "discard": "Burg/1"}).rule == "burgund-karten.projekt-ablegen"


def test_place_needs_a_project_with_the_same_die():
    # burgund-karten.gleiche-wuerfelzahl, ln139
    state = played("Mine/3", projects=["Bank/4", "Burg/3"])
    assert check(state, {**ACT, "action": "place", "card": "Bank/4"}).rule == "burgund-karten.gleiche-wuerfelzahl"
    assert check(state, {**ACT, "action": "place", "card": "Burg/3"}).is_legal


def test_sell_goods_of_the_sort_of_the_die_all_of_them():
    # burgund-karten.warensorte ln163 (die 3-4 = mittel, external fact), burgund-karten.verkauf ln163-167
    state = played("Mine/3", goods={"mittel": 2, "hell": 1}, silver=0, sold=0)
    assert check(state, {**ACT, "action": "sell", "sort": "hell"}).rule == "burgund-karten.warensorte"
    after = run(state, {**ACT, "action": "sell"})
    zones = after.zones["Anna"]
    assert (zones.sold, zones.silver, dict(zones.goods)) == (2, 2, {"hell": 1})
    assert after.start_card == {"holder": 0, "flipped": True}


def test_selling_takes_the_start_card_but_keeps_the_turn_order():
    # burgund-karten.verkauf ln167-169: "Die Zugreihenfolge des laufenden Durchgangs wird dadurch nicht verändert."
    state = shape(game(), "Ben", goods={"dunkel": 1}, silver=0)
    state = run(state, {**PLAY, "card": state.zones["Anna"].hand[0]}, {**ACT, "action": "silver"})
    state = finish(state, "Anna")
    state = shape(state, "Ben", hand=["Schiff/5", "Mine/1"])
    state = run(state, {"by": "Ben", "move": "play", "card": "Schiff/5"},
                {"by": "Ben", "move": "action", "action": "sell"})
    state = finish(state, "Ben")
    assert state.start_card == {"holder": 1, "flipped": True} and state.current == "Anna"


def test_selling_without_goods_of_that_sort_is_not_allowed():
    # burgund-karten.auslegung.verkauf-mindestens-eine (Q3), ln163-167
    state = played("Mine/3", goods={"hell": 1})
    verdict = check(state, {**ACT, "action": "sell"})
    assert verdict.rule == "burgund-karten.auslegung.verkauf-mindestens-eine"
    assert verdict.readings == ("burgund-karten.auslegung.verkauf-mindestens-eine",)


def test_top_up_workers_to_two():
    # burgund-karten.aufstocken, ln173
    for before, after in ((0, 2), (1, 2)):
        state = run(played(workers=before), {**ACT, "action": "workers"})
        assert state.zones["Anna"].workers == after


def test_top_up_with_three_workers_gives_nothing():
    # burgund-karten.auslegung.aufstocken-ab-zwei (Q4), ln173
    state = played(workers=3)
    verdict = check(state, {**ACT, "action": "workers"})
    assert verdict.is_legal and "burgund-karten.auslegung.aufstocken-ab-zwei" in verdict.readings
    assert run(state, {**ACT, "action": "workers"}).zones["Anna"].workers == 3


def test_take_silver():
    # burgund-karten.silber-nehmen, ln191
    assert run(played(silver=1), {**ACT, "action": "silver"}).zones["Anna"].silver == 2


def test_convert_remainder_is_lost_and_only_own_cards_count():
    # burgund-karten.umwandeln ln201; burgund-karten.auslegung.umwandeln-rest (Q5)
    state = played(workers=2, silver=2, vp_cards=0)
    verdict = check(state, {**ACT, "action": "convert", "pay": {"workers": 2, "silver": 2}})
    assert verdict.is_legal and "burgund-karten.auslegung.umwandeln-rest" in verdict.readings
    assert run(state, {**ACT, "action": "convert", "pay": {"workers": 2, "silver": 2}}).zones["Anna"].vp_cards == 1
    assert check(state, {**ACT, "action": "convert", "pay": {"workers": 3}}).rule == "burgund-karten.umwandeln"


def test_buy_costs_three_silver_once_per_turn():
    # burgund-karten.kauf-drei-silber ln223, burgund-karten.kauf-einmal ln232
    poor = anna(silver=2)
    assert check(poor, {"by": "Anna", "move": "buy"}).rule == "burgund-karten.kauf-drei-silber"
    rich = top_cards(anna(silver=6, hand=["Mine/3", "Wissen/6"]), "Burg/1", "Mine/2", "Schiff/3")
    state = run(rich, {"by": "Anna", "move": "buy"})
    assert check(state, {"by": "Anna", "move": "buy"}).rule == "burgund-karten.kauf-einmal"
    state = run(state, {"by": "Anna", "move": "choose", "card": "Burg/1", "use": "project"})
    assert check(state, {"by": "Anna", "move": "buy"}).rule == "burgund-karten.kauf-einmal"
    assert state.zones["Anna"].silver == 3 and state.tasks[-1].kind == "turn"


def test_bought_card_used_as_action_card_with_workers():
    # burgund-karten.kauf-eine-karte ln226-228; burgund-karten.auslegung.kauf-arbeiter (Q13)
    state = top_cards(anna(silver=3, workers=1, projects=["Bank/2"], hand=["Mine/3", "Wissen/6"]),
                      "Burg/1", "Mine/2", "Schiff/3")
    state = run(state, {"by": "Anna", "move": "buy"})
    assert check(state, {"by": "Anna", "move": "choose", "card": "Weide/1", "use": "action"}).rule == \
        "burgund-karten.kauf-eine-karte"
    state = run(state, {"by": "Anna", "move": "choose", "card": "Burg/1", "use": "action"})
    assert state.discard["Burg/1"] == 1 and state.discard["Mine/2"] == 1 and state.discard["Schiff/3"] == 1
    verdict = check(state, {**ACT, "action": "place", "die": 2, "workers": 1, "card": "Bank/2"})
    assert verdict.is_legal and "burgund-karten.auslegung.kauf-arbeiter" in verdict.readings
    state = run(state, {**ACT, "action": "place", "die": 2, "workers": 1, "card": "Bank/2"})
    assert state.tasks[-1].kind == "turn"  # the normal action is still due (ln238-241)


def test_buy_after_the_normal_action_then_end_turn():
    # burgund-karten.kauf-einmal ln223: "Dies kann er vor, während oder nach seiner normalen Aktion machen."
    state = run(played(silver=3), {**ACT, "action": "silver"})
    assert state.tasks[-1] == choice("end", "Anna")
    state = top_cards(state, "Burg/1", "Mine/2", "Schiff/3")
    state = run(state, {"by": "Anna", "move": "buy"}, {"by": "Anna", "move": "choose", "card": "Mine/2",
                                                       "use": "project"})
    assert state.current == "Ben"


def test_castle_action_uses_a_free_die_without_workers():
    # burgund-karten.burg-aktion, ln335
    state = run(played("Burg/3", projects=["Burg/3", "Bank/6"], workers=2), {**ACT, "action": "place", "card": "Burg/3"})
    assert check(state, {**ACT, "action": "place", "die": 6, "workers": 1, "card": "Bank/6"}).rule == \
        "burgund-karten.arbeiter-wuerfel"
    assert check(state, {**ACT, "action": "place", "card": "Bank/6"}).rule == "burgund-karten.burg-aktion"
    assert check(state, {**ACT, "action": "place", "die": 6, "card": "Bank/6"}).is_legal


def test_round_six_plays_the_last_single_card():
    # burgund-karten.auslegung.runde-sechs (Q19), ln117; burgund-karten.eigener-stapel ln87
    state = game()
    sizes = []
    while state.round <= 6 and state.phase == 0:
        player = state.current
        sizes.append(state.zones[player].hand_size())
        state = run(state, {"by": player, "move": "play", "card": state.zones[player].hand[0]},
                    {"by": player, "move": "action", "action": "silver"})
        state = finish(state, player)
    assert sizes == [2] * 10 + [1, 1]
    assert state.phase == 1 and all(z.stack_size() + z.hand_size() == 6 for z in state.zones.values())


def test_check_never_raises_on_malformed_entries():
    # burgund-karten.eintrag-form, ln115
    state = played()
    for entry in (None, [], {}, {"move": "play", "event": "deal"}, {"by": "Anna", "move": "fly"},
                  {"by": "Anna", "move": "action", "action": "take", "die": "x"},
                  {"by": "Anna", "move": "action", "action": "convert", "pay": [1]},
                  {"by": "Anna", "move": "action", "action": "place", "card": 5},
                  {"by": "Anna", "move": "action", "action": "place", "card": "Burg/9"},
                  {"by": "Anna", "move": "action", "action": "take", "die": 3, "card": "Weide/1/9"},
                  {"event": "deal", "to": "Anna", "count": "x"}):
        verdict = check(state, entry)
        assert verdict.status in ("illegal", "inconsistent") and verdict.rule.startswith("burgund-karten.")

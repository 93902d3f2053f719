"""The rules of a turn, each test naming its rule id and rulebook lines (004_86f27e294fa7879d.txt)."""

from pr_helpers import check, game, give, run, shape

from engine.games.principato import cards

A = "Anna"


def act(card, **fields):
    return {"by": A, "move": "activate", "card": card, **fields}


def test_two_actions_then_the_turn_passes_on():
    # principato.zwei-aktionen, ln139: "zweimal dieselbe Aktion"; principato.auslegung.gleiche-karte-zweimal (Q1)
    state = game()
    after = run(state, act("S1-0"))
    assert after.task.player == A and after.actions == 1
    after = run(after, act("S1-0"))  # the same card without swap symbol, twice in one turn
    assert after.task.player == "Ben" and after.principalities[A].cubes["geld"] == 2  # Bank holds 2 (ln92)


def test_a_turn_may_skip_actions():
    # principato.verzichten, ln139: "Es ist erlaubt, auf eine oder beide Aktionen zu verzichten."
    state = run(game(), {"by": A, "move": "end"})
    assert state.task.player == "Ben"
    assert check(state, {"by": A, "move": "end"}).rule == "principato.zugreihenfolge"  # ln135


def test_end_of_turn_boxes_the_leftmost_card_and_refills_on_the_right():
    # principato.turn-ende, ln171
    state = game()
    display, refill = list(state.display), list(state.refill)
    after = run(state, {"by": A, "move": "end"})
    assert after.display == display[1:] + refill[:1] and after.boxed == 1


def test_activating_a_card_not_in_hand_is_refused():
    # principato.eigene-karte, ln149-151
    assert check(game(), act("J1-0")).rule == "principato.eigene-karte"


def test_card_with_swap_symbol_must_be_swapped_into_the_vacated_space():
    # principato.tausch-pflicht + tausch-aus-auslage, ln155
    state = give(game(), A, "T", "drei-geld", swap=True)
    assert check(state, act("T")).rule == "principato.tausch-pflicht"
    assert check(state, act("T", take="nirgends")).rule == "principato.tausch-aus-auslage"
    target = state.display[3]
    after = run(state, act("T", take=target))
    assert after.display[3] == "T" and target in after.principalities[A].hand
    assert check(after, act("T", take=after.display[0])).rule == "principato.eigene-karte"  # Q1: the card is gone


def test_card_without_swap_symbol_may_not_be_swapped_when_activated():
    # principato.tausch-ohne-symbol, ln159
    state = game()
    assert check(state, act("S1-0", take=state.display[0])).rule == "principato.tausch-ohne-symbol"


def test_swap_action_exchanges_without_activating_and_keeps_two_cards():
    # principato.tauschen, ln163; principato.auslegung.tausch-platz (Q2)
    state = game()
    target = state.display[2]
    after = run(state, {"by": A, "move": "swap", "card": "S1-0", "take": target})
    assert after.principalities[A].hand == [target, "S2-0"] and after.display[2] == "S1-0"
    assert after.principalities[A].cubes == state.principalities[A].cubes  # not activated
    verdict = check(state, {"by": A, "move": "swap", "card": "S1-0", "take": target})
    assert "principato.auslegung.tausch-platz" in verdict.readings


def test_taking_a_display_card_without_giving_one_would_be_a_third_card():
    # principato.genau-zwei-karten, ln149: "immer genau 2 Aktionskarten"
    state = game()
    verdict = check(state, {"by": A, "move": "swap", "take": state.display[0]})
    assert verdict.status == "illegal" and verdict.rule == "principato.genau-zwei-karten"


def test_each_named_action_only_once_per_activation():
    # principato.einmal-je-aktivierung, ln327
    state = give(game(), A, "B", "banken-bauen")
    state = shape(state, A, cubes={"nahrung": 2})
    assert check(state, act("B", option=[1, 1])).rule == "principato.einmal-je-aktivierung"
    assert check(state, act("B", option=[1, 2])).rule == "principato.einmal-je-aktivierung"
    assert check(state, act("B", option=1, times=2)).rule == "principato.einmal-je-aktivierung"
    after = run(state, act("B", option=1))
    assert after.principalities[A].tiles["bank"] == 2 and after.principalities[A].cubes["nahrung"] == 1


def test_oder_card_costs_and_favour_as_joker():
    # principato.karte.banken-bauen ln335, principato.joker ln167
    state = give(game(), A, "B", "banken-bauen")  # 1 food, 1 money, 1 favour
    assert check(state, act("B", option=2)).rule == "principato.karte.banken-bauen"  # 3 food: only 2 with favour
    state = shape(state, A, cubes={"nahrung": 2})
    after = run(state, act("B", option=2))  # 2 food + 1 favour for 3 food
    zone = after.principalities[A]
    assert zone.tiles["bank"] == 3 and zone.cubes == {"nahrung": 0, "geld": 1, "gunst": 0}
    assert check(state, act("B", option=2, pay={"nahrung": 3})).rule == "principato.karte.banken-bauen"
    assert check(state, act("B", option=2, pay={"nahrung": 1, "geld": 2})).rule == "principato.joker"
    assert check(state, act("B", option=3)).rule == "principato.karte.banken-bauen"


def test_cubes_on_units_cannot_pay():
    # principato.steine-nicht-entfernen, ln99
    state = give(game(), A, "G", "gemaelde-erwerben")
    state = shape(state, A, tiles={"condottiere": 4, "bank": 3}, cubes={"geld": 1, "gunst": 0},
                  units={"condottiere-geld": 4})
    assert check(state, act("G", vp=1)).rule == "principato.steine-nicht-entfernen"


def test_gained_cubes_over_the_storage_limit_are_forfeited_and_a_record_claiming_them_is_refused():
    # principato.lager-grenze, ln91/ln97: "verfallen die überzähligen Steine"
    state = give(game(), A, "N", "drei-nahrung")  # 1 Hof: room for 2 food, 1 stored
    assert check(state, act("N", gain={"nahrung": 2})).rule == "principato.lager-grenze"
    assert check(state, act("N", gain={"nahrung": 0})).rule == "principato.karte.drei-nahrung"
    after = run(state, act("N", gain={"nahrung": 1}))
    assert after.principalities[A].cubes["nahrung"] == 2


def test_favour_onto_a_full_church_is_forfeited():
    # principato.gunststein ln167; principato.auslegung.gunst-verfaellt (Q5)
    state = shape(game(), A, cubes={"gunst": 3})
    verdict = check(state, {"by": A, "move": "favour"})
    assert verdict.is_legal and "principato.auslegung.gunst-verfaellt" in verdict.readings
    assert check(state, {"by": A, "move": "favour", "gain": {"gunst": 1}}).rule == "principato.lager-grenze"
    assert run(state, {"by": A, "move": "favour"}).principalities[A].cubes["gunst"] == 3


def test_cubes_onto_units_match_and_at_most_one_per_unit():
    # principato.einheit-passender-stein + einheit-ein-stein, ln94-95; principato.steine-verschieben, ln99
    state = shape(game(), A, tiles={"miliz": 1, "condottiere": 1}, cubes={"nahrung": 2})
    assert check(state, {"by": A, "move": "supply", "unit": "miliz", "cube": "geld"}).rule == \
        "principato.einheit-passender-stein"
    assert check(state, {"by": A, "move": "supply", "unit": "miliz", "cube": "nahrung", "count": 2}).rule == \
        "principato.einheit-ein-stein"
    after = run(state, {"by": A, "move": "supply", "unit": "condottiere", "cube": "gunst"})
    assert after.actions == 0  # moving cubes is no action (ln99 "jederzeit")
    assert check(after, {"by": A, "move": "supply", "unit": "miliz", "cube": "gunst"}).rule == \
        "principato.steine-verschieben"


def test_units_any_number_at_least_one_from_a_shared_supply():
    # principato.karte.condottieri-anheuern ln331; auslegung.beliebige-anzahl (Q6), auslegung.seite-fest (Q24)
    state = give(game(), A, "C", "condottieri-anheuern")
    assert check(state, act("C")).rule == "principato.karte.condottieri-anheuern"
    assert check(state, act("C", count=0)).rule == "principato.karte.condottieri-anheuern"
    state = shape(state, "Ben", tiles={"miliz": 30})
    assert check(state, act("C", count=8)).rule == "principato.karte.condottieri-anheuern"  # 37 - 30 left
    assert run(state, act("C", count=7)).principalities[A].tiles["condottiere"] == 7


def test_catapult_price_follows_the_year():
    # principato.karte.katapulte-bauen ln343-347; principato.auslegung.katapult-jahr (Q13)
    state = give(game(), A, "K", "katapulte-bauen")
    state = shape(state, A, cubes={"nahrung": 1, "geld": 1, "gunst": 0})
    after = run(state, act("K", option=1))
    assert after.principalities[A].tiles["katapult"] == 1 and after.principalities[A].cubes["geld"] == 0
    state.year = 3
    after = run(state, act("K", option=1))
    assert after.principalities[A].cubes == {"nahrung": 0, "geld": 1, "gunst": 0}


def test_culture_tile_of_ones_choice_must_be_in_the_supply():
    # principato.kultur-wahl ln355; principato.auslegung.kulturwerte
    state = give(game(), A, "D", "denkmal-erwerben")
    state = shape(state, A, tiles={"bank": 2}, cubes={"nahrung": 2, "geld": 3})
    assert check(state, act("D", option=1, vp=9)).rule == "principato.kultur-wahl"
    verdict = check(state, act("D", option=1, vp=5))
    assert verdict.is_legal and "principato.auslegung.kulturwerte" in verdict.readings
    after = run(state, act("D", option=1, vp=5))
    assert after.principalities[A].culture["denkmal"] == [5] and after.culture_supply["denkmal"].count(5) == 2


def test_produce_per_tile_and_two_cubes_of_choice():
    # principato.karte.nahrung-je-acker ln359, karte.geld-je-palazzo ln371, karte.zwei-steine ln383
    state = give(game(), A, "E", "nahrung-je-acker")
    state = shape(state, A, tiles={"acker": 3, "hof": 2}, cubes={"nahrung": 0})
    assert run(state, act("E")).principalities[A].cubes["nahrung"] == 3
    state = give(state, A, "Z", "zwei-steine", slot=1)
    assert check(state, act("Z", pick={"nahrung": 3})).rule == "principato.karte.zwei-steine"
    after = run(state, act("Z", pick={"nahrung": 1, "geld": 1}))
    assert after.principalities[A].cubes["geld"] == 2


def test_a_discard_outside_a_scoring_is_refused():
    # principato.auslegung.nichts-abgeben (Q21), ln231
    state = shape(game(), A, tiles={"miliz": 1})
    assert check(state, {"by": A, "move": "discard", "miliz": 1}).rule == "principato.auslegung.nichts-abgeben"


def test_no_chance_events_in_a_principato_log():
    # principato.ereignis-unerwartet, ln111: the set-up states the order of the stacks
    verdict = check(game(), {"event": "reveal"})
    assert verdict.status == "inconsistent" and verdict.rule == "principato.ereignis-unerwartet"


def test_scoring_card_scores_at_once_then_refills():
    # principato.zusaetzliche-wertung, ln247
    state = game(2, sizes=(6, 8, 8), scoring=(0, 3))
    state = run(state, {"by": A, "move": "end"}, {"by": "Ben", "move": "end"})  # year 1 ends (ln175)
    assert [s["why"] for s in state.scorings] == ["jahr", "karte"]  # Q10: the new stack starts with the card
    assert state.year == 2 and len(state.display) == cards.DISPLAY_SIZE[2]
    assert state.task.player == A  # ln239: the player after Ben begins year 2


def test_scoring_card_as_last_card_gives_two_scorings_back_to_back():
    # principato.doppelwertung, ln249-251
    state = game(2, sizes=(6, 2, 8), scoring=(2, 3))
    state = run(state, {"by": A, "move": "end"}, {"by": "Ben", "move": "end"})  # year 1 ends
    state = run(state, {"by": A, "move": "end"})
    verdict = check(state, {"by": "Ben", "move": "end"})
    assert "principato.auslegung.doppelwertung" in verdict.readings
    state = run(state, {"by": "Ben", "move": "end"})  # the refill reveals the scoring card as the last card
    assert [s["why"] for s in state.scorings] == ["jahr", "karte", "jahr"] and state.year == 3
    assert state.task.player == A  # Q27: the player after Ben begins year 3


def test_supply_order_most_military_tiles_first_then_from_the_start_player():
    # principato.militaer-reihenfolge, ln181; auslegung.militaerplaettchen (Q22)
    from engine.games.principato.scoring import supply_order

    state = shape(game(3), "Clara", tiles={"katapult": 1, "miliz": 1})
    state = shape(state, "Ben", tiles={"condottiere": 2})
    assert supply_order(state) == ["Ben", "Clara", "Anna"]
    state = shape(state, "Anna", tiles={"katapult": 2})
    assert supply_order(state) == ["Anna", "Ben", "Clara"]


def test_the_game_ends_after_year_three_and_nothing_more_is_accepted():
    # principato.spielende, ln255
    state = game(2, sizes=(6, 1, 1), scoring=(1, 1))
    while not state.over:
        task = state.task
        state = run(state, {"by": task.player, "move": "discard"} if task.kind == "discard"
                    else {"by": task.player, "move": "end"})
    assert len(state.scorings) == 5  # ln245: 3 at year ends + 2 from the cards
    assert check(state, {"by": A, "move": "end"}).rule == "principato.spielende"
    assert state.result["winners"]


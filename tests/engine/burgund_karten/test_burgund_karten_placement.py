"""Placing projects: grouping, monasteries, effects of every kind and building, bonuses."""

from bk_helpers import check, display, game, run, shape

from engine.games.burgund_karten import cards
from engine.games.burgund_karten.state import Group
from engine.games.burgund_karten.tasks import choice

PLAY = {"by": "Anna", "move": "play"}
ACT = {"by": "Anna", "move": "action"}
CHOOSE = {"by": "Anna", "move": "choose"}


def placing(card, groups=(), **zones):
    """Anna has played a card with the die of `card` and may place `card` (plus other projects given)."""
    projects = zones.pop("projects", [])
    state = shape(game(), "Anna", hand=[f"Mine/{cards.die_of(card)}", "Wissen/6"], projects=[card, *projects],
                  groups=[Group(g.kind, list(g.cards)) for g in groups], **zones)
    return run(state, {**PLAY, "card": f"Mine/{cards.die_of(card)}"})


def place(card, groups=(), group=None, **zones):
    entry = {**ACT, "action": "place", "card": card}
    if group is not None:
        entry["group"] = group
    return run(placing(card, groups, **zones), entry)


def test_same_kinds_stack_different_kinds_lie_side_by_side():
    # burgund-karten.gruppe-gleiche-art, ln141/ln342
    state = placing("Burg/2", [Group("Mine", ["Mine/1"])])
    assert check(state, {**ACT, "action": "place", "card": "Burg/2", "group": 0}).rule == \
        "burgund-karten.gruppe-gleiche-art"
    after = run(state, {**ACT, "action": "place", "card": "Burg/2"})
    assert [g.kind for g in after.zones["Anna"].groups] == ["Mine", "Burg"]


def test_all_buildings_are_one_kind():
    # burgund-karten.gruppe-gleiche-art, ln275: "Es dürfen beliebige Gebäude zu einem Drilling gehören"
    after = place("Markt/2", [Group(cards.GEBAEUDE, ["Bank/1"])], display=display([], [], []))
    assert [g.cards for g in after.zones["Anna"].groups] == [["Bank/1", "Markt/2"]]


def test_monastery_joins_another_kind_as_joker():
    # burgund-karten.gruppe-gleiche-art ln342; reading kloster-gruppen (Q7)
    state = placing("Kloster/4", [Group("Mine", ["Mine/1"])])
    verdict = check(state, {**ACT, "action": "place", "card": "Kloster/4", "group": 0})
    assert verdict.is_legal and "burgund-karten.auslegung.kloster-gruppen" in verdict.readings
    after = run(state, {**ACT, "action": "place", "card": "Kloster/4", "group": 0})
    assert after.zones["Anna"].groups[0].kind == "Mine" and len(after.zones["Anna"].groups[0].cards) == 2


def test_card_laid_onto_monasteries_converts_them():
    # burgund-karten.auslegung.kloster-gruppen (Q7), ln354; burgund-karten.auslegung.umwandlung-drilling (Q8)
    state = placing("Schiff/3", [Group(cards.KLOSTER, ["Kloster/1", "Kloster/2"])])
    verdict = check(state, {**ACT, "action": "place", "card": "Schiff/3", "group": 0})
    assert verdict.is_legal and "burgund-karten.auslegung.umwandlung-drilling" in verdict.readings
    after = run(state, {**ACT, "action": "place", "card": "Schiff/3", "group": 0})
    group = after.zones["Anna"].groups[0]
    assert group.kind == "Schiff" and group.complete
    assert "1.:Schiff" in after.zones["Anna"].bonus and after.tasks[-1].kind == "bonus"


def test_complete_triplet_is_closed_fourth_card_starts_a_new_one():
    # burgund-karten.neuer-drilling ln390; Q7(b) reading: complete triplets are closed
    full = Group("Mine", ["Mine/1", "Mine/2", "Mine/3"])
    state = placing("Mine/4", [full])
    assert check(state, {**ACT, "action": "place", "card": "Mine/4", "group": 0}).rule == \
        "burgund-karten.gruppe-gleiche-art"
    after = run(state, {**ACT, "action": "place", "card": "Mine/4"})
    assert [len(g.cards) for g in after.zones["Anna"].groups] == [3, 1]


def test_first_triplet_of_a_kind_takes_the_first_bonus_only_once():
    # burgund-karten.erster-drilling, ln361
    two = Group("Weide", ["Weide/1", "Weide/2"])
    after = place("Weide/3", [two])
    assert after.zones["Anna"].bonus == ["1.:Weide"] and "Weide" not in after.first_bonus
    again = shape(after, "Anna", groups=[Group("Weide", ["Weide/4", "Weide/5"])], projects=["Weide/6"])
    again = run(again, {**CHOOSE, "bonus": {"workers": 3}})
    assert again.zones["Anna"].bonus == ["1.:Weide"]


def test_unknown_phase_bonus_is_unverifiable():
    # burgund-karten.durchgangsbonus, ln362: phase card B's options are lost from the text
    state = shape(placing("Weide/3", [Group("Weide", ["Weide/1", "Weide/2"])]), phase=1)
    state = run(state, {**ACT, "action": "place", "card": "Weide/3"})
    verdict = check(state, {**CHOOSE, "bonus": {"silver": 2}})
    assert verdict.status == "unverifiable" and verdict.rule == "burgund-karten.durchgangsbonus"
    assert check(state, {**CHOOSE, "bonus": {"gold": 2}}).status == "illegal"


def test_bonus_is_chosen_before_the_castle_action():
    # burgund-karten.auslegung.bonus-reihenfolge (Q21), ln361
    state = place("Burg/3", [Group("Burg", ["Burg/1", "Burg/2"])])
    assert [t.kind for t in state.tasks[-2:]] == ["action", "bonus"]


def test_mine_two_silver_wissen_two_workers_beyond_two():
    # ln247 Mine: zwei Silberkarten; ln253 Wissen: zwei Arbeiterkarten "auch über 2 hinaus"
    assert place("Mine/2", silver=0).zones["Anna"].silver == 2
    assert place("Wissen/2", workers=3).zones["Anna"].workers == 5


def test_ship_takes_top_goods_card_of_a_chosen_stack():
    # burgund-karten.stapel-wahl, ln259
    state = place("Schiff/2", goods={})
    state = shape(state, goods_stacks=[["hell", "mittel"], ["dunkel"]])
    assert check(state, {**CHOOSE, "stack": "animals-1"}).rule == "burgund-karten.stapel-wahl"
    after = run(state, {**CHOOSE, "stack": "goods-2"})
    assert after.zones["Anna"].goods["dunkel"] == 1
    # ln261: the emptied stack is refilled by splitting the other one
    assert after.goods_stacks == [["hell"], ["mittel"]]


def test_pasture_takes_an_animal_and_one_stack_left_needs_no_choice():
    # ln265 Weide; ln267 (Hinweis zum Schiff)
    state = shape(placing("Weide/2", animals={}), animal_stacks=[["Schaf"], []])
    after = run(state, {**ACT, "action": "place", "card": "Weide/2"})
    assert after.zones["Anna"].animals == {"Schaf": 1} and after.animal_stacks == [[], []]


def test_carpenter_church_market_take_only_their_kinds_from_any_row():
    # burgund-karten.gebaeude-nehmen, ln279-287
    shown = display(["Wissen/1"], ["Burg/2"], ["Schiff/3"], [], [], ["Bank/6"])
    for building, good, bad in (("Schreinerei", "Bank/6", "Burg/2"), ("Kirche", "Burg/2", "Schiff/3"),
                                ("Markt", "Schiff/3", "Wissen/1")):
        state = shape(placing(f"{building}/4"), display=[list(r) for r in shown])
        state = run(state, {**ACT, "action": "place", "card": f"{building}/4"})
        assert check(state, {**CHOOSE, "card": bad}).rule == "burgund-karten.gebaeude-nehmen"
        after = run(state, {**CHOOSE, "card": good})
        assert after.zones["Anna"].projects == [good]


def test_carpenter_with_nothing_matching_gives_nothing():
    # ln289: "hat er Pech und geht leer aus"
    state = shape(placing("Schreinerei/4"), display=display(["Burg/1"]))
    after = run(state, {**ACT, "action": "place", "card": "Schreinerei/4"})
    assert after.tasks[-1].kind != "pick" and after.zones["Anna"].projects == []


def test_church_may_be_declined():
    # burgund-karten.auslegung.darf-effekte (Q14), ln283 "darf"
    state = shape(placing("Kirche/4"), display=display(["Burg/1"]))
    state = run(state, {**ACT, "action": "place", "card": "Kirche/4"})
    verdict = check(state, {**CHOOSE, "card": None})
    assert verdict.is_legal and "burgund-karten.auslegung.darf-effekte" in verdict.readings


def test_watchtower_one_vp_bank_three_silver():
    # ln293 Wachturm: 1-Siegpunkt-Karte; ln297 Bank: drei Silber
    assert place("Wachturm/2", vp_cards=0).zones["Anna"].vp_cards == 1
    assert place("Bank/2", silver=0).zones["Anna"].silver == 3


def test_houses_take_from_any_of_the_four_stacks():
    # burgund-karten.stapel-wahl, ln319 Wohnhäuser
    state = place("Wohnhäuser/2", animals={})
    options = {o["stack"] for o in __import__("bk_helpers").RS.legal_moves(state) if "stack" in o}
    assert options == {"goods-1", "goods-2", "animals-1", "animals-2"}
    top = state.animal_stacks[1][0]
    assert run(state, {**CHOOSE, "stack": "animals-2"}).zones["Anna"].animals[top] == 1


def test_warehouse_sells_a_chosen_sort_and_takes_the_start_card():
    # burgund-karten.warenhaus ln323; ln167 "Dies gilt auch, wenn jemand ein Warenhaus platziert und nutzt"
    state = run(placing("Warenhaus/2", goods={"hell": 2, "dunkel": 1}, silver=0),
                {**ACT, "action": "place", "card": "Warenhaus/2"})
    assert check(state, {**CHOOSE, "sort": "mittel"}).rule == "burgund-karten.warenhaus"
    after = run(state, {**CHOOSE, "sort": "hell"})
    assert after.zones["Anna"].sold == 2 and after.start_card["flipped"]
    # ln325: without goods nothing happens
    assert place("Warenhaus/2", goods={}).tasks[-1].kind != "warenhaus"


def test_town_hall_places_any_project_with_its_effect():
    # burgund-karten.rathaus ln329: "ein beliebiges weiteres seiner Projekte ... mit all seinen Auswirkungen"
    state = run(placing("Rathaus/2", projects=["Mine/5"], silver=0), {**ACT, "action": "place", "card": "Rathaus/2"})
    assert check(state, {**CHOOSE, "card": "Burg/5"}).rule == "burgund-karten.rathaus"
    after = run(state, {**CHOOSE, "card": "Mine/5"})
    assert after.zones["Anna"].silver == 2 and len(after.zones["Anna"].groups) == 2
    # ln331: no further project, nothing
    assert place("Rathaus/2").tasks[-1].kind != "rathaus"


def test_castle_gives_one_more_action():
    # burgund-karten.burg-aktion, ln335-337
    state = place("Burg/2", silver=0)
    assert state.tasks[-1] == choice("action", "Anna", die=None, source="burg")
    after = run(state, {**ACT, "action": "silver"})
    assert after.zones["Anna"].silver == 1 and after.current == "Ben"


def test_monastery_has_no_effect_and_seven_kinds_count_it_as_monastery():
    # ln341 keine Auswirkung; burgund-karten.alle-7-arten ln385; reading sieben-arten-physisch (Q9, ln405)
    six = [Group(k, [f"{'Bank' if k == cards.GEBAEUDE else k}/1"]) for k in cards.KINDS if k != cards.KLOSTER]
    state = placing("Kloster/3", six, silver=0, workers=0)
    verdict = check(state, {**ACT, "action": "place", "card": "Kloster/3", "group": 0})
    assert "burgund-karten.auslegung.sieben-arten-physisch" in verdict.readings
    after = run(state, {**ACT, "action": "place", "card": "Kloster/3", "group": 0})
    assert after.zones["Anna"].bonus == ["7:3"] and after.seven_bonus == [1]
    assert (after.zones["Anna"].silver, after.zones["Anna"].workers) == (0, 0)

"""Every worked example of the rulebook (000_2c0b33851c2cc89f.txt), reproduced by the engine."""

from bk_helpers import check, display, finish, game, run, shape, top_cards

from engine.games.burgund_karten import cards
from engine.games.burgund_karten.flow import layout
from engine.games.burgund_karten.scoring import animal_vp, final_result, group_vp
from engine.games.burgund_karten.state import Group
from engine.games.burgund_karten.tasks import choice


def test_thorsten_converts_5_workers_and_1_silver_into_2_vp():
    # burgund-karten.umwandeln, ln215: "Thorsten legt 5 Arbeiter- und 1 Silberkarte zurück ... 2er-Siegpunkte-Karte"
    state = shape(game(), "Anna", hand=["Wissen/4", "Mine/1"], workers=5, silver=1, vp_cards=0)
    state = run(state, {"by": "Anna", "move": "play", "card": "Wissen/4"},
                {"by": "Anna", "move": "action", "action": "convert", "pay": {"workers": 5, "silver": 1}})
    zones = state.zones["Anna"]
    assert (zones.workers, zones.silver, zones.vp_cards) == (0, 0, 2)


def test_regina_turns_a_2_into_a_6_with_2_workers():
    # burgund-karten.arbeiter-wuerfel, ln219: "Durch Abgabe von 2 Arbeitern kann Regina aus einer 2 eine 6 machen."
    state = shape(game(), "Anna", hand=["Schiff/2", "Mine/1"], workers=2, projects=["Weide/6"])
    played = run(state, {"by": "Anna", "move": "play", "card": "Schiff/2"})
    after = run(played, {"by": "Anna", "move": "action", "action": "place", "die": 6, "workers": 2, "card": "Weide/6"})
    assert after.zones["Anna"].workers == 0
    assert [g.cards for g in after.zones["Anna"].groups] == [["Weide/6"]]
    # one worker is not enough for 2 -> 6 (ln205: each worker changes the die by 1)
    assert check(played, {"by": "Anna", "move": "action", "action": "place", "die": 6, "workers": 1,
                          "card": "Weide/6"}).rule == "burgund-karten.arbeiter-wuerfel"


def test_yvonne_castle_chain_with_a_purchase_while_the_castle_is_open():
    # burgund-karten.burg-aktion + kauf-einmal, ln230 (Yvonne): place Burg, buy during its open effect, take the
    # bought Burg as project, place it with the first Burg's action, its action takes a Burg from the Auslage.
    state = shape(game(), "Anna", hand=["Burg/3", "Mine/1"], projects=["Burg/3"], silver=3, groups=[])
    state = shape(state, display=display([], [], [], ["Burg/1"], ["Mine/5"], []))
    state = top_cards(state, "Burg/5", "Mine/2", "Schiff/6")
    state = run(state, {"by": "Anna", "move": "play", "card": "Burg/3"},
                {"by": "Anna", "move": "action", "action": "place", "card": "Burg/3"})
    assert state.tasks[-1] == choice("action", "Anna", die=None, source="burg")
    state = run(state, {"by": "Anna", "move": "buy"},
                {"by": "Anna", "move": "choose", "card": "Burg/5", "use": "project"})
    assert state.zones["Anna"].silver == 0 and state.zones["Anna"].projects == ["Burg/5"]
    assert state.discard["Mine/2"] == 1 and state.discard["Schiff/6"] == 1  # ln228
    state = run(state, {"by": "Anna", "move": "action", "action": "place", "die": 5, "card": "Burg/5"},
                {"by": "Anna", "move": "action", "action": "take", "die": 4, "card": "Burg/1"})
    zones = state.zones["Anna"]
    assert [g.cards for g in zones.groups] == [["Burg/3", "Burg/5"]]
    assert zones.projects == ["Burg/1"]
    assert state.current == "Ben"  # the turn is over: no silver left to buy


def test_three_player_display_first_six_by_row_last_four_by_die():
    # burgund-karten.auslage-reihen, ln93/95: "Bei 3 Spielern wird so mit den letzten 4 Karten verfahren."
    row = ["Burg/6", "Mine/5", "Kloster/4", "Wissen/3", "Schiff/2", "Weide/1",
             "Bank/6", "Markt/1", "Kirche/1", "Rathaus/3"]
    rows = layout(3, row)
    assert [r[0] for r in rows] == row[:6]
    assert rows[0] == ["Burg/6", "Markt/1", "Kirche/1"]
    assert rows[2] == ["Kloster/4", "Rathaus/3"]
    assert rows[5] == ["Weide/1", "Bank/6"]
    # ln95: "Ist dies beispielsweise eine Karte mit einer 6 darauf, wird sie neben die Würfel-6 der Auslage gelegt."
    assert layout(2, row[:6] + ["Mine/6"])[5] == ["Weide/1", "Mine/6"]
    # ln93: with 4 players the next 6 go row by row too, the 13th by its die
    four = layout(4, row[:6] + row[:6] + ["Mine/2"])
    assert four[1] == ["Mine/5", "Mine/5", "Mine/2"] and four[0] == ["Burg/6", "Burg/6"]


def test_regina_animals_3_sheep_2_cattle_1_chicken_score_3():
    # burgund-karten.tier-wertung, ln430: "3 Schafe, 2 Rinder und 1 Huhm. Sie erhält dafür 3 Siegpunkte"
    from collections import Counter

    assert animal_vp(Counter({"Schaf": 3, "Rind": 2, "Huhn": 1})) == 3
    assert animal_vp(Counter({"Schaf": 1, "Rind": 1, "Huhn": 1, "Schwein": 1})) == 4  # ln442: 4 verschiedene: 4


def test_caption_triplets_3_buildings_3_pastures_3_monasteries_score_3_4_6():
    # burgund-karten.drilling-siegpunkte, ln157: "die drei Gebäude links 3 ..., die drei Weiden ... 4 und die drei
    # Klöster rechts 6 Siegpunkte"
    assert group_vp(Group(cards.GEBAEUDE, ["Bank/1", "Kirche/2", "Bank/3"])) == 3
    assert group_vp(Group("Weide", ["Weide/1", "Weide/2", "Weide/3"])) == 4
    assert group_vp(Group(cards.KLOSTER, ["Kloster/1", "Kloster/2", "Kloster/3"])) == 6
    # ln364 caption: "Dieses Kloster gilt nun für den Rest des Spiels als Mine" -> value of the mine card
    assert group_vp(Group("Mine", ["Kloster/1", "Mine/2/5", "Mine/3/5"])) == 5


def test_first_of_three_players_gets_4_second_2_third_1_for_all_seven_kinds():
    # burgund-karten.alle-7-arten, ln387: "So erhält der erste von 3 Spielern die Karte mit der 4, der zweite die
    # mit der 2, der dritte die mit der 1."
    state = game(3)
    six = [Group(k, [f"{'Bank' if k == cards.GEBAEUDE else k}/1"]) for k in cards.KINDS if k != "Mine"]
    order = []
    for player in ("Anna", "Ben", "Clara"):
        state = shape(state, player, groups=[Group(g.kind, list(g.cards)) for g in six], projects=["Mine/1"])
    for player in ("Anna", "Ben", "Clara"):
        state = shape(state, player, hand=["Mine/1", "Mine/1"])
        state = run(state, {"by": player, "move": "play", "card": "Mine/1"},
                    {"by": player, "move": "action", "action": "place", "card": "Mine/1"})
        order.append(state.zones[player].bonus)
        state = finish(state, player)
    assert order == [["7:4"], ["7:2"], ["7:1"]]


def test_phase_a_and_d_bonus_options_as_in_the_example():
    # burgund-karten.durchgangsbonus, ln364: A "3 Siegpunkte-, 2 Waren-, 2 Tier-, 3 Silber- oder 3 Arbeiter-Karten";
    # D "2 Silber-, 2 Arbeiter- oder 1 Arbeiter- und 1 Silber-Karte"
    assert cards.PHASE_BONUS["A"] == [{"vp": 3}, {"goods": 2}, {"animals": 2}, {"silver": 3}, {"workers": 3}]
    assert cards.PHASE_BONUS["D"] == [{"silver": 2}, {"workers": 2}, {"workers": 1, "silver": 1}]
    state = shape(game(), "Anna", hand=["Weide/2", "Mine/1"], projects=["Weide/2"],
                  groups=[Group("Weide", ["Weide/1", "Weide/3"])], silver=0)
    state = run(state, {"by": "Anna", "move": "play", "card": "Weide/2"},
                {"by": "Anna", "move": "action", "action": "place", "card": "Weide/2"})
    assert state.tasks[-1].kind == "bonus"
    assert check(state, {"by": "Anna", "move": "choose", "bonus": {"silver": 2}}).rule == "burgund-karten.durchgangsbonus"
    state = run(state, {"by": "Anna", "move": "choose", "bonus": {"silver": 3}})
    assert state.zones["Anna"].silver == 3


def test_final_scoring_adds_triplets_bonus_vp_cards_sold_goods_animals_and_start_card():
    # burgund-karten.startspielerkarte-punkt ln432 + tier-wertung ln442: the whole tally of ln422
    from collections import Counter

    state = shape(game(), "Anna", groups=[Group(cards.GEBAEUDE, ["Bank/1", "Bank/2", "Markt/3"])], bonus=["1.:Gebäude"],
                  vp_cards=3, sold=2, animals=Counter({"Schaf": 1, "Rind": 1}))
    state.start_card = {"holder": 0, "flipped": True}
    result = final_result(state)
    assert result["parts"]["Anna"] == {"drillinge": 3, "bonuskarten": 1, "siegpunktkarten": 3, "verkaufte_waren": 2,
                                       "tiere": 1, "startspielerkarte": 1}
    assert result["scores"]["Anna"] == 11

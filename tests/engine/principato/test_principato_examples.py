"""Every worked example of the rulebook (004_86f27e294fa7879d.txt), reproduced by the engine."""

from pr_helpers import game, run, shape

from engine.games.principato import cards
from engine.games.principato.scoring import award, goal_points
from engine.games.principato.state import Principality


def test_philipp_two_catapults_two_fed_militia_one_unfed_has_strength_3():
    # principato.militaerische-staerke, ln209: "Philipps militärische Stärke beträgt 3: +2 für die Katapulte,
    # +2 für die Milizen mit Nahrung, -1 für die Miliz ohne Nahrung."
    zone = Principality()
    zone.tiles.update(katapult=2, miliz=3)
    zone.units["miliz-nahrung"] = 2
    assert zone.strength() == 3


def test_negative_strength_is_possible():
    # principato.militaerische-staerke, ln205: "Negative Werte sind möglich"
    zone = Principality()
    zone.tiles.update(condottiere=2)
    assert zone.strength() == -2


def test_tobias_and_martina_share_first_and_second_place_six_each_philipp_2_wolf_0():
    # principato.militaer-punkte, ln222-224: "sie addieren ihre Punkte: $7+4=11$. Somit erhalten beide jeweils
    # 5,5 Punkte, aufgerundet je 6. Philipp belegt den 3. Platz und bekommt 2 Punkte. Wolf geht leer aus."
    players = ["Tobias", "Martina", "Philipp", "Wolf"]
    assert award({"Tobias": 5, "Martina": 5, "Philipp": 3, "Wolf": 2}, players) == {
        "Tobias": 6, "Martina": 6, "Philipp": 2, "Wolf": 0}


def test_military_table_by_player_count():
    # principato.militaer-punkte, ln213-216: 2 Spieler 5/0, 3 Spieler 6/3/0, 4 Spieler 7/4/2/0
    assert award({"A": 3, "B": 1}, ["A", "B"]) == {"A": 5, "B": 0}
    assert award({"A": 3, "B": 1, "C": 0}, ["A", "B", "C"]) == {"A": 6, "B": 3, "C": 0}
    assert award({"A": 3, "B": 2, "C": 1, "D": 0}, ["A", "B", "C", "D"]) == {"A": 7, "B": 4, "C": 2, "D": 0}
    # principato.auslegung.gleichstand-aufrunden (Q26), ln218: a tie on last place shares and rounds up too
    assert award({"A": 1, "B": 1}, ["A", "B"]) == {"A": 3, "B": 3}
    assert award({"A": 0, "B": 0, "C": 0}, ["A", "B", "C"]) == {"A": 3, "B": 3, "C": 3}


def test_philipp_returns_the_food_from_his_militia_then_gives_back_one_of_three():
    # principato.steine-zurueck + einheiten-abgeben, ln233: "Philipp legt die beiden Nahrungssteine von seinen
    # Milizen zurück in den Vorrat. Danach entscheidet er sich, 1 Miliz abzugeben und 2 Milizen zu behalten."
    state = game(2, sizes=(6, 8, 8))  # 2 players: display 5, one refill card: year 1 ends after two turns
    state = shape(state, "Anna", tiles={"katapult": 2, "miliz": 3}, cubes={"nahrung": 2})
    state = run(state, {"by": "Anna", "move": "supply", "unit": "miliz", "cube": "nahrung", "count": 2},
                {"by": "Anna", "move": "end"}, {"by": "Ben", "move": "end"})
    # ln179/181: Anna (most military tiles) decides first; she keeps her favour cube on the Kirche
    assert state.task.kind == "supply" and state.task.player == "Anna"
    state = run(state, {"by": "Anna", "move": "end"})
    assert state.task.kind == "discard" and state.task.player == "Anna"
    zone = state.principalities["Anna"]
    assert state.scorings[-1]["strength"]["Anna"] == 3  # ln209 again, now through a year-end scoring
    assert zone.supplied("miliz") == 0 and zone.military_vp == 5
    state = run(state, {"by": "Anna", "move": "discard", "miliz": 1})
    assert state.principalities["Anna"].tiles["miliz"] == 2


def test_setup_three_players_display_six_and_start_material():
    # principato.auslage-groesse ln115-117 and principato.startmaterial ln125
    state = game(3)
    assert len(state.display) == cards.DISPLAY_SIZE[3] == 6
    zone = state.principalities["Anna"]
    assert zone.tiles == {"acker": 1, "hof": 1, "palazzo": 1, "bank": 1, "katapult": 0, "condottiere": 0, "miliz": 0}
    assert zone.cubes == {"nahrung": 1, "geld": 1, "gunst": 1}
    assert zone.hand == ["S1-0", "S2-0"]


def test_goal_cards_score_as_printed():
    # principato.ziel.*, ln277-323, with the readings Q14-Q18
    zone = Principality()
    zone.tiles.update(acker=4, hof=4, palazzo=3, bank=3, katapult=5)
    zone.military_vp = 15
    zone.culture = {"denkmal": [1, 2, 3, 4], "buch": [1, 1], "gemaelde": [5, 5, 5, 5]}
    assert goal_points(zone, "bollwerk") == 3  # 15 // 4 (Q18)
    assert goal_points(zone, "fruchtbares-land") == 2  # 8 - 6 (Q17)
    assert goal_points(zone, "stadtrecht") == 0
    assert goal_points(zone, "waffenschmiede") == 5
    assert goal_points(zone, "kapelle") == 8  # 4 pairs count as 3 (Q15)
    assert goal_points(zone, "palast") == 10  # 2 sets of three (Q14)
    assert goal_points(zone, "rathaus") == 5
    assert goal_points(zone, "villa") == 5
    zone.culture["buch"] = [1, 1, 1]
    assert goal_points(zone, "villa") == 9  # 2/5/9 as printed (Q16)

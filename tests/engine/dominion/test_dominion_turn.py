"""Turn structure, buying, events. Each test names the rule id and the seed line (003_a71f...)."""

from dominion_helpers import RS, game, play, with_hand

from engine.core import replay
from engine.games.dominion.supply import TABLE, supply_for


def test_dominion_zugreihenfolge_ln559():
    assert RS.check(game(), {"by": "Ben", "move": "end-phase"}).rule == "dominion.zugreihenfolge"


def test_dominion_phasen_reihenfolge_ln559():
    state = with_hand(game(), "Anna", "Village", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}])
    assert RS.check(state, {"by": "Anna", "move": "play", "card": "Dorf"}).rule == "dominion.phasen-reihenfolge"


def test_dominion_aktion_braucht_aktion_ln104():
    state = with_hand(game(), "Anna", "Smithy", "Smithy")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Schmiede"}])
    assert RS.check(state, {"by": "Anna", "move": "play", "card": "Schmiede"}).rule == "dominion.aktion-braucht-aktion"


def test_village_gives_room_for_two_more_actions_ln104():
    state = with_hand(game(), "Anna", "Village", "Smithy", "Smithy")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Dorf"},
                         {"by": "Anna", "move": "play", "card": "Schmiede"},
                         {"by": "Anna", "move": "play", "card": "Schmiede"}])
    assert state.actions == 0


def test_dominion_nur_aktions_und_geldkarten_ln561():
    state = with_hand(game(), "Anna", "Estate")
    assert RS.check(state, {"by": "Anna", "move": "play", "card": "Anwesen"}).rule == "dominion.nur-aktions-und-geldkarten"


def test_dominion_karte_nicht_auf_der_hand_ln97():
    state = with_hand(game(), "Anna", "Copper")
    assert RS.check(state, {"by": "Anna", "move": "play", "card": "Gold"}).rule == "dominion.karte-nicht-auf-der-hand"


def test_dominion_kauf_braucht_geld_ln527():
    state = with_hand(game(), "Anna", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kupfer"}, {"by": "Anna", "move": "play", "card": "Kupfer"}])
    assert RS.check(state, {"by": "Anna", "move": "buy", "card": "Silber"}).rule == "dominion.kauf-braucht-geld"
    assert RS.check(state, {"by": "Anna", "move": "buy", "card": "Burggraben"}).is_legal


def test_dominion_kauf_braucht_kauf_ln118():
    state = play(game(), [{"by": "Anna", "move": "buy", "card": "Kupfer"}])
    assert RS.check(state, {"by": "Anna", "move": "buy", "card": "Kupfer"}).rule == "dominion.kauf-braucht-kauf"


def test_dominion_karte_nicht_im_vorrat_ln155():
    assert RS.check(game(), {"by": "Anna", "move": "buy", "card": "Kupferschmied"}).rule == "dominion.karte-nicht-im-vorrat"


def test_dominion_vorrat_stapel_leer_ln1148():
    state = game().copy()
    state.supply["Copper"] = 0
    assert RS.check(state, {"by": "Anna", "move": "buy", "card": "Kupfer"}).rule == "dominion.vorrat-stapel-leer"


def test_dominion_karte_unbekannt_ln88():
    assert RS.check(game(), {"by": "Anna", "move": "buy", "card": "Schach"}).rule == "dominion.karte-unbekannt"


def test_dominion_eintrag_form_ln559():
    assert RS.check(game(), "kaputt").rule == "dominion.eintrag-form"  # type: ignore[arg-type]


def test_dominion_keine_entscheidung_offen_ln867():
    assert RS.check(game(), {"by": "Anna", "move": "choose", "cards": []}).rule == "dominion.keine-entscheidung-offen"


def test_dominion_vorrat_groesse_ln575_579():
    assert TABLE[2] == (8, 8, 10, 46, 40, 30) and TABLE[6] == (18, 12, 50, 78, 80, 60)
    assert supply_for(5, ["Gardens"])["Gardens"] == 12  # dominion.punktekarten-im-koenigreich ln582
    assert supply_for(2, ["Great Hall"])["Great Hall"] == 8
    assert supply_for(3, ["Village"])["Village"] == 10  # dominion.auslegung.zehn-karten-je-stapel ln4007


def test_dominion_startkarten_ln586_and_aufraeumen_ln563():
    state = game()
    anna = state.cards["Anna"]
    assert sum(anna.hand.values()) == 5 and anna.draw_pile.size == 5
    assert (anna.hand + anna.draw_pile.contents()) == {"Copper": 7, "Estate": 3}
    state = play(state, [{"by": "Anna", "move": "end-turn"}])
    assert sum(state.cards["Anna"].hand.values()) == 5 and state.player == "Ben"


def unseeded(log):
    return {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"],
            "setup": {"editions": ["basis-rgg-2017"], "kingdom": ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz",
                      "Kapelle", "Thronsaal", "Burggraben", "Keller", "Werkstatt"]}, "log": log}


OPENING = [{"by": "Anna", "event": "draw", "cards": ["Kupfer", "Kupfer", "Kupfer", "Anwesen", "Kupfer"]},
           {"by": "Ben", "event": "draw", "count": 5}]


def test_hidden_and_known_draws_replay_legal():
    log = OPENING + [{"by": "Anna", "move": "end-turn"},
                     {"by": "Anna", "event": "draw", "cards": ["Kupfer", "Kupfer", "Kupfer", "Anwesen", "Anwesen"]}]
    assert replay(unseeded(log)).status == "legal"


def test_dominion_karte_nicht_im_nachziehstapel_ln568():
    log = [{"by": "Anna", "event": "draw", "cards": ["Kupfer", "Gold", "Kupfer", "Anwesen", "Kupfer"]}]
    problem = replay(unseeded(log)).problems[0]
    assert (problem.verdict, problem.rule) == ("inconsistent", "dominion.karte-nicht-im-nachziehstapel")


def test_dominion_ereignis_fehlt_ln97():
    report = replay(unseeded([{"by": "Anna", "move": "end-turn"}]))
    assert report.problems[0].rule == "dominion.ereignis-fehlt"


def test_dominion_ereignis_falsch_and_unerwartet_ln97():
    assert replay(unseeded([{"by": "Anna", "event": "shuffle"}])).problems[0].rule == "dominion.ereignis-falsch"
    log = OPENING + [{"by": "Anna", "event": "shuffle"}]
    assert replay(unseeded(log)).problems[0].rule == "dominion.ereignis-unerwartet"


def test_dominion_ziehen_anzahl_ln621():
    log = [{"by": "Anna", "event": "draw", "count": 6}]
    assert replay(unseeded(log)).problems[0].rule == "dominion.ziehen-anzahl"


def test_shuffle_event_when_pile_runs_out_ln621():
    log = OPENING + [
        {"by": "Anna", "move": "end-turn"},
        {"by": "Anna", "event": "draw", "count": 5},
        {"by": "Ben", "move": "end-turn"},
        {"by": "Ben", "event": "draw", "count": 5},
        {"by": "Anna", "move": "end-turn"},
        {"by": "Anna", "event": "shuffle"},
        {"by": "Anna", "event": "draw", "count": 5},
    ]
    assert replay(unseeded(log)).status == "legal"


def test_hidden_hand_card_played_must_be_possible():
    log = OPENING + [{"by": "Anna", "move": "end-turn"},
                     {"by": "Anna", "event": "draw", "count": 5},
                     {"by": "Ben", "move": "play", "card": "Gold"}]
    assert replay(unseeded(log)).problems[0].rule == "dominion.karte-nicht-auf-der-hand"
    log[-1] = {"by": "Ben", "move": "play", "card": "Kupfer"}
    assert replay(unseeded(log)).status == "legal"

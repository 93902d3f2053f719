"""engine.core: record envelope validation (pointers), registry, replay stop/continue."""

from engine.core import available_games, check_position, replay, validate_record

KINGDOM = ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller", "Werkstatt"]


def record(log=None, **setup):
    return {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"],
            "setup": {"editions": ["basis-rgg-2017"], "kingdom": KINGDOM, "seed": 1, **setup}, "log": log or []}


def test_not_a_dict_is_an_error_not_an_exception():
    errors = validate_record([1, 2])
    assert errors and errors[0].pointer == ""


def test_wrong_format_points_at_format():
    bad = record()
    bad["format"] = "pgn"
    assert [e.pointer for e in validate_record(bad)] == ["/format"]


def test_unknown_game_points_at_game():
    bad = record()
    bad["game"] = "schach"
    errors = validate_record(bad)
    assert errors[0].pointer == "/game" and "Unbekanntes Spiel" in errors[0].message_de


def test_unknown_kingdom_card_points_at_it():
    bad = record(kingdom=KINGDOM[:9] + ["Quatsch"])
    assert [e.pointer for e in validate_record(bad)] == ["/setup/kingdom/9"]


def test_missing_field_pointer_names_the_field():
    bad = record()
    del bad["players"]
    assert "/players" in [e.pointer for e in validate_record(bad)]


def test_registry_knows_dominion():
    assert "dominion" in available_games()


def test_invalid_record_report():
    report = replay({"format": "x"})
    assert report.to_json()["status"] == "invalid"


def test_unsupported_cards_are_listed_not_judged(monkeypatch):
    from engine.games.dominion.effects import IMPLEMENTED_CARDS

    # every base/Intrigue card is implemented now: pretend one is not
    monkeypatch.setattr("engine.games.dominion.ruleset.IMPLEMENTED_CARDS", IMPLEMENTED_CARDS - {"Spy"})
    report = replay(record(kingdom=KINGDOM[:9] + ["Spion"], editions=["basis-hig-2008"]))
    assert report.status == "unsupported" and report.unsupported == ["Spion"]


def test_replay_continues_or_stops_after_a_problem():
    log = [{"by": "Ben", "move": "end-phase"}, {"by": "Ben", "move": "end-phase"}, {"by": "Anna", "move": "end-turn"}]
    going_on = replay(record(log))
    assert going_on.status == "illegal" and going_on.checked == 3 and len(going_on.problems) == 2
    stopped = replay(record(log), stop_at_first_problem=True)
    assert stopped.checked == 1
    problem = stopped.to_json()["problems"][0]
    assert problem["rule"] == "dominion.zugreihenfolge" and problem["quote"]
    assert set(stopped.to_json()) == {"game", "status", "entries", "checked", "problems", "unsupported"}


def test_keep_states_and_progress():
    seen = []
    report = replay(record([{"by": "Anna", "move": "end-turn"}]), keep_states=True,
                    progress=lambda done, total: seen.append((done, total)))
    assert len(report.states) == 2 and seen == [(1, 1)]


def test_check_position_lists_alternatives():
    result = check_position(record(), {"by": "Anna", "move": "buy", "card": "Provinz"})
    assert result.verdict.rule == "dominion.kauf-braucht-geld"
    assert {"by": "Anna", "move": "end-phase"} in result.alternatives

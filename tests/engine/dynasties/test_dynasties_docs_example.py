"""The example record of engine/games/dynasties/format.md is schema-valid and replays with the dowry named as
the gap; every move and event kind is documented; the set-up checks refuse what the rulebook forbids."""

import copy
import json
import re
from pathlib import Path

import pytest
from dy_helpers import NAMES, setup

from engine.core import replay, validate_record
from engine.games.dynasties.schema import record_schema

DOC = Path(__file__).resolve().parents[3] / "engine" / "games" / "dynasties" / "format.md"


def example():
    return json.loads(re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1))


def test_documented_example_replays_with_the_dowry_taken_on_trust():
    record = example()
    assert validate_record(record) == []
    report = replay(record)
    assert report.status == "unverifiable"
    assert [(p.verdict, p.rule) for p in report.problems] == [("unverifiable", "dynasties.beiblatt.mitgift")] * 2
    assert report.final_state.cities["His-3"]["fuerst"] == "Clara"


def test_every_move_and_event_kind_is_documented():
    text = DOC.read_text(encoding="utf-8")
    move, event = record_schema()["properties"]["log"]["items"]["oneOf"]
    for kind in move["properties"]["move"]["enum"] + event["properties"]["event"]["enum"]:
        assert f"`{kind}`" in text


def _pointers(n, change):
    data = copy.deepcopy(setup(n))
    change(data)
    record = {"format": "regelwerk-record/1", "game": "dynasties", "players": NAMES[:n], "setup": data, "log": []}
    return [error.pointer for error in validate_record(record)]


def _first_city(data, **facts):
    return next(n for n, c in data["cities"].items() if all(c.get(k) == v for k, v in facts.items()))


@pytest.mark.parametrize("n, change, pointer", [
    # dynasties.bankier ln33
    (3, lambda s: s.update(banker="Zoe"), "/setup/banker"),
    # dynasties.staedte-je-land (facts.json), zusaetzliche-staedte ln105-107, buchstadt-je-land ln45
    (3, lambda s: s["cities"].pop(_first_city(s, country="france", extra=False, symbol="punkte")
                                  if any(c["symbol"] == "punkte" and c["country"] == "france" and not c["extra"]
                                         for c in s["cities"].values()) else "Fra-2"), "/setup/cities"),
    (3, lambda s: s["cities"]["Fra-5"].update(extra=False), "/setup/cities"),
    (3, lambda s: s["cities"]["Fra-2"].update(symbol="buch"), "/setup/cities"),
    # dynasties.feldgroesse ln336
    (3, lambda s: s["cities"]["Fra-2"].update(large="fuerst", fuerst=1, fuerstin=3), "/setup/cities/Fra-2"),
    # dynasties.stadt.paris ln924, stadt.carcassonne ln402/466
    (3, lambda s: s["cities"].__setitem__("Paris", s["cities"].pop("Bri-2")), "/setup/cities/Paris/country"),
    (3, lambda s: s["cities"].__setitem__("Carcassonne", {**s["cities"].pop("Fra-2"), "symbol": "anker"}),
     "/setup/cities/Carcassonne/symbol"),
    # dynasties.aktionskarten ln69, sonderaktion-dreimal ln625-637, joker ln739, karte-drei-aktionen ln175
    (3, lambda s: s["cards"].pop("K34"), "/setup/cards"),
    (3, lambda s: s["cards"]["K34"].update(special={"kind": "passen"}), "/setup/cards"),
    (3, lambda s: s["cards"]["K01"].update(actions=["handel"]), "/setup/cards/K01"),
    (3, lambda s: s["cards"]["K20"].update(actions=["handel"]), "/setup/cards/K20"),
    # dynasties.persoenlichkeiten-acht ln148, persoenlichkeit-kosten ln555
    (3, lambda s: s["personalities"].pop(), "/setup/personalities"),
    (3, lambda s: s.update(slot_costs=[2, 1, 2, 1, 1, 1]), "/setup/slot_costs"),
    # dynasties.passen-oben ln661/ln693
    (3, lambda s: s.update(pass_costs=[2, 3, None, None]), "/setup/pass_costs"),
    # dynasties.buchplaettchen-aufbau ln43-45
    (3, lambda s: s["book_tiles"]["box"].__setitem__(0, "karte") or s["book_tiles"]["box"].__setitem__(1, "karte"),
     "/setup/book_tiles"),
    # dynasties.drei-punkte-feld ln803
    (3, lambda s: s.update(bonus_fields=["bonus-a"]), "/setup/bonus_fields"),
])
def test_setup_contradicting_the_rulebook_is_invalid(n, change, pointer):
    assert pointer in _pointers(n, change)


def test_a_legal_setup_has_no_errors():
    for n in (3, 4, 5):
        assert _pointers(n, lambda s: None) == []

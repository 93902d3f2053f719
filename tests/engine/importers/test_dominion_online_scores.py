"""Dominion Online's end-of-game score tables ("scoreTables: [...]"): the importer records them (import notes
`score_tables`) and the Landmarken they and the log's other lines name (setup.landmarks, setup.obelisk); a replay's
final state is compared with them row by row (`dominion_online.compare_score_tables`) where the game is supported
and legal."""

import json
from pathlib import Path

import pytest
from log_snippets import online_opening_seen

from engine.core import replay
from engine.importers import import_log
from engine.importers.dominion_online import compare_score_tables

LOGS = Path(__file__).resolve().parents[4] / "shared" / "reference-logs" / "dominion-online" / "magicjj-dominion-analyzer"
WITH_TABLES = {
    "after-landmark-set-c.txt": ["Mauer", "Wolfsbau", "Triumphbogen"],
    "after-landmarks-set-a.txt": ["Räuberfestung", "Brunnen", "Bollwerk", "Museum"],
    "after-landmarks-set-b.txt": ["Obelisk", "Obstgarten", "Palast"],
}
TABLE_A = [["Estate", "3", "3", ""], ["Duchy", "1", "3", ""], ["", "2", "2", "VP tokens."],
           ["Museum", "", "6", "3 differently named cards."], ["Wall", "", "0", "11 cards."]]
TABLE_B = [["Estate", "3", "3", ""], ["", "0", "0", "VP tokens."], ["Museum", "", "6", "3 differently named cards."]]

SHORT = """Game #1, unrated.
A starts with 7 Coppers and 3 Estates.
A shuffles their deck.
A draws 5 Coppers.
B starts with 7 Coppers and 3 Estates.
B shuffles their deck.
B draws 3 Coppers and 2 Estates.

Turn 1 - Anna
A plays 5 Coppers.
A buys and gains a Duchy.
A takes 2 VP from Battlefield.
A draws 2 Coppers and 3 Estates.

Turn 1 - Bert
B plays 3 Coppers.
B buys and gains a Silver.
B draws 4 Coppers and an Estate.
"""


def short_log(table_a=TABLE_A, table_b=TABLE_B):
    tables = [{"name": "Anna", "scoreTable": table_a}, {"name": "Bert", "scoreTable": table_b}]
    return SHORT + "scoreTables: " + json.dumps(tables) + "\n"


def test_the_score_table_and_the_landmarks_it_names_are_recorded():
    record = import_log("dominion-online", short_log())
    assert record["setup"]["landmarks"] == ["Schlachtfeld", "Museum", "Mauer"]
    assert "empires-rgg-2016" in record["setup"]["editions"]
    assert record["import"]["score_tables"] == {"Anna": TABLE_A, "Bert": TABLE_B}
    assert not any("scoreTables" in item["text"] for item in record["import"]["skipped"])


def test_a_replay_that_agrees_with_the_score_table_has_no_difference():
    record = import_log("dominion-online", short_log())
    report = replay(record)
    assert report.status == "legal"
    state = report.final_state
    assert state.cards["Anna"].tokens.get("vp") == 2  # Schlachtfeld (dominion.landmarke.schlachtfeld)
    assert compare_score_tables(record["import"]["score_tables"], state) == []


def test_a_score_table_row_the_engine_does_not_give_is_a_difference():
    wrong = [row if row[0] != "Museum" else ["Museum", "", "8", "4 differently named cards."] for row in TABLE_A]
    record = import_log("dominion-online", short_log(table_a=wrong))
    differences = compare_score_tables(record["import"]["score_tables"], replay(record).final_state)
    assert {"player": "Anna", "row": "Museum", "log": 8, "engine": 6} in differences
    assert {"player": "Anna", "row": "total", "log": 16, "engine": 14} in differences
    missing = [row for row in TABLE_B if row[0] != "Estate"]  # Bert's Anwesen left out of the table
    record = import_log("dominion-online", short_log(table_b=missing))
    differences = compare_score_tables(record["import"]["score_tables"], replay(record).final_state)
    assert {"player": "Bert", "row": "Estate", "log": None, "engine": 3} in differences


def test_obelisk_and_its_pile_are_recorded_from_the_setup_line():
    record = import_log("dominion-online", (LOGS / "after-landmarks-set-b.txt").read_text())
    assert record["setup"]["obelisk"] == "Villa" and "Obelisk" in record["setup"]["landmarks"]
    assert not any(item["text"].startswith("Obelisk chooses") for item in record["import"]["skipped"])


@pytest.mark.parametrize("name", sorted(WITH_TABLES))
def test_reference_log_score_table_matches_the_replay(name):
    """The reference logs with a score table: the Landmarks are recorded, the replay is legal and every row of the
    table equals the engine's final state."""
    record = import_log("dominion-online", (LOGS / name).read_text())
    assert record["setup"]["landmarks"] == WITH_TABLES[name]
    assert set(record["import"]["score_tables"]) == set(record["players"])
    report = replay(record)  # every card of these games is implemented: no skip hides a regression
    assert report.status == "legal", (report.unsupported, report.problems[:1])
    assert compare_score_tables(record["import"]["score_tables"], report.final_state) == []


ARENA_LOG = online_opening_seen("a Village", "a Silver", second=(None, "a Village and 4 Coppers")) + """
Turn 3 - Anna
A discards a Village.
A takes 2 VP from Arena.
A plays 4 Coppers.
A buys and gains a Silver.
"""


def test_arena_discard_before_the_treasures_ends_the_action_phase_first():
    """dominion.landmarke.arena and dominion.auslegung.arena-kaufphase: "A discards a Village." before the treasures
    is the Arena's question at the start of the buy phase: the record ends the action phase first, then answers it;
    the replay is legal and gives the 2 markers the log takes."""
    record = import_log("dominion-online", ARENA_LOG)
    assert record["setup"]["landmarks"] == ["Arena"]
    at = record["log"].index({"by": "Anna", "move": "end-phase"})
    assert record["log"][at + 1] == {"by": "Anna", "move": "choose", "cards": ["Dorf"]}
    report = replay(record)
    assert report.status == "legal" and report.final_state.cards["Anna"].tokens.get("vp") == 2

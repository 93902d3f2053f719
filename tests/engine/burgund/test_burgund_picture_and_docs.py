"""The job page's picture (SVG from the board data, escaped, CSP-clean) and the documented example record."""

import json
import re
from pathlib import Path

from bg_helpers import RS, game, turn

from engine.core import replay, validate_record
from engine.games.burgund import facts

DOC = Path(__file__).resolve().parents[3] / "engine" / "games" / "burgund" / "format.md"


def test_the_picture_draws_every_estate_space_and_the_main_board():
    state = RS.state_to_json(game(4, seed=3))
    svg = RS.picture(state, {"markt": "Markt"})
    assert svg.startswith("<svg") and svg.count("<polygon") == 4 * 37
    assert "Depot 6" in svg and "Schwarzes Depot" in svg and "Brücke" in svg and "Durchgang A" in svg
    assert "style=" not in svg and "<script" not in svg


def test_the_picture_escapes_what_the_state_says():
    raw = RS.state_to_json(RS.deal(RS.setup(["<b>Anna</b>", "Ben"], {"seed": 1})))
    svg = RS.picture(raw, {})
    assert "<b>" not in svg and "&lt;b&gt;Anna&lt;/b&gt;" in svg


def test_a_malformed_state_gets_the_generic_view():
    assert RS.picture({"players": "kaputt"}, {}) is None


def test_a_placement_highlights_the_spaces_where_the_tile_could_go():
    state = turn(game(2, seed=3), "Anna", (3, 3))
    state.storage["Anna"] = ["markt"]
    move = {"by": "Anna", "move": "place", "die": 3, "tile": "markt", "space": 26}
    after = RS.step(state.copy(), move).state
    svg = RS.picture(RS.state_to_json(after), {}, RS.state_to_json(state), move)
    board = facts.board(1)
    could = [s for s in board.neighbours[19] if board.types[s] == "building" and board.dice[s] == 3]
    assert svg.count('stroke="#d0021b"') == len(could) == 2  # spaces 12 and 26


def test_documented_example_is_schema_valid_and_legal():
    record = json.loads(re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1))
    assert validate_record(record) == []
    report = replay(record)
    assert report.status == "legal" and report.problems == []
    state = report.final_state
    assert state.vp == {"Anna": 4, "Ben": 2} and state.bridge[1] == ["Anna"]
    assert state.goods["Anna"] == {3: 1, 4: 1}  # the ship emptied depot 5's field: the goods card 4


def test_every_move_and_event_kind_is_documented():
    text = DOC.read_text(encoding="utf-8")
    move, event = RS.record_schema()["properties"]["log"]["items"]["oneOf"]
    for kind in move["properties"]["move"]["enum"] + event["properties"]["event"]["enum"]:
        assert f"`{kind}`" in text

"""The example record of engine/games/burgund_karten/format.md is schema-valid, legal and complete."""

import json
import re
from pathlib import Path

from engine.core import replay, validate_record

DOC = Path(__file__).resolve().parents[3] / "engine" / "games" / "burgund_karten" / "format.md"


def test_documented_example_is_a_complete_legal_game():
    # burgund-karten.solo-vergleich, ln478: Egon leads after phase A, the game is over
    record = json.loads(re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1))
    assert validate_record(record) == []
    report = replay(record)
    assert report.status == "legal" and report.problems == []
    assert report.final_state.over and report.outcome["winners"] == ["Egon"]
    assert report.outcome["scores"] == {"Solo": 1, "Egon": 4}


def test_every_move_and_event_kind_is_documented():
    text = DOC.read_text(encoding="utf-8")
    from engine.games.burgund_karten.schema import record_schema

    move, event = record_schema()["properties"]["log"]["items"]["oneOf"]
    for kind in move["properties"]["move"]["enum"] + event["properties"]["event"]["enum"]:
        assert f"`{kind}`" in text
    for action in move["properties"]["action"]["enum"]:
        assert f'"action": "{action}"' in text or f'`"{action}"`' in text

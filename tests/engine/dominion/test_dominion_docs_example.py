"""The example record of engine/games/dominion/format.md is schema-valid and legal."""

import json
import re
from pathlib import Path

from engine.core import replay, validate_record

DOC = Path(__file__).resolve().parents[3] / "engine" / "games" / "dominion" / "format.md"


def test_documented_example_is_legal():
    record = json.loads(re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S).group(1))
    assert validate_record(record) == []
    assert replay(record).status == "legal"

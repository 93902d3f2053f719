"""rules.json: every quote stands verbatim in the named lines; every rule id the code uses exists."""

import re
from pathlib import Path

import pytest

from engine.games.dominion.rules import RULEBOOK, load_rules

ROOT = Path(__file__).resolve().parents[3]
SEED = ROOT / "rulings" / "sources" / "rulebooks" / RULEBOOK


def fold(text):
    return " ".join(text.split())


@pytest.mark.parametrize("rule", load_rules(), ids=lambda r: r["id"])
def test_quote_is_verbatim(rule):
    lines = SEED.read_text(encoding="utf-8").split("\n")
    first, last = rule["lines"]
    assert fold(rule["quote"]) in fold(" ".join(lines[first - 1:last]))
    assert rule["kind"] in ("rule", "auslegung") and rule["statement_de"] and rule["gloss_en"]
    assert re.fullmatch(r"s\d\d-[a-z0-9-]+", rule["section"])


def test_every_rule_id_used_in_code_is_in_rules_json():
    ids = {r["id"] for r in load_rules()}
    source = "".join(p.read_text() for p in (ROOT / "engine" / "games" / "dominion").rglob("*.py"))
    used = set(re.findall(r'"(dominion\.[a-z0-9.-]+)"', source))
    assert used and used <= ids, used - ids

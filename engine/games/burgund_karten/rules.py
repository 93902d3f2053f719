"""The game's rules.json: every rule the engine enforces and every reading it applies."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

RULES_FILE = Path(__file__).with_name("rules.json")
RULEBOOK = "000_2c0b33851c2cc89f.txt"


@cache
def load_rules() -> tuple[dict[str, Any], ...]:
    return tuple(json.loads(RULES_FILE.read_text(encoding="utf-8")))


@cache
def readings_for(rule_id: str) -> tuple[str, ...]:
    """A rule of kind "auslegung" is itself the reading a verdict rests on; a rule may list its readings."""
    for rule in load_rules():
        if rule["id"] == rule_id:
            return (rule_id,) if rule["kind"] == "auslegung" else tuple(rule.get("readings", ()))
    return ()

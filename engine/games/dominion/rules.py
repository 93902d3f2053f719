"""The game's rules.json: every rule the engine enforces and every reading it applies."""

from __future__ import annotations

from pathlib import Path

from engine.core.rules import RuleCatalog

RULEBOOK = "003_a71f0631d5b76e4b.txt"
CATALOG = RuleCatalog(Path(__file__).with_name("rules.json"), RULEBOOK, game="dominion")
load_rules = CATALOG.load
readings_for = CATALOG.readings_for

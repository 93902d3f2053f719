"""The game's rules.json: every rule the engine enforces and every reading it applies."""

from __future__ import annotations

from pathlib import Path

from engine.core.rules import RuleCatalog

RULEBOOK = "002_de119d9c2c753162.txt"
CATALOG = RuleCatalog(Path(__file__).with_name("rules.json"), RULEBOOK, game="dynasties")

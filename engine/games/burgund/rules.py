"""The game's rules.json: every rule the engine enforces and every reading it applies."""

from __future__ import annotations

from pathlib import Path

from engine.core.rules import RuleCatalog

RULEBOOK = "001_88a608e615c31d64.txt"
CATALOG = RuleCatalog(Path(__file__).with_name("rules.json"), RULEBOOK, game="burgund")

"""The game's rules.json: every rule the engine enforces and every reading it applies."""

from __future__ import annotations

from pathlib import Path

from engine.core.rules import RuleCatalog

RULEBOOK = "004_86f27e294fa7879d.txt"
CATALOG = RuleCatalog(Path(__file__).with_name("rules.json"), RULEBOOK, game="principato")

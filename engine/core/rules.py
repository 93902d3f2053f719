"""A game's rules.json: every rule its engine enforces and every reading ("Auslegung") it applies."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any


class RuleCatalog:
    """The rules of one game, read once from the rules.json beside the game's package."""

    def __init__(self, path: Path, rulebook: str):
        self.path = path
        self.rulebook = rulebook
        self.load = cache(self._load)
        self.readings_for = cache(self._readings_for)
        self.by_id = cache(self._by_id)

    def _by_id(self) -> dict[str, dict[str, Any]]:
        return {rule["id"]: rule for rule in self.load()}

    def _load(self) -> tuple[dict[str, Any], ...]:
        return tuple(json.loads(self.path.read_text(encoding="utf-8")))

    def _readings_for(self, rule_id: str) -> tuple[str, ...]:
        """A rule of kind "auslegung" is itself the reading a verdict rests on; a rule may list its readings."""
        for rule in self.load():
            if rule["id"] == rule_id:
                return (rule_id,) if rule["kind"] == "auslegung" else tuple(rule.get("readings", ()))
        return ()

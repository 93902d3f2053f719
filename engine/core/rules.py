"""A game's rules.json: every rule its engine enforces and every reading ("Auslegung") it applies."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.step import Refusal
from engine.core.verdict import Verdict


class RuleCatalog:
    """The rules of one game, read once from the rules.json beside the game's package, plus every
    `rules/*.json` beside it (a game may keep one file per expansion or module, so that a new expansion
    adds a file instead of editing a shared one). An id defined twice is an error.

    It is also where a game refuses an entry: `raise CATALOG.refuse(rule, de, en, **details)` for an
    illegal move, `raise CATALOG.contradict(...)` for an event the state contradicts. A rule id that does
    not begin with the game's slug and a dot is relative to it ("kauf-einmal" is
    "burgund-karten.kauf-einmal"). The verdict carries the readings the rule rests on.
    """

    def __init__(self, path: Path, rulebook: str, game: str):
        self.path = path
        self.rulebook = rulebook
        self.game = game
        self.load = cache(self._load)
        self.readings_for = cache(self._readings_for)
        self.by_id = cache(self._by_id)

    def _by_id(self) -> dict[str, dict[str, Any]]:
        return {rule["id"]: rule for rule in self.load()}

    def _load(self) -> tuple[dict[str, Any], ...]:
        parts = [self.path, *sorted(self.path.with_name("rules").glob("*.json"))]
        rules = [rule for part in parts for rule in json.loads(part.read_text(encoding="utf-8"))]
        seen: set[str] = set()
        for rule in rules:
            if rule["id"] in seen:
                raise ValueError(f"{self.game}: rule {rule['id']} is defined twice in {self.path.parent}")
            seen.add(rule["id"])
        return tuple(rules)

    def _readings_for(self, rule_id: str) -> tuple[str, ...]:
        """A rule of kind "auslegung" is itself the reading a verdict rests on; a rule may list its readings."""
        rule = self.by_id().get(rule_id)
        if rule is None:
            return ()
        return (rule_id,) if rule["kind"] == "auslegung" else tuple(rule.get("readings", ()))

    def full_id(self, rule: str) -> str:
        prefix = self.game + "."
        return rule if rule.startswith(prefix) else prefix + rule

    def refuse(self, rule: str, de: str, en: str, **details: Any) -> Refusal:
        """An illegal move: the refusal to raise."""
        rule = self.full_id(rule)
        return Refusal(Verdict.illegal(rule, de, en, readings=self.readings_for(rule), **details))

    def contradict(self, rule: str, de: str, en: str, **details: Any) -> Refusal:
        """An event (or a record's statement) that the state contradicts: the refusal to raise."""
        rule = self.full_id(rule)
        return Refusal(Verdict.inconsistent(rule, de, en, readings=self.readings_for(rule), **details))

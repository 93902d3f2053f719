"""The answer a ruleset gives for one log entry."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

STATUSES = ("legal", "illegal", "inconsistent", "unverifiable")


@dataclass(frozen=True)
class Verdict:
    """`legal`, `illegal` (a move breaks a rule), `inconsistent` (an event contradicts the state)
    or `unverifiable` (deciding needs a fact the rulebook does not give; replay goes on as if legal).

    Every verdict but `legal` names a rule id of the game's rules.json; `readings` lists the
    "Auslegung" rule ids a verdict rests on.
    """

    status: str
    rule: str | None = None
    message_de: str = ""
    message_en: str = ""
    details: dict[str, Any] = field(default_factory=dict)
    readings: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"unknown verdict status {self.status!r}")
        if self.status != "legal" and not self.rule:
            raise ValueError("a verdict other than legal must name a rule")

    @property
    def is_legal(self) -> bool:
        return self.status == "legal"

    @property
    def proceeds(self) -> bool:
        """True when replay applies the entry: legal, or unverifiable (treated as legal)."""
        return self.status in ("legal", "unverifiable")

    @classmethod
    def legal(cls, readings: tuple[str, ...] = ()) -> Verdict:
        return cls("legal", readings=readings)

    @classmethod
    def illegal(cls, rule: str, de: str, en: str, readings: tuple[str, ...] = (), **details: Any) -> Verdict:
        return cls("illegal", rule, de, en, dict(details), readings)

    @classmethod
    def inconsistent(cls, rule: str, de: str, en: str, readings: tuple[str, ...] = (), **details: Any) -> Verdict:
        return cls("inconsistent", rule, de, en, dict(details), readings)

    @classmethod
    def unverifiable(cls, rule: str, de: str, en: str, readings: tuple[str, ...] = (), **details: Any) -> Verdict:
        return cls("unverifiable", rule, de, en, dict(details), readings)

    def to_json(self) -> dict[str, Any]:
        return {
            "status": self.status,
            "rule": self.rule,
            "message_de": self.message_de,
            "message_en": self.message_en,
            "details": self.details,
            "readings": list(self.readings),
        }

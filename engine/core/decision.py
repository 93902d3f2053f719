"""An open decision: who must decide what now, with the entries that would answer it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Decision:
    """`player` is None for chance (an event the record, or the seed, must supply).

    `options` are complete log entries; "legal" means "one of the options offered". When the option
    list would be too long to enumerate, `truncated` is True and `options` holds a prefix.
    """

    player: str | None
    kind: str
    prompt_de: str
    prompt_en: str
    options: tuple[dict[str, Any], ...] = ()
    details: dict[str, Any] = field(default_factory=dict)
    truncated: bool = False

    @property
    def is_chance(self) -> bool:
        return self.player is None

    def to_json(self) -> dict[str, Any]:
        return {
            "player": self.player,
            "kind": self.kind,
            "prompt_de": self.prompt_de,
            "prompt_en": self.prompt_en,
            "options": list(self.options),
            "details": self.details,
            "truncated": self.truncated,
        }

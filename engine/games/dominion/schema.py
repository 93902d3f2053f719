"""JSON Schema of a Dominion record (envelope included)."""

from __future__ import annotations

from typing import Any

from engine.core.record import envelope_schema
from engine.games.dominion.cards import EDITIONS

_CARD = {"type": "string", "minLength": 1}


def record_schema() -> dict[str, Any]:
    schema = envelope_schema()
    schema["title"] = "regelwerk-record/1 — dominion"
    props = schema["properties"]
    props["game"] = {"const": "dominion"}
    props["players"] = {**props["players"], "minItems": 2, "maxItems": 6}
    props["setup"] = {
        "type": "object",
        "required": ["editions", "kingdom"],
        "additionalProperties": False,
        "properties": {
            "editions": {"type": "array", "items": {"enum": list(EDITIONS)}, "minItems": 1, "uniqueItems": True},
            "kingdom": {"type": "array", "items": _CARD, "minItems": 10, "maxItems": 10, "uniqueItems": True},
            "seed": {"type": ["integer", "string"]},
            # Piles, landscapes and start cards besides the kingdom: Platin and Kolonie join the supply
            # (Blütezeit); anything else (Potion, shelters, events, a bane ...) is named so that replay
            # reports it as unsupported (importers fill it).
            "extras": {"type": "array", "items": _CARD, "uniqueItems": True,
                       "description": "Platin, Kolonie (in the supply); anything else: unsupported"},
        },
    }
    move = {
        "type": "object",
        "required": ["by", "move"],
        "additionalProperties": False,
        "properties": {
            "by": {"type": "string"},
            "move": {"enum": ["play", "buy", "end-phase", "end-turn", "choose"]},
            "card": {"type": ["string", "null"]},
            "cards": {"type": "array", "items": _CARD},
            "option": {"type": "string"},
            "options": {"type": "array", "items": {"type": "string"}},
            # a choice's cards the log's viewer did not see, besides those named in `cards`
            "unknown": {"type": "integer", "minimum": 1},
            "note": {"type": "string"},
        },
    }
    event = {
        "type": "object",
        "required": ["by", "event"],
        "additionalProperties": False,
        "properties": {
            "by": {"type": "string"},
            "event": {"enum": ["shuffle", "draw", "reveal"]},
            "cards": {"type": "array", "items": _CARD, "minItems": 1},
            "count": {"type": "integer", "minimum": 1},
            "note": {"type": "string"},
        },
    }
    props["log"] = {"type": "array", "items": {"oneOf": [move, event]}}
    return schema

"""JSON Schema of a demo-spiel record: the shared envelope, refined."""

from __future__ import annotations

from typing import Any

from engine.core import envelope_schema


def record_schema() -> dict[str, Any]:
    schema = envelope_schema()
    schema["title"] = "regelwerk-record/1 — demo-spiel"
    props = schema["properties"]
    props["game"] = {"const": "demo-spiel"}
    props["players"] = {**props["players"], "minItems": 2, "maxItems": 2}
    props["setup"] = {"type": "object", "additionalProperties": False, "properties": {"note": {"type": "string"}}}
    move = {
        "type": "object",
        "required": ["by", "move"],
        "additionalProperties": False,
        "properties": {"by": {"type": "string"}, "move": {"enum": ["take", "pass"]},
                       "count": {"type": "integer"}, "note": {"type": "string"}},
    }
    event = {
        "type": "object",
        "required": ["event", "value"],
        "additionalProperties": False,
        "properties": {"event": {"const": "roll"}, "value": {"type": "integer"}, "note": {"type": "string"}},
    }
    props["log"] = {"type": "array", "items": {"oneOf": [move, event]}}
    return schema

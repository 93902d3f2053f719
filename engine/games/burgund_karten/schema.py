"""JSON Schema of a burgund-karten record (envelope included)."""

from __future__ import annotations

from typing import Any

from engine.core.record import envelope_schema
from engine.games.burgund_karten import cards

_NAMES = "|".join(sorted(cards.KIND_COUNTS))
CARD = {"type": "string", "pattern": f"^({_NAMES})/[1-6](/[0-9]+)?$"}
_GOODS = {"enum": list(cards.GOODS)}
_ANIMAL = {"enum": list(cards.ANIMALS)}


def record_schema() -> dict[str, Any]:
    schema = envelope_schema()
    schema["title"] = "regelwerk-record/1 — burgund-karten"
    props = schema["properties"]
    props["game"] = {"const": "burgund-karten"}
    props["players"] = {**props["players"], "minItems": 1, "maxItems": 4}
    props["setup"] = {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "start_player": {"type": "string"},
            "seed": {"type": ["integer", "string"]},
            "deck": {"type": "array", "items": CARD, "minItems": 114, "maxItems": 114},
            "goods": {"type": "object", "additionalProperties": _GOODS},
            "animals": {"type": "object", "additionalProperties": _ANIMAL},
            "goods_stacks": {"type": "array", "items": {"type": "array", "items": _GOODS}, "minItems": 2, "maxItems": 2},
            "animal_stacks": {"type": "array", "items": {"type": "array", "items": _ANIMAL},
                              "minItems": 2, "maxItems": 2},
            "note": {"type": "string"},
        },
    }
    group = {"oneOf": [{"type": "integer", "minimum": 0}, {"const": "new"}]}
    move = {
        "type": "object",
        "required": ["by", "move"],
        "additionalProperties": False,
        "properties": {
            "by": {"type": "string"},
            "move": {"enum": ["play", "action", "buy", "choose", "end-turn"]},
            "action": {"enum": ["take", "place", "sell", "workers", "silver", "convert"]},
            "card": {"oneOf": [CARD, {"type": "null"}]},
            "die": {"type": "integer"},
            "workers": {"type": "integer", "minimum": 0},
            "discard": CARD,
            "group": group,
            "sort": {"oneOf": [_GOODS, {"type": "null"}]},
            "pay": {"type": "object", "additionalProperties": False,
                    "properties": {"workers": {"type": "integer", "minimum": 0},
                                   "silver": {"type": "integer", "minimum": 0}}},
            "stack": {"enum": ["goods-1", "goods-2", "animals-1", "animals-2"]},
            "bonus": {"type": "object", "minProperties": 1, "additionalProperties": False,
                      "properties": {r: {"type": "integer", "minimum": 1} for r in cards.BONUS_RESOURCES}},
            "use": {"enum": ["project", "action"]},
            "note": {"type": "string"},
        },
    }
    event = {
        "type": "object",
        "required": ["event"],
        "additionalProperties": False,
        "properties": {
            "event": {"enum": ["display", "deal", "egon", "reveal"]},
            "to": {"type": "string"},
            "cards": {"type": "array", "items": CARD},
            "count": {"type": "integer", "minimum": 0},
            "note": {"type": "string"},
        },
    }
    props["log"] = {"type": "array", "items": {"oneOf": [move, event]}}
    return schema

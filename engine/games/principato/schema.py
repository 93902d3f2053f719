"""JSON Schema of a principato record (envelope included).

The setup states what the rulebook text lost (§10 of the digest): each action card's effect and swap symbol
and its corner mark, where each card lies (start cards, the order of the year stacks), the goal cards dealt,
and optionally the printed VP of the culture tiles in the supply.
"""

from __future__ import annotations

from typing import Any

from engine.core.record import envelope_schema
from engine.games.principato import cards

CARD_ID = {"type": "string", "pattern": "^[A-Za-z0-9_.-]{1,40}$"}
_COUNT = {"type": "integer", "minimum": 0}
_CUBE_COUNTS = {"type": "object", "additionalProperties": False,
                "properties": {c: _COUNT for c in cards.CUBES}}
FACTS = {
    "type": "object",
    "required": ["effect", "swap"],
    "additionalProperties": False,
    "properties": {
        "effect": {"enum": list(cards.EFFECTS)},
        "swap": {"type": "boolean"},
        "mark": {"enum": [None, 3, 4]},
        "name": {"type": "string"},
    },
}


def record_schema() -> dict[str, Any]:
    schema = envelope_schema()
    schema["title"] = "regelwerk-record/1 — principato"
    props = schema["properties"]
    props["game"] = {"const": "principato"}
    props["players"] = {**props["players"], "minItems": 2, "maxItems": 4}
    props["setup"] = {
        "type": "object",
        "required": ["cards", "start_cards", "stacks", "goals"],
        "additionalProperties": False,
        "properties": {
            "start_player": {"type": "string"},
            "cards": {"type": "object", "propertyNames": CARD_ID, "additionalProperties": FACTS},
            "start_cards": {"type": "object", "additionalProperties": {
                "type": "object", "required": ["S1", "S2"], "additionalProperties": False,
                "properties": {"S1": CARD_ID, "S2": CARD_ID}}},
            "stacks": {"type": "object", "required": list(cards.STACKS), "additionalProperties": False,
                       "properties": {year: {"type": "array", "items": CARD_ID} for year in cards.STACKS}},
            "goals": {"type": "object", "additionalProperties": {
                "type": "array", "items": {"enum": list(cards.GOALS)}, "minItems": 2, "maxItems": 2}},
            "culture": {"type": "object", "additionalProperties": False, "properties": {
                kind: {"type": "array", "items": _COUNT, "minItems": 15, "maxItems": 15} for kind in cards.CULTURE}},
            "note": {"type": "string"},
        },
    }
    move = {
        "type": "object",
        "required": ["by", "move"],
        "additionalProperties": False,
        "properties": {
            "by": {"type": "string"},
            "move": {"enum": ["activate", "swap", "favour", "supply", "end", "discard"]},
            "card": CARD_ID,
            "take": CARD_ID,
            "option": {"type": ["integer", "array"], "items": {"type": "integer"}},
            "times": {"type": "integer", "minimum": 1},
            "pay": _CUBE_COUNTS,
            "gain": _CUBE_COUNTS,
            "pick": {"type": "object", "additionalProperties": False,
                     "properties": {"nahrung": _COUNT, "geld": _COUNT}},
            "count": {"type": "integer"},
            "vp": {"type": "integer", "minimum": 0},
            "unit": {"enum": list(cards.UNITS)},
            "cube": {"enum": list(cards.CUBES)},
            "condottiere": _COUNT,
            "miliz": _COUNT,
            "note": {"type": "string"},
        },
    }
    event = {  # Principato's record has no chance events (the set-up states every stack's order): an event
        # is read, and refused by the shared preamble (principato.ereignis-unerwartet)
        "type": "object",
        "required": ["event"],
        "additionalProperties": False,
        "properties": {"event": {"type": "string"}, "note": {"type": "string"}},
    }
    props["log"] = {"type": "array", "items": {"oneOf": [move, event]}}
    return schema

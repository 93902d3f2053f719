"""JSON Schema of a burgund record (envelope included)."""

from __future__ import annotations

import re
from typing import Any

from engine.core.record import envelope_schema
from engine.games.burgund import hooks, tiles

_ANIMALS = "|".join(tiles.SPECIES)
_BUILDINGS = "|".join(tiles.BUILDINGS)
TILE = {"type": "string", "pattern": f"^(({_BUILDINGS}|burg|mine|schiff)|(({_ANIMALS})-[234])|(kloster-([1-9]|1[0-9]|2[0-6])))$"}


def _tile() -> dict[str, Any]:
    """TILE, and the tiles the modules add (their own module refuses them in a game without it)."""
    extra = sorted(hooks.tile_kinds())
    if not extra:
        return TILE
    return {"type": "string", "pattern": TILE["pattern"][:-2] + "|" + "|".join(map(re.escape, extra)) + ")$"}
DIE = {"type": "integer", "minimum": 1, "maximum": 6}
GOODS = {"type": "array", "items": DIE}
SPACE = {"type": "integer", "minimum": 1, "maximum": 37}


def record_schema() -> dict[str, Any]:
    tile = _tile()
    modules = hooks.registry().values()
    schema = envelope_schema()
    schema["title"] = "regelwerk-record/1 — burgund"
    props = schema["properties"]
    props["game"] = {"const": "burgund"}
    props["players"] = {**props["players"], "minItems": 1, "maxItems": 4}  # 1: only with a module (ruleset)
    props["setup"] = {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "start_player": {"type": "string"},
            "seed": {"type": ["integer", "string"]},
            "board": {"enum": [1, 2]},
            "boards": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 1, "maximum": 10}},
            "start_castles": {"type": "object", "additionalProperties": SPACE},
            "modules": {"type": "array", "items": {"type": "string"}},
            # what a module needs that the rulebook text lost: the record states it (by module slug)
            "module_data": {"type": "object", "additionalProperties": False,
                            "properties": {m.slug: m.data_schema for m in modules if m.data_schema}},
            "note": {"type": "string"},
        },
    }
    move = {
        "type": "object",
        "required": ["by", "move"],
        "additionalProperties": False,
        "properties": {
            "by": {"type": "string"},
            "move": {"enum": ["take", "place", "sell", "workers", "buy", "end", "pick", "goods",
                              *(name for m in modules for name in m.moves)]},
            "die": DIE,
            "value": DIE,
            "tile": {"oneOf": [tile, {"type": "null"}]},
            "space": SPACE,
            "discard": tile,
            "depot": {"oneOf": [DIE, {"const": "black"}]},
            "pay": {"enum": ["silver", "workers"]},
            "fields": {"type": "array", "items": DIE, "minItems": 1, "maxItems": 2},
            "sorts": {"type": "array", "items": DIE},
            "sort": {"oneOf": [DIE, {"type": "null"}]},
            "note": {"type": "string"},
            **{name: field for m in modules for name, field in m.move_fields.items()},
        },
    }
    event = {
        "type": "object",
        "required": ["event"],
        "additionalProperties": False,
        "properties": {
            "event": {"enum": ["deal", "phase", "roll", *(name for m in modules for name in m.events)]},
            "goods": {"oneOf": [GOODS, {"type": "object", "additionalProperties": GOODS}]},
            "depots": {"type": "object", "additionalProperties": False,
                       "patternProperties": {"^[1-6]$": {"type": "array", "items": tile, "maxItems": 4}}},
            "black": {"type": "array", "items": tile, "maxItems": 8},
            "dice": {"type": "object", "additionalProperties": {"type": "array", "items": DIE,
                                                                "minItems": 2, "maxItems": 2}},
            "white": DIE,
            "note": {"type": "string"},
            **{name: field for m in modules for name, field in m.event_fields.items()},
        },
    }
    props["log"] = {"type": "array", "items": {"oneOf": [move, event]}}
    return schema

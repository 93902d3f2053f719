"""JSON Schema of a dynasties record (envelope included).

The set-up states what the rulebook text lost (§10 of the digest): the cities of the board with their
country, symbol, field costs and which field is the larger, every action card's actions and special action,
the 8 personalities and the light-blue costs of their 6 slots, and, when known, the pink costs of pass
fields 3 and 4, the bonus fields, the country scoring boards, the book tiles' order and the dice faces.
Chance (deals, goods drawn from the bag, dice, the personalities' layout) is written in the log as events.
"""

from __future__ import annotations

from typing import Any

from engine.core.record import envelope_schema
from engine.games.dynasties import board

ID = {"type": "string", "pattern": "^[A-Za-z0-9ÄÖÜäöüß_.-]{1,40}$"}
COUNT = {"type": "integer", "minimum": 0}
GOOD = {"enum": list(board.GOODS)}
GOODS_LIST = {"type": "array", "items": GOOD}
PAY = {"type": "object", "additionalProperties": False, "properties": {g: COUNT for g in board.GOODS}}
WAPPEN = {"type": "object", "additionalProperties": False, "properties": {c: COUNT for c in board.COUNTRIES}}
TILE = {"enum": [*board.BOOK_TILES, "?"]}
CITY = {
    "type": "object",
    "required": ["country", "symbol", "fuerst", "fuerstin", "large"],
    "additionalProperties": False,
    "properties": {
        "country": {"enum": list(board.COUNTRIES)},
        "symbol": {"enum": list(board.SYMBOLS)},
        "fuerst": COUNT,  # black goods on the Fürst field (ln394)
        "fuerstin": COUNT,  # white goods on the Fürstin field (ln396)
        "large": {"enum": list(board.ROLES)},
        "extra": {"type": "boolean"},  # one of the 4 extra cities for 5 players (ln105-114)
    },
}
SPECIAL = {
    "oneOf": [
        {"type": "null"},
        {"type": "object", "required": ["kind", "city", "gold"], "additionalProperties": False,
         "properties": {"kind": {"const": "stadt"}, "city": ID, "gold": COUNT}},
        {"type": "object", "required": ["kind"], "additionalProperties": False,
         "properties": {"kind": {"enum": ["persoenlichkeit", "handel", "passen"]}}},
    ]
}
CARD = {
    "type": "object",
    "required": ["actions", "special"],
    "additionalProperties": False,
    "properties": {"actions": {"type": "array", "items": {"enum": list(board.BASIC_ACTIONS)}, "uniqueItems": True},
                   "special": SPECIAL, "name": {"type": "string"}},
}
BOARD = {"type": "object", "required": ["first", "second", "crown"], "additionalProperties": False,
         "properties": {"first": COUNT, "second": COUNT, "crown": COUNT}}


def record_schema() -> dict[str, Any]:
    schema = envelope_schema()
    schema["title"] = "regelwerk-record/1 — dynasties"
    props = schema["properties"]
    props["game"] = {"const": "dynasties"}
    props["players"] = {**props["players"], "minItems": 3, "maxItems": 5}
    props["setup"] = {
        "type": "object",
        "required": ["banker", "cities", "cards", "personalities", "slot_costs"],
        "additionalProperties": False,
        "properties": {
            "banker": {"type": "string"},
            "cities": {"type": "object", "propertyNames": ID, "additionalProperties": CITY},
            "cards": {"type": "object", "propertyNames": ID, "additionalProperties": CARD},
            "personalities": {"type": "array", "items": ID, "uniqueItems": True},
            "leonardo": ID,
            "slot_costs": {"type": "array", "items": COUNT},
            "pass_costs": {"type": "array", "items": {"oneOf": [COUNT, {"type": "null"}]}, "minItems": 4,
                           "maxItems": 4},
            "bonus_fields": {"type": "array", "items": ID, "uniqueItems": True},
            "boards": {"type": "object", "additionalProperties": False,
                       "properties": {c: BOARD for c in board.COUNTRIES}},
            "book_tiles": {"type": "object", "propertyNames": ID, "additionalProperties": {
                "type": "array", "items": TILE}},
            "dice": {"type": "array", "minItems": board.DICE, "maxItems": board.DICE,
                     "items": {"type": "array", "items": ID, "minItems": 6, "maxItems": 6}},
            "note": {"type": "string"},
        },
    }
    move = {
        "type": "object",
        "required": ["by", "move"],
        "additionalProperties": False,
        "properties": {
            "by": {"type": "string"},
            "move": {"enum": ["play", "aussetzen", "passen", "buch", "teilen", "waehlen", "nehmen", "handel",
                              "wirkung", "bonus", "kloster", "wertung"]},
            "card": ID,
            "action": {"enum": [*board.BASIC_ACTIONS, "sonder"]},
            "ship": {"type": "integer"},
            "city": ID,
            "role": {"enum": list(board.ROLES)},
            "slot": {"type": "integer"},
            "pay": PAY,
            "field": {"oneOf": [{"type": "integer"}, {"type": "string"}, {"type": "null"}]},
            "keep": {"oneOf": [ID, {"type": "null"}]},
            "groups": {"type": "array", "items": {"type": "array", "items": {"type": ["string", "integer"]}}},
            "group": {"type": "array", "items": {"type": ["string", "integer"]}},
            "goods": GOODS_LIST,
            "vp": {"type": "integer"},
            "wappen": WAPPEN,
            "kind": ID,
            "wertungskarten": {"type": "integer"},
            "aktionskarten": {"type": "array", "items": ID},
            "tile": TILE,
            "cities": {"type": "array", "items": ID},
            "cards": {"type": "integer"},
            "note": {"type": "string"},
        },
    }
    event = {
        "type": "object",
        "required": ["event"],
        "additionalProperties": False,
        "properties": {
            "event": {"enum": ["deal", "draw", "roll", "auslage"]},
            "to": {"type": "string"},
            "cards": {"type": "array", "items": ID},
            "goods": GOODS_LIST,
            "dice": {"type": "array", "items": ID},
            "personalities": {"type": "array", "items": ID},
            "note": {"type": "string"},
        },
    }
    props["log"] = {"type": "array", "items": {"oneOf": [move, event]}}
    return schema

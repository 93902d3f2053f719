"""The shape of a dynasties state JSON, checked before a submitted position is used: first the JSON Schema
below, then what a schema cannot say (the players, the cities of the set-up facts, the open decision names a
player, no more goods or figures than the box holds)."""

from __future__ import annotations

from typing import Any

from engine.core.record import StateError, schema_errors
from engine.games.dynasties import board
from engine.games.dynasties.tasks import AGENDA, KINDS, NEEDS

_INT = {"type": "integer", "minimum": 0}
_PLAYER = {"type": "string", "minLength": 1}
_MAYBE = {"oneOf": [{"type": "null"}, _PLAYER]}
_GOODS = {"type": "object", "required": list(board.GOODS), "additionalProperties": False,
          "properties": {g: _INT for g in board.GOODS}}
_ZONE = {
    "type": "object",
    "required": ["supply", "goods", "vp", "hand", "wappen", "books", "scoring_cards"],
    "additionalProperties": False,
    "properties": {
        "supply": {"type": "integer", "minimum": 0, "maximum": board.SUPPLY_FIGURES}, "goods": _GOODS, "vp": _INT,
        "hand": {"type": "array", "items": {"type": "string"}},
        "wappen": {"type": "object", "required": list(board.COUNTRIES), "additionalProperties": False,
                   "properties": {c: _INT for c in board.COUNTRIES}},
        "books": {"type": "array", "items": {"enum": [*board.BOOK_TILES, "?"]}},
        "scoring_cards": _INT,
    },
}
_CITY = {"type": "object", "required": ["fuerst", "fuerstin", "kind", "books"], "additionalProperties": False,
         "properties": {"fuerst": _MAYBE, "fuerstin": _MAYBE, "kind": _MAYBE,
                        "books": {"type": "array", "items": {"enum": [*board.BOOK_TILES, "?"]}}}}
_SHIP = {"type": "object", "required": ["goods", "large", "small"], "additionalProperties": False,
         "properties": {"goods": _GOODS, "large": _MAYBE, "small": _MAYBE}}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["players", "facts", "zones", "cities", "ships", "bag", "deck", "discard", "yellow", "slots", "used",
                 "upper", "long", "passed", "no_figure", "bonus", "leonardo", "round", "start", "seat", "turn_no",
                 "split", "task", "agenda", "scorings", "over", "result"],
    "additionalProperties": False,
    "properties": {
        "players": {"type": "array", "minItems": 3, "maxItems": 5, "uniqueItems": True, "items": _PLAYER},
        "facts": {"type": "object", "required": ["cities", "cards", "personalities", "slot_costs"]},
        "zones": {"type": "object", "additionalProperties": _ZONE},
        "cities": {"type": "object", "additionalProperties": _CITY},
        "ships": {"type": "array", "minItems": board.SHIPS, "maxItems": board.SHIPS, "items": _SHIP},
        "bag": _GOODS,
        "deck": {"type": "object", "required": ["top", "pool", "hidden"]},
        "discard": {"type": "array", "items": {"type": "string"}},
        "yellow": {"type": "integer", "minimum": 0, "maximum": board.YELLOW_CARDS},
        "slots": {"type": "array", "minItems": 8, "maxItems": 8, "items": {"oneOf": [{"type": "null"},
                                                                                       {"type": "string"}]}},
        "used": {"type": "array", "minItems": 8, "maxItems": 8, "items": {"type": "boolean"}},
        "upper": {"type": "array", "minItems": 4, "maxItems": 4, "items": _MAYBE},
        "long": {"type": "array", "items": _PLAYER},
        "passed": {"type": "array", "items": _PLAYER},
        "no_figure": {"type": "array", "items": _PLAYER},
        "bonus": {"type": "object", "additionalProperties": {"type": "array", "items": _PLAYER}},
        "leonardo": _MAYBE,
        "round": {"type": "integer", "minimum": 1, "maximum": board.ROUNDS},
        "start": _INT, "seat": _INT, "turn_no": _INT,
        "split": {"oneOf": [{"type": "null"}, {"type": "object"}]},
        "task": {"oneOf": [{"type": "null"}, {"type": "object", "required": ["t"]}]},
        "agenda": {"type": "array", "items": {"type": "array", "minItems": 1}},
        "scorings": {"type": "array", "items": {"type": "object"}},
        "over": {"type": "boolean"},
        "result": {"type": ["object", "null"]},
    },
}


def check_shape(data: Any) -> None:
    """Raise `StateError` for the first problem of a state JSON; return when it can be used."""
    errors = schema_errors(SCHEMA, data)
    if errors:
        raise StateError(errors[0].pointer, errors[0].message_de, errors[0].message_en)
    players = data["players"]
    if list(data["zones"]) != players:
        raise StateError("/zones", "Jeder Spieler hat genau einen Bereich, in der Reihenfolge der Spieler.",
                         "Each player has exactly one zone, in the players' order.")
    if data["start"] >= len(players) or data["seat"] >= len(players):
        raise StateError("/seat", "Sitzplätze müssen Spieler bezeichnen.", "Seats must name players.")
    if set(data["cities"]) - set(data["facts"]["cities"]):
        raise StateError("/cities", "Jede Stadt muss eine Stadt des Aufbaus sein.", "Every city must be a set-up city.")
    named = [p for c in data["cities"].values() for p in (c["fuerst"], c["fuerstin"], c["kind"]) if p is not None]
    named += [p for s in data["ships"] for p in (s["large"], s["small"]) if p is not None]
    named += [p for p in data["upper"] if p is not None] + data["long"] + data["passed"]
    for name in named:
        if name not in players:
            raise StateError("/cities", f"{name!r} spielt nicht mit.", f"{name!r} is not a player.")
    for good in board.GOODS:
        total = data["bag"][good] + sum(z["goods"][good] for z in data["zones"].values()) + sum(
            s["goods"][good] for s in data["ships"])
        if total > board.GOODS_COUNT[good]:
            raise StateError(f"/bag/{good}", f"Mehr {good} als die Schachtel enthält (ln142).",
                             f"More {good} than the box holds (ln142).")
    task = data["task"]
    if task is not None:
        if task["t"] == "chance":
            if task.get("need") not in NEEDS:
                raise StateError("/task/need", "Unbekanntes Zufallsereignis.", "Unknown chance event.")
        elif task["t"] not in KINDS or task.get("p") not in players:
            raise StateError("/task/p", "Die offene Entscheidung gehört keinem Spieler der Partie.",
                             "The open decision belongs to no player of the game.")
    elif not data["over"]:
        raise StateError("/task", "Ein laufendes Spiel wartet auf eine Entscheidung.",
                         "A game in progress waits for a decision.")
    for index, item in enumerate(data["agenda"]):
        if item[0] not in AGENDA:
            raise StateError(f"/agenda/{index}", "Unbekannter Schritt.", "Unknown step.")

"""The shape of a principato state JSON, checked before a submitted position is used.

First the JSON Schema below, then what a schema cannot say (who the players are, the cards in hand and
display are cards of the set-up, the open decision names a player, at most 1 cube per unit).
"""

from __future__ import annotations

from typing import Any

from engine.core.record import StateError, schema_errors
from engine.games.principato import cards
from engine.games.principato.schema import CARD_ID, FACTS

_INT = {"type": "integer", "minimum": 0}
_UNIT_SLOTS = [f"{unit}-{cube}" for unit in cards.UNITS for cube in cards.UNIT_CUBES[unit]]
_ZONE = {
    "type": "object",
    "required": ["hand", "tiles", "cubes", "units", "culture", "military_vp", "goals"],
    "additionalProperties": False,
    "properties": {
        "hand": {"type": "array", "items": CARD_ID, "minItems": 2, "maxItems": 2},
        "tiles": {"type": "object", "required": list(cards.SUPPLY_TILES + cards.MILITARY), "additionalProperties": False,
                  "properties": {t: _INT for t in cards.SUPPLY_TILES + cards.MILITARY}},
        "cubes": {"type": "object", "required": list(cards.CUBES), "additionalProperties": False,
                  "properties": {c: _INT for c in cards.CUBES}},
        "units": {"type": "object", "required": _UNIT_SLOTS, "additionalProperties": False,
                  "properties": {s: _INT for s in _UNIT_SLOTS}},
        "culture": {"type": "object", "required": list(cards.CULTURE), "additionalProperties": False,
                    "properties": {k: {"type": "array", "items": {"oneOf": [_INT, {"type": "null"}]}}
                                   for k in cards.CULTURE}},
        "military_vp": _INT,
        "goals": {"type": "array", "items": {"enum": list(cards.GOALS)}, "maxItems": 2},
    },
}
_STEP = {"type": "array", "minItems": 1, "maxItems": 2, "items": {"type": "string"}}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["players", "start", "cards", "principalities", "culture_supply", "display", "refill", "stacks",
                 "boxed", "year", "seat", "turn_no", "actions", "task", "agenda", "scorings", "over", "result"],
    "additionalProperties": False,
    "properties": {
        "players": {"type": "array", "minItems": 2, "maxItems": 4, "uniqueItems": True,
                    "items": {"type": "string", "minLength": 1}},
        "start": _INT,
        "cards": {"type": "object", "propertyNames": CARD_ID, "additionalProperties": FACTS},
        "principalities": {"type": "object", "additionalProperties": _ZONE},
        "culture_supply": {"type": "object", "required": list(cards.CULTURE), "additionalProperties": False,
                           "properties": {k: {"oneOf": [{"type": "null"}, {"type": "array", "items": _INT}]}
                                          for k in cards.CULTURE}},
        "display": {"type": "array", "items": CARD_ID, "maxItems": 7},
        "refill": {"type": "array", "items": CARD_ID},
        "stacks": {"type": "object", "additionalProperties": False,
                   "properties": {"2": {"type": "array", "items": CARD_ID}, "3": {"type": "array", "items": CARD_ID}}},
        "boxed": _INT,
        "year": {"type": "integer", "minimum": 1, "maximum": cards.YEARS},
        "seat": _INT,
        "turn_no": _INT,
        "actions": {"type": "integer", "minimum": 0, "maximum": 2},
        "task": {"oneOf": [{"type": "null"}, {"type": "object", "required": ["t", "p"], "additionalProperties": False,
                                              "properties": {"t": {"enum": ["turn", "supply", "discard"]},
                                                             "p": {"type": "string"}}}]},
        "agenda": {"type": "array", "items": _STEP},
        "scorings": {"type": "array", "items": {"type": "object"}},
        "over": {"type": "boolean"},
        "result": {"type": ["object", "null"]},
    },
}
_STEPS = {"turn": 1, "next-turn": 1, "refill": 1, "year-end": 1, "new-year": 1, "year-refill": 1, "final": 1,
          "score": 2, "award": 2, "supply": 2, "discard": 2}


def _fail(pointer: str, de: str, en: str) -> StateError:
    return StateError(pointer, de, en)


def check_shape(data: Any) -> None:
    """Raise `StateError` for the first problem of a state JSON; return when it can be used."""
    errors = schema_errors(SCHEMA, data)
    if errors:
        raise _fail(errors[0].pointer, errors[0].message_de, errors[0].message_en)
    players = data["players"]
    if list(data["principalities"]) != players:
        raise _fail("/principalities", "Jeder Spieler hat genau ein Fürstentum, in der Reihenfolge der Spieler.",
                    "Each player has exactly one principality, in the players' order.")
    if data["start"] >= len(players) or data["seat"] >= len(players):
        raise _fail("/seat", "Sitzplätze müssen Spieler bezeichnen.", "Seats must name players.")
    known = set(data["cards"]) | {cards.SCORING_CARD}
    places = [("/display", data["display"]), ("/refill", data["refill"]),
              *((f"/stacks/{k}", v) for k, v in data["stacks"].items()),
              *((f"/principalities/{p}/hand", z["hand"]) for p, z in data["principalities"].items())]
    for where, ids in places:
        for index, card in enumerate(ids):
            scoring_card_misplaced = card == cards.SCORING_CARD and not where.startswith(("/refill", "/stacks"))
            if card not in known or scoring_card_misplaced:
                raise _fail(f"{where}/{index}", "Unbekannte Karte.", "Unknown card.")
    for player, zone in data["principalities"].items():
        for unit in cards.UNITS:
            if sum(zone["units"][f"{unit}-{c}"] for c in cards.UNIT_CUBES[unit]) > zone["tiles"][unit]:
                raise _fail(f"/principalities/{player}/units", "Höchstens 1 Stein pro Einheit (ln94-95).",
                            "At most 1 cube per unit (ln94-95).")
    task = data["task"]
    if task is not None and task["p"] not in players:
        raise _fail("/task/p", "Die offene Entscheidung gehört keinem Spieler der Partie.",
                    "The open decision belongs to no player of the game.")
    if not data["over"] and task is None:
        raise _fail("/task", "Ein laufendes Spiel wartet auf eine Entscheidung.", "A game in progress waits for a decision.")
    for index, step in enumerate(data["agenda"]):
        if step[0] not in _STEPS or len(step) != _STEPS[step[0]]:
            raise _fail(f"/agenda/{index}", "Unbekannter Schritt.", "Unknown step.")
        if step[0] in ("supply", "discard") and step[1] not in players:
            raise _fail(f"/agenda/{index}/1", "Der Schritt nennt keinen Spieler der Partie.",
                        "The step names no player of the game.")
        if step[0] in ("score", "award") and step[1] not in ("karte", "jahr"):
            raise _fail(f"/agenda/{index}/1", "Unbekannte Wertung.", "Unknown scoring.")

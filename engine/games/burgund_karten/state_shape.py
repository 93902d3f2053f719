"""The shape of a burgund-karten state JSON, checked before a submitted position is used.

A position may be submitted as state JSON (`check_position`), so `GameState.from_json` must refuse a
malformed one with `engine.core.StateError` (a pointer and a message) instead of failing somewhere
inside the rules later: first the JSON Schema below, then what a schema cannot say (who the players
are, indexes in range, each task's fields).
"""

from __future__ import annotations

from typing import Any

from engine.core.record import StateError, schema_errors
from engine.games.burgund_karten import cards
from engine.games.burgund_karten.schema import CARD
from engine.games.burgund_karten.tasks import CHANCE_NEEDS, TO_PLAYER

_INT = {"type": "integer", "minimum": 0}
_CARDS = {"type": "array", "items": CARD}
_COUNTS = {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}
_NAMES = "|".join(sorted(cards.KIND_COUNTS))
# what the draw pile knows of a card: its token with a card list, else its name
_IDENTITY = {"type": "string", "pattern": f"^({_NAMES})(/[1-6](/[0-9]+)?)?$"}
_GROUP = {"type": "object", "required": ["kind", "cards"], "additionalProperties": False,
          "properties": {"kind": {"enum": list(cards.KINDS)}, "cards": _CARDS}}
_ZONES = {
    "type": "object",
    "required": ["stack", "stack_unknown", "hand", "hand_unknown", "projects", "groups", "workers", "silver",
                 "goods", "animals", "sold", "vp_cards", "bonus"],
    "additionalProperties": False,
    "properties": {
        "stack": _CARDS, "stack_unknown": _INT, "hand": _CARDS, "hand_unknown": _INT, "projects": _CARDS,
        "groups": {"type": "array", "items": _GROUP}, "workers": _INT, "silver": _INT,
        "goods": {**_COUNTS, "propertyNames": {"enum": list(cards.GOODS)}},
        "animals": {**_COUNTS, "propertyNames": {"enum": list(cards.ANIMALS)}},
        "sold": _INT, "vp_cards": _INT, "bonus": {"type": "array", "items": {"type": "string"}},
    },
}
_TASK = {"type": "object", "required": ["t"], "properties": {"t": {"enum": [
    "chance", "play", "action", "end", "bonus", "stack", "pick", "warenhaus", "rathaus", "bought"]}}}
_STACKS = {"type": "array", "minItems": 2, "maxItems": 2, "items": {"type": "array", "items": {"type": "string"}}}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["players", "seed", "deck_known", "draw", "zones", "discard", "display", "goods_stacks",
                 "animal_stacks", "first_bonus", "seven_bonus", "start_card", "phase", "round", "order", "seat",
                 "turn_no", "turn", "tasks", "shuffles", "egon", "over", "result"],
    "properties": {
        "players": {"type": "array", "minItems": 1, "maxItems": 4, "uniqueItems": True,
                    "items": {"type": "string", "minLength": 1}},
        "seed": {"type": ["string", "null"]},
        "deck_known": {"type": "boolean"},
        "draw": {"type": "object", "required": ["top", "pool", "hidden"], "additionalProperties": False,
                 "properties": {"top": {"type": "array", "items": _IDENTITY},
                                "pool": {**_COUNTS, "propertyNames": _IDENTITY}, "hidden": _INT}},
        "zones": {"type": "object", "additionalProperties": _ZONES},
        "discard": {**_COUNTS, "propertyNames": CARD},
        "display": {"type": "array", "minItems": 6, "maxItems": 6, "items": _CARDS},
        "goods_stacks": {**_STACKS, "items": {"type": "array", "items": {"enum": list(cards.GOODS)}}},
        "animal_stacks": {**_STACKS, "items": {"type": "array", "items": {"enum": list(cards.ANIMALS)}}},
        "first_bonus": {"type": "array", "items": {"enum": list(cards.KINDS)}},
        "seven_bonus": {"type": "array", "items": {"type": "integer", "minimum": 1}},
        "start_card": {"type": "object", "required": ["holder", "flipped"],
                       "properties": {"holder": _INT, "flipped": {"type": "boolean"}}},
        "phase": {"type": "integer", "minimum": 0, "maximum": len(cards.PHASES) - 1},
        "round": {"type": "integer", "minimum": 0, "maximum": cards.ROUNDS + 1},
        "order": {"type": "array", "items": _INT},
        "seat": _INT,
        "turn_no": _INT,
        "turn": {"type": "object", "properties": {"player": {"type": "string"}, "bought": {"type": "boolean"},
                                                  "played": {"type": "boolean"}, "acted": {"type": "boolean"},
                                                  "end": {"type": "boolean"}}},
        "tasks": {"type": "array", "items": _TASK},
        "shuffles": _INT,
        "egon": {"oneOf": [{"type": "null"}, {
            "type": "object", "required": ["stacks", "groups", "bonus", "lost"],
            "properties": {"stacks": {"type": "array", "minItems": len(cards.EGON_STACKS),
                                      "maxItems": len(cards.EGON_STACKS),
                                      "items": {"oneOf": [{"type": "null"}, _CARDS]}},
                           "groups": {"type": "array", "items": _GROUP},
                           "bonus": {"type": "array", "items": {"type": "string"}},
                           "lost": {"type": "boolean"}}}]},
        "over": {"type": "boolean"},
        "result": {"type": ["object", "null"]},
        "gaps": {"type": "array"},
    },
}
_DIE = {"oneOf": [{"type": "null"}, {"type": "integer", "minimum": 1, "maximum": 6}]}
# each decision's own fields (tasks.FIELDS)
_CHOICE_FIELDS: dict[str, dict[str, Any]] = {
    "play": {}, "end": {}, "warenhaus": {}, "rathaus": {},
    "action": {"die": _DIE, "source": {"enum": ["hand", "burg", "kauf"]}},
    "bonus": {"phase": {"enum": list(cards.PHASES)}},
    "stack": {"what": {"enum": ["goods", "animals", "any"]}},
    "pick": {"building": {"enum": sorted(cards.TAKE_KINDS)}},
    "bought": {"cards": _CARDS},
}
_CHANCE = {"type": "object", "required": ["t", "need"], "additionalProperties": False,
           "properties": {"t": {"const": "chance"}, "need": {"enum": list(CHANCE_NEEDS)},
                          "to": {"type": "string"}, "count": _INT}}


def _fail(pointer: str, de: str, en: str) -> StateError:
    return StateError(pointer, de, en)


def check_shape(data: Any) -> None:
    """Raise `StateError` for the first problem of a state JSON; return when it can be used."""
    errors = schema_errors(SCHEMA, data)
    if errors:
        raise _fail(errors[0].pointer, errors[0].message_de, errors[0].message_en)
    players = data["players"]
    n = len(players)
    if list(data["zones"]) != players:
        raise _fail("/zones", "Jeder Spieler hat genau einen Bereich, in der Reihenfolge der Spieler.",
                    "Each player has exactly one zone, in the players' order.")
    if data["start_card"]["holder"] >= n or any(seat >= n for seat in data["order"]):
        raise _fail("/order", "Sitzplätze müssen Spieler bezeichnen.", "Seats must name players.")
    if data["seat"] > len(data["order"]):
        raise _fail("/seat", "Der Sitz liegt außerhalb der Reihenfolge.", "The seat lies outside the order.")
    if "player" in data["turn"] and data["turn"]["player"] not in players:
        raise _fail("/turn/player", "Am Zug ist kein Spieler der Partie.", "The player at turn is not a player.")
    if (data["egon"] is None) == (n == 1):
        raise _fail("/egon", "Egon gibt es genau im Solospiel.", "Egon exists exactly in the solo game.")
    if not data["over"] and not data["tasks"]:
        raise _fail("/tasks", "Ein laufendes Spiel wartet auf eine Entscheidung oder ein Ereignis.",
                    "A game in progress waits for a decision or an event.")
    for index, task in enumerate(data["tasks"]):
        _check_task(f"/tasks/{index}", task, players)


def _check_task(where: str, task: dict[str, Any], players: list[str]) -> None:
    if task["t"] == "chance":
        errors = schema_errors(_CHANCE, task)
        if errors:
            raise _fail(where + errors[0].pointer, errors[0].message_de, errors[0].message_en)
        receives = task["need"] in TO_PLAYER
        if receives != ("to" in task) or ("to" in task and task["to"] not in players):
            raise _fail(where + "/to", "Austeilen und Aufdecken nennen, wer die Karten erhält (to).",
                        "A deal and a reveal name who receives the cards (to).")
        if (task["need"] == "egon-stacks") == ("count" in task):
            raise _fail(where + "/count", "Ein Zufallsereignis nennt seine Anzahl (außer egon-stacks).",
                        "A chance event names its count (except egon-stacks).")
        return
    fields = _CHOICE_FIELDS[task["t"]]
    schema = {"type": "object", "required": ["t", "p", *fields], "additionalProperties": False,
              "properties": {"t": {}, "p": {"enum": players}, **fields}}
    errors = schema_errors(schema, task)
    if errors:
        raise _fail(where + errors[0].pointer, errors[0].message_de, errors[0].message_en)

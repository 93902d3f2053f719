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
            # the kingdom cards the record names; with `kingdom_unknown` fewer (0-9), the rest are unknown slots. A pile
            # of several card names is named by its top card (Siedler), the Schlösser and Ritter by the pile's name
            # (format.md "Gemischte und geteilte Stapel"; reading dominion.auslegung.stapel-name)
            "kingdom": {"type": "array", "items": _CARD, "minItems": 0, "maxItems": 10, "uniqueItems": True},
            "kingdom_unknown": {"type": "integer", "minimum": 1, "maximum": 10,
                                "description": "kingdom piles the record does not name: len(kingdom) + this = 10"},
            "seed": {"type": ["integer", "string"]},
            # Piles, landscapes and start cards besides the kingdom: Platin and Kolonie join the supply
            # (Blütezeit), Trank too (Die Alchemisten; it also joins by itself when a kingdom card costs a
            # potion); anything else (shelters, events, a bane ...) is named so that replay reports it as
            # unsupported (importers fill it).
            # the Schwarzmarkt's deck (beside the supply): without a seed the cards the record shows from it (the
            # rest unknown), with a seed the whole deck; without the field a seeded game builds it (format.md)
            "black_market": {"type": "array", "items": _CARD, "uniqueItems": True,
                             "description": "known cards of the Schwarzmarkt deck (seeded: the whole deck)"},
            # Junge Hexe's Bannstapel (Reiche Ernte, ln2843): an 11th kingdom pile, a kingdom card costing 2 or 3
            "bane": {**_CARD, "description": "the Young Witch's bane: an 11th kingdom pile (format.md)"},
            # Dark Ages' Unterschlüpfe (ln586): each start deck holds 7 Kupfer, 1 Hütte, 1 Totenstadt, 1 Verfallenes
            # Anwesen instead of 7 Kupfer and 3 Anwesen (format.md)
            "shelters": {"type": "boolean",
                         "description": "start decks with Hütte, Totenstadt, Verfallenes Anwesen instead of 3 Anwesen"},
            # each player's own start deck, when it is not 7 Kupfer and 3 Anwesen (or the shelters): Goko dealt some
            # (format.md; reading dominion.auslegung.startdecks: the supply stays as ln575-579 lay it out)
            "start_decks": {"type": "object", "minProperties": 1,
                            "additionalProperties": {"type": "array", "items": _CARD, "minItems": 1},
                            "description": "player -> the cards of the player's start deck (one name per card)"},
            # Ereignisse (Abenteuer, Empires; rulebook 003 ln5227/ln5803): bought with `buy`, no supply piles (format.md).
            # Abenteuer's player tokens need no field: placing one is a `choose` of a supply pile, the rest is the
            # engine's own doing (state only: format.md "Spielermarker / player tokens")
            "events": {"type": "array", "items": _CARD, "uniqueItems": True,
                       "description": "the game's Events (not supply piles; bought with a buy move)"},
            # Empires' Landmarken beside the supply (format.md "Landmarken / Landmarks"), and the pile Obelisk chose
            "landmarks": {"type": "array", "items": _CARD, "uniqueItems": True,
                          "description": "the game's Landmarks (Empires): no supply piles"},
            "obelisk": {**_CARD, "description": "the Action supply pile Obelisk chose at setup (format.md)"},
            "extras": {"type": "array", "items": _CARD, "uniqueItems": True,
                       "description": "Platin, Kolonie, Trank (in the supply); anything else: unsupported"},
        },
        # without unknown slots the kingdom names exactly 10 cards (the total with them: validate_setup)
        "if": {"not": {"required": ["kingdom_unknown"]}},
        "then": {"properties": {"kingdom": {"minItems": 10}}},
    }
    move = {
        "type": "object",
        "required": ["by", "move"],
        "additionalProperties": False,
        "properties": {
            "by": {"type": "string"},
            "move": {"enum": ["play", "buy", "end-phase", "end-turn", "choose", "coffers", "repay"]},
            "card": {"type": ["string", "null"]},
            # also the Reisende exchanged at the clean-up, one per choice (Abenteuer, format.md "Reisende / Travellers")
            "cards": {"type": "array", "items": _CARD},
            "option": {"type": "string"},
            "options": {"type": "array", "items": {"type": "string"}},
            # a choice's cards the record does not name, besides those named in `cards`: cards the log's viewer did
            # not see, or (without a seed) some of a hand's known cards, the record not saying which (format.md)
            "unknown": {"type": "integer", "minimum": 1,
                        "description": "cards of the choice the record does not name (unseen, or some of a known hand)"},
            # Die Gilden: Münzen spent ("coffers": how many), a buy's coins beyond the cost ("buy": Überzahlen)
            "count": {"type": "integer", "minimum": 1,
                      "description": "coffers: how many Münzen are spent; repay: how many debt tokens are paid off"},
            "overpay": {"type": "integer", "minimum": 1, "description": "buy: coins paid beyond the cost"},
            "overpay_potion": {"type": "integer", "minimum": 1, "description": "buy: potions paid beyond the cost"},
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

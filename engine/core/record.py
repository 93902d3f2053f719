"""The `regelwerk-record/1` envelope and record validation with JSON pointers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError

RECORD_FORMAT = "regelwerk-record/1"


@dataclass(frozen=True)
class RecordError:
    """One problem of a record: where (a JSON pointer, "" for the whole record) and what."""

    pointer: str
    message_de: str
    message_en: str

    def to_json(self) -> dict[str, str]:
        return {"pointer": self.pointer, "message_de": self.message_de, "message_en": self.message_en}


def envelope_schema() -> dict[str, Any]:
    """JSON Schema of the envelope every game shares; a game's schema refines `setup` and `log`."""
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": RECORD_FORMAT,
        "type": "object",
        "required": ["format", "game", "players", "setup", "log"],
        "properties": {
            "format": {"const": RECORD_FORMAT},
            "game": {"type": "string", "minLength": 1},
            "players": {
                "type": "array",
                "items": {"type": "string", "minLength": 1},
                "minItems": 1,
                "uniqueItems": True,
            },
            "setup": {"type": "object"},
            "log": {
                "type": "array",
                "items": {
                    "type": "object",
                    "minProperties": 1,
                },
            },
        },
    }


def pointer(path: Any) -> str:
    """RFC 6901 pointer from a path of keys and indexes."""
    parts = [str(part).replace("~", "~0").replace("/", "~1") for part in path]
    return "".join("/" + part for part in parts)


_GERMAN = {
    "required": "Pflichtangabe fehlt",
    "type": "falscher Typ",
    "const": "falscher Wert",
    "enum": "Wert nicht erlaubt",
    "minItems": "zu wenige Einträge",
    "maxItems": "zu viele Einträge",
    "uniqueItems": "Einträge doppelt",
    "minLength": "zu kurz",
    "minimum": "Wert zu klein",
    "maximum": "Wert zu groß",
    "additionalProperties": "unbekannte Angabe",
    "oneOf": "passt zu keiner erlaubten Form",
    "anyOf": "passt zu keiner erlaubten Form",
    "minProperties": "leerer Eintrag",
    "pattern": "Format stimmt nicht",
}


def schema_errors(schema: dict[str, Any], instance: Any) -> list[RecordError]:
    """All schema violations, each with the pointer of the offending value, German and English."""
    validator = Draft202012Validator(schema)
    errors: list[RecordError] = []
    for error in sorted(validator.iter_errors(instance), key=_error_key):
        where = pointer(error.absolute_path)
        if error.validator == "required":
            missing = _missing_property(error)
            if missing is not None:
                where = f"{where}/{missing}"
        german = _GERMAN.get(str(error.validator), "ungültig")
        errors.append(RecordError(where, f"{german} bei {where or '/'}", error.message))
    return errors


def _error_key(error: ValidationError) -> tuple[str, str]:
    return (pointer(error.absolute_path), error.message)


def _missing_property(error: ValidationError) -> str | None:
    # jsonschema words it "'x' is a required property"
    message = error.message
    if message.startswith("'") and "' is a required property" in message:
        return message[1 : message.index("' is a required property")]
    return None


def validate_record(record: Any) -> list[RecordError]:
    """Every problem of a record: envelope, then the game's own schema and setup checks.

    Never raises: a record that is not a dict, names an unknown game or a wrong format gives errors.
    """
    from engine.core.registry import available_games, get_ruleset

    if not isinstance(record, dict):
        return [RecordError("", "Eine Partie muss ein JSON-Objekt sein.", "A record must be a JSON object.")]
    errors = schema_errors(envelope_schema(), record)
    if errors:
        return errors
    game = record["game"]
    if game not in available_games():
        return [
            RecordError(
                "/game",
                f"Unbekanntes Spiel {game!r}; bekannt: {', '.join(available_games())}.",
                f"Unknown game {game!r}; known: {', '.join(available_games())}.",
            )
        ]
    ruleset = get_ruleset(game)
    errors = schema_errors(ruleset.record_schema(), record)
    if errors:
        return errors
    return ruleset.validate_setup(list(record["players"]), dict(record["setup"]))

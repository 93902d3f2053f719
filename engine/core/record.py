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
    errors: list[RecordError] = []
    for path, keyword, message, missing in sorted(_violations(schema, instance), key=_error_key):
        where = pointer(path)
        if missing is not None:
            where = f"{where}/{missing}"
        german = _GERMAN.get(str(keyword), "ungültig")
        errors.append(RecordError(where, f"{german} bei {where or '/'}", message))
    return errors


# (absolute path, keyword, message, missing property of a "required" error)
_Violation = tuple[tuple[Any, ...], Any, str, "str | None"]


def _error_key(violation: _Violation) -> tuple[str, str]:
    return (pointer(violation[0]), violation[2])


def _violation(error: ValidationError, prefix: tuple[Any, ...] = ()) -> _Violation:
    missing = _missing_property(error) if error.validator == "required" else None
    return (prefix + tuple(error.absolute_path), error.validator, error.message, missing)


# Top-level keywords that never look into the log's entries (the log itself is one of the `properties`).
_SPLITTABLE = frozenset({"$schema", "title", "description", "type", "required", "properties"})


def _violations(schema: dict[str, Any], instance: Any) -> list[_Violation]:
    """`Draft202012Validator(schema).iter_errors(instance)`, as violations in the same order.

    A log of hundreds of entries repeats the same few entries ({"by": "Anna", "move": "play", "card":
    "Kupfer"} ...). When the log's schema is exactly {"type": "array", "items": X} and nothing else in
    the schema reaches into it, an entry's violations depend on the entry alone: each distinct entry
    is validated once against X and its violations are repeated under /log/<index>. Any other schema
    is validated as a whole.
    """
    properties = schema.get("properties")
    log_schema = properties.get("log") if isinstance(properties, dict) else None
    log = instance.get("log") if isinstance(instance, dict) else None
    if (
        not isinstance(log, list)
        or not _SPLITTABLE.issuperset(schema)
        or not isinstance(log_schema, dict)
        or set(log_schema) != {"type", "items"}
        or log_schema["type"] != "array"
        or not isinstance(log_schema["items"], dict)
        or _has_reference(log_schema["items"])
    ):
        return [_violation(error) for error in Draft202012Validator(schema).iter_errors(instance)]
    rest = {**schema, "properties": {**properties, "log": {"type": "array"}}}
    found = [_violation(error) for error in Draft202012Validator(rest).iter_errors(instance)]
    entry_validator = Draft202012Validator(log_schema["items"])
    seen: dict[Any, list[_Violation]] = {}
    for index, entry in enumerate(log):
        key = _strict_key(entry)
        known = None if key is None else seen.get(key)
        if known is None:
            known = [_violation(error) for error in entry_validator.iter_errors(entry)]
            if key is not None:
                seen[key] = known
        found.extend((("log", index, *path), keyword, message, missing) for path, keyword, message, missing in known)
    return found


def _has_reference(schema: Any) -> bool:
    """Does a subschema use a reference or an identifier (it would resolve differently on its own)?"""
    if isinstance(schema, dict):
        return any(key.startswith("$") and key != "$comment" for key in schema) or any(
            _has_reference(value) for value in schema.values()
        )
    if isinstance(schema, list):
        return any(_has_reference(value) for value in schema)
    return False


_PLAIN = frozenset({str, int, float, bool, type(None)})


def _strict_key(value: Any) -> Any:
    """Equal keys only for values equal in value, type and key order (messages quote the value's repr:
    1, 1.0 and True, or {"a", "b"} in another order, give other messages); None when not memoizable."""
    kind = type(value)
    if kind in _PLAIN:
        return None if kind is float and value != value else (kind, value)  # NaN never equals itself
    if kind is dict:
        items = []
        for key, item in value.items():
            frozen = _strict_key(item)
            if frozen is None or type(key) is not str:
                return None
            items.append((key, frozen))
        return (dict, tuple(items))
    if kind is list:
        frozen_items = [_strict_key(item) for item in value]
        return None if any(item is None for item in frozen_items) else (list, tuple(frozen_items))
    return None


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

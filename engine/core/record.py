"""The `regelwerk-record/1` envelope and record validation with JSON pointers."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from engine.core.errors import RecordError, StateError
from engine.core.registry import available_games, get_ruleset

__all__ = ["RECORD_FORMAT", "RecordError", "StateError", "envelope_schema", "validate_entry", "validate_record"]

RECORD_FORMAT = "regelwerk-record/1"


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


# --- one log entry ------------------------------------------------------------------------------------


def validate_entry(game: str, entry: Any, *, at: str = "") -> list[RecordError]:
    """Every problem of one log entry (a move or an event) against the game's record schema.

    The entry is validated against the schema of one item of the record's `log`, inside the game's whole
    schema, so `$ref`s into `$defs` resolve as they do for a whole record. Pointers are the entry's own
    ("/card"), behind `at` ("/move" gives "/move/card"). Where the entry fits none of the entry kinds
    (`oneOf` move | event), the problems of the kind it comes closest to are reported (see `_closest`).
    Never raises: an unknown game is one error at `at`.
    """
    if game not in available_games():
        known = ", ".join(available_games())
        return [RecordError(at, f"Unbekanntes Spiel {game!r}; bekannt: {known}.", f"Unknown game {game!r}; known: {known}.")]
    validator = _entry_validator(get_ruleset(game))
    violations = [found for error in validator.iter_errors(entry) for found in _closest(error)]
    errors = []
    for path, keyword, message, missing in sorted(violations, key=_error_key):
        where = at + pointer(path) + (f"/{missing}" if missing is not None else "")
        errors.append(RecordError(where, f"{_GERMAN.get(str(keyword), 'ungültig')} bei {where or '/'}", message))
    return errors


@lru_cache(maxsize=32)
def _entry_validator(ruleset: Any) -> Draft202012Validator:
    """A validator for one log entry of `ruleset`'s records (cached per ruleset object: `register`
    replaces the object, so a re-registered game gets a fresh validator)."""
    schema = ruleset.record_schema()
    target = _entry_schema_pointer(schema)
    if target is None:  # a log described some other way: at least the envelope's entry schema
        return Draft202012Validator(envelope_schema()["properties"]["log"]["items"])
    uri = schema.get("$id") if isinstance(schema.get("$id"), str) else f"urn:regelwerk:record-schema:{ruleset.slug}"
    resource = Resource.from_contents(schema, default_specification=DRAFT202012)
    registry = Registry().with_resource(uri, resource)
    return Draft202012Validator({"$ref": f"{uri}#{target}"}, registry=registry)


def _entry_schema_pointer(schema: dict[str, Any]) -> str | None:
    """The JSON pointer (inside `schema`) of the schema of one `log` item: `properties/log/items`, after
    following a `log` that is itself a local `$ref` (e.g. to `#/$defs/log`). A log schema without `items`
    gives None."""
    target = "/properties/log"
    for _ in range(8):  # a chain of local references; more would be a schema error
        node = _at_pointer(schema, target)
        if isinstance(node, dict) and "items" not in node and isinstance(node.get("$ref"), str) \
                and node["$ref"].startswith("#"):
            target = node["$ref"][1:]
            continue
        if isinstance(node, dict) and "items" in node:
            return f"{target}/items"
        break
    return None


def _at_pointer(schema: Any, target: str) -> Any:
    node = schema
    for part in target.split("/")[1:]:
        key = part.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and key in node:
            node = node[key]
        elif isinstance(node, list) and key.isdigit() and int(key) < len(node):
            node = node[int(key)]
        else:
            return None
    return node


def _closest(error: ValidationError) -> list[_Violation]:
    """The violations to report for one error, with `oneOf`/`anyOf` opened up.

    An entry that fits no branch of a `oneOf` (move | event) gets jsonschema's "is not valid under any of
    the given schemas" at the entry itself, which says neither where nor what. Instead: the branch with
    the fewest problems at the entry's own level (a missing or unknown property, a wrong type) is the kind
    the entry meant, and its problems are reported, deeper `oneOf`s opened the same way; {"move":
    "buy", "card": 5} is a move with a wrong card, not an event without "event". When branches tie, the
    `oneOf` error itself is reported. An unknown property is reported at its own pointer.
    """
    if error.validator in ("oneOf", "anyOf") and error.context:
        branches: dict[Any, list[ValidationError]] = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        scored = sorted((_shallow_count(subs, len(error.absolute_path)), index) for index, subs in branches.items())
        if len(scored) == 1 or scored[0][0] < scored[1][0]:
            return [found for sub in branches[scored[0][1]] for found in _closest(sub)]
    if error.validator == "additionalProperties" and isinstance(error.instance, dict) \
            and error.validator_value is False:
        unknown = _unknown_properties(error)
        if unknown:
            base = tuple(error.absolute_path)
            return [((*base, name), "additionalProperties", f"Additional property {name!r} is not allowed", None)
                    for name in unknown]
    return [_violation(error)]


def _shallow_count(errors: list[ValidationError], depth: int) -> int:
    """Problems at the level of the instance the `oneOf` judged (unknown properties count one each)."""
    count = 0
    for error in errors:
        if len(error.absolute_path) == depth:
            unknown = _unknown_properties(error) if error.validator == "additionalProperties" else []
            count += max(1, len(unknown))
    return count


def _unknown_properties(error: ValidationError) -> list[str]:
    schema = error.schema if isinstance(error.schema, dict) else {}
    known = schema.get("properties", {})
    patterns = list(schema.get("patternProperties", {}))
    return [name for name in error.instance
            if name not in known and not any(re.search(pattern, name) for pattern in patterns)]

"""One strict JSON input layer for every endpoint and every form that takes JSON.

What Python's `json` accepts but the service cannot keep: `NaN`/`Infinity` and numbers that overflow to
infinity (`1e400`: PostgreSQL's jsonb refuses them), `\\u0000` (PostgreSQL text and jsonb refuse NUL), and nesting
deep enough to exhaust the parser's recursion (50 000 `[` is a RecursionError, a 500). `loads` refuses each with a
`StrictJSONError` that says where; it is a `json.JSONDecodeError`, so code that already catches that one (the
forms, the submission service) reports it as the syntax error it handles today.

`StrictJSONParser` is the API's default parser (REST_FRAMEWORK["DEFAULT_PARSER_CLASSES"]): the body must be a JSON
object. Part of config's base: it imports no app of ours.
"""

from __future__ import annotations

import json
import math

from django.conf import settings
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

DEFAULT_MAX_DEPTH = 64


class StrictJSONError(json.JSONDecodeError):
    """Readable JSON the service refuses; `pointer` is the JSON pointer of the offending value ("" = the whole)."""

    def __init__(self, message: str, doc: str = "", pos: int = 0, pointer: str = ""):
        super().__init__(message, doc, pos)
        self.pointer = pointer


class JSONInputError(ParseError):
    """A refused request body, with the pointer of the value; config.api.exception_handler puts it in `errors`."""

    def __init__(self, message: str, pointer: str = ""):
        super().__init__(message)
        self.pointer = pointer


def _reject_constant(name: str):
    raise ValueError(f"{name} ist keine Zahl, die JSON erlaubt (not a finite number)")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} ist zu groß für eine Zahl (number out of range)")
    return value


def _token(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def check_value(value, max_depth: int | None = None) -> None:
    """Walks a decoded value iteratively: depth, NUL in keys and strings. Raises StrictJSONError."""
    limit = max_depth or getattr(settings, "REGELWERK_MAX_JSON_DEPTH", DEFAULT_MAX_DEPTH)
    stack: list[tuple[object, str, int]] = [(value, "", 1)]
    while stack:
        item, pointer, depth = stack.pop()
        if isinstance(item, str):
            if "\x00" in item:
                raise StrictJSONError("Ein Text enthält ein NUL-Zeichen (\\u0000).", pointer=pointer)
            continue
        if not isinstance(item, (dict, list)):
            continue
        if depth > limit:
            raise StrictJSONError(f"Zu tief verschachtelt (höchstens {limit} Ebenen).", pointer=pointer)
        if isinstance(item, dict):
            for key, child in item.items():
                if "\x00" in key:
                    raise StrictJSONError("Ein Schlüssel enthält ein NUL-Zeichen (\\u0000).", pointer=pointer)
                stack.append((child, f"{pointer}/{_token(key)}", depth + 1))
        else:
            stack.extend((child, f"{pointer}/{index}", depth + 1) for index, child in enumerate(item))


def loads(text: str | bytes, max_depth: int | None = None):
    """`json.loads`, strict: finite numbers only, no NUL, bounded depth. Raises json.JSONDecodeError."""
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    try:
        value = json.loads(text, parse_constant=_reject_constant, parse_float=_finite_float)
    except RecursionError:
        limit = max_depth or getattr(settings, "REGELWERK_MAX_JSON_DEPTH", DEFAULT_MAX_DEPTH)
        raise StrictJSONError(f"Zu tief verschachtelt (höchstens {limit} Ebenen).", text, 0) from None
    except json.JSONDecodeError:
        raise
    except ValueError as error:  # from the hooks above, or an int of more digits than Python converts
        raise StrictJSONError(str(error), text, 0) from None
    check_value(value, max_depth)
    return value


class StrictJSONParser(JSONParser):
    """JSON bodies for the API: an object, finite numbers, no NUL, bounded depth; else 400 in the error shape."""

    def parse(self, stream, media_type=None, parser_context=None):
        encoding = (parser_context or {}).get("encoding", settings.DEFAULT_CHARSET)
        try:
            raw = stream.read() if stream is not None else b""
            data = loads(raw.decode(encoding))
        except UnicodeDecodeError as error:
            raise JSONInputError(f"Der Inhalt ist kein {encoding}-Text (not {encoding}).") from error
        except StrictJSONError as error:
            raise JSONInputError(f"Ungültiges JSON: {error.msg}", error.pointer) from error
        except json.JSONDecodeError as error:
            raise JSONInputError(f"Kein gültiges JSON: {error.msg} in Zeile {error.lineno}, Spalte {error.colno}."
                                 ) from error
        if not isinstance(data, dict):
            raise JSONInputError("Erwartet wird ein JSON-Objekt ({…}), kein "
                                 f"{type(data).__name__.replace('list', 'Array').replace('str', 'Text')}.")
        return data

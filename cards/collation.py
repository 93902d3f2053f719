"""German sort order for names: umlauts folded (Bäcker before Burghof), case ignored, numbers by value
(Plättchen 2 before Plättchen 10)."""

from __future__ import annotations

import re
import unicodedata

_FOLD = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss", "Ä": "a", "Ö": "o", "Ü": "u"})
_PARTS = re.compile(r"(\d+)")


def fold(text: str) -> str:
    """Lower case, umlauts as their base letter, other accents dropped."""
    text = (text or "").translate(_FOLD).lower()
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def sort_key(text: str) -> tuple:
    """A key that sorts names as a German reader expects, numbers by value."""
    parts = _PARTS.split(fold(text))
    return tuple((0, int(part), "") if part.isdigit() else (1, 0, part) for part in parts if part != "")


def sort_string(text: str) -> str:
    """The same order as a plain string (for a page's data-attributes): numbers padded to 6 digits."""
    return _PARTS.sub(lambda m: m.group(1).zfill(6), fold(text))

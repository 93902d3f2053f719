"""Word-level differences between two German texts, for errata and printings side by side."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

_TOKEN = re.compile(r"\s+|[^\s]+")


@dataclass(frozen=True)
class Segment:
    op: str  # "same", "added", "removed"
    text: str


def word_diff(old: str, new: str) -> list[Segment]:
    """Segments that turn `old` into `new`, word by word (white space kept with its word)."""
    a = _TOKEN.findall(old or "")
    b = _TOKEN.findall(new or "")
    matcher = difflib.SequenceMatcher(a=a, b=b, autojunk=False)
    segments: list[Segment] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            segments.append(Segment("same", "".join(a[i1:i2])))
            continue
        if tag in ("delete", "replace"):
            segments.append(Segment("removed", "".join(a[i1:i2])))
        if tag in ("insert", "replace"):
            segments.append(Segment("added", "".join(b[j1:j2])))
    return [segment for segment in segments if segment.text]


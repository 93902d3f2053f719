"""Word-level differences between two German texts, for errata and printings side by side."""

from __future__ import annotations

import difflib
import hashlib
import re
from dataclasses import dataclass

from django.core.cache import cache

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



CACHE_PREFIX = "cards:word-diff:v1:"
CACHE_SECONDS = 7 * 24 * 3600  # a pair of texts changes only with a catalog load; a week bounds what Redis keeps


def cached_word_diff(old: str, new: str) -> list[Segment]:
    """`word_diff`, computed once per pair of texts: the cache holds it (shared by the web processes with Redis),
    keyed by a hash of both texts, so a changed text is a new key and nothing needs to be invalidated."""
    digest = hashlib.sha256(f"{old}\0{new}".encode()).hexdigest()
    key = CACHE_PREFIX + digest
    stored = cache.get(key)
    if stored is None:
        stored = [(segment.op, segment.text) for segment in word_diff(old, new)]
        cache.set(key, stored, timeout=CACHE_SECONDS)
    return [Segment(op, text) for op, text in stored]

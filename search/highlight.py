"""Snippets: the best window of a text around the query's words, HTML-escaped, matches in <mark>.

Catalog text is never trusted as HTML: every piece is escaped before the <mark> tags are added.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property, lru_cache

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from .analysis import Vocabulary, fold, is_stop, plain, stem, words

WINDOW = 220
_MARKUP = re.compile(r"\*\*|__")
_SPACE = re.compile(r"\s+")


@dataclass(frozen=True)
class Matcher:
    """Decides whether a word of a text matches one of the query's terms."""

    stems: frozenset[str]
    vocabulary: Vocabulary | None = None
    substrings: bool = False  # n-gram indexes: a query stem inside a word counts (Karte in Handkarten)

    def matches(self, word: str) -> bool:
        if not self.stems:
            return False
        keys = word_keys(word, self.vocabulary)
        if not self.stems.isdisjoint(keys):
            return True
        if self.substrings and keys:
            flat = plain(fold(word))
            return any(len(term) >= 4 and term in flat for term in self.stems)
        return False

    @cached_property
    def prefilter(self) -> re.Pattern | None:
        """Where a match can be at all: a stem (umlauts flattened) occurs inside the word. Scanning a 10 000
        character rule section for these is much faster than stemming every word of it."""
        if not self.stems:
            return None
        alternatives = sorted((re.escape(term).replace("ss", "s{1,2}") for term in self.stems), key=len, reverse=True)
        return re.compile("|".join(alternatives))

    def spans(self, text: str, flat: str | None = None) -> list[tuple[int, int]]:
        """(start, end) of every matching word of `text` (`flat`: the text lower-cased, umlauts flattened)."""
        flat = flatten(text) if flat is None else flat
        if self.prefilter is None:
            return []
        if len(flat) != len(text):  # an exotic character changed length when lower-cased: check every word
            return [(start, end) for word, start, end in words(text) if self.matches(word)]
        spans: list[tuple[int, int]] = []
        last_end = -1
        for found in self.prefilter.finditer(flat):
            if found.start() < last_end:
                continue
            match = _WORD_AROUND.match(text, _word_start(text, found.start()))
            if match is None:
                continue
            start, end = match.span()
            last_end = end
            if self.matches(text[start:end]):
                spans.append((start, end))
        return spans


_FLATTEN = str.maketrans("äöüß", "aous")


def flatten(text: str) -> str:
    return text.lower().translate(_FLATTEN)


@lru_cache(maxsize=8192)
def prepared(text: str) -> tuple[str, str]:
    """A stored text cleaned for display, and its flattened form (cached: hits repeat across queries)."""
    cleaned = clean_text(text)
    return cleaned, flatten(cleaned)


_WORD_AROUND = re.compile(r"[^\W_]+")


def _word_start(text: str, index: int) -> int:
    while index > 0 and text[index - 1].isalnum():
        index -= 1
    return index


@lru_cache(maxsize=100_000)
def word_keys(word: str, vocabulary: Vocabulary | None) -> frozenset[str]:
    """The index terms a word of a text stands for: its stem and the stems of its compound parts."""
    folded = fold(word)
    if is_stop(folded):
        return frozenset()
    keys = {stem(folded)}
    if vocabulary is not None:
        keys.update(stem(part) for part in vocabulary.split(folded))
    return frozenset(keys)


def clean_text(text: str) -> str:
    return _SPACE.sub(" ", _MARKUP.sub("", text or "")).strip()


def snippet(text: str, matcher: Matcher, window: int = WINDOW) -> SafeString:
    """The window of `text` with the most matching words, escaped, matches marked."""
    text, flat = prepared(text or "")
    if not text:
        return mark_safe("")
    spans = matcher.spans(text, flat)
    if not spans:
        cut = _cut_end(text, window)
        return mark_safe(escape(text[:cut]) + ("…" if cut < len(text) else ""))
    best_start, best_count = spans[0][0], 0
    right = 0
    for left, (start, _end) in enumerate(spans):
        while right < len(spans) and spans[right][1] <= start + window:
            right += 1
        if right - left > best_count:
            best_start, best_count = start, right - left
    begin = _start_of_window(text, best_start, window)
    end = _cut_end(text, begin + window)
    pieces = ["…"] if begin > 0 else []
    position = begin
    for start, stop in spans:
        if start < begin or stop > end:
            continue
        pieces.append(escape(text[position:start]))
        pieces.append(f"<mark>{escape(text[start:stop])}</mark>")
        position = stop
    pieces.append(escape(text[position:end]))
    if end < len(text):
        pieces.append("…")
    return mark_safe("".join(pieces))


def _start_of_window(text: str, first_match: int, window: int) -> int:
    """Start a little before the first match, at a word boundary (or a sentence start nearby)."""
    if first_match < window // 4:
        return 0
    begin = first_match - window // 4
    sentence = text.rfind(". ", begin - 40, first_match)
    if sentence != -1:
        return sentence + 2
    space = text.find(" ", begin)
    return space + 1 if 0 <= space < first_match else begin


def _cut_end(text: str, limit: int) -> int:
    if limit >= len(text):
        return len(text)
    space = text.rfind(" ", 0, limit)
    return space if space > limit - 40 else limit

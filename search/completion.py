"""What the search box offers beside the results: card names completing the last word typed ("Thr" →
Thronsaal) and "Meinten Sie …?" when a word of the query is unknown to the index but one typo from a card name."""

from __future__ import annotations

import re

from cards.completion import Completion, complete
from cards.completion import normalize as normalize_name

from . import query as ql
from .analysis import fold, stem
from .index import IndexUnavailable, searcher
from .service import context_for

MAX_COMPLETIONS = 8
_PLAIN = re.compile(r"^[\w\s'’.-]+$")  # no filters, quotes or operators: a name being typed


def completions(raw: str, limit: int = MAX_COMPLETIONS) -> list[Completion]:
    """Card names that complete a plain query (no filters or operators), closest first."""
    text = (raw or "").strip()
    if not text or len(text) > 60 or not _PLAIN.match(text) or ":" in text:
        return []
    return [item for item in complete(text, limit=limit) if item.rank <= 3]


def did_you_mean(raw: str) -> str | None:
    """The query with its unknown words replaced by the card names they are a typo of, or None."""
    try:
        node = ql.parse(raw)
    except ql.QueryError:
        return None
    if node is None:
        return None
    try:
        ctx = context_for(searcher())
    except IndexUnavailable:
        return None
    corrected = raw
    changed = False
    for text in ql.positive_texts(node):
        for word in re.findall(r"\w+", text):
            if len(word) < 5 or ctx.known(stem(fold(word))):
                continue
            near = [item for item in complete(word, limit=3) if item.rank >= 4]
            if near and normalize_name(near[0].name) != normalize_name(word):
                corrected = re.sub(rf"\b{re.escape(word)}\b", near[0].name, corrected, count=1)
                changed = True
    return corrected if changed else None

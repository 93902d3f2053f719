"""Search for the question-and-answer pages: what may already answer a question being typed, and what a curator
may cite. The rulings pages call these through their fragment URLs (search/urls.py); rulings never imports search.

Both go through `service.search` (the entry point the search page and API share) with a query in its query
language, so the suggestions rank exactly like the search page.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from django.utils.safestring import SafeString

from . import query as ql
from . import service
from .analysis import fold, is_stop, words
from .index import IndexUnavailable

log = logging.getLogger(__name__)

MAX_WORDS = 12  # the most telling words of a question; more only dilutes the ranking


@dataclass(frozen=True)
class Hit:
    key: str  # the index's document id: card:12, faq:3, erratum:5, section:7, rule:9, ruling:4
    type: str  # card, faq, erratum, section, rule, ruling
    game: str
    title: str
    subtitle: str
    url: str
    snippet: SafeString


def _run(query: str, limit: int) -> list[Hit]:
    """Runs a query of the search app's query language; [] when no index has been built yet."""
    try:
        result = service.search(query, per_page=limit)
    except IndexUnavailable:
        log.warning("search index unavailable: no suggestions")
        return []
    hits: list[Hit] = []
    for group in result.groups:
        for hit in group.hits:
            hits.append(Hit(key=hit.doc_id, type=hit.type, game=hit.game, title=hit.title, subtitle=hit.subtitle,
                            url=hit.url, snippet=hit.snippet))
    return hits[:limit]


def _words_query(text: str) -> str:
    """Free prose (a question) as an OR of its telling words; no operators or filters can sneak in."""
    seen: list[str] = []
    for word, _start, _end in words(text or ""):
        folded = fold(word)
        if len(folded) < 3 or is_stop(folded) or folded in seen or not any(c.isalpha() for c in folded):
            continue
        seen.append(folded)
    # Longer words tell more about a rules question than short ones.
    chosen = sorted(seen, key=len, reverse=True)[:MAX_WORDS]
    return " OR ".join(f'"{word}"' for word in chosen if '"' not in word)


def _filters(game: str | None, kinds: tuple[str, ...]) -> str:
    parts = []
    if game:
        parts.append(f"spiel:{game}")
    if kinds:
        parts.append("(" + " OR ".join(f"art:{kind}" for kind in kinds) + ")")
    return " ".join(parts)


def suggest(text: str, game: str | None = None, limit: int = 8) -> list[Hit]:
    """FAQ notes, rulings and rule sections that may already answer a question being typed."""
    telling = _words_query(text)
    if not telling:
        return []
    try:
        return _run(f"{_filters(game, ('faq', 'entscheid', 'regel'))} ({telling})", limit)
    except ql.QueryError:  # e.g. only words the index does not know
        return []


def find_citables(query: str, game: str | None = None, limit: int = 15) -> list[Hit]:
    """What a curator may cite: the query language as on the search page; plain words if it does not parse."""
    text = (query or "").strip()[: ql.MAX_LENGTH - 40]
    if not text:
        return []
    hits_kinds = ("karte", "faq", "errata", "regel")
    try:
        return _run(f"{_filters(game, hits_kinds)} ({text})", limit)
    except ql.QueryError:
        telling = _words_query(text)
        try:
            return _run(f"{_filters(game, hits_kinds)} ({telling})", limit) if telling else []
        except ql.QueryError:
            return []


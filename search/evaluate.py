"""Evaluating a compiled query: Whoosh matchers for the leaves, dictionaries for AND, OR and NOT.

Every match is needed anyway (totals, facets, groups by card), so there is no top-k to prune for. Whoosh's
intersection of unions walks the posting lists with many small skips in Python; combining each clause's
{docnum: score} in dictionaries gives the same documents and the same scores (a sum over the matching
clauses, times the compound's boost) at a third of the time for the broad queries.
"""

from __future__ import annotations

from collections import OrderedDict

from whoosh import query as wq

Scores = dict[int, float]
LEAF_CACHE_SIZE = 4096  # per searcher (a new one after every index change): clause → its scores


def leaf_cache(searcher) -> OrderedDict | None:
    """The searcher's cache of clause results, or None when caching is off (bench/search.py measures both).

    Typing a query repeats its clauses keystroke after keystroke (`Karte z`, `Karte zi`, `Karte zie` ...),
    and the words players search for repeat across queries."""
    return searcher.__dict__.setdefault("_regelwerk_leaves", OrderedDict()) if CACHE_LEAVES else None


CACHE_LEAVES = True


def evaluate(query: wq.Query, searcher) -> Scores:
    """{docnum: score} of every document `query` matches (docnums of the top-level searcher)."""
    return _evaluate(query, searcher, searcher.context())


def _evaluate(query: wq.Query, searcher, context) -> Scores:
    if isinstance(query, wq.And):
        result = _intersection(query.subqueries, searcher, context)
    elif isinstance(query, wq.Or):
        result = {}
        for sub in query.subqueries:
            for docnum, score in _evaluate(sub, searcher, context).items():
                result[docnum] = result.get(docnum, 0.0) + score
    elif isinstance(query, wq.Not):
        excluded = _evaluate(query.query, searcher, context)
        result = {docnum: 0.0 for docnum in _all(searcher) if docnum not in excluded}
    else:
        return _leaf(query, searcher, context)
    if query.boost != 1.0:
        result = {docnum: score * query.boost for docnum, score in result.items()}
    return result


def _intersection(subqueries, searcher, context) -> Scores:
    positive = [sub for sub in subqueries if not isinstance(sub, wq.Not | wq.Every)]
    negative = [sub.query for sub in subqueries if isinstance(sub, wq.Not)]
    if positive:
        parts = sorted((_evaluate(sub, searcher, context) for sub in positive), key=len)
        result = dict(parts[0])
        for part in parts[1:]:
            result = {docnum: score + part[docnum] for docnum, score in result.items() if docnum in part}
    else:  # only Every() and exclusions: everything else
        result = {docnum: 0.0 for docnum in _all(searcher)}
    for excluded in negative:
        if not result:
            break
        drop = _evaluate(excluded, searcher, context)
        result = {docnum: score for docnum, score in result.items() if docnum not in drop}
    return result


def _leaf(query: wq.Query, searcher, context) -> Scores:
    """The clause's scores (read-only: they may be shared through the cache)."""
    cache = leaf_cache(searcher)
    if cache is not None:
        try:
            cached = cache.get(query)
        except TypeError:  # an unhashable query: not cached
            cache = None
        else:
            if cached is not None:
                cache.move_to_end(query)
                return cached
    scores: Scores = {}
    for leaf, offset in searcher.leaf_searchers():
        matcher = query.matcher(leaf, context)
        while matcher.is_active():
            scores[matcher.id() + offset] = matcher.score()
            matcher.next()
    if cache is not None:
        cache[query] = scores
        if len(cache) > LEAF_CACHE_SIZE:
            cache.popitem(last=False)
    return scores


def _all(searcher) -> list[int]:
    return list(searcher.reader().all_doc_ids())

"""Searching: query string → grouped, ranked, highlighted results with facet counts and pages.

This is the one entry point the page, the API, the management command and the benchmark share.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from django.db import DatabaseError
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _
from whoosh import query as wq

from cards.models import Game

from . import index
from . import query as ql
from .analysis import Compounds, terms
from .compile import MAX_FUZZY_TERMS, Context, compile_node, fuzzy_distance, name_terms_by_letter
from .evaluate import evaluate
from .highlight import Matcher, snippet
from .index import TEXT_FIELDS

PER_PAGE = 20
MAX_PER_PAGE = 100
MAX_PAGE = 200
MEMBERS_SHOWN = 4  # notes and errata shown under one card


@dataclass
class Hit:
    doc_id: str
    type: str
    kind: str
    game: str
    group: str
    title: str
    subtitle: str
    url: str
    score: float
    snippet: SafeString = field(default_factory=lambda: SafeString(""))
    edition_names: str = ""

    def as_dict(self) -> dict:
        return {
            "type": self.type,
            "kind": self.kind,
            "game": self.game,
            "id": self.doc_id,
            "title": self.title,
            "subtitle": self.subtitle,
            "snippet": str(self.snippet),
            "score": self.score,
            "url": self.url,
        }


@dataclass
class Group:
    key: str
    hits: list[Hit]
    score: float
    more: int = 0  # matching documents of this group not shown

    @property
    def head(self) -> Hit:
        for hit in self.hits:
            if hit.type == "card":
                return hit
        return self.hits[0]

    @property
    def members(self) -> list[Hit]:
        head = self.head
        return [hit for hit in self.hits if hit is not head]

    def as_dict(self) -> dict:
        head = self.head
        best = self.hits[0]
        data = {
            "type": head.type,
            "game": head.game,
            "id": head.doc_id,
            "title": head.title,
            "snippet": str(best.snippet if best.snippet else head.snippet),
            "score": self.score,
            "kind": head.kind,
            "url": head.url,
            "group": self.key,
        }
        data["matches"] = [hit.as_dict() for hit in self.members]
        return data


@dataclass
class SearchResult:
    query: str
    groups: list[Group] = field(default_factory=list)
    total: int = 0  # groups (cards, sections, ...) that match
    documents: int = 0  # matching documents (printed card, notes, errata, sections ...)
    facets: dict[str, dict[str, int]] = field(default_factory=dict)
    page: int = 1
    per_page: int = PER_PAGE
    relaxed: bool = False  # no document had every word; these have some of them

    @property
    def start(self) -> int:
        """The number of the first result on this page (for <ol start>)."""
        return (self.page - 1) * self.per_page + 1

    @property
    def pages(self) -> int:
        return max(1, math.ceil(self.total / self.per_page)) if self.total else 0

    def as_dict(self) -> dict:
        return {
            "query": self.query,
            "total": self.total,
            "documents": self.documents,
            "page": self.page,
            "pages": self.pages,
            "per_page": self.per_page,
            "relaxed": self.relaxed,
            "facets": self.facets,
            "hits": [group.as_dict() for group in self.groups],
        }


# --- per-searcher context: the games, how compounds are indexed --------------------------------------------


@dataclass
class _Cached:
    searcher: object
    context: Context
    stored: dict[int, dict]  # docnum → stored fields: the index is small, so every hit is read from memory


_cached: _Cached | None = None


def _cache_for(searcher) -> _Cached:
    global _cached
    if _cached is None or _cached.searcher is not searcher:
        try:
            games = dict(Game.objects.order_by("order").values_list("slug", "name_de"))
        except DatabaseError:  # database down: search from the index alone, this once (not kept)
            return _build_cache(searcher, {})
        _cached = _build_cache(searcher, games)
    return _cached


def _build_cache(searcher, games: dict[str, str]) -> _Cached:
    compounds = Compounds.NGRAM if "grams" in searcher.schema else Compounds.SPLIT
    reader = searcher.reader()
    names = [term.decode() if isinstance(term, bytes) else term for term in reader.lexicon("name")]
    stored = {docnum: reader.stored_fields(docnum) for docnum in reader.all_doc_ids()}
    fields = [name for name in TEXT_FIELDS if name in searcher.schema]

    def known(term: str) -> bool:
        return any(reader.doc_frequency(name, term) for name in fields)

    return _Cached(searcher, Context(games, compounds, name_terms_by_letter(names), known), stored)


def context_for(searcher) -> Context:
    return _cache_for(searcher).context


def matcher_for(node: ql.Node | None, searcher, ctx: Context) -> Matcher:
    stems = {term for text in ql.positive_texts(node) for term in terms(text)}
    for term in list(stems):  # a typo marks the names it was taken for (Thronsall → Thronsaal)
        distance = fuzzy_distance(term) if not ctx.known(term) else 0
        if distance:
            stems.update(ctx.near_names(term, distance)[:MAX_FUZZY_TERMS])
    vocabulary = None
    if ctx.compounds == Compounds.SPLIT:
        analyzer = searcher.schema["body"].analyzer
        vocabulary = getattr(analyzer.items[-1], "vocabulary", None) if hasattr(analyzer, "items") else None
    return Matcher(frozenset(stems), vocabulary, substrings=ctx.compounds == Compounds.NGRAM)


def _relaxed(node: ql.Node) -> ql.Node | None:
    """Free words joined by OR (filters and exclusions kept): the fallback when no document has every word."""
    if not isinstance(node, ql.And):
        return None
    words = [child for child in node.children if isinstance(child, ql.Word)]
    if len(words) < 2:
        return None
    rest = [child for child in node.children if not isinstance(child, ql.Word)]
    return ql.And((ql.Or(tuple(words)), *rest))


def search(raw: str, page: int = 1, per_page: int = PER_PAGE, snippets: bool = True) -> SearchResult:
    """Runs a query; raises `query.QueryError` for a query it does not understand, `index.IndexUnavailable`
    when no index was built yet."""
    page = max(1, min(int(page), MAX_PAGE))
    per_page = max(1, min(int(per_page), MAX_PER_PAGE))
    result = SearchResult(raw, page=page, per_page=per_page)
    node = ql.parse(raw)
    if node is None:
        return result
    searcher = index.searcher()
    ctx = context_for(searcher)
    compiled = compile_node(node, ctx)
    if compiled is None:
        raise ql.QueryError(
            _("Die Suchanfrage enthält kein suchbares Wort (nur Füllwörter oder Satzzeichen)."), 0, raw[:30]
        )
    scored = ql.has_text(node)
    cached = _cache_for(searcher)
    matches = _run(searcher, compiled, scored, cached.stored)
    if not matches and scored and (relaxed := _relaxed(node)) is not None:
        matches = _run(searcher, _compile_relaxed(relaxed, ctx), scored, cached.stored)
        result.relaxed = True
    order, members, facets = _group(matches, cached.stored)
    result.total = len(order)
    result.documents = len(matches)
    result.facets = facets
    result.groups = [
        _make_group(key, members[key], cached.stored, scored) for key in order[(page - 1) * per_page : page * per_page]
    ]
    if snippets:
        matcher = matcher_for(node, searcher, ctx)
        for group in result.groups:
            for hit in group.hits:
                hit.snippet = snippet(hit.snippet, matcher)
    return result


def _compile_relaxed(node: ql.Node, ctx: Context) -> wq.Query:
    compiled = compile_node(node, ctx)
    assert compiled is not None  # the strict form compiled, so its relaxed form does too
    return compiled


def _run(searcher, compiled: wq.Query, scored: bool, stored: dict[int, dict]) -> list[tuple[float, int]]:
    """(score, docnum) of every match, best first; for filter-only queries, cards first, then by name."""
    scores = evaluate(compiled, searcher)
    if scored:
        return sorted(((score, docnum) for docnum, score in scores.items()), key=lambda match: (-match[0], match[1]))
    return sorted(
        ((0.0, docnum) for docnum in scores),
        key=lambda match: (stored[match[1]].get("rank", 9), stored[match[1]].get("sort_title", "")),
    )


def _group(matches: list[tuple[float, int]], stored: dict[int, dict]):
    """Matches (best first) → the group keys in rank order, each group's matches, facet counts per game and kind
    (of the groups, so that each facet adds up to the total).

    Only counting here: Hit objects are made for the groups of the requested page alone."""
    members: dict[str, list[tuple[float, int]]] = {}
    for match in matches:
        fields = stored[match[1]]
        key = fields.get("group") or fields["doc_id"]
        group = members.get(key)
        if group is None:
            members[key] = [match]
        else:
            group.append(match)
    # Facets count results as the page lists them (groups, by their head), so they add up to the total.
    games: dict[str, int] = {}
    kinds: dict[str, int] = {}
    for group in members.values():
        docs = [stored[docnum] for _score, docnum in group]
        head = next((fields for fields in docs if fields["type"] == "card"), docs[0])
        games[head["game"]] = games.get(head["game"], 0) + 1
        kinds[head["kind"]] = kinds.get(head["kind"], 0) + 1
    facets = {
        "game": dict(sorted(games.items(), key=lambda kv: (-kv[1], kv[0]))),
        "kind": dict(sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))),
    }
    return list(members), members, facets


def _make_group(key: str, matches: list[tuple[float, int]], stored: dict[int, dict], scored: bool) -> Group:
    hits = []
    for score, docnum in matches[:MEMBERS_SHOWN]:
        fields = stored[docnum]
        hit = Hit(
            doc_id=fields["doc_id"],
            type=fields["type"],
            kind=fields.get("kind", ""),
            game=fields["game"],
            group=key,
            title=fields.get("title", ""),
            subtitle=fields.get("subtitle", ""),
            url=fields.get("url", ""),
            score=round(score, 3) if scored else 0.0,
            edition_names=fields.get("edition_names", ""),
        )
        hit.snippet = fields.get("text", "")  # raw text until the snippet is made for the shown groups
        hits.append(hit)
    return Group(key, hits, hits[0].score, more=max(0, len(matches) - MEMBERS_SHOWN))

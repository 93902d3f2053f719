"""The syntax tree of a query → a Whoosh query over the index's fields.

Ranking is expressed as field weights: a match in a name outweighs one in a card text, which outweighs one
in a FAQ note or erratum, which outweighs one in rule text (name > card text > FAQ/errata > rule text).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from django.utils.translation import gettext as _
from whoosh import query as wq

from . import query as ql
from .analysis import Compounds, fold, ngrams, plain, stem, terms, words
from .documents import KINDS, type_key

WEIGHTS = {"name": 12.0, "body": 1.0}  # the body is weighted per document too: search.scoring.TYPE_WEIGHTS
NAME_ONLY = {"name": 12.0}
FUZZY_WEIGHT = 0.35  # a name within one or two typos, relative to the exact name
MAX_FUZZY_TERMS = 8
NGRAM_WEIGHT = 0.6


@dataclass(frozen=True)
class Context:
    games: dict[str, str]  # slug → German name
    compounds: str = Compounds.SPLIT
    name_terms: dict[str, tuple[str, ...]] = field(default_factory=dict)  # first letter → terms of `name`
    known: Callable[[str], bool] = lambda term: False  # is the term in any text field?

    def near_names(self, term: str, distance: int) -> list[str]:
        """Terms of the name field within `distance` edits of `term` (same first letter), `term` excluded."""
        return _near(self.name_terms.get(term[:1], ()), term, distance)


def name_terms_by_letter(terms_: list[str]) -> dict[str, tuple[str, ...]]:
    buckets: dict[str, list[str]] = {}
    for term in terms_:
        buckets.setdefault(term[:1], []).append(term)
    return {letter: tuple(items) for letter, items in buckets.items()}


def _near(candidates: tuple[str, ...], term: str, distance: int) -> list[str]:
    size = len(term)
    return [
        candidate
        for candidate in candidates
        if candidate != term
        and abs(len(candidate) - size) <= distance
        and edit_distance(term, candidate, distance) <= distance
    ]


def edit_distance(a: str, b: str, bound: int) -> int:
    """Levenshtein distance of a and b, or bound + 1 as soon as it must exceed `bound`."""
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, 1):
        current = [i]
        best = i
        for j, char_b in enumerate(b, 1):
            value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (char_a != char_b))
            current.append(value)
            best = min(best, value)
        if best > bound:
            return bound + 1
        previous = current
    return previous[-1]


def fuzzy_distance(term: str) -> int:
    """Typos allowed in a name, by the length of the stem: none below 5, one up to 7, two from 8 (Ratsversamlung)."""
    length = len(term)
    return 0 if length < 5 else 1 if length < 8 else 2


def term_query(folded: str, weights: dict[str, float], ctx: Context, fuzzy: bool = True) -> wq.Query | None:
    term = stem(folded)
    clauses: list[wq.Query] = [wq.Term(name, term, boost=weight) for name, weight in weights.items()]
    # Only a word the index does not know is taken for a typo: `Karte` must not also find `Karl`.
    distance = fuzzy_distance(term) if fuzzy and not ctx.known(term) else 0
    if distance:
        # Typos in names: the name terms within 1–2 edits (own expansion: Whoosh's FuzzyTerm is slow here)
        clauses.extend(
            wq.Term("name", near, boost=WEIGHTS["name"] * FUZZY_WEIGHT)
            for near in ctx.near_names(term, distance)[:MAX_FUZZY_TERMS]
        )
    if ctx.compounds == Compounds.NGRAM and len(weights) > 1:
        grams = ngrams(plain(term))
        if grams:
            clauses.append(wq.And([wq.Term("grams", gram) for gram in grams], boost=NGRAM_WEIGHT))
    return wq.Or(clauses)


def phrase_query(text: str, weights: dict[str, float], ctx: Context, fuzzy: bool = True) -> wq.Query | None:
    """Free text or a quoted phrase: one term, or the terms as a phrase in each field."""
    tokens = [fold(word) for word, _start, _end in words(text)]
    stems = terms(text)
    if not stems:
        return None
    if len(stems) == 1:
        folded = next(token for token in tokens if stem(token) == stems[0])
        return term_query(folded, weights, ctx, fuzzy)
    return wq.Or([wq.Phrase(name, stems, boost=weight) for name, weight in weights.items()])


def compile_node(node: ql.Node | None, ctx: Context) -> wq.Query | None:
    compiled = _compile(node, ctx)
    return _standalone(compiled) if compiled is not None else None


def _standalone(query: wq.Query) -> wq.Query:
    """A bare exclusion matches everything else. Exclusions are Not(...) inside an And, never AndNot(...):
    whoosh3 3.54's AndNot lets excluded documents through."""
    return wq.And([wq.Every(), query]) if isinstance(query, wq.Not) else query


def _compile(node: ql.Node | None, ctx: Context) -> wq.Query | None:
    if node is None:
        return None
    if isinstance(node, ql.Word):
        return phrase_query(node.text, WEIGHTS, ctx)
    if isinstance(node, ql.Phrase):
        return phrase_query(node.text, WEIGHTS, ctx, fuzzy=False)
    if isinstance(node, ql.Filter):
        return compile_filter(node, ctx)
    if isinstance(node, ql.Not):
        child = _compile(node.child, ctx)
        return wq.Not(_standalone(child)) if child is not None else None
    children = [compiled for child in node.children if (compiled := _compile(child, ctx)) is not None]
    if not children:
        return None
    if isinstance(node, ql.Or):
        children = [_standalone(child) for child in children]
        return children[0] if len(children) == 1 else wq.Or(children)
    if all(isinstance(child, wq.Not) for child in children):
        children.insert(0, wq.Every())
    return children[0] if len(children) == 1 else wq.And(children)


def compile_filter(node: ql.Filter, ctx: Context) -> wq.Query:
    if node.key == "game":
        return wq.Term("game", resolve_game(node.value, ctx))
    if node.key == "edition":
        return wq.Term("editions", node.value.lower())
    if node.key == "type":
        key = type_key(node.value)
        if " " not in key and "-" not in key:
            key = stem(fold(node.value.strip()))
        return wq.Term("types", key)
    if node.key == "cost":
        number = int(node.value)
        low, high = {
            "=": (number, number),
            "<": (None, number - 1),
            "<=": (None, number),
            ">": (number + 1, None),
            ">=": (number, None),
        }[node.op]
        return wq.NumericRange("cost", low, high)
    if node.key == "kind":
        return wq.Or([wq.Term("type", doc_type) for doc_type in KINDS[node.value]])
    # name:
    compiled = phrase_query(node.value, NAME_ONLY, ctx, fuzzy=not node.quoted)
    if compiled is None:
        raise ql.QueryError(
            _("„name:%(value)s“ enthält kein suchbares Wort.") % {"value": node.value[:20]},
            None,
            node.value,
            'name:"Große Halle"',
        )
    return compiled


def resolve_game(value: str, ctx: Context) -> str:
    """`dominion`, `Dominion`, `burgund-karten`, a unique prefix (`dyn`), or a word of the game's name."""
    wanted = plain(fold(value.strip()))
    slugs = list(ctx.games)
    if wanted in slugs:
        return wanted
    starting = [slug for slug in slugs if slug.startswith(wanted)]
    if len(starting) == 1:
        return starting[0]
    if wanted in starting:
        return wanted
    by_name = [slug for slug, name in ctx.games.items() if wanted and wanted in plain(fold(name)).replace(" ", "-")]
    if len(by_name) == 1:
        return by_name[0]
    raise ql.QueryError(
        _("Unbekanntes Spiel „%(value)s“. Möglich: %(games)s.") % {"value": value[:30], "games": ", ".join(slugs)},
        None,
        value,
        "spiel:dominion",
    )

"""BM25F, with the body's score weighted by the kind of document, and field lengths held in lists.

Ranking is name > card text > FAQ/errata > rule text. Names are a field of their own (weighted in the query,
search.compile.WEIGHTS); everything else is one `body` field whose score is multiplied by the weight of the
document's type below. (Five fields with five weights cost five clauses per word; this costs two.)
Whoosh reads a length column per scored posting, most of the time a broad query (`Karte`) spends: here the
lengths of a segment are read once into a list."""

from __future__ import annotations

from whoosh import scoring

# Per field, the weight of a match by the type of the document it is in.
TYPE_WEIGHTS = {
    "body": {"card": 4.0, "faq": 2.0, "erratum": 2.0, "ruling": 1.5, "section": 1.0, "rule": 1.0},
    # a section heading or a ruling title is a name too, but rule text: below card text, above FAQ notes
    "name": {"card": 1.0, "section": 0.2, "ruling": 0.25},
}


class ListLengthBM25F(scoring.BM25F):
    def scorer(self, searcher, fieldname: str, text: str, qf: int = 1):
        if not searcher.schema[fieldname].scorable:
            return scoring.WeightScorer.for_(searcher, fieldname, text)
        return _Scorer(searcher, fieldname, text, self._field_B.get(fieldname, self.B), self.K1, qf=qf)


def field_lengths(searcher, fieldname: str) -> list[int]:
    """Lengths of `fieldname` for every document of the (segment) searcher, computed once per searcher."""
    cache = searcher.__dict__.setdefault("_regelwerk_lengths", {})
    lengths = cache.get(fieldname)
    if lengths is None:
        reader = searcher.reader()
        lengths = [reader.doc_field_length(docnum, fieldname, 1) for docnum in range(reader.doc_count_all())]
        cache[fieldname] = lengths
    return lengths


def type_weights(searcher, fieldname: str) -> list[float]:
    """The weight of a match in `fieldname` for every document of the (segment) searcher, by its type."""
    cache = searcher.__dict__.setdefault("_regelwerk_lengths", {})
    weights = cache.get(("type", fieldname))
    if weights is None:
        reader = searcher.reader()
        column = reader.column_reader("type")
        by_type = TYPE_WEIGHTS[fieldname]
        weights = [by_type.get(_text(column[docnum]), 1.0) for docnum in range(reader.doc_count_all())]
        cache[("type", fieldname)] = weights
    return weights


def _text(value) -> str:
    return value.decode() if isinstance(value, bytes) else value or ""


class _Scorer(scoring.BM25FScorer):
    def __init__(self, searcher, fieldname: str, text: str, B: float, K1: float, qf: int = 1):
        super().__init__(searcher, fieldname, text, B, K1, qf=qf)
        self.lengths = field_lengths(searcher, fieldname)
        self.weights = type_weights(searcher, fieldname) if fieldname in TYPE_WEIGHTS else None

    def score(self, matcher) -> float:
        docnum = matcher.id()
        weight = matcher.weight()
        length = self.lengths[docnum]
        score = self.idf * (weight * (self.K1 + 1)) / (weight + self.K1 * ((1 - self.B) + self.B * length / self.avgfl))
        return score * self.weights[docnum] if self.weights is not None else score

    def supports_block_quality(self) -> bool:
        return False  # the type weight is per document; block maxima would not bound it

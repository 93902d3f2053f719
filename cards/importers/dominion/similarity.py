"""Evidence that a divider block is about a card: its title, name mentions, and text similarity.

Score of block b against card c (digest §3.2):

    6.0 · [title line == German name] + log1p(#UPPER-CASE mentions) + 0.35 · log1p(#mentions) + 4.0 · tfidf

The TF-IDF part is the mean of a word 1-2-gram and a character 3-5-gram cosine, fitted on domdiv's German
texts and all block bodies together, so that words frequent everywhere ("Karte", "Nachziehstapel") weigh
little.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer

from .carddb import CardInfo
from .names import clean_title, count_mentions, fold, spellings
from .segment import Block

TITLE_WEIGHT = 6.0
UPPER_WEIGHT = 1.0
ANY_WEIGHT = 0.35
TFIDF_WEIGHT = 4.0
_BARE_COST = re.compile(r"^\d+\*?$")


def _prepare(text: str) -> str:
    # Markup stars and the LaTeX debris "/emph" (seed ln 881) are no words.
    return re.sub(r"[*_]|/emph", " ", text).lower()


def card_document(card: CardInfo) -> str:
    return f"{card.name_de}. {card.description_de} {card.extra_de}"


def title_key(block: Block) -> str:
    """The folded card-name part of a block's title lines ("2" / "FLEDERMAUS" -> "fledermaus")."""
    return fold(" ".join(clean_title(t) for t in block.title_lines if not _BARE_COST.match(t.strip())))


def title_matches(block: Block, card: CardInfo) -> bool:
    key = title_key(block)
    return bool(key) and any(fold(s) == key for s in spellings(card.name_de))


@dataclass
class TextSimilarity:
    """Cosine similarities between block bodies and card texts, all fitted at once."""

    block_ids: list[str]
    card_tags: list[str]
    matrix: np.ndarray

    @classmethod
    def fit(cls, blocks: list[Block], cards: list[CardInfo]) -> TextSimilarity:
        block_texts = [_prepare(b.text) for b in blocks]
        card_texts = [_prepare(card_document(c)) for c in cards]
        corpus = block_texts + card_texts
        total = np.zeros((len(blocks), len(cards)))
        for vectorizer in (
            TfidfVectorizer(analyzer="word", ngram_range=(1, 2), sublinear_tf=True, min_df=1),
            TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 5), sublinear_tf=True, min_df=2),
        ):
            matrix = vectorizer.fit_transform(corpus)  # rows are L2-normalised: dot product = cosine
            total += (matrix[: len(blocks)] @ matrix[len(blocks) :].T).toarray()
        return cls([b.id for b in blocks], [c.card_tag for c in cards], total / 2.0)

    def rows(self) -> dict[str, int]:
        return {block_id: i for i, block_id in enumerate(self.block_ids)}

    def columns(self) -> dict[str, int]:
        return {tag: j for j, tag in enumerate(self.card_tags)}


def evidence_score(block: Block, card: CardInfo, tfidf: float) -> float:
    mentions = count_mentions(spellings(card.name_de), block.text)
    return (
        TITLE_WEIGHT * title_matches(block, card)
        + UPPER_WEIGHT * math.log1p(mentions.upper)
        + ANY_WEIGHT * math.log1p(mentions.any_case)
        + TFIDF_WEIGHT * tfidf
    )

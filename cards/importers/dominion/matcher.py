"""Which domdiv card(s) each divider block documents (digest §3.2).

Card blocks: evidence scores (similarity.py) → one-to-one assignment per section
(scipy.optimize.linear_sum_assignment) → a second pass that adds the dividers' print order as a prior.
Multi-item pages, split piles and placeholders are resolved by direct name lookup.
Deterministic: no randomness anywhere; ties break by card tag order.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy.optimize import linear_sum_assignment

from .carddb import CardDb, CardInfo, load_card_db
from .classify import CARD, MULTI, PLACEHOLDER, SPLIT_PILE, classify, item_names
from .names import NameIndex, clean_title, name_index
from .order import best_key, order_bonus, repair_order
from .segment import Block, DividerDocument, Section
from .similarity import TextSimilarity, evidence_score, title_matches

HIGH, MEDIUM, LOW = "high", "medium", "low"
SECOND_COPY_PENALTY = 1.5  # a card may take a second, adjacent block (continuation pages)
NULL_SCORE = 0.25  # a block scoring less than this against every card stays unassigned
_FORBIDDEN = -1e6


@dataclass(frozen=True)
class Match:
    block: str
    kind: str
    card_tags: tuple[str, ...]
    confidence: str
    score: float
    runner_up: str | None
    margin: float | None
    method: str


def candidates(section: Section, db: CardDb) -> list[CardInfo]:
    """Cards a card block of this section may document: its sets, no landscapes, no basic supply.

    Landscapes are excluded because they have their own multi pages (without the filter Fahnenträger,
    26/9, went to the artifact Fahne). Copper ... Curse carry no text dividers (digest §6).
    """
    info = section.edition
    wanted = set(info.cardset_tags)
    found = []
    for card in db.cards.values():
        in_section = wanted.intersection(card.cardset_tags) or card.card_tag in info.extra_card_tags
        basic = "base" in card.cardset_tags and {"dominion1stEdition", "dominion2ndEdition"} & set(card.cardset_tags)
        if in_section and not card.is_landscape and not basic and card.types not in (("Trash",), ("Start Deck",)):
            found.append(card)
    return sorted(found, key=lambda c: c.card_tag)


def _assign(scores: np.ndarray, adjacent: np.ndarray) -> dict[int, int]:
    """Block row -> card column; one block per card unless two blocks are neighbours."""
    n_blocks, n_cards = scores.shape
    scores = scores.copy()
    while True:
        big = np.full((n_blocks, 2 * n_cards + n_blocks), _FORBIDDEN)
        big[:, :n_cards] = scores
        big[:, n_cards : 2 * n_cards] = scores - SECOND_COPY_PENALTY
        big[np.arange(n_blocks), 2 * n_cards + np.arange(n_blocks)] = NULL_SCORE
        rows, cols = linear_sum_assignment(-big)
        chosen = {int(r): int(c) % (2 * n_cards) for r, c in zip(rows, cols, strict=True) if c < 2 * n_cards}
        chosen = {r: (c if c < n_cards else c - n_cards) for r, c in chosen.items()}
        by_card: dict[int, list[int]] = {}
        for r, c in chosen.items():
            by_card.setdefault(c, []).append(r)
        conflict = False
        for c, rs in by_card.items():
            if len(rs) == 2 and not adjacent[rs[0], rs[1]]:
                weaker = min(rs, key=lambda r: (scores[r, c], -r))
                scores[weaker, c] = _FORBIDDEN  # non-adjacent duplicate (e.g. Knights): forbid the weaker pair
                conflict = True
        if not conflict:
            return chosen


def _adjacency(blocks: list[Block]) -> np.ndarray:
    idx = np.array([b.index for b in blocks])
    return np.abs(idx[:, None] - idx[None, :]) == 1


def _card_blocks_matches(
    section: Section, blocks: list[Block], cards: list[CardInfo], sim: TextSimilarity, db: CardDb
) -> list[Match]:
    rows, cols = sim.rows(), sim.columns()
    raw = np.array(
        [[evidence_score(b, c, float(sim.matrix[rows[b.id], cols[c.card_tag]])) for c in cards] for b in blocks]
    )
    adjacent = _adjacency(blocks)
    first = _assign(raw, adjacent)
    counts = np.bincount(list(first.values()), minlength=len(cards)) if first else np.zeros(len(cards), int)
    anchors = {}
    for r, c in first.items():
        others = np.delete(raw[r], c)
        margin = raw[r, c] - (others.max() if others.size else 0.0)
        if title_matches(blocks[r], cards[c]) or (margin >= 1.0 and counts[c] == 1):
            anchors[r] = c
    bonus = order_bonus(section, blocks, cards, anchors, db)
    final = _assign(raw + bonus, adjacent)
    if len(anchors) >= 2:
        key, _kept = best_key(section, cards, anchors, db)
        titled = {r for r, b in enumerate(blocks) if r in final and title_matches(b, cards[final[r]])}
        final = repair_order(final, raw, set(anchors) | titled, key, cards)
    counts = np.bincount(list(final.values()), minlength=len(cards)) if final else np.zeros(len(cards), int)

    matches = []
    for r, block in enumerate(blocks):
        best = int(np.argmax(raw[r]))
        if r not in final:
            ru = cards[best].card_tag if len(cards) else None
            matches.append(Match(block.id, CARD, (), LOW, 0.0, ru, None, "unassigned"))
            continue
        c = final[r]
        others = raw[r].copy()
        others[c] = -np.inf
        runner = int(np.argmax(others)) if len(cards) > 1 else None
        margin = float(raw[r, c] - others[runner]) if runner is not None else None
        by_title = title_matches(block, cards[c])
        supported = bonus[r, c] > 0
        if by_title or (c == best and (margin or 0) >= 1.0 and counts[c] == 1):
            confidence = HIGH
        elif (c == best and (margin or 0) >= 0.4) or (supported and raw[r, c] >= raw[r, best] - 0.5):
            confidence = MEDIUM
        else:
            confidence = LOW
        method = "title" if by_title else ("assignment+order" if first.get(r) != c else "assignment")
        matches.append(
            Match(
                block=block.id,
                kind=CARD,
                card_tags=(cards[c].card_tag,),
                confidence=confidence,
                score=round(float(raw[r, c]), 4),
                runner_up=cards[runner].card_tag if runner is not None else None,
                margin=round(margin, 4) if margin is not None else None,
                method=method,
            )
        )
    return matches


def _lookup_match(block: Block, kind: str, index: NameIndex) -> Match:
    tags: list[str] = []
    titles = [clean_title(t) for t in block.title_lines]
    if kind == SPLIT_PILE:
        for part in " ".join(titles).split("/"):
            tags += index.exact(part.strip())
    elif kind == PLACEHOLDER:
        for title in titles:
            tags += index.exact(title)
    else:  # multi: every "<Name>:" item that is a card, in print order
        for _name, found in item_names(block, index):
            tags += found
    unique = tuple(dict.fromkeys(tags))
    confidence = HIGH if unique else LOW
    method = {SPLIT_PILE: "split-title", PLACEHOLDER: "placeholder-title", MULTI: "items"}[kind]
    return Match(block.id, kind, unique, confidence, float(len(unique)), None, None, method if unique else "none")


def match(document: DividerDocument, card_db: CardDb | None = None) -> list[Match]:
    db = card_db or load_card_db()
    index = name_index(db)
    kinds = {b.id: classify(b, db) for b in document.blocks}
    card_blocks = [b for b in document.blocks if kinds[b.id] == CARD]
    pool = {c.card_tag: c for s in document.sections for c in candidates(s, db)}
    sim = TextSimilarity.fit(card_blocks, sorted(pool.values(), key=lambda c: c.card_tag))

    results: dict[str, Match] = {}
    for section in document.sections:
        blocks = [b for b in section.blocks if kinds[b.id] == CARD]
        if blocks:
            for m in _card_blocks_matches(section, blocks, candidates(section, db), sim, db):
                results[m.block] = m
        for b in section.blocks:
            if kinds[b.id] in (MULTI, SPLIT_PILE, PLACEHOLDER):
                results[b.id] = _lookup_match(b, kinds[b.id], index)
    return [results[b.id] for b in document.blocks if b.id in results]

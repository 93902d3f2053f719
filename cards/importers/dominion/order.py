"""The print order of the dividers as a prior for the matcher (digest §3.2, "Order prior").

Dividers are printed sorted, but not all sections sort alike: most by cost then German name, the HiG
Blütezeit, Reiche Ernte, Hinterland and Dark Ages sections alphabetically, and both 1st-edition base
sections print the "Erstes Spiel" ten first (seed ln 303-305, 535-537). Non-kingdom cards (Spoils,
Prizes, travellers, Platinum/Colony ...) come last. Rather than hard-coding a key per section, the key
that best explains the confident first-pass matches (anchors) is chosen: the one whose anchor keys
have the longest non-decreasing subsequence in block order.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

import numpy as np

from .carddb import CardDb, CardInfo
from .names import NameIndex, fold, name_index
from .segment import Block, Section

ORDER_BONUS = 1.5
SortKey = tuple


def _special(card: CardInfo) -> int:
    return int(not card.randomizer or "Traveller" in card.types)


def _cost(card: CardInfo) -> tuple[int, int, int]:
    cost = card.cost
    if cost is None:
        return (0, 0, 0)
    return (cost.coins or 0, cost.debt, int(cost.potion))


def first_game_cards(section: Section, index: NameIndex) -> set[str]:
    """Tags of the section's own "Erstes Spiel" recommended set, if it prints one."""
    for block in section.blocks:
        lines = [line.strip() for line in block.body_lines]
        for i, line in enumerate(lines[:-1]):
            if re.match(r"^Erstes Spiel\s*:", line):
                tags: set[str] = set()
                for name in lines[i + 1].split(","):
                    tags.update(index.fuzzy(name.strip())[0])
                return tags
    return set()


def sort_keys(section: Section, db: CardDb) -> dict[str, Callable[[CardInfo], SortKey]]:
    first = first_game_cards(section, name_index(db))
    keys: dict[str, Callable[[CardInfo], SortKey]] = {
        "cost-name": lambda c: (_special(c), _cost(c), fold(c.name_de)),
        "name": lambda c: (_special(c), (0, 0, 0), fold(c.name_de)),
    }
    if first:
        keys["first-game-then-name"] = lambda c: (
            _special(c),
            (0 if c.card_tag in first else 1, *(_cost(c)[:2] if c.card_tag in first else (0, 0))),
            fold(c.name_de),
        )
    return keys


def longest_non_decreasing(values: list[SortKey]) -> list[int]:
    """Indices of one longest non-decreasing subsequence (patience sorting, O(n log n))."""
    tails: list[SortKey] = []
    tail_idx: list[int] = []
    parent = [-1] * len(values)
    for i, v in enumerate(values):
        pos = bisect.bisect_right(tails, v)
        if pos == len(tails):
            tails.append(v)
            tail_idx.append(i)
        else:
            tails[pos] = v
            tail_idx[pos] = i
        parent[i] = tail_idx[pos - 1] if pos > 0 else -1
    out, i = [], tail_idx[-1] if tail_idx else -1
    while i >= 0:
        out.append(i)
        i = parent[i]
    return out[::-1]


def best_key(
    section: Section, cards: list[CardInfo], anchors: dict[int, int], db: CardDb
) -> tuple[Callable[[CardInfo], SortKey], list[int]]:
    """The sort key most consistent with the anchors, and the anchor rows that agree with it."""
    rows = sorted(anchors)
    best: tuple[int, list[int], Callable[[CardInfo], SortKey]] | None = None
    for key in sort_keys(section, db).values():
        keep = longest_non_decreasing([key(cards[anchors[r]]) for r in rows])
        if best is None or len(keep) > best[0]:
            best = (len(keep), [rows[i] for i in keep], key)
    assert best is not None
    return best[2], best[1]


def order_bonus(
    section: Section, blocks: list[Block], cards: list[CardInfo], anchors: dict[int, int], db: CardDb
) -> np.ndarray:
    """+ORDER_BONUS for (block, card) where the card's key lies between the neighbouring anchors' keys."""
    bonus = np.zeros((len(blocks), len(cards)))
    if len(anchors) < 2:
        return bonus
    key, kept = best_key(section, cards, anchors, db)
    card_keys = [key(c) for c in cards]
    for r in range(len(blocks)):
        if r in anchors:
            continue
        lower = [key(cards[anchors[a]]) for a in kept if a < r]
        upper = [key(cards[anchors[a]]) for a in kept if a > r]
        lo, hi = (lower[-1] if lower else None), (upper[0] if upper else None)
        for j, k in enumerate(card_keys):
            if (lo is None or lo <= k) and (hi is None or k <= hi):
                bonus[r, j] = ORDER_BONUS
    return bonus


SWAP_TOLERANCE = 1.0


def repair_order(
    chosen: dict[int, int],
    raw: np.ndarray,
    fixed: set[int],
    key: Callable[[CardInfo], SortKey],
    cards: list[CardInfo],
) -> dict[int, int]:
    """Swap two neighbouring non-anchor blocks whose cards are printed out of order.

    Bonus ranges cannot order two unsure blocks between the same anchors (RGG Intrige 7/11-7/12: Brücke's
    note is printed before Eisenhütte's, but Eisenhütte's note names the BRÜCKE). A swap is made only when
    it puts the pair in key order and costs at most SWAP_TOLERANCE of raw evidence.
    """
    chosen = dict(chosen)
    changed = True
    while changed:
        changed = False
        for r in sorted(chosen):
            s = r + 1
            if s not in chosen or r in fixed or s in fixed:
                continue
            a, b = chosen[r], chosen[s]
            if a == b or not key(cards[a]) > key(cards[b]):
                continue
            loss = (raw[r, a] + raw[s, b]) - (raw[r, b] + raw[s, a])
            if loss <= SWAP_TOLERANCE:
                chosen[r], chosen[s] = b, a
                changed = True
    return chosen

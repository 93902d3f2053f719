"""A pile whose hidden order is revealed lazily.

A shuffled pile is a multiset until an event reveals a card. Cards that leave the pile unseen
(a hidden draw of an opponent) stay "outstanding": their identities remain in the pool, and a
later reveal of such a card elsewhere (`resolve`) takes its identity out of the pool.

This is sound, never over-strict: every check only asks whether the pool still holds the card, so
a consistent record is never reported inconsistent. (It can miss a contradiction that depends on
which shuffle an unseen card came from; the pool does not remember that.)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.core.rng import shuffled

_new_counter = Counter.__new__  # Counter(c) runs Counter.update in Python; a plain dict copy is 4× faster
_dict_update = dict.update


class PileError(ValueError):
    """The requested operation contradicts what is known about the pile."""


@dataclass
class Pile:
    """`top`: cards of known identity and order above the shuffled part (index 0 is the top card).

    `pool`: identities of the shuffled part plus of the outstanding unseen cards that left it.
    `hidden`: how many of the pool's cards still lie in the pile.
    """

    top: list[str] = field(default_factory=list)
    pool: Counter[str] = field(default_factory=Counter)
    hidden: int = 0

    @classmethod
    def shuffled_from(cls, cards: Mapping[str, int] | Iterable[str]) -> Pile:
        pool = Counter(cards)
        return cls([], +pool, sum(pool.values()))

    def copy(self) -> Pile:
        """An independent copy (same as `copy.deepcopy`, but without its generic machinery)."""
        cls = type(self)
        new = cls.__new__(cls)
        pool = _new_counter(Counter)
        _dict_update(pool, self.pool)
        if cls is Pile:
            # the three fields, set one by one: touching `__dict__` makes CPython 3.11 read an instance's
            # attributes ~3× slower from then on (and the engines read piles all the time)
            new.hidden = self.hidden
        else:  # a subclass may carry more attributes
            new.__dict__.update(self.__dict__)
        new.top, new.pool = list(self.top), pool
        return new

    @property
    def size(self) -> int:
        return len(self.top) + self.hidden

    @property
    def outstanding(self) -> int:
        """Cards that left the pile unseen and whose identities are still in the pool."""
        return sum(self.pool.values()) - self.hidden

    def could_be_next(self, card: str) -> bool:
        """Could `card` be the next card drawn from the pile?"""
        if self.top:
            return self.top[0] == card
        return self.hidden > 0 and self.pool[card] > 0

    def possible_next(self) -> list[str]:
        if self.top:
            return [self.top[0]]
        if self.hidden == 0:
            return []
        return sorted(card for card, n in self.pool.items() if n > 0)

    def draw(self, card: str | None = None) -> str | None:
        """Take the top card. `card` is what the record says it is (None: not seen).

        Returns the card when its identity is known afterwards, else None.
        """
        if self.size == 0:
            raise PileError("the pile is empty")
        if self.top:
            known = self.top[0]
            if card is not None and card != known:
                raise PileError(f"the top card is known to be {known}, not {card}")
            return self.top.pop(0)
        if card is None:
            self.hidden -= 1
            return None
        if self.pool[card] <= 0:
            raise PileError(f"{card} cannot be in the pile")
        self.pool[card] -= 1
        self.pool = +self.pool
        self.hidden -= 1
        return card

    def resolve(self, card: str) -> None:
        """An outstanding unseen card turned out to be `card`."""
        if self.outstanding <= 0:
            raise PileError("no unseen card of this pile is outstanding")
        if self.pool[card] <= 0:
            raise PileError(f"{card} cannot be among the unseen cards")
        self.pool[card] -= 1
        self.pool = +self.pool

    def can_resolve(self, card: str) -> bool:
        return self.outstanding > 0 and self.pool[card] > 0

    def put_on_top(self, card: str) -> None:
        self.top.insert(0, card)

    def put_at(self, card: str, position: int) -> None:
        """Put a known card at `position` (0 = top). Below the known top it joins the hidden part."""
        if position <= len(self.top):
            self.top.insert(position, card)
        else:
            self.pool[card] += 1
            self.hidden += 1

    def return_unseen(self, count: int = 1) -> None:
        """Outstanding unseen cards go back into the hidden part (e.g. a hidden hand card put back)."""
        if count > self.outstanding:
            raise PileError("more cards returned than are outstanding")
        self.hidden += count

    def shuffle_in(self, cards: Mapping[str, int], unseen: int = 0) -> None:
        """Form a new pile from known cards plus `unseen` outstanding cards (a shuffled discard pile)."""
        if self.size:
            raise PileError("only an empty pile is replaced by a shuffled one")
        if unseen > self.outstanding:
            raise PileError("more unseen cards shuffled in than are outstanding")
        self.pool.update(cards)
        self.pool = +self.pool
        self.hidden = sum(cards.values()) + unseen

    def fix_order(self, seed: int | str, *labels: object) -> None:
        """Deal the hidden part into a concrete seeded order (seeded records and self-play)."""
        if self.outstanding:
            raise PileError("cannot fix the order while unseen cards are outstanding")
        cards = [card for card, n in sorted(self.pool.items()) for _ in range(n)]
        self.top.extend(shuffled(cards, seed, *labels))
        self.pool = Counter()
        self.hidden = 0

    def contents(self) -> Counter[str]:
        """All cards in the pile when no card is outstanding (otherwise the pool is an upper bound)."""
        result = Counter(self.top)
        if self.outstanding == 0:
            result.update(self.pool)
        return result

    def to_json(self) -> dict[str, Any]:
        return {"top": list(self.top), "pool": dict(sorted(self.pool.items())), "hidden": self.hidden}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Pile:
        return cls(list(data.get("top", [])), Counter(data.get("pool", {})), int(data.get("hidden", 0)))

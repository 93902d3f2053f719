"""Card names completed as one types ("Thr" → Thronsaal, Thronerbe …), for the autocomplete API and the live
search box: German and English names and the catalog's other spellings, case, punctuation and umlauts ignored,
closest first (the whole name, then a name that starts so, then a word of it, then anywhere, then a typo)."""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass

from django.db.models import Count, Max

from .collation import fold, sort_key
from .models import Card

MAX_RESULTS = 20
MAX_QUERY = 100
_NON_WORD = re.compile(r"[^0-9a-z]+")
_DIGRAPHS = (("ae", "a"), ("oe", "o"), ("ue", "u"))


def normalize(text: str) -> str:
    """Folded to plain letters and digits, single spaces: "Bäcker", "Baecker" and "BÄCKER!" are all "backer"."""
    folded = fold(text)
    for digraph, vowel in _DIGRAPHS:
        folded = folded.replace(digraph, vowel)
    return _NON_WORD.sub(" ", folded).strip()


@dataclass(frozen=True)
class Entry:
    key: str  # normalized spelling
    compact: str  # without spaces
    words: tuple[str, ...]
    name: str  # the spelling as the catalog has it
    language: str  # "de", "en" or "alias"
    card_id: int


@dataclass(frozen=True)
class Completion:
    name: str
    language: str
    card: Card
    rank: int

    def as_dict(self) -> dict:
        card = self.card
        return {"name": self.name, "name_de": card.name_de, "name_en": card.name_en, "matched": self.language,
                "game": card.game.slug, "slug": card.slug, "url": card.get_absolute_url()}


class _Names:
    """All spellings of all cards, rebuilt when the catalog changed (count or highest id differs)."""

    def __init__(self) -> None:
        self.version: tuple | None = None
        self.entries: list[Entry] = []
        self.cards: dict[int, Card] = {}
        self.lock = threading.Lock()

    def current(self) -> tuple[list[Entry], dict[int, Card]]:
        stats = Card.objects.aggregate(count=Count("id"), last=Max("id"))
        version = (stats["count"], stats["last"])
        with self.lock:
            if version != self.version:
                cards = {card.pk: card for card in Card.objects.select_related("game")}
                entries = []
                for card in cards.values():
                    spellings = [(card.name_de, "de"), (card.name_en, "en")]
                    spellings += [(alias, "alias") for alias in card.aliases or [] if isinstance(alias, str)]
                    seen = set()
                    for name, language in spellings:
                        key = normalize(name or "")
                        if key and key not in seen:
                            seen.add(key)
                            entries.append(Entry(key, key.replace(" ", ""), tuple(key.split()), name, language,
                                                 card.pk))
                self.entries, self.cards, self.version = entries, cards, version
            return self.entries, self.cards


_names = _Names()


def _typos(query: str, entry: Entry) -> int | None:
    """Edits between the query and the start of the name as long as the query (1 allowed from 4 letters, 2 from 8)."""
    allowed = 0 if len(query) < 4 else 1 if len(query) < 8 else 2
    if not allowed:
        return None
    head = entry.compact[: len(query)]
    if abs(len(head) - len(query)) > allowed:
        return None
    distance = _distance(query, head, allowed)
    return distance if distance <= allowed else None


def _distance(a: str, b: str, bound: int) -> int:
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        current = [i]
        for j, y in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x != y)))
        if min(current) > bound:
            return bound + 1
        previous = current
    return previous[-1]


def _rank(query: str, compact_query: str, entry: Entry) -> int | None:
    if entry.key == query or entry.compact == compact_query:
        return 0
    if entry.key.startswith(query) or entry.compact.startswith(compact_query):
        return 1
    if any(word.startswith(compact_query) for word in entry.words[1:]):
        return 2
    if len(compact_query) >= 3 and compact_query in entry.compact:
        return 3
    typos = _typos(compact_query, entry)
    return None if typos is None else 3 + typos


def complete(text: str, game: str | None = None, limit: int = MAX_RESULTS) -> list[Completion]:
    """Up to `limit` cards whose name (German, English or another spelling) fits what was typed, closest first;
    each card once, under the spelling that fit best (German before English on a tie)."""
    query = normalize((text or "")[:MAX_QUERY])
    if not query:
        return []
    compact_query = query.replace(" ", "")
    entries, cards = _names.current()
    best: dict[int, tuple[int, int, Entry]] = {}
    order = {"de": 0, "en": 1, "alias": 2}
    for entry in entries:
        rank = _rank(query, compact_query, entry)
        if rank is None:
            continue
        card = cards[entry.card_id]
        if game and card.game.slug != game:
            continue
        candidate = (rank, order[entry.language], entry)
        if entry.card_id not in best or candidate[:2] < best[entry.card_id][:2]:
            best[entry.card_id] = candidate
    ranked = sorted(best.values(), key=lambda item: (item[0], item[1], len(item[2].compact),
                                                     sort_key(item[2].name)))
    return [Completion(entry.name, entry.language, cards[entry.card_id], rank)
            for rank, _language, entry in ranked[: max(1, min(limit, MAX_RESULTS))]]

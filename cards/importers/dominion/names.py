"""German card names as they appear in the divider text: folding, inflections, aliases, lookup.

The seed writes names in running text ("den Thronsaal"), in capitals ("**THRONSAALS**", "DÖRFER",
"JUNGEN HEXE") and sometimes misspelt; digest §3.2 lists the spellings that need an alias.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import cache

from .carddb import CardDb

# domdiv German name -> spellings used in the seed (digest §3.2; each checked in the seed text).
ALIASES: dict[str, tuple[str, ...]] = {
    "Befestigtes Dorf": ("Carcassonne",),  # HiG promo name, seed ln 7147
    "Adelige": ("Adlige",),  # spelling variant, recommended sets, seed ln 1030
    "Katzengold": ("Katzensgold",),  # HiG Hinterland, seed ln 3239
    "Fruchtbares Land": ("Fruchtbare Land",),  # seed ln 3177
    "Handelsschiff": ("Handesschiff",),  # typo, seed ln 1883
    "Gildenhaus": ("Gildenhause",),  # typo, seed ln 6833
    "Turm": ("Turn",),  # typo, seed ln 5954
}
_UMLAUT = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "Ä": "a", "Ö": "o", "Ü": "u"})
# Endings of German inflection and plural; umlaut plurals (Dorf/Dörfer) are covered by _VOWEL below.
_SUFFIX = r"(?:e|en|n|s|es|er|ern|ns|r|ens|em)?"
_VOWEL = {"a": "[aä]", "o": "[oö]", "u": "[uü]", "ä": "[äa]", "ö": "[öo]", "ü": "[üu]"}


def fold(text: str) -> str:
    """Lower-case ASCII-ish key: umlauts folded, ß→ss, punctuation and markup to single spaces."""
    text = text.lower().replace("ß", "ss").replace("ẞ", "ss").translate(_UMLAUT)
    return " ".join(re.sub(r"[^a-z0-9]+", " ", text).split())


def _word_pattern(word: str) -> str:
    parts = []
    for ch in word.lower():
        if ch in _VOWEL:
            parts.append(_VOWEL[ch])
        elif ch == "ß":
            parts.append("(?:ß|ss)")
        else:
            parts.append(re.escape(ch))
    return "".join(parts) + _SUFFIX


@cache
def name_regex(name: str) -> re.Pattern[str]:
    """Matches `name` with inflected words, any case, markup stars or hyphen-compounds around it."""
    words = [w for w in re.split(r"[\s\-]+", name) if w]
    body = r"[\s\-*]+".join(_word_pattern(w) for w in words)
    return re.compile(rf"(?<![\wÄÖÜäöüß]){body}(?![\wÄÖÜäöüß])", re.IGNORECASE)


@dataclass(frozen=True)
class Mentions:
    upper: int
    any_case: int


def count_mentions(names: tuple[str, ...], text: str) -> Mentions:
    upper = any_case = 0
    for name in names:
        for m in name_regex(name).finditer(text):
            any_case += 1
            span = m.group()
            if span.upper() == span and any(c.isalpha() for c in span):
                upper += 1
    return Mentions(upper, any_case)


def spellings(name_de: str) -> tuple[str, ...]:
    return (name_de, *ALIASES.get(name_de, ()))


_COST_PREFIX = re.compile(r"^\d+\*?(?:-\d+)?\s+")
_PAGE = re.compile(r"\s*\((?:\d+/\d+|teil \d+)\)\s*$", re.IGNORECASE)


def clean_title(title: str) -> str:
    """ "4 THRONSAAL" -> "THRONSAAL", "3-8 PROJEKTE (1/8)" -> "PROJEKTE"."""
    return _PAGE.sub("", _COST_PREFIX.sub("", title.strip())).strip()


class NameIndex:
    """Folded German name (and alias) -> card tags, over domdiv cards and cards_de helper keys."""

    def __init__(self, db: CardDb) -> None:
        self._exact: dict[str, list[str]] = {}
        for card in db.cards.values():
            for spelling in spellings(card.name_de):
                self._exact.setdefault(fold(spelling), []).append(card.card_tag)
            # Two-sided states are named "Elendig / Doppelt Elendig"; the seed names each side (ln 6264).
            if " / " in card.name_de:
                for side in card.name_de.split(" / "):
                    self._exact.setdefault(fold(side), []).append(card.card_tag)
        # cards_de knows the five single Ruins by name; they are documented in the one Ruins block.
        for helper, name in db.helpers.items():
            key = fold(name)
            if key and key not in self._exact and helper[:1].isupper() and " - " not in helper and "->" not in helper:
                self._exact.setdefault(key, []).append(helper)
        self._keys = sorted(self._exact)

    def exact(self, name: str) -> list[str]:
        return list(self._exact.get(fold(name), []))

    def fuzzy(self, name: str, cutoff: float = 0.84) -> tuple[list[str], str | None]:
        """Tags for `name`, tolerating typos (Handlinger, Wildddiebin ...); also the key it matched."""
        key = fold(name)
        if key in self._exact:
            return list(self._exact[key]), key
        close = difflib.get_close_matches(key, self._keys, n=1, cutoff=cutoff)
        if close:
            return list(self._exact[close[0]]), close[0]
        return [], None


_INDEXES: dict[int, tuple[CardDb, NameIndex]] = {}


def name_index(db: CardDb) -> NameIndex:
    """One NameIndex per CardDb (building it folds ~1700 names; classify() needs it for every block)."""
    hit = _INDEXES.get(id(db))
    if hit is None or hit[0] is not db:
        hit = _INDEXES[id(db)] = (db, NameIndex(db))
    return hit[1]

"""German text analysis for the index and for queries: folding, stemming, stop words, compounds.

One pipeline on both sides, so that what a player types meets what the rulebook says:

    text → words → lower case → ß/ae/oe/ue folded → stop words dropped → Snowball German stem → umlauts removed

`Gärten`, `Gaerten` and `gärten` all become `gart`; `Straße` and `Strasse` become `strass`.

Compound words (`Handkarten`, `Aktionskarte`, `Thronsaal`) are found by their parts in one of two ways,
chosen per index (see `Compounds`): splitting against the corpus vocabulary (extra tokens for the parts, at
the position of the compound), or character n-grams in a separate field. bench/search.py measures both.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import lru_cache

import Stemmer
from whoosh.analysis import Composable, Filter, Token, Tokenizer


class Compounds:
    """How compound words are found by their parts."""

    SPLIT = "split"  # decompounding against the corpus vocabulary (index side only)
    NGRAM = "ngram"  # character n-grams of every word in a field of their own
    NONE = "none"

    ALL = (SPLIT, NGRAM, NONE)


# The Snowball German stop word list, written out here (function words only; no game vocabulary).
STOP_WORDS = frozenset(
    """
    aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes anderm andern
    anderr anders auch auf aus bei bin bis bist da damit dann das dass dasselbe dazu daß dein deine deinem deinen
    deiner deines dem demselben den denn denselben der derer derselbe derselben des desselben dessen dich die dies
    diese dieselbe dieselben diesem diesen dieser dieses dir doch dort du durch ein eine einem einen einer eines
    einig einige einigem einigen einiger einiges einmal er es etwas euch euer eure eurem euren eurer eures für
    gegen gewesen hab habe haben hat hatte hatten hier hin hinter ich ihm ihn ihnen ihr ihre ihrem ihren ihrer
    ihres im in indem ins ist jede jedem jeden jeder jedes jene jenem jenen jener jenes jetzt kann kein keine
    keinem keinen keiner keines können könnte machen man manche manchem manchen mancher manches mein meine
    meinem meinen meiner meines mich mir mit muss musste nach nicht nichts noch nun nur ob oder ohne sehr sein
    seine seinem seinen seiner seines selbst sich sie sind so solche solchem solchen solcher solches soll sollte
    sondern sonst über um und uns unsere unserem unseren unser unseres unter viel vom von vor während war waren
    warst was weg weil weiter welche welchem welchen welcher welches wenn werde werden wie wieder will wir wird
    wirst wo wollen wollte würde würden zu zum zur zwar zwischen
    """.split()
)
# The stop words as they look after folding (für → fur), so both spellings are dropped.
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_DIGRAPH = re.compile(r"(?<!q)ue|ae|oe")
_DIGRAPH_TO_UMLAUT = {"ae": "ä", "oe": "ö", "ue": "ü"}
_UMLAUT_TO_VOWEL = str.maketrans({"ä": "a", "ö": "o", "ü": "u"})
_STEMMER = Stemmer.Stemmer("german")
MIN_PART = 3  # shortest compound part (Rat-, Hof-, Tor-)
MIN_COMPOUND = 7  # shorter words are not split
NGRAM_SIZE = 4


def fold(word: str) -> str:
    """Lower case, ß → ss, ae/oe/ue → umlaut, other accents removed; umlauts stay (the stemmer needs them)."""
    word = word.lower().replace("ß", "ss")
    word = _DIGRAPH.sub(lambda m: _DIGRAPH_TO_UMLAUT[m.group(0)], word)
    if not word.isascii():
        # é → e, but keep ä/ö/ü as they are: decompose, drop combining marks except the diaeresis.
        decomposed = unicodedata.normalize("NFD", word)
        word = unicodedata.normalize(
            "NFC", "".join(c for c in decomposed if not unicodedata.combining(c) or c == "\u0308")
        )
    return word


_FOLDED_STOPS = frozenset(fold(word) for word in STOP_WORDS)


def is_stop(folded: str) -> bool:
    return folded in _FOLDED_STOPS


@lru_cache(maxsize=200_000)
def stem(folded: str) -> str:
    """Snowball German stem of a folded word, with umlauts removed (Gärten → gart)."""
    return _STEMMER.stemWord(folded).translate(_UMLAUT_TO_VOWEL)


def root(folded: str) -> str:
    """Snowball German stem of a folded word with its umlauts kept: the form the compound vocabulary knows."""
    return _STEMMER.stemWord(folded)


def plain(folded: str) -> str:
    """A folded word without umlauts, unstemmed: the form n-grams and typo distances are computed on."""
    return folded.translate(_UMLAUT_TO_VOWEL)


def words(text: str) -> Iterator[tuple[str, int, int]]:
    """(word, start, end) for every word of `text`."""
    for match in _WORD.finditer(text):
        yield match.group(0), match.start(), match.end()


def terms(text: str) -> list[str]:
    """The index terms of `text` as a query sees them: folded, stop words dropped, stemmed."""
    result = []
    for word, _start, _end in words(text):
        folded = fold(word)
        if not is_stop(folded):
            result.append(stem(folded))
    return result


# --- compounds: splitting against the corpus vocabulary ------------------------------------------------

LINKS = ("", "s", "es", "n", "en", "e", "er")  # Fugenelemente: Aktion-s-karte, Straße-n-karte


class Vocabulary:
    """Known words of the corpus (folded, and their stems) with frequencies; splits compounds into them."""

    def __init__(self, counts: dict[str, int] | None = None):
        self.counts: dict[str, int] = dict(counts or {})

    @classmethod
    def from_texts(cls, texts: Iterable[str]) -> Vocabulary:
        counts: Counter[str] = Counter()
        for text in texts:
            for word, _start, _end in words(text):
                folded = fold(word)
                if len(folded) >= MIN_PART and folded.isalpha() and not is_stop(folded):
                    counts[folded] += 1
        # A stem counts as a known part too: `nachziehen` makes `nachzieh` known, `Throne` makes `thron`.
        stems: Counter[str] = Counter()
        for word, n in counts.items():
            stemmed = _STEMMER.stemWord(word)
            if stemmed != word and len(stemmed) >= MIN_PART:
                stems[stemmed] += n
        counts.update(stems)
        return cls(counts)

    def __len__(self) -> int:
        return len(self.counts)

    def __getstate__(self) -> dict:
        return {"counts": self.counts}

    def __setstate__(self, state: dict) -> None:
        self.counts = state["counts"]
        self._cache = {}

    def split(self, folded: str) -> list[str]:
        """The parts of a compound (folded, unstemmed), or [] when `folded` is not a known compound."""
        if len(folded) < MIN_COMPOUND or not folded.isalpha():
            return []
        cache = self.__dict__.setdefault("_cache", {})
        if folded not in cache:
            best = self._best_split(folded, depth=0)
            cache[folded] = best[1] if best and len(best[1]) > 1 else []
        return cache[folded]

    def _known(self, part: str, first: bool = False) -> int:
        # Three-letter parts only at the front (Rat-, Hof-, Zug-): inside a word they are mostly noise (ver-).
        if len(part) < (MIN_PART if first else MIN_PART + 1) or is_stop(part):
            return 0
        return self.counts.get(part, 0)

    def _best_split(self, word: str, depth: int) -> tuple[float, list[str]] | None:
        """Koehn/Knight: among splits into known parts, the one with the highest geometric mean frequency.

        When no split into known parts exists, a known head of four or more letters followed by an unknown
        tail of four or more letters still counts (Thron-saal: `Saal` never stands alone in the rulebooks).
        """
        candidates: list[tuple[float, list[str]]] = []
        whole = self._known(word)
        if whole and depth > 0:
            candidates.append((float(whole), [word]))
        fallback: tuple[int, int, list[str]] | None = None
        if depth < 2:
            for cut in range(MIN_PART, len(word) - MIN_PART):
                head = word[:cut]
                head_count = self._known(head, first=depth == 0)
                if not head_count:
                    continue
                rest = word[cut:]
                for link in LINKS:
                    if not rest.startswith(link) or len(rest) - len(link) < MIN_PART + 1:
                        continue
                    tail = self._best_split(rest[len(link) :], depth + 1)
                    if tail is None:
                        if depth == 0 and not link and len(head) > MIN_PART:
                            # the longest known head wins (Handels-straße, Nachbar-schaft)
                            option = (len(head), 0, [head, rest])
                            fallback = max(fallback, option, key=lambda o: o[:2]) if fallback else option
                        continue
                    tail_score, tail_parts = tail
                    parts = [head, *tail_parts]
                    # geometric mean over the parts, the tail's mean weighted by its number of parts
                    score = math.exp((math.log(head_count) + math.log(tail_score) * len(tail_parts)) / len(parts))
                    candidates.append((score, parts))
        if not candidates:
            return (0.0, fallback[2]) if fallback else None
        # More parts only when they are not rarer: prefer fewer parts on ties.
        return max(candidates, key=lambda item: (item[0], -len(item[1])))


# --- Whoosh analyzers -----------------------------------------------------------------------------------


class WordTokenizer(Tokenizer):
    """Splits text into words (letters and digits), with positions and character offsets."""

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other)

    def __call__(
        self,
        value: str,
        positions: bool = False,
        chars: bool = False,
        keeporiginal: bool = False,
        removestops: bool = True,
        start_pos: int = 0,
        start_char: int = 0,
        tokenize: bool = True,
        mode: str = "",
        **kwargs,
    ) -> Iterator[Token]:
        token = Token(positions, chars, removestops=removestops, mode=mode, **kwargs)
        pos = start_pos
        for word, start, end in words(value):
            token.text = word
            token.boost = 1.0
            token.stopped = False
            if keeporiginal:
                token.original = word
            if positions:
                token.pos = pos
                pos += 1
            if chars:
                token.startchar = start_char + start
                token.endchar = start_char + end
            yield token


class GermanFilter(Filter):
    """Folds, drops stop words, stems; in index mode also adds compound parts at the compound's position."""

    def __init__(self, vocabulary: Vocabulary | None = None):
        self.vocabulary = vocabulary

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.vocabulary is other.vocabulary

    def __call__(self, tokens: Iterable[Token]) -> Iterator[Token]:
        vocabulary = self.vocabulary
        pos = None
        for token in tokens:
            folded = fold(token.text)
            if is_stop(folded):
                continue
            if token.positions:
                pos = token.pos if pos is None else pos + 1
                token.pos = pos
            token.text = stem(folded)
            yield token
            if vocabulary is not None and token.mode == "index":
                whole = token.text
                for part in vocabulary.split(folded):
                    part_stem = stem(part)
                    if part_stem != whole:
                        token.text = part_stem
                        token.boost = 0.5  # a part matches, but weaker than the word itself
                        yield token
                token.boost = 1.0


class NgramFilter(Filter):
    """Every word (folded, umlauts removed, unstemmed) → its character n-grams."""

    def __init__(self, size: int = NGRAM_SIZE):
        self.size = size

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.size == other.size

    def __call__(self, tokens: Iterable[Token]) -> Iterator[Token]:
        size = self.size
        for token in tokens:
            folded = fold(token.text)
            if is_stop(folded):
                continue
            word = plain(folded)
            for gram in ngrams(word, size):
                token.text = gram
                yield token


def ngrams(word: str, size: int = NGRAM_SIZE) -> list[str]:
    if len(word) < size:
        return []
    return [word[i : i + size] for i in range(len(word) - size + 1)]


def german_analyzer(vocabulary: Vocabulary | None = None) -> Composable:
    return WordTokenizer() | GermanFilter(vocabulary)


def ngram_analyzer(size: int = NGRAM_SIZE) -> Composable:
    return WordTokenizer() | NgramFilter(size)

"""What a player's question is about: the cards and tiles it names, the game's own words, its numbers, and
the words that only carry the sentence (filler), which are dropped.

The same analysis as the index (search.analysis: folding, stemming, stop words), so `Thronsaals`, `Thronsaal`
and `Throne Room` all name the card; a name written with one or two typos (`Thronsal`, `Köngishof`) is
recognised like the search page's fuzzy names (search.compile.fuzzy_distance), but only when the word itself
is unknown to the index (`Karte` is never taken for `Karl`).

Filler is measured on the catalog, not listed by hand: a word that occurs in the documents of at least
FILLER_GAMES of the games (its use is general language, not one game's rules) and is no part of a card's
name is filler (`darf`, `schon`, `zwei`, `mal`, `einfach`, `zählt`, `geht`, `Karten`, `spielen` ...). A word
that belongs to one or a few games' rules (`Durchgang`, `Kaufphase`, `Handkarte`) is not, and if it stands in a
heading of the game's rulebook it counts as the game's vocabulary; so does a heading word that several games
share but the chosen game uses far more than the catalog does (`Auslage`, see VOCABULARY_LIFT). bench/suggestions.py measures
the effect on the relevance suite (tests/data/suggestions/questions.json).

Filler alone says nothing, but two filler words of a question that the rules write as one word are telling:
`Spiel … zu Ende` is `Spielende`, `Karten auf der Hand` are `Handkarten` (looked up in the index's own compound
vocabulary, kind "compound"). The cards a question's title names are its subjects; a card with two names
(`Condottiere/Miliz`, `Harem / Farm`) is recognised by either.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.db import DatabaseError

from cards.models import Card
from rulings.models import RuleSection

from .analysis import LINKS, MIN_PART, Vocabulary, fold, is_stop, root, stem, words
from .compile import edit_distance, fuzzy_distance
from .index import IndexUnavailable
from .index import searcher as current_searcher

FILLER_GAMES = 4  # a word in the documents of this many games is general language (of 5 games)
# ... unless it stands in a heading of the chosen game's rulebook and that game's documents use it at least this
# many times as often as the catalog does (measured: Auslage in burgund-karten 6.0; Karten in Dominion 1.4,
# darf 1.4, spiel 1.0 — the words the issue names as filler stay below 2)
VOCABULARY_LIFT = 2.0
MAX_NAME_WORDS = 4  # the longest card name in words (Bonuskarte "Alle 7 Arten")
TELLING_TYPE_SHARE = 0.25  # a card type of at most this share of its game's cards tells (Angriff; not Aktion)
COMPOUND_WINDOW = 8  # two words of a question this close may be one compound of the rules (Spiel … zu Ende)
_ALTERNATIVES = re.compile(r"\s*/\s*")  # "Condottiere/Miliz", "Harem / Farm": one card, two names


@dataclass(frozen=True)
class NamedCard:
    """A card (or tile) the question names."""

    pk: int
    game: str
    name: str  # German name
    written: str  # as the player wrote it
    typo: bool = False  # recognised within a few edits only


@dataclass(frozen=True)
class Word:
    written: str
    stem: str
    kind: str  # "card" (part of a named card), "term" (the game's vocabulary), "number", "word", "filler",
    # "compound" (two words of the question that the rules write as one: Spiel … zu Ende → Spielende)
    parts: tuple[str, ...] = ()  # the stems of its compound parts as the index splits it (Nachtkarten → nacht, kart)
    joins: tuple[str, ...] = ()  # a "compound": the question's words it joins, as written
    titled: bool = False  # it stands in the question's title


@dataclass(frozen=True)
class Understanding:
    game: str | None
    cards: tuple[NamedCard, ...] = ()
    words: tuple[Word, ...] = ()
    subjects: frozenset[int] = frozenset()  # the named cards the question is about: those its title names

    def is_subject(self, pk: int) -> bool:
        return pk in self.subjects

    @property
    def telling(self) -> list[Word]:
        """The words to search for, in the order written (no filler, no repeats)."""
        seen: set[str] = set()
        result = []
        for word in self.words:
            if word.kind != "filler" and word.stem not in seen:
                seen.add(word.stem)
                result.append(word)
        return result

    def titled(self, stem: str) -> bool:
        """Whether the title has the word (the asker's own summary of what the question is about)."""
        return any(word.titled and word.stem == stem for word in self.words)

    @property
    def terms(self) -> list[str]:
        return [word.written for word in self.telling if word.kind == "term"]

    @property
    def numbers(self) -> list[str]:
        return [word.written for word in self.telling if word.kind == "number"]

    @property
    def fillers(self) -> list[str]:
        return sorted({word.written.lower() for word in self.words if word.kind == "filler"})

    @property
    def compounds(self) -> list[Word]:
        return [word for word in self.words if word.kind == "compound"]


# --- what the catalog knows: card names, headings, how widely a word is used ----------------------------------


@dataclass
class _Name:
    stems: tuple[str, ...]
    pk: int
    game: str
    name: str


@dataclass
class Lexicon:
    """Card names by first stem, the games' heading words, and (lazily) how many games use a word."""

    searcher: object
    names: dict[str, list[_Name]] = field(default_factory=dict)  # first stem → names starting with it
    name_stems: dict[str, frozenset[str]] = field(default_factory=dict)  # game → stems of its card names
    headings: dict[str, frozenset[str]] = field(default_factory=dict)  # game → stems of its section headings
    headed: dict[int, int] = field(default_factory=dict)  # rule section → the card its heading names ("Das Silber")
    types: dict[int, frozenset[str]] = field(default_factory=dict)  # card → stems of its telling types (Angriff)
    vocabulary: Vocabulary | None = None  # the index's compound vocabulary (search.analysis), if it splits
    _spread: dict[str, int] = field(default_factory=dict)
    _games: list[str] = field(default_factory=list)  # docnum → game

    def known(self, term: str) -> bool:
        reader = self.searcher.reader()
        return bool(reader.doc_frequency("body", term) or reader.doc_frequency("name", term))

    def spread(self, term: str) -> int:
        """In how many games' documents the word occurs."""
        if term not in self._spread:
            reader = self.searcher.reader()
            games: set[str] = set()
            if reader.doc_frequency("body", term):
                for docnum in reader.postings("body", term).all_ids():
                    games.add(self._games[docnum])
            self._spread[term] = len(games)
        return self._spread[term]

    def lift(self, term: str, game: str | None) -> float:
        """How much more the game's documents use the word than the catalog as a whole: the game's share of
        the word's documents over its share of all documents (1.0: as often as anywhere; 0 without a game)."""
        if not game or not self._games:
            return 0.0
        reader = self.searcher.reader()
        if not reader.doc_frequency("body", term):
            return 0.0
        ids = list(reader.postings("body", term).all_ids())
        in_game = sum(1 for docnum in ids if self._games[docnum] == game)
        game_share = self._games.count(game) / len(self._games)
        return (in_game / len(ids)) / game_share if game_share else 0.0

    def is_filler(self, term: str, game: str | None) -> bool:
        names = self.name_stems.get(game or "", frozenset())
        return term not in names and self.spread(term) >= FILLER_GAMES

    def parts(self, folded: str) -> tuple[str, ...]:
        """The stems of a compound's parts as the index splits it (Nachtkarten → nacht, kart); () if none."""
        if self.vocabulary is None:
            return ()
        whole = stem(folded)
        return tuple(dict.fromkeys(s for part in self.vocabulary.split(folded) if (s := stem(part)) != whole
                                   and len(part) > MIN_PART))

    def compound(self, first: str, second: str) -> str | None:
        """The word of the rules that writes two folded words as one (spiel + ende → spielende), or None.

        Both orders are tried (Karten auf der Hand → Handkarten), the first word also as its stem, with the
        linking elements of German compounds; the word must be in the index's vocabulary and in its texts."""
        if self.vocabulary is None or min(len(first), len(second)) < MIN_PART:
            return None
        counts = self.vocabulary.counts
        reader = self.searcher.reader()
        for head, tail in ((first, second), (second, first)):
            for start in dict.fromkeys((head, root(head))):
                for link in LINKS:
                    word = start + link + tail
                    if counts.get(word) and reader.doc_frequency("body", stem(word)):
                        return word
        return None


_lock = threading.Lock()
_lexicon: Lexicon | None = None


def lexicon() -> Lexicon:
    """The lexicon of the live index (rebuilt when the index changed: cards and sections are indexed)."""
    global _lexicon
    searcher = current_searcher()
    with _lock:
        if _lexicon is None or _lexicon.searcher is not searcher:
            try:
                _lexicon = _build(searcher)
            except DatabaseError:  # database down: no card names this time (not kept), the search still runs
                return _build(searcher, with_database=False)
        return _lexicon


def _stems(text: str) -> tuple[str, ...]:
    return tuple(stem(folded) for word, _s, _e in words(text) if not is_stop(folded := fold(word)))


def _build(searcher, with_database: bool = True) -> Lexicon:
    names: dict[str, list[_Name]] = {}
    all_stems: dict[str, set[str]] = {}
    types_of: dict[int, tuple[str, list[str]]] = {}
    cards = Card.objects.values_list("pk", "game__slug", "name_de", "name_en", "aliases", "types")
    for pk, game, name_de, name_en, aliases, types in cards if with_database else ():
        types_of[pk] = (game, list(types or []))
        for written in {name_de, name_en, *(aliases or [])}:
            for spelling in _spellings(written or ""):
                stems = _stems(spelling)
                if stems and len(stems) <= MAX_NAME_WORDS:
                    names.setdefault(stems[0], []).append(_Name(stems, pk, game, name_de))
                    all_stems.setdefault(game, set()).update(stems)
    headings: dict[str, set[str]] = {}
    by_name = {(name.game, name.stems): name.pk for group in names.values() for name in group}
    headed: dict[int, int] = {}
    sections = RuleSection.objects.values_list("pk", "rulebook__game__slug", "heading")
    for pk, game, heading in sections if with_database else ():
        stems = _stems(heading)
        headings.setdefault(game, set()).update(stems)
        if (game, stems) in by_name:
            headed[pk] = by_name[game, stems]
    reader = searcher.reader()
    games = [""] * reader.doc_count_all()
    for docnum, fields in reader.iter_docs():
        games[docnum] = fields.get("game", "")
    return Lexicon(searcher, names, {g: frozenset(s) for g, s in all_stems.items()},
                   {g: frozenset(s) for g, s in headings.items()}, headed, _telling_types(types_of),
                   _vocabulary(searcher), {}, games)


def _spellings(name: str) -> list[str]:
    """A card's name, and each of its alternatives when it names two (Condottiere/Miliz, Harem / Farm); names
    with digits or quotes keep their slash (50/100er-Plättchen, Buchplättchen „Schwert/Rose“)."""
    alternatives = _ALTERNATIVES.split(name)
    if len(alternatives) > 1 and all(part and all(c.isalpha() or c in " -" for c in part) for part in alternatives):
        return [name, *alternatives]
    return [name]


def _telling_types(types_of: dict[int, tuple[str, list[str]]]) -> dict[int, frozenset[str]]:
    """Each card's types that tell something: those of at most TELLING_TYPE_SHARE of its game's cards."""
    cards: dict[str, int] = {}
    having: dict[tuple[str, str], int] = {}
    for game, types in types_of.values():
        cards[game] = cards.get(game, 0) + 1
        for kind in set(types):
            having[game, kind] = having.get((game, kind), 0) + 1
    return {
        pk: frozenset(s for kind in types if having[game, kind] <= TELLING_TYPE_SHARE * cards[game]
                      for s in _stems(kind))
        for pk, (game, types) in types_of.items()
    }


def _vocabulary(searcher) -> Vocabulary | None:
    """The compound vocabulary the index was built with (search.index.schema), None for other indexes."""
    analyzer = searcher.schema["body"].analyzer
    for item in getattr(analyzer, "items", ()):
        vocabulary = getattr(item, "vocabulary", None)
        if vocabulary is not None:
            return vocabulary
    return None


# --- understanding a question -------------------------------------------------------------------------------


def _near(lex: Lexicon, term: str) -> list[str]:
    """First stems of card names within the typo distance of an unknown word (same first letter)."""
    distance = fuzzy_distance(term)
    if not distance or lex.known(term):
        return []
    return [
        first
        for first in lex.names
        if first[:1] == term[:1] and abs(len(first) - len(term)) <= distance
        and edit_distance(term, first, distance) <= distance
    ]


def _match_at(lex: Lexicon, tokens: list[tuple[str, str]], i: int, game: str | None) -> tuple[int, list[_Name], bool]:
    """The longest card name starting at token i: (its length in words, the cards, typo?)."""
    first = tokens[i][1]
    candidates = [(name, False) for name in lex.names.get(first, ())]
    if not candidates:
        candidates = [(name, True) for near in _near(lex, first) for name in lex.names[near]]
    if game:
        candidates = [(name, typo) for name, typo in candidates if name.game == game]
    best: tuple[int, list[_Name], bool] = (0, [], False)
    for name, typo in candidates:
        size = len(name.stems)
        if i + size > len(tokens):
            continue
        following = [token[1] for token in tokens[i + 1 : i + size]]
        if following != list(name.stems[1:]):
            continue
        if size > best[0]:
            best = (size, [name], typo)
        elif size == best[0] and name.pk not in {n.pk for n in best[1]}:
            best[1].append(name)
    return best


def understand(text: str, game: str | None = None, title: str = "") -> Understanding:
    """The cards, game words, numbers and filler of a question; `game` restricts the cards to one game.

    With a `title`, the question is the title and the text, and the cards the title names are its subjects
    (what a note must be about to come first); without one, every named card is."""
    lex = lexicon()
    title_tokens = _tokens(title)
    tokens = title_tokens + _tokens(text)
    cards: dict[int, NamedCard] = {}
    subjects: set[int] = set()
    kinds: list[str] = [""] * len(tokens)
    stems = [(written, term) for written, _folded, term in tokens]
    i = 0
    while i < len(tokens):
        size, names, typo = _match_at(lex, stems, i, game)
        if size:
            written = " ".join(token[0] for token in tokens[i : i + size])
            for name in names:
                cards.setdefault(name.pk, NamedCard(name.pk, name.game, name.name, written, typo))
                if i < len(title_tokens) or not title_tokens:
                    subjects.add(name.pk)
            for j in range(i, i + size):
                kinds[j] = "card"
            i += size
        else:
            i += 1
    if game is None and cards:
        # No game chosen yet: the game most of the named cards belong to.
        counts: dict[str, int] = {}
        for card in cards.values():
            counts[card.game] = counts.get(card.game, 0) + 1
        game = max(counts, key=lambda slug: counts[slug])
        cards = {pk: card for pk, card in cards.items() if card.game == game}
    headings = lex.headings.get(game or "", frozenset())
    result = []
    for position, ((written, folded, term), kind) in enumerate(zip(tokens, kinds, strict=True)):
        if kind == "card":
            pass
        elif term.isdigit():
            kind = "number"
        elif len(term) < 3 or not term.isalnum():
            kind = "filler"
        elif term in headings and lex.lift(term, game) >= VOCABULARY_LIFT:
            kind = "term"  # a heading word of the game's rulebook that its documents use far more than others
        elif lex.is_filler(term, game):
            kind = "filler"
        elif term in headings:
            kind = "term"
        else:
            kind = "word"
        parts = lex.parts(folded) if kind in ("term", "word") else ()
        result.append(Word(written, term, kind, parts, titled=position < len(title_tokens)))
    result.extend(_compounds(lex, tokens, result))
    return Understanding(game, tuple(cards.values()), tuple(result), frozenset(subjects & set(cards)))


def _tokens(text: str) -> list[tuple[str, str, str]]:
    """(as written, folded, stem) of every word of `text` that is no stop word."""
    return [(word, folded, stem(folded)) for word, _s, _e in words(text or "") if not is_stop(folded := fold(word))]


def _compounds(lex: Lexicon, tokens: list[tuple[str, str, str]], understood: list[Word]) -> list[Word]:
    """Two nearby words of which at least one is filler, that the rules write as one word: `Spiel … zu Ende`
    is `Spielende`, `Karten auf der Hand` are `Handkarten`. Each alone says little; together they name a
    thing of the rules. The compound is a telling word of its own (kind "compound")."""
    found: dict[str, Word] = {}
    telling = {word.stem for word in understood if word.kind != "filler"}
    for i, first in enumerate(understood):
        if first.kind not in ("filler", "word", "term") or not first.stem.isalpha():
            continue
        for j in range(i + 1, min(len(understood), i + 1 + COMPOUND_WINDOW)):
            second = understood[j]
            if second.kind not in ("filler", "word", "term") or not second.stem.isalpha():
                continue
            if "filler" not in (first.kind, second.kind) or first.stem == second.stem:
                continue
            word = lex.compound(tokens[i][1], tokens[j][1])
            if word is None or stem(word) in found or stem(word) in telling:
                continue
            found[stem(word)] = Word(word, stem(word), "compound", joins=(first.written, second.written))
    return list(found.values())


def card_stems(cards: Iterable[NamedCard]) -> set[str]:
    """The stems of the (correctly spelled) names of these cards, German and English."""
    wanted = {card.pk for card in cards}
    lex = lexicon()
    return {s for names in lex.names.values() for name in names if name.pk in wanted for s in name.stems}


def cards_named(game, text: str) -> list[Card]:
    """The cards of `game` a question names, for linking them to it when it is stored (rulings.asking's card
    finder, registered in SearchConfig.ready()); [] without an index."""
    try:
        named = understand(text, game.slug).cards
    except IndexUnavailable:
        return []
    order = [card.pk for card in named]
    cards = {card.pk: card for card in Card.objects.filter(pk__in=order)}
    return [cards[pk] for pk in order if pk in cards]

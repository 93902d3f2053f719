"""Search for the question-and-answer pages: what may already answer a question being typed, and what a curator
may cite. The rulings pages call these through their fragment URLs (search/urls.py); rulings never imports search.

`suggest` ranks by what the question is about (search.understanding), then by its text:

- About: FAQ notes, errata and rulings linked to a named card (and rule sections headed with its name) come
  first; the cards the title names are the question's subjects and count fully, a card named only in the body
  half. A document about one named card that also mentions another (by name, or by a type of it that tells:
  "Angriffskarten" is the Hexe too) is about the combination (Thronsaal + Festmahl, Leuchtturm + Hexe).
- Text: every telling word with the index's German analysis (stems, compound parts, names corrected for
  typos), the game's own vocabulary and the title's words weighted up, two filler words that the rules write
  as one compound (Spiel … zu Ende → Spielende), a compound also written apart (NACHT-Karten), numbers and
  neighbouring words as phrases (`von 6 auf 1`, `mehr Siegpunkte`). A rule section's text counts like a
  note's; its heading as on the search page.
- A rule and the published ruling that reads it are one suggestion: the ruling.

Every hit says why it was chosen (its cards and matched words). bench/suggestions.py measures the ranking on
the relevance suite. `find_citables` runs the search page's query language.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from django.utils.safestring import SafeString
from whoosh import query as wq

from cards.models import Erratum, FaqNote
from rulings.models import Ruling

from . import index, service
from . import query as ql
from .analysis import fold, is_stop, words
from .compile import WEIGHTS
from .documents import KINDS
from .evaluate import evaluate
from .highlight import Matcher, flatten, snippet
from .index import IndexUnavailable
from .understanding import NamedCard, Understanding, card_stems, lexicon, understand

log = logging.getLogger(__name__)

MAX_WORDS = 12  # the most telling words of a question; more only dilutes the ranking
SUGGESTED_KINDS = ("faq", "errata", "entscheid", "regel")
# What a document is about, in the currency of the text score (whose best match is 1.0):
ABOUT_LINKED = 1.0  # per subject card the document is linked to (a note's cards, an erratum's, a ruling's, the
# card a rule section is headed with): the cards the question's title names are its subjects
ABOUT_LINKED_ASIDE = 0.5  # per card named only in the body the document is linked to (Provinz in "wenn die letzte
# Provinz gekauft wird, endet das Spiel?" is not what the question is about)
ABOUT_MENTIONED = 0.5  # per subject card the document only mentions (by name, or by a telling type: Angriff),
# when it is about another named card too (the combination: Thronsaal + Festmahl, Leuchtturm + Hexe)
ABOUT_MENTIONED_ASIDE = 0.25  # the same for a card named only in the body
TERM_WEIGHT = 2.0  # the game's vocabulary (Durchgang, Auslage, Kaufphase) tells more than other words
COMPOUND_WEIGHT = 1.5  # two filler words the rules write as one (Spiel … zu Ende → Spielende)
NUMBER_WEIGHT = 0.5  # a number alone says little; next to a word (phrase) it says more
PART_WEIGHT = 0.25  # a compound's part (Nachtkarten → Nacht): it says less than the word it is part of
TITLE_FACTOR = 2.0  # a word of the title weighs double: the title is the asker's own summary of the question
TITLE_FILLER_WEIGHT = 1.0  # and filler there counts as a plain word (Gleichstand, Spielende)
PHRASE_WEIGHT = 1.0
# The search page weighs a match in a rule section at half one in a FAQ note (search.scoring.TYPE_WEIGHTS); for a
# question the section that answers it is as good as a note: undo that.
TYPE_BALANCE = {"section": 2.0, "rule": 2.0, "ruling": 2.0 / 1.5}


@dataclass(frozen=True)
class Hit:
    key: str  # the index's document id: card:12, faq:3, erratum:5, section:7, rule:9, ruling:4
    type: str  # card, faq, erratum, section, rule, ruling
    game: str
    title: str
    subtitle: str
    url: str
    snippet: SafeString
    cards: tuple[str, ...] = ()  # the named cards it is about (why it was chosen)
    matched: tuple[str, ...] = ()  # the question's words it matches
    score: float = 0.0

    @property
    def pk(self) -> int:
        return int(self.key.partition(":")[2])


@dataclass
class Suggestions:
    """The suggestions for a question, with what the question was understood to be about."""

    understanding: Understanding
    hits: list[Hit] = field(default_factory=list)

    @property
    def cards(self) -> tuple[NamedCard, ...]:
        return self.understanding.cards


def _run(query: str, limit: int) -> list[Hit]:
    """Runs a query of the search app's query language; [] when no index has been built yet."""
    try:
        result = service.search(query, per_page=limit)
    except IndexUnavailable:
        log.warning("search index unavailable: no suggestions")
        return []
    hits: list[Hit] = []
    for group in result.groups:
        for hit in group.hits:
            hits.append(Hit(key=hit.doc_id, type=hit.type, game=hit.game, title=hit.title, subtitle=hit.subtitle,
                            url=hit.url, snippet=hit.snippet))
    return hits[:limit]


def _words_query(text: str) -> str:
    """Free prose as an OR of its telling words (for `find_citables`); no operators or filters can sneak in."""
    seen: list[str] = []
    for word, _start, _end in words(text or ""):
        folded = fold(word)
        if len(folded) < 3 or is_stop(folded) or folded in seen or not any(c.isalpha() for c in folded):
            continue
        seen.append(folded)
    chosen = sorted(seen, key=len, reverse=True)[:MAX_WORDS]
    return " OR ".join(f'"{word}"' for word in chosen if '"' not in word)


def _filters(game: str | None, kinds: tuple[str, ...]) -> str:
    parts = []
    if game:
        parts.append(f"spiel:{game}")
    if kinds:
        parts.append("(" + " OR ".join(f"art:{kind}" for kind in kinds) + ")")
    return " ".join(parts)


# --- suggestions for a question -----------------------------------------------------------------------------


def _word_clause(term: str, boost: float, field: str) -> wq.Query:
    return wq.Term(field, term, boost=WEIGHTS[field] * boost)


def _weights(understanding: Understanding) -> dict[str, float]:
    """The question's words to search for (card names aside) → their weight: the game's vocabulary and the
    compounds first, numbers least, the title's words double (filler there as a plain word); each telling word's
    compound parts at a quarter."""
    weights: dict[str, float] = {}
    for word in understanding.telling:
        if word.kind == "card":
            continue
        weights[word.stem] = {"term": TERM_WEIGHT, "number": NUMBER_WEIGHT, "compound": COMPOUND_WEIGHT}.get(
            word.kind, 1.0) * (TITLE_FACTOR if understanding.titled(word.stem) else 1.0)
    for word in understanding.words:
        if word.kind == "filler" and word.titled and len(word.stem) >= 3 and word.stem.isalpha():
            weights.setdefault(word.stem, TITLE_FILLER_WEIGHT)
    # the most telling words only: the game's vocabulary first, then the longer words
    chosen = sorted(weights, key=lambda term: (-weights[term], -len(term)))[:MAX_WORDS]
    result = {term: weights[term] for term in chosen}
    lex = lexicon()
    for word in understanding.telling:
        for part in word.parts:
            if word.stem in result and not lex.is_filler(part, understanding.game):
                result.setdefault(part, result[word.stem] * PART_WEIGHT)
    return result


def _text_scores(understanding: Understanding, searcher, stored: dict[int, dict], allowed: wq.Query
                 ) -> tuple[dict[int, float], dict[str, float]]:
    """docnum → text score: one clause per word (card names as written correctly) in names and headings and in
    the body, and phrases of neighbours; and the words searched for → their weights."""
    weights = _weights(understanding)
    words = {**{term: 1.0 for term in card_stems(understanding.cards)}, **weights}
    body = [_word_clause(term, weight, "body") for term, weight in words.items()]
    # a compound also as its parts in a row: "Nachtkarten" is "NACHT-Karten" too
    for word in understanding.telling:
        if len(word.parts) > 1 and word.stem in weights:
            body.append(wq.Phrase("body", list(word.parts), boost=weights[word.stem]))
    # neighbours as phrases: "von 6 auf 1" → 6 1, "schwarzes Depot" → schwarz depot; filler too: alone it says
    # nothing, but two words in the same order say something ("mehr Siegpunkte", "Zug … zu Ende")
    sequence = [word for word in understanding.words if word.kind != "compound"]
    for first, second in zip(sequence, sequence[1:], strict=False):
        if not (first.kind == "card" and second.kind == "card"):
            body.append(wq.Phrase("body", [first.stem, second.stem], boost=PHRASE_WEIGHT))
    if not words:
        return {}, {}
    # The body balanced by the type of document (a section's text answers like a note's); names and headings
    # as the search page weighs them.
    scores = {docnum: score * TYPE_BALANCE.get(stored[docnum]["type"], 1.0)
              for docnum, score in evaluate(wq.And([wq.Or(body), allowed]), searcher).items()}
    names = wq.Or([_word_clause(term, weight, "name") for term, weight in words.items()])
    for docnum, score in evaluate(wq.And([names, allowed]), searcher).items():
        scores[docnum] = scores.get(docnum, 0.0) + score
    return scores, weights


def _linked_keys(understanding: Understanding) -> dict[str, set[int]]:
    """Document key → the named cards (pks) it is linked to in the catalog, or whose name heads the section."""
    pks = [card.pk for card in understanding.cards]
    linked: dict[str, set[int]] = {}
    for note, card in FaqNote.cards.through.objects.filter(card_id__in=pks).values_list("faqnote_id", "card_id"):
        linked.setdefault(f"faq:{note}", set()).add(card)
    for erratum, card in Erratum.objects.filter(card_id__in=pks).values_list("pk", "card_id"):
        linked.setdefault(f"erratum:{erratum}", set()).add(card)
    rulings = Ruling.cards.through.objects.filter(card_id__in=pks, ruling__published=True)
    for ruling, card in rulings.values_list("ruling_id", "card_id"):
        linked.setdefault(f"ruling:{ruling}", set()).add(card)
    for section, card in lexicon().headed.items():
        if card in pks:
            linked.setdefault(f"section:{section}", set()).add(card)
    return linked


def _filter(game: str | None) -> wq.Query:
    kinds = wq.Or([wq.Term("type", doc_type) for kind in SUGGESTED_KINDS for doc_type in KINDS[kind]])
    return wq.And([wq.Term("game", game), kinds]) if game else kinds


def suggest(text: str, game: str | None = None, limit: int = 8, title: str = "") -> list[Hit]:
    """FAQ notes, errata, rulings and rule sections that may already answer a question being typed."""
    return suggestions_for(text, game, limit, title).hits


def suggestions_for(text: str, game: str | None = None, limit: int = 8, title: str = "") -> Suggestions:
    """The question understood (search.understanding) and what may answer it, best first, each with its reason.

    `title` is the question's title when it has one: the cards it names are what the question is about."""
    try:
        searcher = index.searcher()
        understanding = understand(text, game, title)
    except IndexUnavailable:
        log.warning("search index unavailable: no suggestions")
        return Suggestions(Understanding(game))
    result = Suggestions(understanding)
    allowed = _filter(understanding.game)
    stored = service._cache_for(searcher).stored
    text_scores, weights = _text_scores(understanding, searcher, stored, allowed)
    best_text = max(text_scores.values(), default=0.0) or 1.0
    about, cards_of = _about(understanding, searcher, stored, allowed)
    _prefer_readings(text_scores, about, searcher, stored)
    names = {card.pk: card.name for card in understanding.cards}
    ranked = sorted(((about.get(docnum, 0.0) + text_scores.get(docnum, 0.0) / best_text, docnum)
                     for docnum in set(text_scores) | set(about)), key=lambda item: (-item[0], item[1]))
    lex = lexicon()
    matcher = Matcher(frozenset(weights) | frozenset(card_stems(understanding.cards)), lex.vocabulary)
    for score, docnum in ranked[:limit]:
        fields = stored[docnum]
        text = fields.get("text", "")
        flat = flatten(text)
        matched = tuple(" + ".join(word.joins) if word.joins else word.written
                        for word in understanding.telling if word.kind != "card"
                        and Matcher(frozenset([word.stem, *(part for part in word.parts if part in weights)]),
                                    lex.vocabulary).spans(text, flat))
        result.hits.append(Hit(
            key=fields["doc_id"], type=fields["type"], game=fields["game"], title=fields.get("title", ""),
            subtitle=fields.get("subtitle", ""), url=fields.get("url", ""), snippet=snippet(text, matcher),
            cards=tuple(names[pk] for pk in names if pk in cards_of.get(docnum, ())), matched=matched[:6],
            score=round(score, 3)))
    return result


def _about(understanding: Understanding, searcher, stored: dict[int, dict], allowed: wq.Query
           ) -> tuple[dict[int, float], dict[int, set[int]]]:
    """What each document is about among the named cards: docnum → its score, docnum → the cards (pks).

    Linked in the catalog (or heading a rule section) counts fully for a subject card, half for a card named
    only in the body. A mention (the card's name, or a type of it that tells: a note on "Angriffskarten" is
    about the Hexe too) counts toward a combination only: Gold is mentioned everywhere and tells nothing alone."""
    if not understanding.cards:
        return {}, {}
    linked = _linked_keys(understanding)
    lex = lexicon()
    docnum_of = _docnums(searcher, stored)
    allowed_docs = set(evaluate(allowed, searcher))
    about: dict[int, float] = {}
    cards_of: dict[int, set[int]] = {}
    for key, pks in linked.items():
        docnum = docnum_of.get(key)
        if docnum is not None and docnum in allowed_docs:
            cards_of[docnum] = set(pks)
            about[docnum] = sum(ABOUT_LINKED if understanding.is_subject(pk) else ABOUT_LINKED_ASIDE for pk in pks)
    mentioned: dict[int, set[int]] = {}
    for card in understanding.cards:
        terms = card_stems([card]) | lex.types.get(card.pk, frozenset())
        for docnum in evaluate(wq.And([wq.Or([wq.Term("body", term) for term in terms]), allowed]), searcher):
            mentioned.setdefault(docnum, set()).add(card.pk)
    for docnum, pks in mentioned.items():
        linked_here = cards_of.setdefault(docnum, set())
        if len(pks | linked_here) >= 2:
            for pk in pks - linked_here:
                about[docnum] = about.get(docnum, 0.0) + (
                    ABOUT_MENTIONED if understanding.is_subject(pk) else ABOUT_MENTIONED_ASIDE)
        linked_here.update(pks)
    return about, cards_of


def _prefer_readings(text_scores: dict[int, float], about: dict[int, float], searcher, stored: dict[int, dict]) -> None:
    """A rule and the published ruling that reads it (an Auslegung) say the same: the ruling stands for both,
    with the better of their scores, and the rule is left out."""
    cache = searcher.__dict__.setdefault("_regelwerk_readings", {})
    if "pairs" not in cache:
        docnum_of = _docnums(searcher, stored)
        pairs = Ruling.objects.filter(published=True, reading_of__isnull=False).values_list("pk", "reading_of_id")
        cache["pairs"] = [(docnum_of[f"rule:{rule}"], docnum_of[f"ruling:{ruling}"]) for ruling, rule in pairs
                          if f"rule:{rule}" in docnum_of and f"ruling:{ruling}" in docnum_of]
    for rule, ruling in cache["pairs"]:
        for scores in (text_scores, about):
            if rule in scores:
                scores[ruling] = max(scores.get(ruling, 0.0), scores.pop(rule))


def _docnums(searcher, stored: dict[int, dict]) -> dict[str, int]:
    cache = searcher.__dict__.setdefault("_regelwerk_docnums", {})
    if not cache:
        cache.update({fields["doc_id"]: docnum for docnum, fields in stored.items()})
    return cache


def find_citables(query: str, game: str | None = None, limit: int = 15) -> list[Hit]:
    """What a curator may cite: the query language as on the search page; plain words if it does not parse."""
    text = (query or "").strip()[: ql.MAX_LENGTH - 40]
    if not text:
        return []
    hits_kinds = ("karte", "faq", "errata", "regel")
    try:
        return _run(f"{_filters(game, hits_kinds)} ({text})", limit)
    except ql.QueryError:
        telling = _words_query(text)
        try:
            return _run(f"{_filters(game, hits_kinds)} ({telling})", limit) if telling else []
        except ql.QueryError:
            return []

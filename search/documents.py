"""What goes into the index: one document per card, FAQ note, erratum, rule section, rule and published ruling.

Every document knows its game, its edition(s), its kind (`karte`, `faq`, `errata`, `regel`, `entscheid`) and
the card it belongs to (`group`), so results can be grouped by card. The text keys say what a text is:
`name` (card names German and English, aliases; a section heading; a ruling title), `card_text` (every
printing's text), `note_text` (FAQ notes, errata), `rule_text` (sections, rules, rulings) and `about` (the
card a note is about). The index joins all but `name` into one `body` field and weighs a match in it by the
kind of document (search.scoring): name > card text > FAQ/errata > rule text.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from django.db import models
from django.urls import NoReverseMatch, reverse

from cards.models import Card, Edition, Erratum, FaqNote
from rulings.models import Rule, RuleSection, Ruling

from .analysis import fold, plain, stem, words

# art: values and the document types they cover
KINDS = {
    "karte": ("card",),
    "faq": ("faq",),
    "errata": ("erratum",),
    "regel": ("section", "rule"),
    "entscheid": ("ruling",),
}
KIND_OF_TYPE = {doc_type: kind for kind, types in KINDS.items() for doc_type in types}


def edition_keys(slugs: Iterable[str]) -> str:
    """`intrige-1-hig-2009` → `intrige intrige-1 intrige-1-hig intrige-1-hig-2009`: `edition:intrige-1` matches."""
    keys: set[str] = set()
    for slug in slugs:
        parts = slug.split("-")
        keys.update("-".join(parts[: i + 1]) for i in range(len(parts)))
    return " ".join(sorted(keys))


def type_keys(types: Iterable[str]) -> str:
    """Card types (German and English) as filter keys: the whole type folded, and the stem of each word."""
    keys: set[str] = set()
    for value in types:
        if not value:
            continue
        keys.add(type_key(value))
        keys.update(stem(fold(word)) for word, _start, _end in words(value))
    return ",".join(sorted(keys))


def type_key(value: str) -> str:
    return plain(fold(value.strip()))


def _url(name: str, *args) -> str:
    try:
        return reverse(name, args=args)
    except NoReverseMatch:
        return ""


def _join(*texts: str | None) -> str:
    seen: list[str] = []
    for text in texts:
        text = (text or "").strip()
        if text and text not in seen:
            seen.append(text)
    return "\n\n".join(seen)


@dataclass(frozen=True)
class CardInfo:
    """What a note or erratum document repeats about its card: for grouping and for `about`."""

    key: str
    names: str
    title: str
    url: str


def card_info(card: Card) -> CardInfo:
    names = " ".join(filter(None, [card.name_de, card.name_en, *(card.aliases or [])]))
    return CardInfo(f"card:{card.pk}", names, card.name_de, card.get_absolute_url())


def card_document(card: Card) -> dict:
    printings = list(card.printings.all())
    texts = _join(card.text_de, *(printing.text_de for printing in printings))
    names = [card.name_de, card.name_en, *(card.aliases or [])]
    return {
        "doc_id": f"card:{card.pk}",
        "type": "card",
        "kind": "karte",
        "game": card.game.slug,
        "group": f"card:{card.pk}",
        "editions": edition_keys(p.edition.slug for p in printings),
        "types": type_keys([*(card.types or []), *(card.types_en or []), card.kind]),
        "cost": card.cost_value,
        "name": " ".join(filter(None, names)),
        "card_text": texts,
        "title": card.name_de,
        "subtitle": card.name_en or "",
        "text": texts,
        "url": card.get_absolute_url(),
        "edition_names": "; ".join(p.edition.name_de for p in printings),
    }


def faq_document(note: FaqNote) -> dict:
    cards = list(note.cards.all())
    info = card_info(cards[0]) if len(cards) == 1 else None
    url = info.url if info else ""
    if not url and note.section_slug:
        url = _url("rulings:rulebook", note.game.slug) + f"#{note.section_slug}"
    label = " ".join(filter(None, [note.get_kind_display(), note.label]))
    return {
        "doc_id": f"faq:{note.pk}",
        "type": "faq",
        "kind": "faq",
        "game": note.game.slug,
        "group": info.key if info else f"faq:{note.pk}",
        "editions": edition_keys([note.edition.slug] if note.edition else []),
        "about": " ".join(card_info(card).names for card in cards),
        "note_text": _join(note.title, note.text_de),
        "title": info.title if info else (note.title or label),
        "subtitle": label,
        "text": _join(note.title, note.text_de),
        "url": url or _url("cards:game", note.game.slug),
    }


def erratum_document(erratum: Erratum) -> dict:
    info = card_info(erratum.card)
    text = _join(erratum.description_de, erratum.text_de, erratum.printed_text, erratum.corrected_text)
    slugs = [edition.slug for edition in (erratum.edition, erratum.from_edition) if edition]
    return {
        "doc_id": f"erratum:{erratum.pk}",
        "type": "erratum",
        "kind": "errata",
        "game": erratum.game.slug,
        "group": info.key,
        "editions": edition_keys(slugs),
        "about": info.names,
        "note_text": _join(text, erratum.description_en),
        "title": info.title,
        "subtitle": erratum.get_kind_display(),
        "text": text,
        "url": info.url,
    }


def section_document(section: RuleSection) -> dict:
    game = section.rulebook.game
    return {
        "doc_id": f"section:{section.pk}",
        "type": "section",
        "kind": "regel",
        "game": game.slug,
        "group": f"section:{section.pk}",
        "editions": "",
        "name": section.heading,
        "rule_text": section.text,
        "title": section.heading,
        "subtitle": section.rulebook.title,
        "text": section.text,
        "url": section.get_absolute_url(),
    }


def rule_document(rule: Rule) -> dict:
    text = _join(rule.statement_de, rule.quote)
    return {
        "doc_id": f"rule:{rule.pk}",
        "type": "rule",
        "kind": "regel",
        "game": rule.game.slug,
        "group": f"rule:{rule.pk}",
        "editions": "",
        "rule_text": _join(text, rule.gloss_en, rule.rule_id.replace(".", " ").replace("-", " ")),
        "title": rule.statement_de[:120] or rule.rule_id,
        "subtitle": rule.rule_id,
        "text": text,
        "url": rule.get_absolute_url(),
    }


# --- rulings ----------------------------------------------------------------------------------------------


def published_rulings() -> models.QuerySet[Ruling]:
    return Ruling.objects.filter(published=True).select_related("game", "question").prefetch_related("cards")


def _text(value: str) -> str:
    """A text that is only white space counts as none."""
    return value if value and value.strip() else ""


def ruling_document(ruling: Ruling) -> dict:
    question = ruling.question
    answer = _text(ruling.text)
    asked = (_text(question.title) or _text(question.body)) if question else ""
    title = _text(ruling.title) or asked[:120] or f"Entscheid {ruling.pk}"
    cards = list(ruling.cards.all())
    info = card_info(cards[0]) if len(cards) == 1 else None
    return {
        "doc_id": f"ruling:{ruling.pk}",
        "type": "ruling",
        "kind": "entscheid",
        "game": ruling.game.slug,
        "group": info.key if info else f"ruling:{ruling.pk}",
        "editions": "",
        "name": title,
        "about": " ".join(card_info(card).names for card in cards),
        "rule_text": _join(asked, answer),
        "title": title,
        "subtitle": "",
        "text": _join(asked, answer),
        "url": ruling.get_absolute_url(),
    }


# --- all documents, and the documents behind one key ------------------------------------------------------


def card_queryset() -> models.QuerySet:
    return Card.objects.select_related("game").prefetch_related("printings__edition")


def faq_queryset() -> models.QuerySet:
    return FaqNote.objects.select_related("game", "edition").prefetch_related("cards")


def erratum_queryset() -> models.QuerySet:
    return Erratum.objects.select_related("game", "card", "edition", "from_edition")


def section_queryset() -> models.QuerySet:
    return RuleSection.objects.select_related("rulebook__game")


def rule_queryset() -> models.QuerySet:
    return Rule.objects.select_related("game")


def iter_documents() -> Iterator[dict]:
    for card in card_queryset().iterator(chunk_size=500):
        yield card_document(card)
    for note in faq_queryset().iterator(chunk_size=500):
        yield faq_document(note)
    for erratum in erratum_queryset().iterator(chunk_size=500):
        yield erratum_document(erratum)
    for section in section_queryset().iterator(chunk_size=500):
        yield section_document(section)
    for rule in rule_queryset().iterator(chunk_size=500):
        yield rule_document(rule)
    for ruling in published_rulings().iterator(chunk_size=500):
        yield ruling_document(ruling)


def documents_for(doc_id: str) -> dict | None:
    """The current document for one key (`card:12`), or None when the object is gone or not indexed."""
    doc_type, _, pk = doc_id.partition(":")
    if not pk.isdigit():
        return None
    if doc_type == "card":
        obj = card_queryset().filter(pk=pk).first()
        return card_document(obj) if obj else None
    if doc_type == "faq":
        obj = faq_queryset().filter(pk=pk).first()
        return faq_document(obj) if obj else None
    if doc_type == "erratum":
        obj = erratum_queryset().filter(pk=pk).first()
        return erratum_document(obj) if obj else None
    if doc_type == "section":
        obj = section_queryset().filter(pk=pk).first()
        return section_document(obj) if obj else None
    if doc_type == "rule":
        obj = rule_queryset().filter(pk=pk).first()
        return rule_document(obj) if obj else None
    if doc_type == "ruling":
        obj = published_rulings().filter(pk=pk).first()
        return ruling_document(obj) if obj else None
    return None


def dependent_keys(doc_id: str) -> set[str]:
    """Keys whose documents repeat something of `doc_id`: a card's name stands in its notes and errata."""
    doc_type, _, pk = doc_id.partition(":")
    if doc_type != "card" or not pk.isdigit():
        return set()
    keys = {f"faq:{n}" for n in FaqNote.objects.filter(cards=pk).values_list("pk", flat=True)}
    keys |= {f"erratum:{n}" for n in Erratum.objects.filter(card=pk).values_list("pk", flat=True)}
    return keys


def edition_dependent_keys(edition: Edition) -> set[str]:
    keys = {f"card:{n}" for n in Card.objects.filter(printings__edition=edition).values_list("pk", flat=True)}
    keys |= {f"faq:{n}" for n in FaqNote.objects.filter(edition=edition).values_list("pk", flat=True)}
    keys |= {f"erratum:{n}" for n in Erratum.objects.filter(edition=edition).values_list("pk", flat=True)}
    return keys

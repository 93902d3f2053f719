"""What a ruling may cite, and the citation lines curators write.

Five kinds of sources can be cited: a rule, a rulebook section, a FAQ note, an erratum, a card. Everything
that differs between them — the key prefix and its German aliases, how a key's identifier is looked up in a
game, the verbatim text a quote must come from, the quote used when none is given, the cards the source is
about, and the Citation field that stores it — stands in ONE table, `KINDS`. The functions below only ask
the table; a sixth citable kind is one more row (and a Citation field).

A citation line is `KEY` or `KEY | verbatim excerpt`, one per line; `rule:dominion.kauf-braucht-geld`,
`rule:9`, `section:7`, `section:spielende`, `faq:3`, `erratum:5`, `card:12`, `card:dorf`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from django.db import models
from django.utils.translation import gettext as _

from cards.models import Card, Erratum, FaqNote, Game

from .errors import RulingError
from .models import Rule, RuleSection, Ruling

DEFAULT_QUOTE_CHARS = 600


def _joined(*texts: str) -> str:
    return "\n".join(filter(None, texts))


def _section_quote(section: RuleSection) -> str:
    """A section's text up to a sentence end near DEFAULT_QUOTE_CHARS: sections can run for pages."""
    text = section.text or section.heading
    if len(text) <= DEFAULT_QUOTE_CHARS:
        return text
    cut = text.rfind(". ", 0, DEFAULT_QUOTE_CHARS)
    return text[: cut + 1] if cut > 100 else text[:DEFAULT_QUOTE_CHARS]


def _card_text(card: Card) -> str:
    texts = [card.text_de, *(p.text_de for p in card.printings.all())]
    return _joined(*dict.fromkeys(texts), card.name_de)


def _card_quote(card: Card) -> str:
    printed = next((p.text_de for p in card.printings.all() if p.text_de), "")
    return card.text_de or printed or card.name_de


@dataclass(frozen=True)
class CitableKind:
    """One kind of source a ruling can cite, and everything the citation code needs to know about it."""

    name: str  # the key prefix: rule, section, faq, erratum, card
    model: type[models.Model]
    citation_field: str  # the Citation foreign key that stores it
    game_path: str  # the lookup from the model to its Game
    text: Callable[[models.Model], str]  # the whole verbatim text an excerpt must stand in
    quote: Callable[[models.Model], str]  # the quote shown when the curator gives none
    aliases: tuple[str, ...] = ()  # German prefixes accepted as well
    named_by: str = ""  # the field a non-numeric identifier names (rule_id, slug); "" = numbers only
    key_field: str = "pk"  # the field that identifies it in a canonical key
    related: tuple[str, ...] = ()  # select_related for the lookup
    cards: Callable[[models.Model], Iterable[int]] = lambda source: ()  # the cards it is about

    def find(self, game: Game, ident: str) -> models.Model | None:
        if ident.isdigit():
            lookup = {"pk": ident}
        elif self.named_by:
            lookup = {self.named_by: ident}
        else:
            return None
        return self.model.objects.filter(**{self.game_path: game}, **lookup).select_related(*self.related).first()

    def key(self, source: models.Model) -> str:
        return f"{self.name}:{getattr(source, self.key_field)}"


KINDS: tuple[CitableKind, ...] = (
    CitableKind("rule", Rule, "rule", "game", aliases=("regel",), named_by="rule_id", key_field="rule_id",
                related=("section",), text=lambda rule: _joined(rule.quote, rule.statement_de),
                quote=lambda rule: rule.quote or rule.statement_de),
    CitableKind("section", RuleSection, "section", "rulebook__game", aliases=("abschnitt",), named_by="slug",
                text=lambda section: section.text or section.heading, quote=_section_quote),
    CitableKind("faq", FaqNote, "faq_note", "game", aliases=("hinweis",),
                text=lambda note: _joined(note.title, note.text_de), quote=lambda note: note.text_de,
                cards=lambda note: note.cards.values_list("pk", flat=True)),
    CitableKind("erratum", Erratum, "erratum", "game", aliases=("errata",),
                text=lambda e: _joined(e.text_de, e.corrected_text, e.printed_text, e.description_de),
                quote=lambda e: e.text_de or e.corrected_text or e.description_de or e.printed_text,
                cards=lambda erratum: [erratum.card_id]),
    CitableKind("card", Card, "card", "game", aliases=("karte",), named_by="slug", text=_card_text,
                quote=_card_quote, cards=lambda card: [card.pk]),
)
_BY_PREFIX = {prefix: kind for kind in KINDS for prefix in (kind.name, *kind.aliases)}
_BY_MODEL = {kind.model: kind for kind in KINDS}


def kind_of(source: models.Model) -> CitableKind:
    return _BY_MODEL[type(source)]


@dataclass
class CitationDraft:
    """A citation before it is saved: the source object and the verbatim quote shown with it."""

    source: object
    quote: str
    key: str

    @property
    def kind(self) -> str:
        return self.key.split(":", 1)[0]


def draft(source: models.Model, quote: str = "") -> CitationDraft:
    """A citation of `source` with `quote`, or with its default quote."""
    return CitationDraft(source, quote or default_quote(source), source_key(source))


def normalise(text: str) -> str:
    return " ".join((text or "").replace("**", "").split())


def source_text(source: models.Model) -> str:
    """The full verbatim text a quote of `source` must come from."""
    return kind_of(source).text(source)


def default_quote(source: models.Model) -> str:
    return kind_of(source).quote(source)


def source_key(source: models.Model) -> str:
    return kind_of(source).key(source)


def citation_fields(source: models.Model) -> dict:
    """The Citation field that stores `source`, as keyword arguments."""
    return {kind_of(source).citation_field: source}


def cards_cited(drafts: Iterable[CitationDraft]) -> set[int]:
    """The cards the cited sources are about: cited cards, and the cards of cited notes and errata."""
    return {pk for d in drafts for pk in kind_of(d.source).cards(d.source)}


def resolve_source(key: str, game: Game) -> models.Model | None:
    """`rule:dominion.kauf-braucht-geld`, `rule:9`, `section:7`, `faq:3`, `erratum:5`, `card:12` → the object."""
    prefix, _sep, ident = key.strip().partition(":")
    ident = ident.strip()
    kind = _BY_PREFIX.get(prefix)
    if kind is None or not ident:
        return None
    return kind.find(game, ident)


def parse_citations(text: str, game: Game) -> list[CitationDraft]:
    """One citation per line: `KEY` or `KEY | verbatim excerpt`. Errors name the line."""
    drafts: list[CitationDraft] = []
    errors: list[str] = []
    seen: set[str] = set()
    for number, line in enumerate((text or "").splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        key, _sep, excerpt = line.partition("|")
        source = resolve_source(key, game)
        if source is None:
            errors.append(_("Zeile %(n)d: „%(key)s“ ist kein Beleg aus %(game)s (erwartet z. B. rule:ID, "
                            "section:N, faq:N, erratum:N, card:N).") % {"n": number, "key": key.strip()[:60],
                                                                         "game": game.name_de})
            continue
        excerpt = excerpt.strip()
        if excerpt and normalise(excerpt) not in normalise(source_text(source)):
            errors.append(_("Zeile %(n)d: Das Zitat steht nicht wörtlich in %(key)s.") % {"n": number,
                                                                                         "key": key.strip()[:60]})
            continue
        found = draft(source, excerpt)
        if found.key in seen:
            continue
        seen.add(found.key)
        drafts.append(found)
    if errors:
        raise RulingError({"citations": errors})
    return drafts


def citations_text(ruling: Ruling) -> str:
    """A ruling's citations in the form `parse_citations` reads (for editing)."""
    lines = []
    for citation in ruling.citations.select_related("rule"):
        default = default_quote(citation.source)
        lines.append(citation.key if citation.quote == default else f"{citation.key} | {citation.quote}")
    return "\n".join(lines)

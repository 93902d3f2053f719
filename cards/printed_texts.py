"""Each printing's German card text, side by side, as far as the sources give it (a card page's comparison).

What the sources hold per printing (found out for issue 12):

- Dominion: domdiv's German card db has ONE text per card (`description`, shown on the card's face) and no
  edition: it cannot be told which printing its wording follows (its Thronsaal reads "Wähle eine
  Aktionskarte ...", the wording the divider calls wrong for the Special and Second Edition). The divider text
  (seed 003) explains the cards and prints no card texts, except in its errata: "der Kartentext ist falsch, es
  sollte „...“ heißen" names the wording a printing should carry (`Erratum.corrected_text`) and sometimes the
  printed one (`Erratum.printed_text`), now and then only a part of it ("[...]").
- The curated games: one printing per card, its text the rulebook's (`Printing.text_de`).

So a printing's text is shown where a source ties a text to it, the domdiv text beside them as what it is, and
the printings without a text of their own are named once as a gap: nothing is filled in from another printing.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .diff import Segment, cached_word_diff
from .models import Card, Erratum, Printing
from .templatetags.catalog import plain

_FRAGMENT_MARKS = ("[...]", "...", "…")


@dataclass
class PrintedText:
    """One wording, with the printings it is known for (none: the domdiv text, tied to no printing)."""

    text: str
    source: str  # "domdiv", "errata" (the divider says the printing should read so), "printed" (the divider quotes it)
    printings: list[Printing] = field(default_factory=list)
    errata: list[Erratum] = field(default_factory=list)
    diff: list[Segment] | None = None  # to the first column (the domdiv text), where both are whole texts
    fragment: bool = False


def _fragment(text: str) -> bool:
    text = text.strip()
    return text.startswith(_FRAGMENT_MARKS) or text.endswith(_FRAGMENT_MARKS)


def _same(a: str, b: str) -> bool:
    return " ".join(plain(a).split()) == " ".join(plain(b).split())


def printed_texts(card: Card) -> dict:
    """{"columns": [PrintedText], "missing": [Printing]} for a card with two printings or more, else empty.

    Reads the prefetched printings and errata of `selectors.card_detail`."""
    printings = list(card.printings.all())
    if len(printings) < 2:
        return {"columns": [], "missing": []}
    columns: list[PrintedText] = []
    is_dominion = card.game.slug == "dominion"
    if is_dominion and card.text_de.strip():
        columns.append(PrintedText(card.text_de, "domdiv"))
    by_edition: dict[int, list[Erratum]] = {}
    for erratum in card.errata.all():
        if erratum.kind == Erratum.Kind.ERRATA and erratum.edition_id and (erratum.corrected_text or
                                                                           erratum.printed_text).strip():
            by_edition.setdefault(erratum.edition_id, []).append(erratum)
    missing: list[Printing] = []
    for printing in printings:
        found: list[tuple[str, str, Erratum | None]] = []
        if is_dominion:
            for erratum in by_edition.get(printing.edition_id, []):
                if erratum.printed_text.strip():
                    found.append((erratum.printed_text, "printed", erratum))
                if erratum.corrected_text.strip():
                    found.append((erratum.corrected_text, "errata", erratum))
        elif printing.text_de.strip():
            found.append((printing.text_de, "printed", None))
        if not found:
            missing.append(printing)
        for text, source, erratum in found:
            column = next((c for c in columns if c.source == source and _same(c.text, text)), None)
            if column is None:
                column = PrintedText(text, source, fragment=_fragment(text))
                columns.append(column)
            if printing not in column.printings:
                column.printings.append(printing)
            if erratum is not None and erratum not in column.errata:
                column.errata.append(erratum)
    if len(columns) < 2:  # one wording alone is the card's face; nothing to set beside it
        return {"columns": [], "missing": missing if columns else printings}
    first = columns[0]
    for column in columns[1:]:
        if not (first.fragment or column.fragment) and not _same(first.text, column.text):
            column.diff = cached_word_diff(plain(first.text), plain(column.text))
    return {"columns": columns, "missing": missing}

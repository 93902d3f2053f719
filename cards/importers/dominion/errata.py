"""Explicit errata of the divider set (digest §5.1): the lines starting with "Errata:" plus the inline
erratum for Dame Natalie inside the HiG Knights block (seed ln 4009).

Only what the text gives is split out: ``corrected`` is the quoted text after "sollte", ``printed`` the
text quoted after "statt"; both stay None where the seed does not quote them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .carddb import load_card_db
from .matcher import Match
from .names import count_mentions, name_index, spellings
from .segment import DividerDocument

_QUOTE = re.compile(r"„(.+?)“")
_NATALIE = re.compile(r"\*\*Dame Natalie:\*\*(?P<text>.*?)(?=\*\*Dame |\Z)")


@dataclass(frozen=True)
class ErratumEntry:
    card_tag: str | None
    block: str
    section: int
    edition: str
    first_line: int
    last_line: int
    text: str
    printed: str | None
    corrected: str | None
    unreadable: bool
    inline: bool = False


def split_quotes(text: str) -> tuple[str | None, str | None]:
    """(printed, corrected) as far as the erratum quotes them."""
    quotes = _QUOTE.findall(text)
    statt_first = re.search(r"Statt\s+„", text)
    if statt_first and len(quotes) >= 2:
        return quotes[0], quotes[1]  # "Statt „A“ sollte es heißen „B“" (City, seed ln 2453)
    if re.search(r"“\s*statt\s+„", text) and len(quotes) >= 2:
        return quotes[1], quotes[0]  # "es sollte „B“ statt „A“ heißen" (seed ln 2903, 3245, 3917, 7145)
    if quotes:
        return None, quotes[0]
    right = re.search(r"Richtig wäre:\s*(.+)$", text)  # Procession, seed ln 3977: not quoted
    return None, (right.group(1).strip() if right else None)


def _card_for(text: str, match: Match | None) -> str | None:
    if match is None or not match.card_tags:
        return None
    if len(match.card_tags) == 1:
        return match.card_tags[0]
    db = load_card_db()
    # A multi page (Reiche Ernte prizes, 16/14): the erratum names its card ("des Streitross").
    named = [
        t for t in match.card_tags if t in db.cards and count_mentions(spellings(db.cards[t].name_de), text).any_case
    ]
    return named[0] if named else match.card_tags[0]


def errata(document: DividerDocument, matches: list[Match]) -> list[ErratumEntry]:
    by_block = {m.block: m for m in matches}
    found = []
    for section in document.sections:
        for block in section.blocks:
            for number, line in zip(block.body_line_numbers, block.body_lines, strict=True):
                stripped = line.strip()
                if stripped.startswith("Errata:"):
                    printed, corrected = split_quotes(stripped)
                    found.append(
                        ErratumEntry(
                            card_tag=_card_for(stripped, by_block.get(block.id)),
                            block=block.id,
                            section=section.number,
                            edition=section.edition.slug,
                            first_line=number,
                            last_line=number,
                            text=stripped,
                            printed=printed,
                            corrected=corrected,
                            # City (seed ln 2453): both quotes read "+1 Kauf", the icon was lost.
                            unreadable=printed is not None and printed == corrected,
                        )
                    )
                natalie = _NATALIE.search(line)
                if natalie and "Errata" in natalie.group("text"):
                    knights = name_index(load_card_db()).exact("Ritter")
                    found.append(
                        ErratumEntry(
                            card_tag=knights[0] if knights else None,
                            block=block.id,
                            section=section.number,
                            edition=section.edition.slug,
                            first_line=number,
                            last_line=number,
                            text=natalie.group(0).strip(),
                            printed=None,
                            corrected=None,
                            unreadable=False,
                            inline=True,
                        )
                    )
    return found

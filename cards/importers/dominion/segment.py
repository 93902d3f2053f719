"""Cut the Dominion divider seed (rulebook 003) into TOC sections and divider blocks.

The rules follow digest seed-003 §2:

* Sections come from the table of contents (seed ln 7-36, ``"<n> <title>\\t<page>"``); each heading is
  searched for *in TOC order* because "Anleitung und Grundausrüstung" is both section 1 and 4.
* Inside a section every divider repeats the edition *banner* (``EDITION I`` / ``DAS BASISSPIEL``,
  ``ERWEITERUNG XI RENAISSANCE`` ...), printed either on one line or on two. A block is the optional
  title lines above a banner, the banner, and the body up to the next block.
* Sections 1 and 4 have no banner at all (seed ln 38-80, 555-597): their blocks start at title lines.

Line numbers are 1-based seed lines throughout.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .editions import EditionInfo, edition_for

SEED_NAME = "003_a71f0631d5b76e4b.txt"
SEED_PATH = Path(__file__).resolve().parents[3] / "rulings" / "sources" / "rulebooks" / SEED_NAME

_FIRST = r"EDITION I|EDITION II|SPECIAL EDITION|SECOND EDITION|ERWEITERUNG(?: [IVX]+)?|ERGÄNZUNG|PROMOKARTE"
_SUB = (
    r"DAS BASISS?PIEL|DIE INTRIGE|SEASIDE|DIE ALCHEMISTEN|BLÜTEZEIT|REICHE ERNTE|HINTERLAND|"
    r"DARK AGES|DIE GILDEN|ABENTEUER|EMPIRES|NOCTURNE|RENAISSANCE|MENAGERIE"
)
# "**ERWEITERUNG VI" / "DARK AGES**" is bold-markup debris (digest §2.3), so stars are allowed at both ends.
_BANNER_ONE_LINE = re.compile(rf"^\**(?:{_FIRST})(?: (?:{_SUB}))?\**$")
_BANNER_FIRST_ALONE = re.compile(rf"^\**(?:{_FIRST})\**$")
_BANNER_SUB = re.compile(rf"^\**(?:{_SUB})\**$")
_TITLE = re.compile(r"^(\d+\*?(-\d+)? )?[A-ZÄÖÜ0-9][A-ZÄÖÜß0-9 /()\-.,]*$")
_BARE_COST = re.compile(r"^\d+\*?$")
_TOC_ENTRY = re.compile(r"^(\d+) (.+)\t(\d+)$")
_HEADING_META = re.compile(r"^(?P<name>.+?) \((?P<publisher>.+) (?P<year>\d{4})\)$")
_MAX_TITLE_LEN = 60


@dataclass(frozen=True)
class Block:
    """One divider: title lines (often lost), the edition banner and the body, verbatim."""

    section: int
    index: int
    first_line: int
    last_line: int
    title_lines: tuple[str, ...]
    banner: str
    banner_line: int | None
    body_lines: tuple[str, ...]
    body_line_numbers: tuple[int, ...]

    @property
    def id(self) -> str:
        return f"{self.section}/{self.index}"

    @property
    def text(self) -> str:
        """The body joined with line breaks kept (paragraphs stay apart)."""
        return "\n".join(self.body_lines)

    @property
    def title(self) -> str:
        return " ".join(self.title_lines)


@dataclass(frozen=True)
class Section:
    """A table-of-contents section; numbers are the key because titles repeat (1 and 4)."""

    number: int
    title: str
    page: int
    heading_line: int
    first_line: int
    last_line: int
    name: str
    publisher: str | None
    year: int | None
    edition: EditionInfo
    blocks: tuple[Block, ...] = field(default=(), repr=False)


@dataclass(frozen=True)
class DividerDocument:
    lines: tuple[str, ...] = field(repr=False)
    sections: tuple[Section, ...]

    @property
    def blocks(self) -> tuple[Block, ...]:
        return tuple(b for s in self.sections for b in s.blocks)

    def section(self, number: int) -> Section:
        return self.sections[number - 1]

    def block(self, block_id: str) -> Block:
        number, index = (int(x) for x in block_id.split("/"))
        return self.section(number).blocks[index]

    def line(self, number: int) -> str:
        return self.lines[number - 1]


def read_seed() -> str:
    return SEED_PATH.read_text(encoding="utf-8")


@cache
def load_document() -> DividerDocument:
    """The parsed seed, cached: it never changes while the process runs."""
    return parse(read_seed())


def parse(text: str) -> DividerDocument:
    lines = tuple(line.rstrip() for line in text.split("\n"))
    toc = _read_toc(lines)
    headings = _find_headings(lines, toc)
    sections = []
    for i, ((number, title, page), heading) in enumerate(zip(toc, headings, strict=True)):
        last = headings[i + 1] - 1 if i + 1 < len(headings) else len(lines)
        meta = _HEADING_META.match(title)
        sections.append(
            Section(
                number=number,
                title=title,
                page=page,
                heading_line=heading,
                first_line=heading,
                last_line=last,
                name=meta.group("name") if meta else title,
                publisher=meta.group("publisher") if meta else None,
                year=int(meta.group("year")) if meta else None,
                edition=edition_for(number),
                blocks=tuple(_blocks(lines, number, heading + 1, last)),
            )
        )
    return DividerDocument(lines=lines, sections=tuple(sections))


def _read_toc(lines: tuple[str, ...]) -> list[tuple[int, str, int]]:
    toc = []
    for line in lines:
        m = _TOC_ENTRY.match(line)
        if m:
            toc.append((int(m.group(1)), m.group(2), int(m.group(3))))
        elif toc and line.strip():
            break  # seed ln 37: the first non-TOC line after the entries ends the TOC
    return toc


def _find_headings(lines: tuple[str, ...], toc: list[tuple[int, str, int]]) -> list[int]:
    # Sequential search: only a line *equal* to the next TOC entry is a heading, because body lines such
    # as "2 Spieler: 8x Provinzen" also start with a number (digest §2.1).
    toc_end = max(i for i, line in enumerate(lines) if _TOC_ENTRY.match(line))
    found, pos = [], toc_end + 1
    for number, title, _page in toc:
        wanted = f"{number} {title}"
        while lines[pos] != wanted:
            pos += 1
        found.append(pos + 1)
        pos += 1
    return found


def _banner_spans(lines: tuple[str, ...], first: int, last: int) -> list[tuple[int, int]]:
    """(first, last) 1-based line numbers of each banner in first..last."""
    spans, n = [], first
    while n <= last:
        line = lines[n - 1].strip()
        if _BANNER_FIRST_ALONE.match(line):
            nxt = n + 1
            while nxt <= last and not lines[nxt - 1].strip():
                nxt += 1
            if nxt <= last and _BANNER_SUB.match(lines[nxt - 1].strip()):
                spans.append((n, nxt))
                n = nxt + 1
                continue
        if _BANNER_ONE_LINE.match(line):
            spans.append((n, n))
        n += 1
    return spans


def _is_title(line: str) -> bool:
    line = line.strip()
    return bool(line) and len(line) <= _MAX_TITLE_LEN and bool(_TITLE.match(line) or _BARE_COST.match(line))


def _title_above(lines: tuple[str, ...], banner_first: int, floor: int) -> list[int]:
    """Line numbers of the title lines above a banner, scanning upward but never below `floor`."""
    n = banner_first - 1
    blanks = 0
    while n >= floor and not lines[n - 1].strip() and blanks < 3:
        n, blanks = n - 1, blanks + 1
    found: list[int] = []
    while n >= floor and _is_title(lines[n - 1]):
        found.append(n)
        n -= 1
        # A cost printed on its own line, one blank above the name ("2" / "" / "FLEDERMAUS", seed ln 6332-6334).
        if n - 1 >= floor and not lines[n - 1].strip() and _BARE_COST.match(lines[n - 2].strip()):
            n -= 1
    return sorted(found)


def _blocks(lines: tuple[str, ...], section: int, first: int, last: int) -> list[Block]:
    spans = _banner_spans(lines, first, last)
    if not spans:
        return _blocks_without_banner(lines, section, first, last)
    starts: list[tuple[list[int], tuple[int, int]]] = []
    floor = first
    for span in spans:
        starts.append((_title_above(lines, span[0], floor), span))
        floor = span[1] + 1
    blocks = []
    for i, (titles, (b_first, b_last)) in enumerate(starts):
        if i + 1 < len(starts):
            nxt_titles, nxt_span = starts[i + 1]
            end = (nxt_titles[0] if nxt_titles else nxt_span[0]) - 1
        else:
            end = last
        body_numbers = tuple(n for n in range(b_last + 1, end + 1) if lines[n - 1].strip())
        banner = " ".join(lines[n - 1].strip() for n in range(b_first, b_last + 1) if lines[n - 1].strip())
        blocks.append(
            Block(
                section=section,
                index=i,
                first_line=titles[0] if titles else b_first,
                last_line=body_numbers[-1] if body_numbers else b_last,
                title_lines=tuple(lines[n - 1].strip() for n in titles),
                banner=banner,
                banner_line=b_first,
                body_lines=tuple(lines[n - 1] for n in body_numbers),
                body_line_numbers=body_numbers,
            )
        )
    return blocks


def _blocks_without_banner(lines: tuple[str, ...], section: int, first: int, last: int) -> list[Block]:
    # Sections 1 and 4 (seed ln 38-80, 555-597): only upper-case title lines start a divider.
    starts = [n for n in range(first, last + 1) if _is_title(lines[n - 1])]
    blocks = []
    for i, start in enumerate(starts):
        end = starts[i + 1] - 1 if i + 1 < len(starts) else last
        body_numbers = tuple(n for n in range(start + 1, end + 1) if lines[n - 1].strip())
        blocks.append(
            Block(
                section=section,
                index=i,
                first_line=start,
                last_line=body_numbers[-1] if body_numbers else start,
                title_lines=(lines[start - 1].strip(),),
                banner="",
                banner_line=None,
                body_lines=tuple(lines[n - 1] for n in body_numbers),
                body_line_numbers=body_numbers,
            )
        )
    return blocks

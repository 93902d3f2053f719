"""Rulebook texts and the check that a quoted passage really stands in them.

Curated catalog files quote the German rulebooks with a line range. The loader refuses any quote
that is not, white space folded, a substring of the lines it names: "verbatim" is checked.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

RULEBOOK_DIR = Path(__file__).resolve().parent.parent.parent / "rulings" / "sources" / "rulebooks"

_SPACE = re.compile(r"\s+")


def fold_space(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


@cache
def rulebook_lines(filename: str) -> tuple[str, ...]:
    """The rulebook's lines without their line ends; line n is index n - 1."""
    text = (RULEBOOK_DIR / filename).read_text(encoding="utf-8")
    return tuple(text.split("\n"))


def passage(filename: str, first: int, last: int) -> str:
    """Lines first..last (1-based, inclusive) joined by newlines, verbatim."""
    lines = rulebook_lines(filename)
    return "\n".join(lines[first - 1 : last])


@dataclass(frozen=True)
class QuoteProblem:
    where: str
    message: str


def check_quote(filename: str, lines: list[int] | tuple[int, int], quote: str | None, where: str) -> QuoteProblem | None:
    """None when `quote` stands in the named lines; otherwise what is wrong."""
    total = len(rulebook_lines(filename))
    if not (isinstance(lines, (list, tuple)) and len(lines) == 2):
        return QuoteProblem(where, f"lines must be [first, last], got {lines!r}")
    first, last = lines
    if not (1 <= first <= last <= total):
        return QuoteProblem(where, f"line range {first}-{last} outside 1-{total} of {filename}")
    if quote is None:
        return None
    if fold_space(quote) not in fold_space(passage(filename, first, last)):
        return QuoteProblem(where, f"quote not found verbatim in {filename} lines {first}-{last}: {quote[:80]!r}")
    return None

"""The recommended 10-card sets ("EMPFOHLENE 10ER SÄTZE", digest §1) as data.

A page holds optional group headers ("Blütezeit und Basisspiel:"), set headers ("Erstes Spiel:",
"Verbotene Künste (Alchemisten + Basisspiel)") and comma lists of card names, sometimes wrapped over two
lines (seed ln 1465-1466). Names are resolved against domdiv's German names with a fuzzy fallback for the
seed's typos (Handlinger, Wildddiebin, Miltz ...); the spelling found is kept.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from .carddb import CardDb
from .classify import RECOMMENDED, classify
from .names import NameIndex, fold, name_index
from .segment import Block, DividerDocument


@dataclass(frozen=True)
class Spelling:
    found: str
    card_tag: str
    name_de: str


@dataclass(frozen=True)
class RecommendedSet:
    name: str
    expansions: tuple[str, ...]
    card_tags: tuple[str, ...]
    block: str
    first_line: int
    last_line: int
    misspellings: tuple[Spelling, ...]
    unresolved: tuple[str, ...]


# difflib ratio: "miltz"/"miliz" is 0.8, "kunstmiede"/"kunstschmiede" 0.87; "ausgang"/"ausguck" (0.71) stays open.
FUZZY_CUTOFF = 0.75
# Remarks in a list, not names: "(+ Preiskarten)", "(→Wunsch)", "(alle 8 bzw. 12 Schlosskarten)".
_REMARK = re.compile(r"\([^)]*\)")


def _is_list(line: str) -> bool:
    return line.count(",") >= 2 and not line.rstrip("*").endswith(":")


def _names(line: str) -> list[str]:
    # "Spende – Forum" pairs an event with a card (seed ln 3712); "/" separates the two expansions' halves.
    clean = _REMARK.sub("", line.replace("*", ""))
    return [n.strip(" .") for n in re.split(r",|/|\s[–-]\s", clean) if n.strip(" .")]


def _top_level_split(text: str, sep: str) -> list[str]:
    parts, depth, current = [], 0, ""
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if ch == sep and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    return [p.strip() for p in parts + [current] if p.strip()]


def _header(line: str) -> tuple[str, tuple[str, ...]]:
    """ "Traum-Träumer (+ Blütezeit (mit Platin und Kolonie) + Projekte):" -> name and expansions."""
    text = line.replace("*", "").strip().rstrip(":").strip()
    if "(" not in text:
        return text, ()
    name = text[: text.index("(")].strip().rstrip(":").strip()
    inner = text[text.index("(") + 1 : text.rindex(")")] if ")" in text else ""
    return name, tuple(_top_level_split(inner, "+"))


def _group_expansions(line: str) -> tuple[str, ...]:
    # "Blütezeit und Basisspiel:", "Basisspiel & Die Intrige:", "Reiche Ernte und Die Intrige"
    text = line.replace("*", "").strip().rstrip(":")
    return tuple(p.strip() for p in re.split(r"\s+(?:und|&)\s+", text) if p.strip())


def _resolve(found: str, index: NameIndex, pool: dict[str, list[str]]) -> tuple[list[str], str | None]:
    """Exact name first; then the closest name of the section's own cards ("Gärtner" in the base game is
    Gärten, seed ln 828); then the closest name of any card."""
    key = fold(found)
    exact = index.exact(found)
    if exact:
        return exact, key
    close = difflib.get_close_matches(key, list(pool), n=1, cutoff=FUZZY_CUTOFF)
    if close:
        return pool[close[0]], close[0]
    return index.fuzzy(found, cutoff=FUZZY_CUTOFF)


def _sets_in_block(block: Block, db: CardDb, default_expansion: str, set_tags: tuple[str, ...]) -> list[RecommendedSet]:
    index = name_index(db)
    pool: dict[str, list[str]] = {}
    for card in db.in_sets(set_tags):
        pool.setdefault(fold(card.name_de), []).append(card.card_tag)
    lines = [
        (n, line.strip()) for n, line in zip(block.body_line_numbers, block.body_lines, strict=True) if line.strip()
    ]
    sets: list[RecommendedSet] = []
    group: tuple[str, ...] = ()
    i = 0
    while i < len(lines):
        number, line = lines[i]
        nxt = lines[i + 1][1] if i + 1 < len(lines) else ""
        if _is_list(line) or not _is_list(nxt):
            if not _is_list(line) and nxt and not _is_list(nxt):
                group = _group_expansions(line)  # a header followed by another header
            i += 1
            continue
        name, expansions = _header(line)
        names: list[str] = []
        last = number
        j = i + 1
        while j < len(lines) and (
            _is_list(lines[j][1]) or (lines[j - 1][1].rstrip().endswith(",") and names_continue(lines[j][1]))
        ):
            names += _names(lines[j][1])
            last = lines[j][0]
            j += 1
        tags, misspelt, unresolved = [], [], []
        for found in names:
            hit, key = _resolve(found, index, pool)
            if not hit:
                unresolved.append(found)
                continue
            tag = hit[0]
            tags.append(tag)
            canonical = db.cards[tag].name_de if tag in db.cards else db.helpers.get(tag, tag)
            if key != fold(found):
                misspelt.append(Spelling(found, tag, canonical))
        sets.append(
            RecommendedSet(
                name=name,
                expansions=expansions or group or (default_expansion,),
                card_tags=tuple(tags),
                block=block.id,
                first_line=number,
                last_line=last,
                misspellings=tuple(misspelt),
                unresolved=tuple(unresolved),
            )
        )
        i = j
    return sets


def names_continue(line: str) -> bool:
    """A wrapped list's tail: "Patrouille" or "Kerkermeister, Trickser, ..." without a header colon."""
    return not line.rstrip("*").endswith(":") and len(line) <= 60 and ":" not in line


def recommended_sets(document: DividerDocument, card_db: CardDb) -> list[RecommendedSet]:
    found = []
    for section in document.sections:
        for block in section.blocks:
            if classify(block, card_db) == RECOMMENDED:
                found += _sets_in_block(block, card_db, section.edition.expansion, section.edition.cardset_tags)
    return found

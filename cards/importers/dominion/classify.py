"""What kind of divider a block is (digest §3.2): one card, several items, a split pile, rules ...

Kinds: ``card``, ``multi``, ``split_pile``, ``rules``, ``recommended_sets``, ``placeholder``, ``template``.
"""

from __future__ import annotations

import re

from .carddb import CardDb, load_card_db
from .names import NameIndex, clean_title, name_index
from .segment import Block

CARD, MULTI, SPLIT_PILE, RULES, RECOMMENDED, PLACEHOLDER, TEMPLATE = (
    "card",
    "multi",
    "split_pile",
    "rules",
    "recommended_sets",
    "placeholder",
    "template",
)
KINDS = (CARD, MULTI, SPLIT_PILE, RULES, RECOMMENDED, PLACEHOLDER, TEMPLATE)

_RULES_TITLE = re.compile(r"^(ANLEITUNG|NEUE REGELN|SPIELVORBEREITUNG|(NEUE )?ANWEISUNGEN)\b")
# Untitled rules pages open with these words: Hinterland RGG (seed ln 3629, 3638, 3648, 3656),
# Dark Ages RGG SPIELVORBEREITUNG (1/2) (ln 4641), Gilden (ln 4965, 4971).
_RULES_OPENERS = (
    "Zum Spielen benötigt Ihr",
    "Es gelten die Basisspielregeln",
    "In der Kaufphase:",
    "Im Spiel:",
    "Sortiert die Karten",
    "Die Münzen:",
    "Überzahlen:",
)
# Group dividers for landscape and special cards (digest §1, "Multi-item and landscape pages").
_GROUP_TITLES = (
    "EREIGNISSE",
    "LANDMARKEN",
    "PROJEKTE",
    "ARTEFAKTE",
    "PLAGEN",
    "GABEN",
    "ZUSTÄNDE",
    "ERBSTÜCKE",
    "ZOMBIES",
    "PREISKARTEN",
    "UNTERSCHLUPF",
)
_SPLIT_TITLE = re.compile(r"^[A-ZÄÖÜ][A-ZÄÖÜß ]+/[A-ZÄÖÜ][A-ZÄÖÜß ]+$")
# "Name:" / "Name (3):" / "- **Zustand ELENDIG:**" / "Horn (GRENZPOSTEN):" at the start of a body line.
_ITEM = re.compile(
    r"^[-\s]*\**(?:(?:Zustand|Artefakt|Projekt|Ereignis|Landmarke)\s+)?(?P<name>[^:()*]{2,40}?)\s*"
    r"(?:\([^)]*\))?\s*\**:"
)
_TEMPLATE_LINES = {"Name:", "Karten ..."}


def _index() -> NameIndex:
    return name_index(load_card_db())


def item_names(block: Block, index: NameIndex | None = None) -> list[tuple[str, list[str]]]:
    """Body items "<Name>: ..." whose name is a domdiv card, with their tags, in print order."""
    index = index or _index()
    found = []
    for line in block.body_lines:
        m = _ITEM.match(line)
        if m:
            tags = index.exact(m.group("name").strip())
            if tags:
                found.append((m.group("name").strip(), tags))
    return found


def _is_name_list(line: str) -> bool:
    # "Burggraben, Dorf, Händlerin, Keller, ..." : at least 4 short comma-separated names, no sentence.
    parts = [p.strip() for p in re.split(r"[,/]", line.replace("*", "")) if p.strip()]
    return len(parts) >= 4 and all(len(re.sub(r"\([^)]*\)", "", p).split()) <= 4 for p in parts)


def _is_recommended_list(block: Block) -> bool:
    lines = [line.strip() for line in block.body_lines if line.strip()]
    lists = sum(1 for line in lines if _is_name_list(line))
    headers = sum(1 for line in lines if line.rstrip("*").endswith(":") and len(line) < 90)
    return lists >= 2 and (lists + headers) >= 0.7 * len(lines)


def classify(block: Block, card_db: CardDb | None = None) -> str:
    index = name_index(card_db) if card_db is not None else _index()
    lines = [line.strip() for line in block.body_lines]
    titles = [clean_title(t) for t in block.title_lines if not re.fullmatch(r"\d+\*?", t)]
    title = " ".join(titles)

    if lines and set(lines) <= _TEMPLATE_LINES:
        return TEMPLATE  # Menagerie 27/5: an unfilled recommended-sets page, seed ln 7088-7102
    if not lines:
        return PLACEHOLDER
    if _RULES_TITLE.match(title) or any(lines[0].lstrip("*").startswith(p) for p in _RULES_OPENERS):
        return RULES
    if title.startswith("EMPFOHLENE") or _is_recommended_list(block):
        return RECOMMENDED
    if _SPLIT_TITLE.match(title):
        return SPLIT_PILE
    if title and index.exact(title):
        return CARD  # a card's own divider, even if it explains other cards (Grenzposten, seed ln 6609)
    if any(title.startswith(g) for g in _GROUP_TITLES):
        return MULTI
    if len(item_names(block, index)) >= 2:
        return MULTI
    return CARD

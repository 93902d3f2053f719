"""Importer for the Dominion divider set (rulebook seed 003): pure Python, no Django.

doc = parse(read_seed())            # or load_document()
db = load_card_db()                 # facts from the installed domdiv package
matches = match(doc, db)
errata(doc, matches); edition_changes(db, doc); recommended_sets(doc, db); sections(doc)
"""

from .carddb import CardDb, CardInfo, CardSet, Cost, load_card_db
from .changes import EditionChange, Quote, edition_changes
from .classify import KINDS, classify
from .editions import EDITIONS, EditionInfo, edition_for
from .errata import ErratumEntry, errata
from .matcher import Match, match
from .recommended import RecommendedSet, Spelling, recommended_sets
from .sections import SectionRecord, sections
from .segment import SEED_PATH, Block, DividerDocument, Section, load_document, parse, read_seed

__all__ = [
    "EDITIONS",
    "KINDS",
    "SEED_PATH",
    "Block",
    "CardDb",
    "CardInfo",
    "CardSet",
    "Cost",
    "DividerDocument",
    "EditionChange",
    "EditionInfo",
    "ErratumEntry",
    "Match",
    "Quote",
    "RecommendedSet",
    "Section",
    "SectionRecord",
    "Spelling",
    "classify",
    "edition_changes",
    "edition_for",
    "errata",
    "load_card_db",
    "load_document",
    "match",
    "parse",
    "read_seed",
    "recommended_sets",
    "sections",
]

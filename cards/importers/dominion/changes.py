"""Changes between the 1st and 2nd editions of Dominion and Die Intrige (digest §5.1, §5.2).

(a) Card membership: domdiv's ``*1stEditionRemoved`` and ``*2ndEditionUpgrade`` sets.
(b) Rule changes between printings that the divider notes show (Thronsaal, Burggraben, Geldverleiher,
    Mine), each with the seed lines of the notes compared.
"""

from __future__ import annotations

from dataclasses import dataclass

from .carddb import CardDb
from .matcher import Match, match
from .segment import DividerDocument


@dataclass(frozen=True)
class Quote:
    section: int
    edition: str
    first_line: int
    last_line: int
    text: str


@dataclass(frozen=True)
class EditionChange:
    kind: str  # "removed" | "added" | "rule-change"
    expansion: str
    card_tag: str
    name_de: str
    description_de: str
    description_en: str
    quotes: tuple[Quote, ...]


# (expansion, domdiv set, kind, 1st-edition sections, 2nd-edition sections) - sections per digest §3.1
_MEMBERSHIP = (
    ("Basisspiel", "dominion1stEditionRemoved", "removed", (2, 3)),
    ("Basisspiel", "dominion2ndEditionUpgrade", "added", (5, 8)),
    ("Die Intrige", "intrigue1stEditionRemoved", "removed", (6, 7)),
    ("Die Intrige", "intrigue2ndEditionUpgrade", "added", (9, 28)),
)

# (card tag, German description, English description, [(section, phrase that marks the line)])
# Seed lines: Thronsaal ln 285-292 / 499-509 / 697-704; Burggraben ln 327-330 / 602-607;
# Geldverleiher ln 201-204 / 441-446 / 674-679; Mine ln 150-155 / 390-395 / 779-788.
_RULE_CHANGES = (
    (
        "Throne Room",
        "Die 1. Edition (HiG 2008, Special 2013) nimmt die Aktionskarte zwischen den beiden Ausführungen zurück "
        "auf die Hand; die 2. Edition (2017) sagt ausdrücklich, sie NICHT wieder auf die Hand zu nehmen. "
        "Ab der Special Edition ist das Ausspielen zudem freiwillig (Errata „Du darfst …“).",
        "1st edition (HiG 2008, Special 2013): the action card goes back to hand between the two plays; the 2nd "
        "edition (2017) says explicitly not to take it back. From the Special Edition on, playing a card is "
        "optional (erratum 'you may').",
        ((2, "zurück auf die Hand"), (3, "zurück auf die Hand"), (5, "NICHT wieder auf die Hand")),
    ),
    (
        "Moat",
        "Special Edition: wer den Burggraben vorzeigt, „darf“ die Anweisungen des Angriffs ausführen; 2. Edition: "
        "der Burggraben wird gezeigt, bevor der Angriff ausgeführt wird, und der Angreifer „muss“ die übrigen "
        "Anweisungen ausführen.",
        "Special Edition: the attacker 'may' carry out the rest; 2nd edition: Moat is revealed before the attack "
        "resolves and the attacker 'must' carry out the remaining instructions.",
        ((3, "vorzeigen"), (5, "vorzeigen")),
    ),
    (
        "Moneylender",
        "HiG 2008: ohne Kupfer auf der Hand gibt es kein Geld. Ab Special Edition macht eine Errata das Entsorgen "
        "freiwillig („Du darfst ein Kupfer … entsorgen“); die 2. Edition ergänzt „oder keines entsorgen will“.",
        "HiG 2008: no Copper in hand, no money. From the Special Edition an erratum makes trashing optional; the 2nd "
        "edition adds 'or does not want to trash one'.",
        ((2, "Kupfer"), (3, "Errata:"), (5, "Errata:"), (5, "keines entsorgen will")),
    ),
    (
        "Mine",
        "HiG 2008 erklärt die Mine ohne Errata („Normalerweise entsorgst du …“) und verbietet das Diadem; Special "
        "und 2. Edition berichtigen den Kartentext: „Du darfst“ eine Geldkarte entsorgen, die neue kostet bis zu 3 "
        "mehr und kommt auf die Hand.",
        "HiG 2008 explains Mine without an erratum and forbids taking the Diadem; Special and 2nd edition correct "
        "the card text: you 'may' trash a treasure, the new one costs up to 3 more and goes to hand.",
        ((2, "Diadem"), (3, "Errata:"), (5, "Errata:")),
    ),
)


def _blocks_of(matches: list[Match], tag: str, sections: tuple[int, ...]) -> list[str]:
    return [m.block for m in matches if tag in m.card_tags and int(m.block.split("/")[0]) in sections]


def _quote_block(document: DividerDocument, block_id: str) -> Quote:
    block = document.block(block_id)
    section = document.section(block.section)
    return Quote(block.section, section.edition.slug, block.first_line, block.last_line, block.text)


def _quote_line(document: DividerDocument, block_id: str, phrase: str) -> Quote | None:
    block = document.block(block_id)
    section = document.section(block.section)
    for number, line in zip(block.body_line_numbers, block.body_lines, strict=True):
        if phrase in line:
            return Quote(block.section, section.edition.slug, number, number, line)
    return None


def edition_changes(
    card_db: CardDb, document: DividerDocument, matches: list[Match] | None = None
) -> list[EditionChange]:
    matches = matches if matches is not None else match(document, card_db)
    changes = []
    for expansion, set_tag, kind, sections in _MEMBERSHIP:
        for card in sorted(card_db.in_sets([set_tag]), key=lambda c: c.card_tag):
            quotes = tuple(_quote_block(document, b) for b in _blocks_of(matches, card.card_tag, sections))
            if kind == "removed":
                de = f"{card.name_de} gehört zur 1. Edition von {expansion} und entfällt in der 2. Edition."
                en = f"{card.name_en} is in the 1st edition of {expansion} and was removed in the 2nd edition."
            else:
                de = f"{card.name_de} kommt mit der 2. Edition von {expansion} (und deren Ergänzung) hinzu."
                en = f"{card.name_en} was added with the 2nd edition of {expansion} (and its update pack)."
            changes.append(EditionChange(kind, expansion, card.card_tag, card.name_de, de, en, quotes))
    for tag, de, en, wanted in _RULE_CHANGES:
        card = card_db.cards[tag]
        quotes = []
        for section, phrase in wanted:
            for block_id in _blocks_of(matches, tag, (section,)):
                quote = _quote_line(document, block_id, phrase)
                if quote is not None:
                    quotes.append(quote)
        changes.append(EditionChange("rule-change", "Basisspiel", tag, card.name_de, de, en, tuple(quotes)))
    return changes

"""Relevance cases: query → results expected at the top, written from the five rulebooks.

Each case names (game, title) pairs that must all be among the first `within` results (grouped by card;
a result's title is the card name, the section heading, ...). Used by test_search_relevance.py and by
bench/search.py, which measures the compound strategies on the same set.
"""

from __future__ import annotations

from dataclasses import dataclass

D, B, BK, DY, P = "dominion", "burgund", "burgund-karten", "dynasties", "principato"


@dataclass(frozen=True)
class Case:
    query: str
    expected: tuple[tuple[str, str], ...]
    within: int = 1
    why: str = ""


def case(query: str, *expected: tuple[str, str], within: int = 1, why: str = "") -> Case:
    return Case(query, tuple(expected), within, why)


CASES: list[Case] = [
    # Dominion: names, German and English, umlauts, typos, compounds
    case("Thronsaal", (D, "Thronsaal"), why="name"),
    case("thronsaal", (D, "Thronsaal"), why="case folding"),
    case("Thronsall", (D, "Thronsaal"), why="typo, one edit"),
    case("Thron", (D, "Thronsaal"), why="compound part: Thron-saal"),
    case("Saal", (D, "Thronsaal"), why="compound tail"),
    case("Throne Room", (D, "Thronsaal"), why="English name"),
    case("Ratsversammlung", (D, "Ratsversammlung")),
    case("Ratsversamlung", (D, "Ratsversammlung"), why="typo, one missing letter"),
    case("Council Room", (D, "Ratsversammlung"), why="English name"),
    case("Cellar", (D, "Keller"), why="English name"),
    case("Gärten", (D, "Gärten")),
    case("Gaerten", (D, "Gärten"), why="ae for ä"),
    case("gärten", (D, "Gärten")),
    case("Witch", (D, "Hexe"), why="English name"),
    case("Hexe", (D, "Hexe")),
    case("Laboratory", (D, "Laboratorium")),
    case("Laboratorum", (D, "Laboratorium"), why="typo"),
    case("Dorf", (D, "Dorf")),
    case("Smithy", (D, "Schmiede")),
    case("Moat", (D, "Burggraben")),
    case("Buerokrat", (D, "Bürokrat"), why="ue for ü"),
    case("Moneylender", (D, "Geldverleiher")),
    case("Feast", (D, "Festmahl")),
    case("Festmahl", (D, "Festmahl")),
    case("Kupferschmied", (D, "Kupferschmied")),
    case("Schatzkarte", (D, "Schatzkarte")),
    case("Fluch", (D, "Fluch")),
    case("Markt spiel:dominion", (D, "Markt"), within=3),
    case("Kapelle", (D, "Kapelle"), (P, "Kapelle"), within=2, why="same name in two games"),
    case("edition:intrige Baron", (D, "Baron"), why="edition prefix filter"),
    case("art:errata Thronsaal", (D, "Thronsaal"), why="kind filter"),
    case("Dorf OR Stadt spiel:dominion", (D, "Dorf"), (D, "Stadt"), within=2, why="OR"),
    case("Hexe -Junge -Alte", (D, "Hexe"), why="exclusion"),
    # Die Burgen von Burgund
    case("carpenter's workshop", (B, "Schreinerei"), why="English alias"),
    case("Schreinnerei", (B, "Schreinerei"), within=2, why="typo"),
    case("Handelsstrasse", (B, "Handelsstraßen-Kärtchen"), why="ss for ß"),
    case("Handelsstraße", (B, "Handelsstraßen-Kärtchen")),
    case("Gaense", (B, "Gänse"), why="ae for ä"),
    case("Schild 6", (B, "Schild 6")),
    case("Arbeiterchips", (B, "Arbeiterchips")),
    case("weisse burg", (B, "Weiße Burg"), why="ss for ß, lower case"),
    case("Kran", (B, "Kran")),
    case("Warenverkauf spiel:burgund", (B, "Aktion „Warenverkauf“"), within=3, why="rule section"),
    case("Kloster spiel:burgund", (B, "Kloster-Plättchen 11"), within=5),
    case(
        "Sechseck-Plättchen platzieren",
        (B, "Aktion „Sechseck-Plättchen im eigenen Fürstentum platzieren“"),
        within=5,
        why="rule section",
    ),
    case("watchtower", (B, "Wachturm"), within=2, why="English alias"),
    # Die Burgen von Burgund – Das Kartenspiel
    case("Projekt spiel:burgund-karten", (BK, "Projekte"), why="stemming: Projekt = Projekte"),
    case("Egon", (BK, "Egons Stapel"), why="solo opponent"),
    case("Solovariante", (BK, "DIE SOLOVARIANTE"), why="rule section heading"),
    case("spiel:kartenspiel Burg", (BK, "Burg"), why="game by a word of its name"),
    case("Weide", (BK, "Weide")),
    # Dynasties
    case("Heirat", (DY, "Die Heirat"), why="rule section"),
    case("Jokerkarte", (DY, "Jokerkarte")),
    case("Joker", (DY, "Jokerkarte"), why="compound head"),
    case("Mitgift", (DY, "Mitgiftwürfel"), why="compound head"),
    case("Passen spiel:dynasties", (DY, "2. Passen"), within=5),
    case("Persönlichkeit", (DY, "Persönlichkeit")),
    case("Freie Stadt", (DY, "Freie Stadt (Anker)"), (DY, "Freie Stadt (Buch)"), within=3),
    case('"Handel (2x)"', (DY, "Aktionskarte mit Sonderaktion „Handel (2x)“"), why="phrase"),
    # Principato
    case("Katapult", (P, "Katapult"), within=2),
    case("Gunststein", (P, "Gunststein")),
    case("Militärwertung", (P, "Militärwertungskarte"), (P, "Militärwertung"), within=5),
    case("Militarwertung", (P, "Militärwertungskarte"), within=2, why="umlaut typed without dots"),
    case("Waffenschmiede", (P, "Waffenschmiede")),
    case("Waffenschmide", (P, "Waffenschmiede"), why="typo"),
    case("Palazzo", (P, "Palazzo/Bank")),
    case("Condottiere", (P, "Condottiere/Miliz")),
    case("Jahresende", (P, "JAHRESENDE"), within=2),
    # across games
    case("Rathaus", (B, "Rathaus"), (P, "Rathaus"), (BK, "Rathaus"), within=6),
    case("Fürstentum", (P, "Fürstentum"), (BK, "Fürstentum"), within=3),
    case("Wachturm", (D, "Wachturm"), (B, "Wachturm"), within=3),
]

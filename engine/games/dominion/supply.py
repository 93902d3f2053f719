"""Supply sizes per player count, as ANLEITUNG (2) states them (rulebook 003 ln575–579)."""

from __future__ import annotations

from engine.games.dominion import cards

# players: (Provinzen, andere Punktekarten, Flüche, Kupfer, Silber, Gold) — ln575–579 (= ln58–62)
TABLE: dict[int, tuple[int, int, int, int, int, int]] = {
    2: (8, 8, 10, 46, 40, 30),
    3: (12, 12, 20, 39, 40, 30),
    4: (12, 12, 30, 32, 40, 30),
    5: (15, 12, 40, 85, 80, 60),
    6: (18, 12, 50, 78, 80, 60),
}
KINGDOM_PILE = 10  # reading dominion.auslegung.zehn-karten-je-stapel (ln4007)
PLATINUM_PILE = 12  # reading dominion.auslegung.platin-stapel (ln2753 names no number)
# piles besides the kingdom a record's setup may name in `extras` (ln584: Platin und Kolonie)
EXTRA_PILES = ("Platinum", "Colony")
START_DECK = {"Copper": 7, "Estate": 3}  # ln586: "andernfalls erhält jeder Spieler 7 Kupfer und 3 Anwesen"


def supply_for(players: int, kingdom: list[str], extras: tuple[str, ...] = ()) -> dict[str, int]:
    provinces, victory, curses, copper, silver, gold = TABLE[players]
    supply = {
        "Copper": copper,
        "Silver": silver,
        "Gold": gold,
        "Estate": victory,
        "Duchy": victory,
        "Province": provinces,
        "Curse": curses,
    }
    for tag in extras:  # ln2753/ln2759: Platin and Kolonie, when the players put them in (see EXTRA_PILES)
        supply[tag] = PLATINUM_PILE if tag == "Platinum" else victory  # Kolonie: ln582, a victory card
    for tag in kingdom:
        # ln582: "Punktekarten aus Erweiterungen werden in Anzahl der „anderen Punktekarten“ ausgelegt."
        supply[tag] = victory if cards.card(tag).is_("Victory") else KINGDOM_PILE
    return supply

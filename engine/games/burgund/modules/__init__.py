"""The big box's modules (ln 858-1210), one file each; `hooks.registry()` finds every file's `MODULE`.

Slugs are the catalog's edition slugs (cards/sources/burgund.json). A module of the catalog that is not
implemented yet is listed in PLANNED: a record that selects it is refused as `unsupported`, with the reason.
EXCLUSIONS is the table of the combinations the rulebook excludes, each with the passage that excludes it
(`modules`: all of them selected; `setup`: and this set-up field given).
"""

PLANNED: dict[str, str] = {}  # every module of the catalog is implemented

EXCLUSIONS = [
    {"modules": ("grenzposten", "team-spiel"), "lines": (972, 976),
     "quote": "Hier ändert sich der Passus „Jeder Spieler erhält …“ der Originalregel zu Folgendem:",
     "de": "Im Team-Spiel erhält jedes Team ein Doppeltableau (12a/12b), niemand einen 11er-Plan.",
     "en": "In the team game each team gets a double board (12a/12b), nobody an 11 board."},
    {"modules": ("grenzposten", "solo-spiel"), "lines": (1028, 1029),
     "quote": "Nimm dir eine Start-Burg und lege sie auf ein beliebiges Burgfeld deines Spielertableaus (13A für "
              "Einsteiger, 13B für",
     "de": "Im Solo-Spiel wird das Tableau 13A oder 13B benutzt, kein 11er-Plan.",
     "en": "The solo game uses board 13A or 13B, not an 11 board."},
    {"modules": ("team-spiel", "solo-spiel"), "lines": (969, 969),
     "quote": "Es werden zwei Teams à zwei Spieler gebildet",
     "de": "Das Team-Spiel ist zu viert, das Solo-Spiel allein.",
     "en": "The team game is for four, the solo game for one."},
    {"modules": ("grenzposten",), "setup": "board", "lines": (905, 906),
     "quote": "erhält jeder Spieler einen solchen 11er-Plan.",
     "de": "Mit den Grenzposten spielt jeder auf einem 11er-Plan, nicht auf Tableau 1 oder 2.",
     "en": "With the border posts everyone plays on an 11 board, not on board 1 or 2."},
    {"modules": ("solo-spiel",), "setup": "board", "lines": (1028, 1029),
     "quote": "Nimm dir eine Start-Burg und lege sie auf ein beliebiges Burgfeld deines Spielertableaus (13A für "
              "Einsteiger, 13B für",
     "de": "Im Solo-Spiel wird das Tableau 13A oder 13B benutzt.", "en": "The solo game uses board 13A or 13B."},
    {"modules": ("solo-spiel",), "setup": "boards", "lines": (1028, 1029),
     "quote": "Nimm dir eine Start-Burg und lege sie auf ein beliebiges Burgfeld deines Spielertableaus (13A für "
              "Einsteiger, 13B für",
     "de": "Im Solo-Spiel wird das Tableau 13A oder 13B benutzt.", "en": "The solo game uses board 13A or 13B."},
    {"modules": ("team-spiel",), "setup": "board", "lines": (974, 976),
     "quote": "Jedes Team erhält: - ein Doppeltableau,",
     "de": "Im Team-Spiel spielt jedes Team auf einem Doppeltableau (12a/12b), nicht auf Tableau 1 oder 2.",
     "en": "In the team game each team plays on a double board (12a/12b), not on board 1 or 2."},
    {"modules": ("team-spiel",), "setup": "boards", "lines": (974, 976),
     "quote": "Jedes Team erhält: - ein Doppeltableau,",
     "de": "Im Team-Spiel spielt jedes Team auf einem Doppeltableau (12a/12b), nicht auf den Tableaus 1-10.",
     "en": "In the team game each team plays on a double board (12a/12b), not on boards 1-10."},
    {"modules": ("grenzposten",), "setup": "boards", "lines": (1162, 1163),
     "quote": "Spielertableau (1‒10, Vorder- oder Rückseite, ohne 11er)",
     "de": "Die Variante mit zufälligen Tableaus nimmt die Tableaus 1-10, ohne die 11er.",
     "en": "The variant with random boards uses boards 1-10, without the 11 boards."},
]

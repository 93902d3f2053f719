"""Dynasties' components and fixed numbers as data; every number cites the rulebook (002_de119d9c2c753162.txt).

What the text lost (the cities, the costs of pass fields 3 and 4, the personalities' slot costs, the
country scoring boards, the cards' actions, the Beiblatt) is not here: the record states it (schema.py).
"""

from __future__ import annotations

PLAYERS = (3, 4, 5)  # ln77-81: the set-up covers 3, 4 and 5 players
ROUNDS = 3  # ln199
COUNTRIES = ("britannia", "france", "hispania", "sri")  # ln315-316
COUNTRY_DE = {"britannia": "Britannia", "france": "France", "hispania": "Hispania",
              "sri": "Sacrum Romanum Imperium"}
SYMBOLS = ("punkte", "anker", "buch", "krone")  # ln318
ROLES = ("fuerst", "fuerstin")  # ln321, ln326: Fürst left, Fürstin right
ROLE_DE = {"fuerst": "Fürst", "fuerstin": "Fürstin"}
ROLE_COLOUR = {"fuerst": "schwarz", "fuerstin": "weiss"}  # ln394-396

GOODS = ("schwarz", "weiss", "gold", "hellblau", "rosa")
GOODS_COUNT = {"schwarz": 18, "weiss": 18, "gold": 12, "hellblau": 12, "rosa": 12}  # ln142
FIGURES = 18  # ln27
SUPPLY_FIGURES = 17  # ln29: 1 on "0" of the score track, 17 in front of the player
HAND_SIZE = {3: 6, 4: 5, 5: 4}  # ln77-81
NEW_CARDS = 4  # ln813
ACTION_CARDS = 34  # ln69
BASIC_ACTIONS = ("handel", "fuerst", "fuerstin", "persoenlichkeit")  # ln179-182, ln739
SPECIALS = ("stadt", "persoenlichkeit", "handel", "passen")  # ln605-639
SPECIAL_COPIES = {"persoenlichkeit": 3, "handel": 3, "passen": 3}  # ln625, ln631, ln637 "(3x)"
SPECIAL_GOLD = {"persoenlichkeit": 1, "handel": 1, "passen": 0}  # ln627, ln633, ln639
SHIPS = 3  # ln144, ln236
SHIP_GOODS = 5  # ln144, ln289
DICE = 3  # ln55
PERSONALITIES = 8  # ln148
BLUE_SLOTS = 6  # ln154, ln546
GOLD_SLOTS = 2  # ln156, ln627
PASS_FIELDS = 4  # ln665: 4 fields in the upper row
PASS_COSTS_KNOWN = {1: 3, 2: 2}  # ln661, ln693; fields 3 and 4: lost
SUBSTITUTE = 2  # ln723: 2 pink goods replace any 1 other good
BOOK_TILES = {"karte": 2, "3-punkte": 2, "schiff": 2, "schwert-rose": 2, "wappen-britannia": 1,
              "wappen-france": 1, "wappen-hispania": 1, "wappen-sri": 1}  # ln43
BOOK_TILES_PER_CITY = 2  # ln45
BOOK_TILES_BOXED = 2  # ln45
FREE_BOOK_CITY = "freie-stadt-buch"  # ln45: 2 tiles also on the free book city beside the board
WAPPEN_PER_COUNTRY = 6  # ln164
GREEN_CARDS_EACH = 2  # ln134
GREEN_CARDS = 12  # ln124
YELLOW_CARDS = 20  # ln124
KEEP_SCORING_CARDS = 2  # ln862
UNMARRIED_POINTS = {1: {"large": 4, "small": 2}, 2: {"large": 6, "small": 3}}  # ln832, ln838; none after 3 (ln850)
CITY_POINTS = 2  # ln426
BONUS_TIP = "3-punkte"  # ln803: the field at the tip, usable by several players
BONUS_TIP_POINTS = 3  # reading: the "3 Punkte Feld" gives 3 points (auslegung.drei-punkte-feld)

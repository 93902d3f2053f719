"""What a record's set-up contradicts in the rulebook: the set-up states the facts the text lost (the board,
the cards, the personalities' costs ...), and each is checked against everything the text does say."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from engine.core.record import RecordError
from engine.games.dynasties import board

FACTS = json.loads(Path(__file__).with_name("facts.json").read_text(encoding="utf-8"))
# external fact (one source, ludorium.at): cities per country on the base board; facts.json
CITIES_PER_COUNTRY = {"sri": 6, "france": 4, "britannia": 5, "hispania": 5}

# cities the rulebook's examples name, with what the examples say about them (city -> field -> value, lines)
NAMED_CITIES: dict[str, tuple[dict[str, Any], str]] = {
    "Carcassonne": ({"symbol": "punkte", "fuerstin": 2, "large": "fuerstin"}, "ln402, ln466, ln504"),
    "Paris": ({"country": "france", "symbol": "krone"}, "ln924"),
    "Brest": ({"fuerstin": 3}, "ln615"),
    "Granada": ({"fuerstin": 3}, "ln727"),
    "Augsburg": ({"symbol": "buch"}, "ln460"),
    "Barcelona": ({"large": "fuerst"}, "ln844-848"),
}


def setup_errors(players: list[str], setup: dict[str, Any]) -> list[RecordError]:
    errors: list[RecordError] = []

    def err(where: str, de: str, en: str) -> None:
        errors.append(RecordError(where, de, en))

    if setup["banker"] not in players:
        err("/setup/banker", "Der Bankier muss mitspielen (ln17, ln33).", "The banker must be a player (ln17, ln33).")
    _cities(setup["cities"], err)
    _cards(setup["cards"], setup["cities"], err)
    personalities = setup["personalities"]
    if len(personalities) != board.PERSONALITIES:
        err("/setup/personalities", "Es gibt 8 Persönlichkeiten (ln148).", "There are 8 personalities (ln148).")
    if "leonardo" in setup and setup["leonardo"] not in personalities:
        err("/setup/leonardo", "Leonardo muss eine der Persönlichkeiten sein.", "Leonardo must be a personality.")
    costs = setup["slot_costs"]
    if len(costs) != board.BLUE_SLOTS or any(c > 2 for c in costs) or (costs and costs[-1] != 0):
        err("/setup/slot_costs", "6 hellblau umrandete Felder kosten 0, 1 oder 2 hellblaue Waren, das ganz rechts "
            "nichts (ln154, ln555).", "6 light-blue slots cost 0, 1 or 2 light-blue goods, the rightmost none "
            "(ln154, ln555).")
    passes = setup.get("pass_costs")
    if passes is not None and (passes[0] != board.PASS_COSTS_KNOWN[1] or passes[1] != board.PASS_COSTS_KNOWN[2]):
        err("/setup/pass_costs", "Das erste Feld der Passen-Leiste kostet 3, das zweite 2 rosa Waren (ln661, ln693).",
            "The first pass field costs 3 pink goods, the second 2 (ln661, ln693).")
    fields = setup.get("bonus_fields")
    if fields is not None and board.BONUS_TIP not in fields:
        err("/setup/bonus_fields", "An der Spitze liegt das 3 Punkte Feld (ln803).",
            "The 3 Punkte field lies at the tip (ln803).")
    if "book_tiles" in setup:
        _book_tiles(setup["book_tiles"], setup["cities"], err)
    return errors


def _cities(cities: dict[str, Any], err: Any) -> None:
    if board.FREE_BOOK_CITY in cities:
        err(f"/setup/cities/{board.FREE_BOOK_CITY}", "Die freie Stadt liegt neben dem Spielplan (ln45, ln95).",
            "The free city lies beside the board (ln45, ln95).")
    base = Counter(c["country"] for c in cities.values() if not c.get("extra"))
    extra = Counter(c["country"] for c in cities.values() if c.get("extra"))
    if dict(base) != CITIES_PER_COUNTRY:
        err("/setup/cities", f"Städte je Land auf dem Spielplan: {dict(sorted(CITIES_PER_COUNTRY.items()))} "
            "(facts.json, ludorium.at), im Protokoll {dict(sorted(base.items()))}.",
            f"Cities per country on the board: {dict(sorted(CITIES_PER_COUNTRY.items()))} (facts.json), the record "
            f"has {dict(sorted(base.items()))}.")
    if dict(extra) != {c: 1 for c in board.COUNTRIES}:
        err("/setup/cities", "Je 1 zusätzliche Stadt in den 4 Landesfarben (ln105-107).",
            "One extra city in each of the 4 country colours (ln105-107).")
    books = Counter(c["country"] for c in cities.values() if not c.get("extra") and c["symbol"] == "buch")
    if dict(books) != {c: 1 for c in board.COUNTRIES}:
        err("/setup/cities", "In jedem Land ist eine Stadt mit Buchsymbol (ln45).",
            "Each country has one city with the book symbol (ln45).")
    for name, city in cities.items():
        small = "fuerstin" if city["large"] == "fuerst" else "fuerst"
        if city[city["large"]] < city[small]:
            err(f"/setup/cities/{name}", "Das teurere Einsetzungsfeld ist immer das größere (ln336).",
                "The more expensive field is always the larger one (ln336).")
        known, lines = NAMED_CITIES.get(name, ({}, ""))
        for key, value in known.items():
            if city[key] != value:
                err(f"/setup/cities/{name}/{key}", f"{name}: der Regeltext sagt {key} = {value} ({lines}).",
                    f"{name}: the rulebook says {key} = {value} ({lines}).")
    if "Paris" in cities:
        crowns = [n for n, c in cities.items() if c["country"] == "france" and c["symbol"] == "krone"]
        if crowns != ["Paris"]:
            err("/setup/cities/Paris", "Paris ist die einzige Kronenstadt in Frankreich (ln924).",
                "Paris is the only crown city in France (ln924).")


def _cards(cards: dict[str, Any], cities: dict[str, Any], err: Any) -> None:
    if len(cards) != board.ACTION_CARDS:
        err("/setup/cards", f"Es gibt 34 Aktionskarten (ln69), nicht {len(cards)}.",
            f"There are 34 action cards (ln69), not {len(cards)}.")
    kinds = Counter(c["special"]["kind"] for c in cards.values() if c["special"] is not None)
    for kind, copies in board.SPECIAL_COPIES.items():
        if kinds[kind] != copies:
            err("/setup/cards", f"Die Sonderaktion {kind} tragen 3 Karten (ln625-637), nicht {kinds[kind]}.",
                f"3 cards carry the special action {kind} (ln625-637), not {kinds[kind]}.")
    for card_id, card in cards.items():
        where = f"/setup/cards/{card_id}"
        if card["special"] is None:
            if sorted(card["actions"]) != sorted(board.BASIC_ACTIONS):
                err(where, "Eine Jokerkarte zeigt alle 4 Grund-Aktionen (ln739).",
                    "A joker shows all 4 basic actions (ln739).")
        elif len(card["actions"]) != 2:
            err(where, "Eine Aktionskarte zeigt 3 Aktionen: 2 oben, die Sonderaktion unten (ln175, ln189-191).",
                "An action card shows 3 actions: 2 at the top, the special action below (ln175, ln189-191).")
        special = card["special"]
        if special is not None and special["kind"] == "stadt" and special["city"] not in cities:
            err(f"{where}/special/city", "Die Karte nennt keine Stadt des Spielplans.",
                "The card names no city of the board.")


def _book_tiles(tiles: dict[str, list[str]], cities: dict[str, Any], err: Any) -> None:
    places = {n for n, c in cities.items() if c["symbol"] == "buch" and not c.get("extra")}
    places |= {board.FREE_BOOK_CITY, "box"}
    if set(tiles) != places or any(len(v) != board.BOOK_TILES_PER_CITY for v in tiles.values()):
        err("/setup/book_tiles", "Je 2 Buchplättchen auf jeder Buchstadt und der freien Buchstadt, 2 zurück in die "
            "Schachtel (ln45).", "2 book tiles on every book city and the free book city, 2 back into the box (ln45).")
        return
    named = Counter(t for v in tiles.values() for t in v if t != "?")
    if any(named[t] > n for t, n in board.BOOK_TILES.items()) or set(named) - set(board.BOOK_TILES):
        err("/setup/book_tiles", "Es gibt je 2 Buchplättchen Karte, 3 Punkte, Schiff, Schwert/Rose und je 1 mit den 4 "
            "Länderwappen (ln43).", "There are 2 book tiles each of map, 3 points, ship, sword/rose and 1 with each "
            "country's coat of arms (ln43).")

"""A random Dominion kingdom: ten kingdom cards from the chosen expansions and the divider's setup rules.

- Platin und Kolonie: "Ist die erste gezogene Königreichskarte eine Karte aus der Blütezeit-Erweiterung, so wird
  mit Platin und Kolonie gespielt" (Kartentrenner Z. 67).
- Trank: a card with a potion in its cost needs the Trank pile (Die Alchemisten).
- Bannkarte: with the Junge Hexe "wählen die Spieler eine nicht verwendete Königreichkarte, die 2 oder 3 kostet"
  (Kartentrenner Z. 2843), an eleventh pile. Projekte may not be the Bannstapel (Z. 6901).
- Ereignisse, Landmarken und Projekte: "Wir empfehlen, pro Spiel maximal insgesamt 2 Projekte, Landmarken (aus
  Empires) und/oder Ereignisse (aus Abenteuer) zu verwenden" (Z. 6897-6899); they are shuffled into the kingdom
  cards and revealed "bis ihr 10 Königreich-Karten aufgedeckt habt", more than 2 go back to the box (Z. 6901).
  The generator does exactly that with the landscapes of the chosen expansions (Menagerie's Ereignisse are
  Ereignisse too). Wege (Menagerie) are not drawn: the divider names no set-up for them, its Menagerie pages
  were lost in extraction (Z. 7064-7089); the page says so.
- Schwarzmarkt: its deck has "mindestens 15 Karten", "nur Königreichskarten, die nicht im Vorrat sind", each once
  (Z. 7116-7122); the players agree on them (Z. 7116): the generator proposes 15 at random from the chosen
  expansions. A Junge Hexe in it needs the Bannstapel as well (Z. 2843).
"""

from __future__ import annotations

import random
import secrets

from .collation import sort_key
from .domdiv_data import is_kingdom_card
from .models import Card, Game

KINGDOM_SIZE = 10
PROSPERITY = "Blütezeit"
YOUNG_WITCH = "Junge Hexe"
BLACK_MARKET = "Schwarzmarkt"
BLACK_MARKET_DECK = 15  # Z. 7120: "mindestens 15 Karten"
MAX_LANDSCAPES = 2  # Z. 6897-6899: "maximal insgesamt 2"
LANDSCAPE_KINDS = ("ereignis", "landmarke", "projekt")  # Z. 6899-6901; Wege: no set-up in the text


class KingdomError(ValueError):
    pass


def _expansion_of(card: Card, expansions: list[str]) -> str | None:
    for printing in card.printings.all():
        expansion = printing.edition.expansion or printing.edition.name_de
        if expansion in expansions:
            return expansion
    return None


def kingdom_pool(game: Game, expansions: list[str]) -> dict[str, Card]:
    """Kingdom cards printed in any of the expansions (by name), each with the expansion it is drawn for."""
    pool: dict[str, Card] = {}
    cards = game.cards.filter(kind="karte").prefetch_related("printings__edition").order_by("name_de")
    for card in cards:
        if not is_kingdom_card(card.external_id):
            continue
        expansion = _expansion_of(card, expansions)
        if expansion:
            card.drawn_for = expansion
            pool[card.slug] = card
    return pool


def landscape_pool(game: Game, expansions: list[str]) -> dict[str, Card]:
    """Ereignisse, Landmarken and Projekte of the chosen expansions (Z. 6899-6901)."""
    pool: dict[str, Card] = {}
    cards = game.cards.filter(kind__in=LANDSCAPE_KINDS).prefetch_related("printings__edition").order_by("name_de")
    for card in cards:
        expansion = _expansion_of(card, expansions)
        if expansion:
            card.drawn_for = expansion
            pool[card.slug] = card
    return pool


def _has_kind(game: Game, expansions: list[str], kind: str) -> bool:
    return any(_expansion_of(card, expansions)
                   for card in game.cards.filter(kind=kind).prefetch_related("printings__edition"))


def _coins_only(card: Card, low: int, high: int) -> bool:
    cost = card.cost or {}
    return low <= (cost.get("coins") or 0) <= high and not cost.get("potion") and not cost.get("debt")


def _by_cost(card: Card) -> tuple:
    return ((card.cost or {}).get("coins") or 0, sort_key(card.name_de))


def _bane(rng: random.Random, pool: dict[str, Card], used: list[Card]) -> Card | None:
    """Z. 2843: an unused kingdom card costing 2 or 3 (a Projekt never: Z. 6901, and the pool holds none)."""
    candidates = [card for card in pool.values() if card not in used and _coins_only(card, 2, 3)]
    return rng.choice(sorted(candidates, key=lambda card: card.slug)) if candidates else None


def generate_kingdom(game: Game, expansions: list[str], seed: str | None = None) -> dict:
    seed = seed or secrets.token_hex(4)
    rng = random.Random(seed)
    pool = kingdom_pool(game, expansions)
    if len(pool) < KINGDOM_SIZE:
        raise KingdomError(f"Die gewählten Erweiterungen haben nur {len(pool)} Königreichkarten; "
                           f"es werden {KINGDOM_SIZE} gebraucht.")
    landscapes = landscape_pool(game, expansions)
    # Z. 6901: the landscapes shuffled into the kingdom cards, revealed until 10 kingdom cards are out.
    stack = sorted(pool.values(), key=lambda card: card.slug) + sorted(landscapes.values(), key=lambda c: c.slug)
    rng.shuffle(stack)
    drawn: list[Card] = []
    revealed: list[Card] = []
    for card in stack:
        if len(drawn) == KINGDOM_SIZE:
            break
        (revealed if card.kind in LANDSCAPE_KINDS else drawn).append(card)
    chosen = sorted(drawn, key=_by_cost)
    bane = _bane(rng, pool, drawn) if any(card.name_de == YOUNG_WITCH for card in drawn) else None
    black_market: list[Card] = []
    black_market_short = False
    if any(card.name_de == BLACK_MARKET for card in [*drawn, *([bane] if bane else [])]):
        # Z. 7120-7122: only kingdom cards not in the Supply (the ten and the Bannstapel are), each once.
        in_supply = {card.slug for card in drawn} | ({bane.slug} if bane else set())
        rest = sorted((card for card in pool.values() if card.slug not in in_supply), key=lambda card: card.slug)
        black_market = sorted(rng.sample(rest, min(BLACK_MARKET_DECK, len(rest))), key=_by_cost)
        black_market_short = len(black_market) < BLACK_MARKET_DECK
        if bane is None and any(card.name_de == YOUNG_WITCH for card in black_market):  # Z. 2843
            bane = _bane(rng, pool, [*drawn, *black_market])
    young_witch = any(card.name_de == YOUNG_WITCH for card in [*drawn, *black_market])
    return {
        "seed": seed,
        "cards": chosen,
        "first": drawn[0],
        "platinum_colony": drawn[0].drawn_for == PROSPERITY,
        "potion": any((card.cost or {}).get("potion") for card in [*drawn, *([bane] if bane else [])]),
        "bane": bane,
        "bane_missing": young_witch and bane is None,
        "landscapes": revealed[:MAX_LANDSCAPES],
        "landscapes_returned": revealed[MAX_LANDSCAPES:],
        "landscapes_offered": len(landscapes),
        "ways_left_out": _has_kind(game, expansions, "weg"),
        "black_market": black_market,
        "black_market_short": black_market_short,
    }

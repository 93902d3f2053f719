"""A random Dominion kingdom: ten kingdom cards from the chosen expansions and the divider's setup rules.

- Platin und Kolonie: "Ist die erste gezogene Königreichskarte eine Karte aus der Blütezeit-Erweiterung, so wird
  mit Platin und Kolonie gespielt" (Kartentrenner Z. 67).
- Trank: a card with a potion in its cost needs the Trank pile (Die Alchemisten).
- Bannkarte: with the Junge Hexe "wählen die Spieler eine nicht verwendete Königreichkarte, die 2 oder 3 kostet"
  (Kartentrenner Z. 2843), an eleventh pile.
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


class KingdomError(ValueError):
    pass


def kingdom_pool(game: Game, expansions: list[str]) -> dict[str, Card]:
    """Kingdom cards printed in any of the expansions (by name), each with the expansion it is drawn for."""
    pool: dict[str, Card] = {}
    cards = game.cards.filter(kind="karte").prefetch_related("printings__edition").order_by("name_de")
    for card in cards:
        if not is_kingdom_card(card.external_id):
            continue
        for printing in card.printings.all():
            expansion = printing.edition.expansion or printing.edition.name_de
            if expansion in expansions:
                card.drawn_for = expansion
                pool[card.slug] = card
                break
    return pool


def _coins_only(card: Card, low: int, high: int) -> bool:
    cost = card.cost or {}
    return low <= (cost.get("coins") or 0) <= high and not cost.get("potion") and not cost.get("debt")


def generate_kingdom(game: Game, expansions: list[str], seed: str | None = None) -> dict:
    seed = seed or secrets.token_hex(4)
    rng = random.Random(seed)
    pool = kingdom_pool(game, expansions)
    if len(pool) < KINGDOM_SIZE:
        raise KingdomError(f"Die gewählten Erweiterungen haben nur {len(pool)} Königreichkarten; "
                           f"es werden {KINGDOM_SIZE} gebraucht.")
    drawn = rng.sample(sorted(pool.values(), key=lambda card: card.slug), KINGDOM_SIZE)
    chosen = sorted(drawn, key=lambda card: ((card.cost or {}).get("coins") or 0, sort_key(card.name_de)))
    bane = None
    if any(card.name_de == YOUNG_WITCH for card in drawn):
        candidates = [card for card in pool.values() if card not in drawn and _coins_only(card, 2, 3)]
        if candidates:
            bane = rng.choice(sorted(candidates, key=lambda card: card.slug))
    return {
        "seed": seed,
        "cards": chosen,
        "first": drawn[0],
        "platinum_colony": drawn[0].drawn_for == PROSPERITY,
        "potion": any((card.cost or {}).get("potion") for card in [*drawn, *([bane] if bane else [])]),
        "bane": bane,
        "bane_missing": any(card.name_de == YOUNG_WITCH for card in drawn) and bane is None,
    }

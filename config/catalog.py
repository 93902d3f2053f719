"""The whole catalog, across the apps: loading it, counting it, exporting it.

`manage.py load_catalog` touches every app: the catalog's games, editions, cards and notes (cards), the
rulebooks with their sections and the engines' rules (rulings), the Auslegungen published from those rules
(rulings), and the search index. No app reaches up to another to do this; the project calls each app's
own loader, in the order the data depends on, inside one transaction: either all of it is current
afterwards, or nothing changed. The search index is not called at all: the search app listens to the
saved rows and queues one index update when the transaction commits (search/signals.py).
"""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from cards import selectors as cards_selectors
from cards.export import game_export
from cards.models import Game
from cards.services import load_cards
from cards.sync import CatalogError, SyncStats
from rulings import selectors as rulings_selectors
from rulings.auslegungen import seed_auslegungen
from rulings.export import rulebook_export
from rulings.loading import load_rulebooks, load_rules

EXPORT_FORMAT = "regelwerk-catalog/1"

__all__ = ["EXPORT_FORMAT", "CatalogError", "catalog_stats", "export_catalog", "load_catalog"]


def load_catalog() -> SyncStats:
    """Load all games in one transaction; a second run changes nothing. Raises CatalogError (nothing written)."""
    stats = SyncStats()
    with transaction.atomic():
        load_cards(stats)  # games, editions, cards, printings, FAQ notes, errata, recommended sets
        load_rulebooks(stats)  # each game's rulebook and its sections
        load_rules(stats)  # the engines' rules.json, quotes checked against the rulebooks
        seed_auslegungen(stats)  # the engines' readings of ambiguous passages, published as rulings
    return stats


def catalog_stats() -> dict:
    """Counts per game: cards by kind, printings, FAQ notes, errata, rule sections, rules."""
    return {game.slug: {**cards_selectors.catalog_counts(game), **rulings_selectors.rulebook_counts(game)}
            for game in Game.objects.order_by("order")}


def export_catalog(game_slug: str | None = None) -> dict:
    """The whole catalog as one JSON document (bulk data, like Scryfall's).

    {"format", "generated", "games": [{game fields, "editions": [...], "cards": [{..., "printings": [...]}],
     "faq": [...], "errata": [...], "rulebook": {..., "sections": [...]}, "rules": [...]}]}
    """
    games = Game.objects.order_by("order")
    if game_slug:
        games = games.filter(slug=game_slug)
    return {"format": EXPORT_FORMAT, "generated": timezone.now().isoformat(),
            "games": [{**game_export(game), **rulebook_export(game)} for game in games]}

import json

from django.core.management.base import BaseCommand, CommandError

from cards.models import Game
from config.catalog import export_catalog


class Command(BaseCommand):
    help = "Gibt den ganzen Katalog als ein JSON-Dokument aus (bulk data: every game, card, note, erratum, rule)."

    def add_arguments(self, parser):
        parser.add_argument("--game", help="nur dieses Spiel (slug)")

    def handle(self, *args, **options):
        game = options.get("game")
        if game and not Game.objects.filter(slug=game).exists():
            known = ", ".join(Game.objects.values_list("slug", flat=True))
            raise CommandError(f"Unbekanntes Spiel {game!r}; bekannt: {known}")
        self.stdout.write(json.dumps(export_catalog(game), ensure_ascii=False, indent=1))

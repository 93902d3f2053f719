import json

from django.core.management.base import BaseCommand

from config.catalog import catalog_stats


class Command(BaseCommand):
    help = "Zählt je Spiel Karten nach Art, Drucke, Hinweise, Errata, Abschnitte, Regeln (counts per game)."

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", help="als JSON ausgeben")

    def handle(self, *args, **options):
        stats = catalog_stats()
        if options["json"]:
            self.stdout.write(json.dumps(stats, ensure_ascii=False, indent=2))
            return
        for game, counts in stats.items():
            self.stdout.write(f"{game}: " + ", ".join(f"{k}={v}" for k, v in counts.items() if k != "cards_by_kind"))
            self.stdout.write("    " + ", ".join(f"{k}={v}" for k, v in counts["cards_by_kind"].items()))

from django.core.management.base import BaseCommand

from search.index import rebuild


class Command(BaseCommand):
    help = "Baut den Suchindex neu und schaltet atomar um (rebuilds the search index atomically)."

    def handle(self, *args, **options):
        count = rebuild()
        self.stdout.write(f"Suchindex neu gebaut: {count} Dokumente")

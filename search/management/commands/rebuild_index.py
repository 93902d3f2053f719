from django.core.management.base import BaseCommand

from search.analysis import Compounds
from search.index import DEFAULT_COMPOUNDS, published_number, rebuild, shared


class Command(BaseCommand):
    help = "Baut den Suchindex neu und schaltet atomar um (rebuilds the search index atomically)."

    def add_arguments(self, parser):
        parser.add_argument(
            "--compounds",
            choices=Compounds.ALL,
            default=DEFAULT_COMPOUNDS,
            help="wie Komposita gefunden werden (split: Zerlegung am Korpus; ngram: n-Gramme)",
        )

    def handle(self, *args, **options):
        report = rebuild(options["compounds"])
        self.stdout.write(
            f"Suchindex neu gebaut: {report.documents} Dokumente in {report.seconds:.1f} s, "
            f"{report.bytes / 1e6:.1f} MB ({report.generation}, Komposita: {report.compounds})"
        )
        if shared():  # SEARCH_INDEX_SHARED: the other machines take it from the database
            self.stdout.write(f"Veröffentlicht als Generation {published_number()} (published for the other machines)")

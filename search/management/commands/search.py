import json

from django.core.management.base import BaseCommand, CommandError

from search import query as ql
from search.index import IndexUnavailable
from search.service import MAX_PER_PAGE, search


class Command(BaseCommand):
    help = (
        "Sucht wie die Seite /suche/ (searches like the site). JSON: "
        '{"query", "total", "hits": [{"type", "game", "id", "title", "snippet", "score"}]}'
    )

    def add_arguments(self, parser):
        parser.add_argument("query")
        parser.add_argument("--json", action="store_true", help="JSON statt Text (JSON instead of text)")
        parser.add_argument("--limit", type=int, default=20, help=f"höchstens so viele Treffer (1–{MAX_PER_PAGE})")

    def handle(self, *args, **options):
        limit = options["limit"]
        if not 1 <= limit <= MAX_PER_PAGE:
            raise CommandError(f"--limit muss zwischen 1 und {MAX_PER_PAGE} liegen.")
        try:
            result = search(options["query"], per_page=limit)
        except ql.QueryError as error:
            raise CommandError(f"Suchanfrage nicht verstanden: {error.message}\nBeispiel: {error.example}") from error
        except IndexUnavailable as error:
            raise CommandError("Kein Suchindex: erst manage.py rebuild_index ausführen.") from error
        hits = [
            {key: group.as_dict()[key] for key in ("type", "game", "id", "title", "snippet", "score")}
            for group in result.groups
        ]
        if options["json"]:
            self.stdout.write(
                json.dumps({"query": result.query, "total": result.total, "hits": hits}, ensure_ascii=False, indent=2)
            )
            return
        self.stdout.write(
            f"{result.total} Ergebnisse für {result.query!r}" + (" (gelockert)" if result.relaxed else "")
        )
        for hit in hits:
            self.stdout.write(f"{hit['score']:8.2f}  {hit['game']:15} {hit['type']:8} {hit['id']:14} {hit['title']}")

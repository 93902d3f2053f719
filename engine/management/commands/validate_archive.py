"""manage.py validate_archive DIR|ZIP: validate every record and log of a directory or ZIP as one batch.

The batch is stored, its jobs fan out over the workers (a Celery group; without a broker they run here,
eagerly), and the command waits for them (`--no-wait` prints the batch and returns at once). Files read:
*.json (records), *.txt and *.log (Dominion Online, or isotropic if the text looks like it), *.html.

Exit status: 0 every game legal (or only unverifiable), 1 a rule broken in some game, 2 unusable input
(nothing stored), 3 a job failed (a bug of ours) or the wait timed out, 4 the service cannot take the
batch now (queue full: nothing stored; broker away: stored, it runs once the broker is back).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from django.core.management.base import BaseCommand

from engine import batches, services
from engine.models import Batch, Submission

EXIT_BROKEN, EXIT_UNUSABLE, EXIT_FAILED, EXIT_REFUSED = 1, 2, 3, 4


class Command(BaseCommand):
    help = ("Prüft alle Protokolle und Logs eines Ordners oder ZIP-Archivs als Sammelprüfung "
            "(validates every record and log of a directory or ZIP as one batch).")

    def add_arguments(self, parser):
        parser.add_argument("path", help="Ordner oder ZIP-Archiv")
        parser.add_argument("--format", default="auto", choices=["auto", *Submission.Format.values],
                            help="Format der Logs (.txt/.log/.html); .json ist immer ein Protokoll")
        parser.add_argument("--name", default="", help="Name der Sammelprüfung (sonst der Dateiname)")
        parser.add_argument("--stop", action="store_true", help="jede Partie beim ersten Problem anhalten")
        parser.add_argument("--no-wait", action="store_true", help="nicht auf die Ergebnisse warten")
        parser.add_argument("--timeout", type=float, default=600.0, help="höchstens so viele Sekunden warten")
        parser.add_argument("--json", action="store_true", help="die Zusammenfassung als JSON ausgeben")

    def handle(self, *args, **options):
        path = Path(options["path"])
        try:
            if path.is_dir():
                items = batches.items_from_directory(path, options["format"])
            else:
                with path.open("rb") as archive:
                    items = batches.items_from_zip(archive, options["format"])
            batch = batches.submit_batch(items, name=options["name"] or path.name, origin=Submission.Origin.COMMAND,
                                         stop_at_first_problem=options["stop"])
        except OSError as error:
            self.stderr.write(f"Nicht lesbar (not readable): {error}")
            sys.exit(EXIT_UNUSABLE)
        except services.SubmissionError as error:
            self.stderr.write(f"Unbrauchbare Eingabe, nichts gespeichert: {error.message_de}")
            for problem in error.to_json()["errors"]:
                self.stderr.write(f"  {problem.get('pointer', '')}: {problem.get('message', '')}")
            sys.exit(EXIT_UNUSABLE)
        except services.QueueRefusal as refusal:
            self.stderr.write(refusal.message_de)
            if isinstance(refusal.target, Batch):
                self.stderr.write(f"Sammelprüfung {refusal.target.id}: {refusal.target.get_absolute_url()}")
            sys.exit(EXIT_REFUSED)
        self.stdout.write(f"Sammelprüfung {batch.id}: {batch.total} Partien, {batch.get_absolute_url()}")
        if options["no_wait"]:
            return
        deadline = time.monotonic() + options["timeout"]
        summary = batches.summarize(batch)
        while not summary["complete"] and time.monotonic() < deadline:
            time.sleep(0.5)
            summary = batches.summarize(batch)
        self._report(summary, options["json"])
        if not summary["complete"] or summary["verdicts"]["failed"]:
            sys.exit(EXIT_FAILED)
        if summary["verdicts"]["invalid"]:
            sys.exit(EXIT_UNUSABLE)
        if summary["verdicts"]["illegal"] or summary["verdicts"]["inconsistent"]:
            sys.exit(EXIT_BROKEN)

    def _report(self, summary: dict, as_json: bool) -> None:
        if as_json:
            data = {key: value for key, value in summary.items() if key != "jobs"}
            data["jobs"] = [{"id": str(job.id), "status": job.status, "verdict": (job.report or {}).get("status"),
                             "page": job.get_absolute_url()} for job in summary["jobs"]]
            self.stdout.write(json.dumps(data, ensure_ascii=False, indent=2))
            return
        self.stdout.write(f"{summary['finished']}/{summary['total']} geprüft")
        for verdict, count in summary["verdicts"].items():
            if count:
                self.stdout.write(f"  {verdict}: {count}")
        if summary["rules"]:
            self.stdout.write("Am häufigsten gebrochene Regeln:")
            for rule in summary["rules"]:
                self.stdout.write(f"  {rule['rule']} ({rule['games']} Partien, {rule['occurrences']}×): {rule['statement_de']}")

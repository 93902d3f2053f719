"""manage.py validate_record FILE: replay a record or a raw log in-process and print the report.

Exit status: 0 legal (or only unverifiable), 1 illegal or inconsistent, 2 unusable input
(unreadable, invalid, or using cards/modules the engine does not implement), 3 an internal error of the
engine (a bug of ours, with its traceback on stderr; never reported as a verdict on the record, and never
the 1 an uncaught exception would otherwise exit with).
"""

from __future__ import annotations

import json
import sys
import traceback
from pathlib import Path

from django.core.management.base import BaseCommand

from engine.importers.sniff import kind_of
from engine.runner import validate_record
from engine.services import SubmissionError, parse_input

EXIT = {"legal": 0, "unverifiable": 0, "illegal": 1, "inconsistent": 1, "invalid": 2, "unsupported": 2}
EXIT_ENGINE_ERROR = 3


def detect_format(text: str) -> str:
    head = text.lstrip()[:2000]
    if head.startswith("{"):
        return "record"
    if kind_of(text) == "goko":  # before isotropic: Goko's turn headers are dashed too
        return "goko"
    if "<pre" in head.lower() or "<html" in head.lower() or "isotropic" in head.lower():
        return "isotropic"
    return "dominion-online"


class Command(BaseCommand):
    help = "Prüft ein Protokoll oder Log und gibt den Bericht aus (replays a record or log and prints the report)."

    def add_arguments(self, parser):
        parser.add_argument("file", help="Pfad oder - für die Standardeingabe")
        parser.add_argument("--format", default="auto", choices=["auto", "record", "dominion-online", "isotropic", "goko"])
        parser.add_argument("--json", action="store_true", help="den Bericht als JSON ausgeben")
        parser.add_argument("--stop", action="store_true", help="beim ersten Problem anhalten")

    def handle(self, *args, **options):
        try:
            if options["file"] == "-":
                raw = sys.stdin.buffer.read()
            else:
                raw = Path(options["file"]).read_bytes()
            text = raw.decode("utf-8-sig")
        except (OSError, UnicodeDecodeError) as error:
            self._unusable(options, f"Datei nicht lesbar: {error}", f"File not readable: {error}")
        fmt = detect_format(text) if options["format"] == "auto" else options["format"]
        try:
            _, record = parse_input(text, fmt)
        except SubmissionError as error:
            self._unusable(options, error.message_de, error.message_en, error.pointer)
        try:
            report, _ = validate_record(record, stop_at_first_problem=options["stop"])
        except Exception as error:  # the engine's bug, not the record's fault: say so, exit apart from verdicts
            traceback.print_exc(file=sys.stderr)
            self.stderr.write(f"Interner Fehler der Regelprüfung (internal error): {type(error).__name__}: {error}")
            sys.exit(EXIT_ENGINE_ERROR)
        report.pop("results", None)
        if options["json"]:
            self.stdout.write(json.dumps(report, ensure_ascii=False, indent=2))
        else:
            self.stdout.write(f"{report['game']}: {report['status']} ({report['checked']}/{report['entries']} Einträge geprüft)")
            for problem in report["problems"]:
                where = f"#{problem['index']}" if problem.get("index") is not None else problem.get("pointer", "")
                self.stdout.write(f"  {where} {problem['verdict']} {problem.get('rule') or ''}: {problem['message_de']}")
                if problem.get("quote"):
                    self.stdout.write(f"      „{problem['quote']}“")
            if report["unsupported"]:
                self.stdout.write("  nicht unterstützt: " + ", ".join(report["unsupported"]))
        sys.exit(EXIT.get(report["status"], 2))

    def _unusable(self, options, message_de: str, message_en: str, pointer: str = "") -> None:
        if options["json"]:
            self.stdout.write(json.dumps({"status": "invalid", "problems": [
                {"verdict": "invalid", "pointer": pointer, "message_de": message_de, "message_en": message_en}]},
                ensure_ascii=False, indent=2))
        else:
            self.stderr.write(f"Unbrauchbare Eingabe: {message_de}")
        sys.exit(2)

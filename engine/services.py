"""Request side of the validation pipeline: parse → store → queue; and one move checked in a position.

The submission row is committed before the job is queued (`tasks.queue` sends on commit), so a lost
message or a crashed worker loses nothing: the job can be re-run from what is stored (`runner.run_job`),
and running it twice gives the same result. Modules: services → tasks → runner, never back.

Bad input is refused here, before any rule runs, as a `SubmissionError` (400/413 with JSON pointers).
An exception out of the engine after that is a bug of ours: it propagates (500, logged), never a verdict.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.db import transaction

from engine.core import StateError, available_games, get_ruleset, validate_entry, validate_record
from engine.core import check_position as core_check_position

from . import tasks
from .importers import ImportProblem, import_log
from .models import Submission, ValidationJob

log = logging.getLogger(__name__)


@dataclass
class SubmissionError(Exception):
    """Bad input, refused before anything is stored or queued."""

    message_de: str
    message_en: str
    pointer: str = ""
    status: int = 400
    errors: list[dict] = field(default_factory=list)

    def to_json(self) -> dict:
        errors = self.errors or [{"pointer": self.pointer, "message": self.message_de, "message_en": self.message_en}]
        return {"detail": self.message_de, "detail_en": self.message_en, "errors": errors}


def _as_text(raw: str | bytes) -> str:
    if isinstance(raw, bytes):
        try:
            return raw.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise SubmissionError("Die Datei ist kein UTF-8-Text.", "The file is not UTF-8 text.",
                                  pointer="", status=400) from error
    return raw


def parse_input(raw: str | bytes | dict, fmt: str) -> tuple[str, dict]:
    """The raw text as received and the record it describes, or a SubmissionError saying what is wrong."""
    limit = settings.REGELWERK_MAX_RECORD_BYTES
    if isinstance(raw, dict):
        text = json.dumps(raw, ensure_ascii=False)
    else:
        text = _as_text(raw)
    size = len(text.encode("utf-8"))
    if size > limit:
        raise SubmissionError(
            f"Die Eingabe ist zu groß ({size} Bytes, erlaubt sind {limit}).",
            f"The input is too large ({size} bytes, the limit is {limit}).", status=413)
    if not text.strip():
        raise SubmissionError("Die Eingabe ist leer.", "The input is empty.")
    if fmt == Submission.Format.RECORD:
        if isinstance(raw, dict):
            record = raw
        else:
            try:
                record = json.loads(text)
            except json.JSONDecodeError as error:
                raise SubmissionError(
                    f"Kein gültiges JSON: {error.msg} in Zeile {error.lineno}, Spalte {error.colno}.",
                    f"Not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}.") from error
        if not isinstance(record, dict):
            raise SubmissionError("Ein Protokoll ist ein JSON-Objekt.", "A record is a JSON object.")
    elif fmt in (Submission.Format.DOMINION_ONLINE, Submission.Format.ISOTROPIC):
        try:
            record = import_log(fmt, text)
        except ImportProblem as problem:
            raise SubmissionError(problem.message_de, problem.message_en, pointer=problem.pointer) from problem
    else:
        raise SubmissionError(f"Unbekanntes Format: {fmt!r}.", f"Unknown format: {fmt!r}.", pointer="/format")
    log_entries = record.get("log")
    count = len(log_entries) if isinstance(log_entries, list) else 0
    if count > settings.REGELWERK_MAX_RECORD_ENTRIES:
        raise SubmissionError(
            f"Zu viele Einträge ({count}, erlaubt sind {settings.REGELWERK_MAX_RECORD_ENTRIES}).",
            f"Too many entries ({count}, the limit is {settings.REGELWERK_MAX_RECORD_ENTRIES}).",
            pointer="/log", status=413)
    return text, record


def submit(raw: str | bytes | dict, fmt: str = "record", *, origin: str = Submission.Origin.API,
           stop_at_first_problem: bool = False, queue_name: str | None = None) -> ValidationJob:
    """Store the submission and its job, then queue the job once the transaction has committed."""
    text, record = parse_input(raw, fmt)
    game = record.get("game") if isinstance(record.get("game"), str) else ""
    entries = record.get("log")
    with transaction.atomic():
        submission = Submission.objects.create(
            game=game[:40], format=fmt, origin=origin, raw=text, record=record,
            size_bytes=len(text.encode("utf-8")), entry_count=len(entries) if isinstance(entries, list) else 0)
        job = ValidationJob.objects.create(submission=submission, stop_at_first_problem=stop_at_first_problem,
                                           progress_total=submission.entry_count)
        tasks.queue(job, queue_name)
    job.refresh_from_db()
    return job


def check_position(position: Any, move: Any) -> dict:
    """A move judged in a position (record prefix or state): the verdict with its rule quote, and what
    else was allowed.

    Unusable input raises SubmissionError with a pointer, before any rule runs: the position (a record
    that validates, or {"game", "state"} with a state the game can read) and the move (the game's schema
    of one log entry). Any other exception out of the engine is a bug and propagates.
    """
    if not isinstance(position, dict):
        raise SubmissionError("„position“ muss ein Protokoll oder {\"game\", \"state\"} sein.",
                              "\"position\" must be a record or {\"game\", \"state\"}.", pointer="/position")
    if not isinstance(move, dict):
        raise SubmissionError("„move“ muss ein Eintrag (JSON-Objekt) sein.", "\"move\" must be an entry (a JSON object).",
                              pointer="/move")
    size = len(json.dumps(position, ensure_ascii=False).encode("utf-8"))
    if size > settings.REGELWERK_MAX_RECORD_BYTES:
        raise SubmissionError(f"Die Stellung ist zu groß ({size} Bytes).", f"The position is too large ({size} bytes).",
                              pointer="/position", status=413)
    game = _checked_position_game(position)
    problems = validate_entry(game, move, at="/move")
    if problems:
        raise _errors("Der Zug passt nicht zum Protokollformat des Spiels.",
                      "The move does not fit the game's record format.", problems)
    try:
        result = core_check_position(position, move)
    except StateError as error:
        where = f"/position/state{error.pointer}"
        raise SubmissionError(f"Die Stellung ist nicht lesbar: {error.message_de}",
                              f"The state cannot be read: {error.message_en}", pointer=where) from error
    data = result.to_json()
    rule_id = result.verdict.rule
    if rule_id:
        rule = get_ruleset(game).rule(rule_id) or {}
        data["verdict"]["quote"] = rule.get("quote")
        data["verdict"]["rule_url"] = f"/regel/{rule_id}/"
    return data


def _checked_position_game(position: dict) -> str:
    """The position's game, once the position is usable (else SubmissionError pointing into it)."""
    if "state" in position and "format" not in position:
        game = position.get("game")
        if not isinstance(game, str) or game not in available_games():
            known = ", ".join(available_games())
            raise SubmissionError(f"Unbekanntes Spiel {game!r}; bekannt: {known}.", f"Unknown game {game!r}; known: {known}.",
                                  pointer="/position/game")
        if not isinstance(position["state"], dict):
            raise SubmissionError("„state“ muss ein JSON-Objekt sein (wie es die Prüfung ausgibt).",
                                  "\"state\" must be a JSON object (as the engine writes it).", pointer="/position/state")
        return game
    problems = validate_record(position)
    if problems:
        raise _errors("Die Stellung ist kein gültiges Protokoll.", "The position is not a valid record.", problems,
                      at="/position")
    ruleset = get_ruleset(position["game"])
    missing = ruleset.unsupported(list(position["players"]), position["setup"])
    if missing:
        raise SubmissionError(f"Die Stellung verwendet, was die Prüfung noch nicht kennt: {', '.join(missing)}.",
                              f"The position uses what the engine does not implement yet: {', '.join(missing)}.",
                              pointer="/position/setup")
    return position["game"]


def _errors(message_de: str, message_en: str, problems: list, at: str = "") -> SubmissionError:
    """A 400 listing every problem (RecordErrors), each with its pointer behind `at`."""
    errors = [{"pointer": at + problem.pointer, "message": problem.message_de, "message_en": problem.message_en}
              for problem in problems]
    return SubmissionError(message_de, message_en, pointer=errors[0]["pointer"], errors=errors)

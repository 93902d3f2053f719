"""Request side of the validation pipeline: parse → store → queue; and one move checked in a position.

The submission row is committed before the job is queued (`tasks.queue` sends on commit), so a lost
message or a crashed worker loses nothing: the job can be re-run from what is stored (`runner.run_job`),
and running it twice gives the same result. Modules: services → tasks → runner, never back.

Bad input is refused here, before any rule runs, as a `SubmissionError` (400/413 with JSON pointers).
An exception out of the engine after that is a bug of ours: it propagates (500, logged), never a verdict.

Two refusals are about the service, not the input (`QueueRefusal`, 503 with Retry-After): too much work is
waiting (`QueueFull`, checked before anything is stored), or the broker could not take the job
(`QueueUnavailable`, raised after the job is committed: it carries the job, which runs once the broker is back).
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings
from django.db import transaction

from config import parsers as strict_json
from engine.core import StateError, available_games, get_ruleset, validate_entry, validate_record
from engine.core import check_position as core_check_position

from . import tasks
from .importers import ImportProblem, import_log
from .importers.sniff import kind_of
from .models import Batch, Submission, ValidationJob

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


class QueueRefusal(Exception):
    """The service cannot take work now (503 with Retry-After); `target` is what was stored anyway, if anything."""

    def __init__(self, message_de: str, message_en: str, retry_after: int,
                 target: ValidationJob | Batch | None = None):
        super().__init__(message_en)
        self.message_de, self.message_en, self.retry_after, self.target = message_de, message_en, retry_after, target

    def to_json(self) -> dict:
        return {"detail": self.message_de, "detail_en": self.message_en,
                "errors": [{"pointer": "", "message": self.message_de, "message_en": self.message_en}]}


class QueueFull(QueueRefusal):
    """Backpressure: REGELWERK_MAX_PENDING_JOBS jobs are queued or running; nothing was stored."""


class QueueUnavailable(QueueRefusal):
    """The broker did not take the stored job (or batch): it is kept and sent by the sweeper later."""


def check_capacity(adding: int = 1) -> None:
    """QueueFull if `adding` more jobs would pass REGELWERK_MAX_PENDING_JOBS (queued + running, in the database).

    The database, not the broker, is counted: it knows jobs the broker never got (while it was down) and jobs
    a worker is running, and it is the same for Redis and RabbitMQ. The count stops at the limit (a bounded
    query). Concurrent requests may pass it by a few: the limit is a brake, not an invariant.
    """
    limit = settings.REGELWERK_MAX_PENDING_JOBS
    if limit <= 0:
        return
    pending = ValidationJob.objects.filter(status__in=(ValidationJob.Status.QUEUED, ValidationJob.Status.RUNNING))
    waiting = pending.values("pk")[:limit].count()
    if waiting + adding > limit:
        retry = settings.REGELWERK_RETRY_AFTER_SECONDS
        raise QueueFull(
            f"Die Regelprüfung ist ausgelastet: {waiting} Prüfläufe warten schon (höchstens {limit}). "
            f"Bitte versuche es in {retry} Sekunden noch einmal; gespeichert wurde nichts.",
            f"The validator is busy: {waiting} jobs are already waiting (at most {limit}). "
            f"Please try again in {retry} seconds; nothing was stored.", retry)


def unavailable(target: ValidationJob | Batch) -> QueueUnavailable:
    retry = settings.REGELWERK_RETRY_AFTER_SECONDS
    return QueueUnavailable(
        "Deine Einreichung ist gespeichert, aber die Warteschlange der Regelprüfung ist gerade nicht erreichbar. "
        "Die Prüfung startet von selbst, sobald sie wieder da ist; der Link unten zeigt den Stand.",
        "Your submission is stored, but the validator's queue cannot be reached right now. The validation "
        "starts by itself once it is back; the link below shows its state.", retry, target)


def _as_text(raw: str | bytes) -> str:
    if isinstance(raw, bytes):
        try:
            return raw.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise SubmissionError("Die Datei ist kein UTF-8-Text.", "The file is not UTF-8 text.",
                                  pointer="", status=400) from error
    return raw


_DOMINION_ONLINE = re.compile(r"^(?:Turn \d+ - |\S.* starts with \d+ |\S.* (?:plays|buys|draws|gains) )", re.M)
_ISOTROPIC = re.compile(r"<html|<pre|isotropic|---+ .*: turn \d+ ---+|&mdash;", re.I)


def detect_format(raw: str | bytes) -> str:
    """What a pasted text or uploaded file is: a JSON record, a Dominion Online log, an isotropic page or a Goko log.

    JSON when it starts like a JSON object; Goko when it has Goko's setup block or turn headers (`sniff.kind_of`);
    isotropic when it looks like HTML or an isotropic turn header;
    Dominion Online when a line reads like that client's log ("Turn 3 - Anna", "A plays a Smithy."). Anything
    else is taken for JSON, whose parser then says what is wrong with it.
    """
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else str(raw)
    head = text.lstrip("\ufeff \t\r\n")[:20000]
    if head.startswith(("{", "[")):
        return Submission.Format.RECORD
    if kind_of(head) == "goko":  # before isotropic: its turn headers look alike ("---------- A: turn 3 ----------")
        return Submission.Format.GOKO
    if _ISOTROPIC.search(head):
        return Submission.Format.ISOTROPIC
    if _DOMINION_ONLINE.search(head):
        return Submission.Format.DOMINION_ONLINE
    return Submission.Format.RECORD


def parse_input(raw: str | bytes | dict, fmt: str) -> tuple[str, dict]:
    """The raw text as received and the record it describes, or a SubmissionError saying what is wrong."""
    limit = settings.REGELWERK_MAX_RECORD_BYTES
    if isinstance(raw, dict):
        text = json.dumps(raw, ensure_ascii=False)
    elif isinstance(raw, (str, bytes)):
        text = _as_text(raw)
    else:  # {"record": [...]}: JSON, but not a record
        raise SubmissionError("Ein Protokoll ist ein JSON-Objekt.", "A record is a JSON object.", pointer="/record")
    if "\x00" in text:  # PostgreSQL stores no NUL in text; no log format has one
        raise SubmissionError("Die Eingabe enthält ein NUL-Zeichen.", "The input contains a NUL character.")
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
                record = strict_json.loads(text)  # finite numbers, no NUL, bounded depth
            except json.JSONDecodeError as error:
                raise SubmissionError(
                    f"Kein gültiges JSON: {error.msg} in Zeile {error.lineno}, Spalte {error.colno}.",
                    f"Not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}.") from error
        if not isinstance(record, dict):
            raise SubmissionError("Ein Protokoll ist ein JSON-Objekt.", "A record is a JSON object.")
    elif fmt in (Submission.Format.DOMINION_ONLINE, Submission.Format.ISOTROPIC, Submission.Format.GOKO):
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
    """Store the submission and its job, then queue the job once the transaction has committed.

    Refused before anything is stored: bad input (SubmissionError), too much work waiting (QueueFull).
    Refused after the job is stored: the broker did not take it (QueueUnavailable, carrying the job).
    """
    text, record = parse_input(raw, fmt)
    check_capacity(1)
    with transaction.atomic():
        job = store(text, record, fmt, origin=origin, stop_at_first_problem=stop_at_first_problem)
        sending = tasks.queue(job, queue_name)
    if sending.sent is False:
        raise unavailable(job)
    job.refresh_from_db()
    return job


def store(text: str, record: dict, fmt: str, *, origin: str, stop_at_first_problem: bool = False,
          batch: Batch | None = None) -> ValidationJob:
    """The submission and its job as rows (call inside the transaction that queues the job)."""
    game = record.get("game") if isinstance(record.get("game"), str) else ""
    entries = record.get("log")
    submission = Submission.objects.create(
        game=game[:40], format=fmt, origin=origin, raw=text, record=record,
        size_bytes=len(text.encode("utf-8")), entry_count=len(entries) if isinstance(entries, list) else 0)
    return ValidationJob.objects.create(submission=submission, stop_at_first_problem=stop_at_first_problem,
                                        progress_total=submission.entry_count, batch=batch)


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

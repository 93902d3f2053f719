"""Batch validation (a club's evening, a tournament): many records or logs in, one Batch, one job each.

Write side: the items come from a JSON request, a ZIP or a directory; each is parsed like a single
submission (`services.parse_input`). The batch is all or nothing: one unusable item refuses the whole batch
(400/413 listing every problem with its pointer), before anything is stored. Then the Batch row, its
submissions and jobs are committed, and the jobs go to the workers as one Celery group (they fan out over
every worker). Read side: `summarize`, the counts and the rules broken most often, for the page and the API.
"""

from __future__ import annotations

import io
import zipfile
from collections import Counter
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from django.conf import settings
from django.db import transaction

from engine.core import available_games, get_ruleset

from . import services, tasks
from .models import Batch, Submission, ValidationJob
from .services import SubmissionError

# File endings read from a ZIP or a directory, and the format each means ("auto": look at the text).
READABLE = {".json": Submission.Format.RECORD, ".txt": "auto", ".log": "auto", ".html": Submission.Format.ISOTROPIC,
            ".htm": Submission.Format.ISOTROPIC}

VERDICTS = ("legal", "unverifiable", "illegal", "inconsistent", "invalid")
BROKEN = ("illegal", "inconsistent")


@dataclass
class Item:
    """One record or log of a batch: where it came from (a JSON pointer or a file name), its input, format."""

    where: str
    raw: str | bytes | dict
    fmt: str


def _pointer_token(name: str) -> str:
    return name.replace("~", "~0").replace("/", "~1")


def _file_item(name: str, data: bytes, fmt: str) -> Item:
    if fmt == "auto":
        fmt = services.detect_format(data)
    return Item(f"/file/{_pointer_token(name)}", data, fmt)


def _limits_error(count: int) -> None:
    limit = settings.REGELWERK_MAX_BATCH_RECORDS
    if count == 0:
        raise SubmissionError("Die Sammlung enthält keine Partie.", "The batch contains no game.")
    if count > limit:
        raise SubmissionError(f"Zu viele Partien in einer Sammlung ({count}, erlaubt sind {limit}).",
                              f"Too many games in one batch ({count}, the limit is {limit}).", status=413)


def too_big(size: int) -> SubmissionError:
    limit = settings.REGELWERK_MAX_BATCH_BYTES
    return SubmissionError(f"Die Sammlung ist zu groß ({size} Bytes, erlaubt sind {limit}).",
                           f"The batch is too large ({size} bytes, the limit is {limit}).", status=413)


def items_from_zip(data: bytes | io.BufferedIOBase, fmt: str = "auto") -> list[Item]:
    """The readable files of a ZIP (by ending, see READABLE), sizes checked before they are unpacked."""
    try:
        archive = zipfile.ZipFile(data if not isinstance(data, bytes) else io.BytesIO(data))
    except (zipfile.BadZipFile, OSError) as error:
        raise SubmissionError("Die Datei ist kein ZIP-Archiv.", "The file is not a ZIP archive.",
                              pointer="/file") from error
    with archive:
        members = [info for info in archive.infolist() if not info.is_dir() and _readable(info.filename)]
        _limits_error(len(members))
        total = sum(info.file_size for info in members)
        if total > settings.REGELWERK_MAX_BATCH_BYTES:
            raise too_big(total)
        items, unpacked = [], 0
        for info in members:
            # The sizes in the directory may lie (a zip bomb): read at most one byte past each limit.
            with archive.open(info) as member:
                content = member.read(settings.REGELWERK_MAX_RECORD_BYTES + 1)
            unpacked += len(content)
            if unpacked > settings.REGELWERK_MAX_BATCH_BYTES:
                raise too_big(unpacked)
            items.append(_file_item(info.filename, content, _member_format(info.filename, fmt)))
    return items


def items_from_directory(directory: Path, fmt: str = "auto") -> list[Item]:
    files = sorted(path for path in directory.rglob("*") if path.is_file() and _readable(path.name))
    _limits_error(len(files))
    total = sum(path.stat().st_size for path in files)
    if total > settings.REGELWERK_MAX_BATCH_BYTES:
        raise too_big(total)
    return [_file_item(str(path.relative_to(directory)), path.read_bytes(), _member_format(path.name, fmt))
            for path in files]


def items_from_uploads(uploads: list[tuple[str, bytes]], fmt: str = "auto") -> list[Item]:
    """Files picked on the batch form: each ZIP is unpacked (see items_from_zip), every other file is one game
    whatever its ending (the format is detected from the text unless one is chosen); limits over all of them."""
    total = sum(len(data) for _name, data in uploads)
    if total > settings.REGELWERK_MAX_BATCH_BYTES:
        raise too_big(total)
    items: list[Item] = []
    for name, data in uploads:
        if zipfile.is_zipfile(io.BytesIO(data)):
            # A member's pointer names its ZIP as well: /file/turnier.zip/runde1.json
            items.extend(Item(f"/file/{_pointer_token(name)}{item.where[len('/file'):]}", item.raw, item.fmt)
                         for item in items_from_zip(data, fmt))
        else:
            suffix = PurePosixPath(name).suffix.lower()
            items.append(_file_item(name, data, Submission.Format.RECORD if suffix == ".json" else fmt))
    _limits_error(len(items))
    unpacked = sum(len(item.raw) for item in items)
    if unpacked > settings.REGELWERK_MAX_BATCH_BYTES:
        raise too_big(unpacked)
    return items


def _readable(name: str) -> bool:
    path = PurePosixPath(name)
    hidden = any(part.startswith(".") or part == "__MACOSX" for part in path.parts)
    return not hidden and path.suffix.lower() in READABLE


def _member_format(name: str, fmt: str) -> str:
    suffix = PurePosixPath(name).suffix.lower()
    if suffix == ".json":
        return Submission.Format.RECORD
    return READABLE[suffix] if fmt == "auto" else fmt


def items_from_json(items: object) -> list[Item]:
    """`items` of a JSON request: each {"record": {…}} or {"format": "dominion-online", "log": "…"}."""
    if not isinstance(items, list):
        raise SubmissionError("„items“ muss eine Liste sein.", "\"items\" must be a list.", pointer="/items")
    _limits_error(len(items))
    found = []
    for index, item in enumerate(items):
        where = f"/items/{index}"
        if isinstance(item, dict) and "record" in item:
            found.append(Item(f"{where}/record", item["record"], Submission.Format.RECORD))
        elif isinstance(item, dict) and isinstance(item.get("log"), str) and isinstance(item.get("format"), str):
            found.append(Item(f"{where}/log", item["log"], item["format"]))
        else:
            raise SubmissionError("Jeder Eintrag ist {\"record\": {…}} oder {\"format\": …, \"log\": \"…\"}.",
                                  "Each item is {\"record\": {…}} or {\"format\": …, \"log\": \"…\"}.", pointer=where)
    return found


def submit_batch(items: list[Item], *, name: str = "", origin: str = Submission.Origin.API,
                 stop_at_first_problem: bool = False, queue_name: str | None = None) -> Batch:
    """Parse every item, then store the batch with a job per item and fan the jobs out once committed.

    Refused before anything is stored: any unusable item (all of them listed), too many items, too much
    work waiting (QueueFull). After the batch is stored: QueueUnavailable (carrying it) if the broker is away.
    """
    _limits_error(len(items))
    parsed, errors, status = [], [], 400
    for item in items:
        try:
            text, record = services.parse_input(item.raw, item.fmt)
        except SubmissionError as problem:
            status = max(status, problem.status)
            for error in problem.to_json()["errors"]:
                errors.append(dict(error, pointer=item.where + (error.get("pointer") or "")))
            continue
        parsed.append((item, text, record))
    if errors:
        raise SubmissionError(f"{len(errors)} Problem(e) in der Sammlung; gespeichert wurde nichts.",
                              f"{len(errors)} problem(s) in the batch; nothing was stored.",
                              status=status, errors=errors)
    services.check_capacity(len(parsed))
    with transaction.atomic():
        batch = Batch.objects.create(name=name[:200], origin=origin, total=len(parsed))
        jobs = [services.store(text, record, item.fmt, origin=origin, stop_at_first_problem=stop_at_first_problem,
                               batch=batch) for item, text, record in parsed]
        sending = tasks.queue_all(jobs, queue_name)
    if sending.sent is False:
        raise services.unavailable(batch)
    return batch


# --- read side ------------------------------------------------------------------------------------------------


def summarize(batch: Batch, top: int = 10) -> dict:
    """Progress, counts per verdict, the rules broken most often (with their German statements), each job."""
    jobs = list(batch.jobs.select_related("submission").order_by("created", "pk"))
    statuses = Counter(job.status for job in jobs)
    verdicts = Counter()
    occurrences, games_broken, rule_game = Counter(), Counter(), {}
    for job in jobs:
        if job.status == ValidationJob.Status.FAILED:
            verdicts["failed"] += 1
        if job.status != ValidationJob.Status.DONE or not job.report:
            continue
        verdicts[job.report.get("status", "invalid")] += 1
        broken_here = set()
        for problem in job.report.get("problems") or []:
            rule = problem.get("rule")
            if problem.get("verdict") in BROKEN and rule:
                occurrences[rule] += 1
                broken_here.add(rule)
                rule_game.setdefault(rule, job.submission.game)
        games_broken.update(broken_here)
    finished = statuses[ValidationJob.Status.DONE] + statuses[ValidationJob.Status.FAILED]
    rules = []
    for rule_id, count in sorted(occurrences.items(), key=lambda pair: (-games_broken[pair[0]], -pair[1], pair[0]))[:top]:
        game = rule_game[rule_id]
        rule = (get_ruleset(game).rule(rule_id) or {}) if game in available_games() else {}
        rules.append({"rule": rule_id, "statement_de": rule.get("statement_de", ""),
                      "statement_en": rule.get("statement_en", ""), "games": games_broken[rule_id],
                      "occurrences": count})
    return {
        "total": len(jobs),
        "finished": finished,
        "complete": finished == len(jobs),
        "percent": int(100 * finished / len(jobs)) if jobs else 100,
        "statuses": {status: statuses[status] for status in ValidationJob.Status.values},
        "verdicts": {verdict: verdicts[verdict] for verdict in (*VERDICTS, "failed")},
        "rules": rules,
        "jobs": jobs,
    }

"""Every file of the reference corpus and what it comes to: import (the format a user would pick for the
folder), then replay through the worker's own function (`engine.runner.validate_record`, as the Celery
worker runs a job). The pinned table is tests/data/importers/reference_outcomes.json; regenerate it with

    .venv/bin/python tests/engine/importers/reference_outcomes.py  (then read the diff: every change is a
    verdict about a real game)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
PINNED = ROOT / "tests" / "data" / "importers" / "reference_outcomes.json"
# The format a user would choose for a file of each top folder
FORMAT_OF_FOLDER = {"dominion-online": "dominion-online", "isotropic": "isotropic", "goko": "goko"}
# Not game logs: the corpus' own documentation
NOT_LOGS = {".md"}
# Verified by reading the log (see the notes in the pinned table): nothing here may be illegal/inconsistent.
OUTCOMES = ("legal", "unverifiable", "unsupported", "import-error")


def corpus_files(folder: Path) -> list[str]:
    """Every file below the folder, recursively, as a relative path (documentation aside)."""
    return sorted(str(path.relative_to(folder)) for path in folder.rglob("*")
                  if path.is_file() and path.suffix not in NOT_LOGS)


def outcome(folder: Path, name: str) -> dict[str, Any]:
    """What one file comes to: {"outcome", "cards" | "error" | "rule"} (see OUTCOMES)."""
    from engine.core import validate_record as schema_errors
    from engine.importers import ImportProblem, import_log
    from engine.runner import validate_record

    fmt = FORMAT_OF_FOLDER[name.split("/", 1)[0]]
    try:
        record = import_log(fmt, (folder / name).read_text(encoding="utf-8"))
    except ImportProblem as problem:
        return {"outcome": "import-error", "error": problem.message_en}
    errors = schema_errors(record)
    if errors:
        return {"outcome": "invalid", "errors": [error.message_en for error in errors][:3]}
    report, _ = validate_record(record)
    result: dict[str, Any] = {"outcome": report["status"]}
    if report["status"] == "unsupported":
        result["cards"] = sorted(report["unsupported"])
    elif report["status"] != "legal":
        problems = report.get("problems") or []
        result["rules"] = sorted({problem["rule"] for problem in problems})
        if problems:
            result["first"] = {"index": problems[0]["index"], "entry": problems[0]["entry"]}
    if record["import"].get("stopped"):
        result["stopped"] = record["import"]["stopped"]["why_en"]
    return result


def main() -> None:
    import django

    sys.path.insert(0, str(ROOT))
    import os

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    os.environ.setdefault("REGELWERK_DEV_DEFAULTS", "1")
    django.setup()
    from importer_reference import reference_logs

    folder = reference_logs()
    old = json.loads(PINNED.read_text(encoding="utf-8")) if PINNED.exists() else {"files": {}}
    files: dict[str, Any] = {}
    for name in corpus_files(folder):
        entry = outcome(folder, name)
        note = old["files"].get(name, {}).get("note")
        if note:
            entry["note"] = note
        files[name] = entry
    table = {"about": old.get("about", ""), "files": files}
    PINNED.parent.mkdir(parents=True, exist_ok=True)
    PINNED.write_text(json.dumps(table, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    counts: dict[str, int] = {}
    for entry in files.values():
        counts[entry["outcome"]] = counts.get(entry["outcome"], 0) + 1
    print(json.dumps(counts, sort_keys=True))


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    main()

"""The thin shell around the pure engine: one record in, the design's report and positions out."""

from __future__ import annotations

from collections.abc import Callable

# Positions are kept for the job page only up to this many entries (each is a full state).
MAX_KEPT_STATES = 3000


def validate_record(record: dict, *, stop_at_first_problem: bool = False,
                    progress: Callable[[int, int], None] | None = None) -> tuple[dict, list | None]:
    """(report as the design shapes it, plus per-entry verdicts and the outcome; positions or None)."""
    from engine.core import replay

    log = record.get("log") if isinstance(record, dict) else None
    keep = isinstance(log, list) and len(log) <= MAX_KEPT_STATES
    report = replay(record, stop_at_first_problem=stop_at_first_problem, progress=progress, keep_states=keep)
    data = report.to_json()
    data["results"] = [{"index": index, "verdict": verdict.status, "rule": verdict.rule} for index, verdict in
                       report.results]
    if report.outcome is not None:
        data["outcome"] = report.outcome
    return data, (report.states or None)

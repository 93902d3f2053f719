"""The thin shell around the pure engine: one record in, the design's report and positions out."""

from __future__ import annotations

from collections.abc import Callable


def validate_record(record: dict, *, stop_at_first_problem: bool = False,
                    progress: Callable[[int, int], None] | None = None) -> tuple[dict, list | None]:
    from engine.core import replay

    report = replay(record, stop_at_first_problem=stop_at_first_problem, progress=progress, keep_states=True)
    return report.to_json(), getattr(report, "states", None)

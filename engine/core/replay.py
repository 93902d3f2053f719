"""Replay a whole record, or check one move in a position."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core.record import RecordError, validate_record
from engine.core.registry import get_ruleset
from engine.core.ruleset import Ruleset
from engine.core.verdict import Verdict

# Report status precedence: the worst verdict decides.
_SEVERITY = {"legal": 0, "unverifiable": 1, "inconsistent": 2, "illegal": 3}


@dataclass
class Problem:
    index: int | None
    turn: int | None
    by: str | None
    entry: Any
    verdict: str
    rule: str | None
    message_de: str
    message_en: str
    quote: str | None
    pointer: str | None = None

    def to_json(self) -> dict[str, Any]:
        data = {
            "index": self.index,
            "turn": self.turn,
            "by": self.by,
            "entry": self.entry,
            "verdict": self.verdict,
            "rule": self.rule,
            "message_de": self.message_de,
            "message_en": self.message_en,
            "quote": self.quote,
        }
        if self.pointer is not None:
            data["pointer"] = self.pointer
        return data


@dataclass
class Report:
    game: str | None
    status: str
    entries: int
    checked: int
    problems: list[Problem] = field(default_factory=list)
    unsupported: list[str] = field(default_factory=list)
    results: list[tuple[int, Verdict]] = field(default_factory=list)
    states: list[dict[str, Any]] = field(default_factory=list)
    final_state: Any = None
    outcome: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        """Exactly the ARCHITECTURE's validation report (problems of an invalid record carry a pointer)."""
        return {
            "game": self.game,
            "status": self.status,
            "entries": self.entries,
            "checked": self.checked,
            "problems": [problem.to_json() for problem in self.problems],
            "unsupported": list(self.unsupported),
        }


def _invalid(game: str | None, entries: int, errors: list[RecordError]) -> Report:
    problems = [
        Problem(None, None, None, None, "invalid", None, e.message_de, e.message_en, None, e.pointer) for e in errors
    ]
    return Report(game, "invalid", entries, 0, problems)


def _quote(ruleset: Ruleset, rule_id: str | None) -> str | None:
    if rule_id is None:
        return None
    rule = ruleset.rule(rule_id)
    return None if rule is None else rule.get("quote")


def _actor(ruleset: Ruleset, state: Any, entry: Any) -> str | None:
    """Who the entry is by: its "by", else the player the open task concerns (read before the step)."""
    if isinstance(entry, dict) and isinstance(entry.get("by"), str):
        return entry["by"]
    task = ruleset.task(state)
    return None if task is None else task.player


def replay(
    record: Any,
    stop_at_first_problem: bool = False,
    progress: Callable[[int, int], None] | None = None,
    keep_states: bool = False,
) -> Report:
    """Check every log entry of a record in order.

    An entry whose verdict proceeds (legal, unverifiable) is applied; an illegal or inconsistent
    entry is reported and skipped, and replay goes on unless `stop_at_first_problem`.
    With `keep_states`, `report.states[i]` is the state (as JSON) after entry i (before any entry:
    `report.states[0]` is the initial state; entry i's result is at index i + 1).
    """
    log = record.get("log") if isinstance(record, dict) else None
    entries = len(log) if isinstance(log, list) else 0
    game = record.get("game") if isinstance(record, dict) and isinstance(record.get("game"), str) else None
    errors = validate_record(record)
    if errors:
        return _invalid(game, entries, errors)
    assert isinstance(record, dict) and isinstance(log, list) and game is not None
    ruleset = get_ruleset(game)
    players = list(record["players"])
    missing = ruleset.unsupported(players, record["setup"])
    if missing:
        return Report(game, "unsupported", entries, 0, unsupported=missing)
    state = ruleset.deal(ruleset.setup(players, record["setup"]))
    report = Report(game, "legal", entries, 0)
    if keep_states:
        report.states.append(ruleset.state_to_json(state))
    for index, entry in enumerate(log):
        # turn and actor are read before the step: a step whose verdict proceeds consumes the state
        turn = ruleset.turn(state)
        actor = _actor(ruleset, state, entry)
        outcome = ruleset.step(state, entry)
        verdict = outcome.verdict
        report.results.append((index, verdict))
        report.checked += 1
        if verdict.status != "legal":
            report.problems.append(
                Problem(
                    index,
                    turn,
                    actor,
                    entry,
                    verdict.status,
                    verdict.rule,
                    verdict.message_de,
                    verdict.message_en,
                    _quote(ruleset, verdict.rule),
                )
            )
            if _SEVERITY[verdict.status] > _SEVERITY.get(report.status, 0):
                report.status = verdict.status
        if verdict.proceeds:
            state = ruleset.deal(outcome.state)
        if keep_states:
            report.states.append(ruleset.state_to_json(state))
        if progress is not None:
            progress(index + 1, entries)
        if stop_at_first_problem and verdict.status in ("illegal", "inconsistent"):
            break
    report.final_state = state
    report.outcome = ruleset.result(state)
    return report


@dataclass
class PositionCheck:
    """A move judged in a position, with the moves that would have been legal there."""

    verdict: Verdict
    alternatives: list[dict[str, Any]]
    pending: dict[str, Any] | None
    state: dict[str, Any] | None = None
    problems: list[Problem] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict.to_json(),
            "alternatives": self.alternatives,
            "pending": self.pending,
            "state": self.state,
            "problems": [problem.to_json() for problem in self.problems],
        }


def check_position(position: dict[str, Any], move: dict[str, Any]) -> PositionCheck:
    """`position` is a record (its log is a prefix of a game) or {"game": slug, "state": state JSON}.

    Raises ValueError when the position itself is unusable (invalid record, unknown game).
    """
    if not isinstance(position, dict):
        raise ValueError("position must be a record or {'game': ..., 'state': ...}")
    problems: list[Problem] = []
    if "state" in position and "format" not in position:
        try:
            ruleset = get_ruleset(str(position.get("game")))
        except KeyError as exc:
            raise ValueError(f"unknown game {position.get('game')!r}") from exc
        state = ruleset.state_from_json(position["state"])
    else:
        report = replay(position)
        if report.status in ("invalid", "unsupported"):
            messages = "; ".join(p.message_en for p in report.problems) or ", ".join(report.unsupported)
            raise ValueError(f"position unusable ({report.status}): {messages}")
        ruleset = get_ruleset(position["game"])
        state = report.final_state
        problems = report.problems
    verdict = ruleset.check(state, move)
    decision = ruleset.pending(state)
    return PositionCheck(
        verdict,
        ruleset.legal_moves(state),
        None if decision is None else decision.to_json(),
        ruleset.state_to_json(state),
        problems,
    )

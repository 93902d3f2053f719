"""The engine contract shared by every game: verdicts, decisions, rulesets, records, piles, replay.

Pure Python: nothing here imports Django or another app of the project.

One primitive: `Ruleset.step(state, entry) -> Outcome` (verdict and next state). A step whose verdict
proceeds consumes `state`; `check(state, entry)` never changes it (see `Ruleset`).
"""

from engine.core.decision import Decision
from engine.core.pile import Pile, PileError
from engine.core.record import RECORD_FORMAT, RecordError, StateError, envelope_schema, validate_entry, validate_record
from engine.core.registry import available_games, get_ruleset, register, registered
from engine.core.replay import PositionCheck, Problem, Report, check_position, replay
from engine.core.rng import seeded_rng, shuffled
from engine.core.ruleset import Ruleset
from engine.core.step import Chance, Choice, Gap, Notes, Outcome, Refusal, Task, task_from_json
from engine.core.verdict import Verdict

__all__ = [
    "RECORD_FORMAT",
    "Chance",
    "Choice",
    "Decision",
    "Gap",
    "Notes",
    "Outcome",
    "Pile",
    "PileError",
    "PositionCheck",
    "Problem",
    "RecordError",
    "Refusal",
    "Report",
    "Ruleset",
    "StateError",
    "Task",
    "Verdict",
    "available_games",
    "check_position",
    "envelope_schema",
    "get_ruleset",
    "register",
    "registered",
    "replay",
    "seeded_rng",
    "shuffled",
    "task_from_json",
    "validate_entry",
    "validate_record",
]

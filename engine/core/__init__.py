"""The engine contract shared by every game: verdicts, decisions, rulesets, records, piles, replay.

Pure Python: nothing here imports Django or another app of the project.

State ownership (see `Ruleset`): `check(state, entry)` never changes `state`; `apply(state, entry)`
consumes it (it may change the state in place and return it), so a caller that needs the state before
the entry afterwards applies to `ruleset.copy_state(state)` or keeps such a copy.
"""

from engine.core.decision import Decision
from engine.core.pile import Pile, PileError
from engine.core.record import RECORD_FORMAT, RecordError, envelope_schema, validate_record
from engine.core.registry import available_games, get_ruleset, register
from engine.core.replay import PositionCheck, Problem, Report, check_position, replay
from engine.core.rng import seeded_rng, shuffled
from engine.core.ruleset import Ruleset
from engine.core.verdict import Verdict

__all__ = [
    "RECORD_FORMAT",
    "Decision",
    "Pile",
    "PileError",
    "PositionCheck",
    "Problem",
    "RecordError",
    "Report",
    "Ruleset",
    "Verdict",
    "available_games",
    "check_position",
    "envelope_schema",
    "get_ruleset",
    "register",
    "replay",
    "seeded_rng",
    "shuffled",
    "validate_record",
]

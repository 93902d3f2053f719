"""The contract every game implements (modelled on OpenSpiel's State and python-chess's Board)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from engine.core.decision import Decision
from engine.core.record import RecordError
from engine.core.rules import RuleCatalog
from engine.core.verdict import Verdict


class Ruleset(ABC):
    """One game's rules. Stateless: all game state lives in the `State` objects it returns.

    Copy semantics: `check` never changes its argument and never raises on bad input (a malformed
    entry is an illegal verdict). `apply` CONSUMES its argument: it may change the state it is given
    in place and return that very object (Dominion does, for the common moves), or return a new state
    (Burgund-Kartenspiel does). Either way the argument is dead after `apply`: use only the returned
    state. A caller that still needs the state before the entry takes a copy first:

        before = ruleset.copy_state(state)
        state = ruleset.apply(state, entry)

    `copy_state` returns an independent copy (by default through `state_to_json`/`state_from_json`;
    games override it with something cheaper).

    States may also share structure: a game may build the state `apply` returns from parts of the
    argument (Dominion: every player's cards the entry did not touch), and `check` may compute that
    state ahead and keep it for the `apply` that follows on the same state and an equal entry. So never
    edit a state the engine gave you or took from you in place: edit a `copy_state` of it.
    """

    slug: str = ""

    @abstractmethod
    def setup(self, players: list[str], setup: dict[str, Any]) -> Any:
        """The initial state from the record's players and setup (assumed valid, see `validate_setup`)."""

    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[RecordError]:
        """Semantic errors of a schema-valid setup (unknown cards, player count ...)."""
        return []

    def unsupported(self, players: list[str], setup: dict[str, Any]) -> list[str]:
        """Cards or modules the record uses that the engine does not implement."""
        return []

    @abstractmethod
    def check(self, state: Any, entry: dict[str, Any]) -> Verdict:
        """Judge one log entry in `state`."""

    @abstractmethod
    def apply(self, state: Any, entry: dict[str, Any]) -> Any:
        """The state after `entry`; only call after a verdict that proceeds.

        Consumes `state`: it may be changed in place and returned. Take `copy_state(state)` first if
        the state before the entry is still needed.
        """

    def copy_state(self, state: Any) -> Any:
        """An independent copy of `state`: neither changes when the other is applied to or edited."""
        return self.state_from_json(self.state_to_json(state))

    @abstractmethod
    def pending(self, state: Any) -> Decision | None:
        """Who must decide what now; None when the game is over."""

    def legal_moves(self, state: Any) -> list[dict[str, Any]]:
        """Entries that would be legal now (the options of the pending decision)."""
        decision = self.pending(state)
        return [] if decision is None else list(decision.options)

    def deal(self, state: Any) -> Any:
        """Resolve pending chance from the state's seed, if it has one; returns a new state."""
        return state

    def is_over(self, state: Any) -> bool:
        return self.pending(state) is None

    def turn(self, state: Any) -> int | None:
        """The turn number shown in reports."""
        return None

    def result(self, state: Any) -> dict[str, Any] | None:
        """Scores and winners once the game is over."""
        return None

    # -- data: each game names its rules.json, its schema builder and its state class ------------------
    catalog: RuleCatalog
    schema_builder: Callable[[], dict[str, Any]]
    state_class: type

    def record_schema(self) -> dict[str, Any]:
        """JSON Schema of this game's whole record, envelope included."""
        return type(self).schema_builder()

    def rules(self) -> list[dict[str, Any]]:
        """The game's rules.json (copies: callers may change them)."""
        return [dict(rule) for rule in self.catalog.load()]

    def rule(self, rule_id: str) -> dict[str, Any] | None:
        rule = self.catalog.by_id().get(rule_id)
        return None if rule is None else dict(rule)

    def state_to_json(self, state: Any) -> dict[str, Any]:
        """A JSON-serialisable snapshot of the state."""
        return state.to_json()

    def state_from_json(self, data: dict[str, Any]) -> Any:
        """The inverse of `state_to_json`."""
        return self.state_class.from_json(data)

"""The contract every game implements (modelled on OpenSpiel's State and python-chess's Board).

One primitive: `step(state, entry) -> Outcome`, the verdict on one log entry and the state after it.
`Ruleset.step` is the skeleton every game shares: the entry's form, the end of the game, whether a chance
event or a player's decision is due and whose, refusals, gaps and readings. A game describes only its
rules, in four hooks: `task` (what the state waits for), `on_move`, `on_event` and, optionally, `fast_step`.
`check` and `apply` fall out of `step`.
"""

from __future__ import annotations

import importlib
import inspect
from abc import ABC, abstractmethod
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.core.decision import Decision
from engine.core.errors import RecordError
from engine.core.rules import RuleCatalog
from engine.core.step import Chance, Choice, Notes, Outcome, Refusal, Task
from engine.core.verdict import Verdict


class Ruleset(ABC):
    """One game's rules. Stateless: all game state lives in the `State` objects it returns.

    State ownership: `step(state, entry)` leaves `state` unchanged when the verdict does not proceed
    (illegal, inconsistent). When it proceeds (legal, unverifiable), `state` is CONSUMED: the game may
    have changed it in place and returned that very object, or returned a new state; either way use only
    `outcome.state` afterwards. A caller that still needs the state before the entry steps a copy:

        outcome = ruleset.step(ruleset.copy_state(state), entry)

    `check` does exactly that and never changes its argument; `apply` is `step` for an entry known to
    proceed. States may share structure with the states they came from (copy-on-write), so never edit a
    state the engine gave you in place: edit a `copy_state` of it.
    """

    slug: str = ""

    # -- data: each game names its rules.json, its schema builder and its state class ------------------
    catalog: RuleCatalog
    schema_builder: Callable[[], dict[str, Any]]
    state_class: type

    # -- setup -----------------------------------------------------------------------------------------
    @abstractmethod
    def setup(self, players: list[str], setup: dict[str, Any]) -> Any:
        """The initial state from the record's players and setup (assumed valid, see `validate_setup`)."""

    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[RecordError]:
        """Semantic errors of a schema-valid setup (unknown cards, player count ...)."""
        return []

    def unsupported(self, players: list[str], setup: dict[str, Any]) -> list[str]:
        """Cards or modules the record uses that the engine does not implement."""
        return []

    # -- the game's hooks ------------------------------------------------------------------------------
    @abstractmethod
    def task(self, state: Any) -> Task | None:
        """The open task: a player's `Choice` (their turn, or a decision an instruction asks for) or a
        `Chance` event the record must supply; None once the game is over."""

    @abstractmethod
    def on_move(self, state: Any, choice: Choice, entry: dict[str, Any], notes: Notes) -> Any:
        """Judge and carry out a move by `choice.player` (the skeleton checked who moves). Returns the
        new state; raises `Refusal` (`self.catalog.refuse(...)`) without changing `state` when a rule
        refuses. Gaps and readings go into `notes`."""

    @abstractmethod
    def on_event(self, state: Any, chance: Chance, entry: dict[str, Any], notes: Notes) -> Any:
        """Check and carry out a chance event while `chance` is due; as `on_move`
        (`self.catalog.contradict(...)` for an event the state contradicts)."""

    def fast_step(self, state: Any, entry: Any) -> Outcome | None:
        """An optional shortcut for common entries: the very outcome `step` would give, or None to take the
        full path. A game that has one proves it equal to the full path in its tests."""
        return None

    # -- the skeleton ----------------------------------------------------------------------------------
    def step(self, state: Any, entry: Any) -> Outcome:
        """The verdict on `entry` and, when it proceeds, the state after it (see the class docstring).

        Bad input is a verdict; an exception raised here is a bug of ours, never a verdict."""
        fast = self.fast_step(state, entry)
        if fast is not None:
            return fast
        catalog = self.catalog
        try:
            task = self._preamble(state, entry)
            notes = Notes()
            if isinstance(task, Chance):
                new = self.on_event(state, task, entry, notes)
            else:
                new = self.on_move(state, task, entry, notes)
        except Refusal as refusal:
            return Outcome(refusal.verdict, None)
        return Outcome(notes.verdict(catalog), new)

    def _preamble(self, state: Any, entry: Any) -> Task:
        """What every entry passes before a game's rules see it; returns the task the entry answers."""
        catalog = self.catalog
        if not isinstance(entry, dict) or ("move" in entry) == ("event" in entry):
            raise catalog.refuse("eintrag-form", "Ein Eintrag ist entweder ein Zug oder ein Ereignis.",
                                 "An entry is either a move or an event.")
        task = self.task(state)
        if task is None:
            raise catalog.refuse("spielende", "Das Spiel ist bereits zu Ende.", "The game is already over.")
        if "event" in entry:
            if not isinstance(task, Chance):
                raise catalog.contradict("ereignis-unerwartet", "Hier ist kein Zufallsereignis fällig.",
                                         "No chance event is due here.", event=entry.get("event"))
            return task
        if isinstance(task, Chance):
            who = f" ({task.player})" if task.player else ""
            raise catalog.contradict("ereignis-fehlt", f"Erst ist ein Zufallsereignis fällig: {task.need}{who}.",
                                     f"A chance event is due first: {task.need}{who}.", need=task.need)
        by = entry.get("by")
        if by != task.player:
            if task.is_turn:
                raise catalog.refuse("zugreihenfolge", f"{task.player} ist an der Reihe, nicht {by}.",
                                     f"It is {task.player}'s turn, not {by}'s.")
            raise catalog.refuse("zugreihenfolge", f"{task.player} muss jetzt entscheiden, nicht {by}.",
                                 f"{task.player} must decide now, not {by}.")
        return task

    def check(self, state: Any, entry: Any) -> Verdict:
        """The verdict on `entry`; never changes `state`."""
        return self.step(self.copy_state(state), entry).verdict

    def apply(self, state: Any, entry: Any) -> Any:
        """The state after an entry whose verdict proceeds (consumes `state`, as `step`)."""
        outcome = self.step(state, entry)
        if not outcome.verdict.proceeds:
            raise ValueError(f"entry cannot be applied ({outcome.verdict.status}: {outcome.verdict.rule})")
        return outcome.state

    def copy_state(self, state: Any) -> Any:
        """An independent copy of `state`: neither changes when the other is stepped or edited."""
        return self.state_from_json(self.state_to_json(state))

    # -- what now --------------------------------------------------------------------------------------
    @abstractmethod
    def pending(self, state: Any) -> Decision | None:
        """Who must decide what now, with the options; None when the game is over."""

    def legal_moves(self, state: Any) -> list[dict[str, Any]]:
        """Entries that would be legal now (the options of the pending decision)."""
        decision = self.pending(state)
        return [] if decision is None else list(decision.options)

    def deal(self, state: Any) -> Any:
        """Resolve pending chance from the state's seed, if it has one; returns a new state."""
        return state

    def turn(self, state: Any) -> int | None:
        """The turn number shown in reports."""
        return None

    def result(self, state: Any) -> dict[str, Any] | None:
        """Scores and winners once the game is over."""
        return None

    # -- data ------------------------------------------------------------------------------------------
    def record_schema(self) -> dict[str, Any]:
        """JSON Schema of this game's whole record, envelope included."""
        return type(self).schema_builder()

    def rules(self) -> list[dict[str, Any]]:
        """The game's rules.json (copies: callers may change them)."""
        return [dict(rule) for rule in self.catalog.load()]

    def rule(self, rule_id: str) -> dict[str, Any] | None:
        rule = self.catalog.by_id().get(rule_id)
        return None if rule is None else dict(rule)

    def picture(self, state: dict[str, Any], names: dict[str, str], previous: dict[str, Any] | None = None,
                move: dict[str, Any] | None = None) -> str | None:
        """The position drawn for people: an HTML fragment (inline SVG allowed) for the job page, or None for
        the generic view. `state` is `state_to_json` output (it may come from a user: escape every text with
        `html.escape`), `names` maps the engine's card tags to German catalog names, `previous` is the
        position before the entry (to mark what changed) and `move` the entry that led here (e.g. to
        highlight where a placed tile could legally have gone). No inline `style` attributes and no
        scripts: the site's Content-Security-Policy forbids them; SVG presentation attributes are fine.

        By default the function `picture` of the module `picture.py` beside the ruleset module draws it (the
        same convention as `format.md`); a game without one gets the generic view."""
        package = type(self).__module__.rpartition(".")[0]
        if not package:
            return None
        try:
            module = importlib.import_module(f"{package}.picture")
        except ModuleNotFoundError as missing:
            if missing.name != f"{package}.picture":
                raise  # the picture module exists and itself imports something missing: a bug, not "no picture"
            return None
        draw = getattr(module, "picture", None)
        return None if draw is None else draw(state, names, previous, move)

    def format_doc(self) -> Path:
        """The game's record-format reference (German and English Markdown), beside its ruleset module."""
        return Path(inspect.getfile(type(self))).parent / "format.md"

    def state_to_json(self, state: Any) -> dict[str, Any]:
        """A JSON-serialisable snapshot of the state."""
        return state.to_json()

    def state_from_json(self, data: dict[str, Any]) -> Any:
        """The inverse of `state_to_json`; raises `engine.core.StateError` for malformed data."""
        return self.state_class.from_json(data)

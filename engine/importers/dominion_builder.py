"""From the lines of a Dominion log (whatever its format) to a `regelwerk-record/1` record.

A format's parser turns its text into `Line`s (dominion_setup.py: who did what to which cards). The
builder writes the record entries. Logs leave some things implicit that a record must say: the end of a
turn (a log shows only the clean-up draw), declining an optional choice (a Chapel that trashes nothing
prints nothing), not revealing a Moat, a draw split by a reshuffle (the log lists the cards sorted, after
the reshuffle line; dominion_draws.py). To write those, the builder follows the game with the engine's
`step`, mirroring `replay` (an entry that does not proceed is skipped), and reads only the engine's open
task (`Ruleset.task`): a decision is matched to a line by its typed verb (what answering it does to the
cards), never by its prompt. It never changes what a line says, and a line that does not fit is written
as it is, for replay to judge.

When the kingdom holds cards the engine does not implement, no engine runs: the lines are written
one to one (replay reports the record `unsupported` anyway).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.registry import get_ruleset
from engine.core.step import Chance, Choice
from engine.games.dominion import cards
from engine.games.dominion.effects import IMPLEMENTED_CARDS
from engine.importers.dominion_cards import german
from engine.importers.dominion_draws import DrawLines
from engine.importers.dominion_setup import Line, Setup, infer_setup

# Which open decisions a line answers: the line's verb → the decision verbs (`Choice.verb`) it names.
# A revealed reaction card answers the attack's reaction decision as "reacts with" does.
_ANSWERED_BY: dict[str, tuple[str, ...]] = {
    "trash": ("trash",),
    "discard": ("discard",),
    "topdeck": ("topdeck",),
    "gain": ("gain",),
    "react": ("react",),
    "reveal": ("reveal", "react"),
    "play": ("play",),
}

__all__ = ["Line", "RecordBuilder", "Setup", "infer_setup"]


class RecordBuilder(DrawLines):
    """Writes record entries for parsed lines; see the module docstring."""

    def __init__(self, setup: Setup, source: dict[str, Any]) -> None:
        self.setup = setup
        self.log: list[dict[str, Any]] = []
        self.source = source
        self.skipped: list[dict[str, Any]] = source.setdefault("skipped", [])
        self.record_setup: dict[str, Any] = {
            "editions": setup.editions,
            "kingdom": [german(t) for t in setup.kingdom],
        }
        if setup.extras:
            self.record_setup["extras"] = [german(t) for t in setup.extras]
        self.ruleset = get_ruleset("dominion")
        supported = not setup.extras and all(t in IMPLEMENTED_CARDS for t in setup.kingdom)
        self.state: Any = self.ruleset.setup(setup.players, self.record_setup) if supported else None
        self.shuffles: set[str] = set()  # players whose logged reshuffle the engine has not asked for yet
        self.reactions: dict[str, list[str]] = {}
        self.draws: dict[str, list[Line]] = {}
        self.turns_seen = False
        self.position = 0
        self.stopped = False

    # -- output --------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        return {
            "format": "regelwerk-record/1",
            "game": "dominion",
            "players": list(self.setup.players),
            "setup": self.record_setup,
            "log": self.log,
            "import": self.source,
        }

    def emit(self, entry: dict[str, Any]) -> None:
        """Write the entry and follow the game: a step that does not proceed leaves the state as it was."""
        self.log.append(entry)
        if self.state is not None:
            outcome = self.ruleset.step(self.state, entry)
            if outcome.verdict.proceeds:
                self.state = outcome.state

    def skip(self, line: Line, why: str) -> None:
        self.skipped.append({"line": line.number, "text": line.text, "why": why})

    # -- reading the engine's open task ----------------------------------------------------------
    def task(self) -> Choice | Chance | None:
        """The engine's open task (a player's turn or decision, or a chance event); None without an engine
        or once the game is over."""
        return None if self.state is None else self.ruleset.task(self.state)

    def decision(self) -> Choice | None:
        """The decision an instruction asks for now, if any (not a turn)."""
        task = self.task()
        return task if isinstance(task, Choice) and not task.is_turn else None

    def _decline(self, decision: Choice) -> bool:
        """Answer an open decision the log leaves unanswered with "none" / "no", when that is an option."""
        entry = _declining(decision)
        if entry is None:
            return False
        self.emit(entry)
        return True

    def _settle(self, until_player: str | None = None, end_turn: bool = False, hidden_draws: bool = True) -> None:
        """Resolve what the log leaves implicit before the next move: declinable decisions, logged
        reactions and draws waiting for their turn, unlogged hidden draws (as counts), and, with
        `end_turn`, the end of the active player's turn (until `until_player` is active)."""
        for _ in range(200):
            task = self.task()
            if task is None:
                return
            if isinstance(task, Choice) and task.is_turn:
                if end_turn and (until_player is None or task.player != until_player):
                    self.emit({"by": task.player, "move": "end-turn"})
                    continue
                return
            player = task.player
            if isinstance(task, Choice):
                if self._reaction_answer(task):
                    continue
                if not self._decline(task):
                    return
                continue
            assert player is not None
            need = task.need
            if self.draws.get(player) and need in ("draw", "shuffle"):
                self._draw(self.draws[player].pop(0))
                continue
            if need == "shuffle":
                self.shuffles.discard(player)
                self.emit({"by": player, "event": "shuffle"})
                continue
            if need == "draw" and hidden_draws:
                draw_pile = self.state.cards[player].draw_pile
                self.emit({"by": player, "event": "draw", "count": min(task.count, draw_pile.size)})
                continue
            return

    def _reaction_answer(self, decision: Choice) -> bool:
        queued = self.reactions.get(decision.player)
        if queued and decision.verb == "react":
            self.emit({"by": decision.player, "move": "choose", "cards": [german(queued.pop(0))]})
            return True
        return False

    def _answers(self, line: Line) -> Choice | None:
        """The open decision the line answers: the line's player's, whose verb the line's verb names."""
        decision = self.decision()
        if decision is None or decision.player != line.player or decision.verb not in _ANSWERED_BY.get(line.verb, ()):
            return None
        return decision

    # -- lines ---------------------------------------------------------------------------------
    def build(self, lines: list[Line]) -> dict[str, Any]:
        self.lines = lines
        ended = False
        for self.position, line in enumerate(lines):
            self.feed(line)
            ended = ended or line.verb == "end"
        self.finish(ended)
        return self.record()

    def _named_later(self, line: Line) -> list[str] | None:
        """Cards looked at unseen ("looks at 2 cards") that the player's next lines name (trashes,
        discards, topdecks them): all of them, or None when some stay unnamed."""
        named = list(line.tags)
        for later in getattr(self, "lines", [])[self.position + 1:]:
            if later.player != line.player or later.verb not in ("trash", "discard", "topdeck"):
                break
            named += later.tags
        return named if len(named) == len(line.tags) + line.unknown else None

    def stop(self, line: Line) -> None:
        """The line reveals cards the log does not name where the engine needs them (a public reveal, not a
        look): the record ends before it (replay judges everything up to here). Hidden cards of a choice
        are written as `"unknown": n` and looks at unseen cards as a `reveal` with `count` instead."""
        self.stopped = True
        self.source["stopped"] = {
            "line": line.number, "text": line.text,
            "why_de": "Die Zeile deckt Karten auf, ohne sie zu nennen; die Anweisung braucht sie.",
            "why_en": "The line reveals cards without naming them; the instruction needs them.",
        }

    def feed(self, line: Line) -> None:
        if self.stopped:
            return
        handler = getattr(self, f"_on_{line.verb}", None)
        if handler is None:
            return
        if self.state is None:
            self._naive(line)
        else:
            handler(line)

    def finish(self, ended: bool) -> None:
        """End of the log: after "the game has ended", finish the last turn (its clean-up draw unseen)."""
        if ended and not self.stopped and self.task() is not None:
            self._settle(end_turn=True, until_player=None)

    def _naive(self, line: Line) -> None:
        """One to one, without an engine (unsupported kingdom)."""
        by = line.player or ""
        names = [german(t) for t in line.tags]
        if line.verb in ("play", "buy"):
            for name in names:
                self.log.append({"by": by, "move": line.verb, "card": name})
        elif line.verb == "draw":
            if names:
                self.log.append({"by": by, "event": "draw", "cards": names})
            if line.unknown > 0:
                self.log.append({"by": by, "event": "draw", "count": line.unknown})
        elif line.verb == "shuffle" and self.turns_seen:
            self.log.append({"by": by, "event": "shuffle"})
        elif line.verb in ("trash", "discard", "topdeck", "react") and names:
            self.log.append({"by": by, "move": "choose", "cards": names})
        if line.verb == "turn":
            self.turns_seen = True

    def _on_turn(self, line: Line) -> None:
        self.turns_seen = True
        self._settle(until_player=line.player, end_turn=True)

    def _on_end(self, line: Line) -> None:
        self.finish(True)

    def _on_play(self, line: Line) -> None:
        for tag in line.tags:
            decision = self._answers(line)
            if decision is not None:
                if decision.data["source"] == "options":
                    self.emit({"by": line.player, "move": "choose", "option": "ja"})
                else:
                    self.emit({"by": line.player, "move": "choose", "cards": [german(tag)]})
                continue
            self._settle(until_player=line.player, end_turn=True)
            self.emit({"by": line.player, "move": "play", "card": german(tag)})

    def _on_buy(self, line: Line) -> None:
        for tag in line.tags:
            self._settle(until_player=line.player, end_turn=True)
            self.emit({"by": line.player, "move": "buy", "card": german(tag)})

    def _answer_or_skip(self, line: Line) -> None:
        if isinstance(self.task(), Chance):
            self._settle(hidden_draws=False)
        if self._answers(line) is None:
            self._decline_until_answered(line)
        decision = self._answers(line)
        if decision is not None:
            if _puts_back(decision):
                self._put_back(line)
            else:
                self.emit(self._choice(line))
        # otherwise the line reports what an effect did by itself (Witch's Curse, Feast's trashing)

    def _put_back(self, line: Line) -> None:
        """Cards put back in any order ("topdecks a Poacher and a Witch"): the log does not say the order,
        so the cards the player's next draw or look names go back last (on top)."""
        upcoming = Counter(self._next_seen(line))
        for _ in range(10):
            decision = self.decision()
            if decision is None or decision.player != line.player or not _puts_back(decision):
                return
            options = sorted(decision.data["candidates"])
            card = next((t for t in options if not upcoming[t]), options[0])
            upcoming[card] -= 1
            self.emit({"by": line.player, "move": "choose", "cards": [german(card)]})

    def _next_seen(self, line: Line) -> list[str]:
        for later in self.lines[self.position + 1:]:
            if later.player == line.player and later.verb in ("draw", "look", "reveal") and later.tags:
                return list(later.tags)
            if later.verb == "shuffle" and later.player == line.player:
                return []
        return []

    def _choice(self, line: Line) -> dict[str, Any]:
        """The `choose` entry of a line: the cards it names, and as `unknown` those it hides ("a card")."""
        entry: dict[str, Any] = {"by": line.player, "move": "choose", "cards": [german(t) for t in line.tags]}
        if line.unknown:
            entry["unknown"] = line.unknown
        return entry

    def _decline_until_answered(self, line: Line) -> bool:
        """The log skips optional choices it has nothing to say about ("G discards a Festival" after a Sentry's
        look: the trashing choice, declined, comes first). Decline open choices of the line's player while a
        later one answers the line (tried on a copy first); False when none does."""
        assert self.state is not None
        trial = self.ruleset.copy_state(self.state)
        declines: list[dict[str, Any]] = []
        for _ in range(4):
            task = self.ruleset.task(trial)
            if not isinstance(task, Choice) or task.is_turn or task.player != line.player:
                return False
            if task.verb in _ANSWERED_BY.get(line.verb, ()):
                break
            entry = _declining(task)
            if entry is None:
                return False
            outcome = self.ruleset.step(trial, entry)
            if not outcome.verdict.proceeds:
                return False
            declines.append(entry)
            trial = outcome.state
        else:
            return False
        for entry in declines:
            self.emit(entry)
        return bool(declines)

    _on_trash = _on_discard = _on_topdeck = _on_gain = _answer_or_skip

    def _on_react(self, line: Line) -> None:
        assert line.player is not None
        if self._answers(line) is not None:
            self.emit({"by": line.player, "move": "choose", "cards": [german(t) for t in line.tags]})
        else:
            self.reactions.setdefault(line.player, []).extend(line.tags)  # logged before the attack asks

    def _on_reveal(self, line: Line) -> None:
        decision = self.decision()
        if decision is not None and decision.player == line.player and self._answers(line) is None:
            self._settle(hidden_draws=False)  # an optional choice before the next look (Sentry, Library)
        chance = self.chance()
        need = None if chance is None or chance.player != line.player else chance.need
        if need in ("reveal", "shuffle") and (need == "reveal" or line.player in self.shuffles):
            named = line.tags if line.tags and not line.unknown else self._named_later(line)
            if named is not None:
                self._draw(Line(line.number, line.player, line.verb, named, 0, line.text), "reveal")
            elif chance is not None and chance.data.get("look"):  # looked at unseen: the choices name what they can
                self._draw(line, "reveal")
            else:
                self.stop(line)
        elif need == "draw" and line.verb == "look":  # Library's draws, seen by the other player
            self._draw(line)
        elif self._answers(line) is not None and line.tags and all(
                cards.resolve(t) and cards.card(t).is_("Reaction") for t in line.tags):
            self.emit({"by": line.player, "move": "choose", "cards": [german(t) for t in line.tags]})

    _on_look = _on_reveal


def _declining(decision: Choice) -> dict[str, Any] | None:
    """The entry that declines an open decision ("none" / "no"), when that is an option."""
    if decision.data["source"] == "options":
        if "nein" in decision.data["candidates"]:
            return {"by": decision.player, "move": "choose", "option": "nein"}
        return None
    return {"by": decision.player, "move": "choose", "cards": []} if decision.data["least"] == 0 else None


def _puts_back(decision: Choice) -> bool:
    """Revealed cards going back onto the draw pile one at a time, in any order (`put_back_in_order`)."""
    return decision.verb == "topdeck" and decision.data["source"] == "revealed"

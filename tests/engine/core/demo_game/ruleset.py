"""The demo game "Haufen": a die sets the heap, then two players alternately take 1-3 counters.

Rulebook (made up for this demonstration; rules.json quotes it):
  1 Vor dem ersten Zug wird einmal gewürfelt: der Haufen hat 6 Steine mehr, als der Würfel zeigt.
  2 Die Spieler sind abwechselnd am Zug; der erste Spieler beginnt.
  3 Wer am Zug ist, nimmt 1 bis 3 Steine vom Haufen.
  4 Mehr Steine, als daliegen, kann niemand nehmen.
  5 Einmal im Spiel darf jeder passen.
  6 Wer den letzten Stein nimmt, beendet das Spiel.

Everything a game needs lives in this folder: rules.json, the schema, the state, format.md and this
ruleset, which only describes the rules; `engine.core.Ruleset.step` does the rest.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core import Chance, Choice, Decision, Notes, Ruleset, Task
from engine.core.rules import RuleCatalog

from .schema import record_schema
from .state import DemoState

# the folder is demo_game, the slug demo-spiel: the catalog is told the slug
CATALOG = RuleCatalog(Path(__file__).with_name("rules.json"), "demo-spiel.txt", game="demo-spiel")
BASE = 6  # ln1: 6 Steine mehr, als der Würfel zeigt
MOST = 3  # ln3: 1 bis 3 Steine


class DemoRuleset(Ruleset):
    slug = "demo-spiel"
    catalog = CATALOG
    schema_builder = staticmethod(record_schema)
    state_class = DemoState

    def setup(self, players: list[str], setup: dict[str, Any]) -> DemoState:
        return DemoState(list(players), task=Chance("roll", count=1))  # ln1

    def task(self, state: DemoState) -> Task | None:
        return state.task

    def on_event(self, state: DemoState, chance: Chance, entry: dict[str, Any], notes: Notes) -> DemoState:
        if entry["event"] != chance.need:
            raise CATALOG.contradict("ereignis-unerwartet", f"Fällig ist: {chance.need}.", f"Due: {chance.need}.",
                                     got=entry["event"])
        value = entry.get("value")
        if type(value) is not int:
            raise CATALOG.refuse("eintrag-form", "Ein Wurf nennt seine Augenzahl (value).",
                                 "A roll names its value.")
        if not 1 <= value <= 6:
            raise CATALOG.contradict("wurf", f"Ein Würfel zeigt keine {value}.", f"A die does not show {value}.",
                                     value=value)
        return DemoState(list(state.players), BASE + value, [], Choice(state.players[0], "turn"))  # ln1, ln2

    def on_move(self, state: DemoState, choice: Choice, entry: dict[str, Any], notes: Notes) -> DemoState:
        player, move = choice.player, entry["move"]
        assert state.heap is not None  # a turn is due only once the heap is there
        following = Choice(self._other(state, player), "turn")  # ln2
        if move == "pass":  # ln5
            if player in state.passed:
                raise CATALOG.refuse("einmal-passen", f"{player} hat schon gepasst.", f"{player} has passed before.")
            if state.heap == 1:
                notes.gap("passen-am-ende", "Ob man beim letzten Stein passen darf, sagt die Regel nicht.",
                          "The rules do not say whether one may pass at the last counter.", heap=state.heap)
            return DemoState(list(state.players), state.heap, [*state.passed, player], following)
        if move != "take":
            raise CATALOG.refuse("eintrag-form", f"Unbekannter Zug {move!r}.", f"Unknown move {move!r}.")
        count = entry.get("count")
        if type(count) is not int or not 1 <= count <= MOST:  # ln3
            raise CATALOG.refuse("eins-bis-drei", f"Genommen werden 1 bis 3 Steine, nicht {count!r}.",
                                 f"A move takes 1 to 3 counters, not {count!r}.", count=count)
        if count > state.heap:  # ln4
            raise CATALOG.refuse("nicht-mehr-als-da", f"Es liegen nur {state.heap} Steine da.",
                                 f"Only {state.heap} counters are left.", heap=state.heap)
        heap = state.heap - count
        if heap:
            return DemoState(list(state.players), heap, list(state.passed), following)
        notes.reading("auslegung.letzter-gewinnt")  # ln6 says only that the game ends
        return DemoState(list(state.players), 0, list(state.passed), None, player)

    @staticmethod
    def _other(state: DemoState, player: str) -> str:
        return state.players[1 - state.players.index(player)]

    def pending(self, state: DemoState) -> Decision | None:
        task = state.task
        if task is None:
            return None
        if isinstance(task, Chance):
            rolls = tuple({"event": "roll", "value": value} for value in range(1, 7))
            return Decision(None, "roll", "Zufall: Wurf", "Chance: roll", rolls)
        assert state.heap is not None
        player = task.player
        options: list[dict[str, Any]] = [{"by": player, "move": "take", "count": count}
                                         for count in range(1, min(MOST, state.heap) + 1)]
        if player not in state.passed:
            options.append({"by": player, "move": "pass"})
        return Decision(player, "turn", f"{player}: Steine nehmen", f"{player}: take counters", tuple(options),
                        {"heap": state.heap})

    def copy_state(self, state: DemoState) -> DemoState:
        return state.copy()

    def result(self, state: DemoState) -> dict[str, Any] | None:
        if state.task is not None:
            return None
        return {"scores": {p: int(p == state.winner) for p in state.players}, "winners": [state.winner]}

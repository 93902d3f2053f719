"""The position of the demo game: the heap, who has passed, the open task, the winner."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import Chance, Choice, StateError, Task, task_from_json

FIELDS = ("players", "heap", "passed", "task", "winner")


@dataclass
class DemoState:
    players: list[str]
    heap: int | None = None  # None until the die is rolled
    passed: list[str] = field(default_factory=list)
    task: Task | None = None  # None once the game is over
    winner: str | None = None

    def copy(self) -> DemoState:
        return DemoState(list(self.players), self.heap, list(self.passed),
                         None if self.task is None else self.task.copy(), self.winner)

    def to_json(self) -> dict[str, Any]:
        return {"players": list(self.players), "heap": self.heap, "passed": list(self.passed),
                "task": None if self.task is None else self.task.to_json(), "winner": self.winner}

    @classmethod
    def from_json(cls, data: Any) -> DemoState:
        """The state of a JSON snapshot; `StateError` (with a pointer) when it is malformed."""
        if not isinstance(data, dict) or sorted(data) != sorted(FIELDS):
            raise StateError("", f"Ein Zustand hat genau die Felder {', '.join(FIELDS)}.",
                             f"A state has exactly the fields {', '.join(FIELDS)}.")
        players = data["players"]
        if not isinstance(players, list) or len(players) != 2 or not all(isinstance(p, str) for p in players):
            raise StateError("/players", "Zwei Spieler (Namen).", "Two players (names).")
        heap = data["heap"]
        if heap is not None and (type(heap) is not int or heap < 0):
            raise StateError("/heap", "Der Haufen ist eine Anzahl ab 0.", "The heap is a count from 0.")
        passed = data["passed"]
        if not isinstance(passed, list) or any(p not in players for p in passed):
            raise StateError("/passed", "Gepasst haben nur Spieler.", "Only players have passed.")
        if data["winner"] is not None and data["winner"] not in players:
            raise StateError("/winner", "Gewinnen kann nur ein Spieler.", "Only a player can win.")
        task = None
        if data["task"] is not None:
            try:
                task = task_from_json(data["task"])
            except ValueError as error:
                raise StateError("/task", f"Keine Aufgabe: {error}", f"Not a task: {error}") from error
            if isinstance(task, Choice) and task.player not in players:
                raise StateError("/task/player", "Am Zug ist ein Spieler.", "A player is at turn.")
            if isinstance(task, Chance) != (heap is None):
                raise StateError("/task", "Gewürfelt wird genau, solange es keinen Haufen gibt.",
                                 "The die is rolled exactly while there is no heap.")
        return cls(list(players), heap, list(passed), task, data["winner"])

"""The open tasks of burgund-karten, typed as core `Choice`/`Chance`, and their public JSON shape.

A player's decisions, by `Choice.kind`: "turn" (play a hand card: the turn begins), "action" (the
normal action of a played card, a Burg's free action, or a bought card's action), "end" (buy or end
the turn), "bonus" (the phase bonus of a triplet), "stack" (which goods/animal stack a gain takes
from), "pick" (Schreinerei/Kirche/Markt take a card), "warenhaus", "rathaus", "bought" (use one of
three bought cards). Chance, by `Chance.need`: "display", "deal", "egon-stacks", "egon", "reveal".

The state JSON is a public format and keeps the shape it had before the tasks were typed: a task is
{"t": word, "p": player, ...its fields} ("t" is "play" for a turn) or {"t": "chance", "need": ...,
"to": player, "count": n} ("to" only when a player receives, no "count" for "egon-stacks").
"""

from __future__ import annotations

from typing import Any

from engine.core.step import Chance, Choice, Task

# the JSON word of a Choice kind (a turn is written "play")
_WORD = {"turn": "play"}
_KIND = {"play": "turn"}
# kind -> (rule that asks, verb, prompt de, prompt en)
_ASK = {
    "turn": ("", "play", "eine Handkarte ausspielen", "play a hand card"),
    "action": ("burgund-karten.normale-aktion", "", "eine Aktion ausführen", "carry out an action"),
    "end": ("", "", "kaufen oder Zug beenden", "buy or end the turn"),
    "bonus": ("burgund-karten.durchgangsbonus", "", "Durchgangsbonus wählen", "choose the phase bonus"),
    "stack": ("burgund-karten.stapel-wahl", "gain", "Stapel wählen", "choose a stack"),
    "pick": ("burgund-karten.gebaeude-nehmen", "gain", "Karte aus der Auslage nehmen", "take a card from the display"),
    "warenhaus": ("burgund-karten.warenhaus", "", "Warensorte verkaufen", "sell a goods sort"),
    "rathaus": ("burgund-karten.rathaus", "", "weiteres Projekt platzieren", "place another project"),
    "bought": ("burgund-karten.kauf-eine-karte", "", "gekaufte Karte nutzen", "use a bought card"),
}
# an action's rule depends on where its die comes from
_ACTION_RULE = {"hand": "burgund-karten.normale-aktion", "burg": "burgund-karten.burg-aktion",
                "kauf": "burgund-karten.kauf-eine-karte"}
# the fields each kind keeps in `data`, in JSON order
FIELDS = {"turn": (), "action": ("die", "source"), "end": (), "bonus": ("phase",), "stack": ("what",),
          "pick": ("building",), "warenhaus": (), "rathaus": (), "bought": ("cards",)}
CHANCE_NEEDS = ("display", "deal", "egon-stacks", "egon", "reveal")
# chance whose cards a player receives ("to")
TO_PLAYER = ("deal", "reveal")


def choice(kind: str, player: str, **data: Any) -> Choice:
    rule, verb, de, en = _ASK[kind]
    if kind == "action":
        rule = _ACTION_RULE[data["source"]]
    return Choice(player, kind, rule, verb, de, en, data)


def chance(need: str, player: str | None = None, count: int = 0) -> Chance:
    return Chance(need, player, count)


def word(task: Task) -> str:
    """What the JSON calls the task ("play", "action" ... or "chance")."""
    if isinstance(task, Chance):
        return "chance"
    return _WORD.get(task.kind, task.kind)


def to_json(task: Task) -> dict[str, Any]:
    if isinstance(task, Chance):
        data: dict[str, Any] = {"t": "chance", "need": task.need}
        if task.player is not None:
            data["to"] = task.player
        if task.need != "egon-stacks":
            data["count"] = task.count
        return data
    out: dict[str, Any] = {"t": word(task), "p": task.player}
    for key, value in task.data.items():
        out[key] = list(value) if isinstance(value, list) else value
    return out


def from_json(data: dict[str, Any]) -> Task:
    """The inverse of `to_json` for data that `state_shape.check_shape` accepted."""
    if data["t"] == "chance":
        return chance(data["need"], data.get("to"), data.get("count", 0))
    kind = _KIND.get(data["t"], data["t"])
    fields = {key: list(data[key]) if isinstance(data[key], list) else data[key] for key in FIELDS[kind]}
    return choice(kind, data["p"], **fields)

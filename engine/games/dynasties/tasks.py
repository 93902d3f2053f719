"""The open tasks of Dynasties, typed as core `Choice`/`Chance`, and their public JSON shape.

A player's decisions, by `Choice.kind`:
- "turn": play a card for one action, Aussetzen or Passen (ln175, ln647);
- "teilen": split the goods of a ship or the dowry dice into 2 groups (ln265, ln486);
- "waehlen": choose one of the 2 groups offered (ln277, ln494);
- "nehmen": a trade with oneself, take 2 goods (ln295), or a lone figure's 2 goods at the round's end (ln753);
- "handel": the second trade of the double-trade special action (ln633);
- "wirkung": the outcome of an effect only the Beiblatt describes, stated by the record (never checked);
- "bonus": a bonus field after the round (ln793-807);
- "kloster": after round 2, which unmarried family members stay for 1 pink good each (ln840);
- "wertung": scoring cards played after a round (ln854-862).
Chance, by `Chance.need`: "deal" (action cards to a player), "draw" (goods from the bag onto a ship or to a
player), "roll" (the 3 dowry dice), "auslage" (the 8 personalities laid out).

JSON: {"t": kind, "p": player, ...data} for a choice, {"t": "chance", "need", "to", "count", ...data} for chance.
"""

from __future__ import annotations

from typing import Any

from engine.core.step import Chance, Choice, Task

KINDS = ("turn", "teilen", "waehlen", "nehmen", "handel", "wirkung", "bonus", "kloster", "wertung")
NEEDS = ("deal", "draw", "roll", "auslage")
# the agenda's steps (flow.py), named here so that a submitted state can be checked without the flow
AGENDA = ("deal", "refill", "draw", "capital", "auslage", "turn", "next-turn", "heirat", "trade", "handel2",
          "wirkung", "round-end", "lone", "refill-empty", "start-player", "bonus-phase", "bonus", "leonardo",
          "bonus-return", "deals", "ledige", "kloster", "wertung-phase", "wertung", "next-round", "final")
_ASK = {
    "turn": ("", "", "Karte ausspielen, aussetzen oder passen", "play a card, skip or pass"),
    "teilen": ("dynasties.teilen", "", "in 2 Gruppen teilen", "split into 2 groups"),
    "waehlen": ("dynasties.waehlen", "", "eine der beiden Gruppen wählen", "choose one of the two groups"),
    "nehmen": ("dynasties.selbsthandel", "gain", "2 Waren nehmen", "take 2 goods"),
    "handel": ("dynasties.sonder-handel", "", "zweiten Handel ausführen", "carry out the second trade"),
    "wirkung": ("dynasties.auslegung.wirkung-im-protokoll", "", "Ergebnis der Wirkung nennen", "state the effect's outcome"),
    "bonus": ("dynasties.bonus-reihenfolge", "", "Bonusfeld wählen", "choose a bonus field"),
    "kloster": ("dynasties.kloster", "", "ledige Familienmitglieder behalten", "keep unmarried family members"),
    "wertung": ("dynasties.wertungskarten", "play", "Wertungskarten werten", "score scoring cards"),
}


def choice(kind: str, player: str, **data: Any) -> Choice:
    rule, verb, de, en = _ASK[kind]
    if kind == "nehmen" and data.get("why") == "ende":
        rule = "dynasties.ende-handel"
    return Choice(player, kind, rule, verb, de, en, dict(data))


def chance(need: str, player: str | None = None, count: int = 0, **data: Any) -> Chance:
    return Chance(need, player, count, dict(data))


def to_json(task: Task | None) -> dict[str, Any] | None:
    if task is None:
        return None
    if isinstance(task, Chance):
        return {"t": "chance", "need": task.need, "to": task.player, "count": task.count, **task.data}
    return {"t": task.kind, "p": task.player, **task.data}


def from_json(data: dict[str, Any] | None) -> Task | None:
    if data is None:
        return None
    rest = {k: v for k, v in data.items() if k not in ("t", "p", "need", "to", "count")}
    if data["t"] == "chance":
        return chance(data["need"], data.get("to"), data.get("count", 0), **rest)
    return choice(data["t"], data["p"], **rest)

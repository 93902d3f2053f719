"""Divide and choose ("Teilen und Wählen", ln259-293, ln478-498): a trade's goods or a marriage's dice are split
into 2 groups by the player on the smaller field; the player on the larger field chooses one, the divider takes
the other. Also the two ways of taking goods from a ship alone: a trade with oneself (ln295) and a lone family
member at the end of a round (ln753-755)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.step import Choice, Notes
from engine.games.dynasties import board, flow
from engine.games.dynasties import tasks as open_tasks
from engine.games.dynasties.rules import CATALOG
from engine.games.dynasties.state import GameState


def goods_counter(goods: Any) -> Counter[str] | None:
    if not isinstance(goods, list) or any(g not in board.GOODS for g in goods):
        return None
    return Counter(goods)


def split(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    at = state.split
    assert at is not None
    groups = entry.get("groups")
    if at["kind"] == "handel":
        ship = state.ships[at["ship"]]
        whole = Counter({g: n for g, n in ship["goods"].items() if n})
        parts = [goods_counter(g) for g in groups] if isinstance(groups, list) and len(groups) == 2 else None
        if parts is None or None in parts or any(not p for p in parts) or parts[0] + parts[1] != whole:
            raise CATALOG.refuse("teilen", "Der Spieler auf dem kleineren Feld teilt alle Waren des Schiffs in 2 "
                                 "Gruppen, keine davon leer (ln265-267).", "The player on the smaller field splits "
                                 "all goods of the ship into 2 groups, neither empty (ln265-267).", groups=groups,
                                 ship=dict(whole))
        # the two groups are a set: which is written first changes nothing (the chooser picks one by content)
        at["groups"] = sorted(sorted(g) for g in groups)
    else:
        indexes = [sorted(g) for g in groups] if isinstance(groups, list) and len(groups) == 2 and all(
            isinstance(g, list) and all(type(i) is int for i in g) for g in groups) else None
        if indexes is None or sorted(len(g) for g in indexes) != [1, 2] or sorted(indexes[0] + indexes[1]) != [0, 1, 2]:
            raise CATALOG.refuse("mitgift-teilen", "Die 3 geworfenen Würfel (0, 1, 2) werden in eine Gruppe aus 1 und "
                                 "eine aus 2 Würfeln geteilt (ln486).", "The 3 rolled dice (0, 1, 2) are split into "
                                 "a group of 1 and a group of 2 dice (ln486).", groups=groups)
        at["groups"] = sorted(indexes)
    state.task = open_tasks.choice("waehlen", at["chooser"], what=at["kind"])


def choose(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    at = state.split
    assert at is not None and at["groups"] is not None
    group = entry.get("group")
    chosen = sorted(group, key=str) if isinstance(group, list) else None
    offered = [sorted(g, key=str) for g in at["groups"]]
    if chosen not in offered:
        rule = "waehlen" if at["kind"] == "handel" else "mitgift-waehlen"
        raise CATALOG.refuse(rule, f"{choice.player} wählt eine der beiden angebotenen Gruppen {offered}, nicht "
                             f"{group!r}.", f"{choice.player} chooses one of the two groups offered {offered}, not "
                             f"{group!r}.", offered=offered, group=group)
    other = offered[1 - offered.index(chosen)] if offered[0] != offered[1] else offered[1]
    state.split = None
    if at["kind"] == "handel":  # ln277: the chooser's group first, the divider takes the rest
        ship = state.ships[at["ship"]]
        for player, goods in ((at["chooser"], chosen), (at["divider"], other)):
            for good in goods:
                state.zones[player]["goods"][good] += 1
                ship["goods"][good] -= 1
        flow.finish_trade(state, at["ship"])
        return
    roll = at["roll"]  # ln496-498: the chooser's reward at once, then the divider's
    flow.then(state, ["wirkung", at["chooser"], "mitgift", [roll[i] for i in chosen], at["city"]],
              ["wirkung", at["divider"], "mitgift", [roll[i] for i in other], at["city"]])


def take(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    """ln295 (with oneself) and ln753 (alone at the round's end): exactly 2 of the ship's goods."""
    index = choice.data["ship"]
    ship = state.ships[index]
    goods = goods_counter(entry.get("goods"))
    whole = Counter({g: n for g, n in ship["goods"].items() if n})
    rule = "selbsthandel" if choice.data["why"] == "selbst" else "ende-handel"
    want = min(2, sum(whole.values()))
    if goods is None or sum(goods.values()) != want or goods - whole:
        raise CATALOG.refuse(rule, f"{choice.player} nimmt {want} der Waren auf dem Schiff {dict(whole)}.",
                             f"{choice.player} takes {want} of the goods on the ship {dict(whole)}.",
                             goods=entry.get("goods"), ship=dict(whole))
    for good, n in goods.items():
        state.zones[choice.player]["goods"][good] += n
        ship["goods"][good] -= n
    if choice.data["why"] == "selbst":
        flow.finish_trade(state, index)
    else:
        flow.finish_lone(state, index)

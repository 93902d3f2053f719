"""The open decision and its enumerable options ("what else was allowed").

Worker spending is enumerated at its least cost: for each die reachable with the workers owned, the
option spends exactly the distance (more workers in steps of 2 are legal too, see `details`).
"""

from __future__ import annotations

from typing import Any

from engine.core.decision import Decision
from engine.games.burgund_karten import cards as C
from engine.games.burgund_karten import effects as E
from engine.games.burgund_karten import flow as F
from engine.games.burgund_karten.state import GameState

MAX_OPTIONS = 3000


def pending(state: GameState) -> Decision | None:
    if state.over or not state.tasks:
        return None
    top = state.tasks[-1]
    if top["t"] == "chance":
        return _chance(state, top)
    player = top["p"]
    options = _options(state, top)
    if top["t"] != "bought" and F.can_buy(state, player):
        options.append({"by": player, "move": "buy"})
    truncated = len(options) > MAX_OPTIONS
    details: dict[str, Any] = {"task": top["t"], "phase": C.PHASES[state.phase], "round": state.round}
    if top["t"] == "action":
        details["die"] = top["die"]
        details["note"] = "workers may also exceed the distance by a multiple of 2"
    if top["t"] == "bonus" and top["phase"] not in C.PHASE_BONUS:
        details["unknown"] = "phase card options lost from the rulebook text; options shown are A and D"
    prompt = {"play": ("eine Handkarte ausspielen", "play a hand card"),
              "action": ("eine Aktion ausführen", "carry out an action"),
              "bonus": ("Durchgangsbonus wählen", "choose the phase bonus"),
              "stack": ("Stapel wählen", "choose a stack"),
              "pick": ("Karte aus der Auslage nehmen", "take a card from the display"),
              "warenhaus": ("Warensorte verkaufen", "sell a goods sort"),
              "rathaus": ("weiteres Projekt platzieren", "place another project"),
              "bought": ("gekaufte Karte nutzen", "use a bought card"),
              "end": ("kaufen oder Zug beenden", "buy or end the turn")}[top["t"]]
    return Decision(player, top["t"], f"{player}: {prompt[0]}", f"{player}: {prompt[1]}",
                    tuple(options[:MAX_OPTIONS]), details, truncated)


def _chance(state: GameState, top: dict[str, Any]) -> Decision:
    need = top["need"]
    entry: dict[str, Any] = {"event": need}
    if "to" in top:
        entry["to"] = top["to"]
    count = C.EGON_STACKS[state.phase] if need == "egon" else top.get("count", 0)
    options = ({**entry, "count": count},) if need == "deal" else ()
    return Decision(None, need, f"Zufall: {need}", f"Chance: {need}", options,
                    {"count": count, "possible": state.draw.possible_next()})


def _options(state: GameState, top: dict[str, Any]) -> list[dict[str, Any]]:
    player = top["p"]
    zones = state.zones[player]
    base = {"by": player}
    kind = top["t"]
    if kind == "play":
        hand = sorted(set(zones.hand))
        if zones.hand_unknown:
            hand = sorted(set(hand) | {t for t in _possible_tokens(state)})
        return [{**base, "move": "play", "card": t} for t in hand]
    if kind == "action":
        return _action_options(state, top)
    if kind == "end":
        return [{**base, "move": "end-turn"}]
    if kind == "bonus":
        options = C.PHASE_BONUS.get(top["phase"])
        if options is None:
            options = C.PHASE_BONUS["A"] + [o for o in C.PHASE_BONUS["D"] if o not in C.PHASE_BONUS["A"]]
        return [{**base, "move": "choose", "bonus": dict(o)} for o in options]
    if kind == "stack":
        return [{**base, "move": "choose", "stack": s} for s in E.stack_options(state, top["what"])]
    if kind == "pick":
        out = [{**base, "move": "choose", "card": None}]
        for token in E.pick_options(state, top["building"]):
            out += _with_discard({**base, "move": "choose", "card": token}, zones.projects)
        return out
    if kind == "warenhaus":
        return [{**base, "move": "choose", "sort": None}] + [
            {**base, "move": "choose", "sort": s} for s in C.GOODS if zones.goods[s] > 0]
    if kind == "rathaus":
        out = [{**base, "move": "choose", "card": None}]
        for token in sorted(set(zones.projects)):
            for target in E.placement_targets(zones.groups, token):
                out.append({**base, "move": "choose", "card": token, "group": target})
        return out
    if kind == "bought":
        out = []
        for token in sorted(set(top["cards"])):
            out += _with_discard({**base, "move": "choose", "card": token, "use": "project"}, zones.projects)
            out.append({**base, "move": "choose", "card": token, "use": "action"})
        return out
    return []


def _possible_tokens(state: GameState) -> list[str]:
    """Unseen hand cards: without a card list only the kind is known; dies 1-6 are all possible."""
    if state.deck_known:
        return sorted(t for t, n in state.draw.pool.items() if n > 0)
    return [f"{name}/{die}" for name, n in sorted(state.draw.pool.items()) if n > 0 for die in range(1, 7)]


def _with_discard(option: dict[str, Any], projects: list[str]) -> list[dict[str, Any]]:
    if len(projects) < 3:
        return [option]
    return [{**option, "discard": p} for p in sorted(set(projects))]


def _dies(top: dict[str, Any], workers: int) -> list[tuple[int, int]]:
    """(die, workers spent) pairs at least cost; a free die for a castle."""
    if top["die"] is None:
        return [(d, 0) for d in range(1, 7)]
    return [(d, C.die_distance(top["die"], d)) for d in range(1, 7) if C.die_distance(top["die"], d) <= workers]


def _action_options(state: GameState, top: dict[str, Any]) -> list[dict[str, Any]]:
    player = top["p"]
    zones = state.zones[player]
    base = {"by": player, "move": "action"}
    out: list[dict[str, Any]] = []
    for die, spent in _dies(top, zones.workers):
        extra = {"die": die, "workers": spent} if spent else {"die": die}
        for token in sorted(set(state.display[die - 1])):
            out += _with_discard({**base, "action": "take", **extra, "card": token}, zones.projects)
        for token in sorted(set(zones.projects)):
            if C.die_of(token) == die:
                for target in E.placement_targets(zones.groups, token):
                    out.append({**base, "action": "place", **extra, "card": token, "group": target})
        if zones.goods[C.GOODS_BY_DIE[die]] > 0:
            out.append({**base, "action": "sell", **extra})
    out.append({**base, "action": "workers"})
    out.append({**base, "action": "silver"})
    for workers in range(zones.workers + 1):
        for silver in range(zones.silver + 1):
            if workers + silver:
                out.append({**base, "action": "convert", "pay": {"workers": workers, "silver": silver}})
    return out

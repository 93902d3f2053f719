"""The open decision and its enumerable options ("what else was allowed").

Worker spending is enumerated at its least cost: for each die reachable with the workers owned, the
option spends exactly the distance (more workers in steps of 2 are legal too, see `details`).
"""

from __future__ import annotations

from typing import Any

from engine.core.decision import Decision
from engine.core.step import Chance, Choice
from engine.games.burgund_karten import cards, effects, flow
from engine.games.burgund_karten import tasks as open_tasks
from engine.games.burgund_karten.state import GameState

MAX_OPTIONS = 3000


def pending(state: GameState) -> Decision | None:
    if state.over or not state.tasks:
        return None
    top = state.tasks[-1]
    if isinstance(top, Chance):
        return _chance(state, top)
    player = top.player
    options = _options(state, top)
    if top.kind != "bought" and flow.can_buy(state, player):
        options.append({"by": player, "move": "buy"})
    truncated = len(options) > MAX_OPTIONS
    word = open_tasks.word(top)
    details: dict[str, Any] = {"task": word, "phase": cards.PHASES[state.phase], "round": state.round}
    if top.kind == "action":
        details["die"] = top.data["die"]
        details["note"] = "workers may also exceed the distance by a multiple of 2"
    if top.kind == "bonus" and top.data["phase"] not in cards.PHASE_BONUS:
        details["unknown"] = "phase card options lost from the rulebook text; options shown are A and D"
    return Decision(player, word, f"{player}: {top.prompt_de}", f"{player}: {top.prompt_en}",
                    tuple(options[:MAX_OPTIONS]), details, truncated)


def _chance(state: GameState, top: Chance) -> Decision:
    need = top.need
    entry: dict[str, Any] = {"event": need}
    if top.player is not None:
        entry["to"] = top.player
    count = cards.EGON_STACKS[state.phase] if need == "egon" else top.count
    options = ({**entry, "count": count},) if need == "deal" else ()
    return Decision(None, need, f"Zufall: {need}", f"Chance: {need}", options,
                    {"count": count, "possible": state.draw_pile.possible_next()})


def _options(state: GameState, top: Choice) -> list[dict[str, Any]]:
    player = top.player
    zones = state.zones[player]
    base = {"by": player}
    kind = top.kind
    if kind == "turn":
        hand = sorted(set(zones.hand))
        if zones.hand_unknown:
            hand = sorted(set(hand) | {t for t in _possible_tokens(state)})
        return [{**base, "move": "play", "card": t} for t in hand]
    if kind == "action":
        return _action_options(state, top)
    if kind == "end":
        return [{**base, "move": "end-turn"}]
    if kind == "bonus":
        options = cards.PHASE_BONUS.get(top.data["phase"])
        if options is None:
            options = cards.PHASE_BONUS["A"] + [o for o in cards.PHASE_BONUS["D"] if o not in cards.PHASE_BONUS["A"]]
        return [{**base, "move": "choose", "bonus": dict(o)} for o in options]
    if kind == "stack":
        return [{**base, "move": "choose", "stack": s} for s in effects.stack_options(state, top.data["what"])]
    if kind == "pick":
        out = [{**base, "move": "choose", "card": None}]
        for token in effects.pick_options(state, top.data["building"]):
            out += _with_discard({**base, "move": "choose", "card": token}, zones.projects)
        return out
    if kind == "warenhaus":
        return [{**base, "move": "choose", "sort": None}] + [
            {**base, "move": "choose", "sort": s} for s in cards.GOODS if zones.goods[s] > 0]
    if kind == "rathaus":
        out = [{**base, "move": "choose", "card": None}]
        for token in sorted(set(zones.projects)):
            for target in effects.placement_targets(zones.groups, token):
                out.append({**base, "move": "choose", "card": token, "group": target})
        return out
    if kind == "bought":
        out = []
        for token in sorted(set(top.data["cards"])):
            out += _with_discard({**base, "move": "choose", "card": token, "use": "project"}, zones.projects)
            out.append({**base, "move": "choose", "card": token, "use": "action"})
        return out
    return []


def _possible_tokens(state: GameState) -> list[str]:
    """Unseen hand cards: without a card list only the kind is known; dies 1-6 are all possible."""
    if state.deck_known:
        return sorted(t for t, n in state.draw_pile.pool.items() if n > 0)
    return [f"{name}/{die}" for name, n in sorted(state.draw_pile.pool.items()) if n > 0 for die in range(1, 7)]


def _with_discard(option: dict[str, Any], projects: list[str]) -> list[dict[str, Any]]:
    if len(projects) < 3:
        return [option]
    return [{**option, "discard": p} for p in sorted(set(projects))]


def _dies(top: Choice, workers: int) -> list[tuple[int, int]]:
    """(die, workers spent) pairs at least cost; a free die for a castle."""
    printed = top.data["die"]
    if printed is None:
        return [(d, 0) for d in range(1, 7)]
    return [(d, cards.die_distance(printed, d)) for d in range(1, 7) if cards.die_distance(printed, d) <= workers]


def _action_options(state: GameState, top: Choice) -> list[dict[str, Any]]:
    player = top.player
    zones = state.zones[player]
    base = {"by": player, "move": "action"}
    out: list[dict[str, Any]] = []
    for die, spent in _dies(top, zones.workers):
        extra = {"die": die, "workers": spent} if spent else {"die": die}
        for token in sorted(set(state.display[die - 1])):
            out += _with_discard({**base, "action": "take", **extra, "card": token}, zones.projects)
        for token in sorted(set(zones.projects)):
            if cards.die_of(token) == die:
                for target in effects.placement_targets(zones.groups, token):
                    out.append({**base, "action": "place", **extra, "card": token, "group": target})
        if zones.goods[cards.GOODS_BY_DIE[die]] > 0:
            out.append({**base, "action": "sell", **extra})
    out.append({**base, "action": "workers"})
    out.append({**base, "action": "silver"})
    for workers in range(zones.workers + 1):
        for silver in range(zones.silver + 1):
            if workers + silver:
                out.append({**base, "action": "convert", "pay": {"workers": workers, "silver": silver}})
    return out

"""Runs card effects: rebuilds each frame's generator, executes the operations it yields, and stops at
the first open task (a decision or a chance event). Everything here changes the state it is given; the
moves derive a new state (`GameState.derive`) before calling it, so every change goes through
`state.own(player)`, `state.own_supply()` ... (copy-on-write); the attributes are for reading.

Facts an effect needs and the record does not give (a `Gap` operation) go into the step's `Notes`,
which the caller passes in: the runner holds them only while it runs, never on the state."""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from engine.core.step import Choice, Notes
from engine.games.dominion import cards
from engine.games.dominion.chance import WAIT, start_draw, start_reveal
from engine.games.dominion.effects import EFFECTS
from engine.games.dominion.effects.turn import Cleanup, EndTurn
from engine.games.dominion.ops import Ask, Call, Draw, Flag, Gain, Gap, Look, Move, Plus, Reveal
from engine.games.dominion.scoring import game_over, score
from engine.games.dominion.state import Frame, GameState
from engine.games.dominion.zones import cost, gain, move

_PUSHED = object()  # a Call pushed a frame: its return value arrives when that frame ends


def versions(state: GameState) -> dict[str, str]:
    """Per card, the edition whose printing rules it: the newest listed edition of its box that has it."""
    return dict(_versions(frozenset(state.editions)))


@cache
def _versions(editions: frozenset[str]) -> dict[str, str]:
    result: dict[str, str] = {}
    for edition in cards.EDITION_ORDER:
        if edition in editions:
            cardset = cards.EDITIONS[edition]["cardset"]
            for tag, card in cards.card_table().items():
                if cardset in card.cardsets:
                    result[tag] = edition
    return result


def push(state: GameState, effect: str, args: dict[str, Any]) -> None:
    full = {"players": list(state.players), "versions": versions(state), **args}
    state.stack.append(Frame(effect, full))


def resume(frame: Frame) -> tuple[Any, Any]:
    """The frame's generator rebuilt and fed its `sent` values: (the generator, the operation it waits on).
    Raises StopIteration when the effect has ended."""
    generator = EFFECTS[frame.effect](frame.args)
    op = next(generator)
    for value in frame.sent:
        op = generator.send(value)
    return generator, op


def run(state: GameState, notes: Notes) -> None:
    """Run the top frame until an open task (WAIT) or the stack is empty.

    A frame's generator is rebuilt from `effect` + `args` and fed the frame's `sent` values when the
    frame comes from an earlier call (another state); within one call the live generator is kept and
    only sent the newest result (effects are deterministic in their args and results, so both ways
    yield the same operations; rebuilding for every operation was quadratic in an effect's length).
    """
    live: dict[int, tuple[Frame, Any]] = {}  # id(frame) → (frame, its generator, waiting for sent[-1])
    while state.task is None and state.stack:
        frame = state.stack[-1]
        known = live.get(id(frame))
        try:
            if known is not None and known[0] is frame:
                op = known[1].send(frame.sent[-1])
            else:
                generator, op = resume(frame)
                live[id(frame)] = (frame, generator)
        except StopIteration as stop:
            live.pop(id(frame), None)
            state.stack.pop()
            if state.stack:
                state.stack[-1].sent.append(stop.value)
            continue
        if type(op) is Gap:
            notes.gap(op.rule, op.message_de, op.message_en)
            frame.sent.append(None)
            continue
        result = execute(state, op)
        if result is WAIT:
            return
        if result is _PUSHED:
            continue  # the child frame's return value is appended when it ends
        frame.sent.append(result)


def deliver(state: GameState, value: Any, notes: Notes) -> None:
    """Hand the answer of the open decision (or the finished chance job) to the waiting frame."""
    state.task = None
    state.stack[-1].sent.append(value)
    run(state, notes)


def execute(state: GameState, op: Any) -> Any:
    handler = _HANDLERS.get(type(op))
    if handler is None:
        raise TypeError(f"unknown operation {op!r}")
    return handler(state, op)


def _plus(state: GameState, op: Plus) -> None:
    state.actions += op.actions
    state.buys += op.buys
    state.coins += op.coins


def _flag(state: GameState, op: Flag) -> Any:
    flags = state.own_flags()
    flags[op.key] = flags.get(op.key, 0) + op.amount
    return flags[op.key]


def _cleanup(state: GameState, op: Cleanup) -> None:
    owned = state.own(op.player)
    owned.discard.update(owned.hand)
    owned.discard.update(owned.in_play)
    owned.discard_unknown += owned.hand_unknown
    owned.hand, owned.in_play, owned.hand_unknown = Counter(), [], 0


def _call(state: GameState, op: Call) -> Any:
    push(state, op.effect, op.args)
    return _PUSHED


def _end_turn(state: GameState, op: EndTurn) -> None:
    end_turn(state, op.start)


# operation type → its step (`Gap` is the runner's own: it goes into the step's notes)
_HANDLERS: dict[type, Any] = {
    Draw: start_draw,
    Reveal: start_reveal,
    Plus: _plus,
    Move: move,
    Gain: lambda state, op: gain(state, op.player, op.card, op.target),
    Look: lambda state, op: look(state, op),
    Call: _call,
    Flag: _flag,
    Cleanup: _cleanup,
    Ask: lambda state, op: ask(state, op),
    EndTurn: _end_turn,
}


def look(state: GameState, op: Look) -> Any:
    if op.what == "hand":
        owned = state.cards[op.player or state.player]
        return {"cards": dict(+owned.hand), "unknown": owned.hand_unknown}
    if op.what == "cost":
        return cost(state, op.card or "")
    if op.what == "types":
        return list(cards.card(op.card or "").types)
    if op.what == "is_action":
        return cards.card(op.card or "").is_("Action")
    if op.what == "actions_in_hand":
        return sum(n for tag, n in state.cards[op.player or state.player].hand.items()
                   if cards.card(tag).is_("Action"))
    if op.what == "flags":
        return dict(state.flags)
    if op.what == "empty_piles":
        return sum(1 for n in state.supply.values() if n == 0)
    if op.what == "draw_pile_size":
        return state.cards[op.player or state.player].draw_pile.size
    if op.what == "hand_size":
        return state.cards[op.player or state.player].hand_size()
    raise ValueError(op.what)


def _matches(state: GameState, tag: str, where: dict[str, Any]) -> bool:
    card = cards.card(tag)
    if "cards" in where and tag not in where["cards"]:
        return False
    if "types" in where and not any(card.is_(t) for t in where["types"]):
        return False
    if "max_cost" in where and cost(state, tag) > where["max_cost"]:
        return False
    if "exact_cost" in where and cost(state, tag) != where["exact_cost"]:
        return False
    if "min_cost" in where and cost(state, tag) < where["min_cost"]:
        return False
    if "not_cards" in where and tag in where["not_cards"]:
        return False
    return True


def ask(state: GameState, op: Ask) -> Any:
    """Open a decision with its explicit candidates (answers are checked against them): a `Choice` of
    kind "choose" with the asking instruction's rule and verb."""
    owned = state.cards[op.owner or op.player]
    candidates: dict[str, int] = {}
    possible: list[str] = []
    unknown = 0
    if op.source == "hand":
        candidates = {t: n for t, n in owned.hand.items() if n > 0 and _matches(state, t, op.where)}
        if owned.hand_unknown:
            possible = sorted(t for t, n in owned.draw_pile.pool.items() if n > 0 and _matches(state, t, op.where))
            unknown = owned.hand_unknown if possible else 0
        if op.where.get("unseen_only"):  # Bibliothek: only the card just drawn unseen may be chosen
            candidates = {}
            unknown = min(unknown, 1)
    elif op.source == "supply":
        candidates = {t: 1 for t, n in state.supply.items() if n > 0 and _matches(state, t, op.where)}
    elif op.source == "discard":
        candidates = {t: n for t, n in owned.discard.items() if n > 0 and _matches(state, t, op.where)}
    elif op.source == "revealed":
        candidates = dict(Counter(t for t in owned.revealed if _matches(state, t, op.where)))
        if owned.revealed_unknown:  # looked at unseen: any card of the pool that fits (Torwächterin)
            possible = sorted(t for t, n in owned.draw_pile.pool.items() if n > 0 and _matches(state, t, op.where))
            unknown = owned.revealed_unknown
    elif op.source == "trash":
        candidates = {t: n for t, n in state.trash.items() if n > 0 and _matches(state, t, op.where)}
    elif op.source == "any":
        candidates = {t: 1 for t in state.supply}
    elif op.source == "options":
        candidates = {o: 1 for o in op.options}
    for tag, most in op.where.get("cap", {}).items():
        if tag in candidates:
            candidates[tag] = min(candidates[tag], most)
    candidates = {t: n for t, n in candidates.items() if n > 0}
    available = sum(candidates.values())
    filtered = any(key != "cap" for key in op.where)
    # unseen hand cards may or may not fit a filter: fewer than required is then unverifiable, not illegal
    least = min(op.least, available if filtered else available + unknown)
    unverified_least = min(op.least, available + unknown) if filtered and unknown else 0
    if available == 0 and unknown == 0:
        return []  # nothing to choose: the effect goes on without asking
    # the data's keys in this order: the state JSON writes them so (see `state.task_to_json`)
    state.task = Choice(op.player, "choose", op.rule, op.verb, op.prompt_de, op.prompt_en, {
        "source": op.source,
        "least": least,
        "most": op.most,
        "candidates": dict(sorted(candidates.items())),
        "possible": possible,
        "unknown": unknown,
        "distinct": op.distinct,
        "unverified_least": unverified_least,
    })
    return WAIT


def begin_turn(state: GameState, index: int) -> None:
    state.active = index
    state.phase = "action"
    state.turn += 1
    state.actions, state.buys, state.coins = 1, 1, 0
    state.flags = {}
    state.own(state.player).turns += 1


def end_turn(state: GameState, start: bool) -> None:
    if start:
        begin_turn(state, 0)
        return
    if game_over(state):
        state.phase = "over"
        state.result = score(state)
        return
    begin_turn(state, (state.active + 1) % len(state.players))

"""What may be entered now: the open task with its options as a `Decision` (`DominionRuleset.pending`),
for interfaces, bots and `legal_moves`. Every option passes `check` (test_dominion_options_legal)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any

from engine.core.decision import Decision
from engine.core.step import Chance, Choice
from engine.games.dominion import cards
from engine.games.dominion.cards import Cost
from engine.games.dominion.effects.common import BLIND_ANSWERS
from engine.games.dominion.model import (
    COFFERS,
    DEBT,
    EVENT,
    POTIONS,
    buy_forbidden,
    cost,
    decider,
    event_def,
    game_events,
)
from engine.games.dominion.phases import PHASES, playable
from engine.games.dominion.state import GameState

MAX_OPTIONS = 2000


def pending(state: GameState) -> Decision | None:
    if state.phase == "over":
        return None
    task = state.task
    if task is None:
        return _turn(state)
    if type(task) is Choice:
        return _choice(state, task)
    assert type(task) is Chance
    return _chance(state, task)


def _turn(state: GameState) -> Decision:
    owned = state.cards[state.player]
    player = decider(state, state.player)  # who moves: the controller in a controlled turn
    options: list[dict[str, Any]] = []
    names = cards.names_de()
    for tag in sorted(tag for tag, n in owned.hand.items() if n > 0):
        if playable(state, tag):
            options.append({"by": player, "move": "play", "card": names[tag]})
    coffers = owned.tokens.get(COFFERS, 0) if owned.tokens else 0
    if coffers and not state.flags.get("bought"):  # Münzen, before the first buy (Die Gilden ln4967)
        options.extend({"by": player, "move": "coffers", "count": n} for n in range(1, coffers + 1))
    debt = owned.tokens.get(DEBT, 0) if owned.tokens else 0  # Schulden (Empires): no buying while in debt
    if debt and state.coins:  # paid off any time in the buy phase (dominion.auslegung.schulden-zurueckzahlen)
        options.extend({"by": player, "move": "repay", "count": n} for n in range(1, min(debt, state.coins) + 1))
    if state.buys > 0 and not debt:
        coins, potions = state.coins, state.flags.get(POTIONS, 0)
        table = cards.card_table()
        for tag, left in state.supply.items():
            if left > 0 and _affordable(cost(state, tag), coins, potions) and buy_forbidden(state, tag) is None:
                options.append({"by": player, "move": "buy", "card": names[tag]})
                if table[tag].overpay:  # overpaid by any amount of the coins and potions left (Die Gilden ln4973)
                    price = cost(state, tag)
                    for extra in range(coins - price.coins + 1):
                        for potion in range(potions - price.potion + 1):
                            if extra or potion:
                                options.append({"by": player, "move": "buy", "card": names[tag],
                                                **({"overpay": extra} if extra else {}),
                                                **({"overpay_potion": potion} if potion else {})})
        if state.tokens:  # the game's Events (format.md "Ereignisse / Events")
            options.extend({"by": player, "move": "buy", "card": names[tag]} for tag in buyable_events(state))
    options.append({"by": player, "move": "end-phase"})
    if state.phase == "action":
        options.append({"by": player, "move": "end-turn"})
    phase_de = PHASES[state.phase].de if state.phase in PHASES else state.phase
    return Decision(player, "turn", f"{player}: {phase_de}", f"{player}: {state.phase} phase", tuple(options),
                    {"phase": state.phase, "actions": state.actions, "buys": state.buys, "coins": state.coins})


def _affordable(price: Cost, coins: int, potions: int) -> bool:
    """Whether a card of this cost can be bought with these coins and potions: its debt is taken, not paid
    (dominion.auslegung.schulden)."""
    return price.coins <= coins and price.potion <= potions


def buyable_events(state: GameState) -> list[str]:
    """The game's Events the active player may buy now (as moves._buy_event checks; buys and debt checked by the
    caller): their printed coin cost, their limits, their own rule."""
    player = state.player
    found = []
    for tag in game_events(state):
        limits = event_def(tag)
        if limits is None or cards.card(tag).cost > state.coins:
            continue
        if (limits.once_per_turn and state.flags.get(f"{EVENT}{tag}")) or (
                limits.once_per_game and state.cards[player].tokens.get(f"{EVENT}{tag}")):
            continue
        if buy_forbidden(state, tag) is None:
            found.append(tag)
    return found


def _choice(state: GameState, task: Choice) -> Decision:
    player = task.player
    data = task.data
    pool = Counter(data["candidates"])
    if data["unknown"]:
        # unseen hand cards may be any card still in the draw pile's pool, but only as many copies of
        # a card as the pool holds (a hand with 3 unseen cards and 1 Fluch left in the pool can show
        # at most one Fluch more than the known hand): `moves._choose` resolves each one from the pool
        hidden = state.cards[data.get("owner", player)].draw_pile.pool
        for tag in data["possible"]:
            pool[tag] += min(data["unknown"], hidden.get(tag, 0))
    items = [t for t, n in sorted(pool.items()) for _ in range(n)]
    seen: set[tuple[str, ...]] = set()
    options: list[dict[str, Any]] = []
    truncated = False
    for size in range(data["least"], min(data["most"], len(items)) + 1):
        for combo in combinations(items, size):
            if combo in seen:
                continue
            seen.add(combo)
            if data["distinct"] and len(set(combo)) < len(combo):
                continue
            if data["unknown"] and _extra(combo, data) > data["unknown"]:
                continue
            if data["source"] == "options":
                options.append({"by": player, "move": "choose", "options": list(combo)})
            else:
                options.append({"by": player, "move": "choose", "cards": [cards.german(t) for t in combo]})
            if len(options) >= MAX_OPTIONS:
                truncated = True
                break
        if truncated:
            break
    if data["source"] == "revealed" and data["unknown"] and task.rule in BLIND_ANSWERS:
        # cards looked at unseen may also be chosen unnamed (only then: hands keep their options)
        for blind in range(max(1, data["least"]), min(data["most"], data["unknown"]) + 1):
            options.append({"by": player, "move": "choose", "cards": [], "unknown": blind})
    return Decision(player, "choose", task.prompt_de, task.prompt_en, tuple(options),
                    {"rule": task.rule, "source": data["source"], "least": data["least"], "most": data["most"]},
                    truncated)


def _extra(combo: tuple[str, ...], data: dict[str, Any]) -> int:
    counts = Counter(combo)
    return sum(max(0, n - data["candidates"].get(t, 0)) for t, n in counts.items())


def _chance(state: GameState, task: Chance) -> Decision:
    player = task.player
    assert player is not None
    need = task.need
    draw_pile = state.cards[player].draw_pile
    options: list[dict[str, Any]] = []
    if need == "shuffle":
        options.append({"by": player, "event": "shuffle"})
    elif "deck" in task.data:  # a deck beside the supply: its known cards, as many as due (or all that are left)
        known = sorted(state.decks.get(task.data["deck"], []))
        for combo in sorted(set(combinations(known, min(task.count, len(known))))):
            options.append({"by": player, "event": need, "cards": [cards.german(tag) for tag in combo]})
            if len(options) >= MAX_OPTIONS:
                break
    else:
        n = min(task.count, draw_pile.size)
        if need == "draw" or task.data.get("look"):
            options.append({"by": player, "event": need, "count": n})
        for tag in draw_pile.possible_next():
            options.append({"by": player, "event": need, "cards": [cards.german(tag)]})
    return Decision(None, need, f"Zufall: {need} für {player}", f"Chance: {need} for {player}", tuple(options),
                    {"player": player, "remaining": task.count})

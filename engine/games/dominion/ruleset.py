"""The Dominion ruleset: the engine contract for base game and Intrigue, both editions, 2–6 players."""

from __future__ import annotations

import threading
from collections import Counter
from itertools import combinations
from typing import Any

from engine.core.decision import Decision
from engine.core.pile import Pile
from engine.core.record import RecordError
from engine.core.ruleset import Ruleset
from engine.core.verdict import Verdict
from engine.games.dominion import cards as C
from engine.games.dominion import interpreter as I
from engine.games.dominion.effects import IMPLEMENTED_CARDS
from engine.games.dominion.effects.common import BLIND_ANSWERS
from engine.games.dominion.moves import (
    _LEGAL,
    _LEGAL_TREASURE_FIRST,
    _PLAY_TREASURE,
    _TREASURES,
    apply_quick,
    evaluate,
    quick,
)
from engine.games.dominion.rules import CATALOG
from engine.games.dominion.schema import record_schema
from engine.games.dominion.state import GameState, PlayerCards
from engine.games.dominion.supply import START_DECK, supply_for


class _Memo(threading.local):
    """Per thread: the last outcome `evaluate` worked out in `check`, for the `apply` that usually follows.
    The class attribute is every thread's default (a missing attribute would cost a caught AttributeError)."""

    last: tuple[Any, ...] | None = None  # (state, frozen entry, evaluate's outcome, the state's memo)


# `GameState._memo` is quick's finding (the entry first) after `check` judged a common move, or a fresh
# (_EVALUATED, None) after `check` evaluated an entry: the thread's `_Memo.last` is trusted only while its
# state still carries that very tuple (a later `check` or any `apply` replaces it, in whatever thread)
_EVALUATED = object()


class DominionRuleset(Ruleset):
    catalog = CATALOG
    schema_builder = staticmethod(record_schema)
    state_class = GameState
    slug = "dominion"

    def __init__(self) -> None:
        # check() then apply() on the same state evaluates once. `quick`'s findings are small and are kept
        # on the state itself (`GameState._memo`: entry and finding); full outcomes hold a whole new state
        # and are kept per thread, because one ruleset instance (get_ruleset) is shared by every thread of
        # a worker process, with a mark of that evaluation on the state
        self._local = _Memo()

    # -- setup ---------------------------------------------------------------------------------
    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[RecordError]:
        errors: list[RecordError] = []
        editions = setup["editions"]
        for index, name in enumerate(setup["kingdom"]):
            card = C.resolve(name)
            where = f"/setup/kingdom/{index}"
            if card is None and C.resolve_any(name) is not None:
                continue  # a card of another expansion: reported by `unsupported`, not an error
            if card is None:
                errors.append(RecordError(where, f"Unbekannte Karte {name!r}.", f"Unknown card {name!r}."))
            elif not card.is_kingdom:
                errors.append(RecordError(where, f"{name} ist keine Königreichkarte.", f"{name} is no kingdom card."))
            elif not any(C.EDITIONS[e]["cardset"] in card.cardsets for e in editions):
                errors.append(RecordError(where, f"{name} gehört zu keiner gewählten Edition.",
                                          f"{name} is in none of the chosen editions."))
        tags = [C.resolve(n).tag for n in setup["kingdom"] if C.resolve(n) is not None]  # type: ignore[union-attr]
        if len(set(tags)) != len(tags):
            errors.append(RecordError("/setup/kingdom", "Eine Königreichkarte ist doppelt.", "A kingdom card repeats."))
        return errors

    def unsupported(self, players: list[str], setup: dict[str, Any]) -> list[str]:
        missing = []
        for name in setup.get("kingdom", []):
            card = C.resolve(name)
            if card is not None and card.tag not in IMPLEMENTED_CARDS:
                missing.append(card.name_de)
            elif card is None and C.resolve_any(name) is not None:
                missing.append(C.resolve_any(name).name_de)  # type: ignore[union-attr]
        for name in setup.get("extras", []):  # no extra pile, landscape or start deck is implemented yet
            other = C.resolve_any(name)
            missing.append(other.name_de if other is not None else str(name))
        return missing

    def setup(self, players: list[str], setup: dict[str, Any]) -> GameState:
        kingdom = _kingdom(setup["kingdom"])
        seed = None if setup.get("seed") is None else str(setup["seed"])
        state = GameState(list(players), list(setup["editions"]), kingdom, seed, _supply(len(players), kingdom))
        if seed is not None and all(type(p) is str for p in players) and len(set(players)) == len(players):
            I.deal_seeded(state)  # what the loop below and the "start" effect do, without frame and generator
            return state
        for player in players:
            cards = PlayerCards(pile=Pile.shuffled_from(START_DECK))
            if seed is not None:
                cards.pile.fix_order(seed, player, 0)
            state.cards[player] = cards
            state.shuffles[player] = 0
        I.push(state, "start", {"players": list(players)})
        I.run(state)
        return state

    # -- judging -------------------------------------------------------------------------------
    def _evaluate(self, state: GameState, entry: Any) -> tuple[Verdict, GameState | None]:
        key = _freeze(entry)
        local = self._local
        last = local.last
        if last is not None and last[0] is state and state._memo is last[3] and last[1] == key:
            return last[2]  # type: ignore[no-any-return]
        outcome = evaluate(state, entry)
        memo = (_EVALUATED, None)  # a new tuple: this evaluation's mark
        local.last = (state, key, outcome, memo)
        state._memo = memo
        return outcome

    def check(self, state: GameState, entry: dict[str, Any]) -> Verdict:
        # The commonest move, a treasure played from the known hand, judged here as `quick` judges it (one
        # call fewer per entry); whatever this does not recognise goes to `quick`, which judges it again
        if type(entry) is dict and state.waiting is None and not state.gaps:
            name = entry.get("card")
            treasure = _TREASURES.get(name) if type(name) is str else None  # (card, tag) of a treasure's name
            if treasure is not None and entry.get("move") == "play":
                phase = state.phase
                player = state.players[state.active]
                by = entry.get("by")
                flags = state.flags
                if (by == player and (phase == "action" or phase == "buy") and "event" not in entry
                        and not (flags and flags.get("bought")) and state.cards[player].hand.get(treasure[1], 0) > 0):
                    verdict = _LEGAL_TREASURE_FIRST if phase == "action" else _LEGAL
                    state._memo = (entry, verdict, _PLAY_TREASURE, treasure[0], 0, by, "play", name)
                    return verdict
        found = quick(state, entry)  # a treasure, a buy, the end of a phase: judged without a new state
        if found is not None:
            # kept for the `apply` that usually follows: the same entry object (found[0]), the fields `quick`
            # read (found[5:8]) unchanged. Not part of the position (no JSON, no equality, never copied).
            state._memo = found
            return found[1]
        return self._evaluate(state, entry)[0]

    def apply(self, state: GameState, entry: dict[str, Any]) -> GameState:
        """Consumes `state` (see `Ruleset.apply`): the common moves change it in place and return it,
        the others return the state `check` built on a derived copy (or build it now)."""
        memo = state._memo
        if memo is not None:
            state._memo = None  # `state` is consumed: nothing computed on it stays valid
            if memo[0] is entry:
                if (memo[5] == entry.get("by") and memo[6] == entry.get("move") and memo[7] == entry.get("card")
                        and "event" not in entry):
                    if memo[2] != _PLAY_TREASURE or state._shared:
                        apply_quick(state, entry, memo)
                        return state
                    # apply_quick's treasure, written out for a state that shares nothing (the usual case)
                    card = memo[3]
                    tag = card.tag
                    cards = state.cards[state.players[state.active]]
                    cards.hand[tag] -= 1
                    cards.in_play.append(tag)
                    state.phase = "buy"
                    state.coins += card.coins or 0
                    flags = state.flags
                    if flags:
                        if tag == "Copper":
                            state.coins += int(flags.get("copper_bonus", 0))
                        elif tag == "Silver" and not flags.get("silver_played"):
                            flags["silver_played"] = 1
                            state.coins += int(flags.get("merchants", 0))
                    elif tag == "Silver":
                        state.flags = {"silver_played": 1}  # no flags: no merchants either
                    return state
            elif memo[0] is _EVALUATED:
                local = self._local
                last = local.last
                if last is not None and last[0] is state and last[3] is memo:
                    local.last = None
                    if last[1] == _freeze(entry):
                        verdict, new = last[2]
                        if new is None:
                            raise ValueError(f"entry cannot be applied ({verdict.status}: {verdict.rule})")
                        return new  # type: ignore[no-any-return]
        found = quick(state, entry)
        if found is not None:
            apply_quick(state, entry, found)
            return state
        verdict, new = evaluate(state, entry)
        if new is None:
            raise ValueError(f"entry cannot be applied ({verdict.status}: {verdict.rule})")
        return new

    def copy_state(self, state: GameState) -> GameState:
        return state.copy()

    def deal(self, state: GameState) -> GameState:
        return state  # seeded states deal inside apply; nothing is ever left pending for chance

    def turn(self, state: GameState) -> int | None:
        return state.turn

    def result(self, state: GameState) -> dict[str, Any] | None:
        return state.result

    # -- what now ------------------------------------------------------------------------------
    def pending(self, state: GameState) -> Decision | None:
        if state.phase == "over":
            return None
        waiting = state.waiting
        if waiting is None:
            return self._turn_decision(state)
        if waiting["kind"] == "decision":
            return self._choice(state, waiting)
        return self._chance(state, waiting)

    def _turn_decision(self, state: GameState) -> Decision:
        player = state.player
        cards = state.cards[player]
        options: list[dict[str, Any]] = []
        kinds, names = C.play_kinds(), C.names_de()
        may_act = state.phase == "action" and state.actions > 0
        may_pay = not state.flags.get("bought")
        for tag in sorted(tag for tag, n in cards.hand.items() if n > 0):
            kind = kinds[tag]
            if (kind == "action" and may_act) or (kind == "treasure" and may_pay):
                options.append({"by": player, "move": "play", "card": names[tag]})
        if state.buys > 0:
            costs, coins = C.costs(), state.coins
            reduction = int(state.flags.get("cost_reduction", 0))  # as I.cost, inlined: once per supply pile
            for tag, left in state.supply.items():
                if left > 0 and (max(0, costs[tag] - reduction) if reduction else costs[tag]) <= coins:
                    options.append({"by": player, "move": "buy", "card": names[tag]})
        options.append({"by": player, "move": "end-phase"})
        if state.phase == "action":
            options.append({"by": player, "move": "end-turn"})
        phase_de = {"action": "Aktionsphase", "buy": "Kaufphase"}.get(state.phase, state.phase)
        return Decision(player, "turn", f"{player}: {phase_de}", f"{player}: {state.phase} phase", tuple(options),
                        {"phase": state.phase, "actions": state.actions, "buys": state.buys, "coins": state.coins})

    def _choice(self, state: GameState, waiting: dict[str, Any]) -> Decision:
        player = waiting["player"]
        pool = Counter(waiting["candidates"])
        if waiting["unknown"]:
            # unseen hand cards may be any card still in the draw pile's pool, but only as many copies of
            # a card as the pool holds (a hand with 3 unseen cards and 1 Fluch left in the pool can show
            # at most one Fluch more than the known hand): `_choose` resolves each one from the pool
            hidden = state.cards[player].pile.pool
            for tag in waiting["possible"]:
                pool[tag] += min(waiting["unknown"], hidden.get(tag, 0))
        items = [t for t, n in sorted(pool.items()) for _ in range(n)]
        seen: set[tuple[str, ...]] = set()
        options: list[dict[str, Any]] = []
        truncated = False
        for size in range(waiting["least"], min(waiting["most"], len(items)) + 1):
            for combo in combinations(items, size):
                if combo in seen:
                    continue
                seen.add(combo)
                if waiting["distinct"] and len(set(combo)) < len(combo):
                    continue
                if waiting["unknown"] and _extra(combo, waiting) > waiting["unknown"]:
                    continue
                if waiting["source"] == "options":
                    options.append({"by": player, "move": "choose", "options": list(combo)})
                else:
                    options.append({"by": player, "move": "choose", "cards": [C.german(t) for t in combo]})
                if len(options) >= I.MAX_OPTIONS:
                    truncated = True
                    break
            if truncated:
                break
        if waiting["source"] == "revealed" and waiting["unknown"] and waiting["rule"] in BLIND_ANSWERS:
            # cards looked at unseen may also be chosen unnamed (only then: hands keep their options)
            for blind in range(max(1, waiting["least"]), min(waiting["most"], waiting["unknown"]) + 1):
                options.append({"by": player, "move": "choose", "cards": [], "unknown": blind})
        return Decision(player, "choose", waiting["prompt_de"], waiting["prompt_en"], tuple(options),
                        {"rule": waiting["rule"], "source": waiting["source"], "least": waiting["least"],
                         "most": waiting["most"]}, truncated)

    def _chance(self, state: GameState, waiting: dict[str, Any]) -> Decision:
        player = waiting["player"]
        need = waiting.get("need", waiting["kind"])
        pile = state.cards[player].pile
        options: list[dict[str, Any]] = []
        if need == "shuffle":
            options.append({"by": player, "event": "shuffle"})
        else:
            n = min(waiting["remaining"], pile.size)
            if need == "draw" or waiting.get("look"):
                options.append({"by": player, "event": need, "count": n})
            for tag in pile.possible_next():
                options.append({"by": player, "event": need, "cards": [C.german(tag)]})
        return Decision(None, need, f"Zufall: {need} für {player}", f"Chance: {need} for {player}", tuple(options),
                        {"player": player, "remaining": waiting["remaining"]})



_KINGDOMS: dict[tuple[str, ...], list[str]] = {}


def _kingdom(names: list[Any]) -> list[str]:
    """The kingdom's tags (`C.resolve(name).tag` for each name, failing as that fails), remembered for
    kingdoms of names only (a fresh list each time)."""
    key = tuple(names) if all(type(name) is str for name in names) else None
    tags = None if key is None else _KINGDOMS.get(key)
    if tags is None:
        tags = [C.resolve(n).tag for n in names]  # type: ignore[union-attr]
        if key is not None and len(_KINGDOMS) < 1024:
            _KINGDOMS[key] = tags
    return list(tags)


_SUPPLIES: dict[tuple[int, tuple[str, ...]], dict[str, int]] = {}


def _supply(players: int, kingdom: list[str]) -> dict[str, int]:
    """`supply_for`, worked out once per player count and kingdom (a fresh dict each time)."""
    key = (players, tuple(kingdom))
    supply = _SUPPLIES.get(key)
    if supply is None:
        supply = supply_for(players, kingdom)
        if len(_SUPPLIES) < 1024:
            _SUPPLIES[key] = supply
    return dict(supply)


_PLAIN = frozenset({str, int, float, bool, type(None)})


def _freeze(value: Any) -> Any:
    """A comparable snapshot of an entry for the check→apply cache: equal only when the entries are equal
    value for value *and type for type* (1, 1.0 and True differ, as they do in messages). Dict order counts
    too: a different order only misses the cache. A value of any other type never compares equal (a fresh
    object), so an entry holding one is simply evaluated again."""
    kind = type(value)
    if kind is dict:  # the usual entry: a flat dict of plain values, snapshotted without recursion
        values = tuple(value.values())
        types = tuple(map(type, values))
        if _PLAIN.issuperset(types) and _PLAIN.issuperset(map(type, value)):
            return (tuple(value), values, types)
    if kind in _PLAIN:
        return (kind, value)
    if kind is dict:
        return (dict, tuple((_freeze(k), _freeze(v)) for k, v in value.items()))
    if kind is list or kind is tuple:
        return (kind, tuple(_freeze(item) for item in value))
    return object()


def _extra(combo: tuple[str, ...], waiting: dict[str, Any]) -> int:
    counts = Counter(combo)
    return sum(max(0, n - waiting["candidates"].get(t, 0)) for t, n in counts.items())

"""Runs card effects: rebuilds each frame's generator, executes the operations it yields, and stops
at the first open decision or chance event. All functions here mutate the state they are given;
the ruleset derives a new state (`GameState.derive`) before calling them, so every change to a
player's cards goes through `state.own(player)`, every change to supply, trash, shuffle counts and
turn flags through `state.own_supply()` ... `own_flags()` (copy-on-write); the attributes are for reading."""

from __future__ import annotations

from collections import Counter, _count_elements
from functools import cache
from typing import Any

from engine.core.pile import Pile, PileError
from engine.core.rng import seed_text_number, shuffle_sorted
from engine.games.dominion import cards as C
from engine.games.dominion.effects import EFFECTS
from engine.games.dominion.effects.turn import Cleanup, EndTurn
from engine.games.dominion.ops import Ask, Call, Draw, Flag, Gain, Gap, Look, Move, Plus, Reveal
from engine.games.dominion.scoring import game_over, score
from engine.games.dominion.state import Frame, GameState, PlayerCards
from engine.games.dominion.supply import START_DECK

_new_counter = Counter.__new__

WAIT = object()
_PUSHED = object()  # a Call pushed a frame: its return value arrives when that frame ends
MAX_OPTIONS = 2000


def versions(state: GameState) -> dict[str, str]:
    """Per card, the edition whose printing rules it: the newest listed edition of its box that has it."""
    try:
        key = frozenset(state.editions)
    except TypeError:  # a malformed state; judged like any other
        return _build_versions(state.editions)
    return dict(_versions(key))


@cache
def _versions(editions: frozenset[str]) -> dict[str, str]:
    return _build_versions(editions)


def _build_versions(editions: Any) -> dict[str, str]:
    result: dict[str, str] = {}
    for edition in C.EDITION_ORDER:
        if edition in editions:
            cardset = C.EDITIONS[edition]["cardset"]
            for tag, card in C.card_table().items():
                if cardset in card.cardsets:
                    result[tag] = edition
    return result


def push(state: GameState, effect: str, args: dict[str, Any]) -> None:
    full = {"players": list(state.players), "versions": versions(state), **args}
    state.stack.append(Frame(effect, full))


def run(state: GameState) -> None:
    """Run the top frame until an open decision or chance event (WAIT) or the stack is empty.

    A frame's generator is rebuilt from `effect` + `args` and fed the frame's `sent` values when the
    frame comes from an earlier call (another state); within one call the live generator is kept and
    only sent the newest result (effects are deterministic in their args and results, so both ways
    yield the same operations; rebuilding for every operation was quadratic in an effect's length).
    """
    live: dict[int, tuple[Frame, Any]] = {}  # id(frame) → (frame, its generator, waiting for sent[-1])
    while state.waiting is None and state.stack:
        frame = state.stack[-1]
        known = live.get(id(frame))
        try:
            if known is not None and known[0] is frame:
                op = known[1].send(frame.sent[-1])
            else:
                generator = EFFECTS[frame.effect](frame.args)
                op = next(generator)
                for value in frame.sent:
                    op = generator.send(value)
                live[id(frame)] = (frame, generator)
        except StopIteration as stop:
            live.pop(id(frame), None)
            state.stack.pop()
            if state.stack:
                state.stack[-1].sent.append(stop.value)
            continue
        result = execute(state, op)
        if result is WAIT:
            return
        if result is _PUSHED:
            continue  # the child frame's return value is appended when it ends
        frame.sent.append(result)


def deliver(state: GameState, value: Any) -> None:
    """Hand the answer of the open decision (or the finished chance job) to the waiting frame."""
    state.waiting = None
    state.stack[-1].sent.append(value)
    run(state)


def execute(state: GameState, op: Any) -> Any:
    handler = _HANDLERS.get(type(op))
    return _execute_any(state, op) if handler is None else handler(state, op)


def _execute_any(state: GameState, op: Any) -> Any:
    """`execute` for any operation, subclasses included (the dispatch table only knows exact types)."""
    for kind in _ORDER:  # the order in which the operation types were always tried
        if isinstance(op, kind):
            return _HANDLERS[kind](state, op)
    raise TypeError(f"unknown operation {op!r}")


def _draw(state: GameState, op: Draw) -> Any:
    state.waiting = {"kind": "draw", "player": op.player, "remaining": op.count, "got": []}
    return progress_chance(state)


def _reveal(state: GameState, op: Reveal) -> Any:
    state.waiting = {"kind": "reveal", "player": op.player, "remaining": op.count, "got": []}
    if op.look:  # only then: a reveal event may leave the cards unnamed (`count`)
        state.waiting["look"] = True
    return progress_chance(state)


def _plus(state: GameState, op: Plus) -> None:
    state.actions += op.actions
    state.buys += op.buys
    state.coins += op.coins


def _flag(state: GameState, op: Flag) -> Any:
    flags = state.own_flags()
    flags[op.key] = flags.get(op.key, 0) + op.amount
    return flags[op.key]


def _gap(state: GameState, op: Gap) -> None:
    state.gaps.append({"rule": op.rule, "message_de": op.message_de, "message_en": op.message_en})


def _cleanup(state: GameState, op: Cleanup) -> None:
    cards = state.own(op.player)
    cards.discard.update(cards.hand)
    cards.discard.update(cards.in_play)
    cards.discard_unknown += cards.hand_unknown
    cards.hand, cards.in_play, cards.hand_unknown = Counter(), [], 0


def _call(state: GameState, op: Call) -> Any:
    push(state, op.effect, op.args)
    return _PUSHED


def _end_turn(state: GameState, op: EndTurn) -> None:
    end_turn(state, op.start)


# exact operation type → its step (the same as `_execute_any`, without walking the isinstance chain)
_HANDLERS: dict[type, Any] = {
    Draw: _draw,
    Reveal: _reveal,
    Plus: _plus,
    Move: lambda state, op: move(state, op),
    Gain: lambda state, op: gain(state, op.player, op.card, op.target),
    Look: lambda state, op: look(state, op),
    Call: _call,
    Flag: _flag,
    Gap: _gap,
    Cleanup: _cleanup,
    Ask: lambda state, op: ask(state, op),
    EndTurn: _end_turn,
}
_ORDER = (Draw, Reveal, Plus, Flag, Move, Gain, Look, Call, Ask, Gap, Cleanup, EndTurn)


def progress_chance(state: GameState) -> Any:
    """Advance the open draw/reveal job as far as possible; the result when done, else WAIT."""
    job = state.waiting
    assert job is not None
    cards = state.own(job["player"])
    while job["remaining"] > 0:
        pile = cards.pile
        if pile.size == 0:
            if not cards.discard and not cards.discard_unknown:
                break
            if state.seed is None:
                job["need"] = "shuffle"
                return WAIT
            shuffle(state, job["player"])
            continue
        if state.seed is None:
            job["need"] = job["kind"]  # the record must say which cards (a draw or reveal event)
            return WAIT
        if pile.top:
            _take_known(cards, job, min(job["remaining"], len(pile.top)))
        else:
            take(state, job, [pile.top[0]])
    state.waiting = None
    return job["got"]


def take(state: GameState, job: dict[str, Any], drawn: list[str | None]) -> None:
    """Move drawn/revealed cards (None = unseen) from the pile; raises PileError if impossible."""
    cards = state.own(job["player"])
    for card in drawn:
        got = cards.own_pile().draw(card)
        if job["kind"] == "draw":
            if got is None:
                cards.hand_unknown += 1
            else:
                cards.hand[got] += 1
        elif got is None:  # looked at unseen (a look job, see `moves._event`)
            cards.revealed_unknown += 1
        else:
            cards.revealed.append(got)
        job["got"].append(got)
        job["remaining"] -= 1


def _take_known(cards: PlayerCards, job: dict[str, Any], n: int) -> None:
    """Seeded: the top `n` cards of known order at once, exactly what `take` does for them one by one."""
    pile = cards.own_pile()
    drawn = pile.top[:n]
    del pile.top[:n]
    if job["kind"] == "draw":
        hand = cards.hand
        for card in drawn:
            hand[card] += 1
    else:
        cards.revealed.extend(drawn)
    job["got"].extend(drawn)
    job["remaining"] -= n


def cleanup_known(state: GameState, player: str) -> None:
    """The clean-up of a seeded game whose every card of `player` is known (no unseen card, the draw pile
    in known order): exactly what the "cleanup" effect (effects/turn.py) does through `push` and `run`
    (`_cleanup`, `Draw(player, 5)` with `progress_chance` and `shuffle`, `EndTurn`), without the frame and
    generator. Keep the two in step; the self-play regression fixture pins every state after every entry."""
    state.phase = "cleanup"
    cards = state.own(player) if player in state._shared else state.cards[player]
    discard = cards.discard
    get = discard.get
    for tag, n in cards.hand.items():  # Counter.update, step by step (zero counts are kept, as it keeps them)
        discard[tag] = n + get(tag, 0)
    _count_elements(discard, cards.in_play)  # `discard[tag] = get(tag, 0) + 1` for each, in C
    cards.discard_unknown += cards.hand_unknown
    hand = cards.hand = _new_counter(Counter)
    cards.in_play, cards.hand_unknown = [], 0
    top = cards.pile.top
    if len(top) > 5 and not cards._pile_shared:  # draw_known(state, cards, player, 5), no shuffle needed
        _count_elements(hand, top[:5])
        del top[:5]
    else:
        draw_known(state, cards, player, 5)
    # end_turn(state, False) and begin_turn, written out
    supply = state.supply
    if "Province" not in supply or 0 in supply.values():  # else no pile is empty: `game_over` is False
        if game_over(state):
            state.phase = "over"
            state.result = score(state)
            return
    index = (state.active + 1) % len(state.players)
    state.active = index
    state.phase = "action"
    state.turn += 1
    state.actions, state.buys, state.coins = 1, 1, 0
    state.flags = {}
    player = state.players[index]
    (state.own(player) if player in state._shared else state.cards[player]).turns += 1


def draw_known(state: GameState, cards: PlayerCards, player: str, count: int) -> None:
    """`Draw(player, count)` of a seeded game whose every card of `player` is known (`cards`, already
    owned): what `_draw` and `progress_chance` do (the top cards of known order into the hand, the discard
    pile shuffled in when the pile runs out, fewer cards when both are empty), without the chance job."""
    hand = cards.hand
    while count > 0:
        top = cards.pile.top
        if not top:  # no hidden part: the pile is empty
            if not cards.discard and not cards.discard_unknown:
                break
            if cards.discard_unknown:
                shuffle(state, player)
            else:
                _shuffle_known(state, cards, player)
            continue
        top = (cards.own_pile() if cards._pile_shared else cards.pile).top
        n = count if count < len(top) else len(top)
        if n == len(top):
            _count_elements(hand, top)  # `hand[card] = hand.get(card, 0) + 1` for each, in C
            top.clear()
        else:
            _count_elements(hand, top[:n])
            del top[:n]
        count -= n


def _shuffle_known(state: GameState, cards: PlayerCards, player: str) -> None:
    """`shuffle` of a seeded game's known discard pile onto an empty draw pile with nothing outstanding
    (no card in the pool): the same pile, counts and seeded order, without the pool's detour."""
    deck: list[str] = []
    for tag, n in sorted(cards.discard.items()):  # sorted, as `shuffled` would sort them
        if n > 0:
            deck += [tag] * n
    pile = cards.own_pile()
    cards.discard, cards.discard_unknown = _new_counter(Counter), 0
    shuffles = state.own_shuffles()
    count = shuffles[player] = shuffles.get(player, 0) + 1
    # shuffled(deck, state.seed, player, count): the seed text joins str(seed) and the str(label)s with \x1f
    shuffle_sorted(deck, seed_text_number(f"{state.seed}\x1f{player}\x1f{count}"))
    pile.top.extend(deck)
    pile.pool = _new_counter(Counter)
    pile.hidden = 0


# the start deck as `Pile.fix_order` lists it for the seeded first shuffle
_START = sorted(card for card, n in (+Counter(START_DECK)).items() for _ in range(n))


def deal_seeded(state: GameState) -> None:
    """A new seeded game's deal, for players with distinct names: exactly what `DominionRuleset.setup` and
    the "start" effect (effects/turn.py) do through `Pile.shuffled_from`, `fix_order`, `push` and `run`
    (each start deck shuffled with labels (player, 0), `Draw(player, 5)` for each in turn order, then
    `EndTurn(start=True)`), without frame and generator. test_dominion_setup pins the two to agree."""
    seed = state.seed
    cards = state.cards
    shuffles = state.shuffles
    for player in state.players:
        deck = list(_START)  # shuffled(_START, seed, player, 0), _START being sorted already
        shuffle_sorted(deck, seed_text_number(f"{seed}\x1f{player}\x1f0"))
        hand = _new_counter(Counter)
        for card in deck[:5]:
            hand[card] = hand.get(card, 0) + 1
        del deck[:5]
        cards[player] = PlayerCards(Pile(deck, _new_counter(Counter), 0), hand, 0, _new_counter(Counter))
        shuffles[player] = 0
    begin_turn(state, 0)


def shuffle(state: GameState, player: str) -> None:
    cards = state.own(player)
    cards.own_pile().shuffle_in(+cards.discard, cards.discard_unknown)
    cards.discard, cards.discard_unknown = Counter(), 0
    shuffles = state.own_shuffles()
    shuffles[player] = shuffles.get(player, 0) + 1
    if state.seed is not None:
        cards.own_pile().fix_order(state.seed, player, state.shuffles[player])


def cost(state: GameState, tag: str) -> int:
    # Intrige ln1162: reduced by 1 per Brücke this turn, not below 0
    return max(0, C.costs()[tag] - int(state.flags.get("cost_reduction", 0)))


def look(state: GameState, op: Look) -> Any:
    if op.what == "hand":
        cards = state.cards[op.player or state.player]
        return {"cards": dict(+cards.hand), "unknown": cards.hand_unknown}
    if op.what == "cost":
        return cost(state, op.card or "")
    if op.what == "types":
        return list(C.card(op.card or "").types)
    if op.what == "is_action":
        return C.card(op.card or "").is_("Action")
    if op.what == "actions_in_hand":
        return sum(n for tag, n in state.cards[op.player or state.player].hand.items() if C.card(tag).is_("Action"))
    if op.what == "flags":
        return dict(state.flags)
    if op.what == "empty_piles":
        return sum(1 for n in state.supply.values() if n == 0)
    if op.what == "deck_size":
        return state.cards[op.player or state.player].pile.size
    if op.what == "hand_size":
        return state.cards[op.player or state.player].hand_size()
    raise ValueError(op.what)


# zones held in a player's `PlayerCards` (changing them needs `state.own`); trash and supply are the state's
_PLAYER_ZONES = frozenset({"hand", "play", "revealed", "discard", "deck"})


def zone_take(state: GameState, player: str, card: str | None, zone: str) -> bool:
    cards = state.own(player) if zone in _PLAYER_ZONES else state.cards[player]
    if card is None:  # a card the record does not name: one of the zone's unseen cards
        if zone == "hand" and cards.hand_unknown > 0:
            cards.hand_unknown -= 1
            return True
        if zone == "revealed" and cards.revealed_unknown > 0:
            cards.revealed_unknown -= 1
            return True
        return False
    if zone == "hand":
        if cards.hand[card] > 0:
            cards.hand[card] -= 1
            return True
        if cards.hand_unknown and cards.pile.can_resolve(card):
            cards.own_pile().resolve(card)
            cards.hand_unknown -= 1
            return True
        return False
    if zone in ("play", "revealed"):
        where = cards.in_play if zone == "play" else cards.revealed
        if card in where:
            # the most recently placed copy
            del where[len(where) - 1 - where[::-1].index(card)]
            return True
        return False
    if zone == "discard":
        if cards.discard[card] > 0:
            cards.discard[card] -= 1
            return True
        return False
    if zone == "trash":
        if state.trash[card] > 0:
            state.own_trash()[card] -= 1
            return True
        return False
    if zone == "supply":  # Herumtreiberin trashes a card straight from the supply
        if state.supply.get(card, 0) > 0:
            state.own_supply()[card] -= 1
            return True
        return False
    raise ValueError(zone)


def zone_put(state: GameState, player: str, card: str | None, zone: str, position: int = 0) -> None:
    cards = state.own(player) if zone in _PLAYER_ZONES else state.cards[player]
    if card is None:
        _put_unseen(state, cards, zone)
    elif zone == "hand":
        cards.hand[card] += 1
    elif zone == "play":
        cards.in_play.append(card)
    elif zone == "revealed":
        cards.revealed.append(card)
    elif zone == "discard":
        cards.discard[card] += 1
    elif zone == "deck":
        cards.own_pile().put_at(card, position)
    elif zone == "trash":
        state.own_trash()[card] += 1
    else:
        raise ValueError(zone)


def _put_unseen(state: GameState, cards: PlayerCards, zone: str) -> None:
    """An unseen card (its identity still in the owner's pile pool, outstanding) arrives in `zone`."""
    if zone == "hand":
        cards.hand_unknown += 1
    elif zone == "discard":
        cards.discard_unknown += 1
    elif zone == "revealed":
        cards.revealed_unknown += 1
    elif zone == "deck":
        # onto the deck: back into the pile's hidden part. A pile cannot show an unseen card above cards of
        # known order, so these join the hidden part first (their order is forgotten: sound, less strict)
        pile = cards.own_pile()
        if pile.top:
            pile.pool.update(pile.top)
            pile.hidden += len(pile.top)
            pile.top = []
        pile.return_unseen(1)
    elif zone == "trash":
        # its identity stays outstanding in the owner's pool (never drawn again: sound, less strict)
        state.trash_unknown += 1
    else:
        raise ValueError(zone)


def move(state: GameState, op: Move) -> bool:
    if op.card == "*" and op.source == "deck":  # Kanzler: the whole draw pile, unseen
        cards = state.own(op.player)
        while cards.pile.size:
            got = cards.own_pile().draw(None)
            if got is None:
                cards.discard_unknown += 1
            else:
                cards.discard[got] += 1
        return True
    if op.card == "*" and op.source == "hand":  # Lakai: the whole hand, unseen cards included
        cards = state.own(op.player)
        if op.target != "discard":
            raise ValueError(op.target)
        cards.discard.update(+cards.hand)
        cards.discard_unknown += cards.hand_unknown
        cards.hand, cards.hand_unknown = Counter(), 0
        return True
    if not zone_take(state, op.player, op.card, op.source):
        return False
    zone_put(state, op.to or op.player, op.card, op.target, op.position)
    return True


def gain(state: GameState, player: str, card: str, target: str) -> bool:
    if state.supply.get(card, 0) <= 0:
        return False
    state.own_supply()[card] -= 1
    zone_put(state, player, card, target)
    return True


def _matches(state: GameState, tag: str, where: dict[str, Any]) -> bool:
    card = C.card(tag)
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
    """Open a decision with its explicit candidates; answers are checked against them."""
    cards = state.cards[op.owner or op.player]
    candidates: dict[str, int] = {}
    possible: list[str] = []
    unknown = 0
    if op.source == "hand":
        candidates = {t: n for t, n in cards.hand.items() if n > 0 and _matches(state, t, op.where)}
        if cards.hand_unknown:
            possible = sorted(t for t, n in cards.pile.pool.items() if n > 0 and _matches(state, t, op.where))
            unknown = cards.hand_unknown if possible else 0
        if op.where.get("unseen_only"):  # Bibliothek: only the card just drawn unseen may be chosen
            candidates = {}
            unknown = min(unknown, 1)
    elif op.source == "supply":
        candidates = {t: 1 for t, n in state.supply.items() if n > 0 and _matches(state, t, op.where)}
    elif op.source == "discard":
        candidates = {t: n for t, n in cards.discard.items() if n > 0 and _matches(state, t, op.where)}
    elif op.source == "revealed":
        candidates = dict(Counter(t for t in cards.revealed if _matches(state, t, op.where)))
        if cards.revealed_unknown:  # looked at unseen: any card of the pool that fits (Torwächterin)
            possible = sorted(t for t, n in cards.pile.pool.items() if n > 0 and _matches(state, t, op.where))
            unknown = cards.revealed_unknown
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
    state.waiting = {
        "kind": "decision",
        "player": op.player,
        "rule": op.rule,
        "prompt_de": op.prompt_de,
        "prompt_en": op.prompt_en,
        "source": op.source,
        "least": least,
        "most": op.most,
        "candidates": dict(sorted(candidates.items())),
        "possible": possible,
        "unknown": unknown,
        "distinct": op.distinct,
        "unverified_least": unverified_least,
    }
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


__all__ = ["WAIT", "PileError", "deliver", "push", "run", "take", "shuffle", "progress_chance", "cost"]

"""Chance: cards drawn or revealed from a draw pile, and the shuffles that refill it.

A `Draw` or `Reveal` operation opens a `Chance` job (need "draw"/"reveal", `count` cards still to come,
`data` {"kind": "draw"|"reveal", "got": the cards so far, "look": looked at only}). A seeded game deals
it at once from the pile's fixed order; otherwise the job waits for the record's draw, reveal and
shuffle events (`moves.on_event` hands them to `take` and `shuffle`). Every shuffle of a discard pile is an
event of the bus ("shuffle", runner.heard_shuffle): cards that hear it act before the draw or reveal that
needed it goes on."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.pile import PileError
from engine.core.step import Chance
from engine.games.dominion.model import profile_of
from engine.games.dominion.ops import Draw, Reveal
from engine.games.dominion.state import GameState, PlayerCards

WAIT = object()  # an operation opened a task: the effect waits for the next entry
# a seeded job shuffled a discard pile and cards hear shuffles: the job waits while the bus runs them
# (runner.heard_shuffle), then goes on
SHUFFLED = object()


def start_draw(state: GameState, op: Draw) -> Any:
    state.task = Chance("draw", op.player, op.count, {"kind": "draw", "got": list(op.before)})
    return progress_chance(state)


def start_reveal(state: GameState, op: Reveal) -> Any:
    data: dict[str, Any] = {"kind": "reveal", "got": list(op.before)}
    if op.look:  # only then: a reveal event may leave the cards unnamed (`count`)
        data["look"] = True
    if op.deck is not None:  # from a deck beside the supply (Schwarzmarkt), not the player's draw pile
        data["deck"] = op.deck
    state.task = Chance("reveal", op.player, op.count, data)
    return progress_chance(state)


def _progress_deck(state: GameState, job: Chance) -> Any:
    """A reveal from a deck beside the supply: a seeded game takes its top cards (the list is top first);
    otherwise the record's reveal event names them (`take_from_deck`)."""
    if state.seed is None and job.count > 0:
        job.need = "reveal"
        return WAIT
    assert job.player is not None
    deck = state.decks.get(job.data["deck"], [])
    if job.count > 0 and deck:
        take_from_deck(state, job, deck[:job.count])
    state.task = None
    return job.data["got"]


def take_from_deck(state: GameState, job: Chance, named: list[str]) -> None:
    """Move revealed cards from the top of the job's deck into the player's revealed zone. In a record the
    deck's order and size are unknown (its known cards are a multiset; others were never named): each card
    must be one of its known cards, and the reveal is complete with this event (fewer than asked: the deck
    ran out, which the record cannot show otherwise). Raises PileError for a card the deck does not hold."""
    assert job.player is not None
    deck = state.own_decks().setdefault(job.data["deck"], [])
    owned = state.own(job.player)
    for card in named:
        if card not in deck:
            raise PileError(f"{card} is not in the deck")
        deck.remove(card)
        owned.revealed.append(card)
        job.data["got"].append(card)
    job.count = 0


def progress_chance(state: GameState) -> Any:
    """Advance the open draw/reveal job as far as possible; the cards when done, else WAIT."""
    job = state.task
    assert type(job) is Chance and job.player is not None
    if "deck" in job.data:
        return _progress_deck(state, job)
    owned = state.own(job.player)
    while job.count > 0:
        draw_pile = owned.draw_pile
        if draw_pile.size == 0:
            if not owned.discard and not owned.discard_unknown:
                break
            if state.seed is None:
                job.need = "shuffle"
                return WAIT
            shuffle(state, job.player)
            if "shuffle" in profile_of(state).events:
                return SHUFFLED  # the bus hears it first (runner.heard_shuffle)
            continue
        if state.seed is None:
            job.need = job.data["kind"]  # the record must say which cards (a draw or reveal event)
            return WAIT
        if draw_pile.top:
            _take_known(owned, job, min(job.count, len(draw_pile.top)))
        else:
            take(state, job, [draw_pile.top[0]])
    state.task = None
    return job.data["got"]


def take(state: GameState, job: Chance, drawn: list[str | None]) -> None:
    """Move drawn/revealed cards (None = unseen) from the draw pile; raises PileError if impossible."""
    assert job.player is not None
    owned = state.own(job.player)
    into_hand = job.data["kind"] == "draw"
    got = job.data["got"]
    for card in drawn:
        known = owned.own_draw_pile().draw(card)
        if into_hand:
            if known is None:
                owned.hand_unknown += 1
            else:
                owned.hand[known] += 1
        elif known is None:  # looked at unseen (a look job, see `moves.on_event`)
            owned.revealed_unknown += 1
        else:
            owned.revealed.append(known)
        got.append(known)
        job.count -= 1


def _take_known(owned: PlayerCards, job: Chance, n: int) -> None:
    """Seeded: the top `n` cards of known order at once, exactly what `take` does for them one by one."""
    draw_pile = owned.own_draw_pile()
    drawn = draw_pile.top[:n]
    del draw_pile.top[:n]
    if job.data["kind"] == "draw":
        hand = owned.hand
        for card in drawn:
            hand[card] += 1
    else:
        owned.revealed.extend(drawn)
    job.data["got"].extend(drawn)
    job.count -= n


def shuffle(state: GameState, player: str) -> None:
    """The discard pile (with its unseen cards) becomes the new draw pile; seeded games fix its order."""
    owned = state.own(player)
    owned.own_draw_pile().shuffle_in(+owned.discard, owned.discard_unknown)
    owned.discard, owned.discard_unknown = Counter(), 0
    shuffles = state.own_shuffles()
    shuffles[player] = shuffles.get(player, 0) + 1
    if state.seed is not None:
        owned.own_draw_pile().fix_order(state.seed, player, state.shuffles[player])

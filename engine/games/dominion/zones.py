"""Where a player's cards lie and how one card moves between zones (hand, play, revealed, discard pile,
draw pile, trash, supply). Every change to a player's cards goes through `state.own(player)`, to supply
and trash through `state.own_supply()` / `own_trash()` (copy-on-write, see `GameState.derive`)."""

from __future__ import annotations

from collections import Counter

from engine.games.dominion import cards
from engine.games.dominion.ops import Move
from engine.games.dominion.state import GameState, PlayerCards

# zones held in a player's `PlayerCards` (changing them needs `state.own`); trash and supply are the state's
_PLAYER_ZONES = frozenset({"hand", "play", "revealed", "discard", "draw_pile"})


def cost(state: GameState, tag: str) -> int:
    # Intrige ln1162: reduced by 1 per Brücke this turn, not below 0
    return max(0, cards.costs()[tag] - int(state.flags.get("cost_reduction", 0)))


def zone_take(state: GameState, player: str, card: str | None, zone: str) -> bool:
    """Take `card` (None: one of the zone's unseen cards) out of `zone`; False when it is not there."""
    owned = state.own(player) if zone in _PLAYER_ZONES else state.cards[player]
    if card is None:  # a card the record does not name: one of the zone's unseen cards
        if zone == "hand" and owned.hand_unknown > 0:
            owned.hand_unknown -= 1
            return True
        if zone == "revealed" and owned.revealed_unknown > 0:
            owned.revealed_unknown -= 1
            return True
        return False
    if zone == "hand":
        if owned.hand[card] > 0:
            owned.hand[card] -= 1
            return True
        if owned.hand_unknown and owned.draw_pile.can_resolve(card):
            owned.own_draw_pile().resolve(card)
            owned.hand_unknown -= 1
            return True
        return False
    if zone in ("play", "revealed"):
        where = owned.in_play if zone == "play" else owned.revealed
        if card in where:
            # the most recently placed copy
            del where[len(where) - 1 - where[::-1].index(card)]
            return True
        return False
    if zone == "discard":
        if owned.discard[card] > 0:
            owned.discard[card] -= 1
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
    owned = state.own(player) if zone in _PLAYER_ZONES else state.cards[player]
    if card is None:
        _put_unseen(state, owned, zone)
    elif zone == "hand":
        owned.hand[card] += 1
    elif zone == "play":
        owned.in_play.append(card)
    elif zone == "revealed":
        owned.revealed.append(card)
    elif zone == "discard":
        owned.discard[card] += 1
    elif zone == "draw_pile":
        owned.own_draw_pile().put_at(card, position)
    elif zone == "trash":
        state.own_trash()[card] += 1
    else:
        raise ValueError(zone)


def _put_unseen(state: GameState, owned: PlayerCards, zone: str) -> None:
    """An unseen card (its identity still in the owner's pile pool, outstanding) arrives in `zone`."""
    if zone == "hand":
        owned.hand_unknown += 1
    elif zone == "discard":
        owned.discard_unknown += 1
    elif zone == "revealed":
        owned.revealed_unknown += 1
    elif zone == "draw_pile":
        # onto the draw pile: back into its hidden part. A pile cannot show an unseen card above cards of
        # known order, so these join the hidden part first (their order is forgotten: sound, less strict)
        draw_pile = owned.own_draw_pile()
        if draw_pile.top:
            draw_pile.pool.update(draw_pile.top)
            draw_pile.hidden += len(draw_pile.top)
            draw_pile.top = []
        draw_pile.return_unseen(1)
    elif zone == "trash":
        # its identity stays outstanding in the owner's pool (never drawn again: sound, less strict)
        state.trash_unknown += 1
    else:
        raise ValueError(zone)


def move(state: GameState, op: Move) -> bool:
    if op.card == "*" and op.source == "draw_pile":  # Kanzler: the whole draw pile, unseen
        owned = state.own(op.player)
        while owned.draw_pile.size:
            got = owned.own_draw_pile().draw(None)
            if got is None:
                owned.discard_unknown += 1
            else:
                owned.discard[got] += 1
        return True
    if op.card == "*" and op.source == "hand":  # Lakai: the whole hand, unseen cards included
        owned = state.own(op.player)
        if op.target != "discard":
            raise ValueError(op.target)
        owned.discard.update(+owned.hand)
        owned.discard_unknown += owned.hand_unknown
        owned.hand, owned.hand_unknown = Counter(), 0
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

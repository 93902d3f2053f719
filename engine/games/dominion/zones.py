"""Where a player's cards lie and how one card moves between zones: a table of zones (hand, in play,
revealed / set aside, staying in play, discard pile, draw pile, the player's mats; the trash and the
supply), each with how a card is taken out and put in. Every change to a player's cards goes through `state.own(player)`, to supply
and trash through `state.own_supply()` / `own_trash()` (copy-on-write, see `GameState.derive`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from engine.games.dominion.ops import Move
from engine.games.dominion.state import GameState, PlayerCards


def _take_hand(state: GameState, owned: PlayerCards, card: str) -> bool:
    if owned.hand[card] > 0:
        owned.hand[card] -= 1
        return True
    if owned.hand_unknown and owned.draw_pile.can_resolve(card):
        owned.own_draw_pile().resolve(card)
        owned.hand_unknown -= 1
        return True
    return False


def _take_last(cards_: list[str], card: str) -> bool:
    """Take the most recently placed copy of `card` out of an ordered zone."""
    if card in cards_:
        del cards_[len(cards_) - 1 - cards_[::-1].index(card)]
        return True
    return False


def _take_counted(counts: Counter[str], card: str) -> bool:
    if counts[card] > 0:
        counts[card] -= 1
        return True
    return False


def _take_trash(state: GameState, card: str) -> bool:
    if state.trash[card] > 0:
        state.own_trash()[card] -= 1
        return True
    return False


def _take_supply(state: GameState, card: str) -> bool:
    if state.supply.get(card, 0) > 0:  # Herumtreiberin trashes a card straight from the supply
        state.own_supply()[card] -= 1
        return True
    return False


def _put_draw_pile(owned: PlayerCards, card: str, position: int) -> None:
    owned.own_draw_pile().put_at(card, position)


def _count(counts: Counter[str], card: str) -> None:
    counts[card] += 1


# The zones of the table: a player's (taking and putting through `state.own(player)`) and the state's own.
# Each: (take a named card, put a named card). A player's mat is "mat:<name>" (Eingeborenendorf, Insel).
_PLAYER_TABLE: dict[str, tuple[Callable[[GameState, PlayerCards, str], bool], Callable[[PlayerCards, str, int], None]]] = {
    "hand": (_take_hand, lambda owned, card, position: _count(owned.hand, card)),
    "play": (lambda state, owned, card: _take_last(owned.in_play, card),
             lambda owned, card, position: owned.in_play.append(card)),
    "revealed": (lambda state, owned, card: _take_last(owned.revealed, card),
                 lambda owned, card, position: owned.revealed.append(card)),
    "duration": (lambda state, owned, card: _take_last(owned.durations, card),
                 lambda owned, card, position: owned.durations.append(card)),
    "discard": (lambda state, owned, card: _take_counted(owned.discard, card),
                lambda owned, card, position: _count(owned.discard, card)),
    "draw_pile": (lambda state, owned, card: False, _put_draw_pile),
}
_TABLE: dict[str, tuple[Callable[[GameState, str], bool], Callable[[GameState, str], None]]] = {
    "trash": (_take_trash, lambda state, card: _count(state.own_trash(), card)),
    "supply": (_take_supply, lambda state, card: state.own_supply().__setitem__(card, state.supply.get(card, 0) + 1)),
}
ZONES = frozenset(_PLAYER_TABLE) | frozenset(_TABLE)


def _mat(owned: PlayerCards, zone: str) -> list[str]:
    return owned.mats.setdefault(zone[4:], [])


def zone_take(state: GameState, player: str, card: str | None, zone: str) -> bool:
    """Take `card` (None: one of the zone's unseen cards) out of `zone`; False when it is not there."""
    if zone in _TABLE:
        return card is not None and _TABLE[zone][0](state, card)
    owned = state.own(player)
    if card is None:  # a card the record does not name: one of the zone's unseen cards
        if zone == "hand" and owned.hand_unknown > 0:
            owned.hand_unknown -= 1
            return True
        if zone == "revealed" and owned.revealed_unknown > 0:
            owned.revealed_unknown -= 1
            return True
        if zone.startswith("mat:") and owned.tokens.get("unseen:" + zone[4:], 0) > 0:
            _count_unseen_on_mat(owned, zone[4:], -1)
            return True
        return False
    if zone.startswith("mat:"):
        mat = owned.mats.get(zone[4:], [])
        taken = _take_last(mat, card)
        if taken and not mat:
            del owned.mats[zone[4:]]
        return taken
    entry = _PLAYER_TABLE.get(zone)
    if entry is None:
        raise ValueError(zone)
    return entry[0](state, owned, card)


def zone_put(state: GameState, player: str, card: str | None, zone: str, position: int = 0) -> None:
    if zone in _TABLE:
        if card is None:
            _put_unseen(state, state.cards[player], zone)
        else:
            _TABLE[zone][1](state, card)
        return
    owned = state.own(player)
    if card is None:
        _put_unseen(state, owned, zone)
    elif zone.startswith("mat:"):
        _mat(owned, zone).append(card)
    else:
        entry = _PLAYER_TABLE.get(zone)
        if entry is None:
            raise ValueError(zone)
        entry[1](owned, card, position)


def _count_unseen_on_mat(owned: PlayerCards, mat: str, change: int) -> None:
    """Unseen cards set aside on a mat (Eingeborenendorf, Insel, Hafen): "unseen:<mat>" among the tokens."""
    key = "unseen:" + mat
    count = owned.tokens.get(key, 0) + change
    if count:
        owned.tokens[key] = count
    else:
        owned.tokens.pop(key, None)


def _put_unseen(state: GameState, owned: PlayerCards, zone: str) -> None:
    """An unseen card (its identity still in the owner's pile pool, outstanding) arrives in `zone`."""
    if zone.startswith("mat:"):
        _count_unseen_on_mat(owned, zone[4:], 1)
        return
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
    if op.card == "*" and op.source.startswith("mat:"):  # Eingeborenendorf, Hafen: a mat's cards to the hand
        owned = state.own(op.player)
        for tag in owned.mats.pop(op.source[4:], []):
            zone_put(state, op.player, tag, op.target)
        for _ in range(owned.tokens.get("unseen:" + op.source[4:], 0)):
            _count_unseen_on_mat(owned, op.source[4:], -1)
            zone_put(state, op.player, None, op.target)
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


def bottom_to_top(state: GameState, player: str) -> bool:
    owned = state.own(player)
    if owned.draw_pile.size == 0:
        return False
    pile = owned.own_draw_pile()
    if pile.hidden == 0:
        pile.top.insert(0, pile.top.pop())
    else:  # the bottom card is an unseen one: above known cards a pile cannot show it, so they join it unseen
        pile.pool.update(pile.top)
        pile.hidden += len(pile.top)
        pile.top = []
    return True


def gain(state: GameState, player: str, card: str, target: str) -> bool:
    if state.supply.get(card, 0) <= 0:
        return False
    state.own_supply()[card] -= 1
    zone_put(state, player, card, target)
    return True

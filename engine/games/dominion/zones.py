"""Where a player's cards lie and how one card moves between zones: a table of zones (hand, in play,
revealed / set aside, staying in play, discard pile, draw pile, the player's mats; the trash and the
supply), each with how a card is taken out and put in. Every change to a player's cards goes through `state.own(player)`, to supply
and trash through `state.own_supply()` / `own_trash()` (copy-on-write, see `GameState.derive`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from engine.games.dominion.ops import Move
from engine.games.dominion.piles import PILE_OF, returned, taken
from engine.games.dominion.state import GameState, PlayerCards


def _take_hand(state: GameState, owned: PlayerCards, card: str) -> bool:
    if owned.hand[card] > 0:
        owned.hand[card] -= 1
        return True
    if owned.hand_unknown and owned.draw_pile.can_resolve(card):
        owned.own_draw_pile().resolve(card)
        owned.hand_unknown -= 1
        settle_passes(state)  # a card named from unseen ones may tell what an unseen pass was (Maskerade)
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
        if card in PILE_OF:  # a pile of several card names: the next card comes up (piles.py)
            taken(state, card)
        return True
    return False


def _put_supply(state: GameState, card: str) -> None:
    state.own_supply()[card] = state.supply.get(card, 0) + 1
    if card in PILE_OF:  # back onto a pile of several card names: on top (piles.py)
        returned(state, card)


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
    "supply": (_take_supply, _put_supply),
}
ZONES = frozenset(_PLAYER_TABLE) | frozenset(_TABLE)


# zone "beside:<card>": the pile of <card> beside the supply whose size neither the divider text nor the card facts
# give (Verrückter ln4072, Söldner ln4047); it is in the game while the table token "beside:<card>" is (set up by the
# card that brings it); reading dominion.auslegung.stapel-ohne-anzahl: taking from it always succeeds, a card put
# back onto it is not counted
BESIDE = "beside:"


def _mat(owned: PlayerCards, zone: str) -> list[str]:
    return owned.mats.setdefault(zone[4:], [])


def zone_take(state: GameState, player: str, card: str | None, zone: str) -> bool:
    """Take `card` (None: one of the zone's unseen cards) out of `zone`; False when it is not there."""
    if zone in _TABLE:
        return card is not None and _TABLE[zone][0](state, card)
    if zone.startswith(BESIDE):  # a pile beside the supply of unknown size (Verrückter, Söldner): never empty
        return card is not None and zone == BESIDE + card and zone in state.tokens
    if zone.startswith("deck:"):  # a deck beside the supply (Schwarzmarkt): its known cards
        deck = state.decks.get(zone[5:], [])
        if card is None or card not in deck:
            return False
        state.own_decks()[zone[5:]].remove(card)
        return True
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
    if zone.startswith(BESIDE):  # back onto a pile of unknown size (the Verrückter returns to its pile): uncounted
        return
    if zone.startswith("deck:") and card is not None:  # under a deck beside the supply (the list is top first)
        state.own_decks().setdefault(zone[5:], []).append(card)
        return
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
    if op.target.startswith(PLAYS_AS):  # a card in play becomes another (Vogelfreie, Lehnsherr: effects/plays_as.py)
        return _become(state, op.player, op.card, op.target[len(PLAYS_AS):])
    if op.source == "play" and op.card is not None and state.cards[op.player].tokens:
        moved = _move_played_as(state, op)
        if moved is not None:
            return moved
    # a card laid face down before the others' cards arrived (Maskerade: the only unseen one set aside)
    face_down = op.source == "revealed" and state.cards[op.player].revealed_unknown == 1
    if not zone_take(state, op.player, op.card, op.source):
        return False
    if op.card is None and op.to is not None and op.to != op.player:
        _pass_unseen(state, op.player, op.to, face_down)
    zone_put(state, op.to or op.player, op.card, op.target, op.position)
    return True


# -- a card in play that is another card (Vogelfreie, Lehnsherr: effects/plays_as.py) ------------------------------
# Move target "as:<card>": the card just played becomes <card> in play (its tag in `in_play` is <card>'s: name,
# cost, types, what it does); the player's token "as:<card>:<original>" counts such cards. When one leaves play it
# is its original card again wherever it goes (rulebook 003 ln4085: "Wenn die Karte nicht mehr vor dir liegt,
# wird sie wieder zu der Karte Vogelfreie selbst"). A move from "play" to "play" makes it its original in play.
PLAYS_AS = "as:"
PLAYS_AS_STACK = "plays-as:"  # turn flag "plays-as:<nn>:<card>": the cards chosen by the plays so far (plays_as.py)


def _become(state: GameState, player: str, original: str | None, chosen: str) -> bool:
    owned = state.own(player)
    if original is None or not _take_last(owned.in_play, original):
        return False
    owned.in_play.append(chosen)
    key = f"{PLAYS_AS}{chosen}:{original}"
    owned.tokens[key] = owned.tokens.get(key, 0) + 1
    return True


def _move_played_as(state: GameState, op: Move) -> bool | None:
    """A move out of play of a card that plays as another (None: no such card is concerned, the move is a plain
    one). Named by the card it plays as, such a card leaves before a real copy of that card (reading
    dominion.auslegung.vogelfreie-welche-karte); named by its original while it plays as another (Prozession trashes
    the card it played), the one chosen last leaves: not to the hand, where the card between two plays goes
    back (Thronsaal, Prozession HiG) and stays the chosen card (ln4085: "Die Vogelfreien bleiben diese Karte
    auch beim nachfolgenden Ausspielen")."""
    owned = state.cards[op.player]
    keys = [key for key in owned.tokens if key.startswith(PLAYS_AS) and owned.tokens[key] > 0]
    if not keys:
        return None
    card = op.card or ""
    chosen = [key for key in keys if key.split(":", 2)[1] == card]
    if chosen and card in owned.in_play:
        key = sorted(chosen)[0]
    elif card not in owned.in_play and op.target != "hand":
        originals = [key for key in keys if key.split(":", 2)[2] == card and key.split(":", 2)[1] in owned.in_play]
        if not originals:
            return None
        latest = sorted((flag for flag, value in state.flags.items() if flag.startswith(PLAYS_AS_STACK) and value > 0),
                        reverse=True)
        order = [flag.split(":", 2)[2] for flag in latest]
        key = min(originals, key=lambda key: order.index(key.split(":", 2)[1]) if key.split(":", 2)[1] in order
                  else len(order))
    else:
        return None
    played_as, original = key.split(":", 2)[1:]
    mine = state.own(op.player)
    _take_last(mine.in_play, played_as)
    if mine.tokens[key] > 1:
        mine.tokens[key] -= 1
    else:
        del mine.tokens[key]
    zone_put(state, op.player, original, op.target, op.position)
    return True


def _pass_unseen(state: GameState, giver: str, receiver: str, face_down: bool = False) -> None:
    """An unseen card changes hands (Maskerade, passed unnamed): its identity is one of the giver's outstanding
    ones, which stays in the giver's pool (no longer theirs: `Owned.gone`). The receiver's pool gets one copy of
    every identity it may have, so that the card may surface as any of them there (sound, less strict: the extra
    copies are gone identities of the receiver's, see `Owned`). The pass is remembered among the receiver's
    tokens, one "passed:<nnn>:<card>:<giver>" per candidate, until `settle_passes` knows which it was; its value
    is 2 while the receiver's own card lies face down (it arrived after that card was chosen, ln888), so that
    the copies it brought are no candidates of that card (`face_down`: the passed card is such a card)."""
    giving = state.cards[giver]
    arrived: Counter[str] = Counter()
    if face_down:
        arrived.update(key.split(":", 3)[2] for key, value in giving.tokens.items()
                       if key.startswith(PASSED) and value == _ARRIVED)
    candidates = [tag for tag, n in giving.draw_pile.pool.items() if n > arrived[tag]]
    if not candidates:
        raise ValueError(f"no unseen card of {giver}'s is outstanding")
    if any(value == _ARRIVED for key, value in giving.tokens.items() if key.startswith(PASSED)):
        tokens = state.own(giver).tokens
        for key in [key for key, value in tokens.items() if key.startswith(PASSED) and value == _ARRIVED]:
            tokens[key] = 1
    owned = state.own(receiver)
    owned.own_draw_pile().pool.update(candidates)
    numbers = [int(key.split(":", 2)[1]) for cards_ in state.cards.values() for key in cards_.tokens
               if key.startswith(PASSED)]
    number = max(numbers, default=0) + 1
    value = _ARRIVED if owned.revealed_unknown > 0 else 1
    for tag in candidates:
        owned.tokens[f"{PASSED}{number:03d}:{tag}:{giver}"] = value


# -- unseen passes: which identity each was, as far as the pools tell -------------------------------------------

PASSED = "passed:"
_ARRIVED = 2  # a pass token's value while the receiver's own card lies face down


@dataclass(frozen=True)
class Pass:
    """An unseen card passed from `giver` to `receiver` (`_pass_unseen`): its identity is one of `candidates`;
    the receiver's pool holds one copy of each, the giver's pool the identity itself."""

    number: int
    giver: str
    receiver: str
    candidates: frozenset[str]


def passes(state: GameState) -> list[Pass]:
    """The unseen passes whose identities are still open, in the order they happened."""
    found: dict[tuple[int, str], tuple[str, set[str]]] = {}
    for receiver, cards_ in state.cards.items():
        for key in cards_.tokens:
            if key.startswith(PASSED):
                _, number, tag, giver = key.split(":", 3)
                found.setdefault((int(number), receiver), (giver, set()))[1].add(tag)
    return [Pass(number, giver, receiver, frozenset(tags))
            for (number, receiver), (giver, tags) in sorted(found.items())]


def pass_ways(state: GameState, open_passes: list[Pass], limit: int = 20000) -> list[tuple[str, ...]] | None:
    """Every way the open passes can have gone (one candidate each) that the pools allow: a pool holds the
    identities of its hidden part and of every unseen card that left it, so each giver's pool still holds the
    identities they passed, and each receiver's pool the copies of the candidates their card was not (which
    are nobody's). None when the search takes more than `limit` steps: then nothing is narrowed down."""
    tags = frozenset().union(*(step.candidates for step in open_passes))
    players = sorted({player for step in open_passes for player in (step.giver, step.receiver)})
    key = (tuple(open_passes), tuple(tuple(state.cards[player].draw_pile.pool.get(tag, 0) for tag in sorted(tags))
                                     for player in players))
    return _pass_ways(key, open_passes, {player: state.cards[player].draw_pile.pool for player in players}, limit)


def _pass_ways(key: tuple, open_passes: list[Pass], pools: dict[str, Counter[str]],
               limit: int) -> list[tuple[str, ...]] | None:
    if key not in _WAYS:
        _WAYS[key] = _search_ways(open_passes, pools, limit)
        if len(_WAYS) > 512:
            _WAYS.pop(next(iter(_WAYS)))
    known = _WAYS[key]
    return None if known is None else list(known)


_WAYS: dict[tuple, tuple[tuple[str, ...], ...] | None] = {}  # the ways of recent passes and pools (they repeat)


def _search_ways(open_passes: list[Pass], pools: dict[str, Counter[str]],
                 limit: int) -> tuple[tuple[str, ...], ...] | None:
    """The ways of `pass_ways`, searched pass by pass; None past `limit` steps of the search."""
    need: dict[str, Counter[str]] = {player: Counter() for player in pools}
    ways: list[tuple[str, ...]] = []
    chosen: list[str] = []
    steps = [0]

    def search(index: int) -> bool:
        steps[0] += 1
        if steps[0] > limit:
            return False
        if index == len(open_passes):
            ways.append(tuple(chosen))
            return True
        step = open_passes[index]
        others_of = {tag: [other for other in step.candidates if other != tag] for tag in step.candidates}
        for tag in sorted(step.candidates):
            need[step.giver][tag] += 1
            need[step.receiver].update(others_of[tag])
            fits = (need[step.giver][tag] <= pools[step.giver].get(tag, 0)
                    and all(need[step.receiver][other] <= pools[step.receiver].get(other, 0)
                            for other in others_of[tag]))
            going = True
            if fits:
                chosen.append(tag)
                going = search(index + 1)
                chosen.pop()
            need[step.giver][tag] -= 1
            need[step.receiver].subtract(others_of[tag])
            if not going:
                return False
        return True

    return tuple(ways) if search(0) else None


def settle_passes(state: GameState) -> None:
    """Narrow the open passes down to what the pools still allow (`pass_ways`): a candidate no way leaves is
    not the passed card, so its copy leaves the receiver's pool; a pass with one candidate left is known, so its
    identity leaves the giver's pool. Nothing changes when the pools allow no way or too many."""
    open_passes = passes(state)
    if not open_passes:
        return
    ways = pass_ways(state, open_passes)
    if not ways:
        return
    for index, step in enumerate(open_passes):
        left = {way[index] for way in ways}
        if left == step.candidates:
            continue
        receiver = state.own(step.receiver)
        for tag in step.candidates - left:
            receiver.own_draw_pile().resolve(tag)  # a copy that was never the passed card
            del receiver.tokens[f"{PASSED}{step.number:03d}:{tag}:{step.giver}"]
        if len(left) == 1:
            (tag,) = left
            state.own(step.giver).own_draw_pile().resolve(tag)  # the giver's passed identity, no longer theirs
            del receiver.tokens[f"{PASSED}{step.number:03d}:{tag}:{step.giver}"]


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


def gain(state: GameState, player: str, card: str, target: str, source: str = "supply") -> bool:
    if source == "trash":  # a card gained from the trash (Edler Räuber)
        if not _take_trash(state, card):
            return False
    elif source != "supply":  # from one of the player's zones (Schwarzmarkt: a card revealed from its deck)
        if not zone_take(state, player, card, source):
            return False
    elif state.supply.get(card, 0) <= 0:
        return False
    else:
        state.own_supply()[card] -= 1
        if card in PILE_OF:  # a pile of several card names: the next card comes up (piles.py)
            taken(state, card)
    zone_put(state, player, card, target)
    return True


def available(state: GameState, card: str, source: str = "supply") -> bool:
    """Whether `card` can be gained from `source` now (a pile or the trash holds one; from another zone the
    gain itself finds out)."""
    if source == "trash":
        return state.trash[card] > 0
    return source != "supply" or state.supply.get(card, 0) > 0


def shuffle_in(state: GameState, player: str, cards_: tuple[str, ...], source: str) -> list[str]:
    """Shuffle the named cards from `source` into the player's draw pile (Gasthaus): the pile's known order
    is forgotten, all of it becomes its hidden part; a seeded game deals it into a seeded order (a shuffle
    of the player's, counted as such). Returns the cards moved."""
    owned = state.own(player)
    moved = [card for card in cards_ if zone_take(state, player, card, source)]
    if not moved:
        return moved
    pile = owned.own_draw_pile()
    pile.pool.update(pile.top)
    pile.pool.update(moved)
    pile.hidden += len(pile.top) + len(moved)
    pile.top = []
    if state.seed is not None and not pile.outstanding:
        shuffles = state.own_shuffles()
        shuffles[player] = shuffles.get(player, 0) + 1
        pile.fix_order(state.seed, player, shuffles[player])
    return moved


# -- what a player owns: every zone, the unseen cards counted from the draw pile's pool ---------------------


@dataclass(frozen=True)
class Owned:
    """Every card a player owns, as far as the record tells (the end of a game counts them all: ln1796 for
    a mat's cards, the whole deck for the points). `known`: the named cards of every zone (hand, discard, in
    play, set aside, durations, mats) and the draw pile's known top. `pool`: the draw pile's pool
    (`engine.core.pile`): the identities of its hidden part and of the unseen cards that left it; its
    composition is known though its order is not. The unseen cards the player still holds (hand, discard,
    looked at, on mats) are among them; `gone` of the pool's identities are no longer the player's (trashed
    unseen, passed unseen to another player: which ones, the record does not say). `foreign`: unseen cards
    the player holds whose identities no pool of theirs holds (none in a consistent game; kept so that such
    a count can never pass for a known one)."""

    known: Counter[str]
    pool: Counter[str]
    gone: int
    foreign: int
    # the owned cards in each way the open unseen passes can have gone (`pass_ways`), when those passes take up
    # every gone identity of the player's; empty otherwise
    ways: tuple[Counter[str], ...] = ()

    def exact(self) -> Counter[str] | None:
        """The owned cards when the record determines them (nothing gone, nothing foreign, or one way the
        passes can have gone), else None."""
        if self.ways:
            return self.ways[0] if len(self.ways) == 1 else None
        if self.gone or self.foreign:
            return None
        return +(self.known + self.pool)

    def possible(self, limit: int = 20000) -> list[Counter[str]] | None:
        """Every multiset of cards the player may own: the known cards plus the pool less `gone` of its
        identities, each distinct way once. None when the record cannot narrow it down (`foreign` cards) or
        there are more than `limit` ways."""
        if self.ways:
            return list(self.ways)
        if self.foreign:
            return None
        base = +(self.known + self.pool)
        results: list[Counter[str]] = []
        kinds = sorted(self.pool)

        def remove(index: int, left: int, taken: Counter[str]) -> bool:
            if left == 0:
                results.append(base - taken)
                return len(results) <= limit
            if index == len(kinds):
                return True
            tag = kinds[index]
            for n in range(min(left, self.pool[tag]), -1, -1):
                taken[tag] = n
                if not remove(index + 1, left - n, taken):
                    return False
            del taken[tag]
            return True

        if self.gone > sum(self.pool.values()) or not remove(0, self.gone, Counter()):
            return None
        return results


def owned_cards(state: GameState, player: str) -> Owned:
    """What `player` owns (see `Owned`): the unseen cards they hold are counted from the draw pile's pool,
    whose composition the record knows (a hidden draw leaves the identity in the pool, `engine.core.pile`)."""
    cards_ = state.cards[player]
    known: Counter[str] = +Counter(cards_.hand) + +Counter(cards_.discard)
    known.update(cards_.in_play)
    known.update(cards_.revealed)
    known.update(cards_.durations)
    for mat in cards_.mats.values():
        known.update(mat)
    pile = cards_.draw_pile
    known.update(pile.top)
    held = (cards_.hand_unknown + cards_.discard_unknown + cards_.revealed_unknown
            + sum(n for key, n in cards_.tokens.items() if key.startswith("unseen:")))
    outstanding = pile.outstanding
    gone, foreign = max(0, outstanding - held), max(0, held - outstanding)
    return Owned(known, +Counter(pile.pool), gone, foreign, _ways(state, player, known + pile.pool, gone, foreign))


def _ways(state: GameState, player: str, cards_: Counter[str], gone: int, foreign: int) -> tuple[Counter[str], ...]:
    """The distinct owned cards of `player` over the ways the open passes can have gone (`pass_ways`), when
    their identities are all the player's gone ones: the passed cards and the copies of what a received card
    was not."""
    open_passes = passes(state)
    mine = [step for step in open_passes if player in (step.giver, step.receiver)]
    if not mine or foreign:
        return ()
    if gone != sum(1 if step.giver == player else len(step.candidates) - 1 for step in mine):
        return ()  # other identities left unseen too (trashed unseen): which, the pools do not tell
    ways = pass_ways(state, open_passes)
    if not ways:
        return ()
    found: list[Counter[str]] = []
    for way in ways:
        left = Counter(cards_)
        for step, tag in zip(open_passes, way, strict=True):
            if step.giver == player:
                left[tag] -= 1
            if step.receiver == player:
                left.subtract(step.candidates - {tag})
        left = +left
        if left not in found:
            found.append(left)
    return tuple(found)

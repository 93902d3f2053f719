"""The fast path: `fast_step`, the `Ruleset.fast_step` of Dominion, for the moves a turn mostly consists
of, and the seeded deal and clean-up written out.

`fast_step` recognises, in games whose cards hear none of its events (`model.profile(...).fast`), a plain
treasure played from the known hand, a buy, the end of the action phase, the clean-up of a seeded game
whose cards are all known, and an action with bonuses only (`model.CardDef.plain`) in a seeded game, when
they are legal: it changes the state in place (its shared parts copied on write) and returns the very
`Outcome` the full path (`moves.on_move` behind the skeleton's preamble) gives. Anything else, and any
of them when not legal, returns None: the full path judges it. tests/engine/dominion/test_dominion_quick.py
proves both paths equal on many positions of random games.
"""

from __future__ import annotations

from collections import Counter, _count_elements
from typing import Any

from engine.core.pile import Pile
from engine.core.rng import seed_text_number, shuffle_sorted
from engine.core.step import Outcome
from engine.core.verdict import Verdict
from engine.games.dominion import cards
from engine.games.dominion.chance import shuffle
from engine.games.dominion.model import (
    DEFS,
    MARKS,
    NO_BONUS,
    PRICES,
    cost,
    extra_turns_due,
    lasting_of,
    printed,
    profile_of,
)
from engine.games.dominion.phases import TREASURE_FIRST
from engine.games.dominion.runner import begin_turn
from engine.games.dominion.scoring import game_over, score
from engine.games.dominion.state import GameState, PlayerCards
from engine.games.dominion.supply import START_DECK, START_DECK_CARD, start_deck

_new_counter = Counter.__new__

# Verdicts are frozen: the legal ones are made once (equal to what the step's notes give)
_VERDICTS = (Verdict.legal(), Verdict.legal((TREASURE_FIRST,)))
# The last outcome made with each verdict. Outcomes are immutable and the fast path returns the state it
# was given, so a game's successive fast steps give equal outcomes: the last one is handed out again
# instead of building an equal one (a frozen dataclass costs more to build than a Kupfer costs to play).
_LAST: list[Outcome | None] = [None, None]


def _outcome(index: int, state: GameState) -> Outcome:
    """`Outcome(_VERDICTS[index], state)`, the last such one when it was about this very state."""
    last = _LAST[index]
    if last is not None and last.state is state:
        return last
    outcome = _LAST[index] = Outcome(_VERDICTS[index], state)
    return outcome

_PLAY_TREASURE, _PLAY_VANILLA = 1, 2

# card name → (card, how it is played: _PLAY_TREASURE, _PLAY_VANILLA or 0 for "the full path"), and card
# name → card for buys; filled for the names `cards.resolve` knows (str only, as it takes)
_PLAYED: dict[str, tuple[cards.Card, int]] = {}
_BOUGHT: dict[str, cards.Card] = {}
_REMEMBER = 4096  # at most so many names each (like `cards.resolve`'s cache)


def _played(name: Any) -> tuple[cards.Card, int] | None:
    """How the fast path may play the card `name`: a treasure or an action whose definition is plain (its
    coins, or its bonus only: model.CardDef.plain); else 0 (the full path)."""
    card = cards.resolve(name)
    if card is None:
        return None
    kind = cards.play_kinds()[card.tag]
    definition = DEFS.get(card.tag)
    how = 0
    if definition is not None and definition.plain:
        if kind == "treasure" and definition.bonus == NO_BONUS:
            how = _PLAY_TREASURE
        elif kind == "action" and definition.marks is None:
            how = _PLAY_VANILLA
    found = card, how
    if type(name) is str and len(_PLAYED) < _REMEMBER:
        _PLAYED[name] = found
    return found


# the mark a plain treasure sets when played (Silber: "silver_played"), by tag
_MARK = {tag: definition.marks for tag, definition in DEFS.items() if definition.marks}


def _bought(name: Any) -> cards.Card | None:
    card = cards.resolve(name)
    if card is not None and type(name) is str and len(_BOUGHT) < _REMEMBER:
        _BOUGHT[name] = card
    return card


def _lasting(flags: dict[str, Any]) -> bool:
    """Whether a turn flag changes treasures or costs (a submitted state may carry one in any kingdom)."""
    for flag in flags:
        if flag not in MARKS and lasting_of(flag) is not None:
            return True
    return False


def _all_known(owned: PlayerCards) -> bool:
    """No unseen card anywhere (hand, discard pile, the pool behind the draw pile's known order)."""
    draw_pile = owned.draw_pile
    return not (draw_pile.hidden or owned.hand_unknown or owned.discard_unknown or any(draw_pile.pool.values()))


def fast_step(state: GameState, entry: Any) -> Outcome | None:
    """The outcome of a legal common move, carried out on `state` itself; None for the full path.

    Only for games whose cards hear none of the events it short-cuts and change no cost or treasure
    (`model.profile(kingdom).fast`): then a treasure gives its printed coins, a card costs its printed
    cost and a buy triggers nothing, which is what the full path finds for them too."""
    if type(entry) is not dict or state.task is not None or "event" in entry:
        return None
    phase = state.phase
    if phase != "action" and phase != "buy":
        return None
    player = state.players[state.active]
    if entry.get("by") != player:
        return None
    fast = state.fast  # `profile_of(state).fast`, kept on the state (every entry asks)
    if not fast and (fast is False or not profile_of(state).fast):
        return None
    move = entry.get("move")
    if move == "play":
        name = entry.get("card")
        found = _PLAYED.get(name) if type(name) is str else None
        if found is None:
            found = _played(name)
            if found is None:
                return None
        card, kind = found
        if kind == _PLAY_TREASURE:
            flags = state.flags  # usually empty while treasures are played: no lookup then
            tag = card.tag
            owned = state.cards[player]
            if owned.hand.get(tag, 0) <= 0:
                return None
            if flags:  # a buy made, or a flag that changes treasures (`_lasting`, written out)
                if "bought" in flags:
                    return None
                for flag in flags:
                    if flag not in MARKS and lasting_of(flag) is not None:
                        return None
            # as `moves._play` does for a plain treasure, written out (the commonest move of all)
            if player in state._shared:
                owned = state.own(player)
            owned.hand[tag] -= 1
            owned.in_play.append(tag)
            state.phase = "buy"
            state.coins += card.coins or 0
            mark = _MARK.get(tag)
            if mark is not None and not (flags and flags.get(mark)):
                state.own_flags()[mark] = 1
            return _outcome(1 if phase == "action" else 0, state)
        if kind == _PLAY_VANILLA:  # an action whose effect draws from known cards (seeded)
            if phase != "action" or state.actions < 1 or state.seed is None or state.stack:
                return None
            owned = state.cards[player]
            if owned.hand.get(card.tag, 0) <= 0 or not _all_known(owned):
                return None
            _play_vanilla(state, player, card.tag)
            return _outcome(0, state)
        return None
    if move == "buy":
        if "overpay" in entry or "overpay_potion" in entry:  # paid beyond the cost (Die Gilden): the full path
            return None
        name = entry.get("card")
        card = _BOUGHT.get(name) if type(name) is str else None
        if card is None:
            card = _bought(name)
            if card is None:
                return None
        if state.supply.get(card.tag, 0) <= 0 or state.buys < 1:
            return None
        # `cost(state, tag)`: in a fast kingdom no card has a cost rule or changes costs, so with no turn flag
        # but the marks (no Brücke played) it is the printed cost
        price = PRICES.get(card.tag) or printed(card.tag)
        for flag in state.flags:
            if flag not in MARKS:
                price = cost(state, card.tag)
                break
        if price.coins > state.coins or price.potion or price.debt:  # Cost.payable, inlined
            return None
        _buy(state, player, card.tag, price.coins)
        return _outcome(0, state)
    if move == "end-phase" and phase == "action":
        state.phase = "buy"
        return _outcome(0, state)
    if (move == "end-phase" or move == "end-turn") and state.seed is not None and not state.stack:
        # seeded and every card of the player known (`_all_known`, written out): the clean-up draws (and
        # shuffles) without fail
        owned = state.cards[player]
        draw_pile = owned.draw_pile
        if draw_pile.hidden or owned.hand_unknown or owned.discard_unknown or any(draw_pile.pool.values()):
            return None
        following = state.cards[state.players[(state.active + 1) % len(state.players)]]
        if owned.tokens or following.durations or following.tokens or (state.flags and "outpost" in state.flags):
            return None  # durations, tokens, an extra turn (a submitted state may hold them): the full path
        if state.tokens and extra_turns_due(state):
            return None  # extra turns due (Besessenheit): the full path takes them
        cleanup_known(state, player)
        return _outcome(0, state)
    return None


def _buy(state: GameState, player: str, tag: str, price: int) -> None:
    """As `moves._buy`."""
    state.phase = "buy"
    state.coins -= price
    state.buys -= 1
    flags = state.own_flags() if state._shared else state.flags
    flags["bought"] = flags.get("bought", 0) + 1
    # zones.gain(state, player, tag, "discard"), written out (`fast_step` saw the pile not empty)
    (state.own_supply() if state._shared else state.supply)[tag] -= 1
    discard = (state.own(player) if player in state._shared else state.cards[player]).discard
    discard[tag] = discard.get(tag, 0) + 1  # `discard[tag] += 1` without Counter.__missing__ (Python)


def _play_vanilla(state: GameState, player: str, tag: str) -> None:
    """As `moves._play` for an action, then its bonus (`model.Bonus.ops`: `Draw`, `Plus`, run by `runner.run`)."""
    owned = state.own(player)
    owned.hand[tag] -= 1
    owned.in_play.append(tag)
    state.actions -= 1
    flags = state.own_flags()
    flags["actions_played"] = flags.get("actions_played", 0) + 1
    bonus = DEFS[tag].bonus
    if bonus.cards:
        draw_known(state, owned, player, bonus.cards)
    state.actions += bonus.actions
    state.buys += bonus.buys
    state.coins += bonus.coins


def cleanup_known(state: GameState, player: str) -> None:
    """The clean-up of a seeded game whose every card of `player` is known (no unseen card, the draw pile
    in known order): exactly what the "cleanup" effect (effects/turn.py) does through `push` and `run`
    (`Cleanup`, `Draw(player, 5)` with `progress_chance` and `shuffle`, `EndTurn`), without the frame and
    generator. Keep the two in step; the self-play regression fixture pins every state after every entry."""
    state.phase = "cleanup"
    owned = state.own(player) if player in state._shared else state.cards[player]
    discard = owned.discard
    get = discard.get
    for tag, n in owned.hand.items():  # Counter.update, step by step (zero counts are kept, as it keeps them)
        discard[tag] = n + get(tag, 0)
    _count_elements(discard, owned.in_play)  # `discard[tag] = get(tag, 0) + 1` for each, in C
    owned.discard_unknown += owned.hand_unknown
    hand = owned.hand = _new_counter(Counter)
    owned.in_play, owned.hand_unknown = [], 0
    top = owned.draw_pile.top
    if len(top) > 5 and not owned._draw_pile_shared:  # draw_known(state, owned, player, 5), no shuffle needed
        _count_elements(hand, top[:5])
        del top[:5]
    else:
        draw_known(state, owned, player, 5)
    # runner.end_turn(state, False) and begin_turn, written out
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


def draw_known(state: GameState, owned: PlayerCards, player: str, count: int) -> None:
    """`Draw(player, count)` of a seeded game whose every card of `player` is known (`owned`, already
    owned): what `chance.start_draw` and `progress_chance` do (the top cards of known order into the hand,
    the discard pile shuffled in when the draw pile runs out, fewer cards when both are empty), without
    the chance job."""
    hand = owned.hand
    while count > 0:
        top = owned.draw_pile.top
        if not top:  # no hidden part: the draw pile is empty
            if not owned.discard and not owned.discard_unknown:
                break
            if owned.discard_unknown:
                shuffle(state, player)
            else:
                _shuffle_known(state, owned, player)
            continue
        top = (owned.own_draw_pile() if owned._draw_pile_shared else owned.draw_pile).top
        n = count if count < len(top) else len(top)
        if n == len(top):
            _count_elements(hand, top)  # `hand[card] = hand.get(card, 0) + 1` for each, in C
            top.clear()
        else:
            _count_elements(hand, top[:n])
            del top[:n]
        count -= n


def _shuffle_known(state: GameState, owned: PlayerCards, player: str) -> None:
    """`chance.shuffle` of a seeded game's known discard pile onto an empty draw pile with nothing
    outstanding (no card in the pool): the same pile, counts and seeded order, without the pool's detour."""
    shuffled: list[str] = []
    for tag, n in sorted(owned.discard.items()):  # sorted, as `shuffled` would sort them
        if n > 0:
            shuffled += [tag] * n
    draw_pile = owned.own_draw_pile()
    owned.discard, owned.discard_unknown = _new_counter(Counter), 0
    shuffles = state.own_shuffles()
    count = shuffles[player] = shuffles.get(player, 0) + 1
    # shuffled(cards, state.seed, player, count): the seed text joins str(seed) and the str(label)s with \x1f
    shuffle_sorted(shuffled, seed_text_number(f"{state.seed}\x1f{player}\x1f{count}"))
    draw_pile.top.extend(shuffled)
    draw_pile.pool = _new_counter(Counter)
    draw_pile.hidden = 0


# the start deck as `Pile.fix_order` lists it for the seeded first shuffle
_START = sorted(card for card, n in (+Counter(START_DECK)).items() for _ in range(n))


def _start(state: GameState, player: str | None = None) -> list[str]:
    """The start deck as `Pile.fix_order` lists it, from the table's start tokens (supply.start_deck); the
    player's own with `setup.start_decks`."""
    return sorted(card for card, n in (+Counter(start_deck(state.tokens, player))).items() for _ in range(n))


def deal_seeded(state: GameState) -> None:
    """A new seeded game's deal, for players with distinct names: exactly what `DominionRuleset.setup` and
    the "start" effect (effects/turn.py) do through `Pile.shuffled_from`, `fix_order`, `push` and `run`
    (each start deck shuffled with labels (player, 0), `Draw(player, 5)` for each in turn order, then
    `EndTurn(start=True)`), without frame and generator. test_seeded_setup_deals_as_the_start_effect_does
    pins the two to agree."""
    seed = state.seed
    players_cards = state.cards
    shuffles = state.shuffles
    deck = _START if not state.tokens else _start(state)  # the start cards besides the base cards (Unterschlüpfe)
    own = any(key.startswith(START_DECK_CARD) for key in state.tokens)  # each player's own (setup.start_decks)
    for player in state.players:
        start = _start(state, player) if own else list(deck)  # shuffled(deck, seed, player, 0), sorted already
        shuffle_sorted(start, seed_text_number(f"{seed}\x1f{player}\x1f0"))
        hand = _new_counter(Counter)
        for card in start[:5]:
            hand[card] = hand.get(card, 0) + 1
        del start[:5]
        players_cards[player] = PlayerCards(Pile(start, _new_counter(Counter), 0), hand, 0, _new_counter(Counter))
        shuffles[player] = 0
    begin_turn(state, 0)

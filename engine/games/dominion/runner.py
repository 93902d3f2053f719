"""Runs card effects: rebuilds each frame's generator, executes the operations it yields, and stops at
the first open task (a decision or a chance event). Everything here changes the state it is given; the
moves derive a new state (`GameState.derive`) before calling it, so every change goes through
`state.own(player)`, `state.own_supply()` ... (copy-on-write); the attributes are for reading.

Facts an effect needs and the record does not give (a `Gap` operation) go into the step's `Notes`,
which the caller passes in: the runner holds them only while it runs, never on the state."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from functools import cache
from typing import Any

from engine.core.step import Chance, Choice, Notes
from engine.games.dominion import cards
from engine.games.dominion.chance import SHUFFLED, WAIT, progress_chance, start_draw, start_reveal
from engine.games.dominion.effects import EFFECTS
from engine.games.dominion.effects.turn import Cleanup, EndTurn
from engine.games.dominion.events import listeners, shielded, turn_start_listeners
from engine.games.dominion.model import (
    CONTROLLER,
    DEFS,
    EXTRA_TURN,
    NORMAL_TURN,
    SET_ASIDE_TRASH,
    buy_forbidden,
    cost,
    decider,
    play_instead,
    profile_of,
    receiver,
    treasure_coins,
    within,
)
from engine.games.dominion.ops import (
    Ask,
    BottomToTop,
    Buy,
    Call,
    Draw,
    Emit,
    ExtraTurn,
    Flag,
    Gain,
    Gap,
    Look,
    Move,
    PlayTreasure,
    Plus,
    Reveal,
    ShuffleIn,
    ToActionPhase,
    Token,
)
from engine.games.dominion.piles import empty_piles as empty_piles_of
from engine.games.dominion.piles import in_game as piles_in_game
from engine.games.dominion.scoring import game_over, score
from engine.games.dominion.state import Frame, GameState
from engine.games.dominion.tokens import (
    MISSION,
    SAVED,
    fewer_cards,
    fewer_coins,
    inherited,
    pile_bonus,
    returns_minus_card,
)
from engine.games.dominion.travellers import FOREVER, FOREVER_DEPTH
from engine.games.dominion.zones import available, bottom_to_top, gain, move, settle_passes, shuffle_in

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
    _run(state, notes)
    settle_passes(state)  # what the entries so far tell of unseen passes (Maskerade)


def _run(state: GameState, notes: Notes) -> None:
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


def deliver(state: GameState, value: Any, notes: Notes, chance: Chance | None = None) -> None:
    """Hand the answer of the open decision (or the cards of the finished chance job `chance`, a draw or
    a reveal, which the bus hears first) to the waiting frame."""
    state.task = None
    if chance is not None and chance.player is not None:
        value = drawn(state, chance.data["kind"], chance.player, value)
        if value is _PUSHED:  # cards hear it: their frame hands the cards on when done
            run(state, notes)
            return
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
    if op.coins > 0 and state.cards[state.player].tokens:  # the −1 Geld token (tokens.py)
        state.coins += fewer_coins(state, state.player, op.coins)
        return
    state.coins += op.coins


def _flag(state: GameState, op: Flag) -> Any:
    flags = state.own_flags()
    flags[op.key] = flags.get(op.key, 0) + op.amount
    return flags[op.key]


def _cleanup(state: GameState, op: Cleanup) -> None:
    owned = state.own(op.player)
    in_play = owned.in_play
    if owned.tokens:  # durations (and what played them) stay in play: "stay:<card>" copies of each
        kept = _staying(owned.tokens, in_play, state.flags if op.player == state.player else {})
        if kept:
            owned.durations.extend(kept)
            in_play = list(in_play)
            for tag in kept:
                in_play.remove(tag)
    owned.discard.update(owned.hand)
    owned.discard.update(in_play)
    owned.discard_unknown += owned.hand_unknown
    owned.hand, owned.in_play, owned.hand_unknown = Counter(), [], 0


BACK = "back:"  # turn flag "back:<card>": the copies of the card that came back into play at the turn's start


def _staying(tokens: dict[str, int], in_play: list[str], flags: dict[str, Any]) -> list[str]:
    """The cards in play that stay past the clean-up (Seaside ln1500 ff.: a duration stays until the clean-up
    of the turn its effect comes back; a Thronsaal or Königshof with it: reading
    dominion.auslegung.thronsaal-dauerkarte), and forget the marks. A "stay:" mark is made per play: a copy
    played twice (Thronsaal) marks twice but stays once, and the copies that came back into play at the turn's
    start (turn flags "back:<card>", `begin_turn`) go now (Karawane ln1803), so at most the copies played this
    turn stay."""
    kept: list[str] = []
    for key in [key for key in tokens if key.startswith("stay:")]:
        tag = key[5:]
        kept.extend([tag] * max(0, min(tokens.pop(key), in_play.count(tag) - flags.get(BACK + tag, 0))))
    if FOREVER_DEPTH in tokens or any(key.startswith(FOREVER) for key in tokens):
        # cards staying for the rest of the game (Champion, Gefolgsmann, what played them: travellers.py): their
        # marks stay, so do they, every clean-up
        tokens.pop(FOREVER_DEPTH, None)
        for key in [key for key in tokens if key.startswith(FOREVER)]:
            tag = key[len(FOREVER):]
            kept.extend([tag] * min(tokens[key], in_play.count(tag) - kept.count(tag)))
    return kept


def _call(state: GameState, op: Call) -> Any:
    args = op.args
    if op.effect == "attack":
        shields = shielded(state, args["player"])
        if shields:  # players a card in play makes unaffected (Leuchtturm): only then (states stay as they were)
            args = {**args, "shielded": shields}
    elif op.effect in DEFS and not _heard_already(state, op):
        play_card_frame(state, op.effect, args)  # a card played by another card's effect: a play like any other
        return _PUSHED
    push(state, op.effect, args)
    return _PUSHED


def _heard_already(state: GameState, op: Call) -> bool:
    """The call is the card's own effect, made by the "on" frame of its play after the cards heard it."""
    caller = state.stack[-1] if state.stack else None
    return caller is not None and caller.effect in ("on", "pile-tokens") and caller.args.get("then") == [
        op.effect, op.args]


def play_card_frame(state: GameState, tag: str, args: dict[str, Any]) -> None:
    """Push the frame of a card's play; when cards hear plays, their "on" frame comes first and calls the
    card's effect when they are done (its result goes to whoever played the card). When cards hear an action
    resolved ("resolve": Abenteuer's Königliche Kutsche, ln5169), the play runs inside a "resolved" frame
    (events.resolved) that reports it when it is done."""
    if not state.stack and FOREVER_DEPTH in state.cards[args["player"]].tokens:
        del state.own(args["player"]).tokens[FOREVER_DEPTH]  # a play from the hand: a new chain (travellers.py)
    if "resolve" in (state.profile or profile_of(state)).events and cards.card(tag).is_("Action") and not _resolving(
            state, tag, args):
        # with the copies in play as it starts: the card is still in play when resolved if no fewer are
        push(state, "resolved", {"player": args["player"], "card": tag, "args": args,
                                 "copies": state.cards[args["player"]].in_play.count(tag)})
        return
    runs = tag  # the effect the play runs: the card's own, or one another card put in its place (model.PLAY_INSTEAD)
    if state.cards[args["player"]].tokens:
        runs = play_instead(state, args["player"], tag) or tag
    found = listeners(state, "play", {"player": args["player"], "card": tag})
    if state.cards[args["player"]].tokens:  # the player's bonus tokens on the card's pile come first (tokens.py)
        marked = inherited(state, args["player"], tag)
        if marked is not None:  # an Anwesen acting as the card Erbschaft marked: its instructions (tokens.py)
            # heard as a play of the marked card's type and instructions (ln5321: "Eigenschaften, Anweisungen und Typ")
            found = listeners(state, "play", {"player": args["player"], "card": marked})
            if found:
                push(state, "on", {"event": "play", "data": {"player": args["player"], "card": marked},
                                   "listeners": found, "result": None, "then": [marked, args]})
            else:
                push(state, marked, args)
            return
        bonus = pile_bonus(state, args["player"], tag)
        if bonus:
            push(state, "pile-tokens", {"player": args["player"], "bonus": bonus, "listeners": found,
                                        "data": {"player": args["player"], "card": tag}, "then": [runs, args]})
            return
    if found:
        push(state, "on", {"event": "play", "data": {"player": args["player"], "card": tag}, "listeners": found,
                           "result": None, "then": [runs, args]})
    else:
        push(state, runs, args)


def _resolving(state: GameState, tag: str, args: dict[str, Any]) -> bool:
    """The play is the one a "resolved" frame makes (its first call): not wrapped again."""
    caller = state.stack[-1] if state.stack else None
    return (caller is not None and caller.effect == "resolved" and not caller.sent and caller.args["card"] == tag
            and caller.args["args"] == args)


def emit(state: GameState, event: str, data: dict[str, Any], result: Any) -> Any:
    """Report an event to the bus: when cards hear it, their "on" frame is pushed and `result` comes back
    to the waiting effect when they are done (`_PUSHED`); else `result` at once."""
    found = listeners(state, event, data)
    if not found:
        return result
    push(state, "on", {"event": event, "data": data, "listeners": found, "result": result})
    return _PUSHED


def _gain(state: GameState, op: Gain) -> Any:
    if state.flags and CONTROLLER in state.flags and receiver(state, op.player) != op.player:
        # a controlled turn: what the active player would gain is the controller's, on their discard pile
        op = replace(op, player=receiver(state, op.player), target="discard")
    if op.replaceable and available(state, op.card, op.source):
        # cards that may replace the gain ("stattdessen": Fahrender Händler) hear it before it happens;
        # their "instead" frame (events.py) then makes the gain, or the replacing one
        data = {"player": op.player, "card": op.card, "to": op.target, "from": op.source}
        found = listeners(state, "would-gain", data)
        if found:
            push(state, "instead", {"data": data, "listeners": found})
            return _PUSHED
    gained = gain(state, op.player, op.card, op.target, op.source)
    if not gained:
        return False
    return emit(state, "gain", {"player": op.player, "card": op.card, "to": op.target}, True)


def _bought(state: GameState, op: Buy) -> Any:
    """A card bought by an effect (Schwarzmarkt): what the buy triggers (the bus's "buy" frame, as for a buy
    move), then the gain from `op.source`."""
    found = listeners(state, "buy", {"player": op.player, "card": op.card})
    if found:
        push(state, "buy", {"player": op.player, "card": op.card, "listeners": found, "source": op.source})
        return _PUSHED
    return _gain(state, Gain(op.player, op.card, source=op.source))


def _move(state: GameState, op: Move) -> Any:
    if (op.target == "trash" and state.flags and CONTROLLER in state.flags and op.player == state.player
            and op.source not in ("supply", "trash")):
        # a controlled turn: the active player's trashed card is set aside (it counts as trashed: the bus hears
        # a trash) and goes to their discard pile after the clean-up (`end_turn`)
        moved = move(state, replace(op, target=SET_ASIDE_TRASH))
        if moved and op.card not in (None, "*"):
            return emit(state, "trash", {"player": op.player, "card": op.card}, True)
        return moved
    moved = move(state, op)
    if moved and op.card not in (None, "*") and op.target in ("trash", "discard"):
        data = {"player": op.player, "card": op.card}
        if op.target == "discard":  # whether it happens in a clean-up phase (Tunnel hears only other discards)
            data["cleanup"] = state.phase == "cleanup"
        return emit(state, op.target, data, True)
    return moved


def _draw(state: GameState, op: Draw | Reveal) -> Any:
    if type(op) is Draw and state.cards[op.player].tokens and not op.before:
        op = _token_draw(state, op)  # the −1 Karte token on the draw pile (tokens.py)
    got = (start_draw if type(op) is Draw else start_reveal)(state, op)  # type: ignore[arg-type]
    while got is SHUFFLED:  # a seeded job shuffled: cards hear it first (then the job goes on as "draw-on")
        if heard_shuffle(state):
            return _PUSHED
        got = progress_chance(state)
    if got is WAIT:
        return WAIT
    return drawn(state, "draw" if type(op) is Draw else "reveal", op.player, got)


def _token_draw(state: GameState, op: Draw) -> Draw:
    """A draw with the −1 Karte token on the player's draw pile: one card fewer, or, filling the hand up to a
    number (`Draw.fill`), the same draw; the token goes back either way (tokens.py)."""
    if op.fill:
        returns_minus_card(state, op.player)
        return op
    count = fewer_cards(state, op.player, op.count)
    return op if count == op.count else replace(op, count=count)


def heard_shuffle(state: GameState) -> bool:
    """The open draw or reveal job just shuffled its player's discard pile: report the shuffle to the bus. When
    cards hear it, the job stops here and their "on" frame runs, then "draw-on" (events.py) draws or reveals the
    rest of it (`Draw.before`: the cards it had), so the waiting effect gets the whole draw as one result.
    False when no card hears it (the job goes on as it was)."""
    job = state.task
    assert type(job) is Chance and job.player is not None
    data = {"player": job.player}
    found = listeners(state, "shuffle", data)
    if not found:
        return False
    state.task = None
    rest: dict[str, Any] = {"player": job.player, "kind": job.data["kind"], "count": job.count,
                            "got": list(job.data["got"])}
    if job.data.get("look"):
        rest["look"] = True
    push(state, "on", {"event": "shuffle", "data": data, "listeners": found, "result": None, "then": ["draw-on", rest]})
    return True


def drawn(state: GameState, event: str, player: str, cards_: list[Any]) -> Any:
    """A draw or reveal is done: the bus hears it ("draw"/"reveal", the cards), then the effect goes on."""
    return emit(state, event, {"player": player, "cards": list(cards_)}, cards_)


def _token(state: GameState, op: Token) -> int:
    if op.player is not None and op.kind.startswith(("stay:", FOREVER)) and op.amount > 0:
        op = _forever(state, op)
    counts = state.own_tokens() if op.player is None else state.own(op.player).tokens
    counts[op.kind] = counts.get(op.kind, 0) + op.amount
    if counts[op.kind] == 0:
        del counts[op.kind]
        return 0
    return counts[op.kind]


def _forever(state: GameState, op: Token) -> Token:
    """A card that stays for the rest of the game (travellers.forever) marks how deep its play lies on the stack;
    a "stay:" mark made below that, by what played it (Thronsaal, Königshof, Schüler), becomes a "forever:" mark:
    it stays for the rest of the game too (ln5221: "lege beide Karten zur Seite")."""
    tokens = state.cards[op.player].tokens
    if op.kind.startswith(FOREVER):
        state.own(op.player).tokens[FOREVER_DEPTH] = len(state.stack)
    elif FOREVER_DEPTH in tokens and len(state.stack) < tokens[FOREVER_DEPTH]:
        state.own(op.player).tokens[FOREVER_DEPTH] = len(state.stack)
        return replace(op, kind=FOREVER + op.kind[5:])
    return op


def _play_treasure(state: GameState, op: PlayTreasure) -> Any:
    """A treasure played by an effect: as a treasure played from the hand (moves._play), from `source`."""
    if op.source is not None and not move(state, Move(op.player, op.card, op.source, "play")):
        return False
    coins = treasure_coins(state, op.card)
    if coins and state.cards[op.player].tokens:  # the −1 Geld token (tokens.py)
        coins = fewer_coins(state, op.player, coins)
    state.coins += coins
    definition = DEFS.get(op.card)
    if definition is not None and definition.marks and not state.flags.get(definition.marks):
        state.own_flags()[definition.marks] = 1
    if definition is not None and (definition.play is not None or definition.bonus.buys):
        push(state, op.card, {"player": op.player})
        return _PUSHED
    return True


def _end_turn(state: GameState, op: EndTurn) -> Any:
    if not op.start and state.cards[state.player].mats and SAVED in state.cards[state.player].mats:
        # Zuflucht (Abenteuer ln5239): the card set aside comes back to the hand after the clean-up's draw
        move(state, Move(state.player, "*", "mat:" + SAVED, "hand"))
    if not op.start and MISSION in state.cards[state.player].tokens and NORMAL_TURN in state.tokens:
        del state.own(state.player).tokens[MISSION]  # Mission's extra turn is over (Abenteuer ln5271)
    end_turn(state, op.start)
    if state.phase == "over" or op.start:
        return None
    found = turn_start_listeners(state, state.player)
    tokens = state.cards[state.player].tokens
    if any(key.startswith("next:") for key in tokens):  # the effects to come are now the frame's listeners
        owned = state.own(state.player)
        owned.tokens = {key: n for key, n in owned.tokens.items() if not key.startswith("next:")}
    if not found:
        return None
    push(state, "turn-start", {"player": state.player, "listeners": found})
    return _PUSHED


def cleanup_args(state: GameState) -> dict[str, Any]:
    """The args of the "cleanup" effect: the player, and only when there are any the cards that act as the
    clean-up begins and the 3 cards an Außenposten turn draws (Seaside ln1604)."""
    args: dict[str, Any] = {"player": state.player}
    found = listeners(state, "cleanup", {"player": state.player})
    if found:
        args["listeners"] = found
    if state.flags.get("outpost") and not state.flags.get("extra_turn"):
        args["draw"] = 3
    if state.flags.get("expedition"):  # Expedition (Abenteuer ln5253): 2 cards more per Expedition bought
        args["draw"] = args.get("draw", 5) + 2 * state.flags["expedition"]
    return args


# operation type → its step (`Gap` is the runner's own: it goes into the step's notes)
_HANDLERS: dict[type, Any] = {
    Draw: _draw,
    Reveal: _draw,
    Plus: _plus,
    Move: _move,
    Gain: _gain,
    Buy: _bought,
    Token: _token,
    BottomToTop: lambda state, op: bottom_to_top(state, op.player),
    ExtraTurn: lambda state, op: _extra_turn(state, op),
    ShuffleIn: lambda state, op: shuffle_in(state, op.player, op.cards, op.source),
    PlayTreasure: _play_treasure,
    Look: lambda state, op: look(state, op),
    Call: _call,
    Flag: _flag,
    Cleanup: _cleanup,
    Ask: lambda state, op: ask(state, op),
    EndTurn: _end_turn,
    Emit: lambda state, op: emit(state, op.event, op.data, None),
    ToActionPhase: lambda state, op: _to_action_phase(state),
}


def _to_action_phase(state: GameState) -> None:
    """Villa (ln5544): back to the action phase; the buy phase after it may play treasures again before buying (the
    turn flag "bought" of the buys so far is dropped: dominion.geld-vor-kauf holds per buy phase)."""
    state.phase = "action"
    if state.flags.get("bought"):
        del state.own_flags()["bought"]


def look(state: GameState, op: Look) -> Any:
    if op.what == "phase":  # the turn's phase now (Krone plays as an action or as a treasure, Villa)
        return state.phase
    if op.what == "active":  # whose turn it is (Villa's +1 Aktion counts only in its gainer's turn)
        return state.player
    if op.what == "revealed":  # the player's revealed or set-aside cards, unseen ones as None (Archiv)
        owned = state.cards[op.player or state.player]
        return list(owned.revealed) + [None] * owned.revealed_unknown
    if op.what == "hand":
        owned = state.cards[op.player or state.player]
        return {"cards": dict(+owned.hand), "unknown": owned.hand_unknown}
    if op.what == "cost":
        return cost(state, op.card or "").coins  # an int, as the effects (and their stored answers) know it
    if op.what == "types":
        return list(cards.card(op.card or "").types)
    if op.what == "is_action":
        return cards.card(op.card or "").is_("Action")
    if op.what == "actions_in_hand":
        return sum(n for tag, n in state.cards[op.player or state.player].hand.items()
                   if cards.card(tag).is_("Action"))
    if op.what == "flags":
        return dict(state.flags)
    if op.what == "actions":  # the actions the player has left (Diadem: +1 per unused action)
        return state.actions
    if op.what == "decks":  # the piles beside the supply (Turnier's Preise)
        return {name: list(deck) for name, deck in state.decks.items()}
    if op.what == "coins":  # the coins the player has to spend now (Schwarzmarkt's buy in the action phase)
        return state.coins
    if op.what == "buy_forbidden":  # the rule forbidding to buy the card now (Schmuggelware ...), or None
        return buy_forbidden(state, op.card or "")
    if op.what == "empty_piles":
        if state.tokens and piles_in_game(state):  # a pile of several card names counts once (piles.py)
            return empty_piles_of(state)
        return sum(1 for n in state.supply.values() if n == 0)
    if op.what == "draw_pile_size":
        return state.cards[op.player or state.player].draw_pile.size
    if op.what == "discard_size":  # Stein der Weisen counts the discard pile, unseen cards included
        owned = state.cards[op.player or state.player]
        return sum(owned.discard.values()) + owned.discard_unknown
    if op.what == "potion":  # the potions of a card's cost now (Lehrling)
        return cost(state, op.card or "").potion
    if op.what == "debt":  # the debt of a card's cost now (Empires: costs compared part by part)
        return cost(state, op.card or "").debt
    if op.what == "hand_size":
        return state.cards[op.player or state.player].hand_size()
    if op.what == "in_play":
        return list(state.cards[op.player or state.player].in_play)
    if op.what == "mats":  # the player's mats and their cards (Prinz)
        return {name: list(mat) for name, mat in state.cards[op.player or state.player].mats.items()}
    if op.what == "tokens":
        return dict(state.tokens if op.player is None else state.cards[op.player].tokens)
    if op.what == "supply":
        return dict(state.supply)
    if op.what == "trash":  # the cards in the trash (Mundraub counts its differently named treasures)
        return dict(+state.trash)
    if op.what == "pile":  # the cards left in one supply pile (Hellseherin: whether a Fluch was gained from it)
        return state.supply.get(op.card or "", 0)
    if op.what == "gained_last_turn":  # Schmuggler: what the player gained in their latest turn, in tag order
        prefix = f"gained:{op.player}:"
        return sorted(key[len(prefix):] for key in state.tokens if key.startswith(prefix))
    raise ValueError(op.what)


def _matches(state: GameState, tag: str, where: dict[str, Any]) -> bool:
    card = cards.card(tag)
    if "cards" in where and tag not in where["cards"]:
        return False
    if "types" in where and not any(card.is_(t) for t in where["types"]):
        return False
    if "not_types" in where and any(card.is_(t) for t in where["not_types"]):
        return False
    if ("max_cost" in where or "exact_cost" in where or "min_cost" in where or "costs" in where
            or "below" in where) and not within(
            state, tag, where):  # the one cost comparison (model.within): coins and potions part by part
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
    elif op.source == "supply":
        candidates = {t: 1 for t, n in state.supply.items() if n > 0 and _matches(state, t, op.where)}
    elif op.source == "discard":
        candidates = {t: n for t, n in owned.discard.items() if n > 0 and _matches(state, t, op.where)}
        if owned.discard_unknown:  # unseen cards of the discard pile: any card of the pool that fits (as a hand's)
            possible = sorted(t for t, n in owned.draw_pile.pool.items() if n > 0 and _matches(state, t, op.where))
            unknown = owned.discard_unknown if possible else 0
    elif op.source == "play":  # cards the player has in play (Komplott)
        candidates = dict(Counter(t for t in owned.in_play if _matches(state, t, op.where)))
    elif op.source == "revealed":
        candidates = dict(Counter(t for t in owned.revealed if _matches(state, t, op.where)))
        if owned.revealed_unknown:  # looked at unseen: any card of the pool that fits (Torwächterin)
            possible = sorted(t for t, n in owned.draw_pile.pool.items() if n > 0 and _matches(state, t, op.where))
            unknown = owned.revealed_unknown
    elif op.source == "trash":
        candidates = {t: n for t, n in state.trash.items() if n > 0 and _matches(state, t, op.where)}
    elif op.source == "any":
        candidates = {t: 1 for t in state.supply}
    elif op.source == "named":  # any card at all may be named (Schmuggelware ln2693), not only the supply's
        candidates = {t: 1 for t in cards.card_table() if _matches(state, t, op.where)}
    elif op.source == "options":
        candidates = {o: 1 for o in op.options}
    if op.where.get("unseen_only"):
        # only the zone's unseen cards may be chosen, at most `most` of them (Bibliothek: the card just drawn
        # unseen; the cards set aside unseen, named as they are discarded)
        candidates = {}
        unknown = min(unknown, op.most)
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
    data = {
        "source": op.source,
        "least": least,
        "most": op.most,
        "candidates": dict(sorted(candidates.items())),
        "possible": possible,
        "unknown": unknown,
        "distinct": op.distinct,
        "unverified_least": unverified_least,
    }
    chooser = decider(state, op.player)
    if chooser != op.player:  # a controlled turn: the controller decides; the cards stay the owner's
        data["owner"] = op.owner or op.player
    state.task = Choice(chooser, "choose", op.rule, op.verb, op.prompt_de, op.prompt_en, data)
    return WAIT


def begin_turn(state: GameState, index: int, extra: bool = False, controller: int | None = None,
               counts: bool = True) -> None:
    """Begin the turn of the player at `index`. `state.turn` counts every turn; the player's `turns` (the
    tie-break of `scoring.score`) only their normal turns: an extra turn (`extra`: the Außenposten's; a
    controlled one; one due from `ExtraTurn`, `counts` False) does not count (ln2097: "Extra-Züge (z. B. durch
    Besessenheit oder Außenposten) werden für die Siegbedingung nicht beachtet")."""
    state.active = index
    state.phase = "action"
    state.turn += 1
    state.actions, state.buys, state.coins = 1, 1, 0
    state.flags = {"extra_turn": 1} if extra else {CONTROLLER: controller} if controller is not None else {}
    owned = state.own(state.player)
    if counts and not extra and controller is None:
        owned.turns += 1
    if owned.durations:  # last turn's durations are in play this turn, and discarded at its clean-up
        flags = state.own_flags()
        for tag in owned.durations:  # counted, so that the clean-up tells them from this turn's plays (`_staying`)
            flags[BACK + tag] = flags.get(BACK + tag, 0) + 1
        owned.in_play = owned.durations + owned.in_play
        owned.durations = []


def end_turn(state: GameState, start: bool) -> None:
    if start:
        begin_turn(state, 0)
        return
    owned = state.cards[state.player]
    if state.flags and CONTROLLER in state.flags and (SET_ASIDE_TRASH[4:] in owned.mats
                                                      or owned.tokens.get("unseen:" + SET_ASIDE_TRASH[4:])):
        # the cards trashed in a controlled turn go to their owner's discard pile after the clean-up
        move(state, Move(state.player, "*", SET_ASIDE_TRASH, "discard"))
    if game_over(state):
        state.phase = "over"
        state.result = score(state)
        return
    if state.flags.get("outpost") and not state.flags.get("extra_turn"):
        # Seaside ln1604: an extra turn after this one, never a third turn in a row
        begin_turn(state, state.active, extra=True)
        return
    if state.tokens and (NORMAL_TURN in state.tokens or any(key.startswith(EXTRA_TURN) for key in state.tokens)):
        _extra_or_normal_turn(state)
        return
    begin_turn(state, (state.active + 1) % len(state.players))


def _extra_turn(state: GameState, op: ExtraTurn) -> None:
    """An extra turn comes due: a table token "extra-turn:<nnn>:<seat>:<controller seat or ->", numbered in
    the order they come (the JSON sorts tokens by name)."""
    tokens = state.own_tokens()
    due = [int(key.split(":")[1]) for key in tokens if key.startswith(EXTRA_TURN)]
    controller = "-" if op.controller is None else str(state.players.index(op.controller))
    tokens[f"{EXTRA_TURN}{max(due, default=0) + 1:03d}:{state.players.index(op.player)}:{controller}"] = 1


def _extra_or_normal_turn(state: GameState) -> None:
    """After a turn (and the Außenposten's turn): the first extra turn due, else the normal turn of the player
    after the one whose normal turn the extra turns followed (Besessenheit ln2097: "Nach dem Extrazug (oder
    den Extrazügen) führt der Spieler seinen normalen Zug aus")."""
    tokens = state.own_tokens()
    due = sorted(key for key in tokens if key.startswith(EXTRA_TURN))
    if due:
        del tokens[due[0]]
        tokens.setdefault(NORMAL_TURN, state.active + 1)  # the normal turn was this one, unless already noted
        _, _, seat, controller = due[0].split(":")
        begin_turn(state, int(seat), controller=None if controller == "-" else int(controller), counts=False)
        return
    normal = tokens.pop(NORMAL_TURN) - 1
    begin_turn(state, (normal + 1) % len(state.players))

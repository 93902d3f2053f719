"""The event bus: one place that asks the cards in every zone whether they react to a game event.

The runner (runner.py), the moves (moves.py) and the chance steps (chance.py) report every gain, buy,
trash, discard, draw, reveal, shuffle, play and phase change here. `listeners` finds the triggers that hear
it (model.Trigger: the event, the zone the card lies in, a condition), in turn order from the player the
event is about; when there are any, the runner puts one frame of the effect "on" on the stack, which runs
them one after the other (a reaction in hand is offered to its owner first: "reveal it?"). A gain about
to happen ("would-gain") is reported before it is made: its listeners may replace it (frame "instead"). A
discard says whether it happens in a clean-up phase ("cleanup"); the clean-up's own discarding of hand and
play is no discard event.

The listeners are worked out when the event happens and stored in the frame's args, so a frame resumes
to the very same operations (the stack is replayed from its args and answers). A kingdom whose cards hear
an event not at all (`model.profile`) pays one set lookup per event; base game and Intrigue cards hear
only attacks (their reactions are asked by the "attack" turn step), so their games never push an "on"
frame and their states stay what they always were.
"""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.model import DEFS, Gen, Trigger, game_cards, profile_of
from engine.games.dominion.ops import Ask, Call, Draw, Emit, Gain, Reveal
from engine.games.dominion.registry import effect
from engine.games.dominion.state import GameState

Listener = list[Any]  # [owner, card, index of the trigger in the card's definition, zone]


def hears(state: GameState, event: str) -> bool:
    return event in profile_of(state).events


def listeners(state: GameState, event: str, data: dict[str, Any]) -> list[Listener]:
    """The triggers that hear `event` (its fields in `data`: "player" whom it is about, "card" ...), in turn
    order from `data["player"]`: per player the cards in hand (reactions, once per card name), in play and
    staying in play (once per copy), on mats, then the card the event is about ("self") and the kingdom's
    cards that watch the table ("kingdom")."""
    if event not in profile_of(state).events:
        return []
    found: list[Listener] = []
    players = state.players
    actor = data.get("player")
    start = players.index(actor) if actor in players else state.active
    for offset in range(len(players)):
        owner = players[(start + offset) % len(players)]
        owned = state.cards[owner]
        zones: list[tuple[str, list[str]]] = [
            ("hand", sorted(tag for tag, n in owned.hand.items() if n > 0) if not owned.hand_unknown else
             _maybe_in_hand(owned)),
            ("in_play", list(owned.in_play)),
            ("mat", sorted({tag for mat in owned.mats.values() for tag in mat})),
        ]
        for zone, tags in zones:
            for tag in tags:
                _add(found, state, event, data, owner, tag, zone)
    subject = data.get("card")
    if isinstance(subject, str) and actor in players:
        _add(found, state, event, data, actor, subject, "self")
    kingdom = state.kingdom
    for tag in game_cards(state):  # the kingdom's cards, then those of the decks beside the supply ("game" only)
        if tag in kingdom:
            _add(found, state, event, data, actor if actor in players else state.player, tag, "kingdom")
        _add(found, state, event, data, actor if actor in players else state.player, tag, "game")
    return found


def _maybe_in_hand(owned: Any) -> list[str]:
    """The cards a hand with unseen cards may hold: its known ones, and those its unseen cards may be (the draw pile's
    pool of outstanding identities: a reaction there is offered as one from a seen hand; Dominion Online does not show
    the others' hands, yet prints their reactions, e.g. "L trashes a Fool's Gold." after a Province is gained)."""
    return sorted({tag for tag, n in owned.hand.items() if n > 0} | {
        tag for tag, n in owned.draw_pile.pool.items() if n > 0})


def _add(found: list[Listener], state: GameState, event: str, data: dict[str, Any], owner: str, tag: str,
         zone: str) -> None:
    definition = DEFS.get(tag)
    if definition is None:
        return
    for index, trigger in enumerate(definition.triggers):
        if trigger.event == event and trigger.zone == zone and (
                trigger.when is None or trigger.when(state, owner, data)):
            found.append([owner, tag, index, zone])


def trigger_of(listener: Listener) -> Trigger:
    return DEFS[listener[1]].triggers[listener[2]]


ORDER_RULE = "dominion.auslegung.reihenfolge-gleichzeitig"


def _first_of(found: list[Listener]) -> Gen:
    """The listener that goes next. "Wenn einem Spieler zwei Dinge gleichzeitig passieren, entscheidet er selbst, in
    welcher Reihenfolge sie eintreten" (ln4975): when the owner of the next listener (the player it happens to: a
    "kingdom" or "game" trigger's owner is the player the event is about) has listeners of two or more different cards
    still to run (not reactions in hand: those are offered in their place), that player chooses which card's goes
    first (option: the card's German name; reading dominion.auslegung.reihenfolge-gleichzeitig). One listener, or one
    card's, asks nothing. A listener that runs last (`Trigger.last`) comes when no other is left, unasked."""
    if any(trigger_of(listener).last for listener in found):
        found = [listener for listener in found if not trigger_of(listener).last] or found
    owner = found[0][0]
    names: list[str] = []
    for listener in found:
        if listener[0] == owner and listener[3] != "hand" and trigger_of(listener).effect is not None:
            name = cards.german(listener[1])
            if name not in names:
                names.append(name)
    if len(names) < 2 or found[0][3] == "hand" or trigger_of(found[0]).effect is None:
        return found[0]
    chosen = yield Ask(owner, ORDER_RULE, "Was zuerst? (gleichzeitige Wirkungen)", "Which first? (simultaneous "
                       "effects)", "options", 1, 1, options=tuple(names))
    return next(listener for listener in found if listener[0] == owner and listener[3] != "hand"
                and cards.german(listener[1]) == chosen[0])


def run_listeners(args: dict[str, Any], found: list[Listener], data: dict[str, Any], ordered: bool = False) -> Gen:
    """Run the listeners of one event, in order; `ordered` (a buy): the player they happen to chooses among different
    cards' (`_first_of`). Other events keep the engine's order: their listeners include cards that only keep count
    (Schmuggler, Handelsroute, Eroberung), no effect a player would order (a gap of
    dominion.auslegung.reihenfolge-gleichzeitig). A reaction in hand is the owner's to reveal (or not)."""
    pending = list(found)
    if len(pending) > 1 and any(trigger_of(listener).last for listener in pending):  # `Trigger.last`: after the others
        pending = [lis for lis in pending if not trigger_of(lis).last] + [lis for lis in pending if trigger_of(lis).last]
    while pending:
        listener = (yield from _first_of(pending)) if ordered and len(pending) > 1 else pending[0]
        pending.remove(listener)
        owner, tag, _, zone = listener
        trigger = trigger_of(listener)
        if trigger.effect is None:
            continue
        if zone == "hand":
            name = cards.german(tag)
            chosen = yield Ask(owner, "dominion.reaktion", f"{name} vorzeigen?", f"Reveal {tag}?", "hand", 0, 1,
                               {"cards": [tag]}, verb="react")
            if not chosen:
                continue
        yield from trigger.effect({"players": args["players"], "versions": args["versions"], "player": owner,
                                   "card": tag, "event": data})


@effect("on")
def on(args: dict[str, Any]) -> Gen:
    """The frame of one event's listeners (pushed by `runner.emit`); returns the event's own result, or,
    for a play ("then": the card's effect and args), the result of the card's effect, run afterwards."""
    yield from run_listeners(args, args["listeners"], args["data"])
    if "then" in args:
        effect_name, effect_args = args["then"]
        return (yield Call(effect_name, effect_args))
    return args["result"]


@effect("instead")
def instead(args: dict[str, Any]) -> Gen:
    """A gain about to happen ("would-gain": player, card, to, from), heard by cards that may replace it
    ("stattdessen", Fahrender Händler). A listener's effect returns the replacing gain as [card, target],
    or None; the first replacement wins (the gain it replaced does not happen, so nothing hears it). Then
    the gain, or the replacing one, happens; neither is offered for replacement again. Returns gained?"""
    data = args["data"]
    gain = Gain(data["player"], data["card"], data["to"], data["from"], replaceable=False)
    for listener in args["listeners"]:
        owner, tag, _, zone = listener
        trigger = trigger_of(listener)
        if trigger.effect is None:
            continue
        if zone == "hand":
            chosen = yield Ask(owner, "dominion.reaktion", f"{cards.german(tag)} vorzeigen?", f"Reveal {tag}?",
                               "hand", 0, 1, {"cards": [tag]}, verb="react")
            if not chosen:
                continue
        replacement = yield from trigger.effect({"players": args["players"], "versions": args["versions"],
                                                 "player": owner, "card": tag, "event": data})
        if replacement:
            gain = Gain(data["player"], replacement[0], replacement[1], replaceable=False)
            break
    return (yield gain)


@effect("resolved")
def resolved(args: dict[str, Any]) -> Gen:
    """The play of an action card in a game whose cards hear "resolve" (runner.play_card_frame): the play (with
    what hears it), then, its instructions carried out, the event "resolve" (player, card) with its listeners
    worked out now (Abenteuer ln5169: "Sobald du eine Aktionskarte ausspielst und die Anweisungen darauf ausgeführt
    hast"). Returns the play's result (a duration's `STAYS` goes on to whoever played it). The event's "copies": the
    copies of the card in play as the play began (the card played is still in play if there are no fewer)."""
    result = yield Call(args["card"], args["args"])
    yield Emit("resolve", {"player": args["player"], "card": args["card"], "copies": args.get("copies", 1)})
    return result


@effect("draw-on")
def draw_on(args: dict[str, Any]) -> Gen:
    """The rest of a draw or reveal that a shuffle interrupted while cards heard it (runner.heard_shuffle): the
    cards it had come first in its result, as if it had never stopped."""
    before = tuple(args["got"])
    if args["kind"] == "draw":
        return (yield Draw(args["player"], args["count"], before=before))
    return (yield Reveal(args["player"], args["count"], look=bool(args.get("look")), before=before))


@effect("buy")
def buy(args: dict[str, Any]) -> Gen:
    """A buy in a game whose cards hear buys or gains: first what the buy triggers ("when you buy"), then
    the card is gained (which the bus reports in turn)."""
    player, card = args["player"], args["card"]
    data = {"player": player, "card": card}
    for key in ("overpay", "overpay_potion"):  # paid beyond the cost (Die Gilden ln4973): the "buy" trigger reads it
        if key in args:
            data[key] = args[key]
    yield from run_listeners(args, args["listeners"], data, ordered=True)
    # a card bought by an effect comes from where the effect says (Schwarzmarkt: the revealed cards)
    return (yield Gain(player, card, source=args.get("source", "supply")))


def turn_start_listeners(state: GameState, player: str) -> list[Listener]:
    """The effects due at the start of `player`'s turn: each duration effect still to come ("next:<card>"
    tokens, one per play: a Thronsaal'd Werft comes twice), then the kingdom's cards that watch turns."""
    found: list[Listener] = []
    tokens = state.cards[player].tokens
    for key in sorted(tokens):
        if key.startswith("next:") and key[5:] in DEFS:
            tag = key[5:]
            for index, trigger in enumerate(DEFS[tag].triggers):
                if trigger.event == "turn-start" and trigger.zone == "duration":
                    found.extend([player, tag, index, "duration"] for _ in range(tokens[key]))
    if "turn-start" in profile_of(state).events:
        found.extend(listener for listener in listeners(state, "turn-start", {"player": player})
                     if listener[3] in ("kingdom", "game"))
    return found


def shielded(state: GameState, attacker: str) -> list[str]:
    """The players a card lying in play or staying in play makes unaffected by `attacker`'s attack
    (an "attack" trigger with `immune`)."""
    if "attack" not in profile_of(state).events:
        return []
    result = []
    for player in state.players:
        if player == attacker:
            continue
        owned = state.cards[player]
        for tag in {*owned.in_play, *owned.durations}:
            definition = DEFS.get(tag)
            if definition is not None and any(t.event == "attack" and t.immune for t in definition.triggers):
                result.append(player)
                break
    return result


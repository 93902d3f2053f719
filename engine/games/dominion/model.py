"""The card model: every card the engine implements is defined once, here described and in its expansion's
module (effects/basis.py, effects/intrige.py, effects/bluetezeit.py ...) written down.

A definition (`CardDef`) holds what the card does, as data where it can and as a small generator where it
must:

- `bonus`: the simple, unconditional bonuses printed first (+Karten, +Aktionen, +Käufe, +Geld); a
  treasure's coin value comes from the card facts (`cards.Card.coins`);
- `play`: the on-play effect, a generator in the effects' style (yield operations and decisions, resume
  with the answers), run after the bonus;
- `triggers`: what the card does when a game event happens (`Trigger`: the event, the zone the card
  must lie in to hear it, and a small generator); reactions to attacks and gains are triggers of cards
  in the hand, "while in play" abilities triggers of cards in play or staying in play (durations);
- `lasting`: what a turn flag set by its effect does for the rest of the turn (Brücke's cost reduction,
  Kupferschmied's and Händlerin's bonus on played treasures);
- `cost`: the card's own cost rule (Hausierer), `modifies_cost`: a cost change while it is in play
  (Steinbruch);
- `points`: its victory points as a function of the owner's cards (Gärten, Herzog), besides the fixed
  points of the card facts.
- `setup`: what it brings to the table (mats, tokens, decks), `deal`: what each player gets at the start besides
  the start deck, once the players' cards exist (Bäcker's Münze).

Every rule that needs one of these asks this module: `cost(state, tag)`, `treasure_coins`, `may_play`
(phases.py), `points` (scoring.py), the event bus (events.py) for triggers. Nothing else names a card
to decide what it does. `profile(kingdom)` tells which events a kingdom's cards listen to; the fast path
(fast.py) is used only for kingdoms that listen to none of the events it short-cuts.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from engine.games.dominion import cards
from engine.games.dominion.cards import Cost
from engine.games.dominion.ops import Draw, Plus
from engine.games.dominion.registry import register_card
from engine.games.dominion.supply import start_cards
from engine.games.dominion.tokens import MINUS_COST, MISSION, minus_cost

if TYPE_CHECKING:
    from engine.games.dominion.state import GameState

Gen = Generator[Any, Any, Any]
Effect = Callable[[dict[str, Any]], Gen]

# the game events the bus (events.py) asks the cards about
EVENTS = frozenset({"play", "gain", "buy", "trash", "discard", "draw", "reveal", "shuffle", "turn-start",
                    "cleanup", "phase", "attack", "would-gain",  # "would-gain": a gain about to happen (replaceable)
                    "resolve"})  # "resolve": an action card played has been resolved (events.resolved; Abenteuer)
# where a card lies to hear an event: "hand" (reactions), "in_play", "duration" (staying in play),
# "self" (the card the event is about: when this card is gained, bought, trashed), "mat" (on a mat),
# "kingdom" (the card's pile is in the supply: what only a kingdom pile does, e.g. Herzogin's gain with a Herzogtum),
# "game" (the card is in the game, as a kingdom pile or in a deck beside the supply, `game_cards`: what its set-up
# and its play bring to the table, e.g. Embargo's tokens, the Handelsroute's mat; dominion.auslegung.schwarzmarkt-karten)
ZONES = frozenset({"hand", "in_play", "duration", "self", "mat", "kingdom", "game"})
# events the fast path short-cuts (fast.py): a kingdom whose cards hear none of them may use it
FAST_EVENTS = frozenset({"play", "gain", "buy", "discard", "draw", "shuffle", "turn-start", "cleanup", "phase",
                         "would-gain", "resolve"})


@dataclass(frozen=True, slots=True)
class Bonus:
    """+Karten, +Aktionen, +Käufe, +Geld, in the order printed first on the card: cards are drawn first."""

    cards: int = 0
    actions: int = 0
    buys: int = 0
    coins: int = 0

    def ops(self, player: str) -> list[Any]:
        ops: list[Any] = [Draw(player, self.cards)] if self.cards else []
        if self.actions or self.buys or self.coins:
            ops.append(Plus(self.actions, self.buys, self.coins))
        return ops


NO_BONUS = Bonus()


@dataclass(frozen=True)
class Trigger:
    """`effect(args)` runs when `event` happens while the card lies in `zone`.

    `args` holds "player" (the card's owner), "card" (the listening card), "event" (the event's own
    fields: "player" who did it, "card" it is about ...), "players" and "versions". `when(state, owner,
    event)` is a cheap condition checked when the event happens (None: always). A reaction (`zone`
    "hand") is offered, not forced: the bus asks the owner. `repeat`: a reaction card may be revealed
    again for the same event (Diplomatin, while the condition holds); else once per copy in hand.
    `immune`: an attack trigger that only makes its owner unaffected (Leuchtturm, no effect to run).
    `pile_only`: a "kingdom" trigger the divider text gives the card only as a kingdom pile (Herzogin, ln3225), so
    that the card may lie in a deck beside the supply without it (decks.deck_card); a "kingdom" trigger without
    it keeps the card out of such decks (what it would have to hear from there is not known).
    `last`: a rule of the game, no card's instruction, that runs after the other listeners of its event and is offered
    to no choice of their order (events._first_of): a card played as another is its original again as the clean-up
    begins, after the cards in play acted (effects/plays_as.py)."""

    event: str
    zone: str
    effect: Effect | None = None
    when: Callable[[GameState, str, dict[str, Any]], bool] | None = None
    repeat: bool = False
    immune: bool = False
    pile_only: bool = False
    last: bool = False

    def __post_init__(self) -> None:
        if self.event not in EVENTS or self.zone not in ZONES:
            raise ValueError(f"unknown event or zone: {self.event}, {self.zone}")


@dataclass(frozen=True)
class Lasting:
    """What a turn flag (set by a card's effect with `Flag(key)`) does until the turn ends. `treasure(state,
    tag, value)`: extra coins when a treasure `tag` is played; `cost(state, tag, value)`: coins less a card
    costs; `forbids(state, tag, value)`: the rule id that forbids buying `tag` this turn, or None. A flag
    ending in ":" is a family of flags "<flag><card>" (Schmuggelware: "contraband:Province")."""

    flag: str
    treasure: Callable[[GameState, str, int], int] | None = None
    cost: Callable[[GameState, str, int], int] | None = None
    forbids: Callable[[GameState, str, str, int], str | None] | None = None


@dataclass(frozen=True)
class CardDef:
    tag: str
    bonus: Bonus = NO_BONUS
    play: Effect | None = None
    triggers: tuple[Trigger, ...] = ()
    lasting: tuple[Lasting, ...] = ()
    cost: Callable[[GameState, Cost], Cost] | None = None
    modifies_cost: Callable[[GameState, str], int] | None = None
    points: Callable[[dict[str, int]], int] | None = None
    marks: str | None = None  # a turn flag set to 1 when the card is played (Silber: "silver_played")
    setup: Callable[[GameState], None] | None = None  # mats, tokens, decks the card brings to the table
    buy_rule: Callable[[GameState], str | None] | None = None  # the rule forbidding to buy it now (Großer Markt)
    # cards besides the kingdom that may come into the game with it (Schwarzmarkt: the cards of its deck); what
    # they hear is heard in the game (`profile`)
    brings: Callable[[], Iterable[str]] | None = None
    # what each player gets at the start besides the start deck (Bäcker's Münze), once the players' cards exist;
    # also when the card lies in a deck beside the supply (Schwarzmarkt)
    deal: Callable[[GameState, str], None] | None = None

    @property
    def facts(self) -> cards.Card:
        return cards.card(self.tag)

    @property
    def plain(self) -> bool:
        """Only its bonus (or coins, and a mark): no effect, no trigger on an event the fast path short-cuts
        (a reaction to attacks is fine), no lasting flag, no cost rule, no setup. The fast path plays such
        cards from their data (fast.py)."""
        return (self.play is None and not any(t.event in FAST_EVENTS for t in self.triggers) and not self.lasting
                and self.cost is None and self.modifies_cost is None and self.setup is None and self.buy_rule is None)


DEFS: dict[str, CardDef] = {}
LASTING: dict[str, Lasting] = {}  # turn flag → what it does
PRICES: dict[str, Cost] = {}  # printed cost by tag (filled lazily)


def define(tag: str, *, bonus: Bonus = NO_BONUS, play: Effect | None = None, triggers: Iterable[Trigger] = (),
           lasting: Iterable[Lasting] = (), cost: Callable[[GameState, Cost], Cost] | None = None,
           modifies_cost: Callable[[GameState, str], int] | None = None,
           points: Callable[[dict[str, int]], int] | None = None, marks: str | None = None,
           setup: Callable[[GameState], None] | None = None,
           buy_rule: Callable[[GameState], str | None] | None = None,
           brings: Callable[[], Iterable[str]] | None = None,
           deal: Callable[[GameState, str], None] | None = None) -> CardDef:
    """Define a card (once: a second definition of the same tag is a mistake)."""
    if tag in DEFS:
        raise ValueError(f"{tag} is defined twice")
    if tag not in cards.card_table():
        raise ValueError(f"{tag} is no card of the editions the engine knows")
    definition = CardDef(tag, bonus, play, tuple(triggers), tuple(lasting), cost, modifies_cost, points, marks,
                         setup, buy_rule, brings, deal)
    DEFS[tag] = definition
    for item in definition.lasting:
        LASTING[item.flag] = item
    _LASTING_OF.clear()
    register_card(definition.tag, _played(definition))
    return definition


def _played(definition: CardDef) -> Effect:
    """The effect run when the card is played: its bonus, then its on-play effect (an action's frame; a
    treasure's coins are counted by the play itself, see moves.py)."""
    bonus, play = definition.bonus, definition.play
    if bonus == NO_BONUS and play is not None:
        return play

    def played(args: dict[str, Any]) -> Gen:
        for op in bonus.ops(args["player"]):  # noqa: UP028  (the ops are sent answers: a list cannot take them)
            yield op
        if play is not None:
            return (yield from play(args))
        return None

    return played


def card_def(tag: str) -> CardDef:
    return DEFS[tag]


def on_play(tag: str, **kwargs: Any) -> Callable[[Effect], Effect]:
    """Decorator form of `define` for a card with an on-play effect: `@on_play("Chapel")`."""

    def register(function: Effect) -> Effect:
        define(tag, play=function, **kwargs)
        return function

    return register


# -- cost: the one place every rule asks --------------------------------------------------------------


def printed(tag: str) -> Cost:
    price = PRICES.get(tag)
    if price is None:
        price = PRICES[tag] = cards.card(tag).price
    return price


def cost(state: GameState, tag: str) -> Cost:
    """What `tag` costs now: its printed cost, its own rule (Hausierer), less the turn's reductions
    (Brücke) and the reductions of cards in play (Steinbruch); never below 0 coins."""
    price = PRICES.get(tag) or printed(tag)
    facts = state.profile or profile_of(state)  # inlined: every buy and every offered pile asks
    if facts.own_cost and tag in facts.own_cost:
        price = DEFS[tag].cost(state, price)  # type: ignore[misc]
    reduction = 0
    if state.tokens and MINUS_COST in state.tokens:  # a −2 Kosten token is out (tokens.py)
        reduction += minus_cost(state, tag)
    flags = state.flags
    if flags:
        for flag, value in flags.items():
            if flag in MARKS:
                continue
            lasting = lasting_of(flag)
            if lasting is not None and lasting.cost is not None:
                reduction += lasting.cost(state, tag, int(value))
    if facts.cost_modifiers:
        for played in state.cards[state.player].in_play:
            modifier = DEFS[played].modifies_cost if played in DEFS else None
            if modifier is not None:
                reduction += modifier(state, tag)
    return price.reduced(reduction) if reduction else price


# turn flags the engine keeps for its own rules that change no treasure, cost or buy: they are passed over
# without a look-up (the commonest flags of all: every turn that buys or plays a Silber has them)
MARKS = frozenset({"bought", "silver_played", "actions_played"})
# the turn flag that counts the potions a player has to spend this turn (a played Trank adds one; a buy of a
# card with a potion in its cost spends them), as `GameState.coins` counts the coins
POTIONS = "potions"
# the player's counter of Münzen (Die Gilden, rulebook 003 ln4967: kept beyond the turn, spent in the buy phase
# before buying, each +1 coin), among the player's tokens
COFFERS = "coffers"
_NO_LASTING = Lasting("")
_LASTING_OF: dict[str, Lasting] = {}  # flag → its Lasting, or _NO_LASTING (memo: flags repeat all the time)


# What a played card does may be replaced by an effect another card laid on its player (Empires' Zauberin, ln5511):
# the causing card's module registers a function (state, player, card) -> the effect to run instead, or None. Asked
# by the runner for a player holding tokens (the replacement's mark is a player token).
PLAY_INSTEAD: list[Callable[[GameState, str, str], str | None]] = []


def play_instead(state: GameState, player: str, tag: str) -> str | None:
    """The effect a play of `tag` by `player` runs instead of the card's own (PLAY_INSTEAD), or None."""
    for replacement in PLAY_INSTEAD:
        runs = replacement(state, player, tag)
        if runs is not None:
            return runs
    return None


def lasting_of(flag: str) -> Lasting | None:
    """What the turn flag `flag` does, or None (a plain mark: "bought", "silver_played" ...)."""
    found = _LASTING_OF.get(flag)
    if found is None:
        found = LASTING.get(flag)
        if found is None and ":" in flag:
            found = LASTING.get(flag[:flag.index(":") + 1])
        found = _LASTING_OF[flag] = found or _NO_LASTING
    return None if found is _NO_LASTING else found


def buy_forbidden(state: GameState, tag: str) -> str | None:
    """The rule that forbids buying `tag` now (Großer Markt with Kupfer in play, Schmuggelware), or None."""
    tokens = state.cards[state.player].tokens if state.cards else None
    if tokens and MISSION in tokens and NORMAL_TURN in state.tokens and not cards.card(tag).is_("Event"):
        return "dominion.ereignis.mission"  # Mission's extra turn (tokens.MISSION): no card is bought in it
    definition = DEFS.get(tag)
    if definition is not None and definition.buy_rule is not None:
        rule = definition.buy_rule(state)
        if rule is not None:
            return rule
    for flag, value in state.flags.items():
        lasting = lasting_of(flag)
        if lasting is not None and lasting.forbids is not None:
            rule = lasting.forbids(state, flag, tag, int(value))
            if rule is not None:
                return rule
    return None


def coins_cost(state: GameState, tag: str) -> int:
    return cost(state, tag).coins


def within(state: GameState, tag: str, where: dict[str, Any]) -> bool:
    """Whether `tag` costs now what a "costs up to / exactly / at least" instruction asks: the one cost
    comparison every such rule uses (runner's decisions ask it through an `Ask`'s `where`).

    `where` gives the coins ("max_cost", "exact_cost", "min_cost", "costs": exactly one of them); the limit's potions are
    `where["potion"]`, or those of the card `where["potion_of"]` costs now (Umbau: "bis zu 2 mehr als die
    entsorgte Karte"), else none. A cost compares part by part (ln1441: "nur dann maximal 2 mehr, wenn die
    restlichen Kosten ... gleich oder niedriger sind"): "up to" holds when no part is more, "exactly" when
    every part is equal (ln2417: no potion card for a coin total), "at least" when the coins are at least
    and the other parts equal. A debt cost fits none of them."""
    price = cost(state, tag)
    potion = where["potion"] if "potion" in where else (
        cost(state, where["potion_of"]).potion if "potion_of" in where else 0)
    if "max_cost" in where and not price.at_most(Cost(where["max_cost"], potion)):
        return False
    if "exact_cost" in where and price != Cost(where["exact_cost"], potion):
        return False
    if "min_cost" in where and (price.coins < where["min_cost"] or price.potion != potion or price.debt):
        return False
    if "costs" in where and (price.coins not in where["costs"] or price.potion != potion or price.debt):
        return False  # exactly one of these costs (Aufbau)
    if "below" in where:  # costs less than the card `where["below"]` costs now: no part more, one part less
        limit = cost(state, where["below"])
        if price == limit or not price.at_most(limit):
            return False
    return True


# -- whose turn, who decides ---------------------------------------------------------------------------
# A turn may be played for its player by another (an extra turn with a controller, `ops.ExtraTurn`:
# Besessenheit ln2085). For such a controlled turn three rules hold, asked here by the moves, the runner and
# the open task: the controller makes every decision of the active player ("Du füllst alle Entscheidungen");
# the cards the active player would gain go to the controller's discard pile ("legst du auf deinen
# Ablagestapel"); the cards of the active player trashed in it are set aside and go to their discard pile
# after the clean-up ("zunächst zur Seite gelegt und am Ende des Zuges ... auf seinen Ablagestapel").

CONTROLLER = "controlled_by"  # turn flag: the seat of the player who decides in this turn for the active player
SET_ASIDE_TRASH = "mat:trashed-aside"  # the active player's cards trashed in a controlled turn
EXTRA_TURN = "extra-turn:"  # table token "extra-turn:<nnn>:<seat>:<controller seat or ->": an extra turn due
NORMAL_TURN = "normal-turn"  # table token: 1 + the seat whose normal turn the extra turns follow


def controller(state: GameState) -> str | None:
    """The player who decides in this turn for the active player, or None (the active player decides)."""
    flags = state.flags
    seat = flags.get(CONTROLLER) if flags else None
    return None if seat is None else state.players[seat]


def decider(state: GameState, player: str) -> str:
    """Who decides what `player` would decide now: the controller for the active player of a controlled turn."""
    seat = state.flags.get(CONTROLLER) if state.flags else None
    return player if seat is None or player != state.players[state.active] else state.players[seat]


receiver = decider  # whose discard pile a card `player` would gain goes to: the same two players


def extra_turns_due(state: GameState) -> bool:
    """Whether an extra turn is due, or extra turns are being taken (table tokens, see `ops.ExtraTurn`)."""
    return NORMAL_TURN in state.tokens or any(key.startswith(EXTRA_TURN) for key in state.tokens)


# -- treasures -----------------------------------------------------------------------------------------


def treasure_coins(state: GameState, tag: str) -> int:
    """The coins a treasure gives when played now: its printed value (or its bonus) plus what the turn's
    lasting flags add (Kupferschmied, Händlerin)."""
    coins = cards.card(tag).coins or 0
    flags = state.flags
    if flags:
        for flag, value in flags.items():
            lasting = lasting_of(flag)
            if lasting is not None and lasting.treasure is not None:
                coins += lasting.treasure(state, tag, int(value))
    return coins


# -- what a kingdom listens to ----------------------------------------------------------------------


@dataclass(frozen=True)
class Profile:
    """What the cards of a game (kingdom plus the base cards) do beyond their bonus, worked out once."""

    cards: frozenset[str]
    events: frozenset[str]  # events some card hears
    own_cost: frozenset[str]  # cards with a cost rule of their own
    cost_modifiers: bool  # some card changes costs while in play
    lasting: bool  # some card sets lasting turn flags
    plain: frozenset[str]  # cards with a bonus only (fast path)
    fast: bool = field(default=False)  # the fast path may be used


def base_cards(kingdom: Iterable[str]) -> tuple[str, ...]:
    """The non-kingdom cards of a game: the base cards, plus Platin and Kolonie, and Trank (see supply.py)."""
    return cards.BASE_CARDS + cards.PROSPERITY_BASE + cards.ALCHEMY_BASE


@cache
def _profile(kingdom: tuple[str, ...]) -> Profile:
    names = frozenset(kingdom) | frozenset(base_cards(kingdom))
    for tag in list(names):  # cards a kingdom card brings into the game (Schwarzmarkt's deck)
        if tag in DEFS and DEFS[tag].brings is not None:
            names |= frozenset(DEFS[tag].brings())  # type: ignore[misc]
    defs = [DEFS[tag] for tag in names if tag in DEFS]
    events = frozenset(t.event for d in defs for t in d.triggers)
    own_cost = frozenset(d.tag for d in defs if d.cost is not None)
    modifiers = any(d.modifies_cost is not None for d in defs)
    lasting = any(d.lasting for d in defs)
    plain = frozenset(d.tag for d in defs if d.plain)
    fast = not (events & FAST_EVENTS) and not own_cost and not modifiers and not lasting and not any(
        d.setup or d.buy_rule for d in defs) and not any(  # Events and debt (no buying in debt): the full path
        tag in cards.card_table() and (cards.card(tag).debt or cards.card(tag).is_("Event")) for tag in names)
    return Profile(names, events, own_cost, modifiers, lasting, plain, fast)


_PROFILES: dict[tuple[str, ...], Profile] = {}


def profile(kingdom: list[str] | tuple[str, ...]) -> Profile:
    key = tuple(kingdom)
    found = _PROFILES.get(key)
    if found is None:
        found = _PROFILES[key] = _profile(key)
    return found


def profile_of(state: GameState) -> Profile:
    """`profile(state.kingdom)`, kept on the state and on the states derived from it (no rule changes a
    game's kingdom; a state built by hand starts without one)."""
    found = state.profile
    if found is None:
        # the start cards a game deals besides the base cards (Unterschlüpfe) are in it too (supply.start_cards)
        # and the game's Landmarks (Empires: what they hear, `landmarks_in`)
        found = state.profile = profile([*state.kingdom, *start_cards(state.tokens), *landmarks_in(state.tokens),
                                         *events_in(state.tokens)] if state.tokens else state.kingdom)
        state.fast = found.fast
    return found


# table token "deck-card:<tag>": a card the game's decks beside the supply held when it was set up (the Schwarzmarkt's
# deck, the record's `setup.black_market`); with the kingdom, the cards that are in the game (`game_cards`)
DECK_CARD = "deck-card:"


def game_cards(state: GameState) -> list[str]:
    """The kingdom cards that are in the game: the kingdom's, then those of the decks beside the supply (table tokens
    `DECK_CARD`); the cards whose "game" triggers are heard (events.py)."""
    found = list(state.kingdom)
    if state.tokens:
        found += [key[len(DECK_CARD):] for key in sorted(state.tokens) if key.startswith(DECK_CARD)]
        found += landmarks_in(state.tokens)  # the game's Landmarks (Empires): their "game" triggers are heard too
        found += events_in(state.tokens)  # the game's Events: their "game" triggers are heard too
    return found


def implemented() -> frozenset[str]:
    return frozenset(DEFS)


# -- Landmarken (Empires): cards beside the supply that count points at the end or hand out Siegpunktmarker --------
# A Landmark is no card of the supply nor of a player (rulebook 003 ln5855: "Einige Landmarken enthalten Anweisungen
# für die Spielvorbereitung"). The record names the game's Landmarks (`setup.landmarks`, format.md); the engine keeps
# each as the table token "landmark:<tag>", its Siegpunktmarker as the table token "vp:<tag>" (as on a supply pile),
# and Obelisk's chosen pile as "obelisk:<tag>". What a Landmark hears (a gain, a buy, a trash) are triggers of zone
# "game", defined with `define` as for a card and heard because the Landmark is in the game (`game_cards`); what it
# counts at the end of the game is its `points` (scoring.py).

LANDMARK = "landmark:"
OBELISK = "obelisk:"


@dataclass(frozen=True)
class LandmarkDef:
    """A Landmark: `points(state, player, owned)` the points it gives `player` at the end of the game, counted from
    the cards they have (`owned`, every card of the player's by tag) and the table; None when the record cannot
    say (an Obelisk pile it does not name); `setup(state)` what it lays out at the start (Siegpunktmarker)."""

    tag: str
    points: Callable[[GameState, str, dict[str, int]], int | None] | None = None
    setup: Callable[[GameState], None] | None = None


LANDMARKS: dict[str, LandmarkDef] = {}


def landmark(tag: str, *, points: Callable[[GameState, str, dict[str, int]], int | None] | None = None,
             triggers: Iterable[Trigger] = (), setup: Callable[[GameState], None] | None = None) -> LandmarkDef:
    """Define a Landmark (once): its end-of-game points, its triggers (zone "game"), its set-up."""
    if tag in LANDMARKS:
        raise ValueError(f"{tag} is defined twice")
    if not cards.card(tag).is_("Landmark"):
        raise ValueError(f"{tag} is no Landmark")
    triggers = tuple(triggers)
    if any(trigger.zone != "game" for trigger in triggers):
        raise ValueError(f"{tag}: a Landmark hears events only as zone 'game'")
    if triggers:
        define(tag, triggers=triggers)
    LANDMARKS[tag] = LandmarkDef(tag, points, setup)
    return LANDMARKS[tag]


def landmarks_in(tokens: dict[str, int]) -> tuple[str, ...]:
    """The Landmarks of the game (table tokens `LANDMARK`), sorted; () when there are none."""
    return tuple(sorted(key[len(LANDMARK):] for key in tokens if key.startswith(LANDMARK))) if tokens else ()


# -- Ereignisse (Abenteuer, Empires) and Schulden (Empires) ------------------------------------------------------
# An Event is bought like a card (a `buy` move naming it) but is no card of the supply nor of a player (rulebook 003
# ln5227/ln5803: "Du nimmst das Ereignis aber nicht an dich"). The record names the game's Events (`setup.events`,
# format.md); the engine keeps each as the table token "event:<tag>". Its instructions are its `play` effect, run
# when it is bought; the turn flag "event:<tag>" counts this turn's purchases, the player token "event:<tag>" the
# game's (only for Events bought once per game and player). Debt (Empires) is the player token "debt".

EVENT = "event:"
DEBT = "debt"


@dataclass(frozen=True)
class EventDef:
    """An Event's limits: bought at most once per turn (`once_per_turn`: "nur 1x pro Zug") or once per game and
    player (`once_per_game`: Erbschaft, ln5319)."""

    tag: str
    once_per_turn: bool = False
    once_per_game: bool = False


EVENT_DEFS: dict[str, EventDef] = {}


def define_event(tag: str, *, play: Effect | None = None, once_per_turn: bool = False, once_per_game: bool = False,
                 triggers: Iterable[Trigger] = (), lasting: Iterable[Lasting] = (),
                 setup: Callable[[GameState], None] | None = None,
                 buy_rule: Callable[[GameState], str | None] | None = None) -> CardDef:
    """Define an Event (once): `play` runs when it is bought (after paying), `buy_rule(state)` the rule forbidding
    to buy it now or None, `setup` what it lays out at the start, `triggers` (zone "game") what it hears while it is
    in the game. It becomes implemented (`unsupported` no longer names it)."""
    if not cards.card(tag).is_("Event"):
        raise ValueError(f"{tag} is no Event")
    if play is None:
        def play(args: dict[str, Any]) -> Gen:  # an Event with no instructions of its own when bought
            return None
            yield
    definition = define(tag, play=play, triggers=triggers, lasting=lasting, setup=setup, buy_rule=buy_rule)
    EVENT_DEFS[tag] = EventDef(tag, once_per_turn, once_per_game)
    return definition


def event_def(tag: str) -> EventDef | None:
    return EVENT_DEFS.get(tag)


def events_in(tokens: dict[str, int]) -> tuple[str, ...]:
    """The Events of the game (table tokens `EVENT`), sorted; () when there are none."""
    return tuple(sorted(key[len(EVENT):] for key in tokens if key.startswith(EVENT))) if tokens else ()


def game_events(state: GameState) -> tuple[str, ...]:
    return events_in(state.tokens)


def debt_of(state: GameState, player: str) -> int:
    """The debt tokens `player` holds (Empires)."""
    tokens = state.cards[player].tokens
    return tokens.get(DEBT, 0) if tokens else 0

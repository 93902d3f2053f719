"""Dominion – Abenteuer (Adventures), RGG 2015: the Reserve cards besides the Rattenfänger, the Karawanenwächter, the
two duration attacks (Geisterwald, Sumpfhexe) and Geschichtenerzähler, Zerstörung, Schatz. Each definition cites the
divider note it follows (rulebook 003 line numbers, section 23). The Wirtshaustableau and the calls are
abenteuer.py's (`to_tavern`, `on_tavern`, `call`); the call times:

- at the start of the owner's turn (Transformation, Kundschafter): "turn-start" triggers of the kingdom card, as the
  Rattenfänger's;
- when the owner gains a card (Duplikat): "gain" triggers of the kingdom card;
- at the end of the owner's buy phase (Weinhändler): a "cleanup" trigger of the kingdom card, heard as the clean-up
  begins (reading dominion.auslegung.weinhaendler-ende-kaufphase);
- after an action card played has been resolved (Königliche Kutsche, Königliche Münzen): "resolve" triggers (the
  bus's event after a play, events.resolved).

Geisterwald and Sumpfhexe work until the start of their player's next turn on the players their attack affected:
each affected player gets a token "haunted-woods:<attacker>" / "swamp-hag:<attacker>" (one per attack: a Thronsaal'd
Sumpfhexe gives 2 Flüche per buy); the card's duration effect at the start of the attacker's next turn takes them
all back. A buy of a card (not of an Event: ln5147, ln5197) by a player with such a token triggers the kingdom card.
"""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.abenteuer import TAVERN, call, on_tavern, to_tavern
from engine.games.dominion.effects.common import BLIND_ANSWERS, STAYS, Gen, discard_revealed, others, play_card
from engine.games.dominion.effects.seaside import stays
from engine.games.dominion.model import Bonus, Trigger, define, within
from engine.games.dominion.ops import Ask, Call, Draw, Emit, Gain, Look, Move, PlayTreasure, Plus, Reveal, Token
from engine.games.dominion.scoring import MAT_POINTS
from engine.games.dominion.state import GameState


def _tavern(tag: str) -> Any:
    """The play of a Reserve card with nothing but its bonus: onto the Wirtshaustableau."""
    return lambda args: to_tavern(args["player"], tag)


def _both(*conditions: Any) -> Any:
    def holds(state: GameState, owner: str, event: dict[str, Any]) -> bool:
        return all(condition(state, owner, event) for condition in conditions)

    return holds


# -- called at the start of the turn: Transformation, Kundschafter ---------------------------------------------


def _transmogrify_called(args: dict[str, Any]) -> Gen:
    """ln5099: called at the start of the turn: trash a hand card, gain a supply card costing up to 1 more into the
    hand."""
    player = args["player"]
    rule = "dominion.karte.transformation"
    while True:
        mats = yield Look("mats", player)
        if "Transmogrify" not in mats.get(TAVERN, []) or not (yield from call(player, "Transmogrify", rule)):
            return
        trashed = yield Ask(player, rule, "Eine Handkarte entsorgen", "Trash a card from your hand", "hand", 1, 1,
                            verb="trash")
        for card in trashed:
            yield Move(player, card, "hand", "trash")
            price = yield Look("cost", card=card)
            chosen = yield Ask(player, rule, f"Eine Karte bis {price + 1} auf die Hand nehmen",
                               f"Gain a card costing up to {price + 1} into your hand", "supply", 1, 1,
                               {"max_cost": price + 1, "potion_of": card}, verb="gain")
            for gained in chosen:
                yield Gain(player, gained, "hand")


# ln5097: +1 action, then onto the Wirtshaustableau
define("Transmogrify", bonus=Bonus(actions=1), play=_tavern("Transmogrify"),
       triggers=[Trigger("turn-start", "kingdom", _transmogrify_called, when=on_tavern("Transmogrify"))])


def _guide_called(args: dict[str, Any]) -> Gen:
    """ln5032: called at the start of the turn: discard the whole hand, draw 5 cards."""
    player = args["player"]
    while True:
        mats = yield Look("mats", player)
        if "Guide" not in mats.get(TAVERN, []) or not (yield from call(player, "Guide", "dominion.karte.kundschafter")):
            return
        yield Move(player, "*", "hand", "discard")
        yield Draw(player, 5)


# ln5030: +1 card, +1 action, then onto the Wirtshaustableau
define("Guide", bonus=Bonus(cards=1, actions=1), play=_tavern("Guide"),
       triggers=[Trigger("turn-start", "kingdom", _guide_called, when=on_tavern("Guide"))])


# -- called when gaining a card: Duplikat ----------------------------------------------------------------------


def _duplicable(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    """ln5050: the gained card costs up to 6 and has a pile in the supply ("Wenn du eine Karte von einem Stapel
    nimmst, der nicht zum Vorrat gehört, darfst du dir keine weitere Karte mit gleichem Namen nehmen")."""
    card = event.get("card")
    return card in state.supply and within(state, card, {"max_cost": 6})


def _duplicate_called(args: dict[str, Any]) -> Gen:
    """ln5050: when the owner gains a card costing up to 6 (also in another player's turn), a Duplikat may be called:
    gain a card of the same name from the supply (none left: nothing). A copy gained so is a gain of its own (another
    Duplikat may be called for it)."""
    player, card = args["player"], args["event"]["card"]
    if (yield from call(player, "Duplicate", "dominion.karte.duplikat")):
        yield Gain(player, card)


def _called_by_others(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return any("Duplicate" in state.cards[other].in_play for other in state.players if other != owner)


def _others_duplicates_discarded(args: dict[str, Any]) -> Gen:
    """ln5050: "Das DUPLIKAT wird in der Aufräumphase des Zuges, in dem es aufgerufen wird (auch außerhalb deines
    Zuges) abgelegt": a Duplikat another player called in this turn lies in their play area (only there: their own
    clean-up discarded any earlier one) and is discarded in this clean-up."""
    for other in others(args):
        in_play = yield Look("in_play", other)
        for _ in range(in_play.count("Duplicate")):
            yield Move(other, "Duplicate", "play", "discard")


# ln5048: onto the Wirtshaustableau
define("Duplicate", play=_tavern("Duplicate"),
       triggers=[Trigger("gain", "kingdom", _duplicate_called, when=_both(on_tavern("Duplicate"), _duplicable)),
                 Trigger("cleanup", "kingdom", _others_duplicates_discarded, when=_called_by_others)])


# -- called at the end of the buy phase: Weinhändler ------------------------------------------------------------


def _unspent_two(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return owner == state.player and state.coins >= 2


def _wine_merchants_discarded(args: dict[str, Any]) -> Gen:
    """ln5213: with at least 2 coins unspent at the end of the buy phase, any number of the Weinhändler on the
    Wirtshaustableau may be discarded from it ("Hast du mehrere ... kannst du alle ablegen. Du brauchst nicht für
    jeden WEINHÄNDLER 2 übrig zu haben"): one choice of how many (option "0" … "n")."""
    player = args["player"]
    mats = yield Look("mats", player)
    have = mats.get(TAVERN, []).count("Wine Merchant")
    chosen = yield Ask(player, "dominion.karte.weinhaendler", "Wie viele Weinhändler vom Wirtshaustableau ablegen?",
                       "How many Wine Merchants to discard from your Tavern mat?", "options", 1, 1,
                       options=tuple(str(n) for n in range(have + 1)), verb="discard")
    for _ in range(int(chosen[0]) if chosen else 0):
        yield Move(player, "Wine Merchant", "mat:" + TAVERN, "discard")


# ln5211: +1 buy, +4 coins, then onto the Wirtshaustableau
define("Wine Merchant", bonus=Bonus(buys=1, coins=4), play=_tavern("Wine Merchant"),
       triggers=[Trigger("cleanup", "kingdom", _wine_merchants_discarded,
                         when=_both(on_tavern("Wine Merchant"), _unspent_two))])


# -- called after an action resolved: Königliche Kutsche, Königliche Münzen --------------------------------------


def _still_in_play(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    """ln5169: "falls die Aktionskarte noch im Spiel ist" (not trashed, not a Reserve card gone onto its mat): the
    copy played, not another one: as many copies in play as when the play began ("copies", events.resolved; at
    least 1: a Thronsaal's second play of a card gone in the first finds none)."""
    if owner != state.player:
        return False
    return state.cards[owner].in_play.count(event.get("card")) >= max(1, event.get("copies", 1))


def _royal_carriage_called(args: dict[str, Any]) -> Gen:
    """ln5169: right after an action card played has been resolved, while it is still in play, a Königliche Kutsche
    may be called: the action is played again (and resolved again: another Kutsche may be called then). Called for
    a duration, the Kutsche stays in play as long as the duration does."""
    player, card = args["player"], args["event"]["card"]
    if not (yield from call(player, "Royal Carriage", "dominion.karte.koenigliche-kutsche")):
        return
    result = yield from play_card(player, card)
    if result == STAYS:
        yield from stays(player, "Royal Carriage", comes_back=False)


# ln5167: +1 action, then onto the Wirtshaustableau
define("Royal Carriage", bonus=Bonus(actions=1), play=_tavern("Royal Carriage"),
       triggers=[Trigger("resolve", "kingdom", _royal_carriage_called,
                         when=_both(on_tavern("Royal Carriage"), _still_in_play))])


def _coin_of_the_realm_called(args: dict[str, Any]) -> Gen:
    """ln4986: right after an action card played has been resolved, any Königliche Münzen on the Wirtshaustableau
    may be called, each for +2 actions (not +1 coin: that is only for playing it)."""
    player = args["player"]
    while True:
        mats = yield Look("mats", player)
        if "Coin of the Realm" not in mats.get(TAVERN, []) or not (
                yield from call(player, "Coin of the Realm", "dominion.karte.koenigliche-muenzen")):
            return
        yield Plus(actions=2)


def _own_turn(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return owner == state.player


# ln4983/ln4984: a treasure worth 1, played in the buy phase, then onto the Wirtshaustableau
define("Coin of the Realm", play=_tavern("Coin of the Realm"),
       triggers=[Trigger("resolve", "kingdom", _coin_of_the_realm_called,
                         when=_both(on_tavern("Coin of the Realm"), _own_turn))])


# -- Ferne Lande: 4 points on the Wirtshaustableau -----------------------------------------------------------------

# ln5134/ln5136: played, onto the Wirtshaustableau until the end of the game; 4 points each there, else 0
define("Distant Lands", play=_tavern("Distant Lands"))
MAT_POINTS.setdefault(TAVERN, {})["Distant Lands"] = 4


# -- Karawanenwächter: a duration that reacts to attacks -------------------------------------------------------------


def _caravan_guard_reacts(args: dict[str, Any]) -> Gen:
    """ln5023: when another player plays an attack, it may be played from the hand: +1 card (the +1 action is lost
    in another player's turn), +1 coin at the start of the owner's next turn; it stays in play until the clean-up of
    that turn. The attack goes on as usual. It is a play: the cards that hear plays hear it (the bus's "play")."""
    player = args["player"]
    moved = yield Move(player, "Caravan Guard", "hand", "play")
    if moved:
        yield Emit("play", {"player": player, "card": "Caravan Guard"})
        yield Draw(player, 1)
        yield Token(player, "next:Caravan Guard")  # no "stay:" mark: its owner's next clean-up discards it
    return False


def _next_turn(later: Bonus, back: Any = None) -> Any:
    """A duration's effect at the start of its owner's next turn (as seaside.duration's): `later`, then `back`."""

    def next_turn(args: dict[str, Any]) -> Gen:
        for op in later.ops(args["player"]):  # noqa: UP028  (ops are sent answers)
            yield op
        if back is not None:
            yield from back(args)

    return next_turn


# ln5019/ln5021: +1 card, +1 action; next turn +1 coin; ln5023: a reaction to attacks
define("Caravan Guard", bonus=Bonus(cards=1, actions=1), play=lambda args: stays(args["player"], "Caravan Guard"),
       triggers=[Trigger("turn-start", "duration", _next_turn(Bonus(coins=1))),
                 Trigger("attack", "hand", _caravan_guard_reacts, repeat=True)])


# -- the duration attacks: Geisterwald, Sumpfhexe ------------------------------------------------------------------


def _marks_victims(tag: str, mark: str) -> Any:
    def attacked(args: dict[str, Any]) -> Gen:
        player = args["player"]
        victims = yield Call("attack", {"player": player})
        for victim in victims:
            yield Token(victim, f"{mark}:{player}")
        return (yield from stays(player, tag))

    return attacked


def _ends_marks(mark: str) -> Any:
    """At the start of the attacker's next turn the attack's effect ends for every player it affected."""

    def ends(args: dict[str, Any]) -> Gen:
        player = args["player"]
        for other in others(args):
            tokens = yield Look("tokens", other)
            count = tokens.get(f"{mark}:{player}", 0)
            if count:
                yield Token(other, f"{mark}:{player}", -count)

    return ends


def _marked(mark: str) -> Any:
    prefix = mark + ":"

    def holds(state: GameState, owner: str, event: dict[str, Any]) -> bool:
        card = event.get("card")
        return (isinstance(card, str) and card in cards.card_table() and not cards.card(card).is_("Event")
                and any(key.startswith(prefix) for key in state.cards[owner].tokens))

    return holds


def _haunted_woods_bought(args: dict[str, Any]) -> Gen:
    """ln5147: a player the Geisterwald affects who buys a card puts all the rest of the hand onto the draw pile, in
    any order: one choice per card (the card laid last lies on top; unseen cards may stay unnamed), while the rest
    still differ. When: as the buy happens, before the card is gained; the engine fixes its order among what else the
    buy triggers (reading dominion.auslegung.geisterwald-beim-kauf)."""
    player = args["player"]
    while True:
        hand = yield Look("hand", player)
        known = [tag for tag, n in hand["cards"].items() if n > 0]
        if not known and not hand["unknown"]:
            return
        if len(known) == 1 and not hand["unknown"]:
            for _ in range(hand["cards"][known[0]]):
                yield Move(player, known[0], "hand", "draw_pile")
            return
        chosen = yield Ask(player, "dominion.karte.geisterwald", "Welche Handkarte als nächste auf den Nachziehstapel? "
                           "(die zuletzt gelegte liegt oben)", "Which card from your hand goes onto your deck next? "
                           "(the last one lies on top)", "hand", 1, 1, verb="topdeck")
        for card in chosen:
            yield Move(player, card, "hand", "draw_pile")


BLIND_ANSWERS["dominion.karte.geisterwald"] = None  # unseen hand cards go onto the deck unseen

# ln5147/ln5149: attack; until the start of the next turn others who buy a card put their hand onto the deck; next
# turn +3 cards
define("Haunted Woods", play=_marks_victims("Haunted Woods", "haunted-woods"),
       triggers=[Trigger("turn-start", "duration", _next_turn(Bonus(cards=3), _ends_marks("haunted-woods"))),
                 Trigger("buy", "kingdom", _haunted_woods_bought, when=_marked("haunted-woods"))])


def _swamp_hag_bought(args: dict[str, Any]) -> Gen:
    """ln5197: a player the Sumpfhexe affects gains a Fluch for each card bought (one per Sumpfhexe attack)."""
    player = args["player"]
    tokens = yield Look("tokens", player)
    for key, count in sorted(tokens.items()):
        if key.startswith("swamp-hag:"):
            for _ in range(count):
                yield Gain(player, "Curse")


# ln5197/ln5199: attack; until the start of the next turn others gain a Fluch per card bought; next turn +3 coins
define("Swamp Hag", play=_marks_victims("Swamp Hag", "swamp-hag"),
       triggers=[Trigger("turn-start", "duration", _next_turn(Bonus(coins=3), _ends_marks("swamp-hag"))),
                 Trigger("buy", "kingdom", _swamp_hag_bought, when=_marked("swamp-hag"))])


# -- the others: Geschichtenerzähler, Zerstörung, Schatz -----------------------------------------------------------


def _storyteller(args: dict[str, Any]) -> Gen:
    """ln5155: +1 action, +1 coin; play up to 3 treasures from the hand, then pay all coins (those of this turn so
    far, this +1 included) for +1 card each; the potions stay."""
    player = args["player"]
    rule = "dominion.karte.geschichtenerzaehler"
    for _ in range(3):
        chosen = yield Ask(player, rule, "Eine Geldkarte ausspielen?", "Play a treasure?", "hand", 0, 1,
                           {"types": ["Treasure"]}, verb="play")
        if not chosen:
            break
        yield PlayTreasure(player, chosen[0], "hand")
    coins = yield Look("coins")
    if coins:
        yield Plus(coins=-coins)
        yield Draw(player, coins)


define("Storyteller", bonus=Bonus(actions=1, coins=1), play=_storyteller)


def _raze(args: dict[str, Any]) -> Gen:
    """ln5000: +1 action; trash this or a hand card (the choice of no hand card trashes the Zerstörung); look at as
    many cards from the top of the draw pile as the trashed card costs, one into the hand, the rest discarded."""
    player = args["player"]
    rule = "dominion.karte.zerstoerung"
    chosen = yield Ask(player, rule, "Eine Handkarte entsorgen (keine: diese Zerstörung)",
                       "Trash a card from your hand (none: this Raze)", "hand", 0, 1, verb="trash")
    if chosen:
        trashed = chosen[0]
        yield Move(player, trashed, "hand", "trash")
    else:
        trashed = "Raze"
        yield Move(player, "Raze", "play", "trash")
    count = yield Look("cost", card=trashed)
    if not count:
        return
    looked = yield Reveal(player, count, look=True)
    if not looked:
        return
    rest = list(looked)
    taken = yield Ask(player, rule, "Eine der Karten auf die Hand nehmen", "Put one of the cards into your hand",
                      "revealed", 1, 1, verb="put-in-hand")
    for card in taken:
        yield Move(player, card, "revealed", "hand")
        rest.remove(card if card in rest else None)
    yield from discard_revealed(player, rest)


define("Raze", bonus=Bonus(actions=1), play=_raze)


def _treasure_trove(args: dict[str, Any]) -> Gen:
    """ln5191: worth 2; gain a Gold and a Kupfer (the order: reading dominion.auslegung.schatz-reihenfolge)."""
    player = args["player"]
    yield Gain(player, "Gold")
    yield Gain(player, "Copper")


define("Treasure Trove", play=_treasure_trove)

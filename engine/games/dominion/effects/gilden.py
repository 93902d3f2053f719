"""Dominion – Die Gilden (Guilds), 1st edition as printed by RGG 2013: its 13 kingdom cards, each defined once (see
model.py). Each definition cites the divider note it follows (rulebook 003, section 22; the divider text drops some
cards' headers, the notes are matched to the cards by what they say).

The box brings two mechanics, both in the card model:

- Münzen (ln4967): a counter among the player's tokens (`model.COFFERS`), taken by card effects (`Token`) and
  spent by the move `coffers` in the buy phase before buying (moves.py); Bäcker gives every player one at the
  start (`deal`, ln4894).
- Überzahlen (ln4973): a buy may pay more than the card costs (the buy move's `overpay`, only for a card whose cost
  bears a "+", `cards.Card.overpay`); the bus's "buy" event then carries the amount, and the card's own "buy"
  trigger ("self") does what the card says for it (Steinmetz, Arzt, Herold, Meisterstück).
"""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import Gen, is_, left_of, play_card, put_back_in_order
from engine.games.dominion.model import COFFERS, Bonus, Trigger, define
from engine.games.dominion.ops import Ask, Call, Draw, Gain, Look, Move, Reveal, Token
from engine.games.dominion.state import GameState


def _overpaid(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    """The card was bought with more paid than it costs (ln4973: its effect needs an overpaid amount)."""
    return bool(event.get("overpay") or event.get("overpay_potion"))


def _one_coffer(args: dict[str, Any]) -> Gen:
    yield Token(args["player"], COFFERS, 1)


def _trash_from_hand(player: str, rule: str, least: int = 1, where: dict[str, Any] | None = None) -> Gen:
    """Trash a hand card (`least` 1: must, if there is one); returns it, or None."""
    chosen = yield Ask(player, rule, "Eine Handkarte entsorgen", "Trash a card from your hand", "hand", least, 1,
                       where or {}, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
        return card
    return None


# -- Münzen -------------------------------------------------------------------------------------------------

# ln4821: +1 Aktion, +1 Kauf, "Nimm dir eine Münze."
define("Candlestick Maker", bonus=Bonus(actions=1, buys=1), play=_one_coffer)


def _baker_deal(state: GameState, player: str) -> None:
    """ln4894: in a game with the Bäcker every player gets a Münze at the start (also when it lies in the
    Schwarzmarkt deck)."""
    tokens = state.own(player).tokens
    tokens[COFFERS] = tokens.get(COFFERS, 0) + 1


# ln4892: +1 Karte, +1 Aktion, "nimmst dir eine Münze"
define("Baker", bonus=Bonus(cards=1, actions=1), play=_one_coffer, deal=_baker_deal)


def _merchant_guild_bought(args: dict[str, Any]) -> Gen:
    """ln4905: while in play, a Münze for every card its player buys; per copy in play (a Kaufmannsgilde played
    twice by a Thronsaal is one copy: one Münze)."""
    yield Token(args["player"], COFFERS, 1)


# ln4905: +1 Kauf, +1 Geld
define("Merchant Guild", bonus=Bonus(buys=1, coins=1), triggers=[
    Trigger("buy", "in_play", _merchant_guild_bought, when=lambda state, owner, event: owner == event["player"])])


def _plaza(args: dict[str, Any]) -> Gen:
    """ln4849: +1 card, +2 actions, then the player may discard a treasure (the card just drawn too); for it a
    Münze."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.platz", "Eine Geldkarte ablegen? (für eine Münze)",
                       "Discard a treasure? (for a coffer)", "hand", 0, 1, {"types": ["Treasure"]}, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
        yield Token(player, COFFERS, 1)


define("Plaza", bonus=Bonus(cards=1, actions=2), play=_plaza)


def _butcher(args: dict[str, Any]) -> Gen:
    """ln4916: first 2 Münzen; then the player may trash a hand card and spend any number of Münzen (0 too); with a
    card trashed, gain a card costing up to its cost plus the Münzen spent (reading
    dominion.auslegung.metzger-muenzen: the Münzen are asked only once a card is trashed)."""
    player = args["player"]
    rule = "dominion.karte.metzger"
    yield Token(player, COFFERS, 2)
    trashed = yield from _trash_from_hand(player, rule, least=0)
    if trashed is None:
        return
    tokens = yield Look("tokens", player)
    have = tokens.get(COFFERS, 0)
    spent = 0
    if have:
        chosen = yield Ask(player, rule, "Wie viele Münzen einsetzen?", "How many coffers to spend?", "options", 1, 1,
                           options=tuple(str(n) for n in range(have + 1)))
        spent = int(chosen[0])
        if spent:
            yield Token(player, COFFERS, -spent)
    price = yield Look("cost", card=trashed)
    chosen = yield Ask(player, rule, f"Eine Karte bis {price + spent} nehmen", f"Gain a card costing up to {price + spent}",
                       "supply", 1, 1, {"max_cost": price + spent, "potion_of": trashed}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


define("Butcher", play=_butcher)


# -- Überzahlen ---------------------------------------------------------------------------------------------


def _stonemason(args: dict[str, Any]) -> Gen:
    """ln4829: trash a hand card (none: nothing), then gain two cards, one after the other, each costing less than
    it (the same one twice too; only one when only one is left)."""
    player = args["player"]
    rule = "dominion.karte.steinmetz"
    trashed = yield from _trash_from_hand(player, rule)
    if trashed is None:
        return
    for _ in range(2):
        chosen = yield Ask(player, rule, f"Eine Karte nehmen, die weniger kostet als {cards.german(trashed)}",
                           f"Gain a card costing less than {trashed}", "supply", 1, 1, {"below": trashed}, verb="gain")
        for card in chosen:
            yield Gain(player, card)


def _stonemason_overpaid(args: dict[str, Any]) -> Gen:
    """ln4827: overpaid, gain two action cards from the supply each costing exactly the amount overpaid (the same
    one twice too; none when none costs so); overpaid with a Trank, cards costing as much as the Trank."""
    player, overpay = args["player"], args["event"].get("overpay", 0)
    potion = args["event"].get("overpay_potion", 0)
    for _ in range(2):
        chosen = yield Ask(player, "dominion.karte.steinmetz", f"Eine Aktionskarte für genau {overpay} nehmen",
                           f"Gain an action card costing exactly {overpay}", "supply", 1, 1,
                           {"types": ["Action"], "exact_cost": overpay, "potion": potion}, verb="gain")
        for card in chosen:
            yield Gain(player, card)


define("Stonemason", play=_stonemason, triggers=[Trigger("buy", "self", _stonemason_overpaid, when=_overpaid)])


def _doctor(args: dict[str, Any]) -> Gen:
    """ln4837: name any card, reveal the top 3 (fewer when draw and discard pile run out), trash each revealed
    card of that name, put the others back in any order."""
    player = args["player"]
    rule = "dominion.karte.arzt"
    named = yield Ask(player, rule, "Eine Karte nennen", "Name a card", "named", 1, 1)
    revealed = yield Reveal(player, 3)
    rest = []
    for card in revealed:
        if named and card == named[0]:
            yield Move(player, card, "revealed", "trash")
        else:
            rest.append(card)
    yield from put_back_in_order(player, rule, rest)


def _doctor_overpaid(args: dict[str, Any]) -> Gen:
    """ln4835: per 1 overpaid, look at the top card and trash it, discard it or put it back, one card after the
    other (none when draw and discard pile are empty)."""
    player, overpay = args["player"], args["event"].get("overpay", 0)  # a Trank overpaid does nothing here
    for _ in range(overpay):
        looked = yield Reveal(player, 1, look=True)
        if not looked:
            return
        card = looked[0]
        name = cards.german(card) if card is not None else "Die oberste Karte"
        chosen = yield Ask(player, "dominion.karte.arzt", f"{name}: entsorgen, ablegen oder zurücklegen?",
                           "Trash it, discard it or put it back?", "options", 1, 1,
                           options=("entsorgen", "ablegen", "zurueck"))
        target = {"entsorgen": "trash", "ablegen": "discard", "zurueck": "draw_pile"}[chosen[0]]
        yield Move(player, card, "revealed", target)


define("Doctor", play=_doctor, triggers=[Trigger("buy", "self", _doctor_overpaid, when=_overpaid)])


def _herald(args: dict[str, Any]) -> Gen:
    """ln4868: +1 card, +1 action, then reveal the top card: an action card must be played (using no action),
    any other card goes back. ln4870: a duration it plays does not keep the Herold in play."""
    player = args["player"]
    revealed = yield Reveal(player, 1)
    for card in revealed:
        if is_(card, "Action"):
            yield from play_card(player, card, "revealed")
        else:
            yield Move(player, card, "revealed", "draw_pile")


def _herald_overpaid(args: dict[str, Any]) -> Gen:
    """ln4866: per 1 overpaid, put a card of the discard pile onto the draw pile, in any order (the last one laid
    lies on top); all of them when there are fewer."""
    player, overpay = args["player"], args["event"].get("overpay", 0)  # a Trank overpaid does nothing here
    for _ in range(overpay):
        chosen = yield Ask(player, "dominion.karte.herold", "Eine Karte vom Ablagestapel auf den Nachziehstapel legen",
                           "Put a card from your discard pile onto your deck", "discard", 1, 1, verb="topdeck")
        if not chosen:
            return
        yield Move(player, chosen[0], "discard", "draw_pile")


define("Herald", bonus=Bonus(cards=1, actions=1), play=_herald,
       triggers=[Trigger("buy", "self", _herald_overpaid, when=_overpaid)])


def _masterpiece_overpaid(args: dict[str, Any]) -> Gen:
    """ln4881: a treasure worth 1 (its coins: the card facts); bought, a Silber per 1 overpaid."""
    for _ in range(args["event"].get("overpay", 0)):  # a Trank overpaid does nothing here
        yield Gain(args["player"], "Silver")


define("Masterpiece", triggers=[Trigger("buy", "self", _masterpiece_overpaid, when=_overpaid)])


# -- the rest -----------------------------------------------------------------------------------------------


def _advisor(args: dict[str, Any]) -> Gen:
    """ln4843: +1 action, reveal the top 3 (fewer when draw and discard pile run out); the left neighbour chooses
    one of them, which the player discards; the others go to the hand."""
    player = args["player"]
    revealed = yield Reveal(player, 3)
    if not revealed:
        return
    chosen = yield Ask(left_of(args), "dominion.karte.berater", "Welche aufgedeckte Karte legt der Spieler ab?",
                       "Which revealed card does the player discard?", "revealed", 1, 1, owner=player, verb="discard")
    rest = list(revealed)
    for card in chosen:
        rest.remove(card)
        yield Move(player, card, "revealed", "discard")
    for card in rest:
        yield Move(player, card, "revealed", "hand")


define("Advisor", bonus=Bonus(actions=1), play=_advisor)


def _soothsayer(args: dict[str, Any]) -> Gen:
    """ln4927: gain a Gold (none left: none); each other player gains a Curse, handed out from the left while there
    are any; each who gained one draws a card. A Curse trashed by a Wachturm was gained; a gain the Fahrende
    Händler replaced was not (the Curse stays in its pile: that tells)."""
    player = args["player"]
    victims = yield Call("attack", {"player": player})  # ln605: reactions before the instructions
    yield Gain(player, "Gold")
    cursed = []
    for victim in victims:
        before = yield Look("pile", card="Curse")
        yield Gain(victim, "Curse")
        after = yield Look("pile", card="Curse")
        if after < before:
            cursed.append(victim)
    for victim in cursed:
        yield Draw(victim, 1)


define("Soothsayer", play=_soothsayer)


def _taxman(args: dict[str, Any]) -> Gen:
    """ln4855: the player may trash a treasure from the hand; then each other player with 5 or more hand cards
    discards a copy of it or shows a hand without one; the player gains a treasure costing up to 3 more onto the
    draw pile (one costing the same or less is fine)."""
    player = args["player"]
    rule = "dominion.karte.steuereintreiber"
    victims = yield Call("attack", {"player": player})  # ln605: reactions before the instructions
    trashed = yield from _trash_from_hand(player, rule, least=0, where={"types": ["Treasure"]})
    if trashed is None:
        return
    for victim in victims:
        hand = yield Look("hand", victim)
        if sum(hand["cards"].values()) + hand["unknown"] < 5:
            continue
        name = cards.german(trashed)
        chosen = yield Ask(victim, rule, f"{name} ablegen (oder die Hand ohne vorzeigen)",
                           f"Discard a {trashed} (or reveal a hand without one)", "hand", 1, 1, {"cards": [trashed]},
                           verb="discard")
        for card in chosen:
            yield Move(victim, card, "hand", "discard")
    price = yield Look("cost", card=trashed)
    chosen = yield Ask(player, rule, f"Eine Geldkarte bis {price + 3} auf den Nachziehstapel nehmen",
                       f"Gain a treasure costing up to {price + 3} onto your deck", "supply", 1, 1,
                       {"types": ["Treasure"], "max_cost": price + 3, "potion_of": trashed}, verb="gain")
    for card in chosen:
        yield Gain(player, card, "draw_pile")


define("Taxman", play=_taxman)


def _journeyman(args: dict[str, Any]) -> Gen:
    """ln4933: name any card; reveal cards one by one until 3 of another name are revealed (the discard pile shuffled
    in when the draw pile runs out; fewer when both run out); those go to the hand, the others are discarded."""
    player = args["player"]
    named = yield Ask(player, "dominion.karte.wandergeselle", "Eine Karte nennen", "Name a card", "named", 1, 1)
    kept: list[str] = []
    rest: list[str] = []
    while len(kept) < 3:
        revealed = yield Reveal(player, 1)
        if not revealed:
            break
        (rest if named and revealed[0] == named[0] else kept).append(revealed[0])
    for card in kept:
        yield Move(player, card, "revealed", "hand")
    for card in rest:
        yield Move(player, card, "revealed", "discard")


define("Journeyman", play=_journeyman)

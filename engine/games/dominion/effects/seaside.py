"""Dominion – Seaside, 1st edition as printed by HiG 2009 and RGG 2014: its 26 kingdom cards, each defined once
(see model.py). Each definition cites the divider note it follows (rulebook 003 line numbers; section 11,
RGG 2014, unless marked HiG (section 10)).

Duration cards stay in play past the clean-up and act again at the start of their owner's next turn: a play
yields `stays(...)`, which leaves a "next:<card>" token (one per play: a Thronsaal'd Werft comes back
twice) and a "stay:<card>" mark (the clean-up keeps that many copies in play, runner._cleanup); the card's
"turn-start" trigger is what comes back. A Thronsaal or Königshof that played a duration stays with it
(its effect returns `STAYS`; reading dominion.auslegung.thronsaal-dauerkarte). The mats are the player's "mat:<name>" zones (Eingeborenendorf,
Insel, Hafen), the tokens the player's ("pirate-ship") and the table's ("embargo:<pile>")."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import STAYS, Gen, is_, put_back_in_order, take_out
from engine.games.dominion.model import Bonus, Trigger, define
from engine.games.dominion.ops import Ask, BottomToTop, Call, Flag, Gain, Look, Move, Plus, Reveal, Token
from engine.games.dominion.piles import pile_key
from engine.games.dominion.state import GameState


def stays(player: str, tag: str, comes_back: bool = True) -> Gen:
    """The duration stays in play; with `comes_back`, its "turn-start" trigger runs next turn."""
    yield Token(player, "stay:" + tag)
    if comes_back:
        yield Token(player, "next:" + tag)
    return STAYS


def duration(tag: str, bonus: Bonus, later: Bonus | None = None, play: Any = None, back: Any = None) -> None:
    """A duration card: `bonus` now (then `play`), at the start of the next turn `later` (then `back`)."""

    def now(args: dict[str, Any]) -> Gen:
        if play is not None:
            result = yield from play(args)
            if result is not STAYS:
                return result
            return STAYS
        return (yield from stays(args["player"], tag))

    def next_turn(args: dict[str, Any]) -> Gen:
        for op in (later or Bonus()).ops(args["player"]):  # noqa: UP028  (ops are sent answers)
            yield op
        if back is not None:
            yield from back(args)

    define(tag, bonus=bonus, play=now, triggers=[Trigger("turn-start", "duration", next_turn)])


# -- durations ------------------------------------------------------------------------------------------

# ln1762/ln1764: +2 actions, +1 coin; next turn +1 action, +1 coin
duration("Fishing Village", Bonus(actions=2, coins=1), Bonus(actions=1, coins=1))
# ln1803: +1 card, +1 action; next turn +1 card
duration("Caravan", Bonus(cards=1, actions=1), Bonus(cards=1))
# ln1883/ln1884: +2 coins; next turn +2 coins
duration("Merchant Ship", Bonus(coins=2), Bonus(coins=2))
# ln1921/ln1923: +2 cards, +1 buy; next turn the same
duration("Wharf", Bonus(cards=2, buys=1), Bonus(cards=2, buys=1))


def _lighthouse_shields(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return True


# ln1736: +1 action, +1 coin; next turn +1 coin; while it lies in play its owner is unaffected by attacks
define("Lighthouse", bonus=Bonus(actions=1, coins=1), play=lambda args: stays(args["player"], "Lighthouse"),
       triggers=[Trigger("turn-start", "duration", lambda args: _plus_coins(1)),
                 Trigger("attack", "in_play", immune=True)])


def _plus_coins(coins: int) -> Gen:
    yield Plus(coins=coins)


def _haven(args: dict[str, Any]) -> Gen:
    """ln1730: set a hand card aside face down (must, if any); it comes to the hand next turn."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.hafen", "Eine Handkarte zur Seite legen", "Set a card aside", "hand",
                       1, 1)
    for card in chosen:
        yield Move(player, card, "hand", "mat:haven")
    return (yield from stays(player, "Haven"))


def _haven_back(args: dict[str, Any]) -> Gen:
    yield Move(args["player"], "*", "mat:haven", "hand")  # every card set aside on a Hafen (all come back now)


duration("Haven", Bonus(cards=1, actions=1), play=_haven, back=_haven_back)


def _tactician(args: dict[str, Any]) -> Gen:
    """ln1906: discard the hand; only if a card was discarded: next turn +5 cards, +1 action, +1 buy."""
    player = args["player"]
    size = yield Look("hand_size", player)
    if size == 0:
        return None
    yield Move(player, "*", "hand", "discard")
    return (yield from stays(player, "Tactician"))


duration("Tactician", Bonus(), Bonus(cards=5, actions=1, buys=1), play=_tactician)


def _outpost(args: dict[str, Any]) -> Gen:
    """ln1853/ln1855: this turn's clean-up draws 3, an extra turn follows at once (never a third in a row);
    the Außenposten stays until the extra turn's clean-up."""
    player = args["player"]
    flags = yield Look("flags")
    yield Flag("outpost")
    if flags.get("extra_turn"):
        return None
    return (yield from stays(player, "Outpost", comes_back=False))


define("Outpost", play=_outpost)


# -- mats and tokens ------------------------------------------------------------------------------------


def _native_village(args: dict[str, Any]) -> Gen:
    """ln1712: either the top card of the deck face down onto the mat, or every card of the mat to the hand."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.eingeborenendorf", "Oberste Karte auf das Tableau oder alle auf die Hand?",
                       "Top card onto the mat, or the mat's cards into your hand?", "options", 1, 1,
                       options=("tableau", "hand"))
    if chosen == ["tableau"]:
        looked = yield Reveal(player, 1, look=True)
        for card in looked:
            yield Move(player, card, "revealed", "mat:native-village")
    else:
        yield Move(player, "*", "mat:native-village", "hand")


define("Native Village", bonus=Bonus(actions=2), play=_native_village)


def _island(args: dict[str, Any]) -> Gen:
    """ln1794: the Insel and a hand card (must, if any) onto the Insel mat until the game ends; its points
    and the mat's cards count at the end (ln1796)."""
    player = args["player"]
    yield Move(player, "Island", "play", "mat:island")
    chosen = yield Ask(player, "dominion.karte.insel", "Eine Handkarte auf das Insel-Tableau legen",
                       "Put a card from your hand onto the Island mat", "hand", 1, 1)
    for card in chosen:
        yield Move(player, card, "hand", "mat:island")


define("Island", play=_island)


def _embargo(args: dict[str, Any]) -> Gen:
    """ln1720: trash it (once, even after a Thronsaal) and put an Embargo token on any supply pile."""
    player = args["player"]
    yield Move(player, "Embargo", "play", "trash")
    chosen = yield Ask(player, "dominion.karte.embargo", "Einen Embargomarker auf einen Vorratsstapel legen",
                       "Put an Embargo token on a supply pile", "any", 1, 1)
    for card in chosen:
        yield Token(None, "embargo:" + pile_key(card))  # on the pile: all its cards (ln4736, piles.py)


def _embargoed(args: dict[str, Any]) -> Gen:
    # ln1724: one Curse per token when buying from the pile (not when gaining otherwise)
    event = args["event"]
    tokens = yield Look("tokens")
    for _ in range(tokens.get("embargo:" + pile_key(event["card"]), 0)):
        yield Gain(event["player"], "Curse")


define("Embargo", bonus=Bonus(coins=2), play=_embargo, triggers=[Trigger(  # its tokens: also from a deck ("game")
    "buy", "game", _embargoed,
    when=lambda state, owner, event: state.tokens.get("embargo:" + pile_key(event["card"]), 0) > 0)])


def _pirate_ship(args: dict[str, Any]) -> Gen:
    """ln1826–1832: reactions first (it is an attack, whichever instruction); then either every other player
    reveals 2 and trashes a treasure of your choice (a coin token if any was trashed), or +1 coin per token."""
    player = args["player"]
    rule = "dominion.karte.piratenschiff"
    victims = yield Call("attack", {"player": player})
    chosen = yield Ask(player, rule, "Geldkarten entsorgen oder +1 je Geldmarker?", "Trash treasures or +1 per token?",
                       "options", 1, 1, options=("angriff", "geld"), verb="trash")
    if chosen == ["geld"]:
        tokens = yield Look("tokens", player)
        if tokens.get("pirate-ship", 0):
            yield Plus(coins=tokens["pirate-ship"])
        return
    trashed = False
    for victim in victims:
        revealed = yield Reveal(victim, 2)
        rest = list(revealed)
        treasures = sorted({card for card in rest if is_(card, "Treasure")})
        if treasures:
            pick = [treasures[0]]
            if len(treasures) > 1:
                pick = yield Ask(player, rule, f"Welche Geldkarte von {victim} wird entsorgt?",
                                 f"Which of {victim}'s treasures is trashed?", "revealed", 1, 1, {"cards": treasures},
                                 owner=victim, verb="trash")
            rest.remove(pick[0])
            yield Move(victim, pick[0], "revealed", "trash")
            trashed = True
        for card in rest:
            yield Move(victim, card, "revealed", "discard")
    if trashed:
        yield Token(player, "pirate-ship")


define("Pirate Ship", play=_pirate_ship)


# -- the others -----------------------------------------------------------------------------------------

# ln1862; +1 coin by reading dominion.auslegung.bazar-ein-geld (HiG ln1614: the RGG note lost its coin)
define("Bazaar", bonus=Bonus(cards=1, actions=2, coins=1))


def _pearl_diver(args: dict[str, Any]) -> Gen:
    """ln1742: look at the bottom card of the deck; it goes onto the top or back to the bottom."""
    player = args["player"]
    size = yield Look("draw_pile_size", player)
    if size < 2:
        return
    chosen = yield Ask(player, "dominion.karte.perlentaucher", "Unterste Karte oben auf den Nachziehstapel legen?",
                       "Put the bottom card on top?", "options", 1, 1, options=("ja", "nein"), verb="topdeck")
    if chosen == ["ja"]:
        yield BottomToTop(player)


define("Pearl Diver", bonus=Bonus(cards=1, actions=1), play=_pearl_diver)


def _lookout(args: dict[str, Any]) -> Gen:
    """ln1748: look at the top 3; trash one, discard one, put one back (with fewer, in that order)."""
    player = args["player"]
    rule = "dominion.karte.ausguck"
    rest = list((yield Reveal(player, 3, look=True)))
    for verb, target, de, en in (("trash", "trash", "entsorgen", "trash"), ("discard", "discard", "ablegen", "discard")):
        if not rest:
            return
        chosen = yield Ask(player, rule, f"Eine der angesehenen Karten {de}", f"Choose a card to {en}", "revealed", 1, 1,
                           _looked_at(rest), verb=verb)
        for card in chosen:
            take_out(rest, card)
            yield Move(player, card, "revealed", target)
    for card in rest:
        yield Move(player, card, "revealed", "draw_pile")


def _looked_at(rest: list[str | None]) -> dict[str, Any]:
    if None not in rest:
        return {"cards": sorted(set(rest)), "cap": dict(Counter(rest))}  # type: ignore[arg-type]
    return {"cap": dict(Counter(card for card in rest if card is not None))}


define("Lookout", bonus=Bonus(actions=1), play=_lookout)


def _navigator(args: dict[str, Any]) -> Gen:
    """ln1817: look at the top 5; discard them all, or put them back in any order."""
    player = args["player"]
    rule = "dominion.karte.navigator"
    looked = yield Reveal(player, 5, look=True)
    if not looked:
        return
    chosen = yield Ask(player, rule, "Alle ablegen oder in beliebiger Reihenfolge zurücklegen?",
                       "Discard them all or put them back in any order?", "options", 1, 1,
                       options=("ablegen", "zurueck"), verb="discard")
    if chosen == ["ablegen"]:
        for card in looked:
            yield Move(player, card, "revealed", "discard")
    else:
        yield from put_back_in_order(player, rule, list(looked))


define("Navigator", bonus=Bonus(coins=2), play=_navigator)


def _warehouse(args: dict[str, Any]) -> Gen:
    """ln1771: then discard 3 cards (all, with fewer)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.lagerhaus", "3 Karten ablegen", "Discard 3 cards", "hand", 3, 3,
                       verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")


define("Warehouse", bonus=Bonus(cards=3, actions=1), play=_warehouse)


def _salvager(args: dict[str, Any]) -> Gen:
    """ln1810: trash a hand card (must, if any): +coins as much as it costs."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.muellverwerter", "Eine Handkarte entsorgen", "Trash a card from your hand",
                       "hand", 1, 1, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
        price = yield Look("cost", card=card)
        if price:
            yield Plus(coins=price)


define("Salvager", bonus=Bonus(buys=1), play=_salvager)


def _treasure_map(args: dict[str, Any]) -> Gen:
    """ln1839: trash it and another Schatzkarte from the hand; only both trashed give 4 Gold onto the deck."""
    player = args["player"]
    trashed = yield Move(player, "Treasure Map", "play", "trash")
    chosen = yield Ask(player, "dominion.karte.schatzkarte", "Eine weitere Schatzkarte entsorgen",
                       "Trash another Treasure Map", "hand", 1, 1, {"cards": ["Treasure Map"]}, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
    if trashed and chosen:
        for _ in range(4):
            yield Gain(player, "Gold", "draw_pile")


define("Treasure Map", play=_treasure_map)


def _explorer(args: dict[str, Any]) -> Gen:
    """ln1869: reveal a Provinz from the hand for a Gold, else a Silber; to the hand."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.entdecker", "Eine Provinz aufdecken?", "Reveal a Province?", "hand", 0, 1,
                       {"cards": ["Province"]}, verb="reveal")
    yield Gain(player, "Gold" if chosen else "Silver", "hand")


define("Explorer", play=_explorer)


def _smugglers(args: dict[str, Any]) -> Gen:
    """ln1778: gain a copy of a card costing up to 6 the player to the right gained in their last turn."""
    player = args["player"]
    players: list[str] = args["players"]
    right = players[(players.index(player) - 1) % len(players)]
    gained = yield Look("gained_last_turn", right)
    chosen = yield Ask(player, "dominion.karte.schmuggler", "Eine dieser Karten nehmen", "Gain one of these cards",
                       "supply", 1, 1, {"cards": sorted(set(gained)), "max_cost": 6}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


def _smugglers_watch(args: dict[str, Any]) -> Gen:
    # what each player gains in their own turn ("gained:<player>", emptied when their turn begins)
    event = args["event"]
    yield Token(None, "gained:" + event["player"] + ":" + event["card"])


def _smugglers_new_turn(args: dict[str, Any]) -> Gen:
    player = args["event"]["player"]
    tokens = yield Look("tokens")
    for key, count in sorted(tokens.items()):
        if key.startswith("gained:" + player + ":"):
            yield Token(None, key, -count)


define("Smugglers", play=_smugglers, triggers=[
    Trigger("gain", "game", _smugglers_watch, when=lambda state, owner, event: event["player"] == state.player),
    Trigger("turn-start", "game", _smugglers_new_turn)])  # its record of gains: also from a deck ("game")


def _cutpurse(args: dict[str, Any]) -> Gen:
    """ln1785: every other player discards a Kupfer from the hand (or shows a hand without one)."""
    victims = yield Call("attack", {"player": args["player"]})
    for victim in victims:
        chosen = yield Ask(victim, "dominion.karte.beutelschneider", "Ein Kupfer ablegen", "Discard a Copper", "hand", 1,
                           1, {"cards": ["Copper"]}, verb="discard")
        for card in chosen:
            yield Move(victim, card, "hand", "discard")


define("Cutpurse", bonus=Bonus(coins=2), play=_cutpurse)


def _sea_hag(args: dict[str, Any]) -> Gen:
    """ln1846: every other player discards the top card of the deck, then gains a Fluch onto the deck."""
    victims = yield Call("attack", {"player": args["player"]})
    for victim in victims:
        revealed = yield Reveal(victim, 1)
        for card in revealed:
            yield Move(victim, card, "revealed", "discard")
        yield Gain(victim, "Curse", "draw_pile")


define("Sea Hag", play=_sea_hag)


def _ghost_ship(args: dict[str, Any]) -> Gen:
    """ln1876: every other player with 4 or more cards in hand puts cards onto the deck until 3 are left."""
    victims = yield Call("attack", {"player": args["player"]})
    for victim in victims:
        size = yield Look("hand_size", victim)
        if size > 3:
            chosen = yield Ask(victim, "dominion.karte.geisterschiff", f"{size - 3} Karten auf den Nachziehstapel legen",
                               f"Put {size - 3} cards onto your deck", "hand", size - 3, size - 3, verb="topdeck")
            for card in chosen:  # in the order named: the last one named lies on top
                yield Move(victim, card, "hand", "draw_pile")


define("Ghost Ship", bonus=Bonus(cards=2), play=_ghost_ship)


def _ambassador(args: dict[str, Any]) -> Gen:
    """ln1755: reveal a hand card, return up to 2 copies of it from the hand to the supply; every other
    player (from the left) gains one."""
    player = args["player"]
    rule = "dominion.karte.botschafter"
    victims = yield Call("attack", {"player": player})
    shown = yield Ask(player, rule, "Eine Handkarte vorzeigen", "Reveal a card from your hand", "hand", 1, 1,
                      verb="reveal")
    if not shown:
        return
    card = shown[0]
    back = yield Ask(player, rule, f"Bis zu 2 {cards.german(card)} in den Vorrat zurücklegen",
                     f"Return up to 2 {card} to the supply", "hand", 0, 2, {"cards": [card]}, verb="return")
    for returned in back:
        yield Move(player, returned, "hand", "supply")
    for victim in victims:
        yield Gain(victim, card)


define("Ambassador", play=_ambassador)


def _treasury_back(args: dict[str, Any]) -> Gen:
    """ln1891: at the clean-up, if no victory card was bought this turn, it may go onto the deck."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.schatzkammer", "Schatzkammer auf den Nachziehstapel legen?",
                       "Put the Treasury onto your deck?", "options", 1, 1, options=("ja", "nein"), verb="topdeck")
    if chosen == ["ja"]:
        yield Move(player, "Treasury", "play", "draw_pile")


def _victory_bought(args: dict[str, Any]) -> Gen:
    yield Flag("bought_victory")  # ln1893: only a bought victory card keeps the Schatzkammer off the deck


define("Treasury", bonus=Bonus(cards=1, actions=1, coins=1), triggers=[
    Trigger("cleanup", "in_play", _treasury_back,
            when=lambda state, owner, event: owner == event["player"] and not state.flags.get("bought_victory")),
    Trigger("buy", "game", _victory_bought,  # a turn mark: also from a deck ("game")
            when=lambda state, owner, event: cards.card(event["card"]).is_("Victory"))])

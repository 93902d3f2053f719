"""Dominion – Hinterland, 1st edition as printed by HiG 2011 and RGG 2020: its 26 kingdom cards, each defined
once (see model.py). Each definition cites the divider note it follows (rulebook 003 line numbers; section 19,
RGG 2020, unless marked HiG (section 18)).

Most of the box acts when a card is bought or gained: "buy"/"gain" triggers of the card itself ("self":
Grenzdorf, Botschaft, Blutzoll, Schatztruhe, Gasthaus, Mandarin, Nomadencamp, Fruchtbares Land, Edler
Räuber), of cards in play (Feilscher), of the kingdom (Herzogin on a Herzogtum). The Fahrende Händler
replaces a gain about to happen (the bus's replaceable "would-gain" event, events.instead), the Katzengold
hears another player's Provinz, the Tunnel a discard outside the clean-up (the discard event says
"cleanup"). Where the two printings' notes differ, a card follows the printing the record's editions make
rule (`runner.versions`); the readings are published in rules/hinterland.json."""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import BLIND_ANSWERS, Gen, is_, others, put_back_in_order, take_out
from engine.games.dominion.model import Bonus, Trigger, define, on_play
from engine.games.dominion.ops import Ask, Call, Draw, Flag, Gain, Look, Move, Plus, Reveal, ShuffleIn
from engine.games.dominion.state import GameState

HIG = "hinterland-hig-2011"

# decisions a record may answer without naming the cards (as the Miliz's, the Ausguck's: common.BLIND_ANSWERS)
BLIND_ANSWERS["dominion.karte.markgraf"] = None
BLIND_ANSWERS["dominion.karte.kartograph"] = None
BLIND_ANSWERS["dominion.karte.mandarin"] = None


def _hig(args: dict[str, Any], tag: str) -> bool:
    """Whether the card follows the HiG 2011 note (only that printing of the box is in the game)."""
    return args["versions"].get(tag) == HIG


def _everyone(args: dict[str, Any], tag: str) -> list[str]:
    """Every player, the card's player included: from the left, the player last (HiG), or from the player
    (RGG) (reading dominion.auslegung.hinterland-reihenfolge)."""
    if _hig(args, tag):
        return [*others(args), args["player"]]
    return [args["player"], *others(args)]


def _looked_at(rest: list[str | None]) -> dict[str, Any]:
    """The filter of a choice among cards looked at, some perhaps unseen (None)."""
    counts: dict[str, int] = {}
    for card in rest:
        if card is not None:
            counts[card] = counts.get(card, 0) + 1
    if None not in rest:
        return {"cards": sorted(counts), "cap": counts}
    return {"cap": counts}


def _discard_or_back(player: str, rule: str, looked: list[Any]) -> Gen:
    """The player looks at the top card and discards it or puts it back (Herzogin, Lebenskünstler)."""
    for card in looked:
        name = cards.german(card) if card is not None else "Die oberste Karte"
        chosen = yield Ask(player, rule, f"{name} ablegen oder zurücklegen?", "Discard it or put it back?", "options", 1,
                           1, options=("ablegen", "zurueck"), verb="discard")
        yield Move(player, card, "revealed", "discard" if chosen == ["ablegen"] else "draw_pile")


def _trash_from_hand(player: str, rule: str) -> Gen:
    """Trash a hand card (must, if any); returns it, or None."""
    chosen = yield Ask(player, rule, "Eine Handkarte entsorgen", "Trash a card from your hand", "hand", 1, 1,
                       verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
        return card
    return None


# -- bonuses and cost ---------------------------------------------------------------------------------------


def _highway(state: GameState, tag: str) -> int:
    return 1  # ln3569: while in play every card costs 1 less (never below 0: `Cost.reduced`), per copy in play


define("Highway", bonus=Bonus(cards=1, actions=1), modifies_cost=_highway)


@on_play("Oasis", bonus=Bonus(cards=1, actions=1, coins=1))
def oasis(args: dict[str, Any]) -> Gen:
    """ln3474: then discard a hand card (also with nothing drawn)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.oase", "Eine Handkarte ablegen", "Discard a card", "hand", 1, 1,
                       verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")


@on_play("Embassy", bonus=Bonus(cards=5), triggers=[Trigger("gain", "self", lambda args: _each_other_gains(args, "Silver"))])
def embassy(args: dict[str, Any]) -> Gen:
    """ln3553: +5 cards, then discard 3 (all, with fewer); ln3555: when gained, every other player gains a
    Silber, from the left."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.botschaft", "3 Karten ablegen", "Discard 3 cards", "hand", 3, 3,
                       verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")


def _each_other_gains(args: dict[str, Any], tag: str) -> Gen:
    for other in others(args):  # from the left of the gaining player (ln3546, ln3555)
        yield Gain(other, tag)


def inn(args: dict[str, Any]) -> Gen:
    """HiG ln3204: +2 cards, +2 actions, then discard 2."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.gasthaus", "2 Karten ablegen", "Discard 2 cards", "hand", 2, 2,
                       verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")


def _inn_gained(args: dict[str, Any]) -> Gen:
    """ln3576: when gained, reveal any number of action cards of the discard pile (this one included) and
    shuffle them into the draw pile (reading dominion.auslegung.gasthaus-ablagestapel: HiG ln3204 says
    Nachziehstapel)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.gasthaus", "Aktionskarten aus dem Ablagestapel in den Nachziehstapel "
                       "mischen", "Shuffle action cards from your discard pile into your deck", "discard", 0, 99,
                       {"types": ["Action"]}, verb="reveal")
    if chosen:
        yield ShuffleIn(player, tuple(chosen), "discard")


define("Inn", play=inn, bonus=Bonus(cards=2, actions=2), triggers=[Trigger("gain", "self", _inn_gained)])


def _nomad_camp_gained(args: dict[str, Any]) -> Gen:
    event = args["event"]  # ln3532: bought or gained otherwise, it goes onto the draw pile
    if event["to"] != "draw_pile":
        yield Move(args["player"], "Nomad Camp", event["to"], "draw_pile")


define("Nomad Camp", bonus=Bonus(buys=1, coins=2), triggers=[Trigger("gain", "self", _nomad_camp_gained)])


def _border_village_gained(args: dict[str, Any]) -> Gen:
    """ln3625 (HiG ln3218): when gained, gain a card costing less than it costs now."""
    player = args["player"]
    price = yield Look("cost", card="Border Village")
    chosen = yield Ask(player, "dominion.karte.grenzdorf", f"Eine Karte bis {price - 1} nehmen",
                       f"Gain a card costing up to {price - 1}", "supply", 1, 1, {"max_cost": price - 1}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


define("Border Village", bonus=Bonus(cards=1, actions=2), triggers=[Trigger("gain", "self", _border_village_gained)])


def _cache_gained(args: dict[str, Any]) -> Gen:
    for _ in range(2):  # ln3606: when gained, 2 Kupfer as well (as many as there are)
        yield Gain(args["player"], "Copper")


define("Cache", triggers=[Trigger("gain", "self", _cache_gained)])


def _silk_road(owned: dict[str, int]) -> int:
    """ln3539: 1 point per 4 victory cards of the whole deck (itself included), rounded down."""
    return sum(n for tag, n in owned.items() if n > 0 and cards.card(tag).is_("Victory")) // 4


define("Silk Road", points=_silk_road)


# -- treasures ----------------------------------------------------------------------------------------------


def _fools_gold(args: dict[str, Any]) -> Gen:
    """ln3444: worth 1 the first time a Katzengold is played this turn, 4 every other time."""
    flags = yield Look("flags")
    yield Flag("fools_gold")
    yield Plus(coins=4 if flags.get("fools_gold") else 1)


def _fools_gold_reacts(args: dict[str, Any]) -> Gen:
    """ln3446: when another player gains a Provinz, trash it from the hand for a Gold onto the draw pile
    (without Gold left it may still be trashed: HiG ln3239); each copy in hand may do so (reading
    dominion.auslegung.katzengold-jedes)."""
    player = args["player"]
    while True:
        trashed = yield Move(player, "Fool's Gold", "hand", "trash")
        if not trashed:
            return
        yield Gain(player, "Gold", "draw_pile")
        again = yield Ask(player, "dominion.karte.katzengold", "Noch ein Katzengold entsorgen?",
                          "Trash another Fool's Gold?", "hand", 0, 1, {"cards": ["Fool's Gold"]}, verb="trash")
        if not again:
            return


def _another_gains_a_province(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return owner != event["player"] and event["card"] == "Province"


define("Fool's Gold", play=_fools_gold,
       triggers=[Trigger("gain", "hand", _fools_gold_reacts, when=_another_gains_a_province)])


def _ill_gotten_gains(args: dict[str, Any]) -> Gen:
    """ln3546: worth 1; may gain a Kupfer to the hand."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.blutzoll", "Ein Kupfer auf die Hand nehmen?", "Gain a Copper to your hand?",
                       "options", 1, 1, options=("ja", "nein"), verb="gain")
    if chosen == ["ja"]:
        yield Gain(player, "Copper", "hand")


# ln3546: when gained, every other player gains a Fluch, from the left (as many as there are)
define("Ill-Gotten Gains", play=_ill_gotten_gains,
       triggers=[Trigger("gain", "self", lambda args: _each_other_gains(args, "Curse"))])


# -- trashing and gaining -----------------------------------------------------------------------------------


@on_play("Develop")
def develop(args: dict[str, Any]) -> Gen:
    """ln3460 (HiG ln3153): trash a hand card; gain one costing exactly 1 more and one costing exactly 1 less,
    in either order, onto the draw pile (the one there is, when only one cost has a card)."""
    player = args["player"]
    rule = "dominion.karte.aufbau"
    trashed = yield from _trash_from_hand(player, rule)
    if trashed is None:
        return
    price = yield Look("cost", card=trashed)
    costs = [c for c in (price + 1, price - 1) if c >= 0]
    first = yield Ask(player, rule, f"Eine Karte mit Kosten genau {' oder '.join(map(str, costs))} nehmen",
                      f"Gain a card costing exactly {' or '.join(map(str, costs))}", "supply", 1, 1, {"costs": costs},
                      verb="gain")
    for card in first:
        got = yield Look("cost", card=card)
        yield Gain(player, card, "draw_pile")
        rest = [c for c in costs if c != got]
        if rest:
            second = yield Ask(player, rule, f"Eine Karte mit Kosten genau {rest[0]} nehmen",
                               f"Gain a card costing exactly {rest[0]}", "supply", 1, 1, {"exact_cost": rest[0]},
                               verb="gain")
            for other in second:
                yield Gain(player, other, "draw_pile")


def trader(args: dict[str, Any]) -> Gen:
    """ln3504: trash a hand card (must, if any), a Silber per coin it costs now (potions count not)."""
    player = args["player"]
    trashed = yield from _trash_from_hand(player, "dominion.karte.fahrender-haendler")
    if trashed is None:
        return
    price = yield Look("cost", card=trashed)
    for _ in range(price):
        yield Gain(player, "Silver")


def _trader_instead(args: dict[str, Any]) -> Gen:
    """ln3506 (HiG ln3177): revealed when its owner would gain a card: a Silber instead, onto the discard
    pile; the other card is not gained (its "when gained" does not happen; its "when bought" has)."""
    yield from ()
    return ["Silver", "discard"]


def _would_gain_not_silver(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    # a Silber for a Silber changes nothing: not offered
    return owner == event["player"] and event["card"] != "Silver"


define("Trader", play=trader, triggers=[Trigger("would-gain", "hand", _trader_instead, when=_would_gain_not_silver)])


@on_play("Jack of All Trades")
def jack_of_all_trades(args: dict[str, Any]) -> Gen:
    """ln3520–3525: gain a Silber; look at the top card, discard it or put it back; draw up to 5 cards in
    hand; may trash a hand card that is no treasure."""
    player = args["player"]
    rule = "dominion.karte.lebenskuenstler"
    yield Gain(player, "Silver")
    looked = yield Reveal(player, 1, look=True)
    yield from _discard_or_back(player, rule, list(looked))
    size = yield Look("hand_size", player)
    if size < 5:
        yield Draw(player, 5 - size, fill=True)
    chosen = yield Ask(player, rule, "Eine Karte entsorgen, die keine Geldkarte ist?", "Trash a non-treasure?", "hand",
                       0, 1, {"not_types": ["Treasure"]}, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")


@on_play("Spice Merchant")
def spice_merchant(args: dict[str, Any]) -> Gen:
    """ln3513: may trash a treasure from the hand (reading dominion.auslegung.hinterland-geldkarte); if so
    +2 cards and +1 action, or +2 coins and +1 buy."""
    player = args["player"]
    rule = "dominion.karte.gewuerzhaendler"
    chosen = yield Ask(player, rule, "Eine Geldkarte entsorgen?", "Trash a treasure?", "hand", 0, 1,
                       {"types": ["Treasure"]}, verb="trash")
    if not chosen:
        return
    yield Move(player, chosen[0], "hand", "trash")
    picked = yield Ask(player, rule, "+2 Karten und +1 Aktion oder +2 Geld und +1 Kauf?",
                       "+2 Cards and +1 Action, or +2 Coins and +1 Buy?", "options", 1, 1, options=("karten", "geld"))
    if picked == ["karten"]:
        yield Draw(player, 2)
        yield Plus(actions=1)
    else:
        yield Plus(buys=1, coins=2)


@on_play("Stables")
def stables(args: dict[str, Any]) -> Gen:
    """ln3611: may discard a treasure (reading dominion.auslegung.hinterland-geldkarte); if so +3 cards and
    +1 action."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.stallungen", "Eine Geldkarte ablegen?", "Discard a treasure?", "hand", 0,
                       1, {"types": ["Treasure"]}, verb="discard")
    if not chosen:
        return
    yield Move(player, chosen[0], "hand", "discard")
    yield Draw(player, 3)
    yield Plus(actions=1)


# -- looking at the deck ------------------------------------------------------------------------------------


@on_play("Cartographer", bonus=Bonus(cards=1, actions=1))
def cartographer(args: dict[str, Any]) -> Gen:
    """ln3583: look at the top 4, discard any number, put the rest back in any order."""
    player = args["player"]
    rule = "dominion.karte.kartograph"
    rest = list((yield Reveal(player, 4, look=True)))
    if not rest:
        return
    chosen = yield Ask(player, rule, "Beliebig viele der angesehenen Karten ablegen", "Discard any number of them",
                       "revealed", 0, len(rest), _looked_at(rest), verb="discard")
    for card in chosen:
        take_out(rest, card)
        yield Move(player, card, "revealed", "discard")
    yield from put_back_in_order(player, rule, rest)


def _duchess(args: dict[str, Any]) -> Gen:
    """ln3435 (HiG ln3225): +2 coins; every player, the player included, looks at the top card and discards
    it or puts it back, each deciding for themselves."""
    for who in _everyone(args, "Duchess"):
        looked = yield Reveal(who, 1, look=True)
        yield from _discard_or_back(who, "dominion.karte.herzogin", list(looked))


def _duchess_gained(args: dict[str, Any]) -> Gen:
    """ln3437: whoever gains a Herzogtum may gain a Herzogin too, while its pile lasts."""
    player = args["event"]["player"]
    chosen = yield Ask(player, "dominion.karte.herzogin", "Zusätzlich eine Herzogin nehmen?", "Gain a Duchess too?",
                       "options", 1, 1, options=("ja", "nein"), verb="gain")
    if chosen == ["ja"]:
        yield Gain(player, "Duchess")


define("Duchess", bonus=Bonus(coins=2), play=_duchess, triggers=[Trigger(
    "gain", "kingdom", _duchess_gained,
    when=lambda state, owner, event: event["card"] == "Duchy" and state.supply.get("Duchess", 0) > 0,
    pile_only=True)])  # ln3225: "als eine der 10 Königreichkarten" only (dominion.auslegung.schwarzmarkt-karten)


@on_play("Oracle")
def oracle(args: dict[str, Any]) -> Gen:
    """ln3481 (HiG ln3293): every player (the player included, reactions aside) reveals the top 2; the player
    decides whether they are discarded or put back (in an order their owner chooses); then +2 cards."""
    player = args["player"]
    rule = "dominion.karte.orakel"
    victims = yield Call("attack", {"player": player})
    for who in _everyone(args, "Oracle"):
        if who != player and who not in victims:
            continue
        revealed = list((yield Reveal(who, 2)))
        if not revealed:
            continue
        names = ", ".join(cards.german(card) for card in revealed)
        chosen = yield Ask(player, rule, f"{who}: {names} ablegen oder zurücklegen?",
                           f"{who}: discard them or put them back?", "options", 1, 1, options=("ablegen", "zurueck"),
                           verb="discard")
        if chosen == ["ablegen"]:
            for card in revealed:
                yield Move(who, card, "revealed", "discard")
        else:
            yield from put_back_in_order(who, rule, revealed)
    yield Draw(player, 2)


@on_play("Crossroads")
def crossroads(args: dict[str, Any]) -> Gen:
    """ln3453: reveal the hand, +1 card per victory card in it; the first Wegkreuzung played this turn +3
    actions, a later one none (HiG ln3332: +1 action; reading dominion.auslegung.wegkreuzung-weitere)."""
    player = args["player"]
    hand = yield Look("hand", player)
    if hand["unknown"]:  # the record must show the hand: the draw depends on it
        size = sum(hand["cards"].values()) + hand["unknown"]
        shown = yield Ask(player, "dominion.karte.wegkreuzung", "Die Handkarten aufdecken", "Reveal your hand", "hand",
                          size, size, verb="reveal")
        victory = sum(1 for card in shown if is_(card, "Victory"))
    else:
        victory = sum(n for tag, n in hand["cards"].items() if is_(tag, "Victory"))
    if victory:
        yield Draw(player, victory)
    flags = yield Look("flags")
    yield Flag("crossroads")
    if not flags.get("crossroads"):
        yield Plus(actions=3)
    elif _hig(args, "Crossroads"):
        yield Plus(actions=1)


# -- putting back -------------------------------------------------------------------------------------------


def mandarin(args: dict[str, Any]) -> Gen:
    """ln3590: +3 coins, then a hand card onto the draw pile (none in hand: none)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.mandarin", "Eine Handkarte auf den Nachziehstapel legen",
                       "Put a card from your hand onto your deck", "hand", 1, 1, verb="topdeck")
    for card in chosen:
        yield Move(player, card, "hand", "draw_pile")


def _mandarin_gained(args: dict[str, Any]) -> Gen:
    """ln3592: when gained, every treasure in play onto the draw pile in any order; their coins stay."""
    player = args["player"]
    in_play = yield Look("in_play", player)
    treasures = [tag for tag in in_play if is_(tag, "Treasure")]
    for card in treasures:  # taken up together, then put back one by one in the order the player chooses
        yield Move(player, card, "play", "revealed")
    yield from put_back_in_order(player, "dominion.karte.mandarin", treasures)


define("Mandarin", play=mandarin, bonus=Bonus(coins=3), triggers=[Trigger("gain", "self", _mandarin_gained)])


def _scheme(args: dict[str, Any]) -> Gen:
    yield Flag("scheme")  # ln3467: one choice at the clean-up per Komplott played this turn


def _scheme_cleanup(args: dict[str, Any]) -> Gen:
    """ln3467 (HiG ln3245 errata, ln3247): as the clean-up begins, per Komplott played an action card in play
    (not one staying in play) may go onto the draw pile instead of the discard pile."""
    player = args["event"]["player"]
    flags = yield Look("flags")
    tokens = yield Look("tokens", player)
    staying = sorted(key[5:] for key in tokens if key.startswith("stay:"))
    for _ in range(flags.get("scheme", 0)):
        chosen = yield Ask(player, "dominion.karte.komplott", "Eine Aktionskarte im Spiel auf den Nachziehstapel legen?",
                           "Put an action card in play onto your deck?", "play", 0, 1,
                           {"types": ["Action"], "not_cards": staying}, verb="topdeck")
        if not chosen:
            return
        yield Move(player, chosen[0], "play", "draw_pile")


define("Scheme", bonus=Bonus(cards=1, actions=1), play=_scheme, triggers=[Trigger(
    "cleanup", "kingdom", _scheme_cleanup, when=lambda state, owner, event: state.flags.get("scheme", 0) > 0)])


# -- buying -------------------------------------------------------------------------------------------------


def _haggler_bought(args: dict[str, Any]) -> Gen:
    """ln3562: while in play, every card bought gains a cheaper card that is no victory card (one per
    Feilscher in play, not per play)."""
    player = args["player"]
    price = yield Look("cost", card=args["event"]["card"])
    chosen = yield Ask(player, "dominion.karte.feilscher", f"Eine billigere Karte (bis {price - 1}) nehmen, keine "
                       "Punktekarte", f"Gain a cheaper non-victory card (up to {price - 1})", "supply", 1, 1,
                       {"max_cost": price - 1, "not_types": ["Victory"]}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


define("Haggler", bonus=Bonus(coins=2), triggers=[Trigger(
    "buy", "in_play", _haggler_bought, when=lambda state, owner, event: owner == event["player"])])


def _farmland_bought(args: dict[str, Any]) -> Gen:
    """ln3619: when bought (not otherwise gained), trash a hand card (must) and gain one costing exactly 2
    more (none there: none)."""
    player = args["player"]
    rule = "dominion.karte.fruchtbares-land"
    trashed = yield from _trash_from_hand(player, rule)
    if trashed is None:
        return
    price = yield Look("cost", card=trashed)
    chosen = yield Ask(player, rule, f"Eine Karte mit Kosten genau {price + 2} nehmen",
                       f"Gain a card costing exactly {price + 2}", "supply", 1, 1, {"exact_cost": price + 2}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


define("Farmland", triggers=[Trigger("buy", "self", _farmland_bought)])


def _rob(args: dict[str, Any], victims: list[str]) -> Gen:
    """ln3495: each victim reveals the top 2 and trashes a Silber or Gold the player chooses, discards the
    rest, and gains a Kupfer without a treasure among them (HiG ln3171: without a Silber or Gold; reading
    dominion.auslegung.edler-raeuber-kupfer); the player gains the trashed cards."""
    player = args["player"]
    rule = "dominion.karte.edler-raeuber"
    loot: list[str] = []
    for victim in victims:
        revealed = list((yield Reveal(victim, 2)))
        rest = list(revealed)
        found = sorted({card for card in rest if card in ("Silver", "Gold")})
        if found:
            pick = [found[0]]
            if len(found) > 1:
                pick = yield Ask(player, rule, f"Welche Karte von {victim} wird entsorgt?",
                                 f"Which of {victim}'s cards is trashed?", "revealed", 1, 1, {"cards": found},
                                 owner=victim, verb="trash")
            rest.remove(pick[0])
            yield Move(victim, pick[0], "revealed", "trash")
            loot.append(pick[0])
        for card in rest:
            yield Move(victim, card, "revealed", "discard")
        if not found if _hig(args, "Noble Brigand") else not any(is_(card, "Treasure") for card in revealed):
            yield Gain(victim, "Copper")
    for card in loot:
        yield Gain(player, card, "discard", "trash")


def noble_brigand(args: dict[str, Any]) -> Gen:
    victims = yield Call("attack", {"player": args["player"]})  # played: the others may react
    yield from _rob(args, victims)


def _noble_brigand_bought(args: dict[str, Any]) -> Gen:
    yield from _rob(args, others(args))  # ln3497: when bought no reaction may be revealed


define("Noble Brigand", play=noble_brigand, bonus=Bonus(coins=1),
       triggers=[Trigger("buy", "self", _noble_brigand_bought)])


# -- discarding ---------------------------------------------------------------------------------------------


@on_play("Margrave", bonus=Bonus(cards=3, buys=1))
def margrave(args: dict[str, Any]) -> Gen:
    """ln3599: every other player draws a card, then discards down to 3 cards in hand."""
    victims = yield Call("attack", {"player": args["player"]})
    for victim in victims:
        yield Draw(victim, 1)
        size = yield Look("hand_size", victim)
        if size > 3:
            chosen = yield Ask(victim, "dominion.karte.markgraf", f"{size - 3} Karten ablegen",
                               f"Discard {size - 3} cards", "hand", size - 3, size - 3, verb="discard")
            for card in chosen:
                yield Move(victim, card, "hand", "discard")


def _tunnel(args: dict[str, Any]) -> Gen:
    """ln3488 (HiG ln3324): discarded by an instruction outside a clean-up phase, it may be revealed: a Gold
    (onto the discard pile; without Gold left none: HiG ln3326)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.tunnel", "Tunnel aufdecken und ein Gold nehmen?",
                       "Reveal the Tunnel and gain a Gold?", "options", 1, 1, options=("ja", "nein"), verb="reveal")
    if chosen == ["ja"]:
        yield Gain(player, "Gold")


define("Tunnel", triggers=[Trigger("discard", "self", _tunnel, when=lambda state, owner, event: not event["cleanup"])])

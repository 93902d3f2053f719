"""Dominion – Empires (RGG 2016): the Events (Ereignisse) and the cards costing debt (Schulden), each defined once (see
model.py: `define_event`, `define`) and citing the divider note it follows (rulebook 003 line numbers, section 24).
The card texts themselves are the card facts' (domdiv); the divider gives only notes on them.

Buying an Event and debt are the engine's (moves.py `_buy_event`, `_repay`; format.md "Ereignisse / Events"). The
Events that count what was gained this turn (Eroberung, Siegeszug) hear every gain of the active player while they
are in the game and count it in turn flags (`GAINS`, `GAINS_OF`). Steuer keeps its debt tokens on the supply piles
as table tokens (`TAX`).

Implemented: all 13 Events (Spende after the turn, as the next one begins: a "turn-start" trigger) and Ingenieurin,
Stadtviertel, Königlicher Schmied, Vermögen."""

from __future__ import annotations

from typing import Any

from engine.games.dominion.effects.common import Gen, is_, reveal_hand
from engine.games.dominion.model import DEBT, Bonus, Trigger, define, define_event
from engine.games.dominion.ops import Ask, Draw, Flag, Gain, Look, Move, Plus, ShuffleIn, Token
from engine.games.dominion.piles import PILE_OF

# turn flags: the cards the active player gained this turn ("gains"), and the Silbers among them ("gains:Silver");
# only kept in games with an Event that counts them (their "gain" triggers)
GAINS = "gains"
GAINS_OF = "gains:"


def _own_turn(state: Any, owner: str, event: dict[str, Any]) -> bool:
    """The gain is the active player's (what "in diesem Zug genommen" counts)."""
    return event.get("player") == state.player


def _count_silver(args: dict[str, Any]) -> Gen:
    if args["event"].get("card") == "Silver":
        yield Flag(GAINS_OF + "Silver")


def _count_gain(args: dict[str, Any]) -> Gen:
    yield Flag(GAINS)


# -- Erforschen, Hochzeit, Eroberung ---------------------------------------------------------------------------


def _delve(args: dict[str, Any]) -> Gen:
    """+1 Kauf, gain a Silber; ln5807: each Erforschen gives back the buy it took (7 coins and 1 buy: twice
    Erforschen, then a card or an Event costing 3)."""
    yield Plus(buys=1)
    yield Gain(args["player"], "Silver")


define_event("Delve", play=_delve)


def _wedding(args: dict[str, Any]) -> Gen:
    """+1 Siegpunktmarker, gain a Gold; ln5835: the marker also when the Gold pile is empty."""
    yield Token(args["player"], "vp")
    yield Gain(args["player"], "Gold")


define_event("Wedding", play=_wedding)


def _conquest(args: dict[str, Any]) -> Gen:
    """Gain 2 Silber; +1 Siegpunktmarker per Silber gained this turn (ln5831: these 2 included, cumulative; fewer
    Silbers in the supply, fewer markers)."""
    player = args["player"]
    for _ in range(2):
        yield Gain(player, "Silver")
    flags = yield Look("flags")
    count = flags.get(GAINS_OF + "Silver", 0)
    if count:
        yield Token(player, "vp", count)


define_event("Conquest", play=_conquest, triggers=[Trigger("gain", "game", _count_silver, when=_own_turn)])


# -- Siegeszug, Beherrschen, Glücksfall, Bankett, Ritual, Aufstieg, Versalztes Land ----------------------------


def _triumph(args: dict[str, Any]) -> Gen:
    """Gain an Anwesen; if you did, +1 Siegpunktmarker per card gained this turn (ln5843: the Anwesen included, no
    Events; no Anwesen to gain: nothing)."""
    player = args["player"]
    if (yield Gain(player, "Estate")):
        flags = yield Look("flags")
        yield Token(player, "vp", flags.get(GAINS, 0))


define_event("Triumph", play=_triumph, triggers=[Trigger("gain", "game", _count_gain, when=_own_turn)])


def _dominate(args: dict[str, Any]) -> Gen:
    """Gain a Provinz; if you do, +9 Siegpunktmarker (ln5833: else no effect)."""
    player = args["player"]
    if (yield Gain(player, "Province")):
        yield Token(player, "vp", 9)


define_event("Dominate", play=_dominate)


def _windfall(args: dict[str, Any]) -> Gen:
    """With draw and discard pile empty, gain 3 Golds (ln5829: fewer in the supply, the rest)."""
    player = args["player"]
    deck = yield Look("draw_pile_size", player)
    discard = yield Look("discard_size", player)
    if not deck and not discard:
        for _ in range(3):
            yield Gain(player, "Gold")


define_event("Windfall", play=_windfall)


def _banquet(args: dict[str, Any]) -> Gen:
    """Gain 2 Kupfer and a non-Victory card costing up to 5 (ln5817: also with the Kupfer pile empty)."""
    player = args["player"]
    for _ in range(2):
        yield Gain(player, "Copper")
    chosen = yield Ask(player, "dominion.ereignis.bankett", "Eine Nicht-Punktekarte bis 5 nehmen",
                       "Gain a non-Victory card costing up to 5", "supply", 1, 1,
                       {"max_cost": 5, "not_types": ["Victory"]}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


define_event("Banquet", play=_banquet)


def _ritual(args: dict[str, Any]) -> Gen:
    """Gain a Fluch; if you do, trash a hand card, +1 Siegpunktmarker per coin it cost (ln5821: no Fluch, nothing;
    only its coins count, not potion or debt)."""
    player = args["player"]
    if not (yield Gain(player, "Curse")):
        return None
    chosen = yield Ask(player, "dominion.ereignis.ritual", "Eine Handkarte entsorgen", "Trash a card from your hand",
                       "hand", 1, 1, verb="trash")
    for card in chosen:
        coins = yield Look("cost", card=card)  # what it costs now, before it leaves the hand
        yield Move(player, card, "hand", "trash")
        if coins:
            yield Token(player, "vp", coins)
    return None


define_event("Ritual", play=_ritual)


def _advance(args: dict[str, Any]) -> Gen:
    """You may trash an action card from your hand; if you do, gain an action card costing up to 6 (ln5805: else
    nothing more happens)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.ereignis.aufstieg", "Eine Aktionskarte entsorgen?", "Trash an action card?",
                       "hand", 0, 1, {"types": ["Action"]}, verb="trash")
    if not chosen:
        return None
    yield Move(player, chosen[0], "hand", "trash")
    gained = yield Ask(player, "dominion.ereignis.aufstieg", "Eine Aktionskarte bis 6 nehmen",
                       "Gain an action card costing up to 6", "supply", 1, 1, {"max_cost": 6, "types": ["Action"]},
                       verb="gain")
    for card in gained:
        yield Gain(player, card)
    return None


define_event("Advance", play=_advance)


def _salt_the_earth(args: dict[str, Any]) -> Gen:
    """+1 Siegpunktmarker; trash a Victory card from the supply (ln5819: what it does when trashed happens)."""
    player = args["player"]
    yield Token(player, "vp")
    chosen = yield Ask(player, "dominion.ereignis.versalztes-land", "Eine Punktekarte vom Vorrat entsorgen",
                       "Trash a Victory card from the supply", "supply", 1, 1, {"types": ["Victory"]}, verb="trash")
    for card in chosen:
        yield Move(player, card, "supply", "trash")


define_event("Salt the Earth", play=_salt_the_earth)


# -- cards costing debt ----------------------------------------------------------------------------------------


def _engineer(args: dict[str, Any]) -> Gen:
    """Gain a card costing up to 4 (ln5690: none costing more or with debt in its cost); you may trash this
    Ingenieurin; if you do, gain another card costing up to 4 (the same or another)."""
    player, rule = args["player"], "dominion.karte.ingenieurin"
    for card in (yield Ask(player, rule, "Eine Karte bis 4 nehmen", "Gain a card costing up to 4", "supply", 1, 1,
                           {"max_cost": 4}, verb="gain")):
        yield Gain(player, card)
    in_play = yield Look("in_play", player)
    if "Engineer" not in in_play:  # trashed or moved already (a second play by a Thronsaal): nothing to trash
        return None
    chosen = yield Ask(player, rule, "Diese Ingenieurin entsorgen?", "Trash this Engineer?", "options", 1, 1,
                       options=("ja", "nein"), verb="trash")
    if chosen == ["ja"] and (yield Move(player, "Engineer", "play", "trash")):
        for card in (yield Ask(player, rule, "Eine Karte bis 4 nehmen", "Gain a card costing up to 4", "supply", 1,
                               1, {"max_cost": 4}, verb="gain")):
            yield Gain(player, card)
    return None


define("Engineer", play=_engineer)


def _city_quarter(args: dict[str, Any]) -> Gen:
    """+2 Aktionen; reveal the hand (ln5712: a must), +1 Karte per action card revealed (a combined one too)."""
    player = args["player"]
    hand = yield from reveal_hand(player, "dominion.karte.stadtviertel")
    count = sum(n for tag, n in hand.items() if is_(tag, "Action"))
    if count:
        yield Draw(player, count)


define("City Quarter", bonus=Bonus(actions=2), play=_city_quarter)


def _royal_blacksmith(args: dict[str, Any]) -> Gen:
    """+5 Karten; then reveal the hand and discard every Kupfer in it (ln5698)."""
    player = args["player"]
    hand = yield from reveal_hand(player, "dominion.karte.koeniglicher-schmied")
    for _ in range(hand.get("Copper", 0)):
        yield Move(player, "Copper", "hand", "discard")


define("Royal Blacksmith", bonus=Bonus(cards=5), play=_royal_blacksmith)


def _capital_discarded(args: dict[str, Any]) -> Gen:
    """ln5649: when discarded from play (in the clean-up), take 6 debt, then pay off as much debt as you like with the
    coins you have (reading dominion.auslegung.vermoegen-ablegen); ln5651: one not discarded (trashed) takes none,
    and one played twice takes 6 once."""
    player = args["player"]
    tokens = yield Token(player, DEBT, 6)
    coins = yield Look("coins")
    most = min(tokens, coins)
    if most:
        chosen = yield Ask(player, "dominion.karte.vermoegen", "Wie viele Schulden zurückzahlen?",
                           "How much debt to pay off?", "options", 1, 1, options=tuple(str(n) for n in range(most + 1)))
        paid = int(chosen[0]) if chosen else 0
        if paid:
            yield Plus(coins=-paid)
            yield Token(player, DEBT, -paid)


def _own_cleanup(state: Any, owner: str, event: dict[str, Any]) -> bool:
    return owner == event["player"]


# the card facts give no coin value for it (domdiv's text "6 Coins<br>+1 Buy"): its 6 coins are its bonus
define("Capital", bonus=Bonus(buys=1, coins=6),
       triggers=[Trigger("cleanup", "in_play", _capital_discarded, when=_own_cleanup)])


# -- Steuer: debt tokens on the supply piles ----------------------------------------------------------------------
# table token "debt:<pile>": the debt tokens on a supply pile (a pile of several card names by its tag, piles.py)

TAX = "debt:"


def _pile(card: str) -> str:
    return PILE_OF.get(card, card)


def _tax_setup(state: Any) -> None:
    """ln5815: at the set-up 1 debt token on every supply pile (kingdom, Fluch and base cards; not on Events or
    Landmarks); a kingdom pile the record does not name has none the engine can know of (it is never bought)."""
    tokens = state.own_tokens()
    for tag in state.supply:
        tokens[TAX + _pile(tag)] = 1


def _taxed(state: Any, owner: str, event: dict[str, Any]) -> bool:
    return bool(state.tokens.get(TAX + _pile(event["card"]))) and owner == event["player"]


def _tax_taken(args: dict[str, Any]) -> Gen:
    """ln5815: who buys a card from a pile with debt tokens takes them all (a card gained otherwise leaves them)."""
    player, key = args["player"], TAX + _pile(args["event"]["card"])
    table = yield Look("tokens")
    count = table.get(key, 0)
    if count:
        yield Token(None, key, -count)
        yield Token(player, DEBT, count)


def _tax(args: dict[str, Any]) -> Gen:
    """Add 2 debt tokens to a supply pile of your choice (ln5815: also one that has some already, or is empty)."""
    chosen = yield Ask(args["player"], "dominion.ereignis.steuer", "2 Schulden-Marker auf einen Vorratsstapel legen",
                       "Add 2 debt to a supply pile", "any", 1, 1)
    for card in chosen:
        yield Token(None, TAX + _pile(card), 2)


define_event("Tax", play=_tax, setup=_tax_setup, triggers=[Trigger("buy", "game", _tax_taken, when=_taxed)])


# -- Schlacht ------------------------------------------------------------------------------------------------------


def _annex(args: dict[str, Any]) -> Gen:
    """Look through the discard pile, shuffle all but up to 5 of its cards into the draw pile, gain a Herzogtum
    (ln5845: the chosen ones stay in the discard pile; also with the Herzogtum pile empty). The decision names the
    cards shuffled in (all but up to 5; unseen ones of the discard pile named as they go)."""
    player = args["player"]
    size = yield Look("discard_size", player)
    if size:
        chosen = yield Ask(player, "dominion.ereignis.schlacht", "Alle bis auf höchstens 5 Karten des Ablagestapels in "
                           "den Nachziehstapel mischen", "Shuffle all but up to 5 cards of your discard pile into your "
                           "deck", "discard", max(0, size - 5), size)
        if chosen:
            yield ShuffleIn(player, tuple(chosen), "discard")
    yield Gain(player, "Duchy")


define_event("Annex", play=_annex)


# -- Spende: after the turn ----------------------------------------------------------------------------------------
# player token "donate": Spenden bought in the player's turn, carried out after it, as the next turn begins (reading
# dominion.auslegung.spende-zeitpunkt)

DONATE = "donate"


def _donate(args: dict[str, Any]) -> Gen:
    """Buying it marks the donation due after this turn (ln5847: "erst nach dem Zug ... zwischen zwei Zügen")."""
    yield Token(args["player"], DONATE)


def _donation_due(state: Any, owner: str, event: dict[str, Any]) -> bool:
    return any(state.cards[player].tokens.get(DONATE) for player in state.players)


def _donation(args: dict[str, Any]) -> Gen:
    """ln5847: each donor puts every card of the draw and the discard pile into the hand, trashes any number of them
    (their "when trashed" instructions happen before the rest is shuffled), shuffles the hand into the draw pile and
    draws 5. The record names the cards where the engine cannot (reading dominion.auslegung.spende-zeitpunkt): the
    discard pile taken into the hand, then an unseen hand as it is shuffled in."""
    rule = "dominion.ereignis.spende"
    for donor in args["players"]:
        tokens = yield Look("tokens", donor)
        for _ in range(tokens.get(DONATE, 0)):
            yield Token(donor, DONATE, -1)
            size = yield Look("draw_pile_size", donor)
            if size:
                yield Draw(donor, size)
            size = yield Look("discard_size", donor)
            if size:
                taken = yield Ask(donor, rule, "Den Ablagestapel auf die Hand nehmen (jede Karte nennen)",
                                  "Put your discard pile into your hand (name every card)", "discard", size, size,
                                  verb="put-in-hand")
                for card in taken:
                    yield Move(donor, card, "discard", "hand")
            size = yield Look("hand_size", donor)
            trashed = yield Ask(donor, rule, "Beliebig viele Handkarten entsorgen", "Trash any number of cards from "
                                "your hand", "hand", 0, size, verb="trash")
            for card in trashed:
                yield Move(donor, card, "hand", "trash")
            hand = yield from reveal_hand(donor, rule)
            cards_ = tuple(tag for tag, n in sorted(hand.items()) for _ in range(n))
            if cards_:
                yield ShuffleIn(donor, cards_, "hand")
            yield Draw(donor, 5)


define_event("Donate", play=_donate, triggers=[Trigger("turn-start", "game", _donation, when=_donation_due)])

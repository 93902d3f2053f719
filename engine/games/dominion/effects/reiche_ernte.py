"""Reiche Ernte (Cornucopia), both printings of the divider text (rulebook 003: section 16, Hans im Glück 2011,
ln2805–2982; section 17, Rio Grande Games 2014, ln2983–3146): the 13 kingdom cards and the 5 Preise, each
defined once (see model.py).

What the box brings to the table, without a word about it in the core:
- Turnier's Preisstapel: a pile beside the supply (`GameState.decks["prizes"]`, ln2901: "nicht Teil des
  Vorrats"), laid out by Turnier's set-up; its cards come into the game with it (`brings`);
- Junge Hexe's Bannstapel: an 11th kingdom pile named by the record (`setup.bane`, a `supply.CARD_PILES`
  field registered here) or, in a seeded game without it, picked by the seed (Junge Hexe's set-up); revealing
  a Bannkarte is Junge Hexe's own instruction;
- Pferdehändler set aside as a reaction: a mat and a "next:" token, heard at the start of the owner's turn as
  a duration's effect is.
"""

from __future__ import annotations

from typing import Any

from engine.core.rng import shuffled
from engine.games.dominion import cards
from engine.games.dominion.decks import deck_card
from engine.games.dominion.effects.common import BLIND_ANSWERS, Gen, is_, others, reveal_hand, reveal_until
from engine.games.dominion.model import Bonus, Trigger, define
from engine.games.dominion.ops import Ask, Call, Draw, Gain, Gap, Look, Move, Plus, Reveal, Token
from engine.games.dominion.state import GameState
from engine.games.dominion.supply import CARD_PILES, CardPile, add_card_pile

HIG = "reiche-ernte-hig-2011"
PRIZES = ("Bag of Gold", "Diadem", "Followers", "Princess", "Trusty Steed")  # ln2932–2948, the Preiskarten
PRIZE_DECK = "prizes"  # the Preisstapel beside the supply
BANE = "bane"  # table token "bane:<card>": the Bannstapel (the Junge Hexe laid under it, ln2843)


def _names(tags: list[str]) -> int:
    """How many different names (ln2817 "mit unterschiedlichem Namen")."""
    return len(set(tags))


# -- Weiler, Menagerie, Bauerndorf, Ernte ---------------------------------------------------------------------


def _hamlet(args: dict[str, Any]) -> Gen:
    """ln2929 / ln2992: after +1 Karte +1 Aktion, you may discard a card for +1 Aktion and may discard a card for
    +1 Kauf (never +2 of one): two decisions, in the card's order."""
    player = args["player"]
    rule = "dominion.karte.weiler"
    for bonus, prompt_de, prompt_en in ((Plus(actions=1), "Eine Karte ablegen für +1 Aktion?", "Discard a card for +1 Action?"),
                                        (Plus(buys=1), "Eine Karte ablegen für +1 Kauf?", "Discard a card for +1 Buy?")):
        chosen = yield Ask(player, rule, prompt_de, prompt_en, "hand", 0, 1, verb="discard")
        for card in chosen:
            yield Move(player, card, "hand", "discard")
            yield bonus


define("Hamlet", bonus=Bonus(cards=1, actions=1), play=_hamlet)
# the discarded card's identity does not matter (ln2929: "eine Karte"): a record may leave it unnamed
# (isotropic: "... discarding 1 card and getting +1 buy."), as the Miliz's (common.BLIND_ANSWERS)
BLIND_ANSWERS["dominion.karte.weiler"] = None


def _menagerie(args: dict[str, Any]) -> Gen:
    """ln2856 / ln3001: reveal the hand; no two cards of a name: +3 Karten, else +1 Karte."""
    player = args["player"]
    hand = yield from reveal_hand(player, "dominion.karte.menagerie")
    yield Draw(player, 1 if any(n > 1 for n in hand.values()) else 3)


define("Menagerie", bonus=Bonus(actions=1), play=_menagerie)


def _farming_village(args: dict[str, Any]) -> Gen:
    """ln2811 / ln3019: reveal until a treasure or an action (a combined card is both), put it into the hand,
    discard the others; none found (after a shuffle too): nothing into the hand."""
    player = args["player"]
    found, rest = yield from reveal_until(player, lambda tag: is_(tag, "Treasure") or is_(tag, "Action"))
    if found is not None:
        yield Move(player, found, "revealed", "hand")
    for card in rest:
        yield Move(player, card, "revealed", "discard")


define("Farming Village", bonus=Bonus(actions=2), play=_farming_village)


def _harvest(args: dict[str, Any]) -> Gen:
    """ln2817 / ln3063: reveal the top 4 (fewer when there are no more, after a shuffle too), +1 Geld per name;
    they are discarded (reading dominion.auslegung.ernte-ablegen)."""
    player = args["player"]
    revealed = yield Reveal(player, 4)
    if revealed:
        yield Plus(coins=_names(revealed))
    for card in revealed:
        yield Move(player, card, "revealed", "discard")


define("Harvest", play=_harvest)


# -- Festplatz, Füllhorn -------------------------------------------------------------------------------------


def _fairgrounds(owned: dict[str, int]) -> int:
    """ln2823 / ln3096: 2 points per full 5 different names in the whole deck."""
    return 2 * (sum(1 for n in owned.values() if n > 0) // 5)


define("Fairgrounds", points=_fairgrounds)


def _horn_of_plenty(args: dict[str, Any]) -> Gen:
    """ln2831 / ln3069: worth 0; gain a card costing up to 1 per different name in play (itself and staying
    durations included, trashed cards not); a victory card gained so (a combined one too) trashes the Füllhorn.
    HiG 2011: "darfst" (may gain), RGG 2014: "Nimm dir" (must)."""
    player = args["player"]
    in_play = yield Look("in_play", player)
    least = 0 if args["versions"].get("Horn of Plenty") == HIG else 1
    chosen = yield Ask(player, "dominion.karte.fuellhorn", f"Eine Karte bis {_names(in_play)} nehmen",
                       f"Gain a card costing up to {_names(in_play)}", "supply", least, 1,
                       {"max_cost": _names(in_play)}, verb="gain")
    for card in chosen:
        gained = yield Gain(player, card)
        if gained and is_(card, "Victory"):
            yield Move(player, "Horn of Plenty", "play", "trash")


define("Horn of Plenty", play=_horn_of_plenty)


# -- Harlekin, Wahrsagerin, Junge Hexe -------------------------------------------------------------------------


def _jester(args: dict[str, Any]) -> Gen:
    """ln2837 / ln3077: each other player, from your left, discards their top card; a victory card (combined
    too): they gain a Fluch; else you choose: they gain a copy, or you do (none left: nobody)."""
    player = args["player"]
    rule = "dominion.karte.harlekin"
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        revealed = yield Reveal(victim, 1)
        for card in revealed:
            yield Move(victim, card, "revealed", "discard")
            if is_(card, "Victory"):
                yield Gain(victim, "Curse")
                continue
            supply = yield Look("supply")
            if supply.get(card, 0) <= 0:
                continue
            chosen = yield Ask(player, rule, f"Wer nimmt {cards.german(card)}: {victim} oder du?",
                               f"Who gains the {card}: {victim} or you?", "options", 1, 1, options=("mitspieler", "ich"),
                               verb="gain")
            yield Gain(victim if chosen == ["mitspieler"] else player, card)


define("Jester", bonus=Bonus(coins=2), play=_jester)


def _fortune_teller(args: dict[str, Any]) -> Gen:
    """ln2923 / ln3010: each other player, from your left, reveals until a victory card or a Fluch (combined
    ones too), puts it onto the draw pile and discards the others; none found (after a shuffle too): all
    discarded."""
    player = args["player"]
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        found, rest = yield from reveal_until(victim, lambda tag: is_(tag, "Victory") or is_(tag, "Curse"))
        for card in rest:  # discarded first: the found card is put back onto the deck (ln2923 "legt ... zurück")
            yield Move(victim, card, "revealed", "discard")
        if found is not None:
            yield Move(victim, found, "revealed", "draw_pile")


define("Fortune Teller", bonus=Bonus(coins=2), play=_fortune_teller)


def _young_witch(args: dict[str, Any]) -> Gen:
    """ln2845 / ln3030: +2 Karten, discard 2 cards; each other player, from your left, may reveal a Bannkarte
    from the hand, else gains a Fluch. Reactions (Burggraben, Pferdehändler) come first (ln2845: "Dies tun die
    Spieler, bevor sie eine Bannkarte aufdecken"); a Bannkarte that is a reaction may be revealed as both."""
    player = args["player"]
    rule = "dominion.karte.junge-hexe"
    victims = yield Call("attack", {"player": player})
    yield Draw(player, 2)
    chosen = yield Ask(player, rule, "2 Karten ablegen", "Discard 2 cards", "hand", 2, 2, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    tokens = yield Look("tokens")
    bane = next((key[len(BANE) + 1:] for key in sorted(tokens) if key.startswith(BANE + ":")), None)
    for victim in victims:
        if bane is None:  # an unseeded record that does not name the Bannkarte (setup.bane)
            yield Gap(rule, "Welche Karte die Bannkarte ist, sagt die Partie nicht.",
                      "The record does not say which card is the bane.")
        else:
            shown = yield Ask(victim, rule, f"Bannkarte {cards.german(bane)} vorzeigen?", f"Reveal the bane {bane}?",
                              "hand", 0, 1, {"cards": [bane]}, verb="reveal")
            if shown:
                continue
        yield Gain(victim, "Curse")


def _bane_fits(card: cards.Card) -> bool:
    """ln2843: "eine nicht verwendete Königreichkarte, die 2 oder 3 kostet" (coins only)."""
    return card.price in (cards.Cost(2), cards.Cost(3))


CARD_PILES[BANE] = CardPile(BANE, "Young Witch", BANE, _bane_fits, "ln2843")


def _young_witch_setup(state: GameState) -> None:
    """The Bannstapel of a seeded game whose record names none: reading dominion.auslegung.bannstapel-wahl, one
    of the implemented kingdom cards of the chosen editions that fits (ln2843), in the game neither as a pile nor
    in a deck beside the supply, picked by the seed. A record without a seed names it (setup.bane) or leaves it
    unknown."""
    if state.seed is None or any(key.startswith(BANE + ":") for key in state.tokens):
        return
    beside = {tag for deck in state.decks.values() for tag in deck}
    candidates = sorted({tag for edition in state.editions for tag in cards.kingdom_cards(edition)
                         if tag not in state.kingdom and tag not in beside and deck_card(tag)
                         and _bane_fits(cards.card(tag))})
    if candidates:
        add_card_pile(state, CARD_PILES[BANE], shuffled(candidates, state.seed, BANE)[0])


define("Young Witch", play=_young_witch, setup=_young_witch_setup)


# -- Nachbau, Pferdehändler, Treibjagd ------------------------------------------------------------------------


def _remake(args: dict[str, Any]) -> Gen:
    """ln2867 / ln3041: twice: trash a hand card (a must, if any), gain a card costing exactly 1 more (none in
    the supply: nothing), to the discard pile."""
    player = args["player"]
    rule = "dominion.karte.nachbau"
    for _ in range(2):
        trashed = yield Ask(player, rule, "Eine Handkarte entsorgen", "Trash a card from your hand", "hand", 1, 1,
                            verb="trash")
        for card in trashed:
            yield Move(player, card, "hand", "trash")
            price = yield Look("cost", card=card)
            gained = yield Ask(player, rule, f"Eine Karte mit Kosten genau {price + 1} nehmen",
                               f"Gain a card costing exactly {price + 1}", "supply", 1, 1,
                               {"exact_cost": price + 1, "potion_of": card}, verb="gain")
            for new in gained:
                yield Gain(player, new)


define("Remake", play=_remake)

HORSE_TRADERS_MAT = "mat:horse-traders"


def _horse_traders(args: dict[str, Any]) -> Gen:
    """ln2878 / ln3047: +1 Kauf, +3 Geld; discard 2 cards (fewer if the hand has fewer)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.pferdehaendler", "2 Karten ablegen", "Discard 2 cards", "hand", 2, 2,
                       verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")


def _horse_traders_reacts(args: dict[str, Any]) -> Gen:
    """ln2880 / ln3049: revealed against an attack, it is set aside (the attack goes on as usual); several may
    be set aside against one attack (the trigger repeats while one is in hand)."""
    player = args["player"]
    moved = yield Move(player, "Horse Traders", "hand", HORSE_TRADERS_MAT)
    if moved:
        yield Token(player, "next:Horse Traders")
    return False  # not unaffected


def _horse_traders_back(args: dict[str, Any]) -> Gen:
    """ln2880 / ln3049: at the start of the owner's next turn, for each one set aside, +1 Karte and it goes back
    into the hand (RGG 2014 draws first; the order changes nothing: the set-aside card is never drawn)."""
    player = args["player"]
    yield Draw(player, 1)
    yield Move(player, "Horse Traders", HORSE_TRADERS_MAT, "hand")


define("Horse Traders", bonus=Bonus(buys=1, coins=3), play=_horse_traders,
       triggers=[Trigger("attack", "hand", _horse_traders_reacts, repeat=True),
                 Trigger("turn-start", "duration", _horse_traders_back)])


def _hunting_party(args: dict[str, Any]) -> Gen:
    """ln2890 / ln3087: reveal the hand, then reveal until a card whose name is not in the hand; it goes into the
    hand, the others are discarded; none found (after a shuffle too): all discarded. The hand's names are those
    it holds after the +1 Karte."""
    player = args["player"]
    names = set((yield from reveal_hand(player, "dominion.karte.treibjagd")))
    found, rest = yield from reveal_until(player, lambda tag: tag not in names)
    if found is not None:
        yield Move(player, found, "revealed", "hand")
    for card in rest:
        yield Move(player, card, "revealed", "discard")


define("Hunting Party", bonus=Bonus(cards=1, actions=1), play=_hunting_party)


# -- Turnier and its Preise ---------------------------------------------------------------------------------


def _tournament(args: dict[str, Any]) -> Gen:
    """ln2905 (HiG, with its erratum ln2903) / ln3055–3057: +1 Aktion; you may discard a Provinz from the hand
    and gain a Preis of your choice or a Herzogtum onto the deck (an empty pile may be chosen: nothing); then
    each other player may reveal a Provinz; when none does, +1 Karte +1 Geld."""
    player = args["player"]
    rule = "dominion.karte.turnier"
    mine = yield Ask(player, rule, "Eine Provinz ablegen?", "Discard a Province?", "hand", 0, 1,
                     {"cards": ["Province"]}, verb="discard")
    if mine:
        yield Move(player, "Province", "hand", "discard")
        prizes = (yield Look("decks")).get(PRIZE_DECK, [])
        # ln2905: an empty pile may be chosen (nothing gained): the Herzogtum is always offered, the empty
        # Preisstapel as choosing no card
        choice = yield Ask(player, rule, "Einen Preis oder ein Herzogtum nehmen", "Gain a Prize or a Duchy", "named",
                           1 if prizes else 0, 1, {"cards": sorted({"Duchy", *prizes})}, verb="gain")
        for card in choice:
            if card == "Duchy":
                yield Gain(player, card, "draw_pile")
            else:
                yield Gain(player, card, "draw_pile", source="deck:" + PRIZE_DECK)
    revealed = False
    for other in others(args):
        shown = yield Ask(other, rule, "Eine Provinz vorzeigen?", "Reveal a Province?", "hand", 0, 1,
                          {"cards": ["Province"]}, verb="reveal")
        revealed = revealed or bool(shown)
    if not revealed:
        yield Draw(player, 1)
        yield Plus(coins=1)


def _prize_deck(state: GameState) -> None:
    """ln2901: the 5 Preiskarten, one each, as a pile beside the supply (face up: its order says nothing)."""
    state.own_decks()[PRIZE_DECK] = sorted(PRIZES)


define("Tournament", bonus=Bonus(actions=1), play=_tournament, setup=_prize_deck, brings=lambda: PRIZES)


def _bag_of_gold(args: dict[str, Any]) -> Gen:
    """ln2936 / ln3107: +1 Aktion; gain a Gold onto the draw pile (none left: nothing)."""
    yield Gain(args["player"], "Gold", "draw_pile")


define("Bag of Gold", bonus=Bonus(actions=1), play=_bag_of_gold)


def _diadem(args: dict[str, Any]) -> Gen:
    """ln2934 / ln3105: worth 2, like a Silber; +1 Geld per action not used in the turn."""
    actions = yield Look("actions")
    if actions:
        yield Plus(coins=actions)


define("Diadem", play=_diadem)


def _followers(args: dict[str, Any]) -> Gen:
    """ln2938 / ln3109: +2 Karten; gain an Anwesen; each other player, from your left, gains a Fluch and
    discards down to 3 cards in hand."""
    player = args["player"]
    victims = yield Call("attack", {"player": player})
    yield Draw(player, 2)
    yield Gain(player, "Estate")
    for victim in victims:
        yield Gain(victim, "Curse")
        hand = yield Look("hand", victim)
        size = sum(hand["cards"].values()) + hand["unknown"]
        if size > 3:
            chosen = yield Ask(victim, "dominion.karte.gefolge", f"{size - 3} Karten ablegen", f"Discard {size - 3} cards",
                               "hand", size - 3, size - 3, verb="discard")
            for card in chosen:
                yield Move(victim, card, "hand", "discard")


define("Followers", play=_followers)

# ln2944 / ln3111: +1 Kauf; while it is in play every card costs 2 less (never below 0), once per copy in play
define("Princess", bonus=Bonus(buys=1), modifies_cost=lambda state, tag: 2)

_STEED = {"karten": "+2 Karten", "aktionen": "+2 Aktionen", "geld": "+2 Geld", "silber": "4 Silber"}


def _trusty_steed(args: dict[str, Any]) -> Gen:
    """ln2948 / ln3113: choose two different of the four; carried out in the card's order; the Silber: gain 4
    (as many as are left) and put the whole draw pile onto the discard pile (no discard: erratum ln2946)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.streitross", "Zwei verschiedene Anweisungen wählen",
                       "Choose two different instructions", "options", 2, 2, options=tuple(_STEED), distinct=True)
    if "karten" in chosen:
        yield Draw(player, 2)
    if "aktionen" in chosen:
        yield Plus(actions=2)
    if "geld" in chosen:
        yield Plus(coins=2)
    if "silber" in chosen:
        for _ in range(4):
            yield Gain(player, "Silver")
        yield Move(player, "*", "draw_pile", "discard")


define("Trusty Steed", play=_trusty_steed)

"""Dominion – Dark Ages, 1st edition as printed by HiG 2012 (section 20) and RGG 2019 (section 21): the
Unterschlüpfe and most of its kingdom cards, each defined once (see model.py) and citing the divider
note it follows (rulebook 003 line numbers; HiG unless marked RGG).

The Unterschlüpfe (Hütte, Totenstadt, Verfallenes Anwesen) are start cards, no pile (ln4057): a record says that
its game uses them (`setup.shelters`, supply.start_deck); they are in the game through the table's "start:" tokens
(model.profile_of). Dark Ages acts when cards are trashed ("Wenn du diese Karte entsorgst", ln4257: also in
another player's turn): "trash" triggers of the card itself ("self": Verfallenes Anwesen, Festung, Lehen,
Katakomben, Jagdgründe, Knappe, Ratten), and of a card in the hand (Marktplatz, a reaction to the trashing of one's
own card); Grabräuber and Schurke gain from the trash. Where the two printings' notes differ, a card follows the
printing the record's editions make rule (`runner.versions`: Prozession, Altar); the readings are published in
rules/dark_ages.json.

Beute is a pile beside the supply (`GameState.decks["spoils"]`), laid out by the cards that bring it. Prozession
plays a card twice as a Thronsaal does; Falschgeld plays a treasure twice (`PlayTreasure` with no source: again
where it is, also when it left play).

The other Dark Ages cards are in dark_ages_more.py (Kultist, Leichenkarren, Marodeur, Ritter, Eremit/Verrückter,
Gassenjunge/Söldner, Vogelfreie: it plays as another card through plays_as.py); the Ruinen and Ritter piles are
piles.py's. Where facts the divider
text lacks come from (checked against domdiv's data): the five Ruinen by name only in the text of domdiv's one "Ruins"
entry (German: Verlassene Mine, Zerstörte Bibliothek, Zerstörter Markt, Zerstörtes Dorf, Überlebende; cost 0, types
Action and Ruins, 50 cards in all); the pile's size (10 per player after the first) only in that entry's English note,
not in the divider text (ln4017 points to a set-up section „Ruinen" the text lacks); the ten Ritter by name and cost
only in the English text of domdiv's "Knights" entry (typed there as Action only, though ln3874 speaks of a
"Ritter-Angriff"); Verrückter and Söldner with no count anywhere ("0*", no "count"). domdiv's "Band of Misfits"
carries the later errata's type Command, which neither printing of the divider text has (ln4083).
"""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards
from engine.games.dominion.effects.common import BLIND_ANSWERS, STAYS, Gen, is_, play_card, put_back_in_order
from engine.games.dominion.model import Bonus, Trigger, define
from engine.games.dominion.ops import Ask, Call, Draw, Gain, Gap, Look, Move, PlayTreasure, Plus, Reveal, Token
from engine.games.dominion.state import GameState
from engine.games.dominion.supply import PILE_SIZES

HIG = "dark-ages-hig-2012"  # the HiG 2012 printing (section 20); where its notes differ from RGG 2019's (`runner.versions`)

# -- Unterschlüpfe (ln4051–4063; RGG ln4599–4605) ----------------------------------------------------------------


def _bought_victory(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return owner == event["player"] and cards.card(event["card"]).is_("Victory")


def _hovel(args: dict[str, Any]) -> Gen:
    """ln4059: when you buy a victory card (also a combined one), you may trash the Hütte from your hand; the bus
    asked whether to reveal it (a reaction in hand). Each Hütte in hand is a reaction of its own: while one is
    left, its owner may trash it too."""
    player = args["player"]
    yield Move(player, "Hovel", "hand", "trash")
    while True:
        hand = yield Look("hand", player)
        if not hand["cards"].get("Hovel"):
            return
        chosen = yield Ask(player, "dominion.karte.huette", "Noch eine Hütte entsorgen?", "Trash another Hovel?",
                           "hand", 0, 1, {"cards": ["Hovel"]}, verb="trash")
        if not chosen:
            return
        yield Move(player, "Hovel", "hand", "trash")


define("Hovel", triggers=[Trigger("buy", "hand", _hovel, when=_bought_victory)])
define("Necropolis", bonus=Bonus(actions=2))  # ln4061: +2 Aktionen


def _draw_one(args: dict[str, Any]) -> Gen:
    """ln4063: when the Verfallenes Anwesen is trashed, its owner draws a card at once (also in the middle of
    another card's instructions: Altar draws before it gains)."""
    yield Draw(args["player"], 1)


define("Overgrown Estate", triggers=[Trigger("trash", "self", _draw_one)])


# -- kingdom cards -----------------------------------------------------------------------------------------------


def _trash_a_hand_card(player: str, rule: str, where: dict[str, Any] | None = None) -> Gen:
    """Trash a card from the hand, a must when there is one (that fits `where`); returns it, or None."""
    chosen = yield Ask(player, rule, "Eine Handkarte entsorgen", "Trash a card from your hand", "hand", 1, 1,
                       where or {}, verb="trash")
    for card in chosen:
        yield Move(player, card, "hand", "trash")
        return card
    return None


def _own(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return owner == event["player"]


def _market_square(args: dict[str, Any]) -> Gen:
    """ln3930: when you trash a card, you may discard the Marktplatz from your hand and gain a Gold; several
    Marktplätze may be discarded for one trashed card (RGG ln4325: also when a card of yours is trashed in another
    player's turn). The bus asked whether to reveal the first; each further one is its owner's to discard."""
    player = args["player"]
    while True:
        yield Move(player, "Market Square", "hand", "discard")
        yield Gain(player, "Gold")
        hand = yield Look("hand", player)
        if not hand["cards"].get("Market Square"):
            return
        chosen = yield Ask(player, "dominion.karte.marktplatz", "Noch einen Marktplatz ablegen?",
                           "Discard another Market Square?", "hand", 0, 1, {"cards": ["Market Square"]}, verb="discard")
        if not chosen:
            return


define("Market Square", bonus=Bonus(cards=1, actions=1, buys=1),
       triggers=[Trigger("trash", "hand", _market_square, when=_own)])


def _squire(args: dict[str, Any]) -> Gen:
    """ln3867: +1 coin, then one of three: +2 Aktionen, +2 Käufe, or gain a Silber."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.knappe", "+2 Aktionen, +2 Käufe oder ein Silber?",
                       "+2 Actions, +2 Buys or a Silver?", "options", 1, 1, options=("aktionen", "kaeufe", "silber"))
    if chosen == ["aktionen"]:
        yield Plus(actions=2)
    elif chosen == ["kaeufe"]:
        yield Plus(buys=2)
    else:
        yield Gain(player, "Silver")


def _squire_trashed(args: dict[str, Any]) -> Gen:
    """ln3867: when trashed, gain an attack card from the supply (only the visible top card of a pile)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.knappe", "Eine Angriffskarte nehmen", "Gain an Attack card", "supply",
                       1, 1, {"types": ["Attack"]}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


define("Squire", bonus=Bonus(coins=1), play=_squire, triggers=[Trigger("trash", "self", _squire_trashed)])


def _vagrant(args: dict[str, Any]) -> Gen:
    """ln3890: +1 card, +1 action, then reveal the top card: a Fluch, Ruine, Unterschlupf or victory card (also
    combined) goes to the hand, any other back onto the deck."""
    player = args["player"]
    for card in (yield Reveal(player, 1)):
        keep = card is not None and any(is_(card, kind) for kind in ("Curse", "Ruins", "Shelter", "Victory"))
        yield Move(player, card, "revealed", "hand" if keep else "draw_pile")


define("Vagrant", bonus=Bonus(cards=1, actions=1), play=_vagrant)


def _sage(args: dict[str, Any]) -> Gen:
    """ln4103: +1 action; reveal until a card costing at least 3, which goes to the hand; the others are
    discarded (all of them when none is found, also after shuffling)."""
    player = args["player"]
    rest: list[str] = []
    found = None
    while True:
        revealed = yield Reveal(player, 1)
        if not revealed:
            break
        price = yield Look("cost", card=revealed[0])
        if price >= 3:
            found = revealed[0]
            break
        rest.append(revealed[0])
    if found is not None:
        yield Move(player, found, "revealed", "hand")
    for card in rest:
        yield Move(player, card, "revealed", "discard")


define("Sage", bonus=Bonus(actions=1), play=_sage)


def _fortress_trashed(args: dict[str, Any]) -> Gen:
    """ln3823: when the Festung is trashed it goes back to the hand (it counts as trashed all the same)."""
    yield Move(args["player"], "Fortress", "trash", "hand")


define("Fortress", bonus=Bonus(cards=1, actions=2), triggers=[Trigger("trash", "self", _fortress_trashed)])


def _ironmonger(args: dict[str, Any]) -> Gen:
    """ln3799 (errata)/ln3801: +1 card, reveal the top card, discard it or put it back; either way +1 Aktion for
    an action, +1 coin for a treasure, +1 card for a victory card (each type of a combined card)."""
    player = args["player"]
    for card in (yield Reveal(player, 1)):
        chosen = yield Ask(player, "dominion.karte.eisenhaendler", "Die aufgedeckte Karte ablegen oder zurücklegen?",
                           "Discard the revealed card or put it back?", "options", 1, 1,
                           options=("ablegen", "zurueck"), verb="discard")
        yield Move(player, card, "revealed", "discard" if chosen == ["ablegen"] else "draw_pile")
        if card is None:
            continue
        if is_(card, "Action") or is_(card, "Treasure"):
            yield Plus(actions=1 if is_(card, "Action") else 0, coins=1 if is_(card, "Treasure") else 0)
        if is_(card, "Victory"):
            yield Draw(player, 1)


define("Ironmonger", bonus=Bonus(cards=1, actions=1), play=_ironmonger)


def _storeroom(args: dict[str, Any]) -> Gen:
    """ln3881: discard any number of cards and draw as many; then discard any number for +1 coin each; +1 Kauf."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.lagerraum", "Beliebig viele Karten ablegen (und so viele ziehen)",
                       "Discard any number of cards (and draw as many)", "hand", 0, 99, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    if chosen:
        yield Draw(player, len(chosen))
    chosen = yield Ask(player, "dominion.karte.lagerraum", "Beliebig viele Karten ablegen, je +1 Geld",
                       "Discard any number of cards for +1 coin each", "hand", 0, 99, verb="discard")
    for card in chosen:
        yield Move(player, card, "hand", "discard")
    if chosen:
        yield Plus(coins=len(chosen))


define("Storeroom", bonus=Bonus(buys=1), play=_storeroom)


def _minstrel(args: dict[str, Any]) -> Gen:
    """ln3769: +1 card, +2 actions, reveal the top 3 cards (as many as there are); the actions go back in any
    order, the others are discarded."""
    player = args["player"]
    revealed = yield Reveal(player, 3)
    actions = [card for card in revealed if card is not None and is_(card, "Action")]
    for card in revealed:
        if card not in actions:
            yield Move(player, card, "revealed", "discard")
    yield from put_back_in_order(player, "dominion.karte.barde", actions)


define("Wandering Minstrel", bonus=Bonus(cards=1, actions=2), play=_minstrel)


def _forager(args: dict[str, Any]) -> Gen:
    """ln3959: +1 action, +1 buy, trash a hand card (must, if any), then +1 coin per differently named treasure
    in the trash (combined ones too)."""
    player = args["player"]
    yield from _trash_a_hand_card(player, "dominion.karte.mundraub")
    trash = yield Look("trash")
    coins = sum(1 for tag, n in trash.items() if n > 0 and is_(tag, "Treasure"))
    if coins:
        yield Plus(coins=coins)


define("Forager", bonus=Bonus(actions=1, buys=1), play=_forager)


def _junk_dealer(args: dict[str, Any]) -> Gen:
    """ln4029: +1 card, +1 action, +1 coin, then trash a hand card (must, if any)."""
    yield from _trash_a_hand_card(args["player"], "dominion.karte.schrotthaendler")


define("Junk Dealer", bonus=Bonus(cards=1, actions=1, coins=1), play=_junk_dealer)


def _feodum_trashed(args: dict[str, Any]) -> Gen:
    """ln3899: when the Lehen is trashed, gain 3 Silber (as many as there are)."""
    for _ in range(3):
        yield Gain(args["player"], "Silver")


define("Feodum", points=lambda owned: owned.get("Silver", 0) // 3,  # ln3899: 1 per full 3 Silber
       triggers=[Trigger("trash", "self", _feodum_trashed)])


def _armory(args: dict[str, Any]) -> Gen:
    """ln4094: gain a card costing up to 4 onto your deck."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.waffenkammer", "Eine Karte bis 4 nehmen (auf den Nachziehstapel)",
                       "Gain a card costing up to 4 (onto your deck)", "supply", 1, 1, {"max_cost": 4}, verb="gain")
    for card in chosen:
        yield Gain(player, card, "draw_pile")


define("Armory", play=_armory)


def _hunting_grounds_trashed(args: dict[str, Any]) -> Gen:
    """ln3853: when trashed, gain a Herzogtum or 3 Anwesen (an option that can be carried out only in part may be
    chosen)."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.jagdgruende", "Ein Herzogtum oder 3 Anwesen nehmen?",
                       "Gain a Duchy or 3 Estates?", "options", 1, 1, options=("herzogtum", "anwesen"), verb="gain")
    for tag in ["Duchy"] if chosen == ["herzogtum"] else ["Estate"] * 3:
        yield Gain(player, tag)


define("Hunting Grounds", bonus=Bonus(cards=4), triggers=[Trigger("trash", "self", _hunting_grounds_trashed)])


def _catacombs(args: dict[str, Any]) -> Gen:
    """ln3860: look at the top 3 cards; put all of them into your hand, or discard all of them and then draw 3."""
    player = args["player"]
    looked = yield Reveal(player, 3, look=True)
    chosen = yield Ask(player, "dominion.karte.katakomben", "Alle auf die Hand nehmen oder alle ablegen (und 3 ziehen)?",
                       "Put them all into your hand, or discard them all (and draw 3)?", "options", 1, 1,
                       options=("hand", "ablegen"), verb="discard")
    for card in looked:
        yield Move(player, card, "revealed", "hand" if chosen == ["hand"] else "discard")
    if chosen == ["ablegen"]:
        yield Draw(player, 3)


def _catacombs_trashed(args: dict[str, Any]) -> Gen:
    """ln3860: when trashed (also in another player's turn), gain a card costing less than the Katakomben."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.katakomben", "Eine Karte nehmen, die weniger kostet",
                       "Gain a cheaper card", "supply", 1, 1, {"below": "Catacombs"}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


define("Catacombs", play=_catacombs, triggers=[Trigger("trash", "self", _catacombs_trashed)])


def _altar(args: dict[str, Any]) -> Gen:
    """ln3737: trash a hand card (if you can), then gain a card (also when nothing was trashed) costing up to 6 as
    the HiG note says, up to 5 as the RGG note (ln4557) says (reading dominion.auslegung.altar-kosten)."""
    player = args["player"]
    limit = 6 if args["versions"].get("Altar") == HIG else 5
    yield from _trash_a_hand_card(player, "dominion.karte.altar")
    chosen = yield Ask(player, "dominion.karte.altar", f"Eine Karte bis {limit} nehmen",
                       f"Gain a card costing up to {limit}", "supply", 1, 1, {"max_cost": limit}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


define("Altar", play=_altar)


def _count_card(args: dict[str, Any]) -> Gen:
    """ln3846: two choices one after the other: discard 2 cards, put a hand card onto the deck, or gain a Kupfer;
    then +3 coins, trash the rest of the hand, or gain a Herzogtum (an option that cannot be carried out may be
    chosen)."""
    player, rule = args["player"], "dominion.karte.graf"
    first = yield Ask(player, rule, "2 Karten ablegen, 1 Karte auf den Nachziehstapel oder ein Kupfer nehmen?",
                      "Discard 2 cards, put a card onto your deck, or gain a Copper?", "options", 1, 1,
                      options=("ablegen", "nachziehstapel", "kupfer"))
    if first == ["ablegen"]:
        chosen = yield Ask(player, rule, "2 Karten ablegen", "Discard 2 cards", "hand", 2, 2, verb="discard")
        for card in chosen:
            yield Move(player, card, "hand", "discard")
    elif first == ["nachziehstapel"]:
        chosen = yield Ask(player, rule, "Eine Karte auf den Nachziehstapel legen", "Put a card onto your deck",
                           "hand", 1, 1, verb="topdeck")
        for card in chosen:
            yield Move(player, card, "hand", "draw_pile")
    else:
        yield Gain(player, "Copper")
    second = yield Ask(player, rule, "+3 Geld, die Handkarten entsorgen oder ein Herzogtum nehmen?",
                       "+3 coins, trash your hand, or gain a Duchy?", "options", 1, 1,
                       options=("geld", "entsorgen", "herzogtum"))
    if second == ["geld"]:
        yield Plus(coins=3)
    elif second == ["herzogtum"]:
        yield Gain(player, "Duchy")
    else:
        hand = yield Look("hand", player)
        if hand["unknown"]:
            yield Gap(rule, "Welche Handkarten entsorgt wurden, sagt die Partie nicht.",
                      "The record does not say which hand cards were trashed.")
        for tag, n in sorted(hand["cards"].items()):
            for _ in range(n):
                yield Move(player, tag, "hand", "trash")
        for _ in range(hand["unknown"]):
            yield Move(player, None, "hand", "trash")


define("Count", play=_count_card)
# ln3846: which cards Graf discards or puts onto the deck does not matter for legality (Dominion Online: "discards a
# card and a Chapel."), as the Miliz's discards and the Töpferei's card onto the deck
BLIND_ANSWERS["dominion.karte.graf"] = None


def _scavenger(args: dict[str, Any]) -> Gen:
    """ln3917 (errata)/ln3919: +2 coins; you may put your whole deck onto your discard pile (RGG ln4387: that is no
    discarding); then put a card of your discard pile onto your deck (a must unless the pile is empty)."""
    player, rule = args["player"], "dominion.karte.lumpensammler"
    chosen = yield Ask(player, rule, "Den Nachziehstapel auf den Ablagestapel legen?", "Put your deck into your discard pile?",
                       "options", 1, 1, options=("ja", "nein"), verb="discard")
    if chosen == ["ja"]:
        yield Move(player, "*", "draw_pile", "discard")
    chosen = yield Ask(player, rule, "Eine Karte aus dem Ablagestapel auf den Nachziehstapel",
                       "Put a card from your discard pile onto your deck", "discard", 1, 1, verb="topdeck")
    for card in chosen:
        yield Move(player, card, "discard", "draw_pile")


define("Scavenger", bonus=Bonus(coins=2), play=_scavenger)


def _mystic(args: dict[str, Any]) -> Gen:
    """ln3948: +1 action, +2 coins; name a card (any card, also one not in the game), reveal the top card: the
    named card goes to the hand, any other back."""
    player = args["player"]
    named = yield Ask(player, "dominion.karte.medium", "Eine Karte benennen", "Name a card", "named", 1, 1)
    for card in (yield Reveal(player, 1)):
        yield Move(player, card, "revealed", "hand" if named and card == named[0] else "draw_pile")


define("Mystic", bonus=Bonus(actions=1, coins=2), play=_mystic)


def _poor_house(args: dict[str, Any]) -> Gen:
    """ln3748: +4 coins, reveal the hand, 1 less per treasure in it (combined ones too): HiG, the +4 never below 0;
    RGG ln4268, with more than 4 treasures the other coins of the turn go down too, the total never below 0."""
    player, rule = args["player"], "dominion.karte.armenhaus"
    hand = yield Look("hand", player)
    if hand["unknown"]:
        yield Gap(rule, "Wie viele Geldkarten die Hand hält, sagt die Partie nicht.",
                  "The record does not say how many treasures the hand holds.")
    treasures = sum(n for tag, n in hand["cards"].items() if is_(tag, "Treasure"))
    if args["versions"].get("Poor House") == HIG:
        change = max(0, 4 - treasures)
    else:
        change = max(4 - treasures, -(yield Look("coins")))
    if change:
        yield Plus(coins=change)


define("Poor House", play=_poor_house)


def _rats(args: dict[str, Any]) -> Gen:
    """ln3988: +1 card, +1 action, gain a Ratten, then trash a hand card other than Ratten (a must when there is
    one; with only Ratten the hand is revealed and nothing is trashed)."""
    player = args["player"]
    yield Gain(player, "Rats")
    yield from _trash_a_hand_card(player, "dominion.karte.ratten", {"not_cards": ["Rats"]})


def _rats_trashed(args: dict[str, Any]) -> Gen:
    """ln3990: when the Ratten are trashed (in any turn), their owner draws a card."""
    yield Draw(args["player"], 1)


define("Rats", bonus=Bonus(cards=1, actions=1), play=_rats, triggers=[Trigger("trash", "self", _rats_trashed)])
PILE_SIZES["Rats"] = 20  # RGG ln4405: "ist RATTEN 20x im Spiel enthalten"; ln4407: "immer alle 20 RATTEN"


def _rebuild(args: dict[str, Any]) -> Gen:
    """ln3968: +1 action; name any card, reveal until a victory card that is not the named one, discard the rest;
    trash it and gain a victory card costing up to 3 more (nothing further when none is found)."""
    player, rule = args["player"], "dominion.karte.neubau"
    named = yield Ask(player, rule, "Eine Karte benennen", "Name a card", "named", 1, 1)
    rest: list[str] = []
    found = None
    while True:
        revealed = yield Reveal(player, 1)
        if not revealed:
            break
        if is_(revealed[0], "Victory") and revealed[0] not in named:
            found = revealed[0]
            break
        rest.append(revealed[0])
    for card in rest:
        yield Move(player, card, "revealed", "discard")
    if found is None:
        return
    yield Move(player, found, "revealed", "trash")
    price = yield Look("cost", card=found)
    chosen = yield Ask(player, rule, "Eine Punktekarte nehmen, die bis zu 3 mehr kostet",
                       "Gain a Victory card costing up to 3 more", "supply", 1, 1,
                       {"types": ["Victory"], "max_cost": price + 3, "potion_of": found}, verb="gain")
    for card in chosen:
        yield Gain(player, card)


define("Rebuild", bonus=Bonus(actions=1), play=_rebuild)


# -- Beute: a pile beside the supply (ln3791), brought by Banditenlager and Raubzug --------------------------------

SPOILS_DECK = "spoils"


def _spoils_pile(state: GameState) -> None:
    """ln3791: the Beute-Stapel lies beside the supply (never in it, no game-end pile) when Banditenlager,
    Marodeur or Raubzug is in the kingdom; as many cards as the card facts give (15), laid out once."""
    if SPOILS_DECK not in state.decks:
        state.own_decks()[SPOILS_DECK] = ["Spoils"] * cards.pile_counts()["Spoils"]


def _spoils(args: dict[str, Any]) -> Gen:
    """ln3793: a treasure worth 3 (its coins come with the play); when played it goes back to the Beute-Stapel
    (ln4220: its coins stay even so; a Beute that left play already cannot go back: "Anschluss verloren")."""
    yield Move(args["player"], "Spoils", "play", "deck:" + SPOILS_DECK)


define("Spoils", play=_spoils)


def _gain_spoils(player: str, count: int) -> Gen:
    for _ in range(count):  # ln3758/ln3999: as many as the pile still has
        yield Gain(player, "Spoils", source="deck:" + SPOILS_DECK)


def _bandit_camp(args: dict[str, Any]) -> Gen:
    """ln3758: +1 card, +2 actions, gain a Beute from its pile (none when it is empty)."""
    yield from _gain_spoils(args["player"], 1)


define("Bandit Camp", bonus=Bonus(cards=1, actions=2), play=_bandit_camp, setup=_spoils_pile,
       brings=lambda: ("Spoils",))


def _pillage(args: dict[str, Any]) -> Gen:
    """ln3999: trash the Raubzug at once; each other player (from the left) with 5 or more cards in hand (RGG
    ln4506; both printings: reading dominion.auslegung.raubzug-fuenf-handkarten) reveals it and discards a card you
    choose; then gain 2 Beute (as many as there are)."""
    player, rule = args["player"], "dominion.karte.raubzug"
    yield Move(player, "Pillage", "play", "trash")
    victims = yield Call("attack", {"player": player})
    for victim in victims:
        hand = yield Look("hand", victim)
        if sum(hand["cards"].values()) + hand["unknown"] < 5:
            continue
        chosen = yield Ask(player, rule, f"Welche Karte legt {victim} ab?", f"Which card does {victim} discard?",
                           "hand", 1, 1, owner=victim, verb="discard")
        for card in chosen:
            yield Move(victim, card, "hand", "discard")
    yield from _gain_spoils(player, 2)


define("Pillage", play=_pillage, setup=_spoils_pile, brings=lambda: ("Spoils",))


# -- Prozession: plays another card twice ---------------------------------------------------------------------------


def _procession(args: dict[str, Any]) -> Gen:
    """ln3979: you may play an action card from your hand twice, HiG: taking it back to the hand between the plays;
    RGG ln4416: "ohne sie zwischendurch auf die Hand zurückzunehmen". Then trash it (also when it was lost track
    of) and gain an action card costing exactly 1 more (errata ln3977), if you can. A duration played so keeps the
    Prozession in play (ln3979) as it keeps a Thronsaal."""
    player, rule = args["player"], "dominion.karte.prozession"
    chosen = yield Ask(player, rule, "Aktionskarte wählen, die zweimal ausgespielt wird", "Choose an action to play twice",
                       "hand", 0, 1, {"types": ["Action"]}, verb="play")
    if not chosen:
        return None
    card = chosen[0]
    first = yield from play_card(player, card, "hand")
    if args["versions"].get("Procession") == HIG:
        back = yield Move(player, card, "play", "hand")
        if back:
            yield Move(player, card, "hand", "play")
    second = yield from play_card(player, card)
    yield Move(player, card, "play", "trash")
    price = yield Look("cost", card=card)
    gained = yield Ask(player, rule, "Eine Aktionskarte nehmen, die genau 1 mehr kostet",
                       "Gain an Action card costing exactly 1 more", "supply", 1, 1,
                       {"types": ["Action"], "exact_cost": price + 1, "potion_of": card}, verb="gain")
    for tag in gained:
        yield Gain(player, tag)
    if STAYS in (first, second):
        yield Token(player, "stay:Procession")
        return STAYS
    return None


define("Procession", play=_procession)


# -- cards that gain from the trash -------------------------------------------------------------------------------

THREE_TO_SIX = {"min_cost": 3, "max_cost": 6}  # ln3837/ln4037: "die 3 - 6 kostet", no potion in the cost


def _three_to_six(card: str) -> Gen:
    """Whether `card` costs 3 to 6 now (coins only: ln4007/ln4037, no card with a potion in its cost)."""
    coins = yield Look("cost", card=card)
    potion = yield Look("potion", card=card)
    return 3 <= coins <= 6 and not potion


def _graverobber(args: dict[str, Any]) -> Gen:
    """ln3837: choose one (an option that cannot be carried out may be chosen): gain a card costing 3 to 6 from the
    trash onto your deck; or (ln3839) trash an action card from your hand and gain a card costing up to 3 more."""
    player, rule = args["player"], "dominion.karte.grabraeuber"
    chosen = yield Ask(player, rule, "Aus dem Müll nehmen oder eine Aktionskarte entsorgen?",
                       "Gain from the trash, or trash an Action card?", "options", 1, 1, options=("muell", "aktion"))
    if chosen == ["muell"]:
        picked = yield Ask(player, rule, "Eine Karte (3–6) aus dem Müll auf den Nachziehstapel nehmen",
                           "Gain a card costing 3 to 6 from the trash onto your deck", "trash", 1, 1, THREE_TO_SIX,
                           verb="gain")
        for card in picked:
            yield Gain(player, card, "draw_pile", "trash")
        return
    trashed = yield from _trash_a_hand_card(player, rule, {"types": ["Action"]})
    if trashed is None:
        return
    price = yield Look("cost", card=trashed)
    picked = yield Ask(player, rule, "Eine Karte nehmen, die bis zu 3 mehr kostet", "Gain a card costing up to 3 more",
                       "supply", 1, 1, {"max_cost": price + 3, "potion_of": trashed}, verb="gain")
    for card in picked:
        yield Gain(player, card)


define("Graverobber", play=_graverobber)


def _rogue(args: dict[str, Any]) -> Gen:
    """ln4037: +2 coins; with a card costing 3 to 6 in the trash you must gain one of them; ln4039: else each other
    player (from the left) reveals the top 2 cards, trashes one costing 3 to 6 (their choice when both do) and
    discards the rest."""
    player, rule = args["player"], "dominion.karte.schurke"
    victims = yield Call("attack", {"player": player})
    picked = yield Ask(player, rule, "Eine Karte (3–6) aus dem Müll nehmen", "Gain a card costing 3 to 6 from the trash",
                       "trash", 1, 1, THREE_TO_SIX, verb="gain")
    if picked:
        yield Gain(player, picked[0], "discard", "trash")
        return
    for victim in victims:
        revealed = list((yield Reveal(victim, 2)))
        fitting = []
        for card in revealed:
            if card is not None and (yield from _three_to_six(card)) and card not in fitting:
                fitting.append(card)
        if fitting:
            pick = fitting
            if len(fitting) > 1:
                pick = yield Ask(victim, rule, "Welche Karte entsorgen?", "Which card do you trash?", "revealed", 1, 1,
                                 {"cards": sorted(fitting)}, verb="trash")
            revealed.remove(pick[0])
            yield Move(victim, pick[0], "revealed", "trash")
        for card in revealed:
            yield Move(victim, card, "revealed", "discard")


define("Rogue", bonus=Bonus(coins=2), play=_rogue)


# -- Bettler: a reaction that discards itself ---------------------------------------------------------------------


def _beggar(args: dict[str, Any]) -> Gen:
    """ln3780: gain 3 Kupfer into your hand (as many as there are)."""
    for _ in range(3):
        yield Gain(args["player"], "Copper", "hand")


def _beggar_reacts(args: dict[str, Any]) -> Gen:
    """ln3780: when another player plays an attack, you may discard the Bettler from your hand (not only reveal
    it) and gain 2 Silber, one onto your deck, the other onto your discard pile (only one left: onto the deck).
    It does not make you unaffected."""
    player = args["player"]
    yield Move(player, "Beggar", "hand", "discard")
    yield Gain(player, "Silver", "draw_pile")
    yield Gain(player, "Silver")
    return False


define("Beggar", play=_beggar, triggers=[Trigger("attack", "hand", _beggar_reacts)])


# -- Falschgeld: a treasure that plays another twice --------------------------------------------------------------


def _counterfeit(args: dict[str, Any]) -> Gen:
    """ln3815: worth 1, +1 Kauf; you may play a treasure from your hand twice (its coins and instructions twice),
    then trash it; a Beute so played gives 6 and goes back to its pile, it cannot be trashed then."""
    player, rule = args["player"], "dominion.karte.falschgeld"
    chosen = yield Ask(player, rule, "Eine Geldkarte zweimal ausspielen?", "Play a treasure twice?", "hand", 0, 1,
                       {"types": ["Treasure"]}, verb="play")
    for card in chosen:
        yield PlayTreasure(player, card, "hand")
        yield PlayTreasure(player, card, None)
        yield Move(player, card, "play", "trash")


define("Counterfeit", bonus=Bonus(buys=1), play=_counterfeit)

"""The promotional cards isotropic used that the divider text has (section 28, rulebook 003 line numbers):
Gesandter, Schwarzmarkt (with its own deck beside the supply, decks.py), Geldversteck, Befestigtes Dorf,
Gouverneur and Prinz, each defined once (see model.py)."""

from __future__ import annotations

from typing import Any

from engine.core.rng import shuffled
from engine.games.dominion import cards
from engine.games.dominion.decks import FIELDS, deck_card
from engine.games.dominion.effects.common import Gen, left_of, others, play_card
from engine.games.dominion.model import DEFS, POTIONS, Bonus, Trigger, define
from engine.games.dominion.ops import Ask, Buy, Draw, Flag, Gain, Look, Move, PlayTreasure, Plus, Reveal, Token
from engine.games.dominion.state import GameState


def _envoy(args: dict[str, Any]) -> Gen:
    """ln7110: reveal the top 5; the left neighbour chooses one, which is discarded; the rest to the hand."""
    player = args["player"]
    revealed = yield Reveal(player, 5)
    if not revealed:
        return
    rest = list(revealed)
    chosen = yield Ask(left_of(args), "dominion.karte.gesandter", "Welche Karte legt der Spieler ab?",
                       "Which card does the player discard?", "revealed", 1, 1, {"cards": sorted(set(rest))},
                       owner=player, verb="discard")
    for card in chosen:
        rest.remove(card)
        yield Move(player, card, "revealed", "discard")
    for card in rest:
        yield Move(player, card, "revealed", "hand")


define("Envoy", play=_envoy)

BLACK_MARKET = FIELDS["black_market"].deck
_SCHWARZMARKT = "dominion.karte.schwarzmarkt"


def _black_market(args: dict[str, Any]) -> Gen:
    """ln7126: reveal the top 3 of the Schwarzmarkt deck; you may buy one of them, as in the buy phase (treasures
    may be played for it, ln527); the others go under the deck in any order. ln7128: the +2 (the bonus) stays
    whether or not you buy. The buy uses no buy of the turn (ln7126)."""
    player = args["player"]
    revealed = yield Reveal(player, 3, deck=BLACK_MARKET)
    if not revealed:
        return
    while True:  # ln527: "Dann darf er beliebig viele Geldkarten ausspielen"
        played = yield Ask(player, _SCHWARZMARKT, "Eine Geldkarte für den Schwarzmarkt-Kauf ausspielen?",
                           "Play a treasure for the Black Market buy?", "hand", 0, 1, {"types": ["Treasure"]},
                           verb="play")
        if not played:
            break
        yield PlayTreasure(player, played[0], "hand")
    coins = yield Look("coins")
    flags = yield Look("flags")
    forbidden = []
    for card in sorted(set(revealed)):
        if (yield Look("buy_forbidden", card=card)) is not None:  # Schmuggelware, Großer Markt (ln2447)
            forbidden.append(card)
    # ln527: "wenn das Geld ... dazu reicht" (potions as in the buy phase)
    where = {"cards": sorted(set(revealed)), "not_cards": forbidden, "max_cost": coins,
             "potion": flags.get(POTIONS, 0)}
    bought = yield Ask(player, _SCHWARZMARKT, "Eine der aufgedeckten Karten kaufen?", "Buy one of the revealed cards?",
                       "revealed", 0, 1, where, verb="gain")
    rest = list(revealed)
    for card in bought:
        price = yield Look("cost", card=card)
        potion = yield Look("potion", card=card)
        yield Plus(coins=-price)
        if potion:
            yield Flag(POTIONS, -potion)
        rest.remove(card)
        yield Buy(player, card, source="revealed")
    while len(set(rest)) > 1:  # ln7126: "in beliebiger Reihenfolge ... unter den Schwarzmarkt-Stapel"
        chosen = yield Ask(player, _SCHWARZMARKT, "Welche Karte als nächste unter den Schwarzmarkt-Stapel? (die "
                           "zuletzt gelegte liegt ganz unten)", "Which card goes under the Black Market deck next? (the "
                           "last one lies at the bottom)", "revealed", 1, 1, {"cards": sorted(set(rest))}, verb="bottom")
        rest.remove(chosen[0])
        yield Move(player, chosen[0], "revealed", "deck:" + BLACK_MARKET)
    for card in rest:
        yield Move(player, card, "revealed", "deck:" + BLACK_MARKET)


def _unused(state: GameState, editions: list[str]) -> list[str]:
    """The implemented kingdom cards of `editions` that are not in the supply and need nothing there (no pile of
    their own, no set-up of their own, no potion: dominion.auslegung.schwarzmarkt-stapel)."""
    return sorted({tag for edition in editions for tag in cards.kingdom_cards(edition)
                   if tag not in state.kingdom and deck_card(tag) and DEFS[tag].setup is None
                   and not cards.card(tag).price.potion})


def _black_market_setup(state: GameState) -> None:
    """The deck beside the supply (ln7116–7124). A record names its known cards (decks.lay_out): without a seed
    their order is unknown (kept sorted), with a seed they are the whole deck, shuffled. A seeded game without
    them builds it: reading dominion.auslegung.schwarzmarkt-stapel, one of every implemented kingdom card of the
    chosen editions that is not in the supply and needs nothing there (ln523: all unused kingdom cards may be used),
    or of every edition when those are fewer than 15 (ln7120), shuffled by the seed."""
    decks = state.own_decks()
    known = decks.get(BLACK_MARKET)
    if state.seed is None:
        decks[BLACK_MARKET] = sorted(known or [])
        return
    if known is None:
        known = _unused(state, state.editions)
        if len(known) < FIELDS["black_market"].least:  # ln7120: at least 15; then from every edition (ln523)
            known = _unused(state, cards.EDITION_ORDER)
        if len(known) < FIELDS["black_market"].least:
            raise ValueError(f"only {len(known)} cards for the Black Market deck (ln7120: at least 15)")
    decks[BLACK_MARKET] = shuffled(sorted(known), state.seed, BLACK_MARKET)


define("Black Market", bonus=Bonus(coins=2), play=_black_market, setup=_black_market_setup,
       brings=lambda: sorted(tag for tag in DEFS if cards.card(tag).is_kingdom))

_PRINZ = "dominion.karte.prinz"
PRINCES, PRINCED = "prince", "prince-cards"  # the player's mats: set-aside Princes, and the cards they play


def _prince(args: dict[str, Any]) -> Gen:
    """ln7165: playing it, you set it aside (not in play), then an action card from your hand costing up to 4 (no
    potion, ln7167). ln7171: played a second time (Thronsaal) it is aside already: nothing more."""
    player = args["player"]
    aside = yield Ask(player, _PRINZ, "Prinz zur Seite legen?", "Set the Prince aside?", "options", 1, 1,
                      options=("ja", "nein"))
    if aside != ["ja"] or not (yield Move(player, "Prince", "play", "mat:" + PRINCES)):
        return
    chosen = yield Ask(player, _PRINZ, "Eine Aktionskarte mit Kosten bis zu 4 zur Seite legen",
                       "Set aside an action card costing up to 4", "hand", 1, 1, {"types": ["Action"], "max_cost": 4})
    for card in chosen:
        yield Move(player, card, "hand", "mat:" + PRINCED)


def _princed(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return owner == event["player"] and bool(state.cards[owner].mats.get(PRINCED))


def _prince_plays(args: dict[str, Any]) -> Gen:
    """ln7169: at the start of your turn you must play the set-aside cards (using no action); the order is yours
    (ln7171), one choice while they differ. Each is marked ("prince:<card>") so that the clean-up sets it aside again."""
    player = args["player"]
    mats = yield Look("mats", player)
    rest = list(mats.get(PRINCED, []))
    while rest:
        card = rest[0]
        if len(set(rest)) > 1:
            chosen = yield Ask(player, _PRINZ, "Welche zur Seite gelegte Karte zuerst spielen?",
                               "Which set-aside card do you play first?", "options", 1, 1,
                               options=tuple(sorted(set(rest))))
            card = chosen[0]
        rest.remove(card)
        yield Token(player, "prince:" + card)
        yield from play_card(player, card, "mat:" + PRINCED)


def _prince_marked(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return owner == event["player"] and any(key.startswith("prince:") for key in state.cards[owner].tokens)


def _prince_back(args: dict[str, Any]) -> Gen:
    """ln7169: when the card would be discarded from play, it is set aside again instead; one no longer in play
    (trashed) is not, and its Prince's effect ends. A duration staying in play is not discarded yet: it goes
    back when it is (its mark stays until then)."""
    player = args["player"]
    tokens = yield Look("tokens", player)
    in_play = list((yield Look("in_play", player)))
    for key, count in sorted(tokens.items()):
        if not key.startswith("prince:"):
            continue
        card = key[7:]
        if tokens.get("stay:" + card):
            continue
        for _ in range(min(count, in_play.count(card))):
            in_play.remove(card)
            yield Move(player, card, "play", "mat:" + PRINCED)
        yield Token(player, key, -count)


# its mats are looked at from wherever the card lies, also from a deck beside the supply ("game")
define("Prince", play=_prince, triggers=[Trigger("turn-start", "game", _prince_plays, when=_princed),
                                         Trigger("cleanup", "game", _prince_back, when=_prince_marked)])

# ln7134: worth 2, like a Silber. Where it goes when its owner shuffles (ln7138: anywhere, by choice) is not
# asked: an unseeded record's draw events say where it was; a seeded game shuffles it in with the others.
define("Stash")


def _walled_village_stays(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    # ln7145 (errata) / ln7147: no more than one other action card in play when the clean-up begins
    if owner != event["player"]:
        return False
    in_play = state.cards[owner].in_play
    return sum(1 for tag in in_play if tag != "Walled Village" and cards.card(tag).is_("Action")) <= 1 and (
        "Walled Village" in in_play)


def _walled_village_back(args: dict[str, Any]) -> Gen:
    player = args["player"]
    chosen = yield Ask(player, "dominion.karte.befestigtes-dorf", "Befestigtes Dorf auf den Nachziehstapel legen?",
                       "Put the Walled Village onto your deck?", "options", 1, 1, options=("ja", "nein"),
                       verb="topdeck")
    if chosen == ["ja"]:
        yield Move(player, "Walled Village", "play", "draw_pile")


define("Walled Village", bonus=Bonus(cards=1, actions=2),
       triggers=[Trigger("cleanup", "in_play", _walled_village_back, when=_walled_village_stays)])


def _governor(args: dict[str, Any]) -> Gen:
    """ln7153–7159: choose one, in turn order from you (you get the bracketed version): +3 cards, the others
    +1; a Gold, the others a Silber; trash a hand card and gain one costing exactly 2 more, the others may
    do so for exactly 1 more (reading dominion.auslegung.gouverneur-andere)."""
    player = args["player"]
    rule = "dominion.karte.gouverneur"
    chosen = yield Ask(player, rule, "Karten, Geld oder Umbau?", "Cards, treasure or remodel?", "options", 1, 1,
                       options=("karten", "geld", "umbau"))
    everyone = [player, *others(args)]
    for who in everyone:
        mine = who == player
        if chosen == ["karten"]:
            yield Draw(who, 3 if mine else 1)
        elif chosen == ["geld"]:
            yield Gain(who, "Gold" if mine else "Silver")
        else:
            trashed = yield Ask(who, rule, "Eine Handkarte entsorgen?", "Trash a card from your hand?", "hand", 0, 1,
                                verb="trash")
            for card in trashed:
                yield Move(who, card, "hand", "trash")
                price = yield Look("cost", card=card)
                more = price + (2 if mine else 1)
                gained = yield Ask(who, rule, f"Eine Karte mit Kosten genau {more} nehmen",
                                   f"Gain a card costing exactly {more}", "supply", 1, 1,
                                   {"exact_cost": more, "potion_of": card},
                                   verb="gain")
                for new in gained:
                    yield Gain(who, new)


define("Governor", bonus=Bonus(actions=1), play=_governor)

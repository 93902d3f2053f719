"""Abenteuer's Reisende (Travellers, rulebook 003 section 23): the exchange ("Eintausch") and the piles beside the
supply it takes from; and the cards that stay in play for the rest of the game (Champion, Gefolgsmann).

The two lines (ln5331–5371, ln5381–5420): Page → Schatzsucher → Krieger → Held → Champion; Kleinbauer → Soldat →
Flüchtling → Schüler → Lehrer. Page and Kleinbauer are kingdom cards (ln5331, ln5381: "eine Königreichkarte und kann
wie jede andere Königreichkarte gekauft oder genommen werden"); each card after them lies on a pile of its own
beside the supply ("Einen SCHATZSUCHER erhältst du nur, wenn du einen PAGEN eintauschst", ln5390; Almosen ln5229:
"Eintausch-Karten ... gehören nicht zum Vorrat"): such a pile is never bought and never counts for the game end. It
is the deck `travellers:<Karte>` of `GameState.decks` (five cards each: the English rulebook of Adventures lists
"5 of each of 4 upgrades"; domdiv gives 5 for Champion and Lehrer and no number for the others, the German text
none: rules/abenteuer_travellers.json, dominion.reisende.stapel), laid out by the kingdom card that heads the line
(`lay_out`, the card's `setup`).

The exchange (ln5385: "In der Aufräumphase darfst du entscheiden, ob du den PAGEN ablegst oder zurück auf den
Vorratsstapel legst. Wenn du das tust, erhältst du einen SCHATZSUCHER und legst ihn ab. Die angegebenen Kosten
werden nicht bezahlt."): when the clean-up begins (the bus's "cleanup" event, before anything is discarded), the
player is asked which Reisender in play they exchange next (`exchange`: a choice of one card in play, verb
"return", `[]` for none), until they choose none or none is left whose next pile holds a card; the chosen card
goes back to its pile (the Page to its supply pile, the others to their deck) and the next card of its line from
its pile onto the discard pile; a Reisender whose own pile is not in the game (a Page from the Schwarzmarkt's deck)
is not offered. The exchange is no gain (Wanderzirkus ln5245: "da diese nicht genommen sondern
eingetauscht werden"): no "gain" event is heard. A copy that stays in play (a Schüler that played a duration) is
not discarded, so it is not offered.

Cards that stay for the rest of the game (Champion ln5422 "Er bleibt bis zum Spielende im Spiel", Gefolgsmann
ln5219): a play yields `forever(player, tag)` (effects/abenteuer_travellers.py), a player token "forever:<Karte>"
counted per play (a Thronsaal'd Gefolgsmann draws 2 each turn, ln5221); the clean-up keeps that many copies in play each turn (runner._staying),
like Seaside's "stay:<Karte>" for one turn. What played such a card stays with it for the rest of the game too
(ln5221: "lege beide Karten zur Seite"): the runner turns the "stay:" mark of a card whose play led to one
(`FOREVER_DEPTH`) into a "forever:" mark.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from engine.games.dominion.ops import Ask, Look, Move
from engine.games.dominion.state import GameState

Gen = Generator[Any, Any, Any]

# the lines, from the kingdom card to the last card; each card is exchanged for the next
LINES: dict[str, tuple[str, ...]] = {
    "Page": ("Page", "Treasure Hunter", "Warrior", "Hero", "Champion"),
    "Peasant": ("Peasant", "Soldier", "Fugitive", "Disciple", "Teacher"),
}
NEXT: dict[str, str] = {line[i]: line[i + 1] for line in LINES.values() for i in range(len(line) - 1)}
HEAD: dict[str, str] = {tag: head for head, line in LINES.items() for tag in line}
# the cards of the piles beside the supply (not the kingdom cards heading the lines)
BESIDE = frozenset(tag for line in LINES.values() for tag in line[1:])
PILE_SIZE = 5  # dominion.reisende.stapel: five of each (English rulebook; domdiv: Champion, Lehrer 5)
DECK = "travellers:"  # `GameState.decks["travellers:<tag>"]`
RULE = "dominion.reisende.eintausch"

FOREVER = "forever:"  # player token "forever:<tag>": plays of a card that stays in play for the rest of the game
# player token: the stack depth of the latest frame whose play led to a card staying for the rest of the game; a
# "stay:" mark yielded below it (by what played that card) becomes a "forever:" mark (runner._token); dropped when
# the clean-up keeps the cards
FOREVER_DEPTH = "forever-depth"


def deck_of(tag: str) -> str:
    return DECK + tag


def pile_zone(tag: str) -> str:
    """Where the card's pile lies: the supply (Page, Kleinbauer) or its deck beside the supply."""
    return "deck:" + deck_of(tag) if tag in BESIDE else "supply"


def brought(head: str) -> tuple[str, ...]:
    """The cards a line's kingdom card brings beside the supply (`CardDef.brings`)."""
    return LINES[head][1:]


def lay_out(head: str) -> Any:
    """The kingdom card's set-up: the piles of its line beside the supply, `PILE_SIZE` cards each, laid out once."""

    def setup(state: GameState) -> None:
        for tag in LINES[head][1:]:
            if deck_of(tag) not in state.decks:
                state.own_decks()[deck_of(tag)] = [tag] * PILE_SIZE

    return setup


def travellers_in_play(state: GameState, player: str) -> bool:
    """The condition of the clean-up trigger: a Reisender of the player lies in play."""
    return any(tag in NEXT for tag in state.cards[player].in_play)


def staying(tokens: dict[str, int], tag: str) -> int:
    """How many copies of `tag` in play the clean-up keeps (Seaside's "stay:", the "forever:" marks)."""
    return tokens.get("stay:" + tag, 0) + tokens.get(FOREVER + tag, 0)


def exchange(args: dict[str, Any]) -> Gen:
    """ln5385 (and each Reisender's note, ln5333–5413): at the clean-up, before discarding, the player chooses the
    Reisende to exchange one by one (`[]`: no more). Only a card that is discarded from play and whose next pile
    still holds a card (reading dominion.auslegung.eintausch-leerer-stapel) is offered."""
    player = args["player"]
    while True:
        in_play = yield Look("in_play", player)
        tokens = yield Look("tokens", player)
        decks = yield Look("decks")
        supply = yield Look("supply")
        offered: dict[str, int] = {}
        for tag in sorted(set(in_play)):
            # its own pile must be there (a Page from the Schwarzmarkt's deck has no supply pile to go back to)
            if tag in NEXT and decks.get(deck_of(NEXT[tag])) and (tag in BESIDE or tag in supply):
                free = in_play.count(tag) - staying(tokens, tag)
                if free > 0:
                    offered[tag] = free
        if not offered:
            return None
        chosen = yield Ask(player, RULE, "Einen Reisenden eintauschen?", "Exchange a Traveller?", "play", 0, 1,
                           {"cards": sorted(offered), "cap": offered}, verb="return")
        if not chosen:
            return None
        tag = chosen[0]
        back = yield Move(player, tag, "play", pile_zone(tag))
        if back:
            yield Move(player, NEXT[tag], pile_zone(NEXT[tag]), "discard")


def forever_count(tokens: dict[str, int], tag: str) -> int:
    return tokens.get(FOREVER + tag, 0)

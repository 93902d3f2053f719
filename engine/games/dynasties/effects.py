"""What only the Beiblatt describes, taken on trust, and the decisions after a round.

The effects of the dowry dice (Beiblatt p.1), the personalities (p.2), the bonus fields (p.3), the book tiles
(p.1) and the scoring cards (p.4) are lost. The record states each outcome in a `wirkung` entry (or on the `buch`
and `wertung` entries): points, goods from the bag, coats of arms, a child on the marriage city's star, yellow
scoring cards, action cards. The engine checks that the outcome is possible (the goods are in the bag, the
coats and cards are left, the star is free, nothing is taken away: "Es gibt nur positive Aktionen", ln201) and
carries it out; whether the Beiblatt gives it, nobody can check: the verdict is `unverifiable`, naming the gap.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.pile import Pile, PileError
from engine.core.step import Choice, Notes
from engine.games.dynasties import board, flow
from engine.games.dynasties import tasks as open_tasks
from engine.games.dynasties.divide import goods_counter
from engine.games.dynasties.rules import CATALOG
from engine.games.dynasties.scoring import unmarried
from engine.games.dynasties.state import GameState

GAPS = {
    "mitgift": ("beiblatt.mitgift", "Die Würfelsymbole der Mitgift und ihre Belohnungen stehen im Beiblatt (Seite 1).",
                "The dowry dice symbols and their rewards are on the Beiblatt (page 1)."),
    "persoenlichkeit": ("beiblatt.persoenlichkeit", "Die Fähigkeiten der Persönlichkeiten stehen im Beiblatt "
                        "(Seite 2).", "The personalities' abilities are on the Beiblatt (page 2)."),
    "bonus": ("beiblatt.bonus", "Die Bonusaktionen stehen im Beiblatt (Seite 3).",
              "The bonus actions are on the Beiblatt (page 3)."),
    "buch": ("beiblatt.buchplaettchen", "Wie die Buchplättchen eingesetzt werden und was sie bewirken, steht im "
             "Beiblatt (Seite 1).", "How book tiles are used and what they do is on the Beiblatt (page 1)."),
    "wertung": ("beiblatt.wertungskarten", "Die Bedingungen der Wertungskarten stehen im Beiblatt (Seite 4).",
                "The scoring cards' conditions are on the Beiblatt (page 4)."),
}
OUTCOME = ("vp", "goods", "wappen", "kind", "wertungskarten", "aktionskarten")


def _gap(notes: Notes, source: str, **details: Any) -> None:
    rule, de, en = GAPS[source]
    notes.reading("auslegung.wirkung-im-protokoll")
    notes.gap(rule, de, en, **details)


def apply_outcome(state: GameState, player: str, entry: dict[str, Any], city: str | None) -> None:
    """Carry out a stated outcome; refuses what is impossible or takes something away (ln201)."""
    zone = state.zones[player]

    def negative(what: str, de: str, en: str) -> None:
        raise CATALOG.refuse("nur-positiv", de, en, field=what)

    vp = entry.get("vp", 0)
    if type(vp) is not int or vp < 0:
        negative("vp", "Es gibt nur positive Aktionen: keine negativen Punkte (ln201).",
               "There are only positive actions: no negative points (ln201).")
    goods = goods_counter(entry.get("goods", []))
    if goods is None or goods - Counter(state.bag):
        raise CATALOG.refuse("beutel", f"Diese Waren liegen nicht im Beutel: {entry.get('goods')} (im Beutel: "
                             f"{state.bag}).", f"These goods are not in the bag: {entry.get('goods')}.",
                             goods=entry.get("goods"), bag=dict(state.bag))
    wappen = entry.get("wappen", {})
    for country, n in wappen.items():
        held = sum(z["wappen"][country] for z in state.zones.values())
        if n < 0 or held + n > board.WAPPEN_PER_COUNTRY:
            raise CATALOG.refuse("laenderwappen", f"Von {country} gibt es nur 6 Länderwappen (ln164).",
                                 f"There are only 6 coats of arms of {country} (ln164).", country=country)
    cards = entry.get("wertungskarten", 0)
    if type(cards) is not int or cards < 0 or cards > state.yellow:
        raise CATALOG.refuse("wertungskarten-stapel", f"Im gelben Stapel liegen {state.yellow} Wertungskarten.",
                             f"The yellow pile holds {state.yellow} scoring cards.", count=cards)
    child = entry.get("kind")
    if child is not None:
        here = state.cities.get(child)
        if child != city or here is None:
            raise CATALOG.refuse("auslegung.kind-stern", "Ein Kind wird in der Stadt der Heirat geboren.",
                                 "A child is born in the city of the marriage.", city=child)
        if here["kind"] is not None or not zone["supply"]:
            raise CATALOG.refuse("auslegung.kind-stern", f"Der Stern von {child} ist besetzt, oder {player} hat kein "
                                 "Familienmitglied im Vorrat.", f"The star of {child} is taken, or {player} has no "
                                 "family member in the supply.", city=child)
        here["kind"] = player
        zone["supply"] -= 1
    zone["vp"] += vp
    for good, n in goods.items():
        state.bag[good] -= n
        zone["goods"][good] += n
    for country, n in wappen.items():
        zone["wappen"][country] += n
    state.yellow -= cards
    zone["scoring_cards"] += cards
    drawn = entry.get("aktionskarten", [])
    if drawn:
        pile = Pile.from_json(state.deck)
        for card in drawn:
            if pile.size == 0 and state.discard:
                pile.shuffle_in(Counter(state.discard))
                state.discard = []
            try:
                pile.draw(card)
            except PileError as exc:
                raise CATALOG.refuse("karte-im-stapel", f"{card} kann nicht im Nachziehstapel liegen: {exc}.",
                                     f"{card} cannot lie in the draw pile: {exc}.", card=card) from exc
            zone["hand"].append(card)
        state.deck = pile.to_json()


def wirkung(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    source = choice.data["source"]
    apply_outcome(state, choice.player, entry, choice.data.get("city"))
    _gap(notes, source, what=choice.data.get("what"))


def use_book(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    """A book tile from one's own tiles, during one's turn (auslegung.buch-nutzen); its effect on trust."""
    zone = state.zones[choice.player]
    tile = entry.get("tile")
    if tile not in zone["books"]:
        raise CATALOG.refuse("auslegung.buch-nutzen", f"{choice.player} hat kein Buchplättchen {tile!r} "
                             f"(vorhanden: {zone['books']}).", f"{choice.player} holds no book tile {tile!r}.",
                             tile=tile, books=list(zone["books"]))
    zone["books"].remove(tile)
    apply_outcome(state, choice.player, entry, None)
    _gap(notes, "buch", tile=tile)
    state.task = open_tasks.choice("turn", choice.player)  # the turn goes on


def bonus(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    """ln793-807: one bonus field; the 3 Punkte field any number of times, every other once per round; the
    Leonardo field's player moves on to a remaining field; the bonus may be declined (auslegung.bonus-freiwillig)."""
    player, extra = choice.player, choice.data.get("extra")
    where = entry.get("field")
    if where is None:
        notes.reading("auslegung.bonus-freiwillig")
        if not extra:
            _remove_from_track(state, player)
            state.zones[player]["supply"] += 1
        return
    known = state.facts.get("bonus_fields")
    if not isinstance(where, str) or (known is not None and where not in known):
        raise CATALOG.refuse("bonus-reihenfolge", f"{where!r} ist kein Bonusfeld.", f"{where!r} is no bonus field.",
                             field=where, fields=known)
    if where != board.BONUS_TIP and state.bonus.get(where):
        raise CATALOG.refuse("bonus-einmal", f"Das Bonusfeld {where} hat in diesem Durchgang schon "
                             f"{state.bonus[where][0]} genutzt.", f"Bonus field {where} was already used this round "
                             f"by {state.bonus[where][0]}.", field=where)
    if extra:
        for standing in state.bonus.values():
            if player in standing:
                standing.remove(player)
                break
    else:
        _remove_from_track(state, player)
    state.bonus.setdefault(where, []).append(player)
    if where == board.BONUS_TIP:
        notes.reading("auslegung.drei-punkte-feld")
        state.zones[player]["vp"] += board.BONUS_TIP_POINTS
    else:
        flow.then(state, ["wirkung", player, "bonus", where])


def _remove_from_track(state: GameState, player: str) -> None:
    if player in state.upper:
        state.upper[state.upper.index(player)] = None
    elif player in state.long:
        state.long.remove(player)


def kloster(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    """ln838-842: for each unmarried family member, 1 pink good to keep it; the others go back to the supply."""
    player = choice.player
    single = dict(unmarried(state, player))
    keep = entry.get("cities", [])
    if not isinstance(keep, list) or len(set(keep)) != len(keep) or set(keep) - set(single):
        raise CATALOG.refuse("kloster", f"cities nennt Städte mit ledigen Familienmitgliedern von {player}: "
                             f"{sorted(single)}.", f"cities names cities with {player}'s unmarried family members: "
                             f"{sorted(single)}.", cities=keep)
    zone = state.zones[player]
    if zone["goods"]["rosa"] < len(keep):
        raise CATALOG.refuse("kloster", f"{player} hat nur {zone['goods']['rosa']} rosa Waren.",
                             f"{player} has only {zone['goods']['rosa']} pink goods.", keep=keep)
    zone["goods"]["rosa"] -= len(keep)
    state.bag["rosa"] += len(keep)
    for city, role in single.items():
        if city not in keep:
            state.cities[city][role] = None
            zone["supply"] += 1
            notes.reading("auslegung.kloster-wieder")


def wertung(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    """ln854-862: any number of scoring cards; at most 2 carried into the next round, none after round 3."""
    zone = state.zones[choice.player]
    played, vp = entry.get("cards", 0), entry.get("vp", 0)
    held = zone["scoring_cards"]
    keep = 0 if state.round == board.ROUNDS else board.KEEP_SCORING_CARDS
    if type(played) is not int or not 0 <= played <= held or held - played > keep:
        raise CATALOG.refuse("wertungskarten", f"{choice.player} hat {held} Wertungskarten und darf höchstens {keep} "
                             "behalten.", f"{choice.player} holds {held} scoring cards and may keep at most {keep}.",
                             cards=played, held=held)
    if type(vp) is not int or vp < 0 or (played == 0 and vp):
        raise CATALOG.refuse("nur-positiv", "Punkte gibt es nur für gewertete Karten, und nie negative (ln201, "
                             "ln856).", "Points come only from scored cards, never negative (ln201, ln856).", vp=vp)
    zone["scoring_cards"] -= played
    zone["vp"] += vp
    if played:
        _gap(notes, "wertung", cards=played)

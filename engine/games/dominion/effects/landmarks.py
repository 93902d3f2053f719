"""Dominion – Empires (RGG 2016): the Landmarken, each defined once with `model.landmark` and citing the divider note
it follows (rulebook 003 line numbers, section 24, "LANDMARKEN (1/8)" to "(8/8)", ln5849–5956).

A Landmark lies beside the supply; the record names the game's Landmarks (`setup.landmarks`) and, for Obelisk, the
chosen pile (`setup.obelisk`, format.md). The engine keeps them as table tokens ("landmark:<tag>", "obelisk:<tag>");
the Siegpunktmarker lying on a Landmark are the table token "vp:<tag>", those on a supply pile "vp:<card>" (as the
Sammlung cards keep theirs, empires.py). A Landmark that counts points at the end of the game has `points`
(scoring.py asks it); one that hands out Siegpunktmarker hears the game's events as triggers of zone "game".

Arena hears the start of the buy phase when the action phase is ended (`end-phase`); a treasure, Münzen or a buy
that begin the buy phase pass it (reading dominion.auslegung.arena-kaufphase). Gebirgspass: the first Province gained
leaves the table token "mountain-pass:<player>"; before the next turn begins the players bid in Schulden (`choose`
with an option: "passen" or the bid), the highest bidder takes the Schulden (the player token "debt") and 8 markers."""

from __future__ import annotations

from typing import Any

from engine.core.record import RecordError
from engine.core.rng import shuffled
from engine.games.dominion import cards, piles
from engine.games.dominion.effects.common import Gen
from engine.games.dominion.model import DEBT, LANDMARK, LANDMARKS, OBELISK, Trigger, landmark
from engine.games.dominion.ops import Ask, Flag, Look, Move, Token
from engine.games.dominion.state import GameState
from engine.games.dominion.zones import owned_cards

PER_PLAYER = 6  # "Spielvorbereitung: Legt pro Spieler 6 <VP>-Marker auf ..." (card text, domdiv)


# -- the record's setup: which Landmarks, which pile Obelisk chose ------------------------------------------------

def named(setup: dict[str, Any]) -> list[str]:
    """The tags of the Landmarks the record's setup names (names no card resolves to are left out: validate)."""
    found = []
    for name in setup.get("landmarks", ()):
        card = cards.resolve_any(name)
        if card is not None and "Landmark" in card.types:
            found.append(card.tag)
    return found


def validate(setup: dict[str, Any], kingdom: list[str]) -> list[RecordError]:
    """`setup.landmarks`: Landmarks of a chosen edition, each once; `setup.obelisk`: an Action pile of the supply,
    only with Obelisk among the Landmarks."""
    errors: list[RecordError] = []
    for index, name in enumerate(setup.get("landmarks", ())):
        where = f"/setup/landmarks/{index}"
        card = cards.resolve_any(name)
        if card is None or "Landmark" not in card.types:
            errors.append(RecordError(where, f"{name!r} ist keine Landmarke.", f"{name!r} is no Landmark."))
        elif not any(cards.EDITIONS[e]["cardset"] in card.cardsets for e in setup["editions"]):
            errors.append(RecordError(where, f"{card.name_de} gehört zu keiner gewählten Edition.",
                                      f"{card.name_en} is in none of the chosen editions."))
    tags = named(setup)
    if len(set(tags)) != len(tags):
        errors.append(RecordError("/setup/landmarks", "Eine Landmarke ist doppelt.", "A Landmark repeats."))
    if "obelisk" in setup:
        card = cards.resolve(setup["obelisk"])
        if "Obelisk" not in tags:
            errors.append(RecordError("/setup/obelisk", "Obelisk ist keine Landmarke dieser Partie.",
                                      "Obelisk is no Landmark of this game."))
        if card is None:
            if cards.resolve_any(setup["obelisk"]) is None:
                errors.append(RecordError("/setup/obelisk", f"Unbekannte Karte {setup['obelisk']!r}.",
                                          f"Unknown card {setup['obelisk']!r}."))
        elif not card.is_("Action") or card.tag not in [*kingdom, getattr(cards.resolve(setup.get("bane")), "tag", None),
                                                         *piles.PILES]:
            errors.append(RecordError("/setup/obelisk", f"{card.name_de} ist kein Aktions-Vorratsstapel dieser Partie "
                                      "(ln5928).", f"{card.name_en} is no Action supply pile of this game."))
    return errors


def unsupported(setup: dict[str, Any]) -> list[str]:
    """The German names of the record's Landmarks the engine does not implement."""
    return [cards.resolve_any(tag).name_de for tag in named(setup) if tag not in LANDMARKS]  # type: ignore[union-attr]


def lay_out(state: GameState, setup: dict[str, Any]) -> None:
    """Once the supply is laid out: the Landmarks (table tokens), their set-up (Siegpunktmarker), Obelisk's pile."""
    tags = named(setup)
    if not tags:
        return
    tokens = state.own_tokens()
    for tag in tags:
        tokens[LANDMARK + tag] = 1
    chosen = cards.resolve(setup.get("obelisk"))
    if chosen is not None:  # the record's pile, before the set-up (a seeded game chooses only without it)
        tokens[OBELISK + chosen.tag] = 1
    for tag in tags:
        definition = LANDMARKS.get(tag)
        if definition is not None and definition.setup is not None:
            definition.setup(state)


# -- helpers ---------------------------------------------------------------------------------------------------

def _vp(tag: str) -> str:
    return f"vp:{tag}"


def _per_player(tag: str) -> Any:
    def setup(state: GameState) -> None:
        state.own_tokens()[_vp(tag)] = PER_PLAYER * len(state.players)

    return setup


def _take(player: str, tag: str, count: int | None = None) -> Gen:
    """Take `count` (None: all) Siegpunktmarker from the Landmark or pile `tag`; fewer when fewer lie there, none
    when none lie there (ln5857; reading dominion.auslegung.landmarke-rest)."""
    table = yield Look("tokens")
    have = table.get(_vp(tag), 0)
    amount = have if count is None else min(count, have)
    if amount:
        yield Token(None, _vp(tag), -amount)
        yield Token(player, "vp", amount)
    return amount


def _move_to(source: str, target: str) -> Gen:
    """Move 1 Siegpunktmarker from the pile `source` onto the Landmark `target` (none there: nothing, ln5857)."""
    table = yield Look("tokens")
    if table.get(_vp(source), 0):
        yield Token(None, _vp(source), -1)
        yield Token(None, _vp(target))


def _has(state: GameState, tag: str) -> bool:
    return state.tokens.get(_vp(tag), 0) > 0


def _own_turn(state: GameState, owner: str, event: dict[str, Any]) -> bool:
    return event.get("player") == owner == state.player


# -- end-of-game Landmarks: points of the player's cards ----------------------------------------------------------

def _bandit_fort(state: GameState, player: str, owned: dict[str, int]) -> int:
    """ln5941: -2 per Silber and per Gold (3 Silber and 1 Gold: -8); the total may be negative."""
    return -2 * (owned.get("Silver", 0) + owned.get("Gold", 0))


def _fountain(state: GameState, player: str, owned: dict[str, int]) -> int:
    """ln5885: 15 or 0; at least 10 Kupfer."""
    return 15 if owned.get("Copper", 0) >= 10 else 0


def _keep(state: GameState, player: str, owned: dict[str, int]) -> int | None:
    """ln5883: 5 per differently named treasure the player has at least as many copies of as each other player
    (a tie for most: each of them); None when another player's cards are not determined by the record."""
    others = []
    for other in state.players:
        if other != player:
            exact = owned_cards(state, other).exact()
            if exact is None:
                return None
            others.append(exact)
    return 5 * sum(1 for tag, n in owned.items() if n > 0 and cards.card(tag).is_("Treasure")
                   and all(n >= cards_.get(tag, 0) for cards_ in others))


def _museum(state: GameState, player: str, owned: dict[str, int]) -> int:
    """ln5924: 2 per differently named card."""
    return 2 * sum(1 for n in owned.values() if n > 0)


def _obelisk(state: GameState, player: str, owned: dict[str, int]) -> int | None:
    """ln5926: 2 per card of the chosen pile, also of its other names (a pile of several names, piles.py); None when
    the record does not say which pile was chosen."""
    chosen = [key[len(OBELISK):] for key in state.tokens if key.startswith(OBELISK)]
    if not chosen:
        return None
    pile = piles.PILES.get(chosen[0])
    names = pile.names if pile is not None else (chosen[0],)
    return 2 * sum(owned.get(name, 0) for name in names)


def _orchard(state: GameState, player: str, owned: dict[str, int]) -> int:
    """ln5930: 4 per differently named Action card of which the player has 3 or more (7 copies: still 4)."""
    return 4 * sum(1 for tag, n in owned.items() if n >= 3 and cards.card(tag).is_("Action"))


def _palace(state: GameState, player: str, owned: dict[str, int]) -> int:
    """ln5939: 3 per complete set of Kupfer, Silber and Gold (7 Kupfer, 5 Silber, 2 Gold: 6)."""
    return 3 * min(owned.get("Copper", 0), owned.get("Silver", 0), owned.get("Gold", 0))


def _tower(state: GameState, player: str, owned: dict[str, int]) -> int:
    """ln5954: 1 per non-victory card from an empty supply pile (an empty Fluch pile counts, victory piles do not)."""
    return sum(n for tag, n in owned.items() if _empty_pile(state, tag) and not cards.card(tag).is_("Victory"))


def _empty_pile(state: GameState, tag: str) -> bool:
    """ln5954: the card's supply pile is empty; a pile of several names only when all its cards are gone."""
    pile = piles.pile_of(tag)
    if pile is not None and piles.PILE + pile.tag in state.tokens:
        return piles.size(state, pile.tag) == 0
    return state.supply.get(tag) == 0


def _triumphal_arch(state: GameState, player: str, owned: dict[str, int]) -> int:
    """ln5945: 3 per copy of the second most common Action card (7 Villen and 4 Wilde Jagden: 12; 7 and 7: 21)."""
    counts = sorted((n for tag, n in owned.items() if n > 0 and cards.card(tag).is_("Action")), reverse=True)
    return 3 * counts[1] if len(counts) > 1 else 0


def _wall(state: GameState, player: str, owned: dict[str, int]) -> int:
    """ln5915: -1 per card beyond the first 15 (27 cards: -12; 14 cards: nothing)."""
    return -max(0, sum(owned.values()) - 15)


def _wolf_den(state: GameState, player: str, owned: dict[str, int]) -> int:
    """ln5956: -3 per card of which the player has exactly one copy (whole deck)."""
    return -3 * sum(1 for n in owned.values() if n == 1)


landmark("Bandit Fort", points=_bandit_fort)
landmark("Fountain", points=_fountain)
landmark("Keep", points=_keep)
landmark("Museum", points=_museum)
landmark("Obelisk", points=_obelisk, setup=lambda state: _obelisk_setup(state))
landmark("Orchard", points=_orchard)
landmark("Palace", points=_palace)
landmark("Tower", points=_tower)
landmark("Triumphal Arch", points=_triumphal_arch)
landmark("Wall", points=_wall)
landmark("Wolf Den", points=_wolf_den)


def obelisk_candidates(state: GameState) -> list[str]:
    """ln5928: the Action piles of the supply (the bane pile, the Ruinen too; no pile beside the supply)."""
    found = {tag for tag in state.kingdom if tag in state.supply and cards.card(tag).is_("Action")}
    found |= {tag for tag, pile in piles.PILES.items() if piles.PILE + tag in state.tokens
              and any(cards.card(name).is_("Action") for name in pile.names)}
    return sorted(found)


def _obelisk_setup(state: GameState) -> None:
    """A seeded game whose record names no pile chooses one itself (reading dominion.auslegung.obelisk-wahl): one
    of the Action supply piles, picked by the seed; without a seed the record names it or it stays unknown."""
    if state.seed is None or any(key.startswith(OBELISK) for key in state.tokens):
        return
    candidates = obelisk_candidates(state)
    if candidates:
        state.own_tokens()[OBELISK + shuffled(candidates, state.seed, "obelisk")[0]] = 1


# -- Landmarks with Siegpunktmarker: triggers of zone "game" -------------------------------------------------------

def _battlefield(args: dict[str, Any]) -> Gen:
    yield from _take(args["player"], "Battlefield", 2)  # ln5943: bought or otherwise gained, also in others' turns


landmark("Battlefield", setup=_per_player("Battlefield"), triggers=[Trigger(
    "gain", "game", _battlefield,
    when=lambda state, owner, event: cards.card(event["card"]).is_("Victory") and _has(state, "Battlefield"))])


def _tomb(args: dict[str, Any]) -> Gen:
    yield Token(args["player"], "vp")  # ln5909: also outside one's turn, also a card not one's own


landmark("Tomb", triggers=[Trigger("trash", "game", _tomb)])


LABYRINTH = "labyrinth-gains"  # turn flag: the cards the active player gained in their turn (Labyrinth)


def _labyrinth(args: dict[str, Any]) -> Gen:
    count = yield Flag(LABYRINTH)
    if count == 2:  # ln5913: once per turn, the moment the second card is gained
        yield from _take(args["player"], "Labyrinth", 2)


landmark("Labyrinth", setup=_per_player("Labyrinth"), triggers=[Trigger(
    "gain", "game", _labyrinth, when=lambda state, owner, event: _own_turn(state, owner, event)
    and state.flags.get(LABYRINTH, 0) < 2)])


BATHS = "baths-gained"  # turn flag: the active player gained a card in their turn (Badehaus)


def _baths_gained(args: dict[str, Any]) -> Gen:
    yield Flag(BATHS)


def _baths_end(args: dict[str, Any]) -> Gen:
    yield from _take(args["player"], "Baths", 2)  # ln5873: no card gained in the turn (an Event is no card)


landmark("Baths", setup=_per_player("Baths"), triggers=[
    Trigger("gain", "game", _baths_gained, when=lambda state, owner, event: _own_turn(state, owner, event)
            and not state.flags.get(BATHS)),
    Trigger("cleanup", "game", _baths_end, when=lambda state, owner, event: owner == state.player
            and not state.flags.get(BATHS) and _has(state, "Baths"))])


def _basilica(args: dict[str, Any]) -> Gen:
    yield from _take(args["player"], "Basilica", 2)  # ln5875: per card bought with 2 or more coins left


landmark("Basilica", setup=_per_player("Basilica"), triggers=[Trigger(
    "buy", "game", _basilica, when=lambda state, owner, event: state.coins >= 2 and _has(state, "Basilica"))])


def _colonnade(args: dict[str, Any]) -> Gen:
    yield from _take(args["player"], "Colonnade", 2)  # ln5911: bought (not otherwise gained), a copy in play


landmark("Colonnade", setup=_per_player("Colonnade"), triggers=[Trigger(
    "buy", "game", _colonnade, when=lambda state, owner, event: cards.card(event["card"]).is_("Action")
    and event["card"] in state.cards[owner].in_play and _has(state, "Colonnade"))])


def _shrine_setup(state: GameState) -> None:
    """ln5889: 2 Siegpunktmarker on each supply pile of type Aktion but not Sammlung (a pile of several names, piles.py,
    when one of its cards is an action)."""
    tokens = state.own_tokens()
    found = {tag for tag in state.kingdom if tag in state.supply and not piles.pile_of(tag)}
    found = {tag for tag in found if cards.card(tag).is_("Action") and not cards.card(tag).is_("Gathering")}
    found |= {tag for tag, pile in piles.PILES.items() if piles.PILE + tag in state.tokens
              and any(cards.card(name).is_("Action") for name in pile.names)}
    for tag in sorted(found):
        tokens[_vp(tag)] = tokens.get(_vp(tag), 0) + 2


def _pile(tag: str) -> str:
    """The supply pile a card comes from, as its Siegpunktmarker are kept: a pile of several names by its own tag."""
    pile = piles.pile_of(tag)
    return tag if pile is None else pile.tag


def _shrine_gained(args: dict[str, Any]) -> Gen:
    yield from _move_to(_pile(args["event"]["card"]), "Defiled Shrine")  # ln5887: any Action card, whoever laid them


def _shrine_curse(args: dict[str, Any]) -> Gen:
    yield from _take(args["player"], "Defiled Shrine")  # ln5889: only when a Fluch is bought


landmark("Defiled Shrine", setup=_shrine_setup, triggers=[
    Trigger("gain", "game", _shrine_gained, when=lambda state, owner, event: cards.card(event["card"]).is_("Action")
            and _has(state, _pile(event["card"]))),
    Trigger("buy", "game", _shrine_curse, when=lambda state, owner, event: event["card"] == "Curse"
            and _has(state, "Defiled Shrine"))])


def _aqueduct_setup(state: GameState) -> None:
    """Card text: 8 Siegpunktmarker each on the Silber and the Gold pile."""
    tokens = state.own_tokens()
    for tag in ("Silver", "Gold"):
        tokens[_vp(tag)] = tokens.get(_vp(tag), 0) + 8


def _aqueduct(args: dict[str, Any]) -> Gen:
    """ln5859: a treasure gained from a pile with markers moves one onto the Aquädukt; ln5861: a victory card gained
    takes all of them; ln5863: a card of both types, in the order the player chooses."""
    player, card = args["player"], args["event"]["card"]
    facts = cards.card(card)
    order = ["geld", "punkte"]
    if facts.is_("Treasure") and facts.is_("Victory"):
        table = yield Look("tokens")
        if table.get(_vp(_pile(card)), 0) and table.get(_vp("Aqueduct"), 0):
            chosen = yield Ask(player, "dominion.landmarke.aquaedukt", "Zuerst den Marker aufs Aquädukt legen "
                               "(geld) oder zuerst die Marker nehmen (punkte)?", "First move the token onto the "
                               "Aqueduct (geld) or first take the tokens (punkte)?", "options", 1, 1,
                               options=("geld", "punkte"))
            if chosen == ["punkte"]:
                order = ["punkte", "geld"]
    for step in order:
        if step == "geld" and facts.is_("Treasure"):
            yield from _move_to(_pile(card), "Aqueduct")
        elif step == "punkte" and facts.is_("Victory"):
            yield from _take(player, "Aqueduct")


landmark("Aqueduct", setup=_aqueduct_setup, triggers=[Trigger(
    "gain", "game", _aqueduct, when=lambda state, owner, event: (
        cards.card(event["card"]).is_("Treasure") and _has(state, _pile(event["card"])))
    or (cards.card(event["card"]).is_("Victory") and _has(state, "Aqueduct")))])


def _arena(args: dict[str, Any]) -> Gen:
    """ln5871: at the start of the buy phase (each time it starts, e.g. again after a Villa) the player may discard an
    action card from the hand; if they do, 2 markers from the Arena."""
    player = args["player"]
    chosen = yield Ask(player, "dominion.landmarke.arena", "Eine Aktionskarte ablegen (2 Siegpunktmarker von der "
                       "Arena)?", "Discard an Action card (2 VP from the Arena)?", "hand", 0, 1, {"types": ["Action"]},
                       verb="discard")
    for card in chosen:
        if (yield Move(player, card, "hand", "discard")):
            yield from _take(player, "Arena", 2)


landmark("Arena", setup=_per_player("Arena"), triggers=[Trigger(
    "phase", "game", _arena, when=lambda state, owner, event: event.get("phase") == "buy" and owner == state.player
    and _has(state, "Arena"))])


PASS = "mountain-pass"  # table token: the first Province has been gained (Gebirgspass happens once per game)
PASS_DUE = "mountain-pass:"  # table token "mountain-pass:<player>": the auction is due after this turn
PASS_MOST = 40  # ln5900: "Ein Gebot besteht aus einer Anzahl zwischen 1 und 40"


def _first_province(args: dict[str, Any]) -> Gen:
    """ln5898: the turn in which a player gains the first Province (gained, not trashed) is followed by the auction."""
    yield Token(None, PASS)
    yield Token(None, PASS_DUE + args["event"]["player"])


def _auction(args: dict[str, Any]) -> Gen:
    """ln5900: between the turns, from the left neighbour of the player who gained the first Province round to that
    player: each bids once (at least 1 more than the bid before, at most 40) or passes; 40 ends it. The highest
    bidder takes that many Schulden and 8 markers; when all pass, nobody gets anything (reading
    dominion.auslegung.gebirgspass-zeitpunkt: at the start of the next turn, before anything of it)."""
    table = yield Look("tokens")
    due = sorted(key for key in table if key.startswith(PASS_DUE))
    first = due[0][len(PASS_DUE):]
    yield Token(None, due[0], -table[due[0]])
    players = list(args["players"])
    start = players.index(first) + 1
    best, bidder = 0, None
    for player in players[start:] + players[:start]:
        if best >= PASS_MOST:
            break
        options = ("passen", *(str(n) for n in range(best + 1, PASS_MOST + 1)))
        chosen = yield Ask(player, "dominion.landmarke.gebirgspass", f"Gebirgspass: mehr als {best} Schulden bieten "
                           "(bis 40) oder passen?", f"Mountain Pass: bid more than {best} debt (up to 40) or pass?",
                           "options", 1, 1, options=options)
        if chosen and chosen[0] != "passen":
            best, bidder = int(chosen[0]), player
    if bidder is not None:
        yield Token(bidder, DEBT, best)
        yield Token(bidder, "vp", 8)


landmark("Mountain Pass", triggers=[
    Trigger("gain", "game", _first_province, when=lambda state, owner, event: event["card"] == "Province"
            and PASS not in state.tokens),
    Trigger("turn-start", "game", _auction, when=lambda state, owner, event: any(
        key.startswith(PASS_DUE) for key in state.tokens))])

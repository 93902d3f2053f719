"""End of game and scoring."""

from __future__ import annotations

from typing import Any

from engine.games.dominion import cards, piles
from engine.games.dominion.model import DEFS, LANDMARKS, landmarks_in
from engine.games.dominion.state import GameState
from engine.games.dominion.zones import Owned, owned_cards


def empty_piles(state: GameState) -> int:
    if state.tokens and piles.in_game(state):  # a pile of several card names counts once, when all are gone
        return piles.empty_piles(state)
    return sum(1 for n in state.supply.values() if n == 0)


def game_over(state: GameState) -> bool:
    """Rulebook 003 ln63/580: Provinzstapel leer, Kolonienstapel (Blütezeit) leer, oder 3 Stapel (1–4
    Spieler) bzw. 4 Stapel (5–6 Spieler). Unknown kingdom slots (`GameState.kingdom_unknown`) have no pile
    here: nobody in the record bought, gained or emptied them, so they count as piles that are not empty."""
    supply = state.supply
    if "Province" in supply and 0 not in supply.values():
        return False  # no pile is empty (the usual case, one scan in C)
    piles = 3 if len(state.players) <= 4 else 4
    return (supply.get("Province", 0) == 0 or ("Colony" in supply and supply["Colony"] == 0)
            or empty_piles(state) >= piles)


# points a card gives by where it lies at the end of the game, beside its fixed points: mat → card → points each
# (Abenteuer's Ferne Lande, ln5136: 4 on the Wirtshaustableau, "Alle anderen FERNE LANDE zählen 0"); filled by the
# box modules (effects/abenteuer_reserve.py). The mats are public: these points are always known.
MAT_POINTS: dict[str, dict[str, int]] = {}


def mat_points(state: GameState, player: str) -> int:
    """The points `player`'s cards give by lying on their mats (`MAT_POINTS`)."""
    if not MAT_POINTS:
        return 0
    mats = state.cards[player].mats
    return sum(each * mats.get(mat, []).count(tag) for mat, table in MAT_POINTS.items() for tag, each in table.items())


def points(owned: dict[str, int], tokens: int = 0) -> int:
    """The points of a player's cards: each card's fixed points (card facts) plus what its definition
    counts (Gärten, Herzog ...: model.CardDef.points), plus Siegpunktmarker (`tokens`)."""
    result = tokens
    for tag, n in owned.items():
        fixed = cards.card(tag).points
        if fixed is not None:
            result += fixed * n
        definition = DEFS.get(tag)
        if definition is not None and definition.points is not None:
            result += definition.points(owned) * n
    return result


def player_points(state: GameState, player: str) -> tuple[int, int] | None:
    """The lowest and highest points `player` may have: every card they own (all zones and the whole draw
    pile, `zones.owned_cards`) plus their Siegpunktmarker. Equal when the record determines the points: the
    unseen cards are counted from the draw pile's pool, whose composition is known though its order is not;
    only where unseen identities left the player (trashed or passed unseen) may they differ (counted without
    listing the ways when every card's points are fixed, `_fixed_bounds`). None when the record cannot narrow
    them down."""
    tokens = state.cards[player].tokens.get("vp", 0) + mat_points(state, player)
    owned = owned_cards(state, player)
    exact = owned.exact()
    marks = landmarks_in(state.tokens)  # Empires' Landmarken count points of the player's cards too
    if exact is not None:
        value = points(exact, tokens)
        if marks:
            extra = landmark_points(state, player, exact, marks)
            if extra is None:
                return None
            value += extra
        return value, value
    bounds = None if owned.ways or marks else _fixed_bounds(owned, tokens)  # the ways of the unseen passes are fewer
    if bounds is not None:
        return bounds
    possible = owned.possible()
    if not possible:
        return None
    values = [points(cards_, tokens) for cards_ in possible]
    if marks:
        extras = [landmark_points(state, player, cards_, marks) for cards_ in possible]
        if any(extra is None for extra in extras):
            return None
        values = [value + extra for value, extra in zip(values, extras, strict=True)]  # type: ignore[operator]
    return min(values), max(values)


def landmark_points(state: GameState, player: str, owned: dict[str, int], marks: tuple[str, ...]) -> int | None:
    """The points the game's Landmarks (`marks`) give `player` with the cards `owned` at the end of the game
    (`model.LandmarkDef.points`, effects/landmarks.py); None when one of them cannot be told from the record."""
    total = 0
    for tag in marks:
        definition = LANDMARKS.get(tag)
        if definition is not None and definition.points is not None:
            value = definition.points(state, player, owned)
            if value is None:
                return None
            total += value
    return total


def _fixed_bounds(owned: Owned, tokens: int) -> tuple[int, int] | None:
    """The lowest and highest points of `owned.possible()` without listing its ways, when every card's points
    are fixed (no card that counts the deck, such as Gärten, is among them): `gone` of the pool's cards are not
    the player's, so the lowest points leave out the pool's most valuable cards and the highest its least
    valuable ones. None when a card's points depend on the deck or the record cannot narrow the cards down."""
    cards_ = owned.known + owned.pool
    if owned.foreign or owned.gone > sum(owned.pool.values()):
        return None
    if any(DEFS.get(tag) is not None and DEFS[tag].points is not None for tag in cards_):
        return None
    values = sorted((cards.card(tag).points or 0) for tag, n in owned.pool.items() for _ in range(n))
    whole = points(+cards_, tokens)
    return whole - sum(values[len(values) - owned.gone:]), whole - sum(values[:owned.gone])


def score(state: GameState) -> dict[str, Any]:
    """Points per player; the most points win; on a tie fewer turns win, else the win is shared
    (reading dominion.auslegung.gleichstand). The turns are the players' own (`PlayerCards.turns`: extra turns
    do not count, ln2097). A player's points the record cannot determine (unseen cards that left them, see
    `player_points`) are None in "scores" and their range in "open_scores" ([lowest, highest], or None); the
    winners are then named only when every possible outcome names them, else "winners" is empty."""
    ranges = {p: player_points(state, p) for p in state.players}
    scores = {p: (r[0] if r is not None and r[0] == r[1] else None) for p, r in ranges.items()}
    turns = {p: state.cards[p].turns for p in state.players}
    open_scores = {p: (list(r) if r is not None else None) for p, r in ranges.items() if scores[p] is None}
    if not open_scores:
        best = max(scores.values())  # type: ignore[type-var]
        leaders = [p for p in state.players if scores[p] == best]
        fewest = min(turns[p] for p in leaders)
        winners = [p for p in leaders if turns[p] == fewest]
    else:
        winners = _sure_winners(ranges, turns, state.players)
    unknown = {p: state.cards[p].hand_unknown + state.cards[p].discard_unknown + state.cards[p].draw_pile.outstanding
               for p in state.players}
    return {
        "scores": scores,
        "turns": turns,
        "winners": winners,
        "unknown_cards": {p: n for p, n in unknown.items() if n},
        **({"open_scores": open_scores} if open_scores else {}),
    }


def _sure_winners(ranges: dict[str, tuple[int, int] | None], turns: dict[str, int], players: list[str]) -> list[str]:
    """The single winner whatever the open points are: their lowest points beat everyone's highest, or equal
    them with fewer turns (dominion.auslegung.gleichstand); else none."""
    if any(r is None for r in ranges.values()):
        return []
    for player in players:
        low = ranges[player][0]  # type: ignore[index]
        if all(low > ranges[other][1] or (low == ranges[other][1] and turns[player] < turns[other])  # type: ignore[index]
               for other in players if other != player):
            return [player]
    return []

"""Victory points: triplets, animals (ln430, ln442), the final tally and tie break (ln422-434), Egon (Q17)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.games.burgund_karten import cards
from engine.games.burgund_karten.state import GameState, Group, PlayerZones


def animal_sets(animals: Counter[str]) -> list[int]:
    """Sizes of the layered sets: set i holds every kind owned at least i times (ln430 example)."""
    sizes = []
    layer = 1
    while True:
        size = sum(1 for n in animals.values() if n >= layer)
        if size == 0:
            return sizes
        sizes.append(size)
        layer += 1


def animal_vp(animals: Counter[str]) -> int:
    return sum(cards.ANIMAL_SET_VP.get(size, 0) for size in animal_sets(animals))


def unscored_animals(animals: Counter[str]) -> int:
    """Animals in no set of 2 or more (reading Q16: the single sheep of ln430 is "nicht abgerechnet")."""
    return sum(size for size in animal_sets(animals) if size < 2)


def group_vp(group: Group) -> int | None:
    """VP of a complete group: the value printed on its kind's cards; None when the record never gave it."""
    if group.kind in cards.KNOWN_VP:
        return cards.KNOWN_VP[group.kind]
    for token in group.cards:
        card = cards.parse(token)
        if card is not None and card.kind == group.kind and card.vp is not None:
            return card.vp
    return None


def triplet_points(groups: list[Group]) -> tuple[int, list[str]]:
    """VP of the complete triplets, and the kinds whose value is unknown (the record did not state it)."""
    total, unknown = 0, []
    for group in groups:
        if not group.complete:
            continue  # ln141: nur Drillinge punkten
        value = group_vp(group)
        if value is None:
            unknown.append(group.kind)
        else:
            total += value
    return total, unknown


def bonus_points(bonus: list[str]) -> int:
    points = 0
    for card in bonus:
        kind, _, value = card.partition(":")
        points += 1 if kind == "1." else int(value)
    return points


def player_points(state: GameState, player: str, with_start_card: bool) -> dict[str, Any]:
    zones: PlayerZones = state.zones[player]
    triplets, unknown = triplet_points(zones.groups)
    parts = {
        "drillinge": triplets,
        "bonuskarten": bonus_points(zones.bonus),
        "siegpunktkarten": zones.vp_cards,
        "verkaufte_waren": zones.sold,
        "tiere": animal_vp(zones.animals),
        "startspielerkarte": 1 if with_start_card and state.players[state.start_card["holder"]] == player else 0,
    }
    return {"total": sum(parts.values()), "parts": parts, "unknown": unknown}


def material(zones: PlayerZones) -> int:
    """Tie break ln434: Arbeiter + Silber + nicht verkaufte Waren + nicht abgerechnete Tiere."""
    return zones.workers + zones.silver + sum(zones.goods.values()) + unscored_animals(zones.animals)


def egon_points(egon: dict[str, Any]) -> tuple[int, list[str]]:
    groups = [Group.from_json(g) for g in egon["groups"]]
    triplets, unknown = triplet_points(groups)
    return triplets + bonus_points(egon["bonus"]), unknown


def final_result(state: GameState) -> dict[str, Any]:
    if state.solo:
        player = state.players[0]
        mine = player_points(state, player, with_start_card=False)  # ln480: no start-player card in solo
        egon, egon_unknown = egon_points(state.egon or {"groups": [], "bonus": []})
        unknown = mine["unknown"] + egon_unknown
        lost = bool(state.egon and state.egon.get("lost"))
        winner = None if unknown and not lost else ("Egon" if lost or egon > mine["total"] else player)
        return {"scores": {player: mine["total"], "Egon": egon}, "parts": {player: mine["parts"]},
                "winners": [] if winner is None else [winner], "unknown_vp": sorted(set(unknown)),
                "phase_reached": cards.PHASES[state.phase]}
    scores, parts, unknown = {}, {}, []
    for player in state.players:
        points = player_points(state, player, with_start_card=True)
        scores[player], parts[player] = points["total"], points["parts"]
        unknown += points["unknown"]
    winners: list[str] = []
    if not unknown:
        best = max(scores.values())
        tied = [p for p in state.players if scores[p] == best]
        most = max(material(state.zones[p]) for p in tied)
        winners = [p for p in tied if material(state.zones[p]) == most]  # ln434: else several winners
    return {"scores": scores, "parts": parts, "winners": winners, "unknown_vp": sorted(set(unknown)),
            "material": {p: material(state.zones[p]) for p in state.players}}

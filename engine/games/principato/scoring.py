"""Military scoring (ln177-233) and the final scoring with the goal cards (ln253-323)."""

from __future__ import annotations

from typing import Any

from engine.games.principato import cards
from engine.games.principato.state import GameState, Principality


def supply_order(state: GameState) -> list[str]:
    """ln181: most military tiles first (Q22: all Militärplättchen); ties: the start player, then clockwise."""
    n = len(state.players)
    seats = [(state.start + i) % n for i in range(n)]
    ranked = sorted(seats, key=lambda s: -state.principalities[state.players[s]].military_tiles())
    return [state.players[s] for s in ranked]


def seat_order(state: GameState) -> list[str]:
    n = len(state.players)
    return [state.players[(state.start + i) % n] for i in range(n)]


def award(strengths: dict[str, int], players: list[str]) -> dict[str, int]:
    """ln211-218: VP by place; tied players add the points of the places they occupy and share them,
    rounded up; the next player takes the place after them (ln224)."""
    table = cards.MILITARY_VP[len(players)]
    values = sorted(set(strengths.values()), reverse=True)
    vp: dict[str, int] = {}
    place = 0
    for value in values:
        tied = [p for p in players if strengths[p] == value]
        points = sum(table[place:place + len(tied)])
        share = -(-points // len(tied))  # aufgerundet (ln218)
        for player in tied:
            vp[player] = share
        place += len(tied)
    return vp


def military_scoring(state: GameState, why: str) -> dict[str, Any]:
    """Strengths, VP to each player, then every cube leaves the units (ln231)."""
    strengths = {p: state.principalities[p].strength() for p in state.players}
    vp = award(strengths, state.players)
    for player in state.players:
        zone = state.principalities[player]
        zone.military_vp += vp[player]
        for slot in zone.units:
            zone.units[slot] = 0
    record = {"why": why, "year": state.year, "strength": strengths, "vp": vp}
    state.scorings.append(record)
    return record


def goal_points(zone: Principality, goal: str) -> int:
    tiles = zone.tiles
    if goal == "bollwerk":  # ln279, Q18: 1 per full 4 military VP
        return zone.military_vp // 4
    if goal == "fruchtbares-land":  # ln285, Q17
        return max(0, tiles["acker"] + tiles["hof"] - 6)
    if goal == "stadtrecht":  # ln291
        return max(0, tiles["palazzo"] + tiles["bank"] - 6)
    if goal == "waffenschmiede":  # ln297
        return tiles["katapult"]
    kinds, points = cards.SET_GOALS[goal]  # ln305-323; Q14 sets, Q15 at most 3, Q16 Villa 9 as printed
    sets = min(3, *(len(zone.culture[k]) for k in kinds))
    return 0 if sets == 0 else points[sets - 1]


def final_result(state: GameState) -> dict[str, Any]:
    """ln259-267: military VP notes, printed culture VP, goal cards; ties: most cubes; else shared."""
    scores: dict[str, int] = {}
    parts: dict[str, dict[str, Any]] = {}
    unknown: list[str] = []
    for player in state.players:
        zone = state.principalities[player]
        culture = 0
        for kind, values in zone.culture.items():
            for value in values:
                if value is None:
                    unknown.append(kind)
                else:
                    culture += value
        goals = {goal: goal_points(zone, goal) for goal in zone.goals}
        parts[player] = {"militaer": zone.military_vp, "kultur": culture, "ziele": goals}
        scores[player] = zone.military_vp + culture + sum(goals.values())
    cubes = {p: sum(state.principalities[p].cubes.values()) for p in state.players}
    winners: list[str] = []
    if not unknown:
        best = max(scores.values())
        tied = [p for p in state.players if scores[p] == best]
        most = max(cubes[p] for p in tied)
        winners = [p for p in tied if cubes[p] == most]
    return {"scores": scores, "parts": parts, "winners": winners, "cubes": cubes,
            "unknown_vp": sorted(set(unknown))}

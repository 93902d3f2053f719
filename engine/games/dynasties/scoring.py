"""The round scoring of unmarried family members (ln825-850) and the final scoring (ln870-920)."""

from __future__ import annotations

from typing import Any

from engine.core.step import Notes
from engine.games.dynasties import board
from engine.games.dynasties.state import GameState


def field_size(facts: dict[str, Any], city: str, role: str) -> str:
    return "large" if facts["cities"][city]["large"] == role else "small"


def unmarried(state: GameState, player: str) -> list[tuple[str, str]]:
    """ln827: a family member on a city whose other field is still free: (city, role)."""
    out = []
    for name, city in state.cities.items():
        taken = [r for r in board.ROLES if city[r] is not None]
        if len(taken) == 1 and city[taken[0]] == player:
            out.append((name, taken[0]))
    return out


def unmarried_points(state: GameState) -> dict[str, int]:
    """ln832, ln838: 4/2 after round 1, 6/3 after round 2, for the large/small field."""
    table = board.UNMARRIED_POINTS[state.round]
    return {p: sum(table[field_size(state.facts, c, r)] for c, r in unmarried(state, p)) for p in state.players}


def majority_counts(state: GameState, country: str) -> dict[str, int]:
    """ln888-892: Fürsten, Fürstinnen and children in the country, plus the country's coats of arms (from
    marriages and book tiles: a coat-of-arms book tile counts as one, auslegung.wappen-buchplaettchen)."""
    counts = {p: state.zones[p]["wappen"][country] + state.zones[p]["books"].count(f"wappen-{country}")
              for p in state.players}
    for name, city in state.cities.items():
        if state.facts["cities"][name]["country"] != country:
            continue
        for key in ("fuerst", "fuerstin", "kind"):
            if city[key] is not None:
                counts[city[key]] += 1
    return counts


def places(counts: dict[str, int], players: list[str]) -> tuple[list[str], list[str]]:
    """ln894, ln908: the highest sum first; a tie for 1st takes 1st and cancels 2nd, a tie for 2nd shares 2nd.
    A sum of 0 places nobody (auslegung.mehrheit-null)."""
    values = sorted({v for v in counts.values() if v > 0}, reverse=True)
    if not values:
        return [], []
    first = [p for p in players if counts[p] == values[0]]
    if len(first) > 1 or len(values) < 2:
        return first, []
    return first, [p for p in players if counts[p] == values[1]]


def crowned(state: GameState, country: str) -> list[str]:
    """ln912-914: a Fürst or Fürstin in every crown city of the country (none without a crown city,
    auslegung.krone-ohne-kronenstadt)."""
    crowns = [n for n in state.cities if state.facts["cities"][n]["country"] == country
              and state.facts["cities"][n]["symbol"] == "krone"]
    if not crowns:
        return []
    return [p for p in state.players
            if all(p in (state.cities[c]["fuerst"], state.cities[c]["fuerstin"]) for c in crowns)]


def final_result(state: GameState, notes: Notes) -> dict[str, Any]:
    boards = state.facts.get("boards")
    unknown = [] if boards is not None else ["boards"]
    hidden_tiles = sorted(p for p in state.players if "?" in state.zones[p]["books"])
    if hidden_tiles:
        unknown.append("book_tiles")
    countries: dict[str, Any] = {}
    for country in board.COUNTRIES:
        counts = majority_counts(state, country)
        first, second = places(counts, state.players)
        crown = crowned(state, country)
        points = {p: 0 for p in state.players}
        if boards is not None:
            values = boards[country]
            for p in first:
                points[p] += values["first"]
            for p in second:
                points[p] += values["second"]
            for p in crown:
                points[p] += values["crown"]
        countries[country] = {"counts": counts, "first": first, "second": second, "crown": crown, "points": points}
        if any(v == 0 for v in counts.values()):
            notes.reading("auslegung.mehrheit-null")
        if not crown and not any(state.facts["cities"][n]["symbol"] == "krone" and
                                 state.facts["cities"][n]["country"] == country for n in state.cities):
            notes.reading("auslegung.krone-ohne-kronenstadt")
    for p in state.players:
        state.zones[p]["vp"] += sum(c["points"][p] for c in countries.values())
    scores = {p: state.zones[p]["vp"] for p in state.players}
    goods = {p: sum(state.zones[p]["goods"].values()) for p in state.players}
    winners: list[str] = []
    if not unknown:
        best = max(scores.values())
        tied = [p for p in state.players if scores[p] == best]
        most = max(goods[p] for p in tied)
        winners = [p for p in tied if goods[p] == most]  # ln920; still tied: shared (auslegung.gleichstand-geteilt)
        if len(winners) > 1:
            notes.reading("auslegung.gleichstand-geteilt")
    if boards is None:
        notes.gap("laenderwertung", "Die Punkte der Länderwertungstafeln waren Bilder; das Protokoll nennt sie nicht "
                  "(setup.boards).", "The country scoring boards' points were pictures; the record does not state "
                  "them (setup.boards).")
    if hidden_tiles:
        notes.gap("beiblatt.buchplaettchen", "Verdeckte Buchplättchen, die das Protokoll nicht nennt, könnten "
                  "Länderwappen sein.", "Face-down book tiles the record does not name could be coats of arms.",
                  players=hidden_tiles)
    return {"scores": scores, "goods": goods, "winners": winners, "countries": countries, "unknown": unknown}

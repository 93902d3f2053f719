"""The position drawn for the job page: the map (the 4 countries with their cities and each player's family
members on the Fürst and Fürstin fields and the stars), the ships, the pass track and each player's supply.

Pure Python, every text through `html.escape`; no style attributes and no scripts (the site's CSP), only SVG
presentation attributes. `state` is state JSON and may come from a user: read it defensively.
"""

from __future__ import annotations

from html import escape
from typing import Any

from engine.games.dynasties import board

# the 5 player colours (ln27) by seat; the record does not say who chose which
_COLOURS = ("#2f6fb5", "#e3c21a", "#3c9a46", "#e8862a", "#c0392b")
_GOOD_FILL = {"schwarz": "#222", "weiss": "#f4f4f4", "gold": "#d4a017", "hellblau": "#8fd3f4", "rosa": "#f4a6c6"}
_SYMBOL_DE = {"punkte": "2 Punkte", "anker": "Anker", "buch": "Buch", "krone": "Krone"}
_WIDTH = 300


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _int(value: Any) -> int:
    return value if type(value) is int else 0


def _text(x: int, y: int, text: str, size: int = 11, weight: str = "normal") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" '
            f'font-family="sans-serif">{escape(text)}</text>')


def _figure(x: int, y: int, player: Any, seats: dict[str, int], large: bool) -> str:
    if not isinstance(player, str):
        return f'<rect x="{x}" y="{y - 9}" width="12" height="12" fill="none" stroke="#999"/>'
    fill = _COLOURS[seats.get(player, 0) % len(_COLOURS)]
    size = 12 if large else 9
    return (f'<rect x="{x}" y="{y - 9}" width="{size}" height="{size}" fill="{fill}" stroke="#333"/>'
            f'{_text(x + 16, y, player, 10)}')


def _country(country: str, names: list[str], cities: dict[str, Any], facts: dict[str, Any],
             seats: dict[str, int], changed: set[str]) -> str:
    height = 24 + 38 * len(names)
    parts = [f'<rect x="1" y="1" width="{_WIDTH - 2}" height="{height - 2}" rx="6" fill="#fbfaf5" stroke="#777"/>',
             _text(8, 16, board.COUNTRY_DE.get(country, country), 13, "bold")]
    y = 36
    for name in names:
        city, fact = _dict(cities.get(name)), _dict(facts.get(name))
        stroke = ' stroke="#c0392b" stroke-width="2"' if name in changed else ""
        parts.append(f'<rect x="4" y="{y - 14}" width="{_WIDTH - 8}" height="34" fill="none"{stroke}/>')
        symbol = _SYMBOL_DE.get(str(fact.get("symbol")), "?")
        parts.append(_text(8, y, f"{name} ({symbol})", 11, "bold"))
        large = fact.get("large")
        for offset, role in ((8, "fuerst"), (130, "fuerstin")):
            cost = _int(fact.get(role))
            parts.append(_text(offset, y + 16, f"{board.ROLE_DE[role]} {cost}", 9))
            parts.append(_figure(offset + 52, y + 16, city.get(role), seats, large == role))
        if isinstance(city.get("kind"), str):
            parts.append(_text(250, y, "★", 12))
            parts.append(_figure(262, y, city.get("kind"), seats, False))
        y += 38
    return (f'<figure class="dynasties-land"><svg xmlns="http://www.w3.org/2000/svg" width="{_WIDTH}" '
            f'height="{height}" role="img" aria-label="{escape(board.COUNTRY_DE.get(country, country))}">'
            f'{"".join(parts)}</svg></figure>')


def _goods(x: int, y: int, goods: dict[str, Any]) -> str:
    out = []
    for good in board.GOODS:
        out.append(f'<rect x="{x}" y="{y - 10}" width="10" height="10" fill="{_GOOD_FILL[good]}" stroke="#333"/>')
        out.append(_text(x + 13, y, str(_int(goods.get(good))), 10))
        x += 34
    return "".join(out)


def _table(state: dict[str, Any], players: list[str], seats: dict[str, int]) -> str:
    ships = [s for s in state.get("ships", []) if isinstance(s, dict)]
    zones = _dict(state.get("zones"))
    height = 30 + 22 * len(ships) + 22 * len(players) + 40
    parts = [_text(8, 16, f"Durchgang {_int(state.get('round'))}", 13, "bold")]
    y = 36
    for index, ship in enumerate(ships):
        parts.append(_text(8, y, f"Schiff {index + 1}", 11))
        parts.append(_goods(70, y, _dict(ship.get("goods"))))
        parts.append(_figure(250, y, ship.get("large"), seats, True))
        parts.append(_figure(330, y, ship.get("small"), seats, False))
        y += 22
    upper = [p if isinstance(p, str) else "–" for p in state.get("upper", [])]
    long = [p for p in state.get("long", []) if isinstance(p, str)]
    parts.append(_text(8, y, "Passen-Leiste: " + " | ".join(upper) + " || " + ", ".join(long), 11))
    y += 22
    for player in players:
        zone = _dict(zones.get(player))
        parts.append(_figure(8, y, player, seats, True))
        parts.append(_text(110, y, f"{_int(zone.get('vp'))} P · Vorrat {_int(zone.get('supply'))} · "
                                   f"Karten {len(zone.get('hand', []) or [])}", 10))
        parts.append(_goods(290, y, _dict(zone.get("goods"))))
        y += 22
    return (f'<figure class="dynasties-tisch"><svg xmlns="http://www.w3.org/2000/svg" width="470" '
            f'height="{height}" role="img" aria-label="Schiffe und Spieler">{"".join(parts)}</svg></figure>')


def draw(state: dict[str, Any], names: dict[str, str], previous: dict[str, Any] | None = None,
         move: dict[str, Any] | None = None) -> str | None:
    """The four countries with every city and its family members, then ships, pass track and players."""
    if not isinstance(state, dict) or not isinstance(state.get("cities"), dict):
        return None
    facts = _dict(_dict(state.get("facts")).get("cities"))
    players = [p for p in state.get("players", []) if isinstance(p, str)]
    seats = {p: i for i, p in enumerate(players)}
    cities = state["cities"]
    before = _dict(_dict(previous).get("cities")) if isinstance(previous, dict) else cities
    changed = {n for n in cities if before.get(n) != cities.get(n)}
    maps = []
    for country in board.COUNTRIES:
        here = sorted(n for n in cities if isinstance(n, str) and _dict(facts.get(n)).get("country") == country)
        maps.append(_country(country, here, cities, facts, seats, changed))
    return f'<div class="dynasties-bild">{"".join(maps)}{_table(state, players, seats)}</div>'

"""The position drawn for the job page: the display and each principality as inline SVG.

Pure Python, every text through `html.escape`; no style attributes and no scripts (the site's CSP), only
SVG presentation attributes. `state` is state JSON and may come from a user: read it defensively.
"""

from __future__ import annotations

from html import escape
from typing import Any

from engine.games.principato import cards

_TILE_DE = {"acker": "Acker", "hof": "Hof", "palazzo": "Palazzo", "bank": "Bank", "katapult": "Katapult",
            "condottiere": "Condottiere", "miliz": "Miliz"}
_AREAS = (("Umland", ("acker", "hof")), ("Stadtmauer", ("katapult", "condottiere", "miliz")),
          ("Innenstadt", ("palazzo", "bank")))
_CUBE_FILL = {"nahrung": "#3a9d3a", "geld": "#e0b000", "gunst": "#8a3ab9"}
_CULTURE_DE = {"denkmal": "Denkmal", "buch": "Buch", "gemaelde": "Gemälde"}


def _int(value: Any) -> int:
    return value if type(value) is int else 0


def _text(x: int, y: int, text: str, size: int = 12, weight: str = "normal") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" '
            f'font-family="sans-serif">{escape(text)}</text>')


def _card(x: int, card: str, facts: dict[str, Any], changed: bool) -> str:
    effect = cards.EFFECTS.get(str(facts.get("effect")))
    label = effect.name_de if effect else str(card)
    stroke = "#c0392b" if changed else "#555"
    swap = " ⇄" if facts.get("swap") is True else ""
    return (f'<g><rect x="{x}" y="4" width="104" height="56" rx="6" fill="#f7f1e3" stroke="{stroke}" '
            f'stroke-width="{3 if changed else 1}"/>{_text(x + 6, 24, str(card) + swap, 11, "bold")}'
            f'{_text(x + 6, 44, label, 10)}</g>')


def _display(state: dict[str, Any], previous: dict[str, Any] | None) -> str:
    display = [c for c in state.get("display", []) if isinstance(c, str)]
    before = set(previous.get("display", [])) if isinstance(previous, dict) else set(display)
    facts = state.get("cards") if isinstance(state.get("cards"), dict) else {}
    width = 112 * max(1, len(display)) + 120
    body = "".join(_card(8 + 112 * i, c, facts.get(c, {}) if isinstance(facts.get(c), dict) else {},
                         c not in before) for i, c in enumerate(display))
    refill = state.get("refill") if isinstance(state.get("refill"), list) else []
    body += _text(16 + 112 * len(display), 36, f"Stapel: {len(refill)}", 12)
    return (f'<figure class="principato-auslage"><figcaption>Auslage (Jahr {_int(state.get("year"))})'
            f'</figcaption><svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="64" role="img" '
            f'aria-label="Auslage">{body}</svg></figure>')


def _principality(player: str, zone: dict[str, Any], facts: dict[str, Any], over: bool, current: bool) -> str:
    tiles = zone.get("tiles") if isinstance(zone.get("tiles"), dict) else {}
    cubes = zone.get("cubes") if isinstance(zone.get("cubes"), dict) else {}
    units = zone.get("units") if isinstance(zone.get("units"), dict) else {}
    parts = [f'<rect x="1" y="1" width="438" height="218" rx="8" fill="#fbfaf5" stroke="{"#c0392b" if current else "#777"}"/>',
             _text(10, 20, player, 14, "bold"),
             _text(250, 20, f"Militärpunkte: {_int(zone.get('military_vp'))}", 12)]
    y = 44
    for area, kinds in _AREAS:
        parts.append(_text(10, y, area, 12, "bold"))
        x = 100
        for kind in kinds:
            count = _int(tiles.get(kind))
            parts.append(_text(x, y, f"{_TILE_DE[kind]} × {count}", 11))
            x += 110
        y += 18
        if area == "Stadtmauer":
            c = _int(units.get("condottiere-geld")) + _int(units.get("condottiere-gunst"))
            m = _int(units.get("miliz-nahrung")) + _int(units.get("miliz-gunst"))
            parts.append(_text(100, y, f"versorgt: Condottieri {c}, Milizen {m}", 10))
            y += 18
    parts.append(_text(10, y, "Palast", 12, "bold"))
    culture = zone.get("culture") if isinstance(zone.get("culture"), dict) else {}
    x = 100
    for kind in cards.CULTURE:
        values = culture.get(kind) if isinstance(culture.get(kind), list) else []
        shown = ", ".join("?" if v is None else str(_int(v)) for v in values)
        parts.append(_text(x, y, f"{_CULTURE_DE[kind]}: {shown or '–'}", 11))
        x += 110
    y += 22
    parts.append(_text(10, y, "Lager", 12, "bold"))
    x = 100
    for cube in cards.CUBES:
        parts.append(f'<rect x="{x}" y="{y - 11}" width="12" height="12" fill="{_CUBE_FILL[cube]}"/>')
        parts.append(_text(x + 16, y, f"{cube.capitalize()} {_int(cubes.get(cube))}", 11))
        x += 100
    y += 24
    hand = [c for c in zone.get("hand", []) if isinstance(c, str)]
    names = []
    for card in hand:
        effect = cards.EFFECTS.get(str((facts.get(card) or {}).get("effect"))) if isinstance(facts.get(card), dict) else None
        names.append(f"{card} ({effect.name_de})" if effect else card)
    parts.append(_text(10, y, "Karten: " + "; ".join(names), 11))
    y += 20
    if over:
        goals = [cards.GOALS[g].name for g in zone.get("goals", []) if g in cards.GOALS]
        parts.append(_text(10, y, "Zielkarten: " + ", ".join(goals), 11))
    return (f'<figure class="principato-fuerstentum"><svg xmlns="http://www.w3.org/2000/svg" width="440" '
            f'height="220" role="img" aria-label="Fürstentum {escape(player)}">{"".join(parts)}</svg></figure>')


def draw(state: dict[str, Any], names: dict[str, str], previous: dict[str, Any] | None = None,
         move: dict[str, Any] | None = None) -> str | None:
    """The display and every principality (goal cards only once the game is over: Q25)."""
    if not isinstance(state, dict) or not isinstance(state.get("principalities"), dict):
        return None
    facts = state.get("cards") if isinstance(state.get("cards"), dict) else {}
    players = [p for p in state.get("players", []) if isinstance(p, str)]
    seat = _int(state.get("seat"))
    current = players[seat] if 0 <= seat < len(players) else None
    over = state.get("over") is True
    boards = "".join(_principality(p, state["principalities"][p], facts, over, p == current)
                     for p in players if isinstance(state["principalities"].get(p), dict))
    return f'<div class="principato-bild">{_display(state, previous)}{boards}</div>'

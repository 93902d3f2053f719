"""The job page's picture of a position: the estates as hex maps with their tiles, the depots, the bridge,
the goods and the scores, drawn as SVG from the board data (no inline styles, no scripts: CSP).

The state comes from a user (it is state JSON), so every text is escaped and a state the engine cannot
read is drawn as nothing (None: the generic view).
"""

from __future__ import annotations

from html import escape
from math import cos, pi, sin, sqrt
from typing import Any

from engine.core.errors import StateError
from engine.games.burgund import actions, facts, flow, tiles
from engine.games.burgund.state import GameState

FILL = {"building": "#e8d8b0", "pasture": "#b9df8f", "river": "#8fc3ea", "monastery": "#f3e27a",
        "castle": "#4f8a55", "mine": "#a9a9a9"}
TILE_FILL = {"building": "#b8935a", "pasture": "#5da43a", "river": "#2f78c4", "monastery": "#d8b520",
             "castle": "#1f5a2c", "mine": "#5d5d5d"}
SIZE = 17.0


def _hex(cx: float, cy: float, size: float) -> str:
    points = []
    for i in range(6):
        angle = pi / 180 * (60 * i - 30)
        points.append(f"{cx + size * cos(angle):.1f},{cy + size * sin(angle):.1f}")
    return " ".join(points)


def _label(tag: str, names: dict[str, str]) -> str:
    kind = tiles.kind(tag)
    if kind == "monastery":
        return tag.split("-")[1]
    if kind == "animal":
        species, value = tiles.animal(tag)
        return f"{species[:2].title()}{value}"
    return (names.get(tag) or tag)[:3].title()


def _legal_spaces(previous: dict[str, Any] | None, move: dict[str, Any] | None) -> tuple[str | None, set[int]]:
    """For a placement: where the tile could legally have gone in the position before the move."""
    if not previous or not isinstance(move, dict) or move.get("move") != "place" or not tiles.is_tile(move.get("tile")):
        return None, set()
    try:
        state = GameState.from_json(previous)
    except StateError:
        return None, set()
    player = move.get("by")
    if player not in state.players or move["tile"] not in state.storage[player]:
        return None, set()
    value = move.get("value", move.get("die"))
    value = value if type(value) is int else None
    board = facts.board(state.boards[player])
    return player, {s for s in board.types if actions.problem_place(state, player, move["tile"], s, value) is None}


def _estate(state: GameState, player: str, names: dict[str, str], legal: set[int], x0: float, y0: float) -> list[str]:
    board = facts.board(state.boards[player])
    out = [f'<text x="{x0:.0f}" y="{y0 - 4:.0f}" font-size="12" font-weight="bold">{escape(player)} '
           f'(Tableau {board.number})</text>']
    estate = state.estates[player]
    for space, (q, r) in board.axial.items():
        cx = x0 + 120 + SIZE * sqrt(3) * (q + r / 2)
        cy = y0 + 96 + SIZE * 1.5 * r
        kind = board.types[space]
        tag = estate.get(space)
        fill = TILE_FILL[kind] if tag else FILL[kind]
        stroke, width = ("#d0021b", "3") if space in legal else ("#555555", "1")
        out.append(f'<polygon points="{_hex(cx, cy, SIZE - 1)}" fill="{fill}" stroke="{stroke}" stroke-width="{width}">'
                   f'<title>{escape(f"Feld {space}: {facts.TYPE_DE[kind]}, Zahl {board.dice[space]}" + (f", {names.get(tag, tag)}" if tag else ""))}</title></polygon>')
        text = _label(tag, names) if tag else str(board.dice[space])
        colour = "#ffffff" if tag else "#333333"
        out.append(f'<text x="{cx:.1f}" y="{cy + 4:.1f}" font-size="9" text-anchor="middle" fill="{colour}">'
                   f'{escape(text)}</text>')
    stored = ", ".join(names.get(t, t) for t in state.storage[player]) or "–"
    goods = ", ".join(f"{n}× {s}" for s, n in sorted(state.goods[player].items()) if n) or "–"
    disc = " (Scheibe 200)" if state.vp[player] >= 200 else " (Scheibe 100)" if state.vp[player] >= 100 else ""
    lines = [f"SP {state.vp[player]}{disc}  Silber {state.silver[player]}  Arbeiter {state.workers[player]}",
             f"Schlüsselfelder: {stored}", f"Lager: {goods}",
             f"Verkauft: {sum(state.sold[player].values())}  Bonus: {', '.join(state.bonus[player]) or '–'}"]
    for i, line in enumerate(lines):
        out.append(f'<text x="{x0:.0f}" y="{y0 + 212 + 13 * i:.0f}" font-size="10">{escape(line)}</text>')
    return out


def draw(data: dict[str, Any], names: dict[str, str], previous: dict[str, Any] | None = None,
         move: dict[str, Any] | None = None) -> str | None:
    try:
        state = GameState.from_json(data)
    except StateError:
        return None
    mover, legal = _legal_spaces(previous, move)
    parts: list[str] = []
    width = 250
    for i, player in enumerate(state.players):
        parts += _estate(state, player, names, legal if player == mover else set(), 10 + width * i, 20)
    y = 300
    parts.append(f'<text x="10" y="{y}" font-size="12" font-weight="bold">{escape(f"Durchgang {flow_phase(state)}, Runde {state.round + 1}")}'
                 f'</text>')
    for d in range(1, 7):
        laid = ", ".join(names.get(t, t) for t in state.depots.get(d, [])) or "–"
        goods = ", ".join(str(g) for g in state.depot_goods.get(d, [])) or "–"
        parts.append(f'<text x="10" y="{y + 15 * d}" font-size="10">{escape(f"Depot {d}: {laid} | Waren: {goods}")}</text>')
    black = ", ".join(names.get(t, t) for t in state.black) or "–"
    parts.append(f'<text x="10" y="{y + 105}" font-size="10">{escape(f"Schwarzes Depot: {black}")}</text>')
    parts.append(f'<text x="10" y="{y + 120}" font-size="10">'
                 f'{escape("Rundenfelder: " + (", ".join(map(str, state.round_goods)) or "–"))}</text>')
    bridge = " | ".join(f"{i + 1}: {'/'.join(stack)}" for i, stack in enumerate(state.bridge) if stack)
    parts.append(f'<text x="10" y="{y + 135}" font-size="10">{escape("Brücke (Reihenfolge): " + bridge)}</text>')
    order = ", ".join(flow.bridge_order(state))
    parts.append(f'<text x="10" y="{y + 150}" font-size="10">{escape("Zugreihenfolge: " + order)}</text>')
    total = max(width * len(state.players) + 20, 520)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {total} {y + 165}" width="100%" role="img" '
            f'aria-label="Spielstand Burgund">' + "".join(parts) + "</svg>")


def flow_phase(state: GameState) -> str:
    return "ABCDE"[state.phase]

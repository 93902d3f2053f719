"""The job page's picture of a position: the estates as hex maps with their tiles, the depots, the bridge,
the goods and the scores, drawn as SVG from the board data (no inline styles, no scripts: CSP).

Each estate is its own SVG (class `burgund-estate`) and the main board's depots, bridge and turn order are an
HTML list after them, so the page's CSS can set the estates side by side on a wide screen and stack them on a
phone, where the lines of the main board wrap instead of shrinking with a drawing. Tiles are named in German:
the catalog's names (passed in `names`, by catalog slug) with the rulebook's kind names as the fallback.

The state comes from a user (it is state JSON), so every text is escaped and a state the engine cannot
read is drawn as nothing (None: the generic view).
"""

from __future__ import annotations

from html import escape
from math import cos, pi, sin, sqrt
from typing import Any

from engine.core.errors import StateError
from engine.games.burgund import actions, facts, flow, hooks, tiles
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


def tile_name(tag: str, names: dict[str, str]) -> str:
    """A tile as a player calls it: "Markt", "Schaf (3 Tiere)", "Kloster-Plättchen 4"; an unknown tag as it is.

    `names` maps catalog slugs to German names (the catalog's "tier-schaf" is the species, the engine's
    "schaf-3" one tile of it with 3 animals, ln 505-509); without the catalog, the tile kinds' German names."""
    if tag in names:
        return names[tag]
    try:
        kind = tiles.kind(tag)
    except (KeyError, TypeError, AttributeError):
        return str(tag)
    if kind == "animal":
        species, value = tiles.animal(tag)
        return f"{names.get(f'tier-{species}', species.title())} ({value} Tiere)"
    if kind == "monastery":
        return f"Kloster-Plättchen {tiles.monastery_number(tag)}"
    return tag.title() if kind == "building" else tiles.KIND_DE.get(kind, tag.title())


def _bonus_name(held: str) -> str:
    """A colour bonus as the state keeps it ("gross:river") in German: "Fluss (blau), groß" (ln 614-622)."""
    size, _, kind = held.partition(":")
    return f"{facts.TYPE_DE.get(kind, kind)}, {'groß' if size == 'gross' else 'klein'}"


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
    board = state.board(player)
    return player, {s for s in board.types if actions.problem_place(state, player, move["tile"], s, value) is None}


def _estate(state: GameState, player: str, names: dict[str, str], legal: set[int], x0: float, y0: float) -> list[str]:
    board = state.board(player)
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
                   f'<title>{escape(f"Feld {space}: {facts.TYPE_DE[kind]}, Zahl {board.dice[space]}" + (f", {tile_name(tag, names)}" if tag else ""))}</title></polygon>')
        text = _label(tag, names) if tag else str(board.dice[space])
        colour = "#ffffff" if tag else "#333333"
        out.append(f'<text x="{cx:.1f}" y="{cy + 4:.1f}" font-size="9" text-anchor="middle" fill="{colour}">'
                   f'{escape(text)}</text>')
    stored = ", ".join(tile_name(t, names) for t in state.storage[player]) or "–"
    goods = ", ".join(f"{n}× {s}" for s, n in sorted(state.goods[player].items()) if n) or "–"
    disc = " (Scheibe 200)" if state.vp[player] >= 200 else " (Scheibe 100)" if state.vp[player] >= 100 else ""
    lines = [f"SP {state.vp[player]}{disc}  Silber {state.silver[player]}  Arbeiter {state.workers[player]}",
             f"Schlüsselfelder: {stored}", f"Lager: {goods}",
             f"Verkauft: {sum(state.sold[player].values())}  Bonus: "
             f"{', '.join(_bonus_name(held) for held in state.bonus[player]) or '–'}"]
    for i, line in enumerate(lines):
        out.append(f'<text x="{x0:.0f}" y="{y0 + 212 + 13 * i:.0f}" font-size="10">{escape(line)}</text>')
    return out


def _group_estate(state: GameState, title: str, members: list[str], texts: list[str], names: dict[str, str],
                  legal: set[int]) -> str:
    """One estate several players share (a module's, e.g. a double board): its map sized to its spaces, the
    module's text lines under it."""
    board = state.board(members[0])
    estate = state.estates[members[0]]
    xs = [q + r / 2 for q, r in board.axial.values()]
    ys = [r for _q, r in board.axial.values()]
    step_x, step_y = SIZE * sqrt(3), SIZE * 1.5
    width = max((max(xs) - min(xs)) * step_x + 2 * SIZE + 20, 20 + 5.6 * max((len(t) for t in texts), default=0))
    top = 30
    height = top + (max(ys) - min(ys)) * step_y + 2 * SIZE + 14 * len(texts) + 10
    out = [f'<text x="10" y="16" font-size="12" font-weight="bold">{escape(title)}</text>']
    for space, (q, r) in board.axial.items():
        cx = 10 + SIZE + (q + r / 2 - min(xs)) * step_x
        cy = top + SIZE + (r - min(ys)) * step_y
        kind = board.types[space]
        tag = estate.get(space)
        fill = TILE_FILL[kind] if tag else FILL[kind]
        stroke, width_px = ("#d0021b", "3") if space in legal else ("#555555", "1")
        out.append(f'<polygon points="{_hex(cx, cy, SIZE - 1)}" fill="{fill}" stroke="{stroke}" '
                   f'stroke-width="{width_px}"><title>'
                   f'{escape(f"Feld {space}: {facts.TYPE_DE[kind]}, Zahl {board.dice[space]}" + (f", {tile_name(tag, names)}" if tag else ""))}'
                   f'</title></polygon>')
        out.append(f'<text x="{cx:.1f}" y="{cy + 4:.1f}" font-size="9" text-anchor="middle" '
                   f'fill="{"#ffffff" if tag else "#333333"}">{escape(_label(tag, names) if tag else str(board.dice[space]))}</text>')
    base = top + (max(ys) - min(ys)) * step_y + 2 * SIZE + 14
    for i, line in enumerate(texts):
        out.append(f'<text x="10" y="{base + 14 * i:.0f}" font-size="10">{escape(line)}</text>')
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="burgund-estate" viewBox="0 0 {width:.0f} {height:.0f}" '
            f'width="100%" role="img" aria-label="{escape(title)}">' + "".join(out) + "</svg>")


def draw(data: dict[str, Any], names: dict[str, str], previous: dict[str, Any] | None = None,
         move: dict[str, Any] | None = None) -> str | None:
    try:
        state = GameState.from_json(data)
    except StateError:
        return None
    mover, legal = _legal_spaces(previous, move)
    parts: list[str] = []
    groups = hooks.estate_groups(state, names) if state.modules else None  # one estate shared by several players
    for title, members, texts in groups or []:
        parts.append(_group_estate(state, title, members, texts, names, legal if mover in members else set()))
    for player in [] if groups else state.players:
        estate = _estate(state, player, names, legal if player == mover else set(), 10, 20)
        parts.append(f'<svg xmlns="http://www.w3.org/2000/svg" class="burgund-estate" viewBox="0 0 250 282" '
                     f'width="100%" role="img" aria-label="{escape(f"Fürstentum von {player}")}">'
                     + "".join(estate) + "</svg>")
    lines = []
    for d in range(1, 7):
        laid = ", ".join(tile_name(t, names) for t in state.depots.get(d, [])) or "–"
        goods = ", ".join(str(g) for g in state.depot_goods.get(d, [])) or "–"
        lines.append(f"Depot {d}: {laid} | Waren: {goods}")
    lines.append(f"Schwarzes Depot: {', '.join(tile_name(t, names) for t in state.black) or '–'}")
    lines.append("Rundenfelder: " + (", ".join(map(str, state.round_goods)) or "–"))
    lines.append("Brücke (Reihenfolge): "
                 + " | ".join(f"{i + 1}: {'/'.join(stack)}" for i, stack in enumerate(state.bridge) if stack))
    lines.append("Zugreihenfolge: " + ", ".join(flow.bridge_order(state)))
    lines += hooks.picture_lines(state, names)  # the active modules' pieces
    parts.append(f'<div class="burgund-board"><p class="burgund-round">'
                 f'{escape(f"Durchgang {flow_phase(state)}, Runde {state.round + 1}")}</p><ul>'
                 + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul></div>")
    return "".join(parts)


def flow_phase(state: GameState) -> str:
    return "ABCDE"[state.phase]

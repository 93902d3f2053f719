"""The Burgund card game's position drawn for people (`Ruleset.picture`): the six display spaces (one per die
face), and for each player the hand, the stack, projects and completed groups as card chips coloured by kind,
with silver, workers, goods and animals; what changed since the previous position marked.

Plain Python, no Django: `state` and `previous` are `state_to_json` output (escape every text); cards are
"Kind/Number" strings ("Burg/5"), drawn as kind and die number. No inline styles or scripts.
"""

from __future__ import annotations

from html import escape
from typing import Any

# Card kinds → the colour family of the printed card back (the rulebook's colours of the six kinds).
KIND_CLASSES = {"Burg": "dunkelgruen", "Mine": "grau", "Kloster": "gelb", "Wissen": "lila", "Schiff": "blau",
                "Weide": "gruen", "Gebäude": "beige", "Markt": "beige", "Bank": "beige", "Kirche": "beige",
                "Wachturm": "beige", "Warenhaus": "beige", "Schreinerei": "beige", "Wohnhäuser": "beige",
                "Rathaus": "beige"}


def _split(card: str) -> tuple[str, str]:
    kind, _, number = str(card).partition("/")
    return kind, number


def chip(card: Any, *, changed: bool = False) -> str:
    kind, number = _split(card)
    css = KIND_CLASSES.get(kind, "neutral")
    classes = f"chip k-{css}" + (" changed" if changed else "")
    die = f'<span class="chip-die" aria-label="Würfel {escape(number)}">{escape(number)}</span>' if number else ""
    return f'<li class="{classes}" title="{escape(str(card))}">{die}<span class="chip-name">{escape(kind)}</span></li>'


def _chips(cards: Any, before: Any) -> str:
    cards = [c for c in cards if isinstance(c, str)] if isinstance(cards, list) else []
    old = list(before) if isinstance(before, list) else None
    remaining = list(old) if old is not None else None
    items = []
    for card in cards:
        fresh = remaining is not None and card not in remaining
        if remaining is not None and card in remaining:
            remaining.remove(card)
        items.append(chip(card, changed=fresh))
    return "".join(items) or '<li class="empty">–</li>'


def _zone(label: str, now: Any, before: Any, hidden: int = 0) -> str:
    chips = _chips(now, before)
    if hidden:
        chips += f'<li class="chip hidden-cards">{hidden} verdeckt</li>'
    return f'<div class="zone"><span class="zone-label">{escape(label)}</span><ul class="chips">{chips}</ul></div>'


def _counter(value: Any) -> str:
    if not isinstance(value, dict) or not value:
        return "–"
    return ", ".join(f"{escape(str(k))} ×{escape(str(v))}" for k, v in value.items())


def picture(state: dict[str, Any], names: dict[str, str], previous: dict[str, Any] | None = None,
            move: dict[str, Any] | None = None) -> str:
    if not isinstance(state, dict) or not isinstance(state.get("zones"), dict):
        return ""
    before = previous if isinstance(previous, dict) else {}
    turn = state.get("turn") if isinstance(state.get("turn"), dict) else {}
    status = [f"Durchgang {escape(str(state.get('phase', '?')))}", f"Runde {escape(str(state.get('round', '?')))}"]
    if turn.get("player"):
        status.append(f"am Zug: <strong>{escape(str(turn['player']))}</strong>")
    parts = [f'<div class="pos pos-burgund-karten"><p class="pos-status">{" · ".join(status)}</p>']
    display = state.get("display") if isinstance(state.get("display"), list) else []
    old_display = before.get("display") if isinstance(before.get("display"), list) else []
    spaces = []
    for number, cards in enumerate(display, 1):
        old = old_display[number - 1] if number - 1 < len(old_display) else None
        spaces.append(f'<div class="zone"><span class="zone-label">Feld {number}</span><ul class="chips">'
                      f'{_chips(cards, old)}</ul></div>')
    parts.append('<section class="pos-supply"><h4>Auslage</h4><div class="display-grid">' + "".join(spaces) +
                 "</div></section>")
    old_zones = before.get("zones") if isinstance(before.get("zones"), dict) else {}
    for player, zones in state["zones"].items():
        if not isinstance(zones, dict):
            continue
        old = old_zones.get(player) if isinstance(old_zones.get(player), dict) else {}
        active = " active" if turn.get("player") == player else ""
        parts.append(f'<section class="pos-player{active}"><h4>{escape(str(player))}</h4>')
        parts.append(_zone("Hand", zones.get("hand"), old.get("hand"),
                           zones.get("hand_unknown") if isinstance(zones.get("hand_unknown"), int) else 0))
        parts.append(_zone("Projekte", zones.get("projects"), old.get("projects")))
        groups = zones.get("groups") if isinstance(zones.get("groups"), list) else []
        old_groups = {g.get("kind"): g.get("cards") for g in old.get("groups") or [] if isinstance(g, dict)}
        for group in groups:
            if isinstance(group, dict):
                parts.append(_zone(f"Fürstentum: {group.get('kind', '')}", group.get("cards"),
                                   old_groups.get(group.get("kind"), []) if old else None))
        parts.append(_zone("Stapel", zones.get("stack"), old.get("stack"),
                           zones.get("stack_unknown") if isinstance(zones.get("stack_unknown"), int) else 0))
        facts = [("Silberlinge", zones.get("silver")), ("Arbeiter", zones.get("workers")),
                 ("verkaufte Waren", zones.get("sold")), ("Siegpunktkarten", zones.get("vp_cards"))]
        text = " · ".join(f"{label} {escape(str(value))}" for label, value in facts if value is not None)
        text += f" · Waren: {_counter(zones.get('goods'))} · Tiere: {_counter(zones.get('animals'))}"
        parts.append(f'<p class="deck">{text}</p></section>')
    parts.append("</div>")
    return "".join(parts)

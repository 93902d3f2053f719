"""The Dominion position drawn for people (`Ruleset.picture`): supply, each player's hand, cards in play,
discard and deck as card chips with cost and type colour; what changed since the previous position marked;
kingdom piles marked as seen in the game or not (yet) seen.

Plain Python, no Django: `state` and `previous` are `state_to_json` output (they may come from a user, so every
text is escaped), `names` maps the engine's card tags to the catalog's German names. No inline styles or
scripts: the classes are styled by the site's CSS.
"""

from __future__ import annotations

from html import escape
from typing import Any

from . import cards as card_data

PHASES = {"action": "Aktionsphase", "buy": "Kaufphase", "cleanup": "Aufräumphase", "night": "Nachtphase"}
# The printed card's colour family by its (English, domdiv) types; the first that applies wins.
TYPE_CLASSES = (("Curse", "fluch"), ("Reaction", "reaktion"), ("Duration", "dauer"), ("Attack", "angriff"),
                ("Victory", "punkte"), ("Treasure", "geld"), ("Action", "aktion"))
TYPES_DE = {"Action": "Aktion", "Treasure": "Geld", "Victory": "Punkte", "Curse": "Fluch", "Attack": "Angriff",
            "Reaction": "Reaktion", "Duration": "Dauer"}


def _card(tag: str):
    return card_data.resolve(tag)  # None for a name the engine does not know (a state may come from a user)


def _counts(value: Any) -> dict[str, int]:
    """A zone as tag → count, whether the state keeps it as a counter or a list."""
    if isinstance(value, dict):
        return {str(k): v for k, v in value.items() if isinstance(v, int) and not isinstance(v, bool)}
    if isinstance(value, list):
        counts: dict[str, int] = {}
        for item in value:
            if isinstance(item, str):
                counts[item] = counts.get(item, 0) + 1
        return counts
    return {}


def chip(tag: str, count: int | None, names: dict[str, str], *, changed: bool = False, extra: str = "") -> str:
    card = _card(tag)
    name = names.get(tag) or (card.name_de if card is not None else tag)
    classes = ["chip"]
    type_names = []
    cost = ""
    if card is not None:
        classes.append(next((f"t-{css}" for typ, css in TYPE_CLASSES if typ in card.types), "t-neutral"))
        type_names = [TYPES_DE.get(t, t) for t in card.types]
        cost = f'<span class="chip-cost" aria-label="Kosten {card.cost}">{card.cost}</span>'
        if getattr(card, "potion", 0):
            cost += '<span class="chip-potion" aria-label="Trank">⚗</span>'
    if changed:
        classes.append("changed")
    if extra:
        classes.append(extra)
    title = " · ".join([name, *type_names])
    number = f' <span class="chip-n">×{count}</span>' if count is not None and count != 1 else ""
    return (f'<li class="{" ".join(classes)}" title="{escape(title)}">{cost}'
            f'<span class="chip-name">{escape(name)}</span>{number}</li>')


def _zone(label: str, now: Any, before: Any, names: dict[str, str], hidden: int = 0, *, sort: bool = True) -> str:
    counts = _counts(now)
    previous = _counts(before) if before is not None else counts
    tags = sorted(counts, key=lambda t: (_cost(t), names.get(t, t))) if sort else list(counts)
    chips = "".join(chip(tag, counts[tag], names, changed=counts[tag] != previous.get(tag, 0)) for tag in tags)
    gone = [tag for tag in previous if tag not in counts]
    if hidden:
        chips += f'<li class="chip hidden-cards">{hidden} verdeckt</li>'
    if not chips:
        chips = '<li class="empty">–</li>'
    mark = " changed" if gone else ""
    return f'<div class="zone{mark}"><span class="zone-label">{escape(label)}</span><ul class="chips">{chips}</ul></div>'


def _cost(tag: str) -> int:
    card = _card(tag)
    return card.cost if card is not None else 99


def _seen(tag: str, state: dict) -> bool:
    """A kingdom card is seen once anyone has one or its pile has shrunk."""
    for zones in (state.get("cards") or {}).values():
        if not isinstance(zones, dict):
            continue
        for key in ("hand", "discard", "in_play", "revealed"):
            if _counts(zones.get(key)).get(tag):
                return True
        pile = zones.get("pile") or {}
        if isinstance(pile, dict) and (_counts(pile.get("pool")).get(tag) or _counts(pile.get("top")).get(tag)):
            return True
    return bool(_counts(state.get("trash")).get(tag))


def _kingdom_summary(state: dict[str, Any], kingdom: list[str]) -> str:
    """Which kingdom cards were seen so far and how many kingdom piles the record does not name
    (setup.kingdom_unknown: slots the log never showed)."""
    seen = sum(1 for tag in kingdom if _seen(tag, state))
    unknown = state.get("kingdom_unknown")
    unknown = unknown if isinstance(unknown, int) and not isinstance(unknown, bool) and unknown > 0 else 0
    text = f"Königreich: {seen} von {len(kingdom)} genannten Karten gesehen"
    if unknown:
        text += f", {unknown} Stapel unbekannt (die Partie nennt sie nicht)"
    return f'<p class="kingdom-summary">{escape(text)}.</p>'


def picture(state: dict[str, Any], names: dict[str, str], previous: dict[str, Any] | None = None,
            move: dict[str, Any] | None = None) -> str:
    if not isinstance(state, dict) or not isinstance(state.get("cards"), dict):
        return ""
    before = previous if isinstance(previous, dict) else {}
    players = [p for p in state.get("players") or [] if isinstance(p, str)]
    active = state.get("active")
    active_name = players[active] if isinstance(active, int) and 0 <= active < len(players) else ""
    status = [f"Zug {escape(str(state.get('turn', '?')))}"]
    if active_name:
        status.append(f"am Zug: <strong>{escape(active_name)}</strong>")
    if state.get("phase") in PHASES:
        status.append(PHASES[state["phase"]])
    for key, label in (("actions", "Aktionen"), ("buys", "Käufe"), ("coins", "Geld")):
        if isinstance(state.get(key), int):
            status.append(f"{label} {state[key]}")
    parts = [f'<div class="pos pos-dominion"><p class="pos-status">{" · ".join(status)}</p>']

    supply = _counts(state.get("supply"))
    supply_before = _counts(before.get("supply")) if before else supply
    kingdom = [t for t in state.get("kingdom") or [] if isinstance(t, str)]
    base = [t for t in supply if t not in kingdom]
    rows = []
    for group, tags in (("Basiskarten", base), ("Königreich", sorted(kingdom, key=lambda t: (_cost(t), names.get(t, t))))):
        chips = []
        for tag in tags:
            extra = ""
            if tag in kingdom:
                extra = "seen" if _seen(tag, state) else "unseen"
            chips.append(chip(tag, supply.get(tag, 0), names, changed=supply.get(tag, 0) != supply_before.get(tag, 0),
                              extra=extra))
        unknown = state.get("kingdom_unknown")
        if tags is not base and isinstance(unknown, int) and not isinstance(unknown, bool) and unknown > 0:
            chips.append(f'<li class="chip unknown-slots" title="Stapel, die die Partie nicht nennt">'
                         f'{unknown} unbekannt</li>')
        rows.append(f'<div class="zone"><span class="zone-label">{group}</span><ul class="chips supply">'
                    f'{"".join(chips)}</ul></div>')
    parts.append('<section class="pos-supply"><h4>Vorrat</h4>' + "".join(rows) + _kingdom_summary(state, kingdom) +
                 '<p class="legend"><span class="chip seen">gesehen</span> im Spiel schon vorgekommen · '
                 '<span class="chip unseen">ungesehen</span> in dieser Partie noch nicht gesehen · '
                 '<span class="chip changed">geändert</span> seit dem letzten Eintrag</p></section>')

    cards_before = before.get("cards") if isinstance(before.get("cards"), dict) else {}
    for index, player in enumerate(players):
        zones = state["cards"].get(player)
        if not isinstance(zones, dict):
            continue
        old = cards_before.get(player) if isinstance(cards_before.get(player), dict) else None
        pile = zones.get("pile") if isinstance(zones.get("pile"), dict) else {}
        pile_count = sum(_counts(pile.get("pool")).values()) + len(pile.get("top") or []) + (
            pile.get("hidden") if isinstance(pile.get("hidden"), int) else 0)
        cls = "pos-player active" if index == active else "pos-player"
        parts.append(f'<section class="{cls}"><h4>{escape(player)}</h4>')
        parts.append(_zone("Hand", zones.get("hand"), (old or {}).get("hand") if old else None, names,
                           zones.get("hand_unknown") if isinstance(zones.get("hand_unknown"), int) else 0))
        parts.append(_zone("Im Spiel", zones.get("in_play"), (old or {}).get("in_play") if old else None, names,
                           sort=False))
        if zones.get("revealed"):
            parts.append(_zone("Aufgedeckt", zones.get("revealed"), (old or {}).get("revealed") if old else None,
                               names, sort=False))
        parts.append(_zone("Ablagestapel", zones.get("discard"), (old or {}).get("discard") if old else None, names,
                           zones.get("discard_unknown") if isinstance(zones.get("discard_unknown"), int) else 0))
        parts.append(f'<p class="deck">Nachziehstapel: {pile_count} Karten</p></section>')
    trash = _counts(state.get("trash"))
    if trash:
        parts.append('<section class="pos-trash"><h4>Müll</h4>' +
                     _zone("", state.get("trash"), before.get("trash") if before else None, names) + "</section>")
    parts.append("</div>")
    return "".join(parts)

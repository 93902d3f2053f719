"""Render a position (a game's state as JSON) as readable nested HTML: hands, piles, supply.

Generic over games: objects become definition lists, counters (name → number) become "name ×n",
lists become comma-separated. Card tags are shown by their German names where the catalog knows them.
Everything is escaped: a state may come from a user's upload.
"""

from __future__ import annotations

from django import template
from django.utils.html import conditional_escape, format_html, format_html_join
from django.utils.safestring import mark_safe
from django.utils.translation import gettext

register = template.Library()

MAX_DEPTH = 6

# State keys are English identifiers; the page speaks German (the rulebooks' words where there are some).
LABELS_DE = {
    "players": "Spieler", "zones": "Spieler", "cards": "Karten", "supply": "Vorrat", "trash": "Müll",
    "hand": "Hand", "hand_unknown": "Hand (verdeckt)", "discard": "Ablagestapel", "discard_unknown": "Ablage (verdeckt)",
    "pile": "Nachziehstapel", "draw": "Nachziehstapel", "stack": "Stapel", "stack_unknown": "Stapel (verdeckt)",
    "in_play": "im Spiel", "revealed": "aufgedeckt", "turns": "Züge", "turn": "Zug", "phase": "Phase",
    "actions": "Aktionen", "buys": "Käufe", "coins": "Geld", "kingdom": "Königreich", "editions": "Editionen",
    "display": "Auslage", "projects": "Projekte", "groups": "Fürstentum", "workers": "Arbeiter", "silver": "Silber",
    "goods": "Waren", "animals": "Tiere", "sold": "verkaufte Waren", "vp_cards": "Siegpunktkarten", "bonus": "Bonuskarten",
    "goods_stacks": "Warenstapel", "animal_stacks": "Tierstapel", "first_bonus": "Bonus „1.“",
    "seven_bonus": "Bonus „Alle 7 Arten“", "start_card": "Startspielerkarte", "round": "Runde", "result": "Ergebnis",
    "gaps": "Lücken", "top": "oben (bekannt)", "pool": "gemischt", "hidden": "verdeckt", "active": "am Zug",
}


def _name(value, names: dict[str, str]) -> str:
    return names.get(value, value) if isinstance(value, str) else str(value)


def _is_counter(value: dict) -> bool:
    return bool(value) and all(isinstance(k, str) and isinstance(v, int) and not isinstance(v, bool)
                               for k, v in value.items())


def _render(value, names: dict[str, str], depth: int) -> str:
    if depth > MAX_DEPTH:
        return conditional_escape("…")
    if value is None or value == [] or value == {}:
        return mark_safe('<span class="muted">–</span>')
    if isinstance(value, bool):
        return conditional_escape("ja" if value else "nein")
    if isinstance(value, (int, float)):
        return conditional_escape(str(value))
    if isinstance(value, str):
        return conditional_escape(_name(value, names))
    if isinstance(value, list):
        if all(isinstance(item, (str, int, float)) for item in value):
            return conditional_escape(", ".join(_name(item, names) for item in value))
        return format_html("<ol>{}</ol>", format_html_join("", "<li>{}</li>",
                                                            ((mark_safe(_render(i, names, depth + 1)),) for i in value)))
    if isinstance(value, dict):
        if _is_counter(value):
            return conditional_escape(", ".join(f"{_name(k, names)} ×{v}" for k, v in sorted(value.items())))
        rows = ((LABELS_DE.get(key, key), mark_safe(_render(item, names, depth + 1))) for key, item in value.items())
        return format_html('<dl class="facts">{}</dl>', format_html_join("", "<dt>{}</dt><dd>{}</dd>", rows))
    return conditional_escape(str(value))


@register.simple_tag
def position(state, names=None):
    return mark_safe(_render(state, names or {}, 0))


@register.filter
def score_of(outcome: dict, player: str) -> str:
    """A player's points in a result; points the record cannot determine (unseen cards that left the player)
    read "offen (lowest–highest)" or "offen" instead of a number."""
    score = (outcome.get("scores") or {}).get(player)
    if score is not None:
        return str(score)
    span = (outcome.get("open_scores") or {}).get(player)
    if span:
        return gettext("offen (%(low)s–%(high)s)") % {"low": span[0], "high": span[1]}
    return gettext("offen")

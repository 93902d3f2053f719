"""How catalog data reads on a page: rulebook emphasis, costs, German labels, names in the page's language.

The rulebook texts mark emphasis the way the extraction kept it (`**THRONSAAL**`, `*nur*`). `rich` shows it as
<strong>/<em>: the text is escaped first and only those two tags are put back, so nothing from the text can
become markup. `plain` drops the markers (for word diffs, titles and attributes).
"""

from __future__ import annotations

import re

from django import template
from django.urls import reverse
from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

register = template.Library()

_STRONG = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*", re.S)
_EM = re.compile(r"(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])", re.S)

# The catalog's kinds (Card.kind) by their German names; kinds not listed show as they are stored.
KIND_LABELS = {
    "karte": _("Königreich- und Basiskarten"), "ereignis": _("Ereignisse"), "landmarke": _("Landmarken"),
    "projekt": _("Projekte"), "weg": _("Wege"), "plage": _("Plagen"), "gabe": _("Gaben"), "artefakt": _("Artefakte"),
    "zustand": _("Zustände"), "card": _("Karten"), "tile": _("Plättchen"), "token": _("Marker und Plättchen"),
    "board": _("Spielpläne und Tableaus"), "bonus": _("Bonuskarten"), "marker": _("Zählsteine"), "die": _("Würfel"),
    "overview": _("Übersichten"), "goal": _("Zielkarten"), "other": _("Weiteres"),
}
KIND_SINGULAR = {
    "karte": _("Karte"), "ereignis": _("Ereignis"), "landmarke": _("Landmarke"), "projekt": _("Projekt"),
    "weg": _("Weg"), "plage": _("Plage"), "gabe": _("Gabe"), "artefakt": _("Artefakt"), "zustand": _("Zustand"),
    "card": _("Karte"), "tile": _("Plättchen"), "token": _("Marker"), "board": _("Spielplan"),
    "bonus": _("Bonuskarte"), "marker": _("Zählstein"), "die": _("Würfel"), "overview": _("Übersicht"),
    "goal": _("Zielkarte"), "other": _("Material"),
}
# Dominion's card types → the colour family of the printed card (the first that applies wins).
TYPE_STYLES = (
    ("Fluch", "fluch"), ("Ruine", "ruine"), ("Unterschlupf", "unterschlupf"), ("Reaktion", "reaktion"),
    ("Dauer", "dauer"), ("Reserve", "reserve"), ("Nacht", "nacht"), ("Angriff", "angriff"), ("Punkt", "punkte"),
    ("Geld", "geld"), ("Aktion", "aktion"), ("Ereignis", "ereignis"), ("Landmarke", "landmarke"),
    ("Projekt", "projekt"), ("Weg", "weg"), ("Gabe", "gabe"), ("Plage", "plage"), ("Artefakt", "artefakt"),
    ("Zustand", "zustand"),
)
# Burgund's tile and card colours, as the catalog names them (attributes "farbe"/"colour").
COLOUR_STYLES = {
    "beige": "beige", "gelb": "gelb", "grün": "gruen", "hellgrün": "gruen", "dunkelgrün": "dunkelgruen",
    "blau": "blau", "hellblau": "blau", "grau": "grau", "braun": "braun", "schwarz": "schwarz", "weiß": "weiss",
    "rot": "rot", "lila": "lila", "violett": "lila", "orange": "orange",
}


def _emphasis(escaped: str) -> str:
    return _EM.sub(r"<em>\1</em>", _STRONG.sub(r"<strong>\1</strong>", escaped))


@register.filter
def rich(text) -> SafeString:
    """Escaped text with the rulebook's **strong** and *emphasis* as tags (white space kept by CSS)."""
    return mark_safe(_emphasis(escape(text or "")))  # escaped above; only <strong>/<em> are added


@register.filter
def plain(text) -> str:
    """The text without emphasis markers."""
    text = _STRONG.sub(r"\1", text or "")
    return _EM.sub(r"\1", text)


def card_style(types: list[str], attributes: dict | None = None) -> str:
    """The CSS class family of a card face: its first matching type, or the Burgund colour."""
    for name, style in TYPE_STYLES:
        if name in (types or []):
            return style
    colour = str((attributes or {}).get("farbe") or (attributes or {}).get("colour") or "").lower()
    for word in re.findall(r"[a-zäöüß]+", colour):
        if word in COLOUR_STYLES:
            return COLOUR_STYLES[word]
    return "neutral"


@register.filter
def face_style(card) -> str:
    return card_style(getattr(card, "types", None) or [], getattr(card, "attributes", None))


@register.filter
def kind_label(kind: str) -> str:
    return str(KIND_LABELS.get(kind, kind))


@register.filter
def kind_singular(kind: str) -> str:
    return str(KIND_SINGULAR.get(kind, kind))


def is_english() -> bool:
    return (get_language() or "de").startswith("en")


@register.filter
def card_name(card) -> str:
    """The card's name in the page's language (English where the catalog has it)."""
    if is_english() and getattr(card, "name_en", ""):
        return card.name_en
    return card.name_de


@register.filter
def card_text(card) -> str:
    """The card's own text in the page's language: English from the catalog's facts where domdiv has it."""
    if is_english():
        text_en = (getattr(card, "attributes", None) or {}).get("text_en")
        if text_en:
            return text_en
    return card.text_de


_COST_SYMBOLS = {"coins": ("coin", _("Münzen")), "potion": ("potion", _("Trank")), "debt": ("debt", _("Schulden"))}


@register.simple_tag
def cost(value) -> SafeString:
    """Cost chips: a coin with the number, a potion, a debt hexagon; "*"/"+" marks from the divider kept."""
    if value is None or value == {}:
        return mark_safe("")
    if not isinstance(value, dict):
        return format_html('<span class="cost">{}</span>', value)
    chips = []
    star = "*" if value.get("star") else ""
    plus = "+" if value.get("plus") else ""
    for key, (css, label) in _COST_SYMBOLS.items():
        amount = value.get(key)
        if amount is None or (key != "coins" and not amount):
            continue
        shown = "" if key == "potion" and amount == 1 else str(amount)
        chips.append((css, f"{label}: {amount}", f"{shown}{star if key == 'coins' else ''}{plus if key == 'coins' else ''}"))
    extra = {k: v for k, v in value.items() if k not in (*_COST_SYMBOLS, "star", "plus")}
    html = format_html_join("", '<span class="cost {}" title="{}">{}</span>', chips)
    if extra:
        html += format_html_join("", '<span class="cost">{} {}</span>', ((v, k) for k, v in extra.items()))
    return mark_safe(f'<span class="costs">{html}</span>')  # built from format_html pieces


def rulebook_label(game) -> str:
    """"Dominion-Regelheft", "Regelheft Die Burgen von Burgund"."""
    name = getattr(game, "name_de", str(game))
    return f"{name}-Regelheft" if " " not in name else f"Regelheft {name}"


@register.simple_tag
def source_link(game, obj) -> SafeString:
    """"Dominion-Regelheft, Z. 505", linked to that line in the rulebook browser."""
    first = getattr(obj, "first_line", None)
    if not first:
        return mark_safe("")
    last = getattr(obj, "last_line", None) or first
    lines = f"Z. {first}" if last == first else f"Z. {first}–{last}"
    url = reverse("rulings:rulebook-line", args=[game.slug, first])
    return format_html('<a class="source" href="{}#z{}">{}, {}</a>', url, first, rulebook_label(game), lines)


_BOLD = re.compile(r"\*\*(.+?)\*\*")


def lost_name(card) -> bool:
    return any(gap.get("field") == "name_de" for gap in (getattr(card, "gaps", None) or []))


def descriptive_title(card) -> str:
    """A title for a card whose printed name the rulebook lost, from what it does ("1 Nahrungsstein → 1 Bank")."""
    bold = [plain(part).strip() for part in _BOLD.findall(card.text_de or "")]
    if not bold:
        return card.name_de
    text = plain(card.text_de).lstrip()
    if text.startswith("Zahle") and len(bold) >= 2:
        return f"{bold[0]} → {bold[1]}"
    lead = re.match(r"([^.:]*?)(?:\*\*|$)", card.text_de)
    verb = plain(lead.group(1)).strip() if lead else ""
    return f"{verb} {bold[0]}".strip() if verb and len(verb) < 30 else bold[0]


@register.filter
def display_name(card) -> str:
    """The name a player reads: the catalog's name, or a title from its effect when the name was lost."""
    if lost_name(card):
        return descriptive_title(card)
    return card_name(card)

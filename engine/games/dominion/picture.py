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
from . import piles

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
        if getattr(card, "debt", 0):  # Empires: debt in the cost
            cost += f'<span class="chip-debt" aria-label="Schulden {card.debt}">●{card.debt}</span>'
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


def _multi_piles(state: dict[str, Any]) -> dict[str, int]:
    """The piles of several card names (table tokens "pile:<pile>", piles.py) the engine knows: pile → cards left."""
    tokens = state.get("tokens") if isinstance(state.get("tokens"), dict) else {}
    return {key[5:]: n for key, n in tokens.items() if isinstance(key, str) and key.startswith(piles.PILE)
            and key[5:] in piles.PILES and isinstance(n, int) and not isinstance(n, bool)}


def _pile_top(state: dict[str, Any], tag: str, supply: dict[str, int]) -> str | None:
    """The top card of such a pile when its order is known (`decks.pile:<pile>`), else None."""
    decks = state.get("decks") if isinstance(state.get("decks"), dict) else {}
    if piles.PILE + tag not in decks:
        return None
    return next((name for name in piles.PILES[tag].names if supply.get(name, 0) > 0), None)


def _events(state: dict[str, Any]) -> list[str]:
    """The game's Events (table tokens "event:<tag>"), sorted."""
    tokens = state.get("tokens") if isinstance(state.get("tokens"), dict) else {}
    return sorted(str(key)[6:] for key in tokens if isinstance(key, str) and key.startswith("event:"))


def _landmarks(state: dict[str, Any]) -> list[str]:
    """The chips of the game's Landmarken (table tokens "landmark:<tag>"): each with the Siegpunktmarker on it
    ("vp:<tag>"); Obelisk with its chosen pile ("obelisk:<tag>")."""
    tokens = state.get("tokens") if isinstance(state.get("tokens"), dict) else {}
    found = []
    for key in sorted(k for k in tokens if isinstance(k, str) and k.startswith("landmark:")):
        tag = key[len("landmark:"):]
        card = _card(tag)
        name = card.name_de if card is not None else tag
        vp = tokens.get(f"vp:{tag}")
        notes = []
        if isinstance(vp, int) and not isinstance(vp, bool):
            notes.append(f"{vp} Siegpunktmarker")
        for other in tokens:
            if isinstance(other, str) and other.startswith("obelisk:") and tag == "Obelisk":
                pile = _card(other[len("obelisk:"):])
                notes.append(f"Stapel: {pile.name_de if pile is not None else other[len('obelisk:'):]}")
        note = f' <span class="chip-n">{escape(", ".join(notes))}</span>' if notes else ""
        found.append(f'<li class="chip t-neutral landmark" title="{escape(name)} · Landmarke">'
                     f'<span class="chip-name">{escape(name)}</span>{note}</li>')
    return found


def _player_tokens(tokens: dict[str, Any], names: dict[str, str]) -> str:
    """Where a player's Abenteuer tokens lie (tokens.py), in German: "+1 Karte auf Schmiede, −1 Karte auf dem
    Nachziehstapel, Reise (Rückseite oben)"; "" when none is out."""
    from engine.games.dominion.tokens import MINUS_CARD, MINUS_COIN, NAMES_DE, PILE_KINDS

    found = []
    for key in sorted(k for k in tokens if isinstance(k, str)):
        kind, _, pile = key.partition(":")
        if kind in PILE_KINDS and pile:
            card = _card(pile)
            found.append(f"{NAMES_DE[kind]} auf {names.get(pile) or (card.name_de if card is not None else pile)}")
        elif key == MINUS_CARD:
            found.append(f"{NAMES_DE[key]} auf dem Nachziehstapel")
        elif key == MINUS_COIN:
            found.append(f"{NAMES_DE[key]} vor sich")
        elif key in NAMES_DE:
            found.append(NAMES_DE[key])
    return ", ".join(found)


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


def _traveller_piles(state: dict[str, Any], before: dict[str, Any], names: dict[str, str]) -> list[str]:
    """The Reisende's piles beside the supply (Abenteuer, `decks.travellers:<card>`): one chip each with its count."""
    decks = state.get("decks") if isinstance(state.get("decks"), dict) else {}
    old = before.get("decks") if isinstance(before.get("decks"), dict) else decks
    chips = []
    for key, deck in sorted(decks.items(), key=lambda item: (_cost(str(item[0])[len("travellers:"):]), item[0])):
        if isinstance(key, str) and key.startswith("travellers:") and isinstance(deck, list):
            tag = key[len("travellers:"):]
            was = old.get(key) if isinstance(old.get(key), list) else deck
            chips.append(chip(tag, len(deck), names, changed=len(was) != len(deck)))
    if not chips:
        return []
    return [f'<div class="zone"><span class="zone-label">Reisende (neben dem Vorrat)</span><ul class="chips supply">'
            f'{"".join(chips)}</ul></div>']


def _beside_piles(state: dict[str, Any], names: dict[str, str]) -> list[str]:
    """The piles beside the supply whose size is not known (Verrückter, Söldner: table tokens "beside:<card>",
    dominion.auslegung.stapel-ohne-anzahl): one chip each, with no count."""
    tokens = state.get("tokens") if isinstance(state.get("tokens"), dict) else {}
    tags = sorted(key[len("beside:"):] for key in tokens if isinstance(key, str) and key.startswith("beside:"))
    if not tags:
        return []
    return ['<div class="zone"><span class="zone-label">Neben dem Vorrat (Anzahl unbekannt)</span><ul class="chips '
            'supply">' + "".join(chip(tag, None, names) for tag in tags) + "</ul></div>"]


def _lasting_attacks(tokens: dict[str, Any], names: dict[str, str]) -> str:
    """The duration attacks a player is affected by until the attacker's next turn ("haunted-woods:<attacker>",
    "swamp-hag:<attacker>" tokens), in German: "Sumpfhexe von Anna ×2"."""
    found = []
    for key, count in sorted(tokens.items()):
        if not isinstance(key, str) or not isinstance(count, int) or ":" not in key:
            continue
        kind, attacker = key.split(":", 1)
        tag = {"haunted-woods": "Haunted Woods", "swamp-hag": "Swamp Hag"}.get(kind)
        if tag is not None:
            found.append(f"{names.get(tag, tag)} von {attacker}" + (f" ×{count}" if count > 1 else ""))
    return ", ".join(found)


def _played_as(tokens: dict[str, Any], names: dict[str, str]) -> str:
    """The cards in play that are played as another card (Vogelfreie, Lehnsherr: "as:<card>:<original>" tokens),
    in German: "Vogelfreie als Festung"."""
    found = []
    for key, count in sorted(tokens.items()):
        if isinstance(key, str) and key.startswith("as:") and key.count(":") == 2 and isinstance(count, int):
            chosen, original = key.split(":", 2)[1:]
            found.append(f"{names.get(original, original)} als {names.get(chosen, chosen)}"
                         + (f" ×{count}" if count > 1 else ""))
    return ", ".join(found)


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
    multi = _multi_piles(state)  # piles of several card names (piles.py): one chip each, its top card and size
    multi_before = _multi_piles(before) if before else multi
    members = {name for tag in multi for name in piles.PILES[tag].names}
    base = [t for t in supply if t not in kingdom and t not in members] + [t for t in multi if t not in kingdom]
    rows = []
    for group, tags in (("Basiskarten", base), ("Königreich", sorted(kingdom, key=lambda t: (_cost(t), names.get(t, t))))):
        chips = []
        for tag in tags:
            extra = ""
            if tag in kingdom:
                extra = "seen" if _seen(tag, state) else "unseen"
            if tag in multi:  # the card on top when the record knows it, else the pile's name; the cards it holds
                chips.append(chip(_pile_top(state, tag, supply) or tag, multi[tag], names,
                                  changed=multi[tag] != multi_before.get(tag, multi[tag]), extra=extra))
                continue
            chips.append(chip(tag, supply.get(tag, 0), names, changed=supply.get(tag, 0) != supply_before.get(tag, 0),
                              extra=extra))
        unknown = state.get("kingdom_unknown")
        if tags is not base and isinstance(unknown, int) and not isinstance(unknown, bool) and unknown > 0:
            chips.append(f'<li class="chip unknown-slots" title="Stapel, die die Partie nicht nennt">'
                         f'{unknown} unbekannt</li>')
        rows.append(f'<div class="zone"><span class="zone-label">{group}</span><ul class="chips supply">'
                    f'{"".join(chips)}</ul></div>')
    events = _events(state)
    if events:  # the game's Ereignisse beside the supply (table tokens "event:<tag>", format.md)
        rows.append('<div class="zone"><span class="zone-label">Ereignisse</span><ul class="chips supply">'
                    + "".join(chip(tag, None, names) for tag in events) + "</ul></div>")
    landmarks = _landmarks(state)
    if landmarks:  # the game's Landmarken beside the supply, with their Siegpunktmarker (format.md)
        rows.append('<div class="zone"><span class="zone-label">Landmarken</span><ul class="chips supply">'
                    + "".join(landmarks) + "</ul></div>")
    rows += _traveller_piles(state, before, names)
    rows += _beside_piles(state, names)
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
        played_as = _played_as(zones.get("tokens") if isinstance(zones.get("tokens"), dict) else {}, names)
        if played_as:  # cards played as another card (effects/plays_as.py)
            parts.append(f'<p class="played-as">Gespielt als: {escape(played_as)}</p>')
        if zones.get("revealed"):
            parts.append(_zone("Aufgedeckt", zones.get("revealed"), (old or {}).get("revealed") if old else None,
                               names, sort=False))
        parts.append(_zone("Ablagestapel", zones.get("discard"), (old or {}).get("discard") if old else None, names,
                           zones.get("discard_unknown") if isinstance(zones.get("discard_unknown"), int) else 0))
        mats = zones.get("mats") if isinstance(zones.get("mats"), dict) else {}
        old_mats = (old or {}).get("mats") if old and isinstance((old or {}).get("mats"), dict) else {}
        if mats.get("tavern"):  # Abenteuer's Wirtshaustableau: public, its cards count as the player's
            parts.append(_zone("Wirtshaustableau", mats.get("tavern"), old_mats.get("tavern") if old else None, names))
        tokens = zones.get("tokens") if isinstance(zones.get("tokens"), dict) else {}
        attacked = _lasting_attacks(tokens, names)
        if attacked:  # Geisterwald, Sumpfhexe: until the attacker's next turn (abenteuer_reserve.py)
            parts.append(f'<p class="lasting-attacks">Betroffen von: {escape(attacked)}</p>')
        debt = tokens.get("debt")
        if isinstance(debt, int) and not isinstance(debt, bool) and debt > 0:  # Empires: debt tokens held
            parts.append(f'<p class="debt">Schulden: {debt}</p>')
        markers = _player_tokens(tokens, names)
        if markers:  # Abenteuer's player tokens out (tokens.py, format.md "Spielermarker / player tokens")
            parts.append(f'<p class="player-tokens">Marker: {escape(markers)}</p>')
        parts.append(f'<p class="deck">Nachziehstapel: {pile_count} Karten</p></section>')
    trash = _counts(state.get("trash"))
    if trash:
        parts.append('<section class="pos-trash"><h4>Müll</h4>' +
                     _zone("", state.get("trash"), before.get("trash") if before else None, names) + "</section>")
    parts.append("</div>")
    return "".join(parts)

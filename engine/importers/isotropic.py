"""isotropic (dominion.isotropic.org, 2010–2013) HTML game logs → `regelwerk-record/1`.

The log is the `<pre>` block of the page: a header with the winner, `cards in supply: ...` and the
players' summaries, then `Turn order is A and then B.` and the turns (`--- NAME's turn N ---`; later
logs print the dashes as em dashes). Cards are `<span class=card-...>Name</span>`. From 2011 on,
hidden-information lines `(NAME draws: ...)` / `(NAME's first hand: ...)` give every hand; the 2010
logs have none, so their draws become unseen draws with a count.
"""

from __future__ import annotations

import html
import re

from engine.importers import ImportProblem
from engine.importers.dominion_builder import RecordBuilder
from engine.importers.dominion_cards import card_tag, parse_cards
from engine.importers.dominion_setup import Line, infer_setup

_PRE = re.compile(r"<pre>(.*?)</pre>", re.DOTALL | re.IGNORECASE)
_TAG = re.compile(r"<[^>]+>")
_SUPPLY = re.compile(r"^cards in supply: (.+)$")
_ORDER = re.compile(r"^Turn order is (.+)\.$")
_TURN = re.compile(r"^(?:---|—) (.+?)'s (?:extra )?turn (\d+)(?: \(.*\))? (?:---|—)$")


def _text_lines(page: str) -> list[str]:
    match = _PRE.search(page)
    body = match.group(1) if match else page
    body = body.replace("<br>", "\n").replace("<br/>", "\n")
    body = body.replace('<span class=bane-star>&diams;</span>', "")
    return [html.unescape(_TAG.sub("", line)).rstrip() for line in body.split("\n")]


def _players(lines: list[str]) -> list[str]:
    for line in lines:
        match = _ORDER.match(line.strip())
        if match:
            names = re.split(r", and then |, then | and then |, ", match.group(1))
            return [name.strip() for name in names if name.strip()]
    return []


# (pattern after "NAME ", verb)
_VERBS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^plays (?P<cards>.+?)( again| a second time| a third time)\.$"), "again"),
    (re.compile(r"^plays (?P<cards>.+?)\.$"), "play"),
    (re.compile(r"^buys (?P<cards>.+?)\.$"), "buy"),
    (re.compile(r"^gains (?P<cards>.+?)( on (the|their) deck| in hand)?\.$"), "gain"),
    (re.compile(r"^trashes (?P<cards>.+?)\.$"), "trash"),
    (re.compile(r"^discards (?P<cards>.+?)\.$"), "discard"),
    (re.compile(r"^reveals (?P<cards>.+?)\.$"), "reveal"),
    (re.compile(r"^reveals a (?P<cards>.+?) to react\.$"), "react"),
    (re.compile(r"^puts (?P<cards>.+?) on (top of )?(the|their) deck\.$"), "topdeck"),
]


def read_lines(text: str) -> tuple[list[str], list[Line], list[str] | None, dict]:
    raw = _text_lines(text)
    source: dict = {"format": "isotropic", "skipped": []}
    players = _players(raw)
    if not players:
        raise ImportProblem("Keine Zeile „Turn order is …“ gefunden: ist das ein isotropic-Protokoll?",
                            "No \"Turn order is ...\" line found: is this an isotropic log?")
    names = sorted(players, key=len, reverse=True)
    supply: list[str] | None = None
    result: list[Line] = []
    in_log = False
    current: str | None = None
    for number, line in enumerate(raw, start=1):
        stripped = line.strip()
        if not stripped:
            continue
        match = _SUPPLY.match(stripped)
        if match and supply is None:
            found = parse_cards(match.group(1))
            supply = found.tags
            if found.unrecognised:
                source["unknown_cards"] = found.unrecognised
            continue
        if _ORDER.match(stripped):
            in_log = True
            continue
        if not in_log:
            continue
        turn = _TURN.match(stripped)
        if turn:
            current = turn.group(1)
            if current not in players:
                raise ImportProblem(f"Zeile {number}: unbekannter Spieler „{current}“.",
                                    f"Line {number}: unknown player {current!r}.", line=number)
            result.append(Line(number, current, "turn", text=stripped))
            continue
        parsed = _line(number, stripped, names)
        if parsed is None:
            if not stripped.startswith("..."):  # "... trashing X": what the card did by itself
                source["skipped"].append({"line": number, "text": stripped, "why": "not understood"})
            continue
        result.append(parsed)
    return players, result, supply, source


def _line(number: int, text: str, names: list[str]) -> Line | None:
    hidden = text.startswith("(") and text.endswith(")")
    body = text[1:-1] if hidden else text
    player = next((name for name in names if body.startswith(name + " ") or body.startswith(name + "'s ")), None)
    if player is None:
        return None
    rest = body[len(player):].lstrip()
    if rest in ("reshuffles.",):
        return Line(number, player, "shuffle", text=text)
    for prefix in ("draws: ", "'s first hand: "):
        if rest.startswith(prefix.strip()) or body.startswith(player + prefix):
            phrase = body.split(": ", 1)[1] if ": " in body else ""
            cards = parse_cards(phrase)
            return Line(number, player, "draw", cards.tags, cards.unknown, text)
    draws = re.match(r"^draws (\d+|a) cards?\b", rest)
    if draws:
        return None  # "draws 2 cards and gets +1 buy": unseen, the engine counts them itself
    for pattern, verb in _VERBS:
        match = pattern.match(rest)
        if match:
            cards = parse_cards(match.group("cards"))
            return Line(number, player, verb, cards.tags, cards.unknown, text)
    return None


def import_isotropic(text: str) -> dict:
    """An isotropic game page (HTML) as a `regelwerk-record/1` record."""
    players, lines, supply, source = read_lines(text)
    if not 2 <= len(players) <= 6:
        raise ImportProblem(f"{len(players)} Spieler gefunden; Dominion hat 2 bis 6.",
                            f"Found {len(players)} players; Dominion has 2 to 6.", pointer="/players")
    setup = infer_setup(players, lines, supply, first_edition=True)
    for name in source.get("unknown_cards", []):
        if card_tag(name) is None and name not in setup.extras:
            setup.extras.append(name)
    source["kingdom_seen"] = list(setup.seen)
    source["kingdom_filled"] = list(setup.filled)
    source["hidden_draws"] = not any(line.verb == "draw" for line in lines)
    # isotropic logs end with the game: finish the last turn
    return RecordBuilder(setup, source).build(lines + [Line(len(lines) + 1, None, "end", text="")])

"""Dominion Online (dominion.games, Shuffle iT client) text logs → `regelwerk-record/1`.

The log names players by a short prefix ("m", "L", "Ra"/"Re"); their full names come from the
"Turn N - NAME" headers, and the seat order from who takes turn 1 first. A player who starts with cards but
whom no header names keeps the prefix. Lines the importer does not understand are skipped and listed under
the record's `import.skipped`; a move-like line whose player cannot be told raises `ImportProblem` with its
line number. A text of another kind (Goko, the Japanese client, the HTML log panel) is refused by name
(sniff.py).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

from engine.games.dominion import cards as cards_
from engine.importers import ImportProblem
from engine.importers.dominion_builder import RecordBuilder
from engine.importers.dominion_cards import card_like, parse_cards
from engine.importers.dominion_setup import Line, Setup, bane_revealed, infer_setup
from engine.importers.dominion_setup import _editions as editions_of
from engine.importers.sniff import refuse_other

_GAME = re.compile(r"^Game #(\d+)")
_TURN = re.compile(r"^Turn (\d+) - (.+?)\s*(?:\[.*\])?$")
_KINGDOM_CODES = re.compile(r"^[A-Z]{3}( [A-Z]{3}){4,}$")  # a fixture author's kingdom line (rafxrs)
_RATING = re.compile(r"^(.+): -?\d+(\.\d+)?$")
_NOISE = ("Timer:", "Card Pool:", "Joining game", "Leaving game", "Kingdom generated with")
_PERCENT = re.compile(r"^\d+%: ")  # the kingdom generator's weights, not the kingdom
# Zauberin's effect on the first action a player plays ("Dungeon is enchanted by Enchantress"): the engine computes
# it from the Zauberin in play (effects/empires_more.py); the line names no player and asks nothing
_ENCHANTED = re.compile(r"^.+ is enchanted by Enchantress\.?$")
# (pattern after the player prefix, verb); the card phrase is the group "cards"
_VERBS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^starts with (?P<cards>.+)\.$"), "start"),
    (re.compile(r"^shuffles their deck\.$"), "shuffle"),
    (re.compile(r"^draws (?P<cards>.+?)\.$"), "draw"),
    (re.compile(r"^plays (?P<cards>.+?) again\.$"), "again"),
    (re.compile(r"^plays (?P<cards>.+?) (a third time|a \w+ time)\.$"), "again"),
    (re.compile(r"^plays (?P<cards>.+?) using .+\.$"), "play"),  # Menagerie's Ways: unsupported anyway
    (re.compile(r"^plays (?P<cards>.+?)\.$"), "play"),
    (re.compile(r"^buys and gains (?P<cards>.+)\.$"), "buy"),
    (re.compile(r"^buys (?P<cards>.+)\.$"), "buy"),  # an Event (Abenteuer/Empires: format.md "Ereignisse / Events")
    (re.compile(r"^gains (?P<cards>.+?)( onto their deck| into their hand| on their deck| on top of their deck)?\.$"),
     "gain"),
    (re.compile(r"^trashes nothing\.$"), "trash"),
    (re.compile(r"^trashes (?P<cards>.+)\.$"), "trash"),
    (re.compile(r"^discards nothing\.$"), "discard"),
    (re.compile(r"^discards (?P<cards>.+)\.$"), "discard"),
    (re.compile(r"^topdecks (?P<cards>.+)\.$"), "topdeck"),
    (re.compile(r"^reveals (?P<cards>.+)\.$"), "reveal"),
    (re.compile(r"^looks at (?P<cards>.+)\.$"), "look"),
    (re.compile(r"^reacts with (?P<cards>.+)\.$"), "react"),
    # Seaside, Prosperity and the promos: set aside (Haven, Native Village), mats (Island, Native Village),
    # cards back to hand (Haven, Native Village), returned to the supply (Ambassador), named (Contraband)
    (re.compile(r"^sets nothing aside( with .+)?\.$"), "setaside"),
    (re.compile(r"^sets (?P<cards>.+?) aside( with .+)?\.$"), "setaside"),
    (re.compile(r"^puts (?P<cards>.+?) on their (?P<mat>.+?) mat\.$"), "mat"),
    (re.compile(r"^puts (?P<cards>.+?) (into their hand|in hand)\.$"), "tohand"),
    (re.compile(r"^puts (?P<cards>.+?) on the bottom of (their deck|the .+? [Dd]eck)\.$"), "bottom"),
    # Abenteuer: the −1 Geld token going back ("returns -Coin token set by Bridge Troll."): the engine's own doing
    (re.compile(r"^returns -(Coin|Card) token\b.*\.$"), "info"),
    (re.compile(r"^returns (?P<cards>.+?) to (the )?(?P<pile>.+?)( pile)?\.$"), "return"),
    # Abenteuer's Reisende exchanged at the clean-up: "returns a Page." (then "receives a Treasure Hunter.", the
    # engine's own doing), or "exchanges a Page for a Treasure Hunter."
    (re.compile(r"^returns (?P<cards>.+?)\.$"), "return"),
    (re.compile(r"^exchanges (?P<cards>.+?) for .+\.$"), "return"),
    # what an exchange gives ("receives a Treasure Hunter."): the engine's own doing, named for the kingdom only
    (re.compile(r"^receives (?P<cards>.+?)\.$"), "receive"),
    (re.compile(r"^names (?P<cards>.+)\.$"), "name"),
    # Abenteuer's player tokens: a token moved onto a supply pile ("J moves Trashing token to the Upgrade pile.",
    # "moves +Card token to the Ironmonger pile.", "moves -Cost token to the Bazaar pile.") names the pile the open
    # decision chose (Planung, Wegsuche ...: tokens.py); Erbschaft's card ("a inherits a Ranger."). The other token
    # lines ("moves -Card token to Draw Pile.", "skips a draw", "flips Journey token face up.") are the engine's own
    # doing (info, below)
    (re.compile(r"^moves .+? token to the (?P<cards>.+?) pile\.$"), "name"),
    (re.compile(r"^inherits (?P<cards>.+?)\.$"), "name"),
    (re.compile(r"^passes (?P<cards>.+?) to .+\.$"), "pass"),  # Masquerade
    (re.compile(r"^inserts (?P<cards>.+?) into their deck\.$"), "insert"),  # Secret Passage, not top or bottom
    (re.compile(r"^moves their deck to the discard\.$"), "discard"),  # Chancellor: "ja"
    # a duration's bonus with its draw: "gets +1 Buy, +1 Action and draws 3 Coppers, a Silver and an Estate
    # (Tactician)." (the bonus needs no entry; the draw is the chance event)
    (re.compile(r"^gets \+.+? and draws (?P<cards>.+?)\.$"), "draw"),
    (re.compile(r"^gets \+.+\.$"), "gets"),  # "+$2", "+1 Action": the option a card's choice took
    # Die Gilden: Münzen spent in the buy phase ("uses 2 Coffers. (+$2)"): the move `coffers`
    (re.compile(r"^uses \d+ Coffers\.$"), "coffers"),
    # Empires: debt paid off ("repays 3 debt.", "repays 2 debt (6 remaining)."): the move `repay`; debt taken ("takes 8
    # debt.") is the engine's own doing (info)
    (re.compile(r"^repays \d+ debt( \(\d+ remaining\))?\.$"), "repay"),
    # Abenteuer: a Reserve card called from the Tavern mat ("J calls a Ratcatcher."): the answer of its call question
    (re.compile(r"^calls (?P<cards>.+?)\.$"), "call"),
    # Wishing Well (Intrige ln909): "wishes for Silver but reveals Curse." / "wishes for Messenger and finds it."
    (re.compile(r"^wishes for (?P<cards>.+?) (but reveals .+|and finds it)\.$"), "wish"),
    (re.compile(r"^(gets|starts their turn|ends their turn|ends their buy phase|puts|takes|moves|returns|calls|"
                r"receives|flips|skips|repays|pays|chooses|sets|exchanges|overpays|wishes|places|shuffles|adds|"
                r"exiles|uses|passes|would|loses|fails|blocks|inherits|inserts|has|resigns)\b"), "info"),
]
# A remark after a statement: "(+$3)", "(Cathedral)"; or before its period: "draws a card (Caravan)."
_AFTER = re.compile(r"\.\s*\((?P<source>[^()]*)\)$")
_BEFORE = re.compile(r"\s+\((?P<source>[^()]*)\)\.$")
_MOVES = {"play", "buy", "draw", "trash", "discard", "topdeck", "gain", "react"}
# Empires' Landmarken: the pile Obelisk chose at setup ("Obelisk chooses the Villa pile."), Siegpunktmarker taken from
# or moved onto a Landmark ("L takes 2 VP from Labyrinth.", "m moves 1 VP from the Gold pile to Aqueduct.", "gets 1
# VP from Tomb."), and the end of game's score table ("scoreTables: [...]", a row per Landmark that counted points)
_OBELISK = re.compile(r"^Obelisk chooses the (?P<pile>.+?) pile\.$")
_SCORE_TABLES = re.compile(r"^scoreTables: (?P<json>\[.*\])\s*$")
_LANDMARK_VP = re.compile(r"\b\d+ VP (from (?P<source>.+?)|from the .+? pile to (?P<target>.+?))\.$")


def _unfragment(lines: list[str]) -> list[tuple[int, str]]:
    """Logs copied from the web page put every card phrase on its own line ("O", " plays ", "3 Coppers",
    ". (+$", "3", ")"): join the pieces back into one statement, numbered by its first line."""
    joined: list[tuple[int, str]] = []
    current, first = "", 0
    for number, piece in enumerate(lines, start=1):
        whole = bool(_TURN.match(piece) or _GAME.match(piece) or piece.startswith(_NOISE))
        starts_new = whole or (current.rstrip().endswith((".", ")")) and not piece.startswith((" ", ".", ",", ")")))
        if starts_new and current.strip():
            joined.append((first, current.strip()))
            current = ""
        if whole:  # a header is a statement of its own
            joined.append((number, piece.strip()))
            continue
        if not current.strip():
            first = number
        current += piece
    if current.strip():
        joined.append((first, current.strip()))
    return joined


def _fragmented(lines: list[str]) -> bool:
    return sum(1 for line in lines if line.startswith(" ") or line.strip() in (".", ")")) > len(lines) // 8


def _player_names(lines: list[str]) -> list[str]:
    names: list[str] = []
    for line in lines:
        match = _TURN.match(line)
        if match and match.group(2) not in names:
            names.append(match.group(2))
    return names


_STARTS = re.compile(r"^(\S+) starts with ")


def _prefix_players(lines: list[str], names: list[str]) -> list[str]:
    """Players the log names only by their prefix: they start with cards ("L starts with 7 Coppers.") but no
    turn header gives a name they begin (a log cut off before their first turn). They keep the prefix."""
    found: list[str] = []
    for line in lines:
        match = _STARTS.match(line.strip())
        if match:
            prefix = match.group(1)
            if prefix not in found and not any(name.startswith(prefix) for name in names):
                found.append(prefix)
    return found


def read_lines(text: str) -> tuple[list[str], list[Line], dict]:
    """Parse the text: (players in seat order, lines, import notes)."""
    refuse_other(text, "dominion-online")
    raw = text.replace("\r\n", "\n").split("\n")
    numbered = _unfragment(raw) if _fragmented(raw) else list(enumerate(raw, start=1))
    raw = [line for _, line in numbered]
    source: dict = {"format": "dominion-online", "skipped": []}
    players = _player_names(raw)
    if not players:
        raise ImportProblem("Keine Zugüberschrift „Turn 1 - NAME“ gefunden: ist das ein Dominion-Online-Protokoll?",
                            "No \"Turn 1 - NAME\" header found: is this a Dominion Online log?", pointer="", line=None)
    by_prefix = _prefix_players(raw, players)
    if by_prefix:
        source["named_by_prefix"] = by_prefix
        players = players + by_prefix
    prefixes = sorted({line.split(" ", 1)[0] for line in raw if " " in line}, key=len, reverse=True)
    owner = {p: name for p in prefixes for name in players
             if name.startswith(p) and sum(1 for n in players if n.startswith(p)) == 1}
    result: list[Line] = []
    for index, (number, line) in enumerate(numbered):
        line = line.strip()
        if not line:
            continue
        if index <= 1 and _KINGDOM_CODES.match(line):
            source["kingdom_codes"] = line.split()
            continue
        game = _GAME.match(line)
        if game:
            source["game_id"] = game.group(1)
            continue
        turn = _TURN.match(line)
        if turn:
            result.append(Line(number, turn.group(2), "turn", text=line))
            continue
        if line.startswith(_NOISE) or _PERCENT.match(line) or _ENCHANTED.match(line) or (
                _RATING.match(line) and line.split(":")[0] in players):
            continue
        if line == "The game has ended.":
            result.append(Line(number, None, "end", text=line))
            continue
        if _read_landmark_line(line, number, source):
            continue
        token, _, rest = line.partition(" ")
        player = owner.get(token)
        if player is not None:
            _landmark_vp(rest, source)
        verb, phrase = _verb(rest)
        if player is None:
            if verb in _MOVES and verb != "gain":
                raise ImportProblem(f"Zeile {number}: Spieler „{token}“ ist unbekannt.",
                                    f"Line {number}: unknown player {token!r}.", pointer="", line=number)
            source["skipped"].append({"line": number, "text": line, "why": "no player"})
            continue
        if verb is None:
            source["skipped"].append({"line": number, "text": line, "why": "not understood"})
            continue
        cards = parse_cards(phrase) if phrase is not None else None
        if cards and cards.unrecognised and verb != "info":
            strange = [c for c in cards.unrecognised if not card_like(c)]
            if strange:
                source["skipped"].append({"line": number, "text": line, "why": "card phrase not understood"})
                continue
            source.setdefault("unknown_cards", []).extend(c for c in cards.unrecognised
                                                         if c not in source.get("unknown_cards", []))
        parsed = Line(number, player, verb, cards.tags if cards else [], cards.unknown if cards else 0, line,
                      source=_remark(rest)[1])
        result.append(parsed)
    return players, result, source


def _remark(rest: str) -> tuple[str, str]:
    """The statement without its remark, and the remark ("(+$3)" → "+$3", "(Caravan)" → "Caravan")."""
    for pattern in (_AFTER, _BEFORE):
        match = pattern.search(rest)
        if match:
            return rest[:match.start()].rstrip() + ".", match.group("source")
    return rest, ""


def _verb(rest: str) -> tuple[str | None, str | None]:
    rest, _ = _remark(rest)
    for pattern, verb in _VERBS:
        match = pattern.match(rest)
        if match:
            return verb, match.groupdict().get("cards")
    return None, None


def import_dominion_online(text: str) -> dict:
    """A Dominion Online log (the text of the client's log window) as a `regelwerk-record/1` record."""
    players, lines, source = read_lines(text)
    if not 2 <= len(players) <= 6:
        raise ImportProblem(f"{len(players)} Spieler gefunden; Dominion hat 2 bis 6.",
                            f"Found {len(players)} players; Dominion has 2 to 6.", pointer="/players")
    # the Young Witch's Bannkarte: the log names it only when a player reveals it against her
    setup = infer_setup(players, lines, None, first_edition=False, bane=bane_revealed(lines))
    unknown = source.get("unknown_cards", [])
    if unknown:
        setup.extras += [name for name in unknown if name not in setup.extras]
    _read_shelters(setup, lines)
    setup.landmarks = list(source.get("landmarks", ()))  # the Landmarken the log names (setup.landmarks)
    setup.obelisk = source.get("obelisk")
    setup.extras = [tag for tag in setup.extras if tag not in setup.landmarks]
    if setup.landmarks:  # the Landmarks' box is among the editions (Empires)
        setup.editions = editions_of(setup.kingdom + ([setup.bane] if setup.bane else []) + setup.landmarks,
                                     first_edition=False)
    if setup.events:  # the Events' boxes are among the editions (Abenteuer, Empires; setup.events)
        setup.editions = editions_of(setup.kingdom + ([setup.bane] if setup.bane else []) + setup.landmarks
                                     + setup.events, first_edition=False)
    builder = RecordBuilder(setup, source)
    # the older client prints neither "gets +1 Coffers." nor "uses 2 Coffers. (+$2)" (Die Gilden ln4967)
    builder.coffers_unprinted = not any("Coffers" in line.text for line in lines)
    return builder.build(lines)


def _landmark(name: str) -> str | None:
    card = cards_.resolve_any(name.strip())
    return card.tag if card is not None and "Landmark" in card.types else None


def _note_landmark(tag: str, source: dict) -> None:
    found = source.setdefault("landmarks", [])
    if tag not in found:
        found.append(tag)


def _read_landmark_line(line: str, number: int, source: dict) -> bool:
    """A line about the Landmarken that no player says: Obelisk's pile, the score table (kept in the import notes
    as `score_tables`: per player the rows [card or Landmark, count, points, remark], as the log gives them)."""
    match = _OBELISK.match(line)
    if match:
        pile = cards_.resolve_any(match.group("pile"))
        _note_landmark("Obelisk", source)
        if pile is not None:
            source["obelisk"] = pile.tag
        return True
    match = _SCORE_TABLES.match(line)
    if match:
        try:
            tables = json.loads(match.group("json"))
        except ValueError:
            source["skipped"].append({"line": number, "text": line[:200], "why": "score table not understood"})
            return True
        source["score_tables"] = {table["name"]: table["scoreTable"] for table in tables
                                  if isinstance(table, dict) and "name" in table and "scoreTable" in table}
        for rows in source["score_tables"].values():
            for row in rows:
                tag = _landmark(str(row[0])) if row and row[0] else None
                if tag is not None:
                    _note_landmark(tag, source)
        return True
    return False


def _landmark_vp(rest: str, source: dict) -> None:
    """A player's line taking Siegpunktmarker from a Landmark or moving them onto one names the Landmark."""
    match = _LANDMARK_VP.search(rest)
    if match:
        tag = _landmark(match.group("source") or match.group("target") or "")
        if tag is not None:
            _note_landmark(tag, source)


# Dark Ages' Unterschlüpfe in place of the 3 Anwesen ("starts with 7 Coppers, a Hovel, a Necropolis and an
# Overgrown Estate."): the record's `setup.shelters` (format.md)
_SHELTERS = ("Hovel", "Necropolis", "Overgrown Estate")


def _read_shelters(setup: Setup, lines: list[Line]) -> None:
    """When every player's start lines name each shelter once and no Anwesen, the record says `shelters` (and the
    three are no extra piles); any other start card (a Nocturne heirloom in place of a Kupfer) stays an extra the
    engine names, as `infer_setup` left it."""
    decks: dict[str | None, Counter[str]] = {}
    for line in lines:  # one line or two per player ("starts with 7 Coppers." then "starts with a Hovel, ...")
        if line.verb == "start":
            decks.setdefault(line.player, Counter()).update(line.tags)
    if decks and all(deck[tag] == 1 for deck in decks.values() for tag in _SHELTERS) and not any(
            deck["Estate"] for deck in decks.values()):
        setup.shelters = True
        setup.extras = [tag for tag in setup.extras if tag not in _SHELTERS]


# -- the end of game's score table against a replay's final state ----------------------------------------------------


def compare_score_tables(tables: dict[str, list[list[str]]], state: Any) -> list[dict[str, Any]]:
    """The rows of the log's score tables (the import notes' `score_tables`) the replay's state (`GameState`) does not
    give: per player each card row (copies and points), the Siegpunktmarker row, each Landmark row (its points), every
    card with points the engine counts that the table leaves out, and the total. Empty: they agree.

    Each difference: {"player", "row" (the card, Landmark or "VP tokens"), "log", "engine"}."""
    from engine.games.dominion.model import LANDMARKS, landmarks_in
    from engine.games.dominion.scoring import player_points
    from engine.games.dominion.zones import owned_cards

    found: list[dict[str, Any]] = []
    for player, rows in tables.items():
        if player not in state.players:
            found.append({"player": player, "row": None, "log": "player", "engine": None})
            continue
        owned = owned_cards(state, player).exact()
        marks = landmarks_in(state.tokens)
        total = 0
        named: set[str] = set()
        for row in rows:
            name, count, value = str(row[0]), str(row[1]), int(row[2])
            total += value
            if not name:
                engine: Any = state.cards[player].tokens.get("vp", 0)
                if engine != value:
                    found.append({"player": player, "row": "VP tokens", "log": value, "engine": engine})
                continue
            card = cards_.resolve_any(name)
            tag = card.tag if card is not None else name
            named.add(tag)
            if tag in marks or tag in LANDMARKS:
                definition = LANDMARKS.get(tag)
                engine = None if owned is None or definition is None or definition.points is None or (
                    tag not in marks) else definition.points(state, player, owned)
                if engine != value:
                    found.append({"player": player, "row": tag, "log": value, "engine": engine})
                continue
            if owned is None:
                found.append({"player": player, "row": tag, "log": [count, value], "engine": None})
                continue
            copies = owned.get(tag, 0)
            worth = _worth(tag, owned)
            if str(copies) != count or worth != value:
                found.append({"player": player, "row": tag, "log": [count, value], "engine": [str(copies), worth]})
        for tag, copies in sorted((owned or {}).items()):
            if copies and tag not in named and _worth(tag, owned):  # type: ignore[arg-type]
                found.append({"player": player, "row": tag, "log": None, "engine": copies})
        ranges = player_points(state, player)
        engine = ranges[0] if ranges is not None and ranges[0] == ranges[1] else ranges
        if engine != total:
            found.append({"player": player, "row": "total", "log": total, "engine": engine})
    return found


def _worth(tag: str, owned: dict[str, int]) -> int:
    """The points the copies of one card give among the player's cards (fixed points, or what its definition counts:
    Gärten), as a score table's row gives them; 0 for a card the engine does not know."""
    from engine.games.dominion.model import DEFS

    if cards_.resolve(tag) is None or not owned.get(tag):
        return 0
    definition = DEFS.get(tag)
    each = (cards_.card(tag).points or 0) + (definition.points(owned) if definition is not None and definition.points
                                              is not None else 0)
    return each * owned[tag]

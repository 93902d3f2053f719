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

from engine.games.dominion import cards
from engine.importers import ImportProblem
from engine.importers.dominion_builder import RecordBuilder
from engine.importers.dominion_cards import card_tag, parse_cards
from engine.importers.dominion_setup import Line, infer_setup
from engine.importers.sniff import refuse_other

_PRE = re.compile(r"<pre>(.*?)</pre>", re.DOTALL | re.IGNORECASE)
_TAG = re.compile(r"<[^>]+>")
_SUPPLY = re.compile(r"^cards in supply: (.+)$")
_ORDER = re.compile(r"^Turn order is (.+)\.$")
_TURN = re.compile(r"^(?:---|—) (.+?)'s (?:extra turn|turn (\d+)|turn(?= \(possessed by ))(?: \(.*\))? (?:---|—)$")
# a turn played for its player by another (Besessenheit): "--- B's turn (possessed by A) ---"
_POSSESSED = re.compile(r"\(possessed by (.+?)\) (?:---|—)$")
# what a possessed turn reports that the engine does by itself (model.controller's rules): the possessor
# "gains the" card the possessed player gained or bought, the set-aside trashed cards go back after the turn
_POSSESSION_ECHO = re.compile(r"^(?:\.\.\.\s*)*(?P<who>.+?) (gains the .+|discards the \"trashed\" cards? \(.+\))\.$")


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
    (re.compile(r"^reveals an? (?P<cards>.+?) to react\.$"), "react"),
    (re.compile(r"^reveals (?P<cards>.+?)\.$"), "reveal"),
    (re.compile(r"^puts (?P<cards>.+?) on (top of )?(the|their) deck\.$"), "topdeck"),
    (re.compile(r"^returns (?P<cards>.+?) to the top of (the|their) deck\.$"), "topdeck"),  # Alchemist, Treasury
    (re.compile(r"^picks up (?P<cards>.+?) from an? .+\.$"), "tohand"),  # Haven
]
# what a player's line says that needs no entry: a duration's or a card's own bonus, the game's end
_INFO = re.compile(r"^(gets |does nothing|is |are |wins|resigns|has |returns to)")
_GAME_END = re.compile(r"(are all gone|is gone|wins!|All Provinces are gone|All Colonies are gone)")


def _turn_takers(lines: list[str]) -> list[str]:
    names: list[str] = []
    for line in lines:
        match = _TURN.match(line.strip())
        if match and match.group(1) not in names:
            names.append(match.group(1))
    return names


def read_lines(text: str) -> tuple[list[str], list[Line], list[str] | None, dict]:
    refuse_other(text, "isotropic")
    raw = _text_lines(text)
    source: dict = {"format": "isotropic", "skipped": []}
    players = _players(raw)
    if not players:
        alone = _turn_takers(raw)
        if len(alone) == 1:  # isotropic prints no turn order for a game of one
            raise ImportProblem(
                f"Diese isotropic-Partie hat nur einen Spieler ({alone[0]}): ein Solospiel oder eine Aufgabe im "
                "ersten Zug. Eine Dominion-Partie braucht 2 bis 6 Spieler.",
                f"This isotropic game has only one player ({alone[0]}): a solo game or a resignation on turn 1. "
                "A Dominion record needs 2 to 6 players.", pointer="/players")
        raise ImportProblem("Keine Zeile „Turn order is …“ gefunden: ist das ein isotropic-Protokoll?",
                            "No \"Turn order is ...\" line found: is this an isotropic log?")
    names = sorted(players, key=len, reverse=True)
    supply: list[str] | None = None
    result: list[Line] = []
    in_log = False
    current: str | None = None
    played: str | None = None  # the card played last (what a "..." line continues)
    possessing: str | None = None  # who plays the current turn for its player ("possessed by"), if anyone
    golem_found: list[str] = []  # the actions the Golem played last revealed (its "playing ... first" line)
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
            possessor = _POSSESSED.search(stripped)
            possessing = possessor.group(1) if possessor else None
            result.append(Line(number, current, "turn", text=stripped))
            continue
        echo = _POSSESSION_ECHO.match(stripped) if possessing else None
        if echo is not None and echo.group("who") in (possessing, current):
            continue  # the engine moves these cards itself in a possessed turn
        golem_play = _GOLEM_PLAYS.match(stripped) if played == "Golem" else None
        if golem_play is not None:
            # "... playing the Sea Hag first.": the order the player chose, a decision only when the Golem found
            # two different actions (ln2064); "second", "nothing", "no other action card" say nothing more
            found = golem_found if golem_play.group("which") == "first" else []
            tag = card_tag(golem_play.group("card") or "")
            if len(set(found)) == 2 and tag in found:
                result.append(Line(number, current, "play", [tag], 0, stripped))
            continue
        envoy = _ENVOY_DRAWS.match(stripped) if played == "Envoy" else None
        if envoy is not None:
            # "... drawing 2 Coppers, a Laboratory, and 2 Estates.": the Envoy reveals the top 5 (ln7110), named
            found = parse_cards(envoy.group("cards"))
            result.append(Line(number, current, "reveal", found.tags, found.unknown, stripped))
            continue
        parsed = _line(number, stripped, names, current)
        if parsed is None and _GAME_END.search(stripped):
            continue
        if parsed is None:
            if not stripped.startswith("..."):
                source["skipped"].append({"line": number, "text": stripped, "why": "not understood"})
            continue
        adventurer = _ADVENTURER.match(parsed.text) if played == "Adventurer" else None
        if adventurer is not None:
            # "... drawing nothing and discarding a Baron, an Ambassador, a Nobles, and 2 Estates.": the cards the
            # Adventurer revealed one by one (ln162): the discarded ones, then the treasures it kept (the log
            # gives no order; the kept treasures end the revealing). Only "nothing" is in the corpus: a named
            # treasure ("drawing a Copper ...") is not parsed by `_continued` yet and stays skipped.
            shown = parse_cards(adventurer.group("discarded")).tags
            if adventurer.group("kept") != "nothing":
                shown += parse_cards(adventurer.group("kept")).tags
            parsed = Line(parsed.number, parsed.player, "reveal", shown, 0, parsed.text)
        if played == "Golem" and parsed.verb == "reveal" and parsed.tags:
            parsed = Line(parsed.number, parsed.player, "reveal", _golem_order(parsed.tags), parsed.unknown, parsed.text)
            golem_found = [tag for tag in parsed.tags if tag != "Golem" and cards.card(tag).is_("Action")]
        if played == "Farming Village" and parsed.verb == "reveal" and len(parsed.tags) > 1:
            # "... revealing an Estate and a Silver.": the treasure or action it stopped at (ln3019) came last
            last = [tag for tag in parsed.tags if cards.card(tag).is_("Treasure") or cards.card(tag).is_("Action")]
            shown = [tag for tag in parsed.tags if tag not in last] + last
            parsed = Line(parsed.number, parsed.player, "reveal", shown, parsed.unknown, parsed.text)
        if parsed.verb == "info":
            continue
        if parsed.verb == "play":
            played = parsed.tags[-1] if parsed.tags else None
        elif parsed.verb == "draw" and played in ("Lookout", "Navigator") and stripped.startswith("...") and not parsed.tags:
            # "... drawing 3 cards." after a Lookout: it looks at the top 3 cards (ln1807), it draws none; a
            # Navigator's "... drawing 5 cards." likewise (ln1817)
            parsed = Line(parsed.number, parsed.player, "look", [], parsed.unknown, parsed.text)
        result.extend(_split(parsed, played))
    return players, result, supply, source


_ENVOY_DRAWS = re.compile(r"^(\.\.\.\s*)+drawing (?P<cards>.+?)\.$")
_GOLEM_PLAYS = re.compile(r"^(\.\.\.\s*)+playing (?:the (?P<card>.+?) (?P<which>first|second)|nothing|no other action card)\.$")


def _golem_order(tags: list[str]) -> list[str]:
    """"... revealing 6 Coppers, a Sea Hag, an Estate, a Treasury ...": a Golem's revealed cards, grouped by
    name, not in the order revealed. The Golem stops at its second action that is no Golem (rulebook 003
    ln2064), so the log's cards come in an order that fits it: the others first, the actions it found last."""
    found = [tag for tag in tags if tag != "Golem" and cards.card(tag).is_("Action")]
    return [tag for tag in tags if tag not in found] + found


_AMBASSADOR = re.compile(r"^(\.\.\.\s*)*revealing (?P<cards>.+?) and returning (them|it) to the supply\.$")
_SPY = re.compile(r"^(\.\.\.\s*)*(revealing .+? and (?P<what>keeping|discarding) it|letting .+? (?P<keep>keep) .+|"
                  r"making .+? (?P<discard>discard) .+)\.$")
_ADVENTURER = re.compile(r"^(\.\.\.\s*)*drawing (?P<kept>.+?) and discarding (?P<discarded>.+?)\.$")
_CHOSEN_DRAW = re.compile(r"\bto draw (?P<count>\d+) cards?\b")


_DISCARD_GAIN = re.compile(r" (?:and|but) gains (?P<gain>.+?)(?: on (?:the|their) deck)?\.$")


def _split(line: Line, played: str | None = None) -> list[Line]:
    """Lines that say two things: "... choosing +$1 and to draw 1 card." (Pawn, Nobles, Steward) chooses and
    draws (the draw has no line of its own); "... revealing 2 Coppers and returning them to the supply."
    (Ambassador) reveals one copy and returns what it names; a Spy's "... revealing a Nobles and keeping it." /
    "... letting moop keep a Copper." / "... making moop discard a City." reveal the card and put it back or
    discard it."""
    if line.verb == "discard-gain":  # Tournament: the Province discarded, then the Prize or Duchy chosen (or none)
        gained = _DISCARD_GAIN.search(line.text)
        phrase = gained.group("gain") if gained else "nothing"
        return [Line(line.number, line.player, "discard", list(line.tags), line.unknown, line.text),
                Line(line.number, line.player, "gain", [] if phrase == "nothing" else parse_cards(phrase).tags, 0,
                     line.text)]
    if line.verb == "discard-rest":  # Rabble discards by itself; the rest goes back in an order the log omits
        return [Line(line.number, line.player, "discard", list(line.tags), line.unknown, line.text),
                Line(line.number, line.player, "topdeck", [], 0, line.text)]
    spy = _SPY.match(line.text) if played == "Spy" else None
    if spy is not None and line.tags:
        verb = "topdeck" if spy.group("what") == "keeping" or spy.group("keep") else "discard"
        return [Line(line.number, line.player, "reveal", list(line.tags), 0, line.text),
                Line(line.number, line.player, verb, list(line.tags), 0, line.text)]
    if line.verb == "mat-look":  # Native Village: the mat option, then a look at the top card onto the mat
        return [Line(line.number, line.player, "mat", [], 0, line.text),
                Line(line.number, line.player, "look", list(line.tags), line.unknown, line.text)]
    if line.verb in ("look-discard", "look-back"):  # a look at one unseen card, then the option taken
        return [Line(line.number, line.player, "look", [], 1, line.text),
                Line(line.number, line.player, "discard" if line.verb == "look-discard" else "topdeck", [], 0,
                     line.text)]
    if line.verb == "choose":
        drawn = _CHOSEN_DRAW.search(line.text)
        if drawn:
            return [line, Line(line.number, line.player, "draw", [], int(drawn.group("count")), line.text)]
    if line.verb == "reveal" and line.tags and _AMBASSADOR.match(line.text):
        return [Line(line.number, line.player, "reveal", line.tags[:1], 0, line.text),
                Line(line.number, line.player, "return", list(line.tags), 0, line.text)]
    return [line]


_DOTS = re.compile(r"^(\.\.\.\s*)+")
# "... " lines: what the card just played did, by the player whose turn it is unless they name another.
_CONTINUED: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^drawing (?P<cards>.+?) from the Black Market deck\.$"), "reveal"),
    (re.compile(r"^returning (?P<cards>.+?) to the bottom of the Black Market deck\.$"), "bottom"),
    (re.compile(r"^playing (?P<cards>.+?)\.$"), "play"),  # treasures played while buying from the Black Market
    # "... drawing nothing." (draw pile and discard pile empty): it shows the drawing option was taken (Nobles)
    (re.compile(r"^drawing nothing\.$"), "nodraw"),
    (re.compile(r"^drawing nothing\b"), "info"),
    # Native Village: the top card onto the mat, unseen ("a card"), or the mat's cards into the hand
    (re.compile(r"^drawing (?P<cards>\d+ cards?|a card) and placing (it|them) on the .+? mat\.$"), "mat-look"),
    (re.compile(r"^picking up (?P<cards>.+?) from the .+? mat\.$"), "tohand"),
    (re.compile(r"^drawing and revealing (?P<cards>.+?)\.$"), "reveal"),  # Loan, Venture: revealed one by one
    (re.compile(r"^drawing (?P<cards>\d+ cards?|a card)\b"), "draw"),
    (re.compile(r"^(?:and )?plays (?P<cards>.+?) (again|a second time|a third time)\.$"), "again"),
    (re.compile(r"^(?:and )?plays (?P<cards>.+?)\.$"), "play"),
    (re.compile(r"^trashing nothing\b"), "trash"),
    # Salvager: "... trashing an Estate for +$2 and +1 buy."
    (re.compile(r"^trashing (?P<cards>.+?)( for \+\$\d+( and \+1 buy)?| and gaining .+| and getting .+)?\.$"), "trash"),
    (re.compile(r"^gaining (?P<cards>.+?)( on (the|their) deck| in hand| and putting it .+)?\.$"), "gain"),
    (re.compile(r"^discarding the hand\b"), "info"),
    (re.compile(r"^and discarding them\.$"), "discard"),  # Navigator: the cards it looked at, unseen
    # Envoy (ln7110): the card the left neighbour chose is discarded, the others go into the hand by themselves
    (re.compile(r"^discarding (?P<cards>.+?) and putting the rest into (the|their) hand\.$"), "discard"),
    # Jack of All Trades, Duchess: the top card looked at unseen, then discarded or left on the deck
    (re.compile(r"^discarding the top card of (the|their) deck\.$"), "look-discard"),
    (re.compile(r"^leaving the top card of (the|their) deck where it is\.$"), "look-back"),
    (re.compile(r"^discarding (?P<cards>.+?)( for \+\$\d+)?\.$"), "discard"),
    (re.compile(r"^revealing (?P<cards>.+?)( and (discarding|keeping|trashing|putting|returning) .+)?\.$"), "reveal"),
    # Mandarin: "... putting 1 card from hand back on the deck." (unnamed), "... putting 3 Coppers and a Silver
    # back on the deck (in some order)." (when gained)
    (re.compile(r"^putting (?P<cards>\d+ cards?|a card) from (the |their )?hand back on (the|their) deck\.$"),
     "topdeck"),
    (re.compile(r"^putting (?P<cards>.+?) back on (the|their) deck \(in some order\)\.$"), "topdeck"),
    (re.compile(r"^putting (?P<cards>.+?) back on (the|their) deck\.$"), "topdeck"),
    (re.compile(r"^putting (?P<cards>.+?) on (the|their) deck\.$"), "topdeck"),
    (re.compile(r"^putting (?P<cards>.+?) on top of (the|their) deck\.$"), "topdeck"),  # Royal Seal
    (re.compile(r"^setting aside the .+? with (?P<cards>.+?)\.$"), "mat"),  # Island: itself and a hand card
    (re.compile(r"^setting aside (?P<cards>.+?)\.$"), "setaside"),
    (re.compile(r"^choosing (?P<what>.+?)\.$"), "choose"),
    (re.compile(r"^replacing .+?'s? .+? with (?P<cards>.+?)\.$"), "gain"),  # Swindler: the card the player chose
    (re.compile(r"^making (?P<who>.+?) discard (?P<cards>.+?)\.$"), "discard"),
    (re.compile(r"^letting (?P<who>.+?) keep (?P<cards>.+?)\.$"), "topdeck"),  # Spy: the card stays on the deck
    (re.compile(r"^getting (?P<what>\+.+?)\.$"), "gets"),  # the option a choice took ("getting +2 actions": Nobles)
    (re.compile(r"^(getting|reducing|letting|leaving|returning|making|putting|setting|choosing|discarding)\b"), "info"),
]
# what a named player did inside another line: "... tafkal gains a Curse.", "... Dragonthalyne draws 1 card."
_BY_NAME: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^reveals a Bane card \((?P<cards>.+?)\)\.$"), "reveal"),  # against a Young Witch (ln3030)
    (re.compile(r"^draws and reveals (?P<cards>.+?)\.$"), "reveal"),
    # Sea Hag (ln1846): the victim's top card, revealed and discarded by the card itself; the older client
    # prints the Curse it gains on the same line
    (re.compile(r"^draws and discards (?P<cards>.+?)\.$"), "reveal"),
    (re.compile(r"^discards (?P<cards>.+?) and gains an? .+? on top of the deck\.$"), "reveal"),
    # Tournament (ln3055): "... Ann discards a Province and gains a Diadem on the deck." / "... but gains nothing."
    (re.compile(r"^discards (?P<cards>a Province) (?:and gains an? .+? on the deck|but gains nothing)\.$"), "discard-gain"),
    (re.compile(r"^draws (?P<cards>\d+ cards?|a card)\.$"), "draw"),
    (re.compile(r"^discards (?P<cards>.+?) and puts the rest back\.$"), "discard-rest"),  # Rabble, below
    (re.compile(r"^turns up (?P<cards>.+?) and trashes it\.$"), "reveal"),  # Swindler: the card itself trashes it
    (re.compile(r"^prohibits .+? from buying (?P<cards>.+?)\.$"), "name"),  # Contraband: the left neighbour names
    (re.compile(r"^(only has|has no|turns up|is|was)\b"), "info"),
    (re.compile(r"^turns up (?P<cards>.+?)\.$"), "reveal"),
    (re.compile(r"^trashes nothing\.$"), "trash"),
]


def _line(number: int, text: str, names: list[str], current: str | None = None) -> Line | None:
    continued = bool(_DOTS.match(text))
    text = _DOTS.sub("", text).strip()
    hidden = text.startswith("(") and text.endswith(")")
    body = text[1:-1] if hidden else text
    player = next((name for name in names if body.startswith(name + " ") or body.startswith(name + "'s ")), None)
    if player is None:
        if continued and current is not None:
            return _continued(number, text, body, names, current)
        return None
    rest = body[len(player):].lstrip()
    if rest in ("reshuffles.",):
        return Line(number, player, "shuffle", text=text)
    for prefix in ("draws: ", "'s first hand: "):
        if rest.startswith(prefix.strip()) or body.startswith(player + prefix):
            phrase = body.split(": ", 1)[1] if ": " in body else ""
            cards = parse_cards(phrase)
            return Line(number, player, "draw", cards.tags, cards.unknown, text)
    for pattern, verb in _BY_NAME:
        match = pattern.match(rest)
        if match:
            phrase = match.groupdict().get("cards")
            cards = parse_cards(phrase) if phrase else None
            return Line(number, player, verb, cards.tags if cards else [], cards.unknown if cards else 0, text)
    draws = re.match(r"^draws (\d+|a) cards?\b", rest)
    if draws:  # "draws 2 cards and gets +1 buy": unseen
        count = 1 if draws.group(1) == "a" else int(draws.group(1))
        return Line(number, player, "draw", [], count, text)
    for pattern, verb in _VERBS:
        match = pattern.match(rest)
        if match:
            cards = parse_cards(match.group("cards"))
            return Line(number, player, verb, cards.tags, cards.unknown, text)
    if _INFO.match(rest) or _GAME_END.search(body):
        return Line(number, player, "info", text=text)
    return None


def _continued(number: int, text: str, body: str, names: list[str], current: str) -> Line | None:
    for pattern, verb in _CONTINUED:
        match = pattern.match(body)
        if not match:
            continue
        groups = match.groupdict()
        who = groups.get("who") or current
        if who not in names:
            return None
        if verb == "choose":
            return Line(number, who, "choose", text=groups["what"])
        if verb == "gets":
            return Line(number, who, "gets", text="gets " + groups["what"])
        phrase = groups.get("cards")
        if phrase is not None and re.fullmatch(r"\d+ cards?|a card", phrase):
            count = 1 if phrase.startswith("a ") else int(phrase.split()[0])
            return Line(number, who, verb, [], count, text)
        cards = parse_cards(phrase) if phrase else None
        return Line(number, who, verb, cards.tags if cards else [], cards.unknown if cards else 0, text)
    return None


# the supply line marks the Young Witch's Bannkarte with a star after its name ("Village<span
# class=bane-star>&diams;</span>"); `_text_lines` drops the star
_BANE_STAR = re.compile(r">([^<>]+)</span><span class=bane-star>")


def _bane(page: str) -> str | None:
    """The Bannkarte the supply line marks, if any (the bane pile: setup.bane)."""
    match = _BANE_STAR.search(page)
    return None if match is None else card_tag(html.unescape(match.group(1)))


def import_isotropic(text: str) -> dict:
    """An isotropic game page (HTML) as a `regelwerk-record/1` record."""
    players, lines, supply, source = read_lines(text)
    if not 2 <= len(players) <= 6:
        raise ImportProblem(f"{len(players)} Spieler gefunden; Dominion hat 2 bis 6.",
                            f"Found {len(players)} players; Dominion has 2 to 6.", pointer="/players")
    setup = infer_setup(players, lines, supply, first_edition=True, bane=_bane(text))
    for name in source.get("unknown_cards", []):
        if card_tag(name) is None and name not in setup.extras:
            setup.extras.append(name)
    # the 2010 logs have no hidden-information lines: no hand is ever shown ("drawing 3 cards" is a count)
    source["hidden_draws"] = not any(line.verb == "draw" and ("draws:" in line.text or "first hand" in line.text)
                                     for line in lines)
    # isotropic logs end with the game: finish the last turn
    return RecordBuilder(setup, source).build(lines + [Line(len(lines) + 1, None, "end", text="")])

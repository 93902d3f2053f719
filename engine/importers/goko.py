"""Goko / Making Fun (Dominion Online 2012–2016) text logs → `regelwerk-record/1`.

The log opens with `------------ Game Setup ------------`, the supply (`Supply cards: …`, from 2016 also
`Events: …`) and every player's `NAME - starting cards: …`; the turns follow under headers
`---------- NAME: turn 3 ----------` (`[possessed]` after a Besessenheit), every statement as
`NAME - verb cards` with card names in the singular (`plays 2 Copper, 1 Silver`); it closes with
`------------ Game Over ------------` and the final decks. Goko shows every player's draws by name, so the
record has no hidden draws. The lines go through the shared builder (dominion_builder.py) like those of the
other two formats; `GokoBuilder` adds what Goko says differently: an effect's repeated play is printed as
another `plays X` (Thronsaal, Königshof, Golem), and a card revealed from a deck is printed only by what
happened to it (`discards X`, `places X on top of deck`, `sets aside X`).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

from engine.core.step import Choice
from engine.games.dominion import cards
from engine.games.dominion.state import GameState
from engine.importers import ImportProblem
from engine.importers.dominion_builder import _OPTION_BY_LINE, RecordBuilder, _declining, _line_key, _puts_back
from engine.importers.dominion_cards import BASIC, Cards, card_like, card_tag, german, parse_cards
from engine.importers.dominion_setup import START_DECK, Line, Setup, bane_revealed, infer_setup
from engine.importers.sniff import refuse_other

_BLOCK = re.compile(r"^-{3,} Game (?P<what>Setup|Over) -{3,}$")
_TURN = re.compile(r"^-{3,} (?P<name>.+?): turn (?P<number>\d+)(?P<possessed> \[possessed\])? -{3,}$")
_SUPPLY = re.compile(r"^Supply cards: (?P<cards>.*)$")
_EVENTS = re.compile(r"^Events: (?P<cards>.*)$")
_BANE = re.compile(r"^Bane card: (?P<card>.+)$")  # the Young Witch's Bannkarte (2016)
_STARTING = re.compile(r"^(?P<name>.+?) - starting cards: ")
_NOISE = re.compile(r"^(Rating system: |\d+(st|nd|rd|th) place: )")
# the start deck with Dark Ages' shelters in place of the 3 Estates (format.md, setup.shelters)
_SHELTER_DECK = Counter({"Copper": 7, "Necropolis": 1, "Overgrown Estate": 1, "Hovel": 1})
# reactions discarded from the hand as they react (Bettler, Dark Ages ln3780): Goko prints the discard after the reveal
_DISCARDED_REACTIONS = frozenset({"Beggar"})
# decisions that play the chosen treasure twice (Falschgeld, Dark Ages ln3815): Goko prints "plays Copper" twice, the
# first answering the decision, the second the effect's own play
_PLAYS_TREASURE_TWICE = frozenset({"dominion.karte.falschgeld"})
# Goko's own spellings of card names that differ from the printed English name
_GOKO_NAMES = {"JackOfAllTrades": "Jack of All Trades"}

# (pattern after "NAME - ", verb); the card phrase is the group "cards"
_VERBS: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"^starting cards: (?P<cards>.*)$"), "start"),
    (re.compile(r"^shuffles deck$"), "shuffle"),
    (re.compile(r"^draws (?P<cards>.+)$"), "draw"),
    (re.compile(r"^plays (?P<cards>.+)$"), "play"),
    (re.compile(r"^buys (?P<cards>.+)$"), "buy"),
    (re.compile(r"^gains (?P<cards>.+)$"), "gain"),
    (re.compile(r"^trashes (?P<cards>.+)$"), "trash"),
    (re.compile(r"^discards:? (?P<cards>.+)$"), "discard"),
    (re.compile(r"^moves deck to discards$"), "discard"),  # Chancellor: the deck onto the discard pile ("ja")
    (re.compile(r"^reveals hand:$"), "info"),  # an empty hand
    (re.compile(r"^reveals reaction (?P<cards>.+)$"), "react"),
    (re.compile(r"^reveals(?: hand:| bane|:)? (?P<cards>.+)$"), "reveal"),
    (re.compile(r"^looks at (?P<cards>.+)$"), "look"),
    (re.compile(r"^places (?P<cards>.+?) on top of deck$"), "topdeck"),
    (re.compile(r"^places (?P<cards>.+?) in hand$"), "tohand"),
    # Island, Haven, Native Village: a card onto a mat or aside (Native Village's is the top card of the deck)
    (re.compile(r"^sets aside (?P<cards>.+)$"), "mat"),
    (re.compile(r"^takes set aside cards: ?(?P<cards>.*)$"), "tohand"),  # Native Village's mat into the hand
    (re.compile(r"^(embargoes|names) (?P<cards>.+)$"), "name"),  # Embargo's pile, Contraband's or Wishing Well's card
    # Abenteuer's player tokens: "moves a Trashing token to the Duplicate pile" (Planung, Überfahrt ...: the pile the
    # open decision chose, tokens.py)
    (re.compile(r"^moves an? .+? token to the (?P<cards>.+?) pile$"), "name"),
    (re.compile(r"^passes (?P<cards>.+)$"), "pass"),  # Masquerade
    # Abenteuer: a Reserve card called from the Tavern mat; a card put on it (a Reserve card's own instruction, or the
    # Geizhals' Kupfer: "puts a Copper on the Tavern Mat for a total of 2")
    (re.compile(r"^calls (?P<cards>.+)$"), "call"),
    (re.compile(r"^puts (?P<cards>.+?) on the Tavern Mat(?: for a total of \d+)?$"), "mat"),
]
# "applied Watchtower to trash Curse" (the trashing has its own line), "applied Watchtower to place Witch on top of
# the deck" (the only line of it): the reaction revealed, and what it did
_APPLIED = re.compile(r"^applied (?P<card>.+?) to (?:trash (?P<trashed>.+)|place (?P<placed>.+?) on top of the deck)$")
# what a player got from an option or a card: "takes 6 coins" (Pirate Ship), "receives one buy" (Hamlet)
_GETS = re.compile(r"^(?:takes|receives) (?P<amount>\d+|one|a|an) (?P<what>coins?|actions?|buys?)$")
# the state's counter a "gets" line names (dominion_builder's line keys)
_BONUS = {"gets+action": "actions", "gets+buy": "buys", "gets+$": "coins"}
_INFO = re.compile(r"^(receives |takes |duration |start-of-turn |calls |puts |moves |has |total victory points|turns: |"
                   r"cards: |resigned|quit|places cards)")


def _names(lines: list[str]) -> list[str]:
    """Every player, in the order of their starting cards."""
    names: list[str] = []
    for line in lines:
        match = _STARTING.match(line)
        if match and match.group("name") not in names:
            names.append(match.group("name"))
    return names


def _seats(lines: list[str], names: list[str]) -> list[str]:
    """The seat order: who takes turn 1 first (Goko lists the starting cards in another order); a player who
    never took a turn after them, in the order of the starting cards."""
    order: list[str] = []
    for line in lines:
        match = _TURN.match(line)
        if match and match.group("number") == "1" and match.group("name") in names and match.group("name") not in order:
            order.append(match.group("name"))
    return order + [name for name in names if name not in order]


def _cards(phrase: str) -> Cards:
    """Goko's card phrase ("2 Copper, 1 Silver", "JackOfAllTrades") read by the shared card reader."""
    for goko, english in _GOKO_NAMES.items():
        phrase = re.sub(rf"\b{goko}\b", english, phrase)
    return parse_cards(phrase)


def read_lines(text: str) -> tuple[list[str], list[Line], list[str] | None, dict]:
    """Parse the text: (players in seat order, lines, the supply's tags or None, import notes)."""
    refuse_other(text, "goko")
    raw = [line.rstrip() for line in text.replace("\r\n", "\n").split("\n")]
    names = _names(raw)
    if not names:
        raise ImportProblem("Keine Zeile „NAME - starting cards: …“ gefunden: ist das ein Goko-Protokoll?",
                            "No \"NAME - starting cards: ...\" line found: is this a Goko log?", pointer="/text")
    players = _seats(raw, names)
    by_length = sorted(players, key=len, reverse=True)
    source: dict = {"format": "goko", "skipped": []}
    supply: list[str] | None = None
    result: list[Line] = []
    # cards bought whose "gains" line is still to come: the buyer's, or in a possessed turn the possessor's
    # ("ftl - buys Sage" / "guest5451 - gains Sage")
    bought: list[str] = []
    over = False
    for number, line in enumerate(raw, start=1):
        stripped = line.strip()
        if not stripped or over:
            continue
        block = _BLOCK.match(stripped)
        if block:
            if block.group("what") == "Over":
                result.append(Line(number, None, "end", text=stripped))
                over = True  # the final decks and points follow: no moves
            continue
        bane = _BANE.match(stripped)
        if bane:
            source["bane"] = card_tag(_GOKO_NAMES.get(bane.group("card"), bane.group("card")))
            continue
        listed = _SUPPLY.match(stripped) or _EVENTS.match(stripped)
        if listed:
            found = _cards(listed.group("cards"))
            supply = (supply or []) + found.tags
            _unknown(source, found.unrecognised)
            continue
        turn = _TURN.match(stripped)
        if turn:
            if turn.group("name") not in players:
                raise ImportProblem(f"Zeile {number}: unbekannter Spieler „{turn.group('name')}“.",
                                    f"Line {number}: unknown player {turn.group('name')!r}.", line=number)
            bought.clear()
            result.append(Line(number, turn.group("name"), "turn", text=stripped))
            continue
        if _NOISE.match(stripped):
            continue
        player = next((name for name in by_length if stripped.startswith(name + " - ")), None)
        if player is None:
            source["skipped"].append({"line": number, "text": stripped, "why": "no player"})
            continue
        rest = stripped[len(player) + 3:].strip()
        parsed = _statement(number, player, rest, stripped, source)
        if parsed is None:
            source["skipped"].append({"line": number, "text": stripped, "why": "not understood"})
            continue
        for item in parsed:
            if item.verb == "buy":
                bought.extend(item.tags)
            elif item.verb == "gain" and len(item.tags) == 1 and item.tags[0] in bought:
                bought.remove(item.tags[0])  # "buys Silver" is followed by "gains Silver": one buy
                continue
            result.append(item)
    return players, result, supply, source


def _unknown(source: dict, names: list[str]) -> None:
    """Card-like names the card data does not know: cards the engine lacks (unsupported names them)."""
    for name in names:
        if card_like(name) and name not in source.setdefault("unknown_cards", []):
            source["unknown_cards"].append(name)


def _statement(number: int, player: str, rest: str, text: str, source: dict) -> list[Line] | None:
    """The lines one statement says: usually one; none for information; two for a Watchtower placing a card."""
    applied = _APPLIED.match(rest)
    if applied:
        reaction = _cards(applied.group("card"))
        lines = [Line(number, player, "react", reaction.tags, 0, text)]
        if applied.group("placed"):
            lines.append(Line(number, player, "topdeck", _cards(applied.group("placed")).tags, 0, text))
        return lines
    gets = _GETS.match(rest)
    if gets:
        amount = "1" if gets.group("amount") in ("one", "a", "an") else gets.group("amount")
        what = gets.group("what")
        bonus = f"+${amount}" if what.startswith("coin") else f"+{amount} {what}"
        return [Line(number, player, "gets", text=f"gets {bonus}")]
    for pattern, verb in _VERBS:
        match = pattern.match(rest)
        if not match:
            continue
        phrase = match.groupdict().get("cards")
        found = _cards(phrase) if phrase else None
        if found is not None and found.unrecognised:
            if not all(card_like(name) for name in found.unrecognised):
                return None
            _unknown(source, found.unrecognised)
        return [Line(number, player, verb, found.tags if found else [], found.unknown if found else 0, text)]
    if _INFO.match(rest):
        return []
    return None


class GokoBuilder(RecordBuilder):
    """The shared builder, with what Goko prints its own way.

    - An effect that plays a card again (Thronsaal, Königshof) or plays cards it found (Golem) is printed as
      another `plays X`. The engine counts the actions played this turn (its turn flag `actions_played`):
      an action's `plays` line while the engine has already played more actions than the log's lines say
      is that effect's play, no move.
    - A card an effect reveals from a deck is printed only by what happened to it: `discards X` / `places X
      on top of deck` (Spion, Vision), `sets aside X` (Eingeborenendorf's top card onto the mat). When the
      engine waits for that player's reveal, the line's cards are the revealed ones.
    """

    # Goko prints no draw of the Lebenskünstler (Hinterland ln3536: "Ziehe so lange Karten nach, bis du 5 Karten auf der
    # Hand hast"; "plays JackOfAllTrades", "gains Silver", "discards Copper", "trashes Estate", "plays 4 Copper")
    UNPRINTED_DRAWS = frozenset({"Jack of All Trades"})

    def __init__(self, setup: Setup, source: dict, odd_start: int | None = None) -> None:
        super().__init__(setup, source)
        self.action_lines = 0  # the action plays the log showed this turn (moves and effects' plays alike)
        self.revealed_by: str | None = None  # the player whose reveal the current line showed
        self.odd_start = odd_start  # the line of a start deck the record cannot state, if any
        self.gathered: set[int] = set()  # positions of lines another line's answer took in already
        # the treasure an effect plays twice (Falschgeld) whose second "plays X" line is still to come: (player, tag)
        self.treasure_twice: tuple[str | None, str] | None = None

    def feed(self, line: Line) -> None:
        self.revealed_by = None
        if self.position in self.gathered:
            return
        if line.number == self.odd_start and line.verb == "start" and not self.stopped:
            self.stop(line, "Ein Startdeck außer 7 Kupfer und 3 Anwesen (oder den Unterschlüpfen) kann das Protokoll "
                      "nicht angeben.", "The record cannot state a start deck other than 7 Coppers and 3 Estates (or "
                      "the shelters).")
        if self.state is not None and not self.stopped:
            self._reveal_looked(line)
        super().feed(line)

    def _reveal_looked(self, line: Line) -> None:
        """Goko prints a look at several cards only by what happened to each of them, one line per card (Ausguck,
        Seaside ln1748: "trashes Copper", "discards Copper", "places Pirate Ship on top of deck"): when the engine
        waits for the player's look at more than one card, this line and the player's following such lines name
        them, looked at together before the first is answered."""
        chance = self.chance()
        if (chance is None or chance.player != line.player or chance.need != "reveal" or not chance.data.get("look")
                or chance.count < 2 or line.verb not in ("trash", "discard", "topdeck") or not line.tags
                or line.unknown):
            return
        tags = list(line.tags)
        for later in self.lines[self.position + 1:]:
            if (len(tags) >= chance.count or later.player != line.player
                    or later.verb not in ("trash", "discard", "topdeck") or not later.tags or later.unknown):
                break
            tags += later.tags
        self._draw(replace(line, verb="reveal", tags=tags[:chance.count], unknown=0), "reveal")

    def _on_turn(self, line: Line) -> None:
        super()._on_turn(line)
        self.action_lines = 0
        self.treasure_twice = None

    def _on_play(self, line: Line) -> None:
        for tag in line.tags:
            single = Line(line.number, line.player, "play", [tag], 0, line.text, line.source)
            if cards.resolve(tag) is None or not cards.card(tag).is_("Action"):
                if self.treasure_twice == (line.player, tag):
                    self.treasure_twice = None  # the effect's second play of the treasure (Falschgeld)
                    continue
                decision = self.decision() if self.state is not None else None
                twice = decision is not None and decision.rule in _PLAYS_TREASURE_TWICE and (
                    decision.player == line.player)
                super()._on_play(single)
                if twice and self.log and self.log[-1].get("cards") == [german(tag)]:
                    self.treasure_twice = (line.player, tag)  # the decision was answered with it, not declined
                continue
            if self._engine_played_it():
                self.action_lines += 1  # the effect's own play of it (Thronsaal's second)
                continue
            super()._on_play(single)
            self.action_lines += 1

    def _played_twice(self, player: str | None, tag: str) -> bool:
        """Also a Beute played twice by a Falschgeld (Dark Ages ln3815; it goes back to its pile, no trashing
        follows): Goko prints "plays Spoils" twice; with one such card in the hand the next line is its second play."""
        if super()._played_twice(player, tag):
            return True
        following = self.lines[self.position + 1] if self.position + 1 < len(self.lines) else None
        if following is None or following.player != player or following.verb != "play" or following.tags[:1] != [tag]:
            return False
        owned = self.state.cards.get(player) if self.state is not None and player is not None else None
        return owned is not None and owned.hand.get(tag) == 1

    def _engine_played_it(self) -> bool:
        """Has the engine played more actions this turn than the log's play lines so far?"""
        assert self.state is not None
        return int(self.state.flags.get("actions_played", 0)) > self.action_lines

    def _show_revealed(self, line: Line) -> None:
        """The engine waits for the line's player to reveal (or look at) cards the line names: reveal them."""
        chance = self.chance()
        if line.tags and chance is not None and chance.player == line.player and chance.need == "reveal":
            self._draw(Line(line.number, line.player, "reveal", list(line.tags), 0, line.text), "reveal")
            self.revealed_by = line.player

    def _about(self, decision: Choice, line: Line) -> bool:
        """Also the attacker's decision over the card this line showed revealed (Spion, Vision). In a controlled
        turn (Besessenheit) such a decision's `owner` is the controlled player whoever's card it is about; the
        reveal this line showed says whose it is."""
        if self.revealed_by == line.player and decision.data.get("source") in ("revealed", "options"):
            return True
        return super()._about(decision, line)

    def _gather(self, line: Line) -> Line:
        """Goko prints a choice of several cards one line per card in some cards (Lagerraum: "discards Estate",
        "discards Copper", …): when the open decision the line answers takes more cards, the player's following
        lines of the same verb are part of the same answer (up to the decision's most)."""
        decision = self._answers(line) if self.state is not None else None
        if decision is None or decision.data.get("source") == "options" or line.unknown:
            return line
        most = int(decision.data.get("most", 1))
        tags = list(line.tags)
        for offset, later in enumerate(self.lines[self.position + 1:], start=self.position + 1):
            if len(tags) + len(later.tags) > most or later.player != line.player or later.verb != line.verb or (
                    later.unknown or not later.tags):
                break
            tags += later.tags
            self.gathered.add(offset)
        return Line(line.number, line.player, line.verb, tags, 0, line.text, line.source)

    def _on_trash(self, line: Line) -> None:
        super()._on_trash(self._gather(line))

    def _on_discard(self, line: Line) -> None:
        if self._reaction_discarded(line):
            return
        self._show_revealed(line)
        self._pass_other_bonus(line)
        super()._on_discard(self._gather(line))

    def _reaction_discarded(self, line: Line) -> bool:
        """Bettler (Dark Ages ln3780: "darfst du den Bettler aus deiner Hand ablegen"): Goko prints "reveals reaction
        Beggar", then "discards Beggar"; the reaction the first line answered discarded it already, so the second is
        no card revealed from the deck (a Schurke's) but the reaction's own discard."""
        before = self.lines[self.position - 1] if self.position else None
        return (before is not None and before.player == line.player and before.verb == "react"
                and before.tags == line.tags and all(tag in _DISCARDED_REACTIONS for tag in line.tags))

    def _pass_other_bonus(self, line: Line) -> None:
        """"discards Estate" / "receives one buy" (Weiler: a discard for +1 Aktion, then one for +1 Kauf): the
        player's next line names what the discard gave. When answering the open decision (tried on a copy) would
        give something else and declining it lets the next decision give that, the first decision is declined."""
        following = self.lines[self.position + 1] if self.position + 1 < len(self.lines) else None
        decision = self._answers(line) if self.state is not None else None
        if (following is None or following.player != line.player or following.verb != "gets" or decision is None
                or decision.data.get("source") != "hand" or not line.tags):
            return
        wanted = _BONUS.get(_line_key(following))
        answer = {"by": line.player, "move": "choose", "cards": [german(t) for t in line.tags]}
        if wanted is None or self._gives(self.ruleset.copy_state(self.state), [answer], wanted):
            return
        decline = _declining(decision)
        if decline is not None and self._gives(self.ruleset.copy_state(self.state), [decline, answer], wanted):
            self.emit(decline)

    def _gives(self, state: GameState, entries: list[dict], wanted: str) -> bool:
        """Do the entries, stepped on `state` (a copy), raise the state's `wanted` (actions, buys, coins)?"""
        before = getattr(state, wanted)
        for entry in entries:
            outcome = self.ruleset.step(state, entry)
            if not outcome.verdict.proceeds:
                return False
            state = outcome.state
        return bool(getattr(state, wanted) > before)

    def _on_topdeck(self, line: Line) -> None:
        if self._inn_shuffled_in(line):
            return
        self._show_revealed(line)
        super()._on_topdeck(line)

    def _inn_shuffled_in(self, line: Line) -> bool:
        """Gasthaus (Hinterland ln3576): the action cards revealed from the discard pile when it is gained are printed
        as "places Village, …, Inn on top of deck", then "shuffles deck" (the shuffle into the deck): the line
        answers the open Gasthaus decision of its player."""
        decision = self.decision()
        if (decision is None or decision.rule != "dominion.karte.gasthaus" or decision.player != line.player
                or decision.data.get("source") != "discard" or not line.tags or line.unknown):
            return False
        self.emit({"by": line.player, "move": "choose", "cards": [german(t) for t in line.tags]})
        return True

    def _silent_option(self, decision: Choice) -> bool:
        """A choice between drawing and another option the log passes over when the player's next move comes
        (Adelige: "plays Nobles", then "plays 2 Copper"): Goko prints the other options ("takes 2 actions") and
        every card drawn, so silence with nothing left to draw (draw pile and discard pile empty) is the drawing
        option, which drew nothing."""
        if super()._silent_option(decision):
            return True
        option = _OPTION_BY_LINE.get(decision.rule, {}).get("draw")
        if decision.data.get("source") != "options" or option not in (decision.data.get("candidates") or {}):
            return False
        cards_of = self.ruleset.state_to_json(self.state)["cards"][decision.player]
        if self.draw_pile(decision.player).size or cards_of.get("discard") or cards_of.get("discard_unknown"):
            return False
        self.emit({"by": decision.player, "move": "choose", "option": option})
        return True

    def _put_back(self, line: Line) -> None:
        """Cards put back onto the deck one by one (Navigator, Späher): Goko prints one `places X on top of deck`
        line per card, in the order placed (the last one on top, as the player's next look shows), so the
        player's following such lines are the rest of this answer, in their order."""
        placed = list(line.tags)
        for offset, later in enumerate(self.lines[self.position + 1:], start=self.position + 1):
            if later.player != line.player or later.verb != "topdeck" or later.unknown or not later.tags:
                break
            placed += later.tags
            self.gathered.add(offset)
        for tag in placed:
            decision = self.decision()
            if decision is None or decision.player != line.player or not _puts_back(decision):
                return  # the engine stops asking once the rest are alike
            self.emit({"by": line.player, "move": "choose", "cards": [german(tag)]})

    def _on_mat(self, line: Line) -> None:
        super()._on_mat(line)
        self._show_revealed(line)  # Native Village: the option, then the top card onto the mat


def import_goko(text: str) -> dict:
    """A Goko / Making Fun log (the text the client saved) as a `regelwerk-record/1` record."""
    players, lines, supply, source = read_lines(text)
    if not 2 <= len(players) <= 6:
        raise ImportProblem(f"{len(players)} Spieler gefunden; Dominion hat 2 bis 6.",
                            f"Found {len(players)} players; Dominion has 2 to 6.", pointer="/players")
    # Goko ran 2012–2016 with the 1st-edition cards: the newest 1st-edition printing of each box
    bane = source.pop("bane", None) or bane_revealed(lines)
    setup = infer_setup(players, lines, supply, first_edition=True, bane=bane)
    for name in source.get("unknown_cards", []):
        if card_tag(name) is None and name not in setup.extras:
            setup.extras.append(name)
    source["hidden_draws"] = False  # every draw is shown by name
    decks = [Counter(line.tags) for line in lines if line.verb == "start"]
    if decks and all(deck == _SHELTER_DECK for deck in decks):  # Dark Ages' shelters (format.md, setup.shelters)
        setup.shelters = True
        setup.extras = [tag for tag in setup.extras if tag not in _SHELTER_DECK]
    # Goko dealt other start decks in some games ("6 Copper, Silver, Hovel, …" beside "7 Copper, 2 Duchy, Overgrown
    # Estate" and "7 Copper, 3 Estate"): the record states every player's (setup.start_decks); their cards are no
    # piles of the game. A start deck with a card name the card data lacks cannot be stated: the import stops at it
    # (GokoBuilder)
    starts = [line for line in lines if line.verb == "start"]
    if not setup.shelters and any(Counter(line.tags) != START_DECK for line in starts):
        setup.start_decks = {line.player: list(line.tags) for line in starts if line.player is not None}
        dealt = {tag for line in starts for tag in line.tags}  # a kingdom card dealt is no extra; nor a card no pile has
        setup.extras = [tag for tag in setup.extras if tag not in BASIC and tag not in _SHELTER_DECK and (
            tag not in dealt or (tag in (supply or ()) and tag not in setup.kingdom))]
    odd = [line.number for line in starts if line.unknown and setup.start_decks]
    return GokoBuilder(setup, source, odd_start=odd[0] if odd else None).build(lines)

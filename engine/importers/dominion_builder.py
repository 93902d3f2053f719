"""From the lines of a Dominion log (whatever its format) to a `regelwerk-record/1` record.

A format's parser turns its text into `Line`s (who did what to which cards). The builder writes the
record entries. Logs leave some things implicit that a record must say: the end of a turn (a log shows
only the clean-up draw), declining an optional choice (a Chapel that trashes nothing prints nothing),
not revealing a Moat, a draw split by a reshuffle (the log lists the cards sorted, after the reshuffle
line). To write those, the builder follows the game with the engine, mirroring `replay` (an entry that
does not proceed is skipped), and reads only the engine's *open decision*: it never changes what a
line says, and a line that does not fit is written as it is, for replay to judge.

When the kingdom holds cards the engine does not implement, no engine runs: the lines are written
one to one (replay reports the record `unsupported` anyway).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.core.registry import get_ruleset
from engine.games.dominion import cards as C
from engine.games.dominion.effects import IMPLEMENTED_CARDS
from engine.importers.dominion_cards import german, is_kingdom_pile

# Line verbs: turn, start (starting cards), shuffle, draw, play, again, buy, gain, trash, discard,
# topdeck, reveal, look, react, end (the game has ended), info (nothing to record).
# Which open decision a line answers, by words of the decision's English prompt.
_ANSWERS = {
    "trash": ("trash",),
    "discard": ("discard",),
    "topdeck": ("onto your deck", "onto the deck", "topdeck", "goes back"),
    "gain": ("gain",),
    "react": ("reaction",),
    "reveal": ("reveal", "reaction"),
    "play": ("play",),
}
START_DECK = Counter({"Copper": 7, "Estate": 3})


@dataclass
class Line:
    number: int
    player: str | None
    verb: str
    tags: list[str] = field(default_factory=list)
    unknown: int = 0
    text: str = ""


@dataclass
class Setup:
    players: list[str]
    kingdom: list[str]  # tags, exactly 10
    extras: list[str]  # tags or raw names: everything outside base supply and kingdom
    editions: list[str]
    seen: list[str]
    filled: list[str]


def infer_setup(players: list[str], lines: list[Line], supply: list[str] | None, first_edition: bool) -> Setup:
    """The kingdom from the supply line when the log has one, else from the cards the log mentions.

    A kingdom seen only in part is filled up with engine-implemented cards that the log never mentions
    (they play no part in the game as logged); the record's `import.kingdom_filled` names them.
    """
    seen: list[str] = []
    extras: list[str] = []
    for tag in supply if supply is not None else [t for line in lines for t in line.tags]:
        if tag in seen or tag in extras:
            continue
        if is_kingdom_pile(tag):
            seen.append(tag)
        elif C.resolve(tag) is None:  # Potion, Colony, shelters, landscapes ...
            extras.append(tag)
    for line in lines:  # a start deck other than 7 Coppers and 3 Estates (shelters)
        if line.verb == "start":
            for tag in line.tags:
                if tag not in START_DECK and tag not in extras:
                    extras.append(tag)
    kingdom, overflow = seen[:10], seen[10:]
    extras += overflow
    editions = _editions(kingdom, first_edition)
    filled: list[str] = []
    if len(kingdom) < 10:
        mentioned = {t for line in lines for t in line.tags}
        pool = sorted({t for e in editions for t in C.kingdom_cards(e)} & IMPLEMENTED_CARDS)
        for tag in pool:
            if len(kingdom) + len(filled) >= 10:
                break
            if tag not in mentioned and tag not in kingdom:
                filled.append(tag)
    return Setup(players, kingdom + filled, extras, editions, seen, filled)


_EDITIONS = {"basis": ("basis-rgg-2013", "basis-rgg-2017"), "intrige": ("intrige-rgg-2014", "intrige-rgg-2017")}


def _editions(kingdom: list[str], first_edition: bool) -> list[str]:
    """The boxes the kingdom comes from; 1st edition (English, with errata) for isotropic, else the 2nd
    edition plus the 1st where a card removed in the 2nd is used."""
    ours = [t for t in kingdom if C.resolve(t) is not None and C.resolve(t).tag == t]  # type: ignore[union-attr]
    boxes = [box for box in _EDITIONS if any(C.box_of(t) == box for t in ours)] or ["basis"]
    editions: list[str] = []
    for box in boxes:
        old, new = _EDITIONS[box]
        removed = any(C.box_of(t) == box and not set(C.card(t).cardsets) & {"dominion2ndEdition", "intrigue2ndEdition"}
                      for t in ours)
        if first_edition or removed:
            editions.append(old)
        if not first_edition:
            editions.append(new)
    return editions


class RecordBuilder:
    """Writes record entries for parsed lines; see the module docstring."""

    def __init__(self, setup: Setup, source: dict[str, Any]) -> None:
        self.setup = setup
        self.log: list[dict[str, Any]] = []
        self.source = source
        self.skipped: list[dict[str, Any]] = source.setdefault("skipped", [])
        self.record_setup: dict[str, Any] = {
            "editions": setup.editions,
            "kingdom": [german(t) for t in setup.kingdom],
        }
        if setup.extras:
            self.record_setup["extras"] = [german(t) for t in setup.extras]
        self.ruleset = get_ruleset("dominion")
        supported = not setup.extras and all(t in IMPLEMENTED_CARDS for t in setup.kingdom)
        self.state: Any = self.ruleset.setup(setup.players, self.record_setup) if supported else None
        self.shuffles: set[str] = set()  # players whose logged reshuffle the engine has not asked for yet
        self.reactions: dict[str, list[str]] = {}
        self.draws: dict[str, list[Line]] = {}
        self.turns_seen = False
        self.position = 0
        self.stopped = False

    # -- output --------------------------------------------------------------------------------
    def record(self) -> dict[str, Any]:
        return {
            "format": "regelwerk-record/1",
            "game": "dominion",
            "players": list(self.setup.players),
            "setup": self.record_setup,
            "log": self.log,
            "import": self.source,
        }

    def emit(self, entry: dict[str, Any]) -> None:
        self.log.append(entry)
        if self.state is not None:
            verdict = self.ruleset.check(self.state, entry)
            if verdict.proceeds:
                self.state = self.ruleset.apply(self.state, entry)

    def skip(self, line: Line, why: str) -> None:
        self.skipped.append({"line": line.number, "text": line.text, "why": why})

    # -- reading the engine's open decision ------------------------------------------------------
    @property
    def waiting(self) -> dict[str, Any] | None:
        return None if self.state is None else self.state.waiting

    def _over(self) -> bool:
        return self.state is not None and self.state.phase == "over"

    def _decline(self, waiting: dict[str, Any]) -> bool:
        """Answer an open decision the log leaves unanswered with "none" / "no", when that is an option."""
        if waiting["source"] == "options":
            if "nein" in waiting["candidates"]:
                self.emit({"by": waiting["player"], "move": "choose", "option": "nein"})
                return True
            return False
        if waiting["least"] == 0:
            self.emit({"by": waiting["player"], "move": "choose", "cards": []})
            return True
        return False

    def _settle(self, until_player: str | None = None, end_turn: bool = False, hidden_draws: bool = True) -> None:
        """Resolve what the log leaves implicit before the next move: declinable decisions, logged
        reactions and draws waiting for their turn, unlogged hidden draws (as counts), and, with
        `end_turn`, the end of the active player's turn (until `until_player` is active)."""
        for _ in range(200):
            waiting = self.waiting
            if self.state is None or self._over():
                return
            if waiting is None:
                if end_turn and (until_player is None or self.state.player != until_player):
                    self.emit({"by": self.state.player, "move": "end-turn"})
                    continue
                return
            player = waiting["player"]
            if waiting["kind"] == "decision":
                if self._reaction_answer(waiting):
                    continue
                if not self._decline(waiting):
                    return
                continue
            need = waiting.get("need")
            if self.draws.get(player) and need in ("draw", "shuffle"):
                self._draw(self.draws[player].pop(0))
                continue
            if need == "shuffle":
                self.shuffles.discard(player)
                self.emit({"by": player, "event": "shuffle"})
                continue
            if need == "draw" and hidden_draws:
                pile = self.state.cards[player].pile
                self.emit({"by": player, "event": "draw", "count": min(waiting["remaining"], pile.size)})
                continue
            return

    def _reaction_answer(self, waiting: dict[str, Any]) -> bool:
        queued = self.reactions.get(waiting["player"])
        if queued and "reaction" in waiting["prompt_en"].lower():
            self.emit({"by": waiting["player"], "move": "choose", "cards": [german(queued.pop(0))]})
            return True
        return False

    def _answers(self, line: Line, waiting: dict[str, Any] | None) -> bool:
        if waiting is None or waiting["kind"] != "decision" or waiting["player"] != line.player:
            return False
        words = _ANSWERS.get(line.verb, ())
        prompt = waiting["prompt_en"].lower()
        return any(word in prompt for word in words)

    # -- lines ---------------------------------------------------------------------------------
    def build(self, lines: list[Line]) -> dict[str, Any]:
        self.lines = lines
        ended = False
        for self.position, line in enumerate(lines):
            self.feed(line)
            ended = ended or line.verb == "end"
        self.finish(ended)
        return self.record()

    def _named_later(self, line: Line) -> list[str] | None:
        """Cards looked at unseen ("looks at 2 cards") that the player's next lines name (trashes,
        discards, topdecks them): all of them, or None when some stay unnamed."""
        named = list(line.tags)
        for later in getattr(self, "lines", [])[self.position + 1:]:
            if later.player != line.player or later.verb not in ("trash", "discard", "topdeck"):
                break
            named += later.tags
        return named if len(named) == len(line.tags) + line.unknown else None

    def stop(self, line: Line) -> None:
        """The line reveals cards the log does not name where the engine needs them (a public reveal, not a
        look): the record ends before it (replay judges everything up to here). Hidden cards of a choice
        are written as `"unknown": n` and looks at unseen cards as a `reveal` with `count` instead."""
        self.stopped = True
        self.source["stopped"] = {
            "line": line.number, "text": line.text,
            "why_de": "Die Zeile deckt Karten auf, ohne sie zu nennen; die Anweisung braucht sie.",
            "why_en": "The line reveals cards without naming them; the instruction needs them.",
        }

    def feed(self, line: Line) -> None:
        if self.stopped:
            return
        handler = getattr(self, f"_on_{line.verb}", None)
        if handler is None:
            return
        if self.state is None:
            self._naive(line)
        else:
            handler(line)

    def finish(self, ended: bool) -> None:
        """End of the log: after "the game has ended", finish the last turn (its clean-up draw unseen)."""
        if ended and not self.stopped and self.state is not None and not self._over():
            self._settle(end_turn=True, until_player=None)

    def _naive(self, line: Line) -> None:
        """One to one, without an engine (unsupported kingdom)."""
        by = line.player or ""
        names = [german(t) for t in line.tags]
        if line.verb in ("play", "buy"):
            for name in names:
                self.log.append({"by": by, "move": line.verb, "card": name})
        elif line.verb == "draw":
            if names:
                self.log.append({"by": by, "event": "draw", "cards": names})
            if line.unknown > 0:
                self.log.append({"by": by, "event": "draw", "count": line.unknown})
        elif line.verb == "shuffle" and self.turns_seen:
            self.log.append({"by": by, "event": "shuffle"})
        elif line.verb in ("trash", "discard", "topdeck", "react") and names:
            self.log.append({"by": by, "move": "choose", "cards": names})
        if line.verb == "turn":
            self.turns_seen = True

    def _on_turn(self, line: Line) -> None:
        self.turns_seen = True
        self._settle(until_player=line.player, end_turn=True)

    def _on_end(self, line: Line) -> None:
        self.finish(True)

    def _on_shuffle(self, line: Line) -> None:
        assert line.player is not None
        if not self.turns_seen:
            return  # the opening shuffle: the engine deals the start deck as a shuffled pile
        waiting = self.waiting
        if waiting is not None and waiting.get("need") == "shuffle" and waiting["player"] == line.player:
            self.emit({"by": line.player, "event": "shuffle"})
        else:
            self.shuffles.add(line.player)  # logged before the draw that needs it

    def _on_draw(self, line: Line) -> None:
        assert line.player is not None
        waiting = self.waiting
        if waiting is None and self.state.player == line.player and self.state.phase in ("action", "buy"):
            self.emit({"by": line.player, "move": "end-turn"})  # the clean-up draw ends the turn
            waiting = self.waiting
        if waiting is not None and waiting["kind"] == "decision":
            self._settle(hidden_draws=False)
            waiting = self.waiting
        if waiting is None or waiting["player"] != line.player or waiting.get("need") not in ("draw", "shuffle"):
            if waiting is not None and waiting.get("need") in ("draw", "shuffle"):
                self.draws.setdefault(line.player, []).append(line)  # another player's draw comes first
                return
            self._naive_draw(line)
            return
        self._draw(line)

    def _draw(self, line: Line, event: str = "draw") -> None:
        """The cards of a draw (or, with `event` "reveal", of a look), split around a reshuffle the log shows
        before them; named cards in the order the pile is known to hold them (the log sorts them)."""
        assert line.player is not None
        tags, unknown = list(line.tags), line.unknown
        for _ in range(50):
            if not tags and not unknown:
                return
            waiting = self.waiting
            if waiting is None or waiting["player"] != line.player or waiting.get("need") not in (event, "shuffle"):
                break
            if waiting["need"] == "shuffle":
                if line.player not in self.shuffles:
                    break  # drawing past the end of the pile without a logged reshuffle: replay judges it
                self.shuffles.discard(line.player)
                self.emit({"by": line.player, "event": "shuffle"})
                continue
            pile = self.state.cards[line.player].pile
            room = min(waiting["remaining"], pile.size)
            if tags:
                take = list(tags) if len(tags) <= room else _from_pile(tags, pile, room)
                for tag in take:
                    tags.remove(tag)
                self.emit({"by": line.player, "event": event, "cards": [german(t) for t in _pile_order(take, pile)]})
            else:
                count = min(room, unknown)
                unknown -= count
                self.emit({"by": line.player, "event": event, "count": count})
        if event != "draw":
            if tags:
                self.emit({"by": line.player, "event": event, "cards": [german(t) for t in tags]})  # replay judges
            if unknown:
                self.emit({"by": line.player, "event": event, "count": unknown})
            return
        self._naive_draw(Line(line.number, line.player, "draw", tags, unknown, line.text))

    def _naive_draw(self, line: Line) -> None:
        if line.tags:
            self.emit({"by": line.player, "event": "draw", "cards": [german(t) for t in line.tags]})
        if line.unknown:
            self.emit({"by": line.player, "event": "draw", "count": line.unknown})

    def _on_play(self, line: Line) -> None:
        for tag in line.tags:
            waiting = self.waiting
            if self._answers(line, waiting):
                assert waiting is not None
                if waiting["source"] == "options":
                    self.emit({"by": line.player, "move": "choose", "option": "ja"})
                else:
                    self.emit({"by": line.player, "move": "choose", "cards": [german(tag)]})
                continue
            self._settle(until_player=line.player, end_turn=True)
            self.emit({"by": line.player, "move": "play", "card": german(tag)})

    def _on_buy(self, line: Line) -> None:
        for tag in line.tags:
            self._settle(until_player=line.player, end_turn=True)
            self.emit({"by": line.player, "move": "buy", "card": german(tag)})

    def _answer_or_skip(self, line: Line) -> None:
        waiting = self.waiting
        if waiting is not None and waiting["kind"] != "decision":
            self._settle(hidden_draws=False)
            waiting = self.waiting
        if not self._answers(line, waiting) and self._decline_until_answered(line):
            waiting = self.waiting
        if self._answers(line, waiting):
            assert waiting is not None
            if "goes back" in waiting["prompt_en"].lower():
                self._put_back(line)
            else:
                self.emit(self._choice(line))
        # otherwise the line reports what an effect did by itself (Witch's Curse, Feast's trashing)

    def _put_back(self, line: Line) -> None:
        """Cards put back in any order ("topdecks a Poacher and a Witch"): the log does not say the order,
        so the cards the player's next draw or look names go back last (on top)."""
        upcoming = Counter(self._next_seen(line))
        for _ in range(10):
            waiting = self.waiting
            if (waiting is None or waiting["kind"] != "decision" or waiting["player"] != line.player
                    or "goes back" not in waiting["prompt_en"].lower()):
                return
            options = sorted(waiting["candidates"])
            card = next((t for t in options if not upcoming[t]), options[0])
            upcoming[card] -= 1
            self.emit({"by": line.player, "move": "choose", "cards": [german(card)]})

    def _next_seen(self, line: Line) -> list[str]:
        for later in self.lines[self.position + 1:]:
            if later.player == line.player and later.verb in ("draw", "look", "reveal") and later.tags:
                return list(later.tags)
            if later.verb == "shuffle" and later.player == line.player:
                return []
        return []

    def _choice(self, line: Line) -> dict[str, Any]:
        """The `choose` entry of a line: the cards it names, and as `unknown` those it hides ("a card")."""
        entry: dict[str, Any] = {"by": line.player, "move": "choose", "cards": [german(t) for t in line.tags]}
        if line.unknown:
            entry["unknown"] = line.unknown
        return entry

    def _decline_until_answered(self, line: Line) -> bool:
        """The log skips optional choices it has nothing to say about ("G discards a Festival" after a Sentry's
        look: the trashing choice, declined, comes first). Decline open choices of the line's player while a
        later one answers the line (tried on a copy first); False when none does."""
        assert self.state is not None
        trial = self.ruleset.copy_state(self.state)
        declines: list[dict[str, Any]] = []
        for _ in range(4):
            waiting = trial.waiting
            if waiting is None or waiting["kind"] != "decision" or waiting["player"] != line.player:
                return False
            if self._answers(line, waiting):
                break
            entry = _declining(waiting)
            if entry is None or not self.ruleset.check(trial, entry).proceeds:
                return False
            declines.append(entry)
            trial = self.ruleset.apply(trial, entry)
        else:
            return False
        for entry in declines:
            self.emit(entry)
        return bool(declines)

    _on_trash = _on_discard = _on_topdeck = _on_gain = _answer_or_skip

    def _on_react(self, line: Line) -> None:
        assert line.player is not None
        waiting = self.waiting
        if self._answers(line, waiting):
            self.emit({"by": line.player, "move": "choose", "cards": [german(t) for t in line.tags]})
        else:
            self.reactions.setdefault(line.player, []).extend(line.tags)  # logged before the attack asks

    def _on_reveal(self, line: Line) -> None:
        waiting = self.waiting
        if waiting is not None and waiting["kind"] == "decision" and waiting["player"] == line.player \
                and not self._answers(line, waiting):
            self._settle(hidden_draws=False)  # an optional choice before the next look (Sentry, Library)
            waiting = self.waiting
        need = None if waiting is None or waiting["player"] != line.player else waiting.get("need")
        if need in ("reveal", "shuffle") and (need == "reveal" or line.player in self.shuffles):
            named = line.tags if line.tags and not line.unknown else self._named_later(line)
            if named is not None:
                self._draw(Line(line.number, line.player, line.verb, named, 0, line.text), "reveal")
            elif waiting is not None and waiting.get("look"):  # looked at unseen: the choices name what they can
                self._draw(line, "reveal")
            else:
                self.stop(line)
        elif need == "draw" and line.verb == "look":  # Library's draws, seen by the other player
            self._draw(line)
        elif self._answers(line, waiting) and line.tags and all(C.resolve(t) and C.card(t).is_("Reaction")
                                                                 for t in line.tags):
            self.emit({"by": line.player, "move": "choose", "cards": [german(t) for t in line.tags]})

    _on_look = _on_reveal



def _declining(waiting: dict[str, Any]) -> dict[str, Any] | None:
    """The entry that declines an open decision ("none" / "no"), when that is an option."""
    if waiting["source"] == "options":
        return {"by": waiting["player"], "move": "choose", "option": "nein"} if "nein" in waiting["candidates"] else None
    return {"by": waiting["player"], "move": "choose", "cards": []} if waiting["least"] == 0 else None


def _pile_order(tags: list[str], pile: Any) -> list[str]:
    """Cards taken from a pile in the order it is known to hold them: its known top first."""
    rest = Counter(tags)
    ordered: list[str] = []
    for card in pile.top:
        if rest[card] <= 0:
            break
        rest[card] -= 1
        ordered.append(card)
    for card in tags:
        if rest[card] > 0:
            rest[card] -= 1
            ordered.append(card)
    return ordered


def _from_pile(tags: list[str], pile: Any, room: int) -> list[str]:
    """Which of a draw line's cards came from the old pile before a reshuffle: the log sorts them, so
    take the pile's known remaining cards when they are among them, else the first `room`."""
    known = pile.contents()
    if sum(known.values()) == room and not known - Counter(tags):
        return [t for t, n in sorted(known.items()) for _ in range(n)]
    return tags[:room]

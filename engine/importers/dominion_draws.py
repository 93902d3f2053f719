"""The draw, look and reshuffle lines of a Dominion log, as chance events of the record: a mixin of
`RecordBuilder` (dominion_builder.py), which follows the game with the engine.

Logs list a draw's cards sorted and after the reshuffle that split it; the record must say which came
from the old draw pile and which from the new one, in the order the draw pile is known to hold them."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.step import Chance, Choice
from engine.importers.dominion_cards import german
from engine.importers.dominion_setup import Line


class PileView:
    """A player's draw pile as the public state JSON shows it (`cards[player].pile`: `top`, `pool`, `hidden`;
    engine/core/pile.py): the importer reads the engine's state only through its JSON."""

    def __init__(self, pile: dict[str, Any]) -> None:
        self.top: list[str] = list(pile.get("top", []))
        self.pool: Counter[str] = Counter(pile.get("pool", {}))
        self.hidden: int = int(pile.get("hidden", 0))

    @property
    def size(self) -> int:
        return len(self.top) + self.hidden

    def contents(self) -> Counter[str]:
        """All cards in the pile when none left it unseen (otherwise only the known top)."""
        result = Counter(self.top)
        if sum(self.pool.values()) == self.hidden:
            result.update(self.pool)
        return result


class DrawLines:
    """Draws, looks and reshuffles. `RecordBuilder` provides the engine's state and open task (`task`,
    `decision`), `emit` and `_settle`."""

    state: Any
    shuffles: set[str]
    draws: dict[str, list[Line]]
    turns_seen: bool

    def draw_pile(self, player: str) -> PileView:
        """The player's draw pile, read from the state JSON (the engine's public format)."""
        return PileView(self.ruleset.state_to_json(self.state)["cards"][player]["pile"])  # type: ignore[attr-defined]

    def chance(self) -> Chance | None:
        """The chance event the engine waits for, if any."""
        task = self.task()  # type: ignore[attr-defined]
        return task if isinstance(task, Chance) else None

    def _on_shuffle(self, line: Line) -> None:
        assert line.player is not None
        if not self.turns_seen:
            return  # the opening shuffle: the engine deals the start deck as a shuffled pile
        chance = self.chance()
        if chance is not None and chance.need == "shuffle" and chance.player == line.player:
            self.emit({"by": line.player, "event": "shuffle"})
        else:
            self.shuffles.add(line.player)  # logged before the draw that needs it

    def _on_draw(self, line: Line) -> None:
        assert line.player is not None
        if self.decision() is not None:  # type: ignore[attr-defined]
            self._option(line)  # type: ignore[attr-defined]  # "draws" as the option taken (Nobles, Steward)
        if self.decision() is not None:  # type: ignore[attr-defined]
            self._settle(hidden_draws=False)
        task = self.task()  # type: ignore[attr-defined]
        if isinstance(task, Choice) and task.is_turn and self._active(task) == line.player:  # type: ignore[attr-defined]
            # the clean-up draw ends the turn (after what the log passed over: Pirate Ship's silent coins)
            self.emit({"by": task.player, "move": "end-turn"})
            self.shown_turn = None  # type: ignore[attr-defined]
            if self.decision() is not None:  # type: ignore[attr-defined]
                # the clean-up asks before it draws (Befestigtes Dorf, Schatzkammer, Komplott): the log shows no
                # answer before its draw line, so the card was declined
                self._settle(hidden_draws=False)  # type: ignore[attr-defined]
        chance = self.chance()
        if chance is None or chance.player != line.player or chance.need not in ("draw", "shuffle"):
            if chance is not None and chance.need in ("draw", "shuffle"):
                self.draws.setdefault(line.player, []).append(line)  # another player's draw comes first
                return
            self._naive_draw(line)
            return
        self._draw(line)

    def _draw(self, line: Line, event: str = "draw") -> None:
        """The cards of a draw (or, with `event` "reveal", of a look), split around a reshuffle the log shows
        before them; named cards in the order the draw pile is known to hold them (the log sorts them)."""
        assert line.player is not None
        tags, unknown = list(line.tags), line.unknown
        for _ in range(50):
            if not tags and not unknown:
                return
            chance = self.chance()
            if chance is None and event == "draw" and self._decline_until_chance(line.player, (event, "shuffle")):
                continue  # drawing on: the player passed a choice between single draws (Library's set-aside)
            if chance is None or chance.player != line.player or chance.need not in (event, "shuffle"):
                break
            if chance.need == "shuffle":
                if line.player not in self.shuffles:
                    break  # drawing past the end of the draw pile without a logged reshuffle: replay judges it
                self.shuffles.discard(line.player)
                self.emit({"by": line.player, "event": "shuffle"})
                continue
            if "deck" in chance.data:  # revealed from a deck beside the supply (Schwarzmarkt): as the log names them
                self.emit({"by": line.player, "event": event, "cards": [german(t) for t in tags]})
                tags, unknown = [], 0
                continue
            draw_pile = self.draw_pile(line.player)
            room = min(chance.count, draw_pile.size)
            if tags:
                taken = list(tags) if len(tags) <= room else _from_draw_pile(tags, draw_pile, room)
                if event == "reveal" and room == 1 and len(set(tags)) > 1:
                    taken = [self._reveals_on(line.player, tags, taken[0], draw_pile)]
                for tag in taken:
                    tags.remove(tag)
                self.emit({"by": line.player, "event": event,
                           "cards": [german(t) for t in _draw_pile_order(taken, draw_pile)]})
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

    def _reveals_on(self, player: str, tags: list[str], first: str, draw_pile: Any) -> str:
        """The card of a reveal line that comes next when cards are revealed one at a time until one of a kind
        (Wahrsagerin, ln2855: until a Punkte- or Fluchkarte): the log sorts them ("mc reveals 4 Coppers, 2 Silvers, a
        Militia, a Hovel, an Overgrown Estate and a Settlers.": the Verfallenes Anwesen came last), so while more of
        the line's cards follow, one after which the engine still waits for a reveal of the player (tried on a copy);
        `first` when none is."""
        ruleset, state = self.ruleset, self.state  # type: ignore[attr-defined]
        for tag in [first, *sorted(set(tags) - {first})]:
            if (draw_pile.top[0] != tag) if draw_pile.top else draw_pile.pool[tag] <= 0:
                continue  # the known top card comes first; else a card the unseen part can hold
            outcome = ruleset.step(ruleset.copy_state(state), {"by": player, "event": "reveal", "cards": [german(tag)]})
            task = ruleset.task(outcome.state) if outcome.verdict.proceeds else None
            if isinstance(task, Chance) and task.player == player and task.need in ("reveal", "shuffle"):
                return tag
        return first

    def _naive_draw(self, line: Line) -> None:
        if line.tags:
            self.emit({"by": line.player, "event": "draw", "cards": [german(t) for t in line.tags]})
        if line.unknown:
            self.emit({"by": line.player, "event": "draw", "count": line.unknown})


def _draw_pile_order(tags: list[str], draw_pile: Any) -> list[str]:
    """Cards taken from a draw pile in the order it is known to hold them: its known top first."""
    rest = Counter(tags)
    ordered: list[str] = []
    for card in draw_pile.top:
        if rest[card] <= 0:
            break
        rest[card] -= 1
        ordered.append(card)
    for card in tags:
        if rest[card] > 0:
            rest[card] -= 1
            ordered.append(card)
    return ordered


def _from_draw_pile(tags: list[str], draw_pile: Any, room: int) -> list[str]:
    """Which of a draw line's cards came from the old draw pile before a reshuffle: the log sorts them, so
    take the draw pile's known remaining cards when they are among them, else the first `room`."""
    known = draw_pile.contents()
    if sum(known.values()) == room and not known - Counter(tags):
        return [t for t, n in sorted(known.items()) for _ in range(n)]
    # otherwise the known top first, then cards the pile's unseen part can hold (its pool): a card bought
    # since the last reshuffle (isotropic: "fifi buys a Hoard. (fifi reshuffles.) (fifi draws: 2 Hoards and
    # 3 Coppers.)") can only come from the new draw pile
    rest, taken = Counter(tags), []
    for card in draw_pile.top[:room]:
        if rest[card] <= 0:
            return tags[:room]
        rest[card] -= 1
        taken.append(card)
    pool = Counter(draw_pile.pool)
    for card in tags:
        if len(taken) == room:
            break
        if rest[card] > 0 and pool[card] > 0:
            rest[card] -= 1
            pool[card] -= 1
            taken.append(card)
    return taken if len(taken) == room else tags[:room]

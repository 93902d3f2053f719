"""From the lines of a Dominion log (whatever its format) to a `regelwerk-record/1` record.

A format's parser turns its text into `Line`s (dominion_setup.py: who did what to which cards). The
builder writes the record entries: what each line says, and nothing the log does not say. A log leaves
implicit only the end of a turn (it shows the clean-up draw) and the optional choices it passes over (a
Chapel that trashes nothing prints nothing, no Moat revealed): those the builder writes, reading the
engine's open task (`Ruleset.task`) by its typed fields (`Choice.verb`, `rule`, `data`), never by a
prompt, and following the game with `step` as `replay` does (an entry that does not proceed is skipped).
A draw is written as the log shows it; unseen draws are written by count only where the log shows no
draws at all (isotropic 2010). The draw pile is read from the public state JSON. A line that does not fit
is written as it is, for replay to judge.

When the engine does not support every card (`Ruleset.unsupported`), no engine runs: the lines are
written one to one (replay reports the record `unsupported` anyway).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from typing import Any

from engine.core.registry import get_ruleset
from engine.core.step import Chance, Choice
from engine.games.dominion import cards
from engine.games.dominion.events import ORDER_RULE, hears
from engine.games.dominion.model import DEFS, cost, decider
from engine.importers.dominion_cards import german, parse_cards
from engine.importers.dominion_draws import DrawLines
from engine.importers.dominion_setup import Line, Setup, infer_setup

# Which open decisions a line answers: the line's verb → the decision verbs (`Choice.verb`) it names.
# A revealed reaction card answers the attack's reaction decision as "reacts with" does.
_ANSWERED_BY: dict[str, tuple[str, ...]] = {
    "trash": ("trash",),
    "discard": ("discard",),
    "topdeck": ("topdeck",),
    "gain": ("gain",),
    "react": ("react",),
    "reveal": ("reveal", "react"),
    "play": ("play",),
    # Seaside, Prosperity, promos: decisions whose answer sets cards aside (Haven, Native Village, Library),
    # puts them on a mat (Island, Native Village), returns them to the supply (Ambassador) or names a card
    # (Contraband). The engine's verbs for these are "" today; "set-aside", "mat", "return", "name" and
    # "bottom" are matched as soon as it uses them.
    "setaside": ("set-aside", ""),
    "mat": ("mat", "set-aside", ""),
    "return": ("return", ""),
    "name": ("name", ""),
    "bottom": ("bottom", "topdeck"),  # into the deck, at its bottom (Secret Passage; Black Market deck)
    "tohand": ("put-in-hand",),
    "pass": ("pass", ""),
    "insert": ("topdeck",),
}

# Choices between named options (format.md, "Benannte Optionen"): the option a line of the log shows was taken,
# by the deciding rule (`Choice.rule`, typed) and the line's verb; "gets" lines by what they give.
_OPTION_BY_LINE: dict[str, dict[str, str]] = {
    "dominion.karte.lakai": {"discard": "angriff", "gets+$": "geld"},
    "dominion.karte.kerkermeister": {"discard": "ablegen", "gain": "fluch"},
    "dominion.karte.herumtreiberin": {"trash": "entsorgen", "gain": "nehmen"},
    "dominion.karte.verwalter": {"trash": "entsorgen", "draw": "karten", "gets+$": "geld"},
    "dominion.karte.adelige": {"draw": "karten", "gets+action": "aktionen"},
    "dominion.karte.spion": {"discard": "ablegen", "topdeck": "zurueck"},
    # Governor: isotropic prints no choice, only what it did ("... drawing 3 cards.", "... gaining a Gold.")
    "dominion.karte.gouverneur": {"draw": "karten", "gain": "geld", "trash": "umbau"},
    # Pirate Ship: the others reveal (the attack was chosen), or the player gets +$ per coin token
    "dominion.karte.piratenschiff": {"reveal": "angriff", "gets+$": "geld"},
    # Native Village (ln1712): a card put on the mat, or the mat's cards taken into the hand
    "dominion.karte.eingeborenendorf": {"mat": "tableau", "tohand": "hand"},
    "dominion.karte.navigator": {"discard": "ablegen", "topdeck": "zurueck"},  # ln1817
    # Loan (ln2557): the revealed treasure trashed or discarded
    "dominion.karte.lohn": {"trash": "entsorgen", "discard": "ablegen"},
    # Hinterland: the top card looked at is discarded or put back (Jack of All Trades, Duchess)
    "dominion.karte.lebenskuenstler": {"discard": "ablegen", "topdeck": "zurueck"},
    "dominion.karte.herzogin": {"discard": "ablegen", "topdeck": "zurueck"},
    # Orakel (ln3481): the revealed cards discarded or put back ("places Horse Traders on top of deck", Goko)
    "dominion.karte.orakel": {"discard": "ablegen", "topdeck": "zurueck"},
    # Watchtower (ln2567): the gained card trashed or put onto the deck; Scrying Pool (ln2021): a revealed card
    # discarded ("ja") or put back ("nein")
    "dominion.karte.wachturm": {"trash": "entsorgen", "topdeck": "nachziehstapel"},
    "dominion.karte.vision": {"discard": "ja", "topdeck": "nein"},
    # Die Gilden: Doctor overpaid (ln4835): the card looked at trashed, discarded or put back
    "dominion.karte.arzt": {"trash": "entsorgen", "discard": "ablegen", "topdeck": "zurueck"},
    # Dark Ages: Knappe (ln3867) +2 Actions, +2 Buys or a Silber; Eisenhändler (ln3801) the revealed card discarded
    # or put back; Grabräuber (ln3837) a card gained from the trash or an action card trashed
    "dominion.karte.knappe": {"gets+action": "aktionen", "gets+buy": "kaeufe", "gain": "silber"},
    "dominion.karte.eisenhaendler": {"discard": "ablegen", "topdeck": "zurueck"},
    "dominion.karte.grabraeuber": {"gain": "muell", "trash": "aktion"},
    # Überlebende (ln4019) both discarded or put back; Söldner (ln4049) two cards trashed; Gassenjunge (ln3831) trashed
    # for a Söldner before another attack
    "dominion.karte.ueberlebende": {"discard": "ablegen", "topdeck": "zurueck"},
    "dominion.karte.soeldner": {"trash": "ja"},
    "dominion.karte.gassenjunge": {"trash": "ja"},
    # Graf (ln3846): first 2 cards discarded, a card put back or a Kupfer gained; then +3, the hand trashed or a
    # Herzogtum gained ("gain:<card>": a gain line by the card it names)
    "dominion.karte.graf": {"discard": "ablegen", "topdeck": "nachziehstapel", "gain:Copper": "kupfer",
                            "gets+$": "geld", "trash": "entsorgen", "gain:Duchy": "herzogtum"},
    # Abenteuer: a Reserve card called ("J calls a Ratcatcher.", ln4994); Geizhals (ln5064) a Kupfer put on the Tavern
    # mat, or +$ per Kupfer on it
    "dominion.karte.rattenfaenger": {"call": "aufrufen"},
    # the other Reserve cards called ("J calls a Duplicate.", ln5050 ff.)
    "dominion.karte.transformation": {"call": "aufrufen"},
    "dominion.karte.kundschafter": {"call": "aufrufen"},
    "dominion.karte.duplikat": {"call": "aufrufen"},
    "dominion.karte.koenigliche-kutsche": {"call": "aufrufen"},
    "dominion.karte.koenigliche-muenzen": {"call": "aufrufen"},
    "dominion.karte.geizhals": {"mat": "kupfer", "gets+$": "geld"},
    # Lehrer (ln5375): called ("J calls a Teacher."), then the token the line moves ("moves +Coin token to ...")
    "dominion.karte.lehrer": {"call": "aufrufen"},
    # Amulett (ln5006): +$1, a hand card trashed or a Silber gained
    "dominion.karte.amulett": {"gets+$": "geld", "trash": "entsorgen", "gain": "silber"},
    # Empires: Zauber (ln5677) "+1 Buy" (and +$2), else the gain with the next buy; Wilde Jagd (ln5662) +3 cards, or
    # an Anwesen gained
    "dominion.karte.zauber": {"gets+buy": "kauf", "gets+$": "kauf"},
    "dominion.karte.wilde-jagd": {"draw": "karten", "gain": "anwesen"},
    # Ausgedehntes Schloss (ln5740): a Herzogtum or three Anwesen gained
    "dominion.karte.ausgedehntes-schloss": {"gain:Duchy": "herzogtum", "gain:Estate": "anwesen"},
}
# Choices of how many Münzen to spend ("0" … "n"): a "uses N Coffers" line answers them, no such line is "0"
_SPENDS_COFFERS = frozenset({"dominion.karte.metzger"})
# Choices of how much debt to pay off ("0" … "n", Empires' Vermögen), answered by a "repays N debt." line
_PAYS_DEBT = frozenset({"dominion.karte.vermoegen"})
# Decisions whose line also names the played card itself (it goes by its own instruction): the rule → the card
_NAMES_ITSELF: dict[str, str] = {"dominion.karte.schatzkarte": "Treasure Map"}
# Choices of how many cards of one name go ("0" … "n"), answered by a line naming that many of them: the rule → (the
# line's verb, the card): Weinhändler discarded from the Tavern mat at the end of the buy phase (Abenteuer ln5213,
# "J discards 2 Wine Merchants." after the buys)
_COUNTED_BY_LINE: dict[str, tuple[str, str]] = {"dominion.karte.weinhaendler": ("discard", "Wine Merchant")}
# Options a line of another player shows was taken: Pirate Ship's victims reveal only when the attack was chosen
_SHOWN_BY_OTHERS: dict[str, tuple[str, ...]] = {"dominion.karte.piratenschiff": ("reveal",),
                                                "dominion.karte.harlekin": ("gain",)}
# Card choices made for another player, shown by that player's line (Swindler, ln895: the attacker chooses the card
# the victim gains; Dominion Online prints only "J gains a Silver."): the deciding rule → the victim's line verb
_CHOSEN_FOR_OTHERS: dict[str, str] = {"dominion.karte.trickser": "gain"}
def _fortune_last(tags: list[str]) -> list[str]:
    """The treasures of one play line, a Reichtum after the others: Dominion Online groups a turn's treasures in one
    line ("m plays a Fortune and 5 Coppers." before repaying 7 debt), and the Reichtum doubles only the coins played
    before it (Empires ln5718), so it was played after them."""
    if len(tags) < 2 or "Fortune" not in tags:
        return tags
    return [tag for tag in tags if tag != "Fortune"] + [tag for tag in tags if tag == "Fortune"]


# Treasures whose play asks a decision that the lines after a grouped play line answer ("ma plays 2 Coppers, a Horn of
# Plenty and a Gold." then "ma gains an Estate."): they were played after the line's other treasures
_ASKS_WHEN_PLAYED = frozenset({"Horn of Plenty"})


def _asking_last(tags: list[str]) -> list[str]:
    """The treasures of one play line, those in `_ASKS_WHEN_PLAYED` after the others (Füllhorn, Reiche Ernte: its gain
    comes after the whole line, so the line's other treasures were in play before it)."""
    if len(tags) < 2 or not _ASKS_WHEN_PLAYED & set(tags):
        return tags
    return [tag for tag in tags if tag not in _ASKS_WHEN_PLAYED] + [tag for tag in tags if tag in _ASKS_WHEN_PLAYED]


# Cards that give +1 Kauf when bought (Empires' Forum, ln5588: "Wenn du diese Karte kaufst, erhältst du + 1 Kauf")
_BUY_GIVES_BUY = frozenset({"Forum"})


def _giving_buys_first(tags: list[str]) -> list[str]:
    """The cards of one buy line, those whose buy gives +1 Kauf first: Dominion Online groups a turn's buys in one
    line ("m buys and gains a Copper and a Forum." with one buy: the Forum gave the second), not in their order."""
    if len(tags) < 2 or not _BUY_GIVES_BUY.intersection(tags):
        return tags
    return [tag for tag in tags if tag in _BUY_GIVES_BUY] + [tag for tag in tags if tag not in _BUY_GIVES_BUY]


# Decisions that can take one card name only, so that a line not naming it ("mc puts a card into their hand." after
# a Siedler, seen by the other player) still says which it was: the rule → the card
_ONLY_CARD: dict[str, str] = {"dominion.karte.siedler": "Copper", "dominion.karte.emsiges-dorf": "Settlers"}
# Decisions whose answer "none" means the played card itself (Kleines Schloss, reading
# dominion.auslegung.kleines-schloss-wahl): a line naming that card answers "none" (the log does not say whether
# another copy from the hand was meant; the played one is the reading, the Schloss gained is the same)
_ITSELF_BY_NONE: dict[str, str] = {"dominion.karte.kleines-schloss": "Small Castle"}
# Options that say who gains (Jester: "L gains a Curse."): (the decider's own gain line, another player's)
_WHO_GAINS: dict[str, tuple[str, str]] = {"dominion.karte.harlekin": ("ich", "mitspieler")}
# The option a choice took when the log shows nothing of the others before the player's next move: Pirate Ship's
# attack makes every other player reveal 2 cards (ln1826), so no reveal line means the coins (whose "+$" line
# the older client does not print)
_SILENT_OPTION: dict[str, str] = {"dominion.karte.rattenfaenger": "nicht",  # no "calls" line: not called
                                   # Amulett (ln5006): its +$1 prints no line (a trash or a gain would)
                                   "dominion.karte.amulett": "geld",
                                   "dominion.karte.lehrer": "nicht",
                                   "dominion.karte.transformation": "nicht",
                                   "dominion.karte.kundschafter": "nicht",
                                   "dominion.karte.duplikat": "nicht",
                                   "dominion.karte.koenigliche-kutsche": "nicht",
                                   "dominion.karte.koenigliche-muenzen": "nicht",
                                   "dominion.karte.weinhaendler": "0",  # no "discards ... Wine Merchants" line
                                   # Geizhals (ln5064) with nothing printed: no Kupfer put on the mat (none in hand)
                                   "dominion.karte.geizhals": "kupfer",
                                   "dominion.karte.piratenschiff": "geld",
                                   "dominion.karte.graf": "geld",  # the older client prints no "+$3" either
                                   "dominion.karte.zauber": "nehmen",  # no "+1 Buy" line: the gain was chosen
                                   "dominion.karte.soeldner": "nein",  # no "trashes" line: nothing trashed
                                   "dominion.karte.gassenjunge": "nein"}  # no "trashes an Urchin" line: kept
# Hand reveals a later line names when the log does not print the reveal: the player's "returns" or another
# player's "gains" (Ambassador)
_REVEAL_NAMED_BY: dict[str, tuple[str, ...]] = {"dominion.karte.botschafter": ("return", "gain")}
# A reveal of the whole hand ("C reveals their hand: 2 Coppers, a Gold ...": Menagerie, Treibjagd) shows the hand,
# never cards of the draw pile
_HAND_LINE = re.compile(r"\breveals (their|his|her) hand\b|\brevealing (their|his|her|the) hand\b")
# Decisions a log may not print at all (isotropic never says what a Masquerade passes: the card goes face down,
# ln888): when the next line answers a later decision instead, or the next move comes, the record writes each such
# decision as the log shows it, unnamed (`{"cards": [], "unknown": 1}`, format.md)
_UNPRINTED = frozenset({"dominion.karte.maskerade"})
# Reactions a log shows by what they do (Hinterland's Katzengold, ln3529: trashed from the hand when another player gains
# a Province): the card → the line's verb
_REACTION_SHOWN_AS: dict[str, str] = {"Fool's Gold": "trash"}
# Choices of which of the player's +1 tokens to move (Lehrer, ln5375), by the line that moves it
_TOKEN_KIND_RULES = frozenset({"dominion.karte.lehrer"})
_TOKEN_KIND = re.compile(r"\bmoves (?:their )?\+(Card|Action|Buy|Coin) token\b")
# Pawn's two different options, from what the following lines give
_PAWN = (("gets+$", "geld"), ("gets+action", "aktion"), ("gets+buy", "kauf"), ("draw", "karte"))
# Streitross's two different options (Reiche Ernte ln2948), as Pawn's: Goko "takes 2 actions", "gains Silver" (4 and
# "moves deck to discards")
_STEED = (("draw", "karten"), ("gets+action", "aktionen"), ("gets+$", "geld"), ("gain", "silber"))


_GETTING = re.compile(r"\band getting (?P<what>\+.+?)\.?$")
_LOSES = re.compile(r"^loses (\d+) Coins?\.$")  # Dominion Online: the coins an overpaid buy paid beyond the cost
_USES = re.compile(r"\buses (\d+) Coffers\b")
_REPAYS = re.compile(r"\brepays (\d+) debt\b")  # Dominion Online: debt paid off (Empires)


def _coffers_used(line: Line) -> int:
    match = _USES.search(line.text)
    assert match is not None, line.text  # the parser gives the verb "coffers" only to such lines
    return int(match.group(1))


def _bonus_named(text: str) -> tuple[int, int, int] | None:
    """The actions, buys and coins a line says its answer gave ("... discarding 1 card and getting +1 buy."), or
    None when it names none."""
    match = _GETTING.search(text)
    if match is None:
        return None
    actions = buys = coins = 0
    for part in re.split(r",? and |, ", match.group("what")):
        found = re.fullmatch(r"\+(\$)?(\d+)(?: (actions?|buys?))?", part.strip())
        if found is None:
            return None
        if found.group(1):
            coins += int(found.group(2))
        elif (found.group(3) or "").startswith("action"):
            actions += int(found.group(2))
        elif (found.group(3) or "").startswith("buy"):
            buys += int(found.group(2))
        else:
            return None
    return actions, buys, coins


def _line_key(line: Line) -> str:
    """The key of a line in `_OPTION_BY_LINE`: its verb, "gets" lines by what they give."""
    if line.verb != "gets":
        return line.verb
    text = line.text.lower()
    if "+$" in text:
        return "gets+$"
    if "action" in text:
        return "gets+action"
    if "buy" in text:
        return "gets+buy"
    if "card" in text:
        return "draw"
    return "gets"


__all__ = ["Line", "RecordBuilder", "Setup", "infer_setup"]


class RecordBuilder(DrawLines):
    """Writes record entries for parsed lines; see the module docstring."""

    def __init__(self, setup: Setup, source: dict[str, Any]) -> None:
        self.setup = setup
        self.log: list[dict[str, Any]] = []
        self.source = source
        self.skipped: list[dict[str, Any]] = source.setdefault("skipped", [])
        self.record_setup: dict[str, Any] = setup.record_setup()
        source["kingdom_seen"] = list(setup.seen)
        if setup.unknown:
            source["kingdom_unknown"] = setup.unknown
        if setup.black_market:
            source["black_market_seen"] = list(setup.black_market)
        self.ruleset = get_ruleset("dominion")
        # follow the game only when the engine supports every card (it says so itself: `unsupported`)
        supported = not self.ruleset.unsupported(setup.players, self.record_setup)
        self.state: Any = self.ruleset.setup(setup.players, self.record_setup) if supported else None
        # Hidden draws are written as counts only where the log shows no draws at all (isotropic 2010): every
        # other log shows each draw, as cards or as "draws 5 cards", and the record says exactly that.
        self.unlogged_draws = bool(source.get("hidden_draws"))
        self.last_turn: str | None = None  # whose turn the log showed last
        # the player whose turn header is being read: their turn has just begun, so the log cannot have passed over
        # a decision of its start yet (a Reserve card's call, Abenteuer ln4994: "calls" comes after the header)
        self.starting: str | None = None
        self.shown_turn: str | None = None  # ... while that turn has not been ended
        self.shuffles: set[str] = set()  # players whose logged reshuffle the engine has not asked for yet
        self.reactions: dict[str, list[str]] = {}
        self.draws: dict[str, list[Line]] = {}
        self.turns_seen = False
        self.position = 0
        self.stopped = False
        # the log never prints Münzen (the older Dominion Online client): spent ones are inferred at the first buy
        self.coffers_unprinted = False

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
        """Write the entry and follow the game: a step that does not proceed leaves the state as it was. A move
        the log names by the player whose turn another plays (isotropic's "possessed by") is that one's: the
        record names who decides (the engine's `model.decider`)."""
        if "move" in entry and self.state is not None and entry.get("by") != decider(self.state, entry["by"]):
            entry = {**entry, "by": decider(self.state, entry["by"])}
        self.log.append(entry)
        if self.state is not None:
            outcome = self.ruleset.step(self.state, entry)
            if outcome.verdict.proceeds:
                self.state = outcome.state

    def skip(self, line: Line, why: str) -> None:
        self.skipped.append({"line": line.number, "text": line.text, "why": why})

    # -- reading the engine's open task ----------------------------------------------------------
    def task(self) -> Choice | Chance | None:
        """The engine's open task (a player's turn or decision, or a chance event); None without an engine
        or once the game is over."""
        return None if self.state is None else self.ruleset.task(self.state)

    def _active(self, task: Choice) -> str:
        """Whose turn a turn task is: its player, or the player a controlled turn is played for."""
        return task.player if self.state is None else self.state.players[self.state.active]

    def _itself_in_play(self, decision: Choice) -> bool:
        """Whether the card a "none" answer means (`_ITSELF_BY_NONE`) still lies in its player's play: once gone (a
        Thronsaal's second play of a Kleines Schloss that trashed itself in the first), a line naming it can only be
        a copy from the hand (the log shows which: the Schloss gained after it)."""
        owner = decision.data.get("owner", decision.player)
        return self.state is None or _ITSELF_BY_NONE[decision.rule] in self.state.cards[owner].in_play

    def decision(self) -> Choice | None:
        """The decision an instruction asks for now, if any (not a turn)."""
        task = self.task()
        return task if isinstance(task, Choice) and not task.is_turn else None

    def _decline(self, decision: Choice) -> bool:
        """Answer an open decision the log leaves unanswered with "none" / "no", when that is an option."""
        entry = _declining(decision)
        if entry is None:
            return False
        self.emit(entry)
        return True

    def _settle(self, until_player: str | None = None, end_turn: bool = False, hidden_draws: bool = True) -> None:
        """Resolve what the log leaves implicit before the next move: declinable decisions, logged
        reactions and draws waiting for their turn, unlogged hidden draws (as counts, only where the log
        shows no draws), and, with `end_turn`, the end of the turn the log showed last (until `until_player`
        is active). A turn the log never shows is never ended here: replay judges what follows."""
        for _ in range(200):
            task = self.task()
            if task is None:
                return
            if isinstance(task, Choice) and task.is_turn:
                active = self._active(task)
                if end_turn and active == self.shown_turn and (until_player is None or active != until_player):
                    self.shown_turn = None  # one turn: the next one needs its own header
                    self.emit({"by": task.player, "move": "end-turn"})
                    continue
                return
            player = task.player
            if isinstance(task, Choice):
                if self._reaction_answer(task):
                    continue
                if not self._decline(task) and not self._silent_option(task) and not self._unprinted(task):
                    return
                continue
            assert player is not None
            need = task.need
            if self.draws.get(player) and need in ("draw", "shuffle"):
                self._draw(self.draws[player].pop(0))
                continue
            if need == "shuffle":
                self.shuffles.discard(player)
                self.emit({"by": player, "event": "shuffle"})
                continue
            if need == "draw" and hidden_draws and (self.unlogged_draws or self._draw_unprinted()):
                draw_pile = self.draw_pile(player)
                self.emit({"by": player, "event": "draw", "count": min(task.count, draw_pile.size)})
                continue
            return

    # Cards whose draws the log never prints (Goko: the Lebenskünstler's "draw until 5 cards in hand"): their draws are
    # written as counts, as in a log without draws
    UNPRINTED_DRAWS: frozenset[str] = frozenset()

    def _draw_unprinted(self) -> bool:
        return bool(self.UNPRINTED_DRAWS) and self.state is not None and any(
            frame.effect in self.UNPRINTED_DRAWS for frame in self.state.stack)

    def _silent_option(self, decision: Choice) -> bool:
        """Answer a choice of named options the log passes over in silence, where silence shows the option
        (`_SILENT_OPTION`); only in `_settle`, i.e. when the player's next move comes."""
        option = _SILENT_OPTION.get(decision.rule)
        if decision.rule == "dominion.karte.zauber":
            option = self._charm_silent(option)
        if decision.rule == _QUEST and self.state is not None:  # Abenteuer's Quest: the option that discards nothing
            option = _quest_silent(self.state.cards[decision.player].hand)
        if decision.player == self.starting:
            return False
        if decision.data.get("source") != "options" or option not in (decision.data.get("candidates") or {}):
            return False
        self.emit({"by": decision.player, "move": "choose", "option": option})
        return True

    def _charm_silent(self, option: str | None) -> str | None:
        """The option of a Zauber (Empires ln5677) the log does not print. The newer client prints "J plays a Charm."
        alone and "J gets +1 Buy." for the +1 Kauf: silence there is the gain. The older client groups the turn's
        treasures ("m plays a Charm, a Copper and a Gold.") and prints neither option: a second buy of the turn
        shows the +1 Kauf, a gain after a buy that no call made shows the gain, and nothing shows the +1 Kauf
        and +2 (both options are the player's; the +2 is what the older logs' coins need, data-4players.txt)."""
        line = self.lines[self.position] if self.position < len(self.lines) else None
        if line is None or line.verb != "play" or "Charm" not in line.tags or len(line.tags) < 2:
            return option
        buys, before = 0, None
        for later in self.lines[self.position + 1:]:
            if later.player != line.player or later.verb == "turn":
                break
            if later.verb.startswith("gets+"):
                return "kauf"
            if later.verb == "buy":
                buys += 1
            elif later.verb == "gain" and buys and before is not None and before.verb != "call":
                return "nehmen"
            before = later
        return "kauf"

    def _reaction_answer(self, decision: Choice) -> bool:
        queued = self.reactions.get(decision.player)
        if queued and decision.verb == "react":
            self.emit({"by": decision.player, "move": "choose", "cards": [german(queued.pop(0))]})
            return True
        return False

    def _answers(self, line: Line) -> Choice | None:
        """The open decision the line answers: the line's player's, whose verb the line's verb names."""
        decision = self.decision()
        if decision is None or not self._about(decision, line):
            return None
        if decision.verb == "react" and line.verb == "trash" and line.tags and all(
                tag in (decision.data.get("candidates") or {}) for tag in line.tags):
            return decision  # a reaction that trashes itself ("J trashes a Hovel." after buying a Province, ln4061)
        if decision.verb not in _ANSWERED_BY.get(line.verb, ()):
            return None
        return decision

    def _about(self, decision: Choice, line: Line) -> bool:
        """Is the decision the one the line's player's cards are decided by? Their own; or another player's
        over the cards the line's player just revealed (Thief, Pirate Ship, Spy: "L reveals a Copper and a
        Gold." / "L trashes a Gold." decides the attacker's choice). `data["owner"]` says whose cards a
        decision is over, when the engine gives it; until then the reveal just before tells."""
        if decision.player == line.player:
            return True
        if _CHOSEN_FOR_OTHERS.get(decision.rule) == line.verb:
            return True
        owner = decision.data.get("owner")
        if owner is not None:
            return bool(owner == line.player)
        if decision.data.get("source") not in ("revealed", "options", "hand"):
            return False  # "hand": another player's hand, revealed (Raubzug, ln3999: "reveals Embargo, Copper, ...")
        for earlier in reversed(self.lines[:self.position]):
            if earlier.verb in ("info", "gets"):
                continue
            return earlier.player == line.player and earlier.verb in ("reveal", "look")
        return False

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

    def stop(self, line: Line, why_de: str = "", why_en: str = "") -> None:
        """The line reveals cards the log does not name where the engine needs them (a public reveal, not a
        look): the record ends before it (replay judges everything up to here). Hidden cards of a choice
        are written as `"unknown": n` and looks at unseen cards as a `reveal` with `count` instead."""
        self.stopped = True
        self.source["stopped"] = {
            "line": line.number, "text": line.text,
            "why_de": why_de or "Die Zeile deckt Karten auf, ohne sie zu nennen; die Anweisung braucht sie.",
            "why_en": why_en or "The line reveals cards without naming them; the instruction needs them.",
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
            self._order_simultaneous(line)
            if self.UNPRINTED_DRAWS and line.verb != "draw":
                self._draws_unprinted(line)
            handler(line)

    def _draws_unprinted(self, line: Line) -> None:
        """The draws of an effect the log never prints (`UNPRINTED_DRAWS`), as counts, before the next line: "trashes
        Estate" after a Lebenskünstler answers its trashing, which comes after its draw."""
        for _ in range(3):
            chance = self.chance()
            if chance is None or chance.need != "draw" or not self._draw_unprinted():
                return
            size = self.draw_pile(chance.player).size
            if not size:
                return  # a reshuffle first: the log prints it ("shuffles deck")
            self.emit({"by": chance.player, "event": "draw", "count": min(chance.count, size)})

    def _order_simultaneous(self, line: Line) -> None:
        """Answer the engine's choice of which of a player's simultaneous effects goes first (ln4975, events.ORDER_RULE)
        from the log's line order: the effect whose decision the line answers (tried on a copy: "cherrypeel - trashes
        Curse" after buying from the pile with the Entsorgungsmarker, before the Geisterwald puts the hand onto the
        deck), else the engine's own order (the first option): the log shows nothing of either first."""
        while True:
            decision = self.decision()
            if decision is None or decision.rule != ORDER_RULE:
                return
            options = list(decision.data.get("candidates") or {})
            pick = options[0]
            for option in options:
                outcome = self.ruleset.step(self.ruleset.copy_state(self.state),
                                            {"by": decision.player, "move": "choose", "option": option})
                task = self.ruleset.task(outcome.state) if outcome.verdict.proceeds else None
                if (isinstance(task, Choice) and not task.is_turn and task.player == line.player
                        and task.verb in _ANSWERED_BY.get(line.verb, ())):
                    pick = option
                    break
            self.emit({"by": decision.player, "move": "choose", "option": pick})

    def finish(self, ended: bool) -> None:
        """End of the log: after "the game has ended", finish the last turn the log shows (its clean-up draw
        unseen only where the log shows no draws at all). A turn the log never shows is not written."""
        if not ended or self.stopped or self.task() is None or self.last_turn is None:
            return
        task = self.task()
        if isinstance(task, Choice) and task.is_turn and self._active(task) != self.last_turn:
            return  # the last turn is over already; the next one is not in the log
        players = self.setup.players
        following = players[(players.index(self.last_turn) + 1) % len(players)]
        self._settle(end_turn=True, until_player=following)

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
        elif line.verb == "coffers":
            self.log.append({"by": by, "move": "coffers", "count": _coffers_used(line)})
        elif line.verb == "repay":
            self.log.append({"by": by, "move": "repay", "count": int(_REPAYS.search(line.text).group(1))})  # type: ignore[union-attr]
        elif line.verb == "shuffle" and self.turns_seen:
            self.log.append({"by": by, "event": "shuffle"})
        elif line.verb in ("trash", "discard", "topdeck", "react") and names:
            self.log.append({"by": by, "move": "choose", "cards": names})
        if line.verb == "turn":
            self.turns_seen = True

    def _on_turn(self, line: Line) -> None:
        self.turns_seen = True
        if line.player == self.shown_turn:  # another turn of the same player (Outpost): the shown one ends first
            self._settle(end_turn=True)
        self.starting = line.player
        self._settle(until_player=line.player, end_turn=True)
        self.starting = None
        self.last_turn = self.shown_turn = line.player

    def _on_end(self, line: Line) -> None:
        self.finish(True)

    def _on_play(self, line: Line) -> None:
        for tag in _asking_last(_fortune_last(line.tags)):
            decision = self._answers(line)
            if decision is not None and decision.data["source"] != "options" and tag not in (
                    decision.data.get("candidates") or {}) and tag not in decision.data.get("possible", ()):
                self._decline(decision)  # "... but plays no action with it." (Königshof): a treasure played after
                decision = None
            if decision is not None and decision.rule == "dominion.karte.falschgeld" and not self._played_twice(
                    line.player, tag):
                self._decline(decision)  # "L plays a Counterfeit, 2 Coppers and a Silver.": none played twice
                decision = None
            if decision is not None:
                if decision.data["source"] == "options":
                    self.emit({"by": line.player, "move": "choose", "option": "ja"})
                else:
                    self.emit({"by": line.player, "move": "choose", "cards": [german(tag)]})
                continue
            if self._played_by_effect(line.player, tag):
                continue  # "J plays a Familiar." after a Golem: its effect played it already (ln2064)
            self._settle(until_player=line.player, end_turn=True)
            self.emit({"by": line.player, "move": "play", "card": german(tag)})

    def _played_twice(self, player: str | None, tag: str) -> bool:
        """Does the log show the treasure a Falschgeld may play twice (Dark Ages ln3815) played twice: its "again"
        line or its trashing follow before the player's next buy or turn? Otherwise a treasure played after the
        Falschgeld (Dominion Online groups them: "L plays a Counterfeit, 2 Coppers and a Silver.") is played by
        itself and the Falschgeld's choice was declined."""
        for later in self.lines[self.position + 1:]:
            if later.verb in ("turn", "buy") or later.player != player:
                return False
            if later.verb in ("again", "trash") and tag in later.tags:
                return True
        return False

    def _played_by_effect(self, player: str | None, tag: str) -> bool:
        """Is `tag` the card an effect just played for the player (a Golem's second action), the effect still
        running (a chance event of its play is due)? Then the log's play line is no move."""
        before = self.lines[self.position - 1] if self.position else None
        if before is not None and player is not None and before.player == player and before.verb == "react" and (
                tag in before.tags and cards.card(tag).is_("Duration")):
            return True  # "m reacts with a Caravan Guard. m plays a Caravan Guard.": the reaction played it (ln5023)
        task = self.task()
        if self.state is None or not isinstance(task, Chance) or not self.state.stack or player is None:
            return False
        in_play = self.state.cards[player].in_play
        return bool(in_play) and in_play[-1] == tag and any(frame.effect == "Golem" for frame in self.state.stack)

    def _on_buy(self, line: Line) -> None:
        gains = Line(line.number, line.player, "gain", line.tags)
        decision = self._answers(gains)
        if decision is None and self._buying_revealed(gains):  # treasures for it declined first
            self._decline_until_answered(gains)
            decision = self._answers(gains)
        if decision is not None and decision.data.get("source") == "revealed":  # bought from the Black Market
            self.emit(self._choice(line))
            return
        overpay = self._overpaid(line)
        if self.coffers_unprinted and self.state is not None and line.tags:
            self._settle(until_player=line.player, end_turn=True)
            self._spend_unprinted_coffers(line)
        for tag in _giving_buys_first(line.tags):
            self._settle(until_player=line.player, end_turn=True)
            self.emit({"by": line.player, "move": "buy", "card": german(tag), **({"overpay": overpay} if overpay else {})})

    def _spend_unprinted_coffers(self, line: Line) -> None:
        """The older Dominion Online client prints neither the Münzen a player gets nor those spent (Die Gilden
        ln4967; "m discards a Copper." after a Platz, then "m plays a Silver and 2 Coppers." and "m buys and gains a
        Wine Merchant.": after-landmark-set-c.txt). Münzen are spent before the first buy only, so at the turn's first
        buy the record spends what the turn's buys cost beyond the coins in play, as far as the player has Münzen (the
        engine judges the buys with them; a shortfall beyond them stays illegal)."""
        state = self.state
        player = line.player
        if state.flags.get("bought") or player is None or state.player != player:
            return
        have = state.cards[player].tokens.get("coffers", 0)
        if not have:
            return
        bought, left = list(line.tags), 0
        for later in self.lines[self.position + 1:]:
            if later.player != player or later.verb not in ("buy", "gain", "call", "gets", "trash", "topdeck",
                                                            "discard"):
                break
            if later.verb == "buy":
                bought += later.tags
            elif later.verb == "discard" and "Wine Merchant" in later.tags:
                left = 2  # a Weinhändler leaves the Tavern mat with 2 coins unspent after the buys (Abenteuer ln5213)
        price = sum(cost(state, tag).coins for tag in bought if tag in DEFS) + left
        if price > state.coins:
            self.emit({"by": player, "move": "coffers", "count": min(have, price - state.coins)})

    def _coffers_spent_unprinted(self, line: Line) -> None:
        """The Münzen a Metzger spent (Die Gilden ln4916) where the log prints no Münzen (the older client: "L plays a
        Butcher. L trashes an Estate. L gains a Silver."): what the gained card costs beyond the trashed one."""
        decision = self.decision()
        before = self.lines[self.position - 1] if self.position else None
        if (decision is None or decision.rule not in _SPENDS_COFFERS or decision.player != line.player
                or len(line.tags) != 1 or before is None or before.verb != "trash" or before.player != line.player
                or len(before.tags) != 1 or line.tags[0] not in DEFS or before.tags[0] not in DEFS):
            return
        spent = max(0, cost(self.state, line.tags[0]).coins - cost(self.state, before.tags[0]).coins)
        if str(spent) in (decision.data.get("candidates") or {}):
            self.emit({"by": line.player, "move": "choose", "option": str(spent)})

    def _overpaid(self, line: Line) -> int:
        """Dominion Online writes an overpaid buy (Die Gilden, ln4973) as "J buys a Doctor." (not "buys and gains")
        followed by the player's "J loses 1 Coin.": the coins paid beyond the cost; 0 for any other buy."""
        if " buys and gains " in line.text or len(line.tags) != 1 or not cards.card(line.tags[0]).overpay:
            return 0
        following = self.lines[self.position + 1] if self.position + 1 < len(self.lines) else None
        match = _LOSES.match(following.text.partition(" ")[2]) if following is not None else None
        if match is None or following.player != line.player:  # type: ignore[union-attr]
            return 0
        return int(match.group(1))

    def _on_coffers(self, line: Line) -> None:
        """"J uses 2 Coffers. (+$2)": the answer of an open choice of how many Münzen to spend (Metzger), else the
        move `coffers` (Die Gilden ln4967) in the player's own turn."""
        count = _coffers_used(line)
        decision = self.decision()
        if (decision is not None and decision.player == line.player and decision.rule in _SPENDS_COFFERS
                and str(count) in (decision.data.get("candidates") or {})):
            self.emit({"by": line.player, "move": "choose", "option": str(count)})
            return
        self._settle(until_player=line.player, end_turn=True)
        self.emit({"by": line.player, "move": "coffers", "count": count})

    def _on_repay(self, line: Line) -> None:
        """"J repays 3 debt." / "J repays 2 debt (6 remaining).": the move `repay` (Empires; format.md "Ereignisse /
        Events") in the player's own turn, or the answer of an open choice of how much debt to pay off (Vermögen)."""
        count = int(_REPAYS.search(line.text).group(1))  # type: ignore[union-attr]  # the verb's own pattern
        decision = self.decision()
        if (decision is not None and decision.player == line.player and decision.rule in _PAYS_DEBT
                and str(count) in (decision.data.get("candidates") or {})):
            self.emit({"by": line.player, "move": "choose", "option": str(count)})
            return
        self._settle(until_player=line.player, end_turn=True)
        self.emit({"by": line.player, "move": "repay", "count": count})

    def _buying_revealed(self, line: Line) -> bool:
        """Does declining the player's open choices (tried on a copy) lead to a choice that buys one of the
        revealed cards (Schwarzmarkt: "... jtl005 buys a Sea Hag." after the treasures played for it)?"""

        def buys(task: Any) -> bool | None:
            if isinstance(task, Choice) and not task.is_turn and task.player == line.player and task.verb == "gain":
                return task.data.get("source") == "revealed"
            return None

        return self._declines_until(line.player, buys) is not None

    def _declines_until(self, player: str | None, reached: Any) -> list[dict[str, Any]] | None:
        """Tried on a copy of the state: decline `player`'s open optional choices (at most 4) until
        `reached(task)` says True — the declines that lead there (perhaps none) — or False; None when no
        declining leads there."""
        assert self.state is not None
        trial = self.ruleset.copy_state(self.state)
        declines: list[dict[str, Any]] = []
        for _ in range(4):
            task = self.ruleset.task(trial)
            verdict = reached(task)
            if verdict is not None:
                return declines if verdict else None
            if not isinstance(task, Choice) or task.is_turn or task.player != player:
                return None
            entry = _declining(task)
            if entry is None:
                return None
            outcome = self.ruleset.step(trial, entry)
            if not outcome.verdict.proceeds:
                return None
            declines.append(entry)
            trial = outcome.state
        return None

    def _option(self, line: Line) -> bool:
        """Answer an open choice between named options that the line shows was taken."""
        decision = self.decision()
        if decision is None or decision.data.get("source") != "options":
            return False
        shown_by_other = line.player != decision.player and line.verb in _SHOWN_BY_OTHERS.get(decision.rule, ())
        if not shown_by_other and not self._about(decision, line):
            return False
        candidates = decision.data.get("candidates") or {}
        if decision.rule == "dominion.karte.handlanger":
            return self._pawn(line, decision)
        if decision.rule == "dominion.karte.streitross":
            return self._pawn(line, decision, _STEED, ("gets", "draw", "gain", "discard"))
        if decision.rule == _QUEST:
            return self._quest(line, decision)
        counted = _COUNTED_BY_LINE.get(decision.rule)
        if counted is not None:
            if line.verb != counted[0] or not line.tags or set(line.tags) != {counted[1]}:
                return False
            option = str(len(line.tags))
            if option not in candidates:
                return False
            self.emit({"by": decision.player, "move": "choose", "option": option})
            return True
        table = _OPTION_BY_LINE.get(decision.rule, {})
        option = (table.get(f"{_line_key(line)}:{line.tags[0]}") if line.tags else None) or table.get(_line_key(line))
        if option is None and decision.rule in _TOKEN_KIND_RULES:  # "moves +Coin token to the Village pile."
            kind = _TOKEN_KIND.search(line.text)
            option = f"plus-{kind.group(1).lower()}" if kind else None
        who = _WHO_GAINS.get(decision.rule)
        if who is not None and line.verb == "gain":
            option = who[0] if line.player == decision.player else who[1]
        if option is None and "ja" in candidates and line.verb != "gets" and decision.verb in _ANSWERED_BY.get(
                line.verb, ()):
            option = "ja"  # the line does what the card asks about (Chancellor's deck, Mining Village's trashing)
        if option is None or option not in candidates:
            return False
        self.emit({"by": decision.player, "move": "choose", "option": option})  # Spy: the attacker decides
        return True

    def _quest(self, line: Line, decision: Choice) -> bool:
        """Abenteuer's Quest (ln5233): the discard line shows the option: one Attack card, Curses only (up to 2), or
        any cards (up to 6)."""
        if line.verb != "discard" or not line.tags:
            return False
        tags = line.tags
        if len(tags) == 1 and cards.card(tags[0]).is_("Attack"):
            option = "angriff"
        elif len(tags) <= 2 and set(tags) == {"Curse"}:
            option = "fluche"
        else:
            option = "karten"
        self.emit({"by": decision.player, "move": "choose", "option": option})
        return True

    def _pawn(self, line: Line, decision: Choice, options: tuple[tuple[str, str], ...] = _PAWN,
              verbs: tuple[str, ...] = ("gets", "draw")) -> bool:
        """Pawn's two options, from this line and the player's next ones ("gets +1 Action.", "gets +$1."); Streitross's
        (`options`, its lines' `verbs`)."""
        keys = dict(options)
        chosen: list[str] = []
        for later in [line, *self.lines[self.position + 1:]]:
            if later.player != line.player or later.verb not in verbs:
                break
            option = keys.get(_line_key(later))
            if option is not None and option not in chosen:
                chosen.append(option)
            if len(chosen) == decision.data.get("most", 2):
                break
        if len(chosen) < decision.data.get("least", 2):
            return False
        self.emit({"by": line.player, "move": "choose", "options": chosen})
        return True

    def _on_gets(self, line: Line) -> None:
        self._option(line)

    def _on_nodraw(self, line: Line) -> None:
        """"... drawing nothing.": a draw of no cards, which shows the option that draws was taken (Nobles)."""
        self._option(Line(line.number, line.player, "draw", [], 0, line.text))

    def _on_choose(self, line: Line) -> None:
        """isotropic's "... choosing to draw 2 cards." / "... choosing +1 action and to draw 1 card.": the
        named options of the open choice, read through what each part gives."""
        decision = self.decision()
        if decision is None or decision.player != line.player or decision.data.get("source") != "options":
            return
        parts = [Line(line.number, line.player, "draw" if "draw" in part else "gets", text="gets " + part)
                 for part in re.split(r",? and |, ", line.text)]
        table = dict(_PAWN) if decision.rule == "dominion.karte.handlanger" else _OPTION_BY_LINE.get(decision.rule, {})
        if "trash" in line.text and "trash" in table:
            chosen = [table["trash"]]
        else:
            chosen = [table[_line_key(part)] for part in parts if _line_key(part) in table]
        candidates = decision.data.get("candidates") or {}
        if not chosen or any(option not in candidates for option in chosen):
            return
        if decision.data.get("most", 1) > 1:
            self.emit({"by": line.player, "move": "choose", "options": chosen})
        else:
            self.emit({"by": line.player, "move": "choose", "option": chosen[0]})

    def _answer_or_skip(self, line: Line) -> None:
        self._clean_up_asks(line)
        if self._reaction_shown(line):
            return
        if self.coffers_unprinted and line.verb == "gain":
            self._coffers_spent_unprinted(line)
        if self._option(line):
            follow = self._answers(line)
            if follow is None or follow.data.get("source") == "options" or not (line.tags or line.unknown):
                return
            # the option the line shows asks for cards the same line names (Steward's "... trashing 2 Estates.")
        chance = self.chance()
        if chance is not None and chance.player == line.player and chance.need == "reveal" and line.verb in (
                "discard", "trash"):
            # "J discards an Estate." after a Vassal: the top card is revealed and discarded by the card itself; "J
            # trashes a Swindler." after a Swindler: the victim's top card revealed and trashed by the attack
            self._draw(line, "reveal")
            return
        if isinstance(self.task(), Chance):
            self._settle(hidden_draws=False)
        self._revealed_named_later(line)
        while isinstance(self.task(), Choice) and self._reaction_answer(self.task()):
            pass  # a reaction logged before the attack asked (Goko prints it before a Kultist's draws): not declined
        if self._answers(line) is None:
            self._buy_phase_asks(line)  # Arena: "J discards a Warehouse." before the treasures ends the action phase
        if self._answers(line) is None:
            self._decline_until_answered(line)
        decision = self._answers(line)
        if decision is not None and self._declined_for_its_bonus(line):
            decision = self._answers(line)
        while decision is None and self._skips_a_decision(line):
            # isotropic never prints what a Masquerade passes ("... drawing 2 cards. ... trashing an Estate."): each
            # pass is written as the log shows it, unnamed, and this line answers a later decision
            if not self._unprinted(self.decision()):
                break
            decision = self._answers(line)
        if decision is not None:
            if line.unknown and not line.tags and decision.rule in _ONLY_CARD:  # the only card it can be
                line = replace(line, tags=[_ONLY_CARD[decision.rule]] * line.unknown, unknown=0)
            if decision.rule in _ITSELF_BY_NONE and line.tags == [_ITSELF_BY_NONE[decision.rule]] and (
                    self._itself_in_play(decision)):
                line = replace(line, tags=[])  # "L trashes a Small Castle." after playing it: the played one
            if _puts_back(decision):
                self._put_back(line)
            elif decision.verb == "bottom" and decision.data.get("source") == "revealed":
                self._put_under(line)
            elif line.unknown and not self._takes_unnamed(line):
                # a decision whose instruction needs the cards' identity (format.md: `unknown` is refused there):
                # the log does not say which they were, so the record cannot go on
                self.stop(line, "Die Zeile nennt die Karten nicht, die sie bewegt; die Anweisung braucht, welche es "
                          "waren, und das Protokoll sagt es nicht.",
                          "The line does not name the cards it moves; the instruction needs which they were, and the "
                          "log does not say.")
            else:
                # also isotropic's "... dominion cartel discards 2 cards." after a Goons, "... setting aside a card."
                # (Haven), though the cards of that hand were shown: `unknown` from a known hand (format.md), the
                # engine then knows only that they were some of its cards
                self.emit(self._choice(self._unseen_named(self._without_itself(line, decision), decision)))
                self._position_in_deck(line)
        # otherwise the line reports what an effect did by itself (Witch's Curse, Feast's trashing)

    def _declined_for_its_bonus(self, line: Line) -> bool:
        """isotropic's "... discarding 1 card and getting +1 buy." names what the discard gave (Weiler, ln2929: a
        card for +1 Aktion, then one for +1 Kauf). When answering the open decision with the line (tried on a copy)
        gives another bonus, and declining it first lets the next decision give the named one, decline first."""
        wanted = _bonus_named(line.text)
        if wanted is None:
            wanted = self._buy_needed(line)
        if wanted is None:
            return False
        assert self.state is not None
        entry = self._choice(line)
        if self._bonus_of([entry]) == wanted:
            return False
        decision = self.decision()
        declining = _declining(decision) if decision is not None else None
        if declining is None or self._bonus_of([declining, entry]) != wanted:
            return False
        self.emit(declining)
        return True

    def _buy_needed(self, line: Line) -> tuple[int, int, int] | None:
        """Dominion Online's Weiler ("J discards a Province.", ln2929) does not say which bonus the card bought: +1
        Kauf when the player's later lines of the turn buy more cards than the buys left and play no more actions
        than the actions left; else None (the first, +1 Aktion, as the line reads)."""
        decision = self.decision()
        if decision is None or decision.rule != "dominion.karte.weiler" or line.verb != "discard" or len(line.tags) != 1:
            return None
        bought = played = 0
        for later in self.lines[self.position + 1:]:
            if later.verb in ("turn", "end"):
                break
            if later.player != line.player:
                continue
            if later.verb == "buy":
                bought += len(later.tags)
            elif later.verb == "play":
                played += sum(1 for tag in later.tags if cards.card(tag).is_("Action"))
        assert self.state is not None
        now = self.ruleset.state_to_json(self.state)
        return (0, 1, 0) if bought > now["buys"] and played <= now["actions"] else None

    def _bonus_of(self, entries: list[dict[str, Any]]) -> tuple[int, int, int] | None:
        """The actions, buys and coins the entries give (tried on a copy, read from the public state JSON), or None
        when one of them does not proceed."""
        assert self.state is not None
        before = self.ruleset.state_to_json(self.state)
        trial = self.ruleset.copy_state(self.state)
        for entry in entries:
            outcome = self.ruleset.step(trial, entry)
            if not outcome.verdict.proceeds:
                return None
            trial = outcome.state
        after = self.ruleset.state_to_json(trial)
        return after["actions"] - before["actions"], after["buys"] - before["buys"], after["coins"] - before["coins"]

    def _skips_a_decision(self, line: Line) -> bool:
        """Does the line pass over an open decision that a log may leave unprinted (`_UNPRINTED`; the player's, or
        another player's of the same card: every player passes), and answer a later one (Masquerade: isotropic
        prints the trashing, never the pass)?"""
        decision = self.decision()
        return (decision is not None and decision.rule in _UNPRINTED
                and line.verb in _ANSWERED_BY and decision.verb not in _ANSWERED_BY[line.verb])

    def _unprinted(self, decision: Choice | None) -> bool:
        """Write an open decision the log never prints (`_UNPRINTED`) as it shows it: its cards unnamed. Only a
        choice of hand cards that must take some (a pass); an optional one is declined elsewhere."""
        if (decision is None or decision.rule not in _UNPRINTED or decision.data.get("source") != "hand"
                or decision.data.get("least", 0) < 1):
            return False
        self.emit({"by": decision.player, "move": "choose", "cards": [], "unknown": decision.data["least"]})
        return True

    def _takes_unnamed(self, line: Line) -> bool:
        """Does the engine take the line's unnamed cards as the open decision's answer (tried on a copy)?"""
        assert self.state is not None
        return self.ruleset.step(self.ruleset.copy_state(self.state), self._choice(line)).verdict.proceeds

    def _revealed_named_later(self, line: Line) -> None:
        """The older client does not print the Ambassador's reveal ("L plays an Ambassador. L returns 2 Coppers
        to the Copper pile. d gains a Copper."): only copies of the revealed card go back and each other player
        gains one (ln1755), so the returning line (the player's) or the first gaining line (another player's)
        names it. A gaining line with no returning line before it: none was returned (the log shows returns)."""
        decision = self.decision()
        if (decision is None or not line.tags or decision.verb != "reveal" or decision.data.get("source") != "hand"
                or line.verb not in _REVEAL_NAMED_BY.get(decision.rule, ())):
            return
        own = line.player == decision.player
        if own != (line.verb == "return"):
            return
        self.emit({"by": decision.player, "move": "choose", "cards": [german(line.tags[0])]})
        after = self.decision()
        if not own and after is not None and after.player == decision.player and after.verb == "return":
            self._decline(after)

    def _position_in_deck(self, line: Line) -> None:
        """A card put into the deck at a chosen position (Secret Passage): "topdecks" is the top ("0"),
        "puts ... on the bottom" the bottom (the highest position offered)."""
        decision = self.decision()
        if decision is None or decision.player != line.player or decision.data.get("source") != "options":
            return
        positions = list(decision.data.get("candidates") or [])
        if not positions or not all(str(p).isdigit() for p in positions):
            return
        if line.verb == "topdeck":
            self.emit({"by": line.player, "move": "choose", "option": "0"})
        elif line.verb == "bottom":
            self.emit({"by": line.player, "move": "choose", "option": max(positions, key=int)})
        elif line.verb == "insert":
            inside = [p for p in positions if p not in ("0", max(positions, key=int))]
            if len(positions) == 1 or len(inside) == 1:
                self.emit({"by": line.player, "move": "choose", "option": (inside or positions)[0]})
            else:  # "inserts a Copper into their deck": the log does not say where, the record cannot either
                self.stop(line, "Die Zeile sagt nicht, an welche Stelle des Nachziehstapels die Karte kommt.",
                          "The line does not say where in the deck the card goes.")

    _on_return = _on_name = _on_bottom = _on_tohand = _on_pass = _on_insert = _answer_or_skip

    def _on_mat(self, line: Line) -> None:
        """"J puts a Ratcatcher on their Tavern mat.": a Reserve card's own instruction (Abenteuer ln4992), no answer;
        any other card put on a mat answers the decision that puts it there (Insel, Eingeborenendorf, Geizhals)."""
        if line.tags and all(tag in cards.card_table() and cards.card(tag).is_("Reserve") for tag in line.tags):
            return
        self._answer_or_skip(line)

    def _on_wish(self, line: Line) -> None:
        """"J wishes for Silver but reveals Curse." / "J wishes for Messenger and finds it." (Dominion Online's Wishing
        Well, Intrige ln909): the named card answers the naming, the card the line shows revealed is the reveal."""
        decision = self.decision()
        if (decision is None or decision.player != line.player or decision.rule != "dominion.karte.wunschbrunnen"
                or len(line.tags) != 1):
            return
        self.emit({"by": line.player, "move": "choose", "cards": [german(line.tags[0])]})
        found = line.text.endswith(" and finds it.")
        revealed = list(line.tags) if found else parse_cards(line.text.rpartition(" but reveals ")[2][:-1]).tags
        self._draw(Line(line.number, line.player, "reveal", revealed, 0, line.text), "reveal")

    def _on_call(self, line: Line) -> None:
        """"J calls a Ratcatcher.": the open call question of the Reserve card is answered "aufrufen"."""
        self._option(line)

    def _on_setaside(self, line: Line) -> None:
        """"L sets a card aside with Library." answers the set-aside decision as the log shows it: the client hides
        the card from the other player, so it is set aside unnamed (`{"cards": [], "unknown": 1}`); the discard
        line that ends the Library ("L discards 2 Merchants.") names it (format.md, Bibliothek)."""
        self._answer_or_skip(line)

    def _without_itself(self, line: Line, decision: Choice) -> Line:
        """Goko names the played card among the cards its instruction trashes ("trashes Treasure Map, Treasure Map",
        Seaside ln1839): the answer is the other ones (`_NAMES_ITSELF`)."""
        card = _NAMES_ITSELF.get(decision.rule)
        if card is None or len(line.tags) <= decision.data.get("most", 1) or card not in line.tags:
            return line
        tags = list(line.tags)
        tags.remove(card)
        return Line(line.number, line.player, line.verb, tags, line.unknown, line.text, line.source)

    def _unseen_named(self, line: Line, decision: Choice) -> Line:
        """A line naming every set-aside card ("L discards a Library and a Merchant.") may answer a question about
        only those set aside unseen (Bibliothek: no named candidates, `most` cards; format.md): the cards the engine
        knows are set aside (the state JSON's `revealed`) are no part of that answer. Any other line as it is."""
        data = decision.data
        extra = len(line.tags) - data["most"]
        if extra <= 0 or data.get("source") != "revealed" or data.get("candidates") or self.state is None:
            return line
        owner = data.get("owner", decision.player)
        known = Counter(self.ruleset.state_to_json(self.state)["cards"][owner]["revealed"])
        tags: list[str] = []
        for tag in line.tags:
            if extra and known[tag] > 0:
                known[tag] -= 1
                extra -= 1
            else:
                tags.append(tag)
        return Line(line.number, line.player, line.verb, tags, line.unknown, line.text, line.source)

    def _put_back(self, line: Line) -> None:
        """Cards put back in any order ("topdecks a Poacher and a Witch"): the log does not say the order,
        so the cards the player's next draw or look names go back last (on top)."""
        upcoming = Counter(self._next_seen(line))
        for _ in range(10):
            decision = self.decision()
            if decision is None or decision.player != line.player or not _puts_back(decision):
                return
            options = sorted(decision.data["candidates"])
            card = next((t for t in options if not upcoming[t]), options[0])
            upcoming[card] -= 1
            self.emit({"by": line.player, "move": "choose", "cards": [german(card)]})

    def _put_under(self, line: Line) -> None:
        """Cards put under a deck one at a time (Schwarzmarkt: "puts a Bazaar and a Journeyman on the bottom of the
        Black Market Deck"): in the order the line names them, while the engine asks (it stops asking once
        the rest are alike)."""
        for tag in line.tags:
            decision = self.decision()
            if decision is None or decision.player != line.player or decision.verb != "bottom":
                return
            self.emit({"by": line.player, "move": "choose", "cards": [german(tag)]})

    def _next_seen(self, line: Line) -> list[str]:
        for later in self.lines[self.position + 1:]:
            if later.player == line.player and later.verb in ("draw", "look", "reveal") and later.tags:
                return list(later.tags)
            if later.verb == "shuffle" and later.player == line.player:
                return []
        return []

    def _choice(self, line: Line) -> dict[str, Any]:
        """The `choose` entry of a line: the cards it names, and as `unknown` those it hides ("a card"); by the
        player who decides (the attacker, when the line is the victim's: Thief, Pirate Ship)."""
        decision = self.decision()
        by = decision.player if decision is not None and self._about(decision, line) else line.player
        entry: dict[str, Any] = {"by": by, "move": "choose", "cards": [german(t) for t in line.tags]}
        if line.unknown:
            entry["unknown"] = line.unknown
        return entry

    def _decline_until_answered(self, line: Line) -> bool:
        """The log skips optional choices it has nothing to say about ("G discards a Festival" after a Sentry's
        look: the trashing choice, declined, comes first). Decline open choices of the line's player while a
        later one answers the line (tried on a copy first); False when none does."""
        answering = _ANSWERED_BY.get(line.verb, ())

        def answers(task: Any) -> bool | None:
            if isinstance(task, Choice) and not task.is_turn and task.player == line.player and task.verb in answering:
                return True
            return None

        declines = self._declines_until(line.player, answers)
        for entry in declines or ():
            self.emit(entry)
        return bool(declines)

    _on_trash = _on_discard = _on_topdeck = _on_gain = _answer_or_skip

    def _buy_phase_asks(self, line: Line) -> None:
        """A line answering what the start of the buy phase asks (Empires' Arena: "J discards a Warehouse." before
        the treasures are played): the action phase ends first, when ending it opens a decision of the line's player
        that the line answers (reading dominion.auslegung.arena-kaufphase). Only in games whose cards hear the phase."""
        task = self.task()
        if self.state is None or not isinstance(task, Choice) or not task.is_turn or self.state.phase != "action":
            return
        if line.player != self._active(task) or not hears(self.state, "phase"):
            return
        trial = self.ruleset.step(self.ruleset.copy_state(self.state), {"by": task.player, "move": "end-phase"})
        after = self.ruleset.task(trial.state) if trial.verdict.proceeds else None
        if isinstance(after, Choice) and not after.is_turn and self._about(after, line) and (
                after.verb in _ANSWERED_BY.get(line.verb, ())):
            self.emit({"by": task.player, "move": "end-phase"})

    def _reaction_shown(self, line: Line) -> bool:
        """A reaction the log shows by what it does, not as "reacts with" (Katzengold: "L trashes a Fool's Gold."
        after another player gains a Province): the line answers the open reaction decision of its player."""
        decision = self.decision()
        if decision is None or decision.verb != "react" or decision.player != line.player or len(line.tags) != 1:
            return False
        offered = {*(decision.data.get("candidates") or {}), *decision.data.get("possible", ())}  # unseen hands too
        if _REACTION_SHOWN_AS.get(line.tags[0]) != line.verb or line.tags[0] not in offered:
            return False
        self.emit({"by": line.player, "move": "choose", "cards": [german(line.tags[0])]})
        return True

    def _clean_up_asks(self, line: Line) -> None:
        """"R returns a Walled Village to the top of the deck." while it is still R's turn: the clean-up's own
        decision (Befestigtes Dorf, Schatzkammer, Komplott) the line answers. End the turn when, tried on a
        copy, that opens a decision of the player's the line answers."""
        task = self.task()
        while line.verb in ("topdeck", "return") and isinstance(task, Choice) and not task.is_turn and (
                task.player != line.player and task.verb == "react" and self._decline(task)):
            task = self.task()  # another player's reaction the log passed over (an unseen hand's Katzengold)
        # also "J discards 2 Wine Merchants." after the buys: discarded from the Tavern mat as the clean-up begins
        discards_reserve = line.verb == "discard" and bool(line.tags) and all(
            (line.verb, tag) in _COUNTED_BY_LINE.values() for tag in line.tags)
        if (line.verb not in ("topdeck", "return") and not discards_reserve) or not isinstance(task, Choice) or (
                not task.is_turn or self._active(task) != line.player):
            return  # "return": a Reisender exchanged at the clean-up ("J returns a Page.", travellers.py)
        assert self.state is not None
        trial = self.ruleset.step(self.ruleset.copy_state(self.state), {"by": task.player, "move": "end-turn"})
        if not trial.verdict.proceeds:
            return
        asked = self.ruleset.task(trial.state)
        if isinstance(asked, Choice) and not asked.is_turn and asked.player == task.player and (
                asked.verb in _ANSWERED_BY[line.verb]):
            self.shown_turn = None
            self.emit({"by": line.player, "move": "end-turn"})

    def _on_react(self, line: Line) -> None:
        assert line.player is not None
        if self._answers(line) is not None:
            self.emit({"by": line.player, "move": "choose", "cards": [german(t) for t in line.tags]})
        else:
            self.reactions.setdefault(line.player, []).extend(line.tags)  # logged before the attack asks

    def _on_reveal(self, line: Line) -> None:
        if self._hand_revealed(line):
            return
        before = self.lines[self.position - 1] if self.position else None
        if (line.verb == "look" and before is not None and before.player == line.player and before.verb == "draw"
                and before.tags == line.tags and not line.unknown and isinstance(self.decision(), Choice)):
            return  # "L draws a Hamlet. L looks at a Hamlet.": the card just drawn, looked at for the open question
        self._option(line)  # a victim's reveal shows the attack was chosen (Pirate Ship)
        decision = self.decision()
        if (decision is not None and decision.player == line.player and self._answers(line) is None
                and not self._answered_later(line, decision)):
            # an optional choice before the next look (Sentry, Library); a look that reveals nothing the
            # engine waits for (Harbinger looking through the discard pile) leaves the choice open
            self._decline_until_chance(line.player, ("reveal", "draw", "shuffle"))
        chance = self.chance()
        need = None if chance is None or chance.player != line.player else chance.need
        if need in ("reveal", "shuffle") and (need == "reveal" or line.player in self.shuffles):
            named = line.tags if line.tags and not line.unknown else self._named_later(line)
            if named is not None:
                self._draw(Line(line.number, line.player, line.verb, named, 0, line.text), "reveal")
            elif chance is not None and chance.data.get("look"):  # looked at unseen: the choices name what they can
                self._draw(line, "reveal")
            else:
                self.stop(line)
        elif need == "draw" and line.verb == "look":  # Library's draws, seen by the other player
            self._draw(line)
        elif self._answers(line) is not None and line.tags and all(
                cards.resolve(t) and cards.card(t).is_("Reaction") for t in line.tags):
            self.emit({"by": line.player, "move": "choose", "cards": [german(t) for t in line.tags]})
        elif (decision is not None and decision.player == line.player and decision.verb == "reveal"
              and decision.data.get("source") == "hand" and line.tags and not line.unknown):
            # a card revealed from the hand as the instruction asks (Ambassador, Courtier, Mint, Explorer)
            self.emit({"by": line.player, "move": "choose", "cards": [german(t) for t in line.tags]})

    def _hand_revealed(self, line: Line) -> bool:
        """A reveal of the whole hand (`_HAND_LINE`) while the engine waits for a reveal from the player's draw
        pile is not that reveal (the line after it is): it shows a hand the engine knows. True: passed over. (When
        the engine asks for the hand, a reveal decision of the hand, `_on_reveal` answers it as any such.)"""
        chance = self.chance()
        return bool(_HAND_LINE.search(line.text)) and chance is not None and chance.player == line.player and (
            chance.data.get("kind") == "reveal" and not chance.data.get("look") and "deck" not in chance.data)

    def _answered_later(self, line: Line, decision: Choice) -> bool:
        """Does the player's next statement (information lines aside) answer the open decision? Then a look in
        between ("L looks at a card." before "L sets a card aside with Library.") leaves it open."""
        for later in self.lines[self.position + 1:]:
            if later.verb == "info" or later.player != line.player and later.verb not in ("turn", "end"):
                continue
            return later.player == line.player and decision.verb in _ANSWERED_BY.get(later.verb, ())
        return False

    def _decline_until_chance(self, player: str | None, needs: tuple[str, ...]) -> bool:
        """Decline the player's open optional choices when, tried on a copy, that leads to a chance event of
        theirs (`needs`); otherwise leave everything as it is."""

        def chance(task: Any) -> bool | None:
            return task.player == player and task.need in needs if isinstance(task, Chance) else None

        declines = self._declines_until(player, chance)
        for entry in declines or ():
            self.emit(entry)
        return bool(declines)

    _on_look = _on_reveal


_QUEST = "dominion.ereignis.quest"


def _quest_silent(hand: Counter[str]) -> str | None:
    """Quest bought and nothing discarded: the option under which the hand's known cards require no discard (no
    Attack card, no Fluch, no card at all), else None."""
    held = [tag for tag, n in hand.items() if n > 0]
    if not any(cards.card(tag).is_("Attack") for tag in held):
        return "angriff"
    if "Curse" not in held:
        return "fluche"
    return None if held else "karten"


def _declining(decision: Choice) -> dict[str, Any] | None:
    """The entry that declines an open decision ("none" / "no"), when that is an option."""
    if decision.data["source"] == "options":
        if "nein" in decision.data["candidates"]:
            return {"by": decision.player, "move": "choose", "option": "nein"}
        if decision.rule in _SPENDS_COFFERS and "0" in decision.data["candidates"]:  # no "uses N Coffers" line
            return {"by": decision.player, "move": "choose", "option": "0"}
        if decision.rule in _PAYS_DEBT and "0" in decision.data["candidates"]:  # no "repays N debt" line
            return {"by": decision.player, "move": "choose", "option": "0"}
        return None
    return {"by": decision.player, "move": "choose", "cards": []} if decision.data["least"] == 0 else None


def _puts_back(decision: Choice) -> bool:
    """Revealed cards going back onto the draw pile one at a time, in any order (`put_back_in_order`)."""
    return decision.verb == "topdeck" and decision.data["source"] == "revealed"

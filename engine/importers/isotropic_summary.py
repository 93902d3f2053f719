"""The final summary at the top of an isotropic game page, and a replay's end state checked against it.

isotropic printed, above the game log, what every player ended with: points (with the victory tokens, `148 ▼`),
turns, the whole deck as card counts (`[42 cards] 10 Spies, 8 Cities, …`), and the trash. The server computed it
from its own game state, so it is an account of the end independent of the log lines: replaying the imported
record and comparing the engine's final `GameState` with it lets the importer and the engine check each other
(issue 15, item 4; councilroom trusted its parser the same way). Any difference is a failure of one of them.

Two styles of the player line: 2010 (`<b>moop: 42 points</b> (6 Provinces and 3 Harems); 18 turns`) and from
2011 on (`<b>#1 Wolphmaniac</b>: 140 points (148 ▼, an Island, and 10 Curses); 15 turns`, `#2 nrggirl: resigned
(1st); 32 turns`). English card names become the engine's tags through the importers' lookup
(`dominion_cards`), the German names (domdiv's) are used in the difference report.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from dataclasses import dataclass, field

from engine.core import get_ruleset, replay
from engine.games.dominion.scoring import points
from engine.games.dominion.state import GameState
from engine.games.dominion.zones import passes
from engine.importers import ImportProblem
from engine.importers.dominion_cards import german, parse_cards
from engine.importers.isotropic import import_isotropic

_PRE = re.compile(r"<pre>(.*?)</pre>", re.DOTALL | re.IGNORECASE)
_TAG = re.compile(r"<[^>]+>")
_PLAYER = re.compile(r"^(?:#(?P<rank>\d+) )?(?P<name>.+?): (?:(?P<points>-?\d+) points?|resigned \((?P<place>[^)]*)\))"
                     r"(?: \((?P<breakdown>.*)\))?; (?P<turns>\d+) turns?$")
_DECK = re.compile(r"^\[(?P<size>\d+) cards?\]\s*(?P<cards>.*)$")
_OPENING = re.compile(r"^opening: (?P<first>.+?) / (?P<second>.+)$")
_TRASH = re.compile(r"^trash: (?P<cards>.+)$")
_WINNER = re.compile(r"^(?P<name>.+) wins!$")
_TOKENS = re.compile(r"^(?P<count>-?\d+) ▼$")
_ITEM = re.compile(r",\s*(?:and\s+)?|\s+and\s+")
_REMARK = re.compile(r"\s*\[[^\]]*\]")  # "2 Silk Roads [10 victory cards]", "5 Gardens [34 cards]"


@dataclass
class PlayerSummary:
    """One player's line of the summary. `points` is None for a player who resigned (the log gives none);
    `deck` counts every card they owned at the end, by engine tag; `unrecognised` lists deck items the card
    lookup does not know (never silently dropped)."""

    name: str
    rank: int | None  # "#1" (from 2011 on); None in the 2010 style
    points: int | None
    resigned: bool
    turns: int
    deck_size: int  # the "[N cards]" figure as printed
    deck: Counter[str] = field(default_factory=Counter)
    vp_tokens: int = 0  # "N ▼" in the points breakdown
    opening: tuple[str, str] | None = None
    unrecognised: list[str] = field(default_factory=list)


@dataclass
class GameSummary:
    """The summary of one game page: the players in the order printed (by rank), the trash (None when the
    page prints no trash line) and the supply line's card names as printed."""

    players: list[PlayerSummary]
    trash: Counter[str] | None
    winner: str | None = None  # "NAME wins!" (the page's first line)
    supply: list[str] = field(default_factory=list)
    unrecognised: list[str] = field(default_factory=list)  # trash items the lookup does not know

    def player(self, name: str) -> PlayerSummary | None:
        return next((player for player in self.players if player.name == name), None)


def _lines(page: str) -> list[str]:
    match = _PRE.search(page)
    body = match.group(1) if match else page
    body = body.split("<b>Game log</b>", 1)[0]
    return [html.unescape(_TAG.sub("", line)).replace("♦", "").strip() for line in body.split("\n")]


def _cards(phrase: str) -> tuple[Counter[str], list[str]]:
    """Card counts of a list ("10 Spies, 8 Cities", "a Copper, a Nobles, and an Estate", "nothing"), and the
    items the lookup does not know."""
    counts: Counter[str] = Counter()
    unknown: list[str] = []
    for item in _ITEM.split(_REMARK.sub("", phrase).strip().rstrip(".")):
        item = item.strip()
        if not item or item == "nothing":
            continue
        found = parse_cards(item)
        if found.unrecognised or found.unknown:
            unknown.append(item)
        counts.update(found.tags)
    return counts, unknown


def _vp_tokens(breakdown: str | None) -> int:
    for item in _ITEM.split(breakdown or ""):
        match = _TOKENS.match(item.strip())
        if match:
            return int(match.group("count"))
    return 0


def read_summary(page: str) -> GameSummary:
    """The summary of an isotropic game page (HTML). Raises `ImportProblem` when the page has none."""
    players: list[PlayerSummary] = []
    trash: Counter[str] | None = None
    supply: list[str] = []
    unrecognised: list[str] = []
    winner: str | None = None
    for line in _lines(page):
        match = _WINNER.match(line)
        if match and winner is None and not players:
            winner = match.group("name")
            continue
        if line.startswith("cards in supply: "):
            supply = [item.strip() for item in _ITEM.split(line.split(": ", 1)[1]) if item.strip()]
            continue
        match = _PLAYER.match(line)
        if match:
            players.append(PlayerSummary(
                name=match.group("name"), rank=int(match.group("rank")) if match.group("rank") else None,
                points=int(match.group("points")) if match.group("points") is not None else None,
                resigned=match.group("place") is not None, turns=int(match.group("turns")), deck_size=0,
                vp_tokens=_vp_tokens(match.group("breakdown"))))
            continue
        match = _OPENING.match(line)
        if match and players:
            players[-1].opening = (match.group("first"), match.group("second"))
            continue
        match = _DECK.match(line)
        if match and players:
            players[-1].deck_size = int(match.group("size"))
            players[-1].deck, players[-1].unrecognised = _cards(match.group("cards"))
            continue
        match = _TRASH.match(line)
        if match:
            trash, unrecognised = _cards(match.group("cards"))
    if not players:
        raise ImportProblem("Diese Seite hat keine Schlussübersicht (Punkte und Decks der Spieler).",
                            "This page has no final summary (the players' points and decks).")
    return GameSummary(players, trash, winner, supply, unrecognised)


@dataclass
class Difference:
    """One way a replay's end state differs from the log's summary (`player` None: the players, the trash or
    the winner)."""

    player: str | None
    what: str  # players | unrecognised | deck | unseen | points | vp_tokens | turns | trash | result | passes
    log: object
    replay: object
    message_de: str
    message_en: str


def owned_cards(state: GameState, player: str) -> Counter[str] | None:
    """Every card the player owns in the replay's end state: hand, discard, play, set aside, durations, mats,
    and the draw pile. Cards the record never named (hidden draws of the 2010 logs) are still known as a
    multiset: their identities stay in the draw pile's pool (`engine.core.pile`). That counts them exactly when
    every unseen card that left the pile is still the player's (in hand, discard, looked at, or set aside on a
    mat: the "unseen:<mat>" tokens); otherwise None (the replay cannot say which cards the player owns)."""
    cards = state.cards[player]
    pile = cards.draw_pile
    if pile.outstanding != _unseen_held(state, player):
        return None
    owned = Counter(cards.hand) + Counter(cards.discard)
    owned.update(cards.in_play)
    owned.update(cards.revealed)
    owned.update(cards.durations)
    for mat in cards.mats.values():
        owned.update(mat)
    owned.update(pile.top)
    owned.update(pile.pool)
    return +owned


def _unseen_held(state: GameState, player: str) -> int:
    """The player's cards the record never named: in hand, discard, looked at, on mats."""
    cards = state.cards[player]
    on_mats = sum(n for key, n in cards.tokens.items() if key.startswith("unseen:"))
    return cards.hand_unknown + cards.discard_unknown + cards.revealed_unknown + on_mats


def _counts_de(counts: Counter[str]) -> str:
    return ", ".join(f"{n} {german(tag)}" for tag, n in sorted(counts.items())) or "–"


def _card_differences(log: Counter[str], replay: Counter[str]) -> str:
    names = sorted(set(log) | set(replay))
    return "; ".join(f"{german(tag)} {log[tag]}/{replay[tag]}" for tag in names if log[tag] != replay[tag])


def compare_end_state(summary: GameSummary, state: GameState) -> list[Difference]:
    """The differences between the log's summary and the replay's final state (empty: they match exactly):
    the players; per player every card owned (all zones), the points by the engine's scoring incl. victory
    tokens (not for a player who resigned: the log gives none), the victory tokens, the turns; the trash."""
    found: list[Difference] = []
    names = sorted(player.name for player in summary.players)
    if names != sorted(state.players):
        found.append(Difference(None, "players", names, sorted(state.players),
                                f"Spieler: Protokoll {names}, Wiedergabe {sorted(state.players)}.",
                                f"Players: log {names}, replay {sorted(state.players)}."))
        return found
    for line in summary.players:
        name = line.name
        if line.unrecognised:  # a name the lookup does not know: the parser's gap, never a match
            found.append(Difference(name, "unrecognised", line.unrecognised, None,
                                    f"{name}: unbekannte Karten in der Übersicht: {line.unrecognised}.",
                                    f"{name}: unknown cards in the summary: {line.unrecognised}."))
        owned = owned_cards(state, name)
        if owned is None:
            cards = state.cards[name]
            found.append(Difference(name, "unseen", line.deck_size, None,
                                    f"{name}: ungesehene Karten der Wiedergabe sind nicht mehr zuzuordnen "
                                    f"({cards.draw_pile.outstanding} aus dem Nachziehstapel, "
                                    f"{_unseen_held(state, name)} beim Spieler).",
                                    f"{name}: the replay's unseen cards cannot be placed "
                                    f"({cards.draw_pile.outstanding} out of the draw pile, "
                                    f"{_unseen_held(state, name)} with the player)."))
            continue
        tokens = state.cards[name].tokens.get("vp", 0)
        if owned != line.deck or sum(line.deck.values()) != line.deck_size:
            detail = _card_differences(line.deck, owned)
            found.append(Difference(name, "deck", dict(line.deck), dict(owned),
                                    f"{name}: Karten (Protokoll/Wiedergabe) {detail}; Protokoll [{line.deck_size} "
                                    f"Karten] {_counts_de(line.deck)}.",
                                    f"{name}: cards (log/replay) {detail}; log [{line.deck_size} cards]."))
        if tokens != line.vp_tokens and not line.resigned:  # a resigned player's line has no breakdown
            found.append(Difference(name, "vp_tokens", line.vp_tokens, tokens,
                                    f"{name}: Siegpunktmarker Protokoll {line.vp_tokens}, Wiedergabe {tokens}.",
                                    f"{name}: victory tokens log {line.vp_tokens}, replay {tokens}."))
        scored = points(owned, tokens)
        if line.points is not None and scored != line.points:
            found.append(Difference(name, "points", line.points, scored,
                                    f"{name}: Punkte Protokoll {line.points}, Wiedergabe {scored}.",
                                    f"{name}: points log {line.points}, replay {scored}."))
        turns = state.cards[name].turns
        if turns != line.turns:
            found.append(Difference(name, "turns", line.turns, turns,
                                    f"{name}: Züge Protokoll {line.turns}, Wiedergabe {turns}.",
                                    f"{name}: turns log {line.turns}, replay {turns}."))
    if summary.trash is not None:
        if summary.unrecognised:
            found.append(Difference(None, "unrecognised", summary.unrecognised, None,
                                    f"Unbekannte Karten im Müll der Übersicht: {summary.unrecognised}.",
                                    f"Unknown cards in the summary's trash: {summary.unrecognised}."))
        trash = +Counter(state.trash)
        if trash != summary.trash or state.trash_unknown:
            detail = _card_differences(summary.trash, trash)
            unseen = f"; {state.trash_unknown} ungenannt" if state.trash_unknown else ""
            found.append(Difference(None, "trash", dict(summary.trash), dict(trash),
                                    f"Müll (Protokoll/Wiedergabe): {detail}{unseen}.",
                                    f"Trash (log/replay): {detail}"
                                    f"{f'; {state.trash_unknown} unnamed' if state.trash_unknown else ''}."))
    return found


def compare_result(summary: GameSummary, result: dict | None) -> list[Difference]:
    """The engine's own end of game (`GameState.result`: `scoring.score`) against the summary: each score of a
    player who did not resign, and the winner. A game someone resigned never ends in the record (the log has
    no line for a resignation), so its result is not compared."""
    if any(player.resigned for player in summary.players):
        return []
    if result is None:
        return [Difference(None, "result", summary.winner, None,
                           "Die Wiedergabe beendet das Spiel nicht, das Protokoll schon.",
                           "The replay does not end the game; the log does.")]
    found: list[Difference] = []
    for player in summary.players:
        scored = result["scores"].get(player.name)
        if scored != player.points:
            found.append(Difference(player.name, "result", player.points, scored,
                                    f"{player.name}: Wertung der Engine {scored}, Protokoll {player.points} Punkte.",
                                    f"{player.name}: the engine's score {scored}, log {player.points} points."))
    if summary.winner is not None and result["winners"] != [summary.winner]:
        found.append(Difference(None, "result", summary.winner, result["winners"],
                                f"Sieger: Protokoll {summary.winner}, Engine {result['winners']}.",
                                f"Winner: log {summary.winner}, engine {result['winners']}."))
    return found


@dataclass
class EndStateCheck:
    """What the end-state check of one page came to. `status`: `checked` (the replay is legal or unverifiable
    and complete: `differences` and `result_differences` say how it differs, empty when it matches); otherwise
    why there is no end state to check: `not-a-game` (an import error: a solo game, another format),
    `unsupported` (`missing`: the cards the engine lacks), `stopped` (the record ends before the log does,
    `import.stopped`), or the replay's status (`illegal`, `inconsistent`, `invalid`). When the replay leaves
    unnamed passes open (`zones.passes`), the differences are those of every end state the log allows once the
    passes are named (`named_end_states`; `namings`: how many distinct ones), so the check passes only when the
    log determines the end and it is the summary's."""

    status: str
    reason_de: str = ""
    reason_en: str = ""
    summary: GameSummary | None = None
    missing: list[str] = field(default_factory=list)
    differences: list[Difference] = field(default_factory=list)
    result_differences: list[Difference] = field(default_factory=list)
    namings: int | None = None  # the distinct end states the namings of open passes leave (None: none open)


NAMING_LIMIT = 5000  # namings of unnamed passes followed at most (`named_end_states`)


def _is_unnamed_pass(ruleset, state: GameState, entry: dict) -> bool:
    """A Maskerade pass the record leaves unnamed (format.md: `"cards": [], "unknown": 1`; not the trashing
    after it, which may be unnamed too)."""
    if not (entry.get("move") == "choose" and entry.get("cards") == [] and entry.get("unknown") == 1):
        return False
    task = ruleset.task(state)
    return getattr(task, "rule", None) == "dominion.karte.maskerade" and getattr(task, "verb", None) != "trash"


def _namings(state: GameState, entry: dict) -> list[dict]:
    """The entry naming each card the giver's hand may hold: its named cards, and every identity of its pool
    while the hand holds unseen cards (a superset: the engine refuses a card the hand cannot hold)."""
    owned = state.cards[entry["by"]]
    candidates = {tag for tag, n in owned.hand.items() if n > 0}
    if owned.hand_unknown:
        candidates |= {tag for tag, n in owned.draw_pile.pool.items() if n > 0}
    return [{"by": entry["by"], "move": "choose", "cards": [tag]} for tag in sorted(candidates)]


def named_end_states(record: dict, limit: int = NAMING_LIMIT) -> list[GameState] | None:
    """The end states of every way to name the record's unnamed Maskerade passes that the engine judges
    `legal` entry by entry to the end (as `replay`: setup, deal, step). Each unnamed pass is followed as every
    card its giver's hand may hold; a way dies at the first entry that is not legal. Ways that reach the same
    state are one (the same state, the same future). None when more than `limit` namings would be followed."""
    ruleset = get_ruleset(record["game"])
    worlds = [ruleset.deal(ruleset.setup(list(record["players"]), record["setup"]))]
    followed = 0
    for entry in record["log"]:
        survivors: dict[str, GameState] = {}
        for state in worlds:
            steps = _namings(state, entry) if _is_unnamed_pass(ruleset, state, entry) else [entry]
            followed += len(steps) if len(steps) > 1 else 0
            if followed > limit:
                return None
            for step in steps:
                outcome = ruleset.step(ruleset.copy_state(state) if len(steps) > 1 else state, step)
                if outcome.verdict.status == "legal":
                    new = ruleset.deal(outcome.state)
                    survivors.setdefault(json.dumps(ruleset.state_to_json(new), sort_keys=True), new)
        worlds = list(survivors.values())
        if not worlds:
            break
    return worlds


def _check_named(summary: GameSummary, record: dict) -> EndStateCheck:
    """The end-state check of a replay with open passes: every end state the log allows once its passes are
    named (`named_end_states`) must equal the summary; no such end state, or too many namings, is a
    difference."""
    states = named_end_states(record, NAMING_LIMIT)
    if states is None:
        found = [Difference(None, "passes", None, NAMING_LIMIT,
                            f"Mehr als {NAMING_LIMIT} Benennungen der ungenannten Weitergaben: nicht geprüft.",
                            f"More than {NAMING_LIMIT} namings of the unnamed passes: not checked.")]
        return EndStateCheck("checked", summary=summary, differences=found, result_differences=list(found))
    if not states:
        found = [Difference(None, "passes", None, 0,
                            "Keine Benennung der ungenannten Weitergaben folgt dem Protokoll bis zum Ende.",
                            "No naming of the unnamed passes follows the log to its end.")]
        return EndStateCheck("checked", summary=summary, differences=found, result_differences=list(found),
                             namings=0)
    differences: list[Difference] = []
    result_differences: list[Difference] = []
    for state in states:
        differences += [d for d in compare_end_state(summary, state) if d not in differences]
        result_differences += [d for d in compare_result(summary, state.result) if d not in result_differences]
    return EndStateCheck("checked", summary=summary, differences=differences,
                         result_differences=result_differences, namings=len(states))


def check_page(page: str) -> EndStateCheck:
    """Import an isotropic page, replay it (`engine.core.replay`) and compare the end state with its summary."""
    try:
        record = import_isotropic(page)
    except ImportProblem as problem:
        return EndStateCheck("not-a-game", problem.message_de, problem.message_en)
    summary = read_summary(page)
    report = replay(record)
    if report.status == "unsupported":
        missing = sorted(report.unsupported)
        return EndStateCheck("unsupported", f"Die Engine kennt diese Karten noch nicht: {', '.join(missing)}.",
                             f"The engine lacks these cards: {', '.join(missing)}.", summary, missing)
    stopped = record["import"].get("stopped")
    if stopped:
        return EndStateCheck("stopped", f"Der Import endet vor Zeile {stopped['line']} ({stopped['text']}): "
                             f"{stopped['why_de']}", f"The import stops before line {stopped['line']} "
                             f"({stopped['text']}): {stopped['why_en']}", summary)
    if report.status not in ("legal", "unverifiable"):
        first = report.problems[0] if report.problems else None
        return EndStateCheck(report.status, first.message_de if first else "", first.message_en if first else "",
                             summary)
    state = report.final_state
    if passes(state):  # unnamed passes the engine leaves open: the log may still determine them
        return _check_named(summary, record)
    return EndStateCheck("checked", summary=summary, differences=compare_end_state(summary, state),
                         result_differences=compare_result(summary, state.result))

"""Reading a Dominion state from its JSON (`DominionRuleset.state_from_json`): positions are submitted as
state JSON, so its shape is checked up front, field by field, and anything malformed raises
`engine.core.StateError` with the JSON pointer of the offending value. Writing is `GameState.to_json`.

The open task is written as the "waiting" object (`state.task_to_json`) without the decision's verb:
it is the asking instruction's, read here off the running effect, which is resumed from its frame
(the top frame must stand at the `Ask` the decision came from, every frame below it at a `Call`)."""

from __future__ import annotations

import copy
import re
from collections import Counter
from typing import Any

from engine.core import StateError
from engine.core.pile import Pile
from engine.core.step import Chance, Choice
from engine.games.dominion import cards
from engine.games.dominion.effects import EFFECTS
from engine.games.dominion.effects.turn import EndTurn
from engine.games.dominion.model import CONTROLLER, EVENT, EVENT_DEFS, EXTRA_TURN, NORMAL_TURN, decider
from engine.games.dominion.ops import Ask, Buy, Call, Draw, Gain, Move, PlayTreasure, Reveal
from engine.games.dominion.runner import resume
from engine.games.dominion.state import Frame, GameState, PlayerCards

PHASES = ("start", "action", "buy", "cleanup", "over")


def _fail(where: str, de: str, en: str) -> StateError:
    return StateError(where, de, en)


def _int(value: Any, where: str, least: int | None = 0) -> int:
    if type(value) is not int or (least is not None and value < least):
        floor = "" if least is None else f" ab {least}"
        floor_en = "" if least is None else f" from {least}"
        raise _fail(where, f"Erwartet: eine ganze Zahl{floor}.", f"Expected an integer{floor_en}.")
    return value


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict) or not all(type(key) is str for key in value):
        raise _fail(where, "Erwartet: ein Objekt.", "Expected an object.")
    return value


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise _fail(where, "Erwartet: eine Liste.", "Expected a list.")
    return value


def _tag(value: Any, where: str) -> str:
    if type(value) is not str or value not in cards.card_table():
        raise _fail(where, f"Unbekannte Karte {value!r}.", f"Unknown card {value!r}.")
    return value


def _tags(value: Any, where: str) -> list[str]:
    return [_tag(item, f"{where}/{index}") for index, item in enumerate(_list(value, where))]


def _counts(value: Any, where: str) -> Counter[str]:
    """Card tag → count (0 or more)."""
    counts: Counter[str] = Counter()
    for tag, n in _object(value, where).items():
        counts[_tag(tag, f"{where}/{tag}")] = _int(n, f"{where}/{tag}")
    return counts


def _player_cards(data: Any, where: str) -> PlayerCards:
    data = _object(data, where)
    if "pile" not in data:
        raise _fail(f"{where}/pile", "Der Nachziehstapel fehlt.", "The draw pile is missing.")
    pile_json = _object(data["pile"], f"{where}/pile")  # the draw pile, "pile" in the JSON
    draw_pile = Pile(_tags(pile_json.get("top", []), f"{where}/pile/top"),
                     _counts(pile_json.get("pool", {}), f"{where}/pile/pool"),
                     _int(pile_json.get("hidden", 0), f"{where}/pile/hidden"))
    if draw_pile.outstanding < 0:
        raise _fail(f"{where}/pile/hidden", "Mehr verdeckte Karten als im Vorrat des Stapels.",
                    "More hidden cards than the pile's pool holds.")
    return PlayerCards(
        draw_pile,
        _counts(data.get("hand", {}), f"{where}/hand"),
        _int(data.get("hand_unknown", 0), f"{where}/hand_unknown"),
        _counts(data.get("discard", {}), f"{where}/discard"),
        _int(data.get("discard_unknown", 0), f"{where}/discard_unknown"),
        _tags(data.get("in_play", []), f"{where}/in_play"),
        _tags(data.get("revealed", []), f"{where}/revealed"),
        _int(data.get("turns", 0), f"{where}/turns"),
        _int(data.get("revealed_unknown", 0), f"{where}/revealed_unknown"),
        _tags(data.get("durations", []), f"{where}/durations"),
        {name: _tags(mat, f"{where}/mats/{name}") for name, mat in _object(data.get("mats", {}), f"{where}/mats").items()},
        _ints(data.get("tokens", {}), f"{where}/tokens"),
    )


def _ints(value: Any, where: str) -> dict[str, int]:
    """Name → count (0 or more): tokens and counters."""
    return {name: _int(n, f"{where}/{name}") for name, n in _object(value, where).items()}


_DECISION_FIELDS = ("source", "least", "most", "candidates", "possible", "unknown", "distinct", "unverified_least")


def _task(data: Any, players: list[str]) -> Choice | Chance | None:
    """The "waiting" object as the open task (a decision's verb is filled in by `_verify_stack`)."""
    if data is None:
        return None
    data = _object(data, "/waiting")
    kind = data.get("kind")
    player = data.get("player")
    if player not in players:
        raise _fail("/waiting/player", f"Unbekannter Spieler {player!r}.", f"Unknown player {player!r}.")
    if kind == "decision":
        for key in ("rule", "prompt_de", "prompt_en"):
            if type(data.get(key)) is not str:
                raise _fail(f"/waiting/{key}", "Erwartet: ein Text.", "Expected a string.")
        missing = [key for key in _DECISION_FIELDS if key not in data]
        if missing:
            raise _fail(f"/waiting/{missing[0]}", "Angabe fehlt.", "Missing.")
        if data["source"] not in ("hand", "supply", "revealed", "trash", "discard", "play", "any", "named", "options"):
            raise _fail("/waiting/source", "Unbekannte Herkunft.", "Unknown source.")
        for key in ("least", "most", "unknown", "unverified_least"):
            _int(data[key], f"/waiting/{key}")
        candidates = _object(data["candidates"], "/waiting/candidates")
        for name, n in candidates.items():
            if data["source"] != "options":
                _tag(name, f"/waiting/candidates/{name}")
            _int(n, f"/waiting/candidates/{name}")
        _tags(data["possible"], "/waiting/possible")
        if type(data["distinct"]) is not bool:
            raise _fail("/waiting/distinct", "Erwartet: wahr oder falsch.", "Expected true or false.")
        fields = {key: copy.deepcopy(data[key]) for key in data if key not in ("kind", "player", "rule", "prompt_de",
                                                                               "prompt_en")}
        return Choice(player, "choose", data["rule"], "", data["prompt_de"], data["prompt_en"], fields)
    if kind in ("draw", "reveal"):
        got = _list(data.get("got", []), "/waiting/got")
        for index, card in enumerate(got):
            if card is not None:
                _tag(card, f"/waiting/got/{index}")
        need = data.get("need", kind)
        if need not in (kind, "shuffle"):
            raise _fail("/waiting/need", f"Unbekannter Bedarf {need!r}.", f"Unknown need {need!r}.")
        job: dict[str, Any] = {"kind": kind, "got": list(got)}
        if data.get("look") is not None:
            if data["look"] is not True or kind != "reveal":
                raise _fail("/waiting/look", "„look“ gibt es nur als true eines Aufdeckens.",
                            "\"look\" is only true, of a reveal.")
            job["look"] = True
        if data.get("deck") is not None:
            if type(data["deck"]) is not str or kind != "reveal":
                raise _fail("/waiting/deck", "„deck“ nennt den Stapel eines Aufdeckens.",
                            "\"deck\" names the deck of a reveal.")
            job["deck"] = data["deck"]
        return Chance(need, player, _int(data.get("remaining", 0), "/waiting/remaining"), job)
    raise _fail("/waiting/kind", f"Unbekannte Art {kind!r}.", f"Unknown kind {kind!r}.")


def _stack(data: Any) -> list[Frame]:
    frames = []
    for index, frame in enumerate(_list(data, "/stack")):
        where = f"/stack/{index}"
        frame = _object(frame, where)
        if frame.get("effect") not in EFFECTS:
            raise _fail(f"{where}/effect", f"Unbekannte Anweisung {frame.get('effect')!r}.",
                        f"Unknown effect {frame.get('effect')!r}.")
        frames.append(Frame(frame["effect"], copy.deepcopy(_object(frame.get("args"), f"{where}/args")),
                            copy.deepcopy(_list(frame.get("sent"), f"{where}/sent"))))
    return frames


# the operations that may push a frame above the one that yields them: a call, and the events the bus reports
# (a gain, a move to trash or discard, a draw or reveal and the shuffle inside it, a buy, a treasure played by an
# effect, a turn's start): their listeners' "on" frame runs above it (runner.emit)
_PUSHING = frozenset({Call, Gain, Move, Draw, Reveal, Buy, PlayTreasure, EndTurn})


def _verify_stack(state: GameState) -> None:
    """Every frame resumes to the operation it waits on: a `Call` below, at the top the one that opened
    the task (and a decision takes the verb of its `Ask`). Between instructions the stack is empty."""
    task = state.task
    if task is None:
        if state.stack:
            raise _fail("/stack", "Ohne offene Aufgabe läuft keine Anweisung.", "Without an open task no effect runs.")
        return
    if not state.stack:
        raise _fail("/stack", "Eine offene Aufgabe braucht ihre Anweisung.", "An open task needs its effect.")
    last = len(state.stack) - 1
    for index, frame in enumerate(state.stack):
        try:
            op = resume(frame)[1]
        except Exception as exc:  # the submitted frame itself is what is checked here: any failure is its fault
            raise _fail(f"/stack/{index}", "Die Anweisung lässt sich nicht fortsetzen.",
                        f"The effect cannot be resumed ({type(exc).__name__}).") from exc
        if index < last:
            if type(op) not in _PUSHING:
                raise _fail(f"/stack/{index}", "Die Anweisung wartet auf keine andere.", "The effect waits on no other.")
        elif type(task) is Choice:
            if type(op) is not Ask or op.rule != task.rule or decider(state, op.player) != task.player:
                raise _fail(f"/stack/{index}", "Die Anweisung stellt diese Entscheidung nicht.",
                            "The effect does not ask this decision.")
            task.verb = op.verb
        elif type(op) is not (Draw if task.data["kind"] == "draw" else Reveal):
            raise _fail(f"/stack/{index}", "Die Anweisung zieht oder deckt hier nicht auf.",
                        "The effect does not draw or reveal here.")


_EXTRA_TURN_KEY = re.compile(r"extra-turn:\d{3}:(\d+):(\d+|-)")


def _check_turn_control(state: GameState) -> None:
    """Who decides and which extra turns are due (model.controller, ops.ExtraTurn) name seats of the game."""
    seats = len(state.players)
    seat = state.flags.get(CONTROLLER)
    if seat is not None and not (0 <= seat < seats and seat != state.active):
        raise _fail(f"/flags/{CONTROLLER}", "Erwartet: der Platz eines anderen Spielers.",
                    "Expected the seat of another player.")
    for key, value in state.tokens.items():
        match = _EXTRA_TURN_KEY.fullmatch(key) if key.startswith(EXTRA_TURN) else None
        if key.startswith(EXTRA_TURN) and (match is None or value != 1 or int(match.group(1)) >= seats or (
                match.group(2) != "-" and int(match.group(2)) >= seats)):
            raise _fail(f"/tokens/{key}", "Ein Extra-Zug: extra-turn:<nnn>:<Platz>:<Platz oder ->, Wert 1.",
                        "An extra turn: extra-turn:<nnn>:<seat>:<seat or ->, value 1.")
        if key == NORMAL_TURN and not 1 <= value <= seats:
            raise _fail(f"/tokens/{key}", "Erwartet: 1 + ein Platz.", "Expected 1 + a seat.")


def _check_events(state: GameState) -> None:
    """The game's Events (table tokens "event:<tag>", format.md "Ereignisse / Events") are Events the engine
    implements, value 1."""
    for key, value in state.tokens.items():
        if key.startswith(EVENT) and (key[len(EVENT):] not in EVENT_DEFS or value != 1):
            raise _fail(f"/tokens/{key}", "Ein Ereignis der Engine, Wert 1.", "An Event the engine implements, value 1.")


def state_from_json(data: Any) -> GameState:
    data = _object(data, "")
    for key in ("players", "editions", "kingdom", "supply", "cards"):
        if key not in data:
            raise _fail(f"/{key}", "Angabe fehlt.", "Missing.")
    players = _list(data["players"], "/players")
    if not players or any(type(p) is not str for p in players) or len(set(players)) != len(players):
        raise _fail("/players", "Erwartet: verschiedene Spielernamen.", "Expected distinct player names.")
    editions = _list(data["editions"], "/editions")
    for index, edition in enumerate(editions):
        if edition not in cards.EDITIONS:
            raise _fail(f"/editions/{index}", f"Unbekannte Edition {edition!r}.", f"Unknown edition {edition!r}.")
    seed = data.get("seed")
    if seed is not None and type(seed) is not str:
        raise _fail("/seed", "Erwartet: ein Text oder null.", "Expected a string or null.")
    players_cards = _object(data["cards"], "/cards")
    if set(players_cards) != set(players):
        raise _fail("/cards", "Für jeden Spieler genau seine Karten.", "Exactly one entry per player.")
    shuffles = _object(data.get("shuffles", {}), "/shuffles")
    result = data.get("result")
    if result is not None:
        _object(result, "/result")
    flags = _object(data.get("flags", {}), "/flags")
    for key, value in flags.items():
        _int(value, f"/flags/{key}", None)
    phase = data.get("phase", "start")
    if phase not in PHASES:
        raise _fail("/phase", f"Unbekannte Phase {phase!r}.", f"Unknown phase {phase!r}.")
    _list(data.get("gaps", []), "/gaps")  # always empty: gaps belong to a step, not to a position
    state = GameState(
        players=list(players),
        editions=list(editions),
        kingdom=_tags(data["kingdom"], "/kingdom"),
        seed=seed,
        supply=dict(_counts(data["supply"], "/supply")),
        trash=_counts(data.get("trash", {}), "/trash"),
        cards={name: _player_cards(players_cards[name], f"/cards/{name}") for name in players_cards},
        active=_int(data.get("active", 0), "/active"),
        phase=phase,
        turn=_int(data.get("turn", 0), "/turn"),
        actions=_int(data.get("actions", 0), "/actions", None),
        buys=_int(data.get("buys", 0), "/buys", None),
        coins=_int(data.get("coins", 0), "/coins", None),
        flags=dict(flags),
        stack=_stack(data.get("stack", [])),
        task=_task(data.get("waiting"), players),
        shuffles={name: _int(n, f"/shuffles/{name}") for name, n in shuffles.items()},
        result=copy.deepcopy(result),
        trash_unknown=_int(data.get("trash_unknown", 0), "/trash_unknown"),
        tokens=_ints(data.get("tokens", {}), "/tokens"),
        decks={name: _tags(deck, f"/decks/{name}") for name, deck in _object(data.get("decks", {}), "/decks").items()},
        kingdom_unknown=_int(data.get("kingdom_unknown", 0), "/kingdom_unknown"),
    )
    if state.active >= len(players):
        raise _fail("/active", "Kein Spieler an dieser Stelle.", "No player at that index.")
    _check_turn_control(state)
    _check_events(state)
    _verify_stack(state)
    return state

"""Die Schilde (ln 1089-1210): 18 shields, laid face up on the depots' goods fields by player count; a
player with a double may take one instead of the two die actions and puts it on one of their castle tiles;
at the end of each phase, before the mine income, every shield costs a tribute of 1 silver or leaves the game;
each shield's function holds while it lies (ln 1126-1208), and at the end it scores 12, 8 or 4 VP.

Entries: the chance event `shields` (which shields lie on which goods field; a seeded record draws it), the
moves `shield` (take one: `value` = the double's number = the depot, `shield`, `space` = the castle tile),
`turn-die` (#16), `name-opponent` (#6), and the answers `extra-goods` (#5), `place-direct` (#14, #15) and
`pay-tribute`. Position: `extra["schilde"]`: `depots` (shields on the goods fields), `held` ({player: {castle
space: shield}}), `borrow` (#6: the opponent named), `turned` (#16: the round it was used), `ending` (the
decisions of the phase's end still to come).
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from engine.core.errors import StateError
from engine.core.step import Choice, Notes
from engine.games.burgund import actions, facts, flow, tiles
from engine.games.burgund.hooks import Module
from engine.games.burgund.rules import CATALOG
from engine.games.burgund.state import GameState
from engine.games.burgund.tasks import chance, choice

SHIELDS = tuple(range(1, 19))  # ln 1104: Die 18 Schilde
PER_DEPOT = {2: {d: 1 for d in range(1, 7)},  # ln 1089-1097
             3: {1: 1, 2: 2, 3: 1, 4: 2, 5: 1, 6: 2},
             4: {d: 2 for d in range(1, 7)}}
END_VP = {**{n: 12 for n in range(1, 7)}, **{n: 8 for n in range(7, 13)}, **{n: 4 for n in range(13, 19)}}
TRIBUTE = 1  # ln 1121: jeder Schild kostet eine Silbermünze
UNLIMITED = 10**6  # #4: eine unbegrenzte Menge an Schlüsselfeldern
DIE = {"type": "integer", "minimum": 1, "maximum": 6}
SHIELD = {"type": "integer", "minimum": 1, "maximum": 18}

ACCEPTS = {"turn": ("shield", "turn-die", "name-opponent"), "burg": ("shield", "name-opponent"),
           "schild-5": ("extra-goods",), "schild-14": ("place-direct",), "schild-15": ("place-direct",),
           "tribut": ("pay-tribute",)}


class Shields(Module):
    slug = "schilde"
    name_de = "Die Schilde"
    name_en = "Shields"
    lines = (1089, 1210)
    moves = ("shield", "turn-die", "name-opponent", "extra-goods", "place-direct", "pay-tribute")
    move_fields = {"shield": SHIELD, "opponent": {"type": "string"}, "to": DIE, "silver": {"type": "integer", "minimum": 0},
                   "workers": {"type": "integer", "minimum": 0},
                   "drop": {"type": "array", "items": {"type": "integer", "minimum": 1}}}  # castle spaces (a double board: more than 37)
    events = ("shields",)
    event_fields = {"shields": {"type": "object", "additionalProperties": False,
                                "patternProperties": {"^[1-6]$": {"type": "array", "items": SHIELD,
                                                                  "maxItems": 2}}}}
    storage_unlimited = True  # #4
    choices = {
        "schild-5": ("burgund.schild-5", "gain", "alle Waren einer Sorte aus den Warenlagern (Schild 5)",
                     "all goods of one sort from the goods fields (shield 5)", ""),
        "schild-14": ("burgund.schild-14", "play", "Plättchen aus einem Depot direkt platzieren (Schild 14)",
                      "place a tile from a depot directly (shield 14)", ""),
        "schild-15": ("burgund.schild-15", "play", "Plättchen aus dem schwarzen Depot direkt platzieren (Schild 15)",
                      "place a tile from the black depot directly (shield 15)", ""),
        "tribut": ("burgund.schild-tribut", "", "Tribut für die Schilde zahlen", "pay the shields' tribute", ""),
    }

    # -- set-up: the shields on the goods fields -------------------------------------------------------
    def setup(self, state: GameState, setup: dict[str, Any]) -> None:
        state.extra[self.slug] = {"depots": {str(d): [] for d in range(1, 7)},
                                  "held": {p: {} for p in state.players}, "borrow": {p: None for p in state.players},
                                  "turned": {p: None for p in state.players}, "ending": [], "closing": False}
        state.tasks.append(chance("shields"))  # ln 1104-1105: before anything else

    def on_event(self, state: GameState, entry: dict[str, Any], notes: Notes) -> None:
        """ln 1104-1108: random shields, face up, so many per depot; the rest leave the game."""
        laid = entry.get("shields")
        want = PER_DEPOT[len(state.players)]
        numbers = [n for d in laid.values() for n in d] if isinstance(laid, dict) else []
        if not isinstance(laid, dict) or sorted(laid) != [str(d) for d in range(1, 7)] or any(
                len(laid[str(d)]) != want[d] for d in range(1, 7)) or len(set(numbers)) != len(numbers):
            raise CATALOG.contradict("schilde", "Je nach Spielerzahl "
                                     + ", ".join(f"Depot {d}: {n}" for d, n in want.items())
                                     + " verschiedene Schilde.", "So many different shields per depot.")
        state.tasks.pop()
        state.extra[self.slug]["depots"] = {d: list(v) for d, v in sorted(laid.items())}

    def seeded_event(self, state: GameState, need: str, rng: Any) -> dict[str, Any] | None:
        if need != "shields":
            return None
        drawn = list(SHIELDS)
        rng.shuffle(drawn)
        out: dict[str, list[int]] = {}
        for d, n in PER_DEPOT[len(state.players)].items():
            out[str(d)], drawn = drawn[:n], drawn[n:]
        return {"event": "shields", "shields": out}

    def extra_from_json(self, value: Any, where: str) -> Any:
        try:
            held = [n for h in value["held"].values() for n in h.values()]
            laid = [n for d in value["depots"].values() for n in d]
            ok = sorted(value) == ["borrow", "closing", "depots", "ending", "held", "turned"] and sorted(
                value["depots"]) == [
                str(d) for d in range(1, 7)] and all(n in SHIELDS for n in held + laid) and len(
                set(held + laid)) == len(held + laid) and all(
                s.isdigit() for h in value["held"].values() for s in h) and all(
                isinstance(e, list) and len(e) == 2 and e[0] in ("schild-14", "schild-15", "tribut")
                for e in value["ending"])
        except (KeyError, TypeError, AttributeError):
            ok = False
        if not ok:
            raise StateError(where, "Schilde: depots, held, borrow, turned, ending, closing.",
                             "Shields: depots, held, borrow, turned, ending, closing.")
        return value

    # -- moves -------------------------------------------------------------------------------------------
    def accepts(self, state: GameState, kind: str) -> tuple[str, ...]:
        return ACCEPTS.get(kind, ())

    def on_move(self, state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
        player = choice.player
        move = entry["move"]
        if move == "shield":
            _take(state, player, choice.kind, entry, notes)
        elif move == "turn-die":
            _turn_die(state, player, entry)
        elif move == "name-opponent":
            _name_opponent(state, player, entry)
            notes.reading("auslegung.schild-6-benennen")
        elif move == "extra-goods":
            state.tasks.pop()
            _extra_goods(state, player, entry.get("sort"))
        elif move == "place-direct":
            state.tasks.pop()
            _place_direct(state, player, "black" if choice.kind == "schild-15" else None, entry, notes)
        else:
            state.tasks.pop()
            _tribute(state, player, entry)

    def options(self, state: GameState, player: str, kind: str, data: dict[str, Any]) -> list[dict[str, Any]]:
        mine = state.extra[self.slug]
        out: list[dict[str, Any]] = []
        if kind in ("turn", "burg"):
            out += [o for o in _take_options(state, player, kind)]
            if holds(state, player, 6) and mine["borrow"][player] is None:
                out += [{"move": "name-opponent", "opponent": p} for p in state.players if p != player]
        if kind == "turn" and holds(state, player, 16) and mine["turned"][player] != _round(state):
            out += [{"move": "turn-die", "die": d, "to": v} for d in sorted(set(state.dice.get(player, [])))
                    for v in range(1, 7) if v != d]
        if kind == "schild-5":
            out += [{"move": "extra-goods", "sort": s} for s in _extra_sorts(state, player)]
            out.append({"move": "extra-goods", "sort": None})
        if kind in ("schild-14", "schild-15"):
            sources = [("black", state.black)] if kind == "schild-15" else [(d, state.depots[d]) for d in range(1, 7)]
            for depot, source in sources:
                for tile in sorted(set(source)):
                    for space in _direct_spaces(state, player, tile):
                        out.append({"move": "place-direct", "depot": depot, "tile": tile, "space": space})
            out.append({"move": "place-direct", "tile": None})
        if kind == "tribut":
            out += _tribute_options(state, player)
        return out

    # -- the functions of the shields ---------------------------------------------------------------------
    def placed(self, state: GameState, player: str, tile: str, space: int, notes: Notes) -> None:
        if tiles.kind(tile) == "ship" and holds(state, player, 5) and _extra_sorts(state, player):
            state.tasks.append(choice("schild-5", player))  # ln 1140-1141

    def workers_gained(self, state: GameState, player: str, count: int) -> None:
        """#2 (ln 1131-1132): whenever an opponent gains workers, one more for the holder (reading schild-2)."""
        for other in state.players:
            if other != player and holds(state, other, 2):
                state.workers[other] += 1

    def storage_limit(self, state: GameState, player: str) -> int | None:
        return UNLIMITED if holds(state, player, 4) else None  # ln 1137-1138

    def has_monastery(self, state: GameState, player: str, number: int) -> bool:
        """#6 (ln 1143-1146): the named opponent's monastery tiles, as if one's own."""
        other = state.extra[self.slug]["borrow"][player]
        return other is not None and holds(state, player, 6) and f"kloster-{number}" in state.estates[other].values()

    def monasteries(self, state: GameState, player: str) -> set[int]:
        other = state.extra[self.slug]["borrow"][player]
        if other is None or not holds(state, player, 6):
            return set()
        return {n for t in state.estates[other].values() if (n := tiles.monastery_number(t)) is not None}

    def animal_area(self, state: GameState, player: str, board: facts.Board, space: int) -> tuple[int, ...] | None:
        """#1 (ln 1126-1128): every pasture space counts as one pasture."""
        if not holds(state, player, 1):
            return None
        return tuple(s for s, t in board.types.items() if t == "pasture")

    def adjacency_free(self, state: GameState, player: str) -> bool:
        return holds(state, player, 18)  # ln 1207-1208

    def bonus_extra(self, state: GameState, player: str, points: int) -> int:
        return points if holds(state, player, 7) else 0  # ln 1148-1149 (reading schild-7-8-9-12)

    def mine_factor(self, state: GameState, player: str) -> int:
        return 2 if holds(state, player, 8) else 1  # ln 1151-1152

    def monastery_factor(self, state: GameState, player: str) -> int:
        return 2 if holds(state, player, 10) else 1  # ln 1177-1178: held at the end, monasteries score double

    def area_size(self, state: GameState, player: str, area: tuple[int, ...], size: int) -> int:
        return size + 1 if holds(state, player, 17) else size  # ln 1203-1205

    def sold(self, state: GameState, player: str, sort: int, count: int, notes: Notes | None) -> None:
        if holds(state, player, 9):  # ln 1154-1155: one silver per card instead of per sort
            state.silver[player] += count - 1
        if holds(state, player, 12):  # ln 1184-1185: double VP per card
            state.vp[player] += flow.GOODS_VP[flow.table_size(state)] * count

    # -- the end of a phase: #14, #15, the tribute -----------------------------------------------------------
    def phase_end(self, state: GameState, notes: Notes | None) -> bool:
        mine = state.extra[self.slug]
        order = flow.bridge_order(state)
        ending = [[f"schild-{n}", p] for n in (14, 15) for p in order if holds(state, p, n)]  # ln 1190-1198
        ending += [["tribut", p] for p in order if mine["held"][p]]  # ln 1120-1122
        if not ending:
            return False
        mine["ending"] = ending
        mine["closing"] = True
        state.round = flow.ROUNDS - 1  # still the last round of the phase
        state.turn_index = 0
        state.tasks = []
        _next_ending(state)
        return True

    def resume(self, state: GameState, notes: Notes) -> None:
        mine = state.extra[self.slug]
        if not mine["closing"]:
            return
        _next_ending(state)
        if not state.tasks:  # the phase's end decisions are all answered
            mine["closing"] = False
            flow.finish_phase(state, notes)

    def final_scoring(self, state: GameState, player: str, details: dict[str, int], notes: Notes | None) -> None:
        """ln 1129-1205: each shield still held scores 12, 8 or 4; #13 doubles them. (#10 doubles the
        monastery tiles' end VP after every module's part: `monastery_factor`.)"""
        held = list(state.extra[self.slug]["held"][player].values())
        points = sum(END_VP[n] for n in held)
        details["shields"] = 2 * points if 13 in held else points

    def bot_score(self, state: GameState, option: dict[str, Any]) -> float | None:
        move = option["move"]
        if move == "shield":
            return 9.0
        if move == "pay-tribute":
            return 5.0 - 3 * len(option["drop"])
        if move == "place-direct":
            return 12.0 if option.get("tile") else 0.0
        if move == "extra-goods":
            return 3.0 if option.get("sort") else 0.0
        return None

    def picture_lines(self, state: GameState, names: dict[str, str]) -> list[str]:
        mine = state.extra[self.slug]
        depots = " | ".join(f"{d}: {', '.join(map(str, v)) or '–'}" for d, v in mine["depots"].items())
        out = [f"Schilde auf den Warenfeldern: {depots}"]
        for p in state.players:
            held = ", ".join(f"Burg {s}: Schild {n}" for s, n in sorted(mine["held"][p].items())) or "–"
            out.append(f"Schilde {p}: {held}")
        return out


# -- helpers -----------------------------------------------------------------------------------------------
def holds(state: GameState, player: str, number: int) -> bool:
    return number in state.extra["schilde"]["held"][player].values()


def _round(state: GameState) -> str:
    return f"{state.phase}-{state.round}"


def _castles(state: GameState, player: str) -> list[int]:
    """The player's castle tiles (ln 1113: Burg-Plättchen; reading schild-burg: not the white castles)."""
    return sorted(s for s, t in state.estates[player].items() if t == "burg")


def _shield_problem(state: GameState, player: str, number: Any, depot: Any, space: Any) -> tuple[str, str, str] | None:
    mine = state.extra["schilde"]
    if type(depot) is not int or number not in mine["depots"].get(str(depot), []):
        return ("schild-nehmen", f"Im Depot {depot!r} liegt kein Schild {number!r}.", f"No shield {number!r} there.")
    if space not in _castles(state, player):
        return ("schild-burg", "Der Schild kommt auf ein eigenes Burg-Plättchen.", "The shield goes on an own castle.")
    # an estate shared with other players (the team game's double estate): a castle carries one shield of
    # either, and only one's own is replaced (reading team-schilde)
    if any(str(space) in mine["held"][other] for other in state.players
           if other != player and state.estates[other] is state.estates[player]):
        return ("schild-burg", "Diese Burg trägt schon den Schild des Teampartners (ein Schild je Burg, ln 1113-1114).",
                "This castle already carries the partner's shield (one shield per castle).")
    after = {**mine["held"][player], str(space): number}
    if 6 in after.values() and 10 in after.values():
        return ("schild-10", "Schild 10 und Schild 6 dürfen nicht zusammen ausliegen.",
                "Shields 10 and 6 may not be held together.")
    # the double estate's monastery tiles are both members': not within one team either (reading team-schild-10)
    excluded = {6: 10, 10: 6}.get(number)
    if excluded and any(excluded in mine["held"][other].values() for other in state.players
                        if other != player and state.estates[other] is state.estates[player]):
        return ("schild-10", "Schild 10 und Schild 6 dürfen auch nicht im selben Team ausliegen (die Kloster-"
                "Plättchen des Doppelfürstentums gehören beiden; ln 1178).",
                "Shields 10 and 6 may not be held within one team either (the double estate's monasteries are both's).")
    return None


def _double_cost(state: GameState, player: str, value: int) -> int:
    """Workers that turn both unused dice into a double of `value` (ln 1117-1118; #8 as for any die)."""
    return sum(actions.chip_cost(state, player, d, value, False) for d in state.dice[player])


def _take(state: GameState, player: str, kind: str, entry: dict[str, Any], notes: Notes) -> None:
    """ln 1112-1115: with a double, instead of the two actions; #11 (ln 1181-1182): as a castle's action."""
    value, number, space = entry.get("value"), entry.get("shield"), entry.get("space")
    if kind == "burg":
        if not holds(state, player, 11):
            raise CATALOG.refuse("schild-11", "Einen Schild als Aktion der Burg nimmt nur, wer Schild 11 hat.",
                                 "Only the holder of shield 11 takes a shield as a castle's action.")
        notes.reading("auslegung.schild-11-depot")
    else:
        dice = state.dice.get(player, [])
        if len(dice) != 2:
            raise CATALOG.refuse("schild-nehmen", "Einen Schild gibt es anstelle beider Aktionen: beide Würfel "
                                 "sind noch ungenutzt.", "A shield replaces both actions: both dice still unused.")
        if type(value) is not int or value not in range(1, 7):
            raise CATALOG.refuse("schild-nehmen", "Der Pasch nennt seine Zahl (value).", "The double names its value.")
        cost = _double_cost(state, player, value)
        if cost > state.workers[player]:
            raise CATALOG.refuse("schild-nehmen", f"Ein {value}er-Pasch aus {dice[0]} und {dice[1]} kostet {cost} "
                                 f"Arbeiterchips; {player} hat {state.workers[player]}.",
                                 f"A double {value} costs {cost} workers.")
        notes.reading("auslegung.schild-pasch")
    problem = _shield_problem(state, player, number, value, space)
    if problem:
        raise CATALOG.refuse(*problem)
    if kind == "burg":
        state.tasks.pop()
    else:
        state.workers[player] -= _double_cost(state, player, value)
        state.dice[player] = []
    notes.reading("auslegung.schild-burg")
    mine = state.extra["schilde"]
    mine["depots"][str(value)].remove(number)
    mine["held"][player][str(space)] = number  # a shield there before leaves the game (ln 1114)


def _take_options(state: GameState, player: str, kind: str) -> list[dict[str, Any]]:
    mine = state.extra["schilde"]
    if kind == "burg" and not holds(state, player, 11):
        return []
    if kind == "turn" and len(state.dice.get(player, [])) != 2:
        return []
    out = []
    for value in range(1, 7):
        if kind == "turn" and _double_cost(state, player, value) > state.workers[player]:
            continue
        for number in mine["depots"][str(value)]:
            for space in _castles(state, player):
                if _shield_problem(state, player, number, value, space) is None:
                    out.append({"move": "shield", "value": value, "shield": number, "space": space})
    return out


def _turn_die(state: GameState, player: str, entry: dict[str, Any]) -> None:
    """#16 (ln 1200-1201): once a round one die to any number."""
    mine = state.extra["schilde"]
    die, to = entry.get("die"), entry.get("to")
    if not holds(state, player, 16) or mine["turned"][player] == _round(state):
        raise CATALOG.refuse("schild-16", "Einen Würfel drehen darf, wer Schild 16 hat, einmal je Runde.",
                             "The holder of shield 16 turns one die once a round.")
    if die not in state.dice.get(player, []) or type(to) is not int or to not in range(1, 7) or to == die:
        raise CATALOG.refuse("schild-16", "Gedreht wird ein ungenutzter eigener Würfel auf eine andere Zahl 1-6.",
                             "An unused own die is turned to another number 1-6.")
    state.dice[player].remove(die)
    state.dice[player].append(to)
    mine["turned"][player] = _round(state)


def _name_opponent(state: GameState, player: str, entry: dict[str, Any]) -> None:
    """#6 (ln 1143-1146): once, one opponent whose monastery tiles count as one's own (reading schild-6)."""
    mine = state.extra["schilde"]
    other = entry.get("opponent")
    if not holds(state, player, 6) or mine["borrow"][player] is not None or other not in state.players \
            or other == player:
        raise CATALOG.refuse("schild-6", "Einen Mitspieler benennt, wer Schild 6 hat, einmal.",
                             "The holder of shield 6 names an opponent, once.")
    mine["borrow"][player] = other


def _extra_sorts(state: GameState, player: str) -> list[int]:
    held = {s for s, n in state.goods[player].items() if n}
    room = flow.goods_sorts_limit(state) - len(held)
    present = sorted({g for f in state.depot_goods.values() for g in f})
    return [s for s in present if s in held or room > 0]


def _extra_goods(state: GameState, player: str, sort: Any) -> None:
    """#5 (ln 1140-1141): all goods of one sort from all six goods fields (darf; the 3 sorts still hold)."""
    if sort is None:
        return
    if sort not in _extra_sorts(state, player):
        raise CATALOG.refuse("schild-5", f"Keine Waren der Sorte {sort!r}, die ins Lager passen.",
                             f"No goods of sort {sort!r} that fit.")
    for field in state.depot_goods:
        taken = [g for g in state.depot_goods[field] if g == sort]
        state.depot_goods[field] = [g for g in state.depot_goods[field] if g != sort]
        state.goods[player][sort] = state.goods[player].get(sort, 0) + len(taken)


def _direct_spaces(state: GameState, player: str, tile: str) -> list[int]:
    """Where `tile` may go directly (reading schild-14-15: colour and adjacency, no die number)."""
    trial = state.copy()
    trial.storage[player] = [*trial.storage[player], tile]
    return [s for s in sorted(trial.board(player).types)
            if actions.problem_place(trial, player, tile, s, None) is None]


def _place_direct(state: GameState, player: str, black: str | None, entry: dict[str, Any], notes: Notes) -> None:
    """#14 / #15 (ln 1190-1198): a tile from a depot (or the black depot) directly into the estate."""
    rule = "schild-15" if black else "schild-14"
    tile = entry.get("tile")
    if tile is None:
        return  # "darf": the tile may be left
    depot = entry.get("depot")
    source = state.black if black else state.depots.get(depot) if type(depot) is int else None
    if (black and depot != "black") or source is None or tile not in source:
        raise CATALOG.refuse(rule, "Dort liegt dieses Plättchen nicht.", "That tile does not lie there.")
    space = entry.get("space")
    if space not in _direct_spaces(state, player, tile):
        raise CATALOG.refuse(rule, f"{tile} passt nicht auf Feld {space!r} (Farbe, angrenzend, frei).",
                             f"{tile} does not fit space {space!r}.")
    notes.reading("auslegung.schild-14-15")
    source.remove(tile)
    state.storage[player].append(tile)
    actions.place(state, player, tile, space, notes)


def _tribute_options(state: GameState, player: str) -> list[dict[str, Any]]:
    spaces = sorted(int(s) for s in state.extra["schilde"]["held"][player])
    out = []
    for k in range(len(spaces) + 1):
        for drop in combinations(spaces, k):
            due = len(spaces) - k
            for workers in range(due + 1) if holds(state, player, 3) else (0,):
                silver = due - workers
                if silver <= state.silver[player] and workers <= state.workers[player]:
                    out.append({"move": "pay-tribute", "silver": silver, "workers": workers, "drop": list(drop)})
    return out


def _tribute(state: GameState, player: str, entry: dict[str, Any]) -> None:
    """ln 1120-1122: 1 silver per shield (#3: also workers, mixed); an unpaid shield leaves the game."""
    held = state.extra["schilde"]["held"][player]
    silver, workers, drop = entry.get("silver", 0), entry.get("workers", 0), entry.get("drop", [])
    ok = type(silver) is int and type(workers) is int and isinstance(drop, list) and len(set(drop)) == len(drop) \
        and all(str(s) in held for s in drop) and silver + workers + len(drop) == len(held) * TRIBUTE \
        and 0 <= silver <= state.silver[player] and 0 <= workers <= state.workers[player]
    if not ok:
        raise CATALOG.refuse("schild-tribut", f"{player} zahlt für {len(held)} Schild(e) je 1 Silbermünze oder gibt "
                             "sie ab (drop).", f"{player} pays 1 silver per shield or gives them up.")
    if workers and not holds(state, player, 3):
        raise CATALOG.refuse("schild-3", "Mit Arbeiterchips zahlt nur, wer Schild 3 hat.",
                             "Only the holder of shield 3 pays with workers.")
    state.silver[player] -= silver
    state.workers[player] -= workers
    for space in drop:
        del held[str(space)]


def _next_ending(state: GameState) -> None:
    """Open the next decision of the phase's end (or none: `resume` finishes the phase)."""
    mine = state.extra["schilde"]
    while mine["ending"]:
        kind, player = mine["ending"].pop(0)
        if kind == "tribut" and not mine["held"][player]:
            continue
        if kind == "schild-14" and not (holds(state, player, 14) and any(state.depots.values())):
            continue
        if kind == "schild-15" and not (holds(state, player, 15) and state.black):
            continue
        state.tasks.append(choice(kind, player))
        return


MODULE = Shields()

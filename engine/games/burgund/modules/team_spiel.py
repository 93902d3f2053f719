"""Das Team-Spiel (ln 966-1024): four players in two teams of two (ln 969). Each team shares a double board
(12a1 + 12a2, or 12b1 + 12b2) with one start castle on the central dark-green 1 (12b: 1 or 6), three goods,
its workers (team A 3, team B 5) and two silver (ln 972-995); every player keeps two dice, a VP marker and a
bridge pawn; the first round goes A1, B1, A2, B2, then by the bridge (ln 997-1000). Each player has two own
storage spaces and the team two shared ones; the partner's own spaces and dice are never used, and a stored
tile is never moved (ln 1004-1010). At the end the team's VP are added; a tie goes to the team with more
empty spaces in its double estate (ln 1022-1023).

Extraction lost the double boards (the external facts have none either), so the record states them:
`setup.module_data["team-spiel"]` = {"teams": {"A": [A1, A2], "B": [B1, B2]}, "boards": {"A"|"B": {"name":
"12a"|"12b", "spaces": [{"id", "type", "die", "axial"}, ...], "start_castle"}}}. Every placement names the
reading `team-datensatz`. Team A is the start player's team and A1 the start player (reading
team-startspieler; external fact `team_setup`).

The state keeps the base game's per-player fields, and what a team shares is the same for both members:
`silver`, `workers`, `goods` and `estates` hold equal values for both (in memory one object, restored by
`shape` after every copy and JSON read), `storage[p]` is p's own tiles followed by the team's shared ones.
Position: `extra["team-spiel"]` = {"teams", "boards", "shared": {"A": [...], "B": [...]}} (the shared
storage spaces), and once #27 lies in a double estate `placed_by` = {"kloster-27": player} (its effect is the
placer's pawn's, reading team-bruecke). An entry that lays a tile on or takes one off a storage space names the
space: `lager` ("eigen" | "gemeinsam").
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.errors import RecordError, StateError
from engine.core.pile import Pile
from engine.core.step import Notes
from engine.games.burgund import facts, flow, hooks, tiles
from engine.games.burgund.hooks import Module
from engine.games.burgund.modules.grenzposten import board_of
from engine.games.burgund.modules.zusaetzliche_plaettchen import BRIDGE
from engine.games.burgund.rules import CATALOG
from engine.games.burgund.state import GameState

NUMBER = 12  # state.boards: the team boards 12a/12b (ln 79)
NAMES = ("12a", "12b")  # ln 979, 985
TEAMS = ("A", "B")  # ln 994, 1000
START_WORKERS = {"A": 3, "B": 5}  # ln 994: drei Arbeiterchips (für Team A) bzw. fünf (für Team B)
START_SILVER = 2  # ln 994-995: sowie jeweils zwei Silbermünzen
START_CASTLE_DIE = {"12a": (1,), "12b": (1, 6)}  # ln 988-989: das zentrale dunkelgrüne 1er-Feld; bei 12b 1 oder 6
OWN_SPACES = 2  # ln 1004-1005: nur zwei eigene Schlüsselfelder
SHARED_SPACES = 2  # ln 1005: dafür aber auch zwei gemeinsame
LAGER = ("eigen", "gemeinsam")
STORE_MOVES = ("take", "pick", "buy")  # moves that lay a tile on a storage space
PLACE_MOVES = ("place",)  # moves that take one off it
PLACERS_OWN = (BRIDGE,)  # ln 864-865: "Wer dieses Plättchen ... platziert, ... mit seinem Stein": one pawn's

SPACE = {"type": "object", "required": ["id", "type", "die", "axial"], "additionalProperties": False,
         "properties": {"id": {"type": "integer", "minimum": 1},
                        "type": {"enum": list(facts.SPACE_TYPES)},
                        "die": {"type": "integer", "minimum": 1, "maximum": 6},
                        "axial": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2}}}
BOARD = {"type": "object", "required": ["name", "spaces", "start_castle"], "additionalProperties": False,
         "properties": {"name": {"enum": list(NAMES)},
                        "spaces": {"type": "array", "items": SPACE, "minItems": 2},
                        "start_castle": {"type": "integer"}}}
TEAM = {"type": "array", "items": {"type": "string"}, "minItems": 2, "maxItems": 2}


class Shared(dict):  # type: ignore[type-arg]
    """A per-player field of which team members hold one value: writing it for one writes it for both.
    (A plain dict copy keeps the equal values; `shape` wraps it again.)"""

    def __init__(self, values: dict[str, Any], mates: dict[str, tuple[str, ...]]) -> None:
        super().__init__(values)
        self.mates = mates

    def __setitem__(self, key: str, value: Any) -> None:
        for player in self.mates.get(key, (key,)):
            dict.__setitem__(self, player, value)


def layout_problem(layout: dict[str, Any]) -> str | None:
    """What is wrong with a stated double board (beyond the schema), in German; None when it can be played."""
    ids = [s["id"] for s in layout["spaces"]]
    if sorted(ids) != list(range(1, len(ids) + 1)):
        return "Die Felder des Doppeltableaus heißen 1 bis N, jedes einmal."
    if len({tuple(s["axial"]) for s in layout["spaces"]}) != len(ids):
        return "Zwei Felder mit derselben Lage (axial)."
    space = next((s for s in layout["spaces"] if s["id"] == layout["start_castle"]), None)
    dice = START_CASTLE_DIE[layout["name"]]
    if space is None or space["type"] != "castle" or space["die"] not in dice:
        return (f"Die Burg liegt auf dem dunkelgrünen {' oder '.join(map(str, dice))}er-Feld "
                f"(ln 988-989).")
    return None


def teams(state: GameState) -> dict[str, list[str]]:
    return state.extra["team-spiel"]["teams"]


def team_of(state: GameState, player: str) -> str:
    return next(t for t, members in teams(state).items() if player in members)


def mate_of(state: GameState, player: str) -> str:
    return next(p for p in teams(state)[team_of(state, player)] if p != player)


def shared_of(state: GameState, player: str) -> list[str]:
    return state.extra["team-spiel"]["shared"][team_of(state, player)]


def own_of(state: GameState, player: str) -> list[str]:
    """The tiles on the player's own storage spaces (`storage` lists them before the team's shared ones)."""
    stored = state.storage[player]
    return stored[:len(stored) - len(shared_of(state, player))]


def refuse(de: str, en: str, **details: Any) -> Exception:
    return CATALOG.refuse("team-lager", de, en, **details)


class Team(Module):
    slug = "team-spiel"
    name_de = "Das Team-Spiel"
    name_en = "Team game"
    lines = (966, 1024)
    players = (4,)  # ln 969: zwei Teams à zwei Spieler
    board_numbers = (NUMBER,)
    storage_unlimited = True  # a player sees 2 own + 2 shared spaces (the module checks both limits)
    scores_last = True  # the final scoring merges the members' after every other module's part
    move_fields = {"lager": {"enum": list(LAGER)},
                   "space": {"type": "integer", "minimum": 1}}  # a double board has more than 37 spaces
    data_schema = {"type": "object", "required": ["teams", "boards"], "additionalProperties": False,
                   "properties": {
                       "teams": {"type": "object", "required": list(TEAMS), "additionalProperties": False,
                                 "properties": {t: TEAM for t in TEAMS}},
                       "boards": {"type": "object", "required": list(TEAMS), "additionalProperties": False,
                                  "properties": {t: BOARD for t in TEAMS}}}}

    # -- set-up ---------------------------------------------------------------------------------------------
    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[Any]:
        where = f"/setup/module_data/{self.slug}"
        data = setup.get("module_data", {}).get(self.slug)
        if data is None:
            return [RecordError(where, "Die Teams und die Doppeltableaus 12a/12b nennt der Datensatz (die "
                                "Tableaus sind in der Regel verloren; ln 969-989).",
                                "The record states the teams and the double boards 12a/12b (lost in the text).")]
        members = [p for t in TEAMS for p in data["teams"][t]]
        if sorted(members) != sorted(players):
            return [RecordError(f"{where}/teams", "Es werden zwei Teams à zwei Spieler gebildet (ln 969): jeder "
                                "Spieler in genau einem Team.", "Two teams of two: every player in exactly one.")]
        errors = []
        if setup.get("start_player", players[0]) != data["teams"]["A"][0]:
            errors.append(RecordError(f"{where}/teams/A", "A1 ist der Startspieler (ln 999-1000: die erste Runde "
                                      "wird abwechselnd gespielt, A1, B1, A2, B2).",
                                      "A1 is the start player (first round A1, B1, A2, B2)."))
        for team in TEAMS:
            problem = layout_problem(data["boards"][team])
            if problem:
                errors.append(RecordError(f"{where}/boards/{team}", problem, "The stated double board cannot be played."))
        return errors

    def setup(self, state: GameState, setup: dict[str, Any]) -> None:
        data = setup["module_data"][self.slug]
        chosen = {t: list(data["teams"][t]) for t in TEAMS}
        state.extra[self.slug] = {"teams": chosen, "boards": {t: data["boards"][t] for t in TEAMS},
                                  "shared": {t: [] for t in TEAMS}}
        # ln 974-989: one castle per team (the base set-up took one per player: one per team goes back)
        supply = state.supplies["dunkelgruen"]
        state.supplies["dunkelgruen"] = Pile.shuffled_from(supply.pool + Counter({"burg": len(TEAMS)}))
        for team in TEAMS:
            estate = {data["boards"][team]["start_castle"]: "burg"}
            goods: dict[int, int] = {}
            for player in chosen[team]:
                state.boards[player] = NUMBER
                state.estates[player] = estate
                state.goods[player] = goods
                state.silver[player] = START_SILVER
                state.workers[player] = START_WORKERS[team]
                state.provenance["boards"][player] = {"confidence": "record", "name": data["boards"][team]["name"],
                                                      "source": f"setup.module_data.{self.slug}.boards.{team}"}
        fact = facts.raw()["other_facts"]["team_setup"]["provenance"]["confidence"]
        state.provenance["team_setup"] = fact  # 3 workers for the start player's team (reading team-startspieler)
        a1, a2 = chosen["A"]
        b1, b2 = chosen["B"]
        state.bridge[0] = [a1, b1, a2, b2]  # ln 998-1000: als Stapel, erste Runde A1, B1, A2, B2
        self.shape(state)

    def board(self, extra: Any, player: str) -> facts.Board | None:
        if not extra:
            return None
        team = next(t for t, members in extra["teams"].items() if player in members)
        return board_of(extra["boards"][team], NUMBER)

    def extra_from_json(self, value: Any, where: str) -> Any:
        try:
            placed_by = value.get("placed_by", {})
            ok = sorted(set(value) - {"placed_by"}) == ["boards", "shared", "teams"] and sorted(
                value["teams"]) == list(TEAMS) and all(
                len(value["teams"][t]) == 2 and layout_problem(value["boards"][t]) is None
                and isinstance(value["shared"][t], list) and len(value["shared"][t]) <= SHARED_SPACES
                for t in TEAMS) and isinstance(placed_by, dict) and all(
                tile in PLACERS_OWN and any(p in value["teams"][t] for t in TEAMS) for tile, p in placed_by.items())
        except (KeyError, TypeError, AttributeError):
            ok = False
        if not ok:
            raise StateError(where, "Team-Spiel: teams, boards, shared (je Team höchstens 2 gemeinsame Plättchen), "
                             "placed_by (Nr. 27: ein Spieler).", "Team game: teams, boards, shared (at most 2 shared "
                             "tiles per team), placed_by (#27: a player).")
        return value

    def shape(self, state: GameState) -> None:
        """What a team shares is one value for both members (checked when read from JSON)."""
        if not isinstance(state.extra.get(self.slug), dict):
            raise StateError(f"/extra/{self.slug}", "Team-Spiel: die Teams und ihre Tableaus fehlen.",
                             "Team game: the teams and their boards are missing.")
        mates = {p: tuple(members) for members in teams(state).values() for p in members}
        for key in ("silver", "workers", "goods", "estates"):
            field = getattr(state, key)
            for first, second in teams(state).values():
                if field[first] != field[second]:
                    raise StateError(f"/{key}/{second}", "Im Team-Spiel teilen sich beide Teammitglieder dies "
                                     "(ln 1007-1008).", "Both team members share this.")
                if key in ("goods", "estates"):
                    dict.__setitem__(field, second, field[first])  # one object for both
            setattr(state, key, field if isinstance(field, Shared) else Shared(field, mates))
        for player in state.players:
            shared = shared_of(state, player)
            stored = state.storage[player]
            if stored[len(stored) - len(shared):] != shared or len(stored) < len(shared):
                raise StateError(f"/storage/{player}", "Die Schlüsselfelder eines Spielers: seine eigenen, dann die "
                                 "gemeinsamen des Teams (extra.team-spiel.shared).",
                                 "A player's storage: own tiles, then the team's shared ones.")

    # -- the storage spaces (ln 1004-1010) ------------------------------------------------------------------
    def storage_limit(self, state: GameState, player: str) -> int | None:
        """All the player's storage spaces: a discard is asked only when no own and no shared one is free.
        Own tiles beyond the own spaces (stored with shield 4, which then left) keep theirs (reading
        team-schild-4)."""
        return max(len(own_of(state, player)), self._own_limit(state, player)) + SHARED_SPACES

    def _own_limit(self, state: GameState, player: str) -> int:
        # another module's more storage spaces (shield 4: unlimited) widen the player's own ones
        more = [n for m in hooks.active(state) if m is not self and (n := m.storage_limit(state, player)) is not None]
        return max([OWN_SPACES, *more])

    def entered(self, before: GameState, state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
        """ln 1004-1010: which space a stored or placed tile lies on (`lager`): own or shared, never the
        partner's; the tile stays there until placed or discarded (reading team-lager)."""
        if player not in state.storage or not state.extra.get(self.slug):
            return
        was, now = Counter(before.storage[player]), Counter(state.storage[player])
        removed, added = was - now, now - was
        lager = entry.get("lager")
        discard = entry.get("discard") if entry.get("move") in STORE_MOVES and entry.get("tile") else None
        if not removed and not added and discard is None:  # the entry stores nothing
            if lager is not None:
                raise refuse("Nur wer ein Plättchen auf ein Schlüsselfeld legt oder von dort nimmt, nennt lager.",
                             "Only an entry that stores or unstores a tile names lager.", lager=lager)
            self._rebuild(state, player, own_of(before, player), list(shared_of(before, player)))
            return
        if lager not in LAGER:
            raise refuse("Im Team-Spiel nennt der Eintrag das Schlüsselfeld: lager = eigen oder gemeinsam "
                         "(ln 1004-1005).", "In the team game the entry names the storage space: lager = eigen "
                         "(own) or gemeinsam (shared).", lager=lager)
        notes.reading("auslegung.team-lager")
        own, shared = list(own_of(before, player)), list(shared_of(before, player))
        if len(own) > self._own_limit(before, player):  # stored with shield 4, which left since
            notes.reading("auslegung.team-schild-4")
        target = own if lager == "eigen" else shared
        held = len(target)  # (more than the limit after shield 4 left: they stay, but no more are added)
        if discard is not None and not removed and discard not in target:  # a tile swapped for one alike
            removed = Counter([discard])
            added = Counter([discard])
        for tile in removed.elements():
            if tile not in target:
                raise refuse(f"{tile} liegt nicht auf {'einem eigenen' if lager == 'eigen' else 'einem gemeinsamen'} "
                             "Schlüsselfeld (ln 1007-1010: die zwei Plättchen des Teampartners nie; umgelegt wird "
                             "nicht).", f"{tile} is not on {'an own' if lager == 'eigen' else 'a shared'} storage "
                             "space (never the partner's; tiles are not moved).", tile=tile)
            target.remove(tile)
        target.extend(added.elements())
        limit = self._own_limit(state, player) if lager == "eigen" else SHARED_SPACES
        if len(target) > max(limit, held):
            raise refuse(f"{player} hat nur {limit} {'eigene' if lager == 'eigen' else 'gemeinsame'} Schlüsselfelder, "
                         "und sie sind belegt (ln 1004-1005).", f"{player} has only {limit} "
                         f"{'own' if lager == 'eigen' else 'shared'} storage spaces, and they are full.")
        self._rebuild(state, player, own, shared)

    def _rebuild(self, state: GameState, player: str, own: list[str], shared: list[str]) -> None:
        mate = mate_of(state, player)
        mate_own = own_of(state, mate)  # the mate's list is unchanged by the player's entry
        state.extra[self.slug]["shared"][team_of(state, player)] = shared
        state.storage[player] = [*own, *shared]
        state.storage[mate] = [*mate_own, *shared]

    def adjust_options(self, state: GameState, player: str, kind: str,
                       options: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
        """Every entry that stores or places a tile, once for each storage space it can use."""
        own, shared = own_of(state, player), shared_of(state, player)
        room = {"eigen": len(own) < self._own_limit(state, player), "gemeinsam": len(shared) < SHARED_SPACES}
        out: list[dict[str, Any]] = []
        for option in options:
            move, tile = option.get("move"), option.get("tile")
            if tile is None or move not in (*STORE_MOVES, *PLACE_MOVES):
                out.append(option)
                continue
            if move in PLACE_MOVES:
                usable = [k for k, held in (("eigen", own), ("gemeinsam", shared)) if tile in held]
            elif "discard" in option:
                usable = [k for k, held in (("eigen", own), ("gemeinsam", shared)) if option["discard"] in held]
            else:
                usable = [k for k in LAGER if room[k]]
            out += [{**option, "lager": k} for k in usable]
        return out

    # -- the shared pieces -----------------------------------------------------------------------------------
    def goods_receivers(self, state: GameState) -> list[str] | None:
        """ln 991-992: three goods per team, onto the shared goods storage (named by the team's first player)."""
        return [teams(state)[t][0] for t in TEAMS]

    def placed(self, state: GameState, player: str, tile: str, space: int, notes: Notes) -> None:
        notes.reading("auslegung.team-datensatz")  # the double board is the record's
        if tile in PLACERS_OWN:  # ln 864-865: #27 is the placer's pawn's, not the partner's (reading team-bruecke)
            state.extra[self.slug].setdefault("placed_by", {})[tile] = player
            notes.reading("auslegung.team-bruecke")

    def placer(self, state: GameState, tile: str) -> str | None:
        return state.extra[self.slug].get("placed_by", {}).get(tile)

    def bridge_moved(self, state: GameState) -> None:
        """ln 1016-1018: on the last bridge space each further ship puts the pawn on top again (the base
        engine's move already does: one space on, at most to the last, on top)."""

    def final_scoring(self, state: GameState, player: str, details: dict[str, int], notes: Notes | None) -> None:
        """ln 1022: the team's VP are added. What the team shares (goods, silver, workers, the double estate's
        end-scoring monasteries) counts once, in its first player's scoring, with both members' sold goods and
        bonus tiles for #15, #25 and #26 (reading team-wertung). Runs after the other modules (scores_last);
        a factor of either member (shield 10) applies to the team's monasteries: `monastery_factor`."""
        first, second = teams(state)[team_of(state, player)]
        if player == second:
            for key in ("goods", "silver", "workers", "monasteries"):
                details[key] = 0
            return
        placed = {n for t in state.estates[player].values() if (n := _monastery(t)) is not None}
        alone = flow.monastery_points(state, player, placed | hooks.monasteries(state, first), None)
        trial = state.copy()
        trial.sold[player] = dict(Counter(state.sold[first]) + Counter(state.sold[second]))
        trial.bonus[player] = [*state.bonus[first], *state.bonus[second]]
        both = placed | hooks.monasteries(state, first) | hooks.monasteries(state, second)
        details["monasteries"] = details.get("monasteries", 0) + flow.monastery_points(trial, player, both, notes) - alone
        if notes is not None and self.monastery_factor(state, player) != 1:
            notes.reading("auslegung.team-schild-10")

    def monastery_factor(self, state: GameState, player: str) -> int:
        """ln 1177-1178: shield 10 doubles "jedes seiner Kloster-Plättchen": the double estate's are both
        members', scored with the first (reading team-schild-10). So the first's factor takes the partner's too
        (the partner's own counts nothing)."""
        first, second = teams(state)[team_of(state, player)]
        if player == second:
            return 1
        factor = 1
        for m in hooks.active(state):
            if m is not self:
                factor *= m.monastery_factor(state, second)
        return factor

    def result(self, state: GameState, result: dict[str, Any]) -> None:
        """ln 1022-1023: the larger team sum wins; a tie goes to more empty spaces in the double estate;
        if that is equal too, both teams (reading team-gleichstand)."""
        summary = {}
        for team, members in teams(state).items():
            summary[team] = {"players": list(members), "score": sum(state.vp[p] for p in members),
                             "empty_spaces": flow.empty_spaces(state, members[0])}
        best = max((s["score"], s["empty_spaces"]) for s in summary.values())
        result["teams"] = summary
        result["winners"] = [p for s in summary.values() if (s["score"], s["empty_spaces"]) == best
                             for p in s["players"]]

    # -- picture and bots -----------------------------------------------------------------------------------
    def estate_groups(self, state: GameState, names: dict[str, str]) -> list[tuple[str, list[str], list[str]]] | None:
        """The picture draws each team's double estate once, with the team's shared pieces under it."""
        from engine.games.burgund.picture import _bonus_name, tile_name  # the picture imports the hooks

        def listed(stored: list[str]) -> str:
            return ", ".join(tile_name(t, names) for t in stored) or "–"
        out = []
        for team, members in teams(state).items():
            first = members[0]
            goods = ", ".join(f"{n}× {s}" for s, n in sorted(state.goods[first].items()) if n) or "–"
            texts = [f"Team {team}: SP-Summe {sum(state.vp[p] for p in members)} · Silber {state.silver[first]} · "
                     f"Arbeiter {state.workers[first]} · Lager: {goods}",
                     f"Gemeinsame Schlüsselfelder: {listed(state.extra[self.slug]['shared'][team])}"]
            for player in members:
                bonus = ", ".join(_bonus_name(held) for held in state.bonus[player]) or "–"
                texts += [f"{player}: SP {state.vp[player]} · eigene Schlüsselfelder: {listed(own_of(state, player))}",
                          f"    {player}: verkauft {sum(state.sold[player].values())} · Bonus: {bonus}"]
            name = state.extra[self.slug]["boards"][team]["name"]
            out.append((f"Team {team}: {' + '.join(members)} (Doppeltableau {name})", list(members), texts))
        return out

    def picture_lines(self, state: GameState, names: dict[str, str]) -> list[str]:
        return [f"Team-Spiel: Team {t} = {', '.join(m)}, SP-Summe {sum(state.vp[p] for p in m)}"
                for t, m in teams(state).items()]

    def bot_score(self, state: GameState, option: dict[str, Any]) -> float | None:
        return None


def _monastery(tag: str) -> int | None:
    return tiles.monastery_number(tag) if tiles.kind(tag) == "monastery" else None


MODULE = Team()

"""4 weitere Sechseck-Plättchen (ln 858-893): Brücke (Kloster Nr. 27), Arbeiterchips (Kloster Nr. 28), Kran
(Gebäude, schwarz) and Gänse (Tier, schwarz), mixed into the yellow and the black supply (ln 859-860).

Tags: `kloster-27`, `kloster-28`, `kran`, `gaense`. Two decisions: after the Kran, the building whose
function it uses (`use-building`, ln 875-878); after the Gänse on a pasture with two or more other species,
the species they count (`count-species`, ln 884-886). One move: `buy-workers` with #28 (ln 871-872).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.errors import StateError
from engine.core.pile import Pile
from engine.core.step import Choice, Notes
from engine.games.burgund import actions, facts, flow, hooks, tiles
from engine.games.burgund.hooks import Module
from engine.games.burgund.rules import CATALOG
from engine.games.burgund.state import GameState
from engine.games.burgund.tasks import choice

BRIDGE = "kloster-27"  # ln 862
WORKERS = "kloster-28"  # ln 869
CRANE = "kran"  # ln 874
GEESE = "gaense"  # ln 883
GEESE_VP = 2  # ln 884: erhält dafür 2 Siegpunkte
WORKERS_PER_SILVER = 2  # ln 872: Jeweils 2 Chips kosten 1 Silbermünze


# what each decision accepts from this module: workers any time in one's own turn (reading kloster-28-jederzeit)
ACCEPTS = {"turn": ("buy-workers",), "burg": ("buy-workers",), "kran": ("use-building",),
           "gaense": ("count-species",)}


class ExtraTiles(Module):
    slug = "zusaetzliche-plaettchen"
    name_de = "4 weitere Sechseck-Plättchen"
    name_en = "Four extra hex tiles"
    lines = (858, 893)
    tile_tags = {BRIDGE: "monastery", WORKERS: "monastery", CRANE: "building", GEESE: "animal"}
    animals = {GEESE: GEESE_VP}  # the geese score 2 VP like a tile with 2 animals, and are a species (ln 887-888)
    moves = ("buy-workers", "use-building", "count-species")
    move_fields = {"silver": {"type": "integer", "minimum": 0},  # as for the shields' tribute
                   "building": {"oneOf": [{"enum": list(tiles.BUILDINGS)}, {"type": "null"}]},
                   "species": {"type": "string"}}
    choices = {"kran": ("burgund.kran", "", "Funktion eines Gebäudes wählen (Kran)",
                        "choose a building's function (crane)", ""),
               "gaense": ("burgund.gaense", "", "weitere Tierart der Weide wählen (Gänse)",
                          "choose another species of the pasture (geese)", "space")}

    def setup(self, state: GameState, setup: dict[str, Any]) -> None:
        # ln 859-860: in die passenden Vorräte (schwarz und gelb) eingemischt
        for back, added in (("gelb", {BRIDGE: 1, WORKERS: 1}), ("schwarz", {CRANE: 1, GEESE: 1})):
            supply = state.supplies[back]
            assert not supply.top and supply.hidden == sum(supply.pool.values())  # untouched at set-up
            state.supplies[back] = Pile.shuffled_from(supply.pool + Counter(added))

    # -- #28: buying workers ------------------------------------------------------------------------
    def accepts(self, state: GameState, kind: str) -> tuple[str, ...]:
        return ACCEPTS.get(kind, ())

    def on_move(self, state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
        player = choice.player
        move = entry["move"]
        if move == "buy-workers":
            _buy_workers(state, player, entry, notes)
            return
        state.tasks.pop()  # the module's own decision is answered
        if move == "use-building":
            building = entry.get("building")
            if building is None:
                return  # "darf": the function may be left unused
            if building not in tiles.BUILDINGS:
                raise CATALOG.refuse("kran", "Der Kran nutzt die Funktion eines Gebäudes (beige): "
                                     f"{', '.join(tiles.BUILDINGS)}.", "The crane uses a building's function.",
                                     building=building)
            notes.reading("auslegung.kran-eigene-art")
            actions.building_effect(state, player, building, notes)
        else:
            _count_species(state, player, int(choice.data["space"]), entry.get("species"))

    def options(self, state: GameState, player: str, kind: str, data: dict[str, Any]) -> list[dict[str, Any]]:
        if kind in ("turn", "burg"):
            if not actions.has(state, player, 28):
                return []
            return [{"move": "buy-workers", "silver": n} for n in range(1, state.silver[player] + 1)]
        if kind == "kran":
            return [{"move": "use-building", "building": b} for b in tiles.BUILDINGS] + \
                [{"move": "use-building", "building": None}]
        if kind == "gaense":
            return [{"move": "count-species", "species": s} for s in _other_species(state, player, data["space"])]
        return []

    # -- placing --------------------------------------------------------------------------------------------
    def placed(self, state: GameState, player: str, tile: str, space: int, notes: Notes) -> None:
        if tile == BRIDGE:
            _bridge_on_top(state, player)
        elif tile == CRANE:
            state.tasks.append(choice("kran", player))  # ln 875-876
        elif tile == GEESE:
            species = _other_species(state, player, space)
            notes.reading("auslegung.gaense-tierart")
            if len(species) == 1:  # nothing to choose
                _count_species(state, player, space, species[0])
            elif species:
                state.tasks.append(choice("gaense", player, space=space))

    def bridge_moved(self, state: GameState) -> None:
        _bridge_on_top(state)

    def animal_points(self, state: GameState, player: str, area: tuple[int, ...], space: int, tile: str,
                      extra: int) -> int:
        """ln 886-887: another animal tile on a pasture with the geese: the geese count again, 2 VP
        (#7's 1 more too, reading gaense-kloster-7)."""
        estate = state.estates[player]
        if tile == GEESE or not any(estate.get(s) == GEESE for s in area if s != space):
            return 0
        return GEESE_VP + extra

    def final_scoring(self, state: GameState, player: str, details: dict[str, int], notes: Notes | None) -> None:
        """ln 878-881: the Kran counts for the monastery tiles 16-23 as a building of free choice: the engine
        takes the choice that scores (reading kran-schlusswertung)."""
        placed = list(state.estates[player].values())
        if CRANE not in placed:
            return
        if any(f"kloster-{n}" in placed for n in facts.monastery_buildings()):
            details["monasteries"] = details.get("monasteries", 0) + 4  # ln 829-831: 4 SP je Gebäude
            if notes is not None:
                notes.reading("auslegung.kran-schlusswertung")

    def picture_lines(self, state: GameState, names: dict[str, str]) -> list[str]:
        out = []
        for player in state.players:
            held = [t for t in (BRIDGE, WORKERS, CRANE, GEESE) if t in state.estates[player].values()]
            if held:
                out.append(f"{player}: {', '.join(names.get(t, t) for t in held)}")
        return ["Zusatzplättchen: " + ("; ".join(out) or "–")]

    def extra_from_json(self, value: Any, where: str) -> Any:
        raise StateError(where, "Dieses Modul hat keinen eigenen Zustand.", "This module keeps no state.")


def _buy_workers(state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
    if not actions.has(state, player, 28):
        raise CATALOG.refuse("kloster-28", "Arbeiterchips kauft nur, wer Kloster-Plättchen Nr. 28 platziert hat.",
                             "Only the owner of monastery tile #28 buys workers.")
    silver = entry.get("silver")
    if type(silver) is not int or not 1 <= silver <= state.silver[player]:
        raise CATALOG.refuse("kloster-28", f"Je 2 Arbeiterchips kosten 1 Silbermünze; {player} hat "
                             f"{state.silver[player]} Silbermünzen.",
                             f"2 workers cost 1 silver; {player} has {state.silver[player]} silver.", silver=silver)
    notes.reading("auslegung.kloster-28-jederzeit")
    state.silver[player] -= silver
    flow.gain_workers(state, player, WORKERS_PER_SILVER * silver)


def _bridge_on_top(state: GameState, owner: str | None = None) -> None:
    """ln 864-867: the owner of #27 (who placed it: in an estate several players share, the module that shares
    it says who, reading team-bruecke) is always on top of a stack on the bridge, actively and passively."""
    if owner is None:
        owner = hooks.placer(state, BRIDGE) or next((p for p in state.players if BRIDGE in state.estates[p].values()),
                                                    None)
    if owner is None:
        return
    for stack in state.bridge:
        if owner in stack:
            stack.remove(owner)
            stack.insert(0, owner)


def _pasture(state: GameState, player: str, space: int) -> tuple[int, ...]:
    return actions.pasture_of(state, player, state.board(player), space)


def _other_species(state: GameState, player: str, space: int) -> list[str]:
    estate = state.estates[player]
    return sorted({tiles.animal(estate[s])[0] for s in _pasture(state, player, space)
                   if s != space and s in estate and tiles.kind(estate[s]) == "animal" and estate[s] != GEESE})


def _count_species(state: GameState, player: str, space: int, species: Any) -> None:
    """ln 884-886: the animals of one other species on this pasture score again (#7: 1 more per tile)."""
    if species not in _other_species(state, player, space):
        raise CATALOG.refuse("gaense", f"Auf dieser Weide liegt keine andere Tierart {species!r}.",
                             f"No other species {species!r} lies on this pasture.", species=species)
    extra = 1 if actions.has(state, player, 7) else 0
    estate = state.estates[player]
    state.vp[player] += sum(tiles.animal(estate[s])[1] + extra for s in _pasture(state, player, space)
                            if s != space and s in estate and tiles.kind(estate[s]) == "animal"
                            and tiles.animal(estate[s])[0] == species)


MODULE = ExtraTiles()

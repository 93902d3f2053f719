"""The course of the game: set-up, the phases and their preparation, the rounds, the turn order on the
bridge, the end of a phase and the final scoring (ln 105-238, 269-293, 697-743)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.pile import Pile
from engine.core.step import Notes
from engine.games.burgund import facts, hooks, tiles
from engine.games.burgund.state import GameState
from engine.games.burgund.tasks import chance, choice

GOODS_SORTS = (1, 2, 3, 4, 5, 6)  # ln 50: je 7 in 6 Farben; each sort carries one die number (ln 632)
GOODS_PER_SORT = 7
PHASE_BONUS = (10, 8, 6, 4, 2)  # ln 609-613: 10 im ersten (A) ... 2 im letzten Durchgang (E)
LARGE_BONUS = {2: 5, 3: 6, 4: 7}  # ln 617-619
SMALL_BONUS = {2: 2, 3: 3, 4: 4}  # ln 620-621
GOODS_VP = {2: 2, 3: 3, 4: 4}  # ln 639-640
ROUNDS = 5  # ln 193-194
PHASES = 5


def seats(players: list[str], start: str) -> list[str]:
    """Clockwise from the start player (ln 184-187)."""
    i = players.index(start)
    return players[i:] + players[:i]


def setup_state(players: list[str], setup: dict[str, Any]) -> GameState:
    start = setup.get("start_player", players[0])
    order = seats(players, start)
    if "boards" in setup:
        boards = {p: int(setup["boards"][p]) for p in players}
        castles = {p: int(setup["start_castles"][p]) for p in players}
    else:
        number = int(setup.get("board", 1))  # ln 119: jeder Nr. 1 (oder jeder Nr. 2)
        boards = {p: number for p in players}
        castles = {p: facts.board(number).start_castle for p in players}  # type: ignore[misc]
    supplies = {back: Pile.shuffled_from(counts) for back, counts in tiles.supplies().items()}
    estates: dict[str, dict[int, str]] = {}
    for p in players:
        supplies["dunkelgruen"].draw("burg")  # ln 123: eine Burg (= dunkelgrünes Sechseck-Plättchen)
        estates[p] = {castles[p]: "burg"}
    bridge: list[list[str]] = [[] for _ in range(facts.bridge_spaces())]
    bridge[0] = list(order)  # ln 188-190, reading brueckenstapel: one stack, the start player on top
    state = GameState(
        players=list(players), start_player=start, boards=boards, estates=estates,
        storage={p: [] for p in players}, goods={p: {} for p in players}, sold={p: {} for p in players},
        silver={p: 1 for p in players},  # ln 138
        workers={p: order.index(p) + 1 for p in players},  # ln 184-187: 1, 2, 3, 4
        vp={p: 0 for p in players}, bonus={p: [] for p in players},
        bonus_left={t: ["gross", "klein"] for t in facts.SPACE_TYPES},  # ln 114-116
        bridge=bridge, supplies=supplies,
        goods_pile=Pile.shuffled_from({str(s): GOODS_PER_SORT for s in GOODS_SORTS}),
        depot_goods={d: [] for d in range(1, 7)}, depots={d: [] for d in range(1, 7)},
        tasks=[chance("deal")], seed=setup.get("seed"), provenance=provenance(players, boards),
        modules=list(setup.get("modules", [])),
    )
    for module in hooks.active(state):
        module.setup(state, setup)
    return state


def provenance(players: list[str], boards: dict[str, int]) -> dict[str, Any]:
    """Which external facts this game rests on, with their confidence (data/boards.json)."""
    count = len(players)
    depots = facts.raw()["depots"]["provenance"]
    return {
        "facts_file": facts.FACTS_FILE,
        "boards": {p: facts.board_provenance(n) for p, n in boards.items()},
        "depots": depots["type_sets_4p"]["confidence"] if count == 4 else
        depots["two_player_spaces"]["confidence"] if count == 2 else depots["three_and_four_player_spaces"]["confidence"],
        "black_depot": facts.raw()["depots"]["black_depot_spaces"]["provenance"]["confidence"] if count != 3
        else "one_source",
        "area_scores": {str(size): facts.area_score_confidence(size) for size in range(1, 9)},
        "animal_values": facts.raw()["other_facts"]["animals"]["values_per_species"]["provenance"]["confidence"],
        "monastery_16_23": facts.raw()["other_facts"]["monastery_16_23"]["provenance"]["confidence"],
        "goods_colours": facts.raw()["other_facts"]["goods"]["colour_to_die"]["provenance"]["confidence"],
        "bridge_spaces": facts.raw()["other_facts"]["turn_order_bridge_spaces"]["provenance"]["confidence"],
    }


# -- turn order ------------------------------------------------------------------------------------
def bridge_order(state: GameState) -> list[str]:
    """ln 286-287: je näher dem Stadtzentrum, desto früher; in einem Stapel von oben nach unten."""
    return [p for stack in reversed(state.bridge) for p in stack]


def advance_bridge(state: GameState, player: str) -> None:
    """ln 412-414: one space towards the town centre, on top of any pawns there."""
    for index, stack in enumerate(state.bridge):
        if player in stack:
            stack.remove(player)
            target = min(index + 1, len(state.bridge) - 1)
            state.bridge[target].insert(0, player)
            hooks.bridge_moved(state)
            return


# -- phases and rounds -----------------------------------------------------------------------------
def table_size(state: GameState) -> int:
    """The player count the main board and the tables are set for (a module may say otherwise)."""
    return hooks.table_size(state) if state.modules else len(state.players)


def goods_sorts_limit(state: GameState) -> int:
    """ln 352-353: at most 3 goods sorts in the storage (a module may lift it)."""
    return hooks.goods_sorts_limit(state) if state.modules else 3


def depot_slots(state: GameState, phase: int) -> dict[int, tuple[str, ...]]:
    """The tile types each depot gets this phase (ln 205-206, 854-856; 3 players: ln 895-902)."""
    slots = dict(facts.depot_slots(table_size(state)))
    if table_size(state) == 3 and phase in (1, 3):  # Durchgänge B und D: a mine on depot 6's castle space
        slots[6] = tuple("mine" if t == "castle" else t for t in slots[6])
    return slots


def start_round(state: GameState) -> None:
    state.order = bridge_order(state)  # reading reihenfolge-runde: fixed at the start of the round
    state.tasks = [chance("roll")]


def after_roll(state: GameState) -> None:
    """ln 279-281: the top goods card of the round spaces goes to the goods field the white die shows."""
    assert state.white is not None
    if state.round_goods:
        state.depot_goods[state.white].append(state.round_goods.pop(0))
    if state.modules:
        hooks.rolled(state)
    state.turn_index = 0
    state.bought = False
    state.turn_no += 1
    state.tasks = [choice("turn", state.order[0])]


def end_turn(state: GameState, notes: Notes) -> None:
    state.turn_index += 1
    state.bought = False
    if state.turn_index < len(state.order):
        state.turn_no += 1
        state.tasks = [choice("turn", state.order[state.turn_index])]
        return
    state.round += 1
    state.dice = {}
    state.white = None
    if state.round < ROUNDS:
        start_round(state)
        return
    end_phase(state, notes)


def gain_workers(state: GameState, player: str, count: int) -> None:
    """A player receives workers from the supply (unlimited, ln 556-557)."""
    state.workers[player] += count
    if state.modules and count:
        hooks.workers_gained(state, player, count)


def end_phase(state: GameState, notes: Notes | None = None) -> None:
    """The end of a phase: first what the active modules ask (their decisions), then `finish_phase`."""
    if state.modules and hooks.phase_end(state, notes):
        return  # the module calls finish_phase when its decisions are answered
    finish_phase(state, notes)


def finish_phase(state: GameState, notes: Notes | None = None) -> None:
    """ln 723-726: silver per mine, then monastery #2 (ln 755-757); then the next phase or the end."""
    for p in state.players:
        mines = sum(1 for t in state.estates[p].values() if t == "mine")
        if state.modules:
            mines *= hooks.mine_factor(state, p)
        state.silver[p] += mines
        if "kloster-2" in state.estates[p].values() or (state.modules and hooks.has_monastery(state, p, 2)):
            gain_workers(state, p, mines)
    if state.phase + 1 < PHASES:
        state.phase += 1
        state.round = 0
        # ln 198-203: clear the hex tiles on the board; goods on the depots' goods fields stay
        state.depots = {d: [] for d in range(1, 7)}
        state.black = []
        state.tasks = [chance("phase")]
        return
    final_scoring(state, notes)


# -- scoring ---------------------------------------------------------------------------------------
def final_scoring(state: GameState, notes: Notes | None = None) -> None:
    """ln 728-743 and the end-of-game monastery tiles (ln 821-850)."""
    details: dict[str, dict[str, int]] = {}
    for p in state.players:
        placed = list(state.estates[p].values())
        monasteries = {tiles.monastery_number(t) for t in placed if tiles.kind(t) == "monastery"}
        if state.modules:
            monasteries |= hooks.monasteries(state, p)  # e.g. ones a module lets the player use
        d = {
            "goods": sum(state.goods[p].values()),  # ln 732
            "silver": state.silver[p],  # ln 733
            "workers": state.workers[p] // 2,  # ln 734
            "monasteries": monastery_points(state, p, monasteries, notes),
        }
        hooks.final_scoring(state, p, d, notes)
        state.vp[p] += sum(d.values())
        details[p] = d
    state.round = ROUNDS - 1  # the state shows the last round of phase E
    state.over = True
    state.tasks = []
    state.result = result(state, details)
    if state.modules:
        hooks.result(state, state.result)


def monastery_points(state: GameState, p: str, monasteries: set[int | None], notes: Notes | None) -> int:
    """The VP of the end-scoring monastery tiles among `monasteries` (ln 821-850)."""
    placed = list(state.estates[p].values())
    points = 0
    if 15 in monasteries:  # ln 821-823
        points += 2 * sum(1 for n in state.sold[p].values() if n)
    for number, building in facts.monastery_buildings().items():  # ln 829-831
        if number in monasteries:
            points += 4 * placed.count(building)
            if number not in (17, 22) and notes is not None:  # ln 833 names only 17 and 22
                notes.reading("auslegung.fakt-kloster-16-23")
    if 24 in monasteries:  # ln 836-837
        points += 4 * len({tiles.animal(t)[0] for t in placed if tiles.kind(t) == "animal"})
    if 25 in monasteries:  # ln 842-844
        points += sum(state.sold[p].values())
    if 26 in monasteries:  # ln 849-850
        points += 3 * len(state.bonus[p])
    return points


def empty_spaces(state: GameState, player: str) -> int:
    return len(state.board(player).types) - len(state.estates[player])


def result(state: GameState, details: dict[str, dict[str, int]]) -> dict[str, Any]:
    """ln 740-743: most VP; then more empty spaces; then later in the turn order."""
    order = bridge_order(state)
    ranked = sorted(state.players, key=lambda p: (state.vp[p], empty_spaces(state, p), order.index(p)), reverse=True)
    best = ranked[0]
    key = (state.vp[best], empty_spaces(state, best), order.index(best))
    winners = [p for p in ranked if (state.vp[p], empty_spaces(state, p), order.index(p)) == key]
    return {"scores": dict(state.vp), "winners": winners, "final": details,
            "empty_spaces": {p: empty_spaces(state, p) for p in state.players}, "turn_order": order}


def goods_counter(values: list[int]) -> Counter[int]:
    return Counter(values)

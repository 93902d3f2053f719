"""The module mechanism: the big box's modules (ln 858-1210) as options of a game (`setup.modules`).

The base engine knows no module by name. A module is an object in a file of the subpackage
`engine/games/burgund/modules/` (found there, not imported by name), and the base engine calls every
*active* module at its existing event points through the functions below: set-up, the tiles a module
adds, the moves and decisions it adds, the checks of a placement and a purchase, what a placed tile does,
area and animal scoring, the end of a phase, the final scoring, the state JSON and the picture. A hook a
module does not define does nothing. Which modules a game uses is fixed at set-up (`state.modules`);
a module keeps its own position in `state.extra[slug]` (plain JSON data).
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.core.step import Choice, Notes
    from engine.games.burgund.facts import Board

# engine.games.burgund.state.GameState: not imported, not even for type checking (state imports this module,
# and the architecture test forbids the circle)
GameState = Any

Problem = tuple[str, str, str] | None  # (rule, German, English), as in actions.py


class Module:
    """A module of the big box. Subclasses set the data and override the hooks they need."""

    slug: str = ""  # the catalog's edition slug (cards/sources/burgund.json)
    name_de: str = ""
    name_en: str = ""
    lines: tuple[int, int] = (0, 0)  # the rulebook passage of the module
    players: tuple[int, ...] = (2, 3, 4)  # the player counts the module is played with
    tile_tags: dict[str, str] = {}  # tile tag -> kind, for the tiles the module adds
    animals: dict[str, int] = {}  # animal-kind tags that are no "<species>-<n>": tag -> animals on it
    any_space: tuple[str, ...] = ()  # tile kinds placed on a space of any colour
    moves: tuple[str, ...] = ()  # move names the module adds (the record schema's enum)
    move_fields: dict[str, Any] = {}  # move fields the module adds: name -> JSON Schema
    choices: dict[str, tuple[str, str, str, str, str]] = {}  # kind -> (rule, verb, prompt de, prompt en, data key)
    data_schema: dict[str, Any] | None = None  # what the record states for the module (setup.module_data[slug])
    events: tuple[str, ...] = ()  # chance events the module adds (their `need` is the event's name)
    event_fields: dict[str, Any] = {}  # event fields the module adds: name -> JSON Schema
    storage_unlimited: bool = False  # a player may hold more than 3 stored tiles in this module
    table_size: int | None = None  # the player count the main board and the tables are set for (None: as many)
    goods_sorts_unlimited: bool = False  # no limit of 3 goods sorts (ln 1030-1031)
    scores_last: bool = False  # its final scoring sees what every other module's added (e.g. to merge players')

    # -- set-up ----------------------------------------------------------------------------------------
    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[Any]:
        return []

    def setup(self, state: GameState, setup: dict[str, Any]) -> None:
        """After the base set-up: mix tiles into the supplies, start the module's own position."""

    def extra_from_json(self, value: Any, where: str) -> Any:
        """The module's state JSON, checked (raise StateError with a pointer); the default keeps it."""
        return value

    # -- moves and decisions -----------------------------------------------------------------------------
    def accepts(self, state: GameState, kind: str) -> tuple[str, ...]:
        """Further moves the open decision `kind` accepts."""
        return ()

    def on_move(self, state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
        """Carry out one of the module's moves or decisions on `state` (a copy); raise a refusal."""
        raise NotImplementedError(entry.get("move"))

    def options(self, state: GameState, player: str, kind: str, data: dict[str, Any]) -> list[dict[str, Any]]:
        """The module's legal entries for the open decision (its own decisions, or moves it adds)."""
        return []

    # -- rules the base engine asks --------------------------------------------------------------------------
    def place_problem(self, state: GameState, player: str, tile: str, space: int) -> Problem:
        return None

    def can_buy(self, state: GameState, player: str, tile: str, depot: Any) -> bool:
        return False

    def bought(self, state: GameState, player: str, tile: str, depot: Any) -> None:
        """A purchase `can_buy` allowed: take the tile from where the module keeps it."""

    def storage_limit(self, state: GameState, player: str) -> int | None:
        return None

    def board(self, extra: Any, player: str) -> Board | None:
        """The player's estate board when the module brings it (from its own state `extra`), else None."""
        return None

    board_numbers: tuple[int, ...] = ()  # the numbers of the boards the module brings (state.boards)

    def tile_back(self, state: GameState, tile: str) -> str | None:
        """The back colour of one of the module's tiles, when it is no kind's (None: not the module's)."""
        return None

    def on_event(self, state: GameState, entry: dict[str, Any], notes: Notes) -> None:
        """Check and carry out one of the module's chance events on `state` (a copy); raise a refusal."""
        raise NotImplementedError(entry.get("event"))

    def seeded_event(self, state: GameState, need: str, rng: Any) -> dict[str, Any] | None:
        """The module's event for `need`, drawn with `rng` (a seeded record), or None when not its own."""
        return None

    def resume(self, state: GameState, notes: Notes) -> None:
        """No task is open after a move (e.g. the decisions a module opened at the end of a phase are all
        answered, with what they set off): the module continues the game."""

    def workers_gained(self, state: GameState, player: str, count: int) -> None:
        """After `player` received `count` workers (flow.gain_workers)."""

    def has_monastery(self, state: GameState, player: str, number: int) -> bool:
        """Whether `player` may use monastery tile `number` without having placed it."""
        return False

    def monasteries(self, state: GameState, player: str) -> set[int]:
        """Monastery tiles `player` scores at the end besides the own placed ones."""
        return set()

    def animal_area(self, state: GameState, player: str, board: Board, space: int) -> tuple[int, ...] | None:
        """The spaces that count as the pasture of `space` for animal scoring (None: its own area)."""
        return None

    def adjacency_free(self, state: GameState, player: str) -> bool:
        return False

    def bonus_extra(self, state: GameState, player: str, points: int) -> int:
        """More VP when `player` gets a colour bonus worth `points` (ln 614-622)."""
        return 0

    def rolled(self, state: GameState) -> None:
        """After a round's roll and the white die's goods card (ln 279-281)."""

    def goods_taken(self, state: GameState, player: str, fields: list[int]) -> None:
        """After a ship emptied goods fields (ln 394-405)."""

    def colour_completed(self, state: GameState, player: str, kind: str, notes: Notes) -> bool:
        """The player filled every space of one colour (ln 614-622). True: the module replaces the bonus."""
        return False

    def moved(self, before: GameState, state: GameState, player: str, notes: Notes) -> None:
        """After a move by `player`: `before` is the position before it (unchanged)."""

    def result(self, state: GameState, result: dict[str, Any]) -> None:
        """The module's part of the result at the end (change `result` in place)."""

    def mine_factor(self, state: GameState, player: str) -> int:
        """The factor of the player's mine payout at the end of a phase (1: as the base game)."""
        return 1

    def monastery_factor(self, state: GameState, player: str) -> int:
        """The factor of the player's end-scoring monastery VP (`details["monasteries"]` after every module's
        final scoring; 1: as the base game)."""
        return 1

    def placer(self, state: GameState, tile: str) -> str | None:
        """Who placed `tile` when the estate it lies in is several players' (None: not the module's to say)."""
        return None

    def sold(self, state: GameState, player: str, sort: int, count: int, notes: Notes | None) -> None:
        """After a player sold `count` goods cards of `sort` (ln 630-642)."""

    # -- events ----------------------------------------------------------------------------------------
    def phase_laid_out(self, state: GameState, notes: Notes) -> None:
        """After a phase's depots are laid out (ln 205-212)."""

    def placed(self, state: GameState, player: str, tile: str, space: int, notes: Notes) -> None:
        """After a tile is placed, scored and its own effect started (decisions go on `state.tasks`)."""

    def bridge_moved(self, state: GameState) -> None:
        """After a pawn moved on the bridge (ln 412-414)."""

    def area_size(self, state: GameState, player: str, area: tuple[int, ...], size: int) -> int:
        return size

    def animal_points(self, state: GameState, player: str, area: tuple[int, ...], space: int, tile: str,
                      extra: int) -> int:
        """More VP for an animal tile placed on `space` of pasture `area` (`extra`: #7's 1 per tile)."""
        return 0

    def phase_end(self, state: GameState, notes: Notes | None) -> bool:
        """At the end of a phase, before the mine income (ln 723-726). True: the module opened decisions
        (on `state.tasks`); the phase ends (flow.finish_phase) when the module has had them answered."""
        return False

    def final_scoring(self, state: GameState, player: str, details: dict[str, int], notes: Notes | None) -> None:
        """The module's part of the final scoring: add to `details` (they are summed into the VP)."""

    def picture_lines(self, state: GameState, names: dict[str, str]) -> list[str]:
        return []

    def bot_score(self, state: GameState, option: dict[str, Any]) -> float | None:
        """How much the greedy self-play bot likes one of the module's moves (None: not the module's)."""
        return None

    # -- positions that share pieces between players (added for modules whose players share things) -----------
    def shape(self, state: GameState) -> None:
        """After a state is copied or read from JSON: restore what plain dicts cannot keep (e.g. pieces two
        players share). The state JSON itself stays plain data."""

    def goods_receivers(self, state: GameState) -> list[str] | None:
        """Who receives the three starting goods cards (ln 126-130), when not every player (None: every one)."""
        return None

    def entered(self, before: GameState, state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
        """After any entry of `player` was carried out on `state` (`before` unchanged): the module checks and
        completes what the entry says about its pieces (raise a refusal)."""

    def adjust_options(self, state: GameState, player: str, kind: str,
                       options: list[dict[str, Any]]) -> list[dict[str, Any]] | None:
        """The open decision's options, completed with the fields the module's entries need (None: unchanged)."""
        return None

    def estate_groups(self, state: GameState, names: dict[str, str]) -> list[tuple[str, list[str], list[str]]] | None:
        """For the picture: estates drawn once for several players, as (title, players, text lines under the
        map) (None: one per player)."""
        return None


@cache
def registry() -> dict[str, Module]:
    """Every module in `engine/games/burgund/modules/`, by slug (a file's `MODULE`)."""
    package = importlib.import_module("engine.games.burgund.modules")
    found: dict[str, Module] = {}
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        module = getattr(importlib.import_module(f"{package.__name__}.{info.name}"), "MODULE", None)
        if module is not None:
            assert module.slug not in found, module.slug
            found[module.slug] = module
    return found


def planned() -> dict[str, str]:
    """Modules of the catalog that are not implemented yet: slug -> why not (the package says)."""
    package = importlib.import_module("engine.games.burgund.modules")
    return dict(getattr(package, "PLANNED", {}))


def exclusions() -> list[dict[str, Any]]:
    """The combinations the rulebook excludes, each with its passage (the package's table)."""
    package = importlib.import_module("engine.games.burgund.modules")
    return list(getattr(package, "EXCLUSIONS", []))


@cache
def tile_kinds() -> dict[str, str]:
    return {tag: kind for m in registry().values() for tag, kind in m.tile_tags.items()}


@cache
def animal_tags() -> dict[str, int]:
    return {tag: n for m in registry().values() for tag, n in m.animals.items()}


@cache
def any_space_kinds() -> frozenset[str]:
    return frozenset(k for m in registry().values() for k in m.any_space)


@cache
def choice_kinds() -> dict[str, tuple[str, str, str, str, str]]:
    return {kind: ask for m in registry().values() for kind, ask in m.choices.items()}


def owner_of_choice(kind: str) -> Module | None:
    return next((m for m in registry().values() if kind in m.choices), None)


def active(state: GameState) -> list[Module]:
    if not state.modules:
        return []
    found = registry()
    return [found[slug] for slug in state.modules]


# -- dispatch --------------------------------------------------------------------------------------------
def accepts(state: GameState, kind: str) -> tuple[str, ...]:
    return tuple(move for m in active(state) for move in m.accepts(state, kind))


def module_for_move(state: GameState, kind: str, move: str) -> Module | None:
    if kind in choice_kinds():
        return owner_of_choice(kind)
    return next((m for m in active(state) if move in m.accepts(state, kind)), None)


def options(state: GameState, player: str, kind: str, data: dict[str, Any]) -> list[dict[str, Any]]:
    return [o for m in active(state) for o in m.options(state, player, kind, data)]


def place_problem(state: GameState, player: str, tile: str, space: int) -> Problem:
    for m in active(state):
        problem = m.place_problem(state, player, tile, space)
        if problem:
            return problem
    return None


def can_buy(state: GameState, player: str, tile: Any, depot: Any) -> Module | None:
    return next((m for m in active(state) if m.can_buy(state, player, tile, depot)), None)


def board(state: GameState, player: str) -> Board | None:
    for m in active(state):
        found = m.board(state.extra.get(m.slug), player)
        if found is not None:
            return found
    return None


def tile_back(state: GameState, tile: str) -> str | None:
    return next((b for m in active(state) if (b := m.tile_back(state, tile)) is not None), None)


def storage_limit(state: GameState, player: str, default: int) -> int:
    limits = [n for m in active(state) if (n := m.storage_limit(state, player)) is not None]
    return max([default, *limits])


def sold(state: GameState, player: str, sort: int, count: int, notes: Notes | None) -> None:
    for m in active(state):
        m.sold(state, player, sort, count, notes)


def phase_laid_out(state: GameState, notes: Notes) -> None:
    for m in active(state):
        m.phase_laid_out(state, notes)


def placed(state: GameState, player: str, tile: str, space: int, notes: Notes) -> None:
    for m in active(state):
        m.placed(state, player, tile, space, notes)


def bridge_moved(state: GameState) -> None:
    for m in active(state):
        m.bridge_moved(state)


def area_size(state: GameState, player: str, area: tuple[int, ...], size: int) -> int:
    for m in active(state):
        size = m.area_size(state, player, area, size)
    return size


def animal_points(state: GameState, player: str, area: tuple[int, ...], space: int, tile: str, extra: int) -> int:
    return sum(m.animal_points(state, player, area, space, tile, extra) for m in active(state))


def phase_end(state: GameState, notes: Notes | None) -> bool:
    return any([m.phase_end(state, notes) for m in active(state)])


def module_for_event(state: GameState, event: str) -> Module | None:
    return next((m for m in active(state) if event in m.events), None)


def seeded_event(state: GameState, need: str, rng: Any) -> dict[str, Any] | None:
    return next((e for m in active(state) if (e := m.seeded_event(state, need, rng)) is not None), None)


@cache
def event_needs() -> frozenset[str]:
    return frozenset(e for m in registry().values() for e in m.events)


def resume(state: GameState, notes: Notes) -> None:
    for m in active(state):
        if state.tasks:
            return
        m.resume(state, notes)


def workers_gained(state: GameState, player: str, count: int) -> None:
    for m in active(state):
        m.workers_gained(state, player, count)


def has_monastery(state: GameState, player: str, number: int) -> bool:
    return any(m.has_monastery(state, player, number) for m in active(state))


def monasteries(state: GameState, player: str) -> set[int]:
    return {n for m in active(state) for n in m.monasteries(state, player)}


def animal_area(state: GameState, player: str, board: Board, space: int) -> tuple[int, ...]:
    for m in active(state):
        found = m.animal_area(state, player, board, space)
        if found is not None:
            return found
    return board.areas[board.area_of[space]]


def adjacency_free(state: GameState, player: str) -> bool:
    return any(m.adjacency_free(state, player) for m in active(state))


def bonus_extra(state: GameState, player: str, points: int) -> int:
    return sum(m.bonus_extra(state, player, points) for m in active(state))


def table_size(state: GameState) -> int:
    """The player count the main board, the depots and the tables are set for."""
    return next((m.table_size for m in active(state) if m.table_size), len(state.players))


def goods_sorts_limit(state: GameState) -> int:
    return 6 if any(m.goods_sorts_unlimited for m in active(state)) else 3


def rolled(state: GameState) -> None:
    for m in active(state):
        m.rolled(state)


def goods_taken(state: GameState, player: str, fields: list[int]) -> None:
    for m in active(state):
        m.goods_taken(state, player, fields)


def colour_completed(state: GameState, player: str, kind: str, notes: Notes) -> bool:
    return any([m.colour_completed(state, player, kind, notes) for m in active(state)])


def moved(before: GameState, state: GameState, player: str, notes: Notes) -> None:
    for m in active(state):
        m.moved(before, state, player, notes)


def result(state: GameState, outcome: dict[str, Any]) -> None:
    for m in active(state):
        m.result(state, outcome)


def mine_factor(state: GameState, player: str) -> int:
    factor = 1
    for m in active(state):
        factor *= m.mine_factor(state, player)
    return factor


def final_scoring(state: GameState, player: str, details: dict[str, int], notes: Notes | None) -> None:
    for m in sorted(active(state), key=lambda m: m.scores_last):
        m.final_scoring(state, player, details, notes)
    factor = monastery_factor(state, player)  # after every module's part (e.g. the crane's), whatever their order
    if factor != 1:
        details["monasteries"] = factor * details.get("monasteries", 0)


def monastery_factor(state: GameState, player: str) -> int:
    factor = 1
    for m in active(state):
        factor *= m.monastery_factor(state, player)
    return factor


def placer(state: GameState, tile: str) -> str | None:
    return next((p for m in active(state) if (p := m.placer(state, tile)) is not None), None)


def bot_score(state: GameState, option: dict[str, Any]) -> float | None:
    return next((v for m in active(state) if (v := m.bot_score(state, option)) is not None), None)


def picture_lines(state: GameState, names: dict[str, str]) -> list[str]:
    return [line for m in active(state) for line in m.picture_lines(state, names)]


def shape(state: GameState) -> None:
    for m in active(state):
        m.shape(state)


def goods_receivers(state: GameState) -> list[str]:
    found = next((r for m in active(state) if (r := m.goods_receivers(state)) is not None), None)
    return list(state.players) if found is None else found


def entered(before: GameState, state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
    for m in active(state):
        m.entered(before, state, player, entry, notes)


def adjust_options(state: GameState, player: str, kind: str, options: list[dict[str, Any]]) -> list[dict[str, Any]]:
    for m in active(state):
        changed = m.adjust_options(state, player, kind, options)
        if changed is not None:
            options = changed
    return options


def estate_groups(state: GameState, names: dict[str, str]) -> list[tuple[str, list[str], list[str]]] | None:
    return next((g for m in active(state) if (g := m.estate_groups(state, names)) is not None), None)

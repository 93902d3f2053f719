"""The four die actions, the black-depot purchase, and what a placed tile does (ln 327-696, 745-850).

Every check is a function that says which rule refuses (`problem_*`), so that the moves and the option
lists (options.py) share one place per rule. The functions that carry an action out change the state
they are given; moves.py hands them a copy.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.step import Notes
from engine.games.burgund import facts, flow, hooks, tiles
from engine.games.burgund.rules import CATALOG
from engine.games.burgund.state import GameState
from engine.games.burgund.tasks import choice

Problem = tuple[str, str, str] | None  # (rule, German, English)

# monastery tiles that allow a free ±1 for an action (ln 792-809): tile -> (action, tile kinds)
FREE_ADJUST = {9: ("place", ("building",)), 10: ("place", ("animal", "ship")),
               11: ("place", ("castle", "mine", "monastery")), 12: ("take", ())}
PICKS = {"markt": ("ship", "animal"), "schreinerei": ("building",),
         "kirche": ("mine", "monastery", "castle")}  # ln 464-480


def has(state: GameState, player: str, number: int) -> bool:
    """Has the player placed monastery tile `number` in the estate (on storage it does nothing, ln 737)?
    (Or may use it by an active module's rule.)"""
    return f"kloster-{number}" in state.estates[player].values() or bool(
        state.modules and hooks.has_monastery(state, player, number))


def refuse(problem: tuple[str, str, str], **details: Any) -> Exception:
    rule, de, en = problem
    return CATALOG.refuse(rule, de, en, **details)


# -- dice and workers ------------------------------------------------------------------------------
def distance(a: int, b: int) -> int:
    """Steps between two die numbers; 6 and 1 are neighbours (ln 302-303)."""
    d = abs(a - b) % 6
    return min(d, 6 - d)


def chip_cost(state: GameState, player: str, rolled: int, value: int, free: bool) -> int:
    """Fewest worker chips that turn `rolled` into `value` (ln 300-304; #8 ln 786-787; #9-#12 a free ±1)."""
    d = distance(rolled, value)
    if free:
        d = max(0, d - 1)
    step = 2 if has(state, player, 8) else 1
    return -(-d // step)


def free_adjust(state: GameState, player: str, action: str, tile_kind: str | None = None) -> bool:
    for number, (kind, kinds) in FREE_ADJUST.items():
        if kind == action and (not kinds or tile_kind in kinds) and has(state, player, number):
            return True
    return False


def die_cost(state: GameState, player: str) -> Callable[[int, int, str, str | None], int]:
    """`chip_cost` with `free_adjust` for many dice, numbers and tile kinds at once (the option lists):
    the player's monastery tiles are looked up once."""
    step = 2 if has(state, player, 8) else 1
    free = {(kind, k) for number, (kind, kinds) in FREE_ADJUST.items() if has(state, player, number)
            for k in (kinds or (None,))}

    def cost(rolled: int, value: int, action: str, tile_kind: str | None) -> int:
        d = distance(rolled, value)
        if (action, tile_kind if action == "place" else None) in free:
            d = max(0, d - 1)
        return -(-d // step)
    return cost


def problem_die(state: GameState, player: str, rolled: Any, value: Any, free: bool) -> Problem:
    if rolled not in state.dice.get(player, []):
        return ("wuerfel", f"{player} hat keinen unbenutzten Würfel mit {rolled!r}.",
                f"{player} has no unused die showing {rolled!r}.")
    if value not in (1, 2, 3, 4, 5, 6):
        return ("wuerfel", f"Keine Würfelzahl: {value!r}.", f"Not a die number: {value!r}.")
    cost = chip_cost(state, player, rolled, value, free)
    if cost > state.workers[player]:
        return ("arbeiterchips", f"Aus {rolled} eine {value} zu machen kostet {cost} Arbeiterchips; "
                f"{player} hat {state.workers[player]}.",
                f"Turning {rolled} into {value} costs {cost} workers; {player} has {state.workers[player]}.")
    return None


def spend_die(state: GameState, player: str, rolled: int, value: int, free: bool, notes: Notes) -> None:
    cost = chip_cost(state, player, rolled, value, free)
    if cost:
        notes.reading("auslegung.arbeiter-minimum")
        if free:
            notes.reading("auslegung.kloster-9-12")
    state.workers[player] -= cost
    state.dice[player].remove(rolled)


# -- taking tiles into storage ----------------------------------------------------------------------
def problem_storage(state: GameState, player: str, discard: Any) -> Problem:
    """ln 338-342: onto an empty storage space; with none empty, one stored tile leaves the game."""
    stored = state.storage[player]
    if len(stored) < storage_limit(state, player):
        if discard is not None:
            return ("schluesselfelder", "Ein Schlüsselfeld ist frei: es wird kein Plättchen entfernt.",
                    "A storage space is empty: no tile is removed.")
        return None
    if discard not in stored:
        return ("schluesselfelder", "Alle drei Schlüsselfelder sind belegt: ein dort liegendes Plättchen muss "
                "entfernt werden (discard).", "All three storage spaces are full: a stored tile must be removed.")
    return None


def storage_limit(state: GameState, player: str) -> int:
    """ln 256-257: three storage spaces (an active module may give more)."""
    return hooks.storage_limit(state, player, 3) if state.modules else 3


def store(state: GameState, player: str, tile: str, discard: str | None) -> None:
    if discard is not None:
        state.storage[player].remove(discard)
    state.storage[player].append(tile)


def problem_take(state: GameState, player: str, depot: int, tile: Any, discard: Any) -> Problem:
    if tile not in state.depots.get(depot, []):
        return ("nehmen-depot", f"Im Depot {depot} liegt kein Plättchen {tile!r}.", f"Depot {depot} holds no {tile!r}.")
    return problem_storage(state, player, discard)


# -- placing tiles ---------------------------------------------------------------------------------
def problem_place(state: GameState, player: str, tile: Any, space: Any, value: int | None) -> Problem:
    """ln 376-384, 456-458: from storage, onto an empty space of the tile's colour with the die's number,
    next to a placed tile; no second building of a kind in a city (unless monastery #1, ln 750-753)."""
    if tile not in state.storage[player]:
        return ("platzieren-lager", f"{tile!r} liegt nicht auf einem Schlüsselfeld von {player}.",
                f"{tile!r} is not on a storage space of {player}.")
    board = state.board(player)
    estate = state.estates[player]
    if space not in board.types:
        return ("platzieren-leer", f"Das Fürstentum hat kein Feld {space!r}.", f"The estate has no space {space!r}.")
    if space in estate:
        return ("platzieren-leer", f"Feld {space} ist schon belegt.", f"Space {space} is taken.")
    if board.types[space] != tiles.space_type(tile) and tiles.space_type(tile) != tiles.ANY_SPACE:
        return ("platzieren-farbe", f"{tile} passt nicht auf ein Feld der Farbe {facts.TYPE_DE[board.types[space]]}.",
                f"{tile} does not match a {board.types[space]} space.")
    if value is not None and board.dice[space] != value:
        return ("platzieren-wuerfelzahl", f"Feld {space} hat die Zahl {board.dice[space]}, nicht {value}.",
                f"Space {space} shows {board.dice[space]}, not {value}.")
    if not any(n in estate for n in board.neighbours[space]) and not (state.modules and hooks.adjacency_free(state, player)):
        return ("platzieren-angrenzend", f"Feld {space} grenzt an kein liegendes Plättchen.",
                f"Space {space} is not next to a placed tile.")
    if tiles.kind(tile) == "building" and not has(state, player, 1):
        area = board.areas[board.area_of[space]]
        if any(estate.get(s) == tile for s in area):
            return ("gebaeude-einmal-pro-stadt", f"In dieser Stadt steht schon ein {tile}.",
                    f"This city already has a {tile}.")
    return hooks.place_problem(state, player, tile, space) if state.modules else None


def place(state: GameState, player: str, tile: str, space: int, notes: Notes) -> None:
    """Put the tile down, score what it completes, then carry out what it does (reading wertung-vor-wirkung)."""
    board = state.board(player)
    if board.number in facts.UNKNOWN_2019_BOARDS:
        notes.gap("luecke-tableau-4-8", f"Tableau {board.number}: die Felder der deutschen Ausgabe 2019 sind nicht "
                  "bekannt (nur die überarbeitete Spezialausgabe).", f"Board {board.number}: the cells of the 2019 "
                  "German edition are not known (only the reworked Special Edition).", board=board.number)
    elif board.confidence not in ("confirmed_two_sources", "record"):  # "record": a layout the record states
        notes.reading("auslegung.fakt-tableaus")
    if space in board.die_one_source:
        notes.reading("auslegung.fakt-wuerfelzahlen")
    state.storage[player].remove(tile)
    state.estates[player][space] = tile
    kind = tiles.kind(tile)
    scored = score_area(state, player, board, space, notes)
    if kind == "animal":
        score_animal(state, player, board, space, tile)
    if scored and kind in ("ship", "castle", "building"):
        notes.reading("auslegung.wertung-vor-wirkung")
    effect(state, player, tile, notes)
    if state.modules:
        hooks.placed(state, player, tile, space, notes)


def score_area(state: GameState, player: str, board: facts.Board, space: int, notes: Notes) -> bool:
    """ln 603-622: a completed area scores by size and phase; the first and second to fill a colour get the
    large and the small bonus tile. True when something scored."""
    estate = state.estates[player]
    area = board.areas[board.area_of[space]]
    scored = False
    if all(s in estate for s in area):
        scored = True
        size = hooks.area_size(state, player, area, len(area)) if state.modules else len(area)
        if facts.area_score_confidence(size) != "confirmed_two_sources" and size not in (1, 3, 4, 5, 8):
            notes.reading("auslegung.fakt-gebietswerte")  # ln 606-607 give only 1..36; sizes 2, 6, 7 lost
        state.vp[player] += facts.area_score(size) + flow.PHASE_BONUS[state.phase]
    kind = board.types[space]
    if all(s in estate for s, t in board.types.items() if t == kind):
        if state.modules and hooks.colour_completed(state, player, kind, notes):
            return scored  # a module gives something else for a completed colour
        if any(held.endswith(":" + kind) for held in state.bonus[player]):
            return scored
        left = state.bonus_left[kind]
        if left:
            scored = True
            size = left.pop(0)
            count = flow.table_size(state)
            points = (flow.LARGE_BONUS if size == "gross" else flow.SMALL_BONUS)[count]
            state.vp[player] += points + (hooks.bonus_extra(state, player, points) if state.modules else 0)
            state.bonus[player].append(f"{size}:{kind}")
            if kind == "castle":
                notes.reading("auslegung.farbbonus-startburg")
    return scored


def pasture_of(state: GameState, player: str, board: facts.Board, space: int) -> tuple[int, ...]:
    """The pasture an animal tile on `space` scores with (ln 436-447; an active module may widen it)."""
    return hooks.animal_area(state, player, board, space) if state.modules else board.areas[board.area_of[space]]


def score_animal(state: GameState, player: str, board: facts.Board, space: int, tile: str) -> None:
    """ln 436-447: the tile's animals, plus again every tile of the species already on this pasture;
    monastery #7 (ln 778-780): 1 more for every tile that scores."""
    species, value = tiles.animal(tile)
    extra = 1 if has(state, player, 7) else 0
    points = value + extra
    estate = state.estates[player]
    for s in pasture_of(state, player, board, space):
        other = estate.get(s)
        if s != space and other is not None and tiles.kind(other) == "animal" and tiles.animal(other)[0] == species:
            points += tiles.animal(other)[1] + extra
    if state.modules:
        points += hooks.animal_points(state, player, pasture_of(state, player, board, space), space, tile, extra)
    state.vp[player] += points


def effect(state: GameState, player: str, tile: str, notes: Notes) -> None:
    kind = tiles.kind(tile)
    if kind == "ship":
        flow.advance_bridge(state, player)  # ln 412-415 (the turn order changes next round)
        if any(state.depot_goods.values()):
            state.tasks.append(choice("ship", player, fields=2 if has(state, player, 5) else 1))
    elif kind == "castle":
        state.tasks.append(choice("burg", player))  # ln 417-421
    elif kind == "building":
        building_effect(state, player, tile, notes)


def building_effect(state: GameState, player: str, tile: str, notes: Notes) -> None:
    if tile in PICKS:
        if any(tiles.kind(t) in PICKS[tile] for d in state.depots.values() for t in d):
            state.tasks.append(choice("pick", player, building=tile))
        # ln 552-555: a benefit that cannot be used is lost; the building stands
    elif tile == "warenhaus":
        if any(state.goods[player].values()):
            state.tasks.append(choice("warenhaus", player))
    elif tile == "wohnhaus":
        flow.gain_workers(state, player, 4)  # ln 533-534
    elif tile == "bank":
        state.silver[player] += 2  # ln 537-538
    elif tile == "wachturm":
        state.vp[player] += 4  # ln 546-547
    elif tile == "rathaus":
        if any(problem_place(state, player, t, s, None) is None for t in set(state.storage[player])
               for s in state.board(player).types):
            state.tasks.append(choice("rathaus", player))


# -- goods -----------------------------------------------------------------------------------------
def problem_sell(state: GameState, player: str, sort: Any) -> Problem:
    if not state.goods[player].get(sort):
        return ("verkauf", f"{player} hat keine Waren der Sorte {sort!r} im Lager.",
                f"{player} has no goods of sort {sort!r} in storage.")
    return None


def sell(state: GameState, player: str, sort: int, notes: Notes | None = None) -> None:
    """ln 630-642: all cards of the sort, 1 silver, 2/3/4 VP per card; #3 one more silver, #4 a worker."""
    count = state.goods[player].pop(sort)
    state.sold[player][sort] = state.sold[player].get(sort, 0) + count
    state.silver[player] += 2 if has(state, player, 3) else 1
    if has(state, player, 4):
        flow.gain_workers(state, player, 1)
    state.vp[player] += flow.GOODS_VP[flow.table_size(state)] * count
    if state.modules:
        hooks.sold(state, player, sort, count, notes)


def take_workers(state: GameState, player: str) -> None:
    """ln 646-648: 2 workers (#14: 4, ln 817-819); #13: and a silver (ln 811-813)."""
    flow.gain_workers(state, player, 4 if has(state, player, 14) else 2)
    if has(state, player, 13):
        state.silver[player] += 1


def adjacent_fields(a: int, b: int) -> bool:
    """Goods fields of neighbouring depots (reading warenfelder-ring: 1-2-...-6-1)."""
    return distance(a, b) == 1


def ship_choices(state: GameState, player: str, fields: list[int]) -> tuple[list[int], list[int]]:
    """(sorts that fit, sorts offered) for the goods on the named fields (ln 400-405)."""
    offered = sorted({g for f in fields for g in state.depot_goods[f]})
    held = [s for s, n in state.goods[player].items() if n]
    fitting = [s for s in offered if s in held]
    new = [s for s in offered if s not in held]
    return fitting, new


def problem_ship(state: GameState, player: str, fields: Any, sorts: Any, limit: int) -> Problem:
    if not isinstance(fields, list) or not 1 <= len(fields) <= limit or any(type(f) is not int for f in fields) \
            or len(set(fields)) != len(fields) or any(f not in state.depot_goods for f in fields):
        return ("schiff-waren", f"Ein Schiff räumt {'ein Warenfeld' if limit == 1 else 'ein oder zwei benachbarte Warenfelder'} ab.",
                "A ship empties one goods field" + (" (or two neighbouring ones)." if limit == 2 else "."))
    if len(fields) == 2 and not adjacent_fields(*fields):
        return ("kloster-5", "Die zwei Warenfelder müssen benachbart sein.", "The two goods fields must be neighbours.")
    _fitting, new = ship_choices(state, player, fields)
    room = flow.goods_sorts_limit(state) - sum(1 for n in state.goods[player].values() if n)
    if len(new) <= room:
        if sorts is not None:
            return ("schiff-waren", "Alle Warenkärtchen passen ins Lager: alle werden genommen (ohne sorts).",
                    "All goods fit into the storage: all are taken (no sorts).")
        return None
    if not isinstance(sorts, list) or any(type(s) is not int for s in sorts) or len(set(sorts)) != len(sorts) or len(sorts) != room \
            or any(s not in new for s in sorts):
        return ("schiff-waren", f"Nur {room} neue Warensorte(n) passen ins Lager: welche, sagt sorts.",
                f"Only {room} new goods sort(s) fit: sorts names which.")
    return None


def take_goods(state: GameState, player: str, fields: list[int], sorts: list[int] | None) -> None:
    fitting, new = ship_choices(state, player, fields)
    room = flow.goods_sorts_limit(state) - sum(1 for n in state.goods[player].values() if n)
    chosen = set(fitting) | (set(new) if len(new) <= room else set(sorts or []))
    for f in fields:
        keep = []
        for g in state.depot_goods[f]:
            if g in chosen:
                state.goods[player][g] = state.goods[player].get(g, 0) + 1
            else:
                keep.append(g)  # ln 404-405: what does not fit stays in the depot
        state.depot_goods[f] = keep
    if state.modules:
        hooks.goods_taken(state, player, fields)


# -- the purchase ----------------------------------------------------------------------------------
def problem_buy(state: GameState, player: str, tile: Any, depot: Any, pay: Any, discard: Any) -> Problem:
    """ln 650-659: once per turn, 2 silver, any tile of the black depot; #6 (ln 773-777): 2 workers, any depot."""
    if state.bought:
        return ("schwarzes-depot-einmal", f"{player} hat in diesem Zug schon ein Plättchen gekauft.",
                f"{player} has already bought a tile this turn.")
    if pay not in ("silver", "workers"):
        return ("schwarzes-depot", "Bezahlt wird mit 2 Silbermünzen (oder mit Kloster Nr. 6 mit 2 Arbeiterchips).",
                "Payment is 2 silver (or, with monastery #6, 2 workers).")
    if pay == "workers" and not has(state, player, 6):
        return ("kloster-6", "Mit Arbeiterchips kauft nur, wer Kloster-Plättchen Nr. 6 platziert hat.",
                "Only the owner of monastery tile #6 buys with workers.")
    if depot != "black" and not (pay == "workers" and type(depot) is int and depot in state.depots):
        return ("schwarzes-depot", "Gekauft wird im schwarzen Depot (mit Kloster Nr. 6 und Arbeiterchips auch in "
                "den Depots 1-6).", "Purchases are from the black depot (with #6 and workers, also depots 1-6).")
    held = state.silver[player] if pay == "silver" else state.workers[player]
    if held < 2:
        return ("schwarzes-depot", f"{player} hat keine 2 {'Silbermünzen' if pay == 'silver' else 'Arbeiterchips'}.",
                f"{player} does not have 2 {pay}.")
    source = state.black if depot == "black" else state.depots[depot]
    if tile not in source and hooks.can_buy(state, player, tile, depot) is None:
        return ("schwarzes-depot", f"Dort liegt kein Plättchen {tile!r}.", f"No {tile!r} lies there.")
    return problem_storage(state, player, discard)


def buy(state: GameState, player: str, tile: str, depot: Any, pay: str, discard: str | None, notes: Notes) -> None:
    if pay == "silver":
        state.silver[player] -= 2
        if has(state, player, 6):
            notes.reading("auslegung.kloster-6-silber")
    else:
        state.workers[player] -= 2
    source = state.black if depot == "black" else state.depots[depot]
    if tile in source:
        source.remove(tile)
    else:
        hooks.can_buy(state, player, tile, depot).bought(state, player, tile, depot)  # type: ignore[union-attr]
    if discard is not None:
        notes.reading("auslegung.lager-voll")
    store(state, player, tile, discard)
    state.bought = True

"""The course of the game: set-up, turns until all have passed, the end of a round, the round scoring and the
final scoring.

What happens next without anybody deciding is an agenda (a stack, last item first) of plain items, so the state
stays plain data. `then` queues items to run in the order given, before whatever was queued earlier; `advance`
works the agenda off until a player must decide or chance is due. Functions here change the state they are given
(callers copy first).
"""

from __future__ import annotations

from typing import Any

from engine.core.pile import Pile
from engine.core.step import Gap, Notes
from engine.games.dynasties import board, scoring
from engine.games.dynasties import tasks as open_tasks
from engine.games.dynasties.rules import CATALOG
from engine.games.dynasties.state import GameState, new_zone


def then(state: GameState, *items: list[Any]) -> None:
    state.agenda.extend(reversed(items))


def in_play(cities: dict[str, Any], players: int) -> list[str]:
    """ln112-114: the 4 extra cities only with 5 players."""
    return [name for name, city in cities.items() if players == 5 or not city.get("extra")]


def setup_state(players: list[str], setup: dict[str, Any]) -> GameState:
    """The initial state from a set-up `validate_setup` accepted."""
    n = len(players)
    facts = {key: setup[key] for key in ("cities", "cards", "personalities", "slot_costs")}
    for key in ("leonardo", "pass_costs", "bonus_fields", "boards", "dice"):
        if key in setup:
            facts[key] = setup[key]
    tiles = setup.get("book_tiles", {})
    cities = {}
    for name in in_play(setup["cities"], n):
        city = setup["cities"][name]
        books = list(tiles.get(name, ["?", "?"])) if city["symbol"] == "buch" and not city.get("extra") else []
        cities[name] = {"fuerst": None, "fuerstin": None, "kind": None, "books": books}
    zones = {p: new_zone() for p in players}
    for zone in zones.values():
        zone["scoring_cards"] = board.GREEN_CARDS_EACH  # ln134
    deck = Pile.shuffled_from(sorted(setup["cards"])).to_json()  # ln71
    ships = [{"goods": {g: 0 for g in board.GOODS}, "large": None, "small": None} for _ in range(board.SHIPS)]
    state = GameState(list(players), facts, zones, cities, ships, dict(board.GOODS_COUNT), deck)
    state.start = state.seat = players.index(setup["banker"])  # ln33
    seats = [players[(state.start + i) % n] for i in range(n)]
    then(state, *(["deal", p, board.HAND_SIZE[n]] for p in seats),  # ln71-81
         *(["refill", i] for i in range(board.SHIPS)), ["capital"],  # ln144-146
         ["auslage"], ["turn"])  # ln154-156; ln33: the banker begins
    advance(state, Notes())
    return state


def advance(state: GameState, notes: Notes) -> None:
    """Work off the agenda until a decision or chance is due or the game is over."""
    while state.task is None and not state.over:
        item = state.agenda.pop()
        _STEPS[item[0]](state, item, notes)


def name_every_gap(notes: Notes) -> None:
    """A verdict names its first gap; when one entry meets several (the last scoring card and the final scoring
    without the boards), the first one's message and details name the others too."""
    if len(notes.gaps) < 2:
        return
    first, rest = notes.gaps[0], notes.gaps[1:]
    also = [CATALOG.full_id(gap.rule) for gap in rest]
    notes.gaps[0] = Gap(first.rule, first.message_de + " Außerdem: " + " ".join(g.message_de for g in rest),
                        first.message_en + " Also: " + " ".join(g.message_en for g in rest),
                        {**first.details, "also": also})


def bag_size(state: GameState) -> int:
    return sum(state.bag.values())


def pass_order(state: GameState) -> list[str]:
    """ln661-663, ln677-679: the upper fields from the first, then the long field from its tip."""
    return [p for p in state.upper if p is not None] + list(state.long)


def seat_order(state: GameState) -> list[str]:
    n = len(state.players)
    return [state.players[(state.start + i) % n] for i in range(n)]


def _deal(state: GameState, item: list[Any], notes: Notes) -> None:
    pile = Pile.from_json(state.deck)
    count = min(item[2], pile.size + len(state.discard))
    if count < item[2]:
        notes.reading("auslegung.vorrat-knapp")
    if count:
        state.task = open_tasks.chance("deal", item[1], count)


def _refill(state: GameState, item: list[Any], notes: Notes) -> None:
    count = min(board.SHIP_GOODS, bag_size(state))
    if count < board.SHIP_GOODS:
        notes.reading("auslegung.vorrat-knapp")
    if count:
        state.task = open_tasks.chance("draw", None, count, ship=item[1])


def _draw(state: GameState, item: list[Any], notes: Notes) -> None:
    count = min(item[2], bag_size(state))
    if count < item[2]:
        notes.reading("auslegung.vorrat-knapp")
    if count:
        state.task = open_tasks.chance("draw", item[1], count)


def _capital(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln146: after the ships, 1 good of each colour per player, picked out of the bag."""
    for player in state.players:
        for good in board.GOODS:
            if state.bag[good]:
                state.bag[good] -= 1
                state.zones[player]["goods"][good] += 1
            else:
                notes.reading("auslegung.vorrat-knapp")


def _auslage(state: GameState, item: list[Any], notes: Notes) -> None:
    state.slots = [None] * board.PERSONALITIES
    state.used = [False] * board.PERSONALITIES  # ln771-773: all available again
    state.task = open_tasks.chance("auslage", None, board.PERSONALITIES)


def _turn(state: GameState, item: list[Any], notes: Notes) -> None:
    state.turn_no += 1
    state.task = open_tasks.choice("turn", state.current)


def _next_turn(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln197, ln671: the next player in seat order who has not passed; when all have passed the round ends."""
    n = len(state.players)
    for step in range(1, n + 1):
        seat = (state.seat + step) % n
        if state.players[seat] not in state.passed:
            state.seat = seat
            then(state, ["turn"])
            return
    then(state, ["round-end"])  # ln673


def _heirat(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln474-480: both fields taken, the player on the smaller field rolls the 3 dowry dice."""
    state.task = open_tasks.chance("roll", None, board.DICE, city=item[1])


def _trade(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln239, ln265: the small field's player divides; with oneself, 2 goods are taken (ln295)."""
    ship = state.ships[item[1]]
    divider, chooser = ship["small"], ship["large"]
    total = sum(ship["goods"].values())
    if divider == chooser:
        notes.reading("auslegung.selbsthandel-zwei")
        state.task = open_tasks.choice("nehmen", divider, why="selbst", ship=item[1])
        return
    if total < 2:  # a bag run dry left too few goods to split in two groups
        notes.reading("auslegung.schiff-wenige-waren")
        _give(state, chooser, ship["goods"])
        finish_trade(state, item[1])
        return
    state.split = {"kind": "handel", "ship": item[1], "divider": divider, "chooser": chooser, "groups": None}
    state.task = open_tasks.choice("teilen", divider, what="handel")


def _give(state: GameState, player: str, goods: dict[str, int]) -> None:
    """All of `goods` (a ship's) into the player's supply."""
    mine = state.zones[player]["goods"]
    for good in board.GOODS:
        mine[good] += goods[good]
        goods[good] = 0


def finish_trade(state: GameState, index: int) -> None:
    """ln287-289: both figures back to their supplies, the banker refills the ship with 5 goods."""
    ship = state.ships[index]
    for role in ("large", "small"):
        if ship[role] is not None:
            state.zones[ship[role]]["supply"] += 1
            ship[role] = None
    for good in board.GOODS:
        state.bag[good] += ship["goods"][good]
        ship["goods"][good] = 0
    then(state, ["refill", index])


def _second_trade(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln633: the second trade of the double-trade special action (auslegung.doppelhandel)."""
    notes.reading("auslegung.doppelhandel")
    if state.zones[item[1]]["supply"]:
        state.task = open_tasks.choice("handel", item[1])


def _wirkung(state: GameState, item: list[Any], notes: Notes) -> None:
    city = item[4] if len(item) > 4 else None
    state.task = open_tasks.choice("wirkung", item[1], source=item[2], what=item[3], city=city)


def _round_end(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln749-815, then the round scoring ln819-862 (auslegung.ende-reihenfolge); after round 3 only the ships,
    the bonus actions and the scoring, then the final scoring."""
    notes.reading("auslegung.ende-reihenfolge")
    last = state.round == board.ROUNDS
    items: list[list[Any]] = [["lone", i] for i, s in enumerate(state.ships) if s["large"] and not s["small"]]
    items.append(["refill-empty"])
    if not last:
        items += [["auslage"], ["start-player"]]
    items.append(["bonus-phase"])
    if not last:
        items.append(["deals"])
    items += [["ledige"], ["wertung-phase"], ["final"] if last else ["next-round"]]
    then(state, *items)


def _lone(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln753-755: a lone family member's owner takes 2 goods from the ship (the owner chooses,
    auslegung.ende-waren-wahl); the rest goes back to the bag."""
    ship = state.ships[item[1]]
    if sum(ship["goods"].values()) <= 2:
        _give(state, ship["large"], ship["goods"])
        finish_lone(state, item[1])
        return
    notes.reading("auslegung.ende-waren-wahl")
    state.task = open_tasks.choice("nehmen", ship["large"], why="ende", ship=item[1])


def finish_lone(state: GameState, index: int) -> None:
    ship = state.ships[index]
    state.zones[ship["large"]]["supply"] += 1
    ship["large"] = None
    for good in board.GOODS:
        state.bag[good] += ship["goods"][good]
        ship["goods"][good] = 0


def _refill_empty(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln757: 5 new goods on every empty ship."""
    then(state, *(["refill", i] for i, s in enumerate(state.ships) if not sum(s["goods"].values())))


def _start_player(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln781-785: whoever stands furthest forward on the pass track."""
    order = pass_order(state) + list(state.no_figure)
    if order:
        state.start = state.players.index(order[0])


def _bonus_phase(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln793-809: in pass-track order, then the Leonardo field, then all figures back to the supply."""
    if state.no_figure:
        notes.reading("auslegung.vorrat-knapp")
    then(state, *(["bonus", p] for p in pass_order(state)), ["leonardo"], ["bonus-return"])


def _bonus(state: GameState, item: list[Any], notes: Notes) -> None:
    state.task = open_tasks.choice("bonus", item[1], extra=False)


def _leonardo(state: GameState, item: list[Any], notes: Notes) -> None:
    player = state.leonardo
    if player is not None and any(player in standing for standing in state.bonus.values()):
        notes.reading("auslegung.leonardo-feld")
        state.task = open_tasks.choice("bonus", player, extra=True)


def _bonus_return(state: GameState, item: list[Any], notes: Notes) -> None:
    for standing in state.bonus.values():
        for player in standing:
            state.zones[player]["supply"] += 1
    state.bonus = {}
    state.upper = [None] * board.PASS_FIELDS
    state.long = []


def _deals(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln813: the banker deals 4 new action cards to each player (auslegung.nachziehstapel-mischen)."""
    then(state, *(["deal", p, board.NEW_CARDS] for p in seat_order(state)))


def _ledige(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln825-850: unmarried Fürsten and Fürstinnen after rounds 1 and 2; then, after round 2, the Kloster."""
    if state.round not in board.UNMARRIED_POINTS:
        return
    points = scoring.unmarried_points(state)
    for player, vp in points.items():
        state.zones[player]["vp"] += vp
    state.scorings.append({"round": state.round, "ledige": points})
    if state.round == 2:
        then(state, *(["kloster", p] for p in seat_order(state) if scoring.unmarried(state, p)))


def _kloster(state: GameState, item: list[Any], notes: Notes) -> None:
    state.task = open_tasks.choice("kloster", item[1])


def _wertung_phase(state: GameState, item: list[Any], notes: Notes) -> None:
    notes.reading("auslegung.wertung-reihenfolge")
    then(state, *(["wertung", p] for p in seat_order(state) if state.zones[p]["scoring_cards"]))


def _wertung(state: GameState, item: list[Any], notes: Notes) -> None:
    state.task = open_tasks.choice("wertung", item[1])


def _next_round(state: GameState, item: list[Any], notes: Notes) -> None:
    state.round += 1
    state.passed, state.no_figure, state.leonardo = [], [], None
    state.seat = state.start  # ln783
    then(state, ["turn"])


def _final(state: GameState, item: list[Any], notes: Notes) -> None:
    """ln872-920."""
    state.over = True
    state.result = scoring.final_result(state, notes)


_STEPS = {"deal": _deal, "refill": _refill, "draw": _draw, "capital": _capital, "auslage": _auslage, "turn": _turn,
          "next-turn": _next_turn, "heirat": _heirat, "trade": _trade, "handel2": _second_trade, "wirkung": _wirkung,
          "round-end": _round_end, "lone": _lone, "refill-empty": _refill_empty, "start-player": _start_player,
          "bonus-phase": _bonus_phase, "bonus": _bonus, "leonardo": _leonardo, "bonus-return": _bonus_return,
          "deals": _deals, "ledige": _ledige, "kloster": _kloster, "wertung-phase": _wertung_phase,
          "wertung": _wertung, "next-round": _next_round, "final": _final}
assert tuple(_STEPS) == open_tasks.AGENDA

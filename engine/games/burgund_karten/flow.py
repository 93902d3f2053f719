"""The course of the game: setup, Durchgang/Runde/turn progression, chance from the seed.

Functions here mutate the state they are given (callers copy first) and note readings and gaps in `notes`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.pile import Pile, PileError
from engine.core.rng import shuffled
from engine.core.step import Chance, Choice, Notes
from engine.games.burgund_karten import cards, effects
from engine.games.burgund_karten import tasks as open_tasks
from engine.games.burgund_karten.scoring import egon_points, final_result, player_points
from engine.games.burgund_karten.state import GameState, Group, PlayerZones


def identity(state: GameState, token: str) -> str:
    """What the draw pile knows of a card: the whole token when the deck is listed, else its name."""
    return token if state.deck_known else cards.name_of(token)


def canonical(token: str) -> str:
    card = cards.parse(token)
    return token if card is None else card.token


# -- setup ---------------------------------------------------------------------------------------

def setup_state(players: list[str], setup: dict[str, Any], capture: bool = False) -> GameState:
    """The initial state; with `capture`, `state.events` collects the chance events the seed deals."""
    n = len(players)
    seed = None if setup.get("seed") is None else str(setup["seed"])
    deck = [canonical(t) for t in setup.get("deck", [])]
    if deck:
        pile = Pile.shuffled_from(Counter(deck))
    else:
        pile = Pile.shuffled_from(dict(cards.KIND_COUNTS))
    if seed is not None:
        pile.fix_order(seed, "nachziehstapel", 0)
    start = players.index(setup["start_player"]) if setup.get("start_player") in players else 0
    state = GameState(list(players), seed, bool(deck), pile, {p: PlayerZones() for p in players})
    state.first_bonus = list(cards.KINDS)  # ln48: one "1." card per kind
    state.seven_bonus = list(cards.SEVEN_KINDS_BONUS[n])  # ln79, ln81, ln452
    state.start_card = {"holder": start, "flipped": False}
    _material(state, setup, start)
    if state.solo:
        state.egon = {"stacks": [None] * len(cards.EGON_STACKS), "groups": [], "bonus": [], "lost": False}
    state.order = [(start + i) % n for i in range(n)]
    _start_phase(state, first=True)
    if capture:
        state.events = []
    advance(state, Notes())  # what setup rests on is no entry's verdict
    return state


def _material(state: GameState, setup: dict[str, Any], start: int) -> None:
    players, n = state.players, len(state.players)
    if state.seed is not None:
        goods = shuffled([s for s in cards.GOODS for _ in range(cards.GOODS_PER_SORT)], state.seed, "waren")
        animals = shuffled([a for a in cards.ANIMALS for _ in range(cards.ANIMALS_PER_KIND)], state.seed, "tiere")
        start_goods = {p: goods.pop() for p in players}
        start_animals = {p: animals.pop() for p in players}
        half_g, half_a = (len(goods) + 1) // 2, (len(animals) + 1) // 2
        state.goods_stacks = [goods[:half_g], goods[half_g:]]
        state.animal_stacks = [animals[:half_a], animals[half_a:]]
    else:
        start_goods, start_animals = dict(setup["goods"]), dict(setup["animals"])
        state.goods_stacks = [list(s) for s in setup["goods_stacks"]]
        state.animal_stacks = [list(s) for s in setup["animal_stacks"]]
    workers = cards.START_WORKERS[n]
    for seat, player in enumerate(players):
        zones = state.zones[player]
        zones.goods[start_goods[player]] += 1  # ln34: 1 Ware, 1 Tier, 1 Silber
        zones.animals[start_animals[player]] += 1
        zones.silver = 1
        zones.workers = workers[(seat - start) % n]  # ln44, reading Q1


# -- progression ---------------------------------------------------------------------------------

def _start_phase(state: GameState, first: bool = False) -> None:
    """ln396-399 (and ln87-95 at the start): new Auslage, 6 cards per player, Egon's stack in solo."""
    state.round, state.seat = 0, 0
    state.turn = {}
    tasks = [open_tasks.chance("display", count=cards.DISPLAY_SIZE[len(state.players)])]
    for index in state.order:
        tasks.append(open_tasks.chance("deal", state.players[index], cards.STACK_SIZE))
    if state.solo:
        if first:
            tasks.append(open_tasks.chance("egon-stacks"))
        tasks.append(open_tasks.chance("egon", count=cards.EGON_STACKS[state.phase]))
    state.tasks = list(reversed(tasks))


def _end_phase(state: GameState, notes: Notes) -> None:
    for row in state.display:  # ln396: Restkarten auf den Ablagestapel
        state.discard.update(row)
    state.display = [[] for _ in range(6)]
    if state.solo:
        _solo_comparison(state, notes)
        if state.over:
            return
    if state.phase == len(cards.PHASES) - 1:  # ln420: das Spiel endet nach dem 5. Durchgang
        state.over = True
        state.result = final_result(state)
        notes.reading("auslegung.startspieler-ende")
        if len(set(state.result["scores"].values())) < len(state.result["scores"]):
            notes.reading("auslegung.gleichstand-tiere")
        if state.result["unknown_vp"]:
            _unknown_vp(notes, state.result["unknown_vp"])
        return
    n = len(state.players)
    card = state.start_card
    if card["flipped"]:  # ln416
        card["flipped"] = False
    else:  # ln418
        card["holder"] = (card["holder"] + 1) % n
    state.phase += 1
    state.order = [(card["holder"] + i) % n for i in range(n)]
    _start_phase(state)


def _unknown_vp(notes: Notes, kinds: list[str]) -> None:
    """Q2: the record never stated the VP printed on these kinds' cards."""
    notes.gap("drilling-siegpunkte", "Dafür fehlt eine Angabe, die der Regeltext nicht enthält.",
              "This needs a fact the rulebook text does not give.", kinds=kinds)


def _solo_comparison(state: GameState, notes: Notes) -> None:
    """ln478/480: Egon with more VP ends the game at once; the player may count his animals."""
    assert state.egon is not None
    mine = player_points(state, state.players[0], with_start_card=False)
    egon, unknown = egon_points(state.egon)
    if mine["unknown"] or unknown:
        _unknown_vp(notes, sorted(set(mine["unknown"] + unknown)))
        return  # undecidable: replay goes on as if the player kept up
    notes.reading("auslegung.egon-punkte")
    if egon > mine["total"]:
        state.egon["lost"] = True
        state.over = True
        state.result = final_result(state)


def _next_turn(state: GameState, notes: Notes) -> None:
    if state.round == 0 or state.seat >= len(state.order):
        state.round += 1
        state.seat = 0
        if state.round > cards.ROUNDS:
            _end_phase(state, notes)
            return
    player = state.players[state.order[state.seat]]
    zones = state.zones[player]
    for _ in range(2 if state.round == 1 else 1):  # ln113/117: 2 cards first, then 1 per Runde (Q19)
        if zones.stack:
            zones.hand.append(zones.stack.pop(0))
        elif zones.stack_unknown:
            zones.stack_unknown -= 1
            zones.hand_unknown += 1
    state.turn_no += 1
    state.turn = {"player": player, "bought": False, "played": False, "acted": False, "end": False}
    state.tasks.append(open_tasks.choice("turn", player))


def can_buy(state: GameState, player: str) -> bool:
    """ln223/232: once per turn, 3 silver, three cards must be there to take (Q12: after reshuffling)."""
    turn = state.turn
    if turn.get("player") != player or turn.get("bought"):
        return False
    if state.zones[player].silver < 3:
        return False
    return state.draw_pile.size + sum(state.discard.values()) >= 3


def finish_turn(state: GameState) -> None:
    state.turn = {}
    state.seat += 1


def advance(state: GameState, notes: Notes) -> None:
    """Run everything that needs nobody's decision; stop at a decision or at chance without a seed."""
    while not state.over:
        if state.tasks:
            top = state.tasks[-1]
            if isinstance(top, Chance):
                if top.need == "egon-stacks":  # an unseen count-off: nothing for the record to say
                    apply_chance(state, top, [], notes)
                    continue
                if state.seed is None:
                    return
                resolve_seeded(state, top, notes)
                continue
            if _resolves_itself(state, top, notes):
                continue
            if top.kind == "end" and not can_buy(state, top.player):
                state.tasks.pop()
                finish_turn(state)
                continue
            return
        if state.turn.get("player") is not None:
            player = state.turn["player"]
            if not state.turn["end"] and can_buy(state, player):
                state.turn["end"] = True
                state.tasks.append(open_tasks.choice("end", player))
                return
            finish_turn(state)
            continue
        _next_turn(state, notes)


def _resolves_itself(state: GameState, top: Choice, notes: Notes) -> bool:
    """A decision with nothing to decide: one stack left (or none), nothing to take, sell or place."""
    kind = top.kind
    if kind == "stack":
        options = effects.stack_options(state, top.data["what"])
        if len(options) > 1:
            return False
        state.tasks.pop()
        if options:
            effects.take_from_stack(state, top.player, options[0], notes)
        return True
    zones = state.zones[top.player]
    empty = (
        (kind == "pick" and not effects.pick_options(state, top.data["building"]))
        or (kind == "warenhaus" and not sum(zones.goods.values()))
        or (kind == "rathaus" and not zones.projects)
    )
    if empty:  # ln289, ln325, ln331: "hat er Pech"
        state.tasks.pop()
    return empty


# -- chance --------------------------------------------------------------------------------------

def reshuffle_if_empty(state: GameState) -> None:
    """ln401 (and Q12 mid-Durchgang): an empty draw pile is replaced by the shuffled discard pile."""
    if state.draw_pile.size == 0 and state.discard:
        ids = Counter(identity(state, t) for t in state.discard.elements())
        state.draw_pile.shuffle_in(ids)
        state.discard = Counter()
        state.shuffles += 1
        if state.seed is not None:
            state.draw_pile.fix_order(state.seed, "nachziehstapel", state.shuffles)


def draw_one(state: GameState, token: str | None) -> str | None:
    """Take the top card of the draw pile; `token` is what the record says it is (None: unseen).

    Returns the card's token when known. Raises PileError when the record contradicts the pile.
    """
    reshuffle_if_empty(state)
    if state.draw_pile.size == 0:
        raise PileError("der Nachziehstapel ist leer / the draw pile is empty")
    if token is None:
        got = state.draw_pile.draw(None)
        if got is None:
            return None
        return got if state.deck_known else None
    state.draw_pile.draw(identity(state, token))
    return token


def layout(players: int, tokens: list[str]) -> list[list[str]]:
    """ln93/95: the first 6 (4 players: 12) row by row as they come, the rest by their own die."""
    rows: list[list[str]] = [[] for _ in range(6)]
    for index, token in enumerate(tokens):
        row = index % 6 if index < cards.BY_ROW[players] else cards.die_of(token) - 1
        rows[row].append(token)
    return rows


def apply_chance(state: GameState, task: Chance, tokens: list[str | None], notes: Notes) -> None:
    """Carry out a chance task with the given cards (None: unseen); the task is on top of the stack."""
    state.tasks.pop()
    need = task.need
    if need == "display":
        drawn = [draw_one(state, t) for t in tokens]
        state.display = layout(len(state.players), [t for t in drawn if t is not None])
    elif need == "deal":
        assert task.player is not None
        zones = state.zones[task.player]
        for token in tokens:
            got = draw_one(state, token)
            if got is None:
                zones.stack_unknown += 1
            else:
                zones.stack.append(got)
    elif need == "egon-stacks":
        assert state.egon is not None
        for index, size in enumerate(cards.EGON_STACKS):
            got = [draw_one(state, None) for _ in range(size)]
            state.egon["stacks"][index] = got if all(g is not None for g in got) else None
    elif need == "egon":
        assert state.egon is not None
        known = state.egon["stacks"][state.phase]
        revealed = [t for t in tokens if t is not None]
        if len(revealed) != cards.EGON_STACKS[state.phase]:
            raise PileError(f"Egons Stapel hat {cards.EGON_STACKS[state.phase]} Karten / Egon's stack size")
        if known is None:
            for token in revealed:
                state.draw_pile.resolve(identity(state, token))
        elif Counter(known) != Counter(revealed):
            raise PileError(f"Egons Stapel ist {sorted(known)} / Egon's stack is {sorted(known)}")
        egon_reveal(state, revealed, notes)
    elif need == "reveal":
        assert task.player is not None
        drawn = [draw_one(state, t) for t in tokens]
        state.tasks.append(open_tasks.choice("bought", task.player, cards=[t for t in drawn if t is not None]))


def resolve_seeded(state: GameState, task: Chance, notes: Notes) -> None:
    need = task.need
    if need == "egon":
        assert state.egon is not None
        _log_event(state, task, list(state.egon["stacks"][state.phase]))
        apply_chance(state, task, list(state.egon["stacks"][state.phase]), notes)
        return
    if need == "egon-stacks":
        apply_chance(state, task, [], notes)
        return
    tokens: list[str | None] = []
    # seeded piles have a fixed order: the known top cards are what is drawn
    probe = state.copy()
    for _ in range(task.count):
        reshuffle_if_empty(probe)
        if probe.draw_pile.size == 0:
            break
        token = probe.draw_pile.top[0]
        probe.draw_pile.draw(token)
        tokens.append(token)
    _log_event(state, task, tokens)
    apply_chance(state, task, tokens, notes)


def _log_event(state: GameState, task: Chance, tokens: list[Any]) -> None:
    if state.events is not None:
        event = {"event": task.need, **({"to": task.player} if task.player is not None else {}), "cards": list(tokens)}
        state.events.append(event)


def egon_reveal(state: GameState, revealed: list[str], notes: Notes) -> None:
    """ln454-456: Egon's cards sorted by kind; monasteries their own kind; 4th card starts a new triplet."""
    assert state.egon is not None
    egon = state.egon
    player = state.players[0]
    groups = [Group.from_json(g) for g in egon["groups"]]
    for token in sorted(revealed, key=lambda t: (cards.KINDS.index(cards.kind_of(t)), t)):
        kind = cards.kind_of(token)
        if kind == cards.KLOSTER:
            notes.reading("auslegung.egon-kloster")
            state.zones[player].vp_cards += 1  # ln468: 1 Siegpunkt je Kloster für Egon (Q18)
        group = next((g for g in groups if g.kind == kind and not g.complete), None)
        if group is None:
            group = Group(kind)
            groups.append(group)
        group.cards.append(token)
        if group.complete and kind in state.first_bonus:  # ln456: vor dem Spieler
            state.first_bonus.remove(kind)
            egon["bonus"].append(f"1.:{kind}")
        kinds = {cards.kind_of(t) for g in groups for t in g.cards}
        if len(kinds) == 7 and not any(b.startswith("7:") for b in egon["bonus"]) and state.seven_bonus:
            egon["bonus"].append(f"7:{state.seven_bonus.pop(0)}")
    egon["groups"] = [g.to_json() for g in groups]

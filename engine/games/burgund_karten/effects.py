"""What placing a project does (ln243-390), selling (ln163-169), and gaining goods/animals (ln259-267).

All functions mutate the given state (the move code copies first) and note the readings they rest on.
"""

from __future__ import annotations

from typing import Any

from engine.core.step import Notes
from engine.games.burgund_karten import cards
from engine.games.burgund_karten import tasks as open_tasks
from engine.games.burgund_karten.state import GameState, Group

# -- goods and animal stacks ---------------------------------------------------------------------

def stack_options(state: GameState, what: str) -> list[str]:
    """Names of the non-empty face-up stacks a gain may take from: "goods-1", "animals-2" ..."""
    names = []
    for family, stacks in (("goods", state.goods_stacks), ("animals", state.animal_stacks)):
        if what in (family, "any"):
            names += [f"{family}-{i + 1}" for i, stack in enumerate(stacks) if stack]
    return names


def take_from_stack(state: GameState, player: str, name: str, notes: Notes) -> str:
    family, _, number = name.partition("-")
    stacks = state.goods_stacks if family == "goods" else state.animal_stacks
    index = int(number) - 1
    card = stacks[index].pop(0)
    zones = state.zones[player]
    (zones.goods if family == "goods" else zones.animals)[card] += 1
    other = stacks[1 - index]
    if not stacks[index] and len(other) >= 2:
        # ln261: the other stack is split so that there are two again (reading: lower half moves over)
        keep = (len(other) + 1) // 2
        stacks[index] = other[keep:]
        del other[keep:]
        notes.reading("auslegung.stapel-teilen")
    return card


def offer_gain(state: GameState, player: str, what: str) -> None:
    """Schiff/Weide/Wohnhäuser/phase bonus: the player picks the stack (resolved when on top)."""
    state.tasks.append(open_tasks.choice("stack", player, what=what))


# -- placing -------------------------------------------------------------------------------------

def placement_targets(groups: list[Group], token: str) -> list[int | str]:
    """Where a card may go (reading Q7): the open group of its kind (else a new group), any open
    group of monasteries only (ln354); a monastery onto any open group (ln342) or a new one."""
    kind = cards.kind_of(token)
    open_groups = [i for i, g in enumerate(groups) if not g.complete]
    if kind == cards.KLOSTER:
        targets: list[int | str] = list(open_groups)
        if not any(groups[i].kind == cards.KLOSTER for i in open_groups):
            targets.append("new")
        return targets
    same = [i for i in open_groups if groups[i].kind == kind]
    pure = [i for i in open_groups if groups[i].kind == cards.KLOSTER]
    return [*same, *pure] + ([] if same else ["new"])


def default_target(groups: list[Group], token: str) -> int | str:
    kind = cards.kind_of(token)
    for i, group in enumerate(groups):
        if not group.complete and group.kind == kind:
            return i
    return "new"


def place(state: GameState, player: str, token: str, target: int | str, notes: Notes) -> None:
    """Move a project into the Fürstentum; bonuses first (reading Q21), then the card's effect."""
    zones = state.zones[player]
    zones.projects.remove(token)
    kind = cards.kind_of(token)
    if target == "new":
        group = Group(kind, [token])
        zones.groups.append(group)
    else:
        group = zones.groups[int(target)]
        if kind == cards.KLOSTER and group.kind != cards.KLOSTER:
            notes.reading("auslegung.kloster-gruppen")
        if kind != cards.KLOSTER and group.kind == cards.KLOSTER:
            group.kind = kind  # ln354: the monasteries take the kind and value of the new card
            notes.reading("auslegung.kloster-gruppen")
        group.cards.append(token)
    _effect(state, player, token)
    if len(group.cards) == 3:
        _triplet(state, player, group, notes)
    kinds = {cards.kind_of(t) for g in zones.groups for t in g.cards}
    if len(kinds) == 7 and not any(b.startswith("7:") for b in zones.bonus) and state.seven_bonus:
        zones.bonus.append(f"7:{state.seven_bonus.pop(0)}")  # ln385, reading Q9: physical kinds
        notes.reading("auslegung.sieben-arten-physisch")


def _triplet(state: GameState, player: str, group: Group, notes: Notes) -> None:
    zones = state.zones[player]
    if any(cards.kind_of(t) != group.kind for t in group.cards):
        notes.reading("auslegung.umwandlung-drilling")
    if group.kind in state.first_bonus:  # ln361: the first to complete a kind
        state.first_bonus.remove(group.kind)
        zones.bonus.append(f"1.:{group.kind}")
    notes.reading("auslegung.bonus-reihenfolge")
    state.tasks.append(open_tasks.choice("bonus", player, phase=cards.PHASES[state.phase]))  # ln362


def _effect(state: GameState, player: str, token: str) -> None:
    """ln247-356: the placement effect, at once and once; tasks pushed here resolve after the bonus."""
    zones = state.zones[player]
    name = cards.name_of(token)
    if name == "Burg":  # ln335
        state.tasks.append(open_tasks.choice("action", player, die=None, source="burg"))
    elif name == "Mine":  # ln247
        zones.silver += 2
    elif name == "Wissen":  # ln253
        zones.workers += 2
    elif name == "Schiff":  # ln259
        offer_gain(state, player, "goods")
    elif name == "Weide":  # ln265
        offer_gain(state, player, "animals")
    elif name in cards.TAKE_KINDS:  # ln279-289
        if pick_options(state, name):
            state.tasks.append(open_tasks.choice("pick", player, building=name))
    elif name == "Wachturm":  # ln293
        zones.vp_cards += 1
    elif name == "Bank":  # ln297
        zones.silver += 3
    elif name == "Wohnhäuser":  # ln319
        offer_gain(state, player, "any")
    elif name == "Warenhaus":  # ln323-325
        if sum(zones.goods.values()):
            state.tasks.append(open_tasks.choice("warenhaus", player))
    elif name == "Rathaus":  # ln329-331
        if zones.projects:
            state.tasks.append(open_tasks.choice("rathaus", player))
    # Kloster: ln341 ohne weitere Auswirkung


def pick_options(state: GameState, building: str) -> list[str]:
    kinds = cards.TAKE_KINDS[building]
    return sorted({t for row in state.display for t in row if cards.kind_of(t) in kinds})


def take_from_display(state: GameState, player: str, token: str, discard: str | None) -> None:
    zones = state.zones[player]
    if discard is not None:  # ln135: first discard a project (reading Q20: in the same entry)
        zones.projects.remove(discard)
        state.discard[discard] += 1
    for row in state.display:
        if token in row:
            row.remove(token)
            break
    zones.projects.append(token)


def sell(state: GameState, player: str, sort: str) -> int:
    """ln163-167: all goods of the sort, 1 silver each, the start-player card face down."""
    zones = state.zones[player]
    count = zones.goods[sort]
    zones.goods[sort] = 0
    zones.goods = +zones.goods
    zones.sold += count
    zones.silver += count
    if not state.solo:
        state.start_card = {"holder": state.players.index(player), "flipped": True}
    return count


def apply_bonus(state: GameState, player: str, bonus: dict[str, Any], notes: Notes) -> None:
    zones = state.zones[player]
    if any(bonus.get(key) for key in ("vp", "goods", "animals")):
        notes.reading("auslegung.bonus-waren-tiere")
    zones.vp_cards += int(bonus.get("vp", 0))  # reading Q10/Q11: VP as a number
    zones.silver += int(bonus.get("silver", 0))
    zones.workers += int(bonus.get("workers", 0))
    for family in ("goods", "animals"):
        for _ in range(int(bonus.get(family, 0))):
            offer_gain(state, player, family)

"""The common supply (Vorrat): what is left of each component, from the totals of ln19-55.

Nothing is stored: the supply is the total minus what the principalities hold. Components are limited
(Q4, `auslegung.vorrat-begrenzt`): the text says nothing of unlimited supplies.
"""

from __future__ import annotations

from engine.games.principato import cards
from engine.games.principato.state import GameState, Principality


def cubes(state: GameState, cube: str) -> int:
    held = 0
    for zone in state.principalities.values():
        held += zone.cubes[cube]
        held += sum(n for slot, n in zone.units.items() if slot.endswith("-" + cube))
    return cards.CUBE_COUNTS[cube] - held


def tiles(state: GameState, tile: str) -> int:
    """Tiles of this kind still in the supply; double-sided tiles share one count (ln21, ln25, ln35)."""
    pool = cards.TILE_POOLS[tile]
    held = sum(_held(zone, side) for zone in state.principalities.values() for side in pool)
    return cards.POOL_COUNTS[pool] - held


def _held(zone: Principality, tile: str) -> int:
    if tile in cards.CULTURE:
        return len(zone.culture[tile])
    return zone.tiles[tile]


def storable(state: GameState, zone: Principality, wants: dict[str, int]) -> tuple[dict[str, int], dict[str, int]]:
    """Cubes a gain puts into storage: (taken from the supply, kept); the rest stays in the supply (ln97)."""
    taken, kept = {}, {}
    for cube, n in wants.items():
        got = min(n, cubes(state, cube))
        taken[cube] = got
        kept[cube] = max(0, min(got, zone.capacity(cube) - zone.cubes[cube]))
    return taken, kept

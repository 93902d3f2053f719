"""Seeded randomness for self-play and seeded records: deterministic across runs and machines."""

from __future__ import annotations

import hashlib
import random
from _random import Random as _CoreRandom
from collections.abc import Iterable
from typing import TypeVar

T = TypeVar("T")

try:  # CPython's own SHA-256 (the same digest): about half the cost of OpenSSL's for these short texts
    from _sha256 import sha256 as _sha256
except ImportError:  # pragma: no cover - other Pythons (3.12 calls the module _sha2)
    _sha256 = hashlib.sha256
_from_bytes = int.from_bytes


def _seed_number(seed: int | str, labels: tuple[object, ...]) -> int:
    text = "\x1f".join([str(seed), *(str(label) for label in labels)])
    return _from_bytes(_sha256(text.encode("utf-8")).digest()[:16], "big")


def seeded_rng(seed: int | str, *labels: object) -> random.Random:
    """A `random.Random` derived from the seed and labels (e.g. player and shuffle number).

    Deriving a fresh generator per chance event keeps the state serialisable: no generator state
    has to be stored, only the seed and a counter.
    """
    return random.Random(_seed_number(seed, labels))


# `_BITS[n]` = n.bit_length(): the bits `random.shuffle` draws for a position below n
_BITS = [n.bit_length() for n in range(1024)]
# by list length: the (position, bits) pairs of a Fisher–Yates pass, last position first
_PASSES: dict[int, list[tuple[int, int]]] = {}


def shuffled(items: Iterable[T], seed: int | str, *labels: object) -> list[T]:
    """The items in a seeded random order; the input order does not matter (items are sorted first).

    The order is exactly `seeded_rng(seed, *labels).shuffle(sorted(items))` of CPython's `random`
    (Fisher–Yates drawing `getrandbits(n.bit_length())` until below n), written out here: the same
    draws without a method call per card (test_core_rng pins the two to agree). The generator is the
    C core `random.Random` is built on, seeded with the same number (`random.Random.seed` hands an int
    straight to it), which skips `random.Random`'s Python-level `__init__` and `seed`.
    """
    result = sorted(items)  # type: ignore[type-var]
    shuffle_sorted(result, _seed_number(seed, labels))
    return result


def seed_text_number(text: str) -> int:
    """The number `seeded_rng` seeds with, from the joined text: str(seed) and str(label)s joined by "\x1f"
    (for callers that build the text themselves)."""
    return _from_bytes(_sha256(text.encode("utf-8")).digest()[:16], "big")


def shuffle_sorted(result: list[T], number: int) -> None:
    """Shuffle `result` in place as `random.Random(number).shuffle(result)` does (`shuffled` sorts first)."""
    size = len(result)
    if size < 2:
        return
    getrandbits = _CoreRandom(number).getrandbits
    steps = _PASSES.get(size)
    if steps is None:
        steps = [(i, (i + 1).bit_length()) for i in range(size - 1, 0, -1)]
        if size < 1024:
            _PASSES[size] = steps
    for i, k in steps:
        j = getrandbits(k)
        while j > i:  # rejected: j must lie below n = i + 1
            j = getrandbits(k)
        result[i], result[j] = result[j], result[i]

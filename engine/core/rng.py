"""Seeded randomness for self-play and seeded records: deterministic across runs and machines."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable
from typing import TypeVar

T = TypeVar("T")


def seeded_rng(seed: int | str, *labels: object) -> random.Random:
    """A `random.Random` derived from the seed and labels (e.g. player and shuffle number).

    Deriving a fresh generator per chance event keeps the state serialisable: no generator state
    has to be stored, only the seed and a counter.
    """
    text = "\x1f".join([str(seed), *(str(label) for label in labels)])
    digest = hashlib.sha256(text.encode("utf-8")).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def shuffled(items: Iterable[T], seed: int | str, *labels: object) -> list[T]:
    """The items in a seeded random order; the input order does not matter (items are sorted first).

    The order is exactly `seeded_rng(seed, *labels).shuffle(sorted(items))` of CPython's `random`
    (Fisher–Yates drawing `getrandbits(n.bit_length())` until below n), written out here: the same
    draws without a method call per card (test_core_rng pins the two to agree).
    """
    result = sorted(items)  # type: ignore[type-var]
    getrandbits = seeded_rng(seed, *labels).getrandbits
    for i in range(len(result) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        result[i], result[j] = result[j], result[i]
    return result

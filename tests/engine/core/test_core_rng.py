"""`shuffled` is CPython's `random.Random.shuffle` of the sorted items, drawn from `seeded_rng`."""

import random

from engine.core.rng import seeded_rng, shuffled


def test_shuffled_is_the_standard_shuffle_of_the_sorted_items():
    rng = random.Random(5)
    for size in list(range(0, 40)) + [60, 100, 257]:
        items = [f"card{rng.randrange(12)}" for _ in range(size)]
        for labels in (("Anna", 0), ("Ben", 3), ()):
            seed = rng.choice([17, "seed-x", 10**30])
            expected = sorted(items)
            seeded_rng(seed, *labels).shuffle(expected)
            assert shuffled(items, seed, *labels) == expected


def test_shuffled_ignores_the_input_order():
    items = ["Kupfer"] * 7 + ["Anwesen"] * 3 + ["Gold"]
    assert shuffled(items, "s", "A", 1) == shuffled(list(reversed(items)), "s", "A", 1)

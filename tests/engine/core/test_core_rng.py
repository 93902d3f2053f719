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


def test_shuffle_sorted_with_the_joined_seed_text_is_shuffled():
    from engine.core.rng import seed_text_number, shuffle_sorted

    rng = random.Random(11)
    for size in list(range(0, 50)) + [300, 1500]:  # past the remembered passes (1024) too
        items = sorted(f"c{rng.randrange(9)}" for _ in range(size))
        seed, player, count = rng.choice(["bench-1-2", "s", "Ärger"]), rng.choice(["A", "Ben"]), rng.randrange(40)
        mine = list(items)
        shuffle_sorted(mine, seed_text_number(f"{seed}\x1f{player}\x1f{count}"))
        assert mine == shuffled(items, seed, player, count)


def test_pile_copy_is_independent_and_keeps_subclass_attributes():
    from collections import Counter

    from engine.core.pile import Pile

    pile = Pile(["a", "b"], Counter({"c": 2}), 1)
    copy = pile.copy()
    assert copy == pile and copy.top is not pile.top and copy.pool is not pile.pool
    copy.top.append("x")
    copy.pool["c"] += 1
    assert pile == Pile(["a", "b"], Counter({"c": 2}), 1)

    class Tagged(Pile):
        pass

    tagged = Tagged(["a"], Counter(), 0)
    tagged.label = "deck"
    again = tagged.copy()
    assert type(again) is Tagged and again.label == "deck" and again == tagged

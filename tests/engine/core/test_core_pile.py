"""engine.core: piles with lazily revealed order, verdicts, rng."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core import Pile, PileError, Verdict, shuffled


def test_drawn_card_must_be_in_the_pile():
    pile = Pile.shuffled_from({"Kupfer": 2, "Anwesen": 1})
    assert pile.draw("Kupfer") == "Kupfer"
    with pytest.raises(PileError):
        pile.draw("Gold")


def test_unseen_draw_stays_outstanding_until_resolved():
    pile = Pile.shuffled_from({"Kupfer": 1, "Anwesen": 1})
    assert pile.draw(None) is None
    assert pile.outstanding == 1 and pile.size == 1
    pile.resolve("Anwesen")
    assert pile.draw("Kupfer") == "Kupfer"
    with pytest.raises(PileError):
        pile.resolve("Kupfer")


def test_known_top_card_must_match():
    pile = Pile.shuffled_from({"Kupfer": 3})
    pile.put_on_top("Silber")
    with pytest.raises(PileError):
        pile.draw("Kupfer")
    assert pile.draw("Silber") == "Silber"


def test_shuffle_only_into_an_empty_pile():
    pile = Pile.shuffled_from({"Kupfer": 1})
    with pytest.raises(PileError):
        pile.shuffle_in({"Gold": 1})


@given(st.dictionaries(st.sampled_from(["A", "B", "C"]), st.integers(1, 4), min_size=1), st.integers(0, 99))
def test_seeded_order_is_a_permutation_and_deterministic(cards, seed):
    one, two = Pile.shuffled_from(cards), Pile.shuffled_from(cards)
    one.fix_order(seed, "x")
    two.fix_order(seed, "x")
    assert one.top == two.top and Counter(one.top) == Counter(cards)


def test_json_round_trip():
    pile = Pile.shuffled_from({"Kupfer": 2})
    pile.put_on_top("Gold")
    assert Pile.from_json(pile.to_json()) == pile


def test_verdict_other_than_legal_needs_a_rule():
    with pytest.raises(ValueError):
        Verdict("illegal")
    assert Verdict.illegal("x.y", "de", "en", a=1).details == {"a": 1}


def test_shuffled_ignores_input_order():
    assert shuffled([3, 1, 2], 5) == shuffled([2, 3, 1], 5)

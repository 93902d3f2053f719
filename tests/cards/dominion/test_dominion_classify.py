"""Block kinds (digest §3.2); counts from the digest table, re-checked against the seed."""

from collections import Counter

from cards.importers.dominion import classify


def test_classification_counts_reproduce_the_digest(document, card_db):
    counts = Counter(classify(b, card_db) for b in document.blocks)
    assert counts == {
        "card": 582,
        "multi": 44,
        "split_pile": 6,
        "rules": 42,
        "recommended_sets": 41,
        "placeholder": 17,
        "template": 1,
    }


def test_title_that_is_a_card_name_makes_a_card_block_even_if_it_explains_artifacts(document, card_db):
    assert classify(document.block("26/2"), card_db) == "card"  # GRENZPOSTEN, explains HORN and LATERNE


def test_untitled_rules_pages_are_found_by_their_opening_words(document, card_db):
    for block_id in ("19/26", "19/27", "19/28", "19/29", "21/41", "22/14", "22/15"):
        assert classify(document.block(block_id), card_db) == "rules", block_id


def test_untitled_event_and_boon_pages_are_multi(document, card_db):
    for block_id in ("23/28", "23/29", "25/33", "25/34", "25/35", "16/13", "16/14", "21/38"):
        assert classify(document.block(block_id), card_db) == "multi", block_id


def test_split_piles_placeholders_and_template(document, card_db):
    assert [classify(document.block(f"24/{i}"), card_db) for i in range(30, 35)] == ["split_pile"] * 5
    assert classify(document.block("28/6"), card_db) == "split_pile"
    assert classify(document.block("12/13"), card_db) == "placeholder"  # TRANK without text
    assert classify(document.block("27/5"), card_db) == "template"


def test_untitled_recommended_lists_are_recognised(document, card_db):
    assert classify(document.block("6/25"), card_db) == "recommended_sets"  # "Siegestanz:" + list
    assert classify(document.block("19/0"), card_db) == "card"  # prose with commas is no list

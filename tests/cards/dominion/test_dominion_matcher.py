"""The block → card matcher (digest §3.2), measured on a sample labelled by reading the seed."""

import json
import time
from pathlib import Path

from cards.importers.dominion import classify, load_document, match

LABELS = Path(__file__).resolve().parents[2] / "data" / "dominion" / "divider_labels.json"


def test_edition_one_note_of_keller_is_attached_to_cellar(match_by_block):
    # seed ln 94-97: "Du kannst den ausgespielten Keller selbst nicht ablegen" (HiG 2008, no title line)
    assert match_by_block["2/1"].card_tags == ("Cellar",)


def test_thronsaal_has_three_printings(matches):
    blocks = sorted(m.block for m in matches if "Throne Room" in m.card_tags)
    assert blocks == ["2/24", "3/24", "5/13"]  # HiG 2008, Special 2013, Second Edition 2017


def test_rgg_intrige_bridge_and_ironworks_follow_print_order(match_by_block):
    # seed ln 1159: costs reduced by 1 (Brücke); ln 1166: gain up to 4, bonus by type (Eisenhütte)
    assert match_by_block["7/11"].card_tags == ("Bridge",)
    assert match_by_block["7/12"].card_tags == ("Ironworks",)


def test_continuation_pages_map_to_one_card(match_by_block):
    assert match_by_block["12/11"].card_tags == match_by_block["12/12"].card_tags == ("Possession",)
    assert match_by_block["24/28"].card_tags == match_by_block["24/29"].card_tags == ("Castles",)


def test_non_adjacent_blocks_never_share_a_card_within_a_section(document, matches):
    seen = {}
    for m in matches:
        if m.kind != "card":
            continue
        for tag in m.card_tags:
            section, index = (int(x) for x in m.block.split("/"))
            seen.setdefault((section, tag), []).append(index)
    for (section, tag), indexes in seen.items():
        assert len(indexes) <= 2, (section, tag, indexes)
        if len(indexes) == 2:
            assert abs(indexes[0] - indexes[1]) == 1, (section, tag, indexes)


def test_flag_bearer_is_not_matched_to_the_artifact_flag(match_by_block):
    assert match_by_block["26/9"].card_tags == ("Flag Bearer",)


def test_split_piles_and_placeholders_resolve_by_name(match_by_block):
    assert set(match_by_block["24/30"].card_tags) == {"Catapult", "Rocks"}
    assert match_by_block["1/3"].card_tags == ("Copper",)
    assert match_by_block["1/2"].card_tags == ()  # PLATZHALTER is no card


def test_every_match_names_confidence_method_and_runner_up(matches):
    assert {m.confidence for m in matches} <= {"high", "medium", "low"}
    card = [m for m in matches if m.kind == "card" and m.card_tags]
    assert all(m.method and m.runner_up and m.margin is not None for m in card)


def test_matcher_is_deterministic_and_fast(card_db):
    document = load_document()
    start = time.perf_counter()
    first = match(document, card_db)
    elapsed = time.perf_counter() - start
    assert first == match(document, card_db)
    assert elapsed < 10.0  # about 3 s on the development machine


def test_labelled_sample_accuracy_is_at_least_98_percent(document, card_db, match_by_block):
    labels = json.loads(LABELS.read_text(encoding="utf-8"))
    assert len(labels) >= 100
    misses = []
    for label in labels:
        block = document.block(label["block"])
        assert [block.first_line, block.last_line] == label["lines"], label["block"]
        found = match_by_block.get(label["block"])
        got_cards = set(found.card_tags) if found else set()
        got_kind = classify(block, card_db)
        if got_kind != label["kind"] or got_cards != set(label["cards"]):
            misses.append((label["block"], label["kind"], label["cards"], got_kind, sorted(got_cards), label["why"]))
    right = len(labels) - len(misses)
    print(f"labelled sample: {right}/{len(labels)} right")
    for miss in misses:
        print("MISS", miss)
    assert right / len(labels) >= 0.98

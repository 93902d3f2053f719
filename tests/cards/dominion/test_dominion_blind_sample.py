"""The matcher against an independent sample: 110 blocks drawn at random (seed 20261125) from the card,
multi-item and split-pile blocks, labelled by reading the seed without seeing the matcher's output."""

from __future__ import annotations

import json
from pathlib import Path

from cards.importers.dominion import load_card_db, load_document, match

LABELS = Path(__file__).resolve().parents[2] / "data" / "dominion" / "divider_labels_blind.json"


def test_matcher_gets_at_least_98_percent_of_the_blind_sample_right():
    labels = json.loads(LABELS.read_text(encoding="utf-8"))
    assert len(labels) >= 100
    found = {m.block: set(m.card_tags) for m in match(load_document(), load_card_db())}
    misses = [(label["block"], sorted(found.get(label["block"], set())), label["cards"], label["why"])
              for label in labels if found.get(label["block"], set()) != set(label["cards"])]
    accuracy = 1 - len(misses) / len(labels)
    assert accuracy >= 0.98, "\n".join(map(str, misses))


def test_every_block_the_labeller_was_sure_of_is_matched_exactly():
    labels = [label for label in json.loads(LABELS.read_text(encoding="utf-8")) if label["sure"]]
    found = {m.block: set(m.card_tags) for m in match(load_document(), load_card_db())}
    wrong = [(label["block"], sorted(found.get(label["block"], set())), label["cards"]) for label in labels
             if found.get(label["block"], set()) != set(label["cards"])]
    assert not wrong, wrong

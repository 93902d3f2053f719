"""Dominion Online's Bibliothek of the other player (dominion.karte.bibliothek, rulebook 003 ln732): a card set
aside unseen is written unnamed, and the discard line that ends the Library names it (format.md, Bibliothek).
Synthetic logs written by hand (tests/data/importers/), replayed by the engine."""

from __future__ import annotations

from pathlib import Path

from engine.core import replay
from engine.importers import import_log

DATA = Path(__file__).resolve().parents[2] / "data" / "importers"


def _log(name: str) -> dict:
    return import_log("dominion-online", (DATA / name).read_text(encoding="utf-8"))


def test_discard_line_names_only_the_cards_set_aside_unseen_ln732() -> None:
    # B's Harbinger topdecks a Cellar (named), the Library draws it (known: set aside with "ja"), later a card
    # drawn unseen is set aside unseen; "B discards 2 Cellars." names both set-aside cards, the answer only the
    # unseen one (the known one the engine discards itself)
    record = _log("library_known_and_unseen_set_aside.txt")
    log = record["log"]
    library = log.index({"by": "Ben", "move": "play", "card": "Bibliothek"})
    known = log.index({"by": "Ben", "move": "choose", "option": "ja"}, library)
    unseen = log.index({"by": "Ben", "move": "choose", "cards": [], "unknown": 1}, known)
    named = log.index({"by": "Ben", "move": "choose", "cards": ["Keller"]}, unseen)
    assert log.index({"by": "Ben", "move": "play", "card": "Kupfer"}, library) > named
    report = replay(record)
    assert report.status == "legal", [p.to_json() for p in report.problems]


def test_hidden_set_aside_named_as_a_card_the_player_cannot_hold_is_not_legal_ln732() -> None:
    # the same log, but the discard names a Library: Ben's one Library is in play, none is among his unseen cards
    text = (DATA / "library_known_and_unseen_set_aside.txt").read_text(encoding="utf-8")
    record = import_log("dominion-online", text.replace("B discards 2 Cellars.", "B discards a Cellar and a Library."))
    report = replay(record)
    assert report.status == "illegal"
    first = report.problems[0].to_json()
    assert first["rule"] == "dominion.karte.bibliothek"
    assert first["entry"] == {"by": "Ben", "move": "choose", "cards": ["Bibliothek"]}

"""Every reference log (real games, read in place): a record comes out; when all its cards are
implemented it replays legal, otherwise replay says `unsupported` and names the missing cards —
never `illegal` or `inconsistent`. Then corruptions of a real, supported log are caught by the rule."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from importer_reference import reference_logs, require_reference_logs

from engine.core import replay
from engine.importers import import_log

FORMATS = {"dominion-online": "dominion-online/*/*.txt", "isotropic": "isotropic/raw_html/*.html"}
# The client hides an opponent's cards in some choices ("discards a card", "topdecks a card"); a record
# cannot name them yet, so the importer ends the record before such a line (`import.stopped`).
STOPS_EARLY = {"game_log.txt", "first_turns_trimmed.txt", "moat_reaction_sentry_reshuffles.txt"}


def _files() -> list[tuple[str, str]]:
    folder = reference_logs()
    if not folder.is_dir():
        return [("dominion-online", "<missing>")]
    return [(fmt, str(path.relative_to(folder))) for fmt, pattern in FORMATS.items()
            for path in sorted(folder.glob(pattern))]


def _load(fmt: str, name: str) -> dict:
    folder = require_reference_logs()
    return import_log(fmt, (folder / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize(("fmt", "name"), _files(), ids=[name for _, name in _files()])
def test_reference_log_replays_legal_or_reports_unsupported(fmt: str, name: str) -> None:
    record = _load(fmt, name)
    report = replay(record)
    kingdom_and_extras = record["setup"]["kingdom"] + record["setup"].get("extras", [])
    if report.status == "unsupported":
        assert report.unsupported, "unsupported must name the missing cards"
        assert set(report.unsupported) <= set(kingdom_and_extras)
        return
    problems = [p.to_json() for p in report.problems]
    assert report.status == "legal", problems
    assert report.checked == len(record["log"]) > 0
    if Path(name).name in STOPS_EARLY:
        assert "stopped" in record["import"]
    else:
        assert "stopped" not in record["import"]


def test_finished_real_game_reaches_the_end() -> None:
    record = _load("dominion-online", "dominion-online/magicjj-dominion-analyzer/data3.txt")
    report = replay(record)
    assert report.status == "legal"
    assert len(record["log"]) > 400


def _supported() -> dict:
    return _load("dominion-online", "dominion-online/magicjj-dominion-analyzer/data1.txt")


def _first(log: list[dict], **fields: str) -> int:
    return next(i for i, entry in enumerate(log) if all(entry.get(k) == v for k, v in fields.items()))


def test_real_log_buy_with_too_little_money_is_illegal() -> None:
    record = _supported()
    index = _first(record["log"], move="buy")
    record["log"][index] = {**record["log"][index], "card": "Provinz"}
    report = replay(record)
    assert report.status == "illegal"
    assert (report.problems[0].index, report.problems[0].rule) == (index, "dominion.kauf-braucht-geld")


def test_real_log_action_without_actions_left_is_illegal() -> None:
    record = _supported()
    log = record["log"]
    # magicjj's turn 10: Laboratory (+1 Action), then Bridge uses the last action; the Chapel stays in hand
    lab = _first(log, move="play", card="Laboratorium")
    bridge = next(i for i in range(lab, len(log)) if log[i].get("card") == "Brücke" and log[i].get("move") == "play")
    corrupted = copy.deepcopy(record)
    corrupted["log"].insert(bridge + 1, {"by": log[bridge]["by"], "move": "play", "card": "Kapelle"})
    report = replay(corrupted)
    first = report.problems[0]
    assert (first.index, first.rule) == (bridge + 1, "dominion.aktion-braucht-aktion")


def test_real_log_card_not_in_hand_is_illegal() -> None:
    record = _supported()
    index = _first(record["log"], move="play", card="Kupfer")
    record["log"][index] = {**record["log"][index], "card": "Gold"}
    report = replay(record)
    assert (report.problems[0].index, report.problems[0].rule) == (index, "dominion.karte-nicht-auf-der-hand")

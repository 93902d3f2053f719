"""Every reference log (real games, read in place): a record comes out; when all its cards are
implemented it replays legal, otherwise replay says `unsupported` and names the missing cards —
never `illegal` or `inconsistent`. Then corruptions of a real, supported log are caught by the rule."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest
from importer_reference import reference_logs, require_reference_logs

from engine.core import replay
from engine.importers import import_log

FORMATS = {"dominion-online": "dominion-online/*/*.txt", "isotropic": "isotropic/raw_html/*.html"}
# The client hides an opponent's cards in some choices ("discards a card", "topdecks a card", "looks at 2
# cards"); the record says them as `"unknown": n` choices and unnamed looks, so no log stops early any more.
HIDDEN_CHOICES = ["dominion-online/jon-rie-dominion-tracker/game_log.txt",
                  "dominion-online/rafxrs-domibot/first_turns_trimmed.txt",
                  "dominion-online/rafxrs-domibot/moat_reaction_sentry_reshuffles.txt"]


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
    assert "stopped" not in record["import"], record["import"].get("stopped")


@pytest.mark.parametrize("name", HIDDEN_CHOICES, ids=[Path(n).name for n in HIDDEN_CHOICES])
def test_log_with_hidden_choices_replays_legal_to_its_last_line(name: str) -> None:
    record = _load("dominion-online", name)
    report = replay(record)
    assert report.status == "legal", [p.to_json() for p in report.problems]
    assert "stopped" not in record["import"]
    text = (require_reference_logs() / name).read_text(encoding="utf-8")
    last_turn = max(int(m) for m in re.findall(r"^Turn (\d+) - ", text, re.MULTILINE))
    assert report.final_state.turn >= 2 * last_turn - 1  # both players' turns up to the log's last header


def test_militia_discarding_a_hidden_card_is_an_unknown_choice_ln686() -> None:
    # game_log.txt line 115 "L discards a card and an Estate." (rule dominion.karte.miliz)
    record = _load("dominion-online", HIDDEN_CHOICES[0])
    entry = {"by": "Lord Rattington", "move": "choose", "cards": ["Anwesen"], "unknown": 1}
    index = record["log"].index(entry)
    report = replay(record, keep_states=True)
    assert report.results[index][1].is_legal
    before, after = report.states[index]["cards"]["Lord Rattington"], report.states[index + 1]["cards"]["Lord Rattington"]
    assert report.states[index]["waiting"]["rule"] == "dominion.karte.miliz"
    assert (after["hand_unknown"], after["discard_unknown"]) == (before["hand_unknown"] - 2, before["discard_unknown"] + 1)


def test_cellar_discarding_a_hidden_card_is_an_unknown_choice_ln621() -> None:
    # first_turns_trimmed.txt line 105 "l discards a card and a Remodel." (rule dominion.karte.keller)
    record = _load("dominion-online", HIDDEN_CHOICES[1])
    index = record["log"].index({"by": "lololololo", "move": "choose", "cards": ["Umbau"], "unknown": 1})
    assert record["log"][index + 1] == {"by": "lololololo", "event": "draw", "count": 2}  # "l draws 2 cards."
    assert replay(record).results[index][1].is_legal


def test_sentry_looking_at_hidden_cards_and_the_moat_reaction_are_replayed_ln806_ln605() -> None:
    # moat_reaction_sentry_reshuffles.txt line 156 "G looks at 2 cards." / 157 "G trashes a Copper." /
    # 158 "G topdecks a card." (rule dominion.karte.torwaechterin), line 184 "G reacts with a Moat."
    record = _load("dominion-online", HIDDEN_CHOICES[2])
    log = record["log"]
    look = log.index({"by": "Gwen", "event": "reveal", "count": 2})
    assert log[look + 1] == {"by": "Gwen", "move": "choose", "cards": ["Kupfer"]}
    report = replay(record, keep_states=True)
    assert report.states[look + 1]["cards"]["Gwen"]["revealed_unknown"] == 2
    assert "revealed_unknown" not in report.states[look + 3]["cards"]["Gwen"]  # the rest went back unseen
    moat = log.index({"by": "Gwen", "move": "choose", "cards": ["Burggraben"]})
    assert report.states[moat]["waiting"]["rule"] == "dominion.reaktion"
    assert log[moat - 1] == {"by": "domibot_v1.4", "move": "play", "card": "Hexe"}
    verdict = report.results[moat][1]
    assert verdict.is_legal, verdict
    curses = report.states[moat + 1]["supply"]["Curse"]
    witch_done = next(i for i in range(moat, len(log)) if report.states[i + 1]["waiting"] is None)
    assert report.states[witch_done + 1]["supply"]["Curse"] == curses  # Gwen, immune, gains no Curse


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

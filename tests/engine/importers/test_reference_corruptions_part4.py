"""Corruptions of real Dominion Online games that use the mechanics of part 4 (debt, split piles, Events): each
game replays `legal` as imported (the pin says so); one changed entry must be caught at exactly that entry, by the
rule the change breaks. The games are magicjj's (../shared/reference-logs/dominion-online/magicjj-dominion-analyzer)."""

from __future__ import annotations

from importer_reference import require_reference_logs

from engine.core import replay
from engine.importers import import_log

FOLDER = "dominion-online/magicjj-dominion-analyzer/"


def _record(name: str) -> dict:
    folder = require_reference_logs()
    record = import_log("dominion-online", (folder / (FOLDER + name)).read_text(encoding="utf-8"))
    assert replay(record).status == "legal", name  # the uncorrupted game is legal
    return record


def _first(log: list[dict], start: int = 0, **fields: object) -> int:
    return next(i for i in range(start, len(log)) if all(log[i].get(k) == v for k, v in fields.items()))


def _first_problem(record: dict) -> tuple[int, str]:
    report = replay(record)
    assert report.status == "illegal", report.status
    return report.problems[0].index, report.problems[0].rule


def test_debt_not_repaid_forbids_the_next_buy_ln5649() -> None:
    """dominion.auslegung.schulden-kein-kauf (ln5649): after-landmarks-set-b, magicjj repays his last debt token
    ("repays 1 debt.") and then buys a Silber. Without the repay he still holds debt: the buy is refused there."""
    record = _record("after-landmarks-set-b.txt")
    log = record["log"]
    repay = _first(log, move="repay", count=1)
    assert log[repay + 1]["move"] == "buy"
    del log[repay]
    assert _first_problem(record) == (repay, "dominion.auslegung.schulden-kein-kauf")


def test_split_pile_card_under_the_top_cannot_be_bought_ln5773() -> None:
    """dominion.geteilter-stapel (ln5773–5774): after-landmarks-set-a, Lord Rattington's first Gladiator; the
    Reichtum cards lie under the 5 Gladiatoren, so buying a Reichtum instead is refused at that entry."""
    record = _record("after-landmarks-set-a.txt")
    log = record["log"]
    buy = _first(log, move="buy", card="Gladiator")
    log[buy] = {**log[buy], "card": "Reichtum"}
    assert _first_problem(record) == (buy, "dominion.geteilter-stapel")


def test_an_event_bought_once_per_game_cannot_be_bought_again_ln5319() -> None:
    """dominion.ereignis-einmal (Erbschaft, ln5319: "nur 1x pro Spiel und Spieler"): newdata2, april.elaine buys
    Erbschaft; a later buy of hers with at least 7 coins (a Provinz) turned into a second Erbschaft is refused."""
    record = _record("newdata2.txt")
    log = record["log"]
    first = _first(log, move="buy", card="Erbschaft")
    player = log[first]["by"]
    later = _first(log, first + 1, by=player, move="buy", card="Provinz")
    log[later] = {**log[later], "card": "Erbschaft"}
    assert _first_problem(record) == (later, "dominion.ereignis-einmal")

"""isotropic HTML logs → records, on hand-written pages in both styles (with and without draw lines)."""

from __future__ import annotations

import pytest

from engine.core import replay
from engine.importers import ImportProblem, import_log


def _card(name: str, kind: str = "treasure") -> str:
    return f"<span class=card-{kind}>{name}</span>"


SUPPLY = ", ".join(_card(n, "none") for n in ["Cellar", "Chapel", "Moat", "Village", "Workshop", "Smithy",
                                             "Market", "Militia", "Festival", "Laboratory"])

PAGE_2011 = f"""<html><body><pre>Cleo wins!
cards in supply: {SUPPLY}

<hr/><b>Game log</b>

Turn order is Cleo and then Dora.

<span class=logonly>(Cleo's first hand: 4 {_card("Coppers")} and an {_card("Estate", "victory")}.)</span>
<span class=logonly>(Dora's first hand: 3 {_card("Coppers")} and 2 {_card("Estates", "victory")}.)</span>
<br>
&mdash; Cleo's turn 1 &mdash;
Cleo plays 4 {_card("Coppers")}.
Cleo buys a {_card("Smithy", "none")}.
<span class=logonly>(Cleo draws: 3 {_card("Coppers")} and 2 {_card("Estates", "victory")}.)</span>
   <br>
   &mdash; Dora's turn 1 &mdash;
   Dora plays 3 {_card("Coppers")}.
   Dora buys a {_card("Silver")}.
   <span class=logonly>(Dora draws: 4 {_card("Coppers")} and an {_card("Estate", "victory")}.)</span>
<br>
&mdash; Cleo's turn 2 &mdash;
Cleo plays 3 {_card("Coppers")}.
Cleo buys a {_card("Silver")}.
(Cleo reshuffles.)
<span class=logonly>(Cleo draws: a {_card("Smithy", "none")} and 4 {_card("Coppers")}.)</span>
</pre></body></html>"""

PAGE_2010 = f"""<html><body><pre>cards in supply: {SUPPLY}
<hr/><b>Game log</b>
Turn order is Cleo and then Dora.

--- Cleo's turn 1 ---
 Cleo plays 4 {_card("Coppers")}.
 Cleo buys a {_card("Smithy", "none")}.

   --- Dora's turn 1 ---
    Dora plays 3 {_card("Coppers")}.
    Dora buys a {_card("Silver")}.

--- Cleo's turn 2 ---
 Cleo plays 3 {_card("Coppers")}.
 Cleo buys a {_card("Silver")}.
 (Cleo reshuffles.)
</pre></body></html>"""


def test_supply_line_gives_the_kingdom_and_turn_order_the_players() -> None:
    record = import_log("isotropic", PAGE_2011)
    assert record["players"] == ["Cleo", "Dora"]
    assert record["setup"]["kingdom"][:3] == ["Keller", "Kapelle", "Burggraben"]
    assert "kingdom_filled" not in record["import"] and "kingdom_unknown" not in record["import"]
    assert record["setup"]["editions"] == ["basis-rgg-2013"]


def test_hidden_info_lines_become_visible_draws() -> None:
    record = import_log("isotropic", PAGE_2011)
    assert record["log"][0] == {"by": "Cleo", "event": "draw", "cards": ["Kupfer"] * 4 + ["Anwesen"]}
    assert {"by": "Cleo", "event": "shuffle"} in record["log"]
    report = replay(record)
    assert report.status == "legal", [p.to_json() for p in report.problems]


def test_log_without_draw_lines_gets_hidden_draws_with_counts() -> None:
    record = import_log("isotropic", PAGE_2010)
    assert record["import"]["hidden_draws"] is True
    assert record["log"][:2] == [{"by": "Cleo", "event": "draw", "count": 5},
                                 {"by": "Dora", "event": "draw", "count": 5}]
    report = replay(record)
    assert report.status == "legal", [p.to_json() for p in report.problems]


def test_card_outside_base_and_intrigue_is_unsupported() -> None:
    # Werewolf (Nocturne): not implemented (Seaside, Prosperity and Hinterland are)
    page = PAGE_2011.replace(_card("Cellar", "none"), _card("Werewolf", "none"))
    report = replay(import_log("isotropic", page))
    assert report.status == "unsupported"
    assert report.unsupported == ["Werwolf"]


def test_page_without_turn_order_is_an_import_problem() -> None:
    with pytest.raises(ImportProblem):
        import_log("isotropic", "<html><pre>nothing here</pre></html>")

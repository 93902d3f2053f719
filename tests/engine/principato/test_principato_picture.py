"""The job page's picture: the display and each principality as inline SVG, escaped, CSP-safe."""

import json
from pathlib import Path

from pr_helpers import RS, game

from engine.core import replay

CORPUS = Path(__file__).resolve().parents[2] / "data" / "principato"


def test_picture_draws_the_display_and_every_principality():
    state = RS.state_to_json(game(3))
    html = RS.picture(state, {})
    assert html.count('class="principato-fuerstentum"') == 3 and 'class="principato-auslage"' in html
    for player in ("Anna", "Ben", "Clara"):
        assert player in html
    for card in state["display"]:
        assert card in html
    for area in ("Umland", "Stadtmauer", "Innenstadt", "Palast", "Lager"):
        assert area in html
    assert "style=" not in html and "<script" not in html
    assert "Zielkarten" not in html  # hidden until the end (Q25)


def test_picture_marks_a_new_display_card_and_shows_goals_at_the_end():
    record = json.loads((CORPUS / "2p-greedy-seed11.json").read_text(encoding="utf-8"))["record"]
    report = replay(record, keep_states=True)
    html = RS.picture(report.states[2], {}, previous=report.states[1], move=record["log"][1])
    assert 'stroke="#c0392b"' in html
    assert "Zielkarten" in RS.picture(report.states[-1], {})


def test_picture_escapes_what_a_user_submitted():
    state = RS.state_to_json(game())
    state["players"][0] = "<b>x</b>"
    state["principalities"] = {"<b>x</b>": state["principalities"]["Anna"], "Ben": state["principalities"]["Ben"]}
    state["display"][0] = "<script>"
    html = RS.picture(state, {})
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html and "<script>" not in html
    assert RS.picture({"nonsense": 1}, {}) is None

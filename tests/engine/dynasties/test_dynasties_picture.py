"""The job page's picture: the map with each player's family members as inline SVG, escaped, CSP-safe."""

import json
from pathlib import Path

from dy_helpers import RS, started

from engine.core import replay

CORPUS = Path(__file__).resolve().parents[2] / "data" / "dynasties"


def test_picture_draws_the_four_countries_with_the_family_members():
    record = json.loads((CORPUS / "4p-greedy-seed11.json").read_text(encoding="utf-8"))["record"]
    report = replay(record, keep_states=True)
    state = report.states[60]
    html = RS.picture(state, {})
    assert html.count('class="dynasties-land"') == 4 and 'class="dynasties-tisch"' in html
    for country in ("Britannia", "France", "Hispania", "Sacrum Romanum Imperium"):
        assert country in html
    placed = {p for c in state["cities"].values() for p in (c["fuerst"], c["fuerstin"]) if p}
    assert placed and all(p in html for p in placed)
    for name in state["cities"]:
        assert name in html
    assert "style=" not in html and "<script" not in html


def test_picture_marks_the_city_that_changed():
    record = json.loads((CORPUS / "3p-greedy-seed11.json").read_text(encoding="utf-8"))["record"]
    report = replay(record, keep_states=True)
    index = next(i for i, e in enumerate(record["log"]) if e.get("action") in ("fuerst", "fuerstin"))
    html = RS.picture(report.states[index + 1], {}, previous=report.states[index], move=record["log"][index])
    assert 'stroke="#c0392b"' in html


def test_picture_escapes_what_a_user_submitted():
    state = RS.state_to_json(started())
    name = next(iter(state["cities"]))
    state["cities"][name]["fuerst"] = "<b>x</b>"
    state["players"][0] = "<script>"
    html = RS.picture(state, {})
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html and "<script>" not in html
    assert RS.picture({"nonsense": 1}, {}) is None

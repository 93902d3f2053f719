"""rules.json: quotes verbatim in the named lines, sections from the sections file, ids used in code exist."""

import json
import re
from pathlib import Path

import pytest

from engine.core import get_ruleset
from engine.games.burgund_karten.rules import CATALOG, RULEBOOK

ROOT = Path(__file__).resolve().parents[3]
SEED = ROOT / "rulings" / "sources" / "rulebooks" / RULEBOOK
SECTIONS = ROOT / "rulings" / "sources" / "burgund-karten.sections.json"
EXTERNAL_FACTS = {"goods_sort_by_die", "animal_kinds", "starting_workers_by_seat"}


def fold(text):
    return " ".join(text.split())


def sections():
    return {s["slug"]: s["lines"] for s in json.loads(SECTIONS.read_text(encoding="utf-8"))["sections"]}


@pytest.mark.parametrize("rule", CATALOG.load(), ids=lambda r: r["id"])
def test_quote_is_verbatim_in_the_named_lines_of_the_named_section(rule):
    lines = SEED.read_text(encoding="utf-8").split("\n")
    first, last = rule["lines"]
    assert fold(rule["quote"]) in fold(" ".join(lines[first - 1:last]))
    start, end = sections()[rule["section"]]
    assert start <= first <= last <= end
    assert rule["id"].startswith("burgund-karten.") and rule["statement_de"] and rule["gloss_en"]


@pytest.mark.parametrize("rule", [r for r in CATALOG.load() if r["kind"] == "auslegung"], ids=lambda r: r["id"])
def test_every_reading_names_its_question(rule):
    assert rule["id"].startswith("burgund-karten.auslegung.")
    assert rule["question"] is None or re.fullmatch(r"Q([1-9]|1[0-9]|2[01])", rule["question"])


def test_readings_cover_the_digest_questions_the_engine_decides():
    questions = {r["question"] for r in CATALOG.load() if r["kind"] == "auslegung"}
    assert {f"Q{n}" for n in range(1, 22)} <= questions


def test_external_facts_are_cited_with_their_source():
    sourced = [r for r in CATALOG.load() if "source" in r]
    assert {r["source"].rsplit("/", 1)[1] for r in sourced} == EXTERNAL_FACTS
    assert all(r["source"].startswith("external-facts/burgund-karten.json#/facts/") for r in sourced)


def test_every_rule_id_used_in_code_is_in_rules_json():
    ids = {r["id"] for r in CATALOG.load()}
    assert len(ids) == len(CATALOG.load())
    source = "".join(p.read_text() for p in (ROOT / "engine" / "games" / "burgund_karten").rglob("*.py"))
    used = set(re.findall(r'"(burgund-karten\.[a-z0-9.-]+)"', source))
    # relative ids: CATALOG.refuse/contradict and notes.reading/gap resolve them against the slug
    used |= {"burgund-karten." + m for m in re.findall(r'(?:refuse|contradict|reading|gap)\(\s*"([a-z0-9.-]+)"',
                                                         source)}
    used |= {"burgund-karten." + m for m in re.findall(r'"(?:display|deal|egon|reveal)": "([a-z0-9-]+)"', source)}
    assert len(used) > 40 and used <= ids, used - ids


def test_ruleset_serves_the_rules_and_every_verdict_rule_has_a_quote():
    ruleset = get_ruleset("burgund-karten")
    assert ruleset.rule("burgund-karten.max-drei-projekte")["quote"] == "Hier dürfen maximal drei Karten liegen."
    assert len(ruleset.rules()) == len(CATALOG.load())

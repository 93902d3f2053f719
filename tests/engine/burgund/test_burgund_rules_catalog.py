"""rules.json: quotes verbatim in the named lines, sections from the sections file, ids used in code exist,
external facts cited with their source and copied into the package with their provenance."""

import json
import re
from pathlib import Path

import pytest

from engine.core import get_ruleset
from engine.games.burgund import facts
from engine.games.burgund.rules import CATALOG, RULEBOOK

ROOT = Path(__file__).resolve().parents[3]
SEED = ROOT / "rulings" / "sources" / "rulebooks" / RULEBOOK
SECTIONS = ROOT / "rulings" / "sources" / "burgund.sections.json"
# the digest's ambiguities the base game needs decided (the others concern the modules)
QUESTIONS = {"Q1", "Q2", "Q3", "Q4", "Q5", "Q6", "Q7", "Q8", "Q9", "Q10", "Q11", "Q12", "Q13", "Q14", "Q15", "Q16",
             "Q21", "Q25", "Q26"}


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
    assert rule["id"].startswith("burgund.") and rule["statement_de"] and rule["gloss_en"]


@pytest.mark.parametrize("rule", [r for r in CATALOG.load() if r["kind"] == "auslegung"], ids=lambda r: r["id"])
def test_every_reading_names_its_question(rule):
    assert rule["id"].startswith("burgund.auslegung.")
    assert rule["question"] == "" or re.fullmatch(r"Q[1-9][0-9]?", rule["question"])


def test_readings_cover_the_digest_questions_the_engine_decides():
    assert QUESTIONS <= {r["question"] for r in CATALOG.load() if r["kind"] == "auslegung"}


def test_external_facts_are_cited_with_their_source_in_the_package():
    sourced = [r for r in CATALOG.load() if "source" in r]
    assert len(sourced) >= 7
    data = facts.raw()
    for rule in sourced:
        path, _, pointer = rule["source"].partition("#")
        assert path == facts.FACTS_FILE and (ROOT / path).exists()
        node = data
        for part in pointer.strip("/").split("/"):
            node = node[int(part)] if isinstance(node, list) else node[part]
        assert node


def test_the_copied_facts_keep_provenance_and_confidence():
    data = facts.raw()
    assert data["copied_from"].endswith("external-facts/burgund-boards.json")
    for board in data["boards"]:
        assert board["edition_correspondence"]["confidence"] in data["confidence_levels"]
        for space in board["spaces"]:
            assert space["provenance"]["die"]["confidence"] in data["confidence_levels"]
            assert all(s in data["sources"] for s in space["provenance"]["type"]["sources"])
    assert len(data["boards"]) == 10 and all(len(b["spaces"]) == 37 for b in data["boards"])


def test_every_rule_id_used_in_code_is_in_rules_json():
    ids = {r["id"] for r in CATALOG.load()}
    assert len(ids) == len(CATALOG.load())
    source = "".join(p.read_text() for p in (ROOT / "engine" / "games" / "burgund").rglob("*.py"))
    used = set(re.findall(r'"(burgund\.[a-z0-9.-]+)"', source))
    used |= {"burgund." + m for m in re.findall(
        r'(?:refuse|contradict|reading|gap)\(\(?\s*"([a-z0-9.-]+)"', source)}
    used |= {"burgund." + m for m in re.findall(r'return \("([a-z0-9.-]+)",', source)}
    used |= {"burgund." + b for b in ("markt", "schreinerei", "kirche")}  # CATALOG.refuse(building, ...)
    assert len(used) > 40 and used <= ids, used - ids


def test_ruleset_serves_the_rules():
    ruleset = get_ruleset("burgund")
    assert ruleset.rule("burgund.platzieren-farbe")["quote"].startswith("Die Farbe des Plättchens")
    assert len(ruleset.rules()) == len(CATALOG.load())

"""rules.json: quotes verbatim in the named lines of the named section, readings name their question, ids used
in code exist, the external fact carries its provenance (facts.json in the package), every Beiblatt gap has a
rule."""

import json
import re
from pathlib import Path

import pytest

from engine.core import get_ruleset
from engine.games.dynasties.rules import CATALOG, RULEBOOK
from engine.games.dynasties.setup_check import CITIES_PER_COUNTRY

ROOT = Path(__file__).resolve().parents[3]
SEED = ROOT / "rulings" / "sources" / "rulebooks" / RULEBOOK
SECTIONS = ROOT / "rulings" / "sources" / "dynasties.sections.json"
PACKAGE = ROOT / "engine" / "games" / "dynasties"
FACTS = json.loads((PACKAGE / "facts.json").read_text(encoding="utf-8"))


def fold(text):
    return " ".join(text.split())


def sections():
    return {s["slug"]: s["lines"] for s in json.loads(SECTIONS.read_text(encoding="utf-8"))["sections"]}


@pytest.mark.parametrize("rule", CATALOG.load(), ids=lambda r: r["id"])
def test_quote_is_verbatim_in_the_named_lines_of_the_named_section(rule):
    lines = SEED.read_text(encoding="utf-8").split("\n")
    assert len(lines) == 940
    first, last = rule["lines"]
    assert fold(rule["quote"]) in fold(" ".join(lines[first - 1:last]))
    start, end = sections()[rule["section"]]
    assert start <= first <= last <= end
    assert rule["id"].startswith("dynasties.") and rule["statement_de"] and rule["gloss_en"]


@pytest.mark.parametrize("rule", [r for r in CATALOG.load() if r["kind"] == "auslegung"], ids=lambda r: r["id"])
def test_every_reading_names_its_question(rule):
    assert rule["id"].startswith("dynasties.auslegung.") and re.fullmatch(r"P\d+", rule["question"])


def test_every_rule_id_used_in_code_is_in_rules_json():
    ids = {r["id"] for r in CATALOG.load()}
    assert len(ids) == len(CATALOG.load())
    source = "".join(p.read_text() for p in PACKAGE.rglob("*.py"))
    used = set(re.findall(r'"(dynasties\.[a-z0-9.-]+)"', source))
    used |= {"dynasties." + m for m in re.findall(r'(?:refuse|contradict|reading|gap)\(\s*"([a-z0-9.-]+)"', source)}
    used |= {"dynasties." + m for m in re.findall(r'\("(beiblatt\.[a-z]+)"', source)}
    used |= {r for rule in CATALOG.load() for r in rule.get("readings", [])}
    assert len(used) > 60 and used <= ids, used - ids


def test_the_external_fact_is_copied_with_provenance_and_agrees_with_the_engine():
    fact = FACTS["facts"]["cities_per_country_base_board"]
    assert set(fact["provenance"]["sources"]) <= set(FACTS["sources"])
    assert fact["provenance"]["confidence"] in FACTS["confidence_levels"]
    names = {"Sacrum Romanum Imperium": "sri", "France": "france", "Britannia": "britannia", "Hispania": "hispania"}
    assert {names[k]: v for k, v in fact["value"].items()} == CITIES_PER_COUNTRY
    sourced = {r["source"] for r in CATALOG.load() if "source" in r}
    assert sourced == {"external-facts/dynasties.json#/facts/cities_per_country_base_board"}


def test_every_beiblatt_gap_has_its_rule_quoting_the_reference():
    ruleset = get_ruleset("dynasties")
    for page, rule in (("Seite 1", "mitgift"), ("Seite 2", "persoenlichkeit"), ("Seite 3", "bonus"),
                       ("Seite 1", "buchplaettchen"), ("Seite 4", "wertungskarten")):
        quote = ruleset.rule(f"dynasties.beiblatt.{rule}")["quote"]
        assert "Beiblatt" in quote and page in quote

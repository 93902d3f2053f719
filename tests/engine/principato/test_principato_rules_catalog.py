"""rules.json: quotes verbatim in the named lines of the named section, readings name their question,
ids used in code exist, external facts carry their provenance (facts.json in the package)."""

import json
import re
from pathlib import Path

import pytest

from engine.core import get_ruleset
from engine.games.principato import cards
from engine.games.principato.rules import CATALOG, RULEBOOK

ROOT = Path(__file__).resolve().parents[3]
SEED = ROOT / "rulings" / "sources" / "rulebooks" / RULEBOOK
SECTIONS = ROOT / "rulings" / "sources" / "principato.sections.json"
PACKAGE = ROOT / "engine" / "games" / "principato"
FACTS = json.loads((PACKAGE / "facts.json").read_text(encoding="utf-8"))


def fold(text):
    return " ".join(text.split())


def sections():
    return {s["slug"]: s["lines"] for s in json.loads(SECTIONS.read_text(encoding="utf-8"))["sections"]}


@pytest.mark.parametrize("rule", CATALOG.load(), ids=lambda r: r["id"])
def test_quote_is_verbatim_in_the_named_lines_of_the_named_section(rule):
    lines = SEED.read_text(encoding="utf-8").split("\n")
    assert len(lines) == 391
    first, last = rule["lines"]
    assert fold(rule["quote"]) in fold(" ".join(lines[first - 1:last]))
    start, end = sections()[rule["section"]]
    assert start <= first <= last <= end
    assert rule["id"].startswith("principato.") and rule["statement_de"] and rule["gloss_en"]


@pytest.mark.parametrize("rule", [r for r in CATALOG.load() if r["kind"] == "auslegung"], ids=lambda r: r["id"])
def test_every_reading_names_its_question(rule):
    assert rule["id"].startswith("principato.auslegung.")
    assert rule["question"] is None or re.fullmatch(r"Q([1-9]|1[0-9]|2[0-8])", rule["question"])


def test_readings_cover_every_digest_question():
    questions = {r["question"] for r in CATALOG.load() if r["kind"] == "auslegung"}
    assert {f"Q{n}" for n in range(1, 29)} <= questions


def test_every_effect_and_goal_has_its_rule():
    ids = {r["id"] for r in CATALOG.load()}
    for effect in cards.EFFECTS.values():
        rule = get_ruleset("principato").rule(f"principato.{effect.rule}")
        assert rule is not None and rule["lines"][0] >= effect.lines[0] and rule["lines"][1] <= effect.lines[1]
    assert {f"principato.ziel.{g}" for g in cards.GOALS} <= ids
    assert len(cards.EFFECTS) == 15  # ln331-391: fifteen descriptions (the catapult card spans ln343 and ln347)


def test_every_rule_id_used_in_code_is_in_rules_json():
    ids = {r["id"] for r in CATALOG.load()}
    assert len(ids) == len(CATALOG.load())
    source = "".join(p.read_text() for p in PACKAGE.rglob("*.py"))
    used = set(re.findall(r'"(principato\.[a-z0-9.-]+)"', source))
    used |= {"principato." + m for m in re.findall(r'(?:refuse|contradict|reading|gap)\(\s*"([a-z0-9.-]+)"', source)}
    used.discard("principato.auslegung.")  # "auslegung." + name: the names are checked below
    from engine.games.principato.flow import _GOAL_READINGS

    used |= {f"principato.auslegung.{name}" for names in _GOAL_READINGS.values() for name in names}
    assert len(used) > 35 and used <= ids, used - ids


def test_external_facts_are_copied_with_provenance_and_agree_with_the_engine():
    facts = FACTS["facts"]
    for fact in facts.values():
        assert fact["provenance"]["sources"] and fact["provenance"]["confidence"] in FACTS["confidence_levels"]
        assert set(fact["provenance"]["sources"]) <= set(FACTS["sources"])
    assert {int(k[0]): v for k, v in facts["display_size"]["value"].items()} == cards.DISPLAY_SIZE
    sourced = {r["source"] for r in CATALOG.load() if "source" in r}
    assert sourced == {"external-facts/principato.json#/facts/display_size",
                       "external-facts/principato.json#/facts/starting_tiles"}
    assert all(s.rsplit("/", 1)[1] in facts for s in sourced)


def test_the_catalogs_effects_match_the_engines():
    catalog = json.loads((ROOT / "cards" / "sources" / "principato.json").read_text(encoding="utf-8"))
    by_slug = {c["slug"]: c for c in catalog["cards"]}
    for effect in cards.EFFECTS.values():
        card = by_slug[effect.catalog]
        assert tuple(card["lines"]) == effect.lines
        options = card["attributes"]["options"]
        if effect.kind in ("build", "culture") and not effect.year_options:
            assert [(o["pay"], o["gain"]) for o in options] == [(dict(c), dict(g)) for c, g in effect.options]


def test_ruleset_serves_the_rules():
    ruleset = get_ruleset("principato")
    assert ruleset.rule("principato.genau-zwei-karten")["lines"] == [149, 149]
    assert len(ruleset.rules()) == len(CATALOG.load())

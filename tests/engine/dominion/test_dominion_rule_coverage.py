"""Every rule (kind "rule") of rules.json is named by at least one test in tests/engine/dominion."""

from pathlib import Path

from engine.games.dominion.rules import load_rules

HERE = Path(__file__).resolve().parent


def named_ids(source: str) -> set[str]:
    """Rule ids a test names: as a string literal, or as a test name (dots and hyphens as underscores)."""
    names = set()
    for rule in load_rules():
        rule_id = rule["id"]
        as_name = "test_" + rule_id.replace(".", "_").replace("-", "_") + "_"
        if f'"{rule_id}"' in source or as_name in source:
            names.add(rule_id)
    return names


def test_named_ids_sees_literals_and_test_names():
    assert named_ids('rule == "dominion.karte.miliz"') == {"dominion.karte.miliz"}
    assert named_ids("def test_dominion_karte_kapelle_at_most_four_ln614():") == {"dominion.karte.kapelle"}
    assert named_ids("dominion.karte.kapelle without quotes") == set()


def test_every_rule_is_named_by_a_test():
    source = "\n".join(p.read_text(encoding="utf-8") for p in HERE.glob("test_*.py") if p.name != Path(__file__).name)
    rules = {r["id"] for r in load_rules() if r["kind"] == "rule"}
    missing = sorted(rules - named_ids(source))
    assert not missing, f"rules without a test: {missing}"

"""How well the question form's suggestions answer real questions (issue #20).

    DEBUG=1 .venv/bin/python bench/suggestions.py [--json] [--show]

Runs every question of tests/data/suggestions/questions.json (title and body apart, as the ask form sends
them, with the game chosen) through `search.suggestions.suggest` against the loaded catalog and its index, and
reports the share answered in the top 3 (any listed answer among the first three suggestions), the share in
the top 8 (what the form shows), and the mean reciprocal rank of the first answer (0 when not in the top 8),
overall and per tag (typo, long, number, english, combo, term). `--show` prints each question's top 3.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django  # noqa: E402

django.setup()

from search.suggestions import suggest  # noqa: E402

SUITE = ROOT / "tests" / "data" / "suggestions" / "questions.json"
SHOWN = 8


def load_suite() -> list[dict]:
    """The questions, each ruling answer (named by slug in the suite) resolved to the index's key."""
    questions = json.loads(SUITE.read_text())["questions"]
    for question in questions:
        question["answers"] = resolve(question["answers"])
    return questions


def resolve(answers: list[str]) -> list[str]:
    """`ruling:<slug>` → `ruling:<pk>` of the loaded catalog (a ruling's number depends on the load order)."""
    from rulings.models import Ruling

    resolved = []
    for answer in answers:
        kind, _colon, ref = answer.partition(":")
        if kind == "ruling" and not ref.isdigit():
            pk = Ruling.objects.filter(slug=ref).values_list("pk", flat=True).first()
            answer = f"ruling:{pk}" if pk else answer
        resolved.append(answer)
    return resolved


def rank_of_answer(keys: list[str], answers: list[str]) -> int | None:
    """1-based rank of the first suggestion that answers the question, or None."""
    for rank, key in enumerate(keys, 1):
        if key in answers:
            return rank
    return None


def run(questions: list[dict]) -> list[dict]:
    rows = []
    for question in questions:
        started = time.perf_counter()
        hits = suggest(question["body"], question["game"], limit=SHOWN, title=question["title"])
        seconds = time.perf_counter() - started
        keys = [hit.key for hit in hits]
        rows.append({"id": question["id"], "tags": question["tags"], "rank": rank_of_answer(keys, question["answers"]),
                     "top": keys[:3], "answers": question["answers"], "ms": seconds * 1000})
    return rows


def summary(rows: list[dict]) -> dict:
    def figures(selected: list[dict]) -> dict:
        if not selected:
            return {}
        top3 = sum(1 for row in selected if row["rank"] and row["rank"] <= 3)
        shown = sum(1 for row in selected if row["rank"])
        mrr = sum(1 / row["rank"] for row in selected if row["rank"]) / len(selected)
        return {"n": len(selected), "top3": round(top3 / len(selected), 3), "top8": round(shown / len(selected), 3),
                "mrr": round(mrr, 3)}

    tags = sorted({tag for row in rows for tag in row["tags"]})
    return {
        "all": figures(rows),
        "tags": {tag: figures([row for row in rows if tag in row["tags"]]) for tag in tags},
        "p50_ms": round(statistics.median(row["ms"] for row in rows), 1),
        "max_ms": round(max(row["ms"] for row in rows), 1),
        "failing": [row["id"] for row in rows if not row["rank"] or row["rank"] > 3],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--show", action="store_true", help="print each question's top 3")
    args = parser.parse_args()
    suggest("Aufwärmen", None)  # open the index and its caches outside the timings
    rows = run(load_suite())
    result = summary(rows)
    if args.json:
        print(json.dumps(result, indent=1, ensure_ascii=False))
        return
    if args.show:
        for row in rows:
            print(f"{row['rank'] or '-':>2} {row['id']:<32} top {', '.join(row['top'])}   want {', '.join(row['answers'])}")
    overall = result["all"]
    print(f"{overall['n']} questions: top 3 {overall['top3']:.0%}, shown (top {SHOWN}) {overall['top8']:.0%}, "
          f"MRR {overall['mrr']:.3f}; p50 {result['p50_ms']} ms, max {result['max_ms']} ms")
    for tag, figures in result["tags"].items():
        print(f"  {tag:<8} n={figures['n']:<3} top 3 {figures['top3']:.0%}  MRR {figures['mrr']:.3f}")
    print("not in the top 3:", ", ".join(result["failing"]) or "none")


if __name__ == "__main__":
    main()

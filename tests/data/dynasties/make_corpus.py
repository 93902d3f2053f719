"""Regenerate the regression corpus: `.venv/bin/python tests/data/dynasties/make_corpus.py` (from /work/main).

Complete games for 3, 4 and 5 players by the greedy and the random bot on the bots' stand-in set-up
(`engine.games.dynasties.bots.synthetic_setup`, see its note), plus the 5-player greedy game without the
country boards and the pass costs (its final scoring is unverifiable). Each file: {"record": ..., "expected":
{"status", "entries", "scores", "winners", "verdicts" (count per verdict), "problem_rules"}}.
Then the state digests: tests/data/make_state_digests.py dynasties.
"""

import copy
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from engine.core import replay  # noqa: E402
from engine.games.dynasties.bots import random_bot, self_play  # noqa: E402

GAMES = {"3p": ["Anna", "Ben", "Clara"], "4p": ["Anna", "Ben", "Clara", "Dirk"],
         "5p": ["Anna", "Ben", "Clara", "Dirk", "Eva"]}


def expected(record):
    report = replay(record)
    return {"status": report.status, "entries": report.entries, "scores": report.outcome["scores"],
            "winners": report.outcome["winners"],
            "verdicts": dict(sorted(Counter(v.status for _, v in report.results).items())),
            "problem_rules": sorted({p.rule for p in report.problems})}


def without_boards(record):
    record = copy.deepcopy(record)
    del record["setup"]["boards"]
    return record


def write(here, name, record):
    data = {"record": record, "expected": expected(record)}
    (here / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n",
                                       encoding="utf-8")


def main():
    here = Path(__file__).parent
    for label, players in GAMES.items():
        greedy, _ = self_play(players, 11)
        random_game, _ = self_play(players, 12, {p: random_bot for p in players})
        write(here, f"{label}-greedy-seed11", greedy)
        write(here, f"{label}-random-seed12", random_game)
        if label == "5p":
            write(here, f"{label}-greedy-seed11-ohne-tafeln", without_boards(greedy))


if __name__ == "__main__":
    main()

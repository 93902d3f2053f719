"""Regenerate the regression corpus: `.venv/bin/python tests/data/principato/make_corpus.py` (from /work/main).

Complete games for 2, 3 and 4 players by the greedy and the random bot on the bots' stand-in set-up
(`engine.games.principato.bots.synthetic_setup`, see its note), plus the 4-player greedy game without any
culture values (setup `culture` and every move's `vp` removed: its final scoring is unverifiable).
Each file: {"record": ..., "expected": {"status", "entries", "scores", "winners", "problem_rules"}}.
Then the state digests: tests/data/make_state_digests.py principato.
"""

import copy
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from engine.core import replay  # noqa: E402
from engine.games.principato.bots import random_bot, self_play  # noqa: E402

GAMES = {"2p": ["Anna", "Ben"], "3p": ["Anna", "Ben", "Clara"], "4p": ["Anna", "Ben", "Clara", "Dirk"]}


def expected(record):
    report = replay(record)
    return {"status": report.status, "entries": report.entries,
            "scores": report.outcome["scores"], "winners": report.outcome["winners"],
            "problem_rules": sorted({p.rule for p in report.problems})}


def without_culture_values(record):
    record = copy.deepcopy(record)
    del record["setup"]["culture"]
    for entry in record["log"]:
        entry.pop("vp", None)
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
        if label == "4p":
            write(here, f"{label}-greedy-seed11-ohne-kulturwerte", without_culture_values(greedy))


if __name__ == "__main__":
    main()

"""Regenerate the regression corpus: `.venv/bin/python tests/data/burgund_karten/make_corpus.py` (from /work/main).

Seeded complete games (2, 3, 4 players, solo) by the greedy and the random bot, plus one explicit
version of each greedy game (no seed; every chance outcome an `event`, personal stacks dealt face down).
Each file: {"record": ..., "expected": {"status", "entries", "scores", "winners", "problem_rules"}}.
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from engine.core import replay  # noqa: E402
from engine.games.burgund_karten.bots import explicit_record, random_bot, self_play  # noqa: E402

GAMES = {"2p": ["Anna", "Ben"], "3p": ["Anna", "Ben", "Clara"], "4p": ["Anna", "Ben", "Clara", "Dirk"], "solo": ["Solo"]}


def expected(record):
    report = replay(record)
    return {"status": report.status, "entries": report.entries,
            "scores": report.outcome["scores"], "winners": report.outcome["winners"],
            "problem_rules": sorted({p.rule for p in report.problems})}


def main():
    here = Path(__file__).parent
    for label, players in GAMES.items():
        seed = 1 if label == "solo" else 11  # seed 1: a solo game that lasts all five phases
        greedy, _ = self_play(players, seed)
        random_game, _ = self_play(players, 12, {p: random_bot for p in players})
        explicit = explicit_record(greedy, with_deck=False, hidden_deals=True)
        for name, record in ((f"{label}-greedy-seed{seed}", greedy), (f"{label}-random-seed12", random_game),
                             (f"{label}-greedy-seed{seed}-explicit", explicit)):
            data = {"record": record, "expected": expected(record)}
            (here / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n",
                                               encoding="utf-8")


if __name__ == "__main__":
    main()

"""Regenerate the regression corpus: `.venv/bin/python tests/data/burgund/make_corpus.py` (from /work/main).

Seeded complete games (2, 3, 4 players) by the greedy and the random bot, each in two forms: the seeded
record (moves only, the engine draws chance from `setup.seed`) and the explicit record (no seed; every
goods deal, phase layout and roll an `event`). Also one 2-player game on variant boards (3 and 6).
Each file: {"record": ..., "expected": {"status", "entries", "scores", "winners", "problem_rules"}}.
Then the state digests (make_state_digests.py).
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from engine.core import replay  # noqa: E402
from engine.games.burgund.bots import random_bot, self_play  # noqa: E402

GAMES = {"2p": ["Anna", "Ben"], "3p": ["Anna", "Ben", "Clara"], "4p": ["Anna", "Ben", "Clara", "Dirk"]}


def expected(record):
    report = replay(record)
    return {"status": report.status, "entries": report.entries,
            "scores": report.outcome["scores"], "winners": report.outcome["winners"],
            "problem_rules": sorted({p.rule for p in report.problems})}


def write(here, name, record):
    data = {"record": record, "expected": expected(record)}
    (here / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n",
                                       encoding="utf-8")


def main():
    here = Path(__file__).parent
    for label, players in GAMES.items():
        seeded, explicit, _ = self_play(players, 11)
        write(here, f"{label}-greedy-seed11", seeded)
        write(here, f"{label}-greedy-seed11-explicit", explicit)
        seeded, explicit, _ = self_play(players, 12, {p: random_bot for p in players})
        write(here, f"{label}-random-seed12", seeded)
        write(here, f"{label}-random-seed12-explicit", explicit)
    variant = {"boards": {"Anna": 3, "Ben": 6}, "start_castles": {"Anna": 19, "Ben": 19}}
    seeded, _explicit, _ = self_play(GAMES["2p"], 13, setup=variant)
    write(here, "2p-variant-boards-seed13", seeded)


if __name__ == "__main__":
    main()

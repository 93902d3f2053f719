"""Benchmark of the dynasties engine: `.venv/bin/python bench/engine_dynasties.py`.

- complete 3-, 4- and 5-player games per second on the bots' stand-in set-up, every move judged and
  carried out by one `Ruleset.step` (greedy bots choose from `pending`, so option enumeration is included);
- replay throughput: log entries per second of `engine.core.replay` (schema validation, set-up checks and
  every entry stepped) over records of greedy and random games;
median and spread (min-max) over repeats.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import replay
from engine.games.dynasties.bots import random_bot, self_play

PLAYERS = {3: ["Anna", "Ben", "Clara"], 4: ["Anna", "Ben", "Clara", "Dirk"], 5: ["Anna", "Ben", "Clara", "Dirk", "Eva"]}


def games_per_second(n: int, games: int, offset: int) -> float:
    start = time.perf_counter()
    for seed in range(offset, offset + games):
        _, state = self_play(PLAYERS[n], seed)
        assert state.over
    return games / (time.perf_counter() - start)


def entries_per_second(records: list[dict]) -> float:
    entries = sum(len(r["log"]) for r in records)
    start = time.perf_counter()
    for record in records:
        report = replay(record)
        assert report.status in ("legal", "unverifiable"), report.status
    return entries / (time.perf_counter() - start)


def describe(label: str, values: list[float], unit: str) -> None:
    print(f"{label:<34} median {statistics.median(values):8.1f} {unit}   spread {min(values):.1f}-{max(values):.1f}"
          f"   (n={len(values)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--games", type=int, default=4, help="games per repeat")
    args = parser.parse_args()
    for n in (3, 4, 5):
        describe(f"{n}-player games (step)", [games_per_second(n, args.games, r * 100) for r in
                                                    range(args.repeats)], "games/s")
    records = [self_play(PLAYERS[n], 500 + s, None if s % 2 else {p: random_bot for p in PLAYERS[n]})[0]
               for n in (3, 4, 5) for s in range(args.games)]
    print(f"replay corpus: {len(records)} records, {sum(len(r['log']) for r in records)} entries")
    describe("replay", [entries_per_second(records) for _ in range(args.repeats)], "entries/s")


if __name__ == "__main__":
    main()

"""Benchmark of the burgund engine (Die Burgen von Burgund): `.venv/bin/python bench/engine_burgund.py`.

- complete seeded 2- and 4-player games per second, every move judged and carried out by one
  `Ruleset.step` (greedy bots choose from `pending`, so option enumeration is included);
- replay throughput: log entries per second of `engine.core.replay` over explicit records (every goods
  deal, phase layout and roll an event), schema validation included;
- `--profile`: the hot path of self-play and of replay (cProfile, top functions by own time).
There is no public engine of this game to compare with; the figures stand on their own.
Median and spread (min-max) over repeats.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import replay
from engine.games.burgund.bots import self_play

PLAYERS = {2: ["Anna", "Ben"], 4: ["Anna", "Ben", "Clara", "Dirk"]}


def games_per_second(n: int, games: int, offset: int) -> float:
    start = time.perf_counter()
    for seed in range(offset, offset + games):
        _seeded, _explicit, state = self_play(PLAYERS[n], seed)
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


def profile(records: list[dict]) -> None:
    for label, work in (("self-play, 4 players", lambda: [self_play(PLAYERS[4], s) for s in range(5)]),
                        ("replay", lambda: [replay(r) for r in records])):
        profiler = cProfile.Profile()
        profiler.runcall(work)
        print(f"\n--- hot path: {label} (top 12 by own time)")
        pstats.Stats(profiler).sort_stats("tottime").print_stats(12)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--games", type=int, default=4, help="games per repeat")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    for n in (2, 4):
        describe(f"{n}-player games (step)", [games_per_second(n, args.games, r * 100) for r in
                                                    range(args.repeats)], "games/s")
    records = [self_play(PLAYERS[n], 500 + s)[1] for n in (2, 4) for s in range(args.games)]
    print(f"replay corpus: {len(records)} explicit records, {sum(len(r['log']) for r in records)} entries")
    describe("replay", [entries_per_second(records) for _ in range(args.repeats)], "entries/s")
    if args.profile:
        profile(records)


if __name__ == "__main__":
    main()

"""Dominion engine benchmark: self-play games/s (every move checked), replay entries/s on the reference
logs, and pyminion 0.4.0 on the same matchup as the reference.

    .venv/bin/python bench/engine_dominion.py [--games 30] [--repeats 5] [--no-pyminion] [--profile [N]]

pyminion lives in its own venv (bench/.venv-pyminion, created on first use; gitignored) and runs as
a subprocess that prints JSON. The machine is noisy: every figure is the median of `--repeats` runs,
with the min–max spread. The ratio is paired: each repeat times our games and then pyminion's right
after, and the reported ratio is the median of the per-repeat ratios (load drifts between repeats,
much less within one). `--profile` runs the self-play games once under cProfile and prints the top N
functions by own time instead.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PYMINION_VENV = ROOT / "bench" / ".venv-pyminion"
PYMINION_VERSION = "0.4.0"
KINGDOM = ["Schmiede", "Dorf", "Markt", "Laboratorium", "Festmahl", "Kapelle", "Burggraben", "Keller", "Werkstatt",
           "Holzfäller"]
# both base editions: Festmahl and Holzfäller are 1st-edition cards, so a record must name that edition
# (with the 2nd edition alone its records are invalid); `check_record` makes sure they replay
EDITIONS = ["basis-rgg-2013", "basis-rgg-2017"]

# Run inside pyminion's venv: Big Money vs Big Money + Smithy, N games, JSON on stdout.
PYMINION_SCRIPT = r"""
import json, logging, random, sys, time
logging.disable(logging.CRITICAL)
from pyminion.bots.examples import BigMoney, BigMoneySmithy
from pyminion.expansions.base import base_set, smithy
from pyminion.game import Game
games, repeats = int(sys.argv[1]), int(sys.argv[2])
random.seed(1)
rates = []
for _ in range(repeats):
    start = time.perf_counter()
    for _ in range(games):
        game = Game(players=[BigMoney(), BigMoneySmithy()], expansions=[base_set], kingdom_cards=[smithy],
                    log_stdout=False)
        game.play()
    rates.append(games / (time.perf_counter() - start))
print(json.dumps({"games_per_s": rates}))
"""


def summary(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values),
            "spread_pct": 100 * (max(values) - min(values)) / statistics.median(values)}


def play_games(games: int, repeat: int, wins: dict[str, int]) -> tuple[float, int]:
    """One timed run of self-play games: (games/s, checked entries)."""
    from engine.games.dominion.bots import big_money, self_play, smithy_big_money

    entries = 0
    start = time.perf_counter()
    for index in range(games):
        record, state = self_play({"BigMoney": big_money, "SmithyBM": smithy_big_money}, KINGDOM,
                                  seed=f"bench-{repeat}-{index}", editions=EDITIONS)
        entries += len(record["log"])
        for winner in (state.result or {}).get("winners", []):
            wins[winner] = wins.get(winner, 0) + 1
    return games / (time.perf_counter() - start), entries


def check_record(seed: str = "bench-check") -> dict:
    """One of the benchmark's self-play records, replayed by `engine.core.replay`: it must be valid and
    `legal` and end as the game did (else the benchmark times games no record could stand for)."""
    from engine.core import replay
    from engine.games.dominion.bots import big_money, self_play, smithy_big_money

    record, state = self_play({"BigMoney": big_money, "SmithyBM": smithy_big_money}, KINGDOM, seed=seed,
                              editions=EDITIONS)
    report = replay(record)
    problems = "; ".join(p.message_en for p in report.problems[:3]) or ", ".join(report.unsupported)
    assert report.status == "legal", f"benchmark record replays {report.status}: {problems}"
    assert report.checked == len(record["log"]) and report.outcome == state.result, "replay ends differently"
    return record


def bench_paired(games: int, repeats: int, pyminion: bool) -> tuple[dict, dict | None, dict | None]:
    """Our self-play and, right after each of our runs, pyminion's: (ours, theirs, per-repeat ratios)."""
    python = ensure_pyminion() if pyminion else None
    rates, theirs, ratios, entries = [], [], [], 0
    wins: dict[str, int] = {}
    for repeat in range(repeats):
        rate, count = play_games(games, repeat, wins)
        rates.append(rate)
        entries += count
        if python is not None:
            their = run_pyminion(python, games, 1)
            if their is None:
                python = None
                continue
            theirs.append(their[0])
            ratios.append(rate / their[0])
    ours = {"games_per_s": summary(rates), "entries_per_game": entries / (games * repeats), "wins": wins}
    if not theirs or len(theirs) != repeats:
        return ours, None, None
    return ours, {"games_per_s": summary(theirs)}, summary(ratios)


def profile_self_play(games: int, top: int) -> None:
    import cProfile
    import pstats

    play_games(1, 0, {})  # warm the caches (card data, aliases) outside the profile
    profiler = cProfile.Profile()
    profiler.enable()
    play_games(games, 0, {})
    profiler.disable()
    stats = pstats.Stats(profiler)
    print(f"cProfile of {games} self-play games (profiling slows everything ~2-3×; compare shares, not times)")
    stats.sort_stats("tottime").print_stats(top)


def reference_logs() -> Path | None:
    env = os.environ.get("REGELWERK_REFERENCE_LOGS")
    path = Path(env) if env else ROOT.parent / "shared" / "reference-logs"
    return path if path.is_dir() else None


def bench_replay(repeats: int) -> dict | None:
    from engine.core import replay
    from engine.importers import import_log

    folder = reference_logs()
    if folder is None:
        return None
    records = []
    for pattern, fmt in (("dominion-online/*/*.txt", "dominion-online"), ("isotropic/raw_html/*.html", "isotropic")):
        for path in sorted(folder.glob(pattern)):
            record = import_log(fmt, path.read_text(encoding="utf-8"))
            if replay(record).status == "legal":  # only fully replayed logs count (unsupported stop at once)
                records.append(record)
    total = sum(len(r["log"]) for r in records)
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        for record in records:
            replay(record)
        rates.append(total / (time.perf_counter() - start))
    return {"logs": len(records), "entries": total, "entries_per_s": summary(rates)}


def ensure_pyminion() -> Path | None:
    python = PYMINION_VENV / "bin" / "python"
    if not python.exists():
        print(f"creating {PYMINION_VENV} with pyminion=={PYMINION_VERSION} ...", file=sys.stderr)
        try:
            subprocess.run([sys.executable, "-m", "venv", str(PYMINION_VENV)], check=True)
            subprocess.run([str(python), "-m", "pip", "install", "-q", f"pyminion=={PYMINION_VERSION}"], check=True)
        except (subprocess.CalledProcessError, OSError) as error:
            print(f"pyminion unavailable: {error}", file=sys.stderr)
            return None
    return python


def run_pyminion(python: Path, games: int, repeats: int) -> list[float] | None:
    done = subprocess.run([str(python), "-c", PYMINION_SCRIPT, str(games), str(repeats)], capture_output=True,
                          text=True, check=False)
    if done.returncode != 0:
        print(done.stderr, file=sys.stderr)
        return None
    return [float(rate) for rate in json.loads(done.stdout.strip().splitlines()[-1])["games_per_s"]]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=30, help="games per timed run")
    parser.add_argument("--repeats", type=int, default=5, help="timed runs (median and spread are reported)")
    parser.add_argument("--no-pyminion", action="store_true")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--profile", type=int, nargs="?", const=30, default=None, metavar="N",
                        help="profile the self-play games instead (top N functions, default 30)")
    args = parser.parse_args()

    check_record()
    if args.profile is not None:
        profile_self_play(args.games, args.profile)
        return 0
    ours, theirs, ratios = bench_paired(args.games, args.repeats, not args.no_pyminion)
    replayed = bench_replay(args.repeats)
    result = {"self_play": ours, "replay": replayed, "pyminion": theirs, "games": args.games,
              "repeats": args.repeats}
    if theirs and ratios:
        result["ratio"] = ratios["median"]
        result["ratio_of_medians"] = ours["games_per_s"]["median"] / theirs["games_per_s"]["median"]
        result["ratios"] = ratios
    if args.json:
        print(json.dumps(result, indent=2))
        return 0

    def line(label: str, s: dict, unit: str) -> str:
        return (f"{label:<44} {s['median']:>9.1f} {unit}  (min {s['min']:.1f}, max {s['max']:.1f}, "
                f"spread {s['spread_pct']:.0f}%)")

    print(f"Dominion engine benchmark — {args.repeats} runs of {args.games} games, median (spread)")
    print(line("Regelwerk self-play BM vs Smithy-BM", ours["games_per_s"], "games/s"))
    print(f"{'':<44} {ours['entries_per_game']:.0f} checked entries per game; wins {ours['wins']}")
    if theirs:
        print(line(f"pyminion {PYMINION_VERSION} BM vs Smithy-BM", theirs["games_per_s"], "games/s"))
        verdict = "meets" if result["ratio"] >= 2 else "misses"
        print(f"{'ratio Regelwerk / pyminion (paired, median)':<44} {result['ratio']:>9.2f}×  (min "
              f"{ratios['min']:.2f}, max {ratios['max']:.2f}; {verdict} the ≥ 2× target)")
    else:
        print("pyminion: not run")
    if replayed:
        print(line(f"replay of {replayed['logs']} legal reference logs", replayed["entries_per_s"], "entries/s"))
    else:
        print("replay: reference logs not found (set REGELWERK_REFERENCE_LOGS)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

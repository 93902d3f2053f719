"""Dominion engine benchmark: self-play games/s (every move through `Ruleset.step`, the engine's public
primitive: each entry judged by every rule, then carried out), replay entries/s on the reference logs,
and pyminion 0.4.0 on the same matchup as the reference.

    .venv/bin/python bench/engine_dominion.py [--games 40] [--repeats 7] [--batch 5] [--no-pyminion]
                                              [--random-games 10] [--pool FILE] [--write-pool FILE]
                                              [--json] [--profile [N]]

The second figure: games/s of random kingdoms drawn from every implemented card, with random legal play
(each entry one of the offered options, through `Ruleset.step`); no reference engine plays those. As the engine
grows, "every implemented card" grows too, so the figure of two versions compares different kingdoms: `--pool FILE`
draws the kingdoms from the cards a JSON list names (English tags) instead, e.g. `bench/pools/before-part4.json`
(the 232 kingdom cards implemented before Dominion part 4), so an older and a newer engine play the same games;
`--write-pool FILE` saves the current pool.

pyminion lives in its own venv (bench/.venv-pyminion, created on first use; gitignored) and runs as a
worker subprocess that plays games on request and answers with their time and turns as JSON. The machine
is noisy (2 cores shared with other work): every figure is the median of `--repeats` runs, with the
min–max spread. The comparison is paired and interleaved: within a repeat, batches of `--batch` games
alternate between our engine and pyminion until each side has played `--games`, so load drifts hit both
sides alike; the ratio is the median of the per-repeat ratios. Both sides' games are also counted in
turns (both players' turns per game): if one side's games were longer, games/s would not compare like
with like, so turns/s and its ratio are printed too. `--profile` runs the self-play games once under
cProfile and prints the top N functions by own time instead.
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

# Run inside pyminion's venv: Big Money vs Big Money + Smithy. A worker: each line on stdin is a number of
# games to play; it answers one JSON line with their wall time and both players' turns summed over them.
PYMINION_SCRIPT = r"""
import json, logging, random, sys, time
logging.disable(logging.CRITICAL)
from pyminion.bots.examples import BigMoney, BigMoneySmithy
from pyminion.expansions.base import base_set, smithy
from pyminion.game import Game
random.seed(1)
for line in sys.stdin:
    games, turns = int(line), 0
    start = time.perf_counter()
    for _ in range(games):
        game = Game(players=[BigMoney(), BigMoneySmithy()], expansions=[base_set], kingdom_cards=[smithy],
                    log_stdout=False)
        game.play()
        turns += sum(player.turns for player in game.players)
    seconds = time.perf_counter() - start
    print(json.dumps({"seconds": seconds, "turns": turns}), flush=True)
"""


def summary(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values),
            "spread_pct": 100 * (max(values) - min(values)) / statistics.median(values)}


def play_games(games: int, repeat: int, wins: dict[str, int], first: int = 0) -> tuple[float, int, int]:
    """Timed self-play games (seeds bench-<repeat>-<first>...): (seconds, checked entries, turns)."""
    from engine.games.dominion.bots import big_money, self_play, smithy_big_money

    entries = turns = 0
    start = time.perf_counter()
    for index in range(first, first + games):
        record, state = self_play({"BigMoney": big_money, "SmithyBM": smithy_big_money}, KINGDOM,
                                  seed=f"bench-{repeat}-{index}", editions=EDITIONS)
        entries += len(record["log"])
        result = state.result or {}
        turns += sum(result.get("turns", {}).values())
        for winner in result.get("winners", []):
            wins[winner] = wins.get(winner, 0) + 1
    return time.perf_counter() - start, entries, turns


POOL: list[str] | None = None  # --pool: the kingdom cards to draw from (None: every implemented kingdom card)


def kingdom_pool() -> tuple[list[str], list[str]]:
    """(editions, kingdom cards) the random kingdoms are drawn from: `POOL` if set (every card must be
    implemented), else every implemented kingdom card of every edition that has one."""
    from engine.games.dominion import cards
    from engine.games.dominion.effects import IMPLEMENTED_CARDS

    editions = [e for e in cards.EDITIONS if set(cards.kingdom_cards(e)) & IMPLEMENTED_CARDS]
    if POOL is None:
        return editions, sorted({t for e in editions for t in cards.kingdom_cards(e)} & IMPLEMENTED_CARDS)
    missing = sorted(set(POOL) - IMPLEMENTED_CARDS)
    if missing:
        raise SystemExit(f"--pool names cards this engine does not implement: {missing}")
    return editions, sorted(POOL)


def random_kingdom_games(games: int, repeat: int, max_entries: int = 4000) -> tuple[float, int, int]:
    """Timed games of random kingdoms drawn from every implemented kingdom card (all implemented editions,
    2 players, half of them with Platin and Kolonie), with random legal play: every entry is one of the
    options `pending` offers, picked at random (plays and buys preferred), and goes through `Ruleset.step`.
    (seconds, entries, finished games). Seeds random-<repeat>-<index>; a game stops after `max_entries`."""
    import random

    from engine.core.registry import get_ruleset
    from engine.games.dominion import cards

    ruleset = get_ruleset("dominion")
    editions, pool = kingdom_pool()
    entries = finished = 0
    start = time.perf_counter()
    for index in range(games):
        rng = random.Random(f"random-{repeat}-{index}")
        setup = {"editions": editions, "kingdom": [cards.german(t) for t in rng.sample(pool, 10)],
                 "seed": f"random-{repeat}-{index}"}
        if index % 2:
            setup["extras"] = ["Platin", "Kolonie"]
        state = ruleset.setup(["A", "B"], setup)
        for _ in range(max_entries):
            decision = ruleset.pending(state)
            if decision is None:
                finished += 1
                break
            options = decision.options
            plays = [o for o in options if o.get("move") in ("play", "buy")]
            entry = rng.choice(plays if plays and rng.random() < 0.8 else options)
            outcome = ruleset.step(state, entry)
            assert outcome.verdict.proceeds, (entry, outcome.verdict)
            state = outcome.state
            entries += 1
    return time.perf_counter() - start, entries, finished


def bench_random(games: int, repeats: int) -> dict:
    """The second figure: random kingdoms over all implemented cards, random legal play, in games/s."""
    random_kingdom_games(2, -1)  # warm up
    rates, entry_rates, finished = [], [], 0
    for repeat in range(repeats):
        seconds, entries, done = random_kingdom_games(games, repeat)
        rates.append(games / seconds)
        entry_rates.append(entries / seconds)
        finished += done
    pool = (f"the {len(POOL)} cards of --pool" if POOL is not None
            else f"every implemented kingdom card ({len(kingdom_pool()[1])})")
    return {"games_per_s": summary(rates), "entries_per_s": summary(entry_rates), "games": games * repeats,
            "finished": finished, "pool": pool}


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


def bench_paired(games: int, repeats: int, batch: int, pyminion: bool) -> tuple[dict, dict | None, dict | None]:
    """Our self-play and pyminion's, interleaved batch by batch in every repeat: (ours, theirs, ratios)."""
    worker = PyminionWorker.start() if pyminion else None
    ours: dict[str, list[float]] = {"games": [], "turns": []}
    theirs: dict[str, list[float]] = {"games": [], "turns": []}
    ratios: dict[str, list[float]] = {"games": [], "turns": []}
    entries = our_turns = their_turns = 0
    wins: dict[str, int] = {}
    try:
        for repeat in range(repeats):
            mine = [0.0, 0]  # seconds, turns
            other = [0.0, 0]
            for first in range(0, games, batch):
                size = min(batch, games - first)
                seconds, count, turns = play_games(size, repeat, wins, first)
                mine[0] += seconds
                mine[1] += turns
                entries += count
                if worker is not None:
                    answer = worker.play(size)
                    if answer is None:
                        worker = None
                    else:
                        other[0] += answer[0]
                        other[1] += answer[1]
            our_turns += mine[1]
            ours["games"].append(games / mine[0])
            ours["turns"].append(mine[1] / mine[0])
            if worker is not None:
                their_turns += other[1]
                theirs["games"].append(games / other[0])
                theirs["turns"].append(other[1] / other[0])
                ratios["games"].append(ours["games"][-1] / theirs["games"][-1])
                ratios["turns"].append(ours["turns"][-1] / theirs["turns"][-1])
    finally:
        if worker is not None:
            worker.stop()
    played = games * repeats
    result = {"games_per_s": summary(ours["games"]), "turns_per_s": summary(ours["turns"]),
              "turns_per_game": our_turns / played, "entries_per_game": entries / played, "wins": wins}
    if worker is None or len(theirs["games"]) != repeats:
        return result, None, None
    their = {"games_per_s": summary(theirs["games"]), "turns_per_s": summary(theirs["turns"]),
             "turns_per_game": their_turns / played}
    return result, their, {"games": summary(ratios["games"]), "turns": summary(ratios["turns"])}


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


class PyminionWorker:
    """pyminion's games in a subprocess of its own venv, played on request (started once, so that no
    interpreter start-up falls between our batches and theirs)."""

    def __init__(self, process: subprocess.Popen) -> None:
        self.process = process

    @classmethod
    def start(cls) -> PyminionWorker | None:
        python = ensure_pyminion()
        if python is None:
            return None
        process = subprocess.Popen([str(python), "-c", PYMINION_SCRIPT], stdin=subprocess.PIPE,
                                   stdout=subprocess.PIPE, text=True)
        worker = cls(process)
        return worker if worker.play(1) is not None else None  # warm up (imports, first game)

    def play(self, games: int) -> tuple[float, int] | None:
        """(seconds, turns) of `games` games, None when the worker failed."""
        try:
            assert self.process.stdin is not None and self.process.stdout is not None
            self.process.stdin.write(f"{games}\n")
            self.process.stdin.flush()
            answer = json.loads(self.process.stdout.readline())
        except (OSError, ValueError) as error:
            print(f"pyminion worker failed: {error}", file=sys.stderr)
            self.stop()
            return None
        return float(answer["seconds"]), int(answer["turns"])

    def stop(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40, help="games per side in each timed run")
    parser.add_argument("--repeats", type=int, default=7, help="timed runs (median and spread are reported)")
    parser.add_argument("--batch", type=int, default=5, help="games per side before the other side's turn")
    parser.add_argument("--no-pyminion", action="store_true")
    parser.add_argument("--random-games", type=int, default=10,
                        help="random-kingdom games per timed run (the second figure; 0 skips it)")
    parser.add_argument("--pool", type=Path, default=None, metavar="FILE",
                        help="draw the random kingdoms from the cards this JSON list names (English tags)")
    parser.add_argument("--write-pool", type=Path, default=None, metavar="FILE",
                        help="save the current pool of random-kingdom cards as such a list and stop")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--profile", type=int, nargs="?", const=30, default=None, metavar="N",
                        help="profile the self-play games instead (top N functions, default 30)")
    args = parser.parse_args()
    global POOL
    if args.write_pool is not None:
        args.write_pool.write_text(json.dumps(kingdom_pool()[1], indent=0) + "\n", encoding="utf-8")
        print(f"wrote {len(kingdom_pool()[1])} cards to {args.write_pool}")
        return 0
    if args.pool is not None:
        POOL = json.loads(args.pool.read_text(encoding="utf-8"))

    check_record()
    if args.profile is not None:
        profile_self_play(args.games, args.profile)
        return 0
    play_games(3, -1, {})  # warm the caches (card data, aliases) outside the timing, as the worker warms up
    ours, theirs, ratios = bench_paired(args.games, args.repeats, max(1, args.batch), not args.no_pyminion)
    replayed = bench_replay(args.repeats)
    randomised = bench_random(args.random_games, args.repeats) if args.random_games else None
    result = {"self_play": ours, "replay": replayed, "pyminion": theirs, "games": args.games,
              "repeats": args.repeats, "batch": args.batch, "random_kingdoms": randomised}
    if theirs and ratios:
        result["ratio"] = ratios["games"]["median"]
        result["ratio_per_turn"] = ratios["turns"]["median"]
        result["ratio_of_medians"] = ours["games_per_s"]["median"] / theirs["games_per_s"]["median"]
        result["ratios"] = ratios
    if args.json:
        print(json.dumps(result, indent=2))
        return 0

    def line(label: str, s: dict, unit: str) -> str:
        return (f"{label:<44} {s['median']:>9.1f} {unit}  (min {s['min']:.1f}, max {s['max']:.1f}, "
                f"spread {s['spread_pct']:.0f}%)")

    print(f"Dominion engine benchmark — {args.repeats} runs of {args.games} games per side "
          f"(interleaved in batches of {args.batch}), median (spread)")
    print(line("Regelwerk self-play BM vs Smithy-BM", ours["games_per_s"], "games/s"))
    print(line("", ours["turns_per_s"], "turns/s"))
    print(f"{'':<44} {ours['turns_per_game']:.1f} turns and {ours['entries_per_game']:.0f} checked entries per "
          f"game; wins {ours['wins']}")
    if theirs and ratios:
        print(line(f"pyminion {PYMINION_VERSION} BM vs Smithy-BM", theirs["games_per_s"], "games/s"))
        print(line("", theirs["turns_per_s"], "turns/s"))
        print(f"{'':<44} {theirs['turns_per_game']:.1f} turns per game")
        verdict = "meets" if result["ratio"] >= 2 else "misses"
        for label, key in (("games/s", "games"), ("turns/s", "turns")):
            r = ratios[key]
            print(f"{'ratio Regelwerk / pyminion, ' + label + ' (paired)':<44} {r['median']:>9.2f}×  (min "
                  f"{r['min']:.2f}, max {r['max']:.2f})")
        print(f"{'':<44} {verdict} the ≥ 2× target (games/s)")
    else:
        print("pyminion: not run")
    if randomised:
        print(f"random kingdoms drawn from {randomised['pool']}")
        print(line("random kingdoms, random legal play", randomised["games_per_s"], "games/s"))
        print(line("", randomised["entries_per_s"], "entries/s"))
        print(f"{'':<44} {randomised['finished']} of {randomised['games']} games ended (the rest stop at 4000 entries)")
    if replayed:
        print(line(f"replay of {replayed['logs']} legal reference logs", replayed["entries_per_s"], "entries/s"))
    else:
        print("replay: reference logs not found (set REGELWERK_REFERENCE_LOGS)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

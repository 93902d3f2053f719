"""Batch validation throughput: one real Celery worker against two, on PostgreSQL and Redis over loopback.

    .venv/bin/python bench/batch.py                 # 3 runs × 300 small jobs per setting, median and spread
    .venv/bin/python bench/batch.py --jobs 100 --runs 1

Each run stores one batch through `engine.batches.submit_batch` (the path of the API and `validate_archive`:
rows committed, then one Celery group) and times from the call until the last job is `done` in the database.
Workers are real `celery -A config worker --pool=solo` processes on a queue of this benchmark's own; a
warm-up batch runs first on each setting so imports and connections are not timed. Settings alternate
(1, 2, 1, 2, …) so drift on the shared box hits both. Bounded: every wait has a timeout, everything runs
on 127.0.0.1, and the workers are stopped at the end (also on error).

Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/regelwerk_13a_bench; the
database is created if missing, migrated, and its benchmark batches are deleted), BENCH_BROKER_URL (default
redis://127.0.0.1:6379/7). `make bench` runs it with --skip-without-services: without PostgreSQL or Redis it
says why and skips instead of failing. The machine has 2 cores, and the database, Redis and this process share them with
the workers: two workers cannot double the rate; the ratio says how much of the second core they get.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parent.parent
LOOPBACK = {"127.0.0.1", "localhost", "::1"}
DATABASE_URL = os.environ.get("BENCH_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/regelwerk_13a_bench")
BROKER_URL = os.environ.get("BENCH_BROKER_URL", "redis://127.0.0.1:6379/7")
QUEUE = f"regelwerk-bench-batch-{os.getpid()}"


def loopback_only(*urls: str) -> None:
    for url in urls:
        host = urlparse(url).hostname
        if host not in LOOPBACK:
            raise SystemExit(f"refusing {url}: this benchmark runs on loopback only")


def services_missing() -> str | None:
    """None when PostgreSQL and Redis answer (the benchmark's database created if missing), else why not."""
    import psycopg
    import redis

    url = urlparse(DATABASE_URL)
    name = url.path.lstrip("/")
    try:
        with psycopg.connect(host=url.hostname, port=url.port or 5432, user=url.username or "postgres",
                             password=url.password or None, dbname="postgres", autocommit=True,
                             connect_timeout=3) as connection:
            if connection.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone() is None:
                connection.execute(f'CREATE DATABASE "{name}"')
    except psycopg.Error as error:
        return f"PostgreSQL at {url.hostname}:{url.port or 5432} does not answer ({error.__class__.__name__})"
    try:
        redis.Redis.from_url(BROKER_URL, socket_connect_timeout=3).ping()
    except redis.RedisError as error:
        return f"Redis at {BROKER_URL} does not answer ({error.__class__.__name__})"
    return None


def setup_django() -> None:
    os.environ.update(DATABASE_URL=DATABASE_URL, CELERY_BROKER_URL=BROKER_URL, REGELWERK_DEV_DEFAULTS="1",
                      DJANGO_SETTINGS_MODULE="config.settings", CELERY_QUEUE=QUEUE,
                      REGELWERK_MAX_PENDING_JOBS="0", REGELWERK_MAX_BATCH_RECORDS="100000")  # workers, not limits
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0)


def small_record() -> dict:
    """The Dominion format page's example game: a few dozen entries, legal (a "small job")."""
    text = (ROOT / "engine" / "games" / "dominion" / "format.md").read_text(encoding="utf-8")
    return json.loads(re.search(r"```json\n(.*?)```", text, re.S).group(1))


class Worker:
    def __init__(self, name: str, log_dir: Path):
        self.hostname = f"{name}@regelwerk-bench"
        self.log = open(log_dir / f"{name}.log", "w")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=solo", "-Q", QUEUE, "-n", self.hostname,
             "--loglevel=WARNING", "--without-gossip", "--without-mingle"],
            cwd=ROOT, env=dict(os.environ), stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True)

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=20)
        self.log.close()


def wait_ready(workers: list[Worker], timeout: float = 60.0) -> None:
    from config.celery import app

    wanted = {worker.hostname for worker in workers}
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        replies = app.control.ping(timeout=0.5, destination=sorted(wanted))
        if wanted <= {name for reply in replies for name in reply}:
            return
        time.sleep(0.3)
    raise SystemExit("the workers did not start (see their logs)")


def run_batch(count: int, timeout: float) -> float:
    """Seconds from submitting `count` jobs as one batch until all are done."""
    from engine import batches
    from engine.models import ValidationJob

    record = small_record()
    items = [batches.Item(f"/items/{n}/record", record, "record") for n in range(count)]
    started = time.perf_counter()
    batch = batches.submit_batch(items, name="bench", queue_name=QUEUE)
    pending = ValidationJob.objects.filter(batch=batch).exclude(status__in=("done", "failed"))
    deadline = time.monotonic() + timeout
    while pending.exists():
        if time.monotonic() > deadline:
            raise SystemExit(f"batch of {count} not done within {timeout} s")
        time.sleep(0.05)
    elapsed = time.perf_counter() - started
    failed = ValidationJob.objects.filter(batch=batch, status="failed").count()
    if failed:
        raise SystemExit(f"{failed} jobs failed: the benchmark measures only successful runs")
    return elapsed


def measure(workers_wanted: int, jobs: int, timeout: float, log_dir: Path) -> float:
    workers = [Worker(f"bench-{workers_wanted}w-{n}-{os.getpid()}", log_dir) for n in range(workers_wanted)]
    try:
        wait_ready(workers)
        run_batch(4 * workers_wanted, timeout)  # warm-up: imports, connections, the rules catalog
        return jobs / run_batch(jobs, timeout)
    finally:
        for worker in workers:
            worker.stop()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=300, help="jobs per timed batch")
    parser.add_argument("--runs", type=int, default=3, help="timed runs per setting")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds a batch may take at most")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--skip-without-services", action="store_true",
                        help="without PostgreSQL or Redis: say why and exit 0 (make bench)")
    options = parser.parse_args()
    loopback_only(DATABASE_URL, BROKER_URL)
    missing = services_missing()
    if missing:
        print(f"skipped: {missing}; batch.py needs PostgreSQL and Redis (BENCH_DATABASE_URL, BENCH_BROKER_URL)")
        return 0 if options.skip_without_services else 2
    setup_django()
    from engine.models import Batch, Submission

    log_dir = ROOT / "var" / "bench-batch"
    log_dir.mkdir(parents=True, exist_ok=True)
    rates: dict[int, list[float]] = {1: [], 2: []}
    try:
        for _ in range(options.runs):
            for count in (1, 2):
                rates[count].append(measure(count, options.jobs, options.timeout, log_dir))
                print(f"  {count} worker(s): {rates[count][-1]:.1f} jobs/s", file=sys.stderr, flush=True)
    finally:
        Batch.objects.filter(name="bench").delete()
        Submission.objects.filter(jobs__isnull=True).delete()
    one, two = statistics.median(rates[1]), statistics.median(rates[2])
    # Each run's 1- and 2-worker batches ran back to back: their ratio is steadier than the ratio of medians.
    paired = statistics.median(b / a for a, b in zip(rates[1], rates[2], strict=True))
    result = {"jobs_per_batch": options.jobs, "runs": options.runs, "cores": os.cpu_count(),
              "one_worker_jobs_per_s": round(one, 1), "two_workers_jobs_per_s": round(two, 1),
              "ratio": round(two / one, 2), "paired_ratio": round(paired, 2),
              "spread": {str(k): [round(min(v), 1), round(max(v), 1)] for k, v in rates.items()}}
    if options.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"batch validation, {options.jobs} small jobs per batch, median of {options.runs} runs "
              f"({os.cpu_count()} cores shared with PostgreSQL, Redis and this process)")
        print(f"  1 worker : {one:6.1f} jobs/s  (min–max {min(rates[1]):.1f}–{max(rates[1]):.1f})")
        print(f"  2 workers: {two:6.1f} jobs/s  (min–max {min(rates[2]):.1f}–{max(rates[2]):.1f})")
        print(f"  ratio 2/1: {two / one:.2f} (of the medians), {paired:.2f} (median of the per-run ratios)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Load benchmark: requests/s and p50/p95 of four public paths at 1, 8 and 32 concurrent clients.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/regelwerk_bench .venv/bin/python bench/load.py

Starts gunicorn itself on a free loopback port (the configured DATABASE_URL must already hold the catalog and
SEARCH_INDEX_DIR its index: `manage.py load_catalog && manage.py rebuild_index`), runs each scenario for a fixed
time at each concurrency, prints a table (or JSON with --json) and stops gunicorn. `--url` measures a server
that is already running instead; only loopback addresses are accepted, so this never loads someone else's host.

Scenarios: `search` (GET /api/v1/search?q=…), `card` (a Dominion card page), `cards-api` (GET /api/v1/cards?game=
dominion), `submit` (POST /api/v1/validations with a small record). Submissions are only queued: with a broker
(CELERY_BROKER_URL) the benchmark uses a queue of its own and deletes it at the end; without one the web process
would replay the record itself (eager mode), which measures the engine, not the web tier, so `submit` is skipped.
The throttles are raised for the benchmark's gunicorn (REGELWERK_THROTTLE_* variables), else every client would
measure 429s after a few requests.
"""

from __future__ import annotations

import argparse
import http.client
import ipaddress
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
RECORD = {"record": {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"],
                     "setup": {}, "log": []}}
SCENARIOS = {
    "search": ("GET", "/api/v1/search?q=Thronsaal", None),
    "card": ("GET", "/spiele/dominion/karten/thronsaal/", None),
    "cards-api": ("GET", "/api/v1/cards?game=dominion", None),
    "submit": ("POST", "/api/v1/validations", json.dumps(RECORD).encode()),
}


def is_loopback(host: str) -> bool:
    try:
        addresses = {info[4][0] for info in socket.getaddrinfo(host, None)}
    except socket.gaierror:
        return False
    return bool(addresses) and all(ipaddress.ip_address(a.split("%")[0]).is_loopback for a in addresses)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until_up(host: str, port: int, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            conn = http.client.HTTPConnection(host, port, timeout=2)
            conn.request("GET", "/api/v1/")  # any answer will do: the server is up
            conn.getresponse().read()
            return
        except OSError:
            pass
        time.sleep(0.3)
    raise SystemExit(f"gunicorn did not answer on {host}:{port} within {timeout} s")


def hammer(host: str, port: int, path: str, callers: int, stop: threading.Event) -> list[threading.Thread]:
    """`callers` clients calling `path` back to back until `stop` (the probe's "four health callers")."""

    def call() -> None:
        conn = http.client.HTTPConnection(host, port, timeout=30)
        while not stop.is_set():
            try:
                conn.request("GET", path)
                conn.getresponse().read()
            except OSError:
                conn.close()
                conn = http.client.HTTPConnection(host, port, timeout=30)
        conn.close()

    threads = [threading.Thread(target=call, daemon=True) for _ in range(callers)]
    for thread in threads:
        thread.start()
    return threads


def run_scenario(host: str, port: int, scenario: str, clients: int, seconds: float) -> dict:
    method, path, body = SCENARIOS[scenario]
    headers = {"Content-Type": "application/json", "Accept": "application/json"} if body else {}
    stop_at = time.monotonic() + seconds
    latencies: list[list[float]] = [[] for _ in range(clients)]
    statuses: dict[int, int] = {}
    lock = threading.Lock()

    def client(slot: int) -> None:
        conn = http.client.HTTPConnection(host, port, timeout=30)
        mine: dict[int, int] = {}
        while time.monotonic() < stop_at:
            started = time.perf_counter()
            try:
                conn.request(method, path, body=body, headers=headers)
                response = conn.getresponse()
                response.read()
                code = response.status
            except OSError:
                conn.close()
                conn = http.client.HTTPConnection(host, port, timeout=30)
                code = 0
            latencies[slot].append(time.perf_counter() - started)
            mine[code] = mine.get(code, 0) + 1
        conn.close()
        with lock:
            for code, n in mine.items():
                statuses[code] = statuses.get(code, 0) + n

    started = time.monotonic()
    threads = [threading.Thread(target=client, args=(i,), daemon=True) for i in range(clients)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(seconds + 60)
    elapsed = time.monotonic() - started
    every = sorted(x for per in latencies for x in per)
    quantiles = statistics.quantiles(every, n=100) if len(every) >= 2 else [every[0] if every else 0.0] * 99
    return {"scenario": scenario, "clients": clients, "requests": len(every), "rps": round(len(every) / elapsed, 1),
            "p50_ms": round(quantiles[49] * 1000, 1), "p95_ms": round(quantiles[94] * 1000, 1),
            "statuses": dict(sorted(statuses.items()))}


def start_gunicorn(port: int, workers: int, queue: str) -> subprocess.Popen:
    env = dict(os.environ)
    env.setdefault("REGELWERK_DEV_DEFAULTS", "1")
    env["CELERY_QUEUE"] = queue
    for scope in ("ANON", "SUBMISSIONS", "QUESTIONS", "HEALTH"):
        env[f"REGELWERK_THROTTLE_{scope}"] = "10000000/minute"
    log = open(f"/tmp/regelwerk-bench-gunicorn-{os.getpid()}.log", "w")  # 503s of a worker-less readiness are logged
    return subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "config.wsgi", "-w", str(workers), "-b", f"127.0.0.1:{port}",
         "--log-level", "warning"], cwd=ROOT, env=env, start_new_session=True, stdout=log, stderr=subprocess.STDOUT)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--url", help="a running server on loopback (default: start gunicorn)")
    parser.add_argument("--workers", type=int, default=4, help="gunicorn worker processes (default 4)")
    parser.add_argument("--seconds", type=float, default=5.0, help="per scenario and concurrency (max 30)")
    parser.add_argument("--clients", default="1,8,32")
    parser.add_argument("--only", default=",".join(SCENARIOS), help="comma-separated scenarios")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--health-callers", type=int, default=0,
                        help="also measure cards-api while N clients call --health-path (default 0: skip)")
    parser.add_argument("--health-path", default="/api/v1/health/ready")
    args = parser.parse_args()
    seconds = min(max(args.seconds, 0.5), 30.0)  # bounded: at most 30 s per cell
    clients = [min(int(c), 64) for c in args.clients.split(",")]
    scenarios = [s for s in args.only.split(",") if s in SCENARIOS]
    has_broker = bool(os.environ.get("CELERY_BROKER_URL"))
    if "submit" in scenarios and not has_broker and not args.url:
        print("submit: skipped (no CELERY_BROKER_URL: eager mode would replay in the web process)", file=sys.stderr)
        scenarios.remove("submit")

    queue = f"regelwerk-bench-{os.getpid()}"
    server = None
    if args.url:
        parts = urlsplit(args.url)
        host, port = parts.hostname or "", parts.port or 80
    else:
        host, port = "127.0.0.1", free_port()
        server = start_gunicorn(port, args.workers, queue)
    if not is_loopback(host):
        raise SystemExit(f"{host!r} is not a loopback address: this benchmark only runs against this machine")
    results = []
    try:
        wait_until_up(host, port)
        for scenario in scenarios:
            run_scenario(host, port, scenario, 1, 0.5)  # warm caches and connections
            for n in clients:
                results.append(run_scenario(host, port, scenario, n, seconds))
                if not args.json:
                    r = results[-1]
                    print(f"{r['scenario']:<10} {r['clients']:>3} clients  {r['rps']:>8.1f} req/s  "
                          f"p50 {r['p50_ms']:>7.1f} ms  p95 {r['p95_ms']:>7.1f} ms  {r['statuses']}", flush=True)
        if args.health_callers:
            stop = threading.Event()
            threads = hammer(host, port, args.health_path, min(args.health_callers, 16), stop)
            try:
                for n in clients:
                    r = run_scenario(host, port, "cards-api", n, seconds)
                    r["scenario"] = f"cards-api while {args.health_callers}x {args.health_path}"
                    results.append(r)
                    if not args.json:
                        print(f"{r['scenario']}: {r['clients']:>3} clients  {r['rps']:>8.1f} req/s  "
                              f"p50 {r['p50_ms']:>7.1f} ms  p95 {r['p95_ms']:>7.1f} ms  {r['statuses']}", flush=True)
            finally:
                stop.set()
                for thread in threads:
                    thread.join(35)
    finally:
        if server is not None:
            os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(server.pid, signal.SIGKILL)
        if has_broker and server is not None:
            try:
                import redis

                redis.Redis.from_url(os.environ["CELERY_BROKER_URL"]).delete(queue)
            except Exception as error:  # leftover messages are only a warning
                print(f"could not delete the queue {queue}: {error}", file=sys.stderr)
    if args.json:
        print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Page weights and load times of the pages a player uses, over HTTP against a running server.

    DEBUG=1 .venv/bin/python bench/pages.py prepare            # jobs to look at, ids in var/bench-pages.json
    DEBUG=1 .venv/bin/python manage.py runserver 127.0.0.1:8712 --noreload &
    .venv/bin/python bench/pages.py measure http://127.0.0.1:8712 [--runs 5] [--json var/pages-after.json]

`prepare` stores three validation jobs in the configured database (tasks run eagerly, in this process):
a real Dominion Online game from ../shared/reference-logs (the longest one that replays), a legal record of
20 000 entries (two players who only end their turns), and a Burgund-Kartenspiel self-play game from
tests/data. `measure` fetches every page `--runs` times and prints the size of the HTML as sent (bytes),
the size with `Accept-Encoding: gzip` as sent, and the median and worst wall time of the full response.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IDS = ROOT / "var" / "bench-pages.json"
LOGS = Path(os.environ.get("REGELWERK_REFERENCE_LOGS", ROOT.parent / "shared" / "reference-logs"))

PAGES = [
    ("Startseite", "/"),
    ("Spiele", "/spiele/"),
    ("Spiel Dominion", "/spiele/dominion/"),
    ("Spiel Burgund-Kartenspiel", "/spiele/burgund-karten/"),
    ("Karte Thronsaal", "/spiele/dominion/karten/thronsaal/"),
    ("Regelheft Dominion", "/regeln/dominion/"),
    ("Suche thronsall", "/suche/?q=thronsall"),
    ("Suche Thr (Fragment)", "/suche/?q=Thr&fragment=1"),
    ("Partie prüfen", "/pruefen/"),
    ("Regelheft-Abschnitt (nach)", "/regeln/dominion/s03-special-edition-das-basisspiel-rio-grande-games-2013/"),
    ("Autocomplete Thr (nach)", "/api/v1/cards/autocomplete?q=Thr"),
]


def prepare() -> None:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    import django

    django.setup()
    from engine import services
    from engine.core import replay
    from engine.importers import import_log

    ids = {}
    # The longest real game that replays legal, and the longest one the engine cannot check yet.
    best: dict[str, tuple[int, Path, str]] = {}
    for path in sorted((LOGS / "dominion-online").glob("**/*.txt")):
        text = path.read_text(encoding="utf-8")
        try:
            record = import_log("dominion-online", text)
        except Exception:
            continue
        status = replay(record).status
        if status in ("legal", "unsupported") and len(record["log"]) > best.get(status, (0,))[0]:
            best[status] = (len(record["log"]), path, text)
    for status, (entries, path, text) in best.items():
        job = services.submit(text, "dominion-online")
        ids[f"job-dominion-online-{status}"] = {"id": str(job.pk), "entries": entries, "log": path.name}
    players = ["Anna", "Ben"]
    long_record = {"format": "regelwerk-record/1", "game": "dominion", "players": players,
                   "setup": {"editions": ["basis-rgg-2017"], "seed": 7,
                             "kingdom": ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal",
                                         "Burggraben", "Keller", "Werkstatt"]},
                   "log": [{"by": players[i % 2], "move": "end-turn"} for i in range(20000)]}
    job = services.submit(long_record)
    ids["job-20000"] = {"id": str(job.pk), "entries": 20000}
    burgund = json.loads((ROOT / "tests/data/burgund_karten/2p-greedy-seed11.json").read_text())["record"]
    job = services.submit(burgund)
    ids["job-burgund-karten"] = {"id": str(job.pk), "entries": len(burgund["log"])}
    IDS.write_text(json.dumps(ids, indent=2))
    print(json.dumps(ids, indent=2))


def fetch(url: str, gzip_ok: bool) -> tuple[int, int, float]:
    request = urllib.request.Request(url, headers={"Accept-Encoding": "gzip" if gzip_ok else "identity"})
    start = time.perf_counter()
    with urllib.request.urlopen(request, timeout=120) as response:
        body = response.read()
        status = response.status
    elapsed = time.perf_counter() - start
    return status, len(body), elapsed


def measure(base: str, runs: int, out: str | None) -> None:
    pages = list(PAGES)
    if IDS.exists():
        for name, job in json.loads(IDS.read_text()).items():
            pages.append((f"{name} ({job['entries']} Einträge)", f"/pruefen/{job['id']}/"))
    rows = []
    for name, path in pages:
        url = base.rstrip("/") + path
        status, raw_bytes, _ = fetch(url, gzip_ok=False)
        _, sent_gzip, _ = fetch(url, gzip_ok=True)
        times = [fetch(url, gzip_ok=True)[2] for _ in range(runs)]
        rows.append({"page": name, "path": path, "status": status, "bytes": raw_bytes, "bytes_gzip_header": sent_gzip,
                     "median_s": statistics.median(times), "max_s": max(times)})
    width = max(len(row["page"]) for row in rows)
    print(f"{'Seite':<{width}}  status      HTML  gesendet(gzip)  median    max")
    for row in rows:
        print(f"{row['page']:<{width}}  {row['status']:>6} {row['bytes']:>9} {row['bytes_gzip_header']:>15} "
              f"{row['median_s'] * 1000:>7.0f}ms {row['max_s'] * 1000:>5.0f}ms")
    if out:
        Path(out).write_text(json.dumps(rows, indent=2, ensure_ascii=False))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("prepare")
    m = sub.add_parser("measure")
    m.add_argument("base")
    m.add_argument("--runs", type=int, default=5)
    m.add_argument("--json")
    args = parser.parse_args()
    if args.command == "prepare":
        prepare()
    else:
        measure(args.base, args.runs, args.json)


if __name__ == "__main__":
    main()

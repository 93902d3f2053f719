"""Search benchmark: `DEBUG=1 .venv/bin/python bench/search.py` (on the loaded catalog, var/regelwerk.sqlite3).

Measures, on fixed queries (the relevance cases of tests/search plus more):
- index build time and size, relevance (share of cases whose expected results are at the top, MRR),
  and library latency for both compound strategies: splitting against the corpus vocabulary vs n-grams;
- p50/p95 latency of the library call `search.service.search` and of the HTTP endpoints (Django test
  client through the whole middleware stack: GET /api/v1/search and the live fragment /suche/?fragment=1);
- the same queries against PostgreSQL full-text search (`german` configuration, websearch_to_tsquery,
  GIN index, ts_rank + ts_headline for the first 20) in a scratch database `regelwerk_bench` that is
  dropped at the end, and the ratio of our latency to PostgreSQL's.

Targets on the 2-core machine: p95 <= 10 ms library, <= 30 ms HTTP. Options: --runs N (default 5),
--skip-postgres, --pg-dsn (default host=127.0.0.1 port=5432 user=postgres), --json FILE.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "search"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import setup_test_environment  # noqa: E402
from django.urls import NoReverseMatch, include, path, reverse  # noqa: E402
from search_cases import CASES, Case  # noqa: E402

from search import evaluate, index, service  # noqa: E402
from search import query as ql  # noqa: E402
from search.analysis import Compounds  # noqa: E402
from search.documents import iter_documents  # noqa: E402

EXTRA_QUERIES = [
    # broad words, phrases, sentences a player types
    "Karte",
    "Aktion",
    "Spieler",
    "Siegpunkte",
    "Handkarten ablegen",
    "Karte ziehen",
    "Geld",
    "Kupfer entsorgen",
    '"auf die Hand"',
    '"zu Beginn deines nächsten Zuges"',
    "Aktionskarte zweimal ausspielen",
    "Nachziehstapel mischen",
    "Dauerkarte Thronsaal",
    "Fluch nehmen",
    "Angriff abwehren",
    "Reaktion Burggraben",
    "Ablagestapel",
    "Tableau",
    "Sechseck-Plättchen",
    "Warenkärtchen verkaufen",
    "Silberling",
    "Arbeiter",
    "Bonuskärtchen",
    "Spielende Wertung",
    "Durchgang",
    "Fürst Fürstin Heirat",
    "Stadt einsetzen",
    "Militär",
    "Nahrung",
    "Gunst",
    "Jahr",
    "Palast",
    # filters only, and filters with words
    "spiel:dominion typ:angriff kosten<=4",
    "game:dominion type:attack cost=5",
    "spiel:dominion kosten>6",
    "art:errata",
    "art:faq spiel:principato",
    "edition:seaside typ:dauer",
    "edition:intrige-2",
    "typ:reaktion",
    "spiel:burgund art:regel Kloster",
    "spiel:dynasties art:faq passen",
    "name:Dorf",
    'name:"Große Halle"',
    "kind:ruling",
    "Hexe -Junge",
    "(Dorf OR Stadt) kosten<=4",
    "Markt OR Basar",
    "-spiel:dominion Burg",
    # English and typos
    "Village",
    "Throne",
    "Chapel",
    "Militia",
    "Remodel",
    "Workshop",
    "Cellar",
    "Market",
    "Festival",
    "Library",
    "Thronsal",
    "Rathhaus",
    "Hexxe",
    "Schmide",
    "Kapele",
    "Bürokratt",
    "Jokerkart",
    "Gunstein",
]
QUERIES = [case.query for case in CASES] + EXTRA_QUERIES

# The search API under /api/v1/ even before config/urls.py includes search.api_urls.
urlpatterns = []


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * (len(ordered) - 1))))]


def summary(values_ms: list[float]) -> dict:
    return {
        "p50": round(statistics.median(values_ms), 2),
        "p95": round(percentile(values_ms, 0.95), 2),
        "max": round(max(values_ms), 2),
        "n": len(values_ms),
    }


def relevance(run_query) -> dict:
    """Share of cases with every expected result in the first `within`, and the mean reciprocal rank."""
    passed, reciprocal = 0, []
    failures = []
    for case in CASES:
        heads = run_query(case)
        top = heads[: case.within]
        if all(expected in top for expected in case.expected):
            passed += 1
        else:
            failures.append(case.query)
        first = case.expected[0]
        reciprocal.append(1 / (heads.index(first) + 1) if first in heads else 0.0)
    return {"passed": passed, "cases": len(CASES), "mrr": round(statistics.mean(reciprocal), 3), "failed": failures}


def library_heads(case: Case) -> list[tuple[str, str]]:
    try:
        result = service.search(case.query, per_page=10, snippets=False)
    except ql.QueryError:
        return []
    return [(group.head.game, group.head.title) for group in result.groups]


def time_library(runs: int, cpu: list[float] | None = None) -> list[float]:
    """Wall-clock milliseconds per call; with `cpu`, also the thread's CPU milliseconds (what the code costs
    when other processes compete for the two cores)."""
    timings = []
    for query in QUERIES:  # warm-up pass: open the searcher, load the stored fields once
        try:
            service.search(query)
        except ql.QueryError:
            pass
    for _ in range(runs):
        for query in QUERIES:
            started, started_cpu = time.perf_counter(), time.thread_time()
            try:
                service.search(query)
            except ql.QueryError:
                pass
            timings.append((time.perf_counter() - started) * 1000)
            if cpu is not None:
                cpu.append((time.thread_time() - started_cpu) * 1000)
    return timings


def build(compounds: str, documents: list[dict]) -> dict:
    report = index.rebuild(compounds, documents=documents)
    index.reader.reset()
    return {
        "seconds": round(report.seconds, 2),
        "bytes": report.bytes,
        "documents": report.documents,
        "vocabulary": report.vocabulary,
    }


def time_http(runs: int) -> dict:
    if not getattr(time_http, "ready", False):
        setup_test_environment()
        time_http.ready = True
    try:
        reverse("api-search")
    except NoReverseMatch:
        from config import urls as project_urls

        urlpatterns[:] = [path("api/v1/", include("search.api_urls")), *project_urls.urlpatterns]
        settings.ROOT_URLCONF = __name__
        from django.urls import clear_url_caches

        clear_url_caches()
    client = Client()
    results = {}
    for name, url, extra in [("api", "/api/v1/search", {}), ("fragment", "/suche/", {"fragment": "1"})]:
        for query in QUERIES:
            client.get(url, {"q": query, **extra})
        timings = []
        for _ in range(runs):
            for query in QUERIES:
                started = time.perf_counter()
                response = client.get(url, {"q": query, **extra})
                timings.append((time.perf_counter() - started) * 1000)
                assert response.status_code in (200, 400), (query, response.status_code)
        results[name] = summary(timings)
    return results


# --- PostgreSQL reference ------------------------------------------------------------------------------

FILTER_TOKEN = re.compile(r'\b[A-Za-z]+(<=|>=|<|>|=|:)("[^"]*"|\S+)|[()]')


def free_text(query: str) -> str:
    """The query without our filters (PostgreSQL's websearch syntax has none): words, phrases, -, OR."""
    return FILTER_TOKEN.sub(" ", query).strip()


def postgres_reference(dsn: str, documents: list[dict], runs: int) -> dict:
    import psycopg

    admin = psycopg.connect(dsn + " dbname=postgres", autocommit=True)
    admin.execute("DROP DATABASE IF EXISTS regelwerk_bench")
    admin.execute("CREATE DATABASE regelwerk_bench")
    try:
        with psycopg.connect(dsn + " dbname=regelwerk_bench", autocommit=True) as conn:
            started = time.perf_counter()
            conn.execute("""CREATE TABLE docs (id text PRIMARY KEY, game text, kind text, grp text, title text,
                            name text, card_text text, note_text text, rule_text text, body text, tsv tsvector)""")
            with (
                conn.cursor() as cursor,
                cursor.copy(
                    "COPY docs (id, game, kind, grp, title, name, card_text, note_text, rule_text, body) FROM STDIN"
                ) as copy,
            ):
                for doc in documents:
                    copy.write_row(
                        [
                            doc["doc_id"],
                            doc["game"],
                            doc["kind"],
                            doc["group"],
                            doc["title"],
                            " ".join(filter(None, [doc.get("name"), doc.get("about")])),
                            doc.get("card_text") or "",
                            doc.get("note_text") or "",
                            doc.get("rule_text") or "",
                            doc.get("text") or "",
                        ]
                    )
            # The same ranking idea as ours: name (A) > card text (B) > notes and errata (C) > rule text (D).
            conn.execute("""UPDATE docs SET tsv = setweight(to_tsvector('german', coalesce(name, '')), 'A')
                            || setweight(to_tsvector('german', card_text), 'B')
                            || setweight(to_tsvector('german', note_text), 'C')
                            || setweight(to_tsvector('german', rule_text), 'D')""")
            conn.execute("CREATE INDEX docs_tsv ON docs USING gin (tsv)")
            conn.execute("ANALYZE docs")
            build_seconds = time.perf_counter() - started
            size = conn.execute("SELECT pg_total_relation_size('docs')").fetchone()[0]
            sql = """
                WITH q AS (SELECT websearch_to_tsquery('german', %(q)s) AS q),
                hits AS (SELECT id, grp, game, kind, title, body, ts_rank(tsv, q.q) AS rank, count(*) OVER () AS total
                         FROM docs, q WHERE tsv @@ q.q ORDER BY rank DESC LIMIT 20)
                SELECT hits.id, hits.grp, hits.game, hits.title, hits.rank, hits.total,
                       ts_headline('german', hits.body, q.q, 'MaxWords=35, MinWords=15') AS snippet
                FROM hits, q ORDER BY hits.rank DESC"""
            facets = """SELECT game, kind, count(*) FROM docs WHERE tsv @@ websearch_to_tsquery('german', %(q)s)
                        GROUP BY game, kind"""

            def run(query: str) -> list[tuple]:
                text = free_text(query)
                rows = conn.execute(sql, {"q": text}).fetchall()
                conn.execute(facets, {"q": text}).fetchall()
                return rows

            for query in QUERIES:
                run(query)
            timings = []
            for _ in range(runs):
                for query in QUERIES:
                    started = time.perf_counter()
                    run(query)
                    timings.append((time.perf_counter() - started) * 1000)

            def heads(case: Case) -> list[tuple[str, str]]:
                seen, result = set(), []
                for _id, group, game, title, *_rest in run(case.query):
                    if group not in seen:
                        seen.add(group)
                        result.append((game, title))
                return result

            return {
                "build_seconds": round(build_seconds, 2),
                "bytes": size,
                "latency_ms": summary(timings),
                "relevance": relevance(heads),
                "note": "filters removed from the query (no equivalent syntax)",
            }
    finally:
        admin.execute("DROP DATABASE IF EXISTS regelwerk_bench")
        admin.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--skip-postgres", action="store_true")
    parser.add_argument("--pg-dsn", default="host=127.0.0.1 port=5432 user=postgres")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args()

    workdir = Path(tempfile.mkdtemp(prefix="regelwerk-bench-search-"))
    figures: dict = {"queries": len(QUERIES), "runs": args.runs, "cases": len(CASES)}
    try:
        started = time.perf_counter()
        documents = list(iter_documents())
        figures["read_documents_seconds"] = round(time.perf_counter() - started, 2)
        strategies = {}
        evaluate.CACHE_LEAVES = False  # cold: every clause read and scored from the index, every time
        for compounds in (Compounds.NGRAM, Compounds.NONE, Compounds.SPLIT):  # split last: it is measured further
            settings.SEARCH_INDEX_DIR = workdir / compounds
            built = build(compounds, documents)
            cpu: list[float] = []
            timings = time_library(args.runs, cpu)
            strategies[compounds] = {
                "build": built,
                "relevance": relevance(library_heads),
                "latency_ms": summary(timings),
                "cpu_ms": summary(cpu),
            }
        figures["compounds"] = strategies
        figures["library_ms"] = strategies[Compounds.SPLIT]["latency_ms"]
        figures["library_cpu_ms"] = strategies[Compounds.SPLIT]["cpu_ms"]
        figures["http_ms"] = time_http(args.runs)
        evaluate.CACHE_LEAVES = True  # warm: the per-searcher clause cache, as the site runs
        warm_cpu: list[float] = []
        figures["library_warm_ms"] = summary(time_library(args.runs, warm_cpu))
        figures["library_warm_cpu_ms"] = summary(warm_cpu)
        figures["http_warm_ms"] = time_http(args.runs)
        figures["load_average"] = os.getloadavg()
        if not args.skip_postgres:
            figures["postgres"] = postgres_reference(args.pg_dsn, documents, args.runs)
    finally:
        index.reader.reset()
        shutil.rmtree(workdir, ignore_errors=True)
    report(figures)
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=2, ensure_ascii=False))


def report(figures: dict) -> None:
    print(f"Suche: {figures['queries']} Anfragen × {figures['runs']} Läufe, {figures['cases']} Relevanzfälle")
    print(f"Dokumente aus der Datenbank gelesen in {figures['read_documents_seconds']} s")
    print("\nKomposita (Zerlegung am Korpus vs. n-Gramme vs. nichts):")
    header = f"{'Strategie':8} {'Aufbau s':>9} {'MB':>6} {'Fälle ok':>9} {'MRR':>6} {'p50 ms':>7} {'p95 ms':>7}"
    print(f"  {header} {'CPU p95':>8}")
    for name, data in figures["compounds"].items():
        rel, lat, built = data["relevance"], data["latency_ms"], data["build"]
        print(
            f"  {name:8} {built['seconds']:9.2f} {built['bytes'] / 1e6:6.2f} {rel['passed']:4}/{rel['cases']:<4} "
            f"{rel['mrr']:6.3f} {lat['p50']:7.2f} {lat['p95']:7.2f} {data['cpu_ms']['p95']:8.2f}   "
            f"nicht bestanden: {', '.join(rel['failed']) or '-'}"
        )
    library, http, cpu = figures["library_ms"], figures["http_ms"], figures["library_cpu_ms"]
    load = " / ".join(f"{value:.2f}" for value in figures["load_average"])
    print(f"\nLast während der Messung (loadavg 1/5/15 min): {load} auf {os.cpu_count()} Kernen")
    for label, wall, cpu_time, http_times in [
        ("kalt (ohne Klausel-Cache)", library, cpu, http),
        (
            "warm (mit Klausel-Cache) ",
            figures["library_warm_ms"],
            figures["library_warm_cpu_ms"],
            figures["http_warm_ms"],
        ),
    ]:
        print(
            f"{label}: Bibliothek p50 {wall['p50']} ms, p95 {wall['p95']} ms "
            f"(Ziel p95 <= 10 ms: {'ok' if wall['p95'] <= 10 else 'VERFEHLT'}; CPU-Zeit p50 {cpu_time['p50']} ms, "
            f"p95 {cpu_time['p95']} ms)"
        )
        for name, data in http_times.items():
            print(
                f"    HTTP {name:8}: p50 {data['p50']} ms, p95 {data['p95']} ms "
                f"(Ziel p95 <= 30 ms: {'ok' if data['p95'] <= 30 else 'VERFEHLT'})"
            )
    pg = figures.get("postgres")
    if pg:
        lat = pg["latency_ms"]
        print(
            f"\nPostgreSQL (german, websearch_to_tsquery, GIN): Aufbau {pg['build_seconds']} s, "
            f"{pg['bytes'] / 1e6:.2f} MB, p50 {lat['p50']} ms, p95 {lat['p95']} ms, "
            f"Fälle ok {pg['relevance']['passed']}/{pg['relevance']['cases']}, MRR {pg['relevance']['mrr']} "
            f"({pg['note']})"
        )
        warm = figures["library_warm_ms"]
        print(
            f"Verhältnis Whoosh/PostgreSQL (p95): Bibliothek kalt {library['p95'] / lat['p95']:.2f}, "
            f"warm {warm['p95'] / lat['p95']:.2f}; HTTP-API kalt {http['api']['p95'] / lat['p95']:.2f}, "
            f"warm {figures['http_warm_ms']['api']['p95'] / lat['p95']:.2f}; p50 Bibliothek kalt "
            f"{library['p50'] / lat['p50']:.2f}"
        )


if __name__ == "__main__":
    main()

"""`make bench`: every benchmark in this folder, one after the other, each printing its own figures.

Run one alone: `.venv/bin/python bench/<name>.py`. The machine is small and noisy (2 cores): each
benchmark repeats its runs and prints the median with the spread.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCHMARKS = ["search.py", "suggestions.py", "engine_dominion.py", "engine_burgund.py", "engine_burgund_karten.py",
              "engine_principato.py", "engine_dynasties.py", "batch.py"]
# Arguments a benchmark gets under `make bench`: batch.py needs PostgreSQL and Redis and skips (with the reason)
# on a machine without them.
ARGUMENTS = {"batch.py": ["--skip-without-services"]}


def main() -> int:
    failed = []
    for name in BENCHMARKS:
        path = HERE / name
        if not path.exists():
            print(f"== {name}: not present, skipped")
            continue
        print(f"== {name}", flush=True)
        result = subprocess.run([sys.executable, str(path), *ARGUMENTS.get(name, [])], cwd=HERE.parent)
        if result.returncode != 0:
            failed.append(name)
    if failed:
        print("failed: " + ", ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

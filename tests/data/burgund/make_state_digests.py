"""Regenerate state_digests.json: `.venv/bin/python tests/data/burgund/make_state_digests.py` (from /work/main).

For every corpus game: the SHA-256 of the canonical state JSON after each entry. The state JSON is a public
format (positions are submitted as state JSON); these digests pin it.
"""

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from engine.core import replay  # noqa: E402


def digests(record):
    report = replay(record, keep_states=True)
    return [hashlib.sha256(json.dumps(s, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:16]
            for s in report.states]


def main():
    here = Path(__file__).parent
    out = {}
    for path in sorted(here.glob("*p-*.json")):
        out[path.stem] = digests(json.loads(path.read_text(encoding="utf-8"))["record"])
    (here / "state_digests.json").write_text(json.dumps(out, indent=0) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

"""Pin the public state JSON: `.venv/bin/python tests/data/dynasties/make_state_digests.py [ROOT]`.

For every corpus game, the sha256 of `state_to_json` before the first entry and after every entry
(canonical JSON: sorted keys, no spaces), and the sha256 of every entry's verdict (`Verdict.to_json`).
Written to state_digests.json beside this script; `test_dynasties_state_json` replays the corpus
and compares. ROOT (default: this repository) is the checkout whose engine produces the digests, so
that the pins can be made with the engine as it was before a refactoring.
"""

import hashlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else HERE.parents[2]
sys.path.insert(0, str(ROOT))

from engine.core import replay  # noqa: E402


def digest(data: object) -> str:
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def pins(record: dict) -> dict:
    report = replay(record, keep_states=True)
    return {"states": [digest(state) for state in report.states],
            "verdicts": [digest(verdict.to_json()) for _, verdict in report.results]}


def main() -> None:
    out = {}
    for path in sorted(HERE.glob("*.json")):
        if path.name == "state_digests.json":  # the pins themselves
            continue
        out[path.stem] = pins(json.loads(path.read_text(encoding="utf-8"))["record"])
    (HERE / "state_digests.json").write_text(json.dumps(out, indent=0) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

"""Pin a game's public state JSON: `.venv/bin/python tests/data/make_state_digests.py GAME_DIR [ROOT]`.

GAME_DIR is a corpus folder under tests/data (burgund_karten, principato, dynasties). For every corpus game
in it, the sha256 of `state_to_json` before the first entry and after every entry (canonical JSON: sorted
keys, no spaces), and the sha256 of every entry's verdict (`Verdict.to_json`), written to
GAME_DIR/state_digests.json; the game's `test_*_state_json` replays the corpus and compares. ROOT (default:
this repository) is the checkout whose engine produces the digests, so that the pins can be made with the
engine as it was before a refactoring. One script for every game: only the corpus differs.
"""

import hashlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CORPUS = HERE / sys.argv[1] if len(sys.argv) > 1 else None
ROOT = Path(sys.argv[2]).resolve() if len(sys.argv) > 2 else HERE.parents[1]
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
    if CORPUS is None or not CORPUS.is_dir():
        sys.exit(__doc__)
    out = {}
    for path in sorted(CORPUS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if path.name == "state_digests.json" or "record" not in data:  # the pins themselves, other data
            continue
        out[path.stem] = pins(data["record"])
    (CORPUS / "state_digests.json").write_text(json.dumps(out, indent=0) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

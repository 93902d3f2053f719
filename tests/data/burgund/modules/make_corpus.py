"""Regenerate the module corpus: `.venv/bin/python tests/data/burgund/modules/make_corpus.py` (from /work/main).

One seeded self-play game (greedy bots) per implemented module of the big box; one with all combinable
modules together (3 players, so the depot-6 rule of ln 895-902 applies); one with all but the border posts on
the experienced players' variant boards of ln 1159-1165 (which exclude the 11 boards); the team game alone and with
every module it combines with (4 players; it excludes the 11 boards, ln 972-976). Seeds were picked so
that each game uses its module's pieces (for the extra tiles: all four placed). The trade-route cards, the
white castles' fronts, the 11 boards, the solo board and the team's double boards are test data (the rulebook lost them; see bg_helpers.module_setup).
Each file: {"record": ..., "expected": {"status", "entries", "scores", "winners",
"problem_rules"}}, as the base corpus (../make_corpus.py); state_digests.json pins the state JSON of each game
(the modules' part of the public format).
"""

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
sys.path.insert(0, str(ROOT))

from engine.core import replay  # noqa: E402
from engine.games.burgund.bots import self_play  # noqa: E402
from tests.engine.burgund.bg_helpers import module_setup  # noqa: E402

NAMES = ["Anna", "Ben", "Clara", "Dirk"]
VARIANT = {"boards": {"Anna": 3, "Ben": 5, "Clara": 9}, "start_castles": {"Anna": 19, "Ben": 11, "Clara": 16}}
GAMES = {  # name: (players, seed, modules, more setup)
    "zusaetzliche-plaettchen-4p-seed59": (4, 59, ["zusaetzliche-plaettchen"], {}),
    "gasthoefe-2p-seed22": (2, 22, ["gasthoefe"], {}),
    "handelsstrassen-3p-seed31": (3, 31, ["handelsstrassen"], {}),
    "weisse-burgen-2p-seed42": (2, 42, ["weisse-burgen"], {}),
    "grenzposten-3p-seed53": (3, 53, ["grenzposten"], {}),
    "schilde-4p-seed86": (4, 86, ["schilde"], {}),
    "solo-spiel-1p-seed95": (1, 95, ["solo-spiel"], {}),  # alone: no other module (their player counts)
    "alle-3p-seed85": (3, 85, ["zusaetzliche-plaettchen", "gasthoefe", "handelsstrassen", "weisse-burgen",
                               "grenzposten", "schilde"], {}),
    # the team game (4 players; seed 69: one player places 8 ships, past the bridge's end, ln 1016-1018)
    "team-spiel-4p-seed69": (4, 69, ["team-spiel"], {}),
    # the team game excludes the 11 boards (ln 972-976): every other module with it, 4 players
    "alle-team-4p-seed87": (4, 87, ["zusaetzliche-plaettchen", "gasthoefe", "handelsstrassen", "weisse-burgen",
                                    "schilde", "team-spiel"], {}),
    # the variant boards exclude the 11 boards (ln 1162-1163): every other module with them
    "alle-ohne-grenzposten-3p-varianten-seed80": (
        3, 80, ["zusaetzliche-plaettchen", "gasthoefe", "handelsstrassen", "weisse-burgen", "schilde"], VARIANT),
}


def expected(record):
    report = replay(record)
    return {"status": report.status, "entries": report.entries,
            "scores": report.outcome["scores"], "winners": report.outcome["winners"],
            "problem_rules": sorted({p.rule for p in report.problems})}


def digests(record):
    """SHA-256 (16 hex) of the canonical state JSON after each entry, as ../make_state_digests.py."""
    report = replay(record, keep_states=True)
    return [hashlib.sha256(json.dumps(s, sort_keys=True, ensure_ascii=False).encode()).hexdigest()[:16]
            for s in report.states]


def main():
    here = Path(__file__).parent
    pinned = {}
    for name, (count, seed, modules, more) in GAMES.items():
        players = NAMES[:count]
        # module_setup adds what the record states for a module (invented trade-route cards and white-castle fronts: see there)
        seeded, _explicit, _state = self_play(players, seed, setup={**module_setup(modules, players, seed), **more})
        data = {"record": seeded, "expected": expected(seeded)}
        pinned[name] = digests(seeded)
        (here / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n",
                                           encoding="utf-8")


    (here / "state_digests.json").write_text(json.dumps(pinned, indent=0) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()

"""Regenerate the self-play regression fixture (from /work/main):

    .venv/bin/python tests/data/dominion/make_selfplay_regression.py

Only regenerate on purpose: the fixture pins the engine's behaviour, so a speed-up of the engine must
leave it unchanged.

Games: Big Money vs Big Money+Schmiede (the benchmark matchup), seeded random play over two
choice- and attack-heavy kingdoms, and unseeded random play where chance is a random one of the
offered events (hidden draws, named draws, shuffles). Per game the fixture stores the result, a
digest chaining `state_to_json` after every entry, and "probes": verdicts (status and rule) of
deliberately wrong entries checked along the way; the benchmark game keeps its whole record, the
random games only its digest (the test plays them again with the same seeded bot).
"""

import hashlib
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from engine.core import get_ruleset  # noqa: E402
from engine.games.dominion import cards  # noqa: E402
from engine.games.dominion.bots import big_money, self_play, smithy_big_money  # noqa: E402

FIXTURE = Path(__file__).with_name("selfplay_regression.json")
BENCH_KINGDOM = ["Schmiede", "Dorf", "Markt", "Laboratorium", "Festmahl", "Kapelle", "Burggraben", "Keller",
                 "Werkstatt", "Holzfäller"]
RANDOM_GAMES = [
    # (label, players, editions, kingdom tags, seed or None, steps)
    ("basis-attacks", ["Anna", "Ben", "Clara"], ["basis-hig-2008", "basis-rgg-2017"],
     ["Witch", "Militia", "Bureaucrat", "Throne Room", "Moat", "Cellar", "Remodel", "Mine", "Library", "Sentry"],
     7, 400),
    ("intrige-choices", ["Anna", "Ben"], ["basis-rgg-2017", "intrige-rgg-2017"],
     ["Masquerade", "Torturer", "Minion", "Courtier", "Secret Passage", "Pawn", "Steward", "Bridge", "Diplomat",
      "Swindler"], 11, 400),
    ("unseeded", ["Anna", "Ben", "Clara"], ["basis-rgg-2013", "intrige-hig-2009"],
     ["Chancellor", "Spy", "Thief", "Adventurer", "Secret Chamber", "Wishing Well", "Scout", "Saboteur", "Tribute",
      "Moat"], None, 400),
]


def digest_chain(ruleset, states) -> str:
    h = hashlib.sha256()
    for state in states:
        h.update(json.dumps(ruleset.state_to_json(state), sort_keys=True).encode("utf-8"))
    return h.hexdigest()


def probes_for(ruleset, state, rng, players, kingdom):
    """A few wrong (or at least unusual) entries for this position."""
    actor = ruleset.task(state).player or state.player
    other = players[(players.index(actor) + 1) % len(players)]
    card = cards.german(rng.choice(kingdom + ["Province", "Gold", "Copper", "Curse"]))
    return [
        {"by": actor, "move": "buy", "card": card},
        {"by": actor, "move": "play", "card": card},
        {"by": other, "move": "end-turn"},
        {"by": actor, "move": "choose", "cards": [card]},
        {"by": actor, "event": "draw", "count": 1},
        {"by": actor, "move": "fly"},
    ]


def verdict_key(verdict):
    return [verdict.status, verdict.rule]


def random_game(label, players, editions, kingdom, seed, steps):
    ruleset = get_ruleset("dominion")
    rng = random.Random(label)
    setup = {"editions": editions, "kingdom": [cards.german(t) for t in kingdom]}
    if seed is not None:
        setup["seed"] = seed
    state = ruleset.setup(players, setup)
    states, log, probes = [state], [], []
    for index in range(steps):
        decision = ruleset.pending(state)
        if decision is None:
            break
        if index % 7 == 0:
            for probe in probes_for(ruleset, state, rng, players, kingdom):
                probes.append([index, probe, verdict_key(ruleset.check(state, probe))])
        options = list(decision.options)
        plays = [o for o in options if o.get("move") in ("play", "buy")]
        entry = rng.choice(plays if plays and rng.random() < 0.7 else options)
        verdict = ruleset.check(state, entry)
        assert verdict.proceeds, (entry, verdict)
        state = ruleset.apply(ruleset.copy_state(state), entry)
        log.append(entry)
        states.append(state)
    record = {"format": "regelwerk-record/1", "game": "dominion", "players": players, "setup": setup, "log": log}
    return record, states, probes


def probe_digest(probes) -> str:
    return hashlib.sha256(json.dumps(probes, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


def log_digest(record) -> str:
    return hashlib.sha256(json.dumps(record, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()


def expected(record, states, probes, keep_record=False):
    """What the fixture pins for one game; random games keep only digests (the test replays them)."""
    ruleset = get_ruleset("dominion")
    final = states[-1]
    data = {"entries": len(record["log"]), "record_digest": log_digest(record), "result": ruleset.result(final),
            "turn": final.turn, "phase": final.phase, "digest": digest_chain(ruleset, states),
            "probes": len(probes), "probe_digest": probe_digest(probes)}
    if keep_record:
        data["record"] = record
    return data


def bench_game(seed):
    ruleset = get_ruleset("dominion")
    # both base editions: Festmahl and Holzfäller are 1st-edition cards (a record must name their edition)
    record, final = self_play({"BigMoney": big_money, "SmithyBM": smithy_big_money}, BENCH_KINGDOM, seed=seed,
                              editions=["basis-rgg-2013", "basis-rgg-2017"])
    states = [ruleset.setup(record["players"], record["setup"])]
    for entry in record["log"]:
        states.append(ruleset.apply(ruleset.copy_state(states[-1]), entry))
    assert ruleset.result(states[-1]) == final.result
    return expected(record, states, [], keep_record=True)


def build():
    games = {"bench-bm-smithy": bench_game("regression-1")}
    for label, players, editions, kingdom, seed, steps in RANDOM_GAMES:
        games[label] = expected(*random_game(label, players, editions, kingdom, seed, steps))
    return games


def main():
    FIXTURE.write_text(json.dumps(build(), ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {FIXTURE} ({FIXTURE.stat().st_size} bytes)")


if __name__ == "__main__":
    main()

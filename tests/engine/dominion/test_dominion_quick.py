"""The fast paths judge and apply exactly as the full evaluation does.

`moves.quick` / `apply_quick` (treasures, buys, end of a phase, the seeded clean-up, plain "+cards"
actions), `interpreter.deal_seeded` (the seeded setup) and `core.rng.shuffled` stand in for the general
machinery on the common moves; here each is compared with what it stands in for, on many positions of
random games: the same verdict for every offered and many wrong entries, the same state after applying.
"""

import json
import random
from collections import Counter

import pytest
from dominion_helpers import RS

from engine.core.pile import Pile
from engine.games.dominion import cards as C
from engine.games.dominion import interpreter as I
from engine.games.dominion.effects import EFFECTS
from engine.games.dominion.moves import VANILLA, apply_quick, evaluate, quick
from engine.games.dominion.ops import Draw, Plus
from engine.games.dominion.state import GameState, PlayerCards

EDITIONS = ["basis-rgg-2013", "basis-rgg-2017", "intrige-rgg-2014", "intrige-rgg-2017"]
# the vanilla actions, the benchmark's cards, cost reductions (Brücke) and the treasure bonuses (Händlerin,
# Kupferschmied), plus cards that reveal, trash and attack (positions the fast paths must leave alone)
KINGDOMS = [
    ["Smithy", "Village", "Market", "Laboratory", "Festival", "Woodcutter", "Moat", "Bridge", "Merchant",
     "Coppersmith"],
    ["Smithy", "Cellar", "Chapel", "Militia", "Witch", "Library", "Throne Room", "Bridge", "Secret Passage",
     "Courtyard"],
]


def _dump(state):
    return json.dumps(RS.state_to_json(state), sort_keys=True)


def _probes(state, options, rng):
    """Wrong and odd entries next to the offered ones: other players, cards not in hand, unknown cards,
    treasures after a buy, buys beyond the coins, both kinds of ends, malformed fields."""
    player = state.player
    other = next(p for p in state.players if p != player)
    names = [C.german(tag) for tag in ("Copper", "Silver", "Gold", "Province", "Smithy", "Village", "Curse",
                                       "Estate", "Festival", "Bridge")]
    probes = [
        {"by": player, "move": "end-phase"}, {"by": player, "move": "end-turn"},
        {"by": other, "move": "end-turn"}, {"by": player, "move": "play", "card": "Nichtskarte"},
        {"by": player, "move": "play", "card": 3}, {"by": player, "move": "buy", "card": ["Gold"]},
        {"by": player, "move": "buy", "card": "Province"}, {"by": player, "move": "play", "card": "copper"},
        {"by": player, "move": "play", "card": "Kupfer", "event": "draw"},
        {"by": player, "event": "shuffle"},
    ]
    for _ in range(6):
        probes.append({"by": rng.choice([player, player, other]), "move": rng.choice(["play", "buy"]),
                       "card": rng.choice(names)})
    return list(options) + probes


def _pick(options, rng):
    """Mostly play what can be played and buy one of the dearest cards (so that Silber, Gold and the
    actions come up), sometimes anything offered."""
    plays = [o for o in options if o.get("move") == "play"]
    buys = sorted((o for o in options if o.get("move") == "buy"), key=lambda o: -C.resolve(o["card"]).cost)
    roll = rng.random()
    if plays and roll < 0.75:
        return rng.choice(plays)
    if buys and roll < 0.95:
        return rng.choice(buys[:3])
    return rng.choice(options)


def _positions(seed, steps=300):
    """Positions of a random game (see `_pick`)."""
    rng = random.Random(seed)
    kingdom = KINGDOMS[seed % len(KINGDOMS)]
    seeded = seed % 3 != 2  # every third game unseeded: chance arrives as events, the fast paths step aside
    setup = {"editions": EDITIONS, "kingdom": [C.german(t) for t in kingdom], "seed": seed if seeded else None}
    state = RS.setup(["A", "B"], setup)
    for _ in range(steps):
        decision = RS.pending(state)
        if decision is None:
            return
        options = list(decision.options)
        yield state, options, rng
        state = RS.apply(state, _pick(options, rng))


@pytest.mark.parametrize("seed", range(6))
def test_quick_gives_the_verdict_and_state_of_the_full_evaluation(seed):
    fast = 0
    for state, options, rng in _positions(seed):
        before = _dump(state)
        for entry in _probes(state, options, rng):
            verdict, new = evaluate(state, entry)
            assert RS.check(state, entry) == verdict, entry
            found = quick(state, entry)
            if found is None:
                continue
            fast += 1
            assert found[1] == verdict and new is not None, entry
            mine = state.copy()
            apply_quick(mine, entry, found)
            assert _dump(mine) == _dump(new), entry
            # and through the ruleset, check then apply, consuming a copy
            kept = state.copy()
            assert RS.check(kept, entry) == verdict
            assert _dump(RS.apply(kept, entry)) == _dump(new)
        assert _dump(state) == before  # judging never changed the position
    assert fast > (200 if seed % 3 != 2 else 50)


def test_quick_plays_the_vanilla_actions_and_shuffles_when_the_pile_runs_out():
    state = RS.setup(["A", "B"], {"editions": EDITIONS, "kingdom": [C.german(t) for t in KINGDOMS[0]], "seed": 7})
    for tag, (draw, _, _, _) in VANILLA.items():
        for deck in range(draw + 2):  # fewer cards on the pile than drawn: the discard pile is shuffled in
            position = state.copy()
            cards = position.cards["A"]
            cards.hand = Counter({tag: 1, "Copper": 2})
            cards.pile = Pile(["Gold", "Silver", "Estate", "Duchy"][:deck])
            cards.discard = Counter({"Copper": 3, "Curse": 1, "Estate": 0})
            entry = {"by": "A", "move": "play", "card": C.german(tag)}
            found = quick(position, entry)
            assert found is not None
            verdict, new = evaluate(position, entry)
            apply_quick(position, entry, found)
            assert found[1] == verdict and _dump(position) == _dump(new), (tag, deck)


@pytest.mark.parametrize("tag", sorted(VANILLA))
def test_vanilla_table_is_what_the_effect_does(tag):
    draw, actions, buys, coins = VANILLA[tag]
    assert C.card(tag).is_("Action") and not C.card(tag).is_("Treasure")
    expected = ([Draw("A", draw)] if draw else []) + ([Plus(actions, buys, coins)] if actions or buys or coins else [])
    for editions in (["basis-hig-2008"], ["basis-rgg-2013"], ["basis-rgg-2017"], EDITIONS,
                     ["intrige-hig-2009", "basis-rgg-2017"]):
        versions = I.versions(GameState(["A", "B"], editions, [], None, {}))
        for sent in ([], ["Copper"], ["Smithy", "Gold", None], [None, None]):
            generator = EFFECTS[tag]({"players": ["A", "B"], "versions": versions, "player": "A"})
            ops = []
            try:
                ops.append(next(generator))
                while True:
                    ops.append(generator.send(sent if type(ops[-1]) is Draw else None))
            except StopIteration:
                pass
            assert ops == expected, (tag, editions, sent)


@pytest.mark.parametrize("players", [["A", "B"], ["Anna", "Ben", "Cem"], ["x", "y", "z", "w", "v", "u"]])
def test_seeded_setup_deals_as_the_start_effect_does(players):
    for seed in ["s", "bench-0-1", 12345, "Ärger"]:
        setup = {"editions": ["basis-rgg-2017"], "kingdom": [C.german(t) for t in KINGDOMS[0][:7]] + ["Dorf"],
                 "seed": seed}
        setup["kingdom"] = list(dict.fromkeys(setup["kingdom"]))
        fast = RS.setup(players, setup)
        # the general way: shuffled start decks, then the "start" effect through push and run
        slow = GameState(list(players), ["basis-rgg-2017"], [C.resolve(n).tag for n in setup["kingdom"]],
                         str(seed), dict(fast.supply))
        for player in players:
            cards = PlayerCards(pile=Pile.shuffled_from({"Copper": 7, "Estate": 3}))
            cards.pile.fix_order(str(seed), player, 0)
            slow.cards[player] = cards
            slow.shuffles[player] = 0
        I.push(slow, "start", {"players": list(players)})
        I.run(slow)
        assert _dump(fast) == _dump(slow)
        for player in players:  # down to the order the hand's cards were counted in
            assert list(fast.cards[player].hand.items()) == list(slow.cards[player].hand.items())


def test_slotted_state_copies_every_field():
    state = RS.setup(["A", "B"], {"editions": EDITIONS, "kingdom": [C.german(t) for t in KINGDOMS[0]], "seed": 3})
    state.waiting, state.result, state.gaps = {"kind": "draw"}, {"winners": ["A"]}, [{"rule": "r"}]
    state.trash_unknown, state.coins = 2, 5
    state.cards["A"].revealed_unknown = 1
    for copy in (state.copy(), state.derive()):
        for name in GameState.__dataclass_fields__:
            if name != "_shared":
                assert getattr(copy, name) == getattr(state, name), name
        for name in PlayerCards.__dataclass_fields__:
            assert getattr(copy.cards["A"], name) == getattr(state.cards["A"], name), name
    assert state.cards["A"].derive()._pile_shared and not state.cards["A"].copy()._pile_shared


def _unseeded_at_turn_start():
    setup = {"editions": EDITIONS, "kingdom": [C.german(t) for t in KINGDOMS[0]], "seed": None}
    state = RS.setup(["A", "B"], setup)
    while state.waiting is not None:  # the opening deal arrives as events
        state = RS.apply(state, RS.pending(state).options[0])
    return state


def test_a_memo_of_check_never_outlives_a_change_of_the_state():
    # check evaluates an entry (kept per thread), then judges a common move (kept on the state) and that
    # move is applied in place: the first entry must be judged afresh on the changed position
    state = _unseeded_at_turn_start()
    state.cards["A"].hand = Counter({"Smithy": 1, "Copper": 3})
    smithy = {"by": "A", "move": "play", "card": "Schmiede"}  # unseeded: it waits for draw events (evaluate)
    copper = {"by": "A", "move": "play", "card": "Kupfer"}
    assert quick(state, smithy) is None and quick(state, copper) is not None
    assert RS.check(state, smithy).is_legal
    assert RS.check(state, copper).is_legal
    assert RS.apply(state, copper) is state and state.phase == "buy"  # applied in place
    verdict, new = evaluate(state, smithy)
    assert not verdict.is_legal and new is None  # no action card in the buy phase
    assert RS.check(state, smithy) == verdict


def test_an_evaluation_in_another_thread_does_not_revive_this_threads_memo():
    import threading

    state = _unseeded_at_turn_start()
    state.cards["A"].hand = Counter({"Smithy": 1, "Copper": 3})
    smithy = {"by": "A", "move": "play", "card": "Schmiede"}
    copper = {"by": "A", "move": "play", "card": "Kupfer"}
    assert RS.check(state, smithy).is_legal  # this thread's memo: the Schmiede played in the action phase
    RS.check(state, copper)
    RS.apply(state, copper)  # in place: now the buy phase
    # another thread evaluates an entry on the (changed) state, leaving its own token on it
    other = threading.Thread(target=RS.check, args=(state, {"by": "A", "move": "end-turn"}))
    other.start()
    other.join()
    with pytest.raises(ValueError):
        RS.apply(state, smithy)  # judged afresh: illegal now, not this thread's stale outcome


@pytest.mark.parametrize("flags", [{}, {"merchants": 2}, {"copper_bonus": 1}, {"silver_played": 1, "merchants": 1},
                                   {"bought": 1}, {"merchants": 1, "copper_bonus": 2}])
@pytest.mark.parametrize("tag", ["Copper", "Silver", "Gold"])
@pytest.mark.parametrize("phase", ["action", "buy"])
def test_check_and_apply_judge_treasures_themselves_as_the_full_evaluation(flags, tag, phase):
    # `DominionRuleset.check` and `apply` play a treasure without `quick`/`apply_quick`: the same verdict and
    # state as `evaluate`, whatever the turn's flags (bonuses, Silber played already, a buy made)
    state = _unseeded_at_turn_start()
    state.cards["A"].hand = Counter({"Copper": 2, "Silver": 1, "Gold": 1, "Estate": 1})
    state.phase, state.flags = phase, dict(flags)
    entry = {"by": "A", "move": "play", "card": C.german(tag)}
    verdict, new = evaluate(state, entry)
    kept = state.copy()
    assert RS.check(kept, entry) == verdict
    if new is None:
        with pytest.raises(ValueError):
            RS.apply(kept, entry)
        return
    assert _dump(RS.apply(kept, entry)) == _dump(new)
    # an entry changed between check and apply is judged afresh, not applied as checked
    kept = state.copy()
    assert RS.check(kept, entry) == verdict
    changed = dict(entry, card=C.german("Estate"))
    entry.update(changed)
    with pytest.raises(ValueError):
        RS.apply(kept, entry)

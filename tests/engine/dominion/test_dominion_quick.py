"""The fast paths judge and carry out exactly as the full path does.

`fast.fast_step` (treasures, buys, end of a phase, the seeded clean-up, plain "+cards" actions),
`fast.deal_seeded` (the seeded setup) and `core.rng.shuffled` stand in for the general machinery on the
common moves; here each is compared with what it stands in for, on many positions of random games: the
same outcome (verdict and state) for every offered and many wrong entries.
"""

import json
import random
from collections import Counter

import pytest
from dominion_helpers import RS

from engine.core import Chance, Notes, Ruleset
from engine.core.pile import Pile
from engine.games.dominion import cards, runner
from engine.games.dominion.effects import EFFECTS
from engine.games.dominion.fast import fast_step
from engine.games.dominion.model import DEFS
from engine.games.dominion.ops import Draw, Plus
from engine.games.dominion.ruleset import DominionRuleset
from engine.games.dominion.state import GameState, PlayerCards

EDITIONS = ["basis-rgg-2013", "basis-rgg-2017", "intrige-rgg-2014", "intrige-rgg-2017"]
# the vanilla actions, the benchmark's cards, cost reductions (Brücke) and the treasure bonuses (Händlerin,
# Kupferschmied), plus cards that reveal, trash and attack (positions the fast paths must leave alone)
KINGDOMS = [
    ["Smithy", "Village", "Market", "Laboratory", "Festival", "Woodcutter", "Moat", "Cellar", "Chapel",
     "Workshop"],
    ["Smithy", "Village", "Market", "Laboratory", "Festival", "Woodcutter", "Moat", "Bridge", "Merchant",
     "Coppersmith"],
    ["Smithy", "Cellar", "Chapel", "Militia", "Witch", "Library", "Throne Room", "Bridge", "Secret Passage",
     "Courtyard"],
]


# the actions the fast path plays from their data: bonus only (model.CardDef.plain)
VANILLA = {tag: (d.bonus.cards, d.bonus.actions, d.bonus.buys, d.bonus.coins) for tag, d in sorted(DEFS.items())
           if d.plain and cards.card(tag).is_("Action")}


def _dump(state):
    return json.dumps(RS.state_to_json(state), sort_keys=True)


class _FullPath(DominionRuleset):
    """The ruleset without its shortcut: every entry through the skeleton's preamble and `on_move`."""

    fast_step = Ruleset.fast_step


FULL = _FullPath()


def full(state, entry):
    """The full path's outcome for `entry` on a copy of `state` (the argument stays as it is)."""
    return FULL.step(state.copy(), entry)


def _probes(state, options, rng):
    """Wrong and odd entries next to the offered ones: other players, cards not in hand, unknown cards,
    treasures after a buy, buys beyond the coins, both kinds of ends, malformed fields."""
    player = state.player
    other = next(p for p in state.players if p != player)
    names = [cards.german(tag) for tag in ("Copper", "Silver", "Gold", "Province", "Smithy", "Village", "Curse",
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
    buys = sorted((o for o in options if o.get("move") == "buy"), key=lambda o: -cards.resolve(o["card"]).cost)
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
    seeded = (seed // 3) % 3 != 2  # every third game unseeded: chance arrives as events, the fast paths step aside
    setup = {"editions": EDITIONS, "kingdom": [cards.german(t) for t in kingdom], "seed": seed if seeded else None}
    state = RS.setup(["A", "B"], setup)
    for _ in range(steps):
        decision = RS.pending(state)
        if decision is None:
            return
        options = list(decision.options)
        yield state, options, rng
        state = RS.apply(state, _pick(options, rng))


@pytest.mark.parametrize("seed", range(9))
def test_fast_step_gives_the_outcome_of_the_full_path(seed):
    """Random games of fixed kingdoms (the fast path's own, one whose cards change treasures and costs,
    one with decisions); `test_fast_step_equals_the_full_path_card_by_card` covers every card."""
    fast = 0
    for state, options, rng in _positions(seed):
        before = _dump(state)
        for entry in _probes(state, options, rng):
            expected = full(state, entry)
            assert RS.check(state, entry) == expected.verdict, entry
            mine = state.copy()
            found = fast_step(mine, entry)
            if found is None:
                assert _dump(mine) == before, entry  # no shortcut: the argument is left as it was
                continue
            fast += 1
            assert found.verdict == expected.verdict and expected.state is not None, entry
            assert found.state is mine and _dump(mine) == _dump(expected.state), entry  # changed in place
            # and through the ruleset's step, consuming a copy
            outcome = RS.step(state.copy(), entry)
            assert outcome.verdict == expected.verdict and _dump(outcome.state) == _dump(expected.state)
        assert _dump(state) == before  # judging never changed the position
    if seed % 3:  # their cards change treasures and costs (Brücke, Händlerin, Kupferschmied): never fast
        assert fast == 0
    else:
        assert fast > (200 if (seed // 3) % 3 != 2 else 50)


def test_fast_step_plays_the_vanilla_actions_and_shuffles_when_the_draw_pile_runs_out():
    state = RS.setup(["A", "B"], {"editions": EDITIONS, "kingdom": [cards.german(t) for t in KINGDOMS[0]], "seed": 7})
    assert {"Smithy", "Village", "Market", "Laboratory", "Festival", "Woodcutter", "Moat"} <= set(VANILLA)
    for tag, (draw, _, _, _) in VANILLA.items():
        for deck in range(draw + 2):  # fewer cards on the draw pile than drawn: the discard pile is shuffled in
            position = state.copy()
            owned = position.cards["A"]
            owned.hand = Counter({tag: 1, "Copper": 2})
            owned.draw_pile = Pile(["Gold", "Silver", "Estate", "Duchy"][:deck])
            owned.discard = Counter({"Copper": 3, "Curse": 1, "Estate": 0})
            entry = {"by": "A", "move": "play", "card": cards.german(tag)}
            expected = full(position, entry)
            found = fast_step(position, entry)
            assert found is not None
            assert found.verdict == expected.verdict and _dump(position) == _dump(expected.state), (tag, deck)


@pytest.mark.parametrize("tag", sorted(VANILLA))
def test_vanilla_table_is_what_the_effect_does(tag):
    draw, actions, buys, coins = VANILLA[tag]
    assert cards.card(tag).is_("Action") and not cards.card(tag).is_("Treasure")
    expected = ([Draw("A", draw)] if draw else []) + ([Plus(actions, buys, coins)] if actions or buys or coins else [])
    for editions in (["basis-hig-2008"], ["basis-rgg-2013"], ["basis-rgg-2017"], EDITIONS,
                     ["intrige-hig-2009", "basis-rgg-2017"]):
        versions = runner.versions(GameState(["A", "B"], editions, [], None, {}))
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
        setup = {"editions": ["basis-rgg-2017"], "kingdom": [cards.german(t) for t in KINGDOMS[0][:7]] + ["Dorf"],
                 "seed": seed}
        setup["kingdom"] = list(dict.fromkeys(setup["kingdom"]))
        fast = RS.setup(players, setup)
        # the general way: shuffled start decks, then the "start" effect through push and run
        slow = GameState(list(players), ["basis-rgg-2017"], [cards.resolve(n).tag for n in setup["kingdom"]],
                         str(seed), dict(fast.supply))
        for player in players:
            owned = PlayerCards(draw_pile=Pile.shuffled_from({"Copper": 7, "Estate": 3}))
            owned.draw_pile.fix_order(str(seed), player, 0)
            slow.cards[player] = owned
            slow.shuffles[player] = 0
        runner.push(slow, "start", {"players": list(players)})
        runner.run(slow, Notes())
        assert _dump(fast) == _dump(slow)
        for player in players:  # down to the order the hand's cards were counted in
            assert list(fast.cards[player].hand.items()) == list(slow.cards[player].hand.items())


def test_slotted_state_copies_every_field():
    state = RS.setup(["A", "B"], {"editions": EDITIONS, "kingdom": [cards.german(t) for t in KINGDOMS[0]], "seed": 3})
    state.task, state.result = Chance("draw", "A", 2, {"kind": "draw", "got": ["Copper"]}), {"winners": ["A"]}
    state.trash_unknown, state.coins = 2, 5
    state.cards["A"].revealed_unknown = 1
    for copy in (state.copy(), state.derive()):
        for name in GameState.__dataclass_fields__:
            if name != "_shared":
                assert getattr(copy, name) == getattr(state, name), name
        for name in PlayerCards.__dataclass_fields__:
            assert getattr(copy.cards["A"], name) == getattr(state.cards["A"], name), name
    assert state.cards["A"].derive()._draw_pile_shared and not state.cards["A"].copy()._draw_pile_shared


def _unseeded_at_turn_start():
    setup = {"editions": EDITIONS, "kingdom": [cards.german(t) for t in KINGDOMS[0]], "seed": None}
    state = RS.setup(["A", "B"], setup)
    while state.task is not None:  # the opening deal arrives as events
        state = RS.apply(state, RS.pending(state).options[0])
    return state


def test_check_never_changes_its_argument_and_a_step_changes_it_only_when_it_proceeds():
    # check judges on a copy; a refused step leaves the state as it was (fast path or not); a step that
    # proceeds consumes it (the common moves change it in place), and the next entry is judged afresh
    state = _unseeded_at_turn_start()
    state.cards["A"].hand = Counter({"Smithy": 1, "Copper": 3})
    smithy = {"by": "A", "move": "play", "card": "Schmiede"}  # unseeded: it waits for draw events (full path)
    copper = {"by": "A", "move": "play", "card": "Kupfer"}
    before = _dump(state)
    assert RS.check(state, smithy).is_legal and RS.check(state, copper).is_legal
    assert _dump(state) == before
    for refused in ({"by": "B", "move": "play", "card": "Kupfer"}, {"by": "A", "move": "buy", "card": "Provinz"},
                    {"by": "A", "move": "play", "card": "Gold"}, {"by": "A", "event": "draw", "count": 1}):
        outcome = RS.step(state, refused)
        assert not outcome.verdict.proceeds and outcome.state is None and _dump(state) == before, refused
    outcome = RS.step(state, copper)
    assert outcome.verdict.is_legal and outcome.state is state and state.phase == "buy"  # in place
    expected = full(state, smithy)
    assert not expected.verdict.is_legal and expected.state is None  # no action card in the buy phase
    assert RS.check(state, smithy) == expected.verdict


@pytest.mark.parametrize("flags", [{}, {"merchants": 2}, {"copper_bonus": 1}, {"silver_played": 1, "merchants": 1},
                                   {"bought": 1}, {"merchants": 1, "copper_bonus": 2}])
@pytest.mark.parametrize("tag", ["Copper", "Silver", "Gold"])
@pytest.mark.parametrize("phase", ["action", "buy"])
def test_step_judges_treasures_as_the_full_path(flags, tag, phase):
    # the fast path plays a treasure itself: the same verdict and state as the full path, whatever the
    # turn's flags (bonuses, Silber played already, a buy made)
    state = _unseeded_at_turn_start()
    state.cards["A"].hand = Counter({"Copper": 2, "Silver": 1, "Gold": 1, "Estate": 1})
    state.phase, state.flags = phase, dict(flags)
    entry = {"by": "A", "move": "play", "card": cards.german(tag)}
    expected = full(state, entry)
    kept = state.copy()
    assert RS.check(kept, entry) == expected.verdict
    if expected.state is None:
        with pytest.raises(ValueError):
            RS.apply(kept, entry)
        return
    assert _dump(RS.apply(kept, entry)) == _dump(expected.state)
    # an entry changed between check and step is judged as it is now, not as it was checked
    kept = state.copy()
    assert RS.check(kept, entry) == expected.verdict
    entry.update(card=cards.german("Estate"))
    outcome = RS.step(kept, entry)
    assert outcome.verdict.rule == "dominion.nur-aktions-und-geldkarten" and outcome.state is None


def _kingdom_with(tag):
    """The card and nine others, the benchmark's plain cards first (so that most kingdoms around a plain
    card stay fast-path kingdoms, and those around a card with triggers do not)."""
    others = [t for t in KINGDOMS[0] if t != tag]
    return [tag] + others[:9]


ALL_KINGDOM_CARDS = sorted(tag for tag in DEFS if cards.card(tag).is_kingdom)


@pytest.mark.parametrize("tag", ALL_KINGDOM_CARDS)
def test_fast_step_equals_the_full_path_card_by_card(tag):
    """Every implemented card, in a kingdom of its own: on positions of a seeded random game (the card
    bought and played whenever possible), every offered and many wrong entries give the full path's outcome;
    and the fast path is taken only where the kingdom's cards allow it (model.profile(...).fast)."""
    from engine.games.dominion.model import profile

    kingdom = _kingdom_with(tag)
    editions = sorted({e for e, info in cards.EDITIONS.items() for t in kingdom if info["cardset"] in cards.card(t).cardsets})
    state = RS.setup(["A", "B"], {"editions": editions, "kingdom": [cards.german(t) for t in kingdom], "seed": tag})
    rng = random.Random(tag)
    name = cards.german(tag)
    fast = 0
    for _ in range(90):
        decision = RS.pending(state)
        if decision is None:
            break
        options = list(decision.options)
        for entry in _probes(state, options, rng) + [{"by": state.player, "move": "play", "card": name},
                                                      {"by": state.player, "move": "buy", "card": name}]:
            expected = full(state, entry)
            mine = state.copy()
            found = fast_step(mine, entry)
            if found is None:
                continue
            fast += 1
            assert found.verdict == expected.verdict and _dump(mine) == _dump(expected.state), (tag, entry)
        wanted = [o for o in options if o.get("card") == name]
        state = RS.apply(state, wanted[0] if wanted and rng.random() < 0.8 else _pick(options, rng))
    assert (fast > 0) == profile(kingdom).fast, tag

"""Helpers for Dominion tests: hand-built positions, move entries, a seeded self-play bot."""

import random
from collections import Counter

from engine.core import get_ruleset
from engine.games.dominion.state import GameState

RS = get_ruleset("dominion")
KINGDOM = ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller", "Werkstatt"]


def game(players=("Anna", "Ben"), kingdom=KINGDOM, editions=("basis-rgg-2017",), seed=1) -> GameState:
    return RS.setup(list(players), {"editions": list(editions), "kingdom": list(kingdom), "seed": seed})


def with_hand(state: GameState, player: str, *cards: str) -> GameState:
    """Replace a player's hand by the given tags (the old hand goes to the discard pile)."""
    new = state.copy()
    pc = new.cards[player]
    pc.discard.update(pc.hand)
    pc.hand = Counter(cards)
    return new


def play(state, entries):
    for entry in entries:
        verdict = RS.check(state, entry)
        assert verdict.is_legal, (entry, verdict)
        state = RS.apply(state, entry)
    return state


def played(state, card, by="Anna"):
    return play(state, [{"by": by, "move": "play", "card": card}])


def end_turn(state, by="Anna"):
    return play(state, [{"by": by, "move": "end-turn"}])


def with_deck(state: GameState, player: str, *cards: str, discard: dict | None = None) -> GameState:
    """Give a player a draw pile of known order (index 0 on top) and, optionally, a discard pile."""
    from engine.core.pile import Pile

    new = state.copy()
    pc = new.cards[player]
    pc.draw_pile = Pile(list(cards))
    if discard is not None:
        pc.discard, pc.discard_unknown = Counter(discard), 0
    return new


def choose(by, cards=None, option=None):
    if option is not None:
        return {"by": by, "move": "choose", "options": list(option) if isinstance(option, (list, tuple)) else [option]}
    return {"by": by, "move": "choose", "cards": list(cards or [])}


def rule_of(state, entry):
    """The rule id an entry is rejected with (None when it is legal)."""
    verdict = RS.check(state, entry)
    return None if verdict.is_legal else verdict.rule


def buy(card, by="Anna"):
    return {"by": by, "move": "buy", "card": card}


def coins(state, n):
    """The state in the buy phase with `n` coins."""
    new = state.copy()
    new.coins = n
    new.phase = "buy"
    return new


def wish_bot(rng, wishes):
    """A bot for self-play: plays whatever it may, mostly buys one of `wishes` it can, mostly ends the phase, else
    answers at random (with `rng`)."""

    def bot(state, options):
        plays = [o for o in options if o.get("move") == "play"]
        if plays:
            return rng.choice(plays)
        buys = [o for o in options if o.get("move") == "buy" and o["card"] in wishes]
        if buys and rng.random() < 0.9:
            return rng.choice(buys)
        ends = [o for o in options if o.get("move") == "end-phase"]
        return ends[0] if ends and rng.random() < 0.9 else rng.choice(options)

    return bot


def seeded_bot(seed, kingdom):
    """A seeded bot for the box: plays whatever it may, buys a kingdom card (else Provinz, Gold, Silber) when it
    can, answers every decision at random."""
    rng = random.Random(seed)
    wishes = [*kingdom, "Provinz", "Gold", "Silber"]

    def bot(state, options):
        plays = [o for o in options if o.get("move") == "play"]
        if plays:
            return rng.choice(plays)
        buys = {}
        for option in options:
            if option.get("move") == "buy":
                buys.setdefault(option["card"], []).append(option)
        affordable = [name for name in wishes if name in buys]
        if affordable and rng.random() < 0.9:  # mostly the first wish it can afford
            return rng.choice(buys[affordable[0] if rng.random() < 0.6 else rng.choice(affordable[:3])])
        ends = [o for o in options if o.get("move") == "end-phase"]
        return ends[0] if ends and rng.random() < 0.9 else rng.choice(options)

    return bot


def implemented_editions() -> list[str]:
    """The editions with at least one implemented kingdom card (random kingdoms draw from these)."""
    from engine.games.dominion import cards
    from engine.games.dominion.effects import IMPLEMENTED_CARDS

    return [e for e in cards.EDITIONS if set(cards.kingdom_cards(e)) & IMPLEMENTED_CARDS]


def implemented_pool(editions) -> list[str]:
    """The implemented kingdom cards of `editions`, sorted."""
    from engine.games.dominion import cards
    from engine.games.dominion.effects import IMPLEMENTED_CARDS

    return sorted({tag for edition in editions for tag in cards.kingdom_cards(edition)} & IMPLEMENTED_CARDS)


def random_landmarks(seed, editions) -> list[str]:
    """0 to 2 implemented Landmarks (German names) for a random game with Empires among `editions` (a random order
    of its own, so that the kingdom drawn for a seed stays what it was)."""
    import random

    from engine.games.dominion import cards
    from engine.games.dominion.model import LANDMARKS

    if "empires-rgg-2016" not in editions:
        return []
    rng = random.Random(f"landmarks:{seed}")
    return [cards.german(tag) for tag in rng.sample(sorted(LANDMARKS), rng.randint(0, 2))]


def random_events(seed, editions) -> list[str]:
    """0 to 2 implemented Events (German names) of the boxes among `editions` (Abenteuer, Empires, Promo), drawn in a
    random order of their own (the kingdom drawn for a seed stays what it was)."""
    import random

    from engine.games.dominion import cards
    from engine.games.dominion.model import EVENT_DEFS

    sets = {cards.EDITIONS[e]["cardset"] for e in editions}
    pool = sorted(tag for tag in EVENT_DEFS if sets & set(cards.card(tag).cardsets))
    if not pool:
        return []
    rng = random.Random(f"events:{seed}")
    return [cards.german(tag) for tag in rng.sample(pool, min(len(pool), rng.randint(0, 2)))]

"""Helpers for Dominion tests: hand-built positions."""

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

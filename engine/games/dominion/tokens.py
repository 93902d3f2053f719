"""Abenteuer's player tokens (rulebook 003, section 23): one place for what they are and what they do.

Each player has one of each token. Where a token lies is a key among the player's tokens
(`cards.<Spieler>.tokens`, format.md "Spielermarker / player tokens"), present only while the token is out:

- on a supply pile (`"<Art>:<Karte>"`, the pile named by its card): "plus-card" (+1 Karte), "plus-action"
  (+1 Aktion), "plus-buy" (+1 Kauf), "plus-coin" (+1 Geld): when the player plays a card from that pile, they get
  the bonus first (ln5325, ln5309, ln5295, ln5307); "minus-cost" (−2 Kosten, ln5267): cards from that pile cost the
  player 2 less in their turns, never less than 0; "trashing" (Entsorgen, ln5257): when the player buys a card
  from that pile, they may trash a card from their hand; "estate" (Anwesen, ln5319): the card Erbschaft set aside;
- "minus-card" (−1 Karte on the draw pile, ln5175): the next time the player draws cards, one fewer;
- "minus-coin" (−1 Geld before the player, ln5121): the next time the player gets at least 1 coin, one fewer;
- "journey-down" (the Reise token face down, ln5110): absent while it lies face up, as at the start.

A token is placed, moved and flipped by an effect through `ops.Token` (these generators: `place_on_pile`,
`put_minus_card`, `put_minus_coin`, `flip_journey`). What the tokens do is asked by the engine at four places,
each a cheap test that costs nothing in a game without them: a draw (`fewer_cards`, runner), coins got
(`fewer_coins`: a `Plus`, a treasure played, Münzen spent), a cost (`minus_cost`, model.cost: only when the table
token "minus-cost" says a −2 Kosten token is out) and a play (`pile_bonus`, runner.play_card_frame: the frame
"pile-tokens" (effects/turn.py: it runs the bus) gives the bonus before the card's effect and the play's listeners).
"""

from __future__ import annotations

from typing import Any

from engine.games.dominion.ops import Look, Token
from engine.games.dominion.state import GameState

MINUS_CARD = "minus-card"
MINUS_COIN = "minus-coin"
JOURNEY_DOWN = "journey-down"
MINUS_COST = "minus-cost"  # the player's "minus-cost:<card>", and the table token "minus-cost" (one is out)
TRASHING = "trashing"
ESTATE = "estate"
MISSION = "mission"  # player token: the extra turn Mission gives is due or running (no card buys in it, ln5271)
SAVED = "save"  # the player's mat of the card Zuflucht set aside (ln5239), back to the hand after the clean-up's draw
# the tokens that give a bonus when a card of their pile is played, in the order given (cards first)
BONUS_KINDS = ("plus-card", "plus-action", "plus-buy", "plus-coin")
PILE_KINDS = (*BONUS_KINDS, MINUS_COST, TRASHING, ESTATE)
# German names of the tokens (picture, prompts)
NAMES_DE = {"plus-card": "+1 Karte", "plus-action": "+1 Aktion", "plus-buy": "+1 Kauf", "plus-coin": "+1 Geld",
            MINUS_COST: "−2 Kosten", TRASHING: "Entsorgen", ESTATE: "Anwesen", MINUS_CARD: "−1 Karte",
            MINUS_COIN: "−1 Geld", JOURNEY_DOWN: "Reise (Rückseite oben)"}


def pile_of(tag: str) -> str:
    """The supply pile a card comes from ("von diesem Stapel stammen"): the pile named by the card."""
    return tag


def token_pile(tokens: dict[str, int], kind: str) -> str | None:
    """The pile the player's token `kind` lies on, or None."""
    prefix = kind + ":"
    for key in tokens:
        if key.startswith(prefix):
            return key[len(prefix):]
    return None


# -- what the tokens do: asked by the engine -------------------------------------------------------------


def fewer_cards(state: GameState, player: str, count: int) -> int:
    """A draw of `count` cards by `player` (ln5175: "Sobald ein Mitspieler Karten nachziehen muss, zieht er 1 Karte
    weniger. Dann legt er den Marker neben den Vorrat zurück"): with the −1 Karte token on their draw pile, the token
    goes back and one card fewer is drawn. The caller tests `tokens` first (an empty dict costs nothing)."""
    if count <= 0 or MINUS_CARD not in state.cards[player].tokens:
        return count
    del state.own(player).tokens[MINUS_CARD]
    return count - 1


def returns_minus_card(state: GameState, player: str) -> None:
    """A draw that fills the hand up to a number (ln5175: "wird zunächst der Marker zurückgelegt und dann die
    Kartenhand auf X Karten aufgefüllt"): the token goes back, the draw is not smaller."""
    if MINUS_CARD in state.cards[player].tokens:
        del state.own(player).tokens[MINUS_CARD]


def fewer_coins(state: GameState, player: str, coins: int) -> int:
    """Coins `player` gets (ln5121: "beim nächsten Mal, wenn sie in irgendeiner Art und Weise mindestens 1 erhalten
    würden, 1 weniger. Danach wird der Marker wieder neben den Vorrat gelegt"): with the −1 Geld token before them,
    it goes back and they get one coin fewer. The caller tests `tokens` first."""
    if coins <= 0 or MINUS_COIN not in state.cards[player].tokens:
        return coins
    del state.own(player).tokens[MINUS_COIN]
    return coins - 1


def minus_cost(state: GameState, tag: str) -> int:
    """Coins less `tag` costs now by the active player's −2 Kosten token (ln5267: "kosten Karten, die von diesem
    Stapel stammen, für dich für alle Belange -2 weniger, niemals aber weniger als 0"; reading
    dominion.auslegung.minus-kosten-eigener-zug: in the token owner's turns). Called only when the table token
    "minus-cost" says one is out."""
    return 2 if f"{MINUS_COST}:{pile_of(tag)}" in state.cards[state.player].tokens else 0


def pile_bonus(state: GameState, player: str, tag: str) -> list[str]:
    """The bonus tokens of `player` on the pile `tag` comes from (`BONUS_KINDS` order). The caller tests
    `tokens` first."""
    tokens = state.cards[player].tokens
    pile = pile_of(tag)
    return [kind for kind in BONUS_KINDS if f"{kind}:{pile}" in tokens]


def inherited(state: GameState, player: str, tag: str) -> str | None:
    """The card `player`'s Anwesen act as (Erbschaft, ln5319: "Ab jetzt fungieren alle deine Anwesen wie die markierte
    Karte"), when `tag` is an Anwesen and the Anwesen token lies on a card; else None."""
    if tag != "Estate":
        return None
    for key in state.cards[player].tokens:
        if key.startswith(ESTATE + ":"):
            return key[len(ESTATE) + 1:]
    return None


# -- placing, moving and flipping: effect steps -----------------------------------------------------------


def place_on_pile(player: str, kind: str, pile: str) -> Any:
    """Put the player's token `kind` on the supply pile `pile`, from wherever it lay ("legst du den Marker auf
    einen anderen ... Stapel", ln5259 ...). Returns the pile it lay on before, or None."""
    tokens = yield Look("tokens", player)
    before = token_pile(tokens, kind)
    if before == pile:
        return before
    if before is not None:
        yield Token(player, f"{kind}:{before}", -1)
    yield Token(player, f"{kind}:{pile}", 1)
    if kind == MINUS_COST:
        table = yield Look("tokens")
        if MINUS_COST not in table:
            yield Token(None, MINUS_COST, 1)
    return before


def _put_out(player: str, token: str) -> Any:
    """Put the player's token out (one token per player). Returns False when it is out already."""
    tokens = yield Look("tokens", player)
    if token in tokens:
        return False
    yield Token(player, token, 1)
    return True


def put_minus_card(player: str) -> Any:
    """Put the player's −1 Karte token on their draw pile (Relikt ln5175, Überfall ln5305, Leihgabe ln5231).
    Returns False when it lies there already."""
    return (yield from _put_out(player, MINUS_CARD))


def put_minus_coin(player: str) -> Any:
    """Put the player's −1 Geld token before them (Brückentroll ln5121, Ball ln5281). False when it lies there."""
    return (yield from _put_out(player, MINUS_COIN))


def flip_journey(player: str) -> Any:
    """Turn the player's Reise token over (ln5110, ln5183, ln5279: face up at the start). Returns whether it lies
    face up now."""
    tokens = yield Look("tokens", player)
    if JOURNEY_DOWN in tokens:
        yield Token(player, JOURNEY_DOWN, -1)
        return True
    yield Token(player, JOURNEY_DOWN, 1)
    return False

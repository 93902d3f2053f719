"""Helpers for burgund tests: seeded positions that tests reshape by hand."""

from __future__ import annotations

import random
from typing import Any

from engine.core import get_ruleset
from engine.core.verdict import Verdict
from engine.games.burgund import facts
from engine.games.burgund.state import GameState
from engine.games.burgund.tasks import choice

RS = get_ruleset("burgund")
NAMES = ["Anna", "Ben", "Clara", "Dirk"]


def game(n: int = 2, seed: int = 1, **setup: Any) -> GameState:
    """A seeded game at the first turn (phase A laid out, dice rolled)."""
    return RS.deal(RS.setup(NAMES[:n], {"seed": seed, **setup}))


def turn(state: GameState, player: str, dice: tuple[int, int] | list[int] = (1, 2), **fields: Any) -> GameState:
    """A copy in which it is `player`'s turn with `dice`; other fields (state attributes) replaced."""
    new = state.copy()
    new.order = [player] + [p for p in new.players if p != player]
    new.turn_index = 0
    new.dice = {p: [] for p in new.players}
    new.dice[player] = list(dice)
    new.bought = False
    new.tasks = [choice("turn", player)]
    for key, value in fields.items():
        setattr(new, key, value)
    return new


def step(state: GameState, **entry: Any) -> tuple[Verdict, GameState | None]:
    """The verdict on a move and the state after it (the argument is left unchanged)."""
    outcome = RS.step(state.copy(), entry)
    return outcome.verdict, outcome.state


def legal(state: GameState, **entry: Any) -> GameState:
    verdict, new = step(state, **entry)
    assert verdict.proceeds, verdict
    assert new is not None
    return new


def refused(state: GameState, rule: str, **entry: Any) -> Verdict:
    verdict, _ = step(state, **entry)
    assert verdict.status == "illegal", verdict
    assert verdict.rule == f"burgund.{rule}", verdict
    return verdict


def module_setup(modules: list[str], players: list[str], seed: int) -> dict[str, Any]:
    """setup.modules, plus what a module needs the record to state. The trade-route cards' spaces and
    bonuses are lost in the rulebook: these are INVENTED test data (random colours, bonuses of 1-2), so
    that seeded games can use the module; they are no facts about the real cards."""
    setup: dict[str, Any] = {"modules": list(modules)}
    if "handelsstrassen" in modules:
        rng = random.Random(f"routes-{seed}")
        cards = {2: 5, 3: 4, 4: 3}[len(players)]
        setup["module_data"] = {"handelsstrassen": {"routes": {
            p: [[{"goods": rng.randint(1, 6), "bonus": {rng.choice(["silver", "workers", "vp"]): rng.randint(1, 2)}}
                 for _ in range(3)] for _ in range(cards)] for p in players}}}
        setup["note"] = "Handelsstraßen-Kärtchen: erfundene Testdaten (die echten Felder sind verloren)."
    if "weisse-burgen" in modules:
        # backs: the external facts' split (6 building, 2 black, 1 monastery supply; only "inferred");
        # fronts: the digest's best reading of Q31 (the colour of the back; black ones on building spaces)
        backs = ["beige"] * 6 + ["schwarz"] * 2 + ["gelb"]
        front = {"beige": "building", "schwarz": "building", "gelb": "monastery"}
        setup.setdefault("module_data", {})["weisse-burgen"] = {
            "tiles": [{"back": b, "front": front[b]} for b in backs]}
        setup["note"] = (setup.get("note", "") + " Weiße Burgen: Testdaten nach Q31 (Vorderseiten verloren).").strip()
    if "grenzposten" in modules:
        # the 11 boards are lost: TEST DATA, the layouts of boards 1-4 (external facts) named 11a-11d, with
        # invented border posts at spaces 1, 4 and 37
        setup.setdefault("module_data", {})["grenzposten"] = {"boards": {
            p: {"name": f"11{'abcd'[i]}", "start_castle": facts.board(i + 1).castle_spaces[0],
                "posts": [[1], [4], [37]],
                "spaces": [{"id": s, "type": t, "die": facts.board(i + 1).dice[s],
                            "axial": list(facts.board(i + 1).axial[s])} for s, t in facts.board(i + 1).types.items()]}
            for i, p in enumerate(players)}}
        setup["note"] = (setup.get("note", "") + " Grenzposten: Testdaten (Tableaus 1-4 als 11a-d).").strip()
    if "solo-spiel" in modules:
        # the boards 13A/13B are lost: TEST DATA, the layout of board 1 (external facts) named 13A
        setup.setdefault("module_data", {})["solo-spiel"] = {"board": {
            "name": "13A", "start_castle": 19,
            "spaces": [{"id": s, "type": t, "die": facts.board(1).dice[s], "axial": list(facts.board(1).axial[s])}
                       for s, t in facts.board(1).types.items()]}}
        setup["note"] = (setup.get("note", "") + " Solo: Testdaten (Tableau 1 als 13A).").strip()
    if "team-spiel" in modules:
        setup.setdefault("module_data", {})["team-spiel"] = team_data(players)
        setup["note"] = (setup.get("note", "") + " Team-Spiel: Testdaten (Doppeltableaus aus den Tableaus 1 und 2; "
                         "12a mit erfundener 1 auf der Start-Burg).").strip()
    return setup


def double_board(name: str, halves: tuple[int, int], castle_die: int | None = None) -> dict[str, Any]:
    """TEST DATA for the lost double boards 12a/12b: the layouts of two boards of the external facts side by
    side (the second's spaces numbered 38-74, shifted 7 columns); the start castle is the first half's centre
    (space 19), its die set to `castle_die` when given (invented: boards 1 and 2 show a 6 there)."""
    spaces = []
    for offset, number in enumerate(halves):
        board = facts.board(number)
        for s, t in board.types.items():
            q, r = board.axial[s]
            spaces.append({"id": s + 37 * offset, "type": t, "die": board.dice[s], "axial": [q + 7 * offset, r]})
    if castle_die is not None:
        spaces[18]["die"] = castle_die
    return {"name": name, "spaces": spaces, "start_castle": 19}


def team_data(players: list[str]) -> dict[str, Any]:
    """setup.module_data["team-spiel"] for four players: A = the 1st and 3rd, B = the 2nd and 4th (test data
    boards, see double_board)."""
    return {"teams": {"A": [players[0], players[2]], "B": [players[1], players[3]]},
            "boards": {"A": double_board("12a", (1, 2), castle_die=1), "B": double_board("12b", (2, 1))}}

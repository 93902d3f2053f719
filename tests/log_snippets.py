"""Log snippets shared by tests: the standard Dominion Online openings and the Goko "Game Setup" block that many
tests begin their hand-written logs with.

Importable by plain name (`from log_snippets import online_opening`) from every test: pytest puts `tests/` on
sys.path for the rootdir conftest.py next to this file.
"""

from __future__ import annotations

import re


def online_opening(
    buys: str,
    ben_buys: str = "a Silver",
    *,
    second: tuple[str | None, str] | None = None,
    ben_second: tuple[str, str] = ("4 Coppers. (+$4)", "a Silver"),
    five: bool = False,
    split_starts: bool = False,
    game: int = 1,
    compact: bool = False,
) -> str:
    """Header and turn 1 (with `second` also turn 2) of a 2-player Dominion Online game, Anna (A) and Ben (B).

    Anna sees her cards, Ben's draws are hidden ("B draws 5 cards.", as the client shows an opponent); coins are shown
    as "(+$N)". Anna's first hand is 4 Coppers and an Estate (`five`: 5 Coppers), so she buys `buys` with 4 (5) and
    plays the 3 (2) Coppers of her second hand; Ben buys `ben_buys` with 3 Coppers.
    `second` = (Anna's turn-2 buy or None, what she draws after the shuffle); `ben_second` = (Ben's turn-2
    "B plays …" rest, his buy); `game`: the number in "Game #N, unrated."; `compact`: the short form (no blank
    lines, no coin notes "(+$N)", no shuffle lines before turn 1); `split_starts`: the header as some corpus logs
    write it (a blank line, one "starts with" line per pile, both players' starts before the shuffles).
    The text ends with the last turn's last line and its newline; a test appends "\\nTurn …" (`compact`: "Turn …")
    for the next turns.
    """
    first, rest = ("5", "2") if five else ("4", "3")
    anna_hand = "5 Coppers" if five else "4 Coppers and an Estate"
    anna_next = "2 Coppers and 3 Estates" if five else "3 Coppers and 2 Estates"
    if split_starts:
        header = [
            f"Game #{game}, unrated.",
            "",
            "A starts with 7 Coppers.",
            "A starts with 3 Estates.",
            "B starts with 7 Coppers.",
            "B starts with 3 Estates.",
            "A shuffles their deck.",
            f"A draws {anna_hand}.",
            "B shuffles their deck.",
            "B draws 5 cards.",
        ]
    else:
        header = [
            f"Game #{game}, unrated.",
            "A starts with 7 Coppers and 3 Estates.",
            "A shuffles their deck.",
            f"A draws {anna_hand}.",
            "B starts with 7 Coppers and 3 Estates.",
            "B shuffles their deck.",
            "B draws 5 cards.",
        ]
    lines = header + [
        "",
        "Turn 1 - Anna",
        f"A plays {first} Coppers. (+${first})",
        f"A buys and gains {buys}.",
        f"A draws {anna_next}.",
        "",
        "Turn 1 - Ben",
        "B plays 3 Coppers. (+$3)",
        f"B buys and gains {ben_buys}.",
        "B draws 5 cards.",
    ]
    if second is not None:
        anna_buys_second, anna_draws = second
        lines += ["", "Turn 2 - Anna", f"A plays {rest} Coppers. (+${rest})"]
        if anna_buys_second is not None:
            lines.append(f"A buys and gains {anna_buys_second}.")
        lines += ["A shuffles their deck.", f"A draws {anna_draws}.", ""]
        lines += [
            "Turn 2 - Ben",
            f"B plays {ben_second[0]}",
            f"B buys and gains {ben_second[1]}.",
            "B shuffles their deck.",
            "B draws 5 cards.",
        ]
    if compact:
        lines = [line for line in header if "shuffles" not in line] + lines[len(header):]
        lines = [re.sub(r" \(\+\$\d+\)$", "", line) for line in lines if line]
    return "\n".join(lines) + "\n"


def online_opening_seen(buys: str, bert_buys: str, *, second: tuple[str | None, str] | None = None) -> str:
    """Header and turn 1 (with `second` also turn 2) of a 2-player Dominion Online game, Anna (A) and Bert (B), in
    which both players' draws are seen and no coin notes are shown.

    Anna's first hand is 5 Coppers, Bert's 3 Coppers and 2 Estates: Anna buys `buys` with 5, Bert `bert_buys` with 3.
    `second` = (Anna's turn-2 buy with her 2 Coppers or None, what she draws after the shuffle); Bert's turn 2 plays
    4 Coppers, buys a Silver and draws 5 Coppers after his shuffle. The text ends with the last turn's last line and
    its newline; a test appends "\\nTurn …" for the next turns.
    """
    lines = [
        "Game #1, unrated.",
        "A starts with 7 Coppers and 3 Estates.",
        "A shuffles their deck.",
        "A draws 5 Coppers.",
        "B starts with 7 Coppers and 3 Estates.",
        "B shuffles their deck.",
        "B draws 3 Coppers and 2 Estates.",
        "",
        "Turn 1 - Anna",
        "A plays 5 Coppers.",
        f"A buys and gains {buys}.",
        "A draws 2 Coppers and 3 Estates.",
        "",
        "Turn 1 - Bert",
        "B plays 3 Coppers.",
        f"B buys and gains {bert_buys}.",
        "B draws 4 Coppers and an Estate.",
    ]
    if second is not None:
        anna_buys_second, anna_draws = second
        lines += ["", "Turn 2 - Anna", "A plays 2 Coppers."]
        if anna_buys_second is not None:
            lines.append(f"A buys and gains {anna_buys_second}.")
        lines += ["A shuffles their deck.", f"A draws {anna_draws}.", ""]
        lines += [
            "Turn 2 - Bert",
            "B plays 4 Coppers.",
            "B buys and gains a Silver.",
            "B shuffles their deck.",
            "B draws 5 Coppers.",
        ]
    return "\n".join(lines) + "\n"


GOKO_START = "Estate, Estate, Estate, Copper, Copper, Copper, Copper, Copper, Copper, Copper"
GOKO_START_COPPERS_FIRST = "Copper, Copper, Copper, Copper, Copper, Copper, Copper, Estate, Estate, Estate"


def goko_setup(
    kingdom: str,
    anna_draws: str,
    ben_draws: str,
    *,
    ben_first: bool = False,
    anna_start: str = GOKO_START,
    ben_start: str = GOKO_START,
) -> str:
    """The "Game Setup" block of a 2-player Goko log, Anna and Ben, and the blank line before turn 1.

    `kingdom`: the supply's kingdom cards as Goko lists them (the base cards Copper … Curse follow); `anna_draws` and
    `ben_draws`: the first hands ("Copper, Copper, Copper, Copper, Estate"); `ben_first`: Ben's lines come first in
    each pair (starting cards, shuffle, draw); `anna_start`/`ben_start`: the starting cards as listed.
    """
    players = [("Anna", anna_start, anna_draws), ("Ben", ben_start, ben_draws)]
    if ben_first:
        players.reverse()
    lines = [
        "------------ Game Setup ------------",
        f"Supply cards: {kingdom}, Copper, Silver, Gold, Estate, Duchy, Province, Curse",
    ]
    lines += [f"{name} - starting cards: {start}" for name, start, _ in players]
    lines += [f"{name} - shuffles deck" for name, _, _ in players]
    lines += [f"{name} - draws {draws}" for name, _, draws in players]
    return "\n".join(lines) + "\n\n"

"""Dominion: domdiv's card facts + the German divider text (seed 003) → catalog rows."""

from __future__ import annotations


def load_dominion(stats) -> None:
    return None

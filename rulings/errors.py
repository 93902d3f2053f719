"""The one error of the write side: input a question or ruling cannot be built from."""

from __future__ import annotations


class RulingError(Exception):
    """Input a ruling cannot be built from; `errors` maps a field to its messages."""

    def __init__(self, errors: dict[str, list[str]]):
        self.errors = errors
        super().__init__("; ".join(f"{name}: {' '.join(messages)}" for name, messages in errors.items()))

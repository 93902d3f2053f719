"""Bad input, as the engine reports it: a problem of a record, or a state it cannot read."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RecordError:
    """One problem of a record: where (a JSON pointer, "" for the whole record) and what."""

    pointer: str
    message_de: str
    message_en: str

    def to_json(self) -> dict[str, str]:
        return {"pointer": self.pointer, "message_de": self.message_de, "message_en": self.message_en}


class StateError(ValueError):
    """A submitted state (a position given as {"game", "state"}) that the game cannot read.

    Raised by a game's `state_from_json` for malformed data: `pointer` is where inside the state JSON
    ("" for the whole state, e.g. "/players/0"), so the API can answer 400 at /position/state<pointer>.
    Any other exception out of `state_from_json` is a bug of ours, not bad input.
    """

    def __init__(self, pointer: str, message_de: str, message_en: str) -> None:
        super().__init__(f"{pointer or '/'}: {message_en}")
        self.pointer = pointer
        self.message_de = message_de
        self.message_en = message_en

    def __reduce__(self):  # picklable (Celery results, multiprocessing) despite the three-argument __init__
        return (type(self), (self.pointer, self.message_de, self.message_en))

"""Importers: real-world game logs → `regelwerk-record/1` records (pure Python, no Django).

Each importer tolerates the syntax of its format and reports what it cannot read; legality is the
engine's business, not the importer's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class ImportProblem(Exception):
    message_de: str
    message_en: str
    pointer: str = ""
    line: int | None = None


IMPORTERS: dict[str, str] = {
    # format → "module:function", imported on first use
    "dominion-online": "engine.importers.dominion_online:import_dominion_online",
    "isotropic": "engine.importers.isotropic:import_isotropic",
    "goko": "engine.importers.goko:import_goko",
}


def import_log(fmt: str, text: str) -> dict:
    target = IMPORTERS.get(fmt)
    if target is None:
        raise ImportProblem(f"Für das Format {fmt!r} gibt es noch keinen Import.",
                            f"There is no importer for the format {fmt!r} yet.", pointer="/format")
    module_name, function_name = target.split(":")
    module = __import__(module_name, fromlist=[function_name])
    importer: Callable[[str], dict] = getattr(module, function_name)
    return importer(text)

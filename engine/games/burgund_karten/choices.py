"""The decisions a placement or a purchase asks for ("choose" moves): the phase bonus, a goods or
animal stack, a bought card's use, and what Schreinerei/Kirche/Markt, Warenhaus and Rathaus allow."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.step import Choice, Notes
from engine.games.burgund_karten import cards, effects, fields
from engine.games.burgund_karten import tasks as open_tasks
from engine.games.burgund_karten.rules import CATALOG
from engine.games.burgund_karten.state import GameState

# decisions a player may decline ("darf"): the card or sort is null
_OPTIONAL = ("pick", "warenhaus", "rathaus")


def choose(state: GameState, player: str, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    kind = choice.kind
    if kind == "bonus":
        _bonus(state, player, choice, entry, notes)
    elif kind == "stack":
        options = effects.stack_options(state, choice.data["what"])
        if entry.get("stack") not in options:
            raise CATALOG.refuse("stapel-wahl", f"Zur Wahl stehen {options}.", f"The options are {options}.")
        state.tasks.pop()
        effects.take_from_stack(state, player, entry["stack"], notes)
    elif kind == "bought":
        _bought(state, player, choice, entry, notes)
    elif kind in _OPTIONAL and entry.get("card", entry.get("sort")) is None:
        state.tasks.pop()
        notes.reading("auslegung.darf-effekte")
    elif kind == "pick":  # ln279-289
        taken = fields.token(entry.get("card"))
        building = choice.data["building"]
        if taken not in effects.pick_options(state, building):
            raise CATALOG.refuse("gebaeude-nehmen", f"{building} erlaubt {taken} nicht (oder es liegt nicht aus).",
                                 f"{building} does not allow {taken} (or it is not displayed).")
        notes.reading("auslegung.projektlimit-ueberall")
        discard = fields.project_to_discard(state, player, entry, notes)
        state.tasks.pop()
        effects.take_from_display(state, player, taken, discard)
    elif kind == "warenhaus":  # ln323-325
        zones = state.zones[player]
        sort = entry.get("sort")
        if sort not in cards.GOODS or zones.goods[sort] < 1:
            raise CATALOG.refuse("warenhaus", f"Keine Ware der Sorte {sort!r} im Lager.",
                                 f"No goods of sort {sort!r}.")
        state.tasks.pop()
        effects.sell(state, player, sort)
    elif kind == "rathaus":  # ln329-331
        placed = fields.token(entry.get("card"))
        if placed not in state.zones[player].projects:
            raise CATALOG.refuse("rathaus", f"{placed} ist kein eigenes Projekt.",
                                 f"{placed} is not one of your projects.")
        target = fields.placement_target(state, player, placed, entry)
        state.tasks.pop()
        effects.place(state, player, placed, target, notes)
    else:
        raise CATALOG.refuse("eintrag-form", f"Unbekannte Entscheidung {open_tasks.word(choice)}.",
                             f"Unknown decision {open_tasks.word(choice)}.")


def _bought(state: GameState, player: str, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    """One of the three bought cards as a project or for an action, the other two discarded (ln228)."""
    zones = state.zones[player]
    used = fields.token(entry.get("card"))
    if used not in choice.data["cards"]:
        raise CATALOG.refuse("kauf-eine-karte", f"{used} ist keine der gekauften Karten.", f"{used} was not bought.")
    use = entry.get("use")
    if use not in ("project", "action"):
        raise CATALOG.refuse("kauf-eine-karte", "use ist project oder action.", "use is project or action.")
    state.tasks.pop()
    rest = list(choice.data["cards"])
    rest.remove(used)
    state.discard.update(rest)  # ln228: die beiden anderen auf den Ablagestapel
    if use == "project":
        discard = fields.project_to_discard(state, player, entry, notes)
        if discard is not None:
            zones.projects.remove(discard)
            state.discard[discard] += 1
        zones.projects.append(used)
        return
    if "discard" in entry:
        raise CATALOG.refuse("projekt-ablegen", "Ablegen nur beim Nehmen eines Projekts.",
                             "A project is discarded only when taking one.")
    state.discard[used] += 1
    state.tasks.append(open_tasks.choice("action", player, die=cards.die_of(used), source="kauf"))


def _bonus(state: GameState, player: str, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    """ln362/364: one option of the current phase card; B, C and E are lost from the text."""
    bonus = entry.get("bonus")
    if (not isinstance(bonus, dict) or not bonus or set(bonus) - set(cards.BONUS_RESOURCES)
            or not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in bonus.values())):
        raise CATALOG.refuse("durchgangsbonus", "bonus nennt eine Möglichkeit, z. B. {\"silver\": 3}.",
                             "bonus names one option, e.g. {\"silver\": 3}.")
    phase = choice.data["phase"]
    options = cards.PHASE_BONUS.get(phase)
    if options is not None and bonus not in options:
        raise CATALOG.refuse("durchgangsbonus", f"Durchgang {phase} bietet {options}.",
                             f"Phase {phase} offers {options}.")
    if options is None:
        notes.gap("durchgangsbonus",
                  f"Die Bonus-Möglichkeiten der Durchgangskarte {phase} fehlen im Regeltext.",
                  f"The bonus options of phase card {phase} are lost from the rulebook text.", phase=phase)
    state.tasks.pop()
    effects.apply_bonus(state, player, Counter(bonus), notes)

"""A player's moves in their turn: play a hand card, its action, buy three cards, end the turn.

The decisions that placements and purchases ask for are in choices.py; chance events in events.py.
"""

from __future__ import annotations

from typing import Any

from engine.core.step import Choice, Notes
from engine.games.burgund_karten import cards, choices, effects, fields, flow
from engine.games.burgund_karten import tasks as open_tasks
from engine.games.burgund_karten.rules import CATALOG
from engine.games.burgund_karten.state import GameState, PlayerZones

ACTIONS = ("take", "place", "sell", "workers", "silver", "convert")


def on_move(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> GameState:
    """The state after `choice.player`'s move (`state` itself is not changed)."""
    player, move = choice.player, entry["move"]
    new = state.copy()
    if move == "buy":
        _buy(new, player, choice, notes)
    elif move == "play":
        _expect(choice, "turn")
        _play(new, player, entry, notes)
    elif move == "action":
        _expect(choice, "action")
        _action(new, player, choice, entry, notes)
    elif move == "choose":
        if choice.kind in ("turn", "action", "end"):
            raise CATALOG.refuse("entscheidung-offen", "Es ist keine Wahl offen, sondern ein Zug.",
                                 "No choice is open; a move is due.", due=open_tasks.word(choice))
        choices.choose(new, player, choice, entry, notes)
    elif move == "end-turn":
        _expect(choice, "end")
        new.tasks.pop()
        flow.finish_turn(new)
    else:
        raise CATALOG.refuse("eintrag-form", f"Unbekannter Zug {move!r}.", f"Unknown move {move!r}.")
    flow.advance(new, notes)
    return new


def _expect(choice: Choice, kind: str) -> None:
    if choice.kind == kind:
        return
    due, wanted = open_tasks.word(choice), "play" if kind == "turn" else kind
    if choice.kind == "action" and kind == "end":
        raise CATALOG.refuse("normale-aktion", "Erst muss die normale Aktion ausgeführt werden.",
                             "The normal action must be carried out first.")
    raise CATALOG.refuse("entscheidung-offen", f"Offen ist: {due}, nicht {wanted}.", f"Open is {due}, not {wanted}.",
                         due=due)


def _buy(state: GameState, player: str, choice: Choice, notes: Notes) -> None:
    """ln223/232: once per turn, for 3 silver, three cards from the draw pile (`flow.can_buy`)."""
    zones = state.zones[player]
    if choice.kind == "bought" or state.turn.get("player") != player:
        raise CATALOG.refuse("kauf-einmal", "Jetzt kann nicht gekauft werden.", "No purchase is possible now.")
    if state.turn.get("bought"):
        raise CATALOG.refuse("kauf-einmal", "Pro Zug nur einmal drei Karten kaufen.", "Only one purchase per turn.")
    if zones.silver < 3:
        raise CATALOG.refuse("kauf-drei-silber", f"Der Kauf kostet 3 Silber, vorhanden {zones.silver}.",
                             f"The purchase costs 3 silver, you have {zones.silver}.")
    if state.draw_pile.size + sum(state.discard.values()) < 3:
        raise CATALOG.refuse("kauf-drei-karten", "Es liegen keine drei Karten mehr zum Kaufen bereit.",
                             "There are not three cards left to buy.")
    zones.silver -= 3
    state.turn["bought"] = True
    if state.draw_pile.size < 3:
        notes.reading("auslegung.kauf-mischen")
    state.tasks.append(open_tasks.chance("reveal", player, 3))


def _play(state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
    played = fields.token(entry.get("card"))
    zones = state.zones[player]
    if played in zones.hand:
        zones.hand.remove(played)
    elif zones.hand_unknown and state.draw_pile.can_resolve(flow.identity(state, played)):
        state.draw_pile.resolve(flow.identity(state, played))
        zones.hand_unknown -= 1
        notes.reading("auslegung.kartenwerte")
    else:
        raise CATALOG.refuse("karte-nicht-auf-der-hand", f"{played} ist nicht auf der Hand.",
                             f"{played} is not in hand.", hand=list(zones.hand), unseen=zones.hand_unknown)
    if state.round == cards.ROUNDS:
        notes.reading("auslegung.runde-sechs")
    state.discard[played] += 1  # ln115: offen auf den Ablagestapel
    state.tasks.pop()
    state.turn["played"] = True
    state.tasks.append(open_tasks.choice("action", player, die=cards.die_of(played), source="hand"))


def _die(state: GameState, player: str, choice: Choice, entry: dict[str, Any], needed: bool,
         notes: Notes) -> int | None:
    """The die the action uses: the card's, changed by workers (ln205), or a free one for a Burg (ln335)."""
    zones = state.zones[player]
    workers = fields.integer(entry, "workers", 0)
    printed = choice.data["die"]
    if printed is None:
        if workers:
            raise CATALOG.refuse("arbeiter-wuerfel", "Arbeiter ändern nur den Würfel einer abgelegten Aktionskarte.",
                                 "Workers change only the die of a played action card.")
        if not needed:
            return None
        die = fields.integer(entry, "die", 0)
        if not 1 <= die <= 6:
            raise CATALOG.refuse("burg-aktion", "Die Burg-Aktion nennt ihre Würfelzahl (1-6).",
                                 "The castle's action names its die (1-6).")
        return die
    die = fields.integer(entry, "die", printed)
    if not 1 <= die <= 6 or workers < 0 or not cards.die_reachable(printed, die, workers):
        raise CATALOG.refuse("arbeiter-wuerfel", f"Aus {printed} wird mit {workers} Arbeitern keine {die}.",
                             f"{workers} workers cannot turn {printed} into {die}.",
                             needed=cards.die_distance(printed, max(1, min(6, die))))
    if workers > zones.workers:
        raise CATALOG.refuse("arbeiter-wuerfel", f"Nur {zones.workers} Arbeiter vorhanden.",
                             f"Only {zones.workers} workers.")
    if choice.data["source"] == "kauf" and workers:
        notes.reading("auslegung.kauf-arbeiter")
    zones.workers -= workers
    return die


def _action(state: GameState, player: str, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    action = entry.get("action")
    if action not in ACTIONS:
        raise CATALOG.refuse("eintrag-form", f"Unbekannte Aktion {action!r}.", f"Unknown action {action!r}.")
    zones = state.zones[player]
    die = _die(state, player, choice, entry, action in ("take", "place", "sell"), notes)
    source = choice.data["source"]
    state.tasks.pop()
    if source == "hand":
        state.turn["acted"] = True
    if source == "burg" and action == "take":
        notes.reading("auslegung.projektlimit-ueberall")
    if action == "take":  # A1, ln133
        taken = fields.token(entry.get("card"))
        assert die is not None
        if taken not in state.display[die - 1]:
            raise CATALOG.refuse("reihe-nehmen", f"{taken} liegt nicht in Reihe {die}.",
                                 f"{taken} is not in row {die}.", row=list(state.display[die - 1]))
        effects.take_from_display(state, player, taken, fields.project_to_discard(state, player, entry, notes))
    elif action == "place":  # A2, ln139
        placed = fields.token(entry.get("card"))
        if placed not in zones.projects:
            raise CATALOG.refuse("gleiche-wuerfelzahl", f"{placed} ist kein eigenes Projekt.",
                                 f"{placed} is not a project.")
        if cards.die_of(placed) != die:
            raise CATALOG.refuse("gleiche-wuerfelzahl", f"{placed} hat nicht die Würfelzahl {die}.",
                                 f"{placed} does not show the die {die}.")
        effects.place(state, player, placed, fields.placement_target(state, player, placed, entry), notes)
    elif action == "sell":  # A3, ln163
        assert die is not None
        sort = cards.GOODS_BY_DIE[die]
        if entry.get("sort", sort) != sort:
            raise CATALOG.refuse("warensorte", f"Die Würfelzahl {die} verkauft {sort}.", f"The die {die} sells {sort}.")
        if zones.goods[sort] < 1:
            raise CATALOG.refuse("auslegung.verkauf-mindestens-eine", f"Keine Ware der Sorte {sort} im Lager.",
                                 f"No goods of sort {sort} in store.")
        effects.sell(state, player, sort)
    elif action == "workers":  # A4, ln173
        if zones.workers >= 2:
            notes.reading("auslegung.aufstocken-ab-zwei")
        zones.workers = max(zones.workers, 2)
    elif action == "silver":  # A5, ln191
        zones.silver += 1
    else:  # A6, ln201
        _convert(zones, entry, notes)


def _convert(zones: PlayerZones, entry: dict[str, Any], notes: Notes) -> None:
    """A6, ln201: workers and silver, 3 of them for 1 VP."""
    pay = entry.get("pay")
    if not isinstance(pay, dict) or set(pay) - {"workers", "silver"}:
        raise CATALOG.refuse("eintrag-form", "pay nennt workers und/oder silver.", "pay names workers and/or silver.")
    workers, silver = fields.integer(pay, "workers", 0), fields.integer(pay, "silver", 0)
    if workers < 0 or silver < 0 or workers + silver < 1 or workers > zones.workers or silver > zones.silver:
        raise CATALOG.refuse("umwandeln", f"Abgabe {workers} Arbeiter/{silver} Silber nicht möglich "
                             f"(vorhanden {zones.workers}/{zones.silver}).",
                             f"Cannot return {workers} workers/{silver} silver (have {zones.workers}/{zones.silver}).")
    if (workers + silver) % 3:
        notes.reading("auslegung.umwandeln-rest")
    zones.workers -= workers
    zones.silver -= silver
    zones.vp_cards += (workers + silver) // 3
    notes.reading("auslegung.siegpunkte-unbegrenzt")

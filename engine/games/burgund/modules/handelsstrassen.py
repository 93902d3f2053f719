"""Die Handelsstraßen (ln 940-957): each player's trade route of 5, 4 or 3 cards (2, 3 or 4 players) with
3 spaces each; sold goods cards fill it one at a time from the left, and a card on a space of its own
colour gives that space's bonus at once. A full route sends further cards to the sold field as before; the
cards on the route still count for monastery tiles #15 and #25 (they stay in `sold`).

Extraction lost the cards' spaces and bonuses (digest §11.1 no. 7), so the record states them:
`setup.module_data.handelsstrassen.routes` = {player: [card, ...]} in the order laid out, a card = 3 spaces
{"goods": 1-6, "bonus": {"silver"|"workers"|"vp": n}}. The engine checks what the text says (cards per
player count, 3 spaces per card, at most 12 cards, left to right, colour match) and names the reading
`handelsstrassen-datensatz` on every verdict that pays a bonus from the record's data.
Position: `extra["handelsstrassen"]` = {"routes": {player: [space, ...]}, "filled": {player: n}}.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import RecordError, StateError
from engine.core.step import Notes
from engine.games.burgund import flow
from engine.games.burgund.hooks import Module
from engine.games.burgund.state import GameState

CARDS = {2: 5, 3: 4, 4: 3}  # ln 942-943: zufällige 5, 4 oder 3 Handelsstraßen-Kärtchen
SPACES_PER_CARD = 3  # ln 943: mit somit 15, 12 oder 9 Ablagefeldern
ALL_CARDS = 12  # ln 77: 12 Kärtchen: „Die Handelsstraßen“
BONUSES = ("silver", "workers", "vp")  # what a record can state a bonus as (the icons are lost)
BONUS_DE = {"silver": "Silber", "workers": "Arbeiter", "vp": "SP"}

_COUNT = {"type": "integer", "minimum": 1}
SPACE = {"type": "object", "required": ["goods", "bonus"], "additionalProperties": False,
         "properties": {"goods": {"type": "integer", "minimum": 1, "maximum": 6},
                        "bonus": {"type": "object", "minProperties": 1, "additionalProperties": False,
                                  "properties": {b: _COUNT for b in BONUSES}}}}
CARD = {"type": "array", "minItems": SPACES_PER_CARD, "maxItems": SPACES_PER_CARD, "items": SPACE}


class TradeRoutes(Module):
    slug = "handelsstrassen"
    name_de = "Die Handelsstraßen"
    name_en = "Trade routes"
    lines = (940, 957)
    data_schema = {"type": "object", "required": ["routes"], "additionalProperties": False,
                   "properties": {"routes": {"type": "object", "additionalProperties": {"type": "array",
                                                                                          "items": CARD}}}}

    def validate_setup(self, players: list[str], setup: dict[str, Any]) -> list[Any]:
        data = setup.get("module_data", {}).get(self.slug)
        where = f"/setup/module_data/{self.slug}"
        if data is None:
            return [RecordError(where, "Die Felder und Boni der Handelsstraßen-Kärtchen sind in der Regel verloren: "
                                "der Datensatz nennt sie (routes je Spieler).",
                                "The trade-route cards' spaces and bonuses are lost: the record states them.")]
        routes = data["routes"]
        want = CARDS[len(players)]
        if sorted(routes) != sorted(players):
            return [RecordError(f"{where}/routes", "Je Spieler eine Handelsstraße.", "One trade route per player.")]
        errors = [RecordError(f"{where}/routes/{p}", f"Bei {len(players)} Spielern erhält jeder {want} Kärtchen "
                              "(ln 942-943).", f"With {len(players)} players each gets {want} cards.")
                  for p in players if len(routes[p]) != want]
        if sum(len(r) for r in routes.values()) > ALL_CARDS:
            errors.append(RecordError(f"{where}/routes", "Es gibt 12 Handelsstraßen-Kärtchen (ln 77).",
                                      "There are 12 trade-route cards."))
        return errors

    def setup(self, state: GameState, setup: dict[str, Any]) -> None:
        routes = setup["module_data"][self.slug]["routes"]
        state.extra[self.slug] = {
            "routes": {p: [{"goods": s["goods"], "bonus": dict(s["bonus"])} for card in routes[p] for s in card]
                       for p in state.players},
            "filled": {p: 0 for p in state.players},
        }
        state.provenance["trade_routes"] = "record"  # the record states the cards (reading handelsstrassen-datensatz)

    def extra_from_json(self, value: Any, where: str) -> Any:
        try:
            routes, filled = value["routes"], value["filled"]
            ok = sorted(value) == ["filled", "routes"] and sorted(routes) == sorted(filled) and all(
                type(filled[p]) is int and 0 <= filled[p] <= len(routes[p]) for p in routes) and all(
                s["goods"] in (1, 2, 3, 4, 5, 6) and s["bonus"] and all(
                    b in BONUSES and type(n) is int and n > 0 for b, n in s["bonus"].items())
                for route in routes.values() for s in route)
        except (KeyError, TypeError, AttributeError):
            ok = False
        if not ok:
            raise StateError(where, "Handelsstraßen: routes (Felder mit goods und bonus) und filled je Spieler.",
                             "Trade routes: routes (spaces with goods and bonus) and filled per player.")
        return {"routes": {p: [{"goods": s["goods"], "bonus": dict(s["bonus"])} for s in r]
                           for p, r in routes.items()}, "filled": dict(filled)}

    def sold(self, state: GameState, player: str, sort: int, count: int, notes: Notes | None) -> None:
        """ln 947-956: one card at a time onto the next free space from the left; its colour on a space of
        that colour pays the space's bonus at once; a full route leaves the cards on the sold field."""
        mine = state.extra[self.slug]
        route = mine["routes"][player]
        for _ in range(count):
            if mine["filled"][player] >= len(route):
                return  # ln 954-956: wieder wie gewohnt auf sein Ablagefeld
            space = route[mine["filled"][player]]
            mine["filled"][player] += 1
            if space["goods"] == sort:
                if notes is not None:
                    notes.reading("auslegung.handelsstrassen-datensatz")
                state.silver[player] += space["bonus"].get("silver", 0)
                flow.gain_workers(state, player, space["bonus"].get("workers", 0))
                state.vp[player] += space["bonus"].get("vp", 0)

    def picture_lines(self, state: GameState, names: dict[str, str]) -> list[str]:
        mine = state.extra[self.slug]
        out = []
        for p in state.players:
            route, filled = mine["routes"][p], mine["filled"][p]
            spaces = " ".join(
                ("✓ " if i < filled else "○ ") + f"Ware {s['goods']} → " + " + ".join(f"{n} {BONUS_DE[b]}"
                                                                                 for b, n in s["bonus"].items())
                for i, s in enumerate(route)).replace(" ✓", " · ✓").replace(" ○", " · ○")
            out.append(f"Handelsstraße {p} ({filled}/{len(route)} belegt): {spaces}")
        return out


MODULE = TradeRoutes()

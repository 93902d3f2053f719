"""A player's turn (ln175-195, ln645-715): play one action card for exactly one of its actions (trade, place a
Fürst or Fürstin, use a personality, the special action), Aussetzen, or Passen; and, during one's turn, using a
book tile (Beiblatt p.1, taken on trust)."""

from __future__ import annotations

from typing import Any

from engine.core.step import Choice, Notes
from engine.games.dynasties import board, divide, effects, flow, payment
from engine.games.dynasties.rules import CATALOG
from engine.games.dynasties.state import GameState


def on_move(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> GameState:
    """The state after `choice.player`'s move (`state` itself is not changed)."""
    move = entry["move"]
    handler = _HANDLERS.get(move)
    if handler is None:
        raise CATALOG.refuse("eintrag-form", f"Unbekannter Zug {move!r}.", f"Unknown move {move!r}.")
    kind, function = handler
    if choice.kind not in kind:
        raise CATALOG.refuse("entscheidung-offen", f"Offen ist: {choice.prompt_de} ({choice.player}); {move} passt "
                             "nicht.", f"Due: {choice.prompt_en} ({choice.player}); {move} does not answer it.",
                             due=choice.kind, move=move)
    new = state.copy()
    new.task = None
    function(new, choice, entry, notes)
    flow.advance(new, notes)
    flow.name_every_gap(notes)
    return new


def _card(state: GameState, player: str, entry: dict[str, Any]) -> dict[str, Any]:
    card = entry.get("card")
    hand = state.zones[player]["hand"]
    if card not in hand:
        raise CATALOG.refuse("karte-in-hand", f"{card!r} ist keine Handkarte von {player}.",
                             f"{card!r} is not in {player}'s hand.", card=card, hand=list(hand))
    hand.remove(card)
    state.discard.append(card)  # ln291, ln514, ln571, ln619: onto the discard pile
    return state.facts["cards"][card]


def _figure(state: GameState, player: str) -> None:
    if not state.zones[player]["supply"]:
        raise CATALOG.refuse("auslegung.figur-im-vorrat", f"{player} hat kein Familienmitglied mehr im Vorrat.",
                             f"{player} has no family member left in the supply.")


def play(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    player = choice.player
    facts = _card(state, player, entry)
    action = entry.get("action")
    flow.then(state, ["next-turn"])  # after everything the action sets off (the agenda is a stack)
    if action == "sonder":
        special = facts["special"]
        if special is None:
            raise CATALOG.refuse("joker-keine-sonderaktion", "Eine Jokerkarte hat keine Sonderaktion.",
                                 "A joker card has no special action.", card=entry.get("card"))
        _special(state, player, special, entry, notes)
    elif action in board.BASIC_ACTIONS:
        if action not in facts["actions"]:
            raise CATALOG.refuse("karte-zeigt-aktion", f"Die Karte {entry.get('card')} zeigt {action} nicht "
                                 f"(sie zeigt {facts['actions']}).", f"Card {entry.get('card')} does not show "
                                 f"{action} (it shows {facts['actions']}).", action=action, shows=facts["actions"])
        if action == "handel":
            trade(state, player, entry, notes)
        elif action in board.ROLES:
            _refuse_fields(entry, {"city", "pay"}, "eine-aktion")
            city = entry.get("city")
            cost = state.facts["cities"][city][action] if city in state.facts["cities"] else 0
            place(state, player, city, action, entry, notes, board.ROLE_COLOUR[action], cost, "bezahlen")
        else:
            _refuse_fields(entry, {"slot", "pay"}, "eine-aktion")
            personality(state, player, entry, notes, gold=False)
    else:
        raise CATALOG.refuse("eine-aktion", "action nennt genau eine Aktion der Karte: handel, fuerst, fuerstin, "
                             "persoenlichkeit oder sonder.", "action names exactly one of the card's actions.",
                             action=action)


def _refuse_fields(entry: dict[str, Any], allowed: set[str], rule: str) -> None:
    extra = sorted({"ship", "city", "role", "slot", "pay", "field", "keep"} & set(entry) - allowed)
    if extra:
        raise CATALOG.refuse(rule, f"Angaben, die zu dieser Aktion nicht passen: {extra} (ln364-366: nur eine "
                             "Aktion).", f"Fields that do not fit this action: {extra} (ln364-366: one action only).",
                             fields=extra)


def _special(state: GameState, player: str, special: dict[str, Any], entry: dict[str, Any], notes: Notes) -> None:
    kind = special["kind"]
    if kind == "passen":
        _refuse_fields(entry, {"keep"}, "eine-aktion")
        pass_turn(state, player, entry, notes, card=True)
        return
    if kind == "stadt":
        _refuse_fields(entry, {"city", "role", "pay"}, "eine-aktion")
        if entry.get("city") != special["city"]:
            raise CATALOG.refuse("sonder-stadt", f"Die Sonderaktion setzt in {special['city']} ein, nicht in "
                                 f"{entry.get('city')!r}.", f"The special action places in {special['city']}, not in "
                                 f"{entry.get('city')!r}.", city=special["city"])
        role = entry.get("role")
        if role not in board.ROLES:
            raise CATALOG.refuse("sonder-stadt", "role nennt fuerst oder fuerstin (frei wählbar).",
                                 "role names fuerst or fuerstin (free choice).")
        notes.reading("auslegung.sonder-stadt-regeln")
        place(state, player, special["city"], role, entry, notes, "gold", special["gold"], "sonder-gold")
        return
    if kind == "persoenlichkeit":
        _refuse_fields(entry, {"slot", "pay"}, "eine-aktion")
        personality(state, player, entry, notes, gold=True)
        return
    _refuse_fields(entry, {"ship", "pay"}, "eine-aktion")  # handel: 2 trades for 1 gold (ln633)
    _figure(state, player)
    payment.pay(state, player, "gold", board.SPECIAL_GOLD["handel"], entry.get("pay"), "sonder-handel", notes)
    flow.then(state, ["handel2", player])  # after the first trade has been carried out
    trade(state, player, {k: v for k, v in entry.items() if k != "pay"}, notes)


def trade(state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
    """ln236-239: the large field of an empty ship, else its small field, and the trade takes place at once."""
    _refuse_fields(entry, {"ship"}, "eine-aktion")
    index = entry.get("ship")
    if type(index) is not int or not 0 <= index < board.SHIPS:
        raise CATALOG.refuse("schiff-wahl", "ship nennt eines der 3 Schiffe (0, 1 oder 2).",
                             "ship names one of the 3 ships (0, 1 or 2).", ship=index)
    _figure(state, player)
    ship = state.ships[index]
    state.zones[player]["supply"] -= 1
    if ship["large"] is None:
        ship["large"] = player  # ln237
    else:
        ship["small"] = player  # ln239
        flow.then(state, ["trade", index])


def place(state: GameState, player: str, city: Any, role: str, entry: dict[str, Any], notes: Notes, colour: str,
          cost: int, pay_rule: str) -> None:
    """ln372-456: an empty field, no own family member in the city, paid; then the city's benefit at once,
    then, with both fields taken, the marriage."""
    if city not in state.cities:
        raise CATALOG.refuse("stadt-im-spiel", f"{city!r} ist keine Stadt im Spiel.", f"{city!r} is no city in play.",
                             city=city)
    here = state.cities[city]
    if here[role] is not None:
        raise CATALOG.refuse("leeres-feld", f"Das Feld {board.ROLE_DE[role]} in {city} ist besetzt ({here[role]}).",
                             f"The {role} field of {city} is taken ({here[role]}).", city=city, role=role)
    if player in (here["fuerst"], here["fuerstin"], here["kind"]):
        raise CATALOG.refuse("eigene-stadt", f"{player} hat schon ein Familienmitglied in {city}.",
                             f"{player} already has a family member in {city}.", city=city)
    _figure(state, player)
    payment.pay(state, player, colour, cost, entry.get("pay"), pay_rule, notes)
    zone = state.zones[player]
    zone["supply"] -= 1
    here[role] = player
    symbol = state.facts["cities"][city]["symbol"]
    items: list[list[Any]] = []
    if symbol == "punkte":
        zone["vp"] += board.CITY_POINTS  # ln426
    elif symbol == "anker":
        items.append(["draw", player, 1])  # ln438
    elif symbol == "buch":
        if here["books"]:  # ln444: the top tile; none left: nothing (ln446)
            zone["books"].append(here["books"].pop(0))
    if here["fuerst"] is not None and here["fuerstin"] is not None:
        items.append(["heirat", city])  # ln454
    flow.then(state, *items)


def personality(state: GameState, player: str, entry: dict[str, Any], notes: Notes, gold: bool) -> None:
    """ln540-571 (light-blue area, its slot's cost) or ln627 (gold area, always 1 gold); face up only."""
    slot = entry.get("slot")
    area = range(board.BLUE_SLOTS, board.PERSONALITIES) if gold else range(board.BLUE_SLOTS)
    if type(slot) is not int or slot not in area:
        rule = "sonder-persoenlichkeit" if gold else "persoenlichkeit-blau"
        raise CATALOG.refuse(rule, f"slot nennt ein Feld {list(area)}, nicht {slot!r}.",
                             f"slot names one of the fields {list(area)}, not {slot!r}.", slot=slot)
    if gold:
        notes.reading("auslegung.gold-persoenlichkeit-offen")
    if state.used[slot]:
        raise CATALOG.refuse("persoenlichkeit-offen", f"{state.slots[slot]} wurde in diesem Durchgang schon genutzt.",
                             f"{state.slots[slot]} was already used this round.", slot=slot)
    if gold:
        payment.pay(state, player, "gold", board.SPECIAL_GOLD["persoenlichkeit"], entry.get("pay"),
                    "sonder-persoenlichkeit", notes)
    else:
        payment.pay(state, player, "hellblau", state.facts["slot_costs"][slot], entry.get("pay"),
                    "persoenlichkeit-kosten", notes)
    state.used[slot] = True  # ln571
    name = state.slots[slot]
    if name is not None and name == state.facts.get("leonardo"):
        notes.reading("auslegung.leonardo-feld")
        state.leonardo = player
    flow.then(state, ["wirkung", player, "persoenlichkeit", name])


def aussetzen(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    """ln651-655: discard 1 card, draw 1 good, stay in the round."""
    _refuse_fields(entry, set(), "aussetzen")
    _card(state, choice.player, entry)
    flow.then(state, ["draw", choice.player, 1], ["next-turn"])


def passen(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    _refuse_fields(entry, {"field", "pay", "keep"}, "passen")
    pass_turn(state, choice.player, entry, notes, card=False)
    flow.then(state, ["next-turn"])


def pass_turn(state: GameState, player: str, entry: dict[str, Any], notes: Notes, card: bool) -> None:
    """ln659-671; with the Pass special action the frontmost free field, free of charge (ln709-713)."""
    zone = state.zones[player]
    if not zone["supply"]:
        notes.reading("auslegung.vorrat-knapp")  # passing is always possible; no figure to place
        state.no_figure.append(player)
    elif card:
        free = [i for i, p in enumerate(state.upper) if p is None]
        if free:
            state.upper[free[0]] = player
        else:
            notes.reading("auslegung.passkarte-voll")
            state.long.append(player)
        zone["supply"] -= 1
    else:
        where = entry.get("field")
        if where == "lang":
            state.long.append(player)  # ln663: behind those already there, free
        elif type(where) is int and 1 <= where <= board.PASS_FIELDS:
            if state.upper[where - 1] is not None:
                raise CATALOG.refuse("passen-oben", f"Auf Feld {where} der Passen-Leiste steht schon "
                                     f"{state.upper[where - 1]}.", f"Pass field {where} is taken by "
                                     f"{state.upper[where - 1]}.", field=where)
            cost = _pass_cost(state, where)
            if cost is None:
                notes.gap("passen-feldkosten", f"Die Kosten von Feld {where} der Passen-Leiste waren ein Bild; das "
                          "Protokoll nennt sie nicht (setup.pass_costs).", f"The cost of pass field {where} was a "
                          "picture; the record does not state it (setup.pass_costs).", field=where)
                cost = (entry.get("pay") or {}).get("rosa", 0)
            payment.pay(state, player, "rosa", cost, entry.get("pay"), "passen-oben", notes)
            state.upper[where - 1] = player
        else:
            raise CATALOG.refuse("passen", "field nennt ein Feld der Passen-Leiste: 1-4 oder \"lang\".",
                                 "field names a pass-track field: 1-4 or \"lang\".", field=where)
        zone["supply"] -= 1
    keep = entry.get("keep")
    hand = zone["hand"]
    if len(hand) > 1 or keep is not None:  # ln669: all but one card are discarded
        if keep not in hand:
            raise CATALOG.refuse("passen-handkarten", f"Nach dem Passen bleibt genau 1 Karte auf der Hand: keep nennt "
                                 f"eine von {hand}.", f"After passing exactly 1 card stays in hand: keep names one of "
                                 f"{hand}.", keep=keep, hand=list(hand))
        state.discard += [c for c in hand if c != keep]
        zone["hand"] = [keep]
    state.passed.append(player)  # ln671


def _pass_cost(state: GameState, field: int) -> int | None:
    costs = state.facts.get("pass_costs")
    if costs is not None and costs[field - 1] is not None:
        return int(costs[field - 1])
    return board.PASS_COSTS_KNOWN.get(field)


def second_trade(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> None:
    trade(state, choice.player, entry, notes)


_HANDLERS = {
    "play": (("turn",), play),
    "aussetzen": (("turn",), aussetzen),
    "passen": (("turn",), passen),
    "buch": (("turn",), effects.use_book),
    "handel": (("handel",), second_trade),
    "teilen": (("teilen",), divide.split),
    "waehlen": (("waehlen",), divide.choose),
    "nehmen": (("nehmen",), divide.take),
    "wirkung": (("wirkung",), effects.wirkung),
    "bonus": (("bonus",), effects.bonus),
    "kloster": (("kloster",), effects.kloster),
    "wertung": (("wertung",), effects.wertung),
}

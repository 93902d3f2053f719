"""Judging and applying one log entry. `evaluate` does both on a derived state (copy-on-write, see
`GameState.derive`): one place per rule. Player cards are changed only through `new.own(player)`."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.pile import PileError
from engine.core.verdict import Verdict
from engine.games.dominion import cards as C
from engine.games.dominion import interpreter as I
from engine.games.dominion.effects.common import BLIND_ANSWERS
from engine.games.dominion.state import GameState, PlayerCards

Outcome = tuple[Verdict, GameState | None]

# Verdicts are frozen and nobody changes their details: the legal ones are made once (building a frozen
# dataclass for every entry cost more than judging a played Kupfer)
_LEGAL = Verdict.legal()
_LEGAL_TREASURE_FIRST = Verdict.legal(("dominion.auslegung.geld-beginnt-kauf",))


def _illegal(rule: str, de: str, en: str, **details: Any) -> Outcome:
    return Verdict.illegal(rule, de, en, readings=_readings(rule), **details), None


def _inconsistent(rule: str, de: str, en: str, **details: Any) -> Outcome:
    return Verdict.inconsistent(rule, de, en, readings=_readings(rule), **details), None


def _readings(rule: str) -> tuple[str, ...]:
    from engine.games.dominion.rules import readings_for

    return readings_for(rule)


def evaluate(state: GameState, entry: Any) -> Outcome:
    """The verdict for `entry` and, when it proceeds, the new state (the argument is never changed)."""
    try:
        verdict, new = _evaluate(state, entry)
    except (PileError, KeyError, TypeError, ValueError) as exc:  # never raise on bad input
        return _illegal("dominion.eintrag-form", f"Eintrag nicht verständlich: {exc}", f"Entry not understood: {exc}")
    if new is not None and new.gaps:
        # the entry depended on a fact the record does not give: name the gap, replay goes on
        gap = new.gaps[0]
        new.gaps = []
        verdict = Verdict.unverifiable(gap["rule"], gap["message_de"], gap["message_en"],
                                       readings=_readings(gap["rule"]))
    return verdict, new


def _evaluate(state: GameState, entry: Any) -> Outcome:
    if not isinstance(entry, dict) or ("move" in entry) == ("event" in entry):
        return _illegal("dominion.eintrag-form", "Ein Eintrag ist entweder ein Zug oder ein Ereignis.",
                        "An entry is either a move or an event.")
    if state.phase == "over":
        return _illegal("dominion.spielende", "Das Spiel ist bereits zu Ende.", "The game is already over.")
    waiting = state.waiting
    if "event" in entry:
        if waiting is None or waiting["kind"] == "decision":
            return _inconsistent("dominion.ereignis-unerwartet", "Hier ist kein Zufallsereignis fällig.",
                                 "No chance event is due here.", event=entry.get("event"))
        return _event(state, entry)
    if waiting is not None and waiting["kind"] != "decision":
        return _inconsistent("dominion.ereignis-fehlt",
                             f"Erst muss {waiting['player']} Karten ziehen/aufdecken/mischen ({waiting.get('need')}).",
                             f"{waiting['player']} must first draw/reveal/shuffle ({waiting.get('need')}).")
    by = entry.get("by")
    if waiting is not None:
        if by != waiting["player"]:
            return _illegal("dominion.zugreihenfolge", f"{waiting['player']} muss jetzt entscheiden, nicht {by}.",
                            f"{waiting['player']} must decide now, not {by}.")
        if entry["move"] != "choose":
            return _illegal("dominion.anweisungen-vollstaendig",
                            "Erst muss die ausgespielte Karte vollständig abgehandelt werden.",
                            "The card being played must be resolved completely first.", pending=waiting["rule"])
        return _choose(state, entry, waiting)
    if by != state.player:
        return _illegal("dominion.zugreihenfolge", f"{state.player} ist an der Reihe, nicht {by}.",
                        f"It is {state.player}'s turn, not {by}'s.")
    move = entry["move"]
    if move == "play":
        return _play(state, entry)
    if move == "buy":
        return _buy(state, entry)
    if move in ("end-phase", "end-turn"):
        new = state.derive()
        if move == "end-phase" and new.phase == "action":
            new.phase = "buy"
            return _LEGAL, new
        new.phase = "cleanup"
        I.push(new, "cleanup", {"player": new.player})
        I.run(new)
        return _LEGAL, new
    if move == "choose":
        return _illegal("dominion.keine-entscheidung-offen", "Es ist keine Entscheidung offen.",
                        "No decision is open.")
    return _illegal("dominion.eintrag-form", f"Unbekannter Zug {move!r}.", f"Unknown move {move!r}.")


def _card(entry: dict[str, Any]) -> C.Card | None:
    return C.resolve(entry.get("card"))


def _in_hand(state: GameState, player: str, tag: str) -> bool:
    cards = state.cards[player]
    return cards.hand[tag] > 0 or (cards.hand_unknown > 0 and cards.pile.can_resolve(tag))


def _play(state: GameState, entry: dict[str, Any]) -> Outcome:
    card = _card(entry)
    if card is None:
        return _illegal("dominion.karte-unbekannt", f"Unbekannte Karte {entry.get('card')!r}.",
                        f"Unknown card {entry.get('card')!r}.")
    if not _in_hand(state, state.player, card.tag):
        return _illegal("dominion.karte-nicht-auf-der-hand", f"{card.name_de} ist nicht auf der Hand.",
                        f"{card.name_en} is not in hand.", card=card.name_de)
    if card.is_("Action"):
        if state.phase != "action":
            return _illegal("dominion.phasen-reihenfolge", "Aktionskarten nur in der Aktionsphase.",
                            "Action cards only in the action phase.", phase=state.phase)
        if state.actions < 1:
            return _illegal("dominion.aktion-braucht-aktion", "Keine Aktion mehr frei.", "No action left.")
        new = state.derive()
        I.zone_take(new, new.player, card.tag, "hand")
        new.own(new.player).in_play.append(card.tag)
        new.actions -= 1
        flags = new.own_flags()
        flags["actions_played"] = flags.get("actions_played", 0) + 1
        I.push(new, card.tag, {"player": new.player})
        I.run(new)
        return _LEGAL, new
    if card.is_("Treasure"):
        if state.flags.get("bought"):
            return _illegal("dominion.geld-vor-kauf", "Nach dem ersten Kauf darf man keine Geldkarten mehr ausspielen.",
                            "No treasure may be played after the first buy.", card=card.name_de)
        new = state.derive()
        new.phase = "buy"  # playing a treasure begins the buy phase (reading dominion.auslegung.geld-beginnt-kauf)
        I.zone_take(new, new.player, card.tag, "hand")
        new.own(new.player).in_play.append(card.tag)
        new.coins += card.coins or 0
        if card.tag == "Copper":
            new.coins += int(new.flags.get("copper_bonus", 0))
        if card.tag == "Silver" and not new.flags.get("silver_played"):
            new.own_flags()["silver_played"] = 1
            new.coins += int(new.flags.get("merchants", 0))
        return (_LEGAL_TREASURE_FIRST if state.phase == "action" else _LEGAL), new
    return _illegal("dominion.nur-aktions-und-geldkarten", f"{card.name_de} kann man nicht ausspielen.",
                    f"{card.name_en} cannot be played.", card=card.name_de)


def _buy(state: GameState, entry: dict[str, Any]) -> Outcome:
    card = _card(entry)
    if card is None:
        return _illegal("dominion.karte-unbekannt", f"Unbekannte Karte {entry.get('card')!r}.",
                        f"Unknown card {entry.get('card')!r}.")
    if card.tag not in state.supply:
        return _illegal("dominion.karte-nicht-im-vorrat", f"{card.name_de} gehört nicht zum Vorrat.",
                        f"{card.name_en} is not in the supply.", card=card.name_de)
    if state.supply[card.tag] <= 0:
        return _illegal("dominion.vorrat-stapel-leer", f"Der Stapel {card.name_de} ist leer.",
                        f"The {card.name_en} pile is empty.", card=card.name_de)
    if state.buys < 1:
        return _illegal("dominion.kauf-braucht-kauf", "Kein Kauf mehr frei.", "No buy left.")
    price = I.cost(state, card.tag)
    if price > state.coins:
        return _illegal("dominion.kauf-braucht-geld", f"{card.name_de} kostet {price}, verfügbar sind {state.coins}.",
                        f"{card.name_en} costs {price}, only {state.coins} available.", cost=price, coins=state.coins)
    new = state.derive()
    new.phase = "buy"
    new.coins -= price
    new.buys -= 1
    flags = new.own_flags()
    flags["bought"] = flags.get("bought", 0) + 1  # rule dominion.geld-vor-kauf
    I.gain(new, new.player, card.tag, "discard")
    return _LEGAL, new


def _answer(entry: dict[str, Any], waiting: dict[str, Any]) -> list[str] | None:
    if waiting["source"] == "options":
        if "options" in entry and isinstance(entry["options"], list):
            return [str(o) for o in entry["options"]]
        if isinstance(entry.get("option"), str):
            return [entry["option"]]
        return None
    raw = entry["cards"] if "cards" in entry else ([] if entry.get("card") is None else [entry["card"]])
    if not isinstance(raw, list):
        return None
    tags = []
    for name in raw:
        card = C.resolve(name)
        if card is None:
            return None
        tags.append(card.tag)
    return tags


def _blind(entry: dict[str, Any], waiting: dict[str, Any]) -> int | Outcome:
    """How many cards the answer leaves unnamed (`unknown`), or the verdict when it may not."""
    blind = entry.get("unknown", 0)
    if blind == 0 and "unknown" not in entry:
        return 0
    if type(blind) is not int or blind < 1:
        return _illegal("dominion.eintrag-form", "„unknown“ ist eine Anzahl ab 1.", "\"unknown\" is a count from 1.")
    if waiting["source"] not in ("hand", "revealed") or waiting["rule"] not in BLIND_ANSWERS:
        return _illegal("dominion.eintrag-form",
                        "Diese Entscheidung muss ihre Karten nennen: die Anweisung braucht, welche es sind.",
                        "This decision must name its cards: the instruction depends on which they are.",
                        pending=waiting["rule"])
    return blind


def _choose(state: GameState, entry: dict[str, Any], waiting: dict[str, Any]) -> Outcome:
    chosen = _answer(entry, waiting)
    rule = waiting["rule"]
    if chosen is None:
        return _illegal(rule, "Die Antwort passt nicht zur offenen Entscheidung.",
                        "The answer does not fit the open decision.", expected=waiting["source"])
    blind = _blind(entry, waiting)
    if type(blind) is not int:
        return blind  # type: ignore[return-value]
    if not waiting["least"] <= len(chosen) + blind <= waiting["most"]:
        return _illegal(rule, f"Zu wählen sind {waiting['least']} bis {waiting['most']}, "
                        f"gewählt {len(chosen) + blind}.",
                        f"Choose {waiting['least']} to {waiting['most']}, chose {len(chosen) + blind}.")
    counts = Counter(chosen)
    if waiting["distinct"] and max(counts.values(), default=0) > 1:
        return _illegal(rule, "Die gewählten Anweisungen müssen verschieden sein.",
                        "The chosen instructions must differ.")
    extra = 0
    for tag, n in counts.items():
        have = waiting["candidates"].get(tag, 0)
        if n > have:
            if tag in waiting["possible"]:
                extra += n - have
            else:
                name = C.card(tag).name_de if tag in C.card_table() else tag
                return _illegal(rule, f"{name} steht hier nicht zur Wahl.", f"{tag} is not an option here.",
                                options=sorted(waiting["candidates"]))
    if blind and _unseen(state, waiting) < extra + blind:
        # an unnamed card must be one of the zone's unseen cards, besides those the named ones resolve
        return _illegal(rule, "So viele ungesehene Karten gibt es dort nicht.",
                        "There are not that many unseen cards there.", unknown=blind)
    if extra > waiting["unknown"]:
        return _illegal(rule, "So viele verdeckte Karten hat die Hand nicht.",
                        "The hand has not that many unseen cards.")
    new = state.derive()
    if len(chosen) + blind < waiting.get("unverified_least", 0):
        new.gaps.append({"rule": rule, "message_de": "Ob die verdeckten Handkarten eine passende Karte enthalten, "
                         "sagt die Partie nicht.", "message_en": "The record does not say whether the unseen hand "
                         "cards hold a fitting card."})
    gap = BLIND_ANSWERS.get(rule) if blind else None
    if gap is not None:  # the identity of an unnamed card decides whether it may be chosen
        new.gaps.append({"rule": rule, "message_de": gap[0], "message_en": gap[1]})
    if extra:  # unseen cards are revealed by the answer: take their identities out of the pool
        cards = new.own(waiting["player"])
        for tag, n in counts.items():
            for _ in range(max(0, n - waiting["candidates"].get(tag, 0))):
                cards.own_pile().resolve(tag)
                if waiting["source"] == "revealed":
                    cards.revealed_unknown -= 1
                    cards.revealed.append(tag)
                else:
                    cards.hand_unknown -= 1
                    cards.hand[tag] += 1
    I.deliver(new, chosen + [None] * blind if blind else chosen)
    return _LEGAL, new


def _unseen(state: GameState, waiting: dict[str, Any]) -> int:
    """The unseen cards of the zone the open decision chooses from (hand or looked-at cards)."""
    cards = state.cards[waiting["player"]]
    return cards.revealed_unknown if waiting["source"] == "revealed" else cards.hand_unknown


def _event(state: GameState, entry: dict[str, Any]) -> Outcome:
    job = state.waiting
    assert job is not None
    kind = entry["event"]
    if entry.get("by") != job["player"] or kind != job.get("need"):
        return _inconsistent("dominion.ereignis-falsch",
                             f"Fällig ist: {job.get('need')} für {job['player']}.",
                             f"Due: {job.get('need')} for {job['player']}.", got=kind)
    new = state.derive()
    new_job = new.waiting
    assert new_job is not None
    if kind == "shuffle":
        I.shuffle(new, job["player"])
    else:
        if isinstance(entry.get("cards"), list):
            drawn: list[str | None] = []
            for name in entry["cards"]:
                card = C.resolve(name)
                if card is None:
                    return _inconsistent("dominion.karte-unbekannt", f"Unbekannte Karte {name!r}.",
                                         f"Unknown card {name!r}.")
                drawn.append(card.tag)
        elif isinstance(entry.get("count"), int) and (kind == "draw" or job.get("look")):
            drawn = [None] * entry["count"]  # drawn unseen, or looked at unseen (Torwächterin)
        else:
            return _illegal("dominion.eintrag-form", "Ein Aufdecken nennt die Karten.", "A reveal names the cards.")
        pile = new.own(job["player"]).pile
        if not 1 <= len(drawn) <= min(job["remaining"], pile.size):
            return _inconsistent("dominion.ziehen-anzahl",
                                 f"Zu ziehen sind noch {job['remaining']}, im Nachziehstapel {pile.size}.",
                                 f"{job['remaining']} still to draw, {pile.size} in the draw pile.", got=len(drawn))
        try:
            I.take(new, new_job, drawn)
        except PileError as exc:
            return _inconsistent("dominion.karte-nicht-im-nachziehstapel",
                                 f"Diese Karte kann nicht im Nachziehstapel sein: {exc}",
                                 f"That card cannot be in the draw pile: {exc}")
    result = I.progress_chance(new)
    if result is not I.WAIT:
        I.deliver(new, result)
    return _LEGAL, new


# -- the common moves: judged without a derived state, applied in place ----------------------------
# `quick` recognises the moves a turn mostly consists of (a treasure played from the known hand, a buy,
# the end of the action phase, the clean-up of a seeded game) when they are legal, with exactly the
# verdict `evaluate` gives them; `apply_quick` then changes the state itself as `evaluate` changes its
# derived copy. Anything else (and any of them when illegal) is left to `evaluate`.
_PLAY_TREASURE, _BUY, _TO_BUY, _CLEANUP, _PLAY_VANILLA = 1, 2, 3, 4, 5
# (the entry, verdict, kind, the card played or bought, the price paid, and the entry's "by", "move", "card"
# as read): the ruleset keeps it on the state for `apply` as it is (the entry first, see DominionRuleset)
Quick = tuple[Any, Verdict, int, Any, int, Any, Any, Any]

# Action cards whose effect (effects/) is only "+n cards" for the player and a `Plus`, in every edition:
# tag → (cards drawn, actions, buys, coins). test_dominion_quick pins each against its effect's operations.
VANILLA: dict[str, tuple[int, int, int, int]] = {
    "Smithy": (3, 0, 0, 0),
    "Moat": (2, 0, 0, 0),
    "Laboratory": (2, 1, 0, 0),
    "Market": (1, 1, 1, 1),
    "Village": (1, 2, 0, 0),
    "Festival": (0, 2, 1, 2),
    "Woodcutter": (0, 0, 1, 2),
}

# card name → (card, how `quick` plays it: _PLAY_TREASURE, _PLAY_VANILLA or 0 for "leave it to `evaluate`"),
# and card name → card for buys; filled for the names `C.resolve` knows (a str only, as `C.resolve` takes)
_PLAYED: dict[str, tuple[C.Card, int]] = {}
_BOUGHT: dict[str, C.Card] = {}
# the treasures among `_PLAYED`: card name → (card, tag), for the ruleset's `check` (which judges them itself)
_TREASURES: dict[str, tuple[C.Card, str]] = {}
_REMEMBER = 4096  # at most so many names each (like `C.resolve`'s cache)


def _played(name: Any) -> tuple[C.Card, int] | None:
    card = C.resolve(name)
    if card is None:
        return None
    kind = C.play_kinds()[card.tag]
    found = card, (_PLAY_TREASURE if kind == "treasure" else _PLAY_VANILLA if card.tag in VANILLA else 0)
    if type(name) is str and len(_PLAYED) < _REMEMBER:
        _PLAYED[name] = found
        if found[1] == _PLAY_TREASURE:
            _TREASURES[name] = card, card.tag
    return found


def _bought(name: Any) -> C.Card | None:
    card = C.resolve(name)
    if card is not None and type(name) is str and len(_BOUGHT) < _REMEMBER:
        _BOUGHT[name] = card
    return card


def _all_known(cards: PlayerCards) -> bool:
    """No unseen card anywhere (hand, discard pile, the pool behind the draw pile's known order)."""
    pile = cards.pile
    return not (pile.hidden or cards.hand_unknown or cards.discard_unknown or any(pile.pool.values()))


def quick(state: GameState, entry: Any) -> Quick | None:
    """(entry, verdict, kind, card, price, by, move, card name) for a legal common move, else None (judge it with
    `evaluate`)."""
    if type(entry) is not dict or state.waiting is not None or "event" in entry or state.gaps:
        return None
    phase = state.phase
    if phase != "action" and phase != "buy":
        return None
    player = state.players[state.active]
    by = entry.get("by")
    if by != player:
        return None
    move = entry.get("move")
    if move == "play":
        name = entry.get("card")
        found = _PLAYED.get(name) if type(name) is str else None
        if found is None:
            found = _played(name)
            if found is None:
                return None
        card, kind = found
        if kind == _PLAY_TREASURE:
            flags = state.flags  # usually empty while treasures are played: no lookup then
            if (flags and flags.get("bought")) or state.cards[player].hand.get(card.tag, 0) <= 0:
                return None
            return entry, (_LEGAL_TREASURE_FIRST if phase == "action" else _LEGAL), kind, card, 0, by, move, name
        if kind == _PLAY_VANILLA:  # as `_play` for an action, its effect drawing from known cards (seeded)
            if phase != "action" or state.actions < 1 or state.seed is None or state.stack:
                return None
            cards = state.cards[player]
            if cards.hand.get(card.tag, 0) <= 0 or not _all_known(cards):
                return None
            return entry, _LEGAL, kind, card, 0, by, move, name
        return None
    if move == "buy":
        name = entry.get("card")
        card = _BOUGHT.get(name) if type(name) is str else None
        if card is None:
            card = _bought(name)
            if card is None:
                return None
        if state.supply.get(card.tag, 0) <= 0 or state.buys < 1:
            return None
        reduction = state.flags.get("cost_reduction", 0)
        price = max(0, card.cost - int(reduction)) if reduction else card.cost
        if price > state.coins:
            return None
        return entry, _LEGAL, _BUY, card, price, by, move, name
    if move == "end-phase" and phase == "action":
        return entry, _LEGAL, _TO_BUY, None, 0, by, move, entry.get("card")
    if (move == "end-phase" or move == "end-turn") and state.seed is not None and not state.stack:
        # seeded and every card of the player known (`_all_known`, written out): the clean-up draws (and
        # shuffles) without fail
        cards = state.cards[player]
        pile = cards.pile
        if pile.hidden or cards.hand_unknown or cards.discard_unknown or any(pile.pool.values()):
            return None
        return entry, _LEGAL, _CLEANUP, None, 0, by, move, entry.get("card")
    return None


def apply_quick(state: GameState, entry: dict[str, Any], found: Quick) -> None:
    """Apply a move `quick` recognised to `state` itself (its shared parts are copied on write)."""
    kind = found[2]
    player = state.players[state.active]
    if kind == _PLAY_TREASURE:  # as `_play` does for a treasure
        card = found[3]
        tag = card.tag
        cards = state.own(player) if player in state._shared else state.cards[player]
        cards.hand[tag] -= 1
        cards.in_play.append(tag)
        state.phase = "buy"
        state.coins += card.coins or 0
        flags = state.flags  # empty (the usual case): no bonus, and no Silber played yet
        if tag == "Copper":
            if flags:
                state.coins += int(flags.get("copper_bonus", 0))
        elif tag == "Silver" and not (flags and flags.get("silver_played")):
            state.own_flags()["silver_played"] = 1
            if flags:
                state.coins += int(state.flags.get("merchants", 0))
    elif kind == _BUY:  # as `_buy`
        state.phase = "buy"
        state.coins -= found[4]
        state.buys -= 1
        flags = state.own_flags() if state._shared else state.flags
        flags["bought"] = flags.get("bought", 0) + 1
        tag = found[3].tag  # I.gain(state, player, tag, "discard"), written out (`quick` saw the pile not empty)
        (state.own_supply() if state._shared else state.supply)[tag] -= 1
        discard = (state.own(player) if player in state._shared else state.cards[player]).discard
        discard[tag] = discard.get(tag, 0) + 1  # `discard[tag] += 1` without Counter.__missing__ (Python)
    elif kind == _TO_BUY:
        state.phase = "buy"
    elif kind == _CLEANUP:  # as `_evaluate` does for the end of the turn (push and run "cleanup"), step by step
        I.cleanup_known(state, player)
    else:  # _PLAY_VANILLA: as `_play` for an action, then its effect's `Draw` and `Plus` (run by `I.run`)
        tag = found[3].tag
        cards = state.own(player)
        cards.hand[tag] -= 1
        cards.in_play.append(tag)
        state.actions -= 1
        flags = state.own_flags()
        flags["actions_played"] = flags.get("actions_played", 0) + 1
        draw, actions, buys, coins = VANILLA[tag]
        if draw:
            I.draw_known(state, cards, player, draw)
        state.actions += actions
        state.buys += buys
        state.coins += coins

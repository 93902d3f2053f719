"""The rules of a move or an event, one place per rule: `on_move` and `on_event` (the game's hooks of
`Ruleset.step`). The skeleton has checked the entry's form, that the game goes on, that a move answers
a player's task (by that player) or an event a chance job. A rule refuses by raising
`CATALOG.refuse` / `CATALOG.contradict` before anything changes; a move that proceeds is carried out on
a derived state (copy-on-write, see `GameState.derive`), which is returned. Player cards change only
through `new.own(player)`."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.pile import PileError
from engine.core.step import Chance, Choice, Notes
from engine.games.dominion import cards, piles
from engine.games.dominion.cards import Cost
from engine.games.dominion.chance import WAIT, progress_chance, shuffle, take, take_from_deck
from engine.games.dominion.effects.common import BLIND_ANSWERS
from engine.games.dominion.events import hears, listeners
from engine.games.dominion.model import (
    COFFERS,
    DEBT,
    DEFS,
    EVENT,
    EVENT_DEFS,
    NO_BONUS,
    POTIONS,
    buy_forbidden,
    controller,
    cost,
    debt_of,
    receiver,
    treasure_coins,
)
from engine.games.dominion.phases import TREASURE_FIRST, check_play
from engine.games.dominion.piles import PILE_OF
from engine.games.dominion.rules import CATALOG
from engine.games.dominion.runner import cleanup_args, deliver, heard_shuffle, play_card_frame, push, run
from engine.games.dominion.state import GameState
from engine.games.dominion.tokens import fewer_coins
from engine.games.dominion.zones import gain, zone_take

__all__ = ["TREASURE_FIRST", "on_event", "on_move"]


def on_move(state: GameState, choice: Choice, entry: dict[str, Any], notes: Notes) -> GameState:
    if not choice.is_turn:
        if entry["move"] != "choose":
            raise CATALOG.refuse("dominion.anweisungen-vollstaendig",
                                 "Erst muss die ausgespielte Karte vollständig abgehandelt werden.",
                                 "The card being played must be resolved completely first.", pending=choice.rule)
        return _choose(state, entry, choice, notes)
    move = entry["move"]
    if move == "play":
        return _play(state, entry, notes)
    if move == "buy":
        return _buy(state, entry, notes)
    if move == "coffers":
        return _spend_coffers(state, entry, notes)
    if move == "repay":  # Schulden zurückzahlen (Empires; format.md "Ereignisse / Events")
        return _repay(state, entry, notes)
    if move in ("end-phase", "end-turn"):
        new = state.derive()
        if move == "end-phase" and new.phase == "action":
            new.phase = "buy"
            found = listeners(new, "phase", {"player": new.player, "phase": "buy"})
            if found:  # cards that act when the buy phase begins
                push(new, "on", {"event": "phase", "data": {"player": new.player, "phase": "buy"},
                                 "listeners": found, "result": None})
                run(new, notes)
            return new
        new.phase = "cleanup"
        push(new, "cleanup", cleanup_args(new))
        run(new, notes)
        return new
    if move == "choose":
        raise CATALOG.refuse("dominion.keine-entscheidung-offen", "Es ist keine Entscheidung offen.",
                             "No decision is open.")
    raise CATALOG.refuse("dominion.eintrag-form", f"Unbekannter Zug {move!r}.", f"Unknown move {move!r}.")


def _card(entry: dict[str, Any]) -> cards.Card:
    card = cards.resolve(entry.get("card"))
    if card is None:
        raise CATALOG.refuse("dominion.karte-unbekannt", f"Unbekannte Karte {entry.get('card')!r}.",
                             f"Unknown card {entry.get('card')!r}.")
    return card


def _in_hand(state: GameState, player: str, tag: str) -> bool:
    owned = state.cards[player]
    return owned.hand[tag] > 0 or (owned.hand_unknown > 0 and owned.draw_pile.can_resolve(tag))


def _play(state: GameState, entry: dict[str, Any], notes: Notes) -> GameState:
    card = _card(entry)
    if not _in_hand(state, state.player, card.tag):
        raise CATALOG.refuse("dominion.karte-nicht-auf-der-hand", f"{card.name_de} ist nicht auf der Hand.",
                             f"{card.name_en} is not in hand.", card=card.name_de)
    kind = check_play(state, card, notes)
    tag = card.tag
    new = state.derive()
    player = new.player
    zone_take(new, player, tag, "hand")
    new.own(player).in_play.append(tag)
    if kind == "action":
        new.actions -= 1
        flags = new.own_flags()
        flags["actions_played"] = flags.get("actions_played", 0) + 1
        play_card_frame(new, tag, {"player": player})
        run(new, notes)
        return new
    new.phase = "buy"
    coins = treasure_coins(new, tag)
    if coins and new.cards[player].tokens:  # the −1 Geld token (tokens.py)
        coins = fewer_coins(new, player, coins)
    new.coins += coins
    definition = DEFS.get(tag)
    if definition is not None:
        if definition.marks and not new.flags.get(definition.marks):
            new.own_flags()[definition.marks] = 1
        if definition.play is not None or definition.bonus != NO_BONUS:  # a treasure with instructions
            play_card_frame(new, tag, {"player": player})
            run(new, notes)
    return new


def _refuse_under_top(state: GameState, card: cards.Card) -> None:
    """A card of a pile of several card names that does not lie on top (piles.py): not to be bought."""
    pile = PILE_OF[card.tag]
    name = cards.german(pile)
    on_top = piles.top(state, pile)
    rule = "dominion.gemischter-stapel" if piles.PILES[pile].mixed or pile == "Castles" else "dominion.geteilter-stapel"
    raise CATALOG.refuse(rule, f"{card.name_de} liegt nicht oben auf dem Stapel {name}"
                         + (f" (oben liegt {cards.german(on_top)})." if on_top else "."),
                         f"{card.name_en} is not the top card of the {cards.card(pile).name_en} pile"
                         + (f" ({cards.card(on_top).name_en} is)." if on_top else "."), card=card.name_de)


def _buy(state: GameState, entry: dict[str, Any], notes: Notes) -> GameState:
    card = _card(entry)
    if card.is_("Event"):  # an Event is bought, not a card (format.md "Ereignisse / Events")
        return _buy_event(state, entry, card, notes)
    if card.tag not in state.supply:
        raise CATALOG.refuse("dominion.karte-nicht-im-vorrat", f"{card.name_de} gehört nicht zum Vorrat.",
                             f"{card.name_en} is not in the supply.", card=card.name_de)
    if state.supply[card.tag] <= 0 and card.tag in PILE_OF and piles.size(state, PILE_OF[card.tag]):
        _refuse_under_top(state, card)
    if state.supply[card.tag] <= 0:
        raise CATALOG.refuse("dominion.vorrat-stapel-leer", f"Der Stapel {card.name_de} ist leer.",
                             f"The {card.name_en} pile is empty.", card=card.name_de)
    if state.buys < 1:
        raise CATALOG.refuse("dominion.kauf-braucht-kauf", "Kein Kauf mehr frei.", "No buy left.")
    _no_debt(state)
    price = cost(state, card.tag)
    if price.coins > state.coins:  # the coins first; the potions below (debt is taken, not paid: _no_debt)
        raise CATALOG.refuse("dominion.kauf-braucht-geld",
                             f"{card.name_de} kostet {price.coins}, verfügbar sind {state.coins}.",
                             f"{card.name_en} costs {price.coins}, only {state.coins} available.",
                             cost=price.coins, coins=state.coins)
    if price.potion and price.potion > state.flags.get(POTIONS, 0):
        raise CATALOG.refuse("dominion.kauf-braucht-trank",
                             f"{card.name_de} kostet {price.potion} Trank, verfügbar sind {state.flags.get(POTIONS, 0)}.",
                             f"{card.name_en} costs {price.potion} potion, only {state.flags.get(POTIONS, 0)} available.",
                             potion=price.potion, potions=state.flags.get(POTIONS, 0))
    forbidden = buy_forbidden(state, card.tag)
    if forbidden is not None:
        raise CATALOG.refuse(forbidden, f"{card.name_de} darf in diesem Zug nicht gekauft werden.",
                             f"{card.name_en} may not be bought this turn.", card=card.name_de)
    overpay, overpay_potion = _overpay(state, entry, card, price)
    new = state.derive()
    new.phase = "buy"
    new.coins -= price.coins + overpay
    new.buys -= 1
    flags = new.own_flags()
    flags["bought"] = flags.get("bought", 0) + 1  # rule dominion.geld-vor-kauf
    if price.potion or overpay_potion:
        flags[POTIONS] -= price.potion + overpay_potion
    player = new.player
    if price.debt:  # a card with debt in its cost: its buyer takes that many debt tokens (dominion.auslegung.schulden)
        notes.reading("dominion.auslegung.schulden")
        _take_debt(new, player, price.debt)
    bought = {"player": player, "card": card.tag, **({"overpay": overpay} if overpay else {}),
              **({"overpay_potion": overpay_potion} if overpay_potion else {})}
    found = listeners(new, "buy", bought)
    # cards hear the buy or the gain (or the gain about to happen): it runs as an effect (the bus's frames)
    if found or hears(new, "gain") or hears(new, "would-gain"):
        push(new, "buy", {**bought, "listeners": found})
        run(new, notes)
        return new
    gain(new, receiver(new, player), card.tag, "discard")  # a controlled turn's buys are its controller's
    return new


def _no_debt(state: GameState) -> None:
    """No card is bought and no Event while the player holds debt tokens (dominion.auslegung.schulden-kein-kauf)."""
    debt = debt_of(state, state.player)
    if debt:
        raise CATALOG.refuse("dominion.auslegung.schulden-kein-kauf",
                             f"Mit {debt} Schulden-Markern darf nichts gekauft werden: erst zurückzahlen.",
                             f"With {debt} debt tokens nothing may be bought: pay them off first.", debt=debt)


def _take_debt(state: GameState, player: str, debt: int) -> None:
    tokens = state.own(player).tokens
    tokens[DEBT] = tokens.get(DEBT, 0) + debt


def _buy_event(state: GameState, entry: dict[str, Any], card: cards.Card, notes: Notes) -> GameState:
    """Buy an Event (rulebook 003 ln5227, ln5803): one of the game's, in the buy phase (a buy in the action phase begins
    it: dominion.auslegung.ereignis-kaufphase), 1 buy and its printed coin cost (dominion.auslegung.ereignis-kosten);
    its debt is taken as debt tokens (dominion.schulden). No card is bought or gained
    (dominion.ereignis-kein-kartenkauf: no "buy" event of the bus), but it is a buy of the turn: the flag "bought"
    (dominion.auslegung.ereignis-ist-kauf). Then its instructions run (`model.define_event`'s `play`)."""
    tag = card.tag
    if f"{EVENT}{tag}" not in state.tokens:
        raise CATALOG.refuse("dominion.ereignis", f"Das Ereignis {card.name_de} ist nicht in dieser Partie.",
                             f"The Event {card.name_en} is not in this game.", card=card.name_de)
    if tag not in EVENT_DEFS:  # an Event of the game that is not implemented: unsupported, never replayed
        raise AssertionError(f"Event {tag} is in the game but not implemented")
    if state.buys < 1:
        raise CATALOG.refuse("dominion.kauf-braucht-kauf", "Kein Kauf mehr frei.", "No buy left.")
    _no_debt(state)
    price = card.price  # printed: reductions change the costs of cards only (dominion.auslegung.ereignis-kosten)
    if price.coins > state.coins:
        raise CATALOG.refuse("dominion.ereignis", f"{card.name_de} kostet {price.coins}, verfügbar sind {state.coins}.",
                             f"{card.name_en} costs {price.coins}, only {state.coins} available.",
                             cost=price.coins, coins=state.coins)
    limits = EVENT_DEFS[tag]
    player = state.player
    if (limits.once_per_turn and state.flags.get(f"{EVENT}{tag}")) or (
            limits.once_per_game and state.cards[player].tokens.get(f"{EVENT}{tag}")):
        raise CATALOG.refuse("dominion.ereignis-einmal", f"{card.name_de} wurde schon erworben.",
                             f"{card.name_en} has been bought already.", card=card.name_de)
    rule = buy_forbidden(state, tag)
    if rule is not None:
        raise CATALOG.refuse(rule, f"{card.name_de} darf jetzt nicht erworben werden.",
                             f"{card.name_en} may not be bought now.", card=card.name_de)
    if state.phase == "action":
        notes.reading("dominion.auslegung.ereignis-kaufphase")
    if overpay_of(entry):
        raise CATALOG.refuse("dominion.ueberzahlen", f"{card.name_de} kann man nicht überzahlen.",
                             f"{card.name_en} cannot be overpaid.", card=card.name_de)
    new = state.derive()
    new.phase = "buy"
    new.coins -= price.coins
    new.buys -= 1
    flags = new.own_flags()
    flags["bought"] = flags.get("bought", 0) + 1  # a buy of the turn (dominion.auslegung.ereignis-ist-kauf)
    flags[f"{EVENT}{tag}"] = flags.get(f"{EVENT}{tag}", 0) + 1
    if limits.once_per_game:
        new.own(player).tokens[f"{EVENT}{tag}"] = 1
    if price.debt:
        _take_debt(new, player, price.debt)
    push(new, tag, {"player": player})  # its instructions: the Event's effect (model.define_event)
    run(new, notes)
    return new


def overpay_of(entry: dict[str, Any]) -> bool:
    return bool(entry.get("overpay") or entry.get("overpay_potion"))


def _repay(state: GameState, entry: dict[str, Any], notes: Notes) -> GameState:
    """Pay off debt tokens (Empires; dominion.auslegung.schulden-zurueckzahlen): any time in the buy phase, 1 coin
    each, at most the tokens held and the coins there are; in the action phase it begins the buy phase."""
    count = entry.get("count")
    debt = debt_of(state, state.player)
    most = min(debt, state.coins)
    if type(count) is not int or not 1 <= count <= most:
        raise CATALOG.refuse("dominion.auslegung.schulden-zurueckzahlen",
                             (f"Zurückzuzahlen sind 1 bis {most} Schulden-Marker" if most else
                              "Es ist nichts zurückzuzahlen") + f" ({debt} Marker, {state.coins} Geld).",
                             (f"1 to {most} debt tokens may be paid off" if most else "Nothing can be paid off")
                             + f" ({debt} tokens, {state.coins} coins).", count=count, debt=debt, coins=state.coins)
    notes.reading("dominion.auslegung.schulden-zurueckzahlen")
    new = state.derive()
    new.phase = "buy"
    new.coins -= count
    tokens = new.own(new.player).tokens
    tokens[DEBT] -= count
    if not tokens[DEBT]:
        del tokens[DEBT]
    return new


def _overpay(state: GameState, entry: dict[str, Any], card: cards.Card, price: Cost) -> tuple[int, int]:
    """The coins and potions the buy pays beyond the card's cost (Die Gilden, rulebook 003 ln4973: "Überzahlen",
    "Die Karten TRANK ... können ebenfalls zum Überzahlen verwendet werden"): only for a card with a "+" after its
    cost, and only with what the player has beyond the cost."""
    overpay, potions = entry.get("overpay", 0), entry.get("overpay_potion", 0)
    if not overpay and not potions:
        return 0, 0
    if not card.overpay:
        raise CATALOG.refuse("dominion.ueberzahlen", f"{card.name_de} kann man nicht überzahlen.",
                             f"{card.name_en} cannot be overpaid.", card=card.name_de)
    have = state.flags.get(POTIONS, 0)
    if price.coins + overpay > state.coins or price.potion + potions > have:
        raise CATALOG.refuse("dominion.ueberzahlen",
                             f"{card.name_de} kostet {price.coins}, überzahlt {overpay} (und {potions} Trank), "
                             f"verfügbar sind {state.coins} (und {have} Trank).",
                             f"{card.name_en} costs {price.coins}, overpaid {overpay} (and {potions} potion), "
                             f"only {state.coins} (and {have} potion) available.",
                             cost=price.coins, overpay=overpay, coins=state.coins, overpay_potion=potions, potions=have)
    return int(overpay), int(potions)


def _spend_coffers(state: GameState, entry: dict[str, Any], notes: Notes) -> GameState:
    """Spend Münzen (Die Gilden, rulebook 003 ln4967): in the buy phase, before buying, any number of the active
    player's, each +1 coin; they go back to the supply. In the action phase it begins the buy phase (reading
    dominion.auslegung.muenzen-beginnen-kauf, as a treasure does)."""
    count = entry.get("count")
    have = state.cards[state.player].tokens.get(COFFERS, 0)
    if state.flags.get("bought"):
        raise CATALOG.refuse("dominion.muenzen-vor-kauf", "Münzen werden nur vor dem ersten Kauf eingesetzt.",
                             "Coffers are spent only before the first buy.")
    if type(count) is not int or not 1 <= count <= have:
        raise CATALOG.refuse("dominion.muenzen-einsetzen", f"Einzusetzen sind 1 bis {have} Münzen.",
                             f"1 to {have} coffers may be spent.", count=count, coffers=have)
    if state.phase == "action":
        notes.reading("dominion.auslegung.muenzen-beginnen-kauf")
    if controller(state) is not None:  # a controlled turn (Besessenheit): the active player's Münzen
        notes.reading("dominion.auslegung.muenzen-besessenheit")
    new = state.derive()
    new.phase = "buy"
    new.coins += fewer_coins(new, new.player, count)  # the −1 Geld token (tokens.py): "in irgendeiner Art und Weise"
    tokens = new.own(new.player).tokens
    tokens[COFFERS] -= count
    if not tokens[COFFERS]:
        del tokens[COFFERS]
    return new


def _answer(entry: dict[str, Any], task: Choice) -> list[str] | None:
    """The chosen options or card tags the answer names; None when it names something else."""
    if task.data["source"] == "options":
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
        card = cards.resolve(name)
        if card is None:
            return None
        tags.append(card.tag)
    return tags


def _blind(entry: dict[str, Any], task: Choice) -> int:
    """How many cards the answer leaves unnamed (`unknown`); refused when it may not."""
    blind = entry.get("unknown", 0)
    if blind == 0 and "unknown" not in entry:
        return 0
    if type(blind) is not int or blind < 1:
        raise CATALOG.refuse("dominion.eintrag-form", "„unknown“ ist eine Anzahl ab 1.",
                             "\"unknown\" is a count from 1.")
    if task.data["source"] not in ("hand", "revealed") or task.rule not in BLIND_ANSWERS:
        raise CATALOG.refuse("dominion.eintrag-form",
                             "Diese Entscheidung muss ihre Karten nennen: die Anweisung braucht, welche es sind.",
                             "This decision must name its cards: the instruction depends on which they are.",
                             pending=task.rule)
    return blind


def _choose(state: GameState, entry: dict[str, Any], task: Choice, notes: Notes) -> GameState:
    data = task.data
    rule = task.rule
    chosen = _answer(entry, task)
    if chosen is None:
        raise CATALOG.refuse(rule, "Die Antwort passt nicht zur offenen Entscheidung.",
                             "The answer does not fit the open decision.", expected=data["source"])
    blind = _blind(entry, task)
    least, most = data["least"], data["most"]
    if not least <= len(chosen) + blind <= most:
        raise CATALOG.refuse(rule, f"Zu wählen sind {least} bis {most}, gewählt {len(chosen) + blind}.",
                             f"Choose {least} to {most}, chose {len(chosen) + blind}.")
    counts = Counter(chosen)
    if data["distinct"] and max(counts.values(), default=0) > 1:
        raise CATALOG.refuse(rule, "Die gewählten Anweisungen müssen verschieden sein.",
                             "The chosen instructions must differ.")
    candidates = data["candidates"]
    extra = 0
    owner = data.get("owner", task.player)  # whose cards (a controlled turn's decisions are its controller's)
    pool = state.cards[owner].draw_pile.pool
    for tag, n in counts.items():
        have = candidates.get(tag, 0)
        if n > have:
            if tag not in data["possible"]:
                name = cards.card(tag).name_de if tag in cards.card_table() else tag
                raise CATALOG.refuse(rule, f"{name} steht hier nicht zur Wahl.", f"{tag} is not an option here.",
                                     options=sorted(candidates))
            if n - have > pool.get(tag, 0):  # the unseen cards are the pool's: no more copies than it holds
                raise CATALOG.refuse(rule, f"So viele {cards.card(tag).name_de} können die verdeckten Karten "
                                     "nicht sein.", f"The unseen cards cannot hold that many {tag}.")
            extra += n - have
    unseen = _unseen(state, task)
    forgotten = 0
    if blind and data["source"] == "hand" and state.seed is None:
        # the record does not say which hand cards the unnamed ones were (format.md, "unknown"): seen ones too, so
        # the known cards that could be chosen and are not named become unseen cards of the hand (a seeded game
        # knows every card: there the record names them)
        forgotten = sum(candidates.values()) - sum(min(n, candidates.get(tag, 0)) for tag, n in counts.items())
    if blind and unseen + forgotten < extra + blind:
        # an unnamed card must be one of the zone's unseen cards, besides those the named ones resolve
        raise CATALOG.refuse(rule, "So viele ungesehene Karten gibt es dort nicht.",
                             "There are not that many unseen cards there.", unknown=blind)
    if extra > data["unknown"]:
        raise CATALOG.refuse(rule, "So viele verdeckte Karten hat die Hand nicht.",
                             "The hand has not that many unseen cards.")
    if len(chosen) + blind < data.get("unverified_least", 0):
        notes.gap(rule, "Ob die verdeckten Handkarten eine passende Karte enthalten, sagt die Partie nicht.",
                  "The record does not say whether the unseen hand cards hold a fitting card.")
    gap = BLIND_ANSWERS.get(rule) if blind else None
    if gap is not None:  # the identity of an unnamed card decides whether it may be chosen
        notes.gap(rule, gap[0], gap[1])
    new = state.derive()
    if extra:  # unseen cards are revealed by the answer: take their identities out of the pool
        owned = new.own(owner)
        for tag, n in counts.items():
            for _ in range(max(0, n - candidates.get(tag, 0))):
                owned.own_draw_pile().resolve(tag)
                if data["source"] == "revealed":
                    owned.revealed_unknown -= 1
                    owned.revealed.append(tag)
                elif data["source"] == "discard":  # an unseen card of the discard pile, named now
                    owned.discard_unknown -= 1
                    owned.discard[tag] += 1
                else:
                    owned.hand_unknown -= 1
                    owned.hand[tag] += 1
    if forgotten:
        _forget_hand(new, owner, candidates, counts)
    deliver(new, chosen + [None] * blind if blind else chosen, notes)
    return new


def _forget_hand(state: GameState, player: str, candidates: dict[str, int], named: Counter[str]) -> None:
    """The known hand cards a choice could take and does not name become unseen cards of the hand: their
    identities join the player's pool as outstanding (engine/core/pile.py), so that the unnamed cards of the
    choice, and what stays in the hand, are constrained to them (a later play or reveal resolves them) rather
    than known. Sound, less strict: the pool no longer tells these cards from the draw pile's."""
    owned = state.own(player)
    pile = owned.own_draw_pile()
    for tag, have in candidates.items():
        count = have - min(named.get(tag, 0), have)
        if count > 0:
            owned.hand[tag] -= count
            pile.pool[tag] += count
            owned.hand_unknown += count


def _unseen(state: GameState, task: Choice) -> int:
    """The unseen cards of the zone the open decision chooses from (hand or looked-at cards)."""
    owned = state.cards[task.data.get("owner", task.player)]
    if task.data["source"] == "discard":
        return owned.discard_unknown
    return owned.revealed_unknown if task.data["source"] == "revealed" else owned.hand_unknown


def on_event(state: GameState, chance: Chance, entry: dict[str, Any], notes: Notes) -> GameState:
    kind = entry["event"]
    player = chance.player
    assert player is not None
    if entry.get("by") != player or kind != chance.need:
        raise CATALOG.contradict("dominion.ereignis-falsch", f"Fällig ist: {chance.need} für {player}.",
                                 f"Due: {chance.need} for {player}.", got=kind)
    if kind == "shuffle":
        new = state.derive()
        shuffle(new, player)
        if heard_shuffle(new):  # cards hear the shuffle: they act first, then the draw goes on ("draw-on")
            run(new, notes)
            return new
    elif "deck" in chance.data:  # revealed from a deck beside the supply (Schwarzmarkt)
        new = _from_deck(state, chance, entry)
    else:
        drawn = _drawn(entry, chance)
        draw_pile = state.cards[player].draw_pile
        if not 1 <= len(drawn) <= min(chance.count, draw_pile.size):
            raise CATALOG.contradict("dominion.ziehen-anzahl",
                                     f"Zu ziehen sind noch {chance.count}, im Nachziehstapel {draw_pile.size}.",
                                     f"{chance.count} still to draw, {draw_pile.size} in the draw pile.",
                                     got=len(drawn))
        new = state.derive()
        job = new.task
        assert type(job) is Chance
        try:
            take(new, job, drawn)
        except PileError as exc:  # the event names a card the draw pile cannot hold (`new` is dropped)
            raise CATALOG.contradict("dominion.karte-nicht-im-nachziehstapel",
                                     f"Diese Karte kann nicht im Nachziehstapel sein: {exc}",
                                     f"That card cannot be in the draw pile: {exc}") from None
    job = new.task
    result = progress_chance(new)
    if result is not WAIT:
        deliver(new, result, notes, chance=job)
    return new


def _from_deck(state: GameState, chance: Chance, entry: dict[str, Any]) -> GameState:
    """A reveal event of a deck beside the supply: 1 to the due number of cards, each one of the deck's known
    cards (a record's deck holds the cards its setup names, order unknown)."""
    drawn = _drawn(entry, chance)
    if None in drawn or not 1 <= len(drawn) <= chance.count:
        raise CATALOG.contradict("dominion.ziehen-anzahl", f"Aufzudecken sind bis zu {chance.count} genannte Karten.",
                                 f"Up to {chance.count} named cards are to be revealed.", got=len(drawn))
    new = state.derive()
    job = new.task
    assert type(job) is Chance
    try:
        take_from_deck(new, job, drawn)  # type: ignore[arg-type]
    except PileError as exc:
        raise CATALOG.contradict("dominion.ereignis-falsch", f"Diese Karte liegt nicht im Stapel: {exc}",
                                 f"That card is not in the deck: {exc}") from None
    return new


def _drawn(entry: dict[str, Any], chance: Chance) -> list[str | None]:
    """The cards a draw or reveal event names (None for each card it leaves unseen)."""
    if isinstance(entry.get("cards"), list):
        drawn: list[str | None] = []
        for name in entry["cards"]:
            card = cards.resolve(name)
            if card is None:
                raise CATALOG.contradict("dominion.karte-unbekannt", f"Unbekannte Karte {name!r}.",
                                         f"Unknown card {name!r}.")
            drawn.append(card.tag)
        return drawn
    if isinstance(entry.get("count"), int) and (entry["event"] == "draw" or chance.data.get("look")):
        return [None] * entry["count"]  # drawn unseen, or looked at unseen (Torwächterin)
    raise CATALOG.refuse("dominion.eintrag-form", "Ein Aufdecken nennt die Karten.", "A reveal names the cards.")

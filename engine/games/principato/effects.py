"""A1, activating an action card (ln147-159): the card's effect exactly once (ln151, ln327), paid in full
from the cubes in storage (Q23), and the swap the swap symbol demands (ln155) or forbids (ln159).

Each effect kind is one small function; `EFFECTS` in cards.py says which card does what (ln331-391).
"""

from __future__ import annotations

from typing import Any

from engine.core.step import Notes
from engine.games.principato import cards, supply
from engine.games.principato.rules import CATALOG
from engine.games.principato.state import GameState, Principality

CUBE_DE = {"nahrung": "Nahrung", "geld": "Geld", "gunst": "Gunst"}


def option_index(effect: cards.Effect, year: int, entry: dict[str, Any]) -> int:
    """The chosen "– ODER –" alternative (1-based in the record); one per activation (ln327)."""
    option = entry.get("option", 1)
    if isinstance(option, list):
        if len(option) != 1:
            raise CATALOG.refuse("einmal-je-aktivierung", "Bei einer Aktivierung wird genau eine Möglichkeit "
                                 "der Karte einmal ausgeführt.", "One activation carries out exactly one of the "
                                 "card's options, once.", option=option)
        option = option[0]
    options = effect.options_in(year)
    count = max(1, len(options))
    if type(option) is not int or not 1 <= option <= count:
        raise CATALOG.refuse(effect.rule, f"Die Karte bietet {count} Möglichkeit(en), nicht {option!r}.",
                             f"The card offers {count} option(s), not {option!r}.")
    return option - 1


def payment(effect_rule: str, zone: Principality, cost: dict[str, int], pay: Any) -> dict[str, int]:
    """The cubes paid for `cost` (ln167: favour replaces food or money); refuses what storage cannot pay."""
    food, money = cost.get("nahrung", 0), cost.get("geld", 0)
    if pay is None:  # real cubes first, favour for the rest
        used_food, used_money = min(food, zone.cubes["nahrung"]), min(money, zone.cubes["geld"])
        pay = {"nahrung": used_food, "geld": used_money, "gunst": food - used_food + money - used_money}
    paid = {cube: pay.get(cube, 0) for cube in cards.CUBES}
    if (set(pay) - set(cards.CUBES) or paid["nahrung"] > food or paid["geld"] > money
            or sum(paid.values()) != food + money or min(paid.values()) < 0):
        raise CATALOG.refuse("joker", f"Die Zahlung {paid} passt nicht zu den Kosten {cost} "
                             "(Gunst ersetzt Nahrung oder Geld).",
                             f"The payment {paid} does not match the cost {cost} (favour replaces food or money).",
                             cost=cost, pay=paid)
    short = {cube: paid[cube] - zone.cubes[cube] for cube in cards.CUBES if paid[cube] > zone.cubes[cube]}
    if short:
        usable = {cube for cube, n in cost.items() if n} | {"gunst"}
        committed = sum(n for slot, n in zone.units.items() if slot.rsplit("-", 1)[1] in usable)
        if committed >= sum(short.values()):  # the cubes are there, but on units
            raise CATALOG.refuse("steine-nicht-entfernen", "Steine auf Milizen und Condottieri können nicht "
                                 "mehr ausgegeben werden.", "Cubes on militia and condottieri can no longer be "
                                 "spent.", missing=short)
        raise CATALOG.refuse(effect_rule, f"Im Lager fehlen {short} für die Kosten {cost}.",
                             f"Storage lacks {short} for the cost {cost}.", cost=cost, missing=short,
                             stored=dict(zone.cubes))
    return paid


def gain_cubes(state: GameState, zone: Principality, wants: dict[str, int], entry: dict[str, Any], rule: str,
               notes: Notes) -> dict[str, int]:
    """Cubes into storage; what does not fit is forfeited (ln97). A stated `gain` must be what was kept."""
    taken, kept = supply.storable(state, zone, wants)
    if taken != wants:
        notes.reading("auslegung.vorrat-begrenzt")  # Q4
    stated = entry.get("gain")
    if stated is not None:
        stated = {cube: stated.get(cube, 0) for cube in wants} if isinstance(stated, dict) else stated
        if not isinstance(stated, dict) or set(entry["gain"]) - set(wants):
            raise CATALOG.refuse(rule, f"Gewonnen werden hier nur {sorted(wants)}.",
                                 f"Only {sorted(wants)} are gained here.", gain=entry.get("gain"))
        for cube, n in stated.items():
            if n > kept[cube] and n <= taken[cube]:
                raise CATALOG.refuse("lager-grenze", f"{n} {CUBE_DE[cube]} passen nicht ins Lager: Platz für "
                                     f"{zone.capacity(cube) - zone.cubes[cube]}, der Rest verfällt.",
                                     f"{n} {cube} do not fit into storage: room for "
                                     f"{zone.capacity(cube) - zone.cubes[cube]}, the rest is forfeited.",
                                     cube=cube, stated=n, kept=kept[cube], capacity=zone.capacity(cube))
            if n != kept[cube]:
                raise CATALOG.refuse(rule, f"Die Karte bringt {kept[cube]} {CUBE_DE[cube]}, nicht {n}.",
                                     f"The card yields {kept[cube]} {cube}, not {n}.", cube=cube, stated=n,
                                     kept=kept[cube])
    if kept != taken:
        notes.reading("auslegung.lager-je-art")  # Q7: storage counted per kind; the rest is forfeited (ln97)
    for cube, n in kept.items():
        zone.cubes[cube] += n
    return kept


def activate(state: GameState, player: str, entry: dict[str, Any], notes: Notes) -> None:
    zone = state.principalities[player]
    card = entry.get("card")
    if card not in zone.hand:
        raise CATALOG.refuse("eigene-karte", f"{card!r} ist keine der beiden Aktionskarten von {player}.",
                             f"{card!r} is not one of {player}'s two action cards.", hand=list(zone.hand))
    facts = state.cards[card]
    effect = cards.EFFECTS[facts["effect"]]
    notes.reading("auslegung.kartenangaben")  # the record states effect and swap symbol (lost, §10)
    if entry.get("times", 1) != 1:
        raise CATALOG.refuse("einmal-je-aktivierung", "Jede genannte Aktion wird bei einer Aktivierung nur "
                             "einmal ausgeführt.", "Each named action is carried out only once per activation.",
                             times=entry.get("times"))
    take = entry.get("take")
    if facts["swap"] and take is None:
        raise CATALOG.refuse("tausch-pflicht", "Die Karte trägt das Tauschsymbol: nach der Aktivierung muss sie "
                             "gegen eine Karte der Auslage getauscht werden (take).",
                             "The card shows the swap symbol: after activating it, it must be swapped for a "
                             "display card (take).")
    if not facts["swap"] and take is not None:
        raise CATALOG.refuse("tausch-ohne-symbol", "Ohne Tauschsymbol darf die Karte bei dieser Aktion nicht "
                             "getauscht werden.", "Without the swap symbol the card may not be swapped in this "
                             "action.", card=card)
    if take is not None and take not in state.display:
        raise CATALOG.refuse("tausch-aus-auslage", f"{take!r} liegt nicht in der Auslage.",
                             f"{take!r} is not in the display.", display=list(state.display))
    _EFFECT_KIND[effect.kind](state, zone, effect, entry, notes)
    if take is not None:  # ln155: the activated card goes onto the vacated display space
        state.display[state.display.index(take)] = card
        zone.hand[zone.hand.index(card)] = take


def _refuse_fields(effect: cards.Effect, entry: dict[str, Any], allowed: set[str]) -> None:
    extra = sorted({"option", "pay", "count", "vp", "pick", "gain"} & set(entry) - allowed)
    if extra:
        raise CATALOG.refuse(effect.rule, f"Angaben passen nicht zu dieser Karte: {extra}.",
                             f"Fields that do not fit this card: {extra}.", fields=extra)


def _units(state: GameState, zone: Principality, effect: cards.Effect, entry: dict[str, Any], notes: Notes) -> None:
    """ln331/ln375: any number of Condottieri or Milizen from the supply (Q6: at least one)."""
    _refuse_fields(effect, entry, {"count", "option"})
    option_index(effect, state.year, entry)
    count = entry.get("count")
    left = supply.tiles(state, effect.tile)
    notes.reading("auslegung.beliebige-anzahl")
    if type(count) is not int or count < 1:
        raise CATALOG.refuse(effect.rule, "count nennt, wie viele Einheiten genommen werden (mindestens 1).",
                             "count names how many units are taken (at least 1).", count=count)
    if count > left:
        notes.reading("auslegung.seite-fest")  # Q24: both sides share the supply
        raise CATALOG.refuse(effect.rule, f"Im Vorrat liegen nur {left}.", f"The supply holds only {left}.",
                             count=count, supply=left)
    zone.tiles[effect.tile] += count


def _build(state: GameState, zone: Principality, effect: cards.Effect, entry: dict[str, Any], notes: Notes) -> None:
    """ln335-363: pay, then take 1 or 2 tiles; the catapult card's price follows the year (Q13)."""
    _refuse_fields(effect, entry, {"option", "pay"})
    if effect.year_options:
        notes.reading("auslegung.katapult-jahr")
    cost, gain = effect.options_in(state.year)[option_index(effect, state.year, entry)]
    for tile, n in gain.items():
        if supply.tiles(state, tile) < n:
            notes.reading("auslegung.vorrat-begrenzt")
            raise CATALOG.refuse(effect.rule, f"Im Vorrat liegen keine {n} {tile}.",
                                 f"The supply does not hold {n} {tile}.", supply=supply.tiles(state, tile))
    paid = payment(effect.rule, zone, cost, entry.get("pay"))
    _spend(zone, paid, notes)
    for tile, n in gain.items():
        zone.tiles[tile] += n


def _culture(state: GameState, zone: Principality, effect: cards.Effect, entry: dict[str, Any], notes: Notes) -> None:
    """ln355/367/379: pay, then one culture tile "deiner Wahl": the record names its printed VP (lost, ln123)."""
    _refuse_fields(effect, entry, {"option", "pay", "vp"})
    cost, gain = effect.options[option_index(effect, state.year, entry)]
    kind = next(iter(gain))
    if supply.tiles(state, kind) < 1:
        notes.reading("auslegung.vorrat-begrenzt")
        raise CATALOG.refuse(effect.rule, f"Im Vorrat liegt kein {kind} mehr.", f"No {kind} is left in the supply.")
    vp = entry.get("vp")
    left = state.culture_supply[kind]
    if left is not None and vp not in left:
        raise CATALOG.refuse("kultur-wahl", f"Im Vorrat liegt kein {kind} mit {vp!r} Siegpunkten; es gibt "
                             f"{sorted(set(left))}.", f"The supply holds no {kind} worth {vp!r} VP; there are "
                             f"{sorted(set(left))}.", kind=kind, vp=vp, supply=sorted(left))
    if vp is not None and (type(vp) is not int or vp < 0):
        raise CATALOG.refuse("kultur-wahl", "vp nennt die aufgedruckten Siegpunkte.", "vp names the printed VP.")
    paid = payment(effect.rule, zone, cost, entry.get("pay"))
    _spend(zone, paid, notes)
    if left is not None:
        left.remove(vp)
    notes.reading("auslegung.kulturwerte")
    zone.culture[kind].append(vp)


def _per_tile(state: GameState, zone: Principality, effect: cards.Effect, entry: dict[str, Any],
              notes: Notes) -> None:
    """ln359/ln371: as many food (money) as the player has Äcker (Palazzi)."""
    _refuse_fields(effect, entry, {"option", "gain"})
    option_index(effect, state.year, entry)
    gain_cubes(state, zone, {effect.cube: zone.tiles[effect.tile]}, entry, effect.rule, notes)


def _cubes(state: GameState, zone: Principality, effect: cards.Effect, entry: dict[str, Any], notes: Notes) -> None:
    """ln387/ln391: three money (food)."""
    _refuse_fields(effect, entry, {"option", "gain"})
    option_index(effect, state.year, entry)
    gain_cubes(state, zone, {effect.cube: effect.amount}, entry, effect.rule, notes)


def _pick(state: GameState, zone: Principality, effect: cards.Effect, entry: dict[str, Any], notes: Notes) -> None:
    """ln383: two food or money cubes in any combination."""
    _refuse_fields(effect, entry, {"option", "pick", "gain"})
    option_index(effect, state.year, entry)
    pick = entry.get("pick")
    if (not isinstance(pick, dict) or set(pick) - {"nahrung", "geld"}
            or any(type(n) is not int or n < 0 for n in pick.values()) or sum(pick.values()) != effect.amount):
        raise CATALOG.refuse(effect.rule, "pick nennt 2 Steine, Nahrung und/oder Geld.",
                             "pick names 2 cubes, food and/or money.", pick=pick)
    gain_cubes(state, zone, {"nahrung": pick.get("nahrung", 0), "geld": pick.get("geld", 0)}, entry,
               effect.rule, notes)


def _spend(zone: Principality, paid: dict[str, int], notes: Notes) -> None:
    if paid["gunst"]:
        notes.reading("auslegung.bezahlen-aus-lager")  # Q23: paid from storage, favour as joker (ln167)
    for cube, n in paid.items():
        zone.cubes[cube] -= n


_EFFECT_KIND = {"units": _units, "build": _build, "culture": _culture, "per-tile": _per_tile, "cubes": _cubes,
                "pick": _pick}

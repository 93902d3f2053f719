"""Judging and applying one log entry. `evaluate` does both on a copy: one place per rule."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core.pile import PileError
from engine.core.verdict import Verdict
from engine.games.burgund_karten import cards as C
from engine.games.burgund_karten import effects as E
from engine.games.burgund_karten import flow as F
from engine.games.burgund_karten.state import GameState

Outcome = tuple[Verdict, GameState | None]
P = "burgund-karten."
PLAYER_TASKS = ("play", "action", "bonus", "stack", "pick", "warenhaus", "rathaus", "bought", "end")
ACTIONS = ("take", "place", "sell", "workers", "silver", "convert")


class Refusal(Exception):
    """A rule refuses the entry; carries the verdict."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(verdict.rule)
        self.verdict = verdict


def _readings(rule: str) -> tuple[str, ...]:
    from engine.games.burgund_karten.rules import readings_for

    return readings_for(rule)


def refuse(rule: str, de: str, en: str, **details: Any) -> Refusal:
    return Refusal(Verdict.illegal(P + rule, de, en, readings=_readings(P + rule), **details))


def contradict(rule: str, de: str, en: str, **details: Any) -> Refusal:
    return Refusal(Verdict.inconsistent(P + rule, de, en, readings=_readings(P + rule), **details))


def evaluate(state: GameState, entry: Any) -> Outcome:
    """The verdict for `entry` and, when it proceeds, the new state (the argument is never changed)."""
    try:
        new = _evaluate(state, entry)
    except Refusal as refusal:
        return refusal.verdict, None
    except (PileError, KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        return Verdict.illegal(P + "eintrag-form", f"Eintrag nicht verständlich: {exc}",
                               f"Entry not understood: {exc}"), None
    readings = tuple(sorted({g["reading"] for g in new.gaps if "reading" in g}))
    gaps = [g for g in new.gaps if "rule" in g]
    new.gaps = []
    if gaps:
        gap = gaps[0]
        return Verdict.unverifiable(gap["rule"], gap.get("de", "Dafür fehlt eine Angabe, die der Regeltext nicht enthält."),
                                    gap.get("en", "This needs a fact the rulebook text does not give."),
                                    readings=readings, **{k: v for k, v in gap.items() if k not in ("rule", "de", "en")}), new
    return Verdict.legal(readings), new


def _evaluate(state: GameState, entry: Any) -> GameState:
    if not isinstance(entry, dict) or ("move" in entry) == ("event" in entry):
        raise refuse("eintrag-form", "Ein Eintrag ist entweder ein Zug oder ein Ereignis.",
                     "An entry is either a move or an event.")
    if state.over:
        raise refuse("spielende", "Das Spiel ist bereits zu Ende.", "The game is already over.")
    top = state.tasks[-1] if state.tasks else None
    if "event" in entry:
        if top is None or top["t"] != "chance":
            raise contradict("ereignis-unerwartet", "Hier ist kein Zufallsereignis fällig.",
                             "No chance event is due here.", event=entry.get("event"))
        new = state.copy()
        new.gaps = []
        _event(new, top, entry)
        F.advance(new)
        return new
    if top is None or top["t"] == "chance":
        need = None if top is None else top["need"]
        raise contradict("ereignis-fehlt", f"Erst ist ein Ereignis fällig ({need}).",
                         f"A chance event is due first ({need}).")
    by, move = entry.get("by"), entry["move"]
    if by != top["p"]:
        raise refuse("zugreihenfolge", f"{top['p']} ist an der Reihe, nicht {by}.",
                     f"It is {top['p']}'s turn, not {by}'s.")
    new = state.copy()
    new.gaps = []
    if move == "buy":
        _buy(new, by)
    elif move == "play":
        _expect(top, "play")
        _play(new, by, entry)
    elif move == "action":
        _expect(top, "action")
        _action(new, by, top, entry)
    elif move == "choose":
        if top["t"] in ("play", "action", "end"):
            raise refuse("entscheidung-offen", "Es ist keine Wahl offen, sondern ein Zug.",
                         "No choice is open; a move is due.", due=top["t"])
        _choose(new, by, top, entry)
    elif move == "end-turn":
        _expect(top, "end")
        new.tasks.pop()
        F.finish_turn(new)
    else:
        raise refuse("eintrag-form", f"Unbekannter Zug {move!r}.", f"Unknown move {move!r}.")
    F.advance(new)
    return new


def _expect(top: dict[str, Any], kind: str) -> None:
    if top["t"] == kind:
        return
    if top["t"] == "action" and kind == "end":
        raise refuse("normale-aktion", "Erst muss die normale Aktion ausgeführt werden.",
                     "The normal action must be carried out first.")
    raise refuse("entscheidung-offen", f"Offen ist: {top['t']}, nicht {kind}.", f"Open is {top['t']}, not {kind}.",
                 due=top["t"])


def _token(value: Any, what: str = "card") -> str:
    card = C.parse(value)
    if card is None:
        raise refuse("eintrag-form", f"Keine gültige Karte: {value!r} (Art/Würfel[/Siegpunkte]).",
                     f"Not a valid card: {value!r} (kind/die[/vp]).", field=what)
    return card.token


# -- events --------------------------------------------------------------------------------------

def _event(state: GameState, top: dict[str, Any], entry: dict[str, Any]) -> None:
    kind = entry["event"]
    if kind != top["need"] or ("to" in top and entry.get("to", entry.get("by")) != top["to"]):
        raise contradict("ereignis-unerwartet", f"Fällig ist: {top['need']} {top.get('to', '')}.",
                         f"Due: {top['need']} {top.get('to', '')}.", got=kind)
    cards = entry.get("cards")
    if cards is None and kind == "deal" and isinstance(entry.get("count"), int):
        tokens: list[str | None] = [None] * entry["count"]
    elif isinstance(cards, list):
        tokens = []
        for value in cards:
            card = C.parse(value)
            if card is None:
                raise contradict("karte-nicht-im-nachziehstapel", f"Keine gültige Karte: {value!r}.",
                                 f"Not a valid card: {value!r}.")
            tokens.append(card.token)
    else:
        raise refuse("eintrag-form", "Ein Ereignis nennt die Karten (cards) oder beim Austeilen die Anzahl (count).",
                     "An event names its cards (or, for a deal, their count).")
    if kind == "egon":
        want = C.EGON_STACKS[state.phase]
    else:
        available = state.draw.size + sum(state.discard.values())
        want = min(top["count"], available)
    if len(tokens) != want:
        rule = {"display": "auslage-anzahl", "deal": "eigener-stapel", "egon": "solo-egon-stapel",
                "reveal": "kauf-drei-karten"}[kind]
        raise contradict(rule, f"Erwartet {want} Karten, genannt {len(tokens)}.", f"Expected {want} cards, got {len(tokens)}.")
    if state.deck_known or kind != "deal":
        E.note(state, P + "auslegung.kartenwerte")
    try:
        F.apply_chance(state, top, tokens)
    except PileError as exc:
        raise contradict("karte-nicht-im-nachziehstapel", f"Diese Karte kann nicht im Nachziehstapel sein: {exc}",
                         f"That card cannot be in the draw pile: {exc}") from exc


# -- moves ---------------------------------------------------------------------------------------

def _buy(state: GameState, player: str) -> None:
    top = state.tasks[-1]
    zones = state.zones[player]
    if top["t"] == "bought" or state.turn.get("player") != player:
        raise refuse("kauf-einmal", "Jetzt kann nicht gekauft werden.", "No purchase is possible now.")
    if state.turn.get("bought"):
        raise refuse("kauf-einmal", "Pro Zug nur einmal drei Karten kaufen.", "Only one purchase per turn.")
    if zones.silver < 3:
        raise refuse("kauf-drei-silber", f"Der Kauf kostet 3 Silber, vorhanden {zones.silver}.",
                     f"The purchase costs 3 silver, you have {zones.silver}.")
    if state.draw.size + sum(state.discard.values()) < 3:
        raise refuse("kauf-drei-karten", "Es liegen keine drei Karten mehr zum Kaufen bereit.",
                     "There are not three cards left to buy.")
    zones.silver -= 3
    state.turn["bought"] = True
    if state.draw.size < 3:
        E.note(state, P + "auslegung.kauf-mischen")
    state.tasks.append({"t": "chance", "need": "reveal", "to": player, "count": 3})


def _play(state: GameState, player: str, entry: dict[str, Any]) -> None:
    token = _token(entry.get("card"))
    zones = state.zones[player]
    if token in zones.hand:
        zones.hand.remove(token)
    elif zones.hand_unknown and state.draw.can_resolve(F.identity(state, token)):
        state.draw.resolve(F.identity(state, token))
        zones.hand_unknown -= 1
        E.note(state, P + "auslegung.kartenwerte")
    else:
        raise refuse("karte-nicht-auf-der-hand", f"{token} ist nicht auf der Hand.", f"{token} is not in hand.",
                     hand=list(zones.hand), unseen=zones.hand_unknown)
    if state.round == C.ROUNDS:
        E.note(state, P + "auslegung.runde-sechs")
    state.discard[token] += 1  # ln115: offen auf den Ablagestapel
    state.tasks.pop()
    state.turn["played"] = True
    state.tasks.append({"t": "action", "p": player, "die": C.die_of(token), "source": "hand"})


def _int(entry: dict[str, Any], key: str, default: int) -> int:
    value = entry.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise refuse("eintrag-form", f"{key} muss eine ganze Zahl sein.", f"{key} must be an integer.")
    return value


def _die(state: GameState, player: str, task: dict[str, Any], entry: dict[str, Any], needed: bool) -> int | None:
    """The die the action uses: the card's, changed by workers (ln205), or a free one for a Burg (ln335)."""
    zones = state.zones[player]
    workers = _int(entry, "workers", 0)
    if task["die"] is None:
        if workers:
            raise refuse("arbeiter-wuerfel", "Arbeiter ändern nur den Würfel einer abgelegten Aktionskarte.",
                         "Workers change only the die of a played action card.")
        if not needed:
            return None
        die = _int(entry, "die", 0)
        if not 1 <= die <= 6:
            raise refuse("burg-aktion", "Die Burg-Aktion nennt ihre Würfelzahl (1-6).",
                         "The castle's action names its die (1-6).")
        return die
    die = _int(entry, "die", task["die"])
    if not 1 <= die <= 6 or workers < 0 or not C.die_reachable(task["die"], die, workers):
        raise refuse("arbeiter-wuerfel", f"Aus {task['die']} wird mit {workers} Arbeitern keine {die}.",
                     f"{workers} workers cannot turn {task['die']} into {die}.",
                     needed=C.die_distance(task["die"], max(1, min(6, die))))
    if workers > zones.workers:
        raise refuse("arbeiter-wuerfel", f"Nur {zones.workers} Arbeiter vorhanden.", f"Only {zones.workers} workers.")
    if task["source"] == "kauf" and workers:
        E.note(state, P + "auslegung.kauf-arbeiter")
    zones.workers -= workers
    return die


def _limit(state: GameState, player: str, entry: dict[str, Any]) -> str | None:
    """ln133/135: at most 3 projects; with 3, one (any) goes to the discard pile first."""
    zones = state.zones[player]
    discard = entry.get("discard")
    if len(zones.projects) < 3:
        if discard is not None:
            raise refuse("projekt-ablegen", "Ablegen nur bei 3 laufenden Projekten.",
                         "Discard a project only when holding 3.")
        return None
    if discard is None:
        raise refuse("max-drei-projekte", "Schon 3 Projekte: erst eines ablegen (discard).",
                     "Already 3 projects: discard one first.")
    token = _token(discard, "discard")
    if token not in zones.projects:
        raise refuse("projekt-ablegen", f"{token} ist kein eigenes Projekt.", f"{token} is not one of your projects.")
    E.note(state, P + "auslegung.projekt-zuerst-ablegen")
    return token


def _action(state: GameState, player: str, task: dict[str, Any], entry: dict[str, Any]) -> None:
    action = entry.get("action")
    if action not in ACTIONS:
        raise refuse("eintrag-form", f"Unbekannte Aktion {action!r}.", f"Unknown action {action!r}.")
    zones = state.zones[player]
    die = _die(state, player, task, entry, needed=action in ("take", "place", "sell"))
    state.tasks.pop()
    if task["source"] == "hand":
        state.turn["acted"] = True
    if task["source"] == "burg" and action == "take":
        E.note(state, P + "auslegung.projektlimit-ueberall")
    if action == "take":  # A1, ln133
        token = _token(entry.get("card"))
        assert die is not None
        if token not in state.display[die - 1]:
            raise refuse("reihe-nehmen", f"{token} liegt nicht in Reihe {die}.", f"{token} is not in row {die}.",
                         row=list(state.display[die - 1]))
        E.take_from_display(state, player, token, _limit(state, player, entry))
    elif action == "place":  # A2, ln139
        token = _token(entry.get("card"))
        if token not in zones.projects:
            raise refuse("gleiche-wuerfelzahl", f"{token} ist kein eigenes Projekt.", f"{token} is not a project.")
        if C.die_of(token) != die:
            raise refuse("gleiche-wuerfelzahl", f"{token} hat nicht die Würfelzahl {die}.",
                         f"{token} does not show the die {die}.")
        E.place(state, player, token, _target(state, player, token, entry))
    elif action == "sell":  # A3, ln163
        assert die is not None
        sort = C.GOODS_BY_DIE[die]
        if entry.get("sort", sort) != sort:
            raise refuse("warensorte", f"Die Würfelzahl {die} verkauft {sort}.", f"The die {die} sells {sort}.")
        if zones.goods[sort] < 1:
            raise refuse("auslegung.verkauf-mindestens-eine", f"Keine Ware der Sorte {sort} im Lager.",
                         f"No goods of sort {sort} in store.")
        E.sell(state, player, sort)
    elif action == "workers":  # A4, ln173
        if zones.workers >= 2:
            E.note(state, P + "auslegung.aufstocken-ab-zwei")
        zones.workers = max(zones.workers, 2)
    elif action == "silver":  # A5, ln191
        zones.silver += 1
    else:  # A6, ln201
        pay = entry.get("pay")
        if not isinstance(pay, dict) or set(pay) - {"workers", "silver"}:
            raise refuse("eintrag-form", "pay nennt workers und/oder silver.", "pay names workers and/or silver.")
        workers, silver = _int(pay, "workers", 0), _int(pay, "silver", 0)
        if workers < 0 or silver < 0 or workers + silver < 1 or workers > zones.workers or silver > zones.silver:
            raise refuse("umwandeln", f"Abgabe {workers} Arbeiter/{silver} Silber nicht möglich "
                         f"(vorhanden {zones.workers}/{zones.silver}).",
                         f"Cannot return {workers} workers/{silver} silver (have {zones.workers}/{zones.silver}).")
        if (workers + silver) % 3:
            E.note(state, P + "auslegung.umwandeln-rest")
        zones.workers -= workers
        zones.silver -= silver
        zones.vp_cards += (workers + silver) // 3
        E.note(state, P + "auslegung.siegpunkte-unbegrenzt")


def _target(state: GameState, player: str, token: str, entry: dict[str, Any]) -> int | str:
    groups = state.zones[player].groups
    target = entry.get("group", E.default_target(groups, token))
    if target not in E.placement_targets(groups, token) or isinstance(target, bool):
        raise refuse("gruppe-gleiche-art", f"{token} darf nicht zu Gruppe {target!r}.",
                     f"{token} may not join group {target!r}.", allowed=E.placement_targets(groups, token))
    return target


def _choose(state: GameState, player: str, task: dict[str, Any], entry: dict[str, Any]) -> None:
    kind = task["t"]
    zones = state.zones[player]
    if kind == "bonus":
        _bonus(state, player, task, entry)
        return
    if kind == "stack":
        options = E.stack_options(state, task["what"])
        if entry.get("stack") not in options:
            raise refuse("stapel-wahl", f"Zur Wahl stehen {options}.", f"The options are {options}.")
        state.tasks.pop()
        E.take_from_stack(state, player, entry["stack"])
        return
    if kind == "bought":
        token = _token(entry.get("card"))
        if token not in task["cards"]:
            raise refuse("kauf-eine-karte", f"{token} ist keine der gekauften Karten.", f"{token} was not bought.")
        use = entry.get("use")
        if use not in ("project", "action"):
            raise refuse("kauf-eine-karte", "use ist project oder action.", "use is project or action.")
        state.tasks.pop()
        rest = list(task["cards"])
        rest.remove(token)
        state.discard.update(rest)  # ln228: die beiden anderen auf den Ablagestapel
        if use == "project":
            discard = _limit(state, player, entry)
            if discard is not None:
                zones.projects.remove(discard)
                state.discard[discard] += 1
            zones.projects.append(token)
        else:
            if "discard" in entry:
                raise refuse("projekt-ablegen", "Ablegen nur beim Nehmen eines Projekts.",
                             "A project is discarded only when taking one.")
            state.discard[token] += 1
            state.tasks.append({"t": "action", "p": player, "die": C.die_of(token), "source": "kauf"})
        return
    if kind in ("pick", "warenhaus", "rathaus"):
        declined = entry.get("card", entry.get("sort")) is None
        if declined:
            state.tasks.pop()
            E.note(state, P + "auslegung.darf-effekte")
            return
    if kind == "pick":
        token = _token(entry.get("card"))
        if token not in E.pick_options(state, task["building"]):
            raise refuse("gebaeude-nehmen", f"{task['building']} erlaubt {token} nicht (oder es liegt nicht aus).",
                         f"{task['building']} does not allow {token} (or it is not displayed).")
        E.note(state, P + "auslegung.projektlimit-ueberall")
        discard = _limit(state, player, entry)
        state.tasks.pop()
        E.take_from_display(state, player, token, discard)
    elif kind == "warenhaus":
        sort = entry.get("sort")
        if sort not in C.GOODS or zones.goods[sort] < 1:
            raise refuse("warenhaus", f"Keine Ware der Sorte {sort!r} im Lager.", f"No goods of sort {sort!r}.")
        state.tasks.pop()
        E.sell(state, player, sort)
    elif kind == "rathaus":
        token = _token(entry.get("card"))
        if token not in zones.projects:
            raise refuse("rathaus", f"{token} ist kein eigenes Projekt.", f"{token} is not one of your projects.")
        target = _target(state, player, token, entry)
        state.tasks.pop()
        E.place(state, player, token, target)
    else:
        raise refuse("eintrag-form", f"Unbekannte Entscheidung {kind}.", f"Unknown decision {kind}.")


def _bonus(state: GameState, player: str, task: dict[str, Any], entry: dict[str, Any]) -> None:
    """ln362/364: one option of the current phase card; B, C and E are lost from the text."""
    bonus = entry.get("bonus")
    if (not isinstance(bonus, dict) or not bonus or set(bonus) - set(C.BONUS_RESOURCES)
            or not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in bonus.values())):
        raise refuse("durchgangsbonus", "bonus nennt eine Möglichkeit, z. B. {\"silver\": 3}.",
                     "bonus names one option, e.g. {\"silver\": 3}.")
    options = C.PHASE_BONUS.get(task["phase"])
    if options is not None and bonus not in options:
        raise refuse("durchgangsbonus", f"Durchgang {task['phase']} bietet {options}.",
                     f"Phase {task['phase']} offers {options}.")
    if options is None:
        state.gaps.append({"rule": P + "durchgangsbonus", "phase": task["phase"],
                           "de": f"Die Bonus-Möglichkeiten der Durchgangskarte {task['phase']} fehlen im Regeltext.",
                           "en": f"The bonus options of phase card {task['phase']} are lost from the rulebook text."})
    state.tasks.pop()
    E.apply_bonus(state, player, Counter(bonus))

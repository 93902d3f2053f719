"""The state JSON is a public format: positions are submitted as state JSON. It reads back to the same
position (the open task typed, a decision with its instruction's verb), and malformed JSON is a
`StateError` naming where, never another exception."""

import copy
import json

import pytest
from dominion_helpers import RS, game, with_hand

from engine.core import Chance, Choice, StateError

MILIZ = {"by": "Anna", "move": "play", "card": "Miliz"}


def _at_militia_discard():
    state = with_hand(game(), "Anna", "Militia", "Copper", "Copper", "Copper", "Copper")
    state = RS.apply(state, MILIZ)
    if RS.task(state).rule == "dominion.reaktion":
        state = RS.apply(state, {"by": "Ben", "move": "choose", "cards": []})  # no reaction shown
    return state


def test_a_decision_reads_back_with_its_rule_and_verb():
    state = _at_militia_discard()
    task = RS.task(state)
    assert isinstance(task, Choice) and task.kind == "choose"
    assert (task.rule, task.verb, task.player) == ("dominion.karte.miliz", "discard", "Ben")
    data = RS.state_to_json(state)
    assert data["waiting"]["kind"] == "decision" and "verb" not in data["waiting"]  # the format stays as it was
    again = RS.state_from_json(json.loads(json.dumps(data)))
    assert RS.task(again) == task and RS.state_to_json(again) == data


def test_a_chance_job_reads_back_as_the_same_chance():
    state = RS.setup(["Anna", "Ben"], {"editions": ["basis-rgg-2017"], "kingdom": game().kingdom})
    task = RS.task(state)
    assert isinstance(task, Chance) and (task.need, task.player, task.count) == ("draw", "Anna", 5)
    data = RS.state_to_json(state)
    assert data["waiting"] == {"kind": "draw", "player": "Anna", "remaining": 5, "got": [], "need": "draw"}
    again = RS.state_from_json(data)
    assert RS.task(again) == task and RS.state_to_json(again) == data


def _broken(change):
    data = RS.state_to_json(_at_militia_discard())
    change(data)
    return data


@pytest.mark.parametrize("change, pointer", [
    (lambda d: d.pop("players"), "/players"),
    (lambda d: d.update(players="Anna"), "/players"),
    (lambda d: d.update(editions=["basis-1999"]), "/editions/0"),
    (lambda d: d["supply"].update(Nichtskarte=3), "/supply/Nichtskarte"),
    (lambda d: d["supply"].update(Copper="viele"), "/supply/Copper"),
    (lambda d: d["cards"].pop("Ben"), "/cards"),
    (lambda d: d["cards"]["Ben"].pop("pile"), "/cards/Ben/pile"),
    (lambda d: d["cards"]["Ben"]["pile"].update(hidden=99), "/cards/Ben/pile/hidden"),
    (lambda d: d["cards"]["Anna"]["hand"].update(Copper=-1), "/cards/Anna/hand/Copper"),
    (lambda d: d.update(active=5), "/active"),
    (lambda d: d.update(phase="tea"), "/phase"),
    (lambda d: d["waiting"].update(kind="nap"), "/waiting/kind"),
    (lambda d: d["waiting"].update(player="Zoe"), "/waiting/player"),
    (lambda d: d["waiting"].pop("least"), "/waiting/least"),
    (lambda d: d["waiting"].update(rule="dominion.karte.kapelle"), "/stack/0"),
    (lambda d: d.update(stack=[]), "/stack"),
    (lambda d: d["stack"][0].update(effect="Nichtskarte"), "/stack/0/effect"),
    (lambda d: d["stack"][0].update(sent=[["kaputt"]]), "/stack/0"),
    (lambda d: d.update(waiting=None), "/stack"),
])
def test_malformed_state_json_is_a_state_error_naming_where(change, pointer):
    with pytest.raises(StateError) as raised:
        RS.state_from_json(_broken(change))
    assert raised.value.pointer == pointer


@pytest.mark.parametrize("data", [None, [], "state", 3])
def test_a_state_is_an_object(data):
    with pytest.raises(StateError):
        RS.state_from_json(copy.deepcopy(data))

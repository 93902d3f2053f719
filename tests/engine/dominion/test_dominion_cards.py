"""Card rules: Thronsaal per edition, Mine/Geldverleiher errata, attacks and reactions."""

from dominion_helpers import RS, game, play, with_hand

INTRIGUE = ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Geheimkammer", "Thronsaal", "Burggraben", "Festmahl", "Mine"]


def test_dominion_karte_thronsaal_hig_2008_must_choose_ln292():
    state = with_hand(game(editions=("basis-hig-2008",)), "Anna", "Throne Room", "Smithy")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}])
    verdict = RS.check(state, {"by": "Anna", "move": "choose", "cards": []})
    assert verdict.rule == "dominion.karte.thronsaal.hig-2008"


def test_dominion_karte_thronsaal_errata_may_choose_none_ln700():
    state = with_hand(game(editions=("basis-rgg-2017",)), "Anna", "Throne Room", "Smithy")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}])
    assert RS.check(state, {"by": "Anna", "move": "choose", "cards": []}).is_legal


def test_thronsaal_plays_twice_without_an_action_ln507_ln702():
    for edition in ("basis-hig-2008", "basis-rgg-2017"):
        state = with_hand(game(editions=(edition,)), "Anna", "Throne Room", "Village")
        state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"},
                             {"by": "Anna", "move": "choose", "cards": ["Dorf"]}])
        assert state.actions == 4 and sum(state.cards["Anna"].hand.values()) == 2


def test_feast_after_thronsaal_gains_two_trashed_once_ln190():
    state = with_hand(game(kingdom=INTRIGUE, editions=("basis-hig-2008",)), "Anna", "Throne Room", "Feast")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"},
                         {"by": "Anna", "move": "choose", "cards": ["Festmahl"]},
                         {"by": "Anna", "move": "choose", "cards": ["Herzogtum"]},
                         {"by": "Anna", "move": "choose", "cards": ["Herzogtum"]}])
    assert state.trash["Feast"] == 1 and state.cards["Anna"].discard["Duchy"] == 2


def test_dominion_karte_mine_hig_2008_and_errata_ln153_ln786():
    old = with_hand(game(kingdom=INTRIGUE, editions=("basis-hig-2008",)), "Anna", "Mine", "Copper")
    old = play(old, [{"by": "Anna", "move": "play", "card": "Mine"}])
    assert RS.check(old, {"by": "Anna", "move": "choose", "cards": []}).rule == "dominion.karte.mine.hig-2008"
    new = with_hand(game(kingdom=INTRIGUE, editions=("basis-rgg-2017",)), "Anna", "Mine", "Copper")
    new = play(new, [{"by": "Anna", "move": "play", "card": "Mine"}])
    assert RS.check(new, {"by": "Anna", "move": "choose", "cards": []}).is_legal
    new = play(new, [{"by": "Anna", "move": "choose", "cards": ["Kupfer"]}])
    assert RS.check(new, {"by": "Anna", "move": "choose", "cards": ["Gold"]}).rule == "dominion.karte.mine.errata"
    new = play(new, [{"by": "Anna", "move": "choose", "cards": ["Silber"]}])
    assert new.cards["Anna"].hand["Silver"] == 1


def test_dominion_karte_miliz_ln686_and_reaktion_moat_ln605():
    state = with_hand(game(), "Anna", "Militia")
    state = with_hand(state, "Ben", "Copper", "Copper", "Estate", "Estate", "Moat")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Miliz"}])
    assert state.task.player == "Ben" and state.task.rule == "dominion.reaktion"
    moat = play(state, [{"by": "Ben", "move": "choose", "cards": ["Burggraben"]}])
    assert moat.task is None and sum(moat.cards["Ben"].hand.values()) == 5
    hit = play(state, [{"by": "Ben", "move": "choose", "cards": []}])
    assert RS.check(hit, {"by": "Ben", "move": "choose", "cards": ["Anwesen"]}).rule == "dominion.karte.miliz"
    hit = play(hit, [{"by": "Ben", "move": "choose", "cards": ["Anwesen", "Anwesen"]}])
    assert sum(hit.cards["Ben"].hand.values()) == 3


def test_dominion_anweisungen_vollstaendig_ln509():
    state = with_hand(game(), "Anna", "Chapel", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kapelle"}])
    assert RS.check(state, {"by": "Anna", "move": "end-phase"}).rule == "dominion.anweisungen-vollstaendig"


def test_dominion_karte_kapelle_at_most_four_ln614():
    state = with_hand(game(), "Anna", "Chapel", "Copper", "Copper", "Copper", "Copper", "Copper")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Kapelle"}])
    five = {"by": "Anna", "move": "choose", "cards": ["Kupfer"] * 5}
    assert RS.check(state, five).rule == "dominion.karte.kapelle"


def test_witch_gives_curses_from_the_left_ln211():
    state = with_hand(game(players=("Anna", "Ben", "Cem")), "Anna", "Witch")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Hexe"}])
    assert state.cards["Ben"].discard["Curse"] == 1 and state.cards["Cem"].discard["Curse"] == 1


def test_dominion_karte_geheimkammer_reaction_ln1076():
    state = with_hand(game(kingdom=INTRIGUE, editions=("basis-rgg-2017", "intrige-rgg-2014")), "Anna", "Militia")
    state = with_hand(state, "Ben", "Secret Chamber", "Copper", "Copper", "Estate", "Estate")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Miliz"},
                         {"by": "Ben", "move": "choose", "cards": ["Geheimkammer"]}])
    assert state.task.rule == "dominion.karte.geheimkammer"
    assert sum(state.cards["Ben"].hand.values()) == 7

"""Loose ends of the Dark Ages / Abenteuer / Empires work: each test names the rule id and the divider line (rulebook
003_a71f..., Seaside section 11, Abenteuer section 23, Empires section 24) it checks."""

from dominion_helpers import RS, choose, play, with_deck, with_hand

SEASIDE = ["Karawane", "Thronsaal", "Dorf", "Schmiede", "Markt", "Burggraben", "Werkstatt", "Keller", "Miliz", "Werft"]


def g(kingdom, editions=("basis-rgg-2017", "seaside-rgg-2014"), seed=1, players=("Anna", "Ben")):
    return RS.setup(list(players), {"editions": list(editions), "kingdom": list(kingdom), "seed": seed})


def end_turn(by="Anna"):
    return {"by": by, "move": "end-turn"}


# --- durations played twice in a turn in which an older copy came back --------------------------------------------------


def test_dominion_karte_karawane_thronsaal_copy_stays_once_beside_last_turns_copy_ln1803():
    """dominion.karte.karawane (ln1803: "Ziehe zu Beginn des nächsten Zuges eine Karte und lege die KARAWANE in der
    Aufräumphase dieses Zuges ab") with dominion.auslegung.thronsaal-dauerkarte (ln4548): last turn's Karawane, back in
    play, is discarded at this turn's clean-up; the Karawane played twice by a Thronsaal this turn stays once, with the
    Thronsaal."""
    state = with_deck(with_hand(g(SEASIDE), "Anna", "Caravan"), "Anna", *["Copper"] * 30)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Karawane"}, end_turn(), end_turn("Ben")])
    assert state.cards["Anna"].in_play == ["Caravan"]  # back in play at the start of the turn
    state = with_hand(state, "Anna", "Throne Room", "Caravan")
    discarded = state.cards["Anna"].discard["Caravan"]
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Karawane"]), end_turn()])
    anna = state.cards["Anna"]
    assert sorted(anna.durations) == ["Caravan", "Throne Room"]
    assert anna.discard["Caravan"] == discarded + 1
    assert anna.tokens.get("next:Caravan") == 2
    state = play(state, [end_turn("Ben"), end_turn()])  # both come back (2 cards drawn), then both are discarded
    assert state.cards["Anna"].durations == []


def test_dominion_karte_thronsaal_with_a_duration_beside_last_turns_pair_ln4548():
    """dominion.auslegung.thronsaal-dauerkarte (ln4548): last turn's Thronsaal and Werft come back and go at this turn's
    clean-up; this turn's Thronsaal with its Werft stay (one copy each)."""
    state = with_deck(with_hand(g(SEASIDE), "Anna", "Throne Room", "Wharf"), "Anna", *["Copper"] * 40)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Werft"]), end_turn(),
                         end_turn("Ben")])
    assert sorted(state.cards["Anna"].in_play) == ["Throne Room", "Wharf"]
    state = with_hand(state, "Anna", "Throne Room", "Wharf")
    state = play(state, [{"by": "Anna", "move": "play", "card": "Thronsaal"}, choose("Anna", ["Werft"]), end_turn()])
    assert sorted(state.cards["Anna"].durations) == ["Throne Room", "Wharf"]


# --- Karawanenwächter: its play against an attack is a play ------------------------------------------------------------

ADVENTURES = ["Karawanenwächter", "Page", "Miliz", "Königliche Kutsche", "Dorf", "Schmiede", "Markt", "Burggraben",
              "Werkstatt", "Keller"]
AED = ("basis-rgg-2017", "abenteuer-rgg-2015")


def _attacked_with_guard(kingdom=ADVENTURES):
    state = with_deck(with_hand(g(kingdom, AED), "Anna", "Militia"), "Anna", *["Copper"] * 20)
    state = with_deck(with_hand(state, "Ben", "Caravan Guard", "Copper", "Copper", "Estate", "Estate"), "Ben",
                      *["Silver"] * 20)
    return play(state, [{"by": "Anna", "move": "play", "card": "Miliz"}])


def test_dominion_karte_karawanenwaechter_reaction_play_is_heard_as_a_play_ln5023(monkeypatch):
    """dominion.karte.karawanenwaechter (ln5023: "Wenn ein Mitspieler eine Angriffskarte ausspielt, darfst du diese
    Karte aus deiner Hand ausspielen"): played from the hand against an attack it is a play, and the cards that hear
    plays (the bus's "play" event) hear it, with its player."""
    from engine.games.dominion import runner

    heard = []
    original = runner.listeners

    def listening(state, event, data):
        if event == "play":
            heard.append((data["player"], data["card"]))
        return original(state, event, data)

    state = _attacked_with_guard()
    monkeypatch.setattr(runner, "listeners", listening)
    state = play(state, [choose("Ben", ["Karawanenwächter"])])
    assert ("Ben", "Caravan Guard") in heard
    assert state.cards["Ben"].in_play == ["Caravan Guard"] and state.actions == 0


def test_dominion_karte_champion_no_action_for_a_karawanenwaechter_played_in_anothers_turn_ln5424_ln5023():
    """dominion.karte.champion (ln5424: "jedes Mal, wenn du eine Aktionskarte ausspielst, + 1 Aktion") hears the
    Karawanenwächter its owner plays against an attack, but as the Karawanenwächter's own +1 Aktion (ln5023: "kann in
    diesem Fall – da gerade ein anderer Spieler am Zug ist – nicht ausgeführt werden") it gives the attacker nothing."""
    from engine.games.dominion.travellers import FOREVER

    state = with_deck(with_hand(g(ADVENTURES, AED), "Anna", "Militia"), "Anna", *["Copper"] * 20)
    state = with_deck(with_hand(state, "Ben", "Caravan Guard", "Copper", "Copper", "Estate", "Estate"), "Ben",
                      *["Silver"] * 20)
    state.cards["Ben"].durations, state.cards["Ben"].tokens = ["Champion"], {FOREVER + "Champion": 1}
    state = play(state, [{"by": "Anna", "move": "play", "card": "Miliz"}, choose("Ben", ["Karawanenwächter"])])
    assert state.actions == 0 and state.cards["Ben"].in_play == ["Caravan Guard"]


# --- Königliche Kutsche: the action played must itself be still in play ------------------------------------------------


def test_dominion_karte_koenigliche_kutsche_not_for_a_card_gone_beside_another_copy_in_play_ln5169():
    """dominion.karte.koenigliche-kutsche (ln5169: "falls die Aktionskarte noch im Spiel ist ... nicht aufrufen, wenn
    die Aktion bereits entsorgt wurde oder auf Reservekarten, die bereits auf das Tableau gelegt wurden"): a Kutsche
    called for a Karawanenwächter stays in play with it; a second Kutsche played from the hand goes onto the
    Wirtshaustableau, and for that play no Kutsche may be called, though another copy is in play."""
    state = g(ADVENTURES, AED)
    state.cards["Anna"].mats["tavern"] = ["Royal Carriage"]
    state = with_deck(with_hand(state, "Anna", "Caravan Guard", "Royal Carriage"), "Anna", *["Copper"] * 20)
    state = play(state, [{"by": "Anna", "move": "play", "card": "Karawanenwächter"}, choose("Anna", option="aufrufen")])
    assert state.cards["Anna"].in_play == ["Caravan Guard", "Royal Carriage"] and state.actions == 2
    state = play(state, [{"by": "Anna", "move": "play", "card": "Königliche Kutsche"}])
    assert state.cards["Anna"].mats["tavern"] == ["Royal Carriage"]
    assert RS.task(state).kind == "turn" and state.actions == 2


# --- Kleines Schloss: the played one or another from the hand -------------------------------------------------------

# a Dominion Online log (3 players: 2 Kleine Schlösser in the pile, ln5724): Carl plays a Thronsaal on a Kleines
# Schloss; the first play trashes it ("trashes a Small Castle": the played one), the second trashes the other Kleines
# Schloss from the hand and gains the next Schloss
SMALL_CASTLE_LOG = """Game #1, unrated.
A starts with 7 Coppers and 3 Estates.
A shuffles their deck.
A draws 3 Coppers and 2 Estates.
B starts with 7 Coppers and 3 Estates.
B shuffles their deck.
B draws 3 Coppers and 2 Estates.
C starts with 7 Coppers and 3 Estates.
C shuffles their deck.
C draws 5 Coppers.

Turn 1 - Anna
A plays 3 Coppers.
A buys and gains a Humble Castle.
A draws 4 Coppers and an Estate.

Turn 1 - Bert
B plays 3 Coppers.
B buys and gains a Humble Castle.
B draws 4 Coppers and an Estate.

Turn 1 - Carl
C plays 5 Coppers.
C buys and gains a Silver.
C draws 2 Coppers and 3 Estates.

Turn 2 - Anna
A plays 4 Coppers.
A buys and gains a Crumbling Castle.
A gets 1 VP.
A gains a Silver.
A shuffles their deck.
A draws 5 Coppers.

Turn 2 - Bert
B plays 4 Coppers.
B shuffles their deck.
B draws 5 Coppers.

Turn 2 - Carl
C plays 2 Coppers.
C shuffles their deck.
C draws 4 Coppers and a Silver.

Turn 3 - Anna
A plays 5 Coppers.
A draws 2 Coppers, a Crumbling Castle and 2 Estates.

Turn 3 - Bert
B plays 5 Coppers.
B draws 2 Coppers and 3 Estates.

Turn 3 - Carl
C plays 4 Coppers and a Silver.
C buys and gains a Small Castle.
C draws 3 Coppers and 2 Estates.

Turn 4 - Anna
A plays 2 Coppers.
A draws an Estate, a Humble Castle and a Silver.
A shuffles their deck.
A draws 2 Coppers.

Turn 4 - Bert
B plays 2 Coppers.
B draws a Humble Castle.
B shuffles their deck.
B draws 4 Coppers.

Turn 4 - Carl
C plays 3 Coppers.
C buys and gains a Silver.
C draws an Estate.
C shuffles their deck.
C draws 2 Silvers and 2 Coppers.

Turn 5 - Anna
A plays 2 Coppers.
A draws 5 Coppers.

Turn 5 - Bert
B plays 4 Coppers.
B draws 3 Coppers and 2 Estates.

Turn 5 - Carl
C plays 2 Silvers and 2 Coppers.
C buys and gains a Small Castle.
C draws 5 Coppers.

Turn 6 - Anna
A plays 5 Coppers.
A draws a Crumbling Castle and 2 Estates.
A shuffles their deck.
A draws 2 Coppers.

Turn 6 - Bert
B plays 3 Coppers.
B draws an Estate.
B shuffles their deck.
B draws 4 Coppers.

Turn 6 - Carl
C plays 5 Coppers.
C buys and gains a Throne Room.
C draws 2 Estates and a Small Castle.
C shuffles their deck.
C draws a Small Castle and a Throne Room.

Turn 7 - Anna
A plays 2 Coppers.
A draws 5 Coppers.

Turn 7 - Bert
B plays 4 Coppers.
B draws 3 Coppers and 2 Estates.

Turn 7 - Carl
C plays a Throne Room.
C plays a Small Castle.
C trashes a Small Castle.
C gains a Haunted Castle.
C gains a Gold.
A topdecks 2 Coppers.
B topdecks 2 Coppers.
C plays a Small Castle again.
C trashes a Small Castle.
C gains an Opulent Castle.
"""


def test_dominion_karte_kleines_schloss_second_play_trashes_the_one_from_the_hand_ln5730():
    """dominion.karte.kleines-schloss (ln5730: "entsorge dieses KLEINE SCHLOSS oder eine andere SCHLOSS-Karte aus
    deiner Hand. Wenn du das tust, nimm dir die SCHLOSS-Karte vom Vorratsstapel, die zu diesem Zeitpunkt oben liegt"),
    reading dominion.auslegung.kleines-schloss-wahl: the record says which (`[]`: the played one; `["Kleines
    Schloss"]`: one from the hand); the importer reads the second "trashes a Small Castle" of a Thronsaal'd Kleines
    Schloss, the played one gone, as the one from the hand: it replays with both trashed and the Reiches Schloss
    gained."""
    from engine.core import replay
    from engine.importers import import_log

    record = import_log("dominion-online", SMALL_CASTLE_LOG)
    carl = [entry for entry in record["log"] if entry.get("by") == "Carl" and entry.get("move") == "choose"]
    assert carl[-3:] == [choose("Carl", ["Kleines Schloss"]), choose("Carl", []), choose("Carl", ["Kleines Schloss"])]
    report = replay(record)
    assert report.status == "legal"
    assert report.final_state.trash["Small Castle"] == 2
    assert report.final_state.cards["Carl"].discard["Opulent Castle"] == 1

"""1st → 2nd edition changes (digest §5.1, §5.2)."""

from cards.importers.dominion import edition_changes


def _changes(card_db, document, matches):
    return edition_changes(card_db, document, matches)


def test_base_game_removes_six_and_adds_seven_cards(card_db, document, matches):
    base = [c for c in _changes(card_db, document, matches) if c.expansion == "Basisspiel"]
    assert {c.name_de for c in base if c.kind == "removed"} == {
        "Abenteurer", "Kanzler", "Festmahl", "Spion", "Dieb", "Holzfäller"
    }  # fmt: skip
    assert {c.name_de for c in base if c.kind == "added"} == {
        "Töpferei", "Banditin", "Vorbotin", "Händlerin", "Wilddiebin", "Torwächterin", "Vasall"
    }  # fmt: skip


def test_intrige_removes_six_and_adds_seven(card_db, document, matches):
    intrige = [c for c in _changes(card_db, document, matches) if c.expansion == "Die Intrige"]
    assert sum(c.kind == "removed" for c in intrige) == 6
    assert sum(c.kind == "added" for c in intrige) == 7


def test_removed_cards_quote_their_first_edition_notes(card_db, document, matches):
    feast = next(c for c in _changes(card_db, document, matches) if c.card_tag == "Feast")
    assert [(q.section, q.first_line) for q in feast.quotes] == [(2, 187), (3, 427)]


def test_thronsaal_rule_change_quotes_all_three_printings(card_db, document, matches):
    throne = next(c for c in _changes(card_db, document, matches) if c.card_tag == "Throne Room")
    assert throne.kind == "rule-change"
    assert [q.section for q in throne.quotes] == [2, 3, 5]
    assert "NICHT wieder auf die Hand" in throne.quotes[-1].text
    assert throne.quotes[-1].first_line == 702
    assert throne.description_de and throne.description_en


def test_moat_changes_from_darf_to_muss(card_db, document, matches):
    moat = next(c for c in _changes(card_db, document, matches) if c.card_tag == "Moat")
    special, second = moat.quotes
    assert (special.section, second.section) == (3, 5)
    assert "darf" in special.text and "muss" in second.text


def test_moneylender_and_mine_changes_cite_their_errata(card_db, document, matches):
    changes = {c.card_tag: c for c in _changes(card_db, document, matches) if c.kind == "rule-change"}
    assert 444 in [q.first_line for q in changes["Moneylender"].quotes]
    assert [q.first_line for q in changes["Mine"].quotes] == [155, 393, 786]

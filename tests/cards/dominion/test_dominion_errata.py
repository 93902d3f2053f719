"""Explicit errata lines (digest §5.1): 17 lines starting with "Errata:" plus Dame Natalie."""

from cards.importers.dominion import errata


def _by_line(document, matches):
    return {e.first_line: e for e in errata(document, matches)}


def test_seventeen_explicit_errata_and_the_inline_one(document, matches):
    found = errata(document, matches)
    assert sum(1 for e in found if not e.inline) == 17
    inline = [e for e in found if e.inline]
    assert len(inline) == 1 and inline[0].first_line == 4009 and inline[0].card_tag == "Knights"
    assert "Dame Natalie" in inline[0].text


def test_mine_erratum_in_special_and_second_edition(document, matches):
    mine = [e for e in errata(document, matches) if e.card_tag == "Mine"]
    assert [(e.edition, e.first_line) for e in mine] == [
        ("basisspiel-1-special-2013", 393),
        ("basisspiel-2-2017", 786),
    ]
    assert mine[0].corrected.startswith("Du **darfst** eine beliebige Geldkarte")
    assert mine[0].printed is None  # the seed does not quote the printed text


def test_erratum_text_is_verbatim(document, matches):
    for entry in errata(document, matches):
        assert entry.text in document.line(entry.first_line)


def test_printed_and_corrected_split_where_both_are_quoted(document, matches):
    scavenger = _by_line(document, matches)[3917]  # ln 3917: es sollte „…legen.“ statt „…ablegen.“ heißen
    assert scavenger.card_tag == "Scavenger"
    assert scavenger.corrected.endswith("auf den Ablagestapel legen.")
    assert scavenger.printed.endswith("Nachziehstapel ablegen.")


def test_city_erratum_is_flagged_unreadable(document, matches):
    city = _by_line(document, matches)[2453]  # Statt „+1 Kauf“ sollte es heißen „+1 Kauf“: icon lost
    assert city.card_tag == "City" and city.unreadable
    assert sum(e.unreadable for e in errata(document, matches)) == 1


def test_carcassonne_erratum_belongs_to_walled_village_and_steed_to_its_prize(document, matches):
    found = _by_line(document, matches)
    assert found[7145].card_tag == "Walled Village"
    assert found[2946].card_tag == "Trusty Steed"  # inside the untitled prize page 16/14
    assert found[3977].corrected.startswith("...nimm dir eine Aktionskarte")  # Procession, unquoted

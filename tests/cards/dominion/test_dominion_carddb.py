"""Card facts are read from the installed domdiv package (never copied into our files)."""

from cards.importers.dominion import Cost


def test_card_tag_names_and_types(card_db):
    cellar = card_db.cards["Cellar"]
    assert (cellar.name_de, cellar.name_en) == ("Keller", "Cellar")
    assert cellar.types == ("Action",) and cellar.types_de == ("Aktion",)
    assert "dominion1stEdition" in cellar.cardset_tags
    assert cellar.description_de and cellar.extra_de


def test_structured_costs():
    assert Cost.from_domdiv("4") == Cost(coins=4)
    assert Cost.from_domdiv("3", potcost="1") == Cost(coins=3, potion=True)
    assert Cost.from_domdiv("", potcost="1") == Cost(coins=0, potion=True)  # Vineyard, Transmute
    assert Cost.from_domdiv("0", debtcost="8") == Cost(coins=0, debt=8)
    assert Cost.from_domdiv("0*") == Cost(coins=0, star=True)
    assert Cost.from_domdiv("*") == Cost(coins=None, star=True)
    assert Cost.from_domdiv("4+") == Cost(coins=4, plus=True)


def test_costs_of_real_cards(card_db):
    assert card_db.cards["Alchemist"].cost == Cost(coins=3, potion=True)
    assert card_db.cards["City Quarter"].cost == Cost(coins=0, debt=8)
    assert card_db.cards["Peddler"].cost.star


def test_landscapes_are_flagged(card_db):
    assert card_db.cards["Alms"].is_landscape  # event
    assert card_db.cards["Flag"].is_landscape  # artifact
    assert not card_db.cards["Flag Bearer"].is_landscape


def test_groups_and_sets(card_db):
    for tag in ("Knights", "Ruins", "Castles"):
        assert tag in card_db.cards
    assert card_db.sets["seaside1stEdition"].name_de.startswith("Seaside")
    assert "Verlassene Mine" in card_db.helpers.values()  # a single Ruins card, only a cards_de helper key

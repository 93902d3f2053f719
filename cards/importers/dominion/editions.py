"""Which published box each seed section documents, and which domdiv card sets it maps to.

Slug scheme (stable; used as ``Edition`` keys and in search filters such as ``edition:intrige-1-rgg-2014``):

    <expansion>[-<edition number>][-<printing>]-<year>

* ``expansion`` is the German expansion name in lower-case ASCII (ä→ae, ö→oe, ü→ue, ß→ss), without
  the article: ``basisspiel``, ``intrige``, ``seaside``, ``alchemisten``, ``bluetezeit`` ...
* ``edition number`` (1 or 2) only for expansions that domdiv knows in two editions (base game, Intrige,
  Seaside, Blütezeit, Reiche Ernte, Hinterland, Gilden). RGG reprints before the 2nd edition are still
  1st edition (digest §3.1: Hinterland RGG 2020 still has Cache, Duchess, Embassy ...).
* ``printing`` tells apart several printings of one edition: ``hig`` (Hans im Glück), ``rgg`` (Rio Grande
  Games), ``special`` (the RGG "Special Edition" 2013) and ``ergaenzung`` (the 2017 update packs). It is
  left out where the edition has a single full printing in the seed (``basisspiel-2-2017``,
  ``abenteuer-2015``).
* The two "Anleitung und Grundausrüstung" sections are ``anleitung-1`` and ``anleitung-2`` (their titles
  are equal, seed ln 38 and 555), the promo section is ``promo`` and section 29 is ``template``.

``kind`` is one of ``base``, ``expansion``, ``update``, ``promo``, ``rules`` and ``template``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class EditionInfo:
    slug: str
    name_de: str
    expansion: str
    edition: int | None
    publisher: str | None
    year: int | None
    kind: str
    cardset_tags: tuple[str, ...]
    # Single cards printed in a section although domdiv files them under another set (digest §3.1).
    extra_card_tags: tuple[str, ...] = ()


_HIG, _RGG = "Hans im Glück", "Rio Grande Games"

# Keyed by TOC section number (seed ln 8-36). Card-set mapping after digest §3.1, checked against the seed.
EDITIONS: dict[int, EditionInfo] = {
    1: EditionInfo("anleitung-1", "Anleitung und Grundausrüstung", "Basisspiel", None, None, None, "rules", ("base",)),
    2: EditionInfo(
        "basisspiel-1-hig-2008",
        "Edition I – Das Basisspiel",
        "Basisspiel",
        1,
        _HIG,
        2008,
        "base",
        ("dominion1stEdition",),
    ),
    3: EditionInfo(
        "basisspiel-1-special-2013",
        "Special Edition – Das Basisspiel",
        "Basisspiel",
        1,
        _RGG,
        2013,
        "base",
        ("dominion1stEdition",),
        ("Black Market",),  # "3 SCHWARZMARKT", seed ln 513
    ),
    4: EditionInfo("anleitung-2", "Anleitung und Grundausrüstung", "Basisspiel", None, None, None, "rules", ("base",)),
    5: EditionInfo(
        "basisspiel-2-2017",
        "Second Edition – Das Basisspiel",
        "Basisspiel",
        2,
        _RGG,
        2017,
        "base",
        ("dominion2ndEdition",),
    ),
    6: EditionInfo(
        "intrige-1-hig-2009",
        "Edition II – Die Intrige",
        "Die Intrige",
        1,
        _HIG,
        2009,
        "expansion",
        ("intrigue1stEdition",),
    ),
    7: EditionInfo(
        "intrige-1-rgg-2014",
        "Erweiterung – Die Intrige",
        "Die Intrige",
        1,
        _RGG,
        2014,
        "expansion",
        ("intrigue1stEdition",),
    ),
    8: EditionInfo(
        "basisspiel-2-ergaenzung-2017",
        "Ergänzung – Das Basisspiel",
        "Basisspiel",
        2,
        _RGG,
        2017,
        "update",
        ("dominion2ndEditionUpgrade",),
    ),
    9: EditionInfo(
        "intrige-2-ergaenzung-2017",
        "Ergänzung – Die Intrige",
        "Die Intrige",
        2,
        _RGG,
        2017,
        "update",
        ("intrigue2ndEditionUpgrade",),
    ),
    10: EditionInfo(
        "seaside-1-hig-2009", "Erweiterung I – Seaside", "Seaside", 1, _HIG, 2009, "expansion", ("seaside1stEdition",)
    ),
    11: EditionInfo(
        "seaside-1-rgg-2014", "Erweiterung I – Seaside", "Seaside", 1, _RGG, 2014, "expansion", ("seaside1stEdition",)
    ),
    12: EditionInfo(
        "alchemisten-hig-2010",
        "Erweiterung II – Die Alchemisten",
        "Die Alchemisten",
        None,
        _HIG,
        2010,
        "expansion",
        ("alchemy",),
    ),
    13: EditionInfo(
        "alchemisten-rgg-2015",
        "Erweiterung II – Die Alchemisten",
        "Die Alchemisten",
        None,
        _RGG,
        2015,
        "expansion",
        ("alchemy",),
    ),
    14: EditionInfo(
        "bluetezeit-1-hig-2010",
        "Erweiterung III – Blütezeit",
        "Blütezeit",
        1,
        _HIG,
        2010,
        "expansion",
        ("prosperity1stEdition",),
    ),
    15: EditionInfo(
        "bluetezeit-1-rgg-2016",
        "Erweiterung III – Blütezeit",
        "Blütezeit",
        1,
        _RGG,
        2016,
        "expansion",
        ("prosperity1stEdition",),
    ),
    16: EditionInfo(
        "reiche-ernte-1-hig-2011",
        "Erweiterung IV – Reiche Ernte",
        "Reiche Ernte",
        1,
        _HIG,
        2011,
        "expansion",
        ("cornucopia1stEdition",),
    ),
    17: EditionInfo(
        "reiche-ernte-1-rgg-2014",
        "Erweiterung IV – Reiche Ernte",
        "Reiche Ernte",
        1,
        _RGG,
        2014,
        "expansion",
        ("cornucopia1stEdition",),
    ),
    18: EditionInfo(
        "hinterland-1-hig-2011",
        "Erweiterung V – Hinterland",
        "Hinterland",
        1,
        _HIG,
        2011,
        "expansion",
        ("hinterlands1stEdition",),
    ),
    19: EditionInfo(
        "hinterland-1-rgg-2020",
        "Erweiterung V – Hinterland",
        "Hinterland",
        1,
        _RGG,
        2020,
        "expansion",
        ("hinterlands1stEdition",),
    ),
    20: EditionInfo(
        "dark-ages-hig-2012", "Erweiterung VI – Dark Ages", "Dark Ages", None, _HIG, 2012, "expansion", ("darkAges",)
    ),
    21: EditionInfo(
        "dark-ages-rgg-2019", "Erweiterung VI – Dark Ages", "Dark Ages", None, _RGG, 2019, "expansion", ("darkAges",)
    ),
    22: EditionInfo(
        "gilden-1-2013",
        "Erweiterung VII – Die Gilden",
        "Die Gilden",
        1,
        _RGG,
        2013,
        "expansion",
        ("guilds1stEdition",),
    ),
    23: EditionInfo(
        "abenteuer-2015", "Erweiterung VIII – Abenteuer", "Abenteuer", None, _RGG, 2015, "expansion", ("adventures",)
    ),
    24: EditionInfo("empires-2016", "Erweiterung IX – Empires", "Empires", None, _RGG, 2016, "expansion", ("empires",)),
    25: EditionInfo(
        "nocturne-2018", "Erweiterung X – Nocturne", "Nocturne", None, _RGG, 2018, "expansion", ("nocturne",)
    ),
    26: EditionInfo(
        "renaissance-2019",
        "Erweiterung XI – Renaissance",
        "Renaissance",
        None,
        _RGG,
        2019,
        "expansion",
        ("renaissance",),
    ),
    27: EditionInfo(
        "menagerie-2020", "Erweiterung XI – Menagerie", "Menagerie", None, _RGG, 2020, "expansion", ("menagerie",)
    ),
    # Höflinge (Courtier, 2nd-edition Intrige) is printed among the promos, seed ln 7224.
    28: EditionInfo("promo", "Promokarten", "Promo", None, None, None, "promo", ("promo",), ("Courtier",)),
    29: EditionInfo("template", "Template", "Template", None, None, None, "template", ()),
}


def edition_for(section_number: int) -> EditionInfo:
    return EDITIONS[section_number]

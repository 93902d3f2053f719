"""Segmentation of seed 003 into TOC sections and divider blocks (digest §2)."""

from cards.importers.dominion import parse, read_seed
from cards.importers.dominion.segment import SEED_PATH

# Blocks per TOC section, digest §1 table (the seed reproduces it banner by banner).
BLOCKS_PER_SECTION = {
    1: 6, 2: 26, 3: 27, 4: 6, 5: 27, 6: 26, 7: 26, 8: 9, 9: 8, 10: 28, 11: 27, 12: 15, 13: 14, 14: 30,
    15: 29, 16: 17, 17: 15, 18: 30, 19: 32, 20: 48, 21: 52, 22: 16, 23: 47, 24: 48, 25: 57, 26: 47,
    27: 6, 28: 14, 29: 0,
}  # fmt: skip


def test_seed_is_read_from_the_repository_not_from_shared():
    assert SEED_PATH.parent.parts[-3:] == ("rulings", "sources", "rulebooks")
    assert "shared" not in SEED_PATH.parts
    assert SEED_PATH.is_file()


def test_table_of_contents_gives_29_sections_in_order(document):
    assert [s.number for s in document.sections] == list(range(1, 30))


def test_block_count_per_section_equals_digest_table(document):
    assert {s.number: len(s.blocks) for s in document.sections} == BLOCKS_PER_SECTION
    assert len(document.blocks) == 733


def test_repeated_title_anleitung_is_two_sections_with_their_own_lines(document):
    first, fourth = document.section(1), document.section(4)
    assert first.title == fourth.title == "Anleitung und Grundausrüstung"
    assert (first.first_line, first.last_line) == (38, 80)
    assert (fourth.first_line, fourth.last_line) == (555, 597)
    assert first.edition.slug != fourth.edition.slug


def test_heading_gives_publisher_and_year(document):
    s2 = document.section(2)
    assert (s2.name, s2.publisher, s2.year) == ("Edition I - Das Basisspiel", "Hans Im Glück", 2008)
    assert (document.section(19).publisher, document.section(19).year) == ("Rio Grande Games", 2020)
    assert document.section(28).publisher is None


def test_edition_slugs_are_unique_ascii_and_follow_the_scheme(document):
    slugs = [s.edition.slug for s in document.sections]
    assert len(set(slugs)) == len(slugs)
    assert all(slug == slug.lower() and slug.isascii() and " " not in slug for slug in slugs)
    assert document.section(2).edition.slug == "basisspiel-1-hig-2008"
    assert document.section(3).edition.slug == "basisspiel-1-special-2013"
    assert document.section(5).edition.slug == "basisspiel-2-2017"
    assert document.section(7).edition.slug == "intrige-1-rgg-2014"
    assert document.section(8).edition.slug == "basisspiel-2-ergaenzung-2017"
    assert document.section(19).edition.cardset_tags == ("hinterlands1stEdition",)


def test_block_ids_and_line_ranges(document):
    keller = document.block("2/1")  # seed ln 94-97: "Du kannst den ausgespielten Keller selbst nicht ablegen"
    assert keller.id == "2/1"
    assert (keller.first_line, keller.last_line) == (94, 97)
    assert keller.banner == "EDITION I DAS BASISSPIEL"
    assert keller.body_lines[0].startswith("Du kannst den ausgespielten Keller")


def test_title_lines_above_the_banner_are_kept(document):
    assert document.block("2/24").title_lines == ("4 THRONSAAL",)
    assert document.block("25/40").title_lines == ("2", "FLEDERMAUS")  # cost on its own line, seed ln 6332
    assert document.block("17/1").title_lines == ("MENAGERIE",)  # Cornucopia card, not the banner subtitle


def test_body_text_is_verbatim_with_line_breaks(document):
    block = document.block("3/9")
    assert block.text.split("\n")[0] == document.line(block.body_line_numbers[0])
    assert block.text.count("\n") == len(block.body_lines) - 1


def test_parse_is_deterministic():
    text = read_seed()
    assert parse(text) == parse(text)

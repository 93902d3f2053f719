"""The RuleSection tree of the divider rulebook."""

from cards.importers.dominion import sections


def test_one_top_level_section_per_toc_entry_with_unique_slugs(document):
    records = sections(document)
    top = [r for r in records if r.parent is None]
    assert len(top) == 29
    assert top[0].slug == "s01-anleitung-und-grundausruestung"
    assert top[3].slug == "s04-anleitung-und-grundausruestung"
    assert len({r.slug for r in records}) == len(records)


def test_rules_and_recommended_pages_are_children(document):
    records = sections(document)
    children = [r for r in records if r.parent]
    assert sum(r.kind == "rules" for r in children) == 42
    assert sum(r.kind == "recommended_sets" for r in children) == 41
    parents = {r.slug for r in records if r.parent is None}
    assert all(r.parent in parents for r in children)


def test_child_heading_and_lines(document):
    by_block = {r.block: r for r in sections(document) if r.block}
    neue_regeln = by_block["21/44"]
    assert neue_regeln.heading == "NEUE REGELN (2/7)"
    assert (neue_regeln.first_line, neue_regeln.last_line) == (4689, 4708)
    assert by_block["19/29"].heading == "Im Spiel"  # untitled page, seed ln 3656


def test_order_is_document_order(document):
    records = sections(document)
    assert [r.order for r in records] == list(range(len(records)))
    assert all(a.first_line <= b.first_line for a, b in zip(records, records[1:], strict=False))

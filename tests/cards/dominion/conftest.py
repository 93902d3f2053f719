"""Shared, cached fixtures: the real seed, the installed domdiv data and one matcher run."""

import pytest

from cards.importers.dominion import load_card_db, load_document, match


@pytest.fixture(scope="session")
def document():
    return load_document()


@pytest.fixture(scope="session")
def card_db():
    return load_card_db()


@pytest.fixture(scope="session")
def matches(document, card_db):
    return match(document, card_db)


@pytest.fixture(scope="session")
def match_by_block(matches):
    return {m.block: m for m in matches}

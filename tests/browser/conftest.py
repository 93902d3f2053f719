"""Browser tests: headless Chromium (Selenium) against pytest-django's live server and the real catalog.

Chromium and its driver come from Debian (`apt-get install chromium chromium-driver`). Without them the tests
marked `browser` are skipped with the reason, except under CI=true, where a missing browser fails the run.

The live server only sees committed rows, so every test that uses it is a transactional test, and pytest-django
empties all tables after each of them. Loading the catalog takes a while, so it is loaded (and indexed) once per
module, kept as model instances, and put back with bulk inserts whenever a test finds the tables empty.
"""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
# Debian's /usr/bin/chromium is a shell wrapper that adds Google API keys and remote extensions (each of them a
# request to the outside); the browser is started from the binary it wraps.
CHROMIUM_BINARY = Path("/usr/lib/chromium/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
IN_CI = os.environ.get("CI", "").lower() == "true"
CATALOG_APPS = ("cards", "rulings")

# The live server listens on 127.0.0.1 (not "localhost"): the browser is allowed no other address.
os.environ.setdefault("DJANGO_LIVE_TEST_SERVER_ADDRESS", "127.0.0.1")

CHROMIUM_ARGUMENTS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--disable-domain-reliability",
    "--disable-client-side-phishing-detection",
    "--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication,"
    "NetworkTimeServiceQuerying,SpellCheck",
    "--disable-spell-checking",
    "--metrics-recording-only",
    "--password-store=basic",
    "--no-proxy-server",
    # No name but 127.0.0.1 resolves: Chromium's own calls home that no switch turns off (the account list,
    # the component updater, a preconnect to the default search engine) fail here, before any DNS or packet.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    "--window-size=1280,1000",
    "--lang=de-DE",
)


def missing_browser() -> str | None:
    """Why the browser tests cannot run here, or None."""
    missing = [str(path) for path in (CHROMIUM, CHROMEDRIVER) if not path.is_file()]
    if missing:
        return (
            f"headless Chromium is not installed ({', '.join(missing)} missing): "
            "apt-get install -y chromium chromium-driver"
        )
    if importlib.util.find_spec("selenium") is None:
        return "the Python package selenium is not installed (requirements.lock)"
    return None


def pytest_collection_modifyitems(config, items):
    reason = missing_browser()
    if reason is None or IN_CI:  # under CI the `browser` fixture fails instead
        return
    for item in items:
        if "browser" in item.keywords:
            item.add_marker(pytest.mark.skip(reason=reason))


@pytest.fixture(scope="session")
def browser(django_db_setup, live_server, tmp_path_factory):
    """One headless Chromium for the session, with a fresh profile directory.

    It depends on the live server so that it quits first: a request still open when the server stops would
    close the database connection shared with the server's threads from the wrong thread.
    """
    reason = missing_browser()
    if reason:
        pytest.fail(f"CI=true: {reason}" if IN_CI else reason, pytrace=False)
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = str(CHROMIUM_BINARY if CHROMIUM_BINARY.is_file() else CHROMIUM)
    options.add_experimental_option(
        "prefs",
        {"browser.enable_spellchecking": False, "spellcheck.dictionaries": [], "intl.accept_languages": "de-DE,de"},
    )
    for argument in CHROMIUM_ARGUMENTS:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})  # console messages (CSP violations) readable
    options.add_argument(f"--user-data-dir={tmp_path_factory.mktemp('chromium-profile')}")
    log = tmp_path_factory.mktemp("chromedriver") / "chromedriver.log"
    driver = webdriver.Chrome(service=Service(str(CHROMEDRIVER), log_output=str(log)), options=options)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()


@pytest.fixture(autouse=True)
def _fresh_cookies(request):
    """Each browser test starts as a new visitor: a language chosen or a session begun by an earlier test
    (the browser is shared by the session) must not leak into the next."""
    yield
    if "browser" in request.fixturenames:
        from selenium.common.exceptions import WebDriverException

        driver = request.getfixturevalue("browser")
        try:
            driver.delete_all_cookies()
        except WebDriverException:  # no page of ours open (a test that navigated away): nothing to clear
            pass


class CatalogSnapshot:
    """The catalog's rows (cards and rulings apps, with their many-to-many links) as model instances."""

    def __init__(self):
        from django.apps import apps

        self.models = [
            model
            for label in CATALOG_APPS
            for model in apps.get_app_config(label).get_models(include_auto_created=True)
            if not model._meta.proxy
        ]
        self.rows = {model: list(model._base_manager.order_by("pk")) for model in self.models}

    def restore_if_emptied(self) -> bool:
        """Puts the rows back after a transactional test emptied the tables (bulk inserts: no signals)."""
        from django.db import transaction

        from cards.models import Game

        if Game.objects.exists():
            return False
        with transaction.atomic():  # foreign keys are checked at the commit
            for model in self.models:
                model._base_manager.bulk_create(self.rows[model], batch_size=500)
        return True


@pytest.fixture(scope="module")
def catalog_site(_catalog_loaded_once, django_db_blocker, tmp_path_factory):
    """The real catalog in the test database (committed) and a search index of it, once per module."""
    from django.conf import settings

    from cards.models import Game
    from config.catalog import load_catalog
    from search import index

    saved_index_dir = settings.SEARCH_INDEX_DIR
    settings.SEARCH_INDEX_DIR = tmp_path_factory.mktemp("browser-index")
    index.reader.reset()
    with django_db_blocker.unblock():
        if not Game.objects.exists():  # an earlier transactional test emptied the tables
            load_catalog()
        snapshot = CatalogSnapshot()
        index.rebuild()
    index.reader.reset()
    yield snapshot
    with django_db_blocker.unblock():
        snapshot.restore_if_emptied()  # later tests of the session find the catalog as they expect
    settings.SEARCH_INDEX_DIR = saved_index_dir
    index.reader.reset()


@pytest.fixture
def site_url(django_db_setup, catalog_site, live_server) -> str:
    """The live server's address, with the catalog in the database for this test."""
    catalog_site.restore_if_emptied()
    assert live_server.url.startswith("http://127.0.0.1:"), live_server.url
    return live_server.url

"""Issue 12: on a real Celery worker, the job page's progress bar moves while the worker validates a long record.

The page polls its progress fragment (`data-poll`, static/js/site.js) once a second and reloads itself when the
job is done. A record at the service's entry limit (20,000) takes the worker well under a second, so the test
raises the limits of its own web process and submits 150,000 entries (several seconds of work; the worker has
no such limit); then it watches the page in headless Chromium: the value its <progress> shows must rise through
a value strictly between 0 and 100 before the page turns into the finished report. Needs PostgreSQL and a broker
(`worker`); skipped otherwise.
"""

from __future__ import annotations

import time

import pytest
from test_browser_live_search import open_page, screenshot

pytestmark = [pytest.mark.browser, pytest.mark.worker]

ENTRIES = 150_000  # several seconds of work for the worker (20,000 take it under one)
KINGDOM = ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller", "Werkstatt"]
READ_PAGE = """
const bar = document.querySelector('[data-poll] progress');
return {value: bar ? Number(bar.value) : null, done: Boolean(document.querySelector('section.summary'))};
"""


def long_record() -> dict:
    """Two players who only end their turns: legal, never over, one step of work per entry."""
    players = ["Anna", "Ben"]
    return {"format": "regelwerk-record/1", "game": "dominion", "players": players,
            "setup": {"editions": ["basis-rgg-2017"], "kingdom": KINGDOM, "seed": 7},
            "log": [{"by": players[i % 2], "move": "end-turn"} for i in range(ENTRIES)]}


def test_the_progress_bar_moves_while_a_real_worker_validates(browser, site_url, celery_worker_process, settings,
                                                              tmp_path):
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.common.by import By

    from engine import services

    settings.REGELWERK_MAX_RECORD_ENTRIES = ENTRIES
    settings.REGELWERK_MAX_RECORD_BYTES = 16 * 1024 * 1024
    job = services.submit(long_record())
    open_page(browser, f"{site_url}/pruefen/{job.pk}/")
    shown: list[float] = []  # each value the page's bar showed, in the order it showed them
    done = False
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline and not done:
        try:
            state = browser.execute_script(READ_PAGE)
        except WebDriverException:  # the page is reloading itself (the job finished)
            time.sleep(0.1)
            continue
        done = state["done"]
        if state["value"] is not None and (not shown or shown[-1] != state["value"]):
            shown.append(state["value"])
        time.sleep(0.05)
    assert done, f"the job page never showed its report; the bar showed {shown}"
    print(f"progress values the page showed: {shown}")
    between = [value for value in shown if 0 < value < 100]
    assert shown == sorted(shown), f"the bar went backwards: {shown}"
    # at least one value in the middle before the report replaced the bar (the last poll may come before or after
    # the worker's final count): a bar that jumps from 0 straight to the report has not moved
    assert between, f"the bar did not move: {shown}"
    summary = browser.find_element(By.CSS_SELECTOR, "section.summary").text
    assert f"{ENTRIES} von {ENTRIES}" in summary.replace(".", "")  # "150.000" where numbers are grouped
    screenshot(browser, tmp_path, "job-progress-done")

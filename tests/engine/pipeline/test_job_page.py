"""The validation pages as a player reads them (issue 12): the pasted format detected, a summary at the top,
moves as German sentences with turn numbers and rule statements, "nur Probleme", pages of entries, positions
fetched on demand as the game's picture, and "unsupported" explained."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from log_snippets import online_opening

from engine import job_page, services
from engine.games.burgund_karten.picture import picture as burgund_picture
from engine.games.dominion.picture import picture as dominion_picture
from engine.models import Submission

ROOT = Path(__file__).resolve().parents[3]
BURGUND = json.loads((ROOT / "tests/data/burgund_karten/2p-greedy-seed11.json").read_text())["record"]

DOMINION_ONLINE_LOG = online_opening("a Smithy")


def _submit(record, django_capture_on_commit_callbacks, **kwargs):
    with django_capture_on_commit_callbacks(execute=True):
        job = services.submit(record, **kwargs)
    job.refresh_from_db()  # the job ran when the transaction committed, after submit returned
    return job


@pytest.mark.parametrize(("text", "expected"), [
    ('{"format": "regelwerk-record/1"}', "record"),
    ("\ufeff  [1, 2]", "record"),
    (DOMINION_ONLINE_LOG, "dominion-online"),
    ("<html><body><pre>--- Anna: turn 1 ---</pre></body></html>", "isotropic"),
    ("kein Protokoll", "record"),
])
def test_the_pasted_format_is_detected(text, expected):
    assert services.detect_format(text) == expected


@pytest.mark.django_db
def test_a_pasted_dominion_online_log_reaches_a_job_page(client, catalog, eager_celery,
                                                         django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post("/pruefen/", {"format": "auto", "text": DOMINION_ONLINE_LOG})
    assert response.status_code == 302, response.content.decode()[:2000]
    submission = Submission.objects.get()
    assert submission.format == "dominion-online"
    html = client.get(response["Location"]).content.decode()
    assert "Anna</strong> kauft Schmiede" in html
    assert "Zug 1" in html


@pytest.mark.django_db
def test_summary_counts_and_first_problem(client, catalog, eager_celery, django_capture_on_commit_callbacks):
    job = _submit(BURGUND, django_capture_on_commit_callbacks)
    html = client.get(job.get_absolute_url()).content.decode()
    summary = html.split('aria-label="Zusammenfassung">')[1].split("</section>")[0]
    problems = job.report["problems"]
    assert "nicht prüfbar" in summary
    assert f'<span class="badge unverifiable">nicht prüfbar</span> {len(problems)}' in summary
    legal = sum(1 for r in job.report["results"] if r["verdict"] == "legal")
    assert f'<span class="badge legal">erlaubt</span> {legal}' in summary
    first = problems[0]
    assert f"Eintrag {first['index']}, Zug {first['turn']}" in summary
    assert "unverifiable" not in re.sub(r'class="[^"]*"', "", summary)


@pytest.mark.django_db
def test_moves_read_as_german_sentences_with_turns_and_rule_statements(client, catalog, eager_celery,
                                                                       django_capture_on_commit_callbacks):
    job = _submit(BURGUND, django_capture_on_commit_callbacks)
    html = client.get(job.get_absolute_url()).content.decode()
    assert "<strong>Anna</strong> spielt Weide/1" in html
    assert re.search(r'<span class="move-turn">Zug \d+</span>', html)
    problem = job.report["problems"][0]
    statement = job_page._rule_statements("burgund-karten", {problem["rule"]})[problem["rule"]]
    assert statement and statement in html
    assert f">{problem['rule']}<" not in html  # the rule is named by its statement, linked to its page


@pytest.mark.django_db
def test_only_problems_and_pages(client, catalog, eager_celery, django_capture_on_commit_callbacks, monkeypatch):
    job = _submit(BURGUND, django_capture_on_commit_callbacks)
    only = client.get(job.get_absolute_url(), {"nur": "probleme"}).content.decode()
    assert only.count('<li id="e') == len(job.report["problems"])
    monkeypatch.setattr(job_page, "PAGE_SIZE", 50)
    first = client.get(job.get_absolute_url()).content.decode()
    assert first.count('<li id="e') == 50 and "Seite 1 von 4" in first
    last = client.get(job.get_absolute_url(), {"seite": "4"}).content.decode()
    assert last.count('<li id="e') == len(BURGUND["log"]) - 150 and 'id="e158"' in last
    for bad in ("0", "-3", "abc", "999999"):
        assert client.get(job.get_absolute_url(), {"seite": bad}).status_code == 200


@pytest.mark.django_db
def test_positions_are_fetched_on_demand(client, catalog, eager_celery, django_capture_on_commit_callbacks):
    job = _submit(BURGUND, django_capture_on_commit_callbacks)
    page = client.get(job.get_absolute_url()).content.decode()
    assert "Weide" not in page.split('data-position-src')[1].split("</details>")[0].split("</summary>")[1]
    url = f"{job.get_absolute_url()}stellung/0/"
    assert f'data-position-src="{url}"' in page
    fragment = client.get(url, headers={"X-Requested-With": "fetch"}).content.decode()
    assert "<html" not in fragment and "Anna" in fragment
    assert "<html" in client.get(url).content.decode()  # without script: a page of its own
    assert client.get(f"{job.get_absolute_url()}stellung/100000/").status_code == 404


@pytest.mark.django_db
def test_a_position_not_kept_is_replayed_when_opened(client, catalog, eager_celery,
                                                     django_capture_on_commit_callbacks):
    job = _submit(BURGUND, django_capture_on_commit_callbacks)
    stored_before, stored_after = job.steps[10], job.steps[11]
    job.steps = None
    job.save(update_fields=["steps"])
    before, after = job_page.positions_at(job, 10)
    assert before == stored_before and after == stored_after


@pytest.mark.django_db
def test_unsupported_is_explained_with_german_names(client, catalog, eager_celery,
                                                    django_capture_on_commit_callbacks):
    record = {"format": "regelwerk-record/1", "game": "dominion", "players": ["Anna", "Ben"],
              "setup": {"editions": ["basis-rgg-2017", "dark-ages-rgg-2019"], "seed": 1,
                        "kingdom": ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Burggraben",
                                    "Keller", "Kobold"]},
              "log": [{"by": "Anna", "move": "end-turn"}]}
    job = _submit(record, django_capture_on_commit_callbacks)
    assert job.report["status"] == "unsupported"
    html = client.get(job.get_absolute_url()).content.decode()
    text = html.split('class="unsupported"')[1].split("</section>")[0]
    # what the engine covers, counted from its own cards: whole boxes (Nocturne's Kobold is in none of them)
    assert "Basisspiel, Die Intrige" in text and "Dark Ages" in text and "Empires" in text
    assert ">Kobold</a>" in text
    assert "Pixie" not in text


@pytest.mark.django_db
def test_without_a_worker_the_page_says_the_check_ran_in_its_process(client, catalog, eager_celery,
                                                                     django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post("/pruefen/", {"format": "auto", "text": json.dumps(BURGUND)})
    html = client.get(response["Location"]).content.decode()
    assert "im Prozess dieser Seite" in html


# --- the pictures (plain functions: escaped, marked changes) --------------------------------------------------

def _dominion_state(hand: dict, supply_smithy: int = 10) -> dict:
    return {"players": ["Anna", "<b>Ben</b>"], "kingdom": ["Smithy", "Witch"], "turn": 3, "active": 0,
            "phase": "buy", "actions": 0, "buys": 1, "coins": 4, "trash": {},
            "supply": {"Copper": 46, "Smithy": supply_smithy, "Witch": 10},
            "cards": {"Anna": {"pile": {"top": [], "pool": {"Copper": 3}, "hidden": 2}, "hand": hand,
                               "hand_unknown": 0, "discard": {}, "discard_unknown": 0, "in_play": [], "revealed": []},
                      "<b>Ben</b>": {"pile": {"top": [], "pool": {}, "hidden": 10}, "hand": {}, "hand_unknown": 5,
                                     "discard": {}, "discard_unknown": 0, "in_play": [], "revealed": []}}}


def test_dominion_picture_draws_chips_marks_changes_and_kingdom_seen():
    names = {"Copper": "Kupfer", "Smithy": "Schmiede", "Witch": "<i>Hexe</i>"}
    before = _dominion_state({"Copper": 2})
    after = _dominion_state({"Copper": 2, "Smithy": 1}, supply_smithy=9)
    html = dominion_picture(after, names, before, {"by": "Anna", "move": "buy", "card": "Schmiede"})
    assert "<b>" not in html and "&lt;b&gt;Ben&lt;/b&gt;" in html and "&lt;i&gt;Hexe&lt;/i&gt;" in html
    smithy_chips = re.findall(r'<li class="([^"]*)" title="Schmiede[^"]*">', html)
    assert any("changed" in c and "seen" in c for c in smithy_chips)  # the supply pile: bought, so seen
    witch = re.findall(r'<li class="([^"]*)" title="&lt;i&gt;Hexe', html)
    assert witch and all("unseen" in c and "changed" not in c for c in witch)
    assert "t-geld" in html and "5 verdeckt" in html and 'style=' not in html and "<script" not in html


def test_burgund_picture_draws_the_display_and_marks_new_cards():
    before = {"phase": 1, "round": 2, "turn": {"player": "Anna"}, "display": [["Markt/6"], [], [], [], [], []],
              "zones": {"Anna": {"hand": ["Weide/1"], "projects": [], "groups": [], "stack": [], "silver": 1}}}
    after = {**before, "zones": {"Anna": {"hand": [], "projects": ["Weide/1"], "groups": [], "stack": [],
                                          "silver": 1, "animals": {"<Rind>": 2}}}}
    html = burgund_picture(after, {}, before, None)
    assert "Feld 1" in html and "Markt" in html
    assert re.search(r'<li class="chip k-gruen changed" title="Weide/1">', html)
    assert "&lt;Rind&gt;" in html and "<Rind>" not in html


@pytest.mark.django_db
def test_castles_named_in_english_by_a_log_are_shown_in_german(client, catalog):
    from engine.models import ValidationJob

    submission = Submission.objects.create(game="dominion", format="record", raw="{}", size_bytes=2,
                                           record={"game": "dominion", "players": ["A", "B"], "log": []})
    job = ValidationJob.objects.create(submission=submission, status="done",
                                       report={"game": "dominion", "status": "unsupported", "entries": 0,
                                               "checked": 0, "problems": [], "unsupported": ["Humble Castle"]})
    html = client.get(job.get_absolute_url()).content.decode()
    assert "Bescheidenes Schloss" in html and "Humble Castle" not in html
    assert "/spiele/dominion/karten/" in html.split("Bescheidenes Schloss")[0].rsplit("<a", 1)[-1]


@pytest.mark.django_db
def test_a_score_the_record_cannot_determine_reads_open_with_its_range_never_none(client):
    """dominion.auslegung.gleichstand / scoring.score: unseen cards that left a player make their points open."""
    from engine.models import ValidationJob

    submission = Submission.objects.create(game="dominion", format="record", raw="{}", size_bytes=2,
                                           record={"game": "dominion", "players": ["A", "B"], "log": []})
    outcome = {"scores": {"A": 31, "B": None}, "open_scores": {"B": [27, 33]}, "winners": [], "turns": {"A": 18, "B": 18}}
    job = ValidationJob.objects.create(submission=submission, status="done",
                                       report={"game": "dominion", "status": "legal", "entries": 0, "checked": 0,
                                               "problems": [], "outcome": outcome})
    html = client.get(job.get_absolute_url()).content.decode()
    assert "A 31" in html and "B offen (27–33)" in html and "None" not in html

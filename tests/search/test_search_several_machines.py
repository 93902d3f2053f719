"""Issue 13 item 9: several machines, each with its own index directory, against the real services.

Two web processes (gunicorn, index directories web-a and web-b), the writer worker (the only one reading the
index queue; it also runs validations) and a second validation worker (index directory of its own, never
written). The deployment step `manage.py rebuild_index` publishes generation 1. A ruling published through web
A must be found through web B within FOUND_WITHIN seconds, and the jobs of a batch must run on both workers.
"""

from __future__ import annotations

import os
import time

import pytest
from django.contrib.auth.models import User
from django_celery_results.models import TaskResult
from machines import Web, Worker, deployment_env, manage
from rest_framework.authtoken.models import Token

from engine.models import ValidationJob
from rulings.permissions import ensure_referee_group
from search.models import IndexGeneration
from tests.conftest import wait_for

# The stated time: the index task on the writer (a few seconds) plus a web process's next look at the database
# (SEARCH_INDEX_FOLLOW_SECONDS, 5 by default), with room for a loaded CI machine.
FOUND_WITHIN = 30
WORD = "Zwergenschwur"  # in no rulebook: found only once the ruling is indexed
KINGDOM = ["Dorf", "Schmiede", "Markt", "Hexe", "Miliz", "Kapelle", "Thronsaal", "Burggraben", "Keller", "Werkstatt"]


def turns_only(entries: int, seed: int) -> dict:
    """Two players who only end their turns: legal, and long enough (a second or two) to keep a worker busy."""
    players = ["Anna", "Ben"]
    return {"format": "regelwerk-record/1", "game": "dominion", "players": players,
            "setup": {"editions": ["basis-rgg-2017"], "kingdom": KINGDOM, "seed": seed},
            "log": [{"by": players[i % 2], "move": "end-turn"} for i in range(entries)]}


def hits(web: Web, query: str) -> list[str]:
    status, body = web.request("GET", f"/api/v1/search?q={query}")
    assert status == 200, body
    return [hit["title"] for hit in body["hits"]]


@pytest.mark.worker
@pytest.mark.postgres
@pytest.mark.django_db(transaction=True)
def test_a_ruling_published_on_one_web_process_is_found_on_the_other_and_workers_share_jobs(catalog, tmp_path):
    assert "CELERY_VISIBILITY_TIMEOUT" not in os.environ
    queue, index_queue = f"regelwerk-machines-{os.getpid()}", f"regelwerk-machines-index-{os.getpid()}"

    def env(name: str) -> dict[str, str]:
        return deployment_env(queue, index_queue, tmp_path / name)

    curator = User.objects.create_user("schiri", password="x" * 20)
    curator.groups.add(ensure_referee_group())
    token = Token.objects.create(user=curator).key

    built = manage("rebuild_index", env=env("writer"))  # the deployment step, on the writer's machine
    assert built.returncode == 0, built.stderr
    assert "Veröffentlicht als Generation 1" in built.stdout
    assert list(IndexGeneration.objects.values_list("number", flat=True)) == [1]

    processes = []
    try:
        writer = Worker("writer", [index_queue, queue], env("writer"), tmp_path)
        validator = Worker("validator", [queue], env("validator"), tmp_path)
        web_a, web_b = Web("web-a", env("web-a"), tmp_path), Web("web-b", env("web-b"), tmp_path)
        processes = [writer, validator, web_a, web_b]
        for process in processes:
            process.wait_ready()

        # Each web process fetched generation 1 into its own directory on its first search.
        assert hits(web_a, "Thronsaal")[0] == "Thronsaal" and hits(web_b, "Thronsaal")[0] == "Thronsaal"
        assert hits(web_b, WORD) == []
        for name in ("web-a", "web-b"):
            assert (tmp_path / name / "PUBLISHED").read_text().startswith("1 ")

        status, body = web_a.request("POST", "/api/v1/rulings", {
            "game": "dominion", "title": f"{WORD}: Geld auf der Hand zählt nicht",
            "text": f"Der {WORD} gilt: erst ausspielen, dann kaufen.", "verdict": "illegal",
            "citations": [{"key": "rule:dominion.kauf-braucht-geld"}], "publish": True}, token=token)
        assert status == 201, body
        published_at = time.monotonic()
        wait_for(lambda: hits(web_b, WORD), timeout=FOUND_WITHIN + 30, interval=0.5)
        found_after = time.monotonic() - published_at
        assert found_after <= FOUND_WITHIN, f"found through web B after {found_after:.1f} s"
        assert hits(web_b, WORD) == [f"{WORD}: Geld auf der Hand zählt nicht"]
        assert hits(web_a, WORD) == [f"{WORD}: Geld auf der Hand zählt nicht"]
        # The writer alone wrote: the validator's directory was never created, the webs only took generations.
        assert not (tmp_path / "validator").exists()
        assert IndexGeneration.objects.order_by("-number").first().number >= 2

        status, body = web_b.request("POST", "/api/v1/validations/batch", {
            "name": "Vereinsabend", "items": [{"record": turns_only(3000, seed)} for seed in range(8)]})
        assert status == 202, body
        ids = [job["id"] for job in body["jobs"]]
        wait_for(lambda: ValidationJob.objects.filter(pk__in=ids, status="done").count() == len(ids), timeout=240,
                 interval=0.5)
        task_ids = ValidationJob.objects.filter(pk__in=ids).values_list("task_id", flat=True)
        ran_on = set(TaskResult.objects.filter(task_id__in=task_ids).values_list("worker", flat=True))
        assert ran_on == {writer.hostname, validator.hostname}
    finally:
        for process in processes:
            process.stop()

"""Issue 10, part 4: the Django part of `engine` imports one way: services → tasks → runner → engine.core.

Read from the source with the architecture test's import reader (deferred imports included, because a
deferred import is the usual way to hide a cycle). The pure engine (engine/core, engine/games) and the
importers are outside this check. And the behaviour the split must keep: store before queue.
"""

from __future__ import annotations

from pathlib import Path

import pipeline_counting_game as game
import pytest
from django.db import transaction

from engine import runner, services, tasks
from engine.models import Submission, ValidationJob
from tests.test_architecture import ROOT, Import, all_imports, find_cycle, imports_of, is_within, module_graph

PURE = ("engine.core", "engine.games", "engine.importers")


def django_part(module: str) -> bool:
    return is_within(module, "engine") and not any(is_within(module, package) for package in PURE)


def unexplained_deferred(imports: list[Import], root: Path) -> list[str]:
    """Deferred imports without a comment on their line or the line above."""
    found_without = []
    for found in imports:
        if not found.deferred:
            continue
        path = root / (found.module.replace(".", "/") + ".py")
        if not path.exists():
            path = root / found.module.replace(".", "/") / "__init__.py"
        lines = path.read_text(encoding="utf-8").splitlines()
        here, above = lines[found.line - 1], lines[found.line - 2] if found.line > 1 else ""
        if "#" not in here and not above.strip().startswith("#"):
            found_without.append(str(found))
    return found_without


@pytest.fixture(scope="module")
def imports() -> list[Import]:
    return [found for found in all_imports() if django_part(found.module)]


def test_the_django_part_of_engine_has_no_import_cycle(imports):
    graph = module_graph(imports, "engine")
    ours = {module: {target for target in targets if django_part(target)} for module, targets in graph.items()}
    cycle = find_cycle(ours)
    assert cycle is None, f"engine modules import each other in a circle: {' -> '.join(cycle or [])}"


def test_the_pipeline_modules_import_one_way(imports):
    edges = {(found.module, found.target) for found in imports}
    assert ("engine.services", "engine.tasks") in edges and ("engine.tasks", "engine.runner") in edges
    backwards = {("engine.tasks", "engine.services"), ("engine.runner", "engine.services"),
                 ("engine.runner", "engine.tasks")} & edges
    assert not backwards, f"imports against services → tasks → runner: {sorted(backwards)}"


def test_every_deferred_import_in_the_django_part_says_why(imports):
    """A function-level import is allowed only with a comment saying why (e.g. a heavy optional library)."""
    unexplained = unexplained_deferred(imports, ROOT)
    assert not unexplained, "deferred imports without a reason: " + "; ".join(unexplained)


def test_the_deferred_import_check_finds_an_unexplained_one(tmp_path):
    package = tmp_path / "engine"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "views.py").write_text("def page():\n    from engine import tasks\n\n\ndef other():\n"
                                      "    # markdown is heavy and only this page needs it\n    import markdown\n")
    found = imports_of(package / "views.py", {"engine", "engine.views", "engine.tasks"}, tmp_path)
    assert unexplained_deferred(found, tmp_path) == ["engine.views:2 imports engine.tasks (inside a function)"]


# --- the behaviour the module split keeps ------------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)  # real commits and rollbacks
def test_a_submission_is_queued_only_once_it_is_committed(counting_game, monkeypatch, eager_celery):
    runs = []

    def run_job(job_id, task_id=""):
        runs.append(ValidationJob.objects.filter(pk=job_id).exists())  # the worker finds the stored job
        return None

    monkeypatch.setattr(runner, "run_job", run_job)
    with pytest.raises(RuntimeError), transaction.atomic():
        services.submit(game.record())
        raise RuntimeError("the request fails after submitting")
    assert runs == [] and Submission.objects.count() == 0  # rolled back: nothing stored, nothing queued
    services.submit(game.record())
    assert runs == [True]


def test_the_task_names_stay_what_beat_and_workers_know():
    assert tasks.run_validation.name == "engine.run_validation"
    assert tasks.requeue_stale_jobs_task.name == "engine.requeue_stale_jobs"

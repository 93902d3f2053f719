"""Settings come from the environment (12-factor); unsafe defaults only for development."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_manage(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    base = {key: value for key, value in os.environ.items()
            if key not in {"DATABASE_URL", "CELERY_BROKER_URL", "SECRET_KEY", "DEBUG", "REGELWERK_DEV_DEFAULTS",
                           "ALLOWED_HOSTS", "CELERY_QUEUE", "SEARCH_INDEX_DIR"}}
    base.update(env)
    return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=base, capture_output=True, text=True,
                          timeout=120)


def test_secret_key_is_required_when_debug_is_off(tmp_path):
    result = run_manage("check", env={"REGELWERK_VAR_DIR": str(tmp_path)})
    assert result.returncode != 0
    assert "SECRET_KEY muss gesetzt sein" in result.stderr


def test_development_default_key_only_with_debug(tmp_path):
    result = run_manage("shell", "-v", "0", "-c", "from django.conf import settings; print(settings.SECRET_KEY[:8], settings.DEBUG)",
                        env={"DEBUG": "1", "REGELWERK_VAR_DIR": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["dev-only", "True"]


def test_embedded_default_is_sqlite_under_var_and_eager_tasks(tmp_path):
    code = ("from django.conf import settings; from config.celery import app; "
            "print(settings.DATABASES['default']['ENGINE'], settings.DATABASES['default']['NAME'], "
            "app.conf.task_always_eager, settings.SEARCH_INDEX_DIR)")
    result = run_manage("shell", "-v", "0", "-c", code, env={"DEBUG": "1", "REGELWERK_VAR_DIR": str(tmp_path)})
    assert result.returncode == 0, result.stderr
    engine, name, eager, index_dir = result.stdout.split()
    assert engine == "django.db.backends.sqlite3"
    assert name == str(tmp_path / "regelwerk.sqlite3")
    assert eager == "True"
    assert index_dir == str(tmp_path / "index")


def test_environment_names_database_broker_and_index(tmp_path):
    code = ("from django.conf import settings; from config.celery import app; "
            "print(settings.DATABASES['default']['ENGINE'], settings.DATABASES['default']['NAME'], "
            "app.conf.task_always_eager, app.conf.broker_url, settings.SEARCH_INDEX_DIR, settings.ALLOWED_HOSTS)")
    result = run_manage("shell", "-v", "0", "-c", code, env={
        "SECRET_KEY": "x" * 60, "DATABASE_URL": "postgres://someone@db.example:5433/regelwerk",
        "CELERY_BROKER_URL": "redis://broker.example:6379/3", "SEARCH_INDEX_DIR": str(tmp_path / "ix"),
        "ALLOWED_HOSTS": "regelwerk.example,www.regelwerk.example"})
    assert result.returncode == 0, result.stderr
    engine, name, eager, broker, index_dir, hosts = result.stdout.strip().split(" ", 5)
    assert engine == "django.db.backends.postgresql"
    assert name == "regelwerk"
    assert eager == "False"
    assert broker == "redis://broker.example:6379/3"
    assert index_dir == str(tmp_path / "ix")
    assert "regelwerk.example" in hosts and "www.regelwerk.example" in hosts


def test_production_settings_pass_check_deploy(tmp_path):
    result = run_manage("check", "--deploy", "--fail-level", "WARNING", env={
        "SECRET_KEY": "k3y-" + "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJ", "ALLOWED_HOSTS": "regelwerk.example",
        "REGELWERK_VAR_DIR": str(tmp_path)})
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def _celery_limits(env: dict[str, str], tmp_path) -> subprocess.CompletedProcess:
    code = ("from django.conf import settings; from config.celery import app; from engine.tasks import run_validation; "
            "from search.tasks import update_index; "
            "print(settings.CELERY_TASK_TIME_LIMIT, settings.CELERY_TASK_SOFT_TIME_LIMIT, "
            "app.conf.broker_transport_options['visibility_timeout'], run_validation.time_limit, "
            "run_validation.soft_time_limit, update_index.time_limit)")
    return run_manage("shell", "-v", "0", "-c", code, env={"DEBUG": "1", "REGELWERK_VAR_DIR": str(tmp_path), **env})


def test_task_time_limit_is_a_setting_and_the_visibility_timeout_follows_it(tmp_path):
    """Issue 13: `regelwerk_task` had 300 s written into it; now every task takes the setting, and the broker's
    visibility timeout is derived from it (360 s by default), so a raised limit raises the timeout with it."""
    default = _celery_limits({}, tmp_path)
    assert default.returncode == 0, default.stderr
    assert default.stdout.split() == ["300", "240", "360", "300", "240", "300"]
    raised = _celery_limits({"CELERY_TASK_TIME_LIMIT": "900"}, tmp_path)
    assert raised.returncode == 0, raised.stderr
    assert raised.stdout.split() == ["900", "720", "1080", "900", "720", "900"]
    short = _celery_limits({"CELERY_TASK_TIME_LIMIT": "20"}, tmp_path)
    assert short.stdout.split() == ["20", "16", "30", "20", "16", "20"]


def test_a_visibility_timeout_set_by_hand_is_refused(tmp_path):
    result = _celery_limits({"CELERY_VISIBILITY_TIMEOUT": "2"}, tmp_path)
    assert result.returncode != 0
    assert "CELERY_VISIBILITY_TIMEOUT wird aus CELERY_TASK_TIME_LIMIT abgeleitet" in result.stderr

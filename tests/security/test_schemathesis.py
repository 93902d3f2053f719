"""Schemathesis against the served OpenAPI schema: generated and malformed requests to every operation of a real
gunicorn on PostgreSQL (loopback, the test database with the real catalog and a real search index).

Fails on any 5xx (`not_a_server_error`) and on any answer the schema does not describe: status code, content type,
headers, body (`status_code_conformance`, `content_type_conformance`, `response_headers_conformance`,
`response_schema_conformance`). Bounded: SCHEMATHESIS_MAX_TIME seconds of generation (default 120), 10 examples per
operation, a fixed seed so a failure can be replayed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from security_helpers import Server, database_url

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]

CHECKS = ("not_a_server_error,status_code_conformance,content_type_conformance,response_headers_conformance,"
          "response_schema_conformance")
MAX_TIME = int(os.environ.get("SCHEMATHESIS_MAX_TIME", "120"))
SEED = int(os.environ.get("SCHEMATHESIS_SEED", "13"))


def test_schemathesis_finds_no_server_error_and_no_schema_violation(catalog, built_index, tmp_path):
    from django.db import connection

    schemathesis = Path(sys.executable).parent / "schemathesis"
    assert schemathesis.is_file() or shutil.which("schemathesis"), "schemathesis is in requirements.lock"
    many = "1000000/minute"
    server = Server({
        "DATABASE_URL": database_url(connection.settings_dict), "SEARCH_INDEX_DIR": str(built_index),
        # tasks eagerly in the web process: no queue left behind, readiness needs no worker
        "CELERY_BROKER_URL": "", "REGELWERK_MAX_PENDING_JOBS": "0",
        # the throttles would answer most generated requests with 429 (documented, but it tests nothing)
        "REGELWERK_THROTTLE_ANON": many, "REGELWERK_THROTTLE_SUBMISSIONS": many,
        "REGELWERK_THROTTLE_QUESTIONS": many, "REGELWERK_THROTTLE_HEALTH": many,
    }, workers=3, log=tmp_path / "gunicorn.log")
    try:
        result = subprocess.run(
            [str(schemathesis) if schemathesis.is_file() else "schemathesis", "run", f"{server.url}/api/v1/schema",
             "--url", server.url, "--checks", CHECKS, "--max-examples", "10", "--max-time", str(MAX_TIME),
             "--request-timeout", "20", "--seed", str(SEED), "--phases", "examples,coverage,fuzzing",
             "--no-color"],
            capture_output=True, text=True, timeout=MAX_TIME + 120, env={**os.environ, "NO_COLOR": "1"},
            cwd=tmp_path)  # its caches and reports stay out of the repository
    finally:
        server.stop()
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-12000:] + "\n--- server log ---\n" + (tmp_path / "gunicorn.log").read_text()[-4000:]
    assert "Server error" not in output

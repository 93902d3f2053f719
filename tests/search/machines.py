"""Real processes standing in for machines: web processes (gunicorn) and Celery workers, each with its own
search index directory, all on the test database and the test broker, as a deployment on several machines runs.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from django.db import connection

from tests.conftest import ROOT, _database_url_for


def deployment_env(queue: str, index_queue: str, index_dir: Path, **extra: str) -> dict[str, str]:
    """The environment of one process of a shared deployment (SEARCH_INDEX_SHARED) with its own index directory."""
    env = dict(os.environ)
    env.update({
        "DATABASE_URL": _database_url_for(connection.settings_dict),
        "REGELWERK_DEV_DEFAULTS": "1",
        "CELERY_QUEUE": queue,
        "SEARCH_INDEX_QUEUE": index_queue,
        "SEARCH_INDEX_SHARED": "1",
        "SEARCH_INDEX_DIR": str(index_dir),
        **extra,
    })
    return env


def manage(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=600)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Process:
    """A child in its own process group, logging to a file; stopped with SIGTERM (then SIGKILL)."""

    def __init__(self, command: list[str], env: dict[str, str], log_path: Path):
        self.log_path = log_path
        self._log = open(log_path, "w")
        self.process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=self._log, stderr=subprocess.STDOUT,
                                        start_new_session=True)

    def log(self) -> str:
        return self.log_path.read_text()[-4000:]

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=20)
        self._log.close()


class Web(Process):
    """`gunicorn config.wsgi` on a loopback port: one web machine."""

    def __init__(self, name: str, env: dict[str, str], log_dir: Path):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        super().__init__([sys.executable, "-m", "gunicorn", "config.wsgi:application", "-b", f"127.0.0.1:{self.port}",
                          "-w", "1", "--timeout", "120"], env, log_dir / f"{name}.log")

    def wait_ready(self, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                if self.request("GET", "/api/v1/health")[0] == 200:
                    return
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.3)
        raise AssertionError(f"the web process did not start; its log:\n{self.log()}")

    def request(self, method: str, path: str, body: dict | None = None, token: str = "") -> tuple[int, dict]:
        headers = {"Accept": "application/json"}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if token:
            headers["Authorization"] = f"Token {token}"
        request = urllib.request.Request(self.base + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status, json.loads(response.read() or b"{}")
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read() or b"{}")


class Worker(Process):
    """`celery -A config worker --pool=solo` reading `queues`: one worker machine."""

    def __init__(self, name: str, queues: list[str], env: dict[str, str], log_dir: Path):
        self.hostname = f"{name}@regelwerk-tests"
        super().__init__([sys.executable, "-m", "celery", "-A", "config", "worker", "--pool=solo", "-Q",
                          ",".join(queues), "-n", self.hostname, "--loglevel=INFO", "--without-gossip",
                          "--without-mingle"], env, log_dir / f"{name}.log")

    def wait_ready(self, timeout: float = 60.0) -> None:
        from config.celery import app

        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.process.poll() is None:
            if any(self.hostname in reply for reply in app.control.ping(timeout=0.5, destination=[self.hostname])):
                return
            time.sleep(0.3)
        raise AssertionError(f"the Celery worker did not start; its log:\n{self.log()}")

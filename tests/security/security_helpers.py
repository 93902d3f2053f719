"""A gunicorn of our own for the security tests: the real WSGI app in other processes, on a loopback port."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class Server:
    """`gunicorn config.wsgi` on a free loopback port, in its own process group, with the environment given."""

    def __init__(self, env: dict[str, str], workers: int = 1, *, log: Path):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        full = {key: value for key, value in os.environ.items()
                if key not in {"DATABASE_URL", "CELERY_BROKER_URL", "CACHE_URL", "REDIS_URL", "DEBUG"}}
        full.update({"REGELWERK_DEV_DEFAULTS": "1", "PYTHONUNBUFFERED": "1"})
        full.update(env)
        self._log = open(log, "w")
        self.log = log
        self.process = subprocess.Popen(
            [sys.executable, "-m", "gunicorn", "config.wsgi", "-w", str(workers), "-b", f"127.0.0.1:{self.port}",
             "--log-level", "warning"], cwd=ROOT, env=full, stdout=self._log, stderr=subprocess.STDOUT,
            start_new_session=True)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and self.process.poll() is None:
            try:
                urllib.request.urlopen(f"{self.url}/api/v1/health", timeout=2).read()
                return
            except (urllib.error.URLError, OSError):
                time.sleep(0.2)
        self.stop()
        pytest.fail(f"gunicorn did not start; its log:\n{log.read_text()[-3000:]}")

    def get(self, path: str, headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], str]:
        request = urllib.request.Request(f"{self.url}{path}", headers=headers or {})
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, dict(response.headers), response.read().decode()
        except urllib.error.HTTPError as error:
            return error.code, dict(error.headers), error.read().decode()

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
        self._log.close()


def database_url(settings_dict: dict) -> str:
    """The URL of the database Django is connected to (the test database), for a server in another process."""
    user = settings_dict.get("USER") or ""
    password = settings_dict.get("PASSWORD") or ""
    host = settings_dict.get("HOST") or ""
    port = settings_dict.get("PORT") or ""
    auth = f"{user}:{password}@" if password else (f"{user}@" if user else "")
    return f"postgres://{auth}{host}{':' + str(port) if port else ''}/{settings_dict['NAME']}"

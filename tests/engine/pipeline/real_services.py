"""Real processes for the fault tests: a throwaway Redis to stop and start, and `celery beat` (the sweepers).

The shared Redis (CELERY_BROKER_URL) is never stopped: a broker-down test runs its own redis-server on a
free loopback port, points this process's Celery app and its workers at it, and stops it for real.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import redis
from django.db import connection
from kombu import pools

from tests.conftest import ROOT, _database_url_for

FIRST_PORT = 6390


def free_port() -> int:
    for port in range(FIRST_PORT, FIRST_PORT + 40):
        with socket.socket() as probe:
            if probe.connect_ex(("127.0.0.1", port)) != 0:
                return port
    raise RuntimeError("no free loopback port for a throwaway Redis")


class OwnRedis:
    """A redis-server of this test alone, on 127.0.0.1, keeping nothing on disk."""

    def __init__(self, directory: Path):
        if shutil.which("redis-server") is None:
            raise RuntimeError("redis-server is not installed")
        self.port = free_port()
        self.directory = directory
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.directory)], stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            try:
                if redis.Redis(port=self.port, socket_connect_timeout=0.5).ping():
                    return
            except redis.ConnectionError:
                time.sleep(0.1)
        raise RuntimeError(f"redis-server on {self.port} did not answer")

    def stop(self) -> None:
        """SIGTERM, then wait: the port no longer answers (queued messages are gone, it keeps nothing)."""
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=20)

    def answers(self) -> bool:
        try:
            return bool(redis.Redis(port=self.port, socket_connect_timeout=0.5).ping())
        except redis.ConnectionError:
            return False


def _drop_connections(app) -> None:
    """Forget the app's connection and producer pools (kombu keeps them per URL; `reset` closes and clears)."""
    pools.reset()
    app._pool = None
    app.amqp._producer_pool = None


@contextmanager
def app_on_broker(url: str):
    """This process's Celery app publishes to (and pings workers on) `url` while inside."""
    from config.celery import app

    # Celery resolved the read and write URLs from broker_url when it loaded its configuration: set those.
    saved = (app.conf.broker_write_url, app.conf.broker_read_url)
    _drop_connections(app)
    app.conf.broker_write_url = app.conf.broker_read_url = url
    try:
        yield app
    finally:
        _drop_connections(app)
        app.conf.broker_write_url, app.conf.broker_read_url = saved


class Beat:
    """`celery -A config beat` on the test database: it sends the sweeper tasks every `every` seconds."""

    def __init__(self, directory: Path, queue: str, every: int, extra_env: dict[str, str] | None = None):
        env = dict(os.environ)
        env["DATABASE_URL"] = _database_url_for(connection.settings_dict)
        env["REGELWERK_DEV_DEFAULTS"] = "1"
        env["CELERY_QUEUE"] = queue
        env["REGELWERK_SWEEP_SECONDS"] = str(every)
        env.update(extra_env or {})
        self.log_path = directory / f"beat-{queue}.log"
        self._log = open(self.log_path, "w")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "config", "beat", "--loglevel=INFO",
             "-s", str(directory / f"beat-schedule-{queue}"), "--pidfile", str(directory / f"beat-{queue}.pid")],
            cwd=ROOT, env=env, stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True)

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=20)
        self._log.close()


@contextmanager
def beat(directory: Path, queue: str, every: int = 2, extra_env: dict[str, str] | None = None):
    process = Beat(directory, queue, every, extra_env)
    try:
        yield process
    finally:
        process.stop()

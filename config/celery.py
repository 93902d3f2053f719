"""The Celery app and the task conventions every task of the project follows.

Conventions (use `regelwerk_task` instead of `shared_task`):
- idempotent: a task may run twice (acks_late + redelivery); it checks the stored state first;
- acks_late with reject_on_worker_lost: a worker killed mid-task gives the message back;
- queued only after the transaction commits: call `.delay_on_commit(...)`;
- retries with exponential backoff and jitter for transient errors (database or broker hiccups);
- soft and hard time limits, so a stuck task ends and its job can be re-queued.
"""

from __future__ import annotations

import os

from celery import Celery, shared_task
from django.conf import settings
from django.db import InterfaceError as DatabaseInterfaceError
from django.db import OperationalError as DatabaseOperationalError
from kombu.exceptions import OperationalError as BrokerOperationalError

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")

app = Celery("regelwerk")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()

# Errors that a later attempt can outlive: the connection to the database or the broker dropped, was
# refused or timed out. Django wraps the database driver's errors: OperationalError is a lost or refused
# connection, a server restart, a deadlock or serialization failure; InterfaceError a connection already
# closed. kombu raises its OperationalError when the broker is unreachable. Of the OSErrors only the
# connection-level ones (ConnectionError: refused, reset, aborted, broken pipe) and timeouts qualify: a
# FileNotFoundError, PermissionError or IsADirectoryError fails the same way every time, so retrying it
# only hides a bug or a broken deployment for minutes before the same failure.
TRANSIENT_ERRORS: tuple[type[BaseException], ...] = (
    DatabaseOperationalError,
    DatabaseInterfaceError,
    BrokerOperationalError,
    ConnectionError,
    TimeoutError,
)

# What publishing a message raises while the broker cannot be reached: kombu wraps the transport's connection
# errors into its OperationalError once the publish retries are spent; a refused or reset socket may surface as
# the builtin ConnectionError. The row the message is about is already committed: the caller keeps it unsent
# (see engine.tasks.requeue_stale_jobs) instead of failing the request with a 500.
BROKER_UNREACHABLE: tuple[type[BaseException], ...] = (BrokerOperationalError, ConnectionError, TimeoutError)

# Retries of a task after a transient error (with exponential backoff); after the last one the error stands.
MAX_RETRIES = 5


def regelwerk_task(*args, **options):
    """`shared_task` with the project's defaults; options given here win."""
    defaults = {
        "acks_late": True,
        "reject_on_worker_lost": True,
        "autoretry_for": TRANSIENT_ERRORS,
        "retry_backoff": 2,
        "retry_backoff_max": 120,
        "retry_jitter": True,
        "max_retries": MAX_RETRIES,
        # From the settings, where the broker's visibility timeout is derived from the same number.
        "soft_time_limit": settings.CELERY_TASK_SOFT_TIME_LIMIT,
        "time_limit": settings.CELERY_TASK_TIME_LIMIT,
    }
    defaults.update(options)
    if args and callable(args[0]) and len(args) == 1:
        return shared_task(**defaults)(args[0])
    return shared_task(*args, **defaults)


@regelwerk_task(name="regelwerk.ping")
def ping() -> str:
    """Answers `pong`: lets the health check and the tests see a worker round trip."""
    return "pong"

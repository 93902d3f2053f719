"""The reference logs are other people's data: read in place from ../shared/reference-logs (or
REGELWERK_REFERENCE_LOGS), never copied into the repository."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

IN_CI = os.environ.get("CI", "").lower() == "true"


def reference_logs() -> Path:
    env = os.environ.get("REGELWERK_REFERENCE_LOGS")
    return Path(env) if env else Path(__file__).resolve().parents[3].parent / "shared" / "reference-logs"


def require_reference_logs() -> Path:
    """The folder, or skip (fail under CI=true) with the reason."""
    folder = reference_logs()
    if not folder.is_dir():
        message = f"reference logs not found at {folder} (set REGELWERK_REFERENCE_LOGS)"
        if IN_CI:
            pytest.fail(message)
        pytest.skip(message)
    return folder

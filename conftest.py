"""Root conftest: environment defaults for the test suite, set before Django's settings are read."""

import os

os.environ.setdefault("REGELWERK_DEV_DEFAULTS", "1")

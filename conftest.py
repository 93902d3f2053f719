"""Root conftest: pytest-env (pyproject) sets the environment defaults before Django reads its settings."""

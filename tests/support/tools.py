"""The one rule for tests that need an installed tool: skip on a developer's machine, fail
in CI (``CI=true``), so a missing install step can never hide behind a quiet skip."""

from __future__ import annotations

import os

import pytest


def in_ci(env: dict[str, str] | None = None) -> bool:
    value = (env if env is not None else os.environ).get("CI", "")
    return value.strip().lower() in {"1", "true", "yes"}


def skip_or_fail(message: str, env: dict[str, str] | None = None) -> None:
    """Skip with ``message`` outside CI; fail with it in CI."""
    if not in_ci(env):
        pytest.skip(message)
    pytest.fail(message)

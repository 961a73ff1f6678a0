"""Retry policy for transient failures, built on tenacity.

Retries :class:`TransientModelError` (429, 5xx, timeouts, connection errors, garbled HTTP
bodies) with exponential backoff and jitter, and waits what the server asked for when it
sent ``Retry-After``. Permanent errors (400, 401, …) fail at once.
"""

from __future__ import annotations

import email.utils
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import tenacity

from afnio_lab.models.errors import TransientModelError


def parse_retry_after(headers: Mapping[str, str] | None) -> float | None:
    """Seconds from ``retry-after-ms`` or ``retry-after`` (seconds or an HTTP date)."""
    if not headers:
        return None
    lowered = {k.lower(): v for k, v in headers.items()}
    if "retry-after-ms" in lowered:
        try:
            return max(float(lowered["retry-after-ms"]) / 1000.0, 0.0)
        except ValueError:
            pass
    value = lowered.get("retry-after")
    if value is None:
        return None
    try:
        return max(float(value), 0.0)
    except ValueError:
        parsed = email.utils.parsedate_to_datetime(value) if value else None
        return None if parsed is None else max(parsed.timestamp() - time.time(), 0.0)


class _WaitRetryAfter(tenacity.wait.wait_base):
    """Server's Retry-After when given (capped), else the fallback backoff."""

    def __init__(self, fallback: tenacity.wait.wait_base, cap: float) -> None:
        self.fallback = fallback
        self.cap = cap

    def __call__(self, retry_state: tenacity.RetryCallState) -> float:
        outcome = retry_state.outcome
        exc = outcome.exception() if outcome is not None else None
        after = getattr(exc, "retry_after", None)
        if isinstance(after, (int, float)):
            return min(float(after), self.cap)
        return float(self.fallback(retry_state))


@dataclass(frozen=True)
class RetryPolicy:
    """How often and how patiently to retry a transient failure.

    ``max_attempts`` counts the first try. Waits grow ``initial_wait * 2**n`` (plus up to
    ``jitter`` seconds) up to ``max_wait``; a server's Retry-After wins, capped at
    ``max_retry_after``.
    """

    max_attempts: int = 5
    initial_wait: float = 0.5
    max_wait: float = 20.0
    jitter: float = 0.25
    max_retry_after: float = 60.0

    def __post_init__(self) -> None:
        if not isinstance(self.max_attempts, int) or self.max_attempts < 1:
            raise ValueError(f"max_attempts must be an int >= 1, got {self.max_attempts!r}.")
        if self.initial_wait < 0 or self.max_wait < 0 or self.jitter < 0:
            raise ValueError("Retry waits must be >= 0 seconds.")

    def _kwargs(self) -> dict[str, Any]:
        fallback = tenacity.wait_exponential_jitter(
            multiplier=self.initial_wait, max=self.max_wait, jitter=self.jitter
        )
        return {
            "stop": tenacity.stop_after_attempt(self.max_attempts),
            "wait": _WaitRetryAfter(fallback, self.max_retry_after),
            "retry": tenacity.retry_if_exception_type(TransientModelError),
            "reraise": True,
        }

    def retrying(self) -> tenacity.Retrying:
        return tenacity.Retrying(**self._kwargs())

    def async_retrying(self) -> tenacity.AsyncRetrying:
        return tenacity.AsyncRetrying(**self._kwargs())


NO_RETRY = RetryPolicy(max_attempts=1)

"""Retry policy for transient failures, built on tenacity.

Retries :class:`TransientModelError` (429, 5xx, timeouts, connection errors, garbled HTTP
bodies) with exponential backoff and jitter, and waits what the server asked for when it
sent ``Retry-After``. Permanent errors (400, 401, …) fail at once.

:meth:`RetryPolicy.call` runs the first attempt bare: tenacity's per-call state (its
``Retrying``, wait and stop objects, attempt managers) costs tens of microseconds of CPU,
and almost every call succeeds at once. Only a failure engages tenacity, which counts it as
attempt 1, so attempts, waits and Retry-After are the same as with tenacity throughout.
"""

from __future__ import annotations

import email.utils
import math
import random
import threading
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar

import tenacity

from afnio_lab.models.errors import TransientModelError

T = TypeVar("T")


def parse_retry_after(headers: Mapping[str, str] | None) -> float | None:
    """Seconds from ``retry-after-ms`` or ``retry-after`` (seconds or an HTTP date).

    Anything else (``soon``, ``nan``, a garbled date) gives None: the default backoff.
    """
    if not headers:
        return None
    try:
        lowered = {str(k).lower(): str(v) for k, v in headers.items()}
    except Exception:  # headers that cannot be read are as good as absent
        return None
    if "retry-after-ms" in lowered:
        seconds = _finite_seconds(lowered["retry-after-ms"], scale=1000.0)
        if seconds is not None:
            return seconds
    value = lowered.get("retry-after")
    if value is None:
        return None
    seconds = _finite_seconds(value)
    if seconds is not None:
        return seconds
    try:
        parsed = email.utils.parsedate_to_datetime(value.strip())
        return max(parsed.timestamp() - time.time(), 0.0)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


def transient_http_error(
    status: int, message: str, headers: Mapping[str, str] | None
) -> TransientModelError | None:
    """An HTTP error worth retrying (408, 409, 429, 5xx) with the server's Retry-After, or
    None for a permanent one. Both transports (the SDK's and the lean one) map through here."""
    if status in (408, 409, 429) or status >= 500:
        return TransientModelError(
            f"HTTP {status}: {message}", retry_after=parse_retry_after(headers), status=status
        )
    return None


def _finite_seconds(text: str, scale: float = 1.0) -> float | None:
    try:
        value = float(text) / scale
    except ValueError:
        return None
    return max(value, 0.0) if math.isfinite(value) else None


class _Backoff(tenacity.wait.wait_base):
    """``initial * 2**(n-1)`` plus up to ``jitter`` seconds, at most ``cap``: tenacity's
    ``wait_exponential_jitter``, written here because its first argument is named
    ``initial`` up to tenacity 9.0 and ``multiplier`` after (the old name deprecated)."""

    def __init__(self, initial: float, cap: float, jitter: float) -> None:
        self.initial = initial
        self.cap = cap
        self.jitter = jitter

    def __call__(self, retry_state: tenacity.RetryCallState) -> float:
        try:
            wait = self.initial * 2.0 ** (retry_state.attempt_number - 1)
        except OverflowError:
            wait = self.cap
        return max(0.0, min(wait + random.uniform(0, self.jitter), self.cap))


class _WaitRetryAfter(tenacity.wait.wait_base):
    """Server's Retry-After when given (capped), else the fallback backoff."""

    def __init__(self, fallback: tenacity.wait.wait_base, cap: float) -> None:
        self.fallback = fallback
        self.cap = cap

    def __call__(self, retry_state: tenacity.RetryCallState) -> float:
        outcome = retry_state.outcome
        exc = outcome.exception() if outcome is not None else None
        after = getattr(exc, "retry_after", None)
        if isinstance(after, (int, float)) and math.isfinite(after):
            return min(max(float(after), 0.0), self.cap)
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
        fallback = _Backoff(self.initial_wait, self.max_wait, self.jitter)
        return {
            "stop": tenacity.stop_after_attempt(self.max_attempts),
            "wait": _WaitRetryAfter(fallback, self.max_retry_after),
            "retry": tenacity.retry_if_exception_type(TransientModelError),
            "reraise": True,
        }

    def retrying(self, cancel: threading.Event | None = None) -> tenacity.Retrying:
        """Sync retries; waits end early when ``cancel`` is set (Ctrl-C on a pass)."""
        if cancel is None:
            return tenacity.Retrying(**self._kwargs())

        def sleep(seconds: float) -> None:
            cancel.wait(seconds)

        return tenacity.Retrying(sleep=sleep, **self._kwargs())

    def async_retrying(self) -> tenacity.AsyncRetrying:
        return tenacity.AsyncRetrying(**self._kwargs())

    def call(self, attempt: Callable[[int], T], cancel: threading.Event | None = None) -> T:
        """``attempt(number)`` until it succeeds, fails for good or runs out of attempts.

        The first attempt runs without tenacity; a transient failure there is handed to
        tenacity as its attempt 1."""
        try:
            return attempt(1)
        except TransientModelError as exc:
            if self.max_attempts == 1:
                raise
            first: TransientModelError | None = exc
        for managed in self.retrying(cancel):
            with managed:
                if first is not None:
                    failed, first = first, None
                    raise failed  # attempt 1, already made: tenacity decides and waits
                return attempt(managed.retry_state.attempt_number)
        raise AssertionError("tenacity neither returned nor raised")  # pragma: no cover

    async def acall(self, attempt: Callable[[int], Awaitable[T]]) -> T:
        """The same for a coroutine: the first attempt is awaited without tenacity."""
        try:
            return await attempt(1)
        except TransientModelError as exc:
            if self.max_attempts == 1:
                raise
            first: TransientModelError | None = exc
        async for managed in self.async_retrying():
            with managed:
                if first is not None:
                    failed, first = first, None
                    raise failed
                return await attempt(managed.retry_state.attempt_number)
        raise AssertionError("tenacity neither returned nor raised")  # pragma: no cover


NO_RETRY = RetryPolicy(max_attempts=1)

"""Errors raised by model calls. Messages name the graph node that made the call."""

from __future__ import annotations


class ModelCallError(RuntimeError):
    """A model call failed for good (after retries, or at once for a permanent error).

    ``call_id`` points at the call-log record; ``node_name``/``node_id`` say which graph node
    made the call. Results computed before the failure are kept by the caller.
    """

    def __init__(
        self,
        message: str,
        *,
        call_id: int | None = None,
        node_name: str | None = None,
        node_id: int | None = None,
        attempts: int = 0,
    ) -> None:
        super().__init__(message)
        self.call_id = call_id
        self.node_name = node_name
        self.node_id = node_id
        self.attempts = attempts


class CacheMissError(ModelCallError):
    """A replay-only cache has no recorded reply for a call."""


class TransientModelError(Exception):
    """A failure worth retrying (429, 5xx, timeout, connection, garbled HTTP body).

    Clients raise it from ``_send``; the retry policy waits ``retry_after`` seconds when the
    server said so, else backs off exponentially.
    """

    def __init__(
        self, message: str, *, retry_after: float | None = None, status: int | None = None
    ) -> None:
        super().__init__(message)
        self.retry_after = retry_after
        self.status = status

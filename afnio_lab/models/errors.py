"""Errors raised by model calls. Messages name the graph node that made the call."""

from __future__ import annotations

from typing import Any


class ModelCallError(RuntimeError):
    """A model call failed for good (after retries, or at once for a permanent error).

    ``call_id`` points at the call-log record (ids are given when the record is committed,
    so the message is completed then); ``node_name``/``node_id`` say which graph node made
    the call. Results computed before the failure are kept by the caller.
    """

    def __init__(
        self,
        message: str,
        *,
        call_id: int | None = None,
        record: Any = None,
        node_name: str | None = None,
        node_id: int | None = None,
        attempts: int = 0,
    ) -> None:
        super().__init__(message)
        self._message = message
        self._call_id = call_id
        self.record = record
        self.node_name = node_name
        self.node_id = node_id
        self.attempts = attempts

    @property
    def call_id(self) -> int | None:
        if self._call_id is None and self.record is not None:
            return getattr(self.record, "call_id", None) or None
        return self._call_id

    def __str__(self) -> str:
        call_id = self.call_id
        return self._message.replace("{call}", f"#{call_id} " if call_id else "")

    def __reduce__(self) -> Any:
        return (
            _rebuild,
            (type(self), str(self), self.call_id, self.node_name, self.node_id, self.attempts),
        )


def _rebuild(
    cls: type[ModelCallError],
    message: str,
    call_id: int | None,
    node_name: str | None,
    node_id: int | None,
    attempts: int,
) -> ModelCallError:
    return cls(message, call_id=call_id, node_name=node_name, node_id=node_id, attempts=attempts)


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

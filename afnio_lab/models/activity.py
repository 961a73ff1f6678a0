"""Live counts of model calls in flight, for progress bars and the "max in flight" figure.

The call log is written in a deterministic order, so a record can land well after its call
returned; progress must not wait for that. Clients report here the moment a request is sent
and the moment it comes back.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from afnio_lab.models._listeners import Listeners


@dataclass(frozen=True)
class ActivitySnapshot:
    sent: int  # requests sent so far (retries count again)
    returned: int  # requests that came back, well or not
    in_flight: int
    max_in_flight: int  # the most at once since the counter was made (or reset)


class CallActivity:
    """Thread-safe counters with listeners (called outside the lock, from any thread)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._sent = self._returned = self._in_flight = self._max = 0
        self._listeners: Listeners[ActivitySnapshot] = Listeners()

    def request_sent(self) -> None:
        with self._lock:
            self._sent += 1
            self._in_flight += 1
            self._max = max(self._max, self._in_flight)
            snap = self._snapshot()
        self._listeners.notify(snap)

    def request_returned(self) -> None:
        with self._lock:
            self._returned += 1
            self._in_flight -= 1
            snap = self._snapshot()
        self._listeners.notify(snap)

    def snapshot(self) -> ActivitySnapshot:
        with self._lock:
            return self._snapshot()

    def _snapshot(self) -> ActivitySnapshot:
        return ActivitySnapshot(self._sent, self._returned, self._in_flight, self._max)

    def subscribe(self, listener: Callable[[ActivitySnapshot], None]) -> Callable[[], None]:
        """Call ``listener(snapshot)`` on every change; returns an unsubscribe function."""
        return self._listeners.subscribe(listener)


_activity = CallActivity()


def get_call_activity() -> CallActivity:
    """The process-wide counters every client reports to."""
    return _activity


__all__ = ["ActivitySnapshot", "CallActivity", "get_call_activity"]

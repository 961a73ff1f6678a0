"""A counting semaphore that serves waiters in arrival order.

``threading.Semaphore`` lets a releasing thread take the slot straight back: a batch whose
workers release and re-acquire in a loop can keep a smaller node's single call waiting for
round after round. Here a released slot goes to the oldest waiter, so independent nodes
sharing one client's ``max_concurrency`` all make progress.
"""

from __future__ import annotations

import threading
from collections import deque
from types import TracebackType


class FairSlots:
    """At most ``n`` holders at once; waiters get slots first come, first served."""

    def __init__(self, n: int) -> None:
        if not isinstance(n, int) or n < 1:
            raise ValueError(f"FairSlots needs a positive int, got {n!r}.")
        self.n = n
        self._lock = threading.Lock()
        self._free = n
        self._waiters: deque[threading.Lock] = deque()

    def acquire(self, blocking: bool = True, timeout: float | None = None) -> bool:
        with self._lock:
            if self._free > 0 and not self._waiters:
                self._free -= 1
                return True
            if not blocking:
                return False
            waiter = threading.Lock()
            waiter.acquire()
            self._waiters.append(waiter)
        if waiter.acquire(timeout=-1 if timeout is None else timeout):
            return True  # release() handed this slot over
        with self._lock:
            if waiter in self._waiters:
                self._waiters.remove(waiter)
                return False
        waiter.acquire()  # handed over between the time-out and the lock: it is ours
        return True

    def release(self) -> None:
        with self._lock:
            if self._waiters:
                self._waiters.popleft().release()  # the slot passes to the oldest waiter
            elif self._free < self.n:
                self._free += 1
            else:
                raise ValueError("FairSlots released more often than acquired.")

    def __enter__(self) -> FairSlots:
        self.acquire()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.release()


__all__ = ["FairSlots"]

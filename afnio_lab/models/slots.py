"""A counting semaphore that serves waiters in arrival order.

``threading.Semaphore`` lets a releasing thread take the slot straight back: a batch whose
workers release and re-acquire in a loop can keep a smaller node's single call waiting for
round after round. Here a released slot goes to the oldest waiter, so independent nodes
sharing one client's ``max_concurrency`` all make progress. Threads and asyncio tasks share
one queue: a task waits on a future its event loop wakes (:meth:`FairSlots.acquire_async`),
not by polling.
"""

from __future__ import annotations

import asyncio
import threading
from collections import deque
from types import TracebackType


class _TaskWaiter:
    """An asyncio task waiting for a slot: woken through its loop, from any thread."""

    __slots__ = ("future", "loop")

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.future: asyncio.Future[None] = loop.create_future()

    def wake(self) -> bool:
        """Hand the slot over; False when the loop is gone (nobody left to take it)."""
        if asyncio._get_running_loop() is self.loop:  # released on its own loop: no wake-up
            self.loop.call_soon(self._set)
            return True
        try:
            self.loop.call_soon_threadsafe(self._set)
        except RuntimeError:  # the loop was closed
            return False
        return True

    def _set(self) -> None:
        if not self.future.done():  # a cancelled waiter passed the slot on itself
            self.future.set_result(None)


class FairSlots:
    """At most ``n`` holders at once; waiters get slots first come, first served."""

    def __init__(self, n: int) -> None:
        if not isinstance(n, int) or n < 1:
            raise ValueError(f"FairSlots needs a positive int, got {n!r}.")
        self.n = n
        self._lock = threading.Lock()
        self._free = n
        self._waiters: deque[threading.Lock | _TaskWaiter] = deque()

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
        try:
            if waiter.acquire(timeout=-1 if timeout is None else timeout):
                return True  # release() handed this slot over
        except BaseException:  # Ctrl-C while waiting: leave the queue, or pass the slot on
            with self._lock:
                if waiter in self._waiters:
                    self._waiters.remove(waiter)
                    raise
            self.release()
            raise
        with self._lock:
            if waiter in self._waiters:
                self._waiters.remove(waiter)
                return False
        waiter.acquire()  # handed over between the time-out and the lock: it is ours
        return True

    async def acquire_async(self) -> None:
        """Wait for a slot without blocking the event loop (in line with waiting threads).
        Cancellation-safe: a task cancelled while waiting holds no slot."""
        with self._lock:
            if self._free > 0 and not self._waiters:
                self._free -= 1
                return
            waiter = _TaskWaiter(asyncio.get_running_loop())
            self._waiters.append(waiter)
        try:
            await waiter.future
        except BaseException:
            with self._lock:
                if waiter in self._waiters:  # not handed over yet: just leave the queue
                    self._waiters.remove(waiter)
                    raise
            self.release()  # handed over as the task was cancelled: pass it on
            raise

    def release(self) -> None:
        with self._lock:
            while self._waiters:  # the slot passes to the oldest waiter
                waiter = self._waiters.popleft()
                if not isinstance(waiter, _TaskWaiter):
                    waiter.release()
                    return
                if waiter.wake():
                    return
            if self._free < self.n:
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

"""``Throttle``: at most one call every ``interval`` seconds, and the last request always lands.

For updates that are cheap to drop but whose final state matters: a stepper walked quickly
should not send a picture per click, yet the picture a saved notebook keeps must be the one
the stepper ended on. The first request in a quiet period is sent at once; requests inside
the interval are folded into one trailing call when it ends. The callable reads the state
when it runs, so the trailing call sends whatever is current then.

The trailing call is scheduled on the running asyncio loop (a Jupyter kernel's, so it runs
in the kernel's main thread between messages), else on a timer thread.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable
from typing import Any

#: ``schedule(delay, fn)`` runs ``fn`` after ``delay`` seconds; it returns a cancel function.
Scheduler = Callable[[float, Callable[[], None]], Callable[[], Any]]

#: The least time between two calls, in seconds (the stepper's saved picture).
DEFAULT_INTERVAL = 0.5


def call_later(delay: float, fn: Callable[[], None]) -> Callable[[], Any]:
    """Run ``fn`` after ``delay`` seconds: on the running asyncio loop if there is one
    (a kernel's main thread), else on a daemon timer thread."""
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        timer = threading.Timer(delay, fn)
        timer.daemon = True
        timer.start()
        return timer.cancel
    return loop.call_later(delay, fn).cancel


class Throttle:
    """Call ``send()`` at most once per ``interval`` seconds; the last request is never lost."""

    def __init__(
        self,
        send: Callable[[], Any],
        interval: float = DEFAULT_INTERVAL,
        *,
        clock: Callable[[], float] = time.monotonic,
        schedule: Scheduler = call_later,
    ) -> None:
        if interval < 0:
            raise ValueError(f"A throttle interval must be 0 or more seconds, got {interval}.")
        self._send = send
        self.interval = interval
        self._clock = clock
        self._schedule = schedule
        self._lock = threading.Lock()
        self._last: float | None = None  # when send() last ran
        self._cancel: Callable[[], Any] | None = None  # the trailing call, when one is due
        self.requests = 0
        self.sent = 0

    @property
    def pending(self) -> bool:
        """Whether a trailing call is scheduled (a request is waiting for the interval)."""
        return self._cancel is not None

    def __call__(self) -> None:
        """Ask for a call: now if the interval has passed, else once when it has."""
        with self._lock:
            self.requests += 1
            if self._cancel is not None:
                return  # the trailing call will send the state as it is then
            now = self._clock()
            wait = 0.0 if self._last is None else self._last + self.interval - now
            if wait > 0:
                self._cancel = self._schedule(wait, self._trailing)
                return
            self._last = now
        self._call()

    def _trailing(self) -> None:
        with self._lock:
            if self._cancel is None:  # flushed or cancelled meanwhile
                return
            self._cancel = None
            self._last = self._clock()
        self._call()

    def _call(self) -> None:
        self.sent += 1
        self._send()

    def flush(self) -> None:
        """Make a waiting call now (e.g. before the picture must be final)."""
        with self._lock:
            cancel, self._cancel = self._cancel, None
            if cancel is None:
                return
            cancel()
            self._last = self._clock()
        self._call()

    def cancel(self) -> None:
        """Drop a waiting call."""
        with self._lock:
            cancel, self._cancel = self._cancel, None
        if cancel is not None:
            cancel()


__all__ = ["DEFAULT_INTERVAL", "Scheduler", "Throttle", "call_later"]

"""``FakeTime``: a clock a test moves by hand and a scheduler that runs what falls due, for
code paced by time (``afnio_lab.widgets.throttle``) tested without sleeping."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class FakeTime:
    """A clock the test moves by hand, and a scheduler that runs what falls due."""

    def __init__(self) -> None:
        self.now = 0.0
        self.due: list[list[Any]] = []  # [when, fn, live]

    def clock(self) -> float:
        return self.now

    def schedule(self, delay: float, fn: Callable[[], None]) -> Callable[[], None]:
        entry: list[Any] = [self.now + delay, fn, True]
        self.due.append(entry)
        return lambda: entry.__setitem__(2, False)

    def advance(self, seconds: float) -> None:
        self.now += seconds
        for entry in sorted(self.due, key=lambda e: e[0]):
            if entry[0] <= self.now:
                self.due.remove(entry)
                if entry[2]:
                    entry[1]()


__all__ = ["FakeTime"]

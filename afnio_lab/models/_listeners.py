"""A thread-safe list of callbacks (the call log and the activity counters both notify)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")


class Listeners(Generic[T]):
    """``subscribe(fn)`` returns the function that unsubscribes it; ``notify(value)`` calls
    every listener outside the lock, so a listener may subscribe or unsubscribe."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._items: list[Callable[[T], None]] = []

    def subscribe(self, listener: Callable[[T], None]) -> Callable[[], None]:
        with self._lock:
            self._items.append(listener)

        def unsubscribe() -> None:
            with self._lock:
                if listener in self._items:
                    self._items.remove(listener)

        return unsubscribe

    def notify(self, value: T) -> None:
        with self._lock:
            items = list(self._items)
        for listener in items:
            listener(value)

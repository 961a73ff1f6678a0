"""afnio's notification switch: while it is on, the trainer records no prompt updates.

afnio's ``suppress_variable_notifications`` stops sending Variable changes to the server; here
it stops the trainer from recording parameter updates in the run.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

_suppressed = 0
_lock = threading.Lock()


@contextmanager
def suppress_variable_notifications() -> Iterator[None]:
    """While active, parameter changes are not recorded as run updates (nests)."""
    global _suppressed
    with _lock:
        _suppressed += 1
    try:
        yield
    finally:
        with _lock:
            _suppressed -= 1


def is_variable_notify_suppressed() -> bool:
    with _lock:
        return _suppressed > 0


__all__ = ["is_variable_notify_suppressed", "suppress_variable_notifications"]

"""Pausing the cyclic garbage collector while a big graph is walked, run or drawn.

A full collection visits every live object, and a big graph is hundreds of thousands of
them; code that allocates one record per node triggers such collections again and again,
so without a pause the time grows faster than the graph. The graph code makes no reference
cycles of its own; anything cyclic made meanwhile is collected after the pause.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    """Disable the cyclic GC for the block (re-enabled after it, if it was enabled)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


__all__ = ["gc_paused"]

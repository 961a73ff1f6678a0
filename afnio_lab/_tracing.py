"""Who is making a model call right now.

The engine (which knows graph nodes) and the model layer (which must not) meet here: the
engine and the ops set a :class:`CallOrigin` in a context variable; the model layer reads it
when it writes a call-log record. Context variables follow asyncio tasks automatically; code
that hands work to threads must copy the context (see :func:`run_in_context`).
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any, TypeVar

T = TypeVar("T")


@dataclass(frozen=True)
class CallOrigin:
    """Where a model call comes from: phase, graph node and the lab run, all optional."""

    phase: str = "direct"  # "forward" | "backward" | "optimizer" | "judge" | "direct"
    node_id: int | None = None
    node_name: str | None = None
    run_id: str | None = None
    label: str | None = None


_current_origin: contextvars.ContextVar[CallOrigin | None] = contextvars.ContextVar(
    "afnio_lab_call_origin", default=None
)


def get_call_origin() -> CallOrigin | None:
    """The origin set by the innermost :func:`call_origin` block, or None."""
    return _current_origin.get()


@contextmanager
def call_origin(**fields: Any) -> Iterator[CallOrigin]:
    """Set origin fields for the block, keeping the ones an outer block set (e.g. ``run_id``)."""
    base = _current_origin.get() or CallOrigin()
    origin = replace(base, **fields)
    token = _current_origin.set(origin)
    try:
        yield origin
    finally:
        _current_origin.reset(token)


def run_in_context(fn: Callable[..., T]) -> Callable[..., T]:
    """Wrap ``fn`` so it runs in a copy of the caller's context (for thread pools)."""
    ctx = contextvars.copy_context()

    def runner(*args: Any, **kwargs: Any) -> T:
        return ctx.run(fn, *args, **kwargs)

    return runner

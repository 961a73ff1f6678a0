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
from typing import Any, NamedTuple, TypeVar

T = TypeVar("T")


class CallOrigin(NamedTuple):
    """Where a model call comes from: phase, graph node and the lab run, all optional.

    A NamedTuple because the engine makes one per node on its hot path.
    """

    phase: str = "direct"  # "forward" | "backward" | "optimizer" | "judge" | "direct"
    node_id: int | None = None
    node_name: str | None = None
    run_id: str | None = None
    label: str | None = None


# Holds a CallOrigin, or (on the engine's hot path) a plain tuple
# ``(phase, node_id, node_name, outer_value)`` that get_call_origin() turns into one.
_current_origin: contextvars.ContextVar[Any] = contextvars.ContextVar(
    "afnio_lab_call_origin", default=None
)


def _materialise(value: Any) -> CallOrigin | None:
    if value is None or isinstance(value, CallOrigin):
        return value
    phase, node_id, node_name, outer = value
    base = _materialise(outer) or _EMPTY
    return CallOrigin(phase, node_id, node_name, base.run_id, base.label)


def get_call_origin() -> CallOrigin | None:
    """The origin set by the innermost :func:`call_origin` block (or node), or None."""
    return _materialise(_current_origin.get())


@contextmanager
def call_origin(**fields: Any) -> Iterator[CallOrigin]:
    """Set origin fields for the block, keeping the ones an outer block set (e.g. ``run_id``)."""
    base = _materialise(_current_origin.get()) or _EMPTY
    origin = base._replace(**fields)
    token = _current_origin.set(origin)
    try:
        yield origin
    finally:
        _current_origin.reset(token)


_EMPTY = CallOrigin()


def enter_node(phase: str, node_id: int, node_name: str) -> contextvars.Token[Any]:
    """Fast path for the engine: mark a node as the origin; undo with :func:`leave_node`."""
    return _current_origin.set((phase, node_id, node_name, _current_origin.get()))


def leave_node(token: contextvars.Token[Any]) -> None:
    _current_origin.reset(token)


def run_in_context(fn: Callable[..., T]) -> Callable[..., T]:
    """Wrap ``fn`` so it runs in a copy of the caller's context (for thread pools)."""
    ctx = contextvars.copy_context()

    def runner(*args: Any, **kwargs: Any) -> T:
        return ctx.run(fn, *args, **kwargs)

    return runner

"""Grad mode: whether ops record a graph. Thread-local, like PyTorch and afnio.

``no_grad`` and ``enable_grad`` work as context managers and as decorators, with or without
parentheses (afnio's own ``@no_grad`` without parentheses fails; the seed docs use it, so we
accept it). ``set_grad_enabled`` takes effect at once *and* can be used with ``with``.
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from types import TracebackType
from typing import Any, TypeVar, cast

F = TypeVar("F", bound=Callable[..., Any])

_state = threading.local()


def is_grad_enabled() -> bool:
    """True when new op results record a backward graph (the default in every thread)."""
    return getattr(_state, "enabled", True)


def _set(mode: bool) -> None:
    _state.enabled = bool(mode)


class _GradModeContext:
    """Base for context managers that set grad mode on entry and restore it on exit."""

    _mode: bool = True

    def __new__(cls, func: Callable[..., Any] | None = None) -> Any:
        self = super().__new__(cls)
        if func is not None:  # used as ``@no_grad`` without parentheses
            if not callable(func):
                raise TypeError(f"{cls.__name__}() takes no arguments (got {func!r}).")
            return self(func)
        return self

    def __enter__(self) -> None:
        self._prev = is_grad_enabled()
        _set(self._mode)

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        _set(self._prev)

    def __call__(self, func: F) -> F:
        mode = self._mode

        @functools.wraps(func)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            prev = is_grad_enabled()
            _set(mode)
            try:
                return func(*args, **kwargs)
            finally:
                _set(prev)

        return cast(F, wrapper)


class no_grad(_GradModeContext):
    """Disable graph recording: ``with no_grad():``, ``@no_grad()`` or ``@no_grad``.

    Constructors are unaffected: ``Variable(..., requires_grad=True)`` keeps its flag.
    """

    _mode = False


class enable_grad(_GradModeContext):
    """Force graph recording on inside a ``no_grad`` block (an afnio_lab extension)."""

    _mode = True


class set_grad_enabled:
    """Set grad mode now; as a context manager, restore the previous mode on exit.

    afnio's version is a plain function returning None (``_ = set_grad_enabled(False)``);
    this one is a compatible superset (PyTorch style).
    """

    def __init__(self, mode: bool) -> None:
        if not isinstance(mode, bool):
            raise TypeError(f"set_grad_enabled expects a bool, got {type(mode).__name__}.")
        self._prev = is_grad_enabled()
        self.mode = mode
        _set(mode)

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> None:
        _set(self._prev)

    def __repr__(self) -> str:
        return f"set_grad_enabled(mode={self.mode})"


__all__ = ["enable_grad", "is_grad_enabled", "no_grad", "set_grad_enabled"]

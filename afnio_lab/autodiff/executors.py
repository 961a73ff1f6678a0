"""Executors decide *how* independent work runs: one at a time, or concurrently on threads.

The engine hands ready backward nodes to ``executor.submit``; ops that fan out per sample
(one LLM call per batch item) use :func:`parallel_map`, which follows the executor of the
backward pass in progress (or the default one). Results always come back in input order,
so what the user sees does not depend on which executor ran.
"""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from typing import Protocol, TypeVar, runtime_checkable

from afnio_lab._tracing import run_in_context

T = TypeVar("T")
R = TypeVar("R")


@runtime_checkable
class Executor(Protocol):
    """Runs callables; ``submit`` returns a future, ``map`` keeps input order."""

    def submit(self, fn: Callable[[], T]) -> Future[T]: ...

    def map(self, fn: Callable[[T], R], items: Iterable[T]) -> list[R]: ...


class SequentialExecutor:
    """Runs everything inline, in order. The default: easiest to follow and to debug."""

    def submit(self, fn: Callable[[], T]) -> Future[T]:
        future: Future[T] = Future()
        try:
            future.set_result(fn())
        except BaseException as exc:  # delivered through the future, like a thread pool
            future.set_exception(exc)
        return future

    def map(self, fn: Callable[[T], R], items: Iterable[T]) -> list[R]:
        return [fn(item) for item in items]

    def __repr__(self) -> str:
        return "SequentialExecutor()"


class ThreadedExecutor:
    """Runs independent nodes and per-sample calls on threads (LLM calls are I/O bound).

    Nodes and per-sample fan-out use two separate pools so that a node waiting on its own
    samples can never starve the pool it runs in. Context variables (grad mode is
    thread-local and set by the engine; call origins are context variables) are copied
    into every task.
    """

    def __init__(self, max_workers: int = 32) -> None:
        if not isinstance(max_workers, int) or max_workers < 1:
            raise ValueError(f"max_workers must be a positive int, got {max_workers!r}.")
        self.max_workers = max_workers
        self._lock = threading.Lock()
        self._node_pool: ThreadPoolExecutor | None = None
        self._sample_pool: ThreadPoolExecutor | None = None

    def _pools(self) -> tuple[ThreadPoolExecutor, ThreadPoolExecutor]:
        with self._lock:
            if self._node_pool is None or self._sample_pool is None:
                self._node_pool = ThreadPoolExecutor(self.max_workers, "afnio-node")
                self._sample_pool = ThreadPoolExecutor(self.max_workers, "afnio-sample")
                for pool in (self._node_pool, self._sample_pool):
                    _start_all_threads(pool, self.max_workers)
            return self._node_pool, self._sample_pool

    def submit(self, fn: Callable[[], T]) -> Future[T]:
        return self._pools()[0].submit(run_in_context(fn))

    def map(self, fn: Callable[[T], R], items: Iterable[T]) -> list[R]:
        items = list(items)
        if len(items) <= 1 or threading.current_thread().name.startswith("afnio-sample"):
            return [fn(item) for item in items]
        pool = self._pools()[1]
        futures = [pool.submit(run_in_context(fn), item) for item in items]
        return [f.result() for f in futures]

    def shutdown(self) -> None:
        with self._lock:
            for pool in (self._node_pool, self._sample_pool):
                if pool is not None:
                    pool.shutdown(wait=True)
            self._node_pool = self._sample_pool = None

    def __repr__(self) -> str:
        return f"ThreadedExecutor(max_workers={self.max_workers})"


def _start_all_threads(pool: ThreadPoolExecutor, n: int) -> None:
    """Start the pool's threads now: spawned lazily, they arrive while busy threads hold the
    GIL, which delayed the first wave of concurrent model calls by tens of milliseconds."""
    barrier = threading.Barrier(n + 1)
    for _ in range(n):
        pool.submit(barrier.wait)
    barrier.wait()


_default_executor: Executor = SequentialExecutor()
_active_executor: contextvars.ContextVar[Executor | None] = contextvars.ContextVar(
    "afnio_lab_executor", default=None
)


def get_default_executor() -> Executor:
    """The executor ``backward`` uses when none is passed."""
    return _default_executor


def set_default_executor(executor: Executor) -> Executor:
    """Set the process-wide default executor; returns the previous one."""
    global _default_executor
    if not isinstance(executor, Executor):
        raise TypeError(
            f"Expected an executor with submit() and map(), got {type(executor).__name__}."
        )
    previous, _default_executor = _default_executor, executor
    return previous


def current_executor() -> Executor:
    """The executor of the backward pass in progress, else the default one."""
    return _active_executor.get() or _default_executor


@contextmanager
def using_executor(executor: Executor) -> Iterator[Executor]:
    """Make ``executor`` current for the block (the engine does this during backward)."""
    token = _active_executor.set(executor)
    try:
        yield executor
    finally:
        _active_executor.reset(token)


def parallel_map(fn: Callable[[T], R], items: Iterable[T]) -> list[R]:
    """Apply ``fn`` to each item with the current executor; results keep input order."""
    return current_executor().map(fn, items)


__all__ = [
    "Executor",
    "SequentialExecutor",
    "ThreadedExecutor",
    "current_executor",
    "get_default_executor",
    "parallel_map",
    "set_default_executor",
    "using_executor",
]


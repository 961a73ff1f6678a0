"""Executors decide *how* independent work runs: concurrently (the default) or one at a time.

The engine hands ready backward nodes that call a model to ``executor.submit``; ops that
fan out per sample (one LLM call per batch item, one TGD proposal per parameter) use
:func:`parallel_map`, which follows the executor of the pass in progress (or the default).

Concurrency is on by default and needs no setup: the model client's ``max_concurrency`` is
the one knob that bounds how many calls are in flight. ``SequentialExecutor`` (``%backward
--threads 1``) runs everything inline; ``ThreadedExecutor(n)`` bounds threads further.

What the user sees never depends on timing: results come back in input order, leaf
gradients are delivered in schedule order, and call-log records are committed in item
order (see :class:`~afnio_lab._tracing.CallBuffer`).
"""

from __future__ import annotations

import contextvars
import itertools
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor, wait
from contextlib import contextmanager
from typing import Any, Protocol, TypeVar, runtime_checkable

from afnio_lab._tracing import (
    CallBuffer,
    check_cancelled,
    get_cancel_event,
    reset_cancel_event,
    run_buffered,
    run_in_context,
    set_cancel_event,
)

T = TypeVar("T")
R = TypeVar("R")

#: Threads for per-sample work when nothing else bounds them. Model clients' caps decide how
#: many calls are really in flight; a thread waiting for a slot costs only its stack.
SAMPLE_THREADS = 512
#: Backward nodes that call models running at once (each waits on its own samples).
NODE_THREADS = 64


@runtime_checkable
class Executor(Protocol):
    """Runs callables; ``submit`` returns a future, ``map`` keeps input order."""

    def submit(self, fn: Callable[[], T]) -> Future[T]: ...

    def map(
        self, fn: Callable[[T], R], items: Iterable[T], limit: int | None = None
    ) -> list[R]: ...


class SequentialExecutor:
    """Runs everything inline, in order: easiest to follow with a debugger or print()."""

    def submit(self, fn: Callable[[], T]) -> Future[T]:
        future: Future[T] = Future()
        try:
            future.set_result(fn())
        except BaseException as exc:  # delivered through the future, like a thread pool
            future.set_exception(exc)
        return future

    def map(self, fn: Callable[[T], R], items: Iterable[T], limit: int | None = None) -> list[R]:
        out = []
        for item in items:
            check_cancelled("this sample")
            out.append(fn(item))
        return out

    def __repr__(self) -> str:
        return "SequentialExecutor()"


class ThreadedExecutor:
    """Runs independent model-calling nodes and per-sample calls on threads (the default).

    ``max_workers=None`` sets no bound of its own: the model client's ``max_concurrency``
    decides how many calls are in flight. An int bounds both node and sample threads.
    Nodes and samples use separate pools, so a node waiting on its samples never starves
    the pool it runs in. Context variables (call origins, record buffers, cancellation)
    are copied into every task; grad mode is thread-local and set by the engine per node.

    When one sample fails, the others still finish (their replies are kept for a resume),
    then the first failure in input order is raised. Ctrl-C while waiting stops samples that
    have not started and returns at once; calls already in flight finish in the background
    and are still logged.
    """

    def __init__(self, max_workers: int | None = None) -> None:
        if max_workers is not None and (not isinstance(max_workers, int) or max_workers < 1):
            raise ValueError(
                f"max_workers must be a positive int (or None: no bound), got {max_workers!r}."
            )
        self.max_workers = max_workers
        self._lock = threading.Lock()
        self._node_pool: ThreadPoolExecutor | None = None
        self._sample_pool: ThreadPoolExecutor | None = None

    def _pools(self) -> tuple[ThreadPoolExecutor, ThreadPoolExecutor]:
        with self._lock:
            if self._node_pool is None or self._sample_pool is None:
                self._node_pool = ThreadPoolExecutor(self.max_workers or NODE_THREADS, "afnio-node")
                self._sample_pool = ThreadPoolExecutor(
                    self.max_workers or SAMPLE_THREADS, "afnio-sample"
                )
            return self._node_pool, self._sample_pool

    def submit(self, fn: Callable[[], T]) -> Future[T]:
        return self._pools()[0].submit(run_in_context(fn))

    def map(self, fn: Callable[[T], R], items: Iterable[T], limit: int | None = None) -> list[R]:
        """``[fn(x) for x in items]`` with up to ``limit`` items at once, results in order."""
        items = list(items)
        if len(items) <= 1 or threading.current_thread().name.startswith("afnio-sample"):
            return SequentialExecutor().map(fn, items)  # nested fan-out runs inline
        width = min(len(items), limit or len(items), self.max_workers or SAMPLE_THREADS)
        return _Fanout(fn, items).run(self._pools()[1], width)

    def shutdown(self) -> None:
        with self._lock:
            for pool in (self._node_pool, self._sample_pool):
                if pool is not None:
                    pool.shutdown(wait=True)
            self._node_pool = self._sample_pool = None

    def __repr__(self) -> str:
        bound = (
            "no bound: the model clients' max_concurrency"
            if self.max_workers is None
            else str(self.max_workers)
        )
        return f"ThreadedExecutor(max_workers={bound})"


class _Fanout:
    """One ``map`` call: items pulled by ``width`` workers, each with its own record buffer."""

    def __init__(self, fn: Callable[[Any], Any], items: list[Any]) -> None:
        self.fn = fn
        self.items = items
        n = len(items)
        self.results: list[Any] = [None] * n
        self.errors: list[BaseException | None] = [None] * n
        self.buffers = [CallBuffer() for _ in range(n)]
        self.finished = [False] * n
        self.next_index = itertools.count()
        self.detached = False  # set on interrupt: workers commit their own records
        self.cancel = get_cancel_event() or threading.Event()

    def _work(self, gate: threading.Event) -> None:
        gate.wait()
        n = len(self.items)
        while True:
            i = next(self.next_index)  # atomic in CPython
            if i >= n:
                return
            try:
                check_cancelled("this sample")
                self.results[i] = run_buffered(self.buffers[i], self.fn, self.items[i])
            except BaseException as exc:  # kept per item; raised in order by run()
                self.errors[i] = exc
            self.finished[i] = True
            if self.detached:
                self.buffers[i].flush()

    def run(self, pool: ThreadPoolExecutor, width: int) -> list[Any]:
        # Start every worker before any begins: threads spawned while others hold the GIL
        # start late (up to a switch interval each), which delayed the first wave of calls.
        gate = threading.Event()
        ctx = contextvars.copy_context()
        ctx.run(set_cancel_event, self.cancel)  # the copy is private to this fan-out
        futures = [pool.submit(ctx.copy().run, self._work, gate) for _ in range(width)]
        gate.set()
        try:
            wait(futures)
        except BaseException:  # Ctrl-C: stop what has not started, keep what finished
            self.cancel.set()
            self.detached = True
            self._commit(only_finished=True)
            raise
        self._commit(only_finished=False)
        for error in self.errors:
            if error is not None:
                raise error
        return self.results

    def _commit(self, only_finished: bool) -> None:
        for i, buffer in enumerate(self.buffers):
            if not only_finished or self.finished[i]:
                buffer.flush()


_default_executor: Executor = ThreadedExecutor()
_active_executor: contextvars.ContextVar[Executor | None] = contextvars.ContextVar(
    "afnio_lab_executor", default=None
)


def get_default_executor() -> Executor:
    """The executor used when none is passed: concurrent, bounded by the model clients."""
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
    """The executor of the pass in progress, else the default one."""
    return _active_executor.get() or _default_executor


@contextmanager
def using_executor(executor: Executor) -> Iterator[Executor]:
    """Make ``executor`` current for the block (the engine does this during backward)."""
    token = _active_executor.set(executor)
    try:
        yield executor
    finally:
        _active_executor.reset(token)


@contextmanager
def cancellable(event: threading.Event) -> Iterator[threading.Event]:
    """Work started in the block stops starting new items once ``event`` is set."""
    token = set_cancel_event(event)
    try:
        yield event
    finally:
        reset_cancel_event(token)


def parallel_map(fn: Callable[[T], R], items: Iterable[T], limit: int | None = None) -> list[R]:
    """Apply ``fn`` to each item with the current executor; results keep input order.

    ``limit``: at most this many items at once (LM ops pass their client's
    ``max_concurrency``, so threads are not started only to wait for a slot).
    """
    return current_executor().map(fn, items, limit)


__all__ = [
    "NODE_THREADS",
    "SAMPLE_THREADS",
    "Executor",
    "SequentialExecutor",
    "ThreadedExecutor",
    "cancellable",
    "current_executor",
    "get_default_executor",
    "parallel_map",
    "set_default_executor",
    "using_executor",
]

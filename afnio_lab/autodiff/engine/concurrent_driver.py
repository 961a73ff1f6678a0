"""The concurrent driver of backward: ready nodes that call models run at once on an executor.

Nodes are taken in schedule order as their inputs complete. A node that may wait on I/O
(:meth:`~.TaskSurface.may_wait`) is submitted to the executor; a quick node runs inline on
the driving thread. Each node runs with a call buffer of its own, so the task can commit
call-log records, like leaf gradients, in schedule order. Routing (``finish``) always happens
on the driving thread, in schedule order among the nodes that finished together. The driver
sees the task only through :class:`TaskSurface`.
"""

from __future__ import annotations

import functools
import heapq
import threading
from collections.abc import Container
from concurrent.futures import FIRST_COMPLETED, Future, wait
from typing import NoReturn, Protocol

from afnio_lab._tracing import CallBuffer, run_buffered
from afnio_lab.autodiff.engine.node_run import NodeRun
from afnio_lab.autodiff.executors import Executor
from afnio_lab.autodiff.graph import Node


class TaskSurface(Protocol):
    """What the driver asks of a :class:`~.scheduler.GraphTask`, and nothing more."""

    def ready_queue(self) -> list[Node]: ...

    def position(self, node: Node) -> int: ...

    def may_wait(self, node: Node) -> bool: ...

    def call_buffer(self, node: Node) -> CallBuffer: ...

    def compute(self, node: Node) -> NodeRun: ...

    def finish(self, run: NodeRun) -> list[Node]: ...

    def fail(self, run: NodeRun) -> NoReturn: ...

    def interrupted(self, exc: BaseException, running: Container[Node]) -> None: ...

    def complete(self) -> None: ...


def run_concurrently(task: TaskSurface, executor: Executor, cancel: threading.Event) -> None:
    """Run every remaining node of ``task``, model-calling ones at once on ``executor``.

    The first failure (in schedule order) stops new nodes from starting; the nodes already
    running finish, then it is raised. Ctrl-C sets ``cancel`` (the pass's cancel event) and
    stops at once, leaving running nodes to commit their own records.
    """
    ready = [(task.position(n), n) for n in task.ready_queue()]  # already in schedule order
    running: dict[Future[NodeRun], Node] = {}
    failure: NodeRun | None = None

    def settle(run: NodeRun) -> None:
        nonlocal failure
        if run.error is not None:
            if not isinstance(run.error, Exception):  # KeyboardInterrupt & co: stop now
                raise run.error
            failure = failure or run
            return
        for child in task.finish(run):
            heapq.heappush(ready, (task.position(child), child))

    try:
        while ready or running:
            while ready and failure is None:
                _, node = heapq.heappop(ready)
                if not (running or ready):
                    # Alone: every node before it in the schedule is done, so its calls
                    # are already in order, and a thread hop would buy nothing.
                    settle(task.compute(node))
                    continue
                buffer = task.call_buffer(node)
                if task.may_wait(node):
                    work = functools.partial(_compute_pooled, task, node, buffer, cancel)
                    running[executor.submit(work)] = node
                else:
                    settle(run_buffered(buffer, task.compute, node))
            if not running:
                break
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for fut in sorted(done, key=lambda f: task.position(running[f])):
                running.pop(fut)
                settle(fut.result())
    except BaseException as exc:  # Ctrl-C / Kernel > Interrupt while nodes are running
        cancel.set()  # stop starting work
        task.interrupted(exc, set(running.values()))
        raise
    if failure is not None:
        task.fail(failure)
    task.complete()


def _compute_pooled(
    task: TaskSurface, node: Node, buffer: CallBuffer, cancel: threading.Event
) -> NodeRun:
    """One node on a worker thread, its call-log records held in ``buffer``."""
    try:
        return run_buffered(buffer, task.compute, node)
    finally:
        if cancel.is_set():  # abandoned by an interrupt: nobody will commit in order
            buffer.flush()


__all__ = ["TaskSurface", "run_concurrently"]

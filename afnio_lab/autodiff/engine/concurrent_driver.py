"""The concurrent driver of backward: ready nodes that call models run at once on an executor.

Nodes are taken in schedule order as their inputs complete. A node that may wait on I/O
(``GraphTask._pooled``) is submitted to the executor; a quick node runs inline on the driving
thread. Each node runs with a call buffer of its own, so the task can commit call-log
records, like leaf gradients, in schedule order. Routing (``GraphTask._finish``) always
happens on the driving thread, in schedule order among the nodes that finished together.
"""

from __future__ import annotations

import functools
import heapq
import threading
from concurrent.futures import FIRST_COMPLETED, Future, wait
from typing import TYPE_CHECKING

from afnio_lab._tracing import CallBuffer, run_buffered
from afnio_lab.autodiff.engine.node_run import NodeRun
from afnio_lab.autodiff.executors import Executor
from afnio_lab.autodiff.graph import Node

if TYPE_CHECKING:  # for annotations only: the scheduler imports this module
    from afnio_lab.autodiff.engine.scheduler import GraphTask


def run_concurrently(task: GraphTask, executor: Executor) -> None:
    """Run every remaining node of ``task``, model-calling ones at once on ``executor``.

    The first failure (in schedule order) stops new nodes from starting; the nodes already
    running finish, then it is raised. Ctrl-C stops at once and leaves running nodes to
    commit their own records.
    """
    seq_of, order, remaining = task._seq, task.order, task._remaining
    ready = [seq_of[n] for n in task.ready_queue()]
    heapq.heapify(ready)
    running: dict[Future[NodeRun], Node] = {}
    scheduled: set[Node] = set()
    failure: NodeRun | None = None

    def settle(run: NodeRun) -> None:
        nonlocal failure
        if run.error is not None:
            if not isinstance(run.error, Exception):  # KeyboardInterrupt & co: stop now
                raise run.error
            failure = failure or run
            return
        task._finish(run)
        for edge in run.node._next_functions:
            child = edge.node
            if child in remaining and remaining[child] == 0 and child not in scheduled:
                heapq.heappush(ready, seq_of[child])

    try:
        while ready or running:
            while ready and failure is None:
                node = order[heapq.heappop(ready)]
                if node in scheduled:
                    continue
                scheduled.add(node)
                if not (running or ready):
                    # Alone: every node before it in the schedule is done, so its calls
                    # are already in order, and a thread hop would buy nothing.
                    settle(task._compute(node))
                    continue
                buffer = task._commits.call_buffers[node] = CallBuffer()
                if node in task._pooled:
                    work = functools.partial(_compute_pooled, task, node, buffer, task._cancel)
                    running[executor.submit(work)] = node
                else:
                    settle(run_buffered(buffer, task._compute, node))
            if not running:
                break
            done, _ = wait(running, return_when=FIRST_COMPLETED)
            for fut in sorted(done, key=lambda f: seq_of[running[f]]):
                running.pop(fut)
                settle(fut.result())
    except BaseException as exc:  # Ctrl-C / Kernel > Interrupt while nodes are running
        task._interrupted(exc, set(running.values()))
        raise
    if failure is not None:
        task._fail(failure)
    task._complete()


def _compute_pooled(
    task: GraphTask, node: Node, buffer: CallBuffer, cancel: threading.Event
) -> NodeRun:
    """One node on a worker thread, its call-log records held in ``buffer``."""
    try:
        return run_buffered(buffer, task._compute, node)
    finally:
        if cancel.is_set():  # abandoned by an interrupt: nobody will commit in order
            buffer.flush()


__all__ = ["run_concurrently"]

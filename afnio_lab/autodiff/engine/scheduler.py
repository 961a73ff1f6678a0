"""The scheduler core of backward: plan a pass, deliver gradients, commit in order, step.

A :class:`GraphTask` plans a deterministic schedule (:mod:`.plan`), then runs each node once
its inputs are complete: combine its incoming gradients, apply it (:mod:`.node_run`), route
what it returns to the next nodes or the leaves. Leaf gradients and call-log records are
committed in schedule order, so nothing the user sees depends on timing. Observers see every
node; :meth:`GraphTask.steps` yields after each one (``backward`` drains the same path);
:mod:`.concurrent_driver` runs model-calling nodes at once. A replay in the lab reuses the
task with :class:`ReplayOptions`.
"""

from __future__ import annotations

import threading
from collections.abc import Container, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any, Protocol

from afnio_lab._tracing import CallBuffer, ReplyMemo, call_origin
from afnio_lab.autodiff import grad_mode
from afnio_lab.autodiff.engine.concurrent_driver import run_concurrently
from afnio_lab.autodiff.engine.node_run import (
    Contribution,
    NodeRun,
    OrderKey,
    Source,
    apply,
    combine,
)
from afnio_lab.autodiff.engine.plan import plan
from afnio_lab.autodiff.executors import (
    Executor,
    SequentialExecutor,
    cancellable,
    current_executor,
    using_executor,
)
from afnio_lab.autodiff.function import FREED_GRAPH_MESSAGE
from afnio_lab.autodiff.gc_pause import gc_paused
from afnio_lab.autodiff.graph import AccumulateGrad, Node
from afnio_lab.autodiff.value import GraphValue

Slot = tuple[Node, int]
#: A gradient injected into a replay: target slot, order key, gradient, source.
Injection = tuple[Slot, OrderKey, Any, Source]


@dataclass(slots=True)
class LeafDelivery:
    """One gradient handed to a leaf (or a retained non-leaf)."""

    key: OrderKey
    value: GraphValue
    grad: Any
    node: Node  # the node that sent it
    source: Source  # (sender node_id, edge index); for a retained non-leaf, (node_id, -1)


class BackwardObserver(Protocol):
    """Anything with some of these methods can watch a backward pass."""

    def on_task_start(self, task: GraphTask) -> None: ...

    def on_node_end(self, task: GraphTask, run: NodeRun) -> None: ...

    def on_task_end(self, task: GraphTask, error: BaseException | None) -> None: ...


@dataclass(frozen=True)
class ReplayOptions:
    """How a replay reruns part of a recorded pass (the lab's ``replay``).

    ``restrict_to``: run only these nodes. ``injected``: the recorded gradients of senders
    that do not rerun. ``key_seq``: each node's position in the recorded schedule, so fan-in
    keeps the recorded order. ``accumulate=False``: report leaf gradients in
    ``leaf_deliveries`` instead of appending them to ``.grad`` (the lab swaps them in).
    """

    restrict_to: AbstractSet[Node] | None = None
    injected: Sequence[Injection] = ()
    key_seq: Mapping[Node, int] | None = None
    accumulate: bool = True


def _notify(observers: Sequence[Any], method: str, *args: Any) -> None:
    for obs in observers:
        fn = getattr(obs, method, None)
        if fn is not None:
            fn(*args)


@dataclass(repr=False)
class GraphTask:
    """One backward pass over the graph reachable from ``seeds``.

    ``seeds`` are ``(node, output_nr, gradient)``. ``targets`` (when given) limits delivery to
    these leaf accumulators and prunes nodes that cannot reach them; ``capture`` collects the
    gradients arriving at given ``(node, output_nr)`` slots instead (``autodiff.grad``).
    """

    seeds: list[tuple[Node, int, Any]]
    targets: set[Node] | None = None
    capture: dict[Slot, list[Any]] | None = None
    retain_graph: bool = False
    create_graph: bool = False
    replay: ReplayOptions | None = None
    observers: list[Any] = field(default_factory=list)
    #: Keep every NodeRun in ``runs`` (stepping and inspection); ``backward()`` turns it off
    #: when nobody watches, so gradients are not held for the whole pass.
    keep_runs: bool = True
    #: Call-origin fields (e.g. the lab's ``run_id``) set around every :meth:`run` and
    #: :meth:`resume`, so model calls made on a resume are attributed like the first attempt.
    call_context: dict[str, Any] | None = None

    order: list[Node] = field(init=False)
    runs: list[NodeRun] = field(init=False, default_factory=list)
    leaf_deliveries: list[LeafDelivery] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        replay = self.replay or ReplayOptions()
        starts = [node for node, _, _ in self.seeds] + [n for (n, _), *_ in replay.injected]
        goals = None  # with targets: only nodes that reach them (or a capture slot) run
        if self.targets is not None:
            goals = {*self.targets, *(node for node, _ in self.capture or ())}
        self.order, self._remaining = plan(starts, goals, replay.restrict_to)
        self._seq: dict[Node, int] = {node: i for i, node in enumerate(self.order)}
        #: Nodes that may wait on I/O (model calls, user code): run on the executor.
        self._pooled = {node for node in self.order if _runs_on_pool(node)}
        if any(n._freed for n in self.order):
            raise RuntimeError(FREED_GRAPH_MESSAGE)
        #: Per node that has not run: the gradients waiting at each of its output slots.
        self._buffers: dict[Node, dict[int, list[Contribution]]] = {}
        self._done: set[Node] = set()
        #: Per node: its successful model replies, kept until the node finishes, so that a
        #: resume after a failed sample re-sends only what failed.
        self._memos: dict[Node, ReplyMemo] = {}
        self._cancel = threading.Event()
        self._commits = InScheduleOrder(
            self.order, self._done, self.leaf_deliveries, replay.accumulate
        )
        for i, (node, slot, grad) in enumerate(self.seeds):
            self._deliver_to_slot(node, slot, (-2, i), grad, node, (None, i))
        for (node, slot), key, grad, source in replay.injected:
            self._deliver_to_slot(node, slot, key, grad, node, source)

    def __repr__(self) -> str:
        state = "finished" if self.finished else f"{len(self._done)}/{len(self.order)} nodes run"
        return f"<GraphTask: {len(self.order)} nodes, {state}>"

    # -- one node: combine -> apply -> route --------------------------------------------------
    def _compute(self, node: Node, set_grad_mode: bool = True) -> NodeRun:
        """Combine the node's incoming gradients and apply it. Safe to run on a worker thread.

        Backward runs with grad mode = ``create_graph``; the sequential driver sets that once
        for the whole pass (``set_grad_mode=False``), worker threads set it per node.
        """
        run = combine(node, self._seq[node], self._buffers.get(node))
        if run.skipped:
            return run
        memo = self._memo_for(node) if node in self._pooled else None
        return apply(run, self.create_graph if set_grad_mode else None, memo)

    def _memo_for(self, node: Node) -> ReplyMemo:
        """The node's reply memo, opened for a new attempt (only nodes that may call models)."""
        memo = self._memos.get(node)
        if memo is None:
            memo = self._memos[node] = ReplyMemo()
        else:
            memo.new_attempt()
        return memo

    def _finish(self, run: NodeRun) -> None:
        """Route a finished node's gradients onward; runs on the driving thread only."""
        node = run.node
        if run.error is not None:
            return
        seq = run.seq
        replay = self.replay
        key_seq = seq if replay is None or replay.key_seq is None else replay.key_seq[node]
        node_id = node.node_id
        remaining = self._remaining
        if run.skipped:
            for edge in node._next_functions:
                if edge.node in remaining:
                    remaining[edge.node] -= 1
        else:
            if node._retained:
                self._deliver_retained(run)
            for idx, (edge, grad) in enumerate(zip(node._next_functions, run.grads_out)):
                child = edge.node
                if child is None:
                    continue
                if grad is not None:
                    self._deliver_to_slot(
                        child, edge.output_nr, (key_seq, idx), grad, node, (node_id, idx)
                    )
                if child in remaining:
                    remaining[child] -= 1
        self._buffers.pop(node, None)
        self._memos.pop(node, None)
        self._done.add(node)
        if self.keep_runs:
            self.runs.append(run)
        if not self.retain_graph and not run.skipped:
            node.release()  # nothing later needs its saved values; free them now
        commits = self._commits
        if commits.pending or commits.call_buffers or commits.next_index < seq:
            commits.advance()
        else:
            commits.next_index = seq + 1
        if self.observers:
            _notify(self.observers, "on_node_end", self, run)

    # -- delivery -----------------------------------------------------------------------------
    def _deliver_to_slot(
        self, target: Node, slot: int, key: OrderKey, grad: Any, sender: Node, source: Source
    ) -> None:
        if self.capture is not None and (target, slot) in self.capture:
            self.capture[(target, slot)].append((key, grad))
        if isinstance(target, AccumulateGrad):
            if self.capture is None and (self.targets is None or target in self.targets):
                pos = self._seq.get(sender, -1)
                self._commits.hold(pos, LeafDelivery(key, target.variable, grad, sender, source))
            return
        if target in self._seq:  # planned to run (not pruned, not outside a replay)
            self._buffers.setdefault(target, {}).setdefault(slot, []).append((key, grad, source))

    def _deliver_retained(self, run: NodeRun) -> None:
        assert run.node._retained is not None
        for slot, ref in run.node._retained.items():
            value = ref()
            if value is not None and slot < len(run.contributions):
                grads = run.contributions[slot]
                for i, g in enumerate(grads):  # negative keys: before the node's output
                    key = (run.seq, i - len(grads))
                    delivery = LeafDelivery(key, value, g, run.node, (run.node.node_id, -1))
                    self._commits.hold(run.seq, delivery)

    # -- driving ------------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return len(self._done) == len(self.order)

    def ready_queue(self) -> list[Node]:
        """Nodes whose inputs are all complete and that have not run yet (schedule order)."""
        return [n for n in self.order if n not in self._done and self._remaining[n] == 0]

    def steps(self) -> Iterator[NodeRun]:
        """Run one node per iteration, in schedule order (the teaching view of backward)."""
        self._announce_start()
        for node in self.order:
            if node in self._done:
                continue
            run = self._compute(node)
            if run.error is not None:
                self._fail(run)
            self._finish(run)
            yield run
        self._complete()

    def run(self, executor: Executor | None = None) -> GraphTask:
        """Run every remaining node, on ``executor`` (default: the current one, concurrent).

        Nodes that call a model run at once when their inputs are ready; the others run
        inline. A graph without model calls takes the sequential path (no thread overhead).
        """
        executor = executor or current_executor()
        self._cancel = threading.Event()  # fresh for every run: a resume is not cancelled
        origin = call_origin(**self.call_context) if self.call_context else nullcontext()
        with using_executor(executor), cancellable(self._cancel), gc_paused(), origin:
            self._announce_start()
            if isinstance(executor, SequentialExecutor) or not self._needs_pool():
                self._run_sequentially()
            else:
                run_concurrently(self, executor)
        return self

    def resume(self, executor: Executor | None = None) -> GraphTask:
        """Continue after a failure or an interrupt: finished nodes are kept, the rest run
        now. Samples whose model calls succeeded before the failure are not sent again."""
        return self.run(executor)

    def _needs_pool(self) -> bool:
        done = self._done
        return any(n not in done for n in self._pooled)

    def _run_sequentially(self) -> None:
        done, compute, finish = self._done, self._compute, self._finish
        prev = grad_mode.is_grad_enabled()
        grad_mode._set(self.create_graph)
        try:
            for node in self.order:
                if node in done:
                    continue
                run = compute(node, False)
                if run.error is not None:
                    self._fail(run)
                finish(run)
        finally:
            grad_mode._set(prev)
        self._complete()

    # -- start, end, failure ------------------------------------------------------------------
    def _announce_start(self) -> None:
        """Tell observers a pass starts (a resume or a second ``steps()`` is not a new start)."""
        if not self._done:
            _notify(self.observers, "on_task_start", self)

    def _complete(self) -> None:
        self._commits.flush_all()
        _notify(self.observers, "on_task_end", self, None)

    def _fail(self, run: NodeRun) -> None:
        """Keep what finished (flush its leaf gradients in order), keep the graph, re-raise."""
        self._commits.flush_all()
        exc = run.error
        assert exc is not None
        _note_resumable(exc, self, run.node)
        _notify(self.observers, "on_node_end", self, run)
        _notify(self.observers, "on_task_end", self, exc)
        raise exc

    def _interrupted(self, exc: BaseException, abandoned: set[Node]) -> None:
        """Stop starting work, keep everything that finished, and let the user resume."""
        self._cancel.set()
        self._commits.flush_all(abandoned)
        _note_resumable(exc, self, None)
        _notify(self.observers, "on_task_end", self, exc)


def _note_resumable(exc: BaseException, task: GraphTask, node: Node | None) -> None:
    """Say in the exception what was kept and how to resume, and attach the task to it."""
    where = (
        f"while running backward node {node.name()} (#{node.node_id})"
        if node is not None
        else "while backward was running"
    )
    note = (
        f"{where}; gradients from nodes that finished were kept, and the nodes still to "
        "run keep their saved values. Fix the cause and call `.resume()` on the task in "
        "`exc.backward_task` to finish the rest (model calls that succeeded are not sent "
        "again)."
    )
    if hasattr(exc, "add_note") and not getattr(exc, "backward_task", None):
        exc.add_note(note)
    exc.backward_task = task  # type: ignore[attr-defined]
    exc.backward_node = node  # type: ignore[attr-defined]


class InScheduleOrder:
    """Leaf gradients and call-log records, held until every node before their sender in the
    schedule is done and then committed in that order, so ``.grad`` lists and the call log
    are the same whichever executor ran the nodes and whatever finished first."""

    def __init__(
        self, order: list[Node], done: set[Node], delivered: list[LeafDelivery], accumulate: bool
    ) -> None:
        self.order = order
        self.done = done
        #: Every leaf gradient committed so far (the task's ``leaf_deliveries``).
        self.delivered = delivered
        #: False in a replay: report leaf gradients, do not append them to ``.grad``.
        self.accumulate = accumulate
        #: Leaf deliveries by their sender's schedule position (-1: seeds and injections).
        self.pending: dict[int, list[LeafDelivery]] = {}
        #: Per node run concurrently: its call-log records (a sequential pass holds none).
        self.call_buffers: dict[Node, CallBuffer] = {}
        #: The first schedule position whose node is not committed yet.
        self.next_index = 0

    def hold(self, pos: int, delivery: LeafDelivery) -> None:
        """Hold a leaf delivery until every node before schedule position ``pos`` is done."""
        self.pending.setdefault(pos, []).append(delivery)

    def advance(self) -> None:
        """Commit the records and leaf deliveries of the finished prefix of the schedule."""
        order, done, buffers = self.order, self.done, self.call_buffers
        while self.next_index < len(order) and order[self.next_index] in done:
            if buffers:
                buffer = buffers.pop(order[self.next_index], None)
                if buffer is not None:
                    buffer.flush()
            self.next_index += 1
        self._flush_leaves(upto=self.next_index)

    def flush_all(self, abandoned: Container[Node] = ()) -> None:
        """Commit everything held, at the end, on a failure or an interrupt; an ``abandoned``
        node, still running after an interrupt, commits its own records."""
        if self.call_buffers:
            for node in self.order:
                if node in abandoned:
                    continue
                buffer = self.call_buffers.pop(node, None)
                if buffer is not None:
                    buffer.flush()
        self._flush_leaves(upto=None)

    def _flush_leaves(self, upto: int | None) -> None:
        if not self.pending:
            return
        for seq in sorted(self.pending):
            if upto is not None and seq >= upto:
                break
            for d in sorted(self.pending.pop(seq), key=lambda d: d.key):
                self.delivered.append(d)
                if self.accumulate:
                    d.value._accumulate_grad(d.grad)


def _runs_on_pool(node: Node) -> bool:
    """Nodes of Functions run on the executor unless their op says its backward is quick
    (``Function.inline_backward``); numeric nodes and accumulators always run inline."""
    fn_cls = getattr(node, "fn_cls", None)
    return fn_cls is not None and not getattr(fn_cls, "inline_backward", False)


__all__ = [
    "BackwardObserver",
    "GraphTask",
    "Injection",
    "LeafDelivery",
    "ReplayOptions",
    "Slot",
]

"""The scheduler core of backward: plan a pass, deliver gradients, commit in order, step.

A :class:`GraphTask` plans a deterministic schedule (:mod:`.plan`) when it is made, and does
nothing else until it is driven. Then each node runs once its inputs are complete, in named
steps: ``combine`` its incoming gradients and ``apply`` it (:mod:`.node_run`; together
:meth:`GraphTask.compute`), then :meth:`GraphTask.finish`: ``route`` what it returned to
the next nodes, the leaves and any capture slot, retire it, commit what is due. Leaf
gradients and call-log records are committed in schedule order, so nothing the user sees
depends on timing. :meth:`GraphTask.steps` is the one sequential loop: it yields after each
node, and ``run`` drains it when no node needs the executor; otherwise
:mod:`.concurrent_driver` runs model-calling nodes at once, through the task's public
methods. Observers see every node. A replay in the lab reuses the task with
:class:`ReplayOptions`.
"""

from __future__ import annotations

import threading
from collections.abc import Container, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from contextlib import nullcontext
from dataclasses import dataclass, field
from typing import Any, NoReturn, Protocol

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
    Constructing a task only plans it: no gradient moves until it is driven (:meth:`steps`,
    :meth:`run`), so a planned pass can be inspected, stepped or dropped.
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
        self._commits = InScheduleOrder(
            self.order, self._done, self.leaf_deliveries, replay.accumulate
        )
        self._seeded = False  # seeds and injections delivered (on the first drive)

    def __repr__(self) -> str:
        state = "finished" if self.finished else f"{len(self._done)}/{len(self.order)} nodes run"
        return f"<GraphTask: {len(self.order)} nodes, {state}>"

    # -- the state of the pass ----------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return len(self._done) == len(self.order)

    def ready_queue(self) -> list[Node]:
        """Nodes whose inputs are all complete and that have not run yet (schedule order)."""
        return [n for n in self.order if n not in self._done and self._remaining[n] == 0]

    def position(self, node: Node) -> int:
        """The node's position in the schedule (its :attr:`NodeRun.seq`)."""
        return self._seq[node]

    def may_wait(self, node: Node) -> bool:
        """Whether the node may wait on I/O (model calls, user code): it runs on the executor."""
        return node in self._pooled

    # -- driving: one sequential loop, or the concurrent driver -------------------------------
    def steps(self) -> Iterator[NodeRun]:
        """Run one node per iteration, in schedule order (the teaching view of backward;
        :meth:`run` drains this same loop when nothing needs the executor)."""
        return self._steps(set_grad_mode=True)

    def run(self, executor: Executor | None = None) -> GraphTask:
        """Run every remaining node, on ``executor`` (default: the current one, concurrent).

        Nodes that call a model run at once when their inputs are ready; the others run
        inline. On :class:`SequentialExecutor`, or when no node left needs the executor, it
        drains the loop :meth:`steps` yields from (no thread overhead), with grad mode set
        once for the pass instead of per node.
        """
        executor = executor or current_executor()
        cancel = threading.Event()  # fresh for every run: a resume is not cancelled
        origin = call_origin(**self.call_context) if self.call_context else nullcontext()
        with using_executor(executor), cancellable(cancel), gc_paused(), origin:
            if isinstance(executor, SequentialExecutor) or not self._needs_pool():
                prev = grad_mode.is_grad_enabled()
                grad_mode._set(self.create_graph)
                try:
                    for _ in self._steps(set_grad_mode=False):
                        pass
                finally:
                    grad_mode._set(prev)
            else:
                self._start()
                run_concurrently(self, executor, cancel)
        return self

    def resume(self, executor: Executor | None = None) -> GraphTask:
        """Continue after a failure or an interrupt: finished nodes are kept, the rest run
        now. Samples whose model calls succeeded before the failure are not sent again."""
        return self.run(executor)

    def _needs_pool(self) -> bool:
        done = self._done
        return any(n not in done for n in self._pooled)

    def _steps(self, set_grad_mode: bool) -> Iterator[NodeRun]:
        """The sequential loop. ``set_grad_mode=False``: the caller drains it at once and has
        set grad mode to ``create_graph`` around it; stepping sets it per node, so the user's
        code between steps keeps its own."""
        self._start()
        done, compute, finish = self._done, self.compute, self.finish
        for node in self.order:
            if node in done:
                continue
            run = compute(node, set_grad_mode)
            if run.error is not None:
                self.fail(run)
            finish(run)
            yield run
        self.complete()

    # -- one node: combine -> apply (compute), then route (finish) ----------------------------
    def compute(self, node: Node, set_grad_mode: bool = True) -> NodeRun:
        """Combine the node's incoming gradients and apply it. Safe on a worker thread.

        Backward runs with grad mode = ``create_graph``, set here per node unless
        ``set_grad_mode=False`` (the caller set it for the whole pass).
        """
        run = combine(node, self._seq[node], self._buffers.get(node))
        if run.skipped:
            return run
        memo = self._memo_for(node) if node in self._pooled else None
        return apply(run, self.create_graph if set_grad_mode else None, memo)

    def finish(self, run: NodeRun) -> list[Node]:
        """After a node ran without error: route its gradients, retire it, commit what is
        now due in schedule order, tell observers. On the driving thread only; returns the
        nodes it made ready."""
        ready = self.route(run)
        self._retire(run)
        self._commits.node_done(run.seq)
        if self.observers:
            _notify(self.observers, "on_node_end", self, run)
        return ready

    def route(self, run: NodeRun) -> list[Node]:
        """Deliver a node's gradients (to its retained values, and along each edge to the
        next node's slot, a leaf or a capture slot) and count down its next nodes' inputs;
        returns those now ready to run. A skipped node delivers nothing but counts down."""
        node = run.node
        if node._retained and not run.skipped:
            self._deliver_retained(run)
        edges = node._next_functions
        grads = (None,) * len(edges) if run.skipped else run.grads_out
        replay = self.replay
        key_seq = run.seq if replay is None or replay.key_seq is None else replay.key_seq[node]
        node_id, deliver, remaining = node.node_id, self._deliver, self._remaining
        ready = []
        for idx, ((child, slot), grad) in enumerate(zip(edges, grads)):
            if grad is not None and child is not None:
                deliver(child, slot, (key_seq, idx), grad, node, (node_id, idx))
            if child in remaining:
                left = remaining[child] = remaining[child] - 1
                if left == 0:
                    ready.append(child)
        return ready

    def call_buffer(self, node: Node) -> CallBuffer:
        """A buffer for the call-log records of a node run concurrently, committed with the
        leaf gradients in schedule order."""
        buffer = self._commits.call_buffers[node] = CallBuffer()
        return buffer

    def _memo_for(self, node: Node) -> ReplyMemo:
        """The node's reply memo, opened for a new attempt (only nodes that may call models)."""
        memo = self._memos.get(node)
        if memo is None:
            memo = self._memos[node] = ReplyMemo()
        else:
            memo.new_attempt()
        return memo

    def _retire(self, run: NodeRun) -> None:
        """Drop what the node waited with (gradients, reply memo), mark it done, keep its run
        if asked, and free its saved values unless the graph is retained."""
        node = run.node
        self._buffers.pop(node, None)
        self._memos.pop(node, None)
        self._done.add(node)
        if self.keep_runs:
            self.runs.append(run)
        if not self.retain_graph and not run.skipped:
            node.release()  # nothing later needs its saved values; free them now

    # -- delivery -----------------------------------------------------------------------------
    def _deliver(
        self, target: Node, slot: int, key: OrderKey, grad: Any, sender: Node, source: Source
    ) -> None:
        """One gradient to one slot: captured, held for a leaf, or queued for the node."""
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

    # -- start, end, failure ------------------------------------------------------------------
    def _start(self) -> None:
        """Deliver the seeds and injected gradients (once), and tell observers a pass starts
        (a resume or a second ``steps()`` after some node ran is not a new start)."""
        if not self._seeded:
            self._seeded = True
            for i, (node, slot, grad) in enumerate(self.seeds):
                self._deliver(node, slot, (-2, i), grad, node, (None, i))
            for (node, slot), key, grad, source in (self.replay or ReplayOptions()).injected:
                self._deliver(node, slot, key, grad, node, source)
        if not self._done:
            _notify(self.observers, "on_task_start", self)

    def complete(self) -> None:
        """The pass ended: commit everything held, tell observers."""
        self._commits.flush_all()
        _notify(self.observers, "on_task_end", self, None)

    def fail(self, run: NodeRun) -> NoReturn:
        """Keep what finished (flush its leaf gradients in order), keep the graph, re-raise."""
        self._commits.flush_all()
        exc = run.error
        assert exc is not None
        _note_resumable(exc, self, run.node)
        _notify(self.observers, "on_node_end", self, run)
        _notify(self.observers, "on_task_end", self, exc)
        raise exc

    def interrupted(self, exc: BaseException, running: Container[Node]) -> None:
        """Interrupted while ``running`` nodes still run: keep everything that finished, let
        those nodes commit their own records, and let the user resume."""
        self._commits.flush_all(running)
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

    def node_done(self, seq: int) -> None:
        """The node at schedule position ``seq`` is done: commit what that makes due. When
        nothing is held and it is next in the schedule (a sequential pass), just move on."""
        if self.pending or self.call_buffers or self.next_index < seq:
            self._advance()
        else:
            self.next_index = seq + 1

    def _advance(self) -> None:
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

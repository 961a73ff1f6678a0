"""The backward engine: runs the graph from roots to leaves, one node at a time or concurrently.

A :class:`GraphTask` finds the nodes reachable from the seeds, computes a deterministic
schedule (breadth-first topological order, ties by edge position), and then runs nodes as
their inputs complete. Three seams serve the lab:

* **observers** see every node as it runs (:class:`NodeRun`: gradients in, out, timing);
* **executors** decide whether independent nodes run at once (by default, nodes that call a
  model do, bounded by the model clients' ``max_concurrency``); gradients and call-log
  records are still committed in schedule order, so nothing the user sees depends on timing;
* **stepping**: :meth:`GraphTask.steps` yields after each node; ``backward`` drains it.

Replay (in the lab) reuses the same task with ``restrict_to`` (run only these nodes),
``injected`` (recorded gradients from nodes that do not rerun) and ``accumulate=False``
(report leaf gradients instead of appending them).
"""

from __future__ import annotations

import functools
import gc
import heapq
import threading
import time
from collections.abc import Container, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from typing import Any, Protocol

from afnio_lab._tracing import (
    CallBuffer,
    ReplyMemo,
    call_origin,
    enter_node,
    leave_node,
    reset_reply_memo,
    run_buffered,
    set_reply_memo,
)
from afnio_lab.autodiff import grad_mode
from afnio_lab.autodiff.executors import (
    Executor,
    SequentialExecutor,
    cancellable,
    current_executor,
    using_executor,
)
from afnio_lab.autodiff.function import FREED_GRAPH_MESSAGE
from afnio_lab.autodiff.graph import AccumulateGrad, GradientEdge, Node, accumulate_grad_node
from afnio_lab.autodiff.value import GraphValue, combine_gradients

# Order key of a gradient contribution: (sender's schedule position, edge index).
# Seeds and injected gradients use negative positions so they sort first.
OrderKey = tuple[int, int]
Slot = tuple[Node, int]
#: Where a contribution came from: (sender node_id, edge index), or (None, root index) for a seed.
Source = tuple[int | None, int]
#: A gradient injected into a replay: target slot, order key, gradient, source.
Injection = tuple[Slot, OrderKey, Any, Source]


class NodeRun:
    """What happened at one node during a backward pass (what observers receive).

    ``grads_in``: one gradient per output slot after fan-in (None: nothing arrived);
    ``grads_out``: one per ``next_functions`` edge; ``contributions``: the raw gradients per
    slot before fan-in, in delivery order, and ``sources`` where each came from. A plain
    slotted class: one is made per node.
    """

    __slots__ = (
        "contributions",
        "duration",
        "error",
        "grads_in",
        "grads_out",
        "node",
        "seq",
        "skipped",
        "sources",
        "started",
    )

    def __init__(
        self,
        node: Node,
        seq: int,
        grads_in: tuple[Any, ...],
        contributions: tuple[tuple[Any, ...], ...] = (),
        skipped: bool = False,
        sources: tuple[tuple[Source, ...], ...] = (),
    ) -> None:
        self.node = node
        self.sources = sources
        self.seq = seq
        self.grads_in = grads_in
        self.contributions = contributions
        self.skipped = skipped
        self.grads_out: tuple[Any, ...] = ()
        self.started = 0.0
        self.duration = 0.0
        self.error: BaseException | None = None

    def __repr__(self) -> str:
        state = "skipped" if self.skipped else ("failed" if self.error else "ran")
        return f"<NodeRun #{self.seq} {self.node.name()} {state}>"


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
    restrict_to: set[Node] | None = None
    injected: list[Injection] = field(default_factory=list)
    #: Order keys by original schedule position (replay keeps the recorded fan-in order).
    key_seq: dict[Node, int] | None = None
    accumulate: bool = True
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
        self._seq: dict[Node, int] = {}
        #: Per node: its successful model replies, kept until the node finishes, so that a
        #: resume after a failed sample re-sends only what failed.
        self._memos: dict[Node, ReplyMemo] = {}
        #: Per node run concurrently: its call-log records, committed in schedule order.
        self._call_buffers: dict[Node, CallBuffer] = {}
        self._cancel = threading.Event()
        self._buffers: dict[Node, dict[int, list[tuple[OrderKey, Any, Source]]]] = {}
        self._done: set[Node] = set()
        self._pending: dict[int, list[LeafDelivery]] = {}
        self._next_commit = 0
        self._plan()
        for i, (node, slot, grad) in enumerate(self.seeds):
            self._deliver_to_slot(node, slot, (-2, i), grad, node, (None, i))
        for (node, slot), key, grad, source in self.injected:
            self._deliver_to_slot(node, slot, key, grad, node, source)

    def __repr__(self) -> str:
        state = "finished" if self.finished else f"{len(self._done)}/{len(self.order)} nodes run"
        return f"<GraphTask: {len(self.order)} nodes, {state}>"

    # -- planning ---------------------------------------------------------------------------
    def _plan(self) -> None:
        """Discover reachable nodes, prune, count dependencies and fix the schedule."""
        discovered: list[Node] = []
        seen: set[Node] = set()
        stack = [node for (node, _), _, _, _ in reversed(self.injected)]
        stack.extend(node for node, _, _ in reversed(self.seeds))
        while stack:  # iterative DFS, preorder, children in edge order
            node = stack.pop()
            if node in seen:
                continue
            seen.add(node)
            if isinstance(node, AccumulateGrad):
                continue
            discovered.append(node)
            for edge in reversed(node._next_functions):
                child = edge.node
                if child is not None and child not in seen:
                    stack.append(child)

        executable = discovered
        if self.targets is not None:
            executable = self._prune(discovered)
        if self.restrict_to is not None:
            executable = [n for n in executable if n in self.restrict_to]
        self._executable = set(executable)
        order, deps = _schedule(executable)
        self.order = order
        self._seq = {node: i for i, node in enumerate(order)}
        #: Nodes that may wait on I/O (model calls, user code): run on the executor.
        self._pooled = {node for node in order if _runs_on_pool(node)}
        self._remaining = deps

        freed = [n for n in order if n._freed]
        if freed:
            raise RuntimeError(FREED_GRAPH_MESSAGE)

    def _prune(self, discovered: list[Node]) -> list[Node]:
        """Keep the nodes from which some target (or capture slot) can be reached."""
        goal_nodes = set(self.targets or ())
        if self.capture:
            goal_nodes.update(node for node, _ in self.capture)
        topo, _ = _schedule(discovered)
        reaches: dict[Node, bool] = {}
        for node in reversed(topo):  # children before parents
            reaches[node] = any(
                e.node is not None and (e.node in goal_nodes or reaches.get(e.node, False))
                for e in node._next_functions
            )
        return [n for n in discovered if reaches[n]]

    # -- delivery ---------------------------------------------------------------------------
    def _deliver_to_slot(
        self, target: Node, slot: int, key: OrderKey, grad: Any, sender: Node, source: Source
    ) -> None:
        if self.capture is not None and (target, slot) in self.capture:
            self.capture[(target, slot)].append((key, grad))
        if isinstance(target, AccumulateGrad):
            if self.capture is None and (self.targets is None or target in self.targets):
                pos = self._seq.get(sender, -1)
                self._queue_leaf(pos, LeafDelivery(key, target.variable, grad, sender, source))
            return
        if target in self._executable:
            self._buffers.setdefault(target, {}).setdefault(slot, []).append((key, grad, source))

    def _queue_leaf(self, pos: int, delivery: LeafDelivery) -> None:
        """Hold a leaf delivery until every node before schedule position ``pos`` is done."""
        self._pending.setdefault(pos, []).append(delivery)

    def _flush_pending(self, upto: int | None) -> None:
        if not self._pending:
            return
        for seq in sorted(self._pending):
            if upto is not None and seq >= upto:
                break
            for d in sorted(self._pending.pop(seq), key=lambda d: d.key):
                self.leaf_deliveries.append(d)
                if self.accumulate:
                    d.value._accumulate_grad(d.grad)

    def _commit(self) -> None:
        """Apply leaf deliveries of finished nodes in schedule order (executor-independent)."""
        order, done, buffers = self.order, self._done, self._call_buffers
        while self._next_commit < len(order) and order[self._next_commit] in done:
            if buffers:
                buffer = buffers.pop(order[self._next_commit], None)
                if buffer is not None:
                    buffer.flush()
            self._next_commit += 1
        self._flush_pending(upto=self._next_commit)

    def _flush_all_calls(self, abandoned: Container[Node] = ()) -> None:
        """Commit the records of every node that ran or failed (failure and interrupt); an
        ``abandoned`` node, still running after an interrupt, commits its own."""
        if not self._call_buffers:  # a sequential pass holds none
            return
        for node in self.order:
            if node in abandoned:
                continue
            buffer = self._call_buffers.pop(node, None)
            if buffer is not None:
                buffer.flush()

    # -- running one node -------------------------------------------------------------------
    def _compute(self, node: Node, set_grad_mode: bool = True) -> NodeRun:
        """Combine the node's incoming gradients and call it. Safe to run on a worker thread.

        Backward runs with grad mode = ``create_graph``; the sequential driver sets that once
        for the whole pass (``set_grad_mode=False``), worker threads set it per node.
        """
        seq = self._seq[node]
        slots = self._buffers.get(node)
        n_out = node.num_outputs
        if not slots:
            return NodeRun(node, seq, (None,) * n_out, (), True)
        grads_in: list[Any] = [None] * n_out
        contributions: list[tuple[Any, ...]] = [()] * n_out
        sources: list[tuple[Source, ...]] = [()] * n_out
        for slot, items in slots.items():
            if slot >= n_out:
                raise RuntimeError(
                    f"{node.name()} received a gradient for output {slot}, but it has only "
                    f"{n_out} output(s)."
                )
            if len(items) == 1:
                _, grad, source = items[0]
                contributions[slot] = (grad,)
                sources[slot] = (source,)
                grads_in[slot] = grad
            else:
                items.sort(key=_first)
                grads = tuple(item[1] for item in items)
                contributions[slot] = grads
                sources[slot] = tuple(item[2] for item in items)
                grads_in[slot] = combine_gradients(grads)
        run = NodeRun(node, seq, tuple(grads_in), tuple(contributions), False, tuple(sources))
        if set_grad_mode:
            prev = grad_mode.is_grad_enabled()
            grad_mode._set(self.create_graph)
        token = enter_node("backward", node.node_id, node.name())
        memo_token = None
        if node in self._pooled:  # only nodes that may call models keep their replies
            memo = self._memos.get(node)
            if memo is None:
                memo = self._memos[node] = ReplyMemo()
            else:
                memo.new_attempt()
            memo_token = set_reply_memo(memo)
        started = run.started = time.perf_counter()
        try:
            out = node.apply(*grads_in)
        except BaseException as exc:
            run.duration = time.perf_counter() - started
            run.error = exc
            return run
        finally:
            if memo_token is not None:
                reset_reply_memo(memo_token)
            leave_node(token)
            if set_grad_mode:
                grad_mode._set(prev)
        run.duration = time.perf_counter() - started
        if type(out) is not tuple:
            out = tuple(out)
        if len(out) != len(node._next_functions):
            run.error = RuntimeError(
                f"{node.name()}.apply returned {len(out)} gradient(s) for "
                f"{len(node._next_functions)} input edge(s)."
            )
        run.grads_out = out
        return run

    def _finish(self, run: NodeRun) -> None:
        """Route a finished node's gradients onward; runs on the driving thread only."""
        node = run.node
        if run.error is not None:
            return
        seq = run.seq
        key_seq = self.key_seq[node] if self.key_seq is not None else seq
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
        if self._pending or self._call_buffers or self._next_commit < seq:
            self._commit()
        else:
            self._next_commit = seq + 1
        if self.observers:
            _notify(self.observers, "on_node_end", self, run)

    def _deliver_retained(self, run: NodeRun) -> None:
        assert run.node._retained is not None
        for slot, ref in run.node._retained.items():
            value = ref()
            if value is not None and slot < len(run.contributions):
                grads = run.contributions[slot]
                for i, g in enumerate(grads):  # negative keys: before the node's output
                    key = (run.seq, i - len(grads))
                    delivery = LeafDelivery(key, value, g, run.node, (run.node.node_id, -1))
                    self._queue_leaf(run.seq, delivery)

    # -- driving ----------------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return len(self._done) == len(self.order)

    def ready_queue(self) -> list[Node]:
        """Nodes whose inputs are all complete and that have not run yet (schedule order)."""
        return [n for n in self.order if n not in self._done and self._remaining[n] == 0]

    def steps(self) -> Iterator[NodeRun]:
        """Run one node per iteration, in schedule order (the teaching view of backward)."""
        if not self._done:
            _notify(self.observers, "on_task_start", self)
        for node in self.order:
            if node in self._done:
                continue
            run = self._compute(node)
            if run.error is not None:
                self._fail(run)
            self._finish(run)
            yield run
        self._complete()

    def _run_sequentially(self) -> None:
        if not self._done:
            _notify(self.observers, "on_task_start", self)
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

    def run(self, executor: Executor | None = None) -> GraphTask:
        """Run every remaining node, on ``executor`` (default: the current one, concurrent).

        Nodes that call a model run at once when their inputs are ready; the others run
        inline. A graph without model calls takes the sequential path (no thread overhead).
        """
        executor = executor or current_executor()
        self._cancel = threading.Event()  # fresh for every run: a resume is not cancelled
        origin = call_origin(**self.call_context) if self.call_context else nullcontext()
        with using_executor(executor), cancellable(self._cancel), _gc_paused(), origin:
            if isinstance(executor, SequentialExecutor) or not self._needs_pool():
                self._run_sequentially()
            else:
                self._run_concurrently(executor)
        return self

    def resume(self, executor: Executor | None = None) -> GraphTask:
        """Continue after a failure or an interrupt: finished nodes are kept, the rest run
        now. Samples whose model calls succeeded before the failure are not sent again."""
        return self.run(executor)

    def _needs_pool(self) -> bool:
        done = self._done
        return any(n not in done for n in self._pooled)

    def _run_concurrently(self, executor: Executor) -> None:
        if not self._done:
            _notify(self.observers, "on_task_start", self)
        ready = [self._seq[n] for n in self.ready_queue()]
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
            self._finish(run)
            for edge in run.node._next_functions:
                child = edge.node
                if (
                    child in self._remaining
                    and self._remaining[child] == 0
                    and child not in scheduled
                ):
                    heapq.heappush(ready, self._seq[child])

        try:
            while ready or running:
                while ready and failure is None:
                    node = self.order[heapq.heappop(ready)]
                    if node in scheduled:
                        continue
                    scheduled.add(node)
                    if not (running or ready):
                        # Alone: every node before it in the schedule is done, so its calls
                        # are already in order, and a thread hop would buy nothing.
                        settle(self._compute(node))
                        continue
                    buffer = self._call_buffers[node] = CallBuffer()
                    if node in self._pooled:
                        work = functools.partial(self._compute_pooled, node, buffer, self._cancel)
                        running[executor.submit(work)] = node
                    else:
                        settle(run_buffered(buffer, self._compute, node))
                if not running:
                    break
                done, _ = wait(running, return_when=FIRST_COMPLETED)
                for fut in sorted(done, key=lambda f: self._seq[running[f]]):
                    running.pop(fut)
                    settle(fut.result())
        except BaseException as exc:  # Ctrl-C / Kernel > Interrupt while nodes are running
            self._interrupted(exc, set(running.values()))
            raise
        if failure is not None:
            self._fail(failure)
        self._complete()

    def _compute_pooled(self, node: Node, buffer: CallBuffer, cancel: threading.Event) -> NodeRun:
        try:
            return run_buffered(buffer, self._compute, node)
        finally:
            if cancel.is_set():  # abandoned by an interrupt: nobody will commit in order
                buffer.flush()

    def _interrupted(self, exc: BaseException, abandoned: set[Node]) -> None:
        """Stop starting work, keep everything that finished, and let the user resume."""
        self._cancel.set()
        self._flush_all_calls(abandoned)
        self._flush_pending(upto=None)
        self._attach(exc, None)
        _notify(self.observers, "on_task_end", self, exc)

    def _attach(self, exc: BaseException, node: Node | None) -> None:
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
        exc.backward_task = self  # type: ignore[attr-defined]
        exc.backward_node = node  # type: ignore[attr-defined]

    def _fail(self, run: NodeRun) -> None:
        """Keep what finished (flush its leaf gradients in order), keep the graph, re-raise."""
        self._flush_all_calls()
        self._flush_pending(upto=None)
        exc = run.error
        assert exc is not None
        self._attach(exc, run.node)
        _notify(self.observers, "on_node_end", self, run)
        _notify(self.observers, "on_task_end", self, exc)
        raise exc

    def _complete(self) -> None:
        self._flush_all_calls()
        self._flush_pending(upto=None)
        _notify(self.observers, "on_task_end", self, None)


def _runs_on_pool(node: Node) -> bool:
    """Nodes of Functions run on the executor unless their op says its backward is quick
    (``Function.inline_backward``); numeric nodes and accumulators always run inline."""
    fn_cls = getattr(node, "fn_cls", None)
    return fn_cls is not None and not getattr(fn_cls, "inline_backward", False)


def _schedule(nodes: list[Node]) -> tuple[list[Node], dict[Node, int]]:
    """Kahn's algorithm, FIFO: a deterministic breadth-first topological order of ``nodes``.

    Returns the order and, per node, how many edges from ``nodes`` point at it.
    """
    deps: dict[Node, int] = dict.fromkeys(nodes, 0)
    for node in nodes:
        for edge in node._next_functions:
            child = edge.node
            if child in deps:
                deps[child] += 1
    remaining = dict(deps)
    order = [n for n in nodes if remaining[n] == 0]
    head = 0
    while head < len(order):
        node = order[head]
        head += 1
        for edge in node._next_functions:
            child = edge.node
            if child in remaining:
                remaining[child] -= 1
                if remaining[child] == 0:
                    order.append(child)
    return order, deps


@contextmanager
def _gc_paused() -> Iterator[None]:
    """Pause the cyclic GC during a pass: its full collections walk every live graph object,
    which made large backward passes superlinear. Backward makes no reference cycles of its
    own; anything cyclic that user code makes is collected after the pass."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _first(item: tuple[OrderKey, Any, Source]) -> OrderKey:
    return item[0]


# -- public API -------------------------------------------------------------------------------


def _as_list(obj: Any, what: str) -> list[Any]:
    if isinstance(obj, GraphValue):
        return [obj]
    if isinstance(obj, Sequence) and not isinstance(obj, str):
        return list(obj)
    raise TypeError(
        f"`{what}` must be a Variable or a sequence of Variables, got {type(obj).__name__}."
    )


def _roots_and_seeds(variables: Any, grad_variables: Any) -> list[tuple[Node, int, Any]]:
    roots = _as_list(variables, "variables")
    for i, r in enumerate(roots):
        if not isinstance(r, GraphValue):
            raise TypeError(
                f"`variables` must contain only Variables, but element {i} is {type(r).__name__}."
            )
    if grad_variables is None:
        grads: list[Any] = [None] * len(roots)
    else:
        grads = _as_list(grad_variables, "grad_variables")
        if len(grads) != len(roots):
            raise RuntimeError(
                "grad_variables must have the same length as variables: got "
                f"{len(roots)} and {len(grads)}"
            )
    seeds = []
    for i, (root, grad) in enumerate(zip(roots, grads)):
        if root.is_leaf or root.grad_fn is None:
            raise RuntimeError("Variable does not require grad or does not have a grad_fn.")
        if grad is None:
            grad = root._implicit_root_gradient()
        elif not isinstance(grad, GraphValue):
            raise TypeError(
                f"`grad_variables` must contain Variables (or None), but element {i} is "
                f"{type(grad).__name__}."
            )
        seeds.append((root.grad_fn, root.output_nr, grad))
    return seeds


def _input_targets(inputs: Any) -> set[Node]:
    items = [inputs] if isinstance(inputs, (GraphValue, GradientEdge)) else list(inputs)
    if not items:
        raise RuntimeError("`inputs` argument to `backward()` cannot be empty.")
    targets: set[Node] = set()
    for item in items:
        if isinstance(item, GradientEdge):
            if not isinstance(item.node, AccumulateGrad):
                raise RuntimeError(
                    "One of the differentiated Variables given as `inputs` to `backward()` is "
                    "not a leaf Variable."
                )
            targets.add(item.node)
            continue
        if not isinstance(item, GraphValue):
            raise TypeError(
                f"`inputs` must hold Variables or GradientEdges, got {type(item).__name__}."
            )
        if not item.is_leaf:
            raise RuntimeError(
                "One of the differentiated Variables given as `inputs` to `backward()` is not "
                "a leaf Variable."
            )
        if not item.requires_grad:
            raise RuntimeError(
                "One of the differentiated Variables given as `inputs` to `backward()` does not "
                "require grad."
            )
        targets.add(accumulate_grad_node(item))
    return targets


def prepare_backward(
    variables: Any,
    grad_variables: Any = None,
    retain_graph: bool | None = None,
    create_graph: bool = False,
    inputs: Any = None,
    *,
    observers: Iterable[Any] = (),
) -> GraphTask:
    """Validate the arguments and plan a backward pass without running it (for stepping)."""
    seeds = _roots_and_seeds(variables, grad_variables)
    targets = None if inputs is None else _input_targets(inputs)
    if retain_graph is None:
        retain_graph = create_graph
    return GraphTask(
        seeds,
        targets=targets,
        retain_graph=retain_graph,
        create_graph=create_graph,
        observers=list(observers),
    )


def backward(
    variables: Any,
    grad_variables: Any = None,
    retain_graph: bool | None = None,
    create_graph: bool = False,
    inputs: Any = None,
    *,
    observers: Iterable[Any] = (),
    executor: Executor | None = None,
) -> None:
    """Send gradients from ``variables`` to the leaves of their graph (spec §4).

    ``observers`` and ``executor`` are afnio_lab extensions. Returns None like afnio; use
    :func:`prepare_backward` to get the :class:`GraphTask` (per-node runs, stepping).
    """
    task = prepare_backward(
        variables, grad_variables, retain_graph, create_graph, inputs, observers=observers
    )
    task.keep_runs = bool(task.observers)
    task.run(executor)


def grad(
    outputs: Any,
    inputs: Any,
    grad_outputs: Any = None,
    retain_graph: bool | None = None,
    create_graph: bool = False,
    allow_unused: bool = False,
    *,
    executor: Executor | None = None,
) -> tuple[list[Any], ...]:
    """Gradients of ``outputs`` w.r.t. ``inputs``, without touching ``.grad`` (an extension).

    Returns one *list* of gradients per input (text gradients are not summed; one entry per
    incoming edge, like ``.grad``).
    """
    seeds = _roots_and_seeds(outputs, grad_outputs)
    items = _as_list(inputs, "inputs")
    if not items:
        raise RuntimeError("`inputs` argument to `grad()` cannot be empty.")
    slots: list[Slot] = []
    for item in items:
        if not isinstance(item, GraphValue) or not item.requires_grad:
            raise RuntimeError(
                "One of the differentiated Variables does not require grad; call "
                "`requires_grad_()` on it or leave it out of `inputs`."
            )
        if item.is_leaf:
            slots.append((accumulate_grad_node(item), 0))
        else:
            assert item.grad_fn is not None
            slots.append((item.grad_fn, item.output_nr))
    capture: dict[Slot, list[Any]] = {slot: [] for slot in slots}
    if retain_graph is None:
        retain_graph = create_graph
    task = GraphTask(
        seeds,
        targets=set(),
        capture=capture,
        retain_graph=retain_graph,
        create_graph=create_graph,
    )
    task.run(executor)
    results = []
    for slot in slots:
        got = [g for _, g in sorted(capture[slot], key=lambda kv: kv[0])]
        if not got and not allow_unused:
            raise RuntimeError(
                "One of the differentiated Variables appears to not have been used in the "
                "graph. Set allow_unused=True if this is the desired behavior."
            )
        results.append(got)
    return tuple(results)


__all__ = [
    "BackwardObserver",
    "GraphTask",
    "LeafDelivery",
    "NodeRun",
    "backward",
    "grad",
    "prepare_backward",
]

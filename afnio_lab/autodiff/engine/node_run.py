"""A backward node's first two steps, and its record: ``combine``, then ``apply``.

:func:`combine` puts a node's incoming gradients together, one per output slot, in a fixed
order; :func:`apply` calls the node inside its context (grad mode, call origin, reply memo,
timing, error capture) and keeps the outcome on the :class:`NodeRun` that observers see.
The third step, ``route`` (delivering what the node returned), needs the whole pass's
state, so it is :meth:`.scheduler.GraphTask.route`.
Both run once per node on the hot path, so they are plain functions on a slotted record:
no context-manager objects, no allocations beyond the run itself.
"""

from __future__ import annotations

import time
from typing import Any

from afnio_lab._tracing import ReplyMemo, enter_node, leave_node, reset_reply_memo, set_reply_memo
from afnio_lab.autodiff import grad_mode
from afnio_lab.autodiff.graph import Node
from afnio_lab.autodiff.value import combine_gradients

# Order key of a gradient contribution: (sender's schedule position, edge index).
# Seeds and injected gradients use negative positions so they sort first.
OrderKey = tuple[int, int]
#: Where a contribution came from: (sender node_id, edge index), or (None, root index) for a seed.
Source = tuple[int | None, int]
#: One gradient waiting at a node's output slot: its order key, the gradient, its source.
Contribution = tuple[OrderKey, Any, Source]


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


def combine(node: Node, seq: int, slots: dict[int, list[Contribution]] | None) -> NodeRun:
    """Fan-in: one gradient per output slot, contributions sorted by order key (not by
    arrival), so the result is the same whichever executor ran the senders. A node that
    received nothing is skipped."""
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
            items.sort(key=_order_key)
            grads = tuple(item[1] for item in items)
            contributions[slot] = grads
            sources[slot] = tuple(item[2] for item in items)
            grads_in[slot] = combine_gradients(grads)
    return NodeRun(node, seq, tuple(grads_in), tuple(contributions), False, tuple(sources))


def apply(run: NodeRun, grad_enabled: bool | None, memo: ReplyMemo | None) -> NodeRun:
    """Call the node on its combined gradients, in its context; safe on a worker thread.

    The context: grad mode ``grad_enabled`` (None: leave it, the sequential driver sets it
    once per pass), the node as the origin of model calls, ``memo`` as the reply memo (only
    nodes that may call models have one), the timing. An error is kept on the run, not
    raised: the driver decides when the pass stops.
    """
    node = run.node
    if grad_enabled is not None:
        prev = grad_mode.is_grad_enabled()
        grad_mode._set(grad_enabled)
    token = enter_node("backward", node.node_id, node.name())
    memo_token = None if memo is None else set_reply_memo(memo)
    started = run.started = time.perf_counter()
    try:
        out = node.apply(*run.grads_in)
    except BaseException as exc:
        run.duration = time.perf_counter() - started
        run.error = exc
        return run
    finally:
        if memo_token is not None:
            reset_reply_memo(memo_token)
        leave_node(token)
        if grad_enabled is not None:
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


def _order_key(item: Contribution) -> OrderKey:
    return item[0]


__all__ = ["Contribution", "NodeRun", "OrderKey", "Source", "apply", "combine"]

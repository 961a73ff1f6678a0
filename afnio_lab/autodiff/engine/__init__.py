"""The public API of backward: ``backward``, ``grad`` and ``prepare_backward``, with their checks.

The arguments are checked here, then a :class:`GraphTask` (the scheduler core, in
:mod:`.scheduler`) plans the pass and, when driven, runs it; :mod:`.node_run` holds a
node's ``combine`` and ``apply`` steps and :mod:`.concurrent_driver` runs model-calling
nodes at once. Every name the lab and user code import from ``afnio_lab.autodiff.engine`` is
re-exported here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from afnio_lab.autodiff.engine.node_run import NodeRun
from afnio_lab.autodiff.engine.scheduler import (
    BackwardObserver,
    GraphTask,
    Injection,
    LeafDelivery,
    ReplayOptions,
    Slot,
)
from afnio_lab.autodiff.executors import Executor
from afnio_lab.autodiff.graph import AccumulateGrad, GradientEdge, Node, accumulate_grad_node
from afnio_lab.autodiff.value import GraphValue


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
    "Injection",
    "LeafDelivery",
    "NodeRun",
    "ReplayOptions",
    "backward",
    "grad",
    "prepare_backward",
]

"""Planning a backward pass: which nodes run, and in which order (deterministic, no timing).

The schedule is a breadth-first topological order (Kahn's algorithm, FIFO) of the nodes
reachable from the starting nodes, ties broken by edge position, so the same graph always
gives the same order, whichever executor runs it.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from afnio_lab.autodiff.graph import AccumulateGrad, Node


def plan(
    starts: list[Node], goals: set[Node] | None, restrict_to: AbstractSet[Node] | None
) -> tuple[list[Node], dict[Node, int]]:
    """The nodes to run, in schedule order, and per node how many of its inputs it waits for.

    ``starts``: where gradients enter (seeds, injections). ``goals``: when given, keep only
    nodes from which one of them can be reached. ``restrict_to``: run only these nodes.
    """
    executable = _reachable(starts)
    if goals is not None:
        executable = _prune(executable, goals)
    if restrict_to is not None:
        executable = [n for n in executable if n in restrict_to]
    return _schedule(executable)


def _reachable(starts: list[Node]) -> list[Node]:
    """Every node reachable from ``starts`` (iterative DFS, preorder, children in edge order),
    leaf accumulators left out: they do not run."""
    discovered: list[Node] = []
    seen: set[Node] = set()
    stack = starts[::-1]
    while stack:
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
    return discovered


def _prune(discovered: list[Node], goal_nodes: set[Node]) -> list[Node]:
    """Keep the nodes from which some goal (a target or a capture slot) can be reached."""
    reaches: dict[Node, bool] = {}
    topo, _ = _schedule(discovered)
    for node in reversed(topo):  # children before parents
        reaches[node] = any(
            e.node is not None and (e.node in goal_nodes or reaches.get(e.node, False))
            for e in node._next_functions
        )
    return [n for n in discovered if reaches[n]]


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


__all__ = ["plan"]

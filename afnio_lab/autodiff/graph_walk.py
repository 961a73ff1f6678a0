"""A plain-data snapshot of the graph reachable from some values, for renderers and recorders.

Ids are the stable counters of nodes (``node_id``) and values (``uid``), never ``id(obj)``,
so two renders of the same graph agree and saved runs can refer to nodes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from afnio_lab.autodiff.graph import AccumulateGrad, Node, accumulate_grad_node
from afnio_lab.autodiff.value import GraphValue


@dataclass(frozen=True)
class NodeInfo:
    id: int
    name: str
    kind: str  # "function" | "accumulate"
    uses_model: bool
    freed: bool
    num_outputs: int
    node: Node = field(repr=False, compare=False)


@dataclass(frozen=True)
class EdgeInfo:
    """Gradient flows from ``src`` (a node) to ``dst`` (None: an input that needs no grad)."""

    src: int
    dst: int | None
    output_nr: int
    position: int


@dataclass(frozen=True)
class ValueInfo:
    uid: int
    node_id: int  # the node that produced it, or its AccumulateGrad for a leaf
    output_nr: int
    kind: str  # "leaf" | "parameter" | "output"
    is_root: bool
    value: GraphValue = field(repr=False, compare=False)


@dataclass
class GraphSnapshot:
    nodes: list[NodeInfo]
    edges: list[EdgeInfo]
    values: list[ValueInfo]
    roots: list[int]  # uids of the values the walk started from

    def node(self, node_id: int) -> NodeInfo:
        for info in self.nodes:
            if info.id == node_id:
                return info
        raise KeyError(f"No node with id {node_id} in this graph.")

    def values_at(self, node_id: int) -> list[ValueInfo]:
        return [v for v in self.values if v.node_id == node_id]


def _value_kind(value: GraphValue) -> str:
    if getattr(value, "_is_parameter", False):
        return "parameter"
    return "leaf" if value.is_leaf else "output"


def walk_graph(roots: Iterable[GraphValue] | GraphValue) -> GraphSnapshot:
    """Collect nodes (breadth-first from the roots), edges and the values sitting at nodes."""
    root_list = [roots] if isinstance(roots, GraphValue) else list(roots)
    start: list[Node] = []
    for r in root_list:
        if r.grad_fn is not None and not r.is_leaf:
            start.append(r.grad_fn)
        elif r.requires_grad:
            start.append(accumulate_grad_node(r))
    order: list[Node] = []
    seen: set[Node] = set()
    queue = list(start)
    head = 0
    while head < len(queue):
        node = queue[head]
        head += 1
        if node in seen:
            continue
        seen.add(node)
        order.append(node)
        for edge in node.next_functions:
            if edge.node is not None and edge.node not in seen:
                queue.append(edge.node)

    nodes: list[NodeInfo] = []
    edges: list[EdgeInfo] = []
    values: dict[int, ValueInfo] = {}
    root_uids = {r.uid for r in root_list}
    for node in order:
        is_acc = isinstance(node, AccumulateGrad)
        fn_cls: Any = getattr(node, "fn_cls", None)
        nodes.append(
            NodeInfo(
                id=node.node_id,
                name=node.name(),
                kind="accumulate" if is_acc else "function",
                uses_model=bool(getattr(fn_cls, "uses_model", False)),
                freed=node.freed,
                num_outputs=node.num_outputs,
                node=node,
            )
        )
        for pos, edge in enumerate(node.next_functions):
            dst = edge.node.node_id if edge.node is not None else None
            edges.append(EdgeInfo(node.node_id, dst, edge.output_nr, pos))
        for slot in range(node.num_outputs):
            value = node.output_value(slot)
            if value is not None and value.uid not in values:
                values[value.uid] = ValueInfo(
                    uid=value.uid,
                    node_id=node.node_id,
                    output_nr=slot,
                    kind=_value_kind(value),
                    is_root=value.uid in root_uids,
                    value=value,
                )
    for r in root_list:  # a root whose node keeps no reference to it (e.g. rebound by +=)
        if r.uid not in values and r.grad_fn is not None:
            values[r.uid] = ValueInfo(r.uid, r.grad_fn.node_id, r.output_nr, "output", True, r)
    return GraphSnapshot(nodes, edges, list(values.values()), [r.uid for r in root_list])


__all__ = ["EdgeInfo", "GraphSnapshot", "NodeInfo", "ValueInfo", "walk_graph"]

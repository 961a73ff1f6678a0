"""A plain-data snapshot of the graph reachable from some values, for renderers and recorders.

Ids are the stable counters of nodes (``node_id``) and values (``uid``), never ``id(obj)``,
so two renders of the same graph agree and saved runs can refer to nodes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from afnio_lab.autodiff.gc_pause import gc_paused
from afnio_lab.autodiff.graph import AccumulateGrad, Node, accumulate_grad_node
from afnio_lab.autodiff.value import GraphValue

# The records below are made once per node, edge and value of a walk (hundreds of thousands
# for a big scalar graph), so they are slotted and not frozen (a frozen init costs three
# times as much); nothing assigns to them, and they hash by their compared fields as before.


@dataclass(slots=True, unsafe_hash=True)
class NodeInfo:
    id: int
    name: str
    kind: str  # "function" | "accumulate"
    uses_model: bool
    freed: bool
    num_outputs: int
    node: Node = field(repr=False, compare=False)


@dataclass(slots=True, unsafe_hash=True)
class EdgeInfo:
    """Gradient flows from ``src`` (a node) to ``dst`` (None: an input that needs no grad)."""

    src: int
    dst: int | None
    output_nr: int
    position: int


@dataclass(slots=True, unsafe_hash=True)
class ValueInfo:
    uid: int
    node_id: int  # the node that produced it, or its AccumulateGrad for a leaf
    output_nr: int
    kind: str  # "leaf" | "parameter" | "output"
    is_root: bool
    value: GraphValue = field(repr=False, compare=False)


class GraphSnapshot:
    """The graph reachable from some values, as it was when walked.

    What can change later is taken at once: which nodes, whether each was freed, the values
    alive at them. The per-node and per-edge records (``nodes``, ``edges``) are made on
    first use: every backward pass the lab records takes a snapshot, and only a drawing or
    a lookup reads it whole.
    """

    def __init__(
        self,
        order: list[Node],
        freed: list[bool],
        values: list[ValueInfo],
        roots: list[int],
    ) -> None:
        self._order = order
        self._freed = freed
        # each node's edges as they were (a tuple the node keeps: no copy is made)
        self._edge_lists = [node._next_functions for node in order]
        self.values = values
        self.roots = roots  # uids of the values the walk started from
        self._nodes: list[NodeInfo] | None = None
        self._edges: list[EdgeInfo] | None = None
        # Indexes, built on first lookup: a lookup by id stays O(1) however big the graph.
        self._by_id: dict[int, NodeInfo] | None = None
        self._by_uid: dict[int, ValueInfo] | None = None
        self._at_node: dict[int, list[ValueInfo]] | None = None

    def __repr__(self) -> str:
        return f"<GraphSnapshot: {len(self._order)} nodes, {len(self.values)} values>"

    @property
    def nodes(self) -> list[NodeInfo]:
        """Every node, breadth-first from the roots."""
        if self._nodes is None:
            with gc_paused():
                self._nodes = [_node_info(n, f) for n, f in zip(self._order, self._freed)]
        return self._nodes

    @property
    def edges(self) -> list[EdgeInfo]:
        """Every node's input edges, node by node (in ``nodes`` order), by position."""
        if self._edges is None:
            with gc_paused():
                self._edges = [
                    EdgeInfo(node.node_id, None if child is None else child.node_id, nr, pos)
                    for node, edges in zip(self._order, self._edge_lists)
                    for pos, (child, nr) in enumerate(edges)
                ]
        return self._edges

    def node_names(self) -> dict[int, str]:
        """Node id -> node name, for every node (without making the per-node records)."""
        return {node.node_id: node.name() for node in self._order}

    def node(self, node_id: int) -> NodeInfo:
        found = self.find_node(node_id)
        if found is None:
            raise KeyError(f"No node with id {node_id} in this graph.")
        return found

    def find_node(self, node_id: int) -> NodeInfo | None:
        if self._by_id is None:
            self._by_id = {info.id: info for info in self.nodes}
        return self._by_id.get(node_id)

    def find_value(self, uid: int) -> ValueInfo | None:
        if self._by_uid is None:
            self._by_uid = {}
            for v in self.values:
                self._by_uid.setdefault(v.uid, v)
        return self._by_uid.get(uid)

    def values_at(self, node_id: int) -> list[ValueInfo]:
        """The values sitting at a node's outputs, in the order of ``values``."""
        if self._at_node is None:
            self._at_node = {}
            for v in self.values:
                self._at_node.setdefault(v.node_id, []).append(v)
        return list(self._at_node.get(node_id, ()))


def _value_kind(value: GraphValue) -> str:
    if getattr(value, "_is_parameter", False):
        return "parameter"
    return "leaf" if value.is_leaf else "output"


def reachable_nodes(roots: Iterable[GraphValue] | GraphValue) -> list[Node]:
    """The nodes reachable from the roots, breadth-first, each once (no records made: the
    cheap walk for questions about the graph's nodes or leaves)."""
    root_list = [roots] if isinstance(roots, GraphValue) else list(roots)
    start: list[Node] = []
    for r in root_list:
        if r.grad_fn is not None and not r.is_leaf:
            start.append(r.grad_fn)
        elif r.requires_grad:
            start.append(accumulate_grad_node(r))
    seen: set[Node] = set()
    order: list[Node] = []
    queue = start
    head = 0
    while head < len(queue):
        node = queue[head]
        head += 1
        if node in seen:
            continue
        seen.add(node)
        order.append(node)
        for edge in node._next_functions:
            child = edge.node
            if child is not None and child not in seen:
                queue.append(child)
    return order


def leaf_values(roots: Iterable[GraphValue] | GraphValue) -> list[GraphValue]:
    """The leaves behind the roots that require grad (what their accumulators hold), each
    once, in walk order."""
    leaves = {
        n.variable.uid: n.variable for n in reachable_nodes(roots) if isinstance(n, AccumulateGrad)
    }
    return list(leaves.values())


def walk_graph(roots: Iterable[GraphValue] | GraphValue) -> GraphSnapshot:
    """Collect nodes (breadth-first from the roots), edges and the values sitting at nodes."""
    root_list = [roots] if isinstance(roots, GraphValue) else list(roots)
    with gc_paused():
        return _snapshot(root_list, reachable_nodes(root_list))


def _node_info(node: Node, freed: bool) -> NodeInfo:
    fn_cls: Any = getattr(node, "fn_cls", None)
    return NodeInfo(
        id=node.node_id,
        name=node.name(),
        kind="accumulate" if isinstance(node, AccumulateGrad) else "function",
        uses_model=bool(getattr(fn_cls, "uses_model", False)),
        freed=freed,
        num_outputs=node.num_outputs,
        node=node,
    )


def _snapshot(root_list: list[GraphValue], order: list[Node]) -> GraphSnapshot:
    values: dict[int, ValueInfo] = {}
    root_uids = {r.uid for r in root_list}
    for node in order:
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
    freed = [node.freed for node in order]
    return GraphSnapshot(order, freed, list(values.values()), [r.uid for r in root_list])


__all__ = [
    "EdgeInfo",
    "GraphSnapshot",
    "NodeInfo",
    "ValueInfo",
    "leaf_values",
    "reachable_nodes",
    "walk_graph",
]

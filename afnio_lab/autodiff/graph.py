"""The backward graph: nodes, the edges between them, and the per-leaf accumulators.

A ``Node`` turns the gradients of its forward outputs into gradients for its forward inputs
(``apply``); its ``next_functions`` say where each of those goes. Leaves that require grad
end in an ``AccumulateGrad`` node, one per leaf, shared by every op that uses the leaf.
"""

from __future__ import annotations

import itertools
import weakref
from typing import Any, NamedTuple

from afnio_lab.autodiff.value import GraphValue, rich_mimebundle

# afnio prints every node as living in its function module; so do we (spec §3.1, §12).
_NODE_MODULE = "afnio_lab.autodiff.function"

_node_ids = itertools.count(1)


def next_node_id() -> int:
    """Stable node ids (a counter): renderers and recordings must never use ``id(obj)``."""
    return next(_node_ids)


class GradientEdge(NamedTuple):
    """Where a gradient goes: a node, and which of that node's forward outputs it is for."""

    node: Node | None
    output_nr: int

    def __repr__(self) -> str:
        return f"({self.node}, {self.output_nr})"

    def __str__(self) -> str:
        return self.__repr__()


class Node:
    """Base class of backward nodes. Subclasses implement :meth:`apply`."""

    __slots__ = ("__weakref__", "_freed", "_next_functions", "_retained", "node_id")

    #: How many forward outputs the node has (one gradient slot each).
    num_outputs: int = 1

    def __init__(
        self, next_functions: tuple[GradientEdge, ...] | None = None, node_id: int | None = None
    ) -> None:
        self._next_functions: tuple[GradientEdge, ...] = (
            tuple(next_functions) if next_functions else ()
        )
        self.node_id: int = node_id if node_id is not None else next(_node_ids)
        self._freed = False
        self._retained: dict[int, weakref.ref[Any]] | None = None

    def name(self) -> str:
        """The node's name, e.g. ``AddBackward0``."""
        return type(self).__name__

    @property
    def next_functions(self) -> tuple[GradientEdge, ...]:
        return self._next_functions

    @next_functions.setter
    def next_functions(self, edges: tuple[GradientEdge, ...]) -> None:
        self._next_functions = tuple(edges)

    @property
    def freed(self) -> bool:
        """True once a backward pass without ``retain_graph`` has released this node."""
        return self._freed

    def apply(self, *grad_outputs: Any) -> tuple[Any, ...]:
        """Gradients for the inputs (aligned with ``next_functions``) from those of the outputs."""
        raise NotImplementedError("Subclasses should implement this method.")

    def __call__(self, *grad_outputs: Any) -> tuple[Any, ...]:
        return self.apply(*grad_outputs)

    def release(self) -> None:
        """Free what the node saved for backward; a later backward through it will refuse."""
        self._freed = True

    def retain_output(self, output_nr: int, value: GraphValue) -> None:
        """Also deliver gradients arriving at ``output_nr`` to ``value`` (``retain_grad``)."""
        if self._retained is None:
            self._retained = {}
        self._retained[output_nr] = weakref.ref(value)

    def output_value(self, output_nr: int) -> GraphValue | None:
        """The forward output at ``output_nr`` if it is still alive (for display), else None."""
        return None

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, Any]:
        return rich_mimebundle(self)

    def __repr__(self) -> str:
        return f"<{_NODE_MODULE}.{self.name()} object at {hex(id(self))}>"

    def __str__(self) -> str:
        return f"<{self.name()} object at {hex(id(self))}>"


class AccumulateGrad(Node):
    """The sink of a leaf that requires grad: hands each gradient to the leaf."""

    __slots__ = ("variable",)
    num_outputs = 1

    def __init__(self, variable: GraphValue) -> None:
        super().__init__()
        self.variable = variable

    def apply(self, *grad_outputs: Any) -> tuple[Any, ...]:
        for grad in grad_outputs:
            if grad is not None:
                self.variable._accumulate_grad(grad)
        return ()

    def output_value(self, output_nr: int) -> GraphValue | None:
        return self.variable


def accumulate_grad_node(value: GraphValue) -> AccumulateGrad:
    """The leaf's cached ``AccumulateGrad`` (created on first use, kept while a graph uses it)."""
    ref = getattr(value, "_accumulator_ref", None)
    node = ref() if ref is not None else None
    if node is None:
        node = AccumulateGrad(value)
        value._accumulator_ref = weakref.ref(node)
    return node


def edge_for(value: GraphValue) -> GradientEdge:
    """The edge a new op records for an input value (spec §2.3 step 4)."""
    if not value.requires_grad:
        return GradientEdge(None, 0)
    grad_fn = value._grad_fn
    if grad_fn is not None and not value.is_leaf:
        return GradientEdge(grad_fn, value._output_nr)
    return GradientEdge(accumulate_grad_node(value), 0)


def get_gradient_edge(variable: GraphValue) -> GradientEdge:
    """The edge where ``variable``'s gradient is computed (an afnio_lab extension).

    A non-leaf gives its ``grad_fn`` and ``output_nr``; a leaf that requires grad gives its
    ``AccumulateGrad`` node.
    """
    if not variable.requires_grad:
        raise RuntimeError(
            "It is not possible to get the gradient edge for a Variable that does not require "
            "gradients. Call `requires_grad_()` on it first."
        )
    return edge_for(variable)


__all__ = ["AccumulateGrad", "GradientEdge", "Node", "get_gradient_edge"]

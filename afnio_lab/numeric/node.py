"""The backward node every numeric op records: a rule plus what its forward saved.

One node class serves all rules (its name comes from the rule, e.g. ``MulBackward0``), built
directly by the op dispatch rather than through ``Function.apply``: numeric graphs are made of
many cheap ops, and the generic path costs more than the arithmetic.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

from afnio_lab.autodiff.function import FREED_GRAPH_MESSAGE
from afnio_lab.autodiff.graph import GradientEdge, Node
from afnio_lab.numeric.broadcasting import unbroadcast

if TYPE_CHECKING:
    from afnio_lab.autodiff.value import GraphValue
    from afnio_lab.numeric.registry import Rule


class NumericNode(Node):
    """Runs ``rule.backward`` on the saved values; sums broadcast gradients back to shape."""

    __slots__ = ("_out", "needs", "rule", "saved", "shapes")

    def __init__(
        self,
        rule: type[Rule],
        saved: Any,
        needs: tuple[bool, ...],
        shapes: tuple[tuple[int, ...] | None, ...] | None,
        edges: tuple[GradientEdge, ...],
    ) -> None:
        super().__init__(edges)
        self.rule = rule
        self.saved = saved
        self.needs = needs
        # Per operand, the shape to reduce the gradient to (None: no broadcasting happened).
        self.shapes = shapes
        self._out: weakref.ref[Any] | None = None

    def name(self) -> str:
        return self.rule.node_name

    def apply(self, *grad_outputs: Any) -> tuple[Any, ...]:
        if self._freed:
            raise RuntimeError(FREED_GRAPH_MESSAGE)
        grad = grad_outputs[0]
        if hasattr(grad, "_is_numeric"):  # a seed gradient the user passed as a Tensor
            grad = grad.data
        grads = self.rule.backward(self.saved, grad, self.needs)
        shapes = self.shapes
        if shapes is not None:
            grads = tuple(
                g if s is None or g is None else unbroadcast(g, s) for g, s in zip(grads, shapes)
            )
        return grads

    def release(self) -> None:
        self.saved = None
        self._freed = True

    def output_value(self, output_nr: int) -> GraphValue | None:
        if output_nr != 0 or self._out is None:
            return None
        value: GraphValue | None = self._out()
        return value


__all__ = ["NumericNode"]

"""The backward node every numeric op records: a rule plus what its forward saved.

One node class serves all rules (its name comes from the rule, e.g. ``MulBackward0``), built
directly by the op dispatch rather than through ``Function.apply``: numeric graphs are made of
many cheap ops, and the generic path costs more than the arithmetic.
"""

from __future__ import annotations

import weakref
from typing import Any

import numpy as np

from afnio_lab.autodiff.function import FREED_GRAPH_MESSAGE
from afnio_lab.autodiff.graph import GradientEdge, Node
from afnio_lab.autodiff.value import GraphValue
from afnio_lab.numeric.broadcasting import ReductionPlan, apply_plan
from afnio_lab.numeric.registry import Rule

_ARRAYS = (np.ndarray, np.generic)


class NumericNode(Node):
    """Runs ``rule.backward`` on the saved values; sums broadcast gradients back to shape."""

    __slots__ = ("_out", "constants", "needs", "out_data", "plan", "rule", "saved")

    def __init__(
        self,
        rule: type[Rule],
        saved: Any,
        needs: tuple[bool, ...],
        plan: tuple[ReductionPlan | None, ...] | None,
        edges: tuple[GradientEdge, ...],
    ) -> None:
        super().__init__(edges)
        self.rule = rule
        self.saved = saved
        self.needs = needs
        # Per operand, how to sum its gradient back over broadcast axes (None: no need).
        self.plan = plan
        self._out: weakref.ref[Any] | None = None
        # For pictures (micrograd's draw_dot shows every value): the output's data, kept
        # when small, since an unnamed intermediate Tensor is gone once the expression ends;
        # and per operand that needs no grad, its (small) value, or None.
        self.out_data: np.ndarray | None = None
        self.constants: tuple[Any, ...] = ()

    def name(self) -> str:
        return self.rule.node_name

    def apply(self, *grad_outputs: Any) -> tuple[Any, ...]:
        if self._freed:
            raise RuntimeError(FREED_GRAPH_MESSAGE)
        grad = grad_outputs[0]
        if not isinstance(grad, _ARRAYS):  # a seed gradient the user passed as a Tensor
            grad = grad.data
        grads = self.rule.backward(self.saved, grad, self.needs)
        plan = self.plan
        if plan is None:
            return grads
        return tuple(g if p is None or g is None else apply_plan(g, p) for g, p in zip(grads, plan))

    def release(self) -> None:
        self.saved = None
        self._freed = True

    def recorded_output(self, output_nr: int) -> Any:
        """The data this node's forward computed (None if large, or not kept)."""
        return self.out_data if output_nr == 0 else None

    def constant_input(self, position: int) -> Any:
        """The value of operand ``position`` when it needed no grad (None if unknown)."""
        return self.constants[position] if position < len(self.constants) else None

    def output_value(self, output_nr: int) -> GraphValue | None:
        if output_nr != 0 or self._out is None:
            return None
        value: GraphValue | None = self._out()
        return value


__all__ = ["NumericNode"]

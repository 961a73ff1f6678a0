"""From a call (operator, numpy function or ufunc) to a rule, an output and a recorded node.

Everything numeric goes through :func:`apply_rule`: it runs the rule's forward on plain arrays,
wraps the output, and, when grad mode is on and an operand requires grad, records one
:class:`~afnio_lab.numeric.node.NumericNode` whose edges come from the engine's ``edge_for``.
Calls with no rule go to :func:`fallback`, which computes them without a graph, or refuses
with the op's name when a gradient would be needed.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from afnio_lab.autodiff.grad_mode import is_grad_enabled
from afnio_lab.autodiff.graph import GradientEdge, edge_for
from afnio_lab.autodiff.value import GraphValue
from afnio_lab.numeric.broadcasting import ReductionPlan, reduction_plan
from afnio_lab.numeric.node import NumericNode
from afnio_lab.numeric.registry import Operands, OpKind, Rule

if TYPE_CHECKING:  # annotations only: cycle (tensor -> dispatch)
    from afnio_lab.numeric.tensor import Tensor

_NO_EDGE = GradientEdge(None, 0)
_ONE_NEEDS = (True,)
_ELEMENTWISE = OpKind.ELEMENTWISE

MIXED_GRAPH_MESSAGE = (
    "Cannot combine a numeric Tensor with a textual Variable in one op: they belong to "
    "separate graphs (a Tensor's gradient is an array of numbers that adds up; a Variable's "
    "gradient is feedback text). Use `Variable(t.item())` or `Variable(t.tolist())` to pass a "
    "Tensor's value as text data, or `Tensor(float(v.data))` to compute with a Variable's "
    "number."
)

#: Piecewise-constant ops: their gradient is zero almost everywhere, so they return results
#: outside the graph instead of refusing.
ZERO_GRADIENT: frozenset[Any] = frozenset(
    {
        np.sign, np.floor, np.ceil, np.trunc, np.rint, np.round, np.fix,
        np.zeros_like, np.ones_like, np.empty_like, np.full_like,
        np.argmax, np.argmin, np.argsort,
    }
)  # fmt: skip

# Bound by tensor.py through ``bind`` (tensor.py imports this module, not the reverse).
tensor_type: type[Tensor]
new_tensor: Callable[[Any], Tensor]


def bind(cls: type[Tensor], factory: Callable[[Any], Tensor]) -> None:
    """Tell dispatch which class is the Tensor and how to make one cheaply from an array."""
    global tensor_type, new_tensor
    tensor_type, new_tensor = cls, factory


def operand_data(x: Any) -> Any:
    """The array behind an operand: a Tensor's data, anything else as numpy will take it."""
    if isinstance(x, tensor_type):
        return x.data
    if isinstance(x, GraphValue):
        raise TypeError(MIXED_GRAPH_MESSAGE)
    return x


def apply_rule(
    rule: type[Rule],
    operands: Sequence[Any],
    args: Sequence[Any] = (),
    kwargs: dict[str, Any] | None = None,
) -> Tensor:
    """Run ``rule`` forward on the operands' arrays; record its node when a gradient is needed."""
    tensor = tensor_type
    arrays = [x.data if isinstance(x, tensor) else operand_data(x) for x in operands]
    if rule.operands is Operands.SEQUENCE:
        out, saved = rule.forward(arrays, *args, **(kwargs or {}))
    elif kwargs:
        out, saved = rule.forward(*arrays, *args, **kwargs)
    else:
        out, saved = rule.forward(*arrays, *args)
    return finish(rule, out, saved, operands)


def finish(rule: type[Rule], out: Any, saved: Any, operands: Sequence[Any]) -> Tensor:
    """Wrap ``out`` in a Tensor and, if some operand requires grad, attach a node.

    The one- and two-operand cases are spelled out: this runs once per op, and a scalar
    graph is nothing but ops.
    """
    result = new_tensor(out)
    if not is_grad_enabled():
        return result
    tensor = tensor_type
    plan: tuple[ReductionPlan | None, ...] | None = None
    if len(operands) == 1:
        a = operands[0]
        if not (isinstance(a, tensor) and a._requires_grad):
            return result
        needs: tuple[bool, ...] = _ONE_NEEDS
        edges: tuple[GradientEdge, ...] = (edge_for(a),)
    elif len(operands) == 2:
        a, b = operands
        na = isinstance(a, tensor) and a._requires_grad
        nb = isinstance(b, tensor) and b._requires_grad
        if not (na or nb):
            return result
        needs = (na, nb)
        edges = (edge_for(a) if na else _NO_EDGE, edge_for(b) if nb else _NO_EDGE)
        if rule.kind is _ELEMENTWISE:
            oshape = result.data.shape
            pa = reduction_plan(a.data.shape, oshape) if na and a.data.shape != oshape else None
            pb = reduction_plan(b.data.shape, oshape) if nb and b.data.shape != oshape else None
            if pa is not None or pb is not None:
                plan = (pa, pb)
    else:
        needs = tuple([isinstance(x, tensor) and x._requires_grad for x in operands])
        if True not in needs:
            return result
        edges = tuple([edge_for(x) if n else _NO_EDGE for x, n in zip(operands, needs)])
        if rule.kind is _ELEMENTWISE:
            oshape = result.data.shape
            per = [
                reduction_plan(x.data.shape, oshape) if n and x.data.shape != oshape else None
                for x, n in zip(operands, needs)
            ]
            if any(p is not None for p in per):
                plan = tuple(per)
    node = NumericNode(rule, saved, needs, plan, edges)
    node._out = weakref.ref(result)
    data = result.data
    if data.size <= SHOWN_ELEMENTS:  # a reference, not a copy: ops never write in place
        node.out_data = data
    if False in needs:
        node.constants = tuple([None if n else _shown(x) for x, n in zip(operands, needs)])
    result._grad_fn = node
    result._requires_grad = True
    result.is_leaf = False
    return result


#: Pictures show the data of values up to this many elements (bigger ones are not kept).
SHOWN_ELEMENTS = 64


def _shown(operand: Any) -> Any:
    """A constant operand's value for pictures, when small enough to read."""
    data = operand.data if isinstance(operand, tensor_type) else operand
    try:
        arr = np.asarray(data)
    except Exception:  # an operand numpy cannot read: nothing to show
        return None
    return arr if arr.dtype.kind in "biuf" and arr.size <= SHOWN_ELEMENTS else None


def split_operands(rule: type[Rule], args: Sequence[Any]) -> tuple[Sequence[Any], Sequence[Any]]:
    """Operands vs. parameters of a numpy-style call, by the rule's declared layout."""
    if rule.operands is Operands.FIRST:
        return args[:1], args[1:]
    if rule.operands is Operands.SEQUENCE:
        return tuple(args[0]), args[1:]
    return args, ()


def unsupported(rule: type[Rule], args: Sequence[Any], kwargs: dict[str, Any]) -> str | None:
    """Why this call does not fit the rule (None when it does)."""
    if rule.operands is Operands.ALL and len(args) != rule.arity:
        return f"it takes {rule.arity} array operand(s), got {len(args)}"
    if rule.operands is not Operands.ALL and not args:
        return "it needs an array operand"
    if len(args) > rule.max_positional:
        return f"at most {rule.max_positional} positional argument(s) are supported"
    bad = sorted(k for k in kwargs if k not in rule.params)
    if bad:
        return f"argument(s) {', '.join(bad)} are not supported by its backward rule"
    return None


def unwrap(obj: Any, found: list[Any]) -> Any:
    """Replace Tensors (also inside lists, tuples and dicts) by their arrays; collect them."""
    if isinstance(obj, tensor_type):
        found.append(obj)
        return obj.data
    if isinstance(obj, GraphValue):
        raise TypeError(MIXED_GRAPH_MESSAGE)
    if isinstance(obj, list | tuple):
        return type(obj)(unwrap(x, found) for x in obj)
    if isinstance(obj, dict):
        return {k: unwrap(v, found) for k, v in obj.items()}
    return obj


def _is_float(result: Any) -> bool:
    if isinstance(result, np.ndarray | np.generic):
        return result.dtype.kind in "fc"
    if isinstance(result, list | tuple):
        return any(_is_float(r) for r in result)
    return isinstance(result, float)


def wrap_result(result: Any) -> Any:
    """Arrays (and lists/tuples of arrays) come back as Tensors; anything else as is."""
    if isinstance(result, np.ndarray | np.generic):
        return new_tensor(result)
    if isinstance(result, list | tuple) and any(isinstance(r, np.ndarray) for r in result):
        return type(result)(wrap_result(r) for r in result)
    return result


def fallback(
    func: Callable[..., Any],
    name: str,
    args: Sequence[Any],
    kwargs: dict[str, Any],
    reason: str | None = None,
) -> Any:
    """Compute an op without a rule on plain arrays; refuse if a gradient would be lost."""
    found: list[Any] = []
    plain_args = unwrap(tuple(args), found)
    plain_kwargs = unwrap(kwargs, found)
    needs_grad = (
        func not in ZERO_GRADIENT and is_grad_enabled() and any(t._requires_grad for t in found)
    )
    why = reason or "it has no registered backward rule"
    if needs_grad and kwargs.get("out") is not None:
        raise NotImplementedError(_no_rule_message(name, "writing into `out=` is not supported"))
    result = func(*plain_args, **plain_kwargs)
    if needs_grad and _is_float(result):
        raise NotImplementedError(_no_rule_message(name, why))
    out = kwargs.get("out")
    if out is not None:
        return out[0] if isinstance(out, tuple) and len(out) == 1 else out
    return wrap_result(result)


def _no_rule_message(name: str, why: str) -> str:
    return (
        f"{name} cannot record a gradient: {why}, and one of its inputs requires grad. "
        "Compute it on `t.detach()` or inside `with no_grad():` if you do not need its "
        "gradient, or register a rule for it (see afnio_lab.numeric.registry)."
    )


__all__ = ["MIXED_GRAPH_MESSAGE", "ZERO_GRADIENT", "apply_rule", "fallback", "finish"]

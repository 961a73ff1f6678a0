"""``Tensor``: a numpy array in the same backward graph as textual Variables.

Conventions (the numeric ones, unlike text gradients):

* ``data`` is a numpy array. Python floats become float64; integer or bool data stays as it is
  until the Tensor needs a gradient, then it is promoted to float64 (gradients are real
  numbers). An explicit non-float ``dtype`` with ``requires_grad=True`` is refused.
* ``grad`` is a numpy array of ``data``'s shape that **accumulates by addition** across
  backward passes (zero it between steps: ``t.zero_grad()``, ``model.zero_grad()`` or
  ``optimizer.zero_grad()``). Only leaves, and
  non-leaves that called ``retain_grad()``, get one.
* numpy works on Tensors: ``np.exp(t)``, ``np.sum(t, axis=0)``, ``t @ w``, ``np.maximum(t, 0)``
  record the graph through ``__array_ufunc__``/``__array_function__``. An op with no backward
  rule computes normally when no gradient is needed and raises, naming the op, when one is.
  ``np.asarray(t)`` gives the plain array, outside the graph.
* ``==`` compares identity (Tensors sit in sets and lists of the lab); use ``np.equal(t, x)``
  for elementwise equality. ``<``, ``<=``, ``>``, ``>=`` are elementwise.
* ``backward(create_graph=True)`` (higher-order gradients) is not supported: gradients are
  plain arrays.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

import numpy as np

from afnio_lab.autodiff import engine
from afnio_lab.autodiff.graph import Node
from afnio_lab.autodiff.value import GraphValue, next_value_id
from afnio_lab.numeric import dispatch
from afnio_lab.numeric.dispatch import (
    MIXED_GRAPH_MESSAGE,
    apply_rule,
    fallback,
    finish,
    split_operands,
    unsupported,
)
from afnio_lab.numeric.registry import NotCovered, Rule, rule_for, rule_for_reduce
from afnio_lab.numeric.rules.elementwise import (
    Absolute,
    Add,
    Divide,
    Exp,
    Log,
    Maximum,
    Multiply,
    Negative,
    Power,
    Sqrt,
    Subtract,
    Tanh,
)
from afnio_lab.numeric.rules.linalg import Matmul
from afnio_lab.numeric.rules.movement import Index, Reshape, Transpose
from afnio_lab.numeric.rules.reduction import Max, Mean, Min, Sum

_SCALARS = (float, int, np.ndarray, np.generic)


def _as_grad_array(data: np.ndarray, explicit_dtype: bool) -> np.ndarray:
    """The array a Tensor that requires grad holds: floating point, promoted if needed."""
    kind = data.dtype.kind
    if kind == "f":
        return data
    if kind == "c":
        raise TypeError("Complex Tensors cannot require gradients here; use real float data.")
    if explicit_dtype:
        raise TypeError(
            f"Only floating-point Tensors can require gradients, but dtype={data.dtype} was "
            "given. Leave `dtype` unset (integers are promoted to float64) or pass a float "
            "dtype such as np.float64."
        )
    return data.astype(np.float64)


class Tensor(GraphValue):
    """A numpy array that records the ops applied to it, for ``backward()``."""

    _is_numeric = True
    # Defaults live on the class, so ops only set what differs (creation is on the hot path).
    grad: np.ndarray | None = None
    is_leaf = True
    _grad_fn: Node | None = None
    _requires_grad = False
    _output_nr = 0
    _retain_grad = False
    _accumulator_ref: Any = None
    data: np.ndarray

    def __init__(self, data: Any, requires_grad: bool = False, dtype: Any = None) -> None:
        """Copy ``data`` (a number, nested lists, an array, or a Tensor's data) into a Tensor."""
        if isinstance(data, Tensor):
            data = data.data
        elif isinstance(data, GraphValue):
            raise TypeError(MIXED_GRAPH_MESSAGE)
        if not isinstance(requires_grad, bool):
            raise TypeError(f"requires_grad must be a bool, got {type(requires_grad).__name__}.")
        arr = np.array(data, dtype=dtype)
        if arr.dtype.kind not in "biufc":
            raise TypeError(
                f"Tensor data must be numbers (or nested lists of numbers), got dtype "
                f"{arr.dtype} from {type(data).__name__}."
            )
        if requires_grad:
            arr = _as_grad_array(arr, dtype is not None)
        self.data = arr
        self._requires_grad = requires_grad
        self._uid = next_value_id()

    # -- graph state ------------------------------------------------------------------------
    @property
    def requires_grad(self) -> bool:
        return self._requires_grad

    @requires_grad.setter
    def requires_grad(self, flag: bool) -> None:
        if not isinstance(flag, bool):
            raise TypeError(f"requires_grad must be a bool, got {type(flag).__name__}.")
        if self._grad_fn is not None:
            if flag:
                return
            raise RuntimeError(
                "You can only change requires_grad of leaf Tensors. Use `t.detach()` to get "
                "a Tensor outside the graph."
            )
        if flag:
            self.data = _as_grad_array(self.data, explicit_dtype=False)
        self._requires_grad = flag

    def requires_grad_(self, requires_grad: bool = True) -> Tensor:
        """Set ``requires_grad`` in place (promoting integer data to float64) and return self."""
        self.requires_grad = requires_grad
        return self

    def _set_grad_fn(self, node: Node | None) -> None:
        self._grad_fn = node
        self.is_leaf = node is None

    def _accumulate_grad(self, grad: Any) -> None:
        """Add a gradient delivered by the engine into ``.grad`` (first one is copied)."""
        if type(grad) is not np.ndarray:
            grad = np.asarray(grad.data if isinstance(grad, Tensor) else grad)
        data = self.data
        if grad.shape != data.shape:
            raise RuntimeError(
                f"Gradient of shape {grad.shape} delivered to a Tensor of shape "
                f"{data.shape}; a backward rule returned the wrong shape."
            )
        if self.grad is None:
            self.grad = grad.astype(data.dtype)  # a copy: gradients may be shared or views
        else:
            total = self.grad + grad  # a new array: never writes into one the user handed us
            self.grad = total if type(total) is np.ndarray else np.asarray(total)

    @classmethod
    def _combine_fan_in(cls, grads: Sequence[Any]) -> Any:
        total = grads[0].data if isinstance(grads[0], Tensor) else grads[0]
        for g in grads[1:]:
            total = total + (g.data if isinstance(g, Tensor) else g)
        return total

    def _implicit_root_gradient(self) -> Any:
        if self.data.size != 1:
            raise RuntimeError(
                "grad can be implicitly created only for scalar outputs. This Tensor has "
                f"shape {self.data.shape}: reduce it first (e.g. `t.sum()`) or pass "
                "`gradient=` with the same shape (e.g. `np.ones(t.shape)`)."
            )
        return np.ones(self.data.shape, dtype=self.data.dtype)

    def zero_grad(self, set_to_none: bool = True) -> None:
        """Forget the gradients earlier passes accumulated, so the next ``backward()`` starts
        from zero: ``grad`` becomes None (default) or an array of zeros, as in PyTorch."""
        if set_to_none or self.grad is None:
            self.grad = None
        else:
            self.grad = np.zeros_like(self.data)

    def retain_grad(self) -> None:
        """Keep ``.grad`` on this non-leaf too (leaves always get it)."""
        if not self._requires_grad:
            raise RuntimeError("can't retain_grad on Tensor that has requires_grad=False")
        if self._grad_fn is None or self._retain_grad:
            return
        self._retain_grad = True
        self._grad_fn.retain_output(self._output_nr, self)

    @property
    def retains_grad(self) -> bool:
        return self._retain_grad

    def detach(self) -> Tensor:
        """The same data (shared, not copied) outside the graph."""
        return _new(self.data)

    def backward(
        self,
        gradient: Any = None,
        retain_graph: bool | None = None,
        create_graph: bool = False,
        inputs: Any = None,
    ) -> None:
        """Send gradients to the leaves; ``gradient`` defaults to 1 for single-element Tensors."""
        if create_graph:
            raise NotImplementedError(
                "create_graph=True (higher-order gradients) is not supported for numeric "
                "Tensors: their gradients are plain numpy arrays, outside the graph."
            )
        if self._grad_fn is None:
            raise RuntimeError(
                "This Tensor does not require grad or does not have a grad_fn: it is a leaf "
                "or was computed without any input that requires grad, so there is nothing "
                "to backpropagate. Create inputs with `requires_grad=True`."
            )
        seed = None if gradient is None else self._seed(gradient)
        engine.backward(self, seed, retain_graph, False, inputs=inputs)

    def _seed(self, gradient: Any) -> Tensor:
        if isinstance(gradient, GraphValue) and not isinstance(gradient, Tensor):
            raise TypeError(MIXED_GRAPH_MESSAGE)
        arr = np.asarray(gradient.data if isinstance(gradient, Tensor) else gradient)
        if arr.shape != self.data.shape:
            raise RuntimeError(
                f"Mismatch in shape: `gradient` has shape {arr.shape} but the Tensor it seeds "
                f"has shape {self.data.shape}."
            )
        return _new(arr.astype(self.data.dtype, copy=False))

    # -- numpy protocol ---------------------------------------------------------------------
    def __array__(self, dtype: Any = None, copy: bool | None = None) -> np.ndarray:
        if copy:
            return np.array(self.data, dtype=dtype, copy=True)
        return self.data if dtype is None else self.data.astype(dtype, copy=False)

    def __array_ufunc__(self, ufunc: np.ufunc, method: str, *inputs: Any, **kwargs: Any) -> Any:
        if method == "__call__":
            rule = rule_for(ufunc)
            if rule is not None:
                if not kwargs and len(inputs) == rule.arity:  # the common case, checked cheaply
                    reason = None
                else:
                    reason = unsupported(rule, inputs, kwargs)
                if reason is None:
                    try:
                        return apply_rule(rule, inputs, (), kwargs)
                    except NotCovered as exc:
                        reason = str(exc)
                return fallback(ufunc, f"np.{ufunc.__name__}", inputs, kwargs, reason)
            return fallback(ufunc, f"np.{ufunc.__name__}", inputs, kwargs)
        func = getattr(ufunc, method)
        rule = rule_for_reduce(ufunc) if method == "reduce" else None
        if rule is not None and len(inputs) == 1 and set(kwargs) <= {"axis", "keepdims"}:
            kw = {"axis": 0, **kwargs}  # ufunc.reduce reduces axis 0 by default
            return apply_rule(rule, inputs, (), kw)
        return fallback(func, f"np.{ufunc.__name__}.{method}", inputs, kwargs)

    def __array_function__(
        self, func: Any, types: Any, args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> Any:
        rule = rule_for(func)
        if rule is None:
            return fallback(func, f"np.{func.__name__}", args, kwargs)
        reason = unsupported(rule, args, kwargs)
        if reason is None:
            operands, rest = split_operands(rule, args)
            try:
                return apply_rule(rule, operands, rest, kwargs)
            except NotCovered as exc:
                reason = str(exc)
        return fallback(func, f"np.{func.__name__}", args, kwargs, reason)

    # -- arithmetic -------------------------------------------------------------------------
    def __add__(self, other: Any) -> Tensor:
        return _binary(Add, self, other)

    def __radd__(self, other: Any) -> Tensor:
        return _binary(Add, other, self)

    def __sub__(self, other: Any) -> Tensor:
        return _binary(Subtract, self, other)

    def __rsub__(self, other: Any) -> Tensor:
        return _binary(Subtract, other, self)

    def __mul__(self, other: Any) -> Tensor:
        return _binary(Multiply, self, other)

    def __rmul__(self, other: Any) -> Tensor:
        return _binary(Multiply, other, self)

    def __truediv__(self, other: Any) -> Tensor:
        return _binary(Divide, self, other)

    def __rtruediv__(self, other: Any) -> Tensor:
        return _binary(Divide, other, self)

    def __pow__(self, other: Any) -> Tensor:
        return _binary(Power, self, other)

    def __rpow__(self, other: Any) -> Tensor:
        return _binary(Power, other, self)

    def __matmul__(self, other: Any) -> Tensor:
        return _binary(Matmul, self, other)

    def __rmatmul__(self, other: Any) -> Tensor:
        return _binary(Matmul, other, self)

    def __neg__(self) -> Tensor:
        out, saved = Negative.forward(self.data)
        return finish(Negative, out, saved, (self,))

    def __pos__(self) -> Tensor:
        return self

    def __abs__(self) -> Tensor:
        return apply_rule(Absolute, (self,))

    def __lt__(self, other: Any) -> Tensor:
        return _new(np.less(self.data, dispatch.operand_data(other)))

    def __le__(self, other: Any) -> Tensor:
        return _new(np.less_equal(self.data, dispatch.operand_data(other)))

    def __gt__(self, other: Any) -> Tensor:
        return _new(np.greater(self.data, dispatch.operand_data(other)))

    def __ge__(self, other: Any) -> Tensor:
        return _new(np.greater_equal(self.data, dispatch.operand_data(other)))

    # -- methods ----------------------------------------------------------------------------
    def sum(self, axis: Any = None, keepdims: bool = False) -> Tensor:
        return apply_rule(Sum, (self,), (), {"axis": axis, "keepdims": keepdims})

    def mean(self, axis: Any = None, keepdims: bool = False) -> Tensor:
        return apply_rule(Mean, (self,), (), {"axis": axis, "keepdims": keepdims})

    def max(self, axis: Any = None, keepdims: bool = False) -> Tensor:
        return apply_rule(Max, (self,), (), {"axis": axis, "keepdims": keepdims})

    def min(self, axis: Any = None, keepdims: bool = False) -> Tensor:
        return apply_rule(Min, (self,), (), {"axis": axis, "keepdims": keepdims})

    def reshape(self, *shape: Any) -> Tensor:
        target = shape[0] if len(shape) == 1 else shape
        return apply_rule(Reshape, (self,), (target,))

    def transpose(self, *axes: Any) -> Tensor:
        if len(axes) == 1 and isinstance(axes[0], Sequence | type(None)):
            axes = axes[0] or ()  # type: ignore[assignment]
        return apply_rule(Transpose, (self,), (tuple(axes) or None,))

    @property
    def T(self) -> Tensor:
        return apply_rule(Transpose, (self,), (None,))

    def exp(self) -> Tensor:
        return apply_rule(Exp, (self,))

    def log(self) -> Tensor:
        return apply_rule(Log, (self,))

    def sqrt(self) -> Tensor:
        return apply_rule(Sqrt, (self,))

    def tanh(self) -> Tensor:
        return apply_rule(Tanh, (self,))

    def relu(self) -> Tensor:
        """``max(self, 0)``, as micrograd's ``Value.relu`` (the same op as ``nn.relu``: its node
        is ``MaximumBackward0``, and at exactly 0 the gradient is 1/2)."""
        return _binary(Maximum, self, 0.0)

    def __getitem__(self, key: Any) -> Tensor:
        if isinstance(key, Tensor):
            key = key.data
        elif isinstance(key, tuple):
            key = tuple(k.data if isinstance(k, Tensor) else k for k in key)
        return apply_rule(Index, (self,), (key,))

    def __setitem__(self, key: Any, value: Any) -> None:
        raise TypeError(
            "Tensors do not support item assignment: an in-place write would change values "
            "that backward rules saved. Build a new Tensor (e.g. with `np.where`), or write "
            "into `t.data[...]` outside the graph."
        )

    # -- conversions ------------------------------------------------------------------------
    @property
    def shape(self) -> tuple[int, ...]:
        return self.data.shape

    @property
    def ndim(self) -> int:
        return self.data.ndim

    @property
    def size(self) -> int:
        return self.data.size

    @property
    def dtype(self) -> np.dtype[Any]:
        return self.data.dtype

    def __len__(self) -> int:
        return len(self.data)

    def item(self) -> Any:
        """The single element as a Python number."""
        if self.data.size != 1:
            raise ValueError(
                f"item() needs a Tensor with exactly one element, but this one has shape "
                f"{self.data.shape}. Index it first (e.g. `t[0].item()`) or use `t.tolist()`."
            )
        return self.data.item()

    def numpy(self) -> np.ndarray:
        """The underlying array (shared, not copied; outside the graph)."""
        return self.data

    def tolist(self) -> Any:
        return self.data.tolist()

    def __float__(self) -> float:
        return float(self.item())

    def __int__(self) -> int:
        return int(self.item())

    def __bool__(self) -> bool:
        return bool(self.data)

    def __deepcopy__(self, memo: dict[int, Any]) -> Tensor:
        if not self.is_leaf:
            raise RuntimeError(
                "Only Tensors created explicitly by the user (graph leaves) support deepcopy; "
                "call `.detach()` first."
            )
        new = type(self).__new__(type(self))
        memo[id(self)] = new
        new.__dict__.update({k: copy.deepcopy(v, memo) for k, v in self.__dict__.items()})
        new._uid = next_value_id()
        new._accumulator_ref = None
        return new

    def __repr__(self) -> str:
        body = np.array2string(self.data, separator=", ", prefix="Tensor(")
        extras = []
        if self.data.dtype != np.float64:
            extras.append(f"dtype={self.data.dtype}")
        if self._grad_fn is not None:
            extras.append(f"grad_fn=<{self._grad_fn.name()}>")
        elif self._requires_grad:
            extras.append("requires_grad=True")
        tail = "".join(", " + e for e in extras)
        return f"Tensor({body}{tail})"


def _new(out: Any) -> Tensor:
    """A Tensor around ``out`` without validation (ops produce arrays already)."""
    t = Tensor.__new__(Tensor)
    t.data = out if type(out) is np.ndarray else np.asarray(out)
    t._uid = next_value_id()
    return t


def _binary(rule: type[Rule], a: Any, b: Any) -> Tensor:
    """The operator fast path: both sides' data, the rule's forward, the node."""
    ad: Any
    bd: Any
    if isinstance(a, Tensor):
        ad = a.data
    elif isinstance(a, _SCALARS):
        ad = a
    else:
        ad = dispatch.operand_data(a)
    if isinstance(b, Tensor):
        bd = b.data
    elif isinstance(b, _SCALARS):
        bd = b
    else:
        bd = dispatch.operand_data(b)
    out, saved = rule.forward(ad, bd)
    return finish(rule, out, saved, (a, b))


dispatch.bind(Tensor, _new)


__all__ = ["Tensor"]

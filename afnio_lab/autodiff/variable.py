"""``Variable``: a piece of text (or numbers) that ops read and backward sends feedback to.

A Variable is a batch exactly when its ``data`` is a list. Its gradients are Variables too,
kept as a *list* in ``.grad``: one entry per gradient delivered, never merged (spec §1.3).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from afnio_lab.autodiff import config, engine
from afnio_lab.autodiff.function import BackwardFunction
from afnio_lab.autodiff.graph import Node
from afnio_lab.autodiff.value import GraphValue, next_value_id

Scalar = str | int | float | bool | None


class _Jagged:
    """Marks a ragged dimension in ``Variable.shape``; prints as ``j``."""

    _instance: _Jagged | None = None

    def __new__(cls) -> _Jagged:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "j"


JAGGED = _Jagged()

_TUPLE_ERROR = "`data` must be a `list`, not a `tuple`. Convert with `list(...)`."
_TYPE_ERROR = "`data` must be a single value (str, int, float) or a list of such values."
_MIXED_ERROR = "When `data` is a list, it must be either all strings or all numbers (int, float)."
_NON_LEAF_GRAD = (
    "Attempted to {verb} `grad` for a non-leaf Variable without `retain_grad` enabled. "
    "Non-leaf Variables do not have their gradients retained by default in autodiff. "
    "To retain gradients for this Variable, call `retain_grad()` before performing the "
    "backward pass."
)


def _scan(data: Any, kinds: set[str]) -> None:
    """Validate nested list data, collecting which leaf kinds ("str", "int", "float") occur."""
    for item in data:
        if item is None:
            continue
        t = type(item)
        if t is str:
            kinds.add("str")
        elif t is float:
            kinds.add("float")
        elif t is int or t is bool:
            kinds.add("int")
        elif t is list:
            _scan(item, kinds)
        elif isinstance(item, tuple):
            raise TypeError(_TUPLE_ERROR)
        elif isinstance(item, str):
            kinds.add("str")
        elif isinstance(item, float):
            kinds.add("float")
        elif isinstance(item, int):
            kinds.add("int")
        elif isinstance(item, list):
            _scan(item, kinds)
        else:
            raise TypeError(_TYPE_ERROR)


def _to_float(data: list[Any]) -> list[Any]:
    return [
        _to_float(x) if isinstance(x, list) else (float(x) if x is not None else None) for x in data
    ]


def validate_data(data: Any) -> Any:
    """Check and normalise Variable data (spec §1.1): scalars, None, or nested lists of them."""
    t = type(data)
    if t is str or t is int or t is float or t is bool or data is None:
        return data
    if isinstance(data, tuple):
        raise TypeError(_TUPLE_ERROR)
    if isinstance(data, (str, int, float)):
        return data
    if not isinstance(data, list):
        raise TypeError(_TYPE_ERROR)
    kinds: set[str] = set()
    _scan(data, kinds)
    if "str" in kinds and len(kinds) > 1:
        raise TypeError(_MIXED_ERROR)
    if "float" in kinds and "int" in kinds:
        return _to_float(data)
    return data


def _shape_of(data: Any) -> tuple[Any, ...]:
    if not isinstance(data, list):
        return ()
    inner = [_shape_of(x) for x in data]
    if not inner:
        return (0,)
    first = inner[0]
    if all(s == first for s in inner):
        return (len(data), *first)
    depth = min(len(s) for s in inner)
    dims: list[Any] = []
    for i in range(depth):
        values = {s[i] for s in inner}
        dims.append(values.pop() if len(values) == 1 else JAGGED)
    if depth == 0 or any(len(s) != depth for s in inner):
        dims = [JAGGED] if any(inner) else []
    return (len(data), *dims)


def _cast(data: Any, dtype: Any) -> Any:
    if isinstance(data, list):
        return [_cast(x, dtype) for x in data]
    return None if data is None else dtype(data)


def _short_text(text: str) -> str:
    return text if len(text) <= 40 else f"{text[:20]}...{text[-20:]}"


def _short_data(data: Any) -> str:
    if isinstance(data, list):
        if len(data) > 6:
            head = ", ".join(str(x) for x in data[:3])
            tail = ", ".join(str(x) for x in data[-3:])
            return f"[{head}, ..., {tail}]"
        return str(data)
    return _short_text(str(data))


class Variable(GraphValue):
    """Text or numbers in a textual-autodiff graph.

    ``Variable(data="", role="", requires_grad=False)``: ``role`` says what the value is for
    (ops and the backward model read it). The constructor ignores grad mode.
    """

    def __init__(self, data: Any = "", role: str = "", requires_grad: bool = False) -> None:
        self._data = validate_data(data)
        self.role = role
        self.requires_grad = bool(requires_grad)
        self._grad: list[Variable] = []
        self._grad_fn: Node | None = None
        self._output_nr = 0
        self._retain_grad = False
        self.is_leaf = True
        self._uid = next_value_id()
        self._accumulator_ref = None

    # -- data -------------------------------------------------------------------------------
    @property
    def data(self) -> Any:
        return self._data

    @data.setter
    def data(self, value: Any) -> None:
        self._data = validate_data(value)

    @property
    def shape(self) -> tuple[Any, ...]:
        """``()`` for a scalar, ``(len, ...)`` for lists; ragged dims are ``JAGGED`` (``j``)."""
        return _shape_of(self._data)

    def is_floating_point(self) -> bool:
        d = self._data
        if isinstance(d, list):
            leaves = [x for x in _flatten(d) if x is not None]
            return bool(leaves) and all(isinstance(x, float) for x in leaves)
        return isinstance(d, float)

    # -- graph ------------------------------------------------------------------------------
    @property
    def grad_fn(self) -> Node | None:
        return self._grad_fn

    @grad_fn.setter
    def grad_fn(self, _: Any) -> None:
        raise AttributeError(
            "Direct assignment to `grad_fn` is not allowed. Use Function.apply() to construct "
            "Variables with a grad_fn."
        )

    def _set_grad_fn(self, node: Node | None) -> None:
        if node is not None and not self.requires_grad:
            raise RuntimeError(
                "Cannot set `grad_fn` on a variable that does not require gradients. To enable "
                "gradient tracking for this variable, call `requires_grad_()` before setting "
                "`grad_fn`. Only variables with `requires_grad=True` can have a gradient "
                "function (`grad_fn`)."
            )
        self._grad_fn = node
        self.is_leaf = not self.requires_grad or node is None

    @property
    def output_nr(self) -> int:
        return self._output_nr

    @output_nr.setter
    def output_nr(self, n: Any) -> None:
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise TypeError(
                f"`output_nr` can only be an int greater or equal to 0, but {n} is of type "
                f"{type(n).__name__}"
            )
        self._output_nr = n

    def requires_grad_(self, mode: bool = True) -> Variable:
        """Set ``requires_grad`` and recompute ``is_leaf``; returns self."""
        self.requires_grad = bool(mode)
        self.is_leaf = not self.requires_grad or self._grad_fn is None
        return self

    def retain_grad(self) -> None:
        """Keep the gradients that reach this non-leaf in ``.grad`` during later backwards."""
        if self.is_leaf:
            raise RuntimeError("Cannot call `retain_grad` on a leaf variable")
        self._retain_grad = True
        if self._grad_fn is not None:
            self._grad_fn.retain_output(self._output_nr, self)

    # -- gradients --------------------------------------------------------------------------
    def _check_grad_access(self, verb: str) -> None:
        if not self.is_leaf and not self._retain_grad:
            raise RuntimeError(_NON_LEAF_GRAD.format(verb=verb))

    @property
    def grad(self) -> list[Variable]:
        """The gradients delivered so far (the list object itself, so it can be cleared)."""
        self._check_grad_access("access")
        return self._grad

    @grad.setter
    def grad(self, value: Any) -> None:
        self._check_grad_access("set")
        if not isinstance(value, list) or not all(isinstance(g, Variable) for g in value):
            bad = (
                value
                if not isinstance(value, list)
                else next(g for g in value if not isinstance(g, Variable))
            )
            raise TypeError(
                "`grad` expects a list of Variables for the gradient to accumulate, but got "
                f"{type(bad).__name__}."
            )
        self._grad = value

    def append_grad(self, gradient: Variable) -> None:
        """Add one gradient to ``.grad`` by hand."""
        self._check_grad_access("append to")
        if not isinstance(gradient, Variable):
            raise TypeError(f"`append_grad` expects a Variable, but got {type(gradient).__name__}.")
        self._grad.append(gradient)

    def _accumulate_grad(self, grad: Any) -> None:
        self._grad.append(grad)

    @classmethod
    def _combine_fan_in(cls, grads: Sequence[Any]) -> Variable:
        data = "".join(f"<ITEM>{g.data}</ITEM>" for g in grads)
        return Variable(data=data, role=grads[0].role)

    def _implicit_root_gradient(self) -> Variable:
        fn = self._grad_fn
        is_evaluator = getattr(getattr(fn, "fn_cls", None), "_is_evaluator", False)
        if isinstance(self._data, list) and not is_evaluator:
            raise RuntimeError("grad can be implicitly created only for scalar outputs")
        return Variable(data=config.IDENTITY_GRADIENT_DATA, role="")

    def backward(
        self,
        gradient: Variable | None = None,
        retain_graph: bool | None = None,
        create_graph: bool = False,
        inputs: Any = None,
    ) -> None:
        """Send ``gradient`` (feedback) from this Variable back through the graph to the leaves."""
        if self.is_leaf:
            raise RuntimeError("Variable does not require grad or does not have a grad_fn.")
        engine.backward(self, gradient, retain_graph, create_graph, inputs=inputs)

    # -- copies -----------------------------------------------------------------------------
    def detach(self) -> Variable:
        """A new leaf with the same data (not copied) and role, outside any graph."""
        return Variable(self._data, role=self.role, requires_grad=False)

    def copy_(self, src: Variable) -> Variable:
        """Copy data (deeply), role and requires_grad from ``src`` into self."""
        if not isinstance(src, Variable):
            raise TypeError(f"Expected `src` to be a Variable, but got {type(src).__name__}.")
        if self.shape != src.shape:
            raise ValueError(f"Cannot copy data: shape mismatch ({self.shape} vs {src.shape}).")
        self._data = copy.deepcopy(src.data)
        self.role = src.role
        self.requires_grad = src.requires_grad
        self.is_leaf = not self.requires_grad or self._grad_fn is None
        return self

    def to(self, dtype: Any = None) -> Variable:
        """A new Variable whose data is cast element-wise with ``dtype`` (None stays None)."""
        data = self._data if dtype is None else _cast(self._data, dtype)
        return Variable(data, role=self.role, requires_grad=self.requires_grad)

    def __deepcopy__(self, memo: dict[int, Any]) -> Variable:
        if not self.is_leaf:
            raise RuntimeError(
                "Only Variables created explicitly by the user (graph leaves) support the "
                "deepcopy protocol at the moment."
            )
        new = type(self).__new__(type(self))
        memo[id(self)] = new
        Variable.__init__(new, copy.deepcopy(self._data, memo), self.role, self.requires_grad)
        new._retain_grad = self._retain_grad
        new._output_nr = self._output_nr
        new._grad = copy.deepcopy(self._grad, memo)
        return new

    # -- operators --------------------------------------------------------------------------
    def _check_addend(self, other: Any) -> None:
        if not isinstance(other, Variable):
            if getattr(other, "_is_numeric", False):
                raise TypeError(
                    "Only Variables can be added to each other. A numeric Tensor and a textual "
                    "Variable live in separate graphs (their gradients are numbers vs. "
                    "feedback text); convert the Tensor with `Variable(t.item())` or "
                    "`Variable(t.tolist())` if you mean its value as data."
                )
            raise TypeError("Only Variables can be added to each other.")

    def __add__(self, other: Any) -> Variable:
        self._check_addend(other)
        from afnio_lab.autodiff.ops.basic import Add  # local: cycle (ops.basic -> variable)

        return Add.apply(self, other)

    def __iadd__(self, other: Any) -> Variable:
        self._check_addend(other)
        from afnio_lab.autodiff.ops.basic import Add  # local: cycle (ops.basic -> variable)

        # Add records self's *old* edge before we rebind grad_fn, so there is no self-loop.
        result = Add.apply(self, other)
        self._data = result.data
        self.role = result.role
        self.requires_grad = result.requires_grad
        if result.requires_grad:
            node = result._grad_fn
            self._set_grad_fn(node)
            self._output_nr = 0
            if isinstance(node, BackwardFunction):
                node.rebind_output(0, self)
        return self

    # -- display ----------------------------------------------------------------------------
    def _status(self) -> str:
        if self._grad_fn is not None:
            return f"grad_fn={self._grad_fn.name()}"
        return f"requires_grad={self.requires_grad}"

    def __repr__(self) -> str:
        return f"Variable(data={self._data}, role={self.role}, {self._status()})"

    def __str__(self) -> str:
        role = _short_text(str(self.role))
        return f"variable({_short_data(self._data)}, role={role}, {self._status()})"


def _flatten(data: list[Any]) -> list[Any]:
    out: list[Any] = []
    for x in data:
        if isinstance(x, list):
            out.extend(_flatten(x))
        else:
            out.append(x)
    return out


def is_variable(obj: Any) -> bool:
    """True for a Variable (afnio keeps this helper in ``afnio._variable``)."""
    return isinstance(obj, Variable)


def is_scalar_variable(obj: Any) -> bool:
    """True for a Variable whose data is not a list."""
    return isinstance(obj, Variable) and not isinstance(obj.data, list)


#: A Variable's fields that belong to this process (its value, graph links, ids): what a
#: checkpoint writes by value instead, and what never travels with one.
PROCESS_FIELDS = frozenset(
    {
        "_data",
        "role",
        "requires_grad",
        "_grad",
        "_grad_fn",
        "_output_nr",
        "_retain_grad",
        "is_leaf",
        "_uid",
        "_accumulator_ref",
    }
)

__all__ = ["JAGGED", "PROCESS_FIELDS", "Variable", "is_scalar_variable", "is_variable"]

"""Movement rules: ops that rearrange or select elements without arithmetic.

Their backward moves the gradient back where each element came from: undo a reshape or a
permutation, scatter into zeros for indexing (adding where an index repeats), split for
concatenate and stack.
"""

from __future__ import annotations

import operator
from typing import Any

import numpy as np

from afnio_lab.numeric.broadcasting import unbroadcast
from afnio_lab.numeric.registry import REAL, Case, Operands, OpKind, Rule, register

MOVE = OpKind.MOVEMENT
Needs = tuple[bool, ...]


@register
class Reshape(Rule):
    name, node_name, kind, arity, domains = "reshape", "ReshapeBackward0", MOVE, 1, (REAL,)
    operands = Operands.FIRST
    numpy = (np.reshape,)

    @staticmethod
    def forward(x: Any, shape: Any = None, *, newshape: Any = None) -> tuple[Any, Any]:
        target = shape if shape is not None else newshape
        if target is None:
            raise TypeError("reshape needs a target shape, e.g. `np.reshape(t, (2, 3))`.")
        return np.reshape(x, target), np.shape(x)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (np.reshape(g, saved),)

    @classmethod
    def cases(cls, rng: np.random.Generator) -> list[Case]:
        specs = [
            ((6,), (2, 3)),
            ((2, 3), (-1,)),
            ((2, 3, 4), (4, 6)),
            ((), (1, 1)),
            ((4,), (2, 1, 2)),
        ]
        return [Case((REAL.sample(rng, s),), (t,)) for s, t in specs]


@register
class Transpose(Rule):
    name, node_name, kind, arity, domains = "transpose", "TransposeBackward0", MOVE, 1, (REAL,)
    operands = Operands.FIRST
    numpy = (np.transpose,)

    @staticmethod
    def forward(x: Any, axes: Any = None) -> tuple[Any, Any]:
        out = np.transpose(x, axes)
        if axes is not None:  # numpy accepted them, so they are valid; make them non-negative
            axes = tuple(int(a) % out.ndim for a in axes) if out.ndim else ()
        return out, axes

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        axes = saved
        return (np.transpose(g, None if axes is None else np.argsort(axes)),)

    @classmethod
    def cases(cls, rng: np.random.Generator) -> list[Case]:
        specs: list[tuple[tuple[int, ...], Any]] = [
            ((3,), None),
            ((2, 3), None),
            ((2, 3, 4), None),
            ((2, 3, 4), (1, 2, 0)),
            ((2, 3, 4), (0, -1, 1)),
        ]
        return [Case((REAL.sample(rng, s),), (a,)) for s, a in specs]


def _has_int_array(key: Any) -> bool:
    """True when the index holds integer arrays (so positions may repeat)."""
    parts = key if isinstance(key, tuple) else (key,)
    for part in parts:
        if isinstance(part, list | np.ndarray) and np.asarray(part).dtype.kind in "iu":
            return True
    return False


@register
class Index(Rule):
    """``t[key]``: basic slices, integers, boolean masks and integer arrays (with repeats)."""

    name, node_name, kind, arity, domains = "getitem", "IndexBackward0", MOVE, 1, (REAL,)
    operands = Operands.FIRST

    @staticmethod
    def forward(x: Any, key: Any) -> tuple[Any, Any]:
        return x[key], (np.shape(x), key)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        shape, key = saved
        out = np.zeros(shape, dtype=np.result_type(g, np.float64))
        if _has_int_array(key):
            np.add.at(out, key, g)  # a repeated index receives the sum of its gradients
        else:
            out[key] = g
        return (out,)

    @classmethod
    def call(cls, *args: Any, **kwargs: Any) -> Any:
        return operator.getitem(*args, **kwargs)

    @classmethod
    def cases(cls, rng: np.random.Generator) -> list[Case]:
        x = REAL.sample(rng, (4, 5))
        keys: list[Any] = [
            1,
            (slice(1, 3),),
            (slice(None), 2),
            (Ellipsis, slice(None, None, -2)),
            (None, 2, slice(1, None)),
            np.array([0, 2, 2, 3]),
            (np.array([0, 1, 1]), np.array([4, 2, 2])),
            x > 0,
            (slice(None), [3, 0, 3]),
        ]
        return [Case((x.copy(),), (k,)) for k in keys]


@register
class Concatenate(Rule):
    name, node_name, kind, arity, domains = "concatenate", "CatBackward0", MOVE, None, (REAL,)
    operands = Operands.SEQUENCE
    numpy = (np.concatenate,)

    @staticmethod
    def forward(arrays: Any, axis: Any = 0) -> tuple[Any, Any]:
        shapes = [np.shape(a) for a in arrays]
        return np.concatenate(arrays, axis=axis), (shapes, axis)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        shapes, axis = saved
        if axis is None:  # inputs were flattened first
            sizes = [int(np.prod(s)) for s in shapes]
            pieces = np.split(g, np.cumsum(sizes)[:-1])
            return tuple(np.reshape(p, s) for p, s in zip(pieces, shapes))
        cuts = np.cumsum([s[axis] for s in shapes])[:-1]
        return tuple(np.split(g, cuts, axis=axis))

    @classmethod
    def cases(cls, rng: np.random.Generator) -> list[Case]:
        specs: list[tuple[list[tuple[int, ...]], Any]] = [
            ([(2, 3), (4, 3)], 0),
            ([(2, 3), (2, 1), (2, 2)], 1),
            ([(2, 3), (2, 2)], -1),
            ([(3,), (2,)], 0),
            ([(2, 2), (3,)], None),
            ([(2, 3)], 0),
        ]
        return [
            Case((tuple(REAL.sample(rng, s) for s in shapes),), kwargs={"axis": ax})
            for shapes, ax in specs
        ]


@register
class Stack(Rule):
    name, node_name, kind, arity, domains = "stack", "StackBackward0", MOVE, None, (REAL,)
    operands = Operands.SEQUENCE
    numpy = (np.stack,)

    @staticmethod
    def forward(arrays: Any, axis: int = 0) -> tuple[Any, Any]:
        out = np.stack(arrays, axis=axis)
        return out, (len(arrays), axis % out.ndim)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        n, axis = saved
        moved = np.moveaxis(g, axis, 0)
        return tuple(moved[i] for i in range(n))

    @classmethod
    def cases(cls, rng: np.random.Generator) -> list[Case]:
        specs = [((3,), 2, 0), ((2, 3), 3, 1), ((2, 3), 2, -1), ((), 3, 0)]
        return [
            Case((tuple(REAL.sample(rng, s) for _ in range(n)),), kwargs={"axis": ax})
            for s, n, ax in specs
        ]


@register
class Squeeze(Rule):
    name, node_name, kind, arity, domains = "squeeze", "SqueezeBackward0", MOVE, 1, (REAL,)
    operands = Operands.FIRST
    numpy = (np.squeeze,)

    @staticmethod
    def forward(x: Any, axis: Any = None) -> tuple[Any, Any]:
        return np.squeeze(x, axis=axis), np.shape(x)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (np.reshape(g, saved),)

    @classmethod
    def cases(cls, rng: np.random.Generator) -> list[Case]:
        specs: list[tuple[tuple[int, ...], Any]] = [((1, 3, 1), None), ((2, 1, 3), 1), ((1,), 0)]
        return [Case((REAL.sample(rng, s),), kwargs={"axis": a}) for s, a in specs]


@register
class ExpandDims(Rule):
    name, node_name, kind, arity = "expand_dims", "UnsqueezeBackward0", MOVE, 1
    domains = (REAL,)
    operands = Operands.FIRST
    numpy = (np.expand_dims,)

    @staticmethod
    def forward(x: Any, axis: Any) -> tuple[Any, Any]:
        return np.expand_dims(x, axis), np.shape(x)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (np.reshape(g, saved),)

    @classmethod
    def cases(cls, rng: np.random.Generator) -> list[Case]:
        specs: list[tuple[tuple[int, ...], Any]] = [
            ((3,), 0),
            ((2, 3), -1),
            ((), 0),
            ((2,), (0, 2)),
        ]
        return [Case((REAL.sample(rng, s),), (a,)) for s, a in specs]


@register
class BroadcastTo(Rule):
    name, node_name, kind, arity = "broadcast_to", "ExpandBackward0", MOVE, 1
    domains = (REAL,)
    operands = Operands.FIRST
    numpy = (np.broadcast_to,)

    @staticmethod
    def forward(x: Any, shape: Any) -> tuple[Any, Any]:
        return np.broadcast_to(x, shape), np.shape(x)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return (unbroadcast(g, saved),)

    @classmethod
    def cases(cls, rng: np.random.Generator) -> list[Case]:
        specs = [((), (3,)), ((3,), (2, 3)), ((2, 1), (2, 4)), ((1, 3), (2, 2, 3))]
        return [Case((REAL.sample(rng, s),), (t,)) for s, t in specs]


__all__ = [
    "BroadcastTo",
    "Concatenate",
    "ExpandDims",
    "Index",
    "Reshape",
    "Squeeze",
    "Stack",
    "Transpose",
]

"""Undo numpy broadcasting on the way back: a gradient is summed over the axes an input grew.

An input of shape ``(3,)`` added to one of shape ``(2, 3)`` was used twice, once per row, so
its gradient is the sum of the two rows of the output gradient.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np


def unbroadcast(grad: Any, shape: tuple[int, ...]) -> Any:
    """Sum ``grad`` down to ``shape`` (the shape of the input before broadcasting)."""
    gshape = np.shape(grad)
    if gshape == shape:
        return grad
    extra = len(gshape) - len(shape)
    if extra < 0:
        raise ValueError(
            f"Cannot reduce a gradient of shape {gshape} to the larger shape {shape}: "
            "the input was not broadcast to the output."
        )
    axes = tuple(range(extra)) + tuple(
        extra + i for i, n in enumerate(shape) if n == 1 and gshape[extra + i] != 1
    )
    if axes:
        grad = np.sum(grad, axis=axes, keepdims=True)
    return np.reshape(grad, shape)


#: How to sum a broadcast gradient back: the axes, and the shape to reshape to afterwards
#: (None when only leading axes were added, so the sum already has the right shape).
ReductionPlan = tuple[tuple[int, ...], "tuple[int, ...] | None"]


@functools.lru_cache(maxsize=1024)
def reduction_plan(shape: tuple[int, ...], out_shape: tuple[int, ...]) -> ReductionPlan:
    """Precompute, at forward time, how ``unbroadcast`` will reduce a gradient to ``shape``."""
    extra = len(out_shape) - len(shape)
    inner = tuple(extra + i for i, n in enumerate(shape) if n == 1 and out_shape[extra + i] != 1)
    axes = tuple(range(extra)) + inner
    return axes, (shape if inner else None)


def apply_plan(grad: Any, plan: ReductionPlan) -> Any:
    """Sum ``grad`` as ``plan`` says (the fast path of :func:`unbroadcast`)."""
    axes, shape = plan
    if shape is None:
        return grad.sum(axis=axes) if axes else grad
    return grad.sum(axis=axes, keepdims=True).reshape(shape)


def normalize_axes(axis: Any, ndim: int) -> tuple[int, ...]:
    """The reduced axes as sorted non-negative ints (``None`` means every axis)."""
    if axis is None:
        return tuple(range(ndim))
    axes = (axis,) if isinstance(axis, int | np.integer) else tuple(axis)
    out = []
    for a in axes:
        a = int(a)
        if not -ndim <= a < max(ndim, 1):
            raise np.exceptions.AxisError(a, ndim)
        out.append(a % ndim if ndim else 0)
    return tuple(sorted(out))


def kept_shape(shape: tuple[int, ...], axis: Any) -> tuple[int, ...]:
    """The shape a reduction of ``shape`` over ``axis`` has with ``keepdims=True``."""
    if axis is None:
        return (1,) * len(shape)
    axes = normalize_axes(axis, len(shape))
    return tuple(1 if i in axes else n for i, n in enumerate(shape))


__all__ = ["apply_plan", "kept_shape", "normalize_axes", "reduction_plan", "unbroadcast"]

"""Undo numpy broadcasting on the way back: a gradient is summed over the axes an input grew.

An input of shape ``(3,)`` added to one of shape ``(2, 3)`` was used twice, once per row, so
its gradient is the sum of the two rows of the output gradient.
"""

from __future__ import annotations

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


def expand_reduced(arr: Any, axis: Any, ndim: int, keepdims: bool) -> Any:
    """Put back the axes a reduction removed, so ``arr`` broadcasts against its input."""
    if keepdims or ndim == 0:
        return arr
    return np.expand_dims(arr, normalize_axes(axis, ndim))


__all__ = ["expand_reduced", "normalize_axes", "unbroadcast"]

"""Linear algebra: ``matmul`` with numpy's rules for 1-D operands and batch broadcasting.

A 1-D left operand acts as a row, a 1-D right one as a column; backward restores those axes,
multiplies by the transposed other operand, then sums over broadcast batch axes.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from afnio_lab.numeric.broadcasting import unbroadcast
from afnio_lab.numeric.registry import REAL, Case, NotCovered, OpKind, Rule, register

Needs = tuple[bool, ...]


@register
class Matmul(Rule):
    name, node_name, kind, arity = "matmul", "MatmulBackward0", OpKind.LINALG, 2
    domains = (REAL, REAL)
    numpy = (np.matmul,)

    @staticmethod
    def forward(a: Any, b: Any) -> tuple[Any, Any]:
        a, b = np.asarray(a), np.asarray(b)
        return np.matmul(a, b), (a, b)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        a, b = saved
        if a.ndim == 2 and b.ndim == 2:  # the common case, without the general bookkeeping
            return (g @ b.T if needs[0] else None), (a.T @ g if needs[1] else None)
        a_vec, b_vec = a.ndim == 1, b.ndim == 1
        g2 = np.asarray(g)
        if b_vec:
            g2 = g2[..., None]
        if a_vec:
            g2 = g2[..., None, :]
        ga = gb = None
        if needs[0]:
            b2 = b[:, None] if b_vec else b
            ga = np.matmul(g2, np.swapaxes(b2, -1, -2))
            if a_vec:
                ga = ga[..., 0, :]
            ga = unbroadcast(ga, a.shape)
        if needs[1]:
            a2 = a[None, :] if a_vec else a
            gb = np.matmul(np.swapaxes(a2, -1, -2), g2)
            if b_vec:
                gb = gb[..., 0]
            gb = unbroadcast(gb, b.shape)
        return ga, gb

    @classmethod
    def cases(cls, rng: np.random.Generator) -> list[Case]:
        specs = [
            ((3,), (3,)),
            ((2, 3), (3,)),
            ((3,), (3, 4)),
            ((2, 3), (3, 4)),
            ((5, 2, 3), (3, 4)),
            ((2, 3), (5, 3, 4)),
            ((5, 2, 3), (1, 3, 4)),
            ((2, 1, 2, 3), (3, 3, 2)),
            ((4, 3), (2, 3, 1)),
            ((3,), (2, 3, 4)),
            ((2, 4, 3), (3,)),
        ]
        return [Case((REAL.sample(rng, sa), REAL.sample(rng, sb))) for sa, sb in specs]


@register
class Dot(Rule):
    """``np.dot`` for vectors and matrices, where it means the same as ``matmul``."""

    name, node_name, kind, arity = "dot", "DotBackward0", OpKind.LINALG, 2
    domains = (REAL, REAL)
    numpy = (np.dot,)

    @staticmethod
    def forward(a: Any, b: Any) -> tuple[Any, Any]:
        a, b = np.asarray(a), np.asarray(b)
        if not (1 <= a.ndim <= 2 and 1 <= b.ndim <= 2):
            raise NotCovered(
                f"its rule covers 1-D and 2-D operands, not shapes {a.shape} and {b.shape} "
                "(use `a @ b` for batches, `a * b` for scalars)"
            )
        return np.dot(a, b), (a, b)

    @staticmethod
    def backward(saved: Any, g: Any, needs: Needs) -> tuple[Any, ...]:
        return Matmul.backward(saved, g, needs)

    @classmethod
    def cases(cls, rng: np.random.Generator) -> list[Case]:
        specs = [((3,), (3,)), ((2, 3), (3,)), ((3,), (3, 4)), ((2, 3), (3, 4))]
        return [Case((REAL.sample(rng, sa), REAL.sample(rng, sb))) for sa, sb in specs]


__all__ = ["Dot", "Matmul"]

"""The micrograd-style scalar chain a scalar MLP over a data set builds (issue 25's big graph),
shared by ``tests/lab/test_big_graphs.py`` and ``benchmarks/big_graph.py``."""

from __future__ import annotations

from afnio_lab.numeric import Tensor


def chain(n_ops: int) -> Tensor:
    """``y = ((x * w + b) * w + b) ...``: ``n_ops`` scalar ops, half Mul, half Add."""
    x = Tensor(0.5, requires_grad=True)
    w = Tensor(0.999, requires_grad=True)
    b = Tensor(0.001, requires_grad=True)
    y = x
    for _ in range(n_ops // 2):
        y = y * w + b
    return y

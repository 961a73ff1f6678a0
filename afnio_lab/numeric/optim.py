"""Optimizers for numeric Parameters: ``SGD`` (with momentum) and ``Adam``.

They update ``p.data`` in place from ``p.grad`` and skip parameters whose grad is None.
``.grad`` accumulates, so call ``zero_grad()`` before each backward.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np

from afnio_lab.numeric.tensor import Tensor


class Optimizer:
    """Holds the parameters and the per-parameter state; subclasses define ``step``."""

    def __init__(self, params: Iterable[Tensor], lr: float) -> None:
        self.params = list(params)
        if not self.params:
            raise ValueError("The optimizer got an empty parameter list.")
        for i, p in enumerate(self.params):
            if not isinstance(p, Tensor):
                raise TypeError(
                    f"Parameter {i} is a {type(p).__name__}, not a numeric Tensor; textual "
                    "parameters are optimized by afnio_lab.optim (TGD)."
                )
            if not (p.requires_grad and p.is_leaf):
                raise ValueError(
                    f"Parameter {i} must be a leaf Tensor with requires_grad=True "
                    "(e.g. a Parameter); optimizers update leaves only."
                )
        if len({id(p) for p in self.params}) != len(self.params):
            raise ValueError("A parameter appears more than once in the optimizer's list.")
        if lr <= 0:
            raise ValueError(f"The learning rate must be positive, got {lr}.")
        self.lr = lr
        self.state: dict[int, dict[str, Any]] = {}

    def zero_grad(self, set_to_none: bool = True) -> None:
        """Clear gradients: to None (default, no allocation) or to zeros."""
        for p in self.params:
            if set_to_none or p.grad is None:
                p.grad = None
            else:
                p.grad = np.zeros_like(p.data)

    def step(self) -> None:
        raise NotImplementedError


class SGD(Optimizer):
    """``v = momentum * v + g; p -= lr * v`` (the first step uses ``v = g``, like PyTorch)."""

    def __init__(
        self,
        params: Iterable[Tensor],
        lr: float = 0.01,
        momentum: float = 0.0,
        weight_decay: float = 0.0,
    ) -> None:
        super().__init__(params, lr)
        if not 0.0 <= momentum < 1.0:
            raise ValueError(f"momentum must be in [0, 1), got {momentum}.")
        self.momentum = momentum
        self.weight_decay = weight_decay

    def step(self) -> None:
        for p in self.params:
            if p.grad is None:
                continue
            g = p.grad + self.weight_decay * p.data if self.weight_decay else p.grad
            if self.momentum:
                state = self.state.setdefault(id(p), {})
                buf = state.get("velocity")
                buf = g.copy() if buf is None else self.momentum * buf + g
                state["velocity"] = buf
                g = buf
            p.data -= self.lr * g


class Adam(Optimizer):
    """Adam (Kingma & Ba) with bias correction; ``weight_decay`` adds ``wd * p`` to the grad."""

    def __init__(
        self,
        params: Iterable[Tensor],
        lr: float = 0.001,
        betas: tuple[float, float] = (0.9, 0.999),
        eps: float = 1e-8,
        weight_decay: float = 0.0,
    ) -> None:
        super().__init__(params, lr)
        b1, b2 = betas
        if not (0.0 <= b1 < 1.0 and 0.0 <= b2 < 1.0):
            raise ValueError(f"betas must each be in [0, 1), got {betas}.")
        self.betas = (b1, b2)
        self.eps = eps
        self.weight_decay = weight_decay

    def step(self) -> None:
        b1, b2 = self.betas
        for p in self.params:
            if p.grad is None:
                continue
            g = p.grad + self.weight_decay * p.data if self.weight_decay else p.grad
            state = self.state.setdefault(id(p), {"t": 0})
            if "m" not in state:
                state["m"] = np.zeros_like(p.data)
                state["v"] = np.zeros_like(p.data)
            state["t"] += 1
            m, v, t = state["m"], state["v"], state["t"]
            m *= b1
            m += (1 - b1) * g
            v *= b2
            v += (1 - b2) * g * g
            m_hat = m / (1 - b1**t)
            v_hat = v / (1 - b2**t)
            p.data -= self.lr * m_hat / (np.sqrt(v_hat) + self.eps)


__all__ = ["SGD", "Adam", "Optimizer"]

"""``Parameter``: a leaf Tensor an optimizer updates; requires grad by default."""

from __future__ import annotations

from typing import Any

from afnio_lab.numeric.tensor import Tensor


class Parameter(Tensor):
    """A Tensor that modules collect and optimizers step (weights, biases)."""

    _is_parameter = True  # the engine's graph walk draws parameters apart, without imports

    def __init__(self, data: Any, requires_grad: bool = True, dtype: Any = None) -> None:
        super().__init__(data, requires_grad=requires_grad, dtype=dtype)

    def __repr__(self) -> str:
        return "Parameter containing:\n" + super().__repr__()


__all__ = ["Parameter"]

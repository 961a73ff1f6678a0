"""Just enough of a neural-network kit for the lab's examples: modules, layers, losses.

``Module`` finds its ``Parameter``\\ s in its attributes (also inside lists and nested
modules), in definition order, so optimizers and ``save``/``load`` need no registration.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import numpy as np

from afnio_lab.numeric.parameter import Parameter
from afnio_lab.numeric.serialization import copy_into
from afnio_lab.numeric.tensor import Tensor


class Module:
    """Base class: subclasses set Parameters/Modules as attributes and define ``forward``."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.forward(*args, **kwargs)

    def forward(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError(f"{type(self).__name__} must define forward().")

    def named_parameters(self, prefix: str = "") -> Iterator[tuple[str, Parameter]]:
        seen: set[int] = set()
        for name, p in _walk(vars(self), prefix):
            if id(p) not in seen:
                seen.add(id(p))
                yield name, p

    def parameters(self) -> list[Parameter]:
        return [p for _, p in self.named_parameters()]

    def zero_grad(self, set_to_none: bool = True) -> None:
        """Clear every parameter's gradient (to None, or to zeros), as in PyTorch."""
        for p in self.parameters():
            p.zero_grad(set_to_none)

    def state_dict(self) -> dict[str, np.ndarray]:
        """Copies of every parameter's data, by dotted name."""
        return {name: p.data.copy() for name, p in self.named_parameters()}

    def load_state_dict(self, state: Mapping[str, Any], strict: bool = True) -> None:
        """Copy arrays into the parameters in place (see ``serialization.copy_into``)."""
        copy_into(dict(self.named_parameters()), state, strict=strict)


def _walk(items: Mapping[str, Any], prefix: str) -> Iterator[tuple[str, Parameter]]:
    for key, value in items.items():
        name = f"{prefix}{key}"
        if isinstance(value, Parameter):
            yield name, value
        elif isinstance(value, Module):
            yield from value.named_parameters(prefix=f"{name}.")
        elif isinstance(value, list | tuple):
            yield from _walk({str(i): v for i, v in enumerate(value)}, f"{name}.")


class Linear(Module):
    """``x @ weight + bias`` with ``weight`` of shape (in, out); PyTorch's default init."""

    def __init__(
        self, in_features: int, out_features: int, rng: np.random.Generator | None = None
    ) -> None:
        rng = rng if rng is not None else np.random.default_rng()
        bound = 1.0 / np.sqrt(in_features)
        self.weight = Parameter(rng.uniform(-bound, bound, size=(in_features, out_features)))
        self.bias = Parameter(rng.uniform(-bound, bound, size=(out_features,)))

    def forward(self, x: Any) -> Tensor:
        return x @ self.weight + self.bias


_ACTIVATIONS = {"relu": lambda x: relu(x), "tanh": lambda x: np.tanh(x)}


class MLP(Module):
    """Linear layers of the given ``sizes`` with an activation between them (not after the last)."""

    def __init__(self, sizes: Sequence[int], activation: str = "relu", seed: int | None = 0):
        if len(sizes) < 2:
            raise ValueError(f"An MLP needs at least input and output sizes, got {list(sizes)}.")
        if activation not in _ACTIVATIONS:
            raise ValueError(
                f"Unknown activation {activation!r}; choose one of {sorted(_ACTIVATIONS)}."
            )
        rng = np.random.default_rng(seed)
        self.layers = [Linear(i, o, rng) for i, o in itertools.pairwise(sizes)]
        self.activation = activation

    def forward(self, x: Any) -> Tensor:
        act = _ACTIVATIONS[self.activation]
        for i, layer in enumerate(self.layers):
            x = layer(x)
            if i < len(self.layers) - 1:
                x = act(x)
        return x


def relu(x: Any) -> Tensor:
    """``max(x, 0)``: its node is ``MaximumBackward0`` (at exactly 0 the gradient is 1/2)."""
    return np.maximum(x, 0.0)


def sigmoid(x: Any) -> Tensor:
    return 1.0 / (1.0 + np.exp(-x))


def mse_loss(pred: Any, target: Any) -> Tensor:
    """Mean squared error over every element."""
    return np.mean(np.square(pred - target))


def bce_with_logits(logits: Any, targets: Any) -> Tensor:
    """Binary cross-entropy on raw scores, stable for large ones: mean(softplus(z) - y z)."""
    return np.mean(np.logaddexp(0.0, logits) - targets * logits)


__all__ = ["MLP", "Linear", "Module", "bce_with_logits", "mse_loss", "relu", "sigmoid"]

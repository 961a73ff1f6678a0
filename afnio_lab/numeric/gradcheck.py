"""``gradcheck``: a backward rule against central finite differences, for exercises and tests.

In the spirit of ``torch.autograd.gradcheck``: run ``fn`` on the inputs, send a random
weighting of its output back through the graph (the registry's rules, or a user
``Function``'s ``backward``), and compare every input gradient with the slope measured by
nudging that element both ways. A mismatch names the worst element: which input, where, the
two numbers and the tolerance. The registry's own test-suite uses the same differences.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from afnio_lab.autodiff.grad_mode import no_grad
from afnio_lab.numeric.tensor import Tensor

#: float64 defaults: the step, and ``|analytic - numeric| <= atol + rtol * |numeric|``.
EPS = 1e-6
ATOL = 1e-5
RTOL = 1e-3


class GradcheckError(RuntimeError):
    """An analytic gradient disagrees with finite differences (the message says where)."""


@dataclass(frozen=True)
class Mismatch:
    """The worst element of a failed check."""

    input_index: int
    element: tuple[int, ...]
    analytic: float
    numeric: float
    tolerance: float
    bad_elements: int
    total_elements: int
    node: str  # the backward node of fn's output, e.g. "CubeBackward0"

    def __str__(self) -> str:
        where = f"element {self.element}" if self.element else "its only element"
        return (
            f"gradcheck failed: the gradient of input {self.input_index} at {where} is "
            f"{self.analytic:.6g} by backward ({self.node}) but {self.numeric:.6g} by finite "
            f"differences; |difference| {abs(self.analytic - self.numeric):.3g} > tolerance "
            f"{self.tolerance:.3g}. {self.bad_elements} of its {self.total_elements} element(s) "
            "differ: check the backward rule. (Gradients of sum(output * w), w random.)"
        )


def central_differences(
    f: Callable[[list[np.ndarray]], Any],
    arrays: Sequence[np.ndarray],
    index: int,
    weights: np.ndarray,
    eps: float = EPS,
) -> np.ndarray:
    """d/d ``arrays[index]`` of ``sum(f(arrays) * weights)``, one element at a time."""
    grad = np.zeros(np.shape(arrays[index]))
    for idx in np.ndindex(grad.shape):
        values = []
        for step in (eps, -eps):
            moved = [np.array(a, copy=True) for a in arrays]
            moved[index][idx] += step
            values.append(np.sum(np.asarray(f(moved)) * weights))
        grad[idx] = (values[0] - values[1]) / (2 * eps)
    return grad


def gradcheck(
    fn: Callable[..., Any],
    inputs: Tensor | Sequence[Any],
    *,
    eps: float = EPS,
    atol: float = ATOL,
    rtol: float = RTOL,
    seed: int = 0,
    raise_exception: bool = True,
) -> bool:
    """Check ``fn``'s gradients with respect to every input Tensor that requires grad.

    ``fn(*inputs)`` must return one Tensor. Returns True when every element agrees; else
    raises :class:`GradcheckError` naming the worst element (or returns False with
    ``raise_exception=False``). The inputs' own ``.grad`` are left untouched.
    """
    mismatch = find_mismatch(fn, inputs, eps=eps, atol=atol, rtol=rtol, seed=seed)
    if mismatch is None:
        return True
    if raise_exception:
        raise GradcheckError(str(mismatch))
    return False


def find_mismatch(
    fn: Callable[..., Any],
    inputs: Tensor | Sequence[Any],
    *,
    eps: float = EPS,
    atol: float = ATOL,
    rtol: float = RTOL,
    seed: int = 0,
) -> Mismatch | None:
    """The worst disagreeing element of :func:`gradcheck`, or None when all agree."""
    args = [inputs] if isinstance(inputs, Tensor) else list(inputs)
    checked = [i for i, a in enumerate(args) if isinstance(a, Tensor) and a.requires_grad]
    if not checked:
        raise ValueError(
            "gradcheck needs at least one input Tensor with requires_grad=True, e.g. "
            "`gradcheck(f, [Tensor([1.0, 2.0], requires_grad=True)])`."
        )
    for i in checked:
        if args[i].dtype != np.float64:
            raise ValueError(
                f"Input {i} is {args[i].dtype}; finite differences need float64 precision "
                "(create it from Python floats or with dtype=np.float64)."
            )
    # fresh leaves, so the check neither reads nor changes the caller's gradients
    fresh = [
        Tensor(a.data, requires_grad=a.requires_grad) if isinstance(a, Tensor) else a for a in args
    ]
    out = fn(*fresh)
    if not isinstance(out, Tensor):
        raise TypeError(f"gradcheck: fn must return a Tensor, got {type(out).__name__}.")
    if out.grad_fn is None:
        raise ValueError(
            "gradcheck: fn's output is not connected to the inputs (no grad_fn): build it "
            "from them with Tensor ops or your Function's apply."
        )
    node = out.grad_fn.name()
    weights = np.random.default_rng(seed).normal(size=out.shape)
    out.backward(weights)

    def plain(arrays: list[np.ndarray]) -> Any:
        moved = list(args)
        for i, arr in zip(checked, arrays):
            moved[i] = Tensor(arr)
        with no_grad():
            result = fn(*moved)
        return result.data if isinstance(result, Tensor) else result

    arrays = [np.array(args[i].data, dtype=np.float64) for i in checked]
    worst: Mismatch | None = None
    worst_excess = 0.0
    for k, i in enumerate(checked):
        analytic = fresh[i].grad
        analytic = np.zeros(arrays[k].shape) if analytic is None else np.asarray(analytic)
        numeric = central_differences(plain, arrays, k, weights, eps)
        tolerance = atol + rtol * np.abs(numeric)
        excess = np.abs(analytic - numeric) - tolerance
        bad = int(np.sum(excess > 0))
        if bad and float(np.max(excess)) > worst_excess:
            where = np.unravel_index(int(np.argmax(excess)), excess.shape) if excess.ndim else ()
            element = tuple(int(j) for j in where)
            worst_excess = float(np.max(excess))
            worst = Mismatch(
                input_index=i,
                element=element,
                analytic=float(analytic[element]),
                numeric=float(numeric[element]),
                tolerance=float(tolerance[element]),
                bad_elements=bad,
                total_elements=int(numeric.size),
                node=node,
            )
    return worst


__all__ = [
    "ATOL",
    "EPS",
    "RTOL",
    "GradcheckError",
    "Mismatch",
    "central_differences",
    "find_mismatch",
    "gradcheck",
]

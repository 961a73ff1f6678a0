"""``gradcheck``: backward rules (the registry's, or a user Function's) against finite
differences, with a report of the worst element when they disagree."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from afnio_lab.autodiff.function import Function
from afnio_lab.numeric import GradcheckError, Tensor, gradcheck


class Cube(Function):
    """x**3 with the right derivative, 3 x**2."""

    @staticmethod
    def forward(ctx: Any, x: Tensor) -> Tensor:
        ctx.save_for_backward(x)
        return Tensor(x.data**3)

    @staticmethod
    def backward(ctx: Any, grad: Any) -> Tensor:
        (x,) = ctx.saved_tensors
        return Tensor(grad * 3 * x.data**2)


class WrongCube(Cube):
    """The classic slip: 2 x instead of 3 x**2."""

    @staticmethod
    def backward(ctx: Any, grad: Any) -> Tensor:
        (x,) = ctx.saved_tensors
        return Tensor(grad * 2 * x.data)


def test_registry_rules_pass():
    x = Tensor([[0.5, -1.0], [2.0, 0.3]], requires_grad=True)
    w = Tensor([[1.5], [-0.7]], requires_grad=True)
    assert gradcheck(lambda a, b: np.tanh(a @ b), [x, w])
    assert gradcheck(lambda a: (a * a).sum(axis=0), x)


def test_a_correct_user_function_passes():
    assert gradcheck(Cube.apply, [Tensor([1.0, 2.0, -0.5], requires_grad=True)])


def test_a_wrong_backward_is_reported_at_its_worst_element():
    x = Tensor([1.0, 2.0, -0.5], requires_grad=True)
    with pytest.raises(GradcheckError) as caught:
        gradcheck(WrongCube.apply, [x], seed=0)
    message = str(caught.value)
    weights = np.random.default_rng(0).normal(size=3)
    right, wrong = weights * 3 * x.data**2, weights * 2 * x.data
    worst = int(np.argmax(np.abs(right - wrong)))
    assert f"input 0 at element ({worst},)" in message
    assert f"{wrong[worst]:.6g} by backward (WrongCubeBackward0)" in message
    assert f"{right[worst]:.6g} by finite differences" in message
    assert "tolerance" in message and "of its 3 element(s) differ" in message
    assert x.grad is None  # the check used its own copies


def test_no_raise_returns_false_and_only_checked_inputs_count():
    x = Tensor([1.0, 2.0], requires_grad=True)
    assert gradcheck(WrongCube.apply, [x], raise_exception=False) is False
    # a constant second input is passed through, not checked
    assert gradcheck(lambda a, c: a * c, [x, Tensor([3.0, 4.0])])


@pytest.mark.parametrize(
    "inputs, message",
    [
        ([Tensor([1.0])], "requires_grad=True"),
        ([Tensor(np.array([1.0], dtype=np.float32), requires_grad=True)], "float64"),
    ],
)
def test_bad_inputs_say_how_to_fix_them(inputs, message):
    with pytest.raises(ValueError, match=message):
        gradcheck(lambda a: a * 2, inputs)


def test_fn_must_return_a_connected_tensor():
    x = Tensor([1.0], requires_grad=True)
    with pytest.raises(TypeError, match="must return a Tensor"):
        gradcheck(lambda a: 3.0, [x])
    with pytest.raises(ValueError, match="not connected"):
        gradcheck(lambda a: Tensor([1.0]), [x])

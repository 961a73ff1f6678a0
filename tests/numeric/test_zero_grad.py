"""``zero_grad`` on Tensors and Modules: gradients accumulate across passes until cleared."""

from __future__ import annotations

import numpy as np

from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive import Module as TextModule
from afnio_lab.cognitive import Parameter as TextParameter
from afnio_lab.numeric import Tensor, nn


def _pass(x: Tensor, w: Tensor) -> None:
    (x * w).backward()


def test_tensor_grads_accumulate_until_zero_grad():
    x, w = Tensor(2.0, requires_grad=True), Tensor(-3.0, requires_grad=True)
    _pass(x, w)
    _pass(x, w)
    assert x.grad == -6.0  # two passes add up
    x.zero_grad()
    assert x.grad is None
    _pass(x, w)
    assert x.grad == -3.0 and w.grad == 2.0 * 3  # w was not cleared: 2 + 2 + 2


def test_tensor_zero_grad_to_zeros_keeps_an_array():
    x = Tensor([1.0, 2.0], requires_grad=True)
    (x * x).sum().backward()
    x.zero_grad(set_to_none=False)
    assert isinstance(x.grad, np.ndarray) and x.grad.shape == (2,) and not x.grad.any()
    fresh = Tensor(1.0, requires_grad=True)
    fresh.zero_grad(set_to_none=False)
    assert fresh.grad is None  # nothing to zero: stays None, as in PyTorch's optimizers


def test_module_zero_grad_clears_every_parameter():
    model = nn.MLP([2, 3, 1], activation="tanh")
    out = model(Tensor([[0.5, -1.0]])).sum()
    out.backward()
    assert all(p.grad is not None for p in model.parameters())
    model.zero_grad()
    assert all(p.grad is None for p in model.parameters())
    model(Tensor([[0.5, -1.0]])).sum().backward()
    model.zero_grad(set_to_none=False)
    assert all(p.grad is not None and not p.grad.any() for p in model.parameters())


def test_text_module_has_pytorchs_name_for_empty_grad():
    class Prompted(TextModule):
        def __init__(self) -> None:
            super().__init__()
            self.prompt = TextParameter("Be brief.", role="system prompt", requires_grad=True)

    model = Prompted()
    model.prompt.append_grad(Variable("shorter", role="feedback"))
    assert len(model.prompt.grad) == 1
    model.zero_grad()
    assert model.prompt.grad == []

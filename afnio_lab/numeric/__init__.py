"""Numeric mode: ``Tensor`` on numpy, in the same graph and engine as textual Variables.

Learn autodiff with numbers (``a = Tensor(2.0, requires_grad=True); (a * a + 3).backward()``)
and then watch the same nodes, edges and engine carry text. Backward rules live in a
registry (:mod:`afnio_lab.numeric.registry`) that the test-suite checks against finite
differences, rule by rule; :func:`gradcheck` runs the same check on any function of Tensors
(a user ``Function`` too), for exercises.
"""

from afnio_lab.autodiff.grad_mode import enable_grad, no_grad, set_grad_enabled
from afnio_lab.numeric import nn, optim, registry
from afnio_lab.numeric.data import make_moons
from afnio_lab.numeric.gradcheck import GradcheckError, gradcheck
from afnio_lab.numeric.optim import SGD, Adam, Optimizer
from afnio_lab.numeric.parameter import Parameter
from afnio_lab.numeric.registry import OpKind, Rule, get_rule, register, rules
from afnio_lab.numeric.serialization import load, load_into, save
from afnio_lab.numeric.tensor import Tensor

__all__ = [
    "SGD",
    "Adam",
    "GradcheckError",
    "OpKind",
    "Optimizer",
    "Parameter",
    "Rule",
    "Tensor",
    "enable_grad",
    "get_rule",
    "gradcheck",
    "load",
    "load_into",
    "make_moons",
    "nn",
    "no_grad",
    "optim",
    "register",
    "registry",
    "rules",
    "save",
    "set_grad_enabled",
]

"""afnio_lab: see, teach and debug autodiff, numeric and textual, inside Jupyter.

``import afnio_lab as afnio`` gives afnio's API, running locally: no server, no login.
"""

from afnio_lab import autodiff, cognitive
from afnio_lab.autodiff.grad_mode import enable_grad, is_grad_enabled, no_grad, set_grad_enabled
from afnio_lab.autodiff.graph import GradientEdge, Node
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive import functional

__version__ = "0.1.0"

__all__ = [
    "GradientEdge",
    "Node",
    "Variable",
    "autodiff",
    "cognitive",
    "enable_grad",
    "functional",
    "is_grad_enabled",
    "no_grad",
    "set_grad_enabled",
]

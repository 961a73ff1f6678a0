"""afnio_lab: see, teach and debug autodiff, numeric and textual, inside Jupyter.

``import afnio_lab as afnio`` gives afnio's API, running locally: no server, no login.
"""

from typing import Any

from afnio_lab import autodiff, cognitive, lab, models, numeric, optim, utils
from afnio_lab.autodiff.grad_mode import enable_grad, is_grad_enabled, no_grad, set_grad_enabled
from afnio_lab.autodiff.graph import GradientEdge, Node
from afnio_lab.autodiff.ops.messages import MultiTurnMessages
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive import functional
from afnio_lab.models import get_backward_model_client, set_backward_model_client
from afnio_lab.numeric import Tensor
from afnio_lab.serialization import load, save

__version__ = "0.1.0"


def load_ipython_extension(ipython: Any) -> None:
    """``%load_ext afnio_lab``: register the lab's magics."""
    # local: cycle (magics -> afnio_lab), and IPython loads only when a kernel asks
    from afnio_lab.magics import load_ipython_extension as load

    load(ipython)


def unload_ipython_extension(ipython: Any) -> None:
    from afnio_lab.magics import unload_ipython_extension as unload  # local: as above

    unload(ipython)


__all__ = [
    "GradientEdge",
    "MultiTurnMessages",
    "Node",
    "Tensor",
    "Variable",
    "autodiff",
    "cognitive",
    "enable_grad",
    "functional",
    "get_backward_model_client",
    "is_grad_enabled",
    "lab",
    "load",
    "load_ipython_extension",
    "models",
    "no_grad",
    "numeric",
    "optim",
    "save",
    "set_backward_model_client",
    "set_grad_enabled",
    "unload_ipython_extension",
    "utils",
]

"""Textual (and numeric) autodiff: Variables, Functions, the backward graph and the engine."""

from afnio_lab.autodiff import basic_ops, config, executors, function, graph
from afnio_lab.autodiff.engine import GraphTask, NodeRun, backward, grad
from afnio_lab.autodiff.grad_mode import enable_grad, is_grad_enabled, no_grad, set_grad_enabled

__all__ = [
    "GraphTask",
    "NodeRun",
    "backward",
    "basic_ops",
    "config",
    "enable_grad",
    "executors",
    "function",
    "grad",
    "graph",
    "is_grad_enabled",
    "no_grad",
    "set_grad_enabled",
]

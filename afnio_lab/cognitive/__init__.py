"""Building blocks for textual models: Parameter, Module, functional ops and module wrappers."""

from afnio_lab.cognitive import functional
from afnio_lab.cognitive.parameter import Parameter

__all__ = ["Parameter", "functional"]

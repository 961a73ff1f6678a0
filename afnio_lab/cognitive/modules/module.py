"""afnio's import path ``cognitive.modules.module``: the same ``Module`` object as
``afnio_lab.cognitive.Module`` (defined in ``afnio_lab.cognitive.module``)."""

from afnio_lab.cognitive.module import IncompatibleKeys, Module

__all__ = ["IncompatibleKeys", "Module"]

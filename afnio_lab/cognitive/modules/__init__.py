"""Module wrappers around the basic ops: ``Add()``, ``Sum()``, ``Split()`` (spec §7.2)."""

from afnio_lab.cognitive.modules.add import Add
from afnio_lab.cognitive.modules.split import Split
from afnio_lab.cognitive.modules.sum import Sum

__all__ = ["Add", "Split", "Sum"]

"""Alias of :mod:`afnio_lab.autodiff.ops.basic` at afnio's path ``autodiff.basic_ops``."""

from afnio_lab.autodiff.ops.basic import GRAD_DATA, GRAD_ROLE, Add, Split, Sum

__all__ = ["GRAD_DATA", "GRAD_ROLE", "Add", "Split", "Sum"]

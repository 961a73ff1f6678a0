"""Alias of :mod:`afnio_lab.autodiff.ops.chat_completion` at afnio's path ``autodiff.lm_ops``."""

from afnio_lab.autodiff.ops.chat_completion import ChatCompletion

__all__ = ["ChatCompletion"]

"""Alias at afnio's path: ``ChatCompletion`` of ``afnio_lab.cognitive.lm_modules``."""

from afnio_lab.cognitive.lm_modules import ChatCompletion

__all__ = ["ChatCompletion"]

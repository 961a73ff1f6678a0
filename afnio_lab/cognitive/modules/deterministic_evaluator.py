"""Alias at afnio's path: ``DeterministicEvaluator`` of ``afnio_lab.cognitive.lm_modules``."""

from afnio_lab.cognitive.lm_modules import DeterministicEvaluator

__all__ = ["DeterministicEvaluator"]

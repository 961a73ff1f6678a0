"""Alias at afnio's path: ``ExactMatchEvaluator`` of ``afnio_lab.cognitive.lm_modules``."""

from afnio_lab.cognitive.lm_modules import ExactMatchEvaluator

__all__ = ["ExactMatchEvaluator"]

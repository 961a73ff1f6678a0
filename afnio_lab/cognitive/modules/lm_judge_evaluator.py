"""Alias at afnio's path: ``LMJudgeEvaluator`` of ``afnio_lab.cognitive.lm_modules``."""

from afnio_lab.cognitive.lm_modules import LMJudgeEvaluator

__all__ = ["LMJudgeEvaluator"]

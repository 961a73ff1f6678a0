"""Alias of :mod:`afnio_lab.autodiff.ops.evaluators` at afnio's path ``autodiff.evaluator``."""

from afnio_lab.autodiff.ops.evaluators import (
    BATCH_EXPLANATION,
    JUDGE_BATCH_EXPLANATION,
    SCALAR_EXPLANATION,
    DeterministicEvaluator,
    ExactMatchEvaluator,
    LMJudgeEvaluator,
)

__all__ = [
    "BATCH_EXPLANATION",
    "JUDGE_BATCH_EXPLANATION",
    "SCALAR_EXPLANATION",
    "DeterministicEvaluator",
    "ExactMatchEvaluator",
    "LMJudgeEvaluator",
]

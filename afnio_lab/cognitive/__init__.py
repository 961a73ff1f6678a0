"""Building blocks for textual models: Parameter, Module, functional ops and module wrappers."""

from afnio_lab.cognitive import functional
from afnio_lab.cognitive.lm_modules import (
    ChatCompletion,
    DeterministicEvaluator,
    ExactMatchEvaluator,
    LMJudgeEvaluator,
)
from afnio_lab.cognitive.module import Module
from afnio_lab.cognitive.modules import Add, Split, Sum
from afnio_lab.cognitive.parameter import Parameter

__all__ = [
    "Add",
    "ChatCompletion",
    "DeterministicEvaluator",
    "ExactMatchEvaluator",
    "LMJudgeEvaluator",
    "Module",
    "Parameter",
    "Split",
    "Sum",
    "functional",
]

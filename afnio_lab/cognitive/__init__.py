"""Building blocks for textual models: Parameter, Module, functional ops and module wrappers.

As in afnio, the functional ops are also here (``cognitive.add``, ``cognitive.sum``, …:
the same functions as in ``cognitive.functional``).
"""

from afnio_lab.cognitive import functional
from afnio_lab.cognitive.functional import (
    add,
    chat_completion,
    deterministic_evaluator,
    exact_match_evaluator,
    lm_judge_evaluator,
    split,
    sum,
)
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
    "add",
    "chat_completion",
    "deterministic_evaluator",
    "exact_match_evaluator",
    "functional",
    "lm_judge_evaluator",
    "split",
    "sum",
]

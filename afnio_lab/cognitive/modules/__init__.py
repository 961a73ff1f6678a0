"""Module wrappers: ``Add()``, ``Sum()``, ``Split()`` (spec §7.2), and, at afnio's import
paths, the LM modules and ``Module`` itself (the same objects as in ``afnio_lab.cognitive``).
"""

from afnio_lab.cognitive.modules.add import Add
from afnio_lab.cognitive.modules.chat_completion import ChatCompletion
from afnio_lab.cognitive.modules.deterministic_evaluator import DeterministicEvaluator
from afnio_lab.cognitive.modules.exact_match_evaluator import ExactMatchEvaluator
from afnio_lab.cognitive.modules.lm_judge_evaluator import LMJudgeEvaluator
from afnio_lab.cognitive.modules.module import Module
from afnio_lab.cognitive.modules.split import Split
from afnio_lab.cognitive.modules.sum import Sum

__all__ = [
    "Add",
    "ChatCompletion",
    "DeterministicEvaluator",
    "ExactMatchEvaluator",
    "LMJudgeEvaluator",
    "Module",
    "Split",
    "Sum",
]

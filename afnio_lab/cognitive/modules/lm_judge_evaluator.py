"""afnio's import path ``cognitive.modules.lm_judge_evaluator``.

``LMJudgeEvaluator`` here is the very object ``afnio_lab.cognitive.LMJudgeEvaluator``
(defined in ``afnio_lab.cognitive.lm_modules``).
"""

from afnio_lab.cognitive.lm_modules import LMJudgeEvaluator

__all__ = ["LMJudgeEvaluator"]

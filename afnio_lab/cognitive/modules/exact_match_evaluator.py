"""afnio's import path ``cognitive.modules.exact_match_evaluator``.

``ExactMatchEvaluator`` here is the very object ``afnio_lab.cognitive.ExactMatchEvaluator``
(defined in ``afnio_lab.cognitive.lm_modules``).
"""

from afnio_lab.cognitive.lm_modules import ExactMatchEvaluator

__all__ = ["ExactMatchEvaluator"]

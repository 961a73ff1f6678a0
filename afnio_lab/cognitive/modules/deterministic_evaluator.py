"""afnio's import path ``cognitive.modules.deterministic_evaluator``.

``DeterministicEvaluator`` here is the very object ``afnio_lab.cognitive.DeterministicEvaluator``
(defined in ``afnio_lab.cognitive.lm_modules``).
"""

from afnio_lab.cognitive.lm_modules import DeterministicEvaluator

__all__ = ["DeterministicEvaluator"]

"""Functional forms of the ops (``import afnio_lab.cognitive.functional as F``)."""

from __future__ import annotations

from typing import Any

from afnio_lab.autodiff.ops.basic import Add, Split, Sum
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive.functional_lm import (
    chat_completion,
    deterministic_evaluator,
    exact_match_evaluator,
    lm_judge_evaluator,
)


def add(x: Variable, y: Variable) -> Variable:
    """``x + y`` as an op (see :class:`~afnio_lab.autodiff.ops.basic.Add`)."""
    return Add.apply(x, y)


def sum(x: list[Variable]) -> Variable:
    """Combine a list of Variables (see :class:`~afnio_lab.autodiff.ops.basic.Sum`)."""
    return Sum.apply(x)


def split(x: Variable, sep: Any = None, maxsplit: Any = -1) -> tuple[Variable, ...]:
    """``str.split`` per sample (see :class:`~afnio_lab.autodiff.ops.basic.Split`)."""
    return Split.apply(x, sep=sep, maxsplit=maxsplit)


__all__ = [
    "add",
    "chat_completion",
    "deterministic_evaluator",
    "exact_match_evaluator",
    "lm_judge_evaluator",
    "split",
    "sum",
]

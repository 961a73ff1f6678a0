"""Functional forms of the LM ops and evaluators (re-exported by ``cognitive.functional``)."""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

from afnio_lab.autodiff.ops.chat_completion import ChatCompletion
from afnio_lab.autodiff.ops.evaluators import (
    DeterministicEvaluator,
    ExactMatchEvaluator,
    LMJudgeEvaluator,
)
from afnio_lab.autodiff.variable import Variable
from afnio_lab.models.base import ChatCompletionModel


def chat_completion(
    forward_model_client: ChatCompletionModel,
    messages: list[dict[str, Any]],
    inputs: dict[str, Any] | None = None,
    **completion_args: Any,
) -> Variable:
    """Call a chat model as an op (see
    :class:`~afnio_lab.autodiff.ops.chat_completion.ChatCompletion`)."""
    return ChatCompletion.apply(forward_model_client, messages, inputs, **completion_args)


def deterministic_evaluator(
    prediction: Variable,
    target: Any,
    eval_fn: Callable[[Any, Any], Any],
    eval_fn_purpose: str | Variable,
    success_fn: Callable[[Any], bool] | None,
    reduction_fn: Callable[[list[Any]], Any] | None,
    reduction_fn_purpose: str | Variable | None,
) -> tuple[Variable, Variable]:
    """Score with ``eval_fn`` per sample (see ``DeterministicEvaluator``)."""
    return DeterministicEvaluator.apply(
        prediction,
        target,
        eval_fn,
        eval_fn_purpose,
        success_fn,
        reduction_fn,
        reduction_fn_purpose,
    )


def exact_match_evaluator(
    prediction: Variable,
    target: Any,
    reduction_fn: Callable[[list[Any]], Any] | None = builtins.sum,
    reduction_fn_purpose: str | Variable | None = "summation",
) -> tuple[Variable, Variable]:
    """1 when prediction equals target, else 0 (see ``ExactMatchEvaluator``)."""
    return ExactMatchEvaluator.apply(prediction, target, reduction_fn, reduction_fn_purpose)


def lm_judge_evaluator(
    forward_model_client: ChatCompletionModel,
    messages: list[dict[str, Any]],
    prediction: Variable,
    target: Any = None,
    inputs: dict[str, Any] | None = None,
    success_fn: Callable[[Any], bool] | None = None,
    reduction_fn: Callable[[list[Any]], Any] | None = builtins.sum,
    reduction_fn_purpose: str | Variable | None = "summation",
    eval_mode: bool = True,
    **completion_args: Any,
) -> tuple[Variable, Variable]:
    """Score with a judge model (see ``LMJudgeEvaluator``)."""
    return LMJudgeEvaluator.apply(
        forward_model_client,
        messages,
        prediction,
        target,
        inputs,
        success_fn,
        reduction_fn,
        reduction_fn_purpose,
        eval_mode,
        **completion_args,
    )


__all__ = [
    "chat_completion",
    "deterministic_evaluator",
    "exact_match_evaluator",
    "lm_judge_evaluator",
]

"""Module wrappers for the LM ops and evaluators (spec §7.2).

Each ``forward`` first stores its configuration as registered members (the model client, the
chat, the completion config, functions, purpose buffers), so a module tree shows what it
last ran with in ``named_models``/``named_chats``/``state_dict``, then calls the op.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

from afnio_lab.autodiff.ops import chat_completion, evaluators
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive._members import is_plain_function
from afnio_lab.cognitive.module import Module
from afnio_lab.models.base import ChatCompletionModel


def _as_variable(value: Any) -> Variable | None:
    if value is None or isinstance(value, Variable):
        return value
    return Variable(value)


class ChatCompletion(Module):
    """``ChatCompletion()(forward_model_client, messages, inputs=None, **completion_args)``."""

    def __init__(self) -> None:
        super().__init__()
        self.register_model("forward_model_client", None)
        self.register_chat("messages", None)
        self.register_completion_config("completion_args", None)

    def forward(
        self,
        forward_model_client: ChatCompletionModel,
        messages: list[dict[str, Any]],
        inputs: dict[str, Any] | None = None,
        **completion_args: Any,
    ) -> Variable:
        self.forward_model_client = forward_model_client
        self.messages = messages
        self.completion_args = dict(completion_args)
        return chat_completion.ChatCompletion.apply(
            forward_model_client, messages, inputs, **completion_args
        )


class _Evaluator(Module):
    """Shared registration of reduction settings."""

    def __init__(self) -> None:
        super().__init__()
        self.register_function("reduction_fn", None)
        self.register_buffer("reduction_fn_purpose", None)

    def _remember_function(self, name: str, fn: Any) -> None:
        """Register ``fn`` when a state dict can hold it (other callables are used, not kept)."""
        setattr(self, name, fn if fn is None or is_plain_function(fn) else None)

    def _remember_reduction(self, reduction_fn: Any, reduction_fn_purpose: Any) -> None:
        self._remember_function("reduction_fn", reduction_fn)
        self.reduction_fn_purpose = _as_variable(reduction_fn_purpose)


class DeterministicEvaluator(_Evaluator):
    """``DeterministicEvaluator()(prediction, target, eval_fn, eval_fn_purpose, success_fn,
    reduction_fn, reduction_fn_purpose)``; the purposes are kept as Variable buffers."""

    def __init__(self) -> None:
        super().__init__()
        self.register_function("eval_fn", None)
        self.register_function("success_fn", None)
        self.register_buffer("eval_fn_purpose", None)

    def forward(
        self,
        prediction: Variable,
        target: Any,
        eval_fn: Callable[[Any, Any], Any],
        eval_fn_purpose: str | Variable,
        success_fn: Callable[[Any], bool] | None,
        reduction_fn: Callable[[list[Any]], Any] | None,
        reduction_fn_purpose: str | Variable | None,
    ) -> tuple[Variable, Variable]:
        self._remember_function("eval_fn", eval_fn)
        self._remember_function("success_fn", success_fn)
        self.eval_fn_purpose = _as_variable(eval_fn_purpose)
        self._remember_reduction(reduction_fn, reduction_fn_purpose)
        return evaluators.DeterministicEvaluator.apply(
            prediction,
            target,
            eval_fn,
            self.eval_fn_purpose,
            success_fn,
            reduction_fn,
            self.reduction_fn_purpose,
        )


class ExactMatchEvaluator(_Evaluator):
    """``ExactMatchEvaluator()(prediction, target, reduction_fn=sum,
    reduction_fn_purpose="summation")``."""

    def forward(
        self,
        prediction: Variable,
        target: Any,
        reduction_fn: Callable[[list[Any]], Any] | None = builtins.sum,
        reduction_fn_purpose: str | Variable | None = "summation",
    ) -> tuple[Variable, Variable]:
        self._remember_reduction(reduction_fn, reduction_fn_purpose)
        return evaluators.ExactMatchEvaluator.apply(
            prediction, target, reduction_fn, self.reduction_fn_purpose
        )


class LMJudgeEvaluator(_Evaluator):
    """``LMJudgeEvaluator()(forward_model_client, messages, prediction, target=None,
    inputs=None, success_fn=None, reduction_fn=sum, reduction_fn_purpose="summation",
    eval_mode=True, **completion_args)``."""

    def __init__(self) -> None:
        super().__init__()
        self.register_model("forward_model_client", None)
        self.register_chat("messages", None)
        self.register_function("success_fn", None)
        self.register_completion_config("completion_args", None)

    def forward(
        self,
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
        self.forward_model_client = forward_model_client
        self.messages = messages
        self.completion_args = dict(completion_args)
        self._remember_function("success_fn", success_fn)
        self._remember_reduction(reduction_fn, reduction_fn_purpose)
        return evaluators.LMJudgeEvaluator.apply(
            forward_model_client,
            messages,
            prediction,
            target,
            inputs,
            success_fn,
            reduction_fn,
            self.reduction_fn_purpose,
            eval_mode,
            **completion_args,
        )


__all__ = ["ChatCompletion", "DeterministicEvaluator", "ExactMatchEvaluator", "LMJudgeEvaluator"]

"""Textual Gradient Descent: rewrite each parameter so that it addresses its feedback.

For every parameter with gradients, the optimizer model gets the parameter's role and
value, all its feedback texts, the constraints, and (with ``momentum > 0``) its last values
with their feedback; it answers with ``<IMPROVED_VARIABLE>…</IMPROVED_VARIABLE>``.
New values are all computed first and assigned only when every parameter succeeded: a
failed step leaves every parameter, gradient and momentum buffer as it was.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from typing import Any

from afnio_lab._tracing import call_origin
from afnio_lab.autodiff.executors import parallel_map
from afnio_lab.autodiff.grad_mode import enable_grad
from afnio_lab.autodiff.ops import lm_calls, prompts
from afnio_lab.autodiff.variable import Variable
from afnio_lab.models import protocol as p
from afnio_lab.models.base import ChatCompletionModel
from afnio_lab.optim.optimizer import Optimizer

MomentumBuffer = list[tuple[Variable, list[Variable]]]


def default_messages() -> list[dict[str, Any]]:
    """afnio's placeholder messages; TGD swaps in :mod:`~afnio_lab.autodiff.ops.prompts` texts."""
    return [
        {
            "role": "system",
            "content": [Variable(prompts.TGD_SYSTEM_PLACEHOLDER, role=prompts.TGD_SYSTEM_ROLE)],
        },
        {
            "role": "user",
            "content": [Variable(prompts.TGD_USER_PLACEHOLDER, role=prompts.TGD_USER_ROLE)],
        },
    ]


def _text(value: Any) -> str:
    return str(value.data if isinstance(value, Variable) else value)


def _fill(template: str, fields: dict[str, str]) -> str:
    """Replace ``{name}`` for known names only; other braces stay as they are."""
    return re.sub(r"\{(\w+)\}", lambda m: fields.get(m.group(1), m.group(0)), template)


def _items(texts: list[str]) -> str:
    return "\n".join(f"<ITEM>{t}</ITEM>" for t in texts)


def _fields(
    param: Variable,
    grads: list[Variable],
    history: MomentumBuffer,
    constraints: list[Any],
    inputs: dict[str, Any],
) -> dict[str, str]:
    constraint_texts = [_text(c) for c in constraints]
    past = [
        f"<ITEM><PAST_VALUE>{_text(snap)}</PAST_VALUE>"
        f"<PAST_FEEDBACK>{_items([_text(g) for g in old])}</PAST_FEEDBACK></ITEM>"
        for snap, old in history
    ]
    context = [p.wrap(p.INPUT_TAG, _text(v), name=k) for k, v in inputs.items()]
    fields = {k: _text(v) for k, v in inputs.items()}
    fields.update(
        {
            "variable_role": str(param.role or ""),
            "current_value": _text(param),
            "feedback": _items([_text(g) for g in grads]),
            "constraints": prompts.TGD_CONSTRAINTS_SECTION.format(items=_items(constraint_texts))
            if constraint_texts
            else "",
            "history": prompts.TGD_HISTORY_SECTION.format(items="\n".join(past)) if past else "",
            "context": prompts.TGD_CONTEXT_SECTION.format(items="\n".join(context))
            if context
            else "",
        }
    )
    return fields


def build_messages(messages: list[dict[str, Any]], fields: dict[str, str]) -> list[dict[str, str]]:
    """Provider messages from the group's messages (placeholders become our prompts)."""
    out = []
    for msg in messages:
        text = "\n".join(_text(v) for v in msg["content"])
        if text == prompts.TGD_SYSTEM_PLACEHOLDER:
            text = prompts.TGD_SYSTEM_PROMPT
        elif text == prompts.TGD_USER_PLACEHOLDER:
            text = _fill(prompts.TGD_USER_PROMPT, fields)
        else:
            text = _fill(text, fields)
        out.append({"role": msg["role"], "content": text})
    return out


def propose(
    params: list[Variable],
    grads: list[list[Variable]],
    momentum_buffer_list: list[MomentumBuffer | None],
    model_client: ChatCompletionModel,
    messages: list[dict[str, Any]],
    inputs: dict[str, Any],
    constraints: list[Any],
    momentum: int,
    **completion_args: Any,
) -> list[str]:
    """The improved value of each parameter (concurrently); assigns nothing."""
    client = lm_calls.check_client(model_client, "model_client")

    def one(i: int) -> str:
        param = params[i]
        history = (momentum_buffer_list[i] or [])[-momentum:] if momentum > 0 else []
        fields = _fields(param, grads[i], history, constraints, inputs)
        request = build_messages(messages, fields)
        with call_origin(phase="optimizer", label=str(param.role or f"parameter {i}")):
            return lm_calls.ask_structured(
                client,
                request,
                p.parse_improved_variable,
                what="the optimizer's reply",
                schema=("improved_variable", p.IMPROVED_VARIABLE_SCHEMA),
                **completion_args,
            )

    return parallel_map(one, list(range(len(params))), limit=client.max_concurrency)


def commit(
    params: list[Variable],
    grads: list[list[Variable]],
    new_values: list[str],
    momentum_buffer_list: list[MomentumBuffer | None],
    momentum: int,
) -> None:
    """Assign new values and record (value before, gradients) in the momentum buffers."""
    for i, (param, value) in enumerate(zip(params, new_values)):
        if momentum > 0:
            snapshot = copy.deepcopy(param)
            buffer = momentum_buffer_list[i]
            if buffer is None:
                buffer = momentum_buffer_list[i] = []
            buffer.append((snapshot, list(grads[i])))
            del buffer[:-momentum]
        param.data = value


def tgd(
    params: list[Variable],
    grads: list[list[Variable]],
    momentum_buffer_list: list[MomentumBuffer | None],
    model_client: ChatCompletionModel,
    messages: list[dict[str, Any]],
    inputs: dict[str, Any] | None,
    constraints: list[Any] | None,
    momentum: int,
    **completion_args: Any,
) -> None:
    """Functional TGD: update ``params`` in place and ``momentum_buffer_list`` in place."""
    if not (len(params) == len(grads) == len(momentum_buffer_list)):
        raise ValueError(
            f"params, grads and momentum_buffer_list must have the same length, got "
            f"{len(params)}, {len(grads)} and {len(momentum_buffer_list)}."
        )
    values = propose(
        params,
        grads,
        momentum_buffer_list,
        model_client,
        messages,
        inputs or {},
        constraints or [],
        momentum,
        **completion_args,
    )
    commit(params, grads, values, momentum_buffer_list, momentum)


class TGD(Optimizer):
    """``TGD(params, model_client, messages=TGD_MESSAGES, inputs=None, constraints=None,
    momentum=0, **completion_args)``.

    ``step(closure=None)`` runs ``closure()`` first (it should return ``(score,
    explanation)``) and returns its result, or ``(None, None)`` without a closure.
    """

    def __init__(
        self,
        params: Any,
        model_client: ChatCompletionModel,
        messages: list[dict[str, Any]] | None = None,
        inputs: dict[str, Any] | None = None,
        constraints: list[Any] | None = None,
        momentum: int = 0,
        **completion_args: Any,
    ) -> None:
        lm_calls.check_client(model_client, "model_client")
        if not isinstance(momentum, int) or isinstance(momentum, bool) or momentum < 0:
            raise ValueError(f"momentum must be an int >= 0, got {momentum!r}.")
        if constraints is not None and not isinstance(constraints, list):
            raise TypeError("`constraints` must be a list of str or Variables.")
        if inputs is not None and not isinstance(inputs, dict):
            raise TypeError("`inputs` must be a dict of name -> str or Variable.")
        defaults = {
            "model_client": model_client,
            "messages": default_messages() if messages is None else messages,
            "inputs": {} if inputs is None else inputs,
            "constraints": [] if constraints is None else constraints,
            "momentum": momentum,
            "completion_args": completion_args,
        }
        super().__init__(params, defaults)

    def step(self, closure: Callable[[], Any] | None = None) -> Any:
        result: Any = (None, None)
        if closure is not None:
            with enable_grad():
                result = closure()
        plans = []
        for group in self.param_groups:
            chosen = [q for q in group["params"] if q.requires_grad and q.grad]
            grads = [list(q.grad) for q in chosen]
            buffers = [self.state[q].get("momentum_buffer") for q in chosen]
            values = propose(
                chosen,
                grads,
                buffers,
                group["model_client"],
                group["messages"],
                group["inputs"],
                group["constraints"],
                group["momentum"],
                **group["completion_args"],
            )
            plans.append((group, chosen, grads, buffers, values))
        for group, chosen, grads, buffers, values in plans:  # every proposal succeeded
            commit(chosen, grads, values, buffers, group["momentum"])
            if group["momentum"] > 0:
                for q, buffer in zip(chosen, buffers):
                    self.state[q]["momentum_buffer"] = buffer
        return result


__all__ = ["TGD", "default_messages", "tgd"]

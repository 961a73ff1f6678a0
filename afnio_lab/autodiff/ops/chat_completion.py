"""``ChatCompletion``: a language-model call as a differentiable op.

Forward sends each sample's messages to the forward model and returns the reply (a list
for a batch). Backward asks the *backward* model (``get_backward_model_client()``) for
feedback on every Variable that requires grad, one call per sample, and combines the
per-sample feedback for each Variable (``<ITEM>`` per sample).
"""

from __future__ import annotations

from typing import Any

from afnio_lab._tracing import call_origin
from afnio_lab.autodiff.executors import parallel_map
from afnio_lab.autodiff.function import Function
from afnio_lab.autodiff.ops import lm_calls, prompts
from afnio_lab.autodiff.ops.messages import validate_multi_turn_messages
from afnio_lab.autodiff.variable import Variable
from afnio_lab.models import protocol as p
from afnio_lab.models.backward_client import get_backward_model_client
from afnio_lab.models.base import ChatCompletionModel


def _sample_label(sample: int | None) -> str | None:
    return None if sample is None else f"sample {sample}"


def chat_call(
    client: ChatCompletionModel,
    rendered: list[lm_calls.ProviderMessages],
    batched: bool,
    completion_args: dict[str, Any],
) -> list[str]:
    """Send every sample's messages (concurrently under a threaded executor)."""

    def one(i: int) -> str:
        with call_origin(label=_sample_label(i if batched else None)):
            return client.respond(rendered[i], **completion_args).text

    return parallel_map(one, list(range(len(rendered))), limit=client.max_concurrency)


class _Marked:
    """A differentiable Variable as the backward model sees it."""

    def __init__(self, var: Variable, where: str, samples: list[int] | None) -> None:
        self.var = var
        self.where = where
        self.samples = samples  # None: in every sample


def marked_variables(
    messages: list[dict[str, Any]], inputs: dict[str, Any]
) -> tuple[list[_Marked], list[Variable], list[Variable]]:
    """Distinct Variables needing grad (first occurrence wins) and the edge-ordered lists."""
    marked: list[_Marked] = []
    seen: set[int] = set()
    msg_vars: list[Variable] = []
    input_vars: list[Variable] = []
    for i, msg in enumerate(messages):
        for var in msg["content"]:
            msg_vars.append(var)
            if var.requires_grad and id(var) not in seen:
                seen.add(id(var))
                marked.append(_Marked(var, f"message {i} ({msg['role']})", None))
    for name, value in inputs.items():
        items = value if isinstance(value, list) else [value]
        for j, var in enumerate(items):
            if not isinstance(var, Variable):
                continue
            input_vars.append(var)
            if var.requires_grad and id(var) not in seen:
                seen.add(id(var))
                own = [j] if isinstance(value, list) else None
                marked.append(_Marked(var, f"{p.WHERE_INPUT} {name}", own))
    return marked, msg_vars, input_vars


def feedback_prompt(
    messages: list[dict[str, Any]],
    inputs: dict[str, Any],
    sample: int | None,
    marked: list[_Marked],
    response: str,
    feedback: str,
    allowed: list[str] | None = None,
) -> tuple[lm_calls.ProviderMessages, list[_Marked]]:
    """The backward model's request for one sample, and the Variables it marks (in order).
    ``allowed``: the answers the response format's enum allowed, which say what kind of
    answer the response is (a label of a fixed set, not free text)."""
    here = [m for m in marked if m.samples is None or sample in m.samples]
    index = {id(m.var): k + 1 for k, m in enumerate(here)}
    conversation = []
    for msg in messages:
        parts = []
        for var in msg["content"]:
            text = str(lm_calls.value_at(var, sample))
            k = index.get(id(var))
            if k is not None:
                where = next(m.where for m in here if m.var is var)
                text = p.wrap(p.VARIABLE_TAG, text, index=k, role=var.role, where=where)
            parts.append(text)
        conversation.append(p.wrap(p.MESSAGE_TAG, "\n".join(parts), role=msg["role"]))
    input_lines = []
    for name, value in inputs.items():
        raw = value[sample if sample is not None else 0] if isinstance(value, list) else value
        text = str(lm_calls.value_at(raw, sample if not isinstance(value, list) else None))
        k = index.get(id(raw)) if isinstance(raw, Variable) else None
        if k is not None:
            where = f"{p.WHERE_INPUT} {name}"
            input_lines.append(p.wrap(p.VARIABLE_TAG, text, index=k, role=raw.role, where=where))
        else:
            input_lines.append(p.wrap(p.INPUT_TAG, text, name=name))
    body = [
        f'<{p.FEEDBACK_REQUEST_TAG} count="{len(here)}"/>',
        p.wrap(p.CONVERSATION_TAG, "\n" + "\n".join(conversation) + "\n"),
    ]
    if input_lines:
        body.append(
            "The {placeholders} in the conversation were filled with these values:\n"
            + "\n".join(input_lines)
        )
    body.append(p.wrap(p.RESPONSE_TAG, response))
    if allowed:
        body.append(p.allowed_answers_section(allowed))
    body += [
        p.wrap(p.RESPONSE_FEEDBACK_TAG, feedback),
        f"Give feedback on each of the {len(here)} marked variables, in index order.",
    ]
    request = [
        {"role": "system", "content": prompts.FEEDBACK_SYSTEM_PROMPT},
        {"role": "user", "content": "\n".join(body)},
    ]
    return request, here


def conversation_feedback(
    messages: list[dict[str, Any]],
    inputs: dict[str, Any],
    batch: int | None,
    responses: list[str],
    grad_output: Any,
    marked: list[_Marked],
    allowed: list[str] | None = None,
) -> dict[int, str]:
    """Ask the backward model about each sample; combine the feedback per Variable (by id)."""
    if not marked:
        return {}
    client = get_backward_model_client()
    samples: list[int | None] = list(range(batch)) if batch is not None else [None]

    def one(sample: int | None) -> list[tuple[_Marked, str]]:
        response = responses[sample or 0]
        incoming = lm_calls.sample_feedback(grad_output, sample, batch)
        request, here = feedback_prompt(
            messages, inputs, sample, marked, response, incoming, allowed
        )
        if not here:
            return []
        with call_origin(label=_sample_label(sample)):
            items = lm_calls.ask_structured(
                client,
                request,
                lambda raw: p.parse_feedback(raw, len(here)),
                what="the backward model's feedback",
                schema=("feedback", p.feedback_schema(len(here))),
                count_error=True,
            )
        return list(zip(here, items))

    per_sample = parallel_map(one, samples, limit=client.max_concurrency)
    texts: dict[int, list[str]] = {}
    for pairs in per_sample:
        for m, text in pairs:
            texts.setdefault(id(m.var), []).append(text)
    return {key: lm_calls.combine(found, batch is not None) for key, found in texts.items()}


class ChatCompletion(Function):
    """``ChatCompletion.apply(forward_model_client, messages, inputs=None, **completion_args)``.

    ``messages``: ``[{"role": str, "content": [Variable, ...]}, ...]``; content Variables are
    joined with newlines and ``{placeholders}`` are filled from ``inputs`` with
    ``str.format``. ``inputs`` values: a str, a list of str, a Variable (scalar or list
    data) or a list of Variables; any list makes it a batch (one call per sample). Edges:
    the Variables in ``messages`` (message order, then content order), then those in
    ``inputs`` (dict order).
    """

    uses_model = True

    @classmethod
    def apply(cls, *args: Any, **kwargs: Any) -> Any:
        positional, extra = lm_calls.bind_call(cls.forward, args, kwargs)
        return super().apply(*positional, **extra)

    @staticmethod
    def forward(
        ctx: Any,
        forward_model_client: ChatCompletionModel,
        messages: list[dict[str, Any]],
        inputs: dict[str, Any] | None = None,
        **completion_args: Any,
    ) -> Variable:
        client = lm_calls.check_client(forward_model_client)
        validate_multi_turn_messages(messages)
        checked = lm_calls.check_inputs(inputs)
        batch = lm_calls.batch_size(messages, checked)
        samples = list(range(batch)) if batch is not None else [None]
        rendered = [lm_calls.render(messages, checked, s) for s in samples]
        responses = chat_call(client, rendered, batch is not None, completion_args)
        ctx.save_for_backward(messages, checked)
        ctx.batch = batch
        ctx.responses = responses
        ctx.n_kwargs = len(completion_args)
        ctx.allowed = p.enum_values(completion_args.get("response_format"))
        ctx.inputs_given = inputs is not None
        data: Any = responses if batch is not None else responses[0]
        return Variable(data=data, role=prompts.CHAT_COMPLETION_OUTPUT_ROLE)

    @staticmethod
    def backward(ctx: Any, grad_output: Any) -> tuple[Any, ...]:
        messages, inputs = ctx.saved_variables
        marked, msg_vars, input_vars = marked_variables(messages, inputs)
        texts = conversation_feedback(
            messages, inputs, ctx.batch, ctx.responses, grad_output, marked, ctx.allowed
        )
        given: set[int] = set()

        def grad_for(var: Variable) -> Variable | None:
            if id(var) not in texts or id(var) in given:
                return None  # not differentiable, or a repeat of a Variable already served
            given.add(id(var))
            return lm_calls.feedback_variable(texts[id(var)], var.role)

        msg_grads = tuple(grad_for(v) for v in msg_vars)
        input_grads = tuple(grad_for(v) for v in input_vars)
        inputs_entry = input_grads if ctx.inputs_given else None
        return (None, msg_grads, inputs_entry, *([None] * ctx.n_kwargs))


__all__ = ["ChatCompletion"]

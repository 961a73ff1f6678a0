"""Shared plumbing of the LM ops: batching, message rendering, feedback requests.

A batch is any list: a list of str, a list of Variables, or a Variable whose data is a list
(one value per sample). Each sample is rendered into provider messages (content Variables
joined with newlines, then ``str.format`` with that sample's inputs) and sent as one call;
samples run through :func:`parallel_map`, i.e. concurrently under a threaded executor.
"""

from __future__ import annotations

import functools
import inspect
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from afnio_lab._tracing import checking_replies, get_call_origin
from afnio_lab.autodiff import config
from afnio_lab.autodiff.ops import prompts
from afnio_lab.autodiff.ops.structured import respond_as
from afnio_lab.autodiff.variable import Variable
from afnio_lab.models import protocol as p
from afnio_lab.models.base import ChatCompletionModel, describe_origin

T = TypeVar("T")
ProviderMessages = list[dict[str, str]]


def bind_call(
    forward: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """Every declared argument of ``forward(ctx, ...)`` positionally, plus ``**extra`` kwargs.

    LM ops call ``Function.apply`` with this canonical layout so that their ``backward``
    can return exactly one entry per argument however the user passed them.
    """
    sig = inspect.signature(forward)
    bound = sig.bind(None, *args, **kwargs)
    bound.apply_defaults()
    positional: list[Any] = []
    extra: dict[str, Any] = {}
    for param in list(sig.parameters.values())[1:]:
        if param.kind is inspect.Parameter.VAR_KEYWORD:
            extra = dict(bound.arguments.get(param.name, {}))
        elif param.kind is inspect.Parameter.VAR_POSITIONAL:
            positional.extend(bound.arguments.get(param.name, ()))
        else:
            positional.append(bound.arguments[param.name])
    return tuple(positional), extra


def check_client(client: Any, what: str = "forward_model_client") -> ChatCompletionModel:
    if not isinstance(client, ChatCompletionModel):
        raise TypeError(
            f"`{what}` must be a chat model (afnio_lab.models.ChatCompletionModel, e.g. "
            f"OpenAI() or OfflineModel()), got {type(client).__name__}."
        )
    return client


def check_inputs(inputs: Any) -> dict[str, Any]:
    if inputs is None:
        return {}
    if not isinstance(inputs, Mapping) or not all(isinstance(k, str) for k in inputs):
        raise TypeError(
            "`inputs` must be a dict mapping placeholder names to a str, a list of str, a "
            f"Variable or a list of Variables, got {type(inputs).__name__}."
        )
    for name, value in inputs.items():
        if (
            isinstance(value, list)
            and any(isinstance(v, Variable) for v in value)
            and not all(isinstance(v, Variable) for v in value)
        ):
            raise TypeError(f"inputs[{name!r}] mixes Variables with other values.")
    return dict(inputs)


def batch_size(messages: list[dict[str, Any]], inputs: Mapping[str, Any]) -> int | None:
    """The number of samples, or None for a single (scalar) call."""
    sizes: dict[str, int] = {}
    for i, msg in enumerate(messages):
        for j, var in enumerate(msg["content"]):
            if isinstance(var.data, list):
                sizes[f"messages[{i}].content[{j}]"] = len(var.data)
    for name, value in inputs.items():
        if isinstance(value, list):
            sizes[f"inputs[{name!r}]"] = len(value)
        elif isinstance(value, Variable) and isinstance(value.data, list):
            sizes[f"inputs[{name!r}]"] = len(value.data)
    if not sizes:
        return None
    if len(set(sizes.values())) > 1:
        detail = ", ".join(f"{k} has {n}" for k, n in sizes.items())
        raise ValueError(f"All batched inputs must have the same number of samples: {detail}.")
    return next(iter(sizes.values()))


def value_at(value: Any, sample: int | None) -> Any:
    """One sample's raw value of an input or content entry."""
    if isinstance(value, Variable):
        value = value.data
    if isinstance(value, list):
        item = value[sample if sample is not None else 0]
        return item.data if isinstance(item, Variable) else item
    return value


def render(
    messages: list[dict[str, Any]], inputs: Mapping[str, Any], sample: int | None
) -> ProviderMessages:
    """Provider messages for one sample: contents joined by newlines, then ``str.format``."""
    values = {name: value_at(v, sample) for name, v in inputs.items()}
    out = []
    for i, msg in enumerate(messages):
        text = "\n".join(str(value_at(var, sample)) for var in msg["content"])
        try:
            text = text.format(**values)
        except KeyError as exc:
            raise KeyError(
                f"Message {i} ({msg['role']}) uses the placeholder {{{exc.args[0]}}} but "
                f"`inputs` has no {exc.args[0]!r} key. Pass inputs={{{exc.args[0]!r}: ...}} "
                "or double the braces ({{ }}) to keep them literally."
            ) from None
        except (IndexError, ValueError) as exc:
            raise ValueError(
                f"Message {i} ({msg['role']}) is not a valid template ({exc}): a '{{' or '}}' "
                "that is not a {name} placeholder must be doubled ({{ or }})."
            ) from None
        out.append({"role": msg["role"], "content": text})
    return out


@functools.lru_cache(16)
def split_items(text: str) -> tuple[str, ...] | None:
    """``"<ITEM>a</ITEM><ITEM>b</ITEM>"`` → ``("a", "b")`` (nested ITEMs stay inside their
    item); None when ``text`` is not exactly a sequence of top-level items.

    Cached: each of a batch's n samples picks its item from the same n-item text, which
    would be quadratic in the batch size (the string's hash is computed once and kept)."""
    items: list[str] = []
    pos, depth, start = 0, 0, 0
    for m in _ITEM_TAG.finditer(text):
        if depth == 0:
            if m.group(0) != "<ITEM>" or text[pos : m.start()].strip():
                return None
            start = m.end()
        depth += 1 if m.group(0) == "<ITEM>" else -1
        if depth < 0:
            return None
        if depth == 0:
            items.append(text[start : m.start()])
            pos = m.end()
    if depth != 0 or text[pos:].strip() or not items:
        return None
    return tuple(items)


_ITEM_TAG = re.compile(r"</?ITEM>")


def sample_feedback(grad_output: Any, sample: int | None, n: int | None) -> str:
    """The incoming feedback for one sample: a per-sample list entry, that sample's
    ``<ITEM>`` of a batched text (as evaluators write it, afnio's scalar-gradient shape),
    or the shared text."""
    if grad_output is None:
        return ""
    data = grad_output.data if isinstance(grad_output, Variable) else grad_output
    if isinstance(data, list):
        if n is not None and len(data) == n and sample is not None:
            return "" if data[sample] is None else str(data[sample])
        return "".join(f"<ITEM>{d}</ITEM>" for d in data)
    if isinstance(data, str) and n is not None and n > 1 and sample is not None:
        items = split_items(data)
        if items is not None and len(items) == n:
            return items[sample]
    return "" if data is None else str(data)


def combine(texts: list[str], batched: bool) -> str:
    """Per-sample feedback for one Variable: one text, or ``<ITEM>`` per sample."""
    if not batched or len(texts) == 1:
        return texts[0] if texts else ""
    return "".join(f"<ITEM>{t}</ITEM>" for t in texts)


def feedback_variable(text: str, role: str) -> Variable:
    return Variable(data=text, role=f"feedback to {role}")


@dataclass
class ReplyFailure:
    problem: str
    raw: str


def ask_structured(
    client: ChatCompletionModel,
    messages: ProviderMessages,
    parse: Callable[[str], T],
    *,
    what: str,
    schema: tuple[str, dict[str, Any]] | None = None,
    count_error: bool = False,
    **completion_args: Any,
) -> T:
    """Call ``client`` and parse the reply; retry a malformed reply with a correction note.

    ``schema`` (name, JSON schema) is sent as ``response_format`` where the server takes it
    (:func:`~afnio_lab.autodiff.ops.structured.respond_as`).
    Tries ``1 + BACKWARD_PASS_MAX_RETRIES`` times. Then raises ``ValueError`` when the last
    reply had the wrong number of items (``count_error``), else ``RuntimeError``; both show
    the raw reply and name the graph node.
    """
    attempts = 1 + max(int(config.BACKWARD_PASS_MAX_RETRIES), 0)
    current = messages
    failure: ReplyFailure | None = None
    wrong_count = False
    parsed = ParseOnce(parse)
    for _ in range(attempts):
        with checking_replies(parsed):  # only replies that parse are kept for a resume
            reply = respond_as(client, current, schema, what, completion_args)
        raw = reply.text
        try:
            return parsed(raw)
        except p.ReplyFormatError as exc:
            failure = ReplyFailure(str(exc), raw)
            wrong_count = isinstance(exc, p.ReplyCountError)
            current = _with_correction(messages, raw, str(exc))
    assert failure is not None
    message = (
        f"{describe_origin(get_call_origin())}: {what} could not be used after {attempts} "
        f"attempts: {failure.problem}\nRaw reply:\n{failure.raw}"
    )
    if count_error and wrong_count:
        raise ValueError(message)
    raise RuntimeError(message)


class ParseOnce(Generic[T]):
    """``parse`` run once per reply, though both the model pipeline (which keeps only
    replies that parse) and the caller (which uses the result) ask for it."""

    def __init__(self, parse: Callable[[str], T]) -> None:
        self.parse = parse
        self._raw: str | None = None
        self._value: T | None = None
        self._error: Exception | None = None

    def __call__(self, raw: str) -> T:
        if raw is not self._raw:  # the very text the pipeline checked: its outcome stands
            self._raw, self._value, self._error = raw, None, None
            try:
                self._value = self.parse(raw)
            except Exception as exc:
                self._error = exc
        if self._error is not None:
            raise self._error
        return self._value  # type: ignore[return-value]


def _with_correction(messages: ProviderMessages, raw: str, problem: str) -> ProviderMessages:
    """The original request plus the rejected reply and a note on what was wrong.

    The note goes into the last user message so that the request's tags stay in it.
    """
    note = prompts.REPLY_CORRECTION.format(problem=problem)
    out = [dict(m) for m in messages]
    for m in reversed(out):
        if m["role"] == "user":
            m["content"] = f"{m['content']}\n\nYour previous reply was:\n{raw}\n\n{note}"
            return out
    out.append({"role": "user", "content": f"Your previous reply was:\n{raw}\n\n{note}"})
    return out

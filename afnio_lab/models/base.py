"""Model interfaces: :class:`BaseModel` (provider, config, usage) and the chat interface.

:class:`ChatCompletionModel` owns the call pipeline shared by every client, so swapping the
offline model for OpenAI changes nothing else: validate → cache lookup (by mode; the
policy is :class:`~afnio_lab.models.cache.CallCache`) → retry policy around the concurrency
cap and the client's ``_send`` → usage and cost → call-log record tagged with the caller's
:class:`~afnio_lab._tracing.CallOrigin`.
Subclasses implement only ``_send`` (and optionally ``_asend``).
"""

from __future__ import annotations

import asyncio
import copy
import functools
import logging
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from afnio_lab._tracing import (
    CallOrigin,
    check_cancelled,
    emit,
    get_call_origin,
    get_cancel_event,
    get_reply_check,
    get_reply_memo,
    op_name,
)
from afnio_lab.models._secrets import redact
from afnio_lab.models.activity import get_call_activity
from afnio_lab.models.cache import CacheHit, CallCache, ResponseCache, cache_key, get_cache
from afnio_lab.models.call_log import CallLog, CallRecord, get_call_log
from afnio_lab.models.errors import CacheMissError, ModelCallError, TransientModelError
from afnio_lab.models.pricing import (
    add_usage,
    copy_usage,
    cost_of,
    empty_usage,
    normalize_usage,
    usage_problems,
    zero_usage,
)
from afnio_lab.models.retry import RetryPolicy
from afnio_lab.models.slots import FairSlots
from afnio_lab.models.text import clean_text

Messages = list[dict[str, Any]]
logger = logging.getLogger("afnio_lab.models")

#: Calls in flight per client unless ``max_concurrency`` says otherwise. Hosted APIs take
#: this many at once on their entry tiers (a 429 is retried, honouring ``Retry-After``);
#: a local server (Ollama, llama.cpp) queues what it cannot run.
DEFAULT_MAX_CONCURRENCY = 32


class BaseModel(ABC):
    """Provider, configuration and cumulative token usage (with a USD cost).

    ``deepcopy(model)`` gives the placeholder ``{"class_type", "provider", "usage"}`` that
    state dicts store instead of a live client (which holds sockets and keys).
    """

    def __init__(
        self,
        provider: str | None = None,
        config: Mapping[str, Any] | None = None,
        usage: Mapping[str, Any] | None = None,
    ) -> None:
        self.provider = provider
        self._config: dict[str, Any] = dict(config or {})
        self._usage: dict[str, Any] = empty_usage()
        if usage:
            add_usage(self._usage, normalize_usage(dict(usage)))
        self._usage_lock = threading.Lock()

    def get_provider(self) -> str | None:
        return self.provider

    def get_config(self) -> dict[str, Any]:
        """A copy of the client configuration (never includes an API key)."""
        return copy.deepcopy(self._config)

    def get_usage(self) -> dict[str, Any]:
        """A copy of the cumulative usage."""
        with self._usage_lock:
            return copy_usage(self._usage)

    @abstractmethod
    def update_usage(self, usage: Mapping[str, Any], model_name: str | None = None) -> None:
        """Add one call's usage; ``model_name`` prices it, None copies its ``cost``."""

    def clear_usage(self) -> None:
        """Zero every counter, keeping the dict's structure."""
        with self._usage_lock:
            zero_usage(self._usage)

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[str, Any]:
        return {
            "class_type": type(self).__name__,
            "provider": self.provider,
            "usage": self.get_usage(),
        }

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        for name in self._unpicklable():
            state.pop(name, None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._usage_lock = threading.Lock()
        self._restore_after_unpickle()

    def _unpicklable(self) -> tuple[str, ...]:
        return ("_usage_lock",)

    def _restore_after_unpickle(self) -> None:  # noqa: B027 (optional hook)
        """Recreate locks and clients dropped by ``__getstate__``."""


class TextCompletionModel(BaseModel):
    """Plain text completion (``complete``/``acomplete``). No client ships with one."""

    @abstractmethod
    def complete(self, prompt: str, **kwargs: Any) -> str: ...

    async def acomplete(self, prompt: str, **kwargs: Any) -> str:
        return await asyncio.to_thread(self.complete, prompt, **kwargs)


class EmbeddingModel(BaseModel):
    """Text embeddings (``embed``/``aembed``). No client ships with one."""

    @abstractmethod
    def embed(self, input: list[str], **kwargs: Any) -> list[list[float]]: ...

    async def aembed(self, input: list[str], **kwargs: Any) -> list[list[float]]:
        return await asyncio.to_thread(self.embed, input, **kwargs)


@dataclass(frozen=True)
class ChatResponse:
    """One chat reply: the text, this call's usage, and its call-log record."""

    text: str
    usage: dict[str, Any]
    model: str | None = None  # the model that answered (used for pricing)
    provider: str | None = None  # set when someone other than the client answered
    record: CallRecord | None = None
    cache_hit: bool = False
    retries: int = 0

    @property
    def call_id(self) -> int | None:
        """The call-log id (given when the record is committed, in deterministic order)."""
        return self.record.call_id or None if self.record is not None else None


def content_text(content: Any) -> str:
    """A message's content as plain text (OpenAI content parts are joined by newlines)."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(part.get("text", "")) if isinstance(part, dict) else str(part) for part in content
        )
    return "" if content is None else str(content)


def validate_chat_messages(messages: Any) -> Messages:
    """Provider messages: a list of ``{"role": str, "content": ...}`` dicts."""
    if not isinstance(messages, list):
        raise TypeError(
            "`messages` must be a list of {'role': str, 'content': str} dicts, "
            f"got {type(messages).__name__}."
        )
    for i, msg in enumerate(messages):
        if not isinstance(msg, dict) or "role" not in msg or "content" not in msg:
            raise ValueError(
                f"Message {i} must be a dict with 'role' and 'content' keys, got {msg!r:.80}."
            )
        if not isinstance(msg["role"], str):
            raise TypeError(f"Message {i}: 'role' must be a str, got {type(msg['role']).__name__}.")
    return [dict(m) for m in messages]


def describe_origin(origin: CallOrigin | None) -> str:
    """Human words for where a call came from, e.g. 'ChatCompletion (phase backward, run
    b2)': the op a user wrote, never the node's process-wide id (the origin keeps it)."""
    if origin is None:
        return "a direct call (outside any graph node)"
    bits = [f"phase {origin.phase}"]
    if origin.label:
        bits.append(origin.label)
    if origin.run_id:
        bits.append(f"run {origin.run_id}")
    name = op_name(origin.node_name) if origin.node_name else None
    name = name or ("a direct call" if origin.phase == "direct" else origin.phase)
    return f"{name} ({', '.join(bits)})"


class ChatCompletionModel(BaseModel):
    """A chat model: ``chat(messages, **params) -> str`` and ``respond`` (text plus usage).

    Pipeline options shared by all clients:

    - ``cache``: a :class:`ResponseCache` for this client; default: the process-wide one
      (:func:`set_cache`), which is off unless you turn it on.
    - ``retry``: a :class:`RetryPolicy` for transient failures.
    - ``max_concurrency``: at most this many calls of this client in flight at once
      (default :data:`DEFAULT_MAX_CONCURRENCY`). Batches, independent backward nodes and
      optimizer steps run concurrently up to it with no other setup.
    - ``call_log``: where records go (default: :func:`get_call_log`).
    """

    def __init__(
        self,
        provider: str | None = None,
        config: Mapping[str, Any] | None = None,
        usage: Mapping[str, Any] | None = None,
        *,
        cache: ResponseCache | None = None,
        retry: RetryPolicy | None = None,
        max_concurrency: int | None = None,
        call_log: CallLog | None = None,
    ) -> None:
        super().__init__(provider, config, usage)
        if max_concurrency is None:
            max_concurrency = DEFAULT_MAX_CONCURRENCY
        if not isinstance(max_concurrency, int) or max_concurrency < 1:
            raise ValueError(f"max_concurrency must be an int >= 1, got {max_concurrency!r}.")
        self.cache = cache
        self.retry_policy = retry or RetryPolicy()
        self.max_concurrency = max_concurrency
        self.call_log = call_log
        self._semaphore = FairSlots(max_concurrency)

    # --- public API ---------------------------------------------------------------------------

    def chat(self, messages: Messages | None = None, **kwargs: Any) -> str:
        """Send ``messages`` and return the reply text."""
        return self.respond(messages, **kwargs).text

    async def achat(self, messages: Messages | None = None, **kwargs: Any) -> str:
        return (await self.arespond(messages, **kwargs)).text

    def respond(self, messages: Messages | None = None, **kwargs: Any) -> ChatResponse:
        """Send ``messages``; returns text, usage and the call-log record."""
        call = _Call(self, messages, kwargs)
        try:
            return call.lookup() or self._respond_sync(call)
        finally:
            call.release()

    def _respond_sync(self, call: _Call) -> ChatResponse:
        try:
            attempt = functools.partial(self._attempt_sync, call)
            reply = self.retry_policy.call(attempt, get_cancel_event())
        except Exception as exc:
            raise call.fail(exc) from _safe_cause(exc)
        return call.succeed(reply)

    def _attempt_sync(self, call: _Call, number: int) -> ChatResponse:
        """One attempt: a slot under the cap, the client's ``_send``, the reply checked."""
        call.start_attempt(number)
        with self._semaphore:
            call.sent()
            try:
                reply = self._send(call.messages, dict(call.params))
            finally:
                call.returned()
        return checked_reply(reply)

    async def arespond(self, messages: Messages | None = None, **kwargs: Any) -> ChatResponse:
        """Async :meth:`respond` (same pipeline, same checks; the cap is shared with sync)."""
        call = _Call(self, messages, kwargs)
        try:
            return await call.alookup() or await self._respond_async(call)
        finally:
            call.release()

    async def _respond_async(self, call: _Call) -> ChatResponse:
        try:
            reply = await self.retry_policy.acall(functools.partial(self._attempt_async, call))
        except Exception as exc:
            raise call.fail(exc) from _safe_cause(exc)
        return call.succeed(reply)

    async def _attempt_async(self, call: _Call, number: int) -> ChatResponse:
        call.start_attempt(number)
        await self._semaphore.acquire_async()  # in line with threads, no polling
        try:
            call.sent()
            reply = await self._asend(call.messages, dict(call.params))
        finally:
            call.returned()
            self._semaphore.release()
        return checked_reply(reply)

    def _add_usage(self, usage: dict[str, Any]) -> None:
        """Add one call's usage, already normalised and priced (the pipeline's fast path)."""
        if type(self).update_usage is not ChatCompletionModel.update_usage:
            self.update_usage(usage, None)  # a subclass keeps its own accounts
            return
        with self._usage_lock:
            add_usage(self._usage, usage)

    def update_usage(self, usage: Mapping[str, Any], model_name: str | None = None) -> None:
        one = normalize_usage(dict(usage))
        if model_name is not None:
            one["cost"]["amount"] = cost_of(one, model_name) or 0.0
        with self._usage_lock:
            add_usage(self._usage, one)

    # --- for subclasses -----------------------------------------------------------------------

    def _prepare_params(self, params: dict[str, Any]) -> dict[str, Any]:
        """Validate and complete the completion parameters (e.g. require ``model``)."""
        return params

    def _effective_provider(self) -> str | None:
        """The provider that really answers (differs for an offline fallback)."""
        return self.provider

    @abstractmethod
    def _send(self, messages: Messages, params: dict[str, Any]) -> ChatResponse:
        """One attempt. Raise :class:`TransientModelError` for failures worth retrying."""

    async def _asend(self, messages: Messages, params: dict[str, Any]) -> ChatResponse:
        return await asyncio.to_thread(self._send, messages, params)

    def _unpicklable(self) -> tuple[str, ...]:
        return (*super()._unpicklable(), "_semaphore", "call_log")

    def _restore_after_unpickle(self) -> None:
        self._semaphore = FairSlots(self.max_concurrency)
        self.call_log = None  # a restored client writes to the process-wide log


def _safe_cause(exc: BaseException) -> BaseException | None:
    """Chain the original error unless its text would leak a secret."""
    return exc if redact(str(exc)) == str(exc) else None


def checked_reply(reply: Any) -> ChatResponse:
    """One validation for every client and both paths: a reply without text is a garbled
    response (retried); odd text is cleaned, odd usage is kept for :func:`usage_problems`."""
    if not isinstance(reply, ChatResponse):
        raise TransientModelError(f"malformed response: expected a reply, got {reply!r:.120}")
    text = clean_text(reply.text)
    if text is reply.text:
        return reply
    return ChatResponse(text, reply.usage, reply.model, reply.provider)


def _memo_key(
    origin: CallOrigin | None,
    key: str | None,
    model: str | None,
    messages: Messages,
    params: dict[str, Any],
    provider: str | None,
) -> tuple[str | None, str | None, str] | None:
    """A request's key in a node's reply memo; None (never served again) when it has
    values that cannot be keyed (JSON-less params are fine without a cache)."""
    if key is None:
        try:
            key = cache_key(model, messages, params, provider)
        except TypeError:
            return None
    o = origin or CallOrigin()
    return (o.phase, o.label, key)


def _usable(check: Callable[[str], Any] | None, text: str) -> bool:
    """Whether the caller can use this reply (its :func:`checking_replies` check)."""
    if check is None:
        return True
    try:
        check(text)
    except Exception:  # the caller raises it again, with its own message
        return False
    return True


class _Call:
    """One logical call going through the pipeline; builds its call-log record.

    The record is committed through :func:`~afnio_lab._tracing.emit`: at once for a direct
    call, or in its turn when the call runs inside concurrent work (the log then reads in the
    same order as a sequential run, and ids are given in that order).
    """

    def __init__(self, client: ChatCompletionModel, messages: Any, params: dict[str, Any]):
        self.client = client
        self.messages = validate_chat_messages(messages)
        self.params = client._prepare_params(dict(params))
        self.model = self.params.get("model")
        self.origin = get_call_origin()
        self.started = time.time()
        self.t0 = time.perf_counter()
        self.attempts = 0
        self.sent_at: float | None = None
        self.returned_at: float | None = None
        self.provider = client._effective_provider()
        self.memo = get_reply_memo()
        self.check = get_reply_check()
        self.cached = CallCache(
            client.cache if client.cache is not None else get_cache(),
            self.model,
            self.messages,
            self.params,
            self.provider,
            functools.partial(_usable, self.check),  # no cycle through this call
        )
        self.key = self.cached.key

    def check_cancelled(self) -> None:
        check_cancelled(lambda: f"model call from {describe_origin(self.origin)}")

    def start_attempt(self, number: int) -> None:
        """Count an attempt; a pass that was interrupted sends no new request."""
        self.attempts = number
        self.check_cancelled()

    def sent(self) -> None:
        if self.sent_at is None:
            self.sent_at = time.time()
        get_call_activity().request_sent()

    def returned(self) -> None:
        self.returned_at = time.time()
        get_call_activity().request_returned()

    def _record(self, **fields: Any) -> CallRecord:
        o = self.origin or CallOrigin()
        record = CallRecord(
            call_id=0,
            phase=o.phase,
            node_id=o.node_id,
            node_name=o.node_name,
            run_id=o.run_id,
            label=o.label,
            client=type(self.client).__name__,
            provider=self.provider,
            model=self.model,
            messages=self.messages,
            params=dict(self.params),
            response=None,
            cache_key=self.key,
            started_at=self.started,
            latency_s=time.perf_counter() - self.t0,
            retries=max(self.attempts - 1, 0),
            sent_at=self.sent_at,
            returned_at=self.returned_at,
            max_concurrency=self.client.max_concurrency,
        )
        for name, value in fields.items():
            setattr(record, name, value)
        log = self.client.call_log if self.client.call_log is not None else get_call_log()
        emit(functools.partial(log.append, record))
        return record

    def lookup(self) -> ChatResponse | None:
        """A memo or cache hit, None to go ahead, or raise on a replay-only miss (the
        cache's policy: :class:`~afnio_lab.models.cache.CallCache`)."""
        if self.memo is not None:
            kept = self.memo.take(self._memo_key_of())
            if kept is not None:  # this node failed earlier and is resumed: no new request
                return kept
        hit = self.cached.lookup(self.check_cancelled)
        if hit is not None:
            return self._served(hit)
        if self.cached.missed:
            message = self.cached.miss_message(describe_origin(self.origin))
            record = self._record(error=message)
            o = self.origin or CallOrigin()
            raise CacheMissError(
                redact(message), record=record, node_name=o.node_name, node_id=o.node_id
            )
        return None

    async def alookup(self) -> ChatResponse | None:
        """:meth:`lookup` without blocking the event loop while an identical call is sent."""
        if self.cached.waits:
            return await asyncio.to_thread(self.lookup)
        return self.lookup()

    def release(self) -> None:
        self.cached.release()

    def _served(self, hit: CacheHit) -> ChatResponse:
        usage = normalize_usage(hit.reply.usage)
        fields: dict[str, Any] = {}
        if hit.replayed_without:
            fields = {"cache_key": hit.key, "extra": {"replayed_without": [*hit.replayed_without]}}
        record = self._record(
            response=hit.reply.text,
            prompt_tokens=usage["prompt_tokens"],
            completion_tokens=usage["completion_tokens"],
            cost=0.0,
            cache_hit=True,
            **fields,
        )
        return ChatResponse(hit.reply.text, usage, hit.reply.model, None, record, True, 0)

    def succeed(self, reply: ChatResponse) -> ChatResponse:
        problems = usage_problems(reply.usage)
        usage = normalize_usage(reply.usage)
        priced_model = reply.model or self.model
        cost = None if problems else cost_of(usage, priced_model)
        usage["cost"]["amount"] = cost or 0.0
        self.client._add_usage(usage)
        usable = self._usable(reply.text)
        self.cached.record(reply.text, usage, usable)
        record = self._record(
            response=reply.text,
            prompt_tokens=usage["prompt_tokens"],
            completion_tokens=usage["completion_tokens"],
            cost=cost,
            provider=reply.provider or self.provider,
        )
        if problems:
            record.extra["usage_unknown"] = problems
        if not usable:
            record.extra["unusable"] = True  # its caller could not use it (e.g. not JSON)
        response = ChatResponse(
            reply.text,
            usage,
            priced_model,
            reply.provider,
            record,
            False,
            max(self.attempts - 1, 0),
        )
        if self.memo is not None and usable:  # a resume sends an unusable one again
            self.memo.keep(self._memo_key_of(), response)
        return response

    def _usable(self, text: str) -> bool:
        return _usable(self.check, text)

    def _memo_key_of(self) -> Callable[[], tuple[str | None, str | None, str] | None]:
        """How the node's reply memo keys this request (it hashes only on a resume; the
        partial holds no reference to this call, so a memo makes no reference cycle)."""
        return functools.partial(
            _memo_key,
            self.origin,
            self.key,
            self.model,
            self.messages,
            self.params,
            self.provider,
        )

    def fail(self, exc: Exception) -> ModelCallError:
        attempts = max(self.attempts, 1)
        detail = redact(f"{type(exc).__name__}: {exc}").rstrip(".")
        message = (
            f"Model call {{call}}from {describe_origin(self.origin)} failed after "
            f"{attempts} attempt{'s' if attempts != 1 else ''}: {detail}. "
            "Results computed before this call are kept."
        )
        record = self._record(error=detail)
        o = self.origin or CallOrigin()
        return ModelCallError(
            message,
            record=record,
            node_name=o.node_name,
            node_id=o.node_id,
            attempts=attempts,
            cause=detail,
        )

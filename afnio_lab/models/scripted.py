"""A scripted chat model for tests and demos: replies from a list or a function.

Unlike the offline model it follows no rules of its own; you decide every reply. Calls
still go through the whole pipeline (cache, retries, call log), and ``calls`` keeps the
messages each call received.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from afnio_lab.models.base import ChatCompletionModel, ChatResponse, Messages
from afnio_lab.models.offline import word_usage

Responder = Callable[[Messages], str]


class ScriptedModel(ChatCompletionModel):
    """``ScriptedModel(["a", "b"])`` replies "a" then "b"; ``ScriptedModel(fn)`` replies
    ``fn(messages)``. Running out of listed replies raises a ``RuntimeError``."""

    def __init__(
        self,
        replies: Iterable[str] | Responder,
        *,
        model: str = "scripted",
        usage: Mapping[str, Any] | None = None,
        **pipeline: Any,
    ) -> None:
        super().__init__("scripted", {"model": model}, usage, **pipeline)
        self.model = model
        self._fn: Responder | None = replies if callable(replies) else None
        self._replies = [] if callable(replies) else list(replies)
        self._lock = threading.Lock()
        self.calls: list[Messages] = []

    def _prepare_params(self, params: dict[str, Any]) -> dict[str, Any]:
        return {"model": self.model, **params}

    def _send(self, messages: Messages, params: dict[str, Any]) -> ChatResponse:
        with self._lock:
            self.calls.append(messages)
            if self._fn is None:
                if not self._replies:
                    raise RuntimeError(
                        f"ScriptedModel ran out of replies after {len(self.calls) - 1} calls; "
                        "give it more replies or a function."
                    )
                reply = self._replies.pop(0)
        if self._fn is not None:
            reply = self._fn(messages)
        return ChatResponse(reply, word_usage(messages, reply), self.model)

    def _unpicklable(self) -> tuple[str, ...]:
        return (*super()._unpicklable(), "_lock", "_fn")

    def _restore_after_unpickle(self) -> None:
        super()._restore_after_unpickle()
        self._lock = threading.Lock()
        self._fn = None

    def __repr__(self) -> str:
        return f"ScriptedModel(model={self.model!r}, calls={len(self.calls)})"

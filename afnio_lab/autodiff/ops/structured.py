"""Structured replies: ask for JSON with ``response_format`` where the server takes it.

Backward's feedback, the LM judge and TGD's rewrite send a strict ``json_schema`` (the
schemas live in :mod:`afnio_lab.models.protocol`); a server that refuses it is noted once,
remembered per client, and sent the prompt-only request from then on.
"""

from __future__ import annotations

import logging
import re
import threading
import weakref
from typing import Any

from afnio_lab.models import protocol as p
from afnio_lab.models.base import ChatCompletionModel, ChatResponse
from afnio_lab.models.cache import library_params
from afnio_lab.models.errors import ModelCallError

logger = logging.getLogger("afnio_lab.autodiff")
ProviderMessages = list[dict[str, str]]


def respond_as(
    client: ChatCompletionModel,
    messages: ProviderMessages,
    schema: tuple[str, dict[str, Any]] | None,
    what: str,
    completion_args: dict[str, Any],
) -> ChatResponse:
    """One call asking for JSON that follows ``schema`` with ``response_format``, where the
    server takes it: its grammar (llama.cpp, Ollama, vLLM) or structured-output mode
    (OpenAI) then makes the reply parse, even from a small model. A ``response_format`` of
    the user's own (in the completion args) wins. A server that refuses it is noted once
    and remembered, and it gets the prompt-only request (the prompts ask for the same JSON).
    """
    own = completion_args.get("response_format") is not None or (
        getattr(client, "completion_args", {}).get("response_format") is not None
    )
    if schema is None or own or refuses_schemas(client):
        return client.respond(messages, **completion_args)
    name, body = schema
    try:
        with library_params("response_format"):  # a recording made before it still replays
            return client.respond(
                messages, response_format=p.json_schema_format(name, body), **completion_args
            )
    except ModelCallError as exc:
        refusal = schema_refusal(exc)
        if refusal is None:
            raise
    with _refused_lock:  # samples refused at once: one note
        first = not refuses_schemas(client)
        _refused.add(_server_of(client))
    if first:
        logger.warning(
            "afnio_lab: the server refused response_format json_schema (%s); %s and later "
            "structured replies from this client ask for JSON in the prompt only.",
            refusal,
            what,
        )
    return client.respond(messages, **completion_args)


#: Clients whose server refused ``response_format`` (weakly held: a client that goes away
#: is forgotten; a new client asks again).
_refused: weakref.WeakSet[ChatCompletionModel] = weakref.WeakSet()
_refused_lock = threading.Lock()

_HTTP_STATUS = re.compile(r"(?:HTTP|Error code:)\s*(\d{3})")
_SCHEMA_WORDS = ("response_format", "json_schema", "schema", "grammar")


def _server_of(client: ChatCompletionModel) -> ChatCompletionModel:
    """The client that talks to the server (a backward client wraps one)."""
    inner = getattr(client, "client", None)
    return inner if isinstance(inner, ChatCompletionModel) else client


def refuses_schemas(client: ChatCompletionModel) -> bool:
    """Whether ``client``'s server refused ``response_format`` before."""
    return _server_of(client) in _refused


def schema_refusal(exc: ModelCallError) -> str | None:
    """``"HTTP 400: …"`` when ``exc`` is a server refusing the request's
    ``response_format`` (a 400/422, or the 500 llama-cpp-python answers every validation
    error with, whose message names the schema); None for any other failure."""
    error = getattr(exc.record, "error", None)
    text = error if isinstance(error, str) else str(exc)
    status = _HTTP_STATUS.search(text)
    if status is None or status.group(1) not in ("400", "422", "500"):
        return None
    lowered = text.casefold()
    if not any(word in lowered for word in _SCHEMA_WORDS):
        return None
    detail = text[status.start() :].split("\n", 1)[0]
    return detail if len(detail) <= 160 else detail[:157] + "..."

"""Fixtures for the real-server tests: llama.cpp's server on a tiny model made here.

Registered for every test by ``tests/conftest.py``. ``llama_server`` starts once per session
(the model is written once per session too, in a temporary folder) and is stopped at the end
of the session, or when the process exits however it exits (see ``support.llama_server``).
Without the packages it needs, a test using these fixtures is skipped with a one-line
reason; under ``CI=true`` it fails instead. Nothing here talks to anything but 127.0.0.1.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from afnio_lab.models import CallLog
from afnio_lab.models.openai import OpenAI

from support.llama_server import (
    MODEL_ALIAS,
    LlamaServer,
    LlamaServerError,
    require_tools,
    start_llama_server,
)
from support.llm_server import FAST_RETRY
from support.tiny_gguf import TinyModel, write_tiny_model

__all__ = ["MODEL", "llama_client", "llama_server", "tiny_model"]

#: The model name to send. llama.cpp serves its one model whatever is asked, and answers
#: with this name (its alias).
MODEL = MODEL_ALIAS


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory: pytest.TempPathFactory) -> TinyModel:
    """The tiny random-weight model (GGUF + tokenizer.json), written once per session."""
    require_tools()
    return write_tiny_model(tmp_path_factory.mktemp("tiny-llama"), seed=0)


@pytest.fixture(scope="session")
def llama_server(tiny_model: TinyModel) -> Iterator[LlamaServer]:
    """llama.cpp's server on the tiny model (4 slots of 2048 tokens, 32 HTTP threads)."""
    try:
        server = start_llama_server(tiny_model.gguf, tiny_model.gguf.parent / "server.log")
    except LlamaServerError as exc:
        pytest.fail(f"llama.cpp's server did not start: {exc}")
    with server:
        yield server


@pytest.fixture
def llama_client(llama_server: LlamaServer) -> Callable[..., OpenAI]:
    """``llama_client(**overrides)``: an afnio_lab OpenAI client on the real server, with a
    private call log and quick retries."""

    def make(**overrides: Any) -> OpenAI:
        args: dict[str, Any] = {
            "api_key": llama_server.api_key,
            "base_url": llama_server.v1,
            "timeout": 30.0,
            "retry": FAST_RETRY,
            "call_log": CallLog(),
        }
        args.update(overrides)
        return OpenAI(**args)

    return make

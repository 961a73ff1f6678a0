"""Fixtures for model and LM-op tests: a loopback OpenAI-compatible server and clean state.

Registered for every test by ``tests/conftest.py``; constants such as ``TEST_KEY`` live in ``llm_server``. Nothing here talks to anything but 127.0.0.1.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from afnio_lab.models import CallLog, get_cache
from afnio_lab.models import backward_client as bc
from afnio_lab.models import cache as cache_mod
from afnio_lab.models.openai import OpenAI

from support.llm_server import FAST_RETRY, TEST_KEY, FakeLLMServer

__all__ = ["FAST_RETRY", "TEST_KEY", "llm_server", "llm_state", "make_client"]


@pytest.fixture
def llm_server() -> Iterator[FakeLLMServer]:
    """A fresh server per test (answers with the offline rules unless told otherwise)."""
    with FakeLLMServer() as server:
        yield server


@pytest.fixture
def make_client(llm_server: FakeLLMServer) -> Callable[..., OpenAI]:
    """``make_client(**overrides)``: an OpenAI client on the test server with a private log."""

    def make(**overrides: Any) -> OpenAI:
        args: dict[str, Any] = {
            "api_key": TEST_KEY,
            "base_url": llm_server.base_url,
            "timeout": 2.0,
            "retry": FAST_RETRY,
            "call_log": CallLog(),
        }
        args.update(overrides)
        return OpenAI(**args)

    return make


@pytest.fixture(autouse=False)
def llm_state() -> Iterator[None]:
    """Restore the global backward client and cache after the test."""
    saved_client = (bc._backward, bc._backward_key)
    saved_cache = get_cache()
    try:
        yield
    finally:
        bc._backward, bc._backward_key = saved_client
        cache_mod._active = saved_cache

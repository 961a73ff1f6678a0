"""The private attributes of openai/httpx/httpcore are read in one module, each with a
fallback: when one is missing (another SDK version), calls still go out by a public path."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from afnio_lab.models import CallLog, sdk_internals
from afnio_lab.models.openai import OpenAI
from afnio_lab.models.sdk_http import sdk_headers

from support.llm_server import TEST_KEY

MODEL = "gpt-4o-mini"
HELLO = [{"role": "user", "content": "Say hello."}]
MODELS_DIR = Path(sdk_internals.__file__).parent
#: The private names of the SDK's objects (ours are reached through ``self.``).
PRIVATE = re.compile(
    r"(?<!self)\.(_client|_api_key_provider|_transport_for_url|_pool|_proxy_url|_proxy|"
    r"_ssl_context|_socket_options|_keepalive_expiry|_max_keepalive_connections|"
    r"_max_connections|_http1|_http2|_uds|_local_address|_retries|_network_backend)\b"
)

pytestmark = pytest.mark.usefixtures("clean_network_environment")


def client(base_url: str) -> OpenAI:
    return OpenAI(base_url=base_url, api_key=TEST_KEY, timeout=5.0, call_log=CallLog())


def test_only_sdk_internals_reads_the_sdks_private_attributes():
    readers = {
        path.name for path in MODELS_DIR.glob("*.py") if PRIVATE.search(path.read_text("utf-8"))
    }
    assert readers == {"sdk_internals.py"}


def test_an_sdk_client_without_a_readable_http_client_goes_through_the_sdk(monkeypatch, llm_server):
    model = client(llm_server.base_url)
    monkeypatch.setattr(sdk_internals, "http_client", lambda sdk: None)
    assert sdk_headers(model._sync()) is None
    assert model._sync_sender() is None  # the SDK's typed path sends
    assert model.chat(HELLO, model=MODEL)
    assert llm_server.request_count == 1


def test_a_transport_that_cannot_be_picked_goes_through_the_clients_send(monkeypatch, llm_server):
    monkeypatch.setattr(sdk_internals, "transport_for", lambda http, url: None)
    model = client(llm_server.base_url)
    assert model.chat(HELLO, model=MODEL)
    sender = model._sync_sender()
    assert sender is not None and sender.connections is None and not sender._p.direct


def test_a_pool_without_the_expected_attributes_is_left_to_httpx(monkeypatch, llm_server):
    model = client(llm_server.base_url)
    pool: Any = model._sync()._client._transport._pool
    bare = object.__new__(type(pool))  # the stock class with none of the attributes read
    assert sdk_internals.direct_pool_settings(pool) is not None
    assert sdk_internals.direct_pool_settings(bare) is None
    monkeypatch.setattr(sdk_internals, "direct_pool_settings", lambda pool: None)
    assert model.chat(HELLO, model=MODEL)
    sender = model._sync_sender()
    assert sender is not None and sender.connections is None  # httpcore's pool sends
    assert llm_server.request_count == 1


def test_the_proxy_is_named_without_credentials_or_as_a_proxy():
    class Url:
        scheme, host, port = b"http", b"proxy.example", 3128

    class Pool:
        _proxy_url = Url()

    class Transport:
        _pool = Pool()

    assert sdk_internals.proxy_of(Transport()) == "http://proxy.example:3128"
    Pool._proxy_url = object()  # type: ignore[assignment]
    assert sdk_internals.proxy_of(Transport()) == "a proxy"
    assert sdk_internals.proxy_of(object()) is None

"""The SDK's environment, honoured: proxies, NO_PROXY, CAs, timeouts, OPENAI_* settings.

Each case configures the plain ``openai.OpenAI`` client (the control) and
``afnio_lab.models.OpenAI`` the same way; both must succeed, or both fail the same way, and
our failure must say what happened and where, never the key. The servers, the proxy and the
certificate authority are all on 127.0.0.1, made by the tests.
"""

from __future__ import annotations

import asyncio
import gzip
import http.client
import json
import logging
import socket
import ssl
import subprocess
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import openai
import pytest
import trustme

from afnio_lab.models import CallLog, ModelCallError
from afnio_lab.models.errors import ConnectionFailedError
from afnio_lab.models.offline import offline_reply
from afnio_lab.models.openai import OpenAI
from afnio_lab.models.retry import RetryPolicy

from support.forward_proxy import ForwardProxy
from support.llm_server import TEST_KEY, FakeLLMServer, Fault, completion_payload
from support.network_fixtures import SDK_HTTPX as httpx

pytestmark = pytest.mark.usefixtures("clean_network_environment")

HELLO = [{"role": "user", "content": "Say hello."}]
MODEL = "gpt-4o-mini"
REPLY = offline_reply(HELLO)  # what the loopback server answers
RETRY = RetryPolicy(max_attempts=2, initial_wait=0.01, max_wait=0.01, jitter=0.0)


@pytest.fixture
def tls_server(ca: tuple[trustme.CA, Path]) -> Iterator[FakeLLMServer]:
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca[0].issue_cert("127.0.0.1", "localhost").configure_cert(context)
    with FakeLLMServer(ssl_context=context) as server:
        yield server


def closed_port() -> int:
    """A port on 127.0.0.1 where nothing listens (bound, then released)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def unreachable(server: FakeLLMServer) -> tuple[str, dict[str, tuple[str, int]]]:
    """A base URL where nothing listens and the proxy route that reaches ``server`` from it."""
    port = closed_port()
    scheme, _, rest = server.base_url.partition("://")
    real_port = int(rest.split("/")[0].rpartition(":")[2])
    return f"{scheme}://127.0.0.1:{port}/v1", {f"127.0.0.1:{port}": ("127.0.0.1", real_port)}


def sdk_call(base_url: str | None = None, **kwargs: Any) -> str:
    """The control: the plain SDK configured as ours is."""
    args: dict[str, Any] = {"api_key": TEST_KEY, "max_retries": 0, "timeout": 5.0, **kwargs}
    if base_url is not None:
        args["base_url"] = base_url
    client = openai.OpenAI(**args)
    reply = client.chat.completions.create(model=MODEL, messages=HELLO)  # type: ignore[arg-type]
    return reply.choices[0].message.content or ""


def our_client(base_url: str | None = None, **kwargs: Any) -> OpenAI:
    args: dict[str, Any] = {
        "api_key": TEST_KEY,
        "timeout": 5.0,
        "retry": RETRY,
        "call_log": CallLog(),
        **kwargs,
    }
    if base_url is not None:
        args["base_url"] = base_url
    return OpenAI(**args)


def our_call(base_url: str | None = None, **kwargs: Any) -> str:
    return our_client(base_url, **kwargs).chat(HELLO, model=MODEL)


def both_fail(
    base_url: str, caplog: pytest.LogCaptureFixture, **kwargs: Any
) -> tuple[Exception, ModelCallError]:
    """Both clients fail; ours says so without the key (message, repr, log, call log)."""
    with pytest.raises(openai.APIConnectionError) as control:
        sdk_call(base_url, **kwargs)
    client = our_client(base_url, **kwargs)
    with caplog.at_level(logging.DEBUG), pytest.raises(ModelCallError) as ours:
        client.chat(HELLO, model=MODEL)
    assert client.call_log is not None
    for text in (str(ours.value), repr(client), caplog.text, client.call_log.records[-1].error):
        assert TEST_KEY not in str(text)
    return control.value, ours.value


# --- proxies ----------------------------------------------------------------------------------


@pytest.mark.parametrize("variable", ["HTTP_PROXY", "http_proxy", "ALL_PROXY"])
def test_http_proxy_from_the_environment(monkeypatch, llm_server, variable):
    base_url, routes = unreachable(llm_server)
    with ForwardProxy(routes) as proxy:
        monkeypatch.setenv(variable, proxy.url)
        assert sdk_call(base_url) == our_call(base_url) == REPLY
        posts = [p for p in proxy.passed if p.method == "POST"]
        assert [p.target for p in posts] == [f"{base_url}/chat/completions"] * 2
        assert posts[1].headers["authorization"] == f"Bearer {TEST_KEY}"
    assert llm_server.request_count == 2


def test_https_proxy_tunnels_with_connect_and_trusts_ssl_cert_file(monkeypatch, tls_server, ca):
    base_url, routes = unreachable(tls_server)
    monkeypatch.setenv("SSL_CERT_FILE", str(ca[1]))
    with ForwardProxy(routes) as proxy:
        monkeypatch.setenv("HTTPS_PROXY", proxy.url)
        assert sdk_call(base_url) == our_call(base_url) == REPLY
        authority = base_url.split("/")[2]
        assert [(p.method, p.target) for p in proxy.passed] == [("CONNECT", authority)] * 2
    assert tls_server.request_count == 2


def test_async_calls_take_the_proxy_too(monkeypatch, llm_server):
    base_url, routes = unreachable(llm_server)
    with ForwardProxy(routes) as proxy:
        monkeypatch.setenv("HTTP_PROXY", proxy.url)
        client = our_client(base_url)
        assert asyncio.run(client.achat(HELLO, model=MODEL)) == REPLY
        assert [p.method for p in proxy.passed] == ["POST"]


def test_no_proxy_bypasses_the_proxy(monkeypatch, llm_server):
    with ForwardProxy() as proxy:
        monkeypatch.setenv("HTTP_PROXY", proxy.url)
        monkeypatch.setenv("NO_PROXY", "localhost,127.0.0.1")
        assert sdk_call(llm_server.base_url) == our_call(llm_server.base_url) == REPLY
        assert proxy.passed == []
    assert llm_server.request_count == 2


def test_no_proxy_for_other_hosts_keeps_the_proxy(monkeypatch, llm_server):
    base_url, routes = unreachable(llm_server)
    with ForwardProxy(routes) as proxy:
        monkeypatch.setenv("HTTP_PROXY", proxy.url)
        monkeypatch.setenv("NO_PROXY", "example.com,.internal")
        assert sdk_call(base_url) == our_call(base_url) == REPLY
        assert len(proxy.passed) == 2


def test_proxy_credentials_from_the_url_and_a_407_without_them(monkeypatch, tls_server, ca):
    base_url, routes = unreachable(tls_server)
    monkeypatch.setenv("SSL_CERT_FILE", str(ca[1]))
    with ForwardProxy(routes, credentials=("student", "pr0xy-pa55")) as proxy:
        monkeypatch.setenv("HTTPS_PROXY", proxy.url.replace("//", "//student:pr0xy-pa55@"))
        assert sdk_call(base_url) == our_call(base_url) == REPLY

        monkeypatch.setenv("HTTPS_PROXY", proxy.url.replace("//", "//student:wr0ng-pa55@"))
        with pytest.raises(openai.APIConnectionError):
            sdk_call(base_url)
        client = our_client(base_url)
        with pytest.raises(ModelCallError) as info:
            client.chat(HELLO, model=MODEL)
    text = str(info.value)
    assert isinstance(info.value.__cause__, ConnectionFailedError)
    assert info.value.attempts == 1  # wrong credentials are not retried
    assert f"proxy error from {proxy.url}" in text and "407" in text and base_url in text
    assert "wr0ng-pa55" not in text and "pr0xy-pa55" not in text


def test_a_proxy_that_refuses_is_named(monkeypatch, llm_server, caplog):
    base_url, _ = unreachable(llm_server)
    dead_proxy = f"http://127.0.0.1:{closed_port()}"
    monkeypatch.setenv("HTTP_PROXY", dead_proxy)
    _, ours = both_fail(base_url, caplog)
    assert f"connection refused by the proxy {dead_proxy} (for {base_url}" in str(ours)
    assert ours.attempts == 2  # transient: retried as before


# --- certificates ---------------------------------------------------------------------------


def test_ssl_cert_file_trusts_a_private_ca(monkeypatch, tls_server, ca):
    monkeypatch.setenv("SSL_CERT_FILE", str(ca[1]))
    assert sdk_call(tls_server.base_url) == our_call(tls_server.base_url) == REPLY


def test_ssl_cert_dir_trusts_a_private_ca(monkeypatch, tls_server, ca, tmp_path):
    """OpenSSL looks certificates up by subject hash in a directory (``c_rehash`` layout)."""
    name = subprocess.run(
        ["openssl", "x509", "-hash", "-noout", "-in", str(ca[1])],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    (tmp_path / f"{name}.0").write_bytes(ca[1].read_bytes())
    monkeypatch.setenv("SSL_CERT_DIR", str(tmp_path))
    assert sdk_call(tls_server.base_url) == our_call(tls_server.base_url) == REPLY


def test_a_users_own_http_client_with_a_custom_ca(tls_server, ca):
    context = ssl.create_default_context(cafile=str(ca[1]))
    seen: list[str] = []

    def make_http() -> Any:
        return openai.DefaultHttpxClient(
            verify=context, event_hooks={"request": [lambda r: seen.append(str(r.url))]}
        )

    control = sdk_call(tls_server.base_url, http_client=make_http())
    assert control == our_call(tls_server.base_url, http_client=make_http()) == REPLY
    assert seen == [f"{tls_server.base_url}/chat/completions"] * 2  # the user's hooks ran


def test_an_untrusted_certificate_fails_at_once_naming_tls_and_the_fix(tls_server, caplog):
    _, ours = both_fail(tls_server.base_url, caplog)
    text = str(ours)
    assert isinstance(ours.__cause__, ConnectionFailedError)
    assert ours.attempts == 1  # retrying cannot fix a certificate
    assert f"TLS failure talking to {tls_server.base_url}/chat/completions" in text
    assert "certificate verify failed" in text or "unable to get local issuer" in text
    assert "SSL_CERT_FILE" in text


# --- what happened, named ---------------------------------------------------------------------


def test_a_refused_connection_is_named(caplog):
    base_url = f"http://127.0.0.1:{closed_port()}/v1"
    _, ours = both_fail(base_url, caplog)
    text = str(ours)
    assert f"connection refused by {base_url.split('/')[2]}" in text
    assert f"{base_url}/chat/completions" in text and "timeout" not in text
    assert ours.attempts == 2  # transient: retried as before


def test_a_dns_failure_is_named(caplog):
    base_url = "http://no-such-llm-host.invalid/v1"
    _, ours = both_fail(base_url, caplog)
    assert "DNS failure: cannot resolve no-such-llm-host.invalid" in str(ours)
    assert f"{base_url}/chat/completions" in str(ours)


def test_the_sdks_timeout_applies_and_is_named(llm_server, caplog):
    llm_server.add_faults(*[Fault.timeout(1.5)] * 3)
    with pytest.raises(openai.APITimeoutError):
        sdk_call(llm_server.base_url, timeout=0.3)
    client = our_client(llm_server.base_url, timeout=0.3)
    with pytest.raises(ModelCallError) as info:
        client.chat(HELLO, model=MODEL)
    text = str(info.value)
    assert "timeout: no reply within 0.3 s (read timeout)" in text
    assert f"{llm_server.base_url}/chat/completions" in text


def test_a_timeout_object_is_taken_as_the_sdk_takes_it(llm_server):
    timeout = openai.Timeout(5.0, connect=2.0)
    assert sdk_call(llm_server.base_url, timeout=timeout) == REPLY
    assert our_call(llm_server.base_url, timeout=timeout) == REPLY


# --- OPENAI_* settings ------------------------------------------------------------------------


def test_openai_environment_variables_and_headers(monkeypatch, llm_server):
    monkeypatch.setenv("OPENAI_BASE_URL", llm_server.base_url)
    monkeypatch.setenv("OPENAI_API_KEY", TEST_KEY)
    monkeypatch.setenv("OPENAI_ORG_ID", "org-lab")
    monkeypatch.setenv("OPENAI_PROJECT_ID", "proj-lab")
    control = openai.OpenAI(max_retries=0).chat.completions.create(model=MODEL, messages=HELLO)  # type: ignore[arg-type]
    ours = OpenAI(call_log=CallLog(), default_headers={"X-Course": "autodiff-101"})
    assert not ours.offline
    assert ours.chat(HELLO, model=MODEL) == control.choices[0].message.content == REPLY
    sdk_headers, our_headers = llm_server.request_headers
    for name in ("authorization", "openai-organization", "openai-project", "user-agent"):
        assert our_headers[name] == sdk_headers[name], name
    assert our_headers["authorization"] == f"Bearer {TEST_KEY}"
    assert our_headers["x-course"] == "autodiff-101"
    assert TEST_KEY not in repr(ours) and TEST_KEY not in str(ours.get_config())


# --- the proxy itself -------------------------------------------------------------------------


def test_the_forward_proxy_refuses_without_credentials(llm_server):
    with ForwardProxy(credentials=("u", "p")) as proxy:
        conn = http.client.HTTPConnection("127.0.0.1", int(proxy.url.rpartition(":")[2]))
        conn.request("GET", f"{llm_server.base_url}/models")
        assert conn.getresponse().status == 407
        conn.close()
    assert llm_server.request_count == 0


# --- which layer sends ------------------------------------------------------------------------


def test_a_users_own_transport_is_what_sends(llm_server):
    """A custom transport (here httpx's MockTransport) gets the request, as with the SDK."""
    bodies: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        bodies.append(json.loads(request.content))
        return httpx.Response(200, json=completion_payload(1, bodies[-1], "mocked"))

    def make_http() -> Any:
        return openai.DefaultHttpxClient(transport=httpx.MockTransport(handler))

    control = sdk_call(llm_server.base_url, http_client=make_http())
    assert control == our_call(llm_server.base_url, http_client=make_http()) == "mocked"
    assert [b["messages"] for b in bodies] == [HELLO, HELLO]
    assert llm_server.request_count == 0


def test_the_default_setup_sends_as_the_sdks_own_connection_pool_would(llm_server):
    """Straight to the server: on our own sockets, configured from the SDK's pool
    (tests/models/test_direct_http.py holds the parity cases)."""
    client = our_client(llm_server.base_url)
    client.chat(HELLO, model=MODEL)
    sdk = client._sync()
    sender = client._sync_sender()
    assert sender is not None and sender._p.pool is sdk._client._transport._pool
    assert sender.connections is not None


def test_the_sdks_full_pipeline_names_failures_the_same_way():
    base_url = f"http://127.0.0.1:{closed_port()}/v1"
    client = our_client(base_url, transport="sdk")
    with pytest.raises(ModelCallError) as info:
        client.chat(HELLO, model=MODEL)
    assert f"connection refused by {base_url.split('/')[2]}" in str(info.value)
    assert TEST_KEY not in str(info.value)


class GzipServer(FakeLLMServer):
    """Answers every chat request gzip-compressed (servers may, since the SDK accepts it)."""

    def _respond(self, h: Any, body: dict[str, Any], fault: Fault | None) -> None:
        data = gzip.compress(json.dumps(completion_payload(1, body, "zipped")).encode())
        self._send_raw(h, 200, data, {"Content-Encoding": "gzip"})


def test_a_compressed_reply_is_read_as_the_sdk_reads_it():
    with GzipServer() as server:
        assert sdk_call(server.base_url) == our_call(server.base_url) == "zipped"
        assert "gzip" in server.request_headers[1]["accept-encoding"]


def test_a_cap_above_the_sdks_keepalive_keeps_its_environment(monkeypatch, llm_server):
    """256 calls in flight need 256 kept-alive connections (the SDK keeps 100); the client
    made for that is the SDK's default one, so proxies still apply."""
    base_url, routes = unreachable(llm_server)
    with ForwardProxy(routes) as proxy:
        monkeypatch.setenv("HTTP_PROXY", proxy.url)
        client = our_client(base_url, max_concurrency=256)
        with ThreadPoolExecutor(32) as threads:  # calls from many threads use every pool
            replies = list(threads.map(lambda _: client.chat(HELLO, model=MODEL), range(64)))
        assert replies == [REPLY] * 64
        assert [p.method for p in proxy.passed] == ["POST"] * 64
    sender = client._sync_sender()
    assert sender is not None and len(sender._shards) == 16
    assert sender._p.pool._max_keepalive_connections == 256


def test_async_calls_are_split_over_pools_that_all_take_the_proxy(monkeypatch, llm_server):
    """As for sync calls: one pool of 64 connections costs CPU per request, four of 16 less;
    every extra pool is the SDK's default async client, so the proxy still applies."""
    base_url, routes = unreachable(llm_server)
    llm_server.latency = 0.2  # the calls overlap
    with ForwardProxy(routes) as proxy:
        monkeypatch.setenv("HTTP_PROXY", proxy.url)
        client = our_client(base_url, max_concurrency=64)

        async def calls() -> tuple[list[str], Any]:
            replies = await asyncio.gather(*(client.achat(HELLO, model=MODEL) for _ in range(64)))
            return replies, client._async_sender(client._async())

        replies, sender = asyncio.run(calls())
        assert replies == [REPLY] * 64
        assert [p.method for p in proxy.passed] == ["POST"] * 64
    assert sender is not None and len(sender._shards) == 4
    assert [len(shard.pool.connections) for shard in sender._shards] == [16] * 4
    assert {shard.proxy for shard in sender._shards} == {proxy.url.rstrip("/")}

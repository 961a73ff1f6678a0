"""The OpenAI client over real HTTP (loopback server): calls, retries, caps, keys, usage."""

from __future__ import annotations

import asyncio
import copy
import json
import pickle
import threading
import time

import pytest

from afnio_lab._tracing import call_origin
from afnio_lab.models import (
    NO_RETRY,
    CallLog,
    ModelCallError,
    OfflineModel,
    RetryPolicy,
    get_backward_model_client,
    set_backward_model_client,
)
from afnio_lab.models import backward_client as bc
from afnio_lab.models import openai as openai_mod
from afnio_lab.models.openai import AsyncOpenAI, OpenAI

from support.llm_server import TEST_KEY, Fault

pytestmark = pytest.mark.usefixtures("llm_state")

HELLO = [{"role": "user", "content": "hello there"}]


def test_chat_returns_text_usage_and_cost(make_client, llm_server):
    client = make_client()
    reply = client.respond(HELLO, model="gpt-4o", temperature=0.2)
    assert reply.text == "hello there"  # the server answers with the offline rules (echo)
    assert reply.usage["prompt_tokens"] == 2 and reply.usage["completion_tokens"] == 2
    assert reply.usage["cost"]["amount"] == pytest.approx((2 * 2.5 + 2 * 10.0) / 1e6)
    assert llm_server.requests[0]["temperature"] == 0.2
    assert llm_server.requests[0]["model"] == "gpt-4o"
    usage = client.get_usage()
    assert usage["total_tokens"] == 4 and usage["cost"]["currency"] == "USD"
    assert client.chat(messages=HELLO, model="gpt-4o") == "hello there"
    assert client.get_usage()["total_tokens"] == 8


def test_async_chat(make_client, llm_server):
    client = make_client()

    async def main() -> list[str]:
        return await asyncio.gather(*(client.achat(HELLO, model="gpt-4o") for _ in range(3)))

    assert asyncio.run(main()) == ["hello there"] * 3
    assert llm_server.request_count == 3
    assert isinstance(AsyncOpenAI(api_key=TEST_KEY, base_url="http://127.0.0.1:9/v1"), OpenAI)


def test_bad_arguments_fail_before_any_request(make_client, llm_server):
    client = make_client()
    with pytest.raises(ValueError, match="n > 1 is not supported for chat completions."):
        client.chat(HELLO, model="gpt-4o", n=2)
    with pytest.raises(ValueError, match="`model` is required"):
        client.chat(HELLO)
    with pytest.raises(TypeError, match="must be a list"):
        client.chat("hello", model="gpt-4o")
    assert llm_server.request_count == 0


@pytest.mark.parametrize(
    "fault",
    [
        Fault.rate_limit(0.05),
        Fault.server_error(500),
        Fault.server_error(503),
        Fault.timeout(1.5),
        Fault.bad_body(),
    ],
    ids=["429", "500", "503", "timeout", "malformed-json-body"],
)
def test_transient_failures_are_retried(make_client, llm_server, fault):
    log = CallLog()
    client = make_client(timeout=0.5, call_log=log)
    llm_server.add_faults(fault, fault)
    assert client.chat(HELLO, model="gpt-4o") == "hello there"
    assert llm_server.request_count == 3
    (record,) = log.records
    assert record.retries == 2 and record.error is None and record.response == "hello there"


def test_retry_after_is_honoured(make_client, llm_server):
    client = make_client(retry=RetryPolicy(max_attempts=3, initial_wait=0.0, jitter=0.0))
    llm_server.add_faults(Fault.rate_limit(retry_after=0.4))
    start = time.perf_counter()
    client.chat(HELLO, model="gpt-4o")
    assert time.perf_counter() - start >= 0.4
    assert llm_server.request_count == 2


def test_permanent_error_fails_at_once_and_hides_the_key(make_client, llm_server):
    log = CallLog()
    client = make_client(call_log=log)
    llm_server.add_faults(Fault.auth_error())
    with pytest.raises(ModelCallError) as info:
        client.chat(HELLO, model="gpt-4o")
    assert llm_server.request_count == 1  # a 401 is not retried
    assert "401" in str(info.value)
    assert TEST_KEY not in str(info.value)
    assert info.value.__cause__ is None  # the SDK error quoted the key: not chained
    assert TEST_KEY in llm_server.authorization_headers[0]  # the server did get it
    assert TEST_KEY not in (log.records[0].error or "")


def test_final_failure_names_the_origin_and_is_logged(make_client, llm_server):
    log = CallLog()
    client = make_client(call_log=log)
    llm_server.add_faults(*[Fault.server_error()] * 4)
    with (
        call_origin(phase="backward", node_id=41, node_name="ChatCompletionBackward0"),
        pytest.raises(ModelCallError) as info,
    ):
        client.chat(HELLO, model="gpt-4o")
    err = info.value
    assert "ChatCompletion (phase backward)" in str(err)
    assert "after 4 attempts" in str(err)
    assert (err.node_name, err.node_id, err.attempts) == ("ChatCompletionBackward0", 41, 4)
    (record,) = log.records
    assert record.error and record.retries == 3 and record.call_id == err.call_id


def test_concurrency_cap(make_client, llm_server):
    llm_server.latency = 0.1
    client = make_client(max_concurrency=2)
    threads = [
        threading.Thread(target=client.chat, args=(HELLO,), kwargs={"model": "m"}) for _ in range(6)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert llm_server.request_count == 6
    assert llm_server.max_in_flight == 2


def test_sdk_retries_are_off_so_the_log_counts_every_retry(make_client):
    client = make_client()
    assert client._sync().max_retries == 0


def test_keys_never_leak(make_client, tmp_path):
    log = CallLog()
    client = make_client(call_log=log)
    client.chat(HELLO, model="gpt-4o")
    path = tmp_path / "calls.jsonl"
    log.to_jsonl(path)
    texts = [
        repr(client),
        str(client.get_config()),
        str(copy.deepcopy(client)),
        path.read_text(),
        repr(log.records[0]),
        json.dumps(log.records[0].to_dict()),
    ]
    for text in texts:
        assert TEST_KEY not in text
    assert "'***'" in repr(client)
    restored = pickle.loads(pickle.dumps(client))
    assert TEST_KEY.encode() not in pickle.dumps(client)
    assert restored._api_key is None or restored._api_key != TEST_KEY


def test_no_key_and_no_endpoint_falls_back_to_the_offline_model(monkeypatch, caplog):

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.setattr(openai_mod, "_warned_offline", False)
    with caplog.at_level("WARNING", logger="afnio_lab.models"):
        first = OpenAI(call_log=CallLog())
        second = OpenAI(call_log=CallLog())
    notices = [r for r in caplog.records if "offline" in r.getMessage()]
    assert len(notices) == 1 and "\n" not in notices[0].getMessage()
    assert "not an LLM" in notices[0].getMessage()
    assert first.offline and second.offline and "offline fallback" in repr(first)
    messages = [
        {"role": "system", "content": "Answer in capital letters."},
        {"role": "user", "content": "hi"},
    ]
    assert first.chat(messages, model="gpt-4o") == "HI"
    record = first.call_log.records[0]  # type: ignore[union-attr]
    assert record.provider == "offline" and record.cost == 0.0


def test_environment_configures_the_client(monkeypatch, llm_server):
    monkeypatch.setenv("OPENAI_API_KEY", TEST_KEY)
    monkeypatch.setenv("OPENAI_BASE_URL", llm_server.base_url)
    client = OpenAI(retry=NO_RETRY, call_log=CallLog())
    assert not client.offline
    assert client.chat(HELLO, model="gpt-4o-mini") == "hello there"
    assert llm_server.authorization_headers == [f"Bearer {TEST_KEY}"]


def test_backward_client_setting(llm_server):
    bc.clear_backward_model_client()
    with pytest.raises(
        RuntimeError,
        match=r"^No global model client set for backward pass\. "
        r"Call `set_backward_model_client` to define one\.$",
    ):
        get_backward_model_client()
    with pytest.raises(ValueError, match=r"^`model_path` must be in the format 'provider/model'$"):
        set_backward_model_client("gpt-4o")
    with pytest.raises(ValueError, match=r"^Unsupported provider: anthropic\.$"):
        set_backward_model_client("anthropic/claude")
    args = {
        "api_key": TEST_KEY,
        "base_url": llm_server.base_url,
        "retry": NO_RETRY,
        "call_log": CallLog(),
    }
    assert (
        set_backward_model_client(
            "openai/gpt-4o-mini", client_args=args, completion_args={"temperature": 0}
        )
        is None
    )  # like afnio
    first = get_backward_model_client()
    set_backward_model_client(
        "openai/gpt-4o-mini", client_args=args, completion_args={"temperature": 0}
    )
    assert get_backward_model_client() is first
    assert first.chat(HELLO) == "hello there"
    assert first.chat(HELLO, temperature=0.5, model="gpt-4o") == "hello there"
    assert (llm_server.requests[0]["model"], llm_server.requests[0]["temperature"]) == (
        "gpt-4o-mini",
        0,
    )
    assert (llm_server.requests[1]["model"], llm_server.requests[1]["temperature"]) == (
        "gpt-4o",
        0.5,
    )
    assert first.get_usage()["total_tokens"] == 8
    set_backward_model_client(
        "openai/gpt-4o-mini", client_args=args, completion_args={"temperature": 1}
    )
    assert get_backward_model_client() is not first
    set_backward_model_client("offline/rules")
    assert isinstance(get_backward_model_client().client, OfflineModel)
    mine = OfflineModel()
    set_backward_model_client(mine)
    assert get_backward_model_client().client is mine


def test_async_calls_share_the_cap_and_cancelling_frees_the_slot(make_client, llm_server):
    llm_server.latency = 0.1
    client = make_client(max_concurrency=1)

    async def main() -> None:
        first = asyncio.create_task(client.achat(HELLO, model="m"))
        await asyncio.sleep(0.02)
        waiting = asyncio.create_task(client.achat(HELLO, model="m"))
        await asyncio.sleep(0.02)
        waiting.cancel()  # cancelled while waiting for the only slot
        assert await first == "hello there"
        assert await client.achat(HELLO, model="m") == "hello there"  # the slot is free

    asyncio.run(main())
    assert llm_server.max_in_flight == 1 and llm_server.request_count == 2

"""Odd but survivable replies, and secrets that must never leave the client (issue 11).

Each test drives the real client (both transports where they differ) against the loopback
server, which sends exactly the bytes a careless or broken provider would.
"""

from __future__ import annotations

import asyncio
import io
import json
import math
import string
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import afnio_lab as afnio
from afnio_lab.lab import Session
from afnio_lab.models import CallLog, ModelCallError, RetryPolicy
from afnio_lab.models.openai import OpenAI
from afnio_lab.models.retry import parse_retry_after
from afnio_lab.optim import TGD

from support.llm_server import FAST_RETRY, TEST_KEY, FakeLLMServer, Fault

pytestmark = pytest.mark.usefixtures("llm_state")

SECRETS = {
    "api-key": "azure-key-0123456789",
    "Authorization": "Bearer gw-token-987654321",
    "X-Gateway-Token": "tok-abcdefabcdef",
    "x-api-key": "xkey-5555555555",
}
MESSAGES = [{"role": "user", "content": "hello"}]


@pytest.fixture(params=["auto", "sdk"])
def transport(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def make(server: FakeLLMServer, transport: str = "auto", **overrides: Any) -> OpenAI:
    args: dict[str, Any] = {
        "api_key": TEST_KEY,
        "base_url": server.base_url,
        "timeout": 2.0,
        "retry": FAST_RETRY,
        "call_log": CallLog(),
        "transport": transport,
    }
    args.update(overrides)
    return OpenAI(**args)


# -- secrets in headers ------------------------------------------------------------------------


def test_credential_headers_are_sent_but_never_shown_or_saved(transport, tmp_path):
    with FakeLLMServer() as server:
        client = make(server, transport, default_headers={**SECRETS, "X-Trace": "visible"})
        assert client.chat(MESSAGES, model="m")
        assert server.authorization_headers == [SECRETS["Authorization"]]  # the user's wins
        config = json.dumps(client.get_config())
        assert "X-Trace" in config and "visible" in config
        buffer = io.BytesIO()
        afnio.save(client, buffer)
        client.call_log.to_jsonl(tmp_path / "calls.jsonl")
        server.add_faults(Fault.auth_error())  # a 401 that quotes the Authorization header
        with pytest.raises(ModelCallError) as info:
            client.chat(MESSAGES, model="m")
        shown = [
            config,
            repr(client),
            str(info.value),
            buffer.getvalue().decode("latin-1"),
            (tmp_path / "calls.jsonl").read_text(),
            repr(client.call_log.records),
        ]
        for secret in SECRETS.values():
            for text in shown:
                assert secret not in text and secret.split(" ")[-1] not in text


# -- odd replies -------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["soon", "nan", "inf", "-3", "", "Wed, 99 Foo 2026", "1e999"])
def test_unreadable_retry_after_means_default_backoff(value):
    seconds = parse_retry_after({"Retry-After": value})
    assert seconds is None or (math.isfinite(seconds) and seconds >= 0)


def test_a_429_with_retry_after_soon_is_retried(transport):
    with FakeLLMServer() as server:
        server.add_faults(
            Fault.body({"error": {"message": "slow down"}}, 429, {"Retry-After": "soon"})
        )
        client = make(server, transport)
        assert client.chat(MESSAGES, model="m")
        assert server.request_count == 2


def test_a_lone_surrogate_in_a_reply_is_replaced_and_everything_saves(transport, tmp_path):
    with FakeLLMServer(responder=lambda body: "smile \ud83d please") as server:
        client = make(server, transport)
        text = client.chat(MESSAGES, model="m")
        assert text == "smile \ufffd please"
        assert client.call_log.to_jsonl(tmp_path / "calls.jsonl") == 1
        session = Session(call_log=client.call_log)
        session.save(str(tmp_path / "session.json"))
        json.loads((tmp_path / "session.json").read_text("utf-8"))


def test_usage_with_non_numbers_is_recorded_as_unknown_and_the_call_logged(transport):
    with FakeLLMServer() as server:
        reply = {
            "choices": [{"index": 0, "message": {"role": "assistant", "content": "ok"}}],
            "model": "gpt-4o-mini",
            "usage": {"prompt_tokens": "many", "completion_tokens": [1]},
        }
        server.add_faults(Fault.body(reply))
        client = make(server, transport)
        assert client.chat(MESSAGES, model="gpt-4o-mini") == "ok"
        (record,) = client.call_log.records
        assert record.ok and record.cost is None and record.prompt_tokens == 0
        assert "prompt_tokens" in " ".join(record.extra["usage_unknown"])


def test_sync_and_async_retry_the_same_fault(transport):
    """A choice without ``message`` is a garbled reply on both paths: retried, then fine."""
    no_message = {"choices": [{"index": 0, "finish_reason": "stop"}], "model": "m"}
    with FakeLLMServer() as server:
        client = make(server, transport)
        server.add_faults(Fault.body(no_message))
        assert client.chat(MESSAGES, model="m")
        server.add_faults(Fault.body(no_message))
        assert asyncio.run(client.achat(MESSAGES, model="m"))
        assert server.request_count == 4
        assert [r.retries for r in client.call_log.records] == [1, 1]


def test_tgd_refuses_a_blank_improvement_and_keeps_the_parameter():
    reply = "<IMPROVED_VARIABLE>   \n  </IMPROVED_VARIABLE>"
    with FakeLLMServer(responder=lambda body: reply) as server:
        client = make(server)
        prompt = afnio.cognitive.Parameter("Classify the review.", role="system prompt")
        prompt.append_grad(afnio.Variable("Name the label.", role="feedback"))
        optimizer = TGD([prompt], model_client=client, model="m")
        with pytest.raises(RuntimeError, match="empty"):
            optimizer.step()
        assert prompt.data == "Classify the review." and len(prompt.grad) == 1


# -- property: any body, any Retry-After ----------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=8), children, max_size=3)
    ),
    max_leaves=12,
)
bodies = json_values | st.fixed_dictionaries(
    {
        "choices": st.lists(
            st.fixed_dictionaries({"message": st.fixed_dictionaries({"content": json_values})}),
            max_size=2,
        ),
        "usage": json_values,
        "model": json_values,
    }
)
header_values = st.text(alphabet=string.printable.strip() + " ", max_size=30)


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(body=bodies, status=st.sampled_from([200, 200, 400, 429, 500]), retry_after=header_values)
def test_any_reply_ends_in_text_or_a_model_call_error(body, status, retry_after):
    with FakeLLMServer() as server:
        client = make(
            server,
            retry=RetryPolicy(
                max_attempts=2, initial_wait=0.0, max_wait=0.0, jitter=0.0, max_retry_after=0.0
            ),
        )
        client.chat(MESSAGES, model="m")
        before = [r.to_dict() for r in client.call_log.records]
        server.add_faults(
            Fault.body(body, status, {"Retry-After": retry_after}),
            Fault.body(body, status, {"Retry-After": retry_after}),
        )
        try:
            text = client.chat(MESSAGES, model="m")
        except ModelCallError as exc:
            assert str(exc)
        else:
            assert isinstance(text, str)
            text.encode("utf-8")
        records = client.call_log.records
        assert [r.to_dict() for r in records[: len(before)]] == before
        assert len(records) == len(before) + 1  # the call is logged, well or not
        json.dumps([r.to_dict() for r in records], ensure_ascii=False).encode("utf-8")

"""The call log: what a record holds, filters, totals per run, JSONL export, listeners."""

from __future__ import annotations

import copy
import json
from types import SimpleNamespace

import pytest

from afnio_lab._tracing import call_origin
from afnio_lab.models import CallLog, ModelCallError, ScriptedModel, register_model_price
from afnio_lab.models.pricing import cost_of, get_model_price, load_model_prices

MSGS = [{"role": "user", "content": "one two three"}]


def _client(log: CallLog, replies: list[str] | None = None, **kw) -> ScriptedModel:
    return ScriptedModel(replies if replies is not None else ["ok"] * 20, call_log=log, **kw)


def test_record_holds_origin_messages_params_response_and_usage():
    log = CallLog()
    client = _client(log, ["four five"])
    with call_origin(
        phase="backward",
        node_id=3,
        node_name="ChatCompletionBackward0",
        run_id="run-1",
        label="sample 2",
    ):
        client.chat(MSGS, temperature=0.5)
    (r,) = log.records
    assert (r.phase, r.node_id, r.node_name, r.run_id, r.label) == (
        "backward",
        3,
        "ChatCompletionBackward0",
        "run-1",
        "sample 2",
    )
    assert r.messages == MSGS and r.params == {"model": "scripted", "temperature": 0.5}
    assert r.response == "four five" and (r.prompt_tokens, r.completion_tokens) == (3, 2)
    assert r.client == "ScriptedModel" and r.provider == "scripted" and r.model == "scripted"
    assert r.cost == 0.0 and r.latency_s >= 0 and not r.cache_hit and r.retries == 0
    assert r.error is None and r.ok and r.call_id > 0
    # printed (as tutorial 07 prints its critiques), a record names its op, not the node id
    assert repr(r).startswith(f"<CallRecord {r.call_id} backward ChatCompletion scripted ok")
    assert "#3" not in repr(r)


def test_filters_by_node_phase_run_and_errors():
    log = CallLog()
    client = _client(log)
    with call_origin(phase="forward", node_id=1, node_name="ChatCompletionBackward0", run_id="a"):
        client.chat(MSGS)
    with call_origin(
        phase="backward", node_id=2, node_name="ExactMatchEvaluatorBackward0", run_id="a"
    ):
        client.chat(MSGS)
        client.chat(MSGS)
    with call_origin(phase="optimizer", label="system prompt", run_id="b"):
        client.chat(MSGS)
    broken = ScriptedModel([], call_log=log)
    with pytest.raises(ModelCallError):
        broken.chat(MSGS)
    assert len(log.filter(node=2)) == 2
    assert len(log.filter(node="ChatCompletionBackward0")) == 1
    assert len(log.filter(node=SimpleNamespace(node_id=1))) == 1
    assert [r.phase for r in log.filter(phase="optimizer")] == ["optimizer"]
    assert len(log.filter(run_id="a")) == 3
    assert len(log.filter(errors=True)) == 1
    mark = log.records[2].call_id
    assert len(log.filter(since=mark)) == 2
    with pytest.raises(TypeError, match="node id"):
        log.filter(node=1.5)
    totals = log.totals_by_run()
    assert totals["a"].calls == 3 and totals["b"].calls == 1 and totals[None].errors == 1
    assert log.totals(run_id="a").prompt_tokens == 9


def test_costs_use_the_extensible_price_table(tmp_path):
    register_model_price("my-model", input=1.0, output=2.0, cached_input=0.5)
    usage = {
        "prompt_tokens": 1000,
        "completion_tokens": 500,
        "prompt_tokens_details": {"cached_tokens": 400},
    }
    assert cost_of(usage, "my-model") == pytest.approx((600 * 1 + 400 * 0.5 + 500 * 2) / 1e6)
    assert get_model_price("gpt-4o-2024-08-06") == get_model_price("gpt-4o")
    assert get_model_price("unknown-model") is None and cost_of(usage, "unknown") is None
    path = tmp_path / "prices.json"
    path.write_text(json.dumps({"house-llm": {"input": 3, "output": 4}}))
    assert load_model_prices(path) == ["house-llm"]
    assert get_model_price("house-llm").output == 4.0  # type: ignore[union-attr]
    log = CallLog()
    ScriptedModel(["a b"], model="house-llm", call_log=log).chat(MSGS)
    assert log.records[0].cost == pytest.approx((3 * 3 + 2 * 4) / 1e6)
    ScriptedModel(["a"], model="nobody-knows", call_log=log).chat(MSGS)
    assert log.records[1].cost is None and log.totals().unpriced_calls == 1


def test_jsonl_export_and_listeners(tmp_path):
    log = CallLog()
    seen = []
    stop = log.subscribe(seen.append)
    client = _client(log)
    with call_origin(phase="judge", node_id=7, node_name="LMJudgeEvaluatorBackward0"):
        client.chat(MSGS)
    stop()
    client.chat(MSGS)
    assert len(seen) == 1 and seen[0].phase == "judge"
    path = tmp_path / "calls.jsonl"
    assert log.to_jsonl(path) == 2
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert lines[0]["node_name"] == "LMJudgeEvaluatorBackward0" and lines[1]["phase"] == "direct"
    assert set(lines[0]) >= {
        "call_id",
        "messages",
        "params",
        "response",
        "prompt_tokens",
        "completion_tokens",
        "cost",
        "latency_s",
        "cache_hit",
        "retries",
        "error",
    }
    assert "2 calls" in repr(log)


def test_usage_dict_shape_copy_clear_and_placeholder():

    client = _client(CallLog())
    client.chat(MSGS)
    usage = client.get_usage()
    usage["prompt_tokens"] = 999
    assert client.get_usage()["prompt_tokens"] == 3  # get_usage returns a copy
    assert set(client.get_usage()) == {
        "prompt_tokens",
        "completion_tokens",
        "total_tokens",
        "prompt_tokens_details",
        "completion_tokens_details",
        "cost",
    }
    client.update_usage({"prompt_tokens": 1_000_000, "completion_tokens": 0}, "gpt-4o")
    assert client.get_usage()["cost"]["amount"] == pytest.approx(2.5)
    client.update_usage({"prompt_tokens": 1, "cost": {"amount": 1.0}})
    assert client.get_usage()["cost"]["amount"] == pytest.approx(3.5)
    client.clear_usage()
    cleared = client.get_usage()
    assert cleared["prompt_tokens"] == 0 and cleared["prompt_tokens_details"]["cached_tokens"] == 0
    assert cleared["cost"] == {"amount": 0.0, "currency": "USD"}
    assert copy.deepcopy(client) == {
        "class_type": "ScriptedModel",
        "provider": "scripted",
        "usage": cleared,
    }

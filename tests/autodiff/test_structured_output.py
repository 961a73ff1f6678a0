"""Structured output where the pipeline needs structure: backward's feedback, the LM judge
and TGD's rewrite send ``response_format`` (strict ``json_schema``); a server that refuses it
gets today's prompt-only JSON after one clear note; a user's own ``response_format`` wins.

Through ``afnio_lab.models.OpenAI`` against the loopback server, which answers with the
offline rules and records every request it gets; other servers' error shapes come from
its faults (llama-cpp-python's 500 for validation errors, vLLM's 404 for a model it does
not serve).
"""

from __future__ import annotations

import json
import logging
from typing import Any

import jsonschema
import pytest

import afnio_lab as afnio
import afnio_lab.cognitive.functional as F
from afnio_lab.autodiff.ops import structured
from afnio_lab.lab.views.tables import calls_tables
from afnio_lab.models import CacheMissError, ModelCallError, OfflineModel, using_cache
from afnio_lab.models import protocol as p
from afnio_lab.optim import TGD
from afnio_lab.widgets.blocks import call

from support.llm_server import Fault

pytestmark = pytest.mark.usefixtures("llm_state")

MODEL = "gpt-4o-mini"
REFUSAL = {
    "error": {
        "message": "Invalid parameter: 'response_format' of type 'json_schema' is not supported.",
        "type": "invalid_request_error",
        "param": "response_format",
    }
}


def run_pipeline(client: Any) -> tuple[afnio.Variable, str]:
    """Forward a batch, judge it, exact-match it, backward, one TGD step; returns the
    prompt and its value before the step."""
    afnio.set_backward_model_client(client, completion_args={"model": MODEL})
    system = afnio.cognitive.Parameter("Classify the sentiment.", role="system prompt")
    messages = [
        {"role": "system", "content": [system]},
        {"role": "user", "content": [afnio.Variable("Review: {review}", role="template")]},
    ]
    reviews = ["great fun", "boring and slow"]
    prediction = F.chat_completion(client, messages, {"review": reviews}, model=MODEL)
    judge = [{"role": "user", "content": [afnio.Variable("Is {prediction} a sentiment?")]}]
    F.lm_judge_evaluator(client, judge, prediction, model=MODEL)
    _, explanation = F.exact_match_evaluator(prediction, ["POSITIVE", "NEGATIVE"])
    explanation.backward()
    before = system.data
    TGD([system], model_client=client, model=MODEL).step()
    return system, before


def formats_by_kind(requests: list[dict[str, Any]]) -> dict[str, list[Any]]:
    """The ``response_format`` of each request, by what the request asks for."""
    kinds: dict[str, list[Any]] = {"forward": [], "feedback": [], "judge": [], "tgd": []}
    for body in requests:
        text = json.dumps(body["messages"])
        if p.FEEDBACK_REQUEST_TAG in text or "<PREDICTION>" in text:
            kind = "feedback"
        elif p.JUDGE_REPLY_FORMAT_TAG in text:
            kind = "judge"
        elif p.CURRENT_VALUE_TAG in text:
            kind = "tgd"
        else:
            kind = "forward"
        kinds[kind].append(body.get("response_format"))
    return kinds


def test_feedback_judge_and_rewrite_ask_for_strict_json_schemas(make_client, llm_server):
    system, before = run_pipeline(make_client())
    kinds = formats_by_kind(llm_server.requests)
    assert kinds["forward"] == [None, None]  # the user's own calls are left as they are
    assert len(kinds["feedback"]) == 4 and len(kinds["judge"]) == 2 and len(kinds["tgd"]) == 1
    for kind, schema in [
        ("feedback", p.feedback_schema(1)),
        ("judge", p.JUDGEMENT_SCHEMA),
        ("tgd", p.IMPROVED_VARIABLE_SCHEMA),
    ]:
        for fmt in kinds[kind]:
            assert fmt["type"] == "json_schema" and fmt["json_schema"]["strict"] is True
            assert fmt["json_schema"]["schema"] == schema
            jsonschema.Draft202012Validator.check_schema(schema)
    assert system.data != before  # the rewrite was used


@pytest.mark.parametrize(
    "refusal",
    [
        Fault.body(REFUSAL, 400),
        Fault.invalid_request_500(
            "response_format.type", "Input should be 'text' or 'json_object'", "json_schema"
        ),
    ],
    ids=["openai-style-400", "llama-cpp-python-500"],
)
def test_a_server_that_refuses_json_schema_gets_prompt_only_json_after_one_note(
    make_client, llm_server, caplog, refusal
):
    llm_server.fault_rule = lambda body: refusal if "response_format" in body else None
    client = make_client()
    with caplog.at_level(logging.WARNING, logger="afnio_lab.autodiff"):
        system, before = run_pipeline(client)
        refused = sum("response_format" in b for b in llm_server.requests)
        run_pipeline(client)  # remembered: nothing is refused again
    assert sum("response_format" in b for b in llm_server.requests) == refused
    # the two judge samples run at once; each refusal is one attempt (not retried)
    assert 1 <= refused <= 2
    notes = [r.getMessage() for r in caplog.records if "refused response_format" in r.message]
    assert len(notes) == 1 and len(notes[0].splitlines()) == 1
    assert "the judge's reply" in notes[0] and f"HTTP {refusal.status}" in notes[0]
    assert system.data != before and structured.refuses_schemas(client)


def test_a_new_client_asks_again(make_client, llm_server):
    llm_server.fault_rule = lambda b: Fault.body(REFUSAL, 400) if "response_format" in b else None
    run_pipeline(make_client())
    llm_server.fault_rule = None
    llm_server.reset_counters()
    run_pipeline(make_client())
    assert formats_by_kind(llm_server.requests)["tgd"][0]["type"] == "json_schema"


def test_a_users_own_response_format_wins(make_client, llm_server):
    client = make_client()
    mine = {"type": "json_object"}
    afnio.set_backward_model_client(client, completion_args={"model": MODEL})
    afnio.set_backward_model_client(
        client, completion_args={"model": MODEL, "response_format": mine}
    )
    system = afnio.cognitive.Parameter("Classify.", role="system prompt")
    user = afnio.Variable("x", role="question")
    chat = [{"role": "system", "content": [system]}, {"role": "user", "content": [user]}]
    out = F.chat_completion(client, chat, model=MODEL)
    out.backward(afnio.Variable("be precise", role="feedback"))
    assert formats_by_kind(llm_server.requests)["feedback"] == [mine]


def test_other_failures_are_not_taken_for_a_refusal(make_client, llm_server):
    def rule(body: dict[str, Any]) -> Fault | None:
        name = (body.get("response_format") or {}).get("json_schema", {}).get("name")
        return Fault.unknown_model_404(MODEL) if name == "feedback" else None

    llm_server.fault_rule = rule
    client = make_client()
    with pytest.raises(ModelCallError, match=r"failed after 1 attempt.*does not exist") as info:
        run_pipeline(client)
    assert "404" in str(info.value) and "ExactMatchEvaluator (phase backward" in str(info.value)
    assert not structured.refuses_schemas(client)


def test_vllm_unknown_model_is_one_clear_error(make_client, llm_server):
    llm_server.add_faults(Fault.unknown_model_404("llama3"))
    client = make_client()
    with pytest.raises(ModelCallError) as info:
        client.chat([{"role": "user", "content": "hi"}], model="llama3")
    first = str(info.value).splitlines()[0]
    assert "failed after 1 attempt" in first and "404" in first
    assert "The model `llama3` does not exist." in first
    assert llm_server.request_count == 1


@pytest.mark.parametrize("transport", ["auto", "sdk"])
def test_llama_cpp_python_validation_500_is_one_clear_error(make_client, llm_server, transport):
    """llama-cpp-python answers a bad parameter with 500; its body says the request is
    invalid, so it is not retried, and the one-line error names the field and quotes the
    server."""
    llm_server.fault_rule = lambda body: Fault.invalid_request_500(
        "temperature",
        "Input should be a valid number, unable to parse string as a number",
        "hot",
        "float_parsing",
    )
    client = make_client(transport=transport)
    with pytest.raises(ModelCallError) as info:
        client.chat([{"role": "user", "content": "hi"}], model=MODEL, temperature="hot")
    text = str(info.value)
    assert llm_server.request_count == 1
    assert len(text.splitlines()) == 1 and "failed after 1 attempt:" in text
    assert "HTTP 500" in text and "rejected the request as invalid" in text
    assert "(temperature: Input should be a valid number, unable to parse" in text
    assert "The server said: [{'type': 'float_parsing', 'loc': ('body', 'temperature')" in text


@pytest.mark.parametrize("transport", ["auto", "sdk"])
def test_a_plain_500_from_llama_cpp_python_is_still_retried(make_client, llm_server, transport):
    llm_server.add_faults(Fault.llama_cpp_python_500("llama_decode returned -3"))
    client = make_client(transport=transport)
    assert client.chat([{"role": "user", "content": "hi"}], model=MODEL)
    assert llm_server.request_count == 2 and client.call_log.records[-1].retries == 1


def test_a_recording_made_before_response_format_replays(make_client, llm_server, tmp_path):
    """Recorded as the library asked before it added ``response_format`` (prompt-only JSON),
    replayed now that it adds one: the lookup without it serves, and says so."""
    old = make_client()
    structured._refused.add(old)  # asks as the library did before: no response_format
    with using_cache("read-write", tmp_path):
        recorded, _ = run_pipeline(old)
    sent = llm_server.request_count
    client = make_client()
    with using_cache("replay-only", tmp_path):
        replayed, _ = run_pipeline(client)
    assert llm_server.request_count == sent
    assert replayed.data == recorded.data
    assert [g.data for g in replayed.grad] == [g.data for g in recorded.grad]
    records = client.call_log.records
    without = [r for r in records if r.extra.get("replayed_without")]
    assert len(without) == 7  # 4 feedback, 2 judge, 1 rewrite; the forward calls match
    for r in without:
        assert r.extra["replayed_without"] == ["response_format"] and r.cache_hit
        assert r.params["response_format"]["type"] == "json_schema"  # what was asked
    assert all(r.cache_hit and not r.extra for r in records if r not in without)
    note = "replayed from a recording made without response_format"
    assert note in calls_tables(without)[0].splitlines()[0] and call(without[0])["notes"] == [note]


def test_a_users_own_response_format_has_no_fallback(make_client, llm_server, tmp_path):
    client = make_client()
    chat = [{"role": "user", "content": "hi"}]
    with using_cache("read-write", tmp_path):
        client.chat(chat, model=MODEL)
    mine = {"type": "json_object"}
    with using_cache("replay-only", tmp_path), pytest.raises(CacheMissError):
        client.chat(chat, model=MODEL, response_format=mine)


def test_the_offline_model_answers_the_schemas_as_it_answers_the_prompts():
    """Same gradients, scores and new prompt with or without structured output."""
    results = []
    for refused in (False, True):
        client = OfflineModel()
        if refused:
            structured._refused.add(client)
        system, _ = run_pipeline(client)
        results.append((system.data, [g.data for g in system.grad]))
    assert results[0] == results[1]

"""ChatCompletion: forward (messages, placeholders, batches) and backward (feedback per Variable)."""

from __future__ import annotations

import json
import re

import pytest

import afnio_lab.cognitive.functional_lm as F
from afnio_lab import Variable
from afnio_lab.autodiff import backward, config
from afnio_lab.autodiff.executors import ThreadedExecutor
from afnio_lab.autodiff.lm_ops import ChatCompletion
from afnio_lab.cognitive import Parameter
from afnio_lab.cognitive.functional import sum as fsum
from afnio_lab.models import CallLog, ModelCallError, OfflineModel, ScriptedModel
from afnio_lab.models import backward_client as bc
from afnio_lab.models import protocol as p

from support.llm_server import Fault

pytestmark = pytest.mark.usefixtures("llm_state")


def offline(log: CallLog | None = None) -> OfflineModel:
    return OfflineModel(call_log=log or CallLog())


def sentiment_chat(system: Variable) -> list[dict]:
    return [
        {"role": "system", "content": [system]},
        {"role": "user", "content": [Variable("Review: {review}", role="user template")]},
    ]


def test_forward_scalar_and_graph():
    sys_p = Parameter("Answer in capital letters.", role="system prompt")
    question = Variable("hello {name}", role="question", requires_grad=True)
    out = ChatCompletion.apply(
        offline(),
        [{"role": "system", "content": [sys_p]}, {"role": "user", "content": [question]}],
        inputs={"name": "bob"},
        temperature=0,
    )
    assert out.data == "HELLO BOB" and out.role == "response to the input messages"
    assert out.requires_grad and out.grad_fn.name() == "ChatCompletionBackward0"
    edges = out.grad_fn.next_functions
    assert [e.node.variable for e in edges] == [sys_p, question]  # message order


def test_batched_inputs_and_edge_order():
    client = offline()
    sys_p = Parameter("Classify the sentiment.", role="system prompt")
    reviews = Variable(["I loved it", "awful"], role="reviews", requires_grad=True)
    tag = [Variable("A", role="tag 0"), Variable("B", role="tag 1", requires_grad=True)]
    out = F.chat_completion(
        client,
        [
            {"role": "system", "content": [sys_p]},
            {"role": "user", "content": [Variable("{tag}: {review}")]},
        ],
        {"review": reviews, "tag": tag},
    )
    assert out.data == ["positive", "negative"]
    edges = out.grad_fn.next_functions
    assert len(edges) == 5  # sys_p, template (no grad), reviews, tag 0 (no grad), tag 1
    assert edges[0].node.variable is sys_p and edges[1].node is None
    assert edges[2].node.variable is reviews and edges[3].node is None
    assert edges[4].node.variable is tag[1]
    sent = [r.messages[-1]["content"] for r in client.call_log.records]  # type: ignore[union-attr]
    assert sent == ["A: I loved it", "B: awful"]


def test_forward_without_grad_is_untracked():
    out = ChatCompletion.apply(offline(), [{"role": "user", "content": [Variable("hi")]}])
    assert out.data == "hi" and not out.requires_grad and out.grad_fn is None


@pytest.mark.parametrize(
    ("messages", "inputs", "error", "match"),
    [
        ("hi", None, TypeError, r"^`messages` expects a \(list\) of type dict, but got str\.$"),
        ([{"role": "user"}], None, ValueError, "must contain 'role' and 'content' keys"),
        ([{"role": "user", "content": "hi"}], None, TypeError, "expects a \\(list\\) of type"),
        ([{"role": "user", "content": [Variable("{x}")]}], {}, KeyError, "placeholder {x}"),
        ([{"role": "user", "content": [Variable("a {")]}], None, ValueError, "must be doubled"),
        (
            [{"role": "user", "content": [Variable("{a}{b}")]}],
            {"a": ["1", "2"], "b": ["1"]},
            ValueError,
            "same number of samples",
        ),
        ([{"role": "user", "content": [Variable("x")]}], ["a"], TypeError, "`inputs` must be"),
    ],
)
def test_forward_errors_are_clear(messages, inputs, error, match):
    with pytest.raises(error, match=match):
        ChatCompletion.apply(offline(), messages, inputs)


def test_forward_client_must_be_a_chat_model():
    with pytest.raises(TypeError, match="must be a chat model"):
        ChatCompletion.apply("gpt-4o", [{"role": "user", "content": [Variable("x")]}])


def test_backward_needs_a_backward_client():
    bc.clear_backward_model_client()
    sys_p = Parameter("Be brief.", role="system prompt")
    out = ChatCompletion.apply(
        offline(),
        [{"role": "system", "content": [sys_p]}, {"role": "user", "content": [Variable("hi")]}],
    )
    with pytest.raises(RuntimeError, match=r"No global model client set for backward pass"):
        out.backward(Variable("shout"))
    assert sys_p.grad == []


def test_backward_scalar_gives_one_gradient_per_differentiable_variable():
    log = CallLog()
    bc.set_backward_model_client(OfflineModel(call_log=log))
    sys_p = Parameter("Be helpful.", role="system prompt")
    user = Variable("hello", role="user message")  # not differentiable: no feedback asked
    out = ChatCompletion.apply(
        offline(), [{"role": "system", "content": [sys_p]}, {"role": "user", "content": [user]}]
    )
    out.backward(Variable("Use capital letters.", role="feedback"))
    (grad,) = sys_p.grad
    assert grad.role == "feedback to system prompt"
    assert '"hello"' in grad.data and "Use capital letters." in grad.data
    assert "<INSTRUCTION>Answer in capital letters.</INSTRUCTION>" in grad.data
    (record,) = log.records
    assert (record.phase, record.node_name) == ("backward", "ChatCompletionBackward0")
    request = record.messages[-1]["content"]
    assert '<FEEDBACK_REQUEST count="1"/>' in request
    assert '<VARIABLE index="1" role="system prompt" where="message 0 (system)">Be helpful.' in (
        request
    )
    assert "<RESPONSE>hello</RESPONSE>" in request


def test_backward_batch_combines_feedback_per_variable_and_per_sample_variables():
    bc.set_backward_model_client(OfflineModel(call_log=CallLog()))
    sys_p = Parameter("Classify the sentiment.", role="system prompt")
    per_sample = [
        Variable("I loved it", role="review 0", requires_grad=True),
        Variable("awful", role="review 1", requires_grad=True),
    ]
    out = ChatCompletion.apply(offline(), sentiment_chat(sys_p), {"review": per_sample})
    out.backward(Variable(["Use capital letters.", "Use capital letters."]))
    (grad,) = sys_p.grad
    items = re.findall(r"<ITEM>(.*?)</ITEM>", grad.data, re.S)
    assert len(items) == 2 and '"positive"' in items[0] and '"negative"' in items[1]
    (g0,) = per_sample[0].grad
    (g1,) = per_sample[1].grad
    assert "<ITEM>" not in g0.data and '"positive"' in g0.data and '"negative"' in g1.data
    assert g0.role == "feedback to review 0"


def test_same_variable_twice_gets_one_gradient():
    bc.set_backward_model_client(OfflineModel(call_log=CallLog()))
    sys_p = Parameter("Be brief.", role="system prompt")
    out = ChatCompletion.apply(
        offline(),
        [
            {"role": "system", "content": [sys_p, sys_p]},
            {"role": "user", "content": [Variable("x")]},
        ],
    )
    out.backward(Variable("shorter"))
    assert len(sys_p.grad) == 1


def _feedback_model(replies_before_good: list[str], count: int = 1) -> ScriptedModel:
    good = json.dumps({"feedback": ["fine"] * count})
    return ScriptedModel([*replies_before_good, good], call_log=CallLog())


def test_malformed_feedback_is_retried_with_a_correction():
    model = _feedback_model(["not json", '{"feedback": "x"}', '{"feedback": ["a", "b"]}'])
    bc.set_backward_model_client(model)
    sys_p = Parameter("Be brief.", role="system prompt")
    out = ChatCompletion.apply(
        offline(),
        [{"role": "system", "content": [sys_p]}, {"role": "user", "content": [Variable("x")]}],
    )
    out.backward(Variable("shorter"))
    assert [g.data for g in sys_p.grad] == ["fine"]
    assert len(model.calls) == 4 == 1 + config.BACKWARD_PASS_MAX_RETRIES
    retry_prompt = model.calls[1][-1]["content"]
    assert "Your previous reply was:\nnot json" in retry_prompt
    assert "not valid JSON" in retry_prompt and "<FEEDBACK_REQUEST" in retry_prompt


@pytest.mark.parametrize(
    ("bad", "error", "match"),
    [
        ("garbage", RuntimeError, "not valid JSON"),
        ('{"feedback": ["a", "b"]}', ValueError, "2 feedback items but 1 were requested"),
    ],
)
def test_feedback_that_never_parses_fails_naming_the_node_and_showing_the_reply(bad, error, match):
    bc.set_backward_model_client(ScriptedModel([bad] * 10, call_log=CallLog()))
    sys_p = Parameter("Be brief.", role="system prompt")
    out = ChatCompletion.apply(
        offline(),
        [{"role": "system", "content": [sys_p]}, {"role": "user", "content": [Variable("x")]}],
    )
    with pytest.raises(error, match=match) as info:
        out.backward(Variable("shorter"), retain_graph=True)
    message = str(info.value)
    assert "ChatCompletion (phase backward" in message  # the op, not the node's number
    assert f"Raw reply:\n{bad}" in message
    assert sys_p.data == "Be brief." and sys_p.grad == []


def test_threaded_backward_runs_samples_concurrently(make_client, llm_server):
    llm_server.latency = 0.05
    client = make_client(max_concurrency=8)
    bc.set_backward_model_client(client, completion_args={"model": "gpt-4o"})
    sys_p = Parameter("Classify the sentiment.", role="system prompt")
    out = ChatCompletion.apply(
        client, sentiment_chat(sys_p), {"review": ["good"] * 8}, model="gpt-4o"
    )
    llm_server.reset_counters()
    backward(out, Variable("Use capital letters."), executor=ThreadedExecutor(8))
    assert llm_server.request_count == 8 and llm_server.max_in_flight > 1
    assert "<INSTRUCTION>Answer in capital letters.</INSTRUCTION>" in sys_p.grad[0].data


def test_final_http_failure_names_the_node_and_keeps_finished_gradients(make_client, llm_server):
    """Two branches; one's backward calls always fail: the other's gradient stays, resume works."""
    client = make_client()
    bc.set_backward_model_client(client, completion_args={"model": "gpt-4o"})
    good = Parameter("Answer briefly.", role="good prompt")
    bad = Parameter("FAIL_ME please.", role="bad prompt")

    def branch(param: Parameter) -> Variable:
        return ChatCompletion.apply(
            client,
            [{"role": "system", "content": [param]}, {"role": "user", "content": [Variable("x")]}],
            model="gpt-4o",
        )

    out_good, out_bad = branch(good), branch(bad)
    total = fsum([out_good, out_bad])
    failing = True

    def rule(body: dict) -> Fault | None:
        text = json.dumps(body)
        return (
            Fault.server_error()
            if failing and "FAIL_ME" in text and "FEEDBACK_REQUEST" in text
            else None
        )

    llm_server.fault_rule = rule
    with pytest.raises(ModelCallError) as info:
        total.backward(Variable("be clearer"))
    err = info.value
    assert err.node_id == out_bad.grad_fn.node_id and err.node_name == "ChatCompletionBackward0"
    assert "from ChatCompletion (phase backward" in str(err)
    assert len(good.grad) == 1 and bad.grad == []  # the finished gradient was kept
    failing = False
    task = getattr(err, "backward_task", None)
    assert task is not None, "the engine attaches the task so the pass can be resumed"
    task.resume()
    assert len(good.grad) == 1 and len(bad.grad) == 1


def test_call_log_labels_samples():
    log = CallLog()
    client = OfflineModel(call_log=log)
    sys_p = Parameter("Classify the sentiment.", role="system prompt")
    out = ChatCompletion.apply(client, sentiment_chat(sys_p), {"review": ["good", "bad"]})
    assert [r.label for r in log.records] == ["sample 0", "sample 1"]
    assert {r.node_id for r in log.records} == {out.grad_fn.node_id}
    assert all(r.phase == "forward" for r in log.records)
    assert p.WHERE_INPUT == "input"

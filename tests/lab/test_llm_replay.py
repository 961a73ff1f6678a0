"""Replay on a graph of several LLM nodes, against the counting loopback server."""

from __future__ import annotations

import pytest

import afnio_lab as afnio
import afnio_lab.cognitive.functional as F
from afnio_lab.lab import Session
from afnio_lab.models import set_backward_model_client

V = afnio.Variable
P = afnio.cognitive.Parameter


def chat(client, system, user):
    return F.chat_completion(
        client,
        [{"role": "system", "content": [system]}, {"role": "user", "content": [user]}],
        model="test-model",
    )


@pytest.fixture()
def pipeline(make_client, llm_state):
    client = make_client()
    set_backward_model_client(client, completion_args={"model": "test-model"})
    question = V("What is the capital of France?", "question")
    sys_a = P("Answer in capital letters.", "system prompt A")
    sys_b = P("Answer with one word.", "system prompt B")
    sys_c = P("Reply in the format: ANSWER.", "system prompt C")
    a = chat(client, sys_a, question)
    b = chat(client, sys_b, a)  # depends on a
    c = chat(client, sys_c, question)  # an independent branch
    total = F.sum([b, c])
    return client, (sys_a, sys_b, sys_c), (a, b, c), total


def test_edit_causes_exactly_the_affected_llm_calls(llm_server, pipeline):
    client, (sys_a, sys_b, sys_c), (a, b, c), total = pipeline
    session = Session(call_log=client.call_log)
    llm_server.reset_counters()
    run = session.backward(total, V("The answers are too long.", "loss feedback"))
    assert llm_server.request_count == 3  # one feedback call per ChatCompletion node
    assert len(run.call_ids) == 3
    llm_nodes = {n for n, r in run.records.items() if r.uses_model}
    assert len(llm_nodes) == 3 and all(run.records[n].call_ids for n in llm_nodes)
    untouched = sys_c.grad[0]

    llm_server.reset_counters()
    session.edit_gradient("Use exactly one word and no punctuation.", value=b)
    new = session.replay()
    # b's node and the node behind it (a) rerun; c's branch does not: 2 calls, not one more
    assert llm_server.request_count == 2
    assert set(new.recomputed) == {b.grad_fn.node_id, a.grad_fn.node_id}
    assert len(new.call_ids) >= 2
    assert sys_c.grad[0] is untouched and len(sys_c.grad) == 1
    assert len(sys_a.grad) == 1 and len(sys_b.grad) == 1
    changed = {d.role: d.changed for d in session.diff()}
    assert changed["system prompt C"] is False
    assert changed["system prompt B"] is True
    sent = " ".join(str(r["messages"]) for r in llm_server.requests)
    assert "Use exactly one word and no punctuation." in sent


def test_replay_header_counts_only_the_calls_it_made(llm_server, pipeline):
    client, _, (a, b, c), total = pipeline
    session = Session(call_log=client.call_log)
    session.backward(total, V("The answers are too long.", "loss feedback"))
    session.edit_gradient("Use exactly one word.", value=c)  # c's branch: one node, one call
    new = session.replay()
    assert len(new.made_call_ids()) == 1 and len(new.call_ids) == 3
    assert "1 node(s) recomputed, 1 model call(s) (+2 inherited from b" in new.summary()

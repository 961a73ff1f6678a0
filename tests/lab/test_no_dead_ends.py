"""No dead ends after a failure: fix the cause, resume (however), save; mistakes caught early.

Each test walks the path a user takes after something went wrong: an unusable feedback reply
is sent again on resume (a read-write cache included), the engine's own ``resume()`` files its calls under the run, a reply
cut mid-emoji still saves, and a backward client without a model name is refused when set.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from afnio_lab.autodiff.lm_ops import ChatCompletion
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive.parameter import Parameter
from afnio_lab.lab import Session
from afnio_lab.models import OfflineModel, using_cache
from afnio_lab.models import backward_client as bc
from afnio_lab.models.openai import OpenAI

from support.llm_server import TEST_KEY, Fault


class BadFeedback:
    """While ``on``, answers every feedback request about FAIL_ME with ``reply``."""

    def __init__(self, reply: str = "Sorry, I cannot help with that.") -> None:
        self.on = True
        self.reply = reply

    def __call__(self, body: dict) -> Fault | None:
        text = json.dumps(body)
        hit = self.on and "FAIL_ME" in text and "FEEDBACK_REQUEST" in text
        return Fault.reply(self.reply) if hit else None


def chat_on(client: OpenAI, prompt: str) -> tuple[Parameter, Variable]:
    param = Parameter(prompt, role="system prompt")
    chat = [
        {"role": "system", "content": [param]},
        {"role": "user", "content": [Variable("What is 2 + 2?")]},
    ]
    return param, ChatCompletion.apply(client, chat, model="gpt-4o")


@pytest.fixture
def unusable(make_client, llm_server, llm_state):
    """A pipeline whose feedback replies about its prompt cannot be parsed until fixed."""
    client = make_client()
    bc.set_backward_model_client(client, completion_args={"model": "gpt-4o"})
    rule = BadFeedback()
    llm_server.fault_rule = rule
    param, out = chat_on(client, "FAIL_ME: answer.")
    return client, rule, param, out


def test_resume_resends_a_feedback_reply_that_could_not_be_used(unusable, llm_server) -> None:
    client, rule, param, out = unusable
    with pytest.raises(RuntimeError, match="could not be used after 4 attempts") as info:
        out.backward(Variable("be shorter", role="feedback"))
    rule.on = False  # the server is fixed
    sent = llm_server.request_count
    info.value.backward_task.resume()
    assert llm_server.request_count > sent  # the unusable reply was not served again
    assert param.grad


def test_a_read_write_cache_sends_an_unusable_reply_again_on_resume(
    unusable, llm_server, tmp_path
) -> None:
    client, rule, _, _ = unusable
    with using_cache("read-write", tmp_path):
        param, out = chat_on(client, "FAIL_ME: answer.")
        with pytest.raises(RuntimeError, match="could not be used after 4 attempts") as info:
            out.backward(Variable("be shorter", role="feedback"))
        rule.on = False  # the server is fixed
        sent = llm_server.request_count
        info.value.backward_task.resume()
    assert llm_server.request_count > sent  # not served the recorded unusable reply
    assert param.grad and "Sorry" not in param.grad[0].data
    sent = llm_server.request_count
    with using_cache("replay-only", tmp_path):  # the recording replays the fixed run
        again, out = chat_on(client, "FAIL_ME: answer.")
        out.backward(Variable("be shorter", role="feedback"))
    assert llm_server.request_count == sent
    assert [g.data for g in again.grad] == [g.data for g in param.grad]


def test_engine_resume_in_a_session_files_its_calls_under_the_run(unusable, tmp_path) -> None:
    client, rule, param, out = unusable
    session = Session(call_log=client.call_log)
    with pytest.raises(RuntimeError) as info:
        session.backward(out, "be shorter")
    run = session.backward_run()
    rule.on = False
    info.value.backward_task.resume()  # what the error message says, not Session.resume
    resumed = [
        c.call_id
        for c in client.call_log.records
        if c.ok and c.run_id == run.id and '"feedback"' in (c.response or "")
    ]
    assert run.status == "ok" and resumed
    assert set(resumed) <= set(run.call_ids)  # on the run itself, before any view asks
    saved = json.loads(Path(session.save(str(tmp_path / "s.json"))).read_text())
    assert set(resumed) <= {c["call_id"] for c in saved["calls"]}


def test_a_reply_cut_mid_emoji_still_saves(make_client, llm_server, llm_state, tmp_path) -> None:
    client = make_client()
    bc.set_backward_model_client(client, completion_args={"model": "gpt-4o"})
    half_emoji = '{"feedback": ["Add a smile \\ud83d to the prompt."]}'
    llm_server.fault_rule = BadFeedback(half_emoji)
    session = Session(call_log=client.call_log)
    param, out = chat_on(client, "FAIL_ME: answer.")
    session.backward(out, "be friendlier")
    assert "\ufffd" in param.grad[0].data  # the lone surrogate became a replacement character
    saved = Path(session.save(str(tmp_path / "s.json")))
    assert Session.load(str(saved)).backward_run().status == "ok"


def test_a_backward_client_without_a_model_name_is_refused_when_set(llm_server, llm_state):
    client = OpenAI(api_key=TEST_KEY, base_url=llm_server.base_url)
    with pytest.raises(ValueError, match=r"completion_args=\{'model': ") as info:
        bc.set_backward_model_client(client)
    assert len(str(info.value).splitlines()) == 1
    bc.set_backward_model_client(client, completion_args={"model": "llama3"})  # the fix
    assert bc.get_backward_model_client().model == "llama3"


@pytest.mark.parametrize("make", [OfflineModel, lambda: OpenAI(api_key=None, base_url=None)])
def test_the_offline_model_needs_no_model_name(make, llm_state, monkeypatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    client = make()
    bc.set_backward_model_client(client)
    param, out = chat_on(client, "Answer.")
    out.backward(Variable("be shorter", role="feedback"))
    assert param.grad

"""A small prompt-optimisation task: one TGD step measurably improves the score.

Runs on the offline model in-process, and again through the real openai client against the
loopback server (which answers with the same rules), with a threaded executor.
"""

from __future__ import annotations

import pytest

from afnio_lab import Variable
from afnio_lab.autodiff import backward
from afnio_lab.autodiff.executors import ThreadedExecutor
from afnio_lab.cognitive import Parameter
from afnio_lab.cognitive.functional_lm import chat_completion, exact_match_evaluator
from afnio_lab.models import CacheMissError, CallLog, ChatCompletionModel, OfflineModel, using_cache
from afnio_lab.models import backward_client as bc
from afnio_lab.optim import TGD

pytestmark = pytest.mark.usefixtures("llm_state")

REVIEWS = [
    "I loved this film",
    "Terrible, boring plot",
    "Great acting and a wonderful score",
    "Not good at all",
    "A waste of two hours",
    "Brilliant and fun",
]
TARGETS = [
    "Label: POSITIVE",
    "Label: NEGATIVE",
    "Label: POSITIVE",
    "Label: NEGATIVE",
    "Label: NEGATIVE",
    "Label: POSITIVE",
]


def run_task(client: ChatCompletionModel, executor=None, **completion_args) -> list[int]:
    system = Parameter("Classify the sentiment of the review.", role="system prompt")
    messages = [
        {"role": "system", "content": [system]},
        {"role": "user", "content": [Variable("Review: {review}", role="template")]},
    ]
    optimizer = TGD([system], model_client=client, **completion_args)

    def evaluate() -> tuple[Variable, Variable]:
        out = chat_completion(client, messages, {"review": REVIEWS}, **completion_args)
        return exact_match_evaluator(out, TARGETS)

    scores = []
    score, explanation = evaluate()
    scores.append(score.data)
    optimizer.clear_grad()
    backward(explanation, executor=executor)
    assert len(system.grad) == 1 and "<ITEM>" in system.grad[0].data
    optimizer.step()
    assert system.data.startswith("Classify the sentiment of the review.")
    scores.append(evaluate()[0].data)
    return scores


def test_one_step_improves_the_score_offline():
    log = CallLog()
    client = OfflineModel(call_log=log)
    bc.set_backward_model_client(client)
    before, after = run_task(client)
    assert after > before
    assert (before, after) == (0, len(REVIEWS))
    phases = [r.phase for r in log.records]
    n = len(REVIEWS)
    assert phases == ["forward"] * n + ["backward"] * 2 * n + ["optimizer"] + ["forward"] * n


def test_one_step_improves_the_score_over_http(make_client, llm_server):
    client = make_client(max_concurrency=8)
    bc.set_backward_model_client(client, completion_args={"model": "gpt-4o-mini"})
    before, after = run_task(client, executor=ThreadedExecutor(8), model="gpt-4o-mini")
    assert after > before
    assert llm_server.request_count == 4 * len(REVIEWS) + 1
    assert client.call_log is not None and client.call_log.totals().cost > 0


def test_a_recorded_run_replays_without_any_request(make_client, llm_server, tmp_path):

    client = make_client(max_concurrency=8)
    bc.set_backward_model_client(client, completion_args={"model": "gpt-4o-mini"})
    with using_cache("read_write", tmp_path):
        recorded = run_task(client, model="gpt-4o-mini")
    calls = 4 * len(REVIEWS) + 1
    requests = llm_server.request_count
    # Identical calls (the evaluator's feedback requests for equal prediction/target pairs)
    # are answered from the recording already; every distinct call is one file.
    assert requests == len(list(tmp_path.glob("*/*.json"))) < calls
    assert len(client.call_log.filter(cache_hit=True)) == calls - requests  # type: ignore[union-attr]
    mark = client.call_log.mark()  # type: ignore[union-attr]
    llm_server.reset_counters()
    with using_cache("replay_only", tmp_path):
        replayed = run_task(client, executor=ThreadedExecutor(4), model="gpt-4o-mini")
        assert replayed == recorded
        assert llm_server.request_count == 0
        hits = client.call_log.filter(cache_hit=True, since=mark)  # type: ignore[union-attr]
        assert len(hits) == calls
        # a forward call is named after its op, and the hint is the API the README teaches
        with pytest.raises(CacheMissError, match=r"ChatCompletion \(phase forward.*using_cache"):
            chat_completion(
                client,
                [{"role": "user", "content": [Variable("new question")]}],
                model="gpt-4o-mini",
            )
    assert llm_server.request_count == 0

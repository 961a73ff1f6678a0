"""Forward re-run against the counting loopback server: only the calls whose messages
changed are sent; the rest come from the record/replay cache."""

from __future__ import annotations

import pytest

from afnio_lab import Variable
from afnio_lab.cognitive import Parameter
from afnio_lab.cognitive.functional_lm import chat_completion, exact_match_evaluator
from afnio_lab.lab import LabError, Session
from afnio_lab.models import using_cache

REVIEWS = ["I loved it", "Awful film", "Great fun", "Dull"]


def _messages(system, template):
    return [
        {"role": "system", "content": [system]},
        {"role": "user", "content": [Variable(template, role="template")]},
    ]


@pytest.fixture
def recorded(make_client, llm_state):
    """Two chained batched ops (classify, then explain the label) and an evaluator."""
    client = make_client()
    classify = Parameter("Classify the sentiment of the review.", role="classify prompt")
    explain = Parameter("Explain the label in one word.", role="explain prompt")
    reviews = Variable(REVIEWS, role="reviews")
    labels = Variable(["positive", "negative", "positive", "negative"], role="labels")
    session = Session(call_log=client.call_log)

    def pipeline():
        answers = chat_completion(
            client, _messages(classify, "Review: {review}"), {"review": reviews}, model="m"
        )
        why = chat_completion(
            client, _messages(explain, "Label: {label}"), {"label": answers}, model="m"
        )
        score, explanation = exact_match_evaluator(answers, labels)
        return {"answers": answers, "why": why, "score": score, "explanation": explanation}

    names = {"classify": classify, "explain": explain, "reviews": reviews, "labels": labels}
    run = session.forward(pipeline, name="v1", context=names)
    assert [s.inputs["review"] for s in run.samples] == REVIEWS
    return session, run, names


def test_changing_the_last_prompt_reruns_only_its_op(llm_server, recorded):
    session, run, names = recorded
    assert len(run.call_ids) == 8
    llm_server.reset_counters()
    new = session.rerun_forward(run, {"explain": "Give the label's reason in one word."})
    # the explain op only (classify is upstream), one request per distinct message: the
    # cache sends identical calls once
    distinct = {s.outputs["answers"] for s in run.samples}
    assert llm_server.request_count == len(distinct) >= 2
    assert new.parent == run.id and new.id != run.id
    assert new.params["explain"] == "Give the label's reason in one word."
    assert names["explain"].data == "Explain the label in one word."  # the user's value stays
    assert len(new.samples) == 4 and [s.score for s in new.samples] == [
        s.score for s in run.samples
    ]
    assert all(c.run_id == new.id for c in session.calls(new))
    sent = " ".join(str(r["messages"]) for r in llm_server.requests)
    assert "reason in one word" in sent and "Classify" not in sent


def test_unchanged_messages_cost_nothing_even_downstream(llm_server, recorded):
    session, run, _ = recorded
    llm_server.reset_counters()
    same = session.rerun_forward(run, {"classify": "Classify the sentiment of the review."})
    assert llm_server.request_count == 0  # every message is as before: all from the cache
    calls = session.calls(same)
    assert len(calls) == 8 and all(c.cache_hit for c in calls)
    assert [s.outputs for s in same.samples] == [s.outputs for s in run.samples]
    comparison = session.compare(run, same)
    assert {r.change for r in comparison.rows} == {"same"}


def test_changing_one_prompt_with_the_users_cache_on(llm_server, recorded, tmp_path):
    session, run, _ = recorded
    with using_cache("read-write", tmp_path / "cache"):
        session.rerun_forward(run, {"classify": "Classify it."})
        llm_server.reset_counters()
        again = session.rerun_forward(run, {"classify": "Classify it."})
    assert llm_server.request_count == 0  # the first re-run recorded every reply
    assert len(again.call_ids) == 8


def test_bad_changes_are_refused_clearly(recorded):
    session, run, _ = recorded
    with pytest.raises(LabError, match="is computed by an op"):
        session.rerun_forward(run, {"answers": "x"})
    with pytest.raises(LabError, match="not a value of run"):
        session.rerun_forward(run, {"nope": "x"})
    with pytest.raises(LabError, match="Say what to change"):
        session.rerun_forward(run, {})


def test_a_pass_recorded_without_its_inputs_says_how_to_rerun(make_client, llm_state):
    client = make_client()
    system = Parameter("Classify the review.", role="classify prompt")
    answers = chat_completion(
        client, _messages(system, "Review: {review}"), {"review": Variable(REVIEWS)}, model="m"
    )
    session = Session(call_log=client.call_log)
    run = session.record_forward({"answers": answers, "system": system})
    with pytest.raises(LabError, match="has not kept its inputs: record the pass with"):
        session.rerun_forward(run, {"system": "Classify it."})


def test_a_what_if_run_gets_its_own_name_unless_given_one(llm_server, recorded):
    session, run, _ = recorded
    what_if = session.rerun_forward(run, {"explain": "Say why in one word."})
    named = session.rerun_forward(run, {"explain": "Say why."}, name="v2")
    assert what_if.name == f"what-if of {run.id}" and what_if.parent == run.id
    assert named.name == "v2"

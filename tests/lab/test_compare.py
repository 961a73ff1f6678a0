"""Forward runs side by side: per-sample records, compare on 2 and 3 runs, export, display."""

from __future__ import annotations

import json

import pytest

from afnio_lab import Variable
from afnio_lab.cognitive import Parameter
from afnio_lab.cognitive.functional_lm import chat_completion, exact_match_evaluator
from afnio_lab.lab import LabError, Session
from afnio_lab.lab.records.runs import ForwardRun, SampleRecord
from afnio_lab.models import CallLog
from afnio_lab.models.offline import OfflineModel


def _run(run_id: str, answers: list[str], scores: list[float | None], prompt: str) -> ForwardRun:
    samples = [
        SampleRecord(i, {"review": f"review {i}"}, {"answer": a}, s)
        for i, (a, s) in enumerate(zip(answers, scores))
    ]
    return ForwardRun(
        id=run_id,
        name="pipeline",
        names={},
        created=0.0,
        duration=0.0,
        samples=samples,
        params={"system": prompt},
    )


def _session(*runs: ForwardRun) -> Session:
    session = Session(call_log=CallLog())
    session.runs = {r.id: r for r in runs}
    return session


def test_compare_two_runs_marks_fixes_regressions_changes_and_sameness():
    a = _run("f1", ["POS", "NEG", "POS", "NEG"], [1, 0, 1, 1], "Classify the review.")
    b = _run("f3", ["POS", "POS", "NEG", "neg"], [1, 1, 0, 1], "Classify the review briefly.")
    c = _session(a, b).compare("f1", "f3")
    assert [r.change for r in c.rows] == ["same", "fixed", "regressed", "changed"]
    assert [r.index for r in c.filter(only_regressions=True)] == [2]
    assert [r.index for r in c.filter(only_changed=True)] == [1, 2, 3]
    assert c.rows[1].outputs == [{"answer": "NEG"}, {"answer": "POS"}]
    assert c.rows[1].scores == [0, 1]
    assert [t.score_mean for t in c.totals] == [0.75, 0.75]
    assert [t.n for t in c.totals] == [4, 4]
    (diff,) = c.param_diffs
    assert diff.name == "system" and diff.changed
    assert ("insert", " briefly") in diff.diffs[0] or ("insert", "briefly ") in diff.diffs[0]


def test_compare_identical_runs_is_all_same():
    a = _run("f1", ["x", "y"], [1, 0], "p")
    b = _run("f2", ["x", "y"], [1, 0], "p")
    c = _session(a, b).compare("f1", "f2")
    assert [r.change for r in c.rows] == ["same", "same"]
    assert c.filter(only_changed=True).rows == []
    assert not c.param_diffs[0].changed


def test_compare_three_runs_judges_first_against_last():
    a = _run("f1", ["a", "a"], [0, 1], "v1")
    b = _run("f2", ["b", "b"], [1, 0], "v2")
    c3 = _run("f3", ["c", "a"], [1, 1], "v3")
    c = _session(a, b, c3).compare("f1", "f2", "f3")
    assert [r.change for r in c.rows] == ["fixed", "changed"]  # b in the middle
    assert len(c.param_diffs[0].diffs) == 2  # v1 -> v2, v2 -> v3
    assert len(c.totals) == 3
    records = c.to_records()
    assert len(records) == 6
    assert {r["run_id"] for r in records} == {"f1", "f2", "f3"}
    assert records[0]["input.review"] == "review 0" and records[0]["output.answer"] == "a"


def test_different_sample_counts_are_refused_in_one_line():
    a = _run("f1", ["a", "b"], [1, 1], "p")
    b = _run("f2", ["a"], [1], "p")
    with pytest.raises(LabError, match="different numbers of samples") as info:
        _session(a, b).compare("f1", "f2")
    assert "\n" not in str(info.value)
    with pytest.raises(LabError, match="at least two"):
        _session(a, b).compare("f1")


def test_static_display_escapes_and_marks_regressions():
    a = _run("f1", ["<b>ok</b>", "x"], [1, 1], "p")
    b = _run("f2", ["<script>", "x"], [0, 1], "p")
    html = _session(a, b).compare("f1", "f2")._repr_mimebundle_()["text/html"]
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "regressed" in html and "afnio-regressed" in html
    assert "<th>expected</th>" not in html  # no evaluator had targets: no empty column


def test_forward_run_records_samples_scores_and_params(llm_state):
    log = CallLog()
    client = OfflineModel(call_log=log)
    system = Parameter("Classify the sentiment of the review.", role="system prompt")
    reviews = Variable(["I loved it", "Awful", "Great fun"], role="reviews")
    targets = Variable(["Label: POSITIVE", "Label: NEGATIVE", "nope"], role="labels")
    messages = [
        {"role": "system", "content": [system]},
        {"role": "user", "content": [Variable("Review: {review}", role="template")]},
    ]
    session = Session(call_log=log)
    mark = log.mark()

    def pipeline():
        answers = chat_completion(client, messages, {"review": reviews})
        score, explanation = exact_match_evaluator(answers, targets)
        return {"answers": answers, "score": score, "explanation": explanation}

    context = {"system": system, "reviews": reviews, "targets": targets}
    run = session.forward(pipeline, context=context)
    answers = next(v.value for v in run.snapshot.values if run.names.get(v.uid) == "answers")
    assert len(run.samples) == 3
    assert run.params == {"system": "Classify the sentiment of the review."}
    s0 = run.samples[0]
    assert s0.inputs == {"review": "I loved it"}  # the template and targets are not inputs
    assert s0.expected == "Label: POSITIVE"
    assert s0.outputs == {"answers": answers.data[0]}
    assert [s.score for s in run.samples] == [
        float(a == t) for a, t in zip(answers.data, targets.data)
    ]
    assert s0.explanation and "compared" in s0.explanation
    assert all(len(s.call_ids) == 1 for s in run.samples)
    assert all(c.run_id == run.id for c in log.filter(since=mark))
    back = ForwardRun.from_dict(run.to_dict())
    assert back.samples == run.samples and back.params == run.params


def test_saved_runs_compare_after_loading_and_older_files_still_load(tmp_path):
    a = _run("f1", ["<i>x</i>", "y"], [1, 0], "v1")
    b = _run("f2", ["x", "z"], [0, 1], "v2")
    path = tmp_path / "s.json"
    _session(a, b).save(str(path))
    loaded = Session.load(str(path))
    c = loaded.compare("f1", "f2")
    assert [r.change for r in c.rows] == ["regressed", "fixed"]
    assert c.rows[0].outputs[0] == {"answer": "<i>x</i>"}
    older = {k: v for k, v in a.to_dict().items() if k not in ("samples", "params", "parent")}
    payload = json.loads(path.read_text())
    payload["runs"][0] = older
    path.write_text(json.dumps(payload))
    old_run = Session.load(str(path)).run("f1")
    assert old_run.samples == [] and old_run.params == {}
    with pytest.raises(LabError, match="f1 has 0, f2 has 2"):
        Session.load(str(path)).compare("f1", "f2")


REVIEWS = ["I loved it", "Awful <b>film</b>", "Great fun"]
LABELS = ["Label: POSITIVE", "Label: NEGATIVE", "<i>Label: POSITIVE</i>"]


def _plain_list_session():
    """Notebook 06's way: plain lists through a template, plain-list targets."""
    log = CallLog()
    client = OfflineModel(call_log=log)
    system = Parameter("Classify the sentiment of the review.", role="system prompt")
    template = Variable("Review: {review}", role="user message template")
    messages = [{"role": "system", "content": [system]}, {"role": "user", "content": [template]}]
    context = {"system": system, "template": template}
    return Session(call_log=log), client, messages, context


def test_rows_show_the_plain_list_that_filled_the_template_and_the_expected_answer(llm_state):
    session, client, messages, context = _plain_list_session()

    def pipeline():
        answers = chat_completion(client, messages, {"review": REVIEWS})
        score, explanation = exact_match_evaluator(answers, LABELS)
        return {"answers": answers, "score": score, "explanation": explanation}

    session.forward(pipeline, name="v1", context=context)
    context["system"].data = "Classify the review. Answer in capital letters."
    session.forward(pipeline, name="v2", context=context)
    c = session.compare("v1", "v2")
    assert [r.inputs for r in c.rows] == [{"review": text} for text in REVIEWS]
    assert [r.expected for r in c.rows] == LABELS
    records = c.to_records()
    assert records[0]["input.review"] == "I loved it"
    assert records[0]["expected"] == "Label: POSITIVE"
    assert "input.template" not in records[0]
    html = c._repr_mimebundle_()["text/html"]
    assert "{review}" not in html.split("<table class='afnio-cmp'><tr><th>#</th>")[1]
    assert "Awful &lt;b&gt;film&lt;/b&gt;" in html and "<b>film" not in html
    assert "<th>expected</th>" in html and "&lt;i&gt;Label: POSITIVE&lt;/i&gt;" in html
    text = c._repr_mimebundle_()["text/plain"]
    assert "I loved it (expected Label: POSITIVE)" in text


def test_inputs_and_expected_answers_show_whichever_run_comes_first(llm_state):
    """v1 passes plain lists and has no evaluator; v2 wraps the inputs and targets in
    Variables and scores them: both orders show every review and its expected answer."""
    session, client, messages, context = _plain_list_session()
    context["reviews"] = Variable(REVIEWS, role="reviews")
    context["labels"] = Variable(LABELS, role="labels")

    def plain():
        return {"answers": chat_completion(client, messages, {"review": REVIEWS})}

    def wrapped():
        answers = chat_completion(client, messages, {"review": context["reviews"]})
        score, explanation = exact_match_evaluator(answers, context["labels"])
        return {"answers": answers, "score": score, "explanation": explanation}

    session.forward(plain, name="plain", context=context)
    session.forward(wrapped, name="wrapped", context=context)
    for order in (("plain", "wrapped"), ("wrapped", "plain")):
        c = session.compare(*order)
        assert [r.inputs for r in c.rows] == [{"review": text} for text in REVIEWS], order
        assert [r.expected for r in c.rows] == LABELS, order


def test_a_chained_op_output_is_an_output_not_an_input(llm_state):
    session, client, messages, context = _plain_list_session()
    explain = [{"role": "user", "content": [Variable("Why {label}?", role="template")]}]

    def pipeline():
        answers = chat_completion(client, messages, {"review": REVIEWS})
        why = chat_completion(client, explain, {"label": answers})
        return {"answers": answers, "why": why}

    run = session.forward(pipeline, context=context)
    assert [s.inputs for s in run.samples] == [{"review": text} for text in REVIEWS]
    assert [s.expected for s in run.samples] == [None, None, None]
    assert set(run.samples[0].outputs) == {"answers", "why"}


def test_filter_returns_a_comparison_that_exports_its_rows():
    a = _run("f1", ["POS", "NEG", "POS"], [1, 0, 1], "v1")
    b = _run("f2", ["POS", "POS", "NEG"], [1, 1, 0], "v2")
    regressions = _session(a, b).compare("f1", "f2").filter(only_regressions=True)
    assert isinstance(regressions, type(_session(a, b).compare("f1", "f2")))
    assert [r["index"] for r in regressions.to_records()] == [2, 2]
    assert [r.index for r in regressions] == [2] and len(regressions) == 1
    assert "f1 (pipeline) vs f2 (pipeline)" in regressions.summary()


def test_changed_counts_every_row_the_only_changed_filter_keeps():
    """Fixed and regressed rows changed too: the count and the filter agree."""
    a = _run("f1", ["a", "b", "c", "d"], [0, 1, 0, 1], "v1")
    b = _run("f2", ["A", "B", "c", "D"], [1, 0, 0, 1], "v2")
    c = _session(a, b).compare("f1", "f2")
    assert [r.change for r in c.rows] == ["fixed", "regressed", "same", "changed"]
    kept = c.filter(only_changed=True)
    assert c.counts()["changed"] == len(kept) == 3
    assert c.summary().endswith("4 input(s): 3 changed (1 fixed, 1 regressed), 1 same")
    html = c._repr_mimebundle_()["text/html"]
    assert "4 input(s): 3 changed (1 fixed, 1 regressed), 1 same" in html

"""The comparison widget (rows, filters, pages, opening a row's calls, the saved-notebook
twin) and the inspector's what-if "Re-run forward"."""

from __future__ import annotations

import json
from typing import Any

import pytest

from afnio_lab import Variable
from afnio_lab.cognitive import Parameter
from afnio_lab.cognitive.functional_lm import chat_completion, exact_match_evaluator
from afnio_lab.lab import Session, set_session
from afnio_lab.lab.ops.compare import PAGE_SIZE
from afnio_lab.lab.records.runs import ForwardRun, SampleRecord
from afnio_lab.magics import views
from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.widgets import ComparisonWidget, LabView

from support.paths import NOTEBOOKS

V1 = "Classify the sentiment of the review."
V2 = V1 + " Reply in the format 'Label: <answer>'. Answer in capital letters."


@pytest.fixture()
def pipeline(llm_state):
    """Two recorded runs of a 4-review pipeline on the offline model: v1 then v2 of the
    system prompt (rows: fixed, regressed, fixed, changed)."""
    log = CallLog()
    client = OfflineModel(call_log=log)
    session = Session(call_log=log)
    system = Parameter(V1, role="system prompt")
    reviews = Variable(["I loved it", "Awful", "Great fun", "Leaking roof"], role="reviews")
    targets = Variable(
        ["Label: POSITIVE", "negative", "Label: POSITIVE", "Label: NEGATIVE"], role="labels"
    )
    messages = [
        {"role": "system", "content": [system]},
        {"role": "user", "content": [Variable("Review: {review}", role="template")]},
    ]

    def pipeline() -> dict[str, Any]:
        answers = chat_completion(client, messages, {"review": reviews})
        score, explanation = exact_match_evaluator(answers, targets)
        return {"answers": answers, "score": score, "explanation": explanation}

    def forward() -> ForwardRun:
        named = {"system": system, "reviews": reviews, "targets": targets}
        return session.forward(pipeline, name="pipeline", context=named)

    first = forward()
    system.data = V2
    second = forward()
    return session, first, second, system


def _synthetic(n: int) -> tuple[Session, ForwardRun, ForwardRun]:
    """Two runs of ``n`` samples: every 7th regressed, every 5th fixed, no model calls."""

    def run(run_id: str, later: bool) -> ForwardRun:
        samples = []
        for i in range(n):
            score = 1.0
            if i % 7 == 3:
                score = 0.0 if later else 1.0
            elif i % 5 == 1:
                score = 1.0 if later else 0.0
            answer = f"{'v2' if later and i % 5 == 1 else 'v1'} answer {i}"
            samples.append(SampleRecord(i, {"review": f"review {i}"}, {"answer": answer}, score))
        params = {"system": "Be brief." if later else "Be kind."}
        return ForwardRun(run_id, "pipeline", {}, 0.0, 0.0, samples=samples, params=params)

    a, b = run("f1", False), run("f2", True)
    session = Session(call_log=CallLog())
    session.runs = {a.id: a, b.id: b}
    return session, a, b


def test_rows_scores_marks_totals_and_prompt_diff(pipeline):
    session, first, second, _ = pipeline
    widget = ComparisonWidget(session.compare(first, second), session)
    assert [r["run_id"] for r in widget.runs] == [first.id, second.id]
    assert [r["change"] for r in widget.rows] == ["fixed", "regressed", "fixed", "changed"]
    fixed = widget.rows[0]
    assert "I loved it" in fixed["input"]
    assert fixed["outputs"] == ["positive", "Label: POSITIVE"]
    assert fixed["passed"] == [False, True] and fixed["label"] == "▲ fixed"
    assert widget.rows[1]["label"] == "▼ regressed" and widget.rows[3]["label"] == "changed"
    # "changed" counts what the "only changed" filter keeps: the fixed and regressed too
    assert widget.counts == {"same": 0, "changed": 4, "fixed": 2, "regressed": 1, "all": 4}
    assert fixed["input"] == "I loved it" and fixed["expected"] == "Label: POSITIVE"
    assert widget.expected
    (param,) = widget.params
    assert param["name"] == "system" and param["same"] is None
    (diff,) = param["diffs"]
    assert diff["label"] == f"{first.id} → {second.id}"
    assert any(op == "insert" and "capital letters" in text for op, text in diff["ops"])
    totals = {t["run_id"]: t for t in widget.totals}
    assert totals[first.id]["score_mean"] == 0.25 and totals[second.id]["score_mean"] == 0.5
    assert totals[first.id]["calls"] == 4 and totals[first.id]["tokens"] > 0
    assert totals[first.id]["latency_p95_ms"] is not None


def test_filters_leave_only_changed_or_only_regressions(pipeline):
    session, first, second, _ = pipeline
    widget = ComparisonWidget(session.compare(first, second), session)
    widget.dispatch({"action": "filter", "only_regressions": True})
    assert [r["index"] for r in widget.rows] == [1] and widget.shown == 1
    assert widget.only_regressions and not widget.only_changed
    widget.dispatch({"action": "filter", "only_changed": True})
    assert [r["index"] for r in widget.rows] == [0, 1, 2, 3]
    assert widget.shown == widget.counts["changed"]
    same = Session(call_log=session.call_log)
    same.runs = dict(session.runs)
    widget = ComparisonWidget(same.compare(first, first), same)
    widget.set_filter(only_changed=True)
    assert widget.rows == [] and widget.shown == 0 and widget.pages == 1


def test_opening_a_row_shows_every_runs_calls_for_that_input(pipeline):
    session, first, second, _ = pipeline
    widget = ComparisonWidget(session.compare(first, second), session)
    widget.dispatch({"action": "open", "index": 1})
    assert widget.opened == 1
    old, new = widget.detail
    assert (old["run_id"], new["run_id"]) == (first.id, second.id)
    assert old["output"] == "negative" and new["output"] == "Label: NEGATIVE"
    assert old["score"] == "1" and new["score"] == "0"
    (old_call,), (new_call,) = old["calls"], new["calls"]
    assert "Awful" in old_call["messages"][-1]["content"]
    assert old_call["response"] == "negative" and new_call["response"] == "Label: NEGATIVE"
    assert old_call["run_id"] == first.id and new_call["run_id"] == second.id
    assert "compared" in old["explanation"]
    widget.dispatch({"action": "open", "index": 1})  # a second click closes it
    assert widget.opened == -1 and widget.detail == []
    widget.dispatch({"action": "open", "index": 3})
    widget.set_filter(only_regressions=True)  # the opened row is filtered out: closed
    assert widget.opened == -1
    widget.dispatch({"action": "open", "index": 0})
    assert widget.message["level"] == "error" and "No input 0" in widget.message["text"]


def test_pages_of_a_thousand_rows_one_at_a_time():
    session, a, b = _synthetic(2500)
    widget = ComparisonWidget(session.compare(a, b), session)
    assert widget.pages == 3 and widget.shown == 2500 and len(widget.rows) == PAGE_SIZE
    assert widget.rows[0]["index"] == 0
    widget.dispatch({"action": "page", "page": 2})
    assert widget.page == 2 and len(widget.rows) == 500 and widget.rows[0]["index"] == 2000
    widget.dispatch({"action": "page", "page": 3})
    assert widget.message["level"] == "error" and "No page 4" in widget.message["text"]
    assert widget.page == 2
    widget.set_filter(only_regressions=True)  # back to the first page of the filtered rows
    expected = [i for i in range(2500) if i % 7 == 3]
    assert widget.page == 0 and widget.shown == len(expected)
    assert [r["index"] for r in widget.rows] == expected


def test_text_is_sent_as_data_and_the_saved_twin_is_escaped():
    session, a, b = _synthetic(3)
    a.samples[0].outputs = {"answer": "<img src=x onerror=alert(1)>"}
    a.params = {"system": "<script>alert(2)</script>"}
    widget = ComparisonWidget(session.compare(a, b), session)
    assert widget.rows[0]["outputs"][0] == "<img src=x onerror=alert(1)>"  # a text node
    bundle = widget._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    html = data["text/html"]
    assert "<img" not in html and "<script>" not in html and "&lt;img" in html
    assert (
        "run this cell to make it interactive" in html.lower()
        and "application/vnd.jupyter.widget-view+json" in data
    )
    assert "f1 (pipeline) vs f2 (pipeline)" in data["text/plain"]


def test_long_cells_are_cut_in_the_table_and_whole_when_opened():
    session, a, b = _synthetic(2)
    a.samples[1].outputs = {"answer": "word " * 1000}
    widget = ComparisonWidget(session.compare(a, b), session)
    assert len(widget.rows[1]["outputs"][0]) < 1000
    widget.open_row(1)
    assert widget.detail[0]["output"] == "word " * 1000


# -- what-if from the graph ------------------------------------------------------------------------


def test_inspector_reruns_forward_from_an_edited_parameter_and_compares(pipeline):
    session, first, second, system = pipeline
    view = LabView(session, first)
    view.select("n1")  # an op: nothing to edit
    assert view.inspector.whatif == {}
    view.select(f"v{system.uid}")
    assert view.inspector.whatif["uid"] == system.uid
    assert view.inspector.whatif["text"] == V1  # as recorded in the run shown
    assert view.inspector.whatif["kind"] == "parameter"
    calls_before = len(session.call_log.records)
    view.inspector.dispatch({"action": "rerun", "text": V2})
    assert view.inspector.message["level"] == "ok", view.inspector.message
    new = view.compared.comparison.runs[1]
    assert view.compared.comparison.runs[0] is first and new.id in session.runs
    assert new.params["system"] == V2 and system.data == V2  # the user's value untouched
    assert [r["change"] for r in view.compared.rows] == ["fixed", "regressed", "fixed", "changed"]
    assert view.comparison.children == (view.compared,)
    # the prompt reaches every sample: one new call each, filed under the new run
    new_calls = session.call_log.records[calls_before:]
    assert len(new_calls) == 4 and {c.run_id for c in new_calls} == {new.id}


def test_rerun_refuses_non_text_and_says_so(pipeline):
    session, first, *_ = pipeline
    view = LabView(session, first)
    view.inspector.dispatch({"action": "rerun", "text": "x"})  # nothing selected
    assert view.inspector.message["level"] == "error"
    assert "select a text leaf or parameter" in view.inspector.message["text"]


# -- where users meet it ---------------------------------------------------------------------------


def test_afnio_compare_shows_the_widget_with_the_filters_asked_for(pipeline, monkeypatch):
    session, first, second, _ = pipeline
    monkeypatch.delenv("AFNIO_LAB_STATIC", raising=False)
    set_session(session)
    try:
        shown = views.comparison_view(session.compare(first, second), only_regressions=True)
    finally:
        set_session(Session())
    assert isinstance(shown, ComparisonWidget) and shown.session is session
    assert [r["index"] for r in shown.rows] == [1] and shown.only_regressions
    static = views.comparison_view(session.compare(first, second), static=True)
    assert not isinstance(static, ComparisonWidget)


def test_the_saved_tutorial_keeps_the_static_table_beside_the_widget():
    """A teacher's saved notebook opened with no kernel: the comparison cell still shows
    its rows (the widget's text/html twin), with the note to run the cell."""
    notebook = json.loads((NOTEBOOKS / "06_comparing_prompts.ipynb").read_text())
    cell = next(
        c for c in notebook["cells"] if "".join(c["source"]).strip() == "%afnio_compare v1 v2 v3"
    )
    outputs = [o["data"] for o in cell["outputs"] if "data" in o]  # picture, then widget
    assert any("application/vnd.jupyter.widget-view+json" in data for data in outputs)
    html = "".join("".join(data.get("text/html", "")) for data in outputs)
    assert "afnio-static-note" in html and html.count("▲ fixed") == 8
    assert html.count("<ins>") >= 2  # v1 → v2 and v2 → v3

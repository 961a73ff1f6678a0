"""The Python side of every widget: set traitlets, fire the front end's actions, check the
kernel-side state (the session, the values, what the page would be sent). No browser here;
``test_widgets_browser.py`` drives the same widgets in a real one."""

from __future__ import annotations

import base64
import json
import re
import subprocess
import sys

import IPython
import pytest
from IPython.display import display
from IPython.testing import globalipapp
from IPython.utils.capture import capture_output

from afnio_lab import Variable
from afnio_lab.cognitive import Parameter
from afnio_lab.cognitive import functional as F
from afnio_lab.cognitive.functional_lm import chat_completion, exact_match_evaluator
from afnio_lab.lab import Session, set_session
from afnio_lab.lab.records.runs import BackwardRun
from afnio_lab.lab.views import render
from afnio_lab.lab.views.text import readable_feedback
from afnio_lab.magics import views
from afnio_lab.models import CallLog, OfflineModel
from afnio_lab.models import backward_client as bc
from afnio_lab.numeric import Tensor
from afnio_lab.optim import TGD
from afnio_lab.widgets import (
    CallLogWidget,
    GraphWidget,
    LabView,
    OptimizerPreview,
    ProgressObserver,
    StepperWidget,
    call_progress,
    lab_view,
)
from afnio_lab.widgets.context import GraphContext
from afnio_lab.widgets.inspector import inspect_element

from support.paths import ASSETS

EVIL = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'


def texts(blocks) -> str:
    """Every string the page would draw for some blocks, joined (what a reader sees)."""
    return json.dumps(blocks, ensure_ascii=False)


@pytest.fixture
def llm(llm_state):
    """A session on a private call log and the offline model: one chat completion judged
    by exact match, recorded and run backward."""
    log = CallLog()
    client = OfflineModel(call_log=log)
    bc.set_backward_model_client(client)
    session = Session(call_log=log)
    system = Parameter("Classify the sentiment of the review.", role="system prompt")
    messages = [
        {"role": "system", "content": [system]},
        {"role": "user", "content": [Variable("Review: {review}", role="template")]},
    ]
    answer = chat_completion(client, messages, {"review": "I loved it"})
    score, explanation = exact_match_evaluator(answer, "Label: POSITIVE")
    session.record_forward(
        {"system": system, "answer": answer, "score": score, "explanation": explanation}
    )
    run = session.backward(explanation, name="feedback")
    return session, run, client, system, answer, explanation


def node_id_of(run: BackwardRun, prefix: str) -> int:
    return next(r.node_id for r in run.records.values() if r.name.startswith(prefix))


# -- graph ------------------------------------------------------------------------------------


def test_graph_widget_shows_the_rendered_svg_and_tracks_selection():
    x = Variable("abc", "first", requires_grad=True)
    y = Variable("def", "second", requires_grad=True)
    z = x + y
    session = Session()
    rendered = session.render(z)
    seen: list[str] = []
    graph = GraphWidget(rendered)
    graph.on_select(seen.append)
    assert graph.svg.startswith("<svg") and f"v{x.uid}" in graph.ids
    graph.selected = f"v{x.uid}"  # what a click in the page sets
    assert seen == [f"v{x.uid}"]
    graph.show(rendered)  # the element still exists: the selection stays
    assert graph.selected == f"v{x.uid}"
    graph.show(session.render(y))  # a graph without it: the selection goes
    assert graph.selected == "" and seen[-1] == ""
    graph.set_marks(recomputed=["n1", "n1"], edited=[], done=["n2"])
    assert graph.marks == {"recomputed": ["n1"], "done": ["n2"]}
    with pytest.raises(ValueError, match="Unknown mark"):
        graph.set_marks(bogus=["n1"])


def test_graph_widget_falls_back_to_text_without_graphviz(monkeypatch):
    monkeypatch.setattr(render, "SVG_BACKENDS", [])
    x = Variable("abc", "first", requires_grad=True)
    graph = GraphWidget(Session().render(x + x))
    assert graph.svg == "" and "AddBackward0" in graph.text


# -- inspector ----------------------------------------------------------------------------------


def test_inspector_shows_a_value_with_every_gradient_and_the_call_behind_it(llm):
    session, run, _, system, _, _ = llm
    system.grad.append(Variable("an older gradient", role="manual"))  # not from this run
    view = lab_view(session, run)
    view.graph.selected = f"v{system.uid}"  # a click
    blocks = view.inspector.blocks
    assert blocks[0] == {
        "t": "title",
        "text": "system",
        "sub": "Parameter · parameter · v" + str(system.uid),
    }
    assert blocks[1]["rows"] == [
        ["role", "system prompt"],
        ["data", "Classify the sentiment of the review."],
        ["requires_grad", "True"],
        ["grad_fn", "None (a leaf)"],
    ]
    grads = [b for b in blocks if b["t"] == "text"]
    # one clock: the run's own gradient first, the live list only under an explicit "now"
    assert [g["label"].split(" · ")[0] for g in grads] == [".grad[0]", ".grad[0]", ".grad[1]"]
    first, _, second = grads
    assert "now" not in first["tags"] and second["tags"] == ["now"]
    sections = [b["text"] for b in blocks if b["t"] == "section"]
    assert sections == [f".grad (1) in run {run.id}", "now: .grad (2), the live list"]
    assert (
        first["text"] == readable_feedback(system.grad[0].data)
        and first["tags"][0] == "from ChatCompletion making `answer` (step 2 of 2)"
    )
    (call,) = first["calls"]
    record = session.calls(run, node=node_id_of(run, "ChatCompletion"))[0]
    assert call["call_id"] == record.call_id and call["phase"] == "backward"
    assert call["response"] == record.response and call["messages"][0]["role"] == "system"
    assert call["prompt_tokens"] == record.prompt_tokens > 0 and call["cache_hit"] is False
    assert {"cost", "latency_ms", "completion_tokens"} <= set(call)
    assert second["text"] == "an older gradient" and second["calls"] == []


def test_inspector_shows_an_op_with_its_inputs_outputs_and_calls(llm):
    session, run, *_ = llm
    ctx = GraphContext.of(session, run)
    node = node_id_of(run, "ExactMatch")
    blocks = inspect_element(ctx, f"n{node}")
    joined = texts(blocks)
    assert blocks[0]["text"] == "ExactMatchEvaluatorBackward0"
    assert "LLM op" in blocks[0]["sub"] and "incoming feedback (per output)" in joined
    assert "sent on (per input)" in joined and "model calls (1)" in joined
    assert "output 1 → explanation" in joined and "input 0: answer" in joined
    assert "Nothing to inspect" in texts(inspect_element(ctx, "zzz"))


def test_inspector_on_numbers_shows_the_accumulated_grad_and_each_delivery():

    session = Session()
    a = Tensor(2.0, requires_grad=True)
    b = Tensor(3.0, requires_grad=True)
    d = a * b + a
    loss = d * d
    session.record_forward({"a": a, "b": b, "d": d, "loss": loss})
    run = session.backward(loss, 1.0)
    blocks = inspect_element(GraphContext.of(session, run), f"v{a.uid}")
    items = [(b["label"], b["text"]) for b in blocks if b["t"] == "text"]
    assert items[0] == ("grad", "64  (sum of 2)")  # as the graph draws it
    assert [t for _, t in items[1:]] == ["16", "48"]
    assert "received in run" in texts(blocks)
    fields = next(b["rows"] for b in blocks if b["t"] == "fields")
    assert "role" not in [name for name, _ in fields]  # a Tensor has no role: no empty row


# -- editor and replay ------------------------------------------------------------------------


def test_edit_validate_mark_and_replay_from_the_editor(llm):
    session, run, _, system, answer, _ = llm
    view = lab_view(session, run)
    view.select(f"v{answer.uid}")
    editor = view.editor
    assert editor.heading == "Gradients of answer"
    assert editor.options[0]["label"] == "the feedback it received"
    assert editor.options[0]["text"].startswith("The output 'positive' does not match")
    assert not editor.can_replay
    editor.dispatch({"action": "edit", "choice": 0, "text": "  "})  # invalid: nothing recorded
    assert editor.message["level"] == "error" and "empty" in editor.message["text"]
    assert run.pending == []
    editor.dispatch({"action": "edit", "choice": 0, "text": "Answer in capital letters."})
    assert editor.message["level"] == "ok" and len(run.pending) == 1 and editor.can_replay
    assert view.graph.marks["edited"] == [f"v{answer.uid}"]
    view.select(f"v{system.uid}")
    view.select(f"v{answer.uid}")  # back again: the pending edit's text, not the old one
    assert editor.options[0]["text"] == "Answer in capital letters."
    before = system.grad[0].data
    editor.dispatch({"action": "replay"})
    new = session.backward_run()
    assert new.parent == run.id and view.run is new and not editor.busy
    assert system.grad[0].data != before and "Answer in capital letters." in system.grad[0].data
    chat = node_id_of(run, "ChatCompletion")
    assert new.recomputed == [chat]
    assert view.graph.marks["recomputed"] == [f"n{chat}"]
    assert f'id="n{chat}" class="node op llm recomputed' in view.graph.svg  # re-rendered
    result = texts(editor.result)
    assert "recomputed (1)" in result and "ChatCompletion making `answer`" in result
    assert any(b["t"] == "diff" for b in editor.result)
    (changed,) = [b for b in editor.result if b.get("cls") == "changed"]
    assert changed["label"] == "system" and changed["tags"] == ["changed"]  # said once
    assert view.calls.run is new and "replay run" in texts(view.header.blocks)
    assert view.graph.selected == f"v{answer.uid}"  # the inspector follows the new run
    (received,) = [b for b in view.inspector.blocks if b["t"] == "text"]
    assert received["text"] == "Answer in capital letters." and received["tags"] == [
        "edited by hand"
    ]


def test_editor_numbers_and_node_edges():

    session = Session()
    a = Tensor(2.0, requires_grad=True)
    c = a * 3.0
    loss = c + a
    session.record_forward({"a": a, "c": c, "loss": loss})
    run = session.backward(loss, 1.0)
    view = lab_view(session, run)
    view.select(f"v{c.uid}")
    assert view.editor.options == [{"label": "the feedback it received", "text": "1.0"}]
    view.editor.apply_edit(0, "[1, 2]")  # wrong shape for a scalar gradient
    assert "does not fit" in view.editor.message["text"] and not run.pending
    view.editor.apply_edit(0, "10")
    view.editor.replay()
    assert float(a.grad) == pytest.approx(31.0)  # 10 * 3 through c, plus 1 directly
    add = node_id_of(view.run, "Add")
    view.select(f"n{add}")
    labels = [o["label"] for o in view.editor.options]
    assert labels[0].startswith("received at output 0") and labels[1].startswith("sent to input 0")


def test_editor_without_a_backward_run_says_so():
    x = Variable("abc", "first", requires_grad=True)
    session = Session()
    session.record_forward({"x": x, "y": x + x})
    view = lab_view(session)  # the forward run
    view.select(f"v{x.uid}")
    assert view.editor.options == [] and "Run backward" in view.editor.heading
    assert view.editor.apply_edit(0, "x") is None and view.editor.message["level"] == "error"


# -- call log ---------------------------------------------------------------------------------


def test_call_log_totals_filter_and_open(llm):
    session, run, *_ = llm
    log = CallLogWidget(session, run)
    calls = session.calls(run)
    assert log.totals["calls"] == len(calls) == 2
    assert log.totals["tokens"] == sum(c.prompt_tokens + c.completion_tokens for c in calls)
    assert [r["call_id"] for r in log.rows] == [c.call_id for c in calls]
    chat = node_id_of(run, "ChatCompletion")
    assert [str(chat), "ChatCompletion"] in log.nodes  # a node is named after its op, no id
    log.dispatch({"action": "filter", "node": str(chat)})
    assert [r["node"] for r in log.rows] == ["ChatCompletion"]
    assert log.totals["calls"] == 1
    log.dispatch({"action": "open", "call_id": log.rows[0]["call_id"]})
    assert log.opened == log.rows[0]["call_id"] and log.expanded
    assert log.detail["messages"][0]["content"].startswith("You are the critic")
    log.dispatch({"action": "open", "call_id": log.opened})  # a second click closes it
    assert log.opened == -1 and log.detail == {}
    log.dispatch({"action": "open", "call_id": 99999})
    assert log.message["level"] == "error"
    log.dispatch({"action": "filter", "node": ""})
    assert log.totals["calls"] == 2
    assert log.dispatch({"action": "__init__"}) is False  # only declared actions run


# -- step-through -------------------------------------------------------------------------------


def _box(svg: str, value: Tensor) -> str:
    """The text of a value's box in an SVG drawing."""
    match = re.search(rf'<g id="v{value.uid}".*?</g>', svg, re.S)
    assert match, f"no box for value {value.uid}"
    return match.group(0)


def test_stepper_widget_walks_a_numeric_pass_forward_back_and_to_the_end():

    session = Session()
    a = Tensor(2.0, requires_grad=True)
    b = Tensor(3.0, requires_grad=True)
    d = a * b + a
    loss = d * d
    session.record_forward({"a": a, "b": b, "d": d, "loss": loss})
    widget = StepperWidget(session, session.stepper(loss, 1.0))
    panel = widget.panel
    assert panel.position == 0 and panel.total == 3 and "3 node(s) to run" in texts(panel.blocks)
    panel.dispatch({"action": "step"})
    first = texts(panel.blocks)
    assert panel.position == 1 and "step 1 of 3: MulBackward0" in first
    assert '"label": "in[0] for loss", "text": "1"' in first
    assert '"label": "out[0] → d", "text": "8"' in first
    assert widget.graph.current.startswith("n") and widget.graph.marks["done"] == [
        widget.graph.current
    ]
    assert "grad: 16 (sum of 2)" in _box(widget.graph.svg, d)  # what step 1 sent d: 8 + 8
    panel.dispatch({"action": "step"})
    assert "a: 16" in texts(panel.blocks) and "grad: 16" in _box(widget.graph.svg, a)
    panel.dispatch({"action": "back"})
    assert panel.position == 1 and "a: 16" not in texts(panel.blocks)
    assert "grad" not in _box(widget.graph.svg, a)  # drawn as it was at step 1
    panel.dispatch({"action": "speed", "speed": 100})
    assert panel.speed == 20.0
    panel.dispatch({"action": "play"})
    assert panel.playing
    panel.dispatch({"action": "pause"})
    assert not panel.playing
    panel.dispatch({"action": "end"})
    assert panel.at_end and panel.finished and panel.position == 3 and not panel.playing
    assert "a: 64  (sum of 2: 16 + 48)" in texts(panel.blocks) and float(a.grad) == 64.0
    panel.dispatch({"action": "play"})  # nothing left to play
    assert not panel.playing
    panel.dispatch({"action": "step"})  # past the end: stays, stops playing
    assert panel.position == 3
    panel.dispatch({"action": "reset"})
    assert panel.position == 0 and widget.graph.current == "" and float(a.grad) == 64.0


def test_stepper_widget_on_text_shows_feedback_and_the_calls(llm):
    session, run, _, system, _, explanation = llm
    widget = StepperWidget(session, session.stepper(explanation))
    widget.step()
    widget.step()
    shown = texts(widget.panel.blocks)
    assert "ChatCompletionBackward0" in shown and "model calls (1)" in shown
    assert "You are the critic" in shown and "system: The response" in shown
    bundle = widget._repr_mimebundle_()
    assert "step 2/2" in bundle["text/plain"] and "text/html" not in bundle
    body, text, svg = widget.picture()
    assert "step 2/2" in text and "<pre>" in body and svg and "<svg" in svg


# -- optimizer ----------------------------------------------------------------------------------


def test_optimizer_preview_proposes_then_applies_on_accept(llm):

    session, run, client, system, *_ = llm
    before = system.data
    preview = OptimizerPreview(TGD([system], model_client=client), names=session.names, run=False)
    assert preview.items == [] and preview.can_run
    preview.dispatch({"action": "run"})
    (item,) = preview.items
    assert item["name"] == "system" and item["changed"] and item["status"] == "proposed"
    assert item["status_text"] == "proposed, not applied"
    assert "Nothing is applied until you Accept" in preview.message["text"]
    # the preview has not touched the parameter
    assert item["before"] == before == system.data != item["after"]
    assert ["equal", "Classify the sentiment of the review."] in item["diff"]
    assert any(op == "insert" for op, _ in item["diff"])
    assert item["grads"] and "feedback" in item["grads"][0]["label"]
    assert any(c.phase == "optimizer" for c in session.call_log.records)
    (reasoning,) = item["calls"]  # feedback -> the optimizer's own call -> the change
    assert reasoning["phase"] == "optimizer" and item["after"] in reasoning["response"]
    preview.dispatch({"action": "accept", "index": 0})
    assert system.data == item["after"] and preview.items[0]["status"] == "accepted"
    assert preview.items[0]["status_text"] == "accepted, applied"
    preview.dispatch({"action": "revert", "index": 0})
    assert system.data == before and preview.items[0]["status"] == "reverted"
    preview.accept_all()
    assert system.data == item["after"]
    preview.revert_all()
    assert system.data == before
    assert "reverted, previous text" in preview._repr_mimebundle_()[0]["text/plain"]
    preview.dispatch({"action": "accept", "index": 3})
    assert preview.message["level"] == "error" and "No parameter 3" in preview.message["text"]


def test_optimizer_preview_from_a_snapshot():
    p = Parameter("new", role="prompt")
    preview = OptimizerPreview(snapshot={p: ("old", "new")})
    assert preview.items[0]["before"] == "old" and not preview.can_run
    assert preview.items[0]["status"] == "accepted"  # the snapshot's value is in place
    preview.dispatch({"action": "run"})
    assert preview.message["level"] == "error" and "snapshot" in preview.message["text"]
    preview.dispatch({"action": "revert_all"})
    assert p.data == "old" and preview.items[0]["status"] == "reverted"
    preview.dispatch({"action": "accept_all"})
    assert p.data == "new" and preview.items[0]["status"] == "accepted"
    with pytest.raises(ValueError, match="Give an optimizer"):
        OptimizerPreview()


def test_optimizer_preview_is_displayed_after_its_saved_picture():
    p = Parameter("Be <b>brief</b>.", role="prompt")
    preview = OptimizerPreview(snapshot={p: ("Be short.", "Be <b>brief</b>.")}, names={})
    globalipapp.start_ipython()
    with capture_output() as out:
        display(preview.view())
    picture, widget = (o.data for o in out.outputs)
    assert "application/vnd.jupyter.widget-view+json" in widget
    (twin,) = preview.twins  # the preview's own page code hides the picture
    html = picture["text/html"]
    assert f"data-afnio-twin='{twin}'" in html and "Optimizer step" in html
    assert "&lt;b&gt;brief&lt;/b&gt;" in html and "<b>brief" not in html
    assert "Be short." in picture["text/plain"]


# -- progress ---------------------------------------------------------------------------------


def test_progress_shows_one_bar_for_a_pass_with_llm_nodes(llm):
    session, run, client, system, answer, explanation = llm
    shown: list = []
    observer = ProgressObserver(display=shown.append)

    set_session(session)  # the bar counts calls in the session's call log
    session.backward(explanation, observers=[observer])
    (bar,) = shown  # one output, updated in place
    assert bar.bar.value == bar.bar.max == 2 and bar.bar.bar_style == "success"
    assert bar.text.value == "backward (LLM nodes): 2 of 2 · 2 model calls · done"


def test_a_finished_bar_leaves_a_line_of_text_a_saved_notebook_can_show(llm):
    session, run, client, system, answer, explanation = llm
    globalipapp.start_ipython()
    set_session(session)
    with capture_output() as out:
        session.backward(explanation, observers=[ProgressObserver(display=display)])
    bar, final = (o.data for o in out.outputs)  # the widget, then its update in place
    assert "application/vnd.jupyter.widget-view+json" in bar
    assert "application/vnd.jupyter.widget-view+json" not in final
    assert final["text/plain"] == "backward (LLM nodes): 2 of 2 · 2 model calls · done"
    assert "2 of 2" in final["text/html"]


def test_progress_shows_nothing_for_a_pass_without_llm_nodes():
    x = Variable("abc", "first", requires_grad=True)
    shown: list = []
    Session().backward(x + x, observers=[ProgressObserver(display=shown.append)])
    assert shown == []
    assert ProgressObserver().bar is None  # and outside a kernel nothing is displayed


def test_call_progress_counts_calls_and_marks_failures(llm):
    session, run, client, *_ = llm

    set_session(session)
    shown: list = []
    with call_progress("optimizer", 2, display=shown.append) as bar:
        client.chat([{"role": "user", "content": "hello"}])
    assert bar is shown[0] and bar.done == 1 and "1 of 2" in bar.text.value
    with pytest.raises(RuntimeError), call_progress("x", 1, display=shown.append) as bar2:
        raise RuntimeError("boom")
    assert bar2.bar.bar_style == "danger" and "failed" in bar2.text.value


# -- display and safety -------------------------------------------------------------------------


def test_the_saved_picture_comes_first_and_the_widget_hides_it():
    """``display(view)``: the picture (HTML with the SVG as an image, the SVG itself, text),
    then the widget with no HTML of its own; the graph knows the picture's id."""
    evil = Variable(EVIL, role='<b onmouseover="x()">evil</b>', requires_grad=True)
    session = Session()
    run = session.backward(evil + evil, Variable(EVIL, role="feedback"))
    view = LabView(session, run)
    globalipapp.start_ipython()  # display() publishes through a shell
    with capture_output() as out:
        display(view)
    picture, widget = (o.data for o in out.outputs)
    assert set(widget) == {"application/vnd.jupyter.widget-view+json", "text/plain"}
    assert widget["application/vnd.jupyter.widget-view+json"]["model_id"] == view.model_id
    (twin,) = view.graph.twins
    html = picture["text/html"]
    assert f"data-afnio-twin='{twin}'" in html and "run this cell to make it interactive" in html
    assert "src='data:image/svg+xml;base64," in html and "<svg" not in html
    shown = base64.b64decode(re.search(r"base64,([A-Za-z0-9+/=]+)'", html).group(1)).decode()
    assert shown == picture["image/svg+xml"] and ">Add<" in shown
    assert "<script" not in html and "onmouseover" not in html.replace("&quot;", "")
    assert "<img" not in shown and "&lt;img" in shown
    assert picture["text/plain"].startswith("backward run")
    with capture_output() as again:  # shown twice: each picture is hidden by the live graph
        display(view)
    assert len(view.graph.twins) == 2 and again.outputs[0].data["text/html"] != html


def test_untrusted_text_reaches_the_page_only_as_data(llm):
    """Evil text travels as JSON strings inside blocks (drawn with textContent), never as
    markup; the SVG has it escaped by Graphviz."""
    evil = Variable(EVIL, role="<b>role</b>", requires_grad=True)
    session = Session()
    session.record_forward({"evil": evil, "twice": evil + evil})
    view = lab_view(session, session.backward(evil + evil, Variable(EVIL)))
    view.select(f"v{evil.uid}")
    shown = texts(view.inspector.blocks)
    assert EVIL in shown.replace('\\"', '"')  # verbatim, as text
    assert "<img" not in view.graph.svg and "&lt;img" in view.graph.svg


def test_widget_modules_never_parse_strings_as_html():
    """The front-end code may not use innerHTML/outerHTML/insertAdjacentHTML/document.write,
    nor import anything from the network (users may be offline)."""
    assets = ASSETS
    sources = {p.name: p.read_text() for p in assets.glob("*.js")}
    assert {"common.js", "graph.js", "editor.js", "calllog.js", "stepper.js"} <= set(sources)
    for name, src in sources.items():
        assert not re.search(r"innerHTML|outerHTML|insertAdjacentHTML|document\.write", src), name
        assert not re.search(r"\bimport\b[^;]*https?:", src), name
        if name != "common.js":
            assert "export default" in src, name


def test_sanitizer_drops_scripts_handlers_and_links():
    """The SVG sanitiser in graph.js knows the dangerous parts by name (a browser test checks
    that it works; this keeps the list from losing entries)."""
    src = (ASSETS / "graph.js").read_text()
    for tag in ("script", "foreignobject", "iframe", "use", "style", "animate", "set"):
        assert f'"{tag}"' in src
    assert 'name.startsWith("on")' in src and "javascript:" in src


def test_the_lab_does_not_import_the_widgets():
    code = "import sys, afnio_lab, afnio_lab.lab, afnio_lab.magics; print('afnio_lab.widgets' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_magics_show_the_widgets_by_default_and_svg_with_static(llm):

    shell = globalipapp.start_ipython() or IPython.get_ipython()
    set_session(Session())
    shell.run_line_magic("load_ext", "afnio_lab")
    try:
        shell.run_cell("import afnio_lab as afnio")
        with capture_output() as out:
            shell.run_cell(
                "%%afnio_forward\nx = afnio.Variable('a', 'x', True)\ny = afnio.Variable('b', 'y', True)\nz = x + y\n"
            )
        picture, widget = out.outputs
        assert "application/vnd.jupyter.widget-view+json" in widget.data
        assert "<svg" in picture.data["image/svg+xml"]
        with capture_output() as out:
            shell.run_cell('%backward z --grad "shorter"')
        _, shown = out.outputs
        assert "application/vnd.jupyter.widget-view+json" in shown.data
        with capture_output() as out:
            shell.run_cell('%backward z --grad "shorter" --static')
        assert "application/vnd.jupyter.widget-view+json" not in out.outputs[0].data
        assert "image/svg+xml" in out.outputs[0].data
        with capture_output() as out:
            shell.run_cell('%backward z --grad "fb" --step')
        assert "data-afnio-twin" in out.outputs[0].data["text/html"]
        assert "application/vnd.jupyter.widget-view+json" in out.outputs[1].data
    finally:
        shell.run_line_magic("unload_ext", "afnio_lab")


# -- big graphs: groups, folds, search (issue 12) -------------------------------------------


def test_a_200_input_sum_is_a_group_that_opens_on_click():

    items = [Variable(f"item {i}", "item", True) for i in range(200)]
    total = F.sum(items)
    session = Session()
    session.record_forward({"total": total})
    view = lab_view(session, session.backward(total, Variable("shorter")))
    group = f"g{total.grad_fn.node_id}"
    assert group in view.graph.ids and f"v{items[0].uid}" not in view.graph.ids
    view.select(f"v{total.uid}")
    view.select(group)  # a click on the group opens it, the selection stays where it was
    assert {f"v{i.uid}" for i in items} <= view.graph.ids and group not in view.graph.ids
    assert view.graph.selected == f"v{total.uid}" and view.inspector.element == f"v{total.uid}"
    assert view.graph.message["level"] == "ok"


def test_search_finds_reveals_selects_and_focuses_a_node():
    x = Variable("start", "start", True)
    needle = None
    for i in range(300):
        b = Variable(f"value {i}", f"input {i}", True)
        needle = b if i == 150 else needle
        x = x + b
    session = Session()
    session.record_forward({"root": x})
    view = lab_view(session)
    assert f"v{needle.uid}" not in view.graph.ids  # folded away at first
    focus = view.graph.focus
    view.graph.dispatch({"action": "search", "query": "INPUT 150"})  # by role, any case
    assert view.graph.selected == f"v{needle.uid}" and f"v{needle.uid}" in view.graph.ids
    assert view.graph.focus == focus + 1 and view.inspector.element == f"v{needle.uid}"
    assert view.search("root") == f"v{x.uid}"  # by Python name
    assert view.search("value 7") is not None  # by value
    view.graph.dispatch({"action": "search", "query": "no such thing"})
    assert "No node matches" in view.graph.message["text"]


def test_one_clock_the_view_shows_recorded_data_and_marks_what_is_new(llm):
    session, run, _, system, *_ = llm
    view = lab_view(session, run)
    system.data = "A prompt rewritten after the run."  # e.g. by an optimizer step
    view.select(f"v{system.uid}")
    rows = dict(next(b for b in view.inspector.blocks if b["t"] == "fields")["rows"])
    assert rows["data"] == "Classify the sentiment of the review."
    assert rows["now: data"] == "A prompt rewritten after the run."
    assert "Values as recorded for run" in texts(view.inspector.blocks)
    assert "rewritten" not in view.ctx.render().svg  # a redraw shows the same clock


def test_the_step_through_widget_follows_the_afnio_step_magic():

    session = Session()
    a = Tensor(2.0, requires_grad=True)
    out = a * 3.0 + a
    stepper = session.stepper(out, 1.0)
    views.set_current_stepper(stepper)
    widget = views.stepper_view(session, stepper)
    assert widget.panel.position == 0 and widget.graph.current == ""
    moved = views.current_stepper().step()  # what `%afnio_step` does
    assert moved is stepper.current and widget.panel.position == 1
    assert widget.graph.current == f"n{moved.node_id}"
    views.current_stepper().run_to_end()
    assert widget.panel.at_end and widget.panel.position == stepper.total


# -- projector mode -----------------------------------------------------------------------------


def test_projector_mode_puts_the_inspector_beside_the_graph_and_follows_the_session():
    a = Variable("a", role="a", requires_grad=True)
    session = Session()
    run = session.backward(a + a, Variable("shorter", role="feedback"))
    view = LabView(session, run)
    assert not view.present and view.children[1] is view.graph
    assert view.inspector in view._panels.children
    view.graph.dispatch({"action": "present"})  # the button (or a click in a saved page)
    assert view.present and "afnio-present" in view._dom_classes
    assert view.children[1] is view._stage
    assert view._stage.children == (view.graph, view.inspector)
    assert view.inspector not in view._panels.children
    view.present = False
    assert view.children[1] is view.graph and "afnio-present" not in view._dom_classes
    set_present_session = Session()
    set_present_session.present = True
    assert LabView(set_present_session, a + a).present
    assert not LabView(set_present_session, a + a, present=False).present


def test_set_present_and_the_graph_magic_switch_projector_mode():
    from afnio_lab.lab import get_session, set_present

    shell = globalipapp.start_ipython() or IPython.get_ipython()
    set_session(Session())
    shell.run_line_magic("load_ext", "afnio_lab")
    shell.run_cell("import afnio_lab as afnio\nq = afnio.Variable('q', 'q', True)\nr = q + q")
    with capture_output() as out:
        shell.run_cell("%afnio_graph r --present")
    assert not get_session().present  # one view, not the session
    assert "application/vnd.jupyter.widget-view+json" in out.outputs[1].data
    set_present(True)
    try:
        assert get_session().present
        assert views.graph_view(get_session(), shell.user_ns["r"]).present
    finally:
        set_present(False)
    assert not views.graph_view(get_session(), shell.user_ns["r"]).present

"""What the views say reads as words (issue 25, audit items 3-7): a replay's call table counts
its own calls and marks the inherited ones, feedback shows without afnio's tags, nodes are
named by their op (and rank, where two share one) rather than by number, constants show
their value, and the inspector names ``.grad`` on a second pass as the graph does."""

from __future__ import annotations

import re
from typing import Any

import pytest
from magics.test_accumulation import NEURON
from magics.test_compare_magics import REPLAY_FORWARD, REPLAY_SETUP

import afnio_lab.lab as lab
from afnio_lab._tracing import CallOrigin
from afnio_lab.lab.ops.stepper import StepFailed
from afnio_lab.lab.views.tables import calls_tables
from afnio_lab.models.base import describe_origin
from afnio_lab.widgets import lab_view
from afnio_lab.widgets.calllog import CallLogWidget
from afnio_lab.widgets.context import GraphContext
from afnio_lab.widgets.editor import replay_blocks
from afnio_lab.widgets.inspector import inspect_element

from support.cells import run_cell as run

FEEDBACK = "<ITEM>Too long.</ITEM><ITEM>Be kind.</ITEM>"
#: a node told by its number: "Backward0#3", "node 3", "node #3" (not a place in a pass's
#: schedule: "node 2 of 3")
NODE_NUMBER = re.compile(r"[a-z0-9]#\d|node #?\d+\b(?! of)")


def _cells(ip: Any, *codes: str) -> list[Any]:
    outs = []
    for code in codes:
        result, out = run(ip, code)
        assert result.success, (code, out.stderr, result.error_in_exec)
        outs.append(out)
    return outs


def _shown(out: Any) -> str:
    """Everything a cell printed or displayed, as text and HTML (the graph's drawing left
    out: its labels have their own tests, its tooltips hold values in full)."""
    data = [o.data.get(kind, "") for o in out.outputs for kind in ("text/plain", "text/html")]
    return re.sub(r"<svg.*?</svg>", "", "\n".join([out.stdout, *data]), flags=re.DOTALL)


def _replayed(ip: Any) -> tuple[Any, Any]:
    """The replay run of REPLAY_FORWARD's graph, and what ``%afnio_replay --static`` showed."""
    *_, shown = _cells(
        ip,
        REPLAY_SETUP,
        REPLAY_FORWARD,
        f'%backward total --grad "{FEEDBACK}" --static',
        '%afnio_edit b "Shorter, please."',
        "%afnio_replay --static",
    )
    return lab.get_session().backward_run(), shown


# -- item 3: a replay's own calls ---------------------------------------------------------


def test_the_replay_views_call_table_counts_its_own_calls_as_its_header_does(ip):
    replay, _ = _replayed(ip)
    session = lab.get_session()
    own, inherited = session.own_calls(replay)
    assert own and inherited
    view = lab_view(session, replay)
    header = view._summary()
    assert f"{len(own)} model call(s) (+{len(inherited)} inherited" in header
    assert view.calls.totals["calls"] == len(own)
    marked = [r for r in view.calls.rows if r["inherited"]]
    assert len(marked) == len(inherited) == len(view.calls.rows) - len(own)
    assert all(r["inherited"] == f"inherited from {replay.parent}" for r in marked)
    body, text, _ = view.picture()
    assert (
        calls_tables(own, inherited, replay.parent, session.runs)[1] in body
    )  # the table %afnio_calls shows
    assert f"{len(own)} call(s)," in body and f"+{len(inherited)} inherited" in body


# -- item 4: feedback without tags --------------------------------------------------------


def test_no_feedback_shows_afnio_tags_in_text_views(ip):
    _, replayed = _replayed(ip)
    outs = _cells(ip, "%afnio_diff", "%afnio_graph total --static")
    for out in [replayed, *outs]:
        shown = _shown(out)
        assert "ITEM&gt;" not in shown and "<ITEM>" not in shown, shown
    _cells(ip, f'%backward total --grad "{FEEDBACK}" --step --static')
    (out,) = _cells(ip, "%afnio_step")
    assert "Too long." in out.stdout and "<ITEM>" not in out.stdout, out.stdout


# -- item 5: nodes in words ---------------------------------------------------------------


def test_calls_name_their_node_by_op_and_rank_not_number(ip):
    _replayed(ip)
    session = lab.get_session()
    (out,) = _cells(ip, "%afnio_calls")
    shown = _shown(out)
    assert not NODE_NUMBER.search(shown) and "Backward0" not in shown, shown
    assert "the 1st ChatCompletion" in shown and "the 2nd ChatCompletion" in shown
    widget = CallLogWidget(session, None)
    labels = [label for _, label in widget.nodes] + [r["node"] for r in widget.rows]
    assert not any(NODE_NUMBER.search(x) or "Backward0" in x for x in labels), labels
    assert "the 2nd ChatCompletion" in labels


def test_the_stepper_and_the_inspector_name_nodes_in_words(ip):
    _cells(ip, REPLAY_SETUP, REPLAY_FORWARD)
    (out,) = _cells(ip, f'%backward total --grad "{FEEDBACK}" --step --static')
    assert "Next: " in _shown(out) and not NODE_NUMBER.search(_shown(out)), _shown(out)
    (out,) = _cells(ip, "%afnio_step")
    assert not NODE_NUMBER.search(out.stdout), out.stdout
    session = lab.get_session()
    run_ = session.backward_run()
    (node_id,) = run_.records
    title = inspect_element(GraphContext.of(session, run_), f"n{node_id}")[0]
    assert not NODE_NUMBER.search(str(title)), title


def test_errors_name_where_a_call_came_from_in_words():
    origin = CallOrigin("backward", 417, "ChatCompletionBackward0", "b2")
    assert describe_origin(origin) == "ChatCompletion (phase backward, run b2)"

    class Node:
        node_id = 417

        def name(self) -> str:
            return "ChatCompletionBackward0"

    message = str(StepFailed(ValueError("refused"), Node(), "node 2 of 3"))
    assert "417" not in message and "ChatCompletion (node 2 of 3)" in message


TWO_FILLS = """%%afnio_forward --quiet --name {name}
from afnio_lab.cognitive.functional_lm import chat_completion
from afnio_lab.models.scripted import ScriptedModel
client = ScriptedModel(lambda messages: messages[-1]["content"].upper())
ask = afnio.cognitive.Parameter("Say it.", role="prompt")
def said(texts):
    return chat_completion(
        client,
        [{{"role": "system", "content": [ask]}},
         {{"role": "user", "content": [afnio.Variable("Text: {{text}}", role="template")]}}],
        {{"text": texts}})
first = said(["a", "b"])
second = said(["c", "d"])
"""


def test_inputs_two_ops_fill_under_one_name_are_told_apart_in_words_and_line_up(ip):
    _cells(ip, TWO_FILLS.format(name="one"), TWO_FILLS.format(name="two"))
    one, two = [r for r in lab.get_session().runs.values() if r.kind == "forward"]
    keys = list(one.samples[0].inputs)
    assert keys == list(two.samples[0].inputs)  # the rows line up across runs
    assert not any(NODE_NUMBER.search(k) for k in keys), keys
    assert "text (the 2nd ChatCompletion)" in keys
    assert [s.inputs["text (the 2nd ChatCompletion)"] for s in one.samples] == ["c", "d"]


# -- item 6: constants show their value ----------------------------------------------------

PLAIN_GRAPH = """
x = afnio.Variable("left", role="left", requires_grad=True)
space = afnio.Variable(" ")
y = x + space
"""


def test_a_constant_built_in_a_plain_cell_shows_its_value(ip):
    (out,) = _cells(ip, PLAIN_GRAPH, "%afnio_graph y --static")[1:]
    text = out.outputs[0].data["text/plain"]
    assert '"␣"' in text and "(input without grad)" not in text, text
    svg = out.outputs[0].data["text/html"]
    assert "&quot;␣&quot;</text>" in svg and ">no grad</text>" not in svg


# -- item 7: the inspector on a second pass -------------------------------------------------


def test_the_inspector_names_grad_on_a_second_plain_pass_as_the_graph_does(ip):
    _cells(ip, NEURON, "%backward o --quiet", "%backward o --quiet")
    session = lab.get_session()
    run_ = session.backward_run()
    x1 = ip.user_ns["x1"]
    assert x1.grad == pytest.approx(-3.0)
    blocks = inspect_element(GraphContext.of(session, run_), f"v{x1.uid}")
    grad = [b for b in blocks if b.get("label") == "grad"]
    assert [b["text"] for b in grad] == ["this pass -1.5 · .grad -3"], blocks
    drawn = session.render(run_).text
    assert "this pass -1.5 · .grad -3" in next(ln for ln in drawn.splitlines() if "x1" in ln)


def test_an_ops_tooltip_says_its_step_not_its_node_number(ip):
    _cells(ip, REPLAY_SETUP, REPLAY_FORWARD, f'%backward total --grad "{FEEDBACK}" --static')
    session = lab.get_session()
    svg = session.render(session.backward_run()).svg or ""
    tips = re.findall(
        r'<g id="n\d+" class="[^"]*">\s*<title>[^<]*</title>\s*<g id="a_n\d+">'
        r'<a xlink:title="([^"]*)"',
        svg,
    )
    assert tips and not any(NODE_NUMBER.search(t) for t in tips), tips
    assert "SumBackward0 (step 1 of 3)" in tips


def test_the_live_replay_panel_shows_feedback_without_tags(ip):
    replay, _ = _replayed(ip)
    session = lab.get_session()
    blocks = replay_blocks(
        GraphContext.of(session, replay), replay, session.diff(replay.parent, replay)
    )
    shown = str(blocks)
    assert "Shorter, please." in shown and "<ITEM>" not in shown, shown


def test_the_stepper_text_names_an_empty_gradient_and_the_end_of_the_pass(ip):
    """A seed with no text reads "(empty)", not a blank; after the last node the text says
    the pass is complete, not "ready next: (empty)"."""
    _cells(ip, REPLAY_SETUP, REPLAY_FORWARD, "%backward total --step --static")
    outs = _cells(ip, "%afnio_step", "%afnio_step --all")
    first, last = outs[0].stdout, outs[-1].stdout
    assert "  in[0]:  (empty)" in first, first
    assert "the pass is complete" in last and "(empty)" not in last.split("\n")[-2], last
    assert "ready next: (empty)" not in first + last

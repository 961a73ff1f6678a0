"""Feedback reads as text in every panel (issue 25, item 7): afnio's ``<ITEM>`` and
``<INSTRUCTION>`` tags dropped, items as a list, empty items dropped, in the inspector, the
optimizer preview and the text stepper alike."""

from __future__ import annotations

from typing import Any

from afnio_lab import Variable
from afnio_lab.cognitive import Parameter
from afnio_lab.lab import Session
from afnio_lab.lab.records.plain import strip_tags
from afnio_lab.lab.views.text import readable_feedback
from afnio_lab.widgets import OptimizerPreview, StepperWidget
from afnio_lab.widgets.context import GraphContext
from afnio_lab.widgets.inspector import inspect_element

FEEDBACK = (
    "<ITEM>Be shorter.</ITEM><ITEM></ITEM><ITEM><INSTRUCTION>Name the date.</INSTRUCTION></ITEM>"
)


def _texts(blocks: list[dict[str, Any]]) -> list[str]:
    return [b["text"] for b in blocks if b.get("t") == "text"]


def _readable(text: str) -> bool:
    return "<ITEM>" not in text and "<INSTRUCTION>" not in text and "• Be shorter." in text


def test_readable_feedback_lists_items_and_drops_tags_and_empties():
    assert readable_feedback(FEEDBACK) == "• Be shorter.\n• Name the date."
    assert readable_feedback("Intro: " + FEEDBACK) == "Intro:\n• Be shorter.\n• Name the date."
    assert readable_feedback("<ITEM>Only one.</ITEM><ITEM></ITEM>") == "Only one."
    assert readable_feedback("<ITEM></ITEM>") == "(empty)"
    assert readable_feedback("No tags <b>here</b>.") == "No tags <b>here</b>."
    assert readable_feedback([1.5, 2]) == "[1.5, 2]"


def test_the_offline_models_evidence_records_are_not_shown():
    """The offline model ends each piece of feedback with an ``<EVIDENCE>`` record of the
    sample's words for its own rewrite; the sentence before it says the same to a reader."""
    feedback = (
        "<ITEM>The answer was 'negative' but the target is 'positive'. "
        '<EVIDENCE id="ab12" target="positive" predicted="negative">loved film</EVIDENCE>'
        "</ITEM><ITEM>Keep 'loved'.</ITEM>"
    )
    shown = readable_feedback(feedback)
    assert shown == "• The answer was 'negative' but the target is 'positive'.\n• Keep 'loved'."
    assert "EVIDENCE" not in strip_tags(feedback) and "loved film" not in strip_tags(feedback)


def test_quotes_a_model_put_around_the_items_are_dropped():
    """A model's reply may quote the items it combines; the closing quote is no bullet."""
    quoted = 'Here is the combined feedback: "<ITEM>Shorter, please.</ITEM><ITEM></ITEM>"'
    assert readable_feedback(quoted) == "Here is the combined feedback: Shorter, please."
    assert readable_feedback("Feedback: “" + FEEDBACK + "”") == (
        "Feedback:\n• Be shorter.\n• Name the date."
    )


def _graph() -> tuple[Session, Parameter, Variable]:
    session = Session()
    x = Variable("abc", role="in", requires_grad=True)
    p = Parameter("Be brief.", role="prompt")
    y = x + p
    session.record_forward({"x": x, "p": p, "y": y})
    return session, p, y


def test_the_inspector_shows_feedback_as_a_list():
    session, p, y = _graph()
    run = session.backward(y, FEEDBACK)
    (shown,) = _texts(inspect_element(GraphContext.of(session, run), f"v{p.uid}"))
    assert _readable(shown), shown


def test_the_text_stepper_shows_feedback_as_a_list():
    session, p, y = _graph()
    widget = StepperWidget(session, session.stepper(y, FEEDBACK))
    widget.step()
    shown = _texts(widget.panel.blocks)
    assert shown and all(_readable(t) for t in shown), shown
    leaves = [b["items"] for b in widget.panel.blocks if b.get("t") == "list"][-1]
    assert all(_readable(line) for line in leaves), leaves


def test_the_optimizer_preview_shows_feedback_as_a_list():
    session, p, y = _graph()
    session.backward(y, FEEDBACK)
    preview = OptimizerPreview(snapshot={p: ("Be brief.", "Be brief, name the date.")}, names={})
    (change,) = preview.items
    shown = _texts(change["grads"])
    assert shown and all(_readable(t) for t in shown), shown


def test_an_instruction_inside_prose_reads_in_place():
    text = "Wrong label. Suggested instruction: <INSTRUCTION>Use capitals.</INSTRUCTION>"
    assert readable_feedback(text) == "Wrong label. Suggested instruction: Use capitals."

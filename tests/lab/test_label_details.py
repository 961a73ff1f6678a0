"""Small things a class notices in a picture: tags and mid-word cuts in labels, an empty
gradient, the direction of the same graph before and after backward, a magic's usage line."""

from __future__ import annotations

import re

import numpy as np
import pytest
from IPython.utils.capture import capture_output

from afnio_lab import Variable
from afnio_lab.lab import Session, get_session
from afnio_lab.lab.views.text import wrap_lines
from afnio_lab.numeric import Tensor

from support.cells import run_cell

FEEDBACK = (
    "Here we got this feedback for the answer <ITEM>It is too vague and it should name the "
    "numbers.</ITEM><ITEM>It ignores what the user asked about refunds and new "
    "orders.</ITEM></INSTRUCTION>"
)


def test_labels_drop_item_tags_and_cut_between_words():
    lines = wrap_lines(FEEDBACK, 28, 3)
    text = " ".join(lines)
    assert "<" not in text and ">" not in text
    words = set(re.sub(r"</?\w+>", " ", FEEDBACK).split())
    for word in text.replace("…", " ").split():
        assert word in words, f"{word!r} is a cut word in {lines}"
    assert text.endswith("orders.") and "…" in text


def test_a_root_with_empty_feedback_says_so():
    session = Session()
    x = Variable("abc", role="input", requires_grad=True)
    explanation = x + Variable("def", role="more")
    session.record_forward(
        {"x": x, "explanation": explanation}, name="f", code="", duration=0.0, call_ids=[]
    )
    session.backward(explanation, Variable("", role="feedback"))  # as given
    dot = session.render().dot
    assert "grad: (empty)" in dot
    assert not re.search(r'\\ngrad: "', dot) and not re.search(r"\\ngrad: \\n", dot)


@pytest.mark.parametrize("values", ["full", "compact"])
def test_the_same_graph_keeps_its_direction_after_backward(values):
    session = Session()
    x = Tensor(-1.5, requires_grad=True)
    w = Tensor(0.8, requires_grad=True)
    bias = Tensor(0.3, requires_grad=True)
    z = x * w + bias
    out = np.tanh(z)
    forward = session.record_forward(
        {"x": x, "w": w, "bias": bias, "z": z, "out": out},
        name="scalars",
        code="",
        duration=0.0,
        call_ids=[],
    )
    before = session.render(forward, values=values).dot
    session.backward(out)
    after = session.render(values=values).dot
    assert "grad:" in after and "grad:" not in before
    direction = re.compile(r'rankdir="(\w+)"')
    assert direction.search(before).group(1) == direction.search(after).group(1)


def test_three_joins_keep_their_direction_after_backward():
    """The graph that flipped before 1f98e2e (the test above passed there too): the
    gradient lines widened the boxes of three joins past the left-to-right width."""
    session = Session()
    y = Variable("abc", role="in", requires_grad=True)
    names = {"x": y}
    for i in range(3):
        y = y + Variable(f"w{i}", role=f"r{i}", requires_grad=True)
        names[f"y{i}"] = y
    forward = session.record_forward(names, name="chain", code="", duration=0.0, call_ids=[])
    direction = re.compile(r'rankdir="(\w+)"')
    before = direction.search(session.render(forward).dot)
    session.backward(y, "Shorter.")
    after = direction.search(session.render().dot)
    assert before and after and before.group(1) == after.group(1) == "LR"


def test_backward_without_a_value_says_how_in_one_line(ip):
    for line in ("%backward", "%backward --step"):
        result, out = run_cell(ip, line)
        assert not result.success
        message = out.stderr.strip()
        assert len(message.splitlines()) == 1, message
        assert "`%backward loss`" in message and "required" not in message


def test_a_forward_cell_traceback_names_its_own_cell_number(ip):
    before = ip.execution_count  # the number the next stored cell runs as
    with capture_output() as out:
        result = ip.run_cell("%%afnio_forward\nbroken = 1 / 0", store_history=True)
    assert not result.success
    # "Cell In[7]" in today's IPython, "Input In [7]" in IPython 8.0 (the declared floor)
    named = re.findall(r"(?:Cell|Input) In ?\[(\d+)\]", out.stdout + out.stderr)
    assert str(before) in named and str(before + 1) not in named


def test_a_text_constant_shows_its_value_quoted_with_a_space_made_visible(ip):
    """Issue 25, item 7: ``Variable(" ")`` was a "no grad" box that hid its value."""
    result, _ = run_cell(
        ip,
        "%%afnio_forward --quiet\n"
        "from afnio_lab import Variable\n"
        'a = Variable("Hello", role="a", requires_grad=True)\n'
        'b = Variable("world", role="b", requires_grad=True)\n'
        'joined = a + Variable(" ") + b\n'
        'labelled = a + Variable("Answer:")',
    )
    assert result.success
    svg = get_session().render(ip.user_ns["joined"]).svg
    constants = re.findall(r'class="node constant">.*?<text[^>]*>([^<]*)</text>', svg, re.S)
    assert constants == ["&quot;␣&quot;"], constants
    svg = get_session().render(ip.user_ns["labelled"]).svg
    assert "&quot;Answer:&quot;" in svg and ">no grad<" not in svg

"""The stepper's picture and its panel tell the same story at every step, from the gradients
the leaves held before the pass."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import numpy as np
import pytest

from afnio_lab.lab import Session
from afnio_lab.lab.views.style import HIGHLIGHTS, LEGEND
from afnio_lab.numeric import Tensor
from afnio_lab.widgets import StepperWidget

SVG = "{http://www.w3.org/2000/svg}"


def _neuron(session: Session) -> dict[str, Tensor]:
    x1, w1 = Tensor(2.0, requires_grad=True), Tensor(-3.0, requires_grad=True)
    x2, w2 = Tensor(0.0, requires_grad=True), Tensor(1.0, requires_grad=True)
    b = Tensor(6.8813735870195432, requires_grad=True)

    def build() -> dict[str, Tensor]:
        n = x1 * w1 + x2 * w2 + b
        e = np.exp(2 * n)
        o = (e - 1) / (e + 1)
        return {"x1": x1, "w1": w1, "x2": x2, "w2": w2, "b": b, "n": n, "e": e, "o": o}

    values = build()
    session.forward(lambda: values)
    return values


def _boxes(svg: str) -> dict[str, str]:
    """Element id -> the text drawn in it."""
    root = ET.fromstring(svg)
    return {
        g.get("id", ""): " ".join(t.text or "" for t in g.iter(f"{SVG}text"))
        for g in root.iter(f"{SVG}g")
        if "node" in (g.get("class") or "").split()
    }


def _grad_in(text: str) -> float | None:
    match = re.search(r"grad: (\S+)", text.replace("\u2212", "-"))
    return float(match.group(1)) if match else None


def test_every_step_the_drawn_gradients_match_the_panel():
    session = Session()
    values = _neuron(session)
    widget = StepperWidget(session, session.stepper(values["o"]))
    uid_of = {name: v.uid for name, v in values.items()}
    steps = 0
    while widget.step() is not None:
        steps += 1
        boxes = _boxes(widget.graph_rendered.svg)
        outs = [b for b in widget.panel.blocks if b.get("cls") == "afnio-step-out"]
        assert outs, f"step {steps}: the panel shows no output"
        for block in outs:
            target = block["label"].split("→ ", 1)[1]
            if target not in uid_of:  # a constant ("no grad") or an unnamed value
                continue
            drawn = _grad_in(boxes[f"v{uid_of[target]}"])
            assert drawn is not None, f"step {steps}: panel sent to {target}, box shows none"
    assert steps == widget.stepper.total
    assert values["x1"].grad == pytest.approx(-1.5)


def _reading(text: str) -> tuple[float | None, float | None]:
    """(this pass, .grad) as a box reads them; ``.grad`` None where the box names only one."""
    text = " ".join(text.replace("\u2212", "-").split())
    both = re.search(r"this pass (\S+) · \.grad (\S+)", text)
    if both:
        return float(both.group(1)), float(both.group(2))
    none_yet = re.search(r"this pass: none yet · \.grad (\S+)", text)
    if none_yet:
        return None, float(none_yet.group(1))
    return _grad_in(text), None


def test_on_a_second_pass_graph_and_panel_show_this_pass_and_name_grad():
    """One meaning: the drawn gradient is this pass's, and ``.grad`` (earlier passes' plus
    this one) is named beside it, in the graph and the panel alike (issue 25, item 4)."""
    session = Session()
    values = _neuron(session)
    session.backward(values["o"])  # an earlier pass leaves x1.grad = -1.5, b.grad = 0.5
    widget = StepperWidget(session, session.stepper(values["o"]))
    boxes = _boxes(widget.graph_rendered.svg)
    assert _reading(boxes[f"v{values['x1'].uid}"]) == (None, pytest.approx(-1.5))
    widget.run_to_end()
    boxes = _boxes(widget.graph_rendered.svg)
    assert _reading(boxes[f"v{values['x1'].uid}"]) == (pytest.approx(-1.5), pytest.approx(-3.0))
    assert _reading(boxes[f"v{values['b'].uid}"]) == (pytest.approx(0.5), pytest.approx(1.0))
    (leaves,) = [
        b["items"]
        for i, b in enumerate(widget.panel.blocks)
        if b.get("t") == "list"
        and widget.panel.blocks[i - 1].get("text") == "leaf gradients so far"
    ]
    panel = {line.split(": ", 1)[0]: _reading(line.split(": ", 1)[1]) for line in leaves}
    assert panel["x1"] == _reading(boxes[f"v{values['x1'].uid}"])
    assert panel["b"] == _reading(boxes[f"v{values['b'].uid}"])
    assert values["x1"].grad == pytest.approx(-3.0)


def test_step_header_names_the_place_in_the_pass_not_a_process_wide_id():
    session = Session()
    values = _neuron(session)
    stepper = session.stepper(values["o"])
    widget = StepperWidget(session, stepper)
    widget.step()
    title = widget.panel.blocks[0]
    text = " ".join(str(v) for v in title.values())
    assert f"node 1 of {stepper.total}" in text
    assert "#" not in text


def test_the_done_ring_is_in_the_legend_and_selection_keeps_the_edit_mark():
    assert "done" in {key.kind for key in LEGEND}
    order = [h.mark for h in HIGHLIGHTS]
    # later entries win the outline: the selection must not come after the edit mark
    assert order.index("selected") < order.index("edited")
    assert any(prop == "filter" for prop, _ in HIGHLIGHTS[order.index("selected")].extra)

"""micrograd-grade pictures: every value of a small numeric graph shows its data and grad,
named or not; constants show their value; ``compact`` draws dots; panels agree."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import numpy as np
import pytest

from afnio_lab.lab import Session
from afnio_lab.numeric import Tensor
from afnio_lab.widgets.context import GraphContext
from afnio_lab.widgets.editor import edit_targets
from afnio_lab.widgets.inspector import inspect_element

from support.cells import run_cell

SVG = "{http://www.w3.org/2000/svg}"


def _neuron() -> tuple[Session, dict[str, Tensor]]:
    """The teacher's tanh neuron written compactly: seven unnamed intermediates, constants
    2, 1 and 1."""
    session = Session()
    a1, v1 = Tensor(2.0, requires_grad=True), Tensor(-3.0, requires_grad=True)
    a2, v2 = Tensor(0.0, requires_grad=True), Tensor(1.0, requires_grad=True)
    c = Tensor(6.8813735870195432, requires_grad=True)
    e = np.exp(2 * (a1 * v1 + a2 * v2 + c))
    out = (e - 1) / (e + 1)
    names = {"a1": a1, "v1": v1, "a2": a2, "v2": v2, "c": c, "e": e, "out": out}
    session.record_forward(names, name="neuron", code="", duration=0.0, call_ids=[])
    session.backward(out)
    return session, names


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _boxes(svg: str) -> dict[str, list[str]]:
    root = ET.fromstring(svg)
    return {
        g.get("id", ""): [t.text or "" for t in g.iter(f"{SVG}text")]
        for g in root.iter(f"{SVG}g")
        if "node" in (g.get("class") or "").split()
    }


def test_every_value_shows_data_and_grad_by_default():
    session, _ = _neuron()
    boxes = _boxes(session.render().svg)
    values = {k: v for k, v in boxes.items() if k[0] in "vp"}
    unnamed = {k: v for k, v in values.items() if k.startswith("p")}
    assert len(unnamed) == 7 and len(values) == 14
    for eid, lines in values.items():
        assert any(line.startswith("grad:") for line in lines), (eid, lines)
        assert any(_is_number(line) for line in lines), (eid, lines)  # its data
    expressions = sorted(lines[0] for lines in unnamed.values())
    # each labelled by the op that made it, with its operands' names where they have one
    assert expressions == [
        "2*(a1*v1+a2*v2+c)",
        "a1*v1",
        "a1*v1+a2*v2",
        "a1*v1+a2*v2+c",
        "a2*v2",
        "e+1",
        "e-1",
    ]
    constants = sorted(lines[0] for k, lines in boxes.items() if k.startswith("c"))
    assert constants == ["1", "1", "2"]  # their values, not "no grad"


def test_compact_draws_dots_and_full_is_forced_on_request():
    session, _ = _neuron()
    compact = session.render(values="compact").dot
    assert compact.count('shape="point"') == 7
    forced = session.render(values="full").dot
    assert 'shape="point"' not in forced


def test_big_numeric_graphs_stay_compact_by_default():
    session = Session()
    x = Tensor(1.0, requires_grad=True)
    y = x
    for _ in range(70):
        y = y * 1.01 + 0.0
    session.record_forward({"x": x, "y": y}, name="long", code="", duration=0.0, call_ids=[])
    assert 'shape="point"' in session.render(y).dot
    assert 'shape="point"' not in session.render(y, values="full").dot


def test_inspector_and_editor_agree_on_an_unnamed_value():
    session, _ = _neuron()
    run = session.backward_run()
    ctx = GraphContext.of(session, run)
    sub = next(n.id for n in ctx.snapshot.nodes if n.name == "SubBackward0")
    blocks = inspect_element(ctx, f"p{sub}_0")
    text = str(blocks)
    assert "e-1" in text and "4.828" in text and "0.1464" in text
    assert "No gradient reached" not in text
    targets = edit_targets(ctx, f"p{sub}_0")
    assert len(targets) == 1
    assert float(targets[0].record.data) == pytest.approx(run.records[sub].grads_in[0].data)
    constant = next(e for e in ctx.snapshot.edges if e.dst is None)
    assert "value" in str(inspect_element(ctx, f"c{constant.src}_{constant.position}"))


def test_magic_options_switch_between_values_and_dots(ip):
    code = """%%afnio_forward --static --compact
import numpy as np
from afnio_lab.numeric import Tensor
x = Tensor(0.5, requires_grad=True)
out = np.tanh(x * 2 + 1)
"""
    result, out = run_cell(ip, code)
    assert result.success, out.stderr
    assert out.outputs[-1].data["image/svg+xml"].count('class="node output intermediate"') == 2
    assert "x*2" not in out.outputs[-1].data["image/svg+xml"]  # dots carry no text
    result, out = run_cell(ip, "%afnio_graph out --static")  # default for a small graph
    boxes = _boxes(out.outputs[-1].data["image/svg+xml"])
    unnamed = [lines for eid, lines in boxes.items() if eid.startswith("p")]
    assert sorted(lines[0] for lines in unnamed) == ["x*2", "x*2+1"]
    result, out = run_cell(ip, "%backward out --static --values")
    assert result.success, out.stderr
    boxes = _boxes(out.outputs[-1].data["image/svg+xml"])
    unnamed = [lines for eid, lines in boxes.items() if eid.startswith("p")]
    assert len(unnamed) == 2 and all(any(t.startswith("grad:") for t in u) for u in unnamed)
    _, out = run_cell(ip, "%afnio_graph out --values --compact")
    assert "Choose one of --values" in out.stderr

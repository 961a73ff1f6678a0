"""The graph widget's values button (full values or compact dots: state in the ``values``
trait, Python redraws) and the layouts a small graph offers its page (both directions, and
top-down with each op beside its value), measured alike before and after backward."""

from __future__ import annotations

import re

import pytest
from IPython.display import display
from IPython.utils.capture import capture_output

from afnio_lab import Variable
from afnio_lab.lab import Session
from afnio_lab.lab.views import render
from afnio_lab.lab.views.layouts import measured_size, svg_size
from afnio_lab.widgets import GraphWidget, lab_view
from afnio_lab.widgets.throttle import Throttle

from support.neuron import recorded_neuron

DIRECTION = re.compile(r'rankdir="(\w+)"')


def _chain(joins: int) -> tuple[Session, object, Variable]:
    """Named text values joined one after another (``y2 = y1 + w2``...), forward recorded."""
    session = Session()
    y = Variable("abc", role="in", requires_grad=True)
    names = {"x": y}
    for i in range(joins):
        y = y + Variable(f"w{i}", role=f"r{i}", requires_grad=True)
        names[f"y{i}"] = y
    forward = session.record_forward(names, name="chain", code="", duration=0.0, call_ids=[])
    return session, forward, y


def _boxes_with_grad(svg: str) -> int:
    return svg.count(">grad: ")


# -- the values button ------------------------------------------------------------------------


def test_values_button_round_trips_through_the_trait_and_python_redraws():
    session, _, _ = recorded_neuron()
    view = lab_view(session)
    graph = view.graph
    assert graph.values == "full"  # a small numeric graph: every value in full
    full = graph.svg
    assert _boxes_with_grad(full) == 14 and 'class="node output intermediate"' in full
    graph.values = "compact"  # what the page's button sets
    assert graph.values == "compact" and view.ctx.options.values == "compact"
    assert graph.svg != full and _boxes_with_grad(graph.svg) == 7  # named values only
    assert ">a1*v1<" not in graph.svg  # the dots carry no text
    assert view.rendered.svg == graph.svg  # the saved picture follows what is shown
    assert graph.message["level"] == "ok"
    graph.values = "full"
    assert graph.svg == full and view.ctx.options.values == "full"


def test_values_button_refuses_an_unknown_mode_and_keeps_the_drawing():
    session, _, _ = recorded_neuron()
    graph = lab_view(session).graph
    before = graph.svg
    graph.values = "everything"
    assert graph.values == "full" and graph.svg == before
    assert graph.message["level"] == "error" and "'full' or 'compact'" in graph.message["text"]


def test_values_button_is_hidden_where_it_does_nothing(monkeypatch):
    session = Session()
    x = Variable("abc", role="first", requires_grad=True)
    y = Variable("def", role="second", requires_grad=True)
    z = x + y
    session.record_forward({"x": x, "y": y, "z": z}, name="f", code="", duration=0.0, call_ids=[])
    assert lab_view(session, z).graph.values == ""  # every value named: both ways alike
    neuron, _, _ = recorded_neuron()
    assert GraphWidget(neuron.render()).values == ""  # no owner that could redraw it
    monkeypatch.setattr(render, "SVG_BACKENDS", [])
    text_only = lab_view(neuron).graph
    assert text_only.svg == "" and text_only.values == ""  # drawn as a text tree


# -- layouts of a small graph -----------------------------------------------------------------


def test_a_small_graph_offers_both_directions_and_ops_beside_their_values():
    session, _, _ = recorded_neuron()
    graph = lab_view(session).graph
    names = [lay["name"] for lay in graph.layouts]
    assert names == ["TB", "LR", "beside"]
    first, _, beside = graph.layouts
    assert first["svg"] == "" and beside["fallback"] and not first["fallback"]
    assert beside["svg"].startswith("<svg") and 'class="node output root"' in beside["svg"]
    # ops beside their values: about half the height of plain top-down
    assert svg_size(beside["svg"])[1] < 0.6 * svg_size(graph.svg)[1]
    assert beside["h"] < 0.6 * first["h"]


def test_a_large_graph_offers_one_layout():
    session, _, y = _chain(40)
    graph = lab_view(session, y).graph
    assert graph.svg and graph.layouts == []


@pytest.mark.parametrize("joins", [2, 3, 4, 5])
def test_a_graph_measures_the_same_before_and_after_backward(joins):
    """The page chooses a layout on these sizes: equal sizes, the same layout in the forward
    cell and the backward cell, however long the gradients are."""
    session, forward, y = _chain(joins)
    before = lab_view(session, forward).graph.layouts
    session.backward(y, "Shorter, and name the numbers.")
    hits = measured_size.cache_info().hits
    after = lab_view(session).graph.layouts
    assert measured_size.cache_info().hits == hits + 3  # measured once, for both cells
    assert [(a["name"], a["w"], a["h"]) for a in after] == [
        (b["name"], b["w"], b["h"]) for b in before
    ]
    assert [svg_size(a["svg"]) for a in after[1:]] != [svg_size(b["svg"]) for b in before[1:]]


def test_named_roots_of_a_forward_run_are_drawn_where_they_are_used():
    """A forward run walks from every named value, so its leaves are roots; drawn first they
    would give the forward picture another arrangement than the backward one."""
    session, forward, out = recorded_neuron(backward=False)
    fwd = session.render(forward).dot
    session.backward(out)
    bwd = session.render().dot
    order = re.compile(r"^  (v\d+) \[", re.M)
    assert order.findall(fwd) == order.findall(bwd)


# -- the saved picture follows the layout shown ------------------------------------------------


def test_the_picture_is_drawn_in_the_layout_a_page_at_1280_by_800_chooses():
    """Issue 25, item 5: the neuron fits whole beside its ops live, and its saved picture was
    the renderer's top-down drawing, about twice as tall."""
    session, _, _ = recorded_neuron()
    view = lab_view(session)
    _, beside = view.graph.layouts[0], view.graph.layouts[2]
    assert view.graph.shown_layout == "beside"  # the choice of a page of NOMINAL_VIEW
    _, _, svg = view.picture()
    assert svg == beside["svg"] and svg != view.rendered.svg
    assert "data-layout='beside'" in view.picture()[0]


def test_the_page_choosing_another_layout_redraws_the_picture(ip):
    session, _, _ = recorded_neuron()
    view = lab_view(session)
    view.picture_throttle = Throttle(view.update_pictures, 0.0)
    with capture_output() as out:
        display(view)
    (twin,) = view.graph.twins
    with capture_output() as out:
        view.graph.shown_layout = "TB"  # what a narrow page reports
    (update,) = [o.data for o in out.outputs if o.update and o.transient == {"display_id": twin}]
    assert update["image/svg+xml"] == view.rendered.svg  # the renderer's top-down drawing
    assert "data-layout='TB'" in update["text/html"]

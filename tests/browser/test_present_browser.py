"""Projector mode and the default fit (issue 18) in JupyterLab 4 at 1,280 × 800, headless
Debian Chromium: a 12-node backward graph (the size of a class example) fits its view whole
with labels of at least 11 px; shown with ``%afnio_graph RUN --present`` its labels are at
least 18 px on screen and the inspector sits beside the graph, unless the graph fits whole
only with the row to itself (then the inspector goes below); the "present" button switches
a default view the same way. Sizes are printed (``pytest -s``); ``AFNIO_LAB_DOCS=1`` refreshes
``docs/projector_mode.png``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from support.jupyter_browser import (
    GRAPH_MEASURE,
    LESSON_CELL,
    cell_output,
    chromium,
    expect,
    jupyter_server,
    open_run_page,
    require_tools,
    screenshot,
    write_notebook,
)

pytestmark = pytest.mark.browser

DONE = "ALL CELLS DONE"
CELLS = [
    "%load_ext afnio_lab\nimport afnio_lab as afnio\nimport afnio_lab.cognitive.functional as F",
    LESSON_CELL,
    '%backward lesson --grad "Shorter." --name lesson_back',
    "%afnio_graph lesson_back --present",
    # a graph small enough to fit whole beside the inspector at 18 px
    """%%afnio_forward --name pair
left = afnio.Variable("a", role="left", requires_grad=True)
pair = left + left""",
    "%afnio_graph pair --present",
    # too wide at 18 px for the room beside the inspector, not for the whole row
    """%%afnio_forward --name wide
first = afnio.Variable("a short sentence of some words", role="first", requires_grad=True)
second = afnio.Variable("another sentence of a few words", role="second", requires_grad=True)
both = first + second""",
    "%afnio_graph wide --present",
    # the compact neuron: drawn at full size it pushed the inspector below the fold
    """%%afnio_forward --name neuron
from afnio_lab.numeric import Tensor
a1, v1 = Tensor(2.0, requires_grad=True), Tensor(-3.0, requires_grad=True)
a2, v2 = Tensor(0.0, requires_grad=True), Tensor(1.0, requires_grad=True)
c = Tensor(6.8813735870195432, requires_grad=True)
e = (2*(a1*v1 + a2*v2 + c)).exp()
out = (e - 1)/(e + 1)""",
    f'print("{DONE}")',
]
DEFAULT, PRESENT, SMALL_PRESENT, WIDE_PRESENT, TALL = 2, 3, 5, 7, 8


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    require_tools()
    notebook = write_notebook(tmp_path_factory.mktemp("present") / "present.ipynb", CELLS)
    with jupyter_server([notebook]) as server, chromium((1280, 800)) as browser:
        page = open_run_page(browser, server, notebook.name, DONE)
        yield page
        page.close()


def _measure(page: Any, index: int) -> dict[str, Any]:
    view = cell_output(page, index).locator(".afnio-gv").first
    view.scroll_into_view_if_needed()
    page.wait_for_timeout(300)  # the fit runs on the next animation frame
    return view.evaluate(GRAPH_MEASURE)


def test_a_12_node_backward_graph_fits_its_view_with_readable_labels(page: Any) -> None:
    m = _measure(page, DEFAULT)
    print("default:", m)
    assert 10 <= m["nodes"] <= 14, m  # the size of the example
    assert m["outside"] == 0, f"nodes clipped by the view: {m}"
    assert m["min"] >= 11, m


def _boxes(page: Any, index: int) -> tuple[Any, dict[str, float], dict[str, float], bool]:
    """The cell's output, its graph's and inspector's boxes (after a click on the root), and
    whether the graph took the whole row."""
    out = cell_output(page, index)
    out.locator("g.node.root").first.click()  # the root is always in view
    inspector = out.locator(".afnio-inspector").first
    view = out.locator(".afnio-gv").first
    graph, beside = view.bounding_box(), inspector.bounding_box()
    assert graph and beside
    wide = "afnio-gv-wide" in (view.get_attribute("class") or "")
    return out, graph, beside, wide


def test_projector_mode_draws_big_labels_with_the_inspector_beside(page: Any) -> None:
    """At 18 px the lesson (a chain seven deep) fits whole neither beside the inspector nor in
    the whole row, so the inspector stays beside it and the graph pans, its root in view."""
    m = _measure(page, PRESENT)
    print("present:", m)
    assert m["min"] >= 18, m
    out, graph, inspector, wide = _boxes(page, PRESENT)
    print("graph box:", graph, "inspector box:", inspector, "wide:", wide)
    expect(out.locator(".afnio-inspector").first).to_contain_text("lesson")
    assert not wide
    assert inspector["x"] >= graph["x"] + graph["width"] - 1, "the inspector is not beside"
    assert inspector["y"] < graph["y"] + graph["height"], "the inspector is below the graph"
    size = float(
        out.locator(".afnio-inspector").first.evaluate(
            "(el) => parseFloat(getComputedStyle(el).fontSize)"
        )
    )
    assert size >= 18
    # the whole view (toolbar, legend, graph) fits the notebook's part of a 1,280 x 800 screen
    notebook = page.locator(".jp-NotebookPanel-notebook").first.bounding_box()
    assert notebook and graph["height"] <= notebook["height"], (graph, notebook)
    # the picture: the screen a class sees, the graph's toolbar at the top
    out.locator(".afnio-gv").first.evaluate("(el) => el.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    screenshot(page, "present-lesson", "projector_mode.png")


def test_projector_mode_keeps_the_inspector_beside_a_graph_that_fits_there(page: Any) -> None:
    m = _measure(page, SMALL_PRESENT)
    print("present, small:", m)
    assert m["min"] >= 18 and m["outside"] == 0, m
    _, graph, inspector, wide = _boxes(page, SMALL_PRESENT)
    assert not wide
    assert inspector["x"] >= graph["x"] + graph["width"] - 1, "the inspector is not beside"
    assert inspector["y"] < graph["y"] + graph["height"], "the inspector is below the graph"


def test_the_present_button_switches_a_default_view(page: Any) -> None:
    out = cell_output(page, DEFAULT)
    button = out.locator(".afnio-gv-present").first
    button.click()
    expect(out.locator(".afnio-labview.afnio-present")).to_have_count(1)
    m = _measure(page, DEFAULT)
    print("default view switched to projector mode:", m)
    assert m["min"] >= 18, m
    button.click()
    expect(out.locator(".afnio-labview.afnio-present")).to_have_count(0)
    assert _measure(page, DEFAULT)["min"] < 18


def test_a_graph_that_fits_only_with_the_whole_row_takes_it(page: Any) -> None:
    m = _measure(page, WIDE_PRESENT)
    print("present, wide:", m)
    _, graph, inspector, wide = _boxes(page, WIDE_PRESENT)
    print("graph box:", graph, "inspector box:", inspector, "wide:", wide)
    assert m["min"] >= 18 and m["outside"] == 0, m
    assert wide and inspector["y"] >= graph["y"] + graph["height"] - 1, (graph, inspector)


@pytest.mark.parametrize("index", [DEFAULT, TALL])
def test_the_inspector_starts_in_sight_outside_projector_mode(page: Any, index: int) -> None:
    """Issue 25, item 7: with the lab view at the top of the notebook panel, the inspector
    started at y = 846 in an 800-px window."""
    out = cell_output(page, index)
    out.evaluate("(el) => el.scrollIntoView({ block: 'start' })")
    page.wait_for_timeout(500)  # the fit runs on the next animation frame
    top = out.locator(".afnio-inspector").first.evaluate("(el) => el.getBoundingClientRect().top")
    m = out.locator(".afnio-gv").first.evaluate(GRAPH_MEASURE)
    print("inspector top:", top, "graph:", m)
    assert top <= 800 - 30, f"the inspector starts at y = {top} in an 800-px window"
    assert m["outside"] == 0 and m["min"] >= 11, m  # and the graph still fits whole

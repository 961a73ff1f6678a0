"""Readable graphs in a real browser (issue 12): JupyterLab 4 in headless Debian Chromium at
1,280 × 800, the tutorials 01–03 and two synthetic graphs (a 200-input ``Sum``, a chain of
1,000 ``Add``s) run top to bottom, then every graph view is measured as first drawn:

* the on-screen size of node label text (SVG font size × the view's scale), at least 10 px;
* the root node inside the view;
* a graph of up to 30 nodes whole: no node outside its view, and the view (toolbar and
  legend included) no taller than the notebook panel (issue 18).

Then a 200-input ``Sum`` is one group node that opens on click, and search finds and focuses
a node hidden in a folded chain. Screenshots of each notebook's key cell go to
``test-artifacts/`` (with ``AFNIO_LAB_DOCS=1`` they also refresh the README's pictures in
``docs/``). Measured sizes are printed (``pytest -s``).
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook

from support.jupyter_browser import (
    cell_output,
    chromium,
    expect,
    jupyter_path,
    jupyter_server,
    open_run_page,
    require_tools,
    screenshot,
)
from support.paths import NOTEBOOKS

pytestmark = pytest.mark.browser

HERE = Path(__file__).resolve().parent
TUTORIALS = ["01_quickstart.ipynb", "02_prompt_debugging.ipynb", "03_autodiff_with_numbers.ipynb"]
DONE = "ALL CELLS DONE"
MIN_FONT_PX = 10.0
SMALL_GRAPH = 30  # nodes: a graph this small must fit its view whole

SYNTHETIC = [
    "%load_ext afnio_lab\nimport afnio_lab as afnio\nimport afnio_lab.cognitive.functional as F",
    # a Sum of 200 inputs, run backward: one group node
    """items = [afnio.Variable(f"item {i}", role="review", requires_grad=True) for i in range(200)]
total = F.sum(items)
%backward total --grad "Shorter, please." --name wide""",
    # a chain of 1,000 Adds: folded in the middle
    """%%afnio_forward --name chain
x = afnio.Variable("start", role="start", requires_grad=True)
for i in range(1000):
    x = x + afnio.Variable(f"word {i}", role=f"input {i}", requires_grad=True)
chain = x""",
    f'print("{DONE}")',
]
WIDE, CHAIN = 1, 2

# the on-screen label size and the root's place, for every graph view in the page
MEASURE = """(view) => {
  const svg = view.querySelector('.afnio-gv-stage svg');
  const port = view.querySelector('.afnio-gv-viewport').getBoundingClientRect();
  if (!svg) return null;
  const box = svg.getBoundingClientRect();
  const perUnit = box.width / svg.viewBox.baseVal.width;
  const sizes = [...svg.querySelectorAll('g.node text')].map(
    (t) => parseFloat(t.getAttribute('font-size')) * perUnit);
  const root = svg.querySelector('g.node.root');
  const r = root && root.getBoundingClientRect();
  const inside = !!r && r.left >= port.left - 1 && r.right <= port.right + 1 &&
    r.top >= port.top - 1 && r.bottom <= port.bottom + 1;
  const outside = [...svg.querySelectorAll('g.node')].filter((n) => {
    const b = n.getBoundingClientRect();
    return b.left < port.left - 1 || b.right > port.right + 1 ||
           b.top < port.top - 1 || b.bottom > port.bottom + 1;
  }).length;
  const panel = view.closest('.jp-WindowedPanel-outer');
  return { min: Math.min(...sizes), labels: sizes.length, rootInside: inside, outside,
           view: Math.round(view.getBoundingClientRect().height),
           panel: panel ? panel.clientHeight : null,
           present: view.classList.contains('afnio-present'),
           nodes: svg.querySelectorAll('g.node').length,
           zoom: view.querySelector('.afnio-gv-zoom').textContent,
           width: Math.round(port.width), height: Math.round(port.height) };
}"""


def _with_done_cell(source: Path, target: Path) -> None:
    nb = nbformat.read(source, as_version=4)
    nb.cells.append(new_code_cell(f'print("{DONE}")'))
    nbformat.write(nb, target)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    require_tools()
    folder = tmp_path_factory.mktemp("graphs")
    paths = []
    for name in TUTORIALS:
        _with_done_cell(NOTEBOOKS / name, folder / name)
        paths.append(folder / name)
    synthetic = new_notebook(cells=[new_code_cell(src) for src in SYNTHETIC])
    synthetic.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(synthetic, folder / "big_graphs.ipynb")
    paths.append(folder / "big_graphs.ipynb")
    with jupyter_server(paths) as s:
        shutil.copytree(NOTEBOOKS / "data", s.root / "data")  # 02 reads its reviews from here
        yield s


@pytest.fixture(scope="module")
def browser(server: Any) -> Iterator[Any]:
    with chromium(viewport=(1280, 800)) as context:
        yield context


def _measure_all(page: Any) -> list[dict[str, Any]]:
    out = []
    views = page.locator(".afnio-gv")
    for i in range(views.count()):
        view = views.nth(i)
        view.scroll_into_view_if_needed()
        page.wait_for_timeout(150)  # the fit runs on the next animation frame
        m = view.evaluate(MEASURE)
        if m is not None:
            out.append(m)
    return out


def _check(name: str, measures: list[dict[str, Any]]) -> None:
    assert measures, f"{name}: no graph view was drawn"
    for i, m in enumerate(measures):
        print(f"{name} graph {i}: {m}")
        assert m["min"] >= MIN_FONT_PX, f"{name} graph {i}: labels at {m['min']:.1f} px ({m})"
        assert m["rootInside"], f"{name} graph {i}: the root is off screen ({m})"
        if m["nodes"] <= SMALL_GRAPH and not m["present"]:  # fits whole: nothing clipped
            assert m["outside"] == 0, f"{name} graph {i}: {m['outside']} nodes clipped ({m})"
            assert m["panel"] is None or m["view"] <= m["panel"], (
                f"{name} graph {i}: the view is taller than the notebook panel ({m})"
            )


#: per tutorial: (the lab view to picture: index among views, file stem, README picture)
KEY_CELLS = {
    "01_quickstart.ipynb": (1, "01_backward_graph", "graph_widget.png"),
    "02_prompt_debugging.ipynb": (1, "02_backward_graph", None),
    "03_autodiff_with_numbers.ipynb": (0, "03_stepper", "stepper_widget.png"),
}


@pytest.mark.parametrize("name", TUTORIALS)
def test_tutorial_graphs_are_readable_on_first_render(browser: Any, server: Any, name: str) -> None:
    page = open_run_page(browser, server, name, DONE)
    try:
        _check(name, _measure_all(page))
        # pictures: in a taller window, so a whole view fits (the measures above are at 800)
        page.set_viewport_size({"width": 1280, "height": 1500})
        page.wait_for_timeout(300)
        index, stem, doc = KEY_CELLS[name]
        views = page.locator(".afnio-labview, .afnio-stepper-view")
        view = views.nth(index)
        view.scroll_into_view_if_needed()
        screenshot(view.locator(".afnio-gv").first, stem, doc)
        if name.startswith("01"):  # search, then the inspector, as a student sees them
            box = view.locator(".afnio-gv-search")
            box.fill("salutation")
            box.press("Enter")
            expect(view.locator("g.node.is-selected")).to_have_count(1)
            expect(view.locator(".afnio-inspector")).to_contain_text("salutation")
            screenshot(view.locator(".afnio-inspector"), "01_inspector", "inspector_widget.png")
            replay = views.last
            replay.locator(".afnio-gv").first.scroll_into_view_if_needed()
            replay.locator("g.node.parameter").first.click()
            editor = replay.locator(".afnio-editor").first
            expect(editor).to_contain_text("Gradients of salutation")
            editor.scroll_into_view_if_needed()
            screenshot(editor, "01_editor", "editor_widget.png")
        if name.startswith("02"):
            calls = view.locator(".afnio-calllog").first
            calls.locator(".afnio-calllog-head").click()
            calls.scroll_into_view_if_needed()
            screenshot(calls, "02_call_log", "call_log_widget.png")
            preview = page.locator(".afnio-optim").first
            preview.scroll_into_view_if_needed()
            screenshot(preview, "02_optimizer_preview", "optimizer_preview.png")
    finally:
        page.close()


@pytest.fixture(scope="module")
def big(browser: Any, server: Any) -> Iterator[Any]:
    page = open_run_page(browser, server, "big_graphs.ipynb", DONE)
    yield page
    page.close()


def test_big_graphs_are_readable_with_the_root_in_view(big: Any) -> None:
    _check("synthetic 200 / 1,000", _measure_all(big))
    screenshot(cell_output(big, CHAIN), "big_chain_1000")


def test_a_200_input_sum_is_a_group_that_opens_on_click(big: Any) -> None:
    view = cell_output(big, WIDE)
    group = view.locator("g.node.group")
    expect(group).to_have_count(1)
    expect(group).to_contain_text("200 inputs")
    assert view.locator("g.node.leaf").count() == 0
    screenshot(view, "big_sum_200_grouped")
    group.click()
    expect(view.locator("g.node.leaf")).to_have_count(200, timeout=30_000)
    expect(view.locator("g.node.group")).to_have_count(0)
    m = view.locator(".afnio-gv").evaluate(MEASURE)
    print("200-input Sum opened:", m)
    assert m["min"] >= MIN_FONT_PX


def test_search_finds_and_focuses_a_folded_node(big: Any) -> None:
    view = cell_output(big, CHAIN)
    assert view.locator("g.node.fold").count() >= 1
    box = view.locator(".afnio-gv-search")
    box.fill("input 500")
    box.press("Enter")
    selected = view.locator("g.node.is-selected")
    expect(selected).to_have_count(1, timeout=30_000)
    expect(selected).to_contain_text("input 500")
    big.wait_for_timeout(300)
    port = view.locator(".afnio-gv-viewport").bounding_box()
    node = selected.bounding_box()
    assert port and node
    assert port["x"] <= node["x"] and node["x"] + node["width"] <= port["x"] + port["width"]
    assert port["y"] <= node["y"] and node["y"] + node["height"] <= port["y"] + port["height"]
    expect(view.locator(".afnio-inspector")).to_contain_text("input 500")
    screenshot(view, "big_chain_search")


def test_a_saved_notebook_says_run_the_cell_and_shows_no_broken_links(
    browser: Any, server: Any
) -> None:
    """Opened without running anything: the saved widgets draw from their saved state, say
    how to make them interactive, and ipywidgets' red broken-link icons stay hidden."""
    name = TUTORIALS[0]
    subprocess.run([str(jupyter_path()), "trust", str(server.root / name)], check=True)
    page = browser.new_page()
    server.cleanup()
    try:
        page.goto(server.url("lab", name))
        banner = page.locator(".afnio-gv-offline").first
        expect(banner).to_be_visible(timeout=60_000)
        expect(banner).to_contain_text("run this cell to make it interactive")
        icons = page.evaluate(
            """() => [...document.querySelectorAll('.jupyter-widgets-disconnected')]
                 .map((el) => getComputedStyle(el, '::before').content)
                 .filter((c) => c && c !== 'none' && c !== 'normal')"""
        )
        assert icons == [], icons
        screenshot(page.locator(".afnio-gv").first, "01_saved_output")
    finally:
        page.close()

"""The widgets in a real browser: JupyterLab 4 (and one Notebook 7 smoke test), headless
Debian Chromium through Playwright, the notebook ``notebooks/widgets_e2e.ipynb`` run top to
bottom, then clicks in the page and checks on what the page shows.

The Lab tests share one page (opening it and running all cells is most of the cost) and run
in file order: inspect, call log, edit + replay, step-through, markup, optimizer. A failing
test saves a screenshot to ``test-artifacts/``. Without Chromium or Jupyter the tests skip
locally and fail in CI (``CI=true``), so a missing install step cannot pass unnoticed.
The README's pictures come from ``test_graph_browser.py`` (``AFNIO_LAB_DOCS=1``).
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from afnio_lab.lab.views.style import INSERTED_BG, TAGS

from support.jupyter_browser import (
    cell_output,
    chromium,
    expect,
    jupyter_server,
    open_and_run_all,
    require_tools,
    screenshot,
)

pytestmark = pytest.mark.browser

HERE = Path(__file__).resolve().parent
NOTEBOOK = HERE / "notebooks" / "widgets_e2e.ipynb"
# code cells of the notebook
FEEDBACK, EVIL, HOSTILE_SVG, STEPS, OPTIMIZER = 2, 3, 4, 6, 7


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    require_tools()
    copy = tmp_path_factory.mktemp("nb7") / "widgets_e2e_nb7.ipynb"
    shutil.copy(NOTEBOOK, copy)  # its own file, so Notebook 7 gets its own kernel
    with jupyter_server([NOTEBOOK, copy]) as s:
        yield s


@pytest.fixture(scope="module")
def browser(server: Any) -> Iterator[Any]:
    with chromium() as context:
        yield context


@pytest.fixture(scope="module")
def lab(server: Any, browser: Any) -> Iterator[Any]:
    """The test notebook in JupyterLab, all cells run."""
    page = browser.new_page()
    page.set_default_timeout(20_000)
    page.errors = []  # type: ignore[attr-defined]
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    server.cleanup()
    try:
        open_and_run_all(page, server, NOTEBOOK.name)
    except Exception:
        screenshot(page, "lab-run-all-FAILED")
        raise
    yield page
    page.close()
    server.cleanup()


@pytest.fixture(autouse=True)
def _screenshot_on_failure(request: pytest.FixtureRequest) -> Iterator[None]:
    failed = request.session.testsfailed
    yield
    page = request.node.funcargs.get("lab") or request.node.funcargs.get("nb7_page")
    if page is not None and request.session.testsfailed > failed:
        screenshot(page, f"{request.node.name}-FAILED")


def value_node(view: Any, name: str) -> Any:
    """The graph node of the value the notebook named ``name``."""
    label = view.page.locator("text").filter(has_text=re.compile(rf"^{re.escape(name)}$"))
    return view.locator("g.node").filter(has=label)


# -- JupyterLab ---------------------------------------------------------------------------------


def test_click_a_graph_node_shows_the_inspector(lab: Any) -> None:
    view = cell_output(lab, FEEDBACK)
    expect(view.locator(".afnio-gv svg g.node")).to_have_count(7)  # drawn inline, not as <img>
    view.locator("g.node.parameter").click()
    expect(view.locator("g.node.parameter.is-selected")).to_have_count(1)
    inspector = view.locator(".afnio-inspector")
    for text in (
        "system",
        "role",
        "system prompt",
        "Classify the sentiment of the review.",
        "requires_grad",
        "True",
        "grad_fn",
        "None (a leaf)",
        ".grad (1)",
        "from ChatCompletion making",
        'got this feedback: "The output',
    ):
        expect(inspector).to_contain_text(text)
    call = inspector.locator("details.afnio-call").first  # the LLM call behind the gradient
    expect(call).to_contain_text("backward")
    expect(call).to_contain_text(re.compile(r"\d+\+\d+ tok · \$0\.00000 · [\d.]+ ms · no cache"))
    call.locator("summary").click()
    expect(call).to_contain_text("You are the critic")
    expect(call.locator(".afnio-response")).to_contain_text('{"feedback"')
    view.locator("g.node.llm").first.click()  # an op: what it received, sent and called
    expect(inspector).to_contain_text("incoming feedback (per output)")
    expect(inspector).to_contain_text("model calls (1)")


def test_graph_pans_and_zooms_and_a_drag_is_not_a_click(lab: Any) -> None:
    graph = cell_output(lab, FEEDBACK).locator(".afnio-gv")
    zoom, stage = graph.locator(".afnio-gv-zoom"), graph.locator(".afnio-gv-stage")
    fitted = zoom.text_content()
    graph.locator("button[title='Zoom in']").click()
    expect(zoom).not_to_have_text(fitted)
    selected = graph.locator("g.node.is-selected").get_attribute("id")
    moved_from = stage.get_attribute("style")
    box = value_node(graph, "answer").bounding_box()  # a drag that starts on another node
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    lab.mouse.move(x, y)
    lab.mouse.down()
    lab.mouse.move(x - 80, y + 10, steps=6)
    lab.mouse.up()
    expect(stage).not_to_have_attribute("style", moved_from)
    expect(graph.locator("g.node.is-selected")).to_have_attribute("id", selected)
    graph.locator("button[title='Fit the graph']").click()
    expect(zoom).to_have_text(fitted)


def test_call_log_opens_filters_and_shows_a_call(lab: Any) -> None:
    log = cell_output(lab, FEEDBACK).locator(".afnio-calllog")
    expect(log).to_contain_text("2 calls")
    rows = log.locator("tr.afnio-click")
    expect(rows.first).to_be_hidden()
    log.locator(".afnio-calllog-head").click()
    expect(rows).to_have_count(2)
    expect(log.locator(".afnio-totals-row")).to_contain_text("total: 2 calls")
    choice = log.locator("select.afnio-calllog-filter")
    labels = choice.locator("option").all_text_contents()
    choice.select_option(label=next(t for t in labels if t.startswith("ChatCompletion")))
    expect(rows).to_have_count(1)
    expect(rows.first).to_contain_text("backward")  # the phase, then the op: no node id
    expect(rows.first).to_contain_text("ChatCompletion")
    rows.first.click()
    detail = log.locator(".afnio-calllog-detail")
    expect(detail).to_contain_text("You are the critic")
    expect(detail).to_contain_text("Classify the sentiment of the review.")
    choice.select_option(index=0)
    expect(rows).to_have_count(2)


def test_edit_a_gradient_and_replay(lab: Any) -> None:
    view = cell_output(lab, FEEDBACK)
    value_node(view, "answer").click()
    editor = view.locator(".afnio-editor")
    expect(editor).to_contain_text("Gradients of answer")
    text = editor.locator("textarea")
    expect(text).to_have_value(re.compile("does not match the target"))
    text.fill("   ")
    editor.locator(".afnio-edit-apply").click()  # validated in the kernel before recording
    expect(editor.locator(".afnio-edit-message.error")).to_contain_text("empty")
    text.fill("Answer in capital letters.")
    editor.locator(".afnio-edit-apply").click()
    expect(editor.locator(".afnio-edit-message.ok")).to_contain_text("recorded")
    expect(text).to_have_value("Answer in capital letters.")  # the draft stays in place
    expect(view.locator("g.node.is-edited")).to_have_count(1)
    replay = editor.locator(".afnio-replay")
    expect(replay).to_be_enabled()
    replay.click()
    result = editor.locator(".afnio-replay-result")
    expect(result).to_contain_text("recomputed (1)")
    expect(result).to_contain_text("ChatCompletion making")
    changed = result.locator(".afnio-item.changed")
    expect(changed.locator(".afnio-item-head")).to_have_text("systemchanged")  # said once
    expect(changed).to_contain_text('got this feedback: "Answer in capital letters."')
    expect(result.locator("del").first).to_be_visible()
    expect(view.locator("g.node.llm.recomputed.is-recomputed")).to_have_count(1)  # highlighted
    expect(view.locator(".afnio-labview-header")).to_contain_text("replay run")
    view.locator("g.node.parameter").click()  # the inspector now shows the replayed gradient
    expect(view.locator(".afnio-inspector")).to_contain_text(
        'feedback: "Answer in capital letters."'
    )


def test_step_through_a_numeric_backward(lab: Any) -> None:
    view = cell_output(lab, STEPS)
    panel = view.locator(".afnio-stepper")
    expect(panel).to_contain_text("3 node(s) to run")
    step = panel.locator(".afnio-step-next")
    step.click()
    expect(panel).to_contain_text("step 1 of 3: MulBackward0")
    expect(panel.locator(".afnio-step-in")).to_contain_text(["in[0] for loss1"])
    expect(panel.locator(".afnio-step-out")).to_contain_text(["out[0] → d8", "out[1] → d8"])
    expect(view.locator("g.node.is-current")).to_have_count(1)
    step.click()
    expect(panel).to_contain_text("step 2 of 3: AddBackward0")
    expect(panel.locator(".afnio-step-in")).to_contain_text(["in[0] for d16"])
    expect(panel.locator(".afnio-list").last).to_contain_text("a: 16")
    # d, a and the unnamed a*b (every value of a small numeric graph is drawn in full)
    expect(view.locator("svg text", has_text="grad: 16")).to_have_count(3)
    panel.locator(".afnio-step-back").click()
    expect(panel).to_contain_text("step 1 of 3: MulBackward0")
    expect(panel).not_to_contain_text("a: 16")
    # as it was then: only d, with the 8 + 8 that step 1 sent it (as the panel says)
    expect(view.locator("svg text", has_text="grad: 16 (sum of 2)")).to_have_count(1)
    expect(view.locator("svg text", has_text="grad: 16")).to_have_count(1)
    speed = panel.locator(".afnio-step-speed")
    speed.fill("10")
    speed.dispatch_event("change")
    expect(panel).to_contain_text("10/s")
    panel.locator(".afnio-step-play").click()
    expect(panel).to_contain_text("finished", timeout=15_000)
    expect(panel).to_contain_text("step 3 of 3: MulBackward0")
    # as the graph draws a: the sum, with the deliveries behind it
    expect(panel.locator(".afnio-list").last.locator("li")).to_have_text(
        ["a: 64 (sum of 2: 16 + 48)", "b: 32"]
    )
    expect(panel.locator(".afnio-step-next")).to_be_disabled()


def test_markup_in_values_and_model_output_never_runs(lab: Any) -> None:
    view = cell_output(lab, EVIL)
    evil = value_node(view, "evil")
    expect(evil).to_contain_text('<img src=x onerror="window._')  # shown as text (one line)
    evil.click()
    inspector = view.locator(".afnio-inspector")
    expect(inspector).to_contain_text(
        '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>'
    )
    expect(inspector).to_contain_text('<b onmouseover="window.__pwned=3">evil role</b>')
    call = inspector.locator("details.afnio-call").first
    call.locator("summary").click()
    expect(call.locator(".afnio-response")).to_contain_text("<script>window.__pwned=4</script>")
    evil.hover()
    hostile = cell_output(lab, HOSTILE_SVG).locator(".afnio-gv")
    expect(hostile.locator("svg text", has_text="hostile")).to_have_count(1)
    hostile.locator("g.node").click()  # clicking still selects; the handler is gone
    expect(hostile.locator("g.node.is-selected")).to_have_count(1)
    hostile.locator("text", has_text="link").click()
    assert hostile.locator("script, foreignObject, animate, [href], [onload]").count() == 0
    lab.wait_for_timeout(200)
    state = lab.evaluate(
        """() => ({
            pwned: typeof window.__pwned,
            imgs: document.querySelectorAll('img[src="x"], img[src$="/x"]').length,
            handlers: document.querySelectorAll('[onerror], [onmouseover]').length,
            scripts: [...document.scripts].filter((s) => s.textContent.includes('__pwned')).length,
            bold: [...document.querySelectorAll('b')].filter((b) => b.textContent === 'evil role').length,
        })"""
    )
    assert state == {"pwned": "undefined", "imgs": 0, "handlers": 0, "scripts": 0, "bold": 0}
    assert not lab.errors, lab.errors


def _rgb(hex_colour: str) -> str:
    """``#rrggbb`` as the browser reports a computed colour."""
    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return f"rgb({r}, {g}, {b})"


def test_optimizer_step_preview_accept_and_revert(lab: Any) -> None:
    view = cell_output(lab, OPTIMIZER)
    preview = view.locator(".afnio-optim")
    expect(preview).to_contain_text("No step yet.")
    preview.locator(".afnio-optim-run").click()
    expect(view.locator(".afnio-progress")).to_contain_text("1 of 1")
    item = preview.locator(".afnio-optim-item")
    expect(item).to_contain_text("system")
    expect(item).to_contain_text("changed")
    expect(item.locator(".afnio-diff ins")).to_contain_text(["Answer in capital letters."])
    expect(item).to_contain_text("1. feedback it received (1)")
    expect(item).to_contain_text("2. the optimizer's reasoning")
    expect(item.locator(".afnio-tag-proposed")).to_have_text("proposed, not applied")
    # the palette's colours reach the page (the widget stylesheet's generated rules)
    expect(item.locator(".afnio-diff ins").first).to_have_css("background-color", _rgb(INSERTED_BG))
    expect(item.locator(".afnio-tag-proposed")).to_have_css(
        "background-color", _rgb(TAGS["proposed"][0])
    )
    feedback = cell_output(lab, FEEDBACK)  # a proposal leaves the kernel's Parameter alone
    feedback.locator("g.node.parameter").click()
    expect(feedback.locator(".afnio-inspector .afnio-fields").first).not_to_contain_text("now")
    item.locator(".afnio-optim-accept").click()
    expect(item.locator(".afnio-tag-accepted")).to_have_text("accepted, applied")
    item.locator(".afnio-optim-revert").click()
    expect(item.locator(".afnio-tag-reverted")).to_have_count(1)
    # the kernel's Parameter really went back
    feedback.locator("g.node.parameter").click()
    expect(feedback.locator(".afnio-inspector .afnio-fields").first).to_contain_text(
        re.compile(r"data\s*Classify the sentiment of the review\.\s*requires_grad")
    )
    item.locator(".afnio-optim-accept").click()
    expect(item.locator(".afnio-tag-accepted")).to_have_count(1)


# -- Notebook 7 ---------------------------------------------------------------------------------


@pytest.fixture()
def nb7_page(server: Any, browser: Any) -> Iterator[Any]:
    page = browser.new_page()
    page.set_default_timeout(20_000)
    try:
        open_and_run_all(page, server, "widgets_e2e_nb7.ipynb", ui="notebook")
    except Exception:
        screenshot(page, "notebook7-run-all-FAILED")
        raise
    yield page
    page.close()


def test_notebook7_smoke(nb7_page: Any) -> None:
    view = cell_output(nb7_page, FEEDBACK)
    view.locator("g.node.parameter").click()
    expect(view.locator(".afnio-inspector")).to_contain_text("system prompt")
    expect(cell_output(nb7_page, STEPS).locator(".afnio-stepper")).to_contain_text(
        "3 node(s) to run"
    )

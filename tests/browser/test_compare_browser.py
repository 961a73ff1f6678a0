"""The comparison widget in a real browser (JupyterLab 4, headless Debian Chromium): ten
reviews run with two prompts (``notebooks/compare_e2e.ipynb``), then the rows, the "only
regressions" filter, a row opening both runs' calls, and the inspector's "Re-run forward".

With ``AFNIO_LAB_DOCS=1`` it refreshes the README's picture ``docs/compare_widget.png``.
Without Chromium or Jupyter the tests skip locally and fail in CI (``CI=true``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

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

NOTEBOOK = Path(__file__).resolve().parent / "notebooks" / "compare_e2e.ipynb"
# code cells of the notebook
RUNS, COMPARE, GRAPH = 1, 2, 3
# what the offline model makes of the notebook's ten reviews (v1 -> v2)
REGRESSED = ["1", "4"]  # the targets written in lowercase: v2's "Label: X" misses them
CHANGED = ["5"]  # a neutral review: the output changed, the score stayed 0


@pytest.fixture(scope="module")
def lab() -> Iterator[Any]:
    """The notebook in JupyterLab, all cells run."""
    require_tools()
    with jupyter_server([NOTEBOOK]) as server, chromium(viewport=(1280, 900)) as browser:
        page = browser.new_page()
        page.set_default_timeout(20_000)
        page.errors = []  # type: ignore[attr-defined]
        page.on("pageerror", lambda exc: page.errors.append(str(exc)))
        try:
            open_and_run_all(page, server, NOTEBOOK.name)
        except Exception:
            screenshot(page, "compare-run-all-FAILED")
            raise
        yield page
        page.close()


@pytest.fixture(autouse=True)
def _screenshot_on_failure(request: pytest.FixtureRequest) -> Iterator[None]:
    failed = request.session.testsfailed
    yield
    page = request.node.funcargs.get("lab")
    if page is not None and request.session.testsfailed > failed:
        screenshot(page, f"{request.node.name}-FAILED")


def _indices(widget: Any) -> list[str]:
    return widget.locator("tr.afnio-compare-row").evaluate_all(
        "rows => rows.map(r => r.dataset.index)"
    )


def test_the_comparison_renders_one_row_per_input(lab: Any) -> None:
    expect(cell_output(lab, RUNS)).to_contain_text("10 input(s): 10 changed (7 fixed, 2 regressed)")
    widget = cell_output(lab, COMPARE).locator(".afnio-compare")
    expect(widget.locator(".afnio-title")).to_have_text("Comparing v1 (f1) vs v2 (f2)")
    rows = widget.locator("tr.afnio-compare-row")
    expect(rows).to_have_count(10)
    assert _indices(widget) == [str(i) for i in range(10)]
    expect(widget.locator(".afnio-compare-params")).to_contain_text("prompt parameter: system")
    expect(widget.locator(".afnio-compare-params ins").first).to_contain_text("capital letters")
    totals = widget.locator(".afnio-compare-totals tr")
    expect(totals).to_have_count(3)  # a header and one row per run
    expect(totals.nth(1)).to_contain_text("0.2 (n=10)")  # v1: the two lowercase targets
    expect(totals.nth(2)).to_contain_text("0.7 (n=10)")  # v2: the seven fixed
    first = rows.nth(0)
    expect(first).to_contain_text("I loved this film")
    expect(first).to_contain_text("▲ fixed")
    expect(first.locator(".afnio-compare-score.fail")).to_have_count(1)
    expect(first.locator(".afnio-compare-score.pass")).to_have_count(1)
    expect(rows.nth(1)).to_contain_text("▼ regressed")
    # a review's markup is shown as text
    expect(rows.nth(9)).to_contain_text("Horrible smell <b>bold</b>")
    assert lab.evaluate("document.querySelectorAll('.afnio-compare-rows b').length") == 0
    screenshot(widget, "compare_widget", docs="compare_widget.png")


def test_only_regressions_leaves_the_regressed_rows(lab: Any) -> None:
    widget = cell_output(lab, COMPARE).locator(".afnio-compare")
    widget.locator(".afnio-compare-only-regressions").check()
    expect(widget.locator("tr.afnio-compare-row")).to_have_count(len(REGRESSED))
    assert _indices(widget) == REGRESSED
    expect(widget.locator(".afnio-compare-counts")).to_contain_text("showing 2")
    widget.locator(".afnio-compare-only-regressions").uncheck()
    widget.locator(".afnio-compare-only-changed").check()
    expect(widget.locator("tr.afnio-compare-row")).to_have_count(10)  # none is "same"
    widget.locator(".afnio-compare-only-changed").uncheck()
    expect(widget.locator("tr.afnio-compare-row")).to_have_count(10)


def test_clicking_a_row_opens_both_runs_calls_for_that_input(lab: Any) -> None:
    widget = cell_output(lab, COMPARE).locator(".afnio-compare")
    widget.locator("tr.afnio-compare-row[data-index='4']").click()
    detail = widget.locator("tr.afnio-compare-detail")
    expect(detail).to_have_count(1)
    runs = detail.locator(".afnio-compare-detail-run")
    expect(runs).to_have_count(2)
    for k, reply in enumerate(["positive", "Label: POSITIVE"]):
        run = runs.nth(k)
        expect(run).to_contain_text("model calls (1)")
        call = run.locator("details.afnio-call")
        expect(call).to_have_count(1)
        call.locator("summary").click()
        expect(call.locator(".afnio-msg").first).to_contain_text("Classify the sentiment")
        expect(call).to_contain_text("Review: Wonderful staff")
        expect(call.locator(".afnio-response pre")).to_have_text(reply)
    widget.locator("tr.afnio-compare-row[data-index='4']").click()  # closes again
    expect(detail).to_have_count(0)
    widget.locator("tr.afnio-compare-row[data-index='1']").press("Enter")  # the keyboard too
    expect(detail).to_contain_text("Review: Awful service")
    widget.locator("tr.afnio-compare-row[data-index='1']").press("Enter")
    expect(detail).to_have_count(0)
    assert not lab.errors, lab.errors


def test_rerun_forward_from_the_inspector_opens_the_comparison(lab: Any) -> None:
    view = cell_output(lab, GRAPH)
    view.locator("g.node.parameter").click()
    box = view.locator(".afnio-whatif")
    expect(box).to_contain_text("what if system were")
    text = box.locator("textarea")
    expect(text).to_have_value("Classify the sentiment of the review.")
    text.fill("Classify the sentiment of the review. Answer in capital letters.")
    box.locator(".afnio-whatif-rerun").click()
    compared = view.locator(".afnio-compare")
    expect(compared.locator("tr.afnio-compare-row")).to_have_count(10)
    expect(compared.locator(".afnio-compare-params ins").first).to_contain_text("capital letters")
    expect(compared.locator("tr.afnio-compare-row").first).to_contain_text("POSITIVE")
    expect(view.locator(".afnio-inspector")).to_contain_text("Re-ran forward")
    assert not lab.errors, lab.errors

"""The comparison's input and expected-answer columns in a real browser (issue 25, item 1).

Inputs passed the README's way, a plain list through a template, used to show every row as
``Review: {review}``. Two notebooks run in JupyterLab (headless Debian Chromium): tutorial
06 itself (outputs cleared, its data folder beside it), and a small plain-list pipeline whose
reviews and targets carry markup. Each row must show the review that filled the template and
the expected label, as text. Screenshots: ``test-artifacts/compare-inputs-*.png``.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbformat.v4 import new_code_cell

from support.jupyter_browser import (
    cell_output,
    chromium,
    expect,
    jupyter_server,
    open_run_page,
    require_tools,
    screenshot,
    write_notebook,
)
from support.paths import NOTEBOOKS

pytestmark = pytest.mark.browser

TUTORIAL = "06_comparing_prompts.ipynb"
PLAIN = "compare_plain_lists.ipynb"
DONE = "ALL CELLS DONE"

REVIEWS = ["I loved this film", "Awful <b>service</b>", "Great fun"]
LABELS = ["Label: POSITIVE", "Label: NEGATIVE", "<i>Label: POSITIVE</i>"]
PLAIN_CELLS = [
    f"""%load_ext afnio_lab
import afnio_lab as afnio
import afnio_lab.cognitive.functional as F
from afnio_lab.models import OfflineModel
model = OfflineModel()
texts = {REVIEWS!r}
targets = {LABELS!r}
system = afnio.cognitive.Parameter("Classify the sentiment of the review.", role="system prompt")
template = afnio.Variable("Review: {{review}}", role="user message template")
messages = [{{"role": "system", "content": [system]}}, {{"role": "user", "content": [template]}}]""",
    """%%afnio_forward --name v1 --quiet
answers = F.chat_completion(model, messages, {"review": texts})
score, explanation = F.exact_match_evaluator(answers, targets)""",
    """system.data = "Classify the sentiment of the review. Answer in capital letters." """,
    """%%afnio_forward --name v2 --quiet
answers = F.chat_completion(model, messages, {"review": texts})
score, explanation = F.exact_match_evaluator(answers, targets)""",
    "%afnio_compare v1 v2",
    f"print({DONE!r})",
]
PLAIN_COMPARE = 4  # the code cell of %afnio_compare


def _tutorial_to_run(folder: Path) -> tuple[Path, int]:
    """Tutorial 06 with its outputs cleared and a last cell that says it is done, and the
    index of its ``%afnio_compare v1 v2`` cell among the code cells."""
    nb = nbformat.read(NOTEBOOKS / TUTORIAL, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    nb.cells.append(new_code_cell(f"print({DONE!r})"))
    code = [c.source.strip() for c in nb.cells if c.cell_type == "code"]
    path = folder / TUTORIAL
    nbformat.write(nb, path)
    return path, code.index("%afnio_compare v1 v2")


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, Any, int]]:
    """JupyterLab serving both notebooks (and 06's data folder), a browser, and the index of
    06's comparison cell. Each notebook opens in its own test: opening one ends the kernels
    of the others."""
    require_tools()
    folder = tmp_path_factory.mktemp("compare-inputs")
    tutorial, compare_cell = _tutorial_to_run(folder)
    plain = write_notebook(folder / PLAIN, PLAIN_CELLS)
    with jupyter_server([tutorial, plain]) as running, chromium(viewport=(1280, 900)) as browser:
        shutil.copytree(NOTEBOOKS / "data", running.root / "data")  # 06 reads data/reviews.json
        yield running, browser, compare_cell


def _run(server: tuple[Any, Any, int], name: str) -> Any:
    running, browser, _ = server
    page = open_run_page(browser, running, name, DONE)
    page.errors = []
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))
    return page


def _column(widget: Any, css: str) -> list[str]:
    return widget.locator(f"tr.afnio-compare-row td.{css}").all_inner_texts()


def test_tutorial_06_rows_show_each_review_and_its_expected_label(
    server: tuple[Any, Any, int],
) -> None:
    page = _run(server, TUTORIAL)
    widget = cell_output(page, server[2]).locator(".afnio-compare")
    reviews = json.loads((NOTEBOOKS / "data" / "reviews.json").read_text())
    expect(widget.locator("tr.afnio-compare-row")).to_have_count(len(reviews))
    header = widget.locator("table.afnio-compare-rows tr").first
    expect(header.locator("th").nth(1)).to_have_text("input")
    expect(header.locator("th").nth(2)).to_have_text("expected")
    assert _column(widget, "afnio-compare-input") == [r["review"] for r in reviews]
    assert _column(widget, "afnio-compare-expected") == [r["label"] for r in reviews]
    expect(widget.locator("tr.afnio-compare-row", has_text="{review}")).to_have_count(0)
    # the count and the "only changed" filter mean the same rows
    n = len(reviews)
    expect(widget.locator(".afnio-compare-counts")).to_contain_text(f"{n} changed")
    widget.locator(".afnio-compare-only-changed").check()
    expect(widget.locator("tr.afnio-compare-row")).to_have_count(n)
    widget.locator(".afnio-compare-only-changed").uncheck()
    screenshot(widget, "compare-inputs-tutorial-06")
    assert not page.errors, page.errors
    page.close()


def test_a_plain_list_pipeline_shows_its_inputs_and_targets_as_text(
    server: tuple[Any, Any, int],
) -> None:
    page = _run(server, PLAIN)
    widget = cell_output(page, PLAIN_COMPARE).locator(".afnio-compare")
    expect(widget.locator("tr.afnio-compare-row")).to_have_count(len(REVIEWS))
    assert _column(widget, "afnio-compare-input") == REVIEWS
    assert _column(widget, "afnio-compare-expected") == LABELS
    expect(widget.locator("tr.afnio-compare-row", has_text="{review}")).to_have_count(0)
    # markup from the data is text, never elements
    assert widget.locator(".afnio-compare-rows b, .afnio-compare-rows i").count() == 0
    screenshot(widget, "compare-inputs-plain-lists")
    assert not page.errors, page.errors
    page.close()

"""Saved notebooks keep their pictures (issue 18), as a teacher meets them: tutorials 01 and
03 run top to bottom in JupyterLab 4 and saved (Ctrl+S), the kernel stopped, the page
reloaded; the same in Notebook 7; then the saved files exported with
``jupyter nbconvert --to html`` and opened in Chromium. Every output that was a widget must
be preceded by a picture that shows (an SVG image that loaded), with the "run this cell"
note, and no "model not found" may be visible. Copies start without saved widget state (a
teacher's own notebook has none). Screenshots go to ``test-artifacts/`` (``AFNIO_LAB_DOCS=1``
also refreshes ``docs/saved_notebook.png``).
"""

from __future__ import annotations

import json
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbformat.v4 import new_code_cell

from support.jupyter_browser import (
    chromium,
    jupyter_path,
    jupyter_server,
    open_and_run_all,
    require_tools,
    screenshot,
)
from support.paths import NOTEBOOKS

pytestmark = pytest.mark.browser

DONE = "ALL CELLS DONE"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
LAB_NOTEBOOKS = ["01_quickstart.ipynb", "03_autodiff_with_numbers.ipynb"]
NB7_NOTEBOOK = "01_quickstart_nb7.ipynb"

# every saved picture in the page: shown, loaded, with its note
PICTURES = """() => [...document.querySelectorAll('[data-afnio-twin]')].map((pic) => {
  const img = pic.querySelector('img.afnio-picture-graph');
  const note = pic.querySelector('.afnio-static-note');
  const box = (img || pic).getBoundingClientRect();
  return { shown: pic.checkVisibility(), note: note ? note.textContent : '',
           svg: !!img && img.src.startsWith('data:image/svg+xml') && img.complete &&
                img.naturalWidth > 0,
           width: Math.round(box.width), height: Math.round(box.height) };
})"""
IMAGES = """() => [...document.querySelectorAll('img.afnio-picture-graph')].map((img) =>
  img.checkVisibility() && img.src.startsWith('data:image/svg+xml') && img.naturalWidth > 0)"""
VISIBLE_ERRORS = """() => [...document.querySelectorAll('.jp-OutputArea-output')]
  .filter((el) => /model not found|Error displaying widget/.test(el.textContent))
  .filter((el) => el.checkVisibility()).length"""


def _copy(source: Path, target: Path) -> None:
    """A copy as a teacher's notebook is: no saved widget state, a last cell to wait on."""
    nb = nbformat.read(source, as_version=4)
    nb.metadata.pop("widgets", None)
    nb.cells.append(new_code_cell(f'print("{DONE}")'))
    nbformat.write(nb, target)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    require_tools()
    folder = tmp_path_factory.mktemp("saved")
    paths = []
    for name in LAB_NOTEBOOKS:
        _copy(NOTEBOOKS / name, folder / name)
        paths.append(folder / name)
    _copy(NOTEBOOKS / LAB_NOTEBOOKS[0], folder / NB7_NOTEBOOK)  # its own kernel
    paths.append(folder / NB7_NOTEBOOK)
    with jupyter_server(paths) as s:
        yield s


@pytest.fixture(scope="module")
def browser(server: Any) -> Iterator[Any]:
    with chromium(viewport=(1280, 800)) as context:
        yield context


def _widget_outputs(path: Path) -> int:
    """How many widget outputs the saved file holds; each must follow its picture."""
    nb = json.loads(path.read_text())
    count = 0
    for cell in nb["cells"]:
        outputs = cell.get("outputs", [])
        for i, out in enumerate(outputs):
            if WIDGET_VIEW in out.get("data", {}):
                count += 1
                before = outputs[i - 1].get("data", {}).get("text/html", "") if i else ""
                assert "data-afnio-twin" in "".join(before), f"{path.name}: no picture"
    return count


def _run_and_save(page: Any, server: Any, name: str, ui: str) -> int:
    """Run All, save as a user does (Ctrl+S), wait for the file; its widget outputs."""
    path = server.root / name
    before = path.stat().st_mtime
    try:
        open_and_run_all(page, server, name, ui=ui, done_text=DONE, timeout_ms=240_000)
    except Exception:
        screenshot(page, f"saved-{name}-run-all-FAILED")
        raise
    page.locator(".jp-NotebookPanel .jp-Cell").first.click()
    page.keyboard.press("Control+s")
    deadline = time.monotonic() + 30
    while path.stat().st_mtime == before or DONE not in path.read_text():
        assert time.monotonic() < deadline, f"{name} was not saved"
        time.sleep(0.2)
    count = _widget_outputs(path)
    assert count >= 2, f"{name}: expected graph widgets in the saved file, found {count}"
    return count


def _reopened(page: Any, server: Any, name: str, ui: str, widgets: int) -> list[dict[str, Any]]:
    """Stop the kernel, reload, and read what the saved outputs show."""
    server.cleanup()
    page.goto(server.url(ui, name))
    page.wait_for_selector("[data-afnio-twin]", state="attached", timeout=60_000)
    server.wait_kernel_idle(name)  # the page's fresh kernel knows no widget models
    page.wait_for_timeout(2500)  # ipywidgets gives up on a missing model after 2 s
    pictures = page.evaluate(PICTURES)
    print(f"{ui} {name}: {len(pictures)} pictures for {widgets} widget outputs: {pictures}")
    assert len(pictures) == widgets
    assert page.evaluate(VISIBLE_ERRORS) == 0, f"{ui} {name}: 'model not found' is visible"
    for pic in pictures:
        assert pic["shown"] and pic["svg"], f"{ui} {name}: a picture is missing: {pic}"
        assert "run this cell to make it interactive" in pic["note"]
    return pictures


@pytest.fixture(scope="module")
def saved(browser: Any, server: Any) -> dict[str, int]:
    """Tutorials 01 and 03 run and saved in JupyterLab: their widget output counts."""
    counts = {}
    for name in LAB_NOTEBOOKS:
        page = browser.new_page()
        page.set_default_timeout(20_000)
        server.cleanup()
        try:
            counts[name] = _run_and_save(page, server, name, "lab")
            # live: each picture is hidden by its widget, so one view shows per output
            shown = [p for p in page.evaluate(PICTURES) if p["shown"]]
            assert shown == [], f"live {name}: pictures left beside their widgets: {shown}"
        finally:
            page.close()
    return counts


@pytest.mark.parametrize("name", LAB_NOTEBOOKS)
def test_jupyterlab_reopens_a_saved_notebook_with_every_picture(
    browser: Any, server: Any, saved: dict[str, int], name: str
) -> None:
    page = browser.new_page()
    page.set_default_timeout(20_000)
    try:
        _reopened(page, server, name, "lab", saved[name])
        page.set_viewport_size({"width": 1280, "height": 1600})  # a whole picture in the shot
        page.wait_for_timeout(300)
        pic = page.locator("[data-afnio-twin]").nth(1)
        pic.scroll_into_view_if_needed()
        screenshot(
            pic, f"saved-lab-{name}", "saved_notebook.png" if name.startswith("01") else None
        )
    finally:
        page.close()


def test_notebook7_reopens_a_saved_notebook_with_every_picture(browser: Any, server: Any) -> None:
    page = browser.new_page()
    page.set_default_timeout(20_000)
    server.cleanup()
    try:
        widgets = _run_and_save(page, server, NB7_NOTEBOOK, "notebook")
        shown = [p for p in page.evaluate(PICTURES) if p["shown"]]
        assert shown == [], f"live Notebook 7: pictures left beside their widgets: {shown}"
        _reopened(page, server, NB7_NOTEBOOK, "notebook", widgets)
        screenshot(page.locator("[data-afnio-twin]").first, "saved-nb7")
    finally:
        page.close()


def test_an_nbconvert_export_shows_every_picture(
    browser: Any, server: Any, saved: dict[str, int], tmp_path: Path
) -> None:
    for name in LAB_NOTEBOOKS:
        out = tmp_path / name.replace(".ipynb", ".html")
        command = [str(jupyter_path()), "nbconvert", "--to", "html", str(server.root / name)]
        subprocess.run(
            [*command, "--output", str(out)],
            check=True,
            capture_output=True,
        )
        page = browser.new_page()
        try:
            page.goto(out.as_uri())
            page.wait_for_selector("[data-afnio-twin]", state="attached")
            page.wait_for_timeout(500)
            pictures = page.evaluate(PICTURES)
            print(f"nbconvert {name}: {pictures}")
            assert len(pictures) == saved[name]
            assert all(p["shown"] and p["svg"] for p in pictures), pictures
            assert page.evaluate(VISIBLE_ERRORS) == 0
            screenshot(page.locator("[data-afnio-twin]").first, f"saved-nbconvert-{name}")
        finally:
            page.close()


def test_an_untrusted_copy_shows_the_note_and_no_error(
    browser: Any, server: Any, saved: dict[str, int]
) -> None:
    """A handed-out copy is untrusted: JupyterLab sanitizes its HTML (styles go, the picture
    stays) and draws no widget output, showing its text line instead; no error shows."""
    nb = nbformat.read(server.root / LAB_NOTEBOOKS[0], as_version=4)
    nb.metadata["handed_out"] = True  # a different file: not signed on this machine
    nbformat.write(nb, server.root / "untrusted.ipynb")
    page = browser.new_page()
    page.set_default_timeout(20_000)
    server.cleanup()
    try:
        page.goto(server.url("lab", "untrusted.ipynb"))
        page.wait_for_selector(".afnio-static-note", state="attached", timeout=60_000)
        page.wait_for_timeout(2500)
        notes = page.locator(".afnio-static-note")
        assert notes.count() == saved[LAB_NOTEBOOKS[0]]
        assert page.evaluate(VISIBLE_ERRORS) == 0
        pictures = page.evaluate(IMAGES)  # the sanitizer drops the data-afnio-twin mark
        print("untrusted:", pictures)
        assert pictures == [True] * saved[LAB_NOTEBOOKS[0]], pictures
        lines = page.get_by_text("(interactive view: run this cell to use it)")
        assert lines.count() == saved[LAB_NOTEBOOKS[0]]
        notes.first.scroll_into_view_if_needed()
        screenshot(page, "saved-untrusted")
    finally:
        page.close()

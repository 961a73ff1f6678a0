"""The quickstart's first screen (issue 18): ``scripts/lab.sh`` opens
``notebooks/01_quickstart.ipynb`` in JupyterLab, and before the user does anything the tab
must not show the "modified" dot and no news toast may cover the page.

The server starts as lab.sh starts it: the committed notebook (trusted, as lab.sh trusts
it), lab.sh's own settings overrides read from the script, and none of the harness's extra
arguments. JupyterLab rewrites a notebook's kernelspec to the running kernel's on open; a
saved ``display_name`` that differs ("Python 3" vs "Python 3 (ipykernel)") marks the notebook
modified at once. Screenshot: ``test-artifacts/quickstart-first-screen.png``.
"""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from support.jupyter_browser import (
    chromium,
    dirty_tabs,
    jupyter_path,
    jupyter_server,
    lab_sh_settings,
    require_tools,
    screenshot,
    toasts,
)
from support.paths import NOTEBOOKS

pytestmark = pytest.mark.browser

QUICKSTART = "01_quickstart.ipynb"
# what JupyterLab may do on its own after opening a notebook: connect the kernel, ask for its
# info, rewrite metadata, ask about news; all of it happens within a second or two here
SETTLE_MS = 4000


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    require_tools()
    folder = tmp_path_factory.mktemp("quickstart")
    notebook = folder / QUICKSTART
    notebook.write_bytes((NOTEBOOKS / QUICKSTART).read_bytes())
    signatures = folder / "nbsignatures.db"  # lab.sh trusts the notebooks; not in ~/.local
    notary = f"--NotebookNotary.db_file={signatures}"
    subprocess.run([str(jupyter_path()), "trust", notary, str(notebook)], check=True)
    with (
        jupyter_server([notebook], overrides=lab_sh_settings(), extra_args=(notary,)) as server,
        chromium((1280, 800)) as browser,
    ):
        page = browser.new_page()
        page.set_default_timeout(30_000)
        server.cleanup()
        page.goto(server.url("lab", QUICKSTART))
        page.wait_for_selector(".jp-NotebookPanel .jp-Cell", state="visible", timeout=60_000)
        server.wait_kernel_idle(QUICKSTART)
        page.wait_for_selector(
            ".jp-Notebook-ExecutionIndicator[data-status='idle']", state="attached"
        )
        page.wait_for_timeout(SETTLE_MS)
        screenshot(page, "quickstart-first-screen")
        yield page, server.root / QUICKSTART
        page.close()


def test_the_quickstart_opens_unmodified(page: tuple[Any, Path]) -> None:
    shown, path = page
    tabs = shown.locator(".lm-DockPanel-tabBar .lm-TabBar-tab")
    assert QUICKSTART in " ".join(tabs.all_inner_texts())  # the notebook's tab is there
    dirty = dirty_tabs(shown)
    assert dirty == [], f"tabs marked modified before the user did anything: {dirty}"
    saved = json.loads(path.read_text())["metadata"]["kernelspec"]
    print("saved kernelspec:", saved)


def test_no_news_toast_greets_the_first_screen(page: tuple[Any, Path]) -> None:
    shown, _ = page
    assert toasts(shown) == []
    assert shown.get_by_text("Jupyter news").count() == 0

"""A real Jupyter server and Debian's Chromium, driven by Playwright (no `playwright install`).

Used by the browser tests (``test_widgets_browser.py``) and by
``benchmarks/widget_latency.py``. What works here, and why each setting is there, is in
``/work/shared/reference/jupyter_testing/README.md``: a free port, a token, ``--allow-root``,
``port_retries=0``, a temporary root holding copies of the notebooks, settings overrides
(no news toast, no autosave, every cell in the DOM), kernels deleted around each run, and
waiting on the kernel and on output text instead of sleeping.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from support.paths import ARTIFACTS, DOCS, REPO
from support.tools import skip_or_fail

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]
SETTINGS = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/docmanager-extension:plugin": {"autosave": False},
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
}
RUN_ALL = (
    "li.lm-Menu-item[data-command='runmenu:run-all'], "
    "li.lm-Menu-item[data-command='notebook:run-all-cells']"
)


def chromium_path() -> str | None:
    for candidate in (
        os.environ.get("AFNIO_LAB_CHROMIUM"),
        "/usr/bin/chromium",
        shutil.which("chromium"),
        shutil.which("chromium-browser"),
    ):
        if candidate and os.path.exists(candidate):
            return candidate
    return None


def jupyter_path() -> Path:
    return Path(sys.executable).parent / "jupyter"


def missing_tools() -> list[str]:
    """What a browser run needs and this machine lacks (empty: ready)."""
    missing = []
    if chromium_path() is None:
        missing.append("Debian chromium (apt-get install chromium; `bash scripts/setup.sh`)")
    if not jupyter_path().exists():
        missing.append(f"jupyter in {jupyter_path().parent} (pip install -e '.[test]')")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        missing.append("the playwright Python package (pip install -e '.[test]')")
    return missing


def require_tools(missing: list[str] | None = None, env: dict[str, str] | None = None) -> None:
    """Skip (locally) or fail (in CI, ``CI=true``) when a browser run cannot happen, so a
    missing install step in CI shows up as a failure instead of a quiet skip."""
    missing = missing_tools() if missing is None else missing
    if not missing:
        return
    message = "browser tests need " + "; ".join(missing)
    skip_or_fail(message, env)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Server:
    base: str
    token: str
    root: Path
    proc: subprocess.Popen[bytes]

    def api(self, path: str, method: str = "GET") -> Any:
        req = urllib.request.Request(
            f"{self.base}{path}", method=method, headers={"Authorization": f"token {self.token}"}
        )
        with urllib.request.urlopen(req, timeout=10) as r:
            body = r.read()
        return json.loads(body) if body else None

    def cleanup(self) -> None:
        """Delete every session and kernel, so each run starts from a fresh kernel."""
        for s in self.api("/api/sessions") or []:
            self.api(f"/api/sessions/{s['id']}", method="DELETE")
        for k in self.api("/api/kernels") or []:
            self.api(f"/api/kernels/{k['id']}", method="DELETE")

    def wait_kernel_idle(self, notebook: str, timeout: float = 90) -> None:
        """Wait until ``notebook`` has a session whose kernel is idle (other notebooks'
        kernels do not count: an idle neighbour must not let Run All go too early)."""
        deadline = time.monotonic() + timeout
        sessions: Any = None
        while time.monotonic() < deadline:
            sessions = self.api("/api/sessions") or []
            mine = [s for s in sessions if s.get("path", "").endswith(notebook)]
            if mine and all(s["kernel"]["execution_state"] == "idle" for s in mine):
                return
            time.sleep(0.2)
        raise TimeoutError(f"the kernel of {notebook} never became idle: {sessions}")

    def url(self, ui: str, notebook: str) -> str:
        if ui == "lab":  # a fresh named workspace + ?reset: no layout restored from other runs
            return (
                f"{self.base}/lab/workspaces/t{int(time.time() * 1000)}/tree/{notebook}"
                f"?reset&token={self.token}"
            )
        return f"{self.base}/notebooks/{notebook}?token={self.token}"


@contextmanager
def jupyter_server(
    notebooks: list[Path],
    app: str = "lab",
    *,
    overrides: dict[str, Any] | None = None,
    extra_args: tuple[str, ...] = ("--LabApp.news_url=None",),
) -> Iterator[Server]:
    """``jupyter lab`` (or ``notebook``) on 127.0.0.1 with a temp root holding copies.

    ``overrides`` replaces the test settings (:data:`SETTINGS`) and ``extra_args`` the
    arguments beyond the harness's own (a test can start the server as ``scripts/lab.sh``
    does: :func:`lab_sh_settings`, no extra arguments)."""
    with tempfile.TemporaryDirectory(prefix="afnio-e2e-") as tmp:
        root = Path(tmp) / "root"
        settings = Path(tmp) / "settings"
        root.mkdir()
        settings.mkdir()
        for nb in notebooks:
            shutil.copy(nb, root / nb.name)
        chosen = SETTINGS if overrides is None else overrides
        (settings / "overrides.json").write_text(json.dumps(chosen))
        port, token = free_port(), "afnio-e2e"
        log = open(Path(tmp) / "server.log", "wb")  # noqa: SIM115 - closed below
        proc = subprocess.Popen(
            [
                str(jupyter_path()),
                app,
                "--no-browser",
                "--allow-root",
                f"--port={port}",
                "--ServerApp.port_retries=0",
                "--ServerApp.ip=127.0.0.1",
                f"--IdentityProvider.token={token}",
                f"--LabApp.app_settings_dir={settings}",
                f"--ServerApp.root_dir={root}",
                *extra_args,
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        server = Server(f"http://127.0.0.1:{port}", token, root, proc)
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    server.api("/api/status")
                    break
                except Exception:
                    if proc.poll() is not None or time.monotonic() > deadline:
                        raise RuntimeError(
                            "jupyter did not start:\n"
                            + (Path(tmp) / "server.log").read_text(errors="replace")[-3000:]
                        ) from None
                    time.sleep(0.1)
            yield server
        finally:
            try:
                server.cleanup()
            except Exception:
                pass
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
            log.close()


@contextmanager
def chromium(viewport: tuple[int, int] = (1400, 1000)) -> Iterator[Any]:
    """A headless Debian Chromium browser context (Playwright's sync API)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS
        )
        context = browser.new_context(
            viewport={"width": viewport[0], "height": viewport[1]}, device_scale_factor=1
        )
        try:
            yield context
        finally:
            context.close()
            browser.close()


def open_and_run_all(
    page: Any,
    server: Server,
    notebook: str,
    ui: str = "lab",
    done_text: str = "ALL CELLS DONE",
    timeout_ms: int = 90_000,
) -> None:
    """Open a notebook, wait for its kernel, Run All, wait for the last cell's text."""
    from playwright.sync_api import expect

    page.goto(server.url(ui, notebook))
    page.wait_for_selector(".jp-NotebookPanel .jp-Cell", state="visible", timeout=60_000)
    server.wait_kernel_idle(notebook)
    # the page's own view of the kernel: Run All before it is connected would be dropped
    page.wait_for_selector(
        ".jp-Notebook-ExecutionIndicator[data-status='idle']", state="attached", timeout=60_000
    )
    first_prompt = page.locator(".jp-NotebookPanel .jp-CodeCell .jp-InputPrompt").first
    for attempt in (1, 2):
        page.locator(".lm-MenuBar-item", has_text="Run").first.click()
        page.locator(RUN_ALL).first.click()
        try:  # started: the first prompt shows [*] or a number
            expect(first_prompt).to_have_text(re.compile(r"\[(\*|\d+)\]"), timeout=20_000)
            break
        except AssertionError:
            if attempt == 2:
                raise
    expect(page.locator(".jp-Cell").last.locator(".jp-OutputArea-output")).to_contain_text(
        done_text, timeout=timeout_ms
    )


def write_notebook(path: Path, cells: list[str]) -> Path:
    """A notebook of code cells for a browser test, naming the kernel as ipykernel does."""
    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook

    nb = new_notebook(cells=[new_code_cell(src) for src in cells])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3 (ipykernel)"}
    nbformat.write(nb, path)
    return path


def open_run_page(browser: Any, server: Server, notebook: str, done_text: str) -> Any:
    """A new page with ``notebook`` opened and run to its last cell; a screenshot named after
    the notebook if that fails."""
    page = browser.new_page()
    page.set_default_timeout(20_000)
    server.cleanup()
    try:
        open_and_run_all(page, server, notebook, done_text=done_text)
    except Exception:
        screenshot(page, f"{Path(notebook).stem}-run-all-FAILED")
        raise
    return page


#: A graph view's measure in the page: label sizes on screen, nodes outside the view, the
#: view's and the notebook panel's heights, the layout shown and whether it is projector mode.
GRAPH_MEASURE = """(view) => {
  const svg = view.querySelector('.afnio-gv-stage svg');
  if (!svg) return null;
  const port = view.querySelector('.afnio-gv-viewport').getBoundingClientRect();
  const box = svg.getBoundingClientRect();
  const perUnit = box.width / svg.viewBox.baseVal.width;
  const sizes = [...svg.querySelectorAll('g.node text')].map(
    (t) => parseFloat(t.getAttribute('font-size')) * perUnit);
  const outside = [...svg.querySelectorAll('g.node')].filter((n) => {
    const r = n.getBoundingClientRect();
    return r.left < port.left - 1 || r.right > port.right + 1 ||
           r.top < port.top - 1 || r.bottom > port.bottom + 1;
  }).length;
  const panel = view.closest('.jp-WindowedPanel-outer');
  return { nodes: svg.querySelectorAll('g.node').length, min: Math.min(...sizes), outside,
           width: Math.round(port.width), height: Math.round(port.height),
           view: Math.round(view.getBoundingClientRect().height),
           panel: panel ? panel.clientHeight : null, port: Math.round(port.height),
           layout: view.dataset.layout || '', present: view.classList.contains('afnio-present'),
           zoom: view.querySelector('.afnio-gv-zoom').textContent };
}"""

#: A class example of 12 nodes run backward: four inputs, three joins and a sum (drawn
#: top-down, and at 11 px taller than the old 640 px view).
LESSON_CELL = """%%afnio_forward --name lesson
topic = afnio.Variable("backprop", role="topic", requires_grad=True)
style = afnio.cognitive.Parameter("simply", role="style")
audience = afnio.Variable("students", role="audience", requires_grad=True)
length = afnio.Variable("short", role="length", requires_grad=True)
brief = topic + style
plan = brief + audience
page = plan + length
lesson = F.sum([page, topic])"""


def cell_output(page: Any, index: int) -> Any:
    """The output area of code cell ``index`` (0-based) of the open notebook."""
    return page.locator(".jp-NotebookPanel .jp-CodeCell").nth(index).locator(".jp-OutputArea")


def screenshot(target: Any, name: str, docs: str | None = None) -> None:
    """Save a screenshot to test-artifacts/ (and, with AFNIO_LAB_DOCS=1, to docs/ as the
    README's picture ``docs``); a failed screenshot never hides the test's own failure."""
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    try:
        target.screenshot(path=str(path))
    except Exception as exc:  # a screenshot must not hide the real failure
        print(f"(no screenshot {name}: {exc})")
        return
    if docs and os.environ.get("AFNIO_LAB_DOCS") == "1":
        DOCS.mkdir(exist_ok=True)
        shutil.copy(path, DOCS / docs)


def lab_sh_settings() -> dict[str, Any]:
    """The JupyterLab settings overrides ``scripts/lab.sh`` writes (read from the script, so
    a test starts the server as a user's first run does)."""
    script = (REPO / "scripts" / "lab.sh").read_text()
    found = re.search(r"<<'JSON'\n(.*?)\nJSON\n", script, re.S)
    if found is None:
        raise AssertionError("scripts/lab.sh writes no settings overrides (<<'JSON' ... JSON)")
    return dict(json.loads(found.group(1)))


DIRTY_TABS = """() => [...document.querySelectorAll('.lm-DockPanel-tabBar .lm-TabBar-tab')]
  .filter((tab) => tab.classList.contains('jp-mod-dirty'))
  .map((tab) => tab.textContent)"""


def dirty_tabs(page: Any) -> list[str]:
    """The titles of the open tabs JupyterLab marks modified (the dot on the tab)."""
    return list(page.evaluate(DIRTY_TABS))


def toasts(page: Any) -> list[str]:
    """The text of every notification toast on the page (e.g. the "news?" question)."""
    return list(page.locator(".Toastify__toast").all_inner_texts())


def expect(locator: Any) -> Any:
    """Playwright's ``expect`` (imported on use: playwright is optional outside CI)."""
    # local: playwright is an optional tool (require_tools checks it)
    from playwright.sync_api import expect as pw_expect

    return pw_expect(locator)


__all__ = [
    "CHROMIUM_ARGS",
    "GRAPH_MEASURE",
    "LESSON_CELL",
    "Server",
    "cell_output",
    "chromium",
    "chromium_path",
    "dirty_tabs",
    "expect",
    "free_port",
    "jupyter_path",
    "jupyter_server",
    "lab_sh_settings",
    "missing_tools",
    "open_and_run_all",
    "open_run_page",
    "require_tools",
    "screenshot",
    "toasts",
    "write_notebook",
]

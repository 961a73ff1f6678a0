"""The stepper in JupyterLab (issue 18): a small numeric backward pass stepped with the
widget's "step" button; at every step the graph and the panel agree (the node the panel
names is the one marked running, the values it sent to show their grad in the drawing, and
every finished node is marked). Then the notebook is saved, the kernel stopped and the page
reloaded: the saved picture shows the step the stepper ended on, not step 0 (its picture
follows the stepper's moves, throttled). Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

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

pytestmark = pytest.mark.browser

DONE = "ALL CELLS DONE"
NAME = "stepper.ipynb"
CELLS = [
    "%load_ext afnio_lab\nimport numpy as np\nfrom afnio_lab.numeric import Tensor",
    """%%afnio_forward --name neuron
x1 = Tensor(2.0, requires_grad=True); w1 = Tensor(-3.0, requires_grad=True)
x2 = Tensor(0.0, requires_grad=True); w2 = Tensor(1.0, requires_grad=True)
b = Tensor(6.8813735870195432, requires_grad=True)
n = x1*w1 + x2*w2 + b
o = np.tanh(n)""",
    "%backward o --step",
    # a second pass stepped after a plain first one (planned now: x1.grad holds -1.5)
    "%backward o --quiet",
    "%backward o --step",
    f'print("{DONE}")',
]
STEPPER = 2
SECOND_PASS = 4
STEPS = 5  # Tanh, Add, Add, Mul, Mul

# what the live stepper shows: its panel and its graph, read the way a student reads them
STATE = """(out) => {
  const svg = out.querySelector('.afnio-gv-stage svg');
  const texts = (g) => [...g.querySelectorAll('text')].map((t) => t.textContent.trim());
  const boxes = {};
  for (const g of svg ? svg.querySelectorAll('g.node') : []) {
    const lines = texts(g);
    if (lines.length) boxes[lines[0]] = lines;
  }
  const current = svg && svg.querySelector('g.node.is-current');
  const title = out.querySelector('.afnio-stepper .afnio-title b');
  return {
    counter: (out.querySelector('.afnio-step-counter') || {}).textContent || '',
    title: title ? title.textContent : '',
    current: current ? texts(current) : null,
    done: svg ? svg.querySelectorAll('g.node.is-done').length : -1,
    outs: [...out.querySelectorAll('.afnio-step-out')].map((el) => [
      el.querySelector('.afnio-item-head').textContent,
      el.querySelector('.afnio-item-text').textContent]),
    boxes,
  };
}"""

# the saved picture: shown?, its text, and the marks and grads drawn in its image
PICTURE = """(out) => {
  const pic = out.querySelector('[data-afnio-twin]');
  if (!pic) return null;
  const img = pic.querySelector('img.afnio-picture-graph');
  const svg = img ? atob(img.src.split('base64,')[1]) : '';
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const grads = [...doc.querySelectorAll('g.node')].map((g) =>
    [...g.querySelectorAll('text')].map((t) => t.textContent.trim()))
    .filter((lines) => lines.some((l) => l.startsWith('grad:')))
    .map((lines) => lines[0]);
  return {
    shown: pic.checkVisibility(),
    text: (pic.querySelector('pre') || {}).textContent || '',
    loaded: !!img && img.complete && img.naturalWidth > 0,
    done: doc.querySelectorAll('g.node.is-done').length,
    current: doc.querySelectorAll('g.node.is-current').length,
    grads,
  };
}"""


@pytest.fixture(scope="module")
def session(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Any, Any]]:
    require_tools()
    notebook = write_notebook(tmp_path_factory.mktemp("stepper") / NAME, CELLS)
    with jupyter_server([notebook]) as server, chromium((1280, 800)) as browser:
        page = open_run_page(browser, server, NAME, DONE)
        yield page, server
        page.close()


def _state_at(out: Any, step: int) -> dict[str, Any]:
    """The stepper's state once both the panel and the graph show ``step``."""
    deadline = time.monotonic() + 20
    while True:
        state = out.evaluate(STATE)
        if state["counter"].startswith(f"step {step} of") and state["done"] == step:
            return state
        assert time.monotonic() < deadline, f"step {step} never showed: {state}"
        time.sleep(0.1)


def _op(title: str) -> str:
    """``step 2 of 5: AddBackward0`` -> ``Add`` (how the graph labels the op)."""
    return re.sub(r"Backward\d*$", "", title.split(": ", 1)[1])


# the leaf gradients the panel lists ("name: reading")
PANEL_LEAVES = """(out) => {
  const heads = [...out.querySelectorAll('.afnio-stepper .afnio-section')];
  const head = heads.find((el) => el.textContent.startsWith('leaf gradients'));
  const list = head && head.nextElementSibling;
  return list && list.tagName === 'UL' ? [...list.querySelectorAll('li')].map((li) => li.textContent)
                                        : [];
}"""


def _reading(lines: list[str]) -> str:
    """A box's gradient as one line: its lines from the first that names a gradient."""
    at = next(
        (i for i, line in enumerate(lines) if line.startswith(("grad", "this pass"))), len(lines)
    )
    return " ".join(" ".join(lines[at:]).replace("\u2212", "-").split())


def test_on_a_second_pass_the_graph_and_the_panel_show_the_same_gradient(
    session: tuple[Any, Any],
) -> None:
    """Issue 25, item 4: stepping a second pass, the graph drew the accumulated value
    ("sum of 2") while the panel listed this pass's. Both now draw this pass's gradient and
    name ``.grad`` beside it ("this pass -1.5 · .grad -3")."""
    page, _ = session
    out = cell_output(page, SECOND_PASS).element_handle()
    step_button = cell_output(page, SECOND_PASS).locator(".afnio-step-next")
    _state_at(out, 0)
    leaves_seen: set[str] = set()
    for step in range(1, STEPS + 1):
        step_button.click()
        state = _state_at(out, step)
        panel = out.evaluate(PANEL_LEAVES)
        print(f"second pass, step {step}: panel {panel}")
        for line in panel:
            if ": " not in line:
                continue  # "none yet"
            name, reading = line.split(": ", 1)
            drawn = _reading(state["boxes"][name])
            reading = " ".join(reading.replace("\u2212", "-").split())
            assert "sum of" not in drawn, (step, name, drawn)
            assert drawn in (reading, f"grad: {reading}"), (step, name, drawn, reading)
            leaves_seen.add(name)
    final = _state_at(out, STEPS)
    assert _reading(final["boxes"]["x1"]) == "this pass -1.5 · .grad -3", final["boxes"]["x1"]
    assert {"x1", "w1", "x2", "b"} <= leaves_seen
    screenshot(cell_output(page, SECOND_PASS), "stepper-second-pass")


def test_step_by_step_the_graph_and_the_panel_agree_and_the_saved_picture_ends_there(
    session: tuple[Any, Any],
) -> None:
    page, server = session
    out = cell_output(page, STEPPER).element_handle()
    step_button = cell_output(page, STEPPER).locator(".afnio-step-next")
    start = _state_at(out, 0)
    assert start["current"] is None and start["title"].startswith("Backward pass")
    for step in range(1, STEPS + 1):
        step_button.click()
        state = _state_at(out, step)
        print(f"step {step}: {state['title']} current={state['current']} outs={state['outs']}")
        assert state["title"].startswith(f"step {step} of {STEPS}: ")
        # the node the panel names is the one the graph marks as running
        assert state["current"] is not None and state["current"][0] == _op(state["title"])
        # every value it sent a gradient to shows a grad in the drawing
        for label, value in state["outs"]:
            target = label.split("→ ", 1)[1].strip()  # a name, or how an unnamed value reads
            lines = state["boxes"].get(target)
            assert lines is not None, f"step {step}: no box for {target}: {state['boxes']}"
            grads = [line for line in lines if line.startswith("grad:")]
            assert grads, f"step {step}: the panel sent {value} to {target}; its box: {lines}"
            # each value here gets one gradient, so its box shows what the panel says
            drawn = float(grads[0].split()[1].replace("\u2212", "-"))
            assert drawn == pytest.approx(float(value), rel=1e-3), (step, target, lines, value)
        if step == 2:
            screenshot(cell_output(page, STEPPER), "stepper-step-2")
    expect(step_button).to_be_disabled()  # the pass is complete

    # the live page: the picture is hidden by its widget, and already shows the last step
    deadline = time.monotonic() + 20
    while True:
        live = out.evaluate(PICTURE)
        if live and live["text"].startswith(f"step {STEPS}/{STEPS}"):
            break
        assert time.monotonic() < deadline, f"the picture never reached the last step: {live}"
        time.sleep(0.1)
    assert not live["shown"], "the saved picture shows beside its live widget"

    # save as a user does, stop the kernel, reload: the picture shows where the stepper ended
    path: Path = server.root / NAME
    before = path.stat().st_mtime
    page.locator(".jp-NotebookPanel .jp-Cell").first.click()
    page.keyboard.press("Control+s")
    deadline = time.monotonic() + 30
    while path.stat().st_mtime == before:
        assert time.monotonic() < deadline, "the notebook was not saved"
        time.sleep(0.2)
    saved = json.loads(path.read_text())["cells"][STEPPER]["outputs"][0]["data"]["text/plain"]
    assert "".join(saved).startswith(f"step {STEPS}/{STEPS}"), saved
    server.cleanup()
    page.reload()
    page.wait_for_selector("[data-afnio-twin]", state="attached", timeout=60_000)
    server.wait_kernel_idle(NAME)
    page.wait_for_timeout(2500)  # ipywidgets gives up on a missing model after 2 s
    reopened = cell_output(page, STEPPER).element_handle().evaluate(PICTURE)
    print("reopened:", reopened)
    assert reopened["shown"] and reopened["loaded"]
    assert reopened["text"].startswith(f"step {STEPS}/{STEPS}"), reopened["text"]
    assert "Step-through of" not in reopened["text"]  # not step 0
    assert reopened["done"] == STEPS and reopened["current"] == 1
    assert {"x1", "w1", "x2", "w2", "b"} <= set(reopened["grads"]), reopened["grads"]
    screenshot(cell_output(page, STEPPER), "stepper-saved-final")

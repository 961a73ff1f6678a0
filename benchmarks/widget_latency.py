"""Widget latency in a real browser: JupyterLab + headless Debian Chromium (Playwright).

Prints (does not assert) the median and spread of:

- click → inspector shown: a click on a node of a 100-node textual graph (no LLM calls)
  until the inspector shows that node;
- edit → replay shown: Apply edit until the edit is marked on the graph, then Replay until
  the diff and the re-rendered graph with its recomputed nodes are on the page.

Times are taken inside the page (``performance.now()`` from the click to the DOM mutation
that shows the result) and, as a cross-check, from Playwright's side (click to a
``requestAnimationFrame``-polled condition), over ``--repeats`` runs each. Target: < 300 ms.

    .venv/bin/python benchmarks/widget_latency.py [--repeats 15] [--screenshot docs/graph_widget.png]

``--screenshot`` also saves the graph view with the inspector of a small textual pipeline
(the picture in the README).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from support.jupyter_browser import (
    cell_output,
    chromium,
    jupyter_server,
    missing_tools,
    open_and_run_all,
)

SMALL, BIG = 2, 4  # code cells showing the small pipeline and the 100-node graph
CELLS = [
    """import afnio_lab as afnio
from afnio_lab.cognitive import Parameter
from afnio_lab.cognitive.functional_lm import chat_completion, exact_match_evaluator
from afnio_lab.models import OfflineModel, set_backward_model_client
%load_ext afnio_lab
set_backward_model_client("offline/rules")
client = OfflineModel()""",
    """%%afnio_forward --name sentiment --max-text 34
system = Parameter("Classify the sentiment of the review.", role="system prompt")
template = afnio.Variable("Review: {review}", role="template")
messages = [{"role": "system", "content": [system]}, {"role": "user", "content": [template]}]
answer = chat_completion(client, messages, {"review": "I loved this film"})
score, explanation = exact_match_evaluator(answer, "Label: POSITIVE")""",
    """%backward explanation --name feedback""",
    """%%afnio_forward --name big --quiet
# 51 text leaves summed pairwise: 50 Add nodes + 51 AccumulateGrad = 101 autodiff nodes
parts = [afnio.Variable(f"part {i}", role=f"piece {i}", requires_grad=True) for i in range(51)]
level, sums = list(parts), []
while len(level) > 1:
    pairs = [level[i] + level[i + 1] for i in range(0, len(level) - 1, 2)]
    sums += pairs
    level = pairs + ([level[-1]] if len(level) % 2 else [])
total = level[0]
middle = sums[40]""",
    """%backward total --grad "Be concise." --name big_feedback""",
    """print("BENCH READY")""",
]

# In the page: click ``node`` and resolve with the ms until ``done()`` holds after a mutation.
TIMED_CLICK = """async ([node, root, doneSrc]) => {
  const done = new Function("root", doneSrc);
  return await new Promise((resolve) => {
    const t0 = performance.now();
    const obs = new MutationObserver(() => {
      if (done(root)) { obs.disconnect(); resolve(performance.now() - t0); }
    });
    obs.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    node.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    setTimeout(() => { obs.disconnect(); resolve(-1); }, 10000);
  });
}"""


def make_notebook(folder: Path) -> Path:
    import nbformat

    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(c) for c in CELLS]
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    path = folder / "widget_latency.ipynb"
    nbformat.write(nb, path)
    return path


def timed_click(page: Any, node: Any, root: Any, done_js: str) -> float:
    ms = page.evaluate(TIMED_CLICK, [node.element_handle(), root.element_handle(), done_js])
    if ms < 0:
        raise TimeoutError(f"the page never showed the result of clicking {node}")
    return float(ms)


def playwright_click(page: Any, node: Any, root: Any, done_js: str) -> float:
    handle = root.element_handle()
    t0 = time.perf_counter()
    node.click()
    page.wait_for_function(f"(root) => {{ {done_js} }}", arg=handle, polling="raf")
    return (time.perf_counter() - t0) * 1000


def summary(name: str, values: list[float]) -> str:
    values = sorted(values)
    return (
        f"{name:<44} median {statistics.median(values):7.1f} ms   "
        f"min {values[0]:6.1f}   max {values[-1]:6.1f}   (n={len(values)})"
    )


def bench_inspector(page: Any, repeats: int) -> tuple[list[float], list[float]]:
    view = cell_output(page, BIG)
    inspector = view.locator(".afnio-inspector")
    leaves = view.locator("g.node.leaf, g.node.output:not(.intermediate)")
    view.locator(".afnio-gv-viewport").scroll_into_view_if_needed()
    # the view pans instead of shrinking text: click only values drawn inside it
    on_screen = view.locator(".afnio-gv").evaluate(
        """(gv) => { const port = gv.querySelector('.afnio-gv-viewport').getBoundingClientRect();
          return [...gv.querySelectorAll('g.node.leaf, g.node.output:not(.intermediate)')].map((n, i) => [n.getBoundingClientRect(), i])
            .filter(([b]) => b.left >= port.left && b.right <= port.right &&
                             b.top >= port.top && b.bottom <= port.bottom).map(([, i]) => i); }"""
    )
    count = len(on_screen)
    in_page, outside = [], []
    for r in range(repeats):
        for measure, out in ((timed_click, in_page), (playwright_click, outside)):
            node = leaves.nth(on_screen[(2 * r + (measure is playwright_click)) % count])
            name = node.locator("text").first.text_content()
            done = f"const t = root.querySelector('.afnio-title b'); return !!t && t.textContent === {name!r};"
            out.append(measure(page, node, inspector, done))
    return in_page, outside


def bench_replay(page: Any, repeats: int) -> tuple[list[float], list[float], list[float]]:
    view = cell_output(page, BIG)
    editor = view.locator(".afnio-editor")
    marked, replayed, total = [], [], []
    for r in range(repeats):
        search = view.locator(".afnio-gv-search")  # finds and focuses it wherever it is drawn
        search.fill("middle")
        search.press("Enter")
        page.wait_for_function(
            "(e) => e.querySelector('.afnio-edit-choice option')",
            arg=editor.element_handle(),
            polling="raf",
        )
        editor.locator("textarea").fill(f"Edit number {r}: be much shorter.")
        message = editor.locator(".afnio-edit-message").text_content() or ""
        mark = timed_click(
            page,
            editor.locator(".afnio-edit-apply"),
            view,
            "const m = root.querySelector('.afnio-edit-message').textContent;"
            f"return m !== {message!r} && m.includes('recorded')"
            " && !!root.querySelector('g.node.is-edited');",
        )
        before = editor.locator(".afnio-replay-result").text_content() or ""
        svg_before = view.locator(".afnio-gv svg").element_handle()
        page.evaluate("(svg) => { window.__afnioOldSvg = svg; }", svg_before)
        done = (
            "const result = root.querySelector('.afnio-replay-result');"
            f"return result.textContent !== {before!r} && result.textContent.includes('recomputed')"
            " && !!root.querySelector('.afnio-gv svg') && root.querySelector('.afnio-gv svg') !== window.__afnioOldSvg"
            " && !!root.querySelector('g.node.recomputed.is-recomputed');"
        )
        replay = timed_click(page, editor.locator(".afnio-replay"), view, done)
        marked.append(mark)
        replayed.append(replay)
        total.append(mark + replay)
    return marked, replayed, total


def screenshot(page: Any, path: str) -> None:
    page.locator(".jp-mod-left .lm-TabBar-tab.lm-mod-current").first.click()  # hide files
    page.wait_for_timeout(300)
    view = cell_output(page, SMALL)
    search = view.locator(".afnio-gv-search")  # the parameter may be panned out of view
    search.fill("system")
    search.press("Enter")
    view.locator(".afnio-inspector .afnio-title").wait_for()
    page.wait_for_timeout(300)
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    view.locator(".afnio-labview").screenshot(path=path)
    print(f"screenshot: {path}")


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--repeats", type=int, default=15)
    ap.add_argument("--screenshot", default=None, help="Save the small pipeline's view here.")
    args = ap.parse_args()
    missing = missing_tools()
    if missing:
        print("cannot run:", "; ".join(missing))
        return 2
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        notebook = make_notebook(Path(tmp))
        with jupyter_server([notebook]) as server, chromium((1240, 1100)) as browser:
            page = browser.new_page()
            page.set_default_timeout(30_000)
            open_and_run_all(page, server, notebook.name, done_text="BENCH READY")
            print(f"JupyterLab up and notebook run in {time.perf_counter() - t0:.1f} s")
            if args.screenshot:
                screenshot(page, args.screenshot)
            big = cell_output(page, BIG)
            print(
                f"graph: {big.locator('g.node').count()} drawn nodes "
                f"({big.locator('g.node.op').count()} ops) from 101 autodiff nodes, no LLM calls"
            )
            bench_inspector(page, 2)  # warm-up
            in_page, outside = bench_inspector(page, args.repeats)
            marked, replayed, total = bench_replay(page, args.repeats)
    print()
    print(summary("click -> inspector shown (in page)", in_page))
    print(summary("click -> inspector shown (Playwright side)", outside))
    print(summary("apply edit -> edit marked on the graph", marked))
    print(summary("replay click -> diff + recomputed graph shown", replayed))
    print(summary("edit -> replay shown (the two above)", total))
    print("target: < 300 ms each")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Render time for 100- and 1,000-node graphs, deep chains (1,000 and 5,000 Adds: folded),
replay time after one hand edit, and the editor's replay report on a 100-deep chain.

Run: ``python benchmarks/render_and_replay.py``. Targets (issue 5): render 100 nodes under
0.3 s and 1,000 nodes under 3 s; replay without LLM calls in a 100-node textual graph under
50 ms. Each figure is the median of several repeats (the machine is noisy).
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from afnio_lab import Variable
from afnio_lab.autodiff.basic_ops import Add, Split, Sum
from afnio_lab.autodiff.graph_walk import walk_graph
from afnio_lab.lab import Session
from afnio_lab.lab.views.dot import to_dot
from afnio_lab.lab.views.render import dot_to_svg, element_ids, render


def build(n_nodes: int) -> tuple[Variable, list[Variable]]:
    """About ``n_nodes`` backward nodes: chains of Add/Split joined by Sums of 10."""
    made, ends, mids = 0, [], []
    i = 0
    while made < n_nodes * 0.9:
        v = Variable(f"text {i} a", f"leaf {i}", requires_grad=True)
        for d in range(4):
            v = Split.apply(v, " ", 1)[0] if d == 2 else Add.apply(v, Variable("c", "const"))
            made += 1
            mids.append(v)
        ends.append(v)
        i += 1
    while len(ends) > 1:
        ends = [Sum.apply(ends[k : k + 10]) for k in range(0, len(ends), 10)]
    return ends[0], mids


def median_time(fn, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main() -> None:
    print(f"{'graph':>8} {'values+ops':>11} {'DOT ms':>8} {'SVG ms':>9} {'total s':>8} target")
    for n, target, repeats in ((100, 0.3, 7), (1_000, 3.0, 3)):
        root, _ = build(n)
        snapshot = walk_graph([root])
        drawn = len(snapshot.nodes) + len(snapshot.values)
        dot_s = median_time(lambda snapshot=snapshot: to_dot(snapshot), repeats)
        dot = to_dot(snapshot)
        svg_s = median_time(lambda dot=dot: dot_to_svg(dot), repeats)
        total = median_time(lambda snapshot=snapshot: render(snapshot), repeats)
        verdict = "meets" if total < target else "MISSES"
        print(
            f"{len(snapshot.nodes):>8} {drawn:>11} {dot_s * 1e3:>8.1f} {svg_s * 1e3:>9.1f} "
            f"{total:>8.3f} {verdict} < {target} s"
        )

    times = []
    for _ in range(15):
        session = Session()
        root, mids = build(100)
        session.backward(root, Variable("the loss feedback", "loss"))
        target = mids[len(mids) // 2]  # an edit halfway down one chain
        session.edit_gradient("hand-written feedback", value=target)
        t0 = time.perf_counter()
        replayed = session.replay()
        times.append(time.perf_counter() - t0)
    ms = statistics.median(times) * 1e3
    verdict = "meets" if ms < 50 else "MISSES"
    print(
        f"replay after one edit, 100-node graph: {ms:.2f} ms median, "
        f"{len(replayed.recomputed)} node(s) recomputed ({verdict} target < 50 ms)"
    )


def deep_chains() -> None:
    """Deep graphs: the middle of a chain folds, so SVG size and time stay bounded."""
    for depth in (1_000, 5_000):
        x = Variable("start", "start", requires_grad=True)
        for i in range(depth):
            x = x + Variable(f"b{i}", f"input {i}", requires_grad=True)
        snapshot = walk_graph([x])
        total = median_time(lambda snapshot=snapshot: render(snapshot), 3)
        r = render(snapshot)
        print(
            f"chain of {depth:,} Adds: render {total:.3f} s, SVG {len(r.svg or ''):,} chars, "
            f"{len(list(element_ids(r.svg or '')))} elements drawn, text tree "
            f"{len(r.text.splitlines())} lines"
        )


def editor_replay_report() -> None:
    """Edit the root of a 100-deep chain of Add in the widget, press Replay (replay + diff +
    the report the page gets): the word diff works on the changed middle only."""
    from afnio_lab.widgets import lab_view

    x = Variable("w0", "r0", requires_grad=True)
    for i in range(1, 101):
        x = x + Variable(f"w{i}", f"r{i}", requires_grad=True)
    session = Session()
    session.record_forward({"root": x})
    view = lab_view(session, session.backward(x, Variable("Be short.")))
    view.select(f"v{x.uid}")
    view.editor.apply_edit(0, "Be long.")
    t0 = time.perf_counter()
    view.editor.replay()
    took = time.perf_counter() - t0
    size = len(json.dumps(view.editor.result))
    print(
        f"editor Replay on a 100-deep Add chain: {took * 1e3:.0f} ms (replay, diff, redraw), "
        f"report {size:,} chars"
    )


if __name__ == "__main__":
    main()
    deep_chains()
    editor_replay_report()

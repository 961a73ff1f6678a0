"""Engine overhead on textual graphs: µs per node for forward and backward, growth, peak memory.

Run: ``python benchmarks/engine_overhead.py``. Target (issue 2): forward + backward under
25 µs per node at 10,000 nodes, and linear growth (10x nodes costs at most 20x time).

The graphs are forests of short chains (depth <= 4), joined by wide ``Sum``s, with ``Split``s
mixed in. Depth is bounded on purpose: ``Add`` nests roles and feedback by design, so a deep
``Add`` chain grows in *text*, not in engine work. A 20,000-deep chain of a pass-through
Function shows that the engine is iterative.
"""

from __future__ import annotations

import gc
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from afnio_lab import Variable
from afnio_lab.autodiff.basic_ops import Add, Split, Sum
from afnio_lab.autodiff.function import Function

DEPTH = 4
SUM_WIDTH = 50


def build(n_nodes: int) -> tuple[Variable, int]:
    """Build a graph with about ``n_nodes`` backward nodes; returns the root and the count."""
    made = 0
    ends: list[Variable] = []
    i = 0
    while made < n_nodes - n_nodes // (SUM_WIDTH - 1) - 1:
        v = Variable(f"w{i} x", f"leaf {i}", requires_grad=True)
        for d in range(DEPTH):
            if d == DEPTH // 2:
                v, _ = Split.apply(v, " ", 1)
            else:
                v = Add.apply(v, Variable("c", "const"))
            made += 1
        ends.append(v)
        i += 1
    while len(ends) > 1:
        ends = [Sum.apply(ends[k : k + SUM_WIDTH]) for k in range(0, len(ends), SUM_WIDTH)]
        made += len(ends)
    return ends[0], made


def time_phases(n_nodes: int, repeats: int) -> tuple[float, float, int]:
    fwd, bwd = [], []
    count = 0
    for _ in range(repeats):
        gc.collect()
        t0 = time.perf_counter()
        root, count = build(n_nodes)
        t1 = time.perf_counter()
        root.backward(Variable("feedback", "loss"))
        t2 = time.perf_counter()
        fwd.append(t1 - t0)
        bwd.append(t2 - t1)
        del root
    return statistics.median(fwd), statistics.median(bwd), count


def peak_memory(n_nodes: int) -> float:
    gc.collect()
    tracemalloc.start()
    root, _ = build(n_nodes)
    root.backward(Variable("feedback", "loss"))
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del root
    return peak / 2**20


class PassThrough(Function):
    @staticmethod
    def forward(ctx, x):
        return Variable(x.data, "pass")

    @staticmethod
    def backward(ctx, g):
        return g


def deep_chain(depth: int) -> float:
    x = Variable("x", "x", requires_grad=True)
    t0 = time.perf_counter()
    y = x
    for _ in range(depth):
        y = PassThrough.apply(y)
    y.backward(Variable("fb"))
    assert x.grad[0].data == "fb"
    return time.perf_counter() - t0


def main() -> None:
    print(
        f"{'nodes':>8} {'fwd µs/node':>12} {'bwd µs/node':>12} {'total µs/node':>14} {'peak MiB':>9}"
    )
    totals = {}
    for n, repeats in ((1_000, 7), (10_000, 5)):
        fwd, bwd, count = time_phases(n, repeats)
        totals[n] = fwd + bwd
        mem = peak_memory(n)
        print(
            f"{count:>8} {fwd / count * 1e6:>12.1f} {bwd / count * 1e6:>12.1f} "
            f"{(fwd + bwd) / count * 1e6:>14.1f} {mem:>9.1f}"
        )
    growth = totals[10_000] / totals[1_000]
    print(
        f"growth 1k -> 10k nodes: {growth:.1f}x time for 10x nodes (target <= 20x; quadratic ~100x)"
    )
    per_node_10k = totals[10_000] / 10_000 * 1e6
    verdict = "meets" if per_node_10k < 25 else "MISSES"
    print(f"forward+backward at 10k nodes: {per_node_10k:.1f} µs/node ({verdict} target < 25 µs)")
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(1_000)  # prove no recursion: a recursive engine would fail here
    try:
        secs = deep_chain(20_000)
    finally:
        sys.setrecursionlimit(old)
    print(
        f"20,000-deep pass-through chain (recursion limit 1,000): {secs:.2f} s, "
        f"{secs / 20_000 * 1e6:.1f} µs/node"
    )


if __name__ == "__main__":
    main()

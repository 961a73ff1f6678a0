"""The lab on a big graph: a micrograd-style scalar chain of N numeric ops (a scalar MLP over
a data set builds such graphs), timed three ways in one interleaved run, with ratios:

* plain ``y.backward()``;
* ``%backward y --quiet`` (backward with the lab recording every node);
* ``%afnio_graph y`` right after it (drawing the graph: big graphs are folded).

Target (issue 25): at 100,000 ops, ``%backward --quiet`` at most 1.5x plain backward and
``%afnio_graph`` at most 2x. Each measurement gets a fresh chain and a fresh lab session; the
rounds interleave the three, and medians are printed, of wall time and of this process's CPU
time (on a shared machine the wall clock also counts other people's work; CPU time does
not). Absolute seconds drift; compare ratios, or two revisions with ``benchmarks/ab.py``:

    python benchmarks/big_graph.py [--sizes 100000 200000] [--rounds 3]
    python benchmarks/ab.py --base main --rounds 2 benchmarks/big_graph.py
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import IPython
from IPython.testing import globalipapp

import afnio_lab.lab as lab

sys.path.append(str(Path(__file__).resolve().parents[1] / "tests"))
from support.chain import chain


def shell() -> Any:
    """A real IPython shell with the lab's magics, its display output thrown away."""
    ip = globalipapp.start_ipython() or IPython.get_ipython()
    ip.run_line_magic("load_ext", "afnio_lab")
    ip.display_pub.publish = lambda *args, **kwargs: None
    return ip


def timed(action: Any) -> tuple[float, float]:
    """Wall and CPU seconds of ``action()``."""
    gc.collect()
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    return time.perf_counter() - wall, time.process_time() - cpu


def one_round(ip: Any, n_ops: int) -> tuple[tuple[float, float], ...]:
    """(wall, CPU) seconds for plain backward, ``%backward --quiet`` and ``%afnio_graph``."""
    y = chain(n_ops)
    plain = timed(y.backward)
    del y
    lab.set_session(lab.Session())
    ip.user_ns["y"] = chain(n_ops)
    recorded = timed(lambda: ip.run_line_magic("backward", "y --quiet"))
    drawn = timed(lambda: ip.run_line_magic("afnio_graph", "y"))
    del ip.user_ns["y"]
    lab.set_session(lab.Session())
    return plain, recorded, drawn


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100_000, 200_000])
    parser.add_argument("--rounds", type=int, default=3)
    opts = parser.parse_args()
    ip = shell()
    print(f"afnio_lab from {Path(sys.modules['afnio_lab'].__file__ or '').parents[1]}")
    print(
        f"{'ops':>8} {'clock':>5} {'backward s':>11} {'%backward -q s':>15} {'ratio':>6} "
        f"{'%afnio_graph s':>15} {'ratio':>6}"
    )
    one_round(ip, 100)  # imports and first-use caches, outside the figures
    for n_ops in opts.sizes:
        rounds = [one_round(ip, n_ops) for _ in range(opts.rounds)]
        for clock, pick in (("wall", 0), ("cpu", 1)):
            plain, recorded, drawn = (
                statistics.median(times[pick] for times in column)
                for column in zip(*rounds, strict=True)
            )
            print(
                f"{n_ops:>8} {clock:>5} {plain:>11.2f} {recorded:>15.2f} "
                f"{recorded / plain:>5.1f}x {drawn:>15.2f} {drawn / plain:>5.1f}x",
                flush=True,
            )
    print("target at 100,000 ops: %backward --quiet <= 1.5x, %afnio_graph <= 2x plain backward")


if __name__ == "__main__":
    main()

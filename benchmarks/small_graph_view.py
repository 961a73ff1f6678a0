"""Time to draw a small graph's lab view (render, every layout the page may choose, the widget
traits): the teacher's tanh neuron after backward (26 drawn elements) and a 12-node text graph.

Run: ``python benchmarks/small_graph_view.py [--tree CHECKOUT]``; ``--tree`` imports afnio_lab
from another checkout (e.g. main, which lacks this script), so both can be compared in turn.
Medians of 30 repeats, in ms; the machine is shared and noisy.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(  # --tree: another checkout's afnio_lab
    0,
    sys.argv[sys.argv.index("--tree") + 1]
    if "--tree" in sys.argv
    else str(Path(__file__).resolve().parents[1]),
)

from afnio_lab import Variable
from afnio_lab.cognitive import Parameter
from afnio_lab.cognitive import functional as F
from afnio_lab.lab import Session
from afnio_lab.widgets import lab_view

sys.path.append(str(Path(__file__).resolve().parents[1] / "tests"))  # after the tree above
from support.neuron import recorded_neuron


def neuron() -> Session:
    return recorded_neuron()[0]


def lesson() -> Session:
    session = Session()
    topic = Variable("backprop", role="topic", requires_grad=True)
    style = Parameter("simply", role="style")
    audience = Variable("students", role="audience", requires_grad=True)
    length = Variable("short", role="length", requires_grad=True)
    page = topic + style + audience + length
    total = F.sum([page, topic])
    names = {"topic": topic, "style": style, "audience": audience, "length": length}
    session.record_forward({**names, "lesson": total}, name="lesson", code="", duration=0.0)
    session.backward(total, "Shorter.")
    return session


def median_ms(build: Any, repeats: int = 30) -> float:
    """A fresh graph each time (new value ids: nothing drawn before can be reused)."""
    times = []
    for _ in range(repeats):
        session = build()
        start = time.perf_counter()
        lab_view(session)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    print(f"afnio_lab from {Path(sys.modules['afnio_lab'].__file__ or '').parents[1]}")
    for name, build in (("tanh neuron (26 elements)", neuron), ("12-node text lesson", lesson)):
        print(f"lab view of the {name}: {median_ms(build):.1f} ms")


if __name__ == "__main__":
    main()

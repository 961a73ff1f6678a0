"""What a stepper's saved picture costs on the wire: display updates and bytes sent while a
40-step numeric backward is walked, throttled (at most one update per 0.5 s, the last one
always sent) versus one update per step.

Prints (does not assert) a table: for each pace of walking (a cell looping ``%afnio_step``,
quick clicks on "step", and the widget's "play" at its fastest and its default speeds), how
many ``update_display`` messages reach the front end and how many bytes they carry (the JSON
of each bundle: HTML with the SVG as a data URL, the SVG, the step's text), and whether the
last one shows the step the walk ended on. The pace is simulated with a clock moved by hand,
so the figures do not depend on this machine's speed; the time to build one picture is
measured for real and printed below the table.

    .venv/bin/python benchmarks/stepper_picture.py
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from IPython.display import display
from IPython.testing import globalipapp
from IPython.utils.capture import capture_output

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from afnio_lab.lab import Session
from afnio_lab.numeric import Tensor
from afnio_lab.widgets import StepperWidget
from afnio_lab.widgets.throttle import Throttle
from afnio_lab.widgets.twin import picture_bundle

from support.fake_time import FakeTime

LAYERS = 20  # h = h * w_i + 0.1: a Mul and an Add per layer, 40 backward steps
PACES = [  # (how the walk is made, seconds between steps)
    ("a cell looping %afnio_step", 0.0),
    ("quick clicks on step (8/s)", 0.125),
    ("play at its fastest (10/s)", 0.1),
    ("play at its default (2/s)", 0.5),
]


def stepper() -> StepperWidget:
    session = Session()
    x = Tensor(0.5, requires_grad=True)
    weights = [Tensor(1.0 + 0.01 * i, requires_grad=True) for i in range(LAYERS)]

    def build() -> dict[str, Tensor]:
        h = x
        for w in weights:
            h = h * w + 0.1
        return {"x": x, **{f"w{i}": w for i, w in enumerate(weights)}, "out": h}

    values = build()
    session.forward(lambda: values)
    return StepperWidget(session, session.stepper(values["out"]))


def walk(gap: float, interval: float) -> dict[str, Any]:
    """Display a stepper, walk it to the end ``gap`` seconds apart; what the picture sent."""
    widget = stepper()
    fake = FakeTime()
    widget.picture_throttle = Throttle(
        widget.update_pictures, interval, clock=fake.clock, schedule=fake.schedule
    )
    with capture_output():
        display(widget)
    (twin,) = widget.picture_ids
    with capture_output() as out:
        for _ in range(widget.stepper.total):
            widget.panel.dispatch({"action": "step"})
            fake.advance(gap)
        fake.advance(interval + 1)  # the trailing update, if one is due
    updates = [o.data for o in out.outputs if o.update and o.transient == {"display_id": twin}]
    final = widget.stepper.current
    return {
        "steps": widget.stepper.total,
        "updates": len(updates),
        "bytes": sum(len(json.dumps(u)) for u in updates),
        "final": bool(updates)
        and final is not None
        and updates[-1]["text/plain"] == final.describe(),
    }


def picture_cost(repeats: int = 20) -> tuple[float, int]:
    """Median milliseconds to build one picture bundle of the finished walk, and its bytes."""
    widget = stepper()
    widget.run_to_end()
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        bundle = picture_bundle("twin", *widget.picture())
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times), len(json.dumps(bundle))


def main() -> None:
    globalipapp.start_ipython()  # display() publishes through a shell
    print(
        f"stepper picture updates over a {2 * LAYERS}-step walk (throttle: 0.5 s, last always sent)"
    )
    print(
        f"{'walk':32} {'per step: updates':>18} {'bytes':>11} {'throttled: updates':>19} {'bytes':>11} {'last step shown':>16}"
    )
    for label, gap in PACES:
        every = walk(gap, 0.0)
        throttled = walk(gap, 0.5)
        print(
            f"{label:32} {every['updates']:>18} {every['bytes']:>11,} "
            f"{throttled['updates']:>19} {throttled['bytes']:>11,} "
            f"{'yes' if throttled['final'] and every['final'] else 'NO':>16}"
        )
    ms, size = picture_cost()
    print(f"one picture: {size:,} bytes, built in {ms:.1f} ms (median of 20)")


if __name__ == "__main__":
    main()

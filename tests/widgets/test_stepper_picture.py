"""A stepper's saved picture follows the stepper after its cell ran (issue 18): moves made
with the widget's buttons or ``%afnio_step`` update the picture's display in place,
throttled, and the last move always lands, so a saved notebook shows where the stepper
ended, with finished and running nodes marked as the live graph marks them."""

from __future__ import annotations

import base64
import re
import xml.etree.ElementTree as ET
from typing import Any

import numpy as np
import pytest
from IPython.display import display
from IPython.utils.capture import capture_output

from afnio_lab.lab import Session
from afnio_lab.lab.views.style import CURRENT_COLOR, DONE_COLOR
from afnio_lab.numeric import Tensor
from afnio_lab.widgets import StepperWidget
from afnio_lab.widgets.throttle import Throttle
from afnio_lab.widgets.twin import mark_nodes

from support.fake_time import FakeTime

SVG = "{http://www.w3.org/2000/svg}"


def _stepper(session: Session) -> StepperWidget:
    a, b = Tensor(2.0, requires_grad=True), Tensor(-3.0, requires_grad=True)

    def build() -> dict[str, Tensor]:
        c = a * b
        d = c + a
        return {"a": a, "b": b, "c": c, "d": d, "o": np.tanh(d)}

    values = build()
    session.forward(lambda: values)
    return StepperWidget(session, session.stepper(values["o"]))


def _shown(ip: Any, fake: FakeTime) -> tuple[StepperWidget, str]:
    """A stepper displayed as a cell shows it, paced by ``fake``; its picture's display id."""
    widget = _stepper(Session())
    widget.picture_throttle = Throttle(
        widget.update_pictures, 0.5, clock=fake.clock, schedule=fake.schedule
    )
    with capture_output() as out:
        display(widget)
    picture = out.outputs[0]
    (twin,) = widget.graph.twins
    assert picture.transient == {"display_id": twin}  # the picture can be updated in place
    assert picture.data["text/plain"].startswith("Step-through of 3 node(s)")  # step 0
    return widget, twin


def _updates(out: Any, twin: str) -> list[dict[str, Any]]:
    return [o.data for o in out.outputs if o.update and o.transient == {"display_id": twin}]


def test_moves_made_with_the_buttons_update_the_saved_picture(ip: Any) -> None:
    fake = FakeTime()
    widget, twin = _shown(ip, fake)
    with capture_output() as out:
        widget.panel.dispatch({"action": "step"})  # the "step" button
        fake.advance(0.6)
        widget.panel.dispatch({"action": "step"})
    updates = _updates(out, twin)
    assert [u["text/plain"].splitlines()[0] for u in updates] == [
        "step 1/3: TanhBackward0",
        "step 2/3: AddBackward0",
    ]
    html = updates[-1]["text/html"]
    assert f"data-afnio-twin='{twin}'" in html  # the live widget still hides it
    assert "step 2/3: AddBackward0" in html and "grad: 0.001341" in updates[-1]["image/svg+xml"]


def test_a_quick_walk_is_throttled_and_the_last_step_always_lands(ip: Any) -> None:
    fake = FakeTime()
    widget, twin = _shown(ip, fake)
    with capture_output() as out:
        for action in ("step", "step", "step", "back", "step"):  # all within 0.1 s
            widget.panel.dispatch({"action": action})
            fake.advance(0.02)
        assert len(_updates(out, twin)) == 1  # the first move at once, the rest wait
        fake.advance(0.5)
    updates = _updates(out, twin)
    assert len(updates) == 2
    last = updates[-1]["text/plain"]
    assert last == widget.stepper.current.describe() and last.startswith("step 3/3")
    assert widget.picture_throttle.requests == 5 and not widget.picture_throttle.pending


def test_afnio_step_moves_update_the_picture_too(ip: Any) -> None:
    """The widget listens to its stepper: moves made elsewhere (``%afnio_step``, Python)
    reach the picture as well."""
    fake = FakeTime()
    widget, twin = _shown(ip, fake)
    with capture_output() as out:
        widget.stepper.go_to(3)  # what `%afnio_step 3` does
        fake.advance(0.6)
        widget.stepper.go_to(1)
        fake.advance(0.6)
    updates = _updates(out, twin)
    assert [u["text/plain"].splitlines()[0] for u in updates] == [
        "step 3/3: MulBackward0",
        "step 1/3: TanhBackward0",
    ]


def test_the_picture_marks_finished_nodes_and_the_running_one(ip: Any) -> None:
    widget = _stepper(Session())
    widget.step()
    widget.step()
    body, _, svg = widget.picture()
    assert svg is not None
    root = ET.fromstring(svg)
    classes = {
        g.get("id"): (g.get("class") or "").split()
        for g in root.iter(f"{SVG}g")
        if "node" in (g.get("class") or "").split()
    }
    done = {i for i, c in classes.items() if "is-done" in c}
    current = [i for i, c in classes.items() if "is-current" in c]
    assert done == set(widget.graph.marks["done"]) and len(done) == 2
    assert current == [widget.graph.current]
    style = "".join(s.text or "" for s in root.iter(f"{SVG}style"))
    assert DONE_COLOR in style and CURRENT_COLOR in style
    shown = re.search(r"base64,([A-Za-z0-9+/=]+)'", body)
    assert shown and base64.b64decode(shown.group(1)).decode() == svg  # the image is marked


def test_mark_nodes_leaves_other_nodes_and_refuses_unknown_marks() -> None:
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg"><g id="n1" class="node op"></g>'
        '<g id="n12" class="node op"></g></svg>'
    )
    marked = mark_nodes(svg, done=["n1"])
    assert '<g id="n1" class="node op is-done"' in marked
    assert '<g id="n12" class="node op"' in marked
    assert mark_nodes(svg, done=[]) == svg
    with pytest.raises(ValueError, match=r"Unknown mark\(s\) \['glowing'\]"):
        mark_nodes(svg, glowing=["n1"])


def test_an_undisplayed_stepper_sends_nothing(ip: Any) -> None:
    widget = _stepper(Session())
    with capture_output() as out:
        widget.step()
        widget.run_to_end()
    assert out.outputs == [] and widget.picture_ids == []


def test_a_terminal_gets_no_picture_updates(ip: Any) -> None:
    """IPython in a terminal prints every display update: a stepper shown there does not
    print its step again after each move (the magic prints it already)."""
    widget = _stepper(Session())
    with capture_output(display=False) as out:  # the terminal's own publisher
        display(widget)
        widget.step()
        widget.stepper.go_to(3)
        widget.picture_throttle.flush()
    assert widget.picture_ids == []
    assert out.stdout.count("step ") == 0, out.stdout

"""Saved pictures follow what the user does after the cell ran (issue 18): a lab view
redrawn with the values button, an edit or a replay, and an optimizer preview accepted or
reverted, update their picture's display in place, so a saved notebook shows the state the
user left, not the cell's first output."""

from __future__ import annotations

from typing import Any

import numpy as np
from IPython.display import display
from IPython.utils.capture import capture_output

from afnio_lab.cognitive import Parameter
from afnio_lab.lab import Session
from afnio_lab.numeric import Tensor
from afnio_lab.widgets import LabView, OptimizerPreview
from afnio_lab.widgets.throttle import Throttle


def _immediate(widget: Any) -> None:
    """No pacing: every change is sent at once (the throttle has its own tests)."""
    widget.picture_throttle = Throttle(widget.update_pictures, 0.0)


def _updates(out: Any, twin: str) -> list[dict[str, Any]]:
    return [o.data for o in out.outputs if o.update and o.transient == {"display_id": twin}]


def test_the_values_button_updates_the_lab_views_saved_picture(ip: Any) -> None:
    session = Session()
    a, b = Tensor(2.0, requires_grad=True), Tensor(-3.0, requires_grad=True)
    run = session.forward(lambda: {"a": a, "b": b, "o": np.tanh(a * b + a)})
    view = LabView(session, run)
    _immediate(view)
    with capture_output() as out:
        display(view)
    (twin,) = view.graph.twins
    first = out.outputs[0].data["image/svg+xml"]
    assert view.graph.values == "full" and "a*b" in first  # unnamed values drawn in full
    with capture_output() as out:
        view.graph.values = "compact"  # the button
    (update,) = _updates(out, twin)
    assert "a*b" not in update["image/svg+xml"]
    assert update["image/svg+xml"] == view.rendered.svg


def test_accepting_in_the_optimizer_preview_updates_its_saved_picture(ip: Any) -> None:
    p = Parameter("Be brief.", role="prompt")
    preview = OptimizerPreview(snapshot={p: ("Be short.", "Be brief.")}, names={})
    shown = preview.view()
    _immediate(shown)
    with capture_output() as out:
        display(shown)
    (twin,) = preview.twins
    assert "(accepted)" in out.outputs[0].data["text/plain"]
    with capture_output() as out:
        preview.revert_all()
    (update,) = _updates(out, twin)
    assert "(reverted)" in update["text/plain"] and p.data == "Be short."

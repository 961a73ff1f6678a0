"""GradRecord keeps the numbers of numeric gradients, whichever form the engine passes."""

from __future__ import annotations

import numpy as np

from afnio_lab.lab import Session
from afnio_lab.lab.records.runs import GradRecord
from afnio_lab.numeric import Tensor


def test_a_raw_array_is_recorded_as_numbers_not_a_memoryview():
    rec = GradRecord.of(np.array([1.5, 2.0]))
    assert rec is not None and rec.kind == "numeric"
    assert isinstance(rec.data, np.ndarray) and rec.data.tolist() == [1.5, 2.0]
    scalar = GradRecord.of(np.float64(3.0))
    assert scalar is not None and scalar.kind == "numeric" and float(scalar.data) == 3.0


def test_numeric_step_views_show_the_gradient_values():

    a = Tensor(2.0, requires_grad=True)
    b = Tensor(3.0, requires_grad=True)
    d = a * b + a  # 8
    loss = d * d  # dloss/dd = 16
    stepper = Session().stepper(loss, 1.0)
    first = stepper.step()
    assert first is not None
    assert [g.kind for g in first.record.grads_out if g] == ["numeric", "numeric"]
    assert [float(g.data) for g in first.record.grads_out if g] == [8.0, 8.0]
    stepper.run_to_end()
    delivered = stepper.run.leaf_grads_by_uid()
    assert sorted(float(lg.grad.data) for lg in delivered[a.uid]) == [16.0, 48.0]


def test_a_saved_run_keeps_what_leaves_held_before_it(tmp_path):
    """A second pass's run remembers the earlier passes' ``.grad`` (issue 25, item 4), and
    a saved session keeps it."""
    session = Session()
    x = Tensor(2.0, requires_grad=True)
    y = x * 3.0
    session.record_forward({"x": x, "y": y}, name="f", code="", duration=0.0, call_ids=[])
    first = session.backward(y)
    second = session.backward(y)
    assert first.prior_grads == {}
    assert float(second.prior_grads[x.uid].data) == 3.0
    loaded = Session.load(session.save(str(tmp_path / "s.json")))
    kept = loaded.runs[second.id].prior_grads
    assert list(kept) == [x.uid] and float(kept[x.uid].data) == 3.0

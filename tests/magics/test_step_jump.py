"""``%afnio_step N`` jumps to step N of a step-through (0: before the first step), running
the nodes up to it or moving the view back; ``%afnio_step`` alone is still the next step.
Bad input is one clear line and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

import afnio_lab.lab as lab

from support.cells import run_cell

NEURON = """%%afnio_forward --quiet
import numpy as np
from afnio_lab.numeric import Tensor
a = Tensor(2.0, requires_grad=True); b = Tensor(-3.0, requires_grad=True)
c = a * b; d = c + a; o = np.tanh(d)
"""


def _started(ip: Any) -> Any:
    run_cell(ip, NEURON)
    result, out = run_cell(ip, "%backward o --step --quiet")
    assert result.success, out.stderr
    stepper = lab.get_session().current_stepper
    assert stepper is not None and stepper.total == 3
    return stepper


def _error(result: Any) -> str:
    err = result.error_in_exec or result.error_before_exec
    assert err is not None, "the magic did not refuse"
    return str(err)


def test_jump_forward_runs_the_nodes_up_to_n(ip: Any) -> None:
    stepper = _started(ip)
    result, out = run_cell(ip, "%afnio_step 2")
    assert result.success, out.stderr
    assert out.stdout.startswith("step 2/3: AddBackward0")
    assert stepper.position == 2 and len(stepper.history) == 2
    assert ip.user_ns["a"].grad is not None  # d's gradient reached a (a is in d = c + a)
    assert ip.user_ns["b"].grad is None  # Mul has not run yet


def test_jump_back_moves_the_view_and_undoes_nothing(ip: Any) -> None:
    stepper = _started(ip)
    run_cell(ip, "%afnio_step 3")
    grad_a = float(ip.user_ns["a"].grad)
    result, out = run_cell(ip, "%afnio_step 1")
    assert result.success and out.stdout.startswith("step 1/3: TanhBackward0")
    assert stepper.position == 1 and len(stepper.history) == 3
    assert float(ip.user_ns["a"].grad) == pytest.approx(grad_a)
    result, out = run_cell(ip, "%afnio_step 0")
    assert result.success and out.stdout.strip() == "(before the first step)"
    assert stepper.position == 0


def test_no_argument_is_still_the_next_step(ip: Any) -> None:
    stepper = _started(ip)
    run_cell(ip, "%afnio_step 2")
    run_cell(ip, "%afnio_step 0")
    _, out = run_cell(ip, "%afnio_step")
    assert out.stdout.startswith("step 1/3") and stepper.position == 1
    _, out = run_cell(ip, "%afnio_step")
    assert out.stdout.startswith("step 2/3") and stepper.position == 2


def test_a_jump_moves_the_widget_once(ip: Any) -> None:
    stepper = _started(ip)
    heard: list[int] = []
    stepper.add_listener(lambda: heard.append(stepper.position))
    run_cell(ip, "%afnio_step 3")
    assert heard == [3]  # one redraw, at the step jumped to


@pytest.mark.parametrize(
    "line, message",
    [
        ("%afnio_step 4", "Step 4 is out of range: this pass has 3 step(s); choose one from 0"),
        ("%afnio_step -1", "Step -1 is out of range"),
        ("%afnio_step two", "'two' is not a step number: use `%afnio_step 3`"),
        ("%afnio_step 2 --back", "Give a step number or --back or --all, not both."),
        ("%afnio_step 2 --all", "Give a step number or --back or --all, not both."),
    ],
)
def test_bad_step_numbers_are_one_clear_line_and_change_nothing(
    ip: Any, line: str, message: str
) -> None:
    stepper = _started(ip)
    run_cell(ip, "%afnio_step 1")
    result, out = run_cell(ip, line)
    error = _error(result)
    assert message in error and "\n" not in error, error
    assert stepper.position == 1 and len(stepper.history) == 1
    result, _ = run_cell(ip, "1 + 1")
    assert result.success and result.result == 2


def test_no_step_through_is_one_clear_line(ip: Any) -> None:
    result, _ = run_cell(ip, "%afnio_step 2")
    assert "No step-through in progress: start one with `%backward VAR --step`." in _error(result)


FLAKY = """%%afnio_forward --quiet
import numpy as np
from afnio_lab.autodiff.function import Function
from afnio_lab.numeric import Tensor

class Flaky(Function):
    fail = True

    @staticmethod
    def forward(ctx, x):
        return Tensor(x.data * 2.0)

    @staticmethod
    def backward(ctx, grad):
        if Flaky.fail:
            raise RuntimeError("backward hiccup")
        return Tensor(grad * 2.0)

a = Tensor(1.5, requires_grad=True)
y = Flaky.apply(a * 3.0); o = y + 1.0
"""


def test_a_jump_stops_at_a_failing_node_and_the_next_jump_retries_it(ip: Any) -> None:
    run_cell(ip, FLAKY)
    run_cell(ip, "%backward o --step --quiet")
    stepper = lab.get_session().current_stepper
    heard: list[int] = []
    stepper.add_listener(lambda: heard.append(stepper.position))
    result, _ = run_cell(ip, f"%afnio_step {stepper.total}")
    error = _error(result)
    assert error.startswith(f"`%afnio_step {stepper.total}`: Flaky making `y` (step 2 of 3) failed")
    assert "RuntimeError: backward hiccup" in error and "`%tb`" in error  # user code: see %tb
    assert len(error.splitlines()) <= 5
    assert stepper.position == 1 and heard == [1]  # what ran before the failure is shown
    ip.user_ns["Flaky"].fail = False
    result, out = run_cell(ip, f"%afnio_step {stepper.total}")
    assert result.success and out.stdout.startswith(f"step {stepper.total}/{stepper.total}")
    assert float(ip.user_ns["a"].grad) == pytest.approx(6.0)

"""``%backward`` and gradients left by an earlier pass: a one-line note, ``--zero-grad``."""

from __future__ import annotations

import pytest

from support.cells import run_cell

NEURON = """%%afnio_forward --quiet
import numpy as np
from afnio_lab.numeric import Tensor
x1 = Tensor(2.0, requires_grad=True); w1 = Tensor(-3.0, requires_grad=True)
x2 = Tensor(0.0, requires_grad=True); w2 = Tensor(1.0, requires_grad=True)
b = Tensor(6.8813735870195432, requires_grad=True)
e = np.exp(2 * (x1*w1 + x2*w2 + b)); o = (e - 1) / (e + 1)
"""


def test_first_pass_says_nothing_second_warns_in_one_line(ip):
    run_cell(ip, NEURON)
    result, out = run_cell(ip, "%backward o --quiet")
    assert result.success and out.stderr == ""
    assert ip.user_ns["x1"].grad == pytest.approx(-1.5)
    result, out = run_cell(ip, "%backward o --quiet")
    assert result.success
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert "already hold gradients" in lines[0] and "`%backward o --zero-grad`" in lines[0]
    assert "x1" in lines[0] and "w1" in lines[0]
    assert ip.user_ns["x1"].grad == pytest.approx(-3.0)  # the warning does not change the sum


def test_zero_grad_option_starts_from_zero(ip):
    run_cell(ip, NEURON)
    run_cell(ip, "%backward o --quiet")
    result, out = run_cell(ip, "%backward o --zero-grad --quiet")
    assert result.success and out.stderr == ""
    assert ip.user_ns["x1"].grad == pytest.approx(-1.5)


def test_step_through_warns_and_zero_grad_clears(ip):
    run_cell(ip, NEURON)
    run_cell(ip, "%backward o --quiet")
    _, out = run_cell(ip, "%backward o --step --quiet")
    assert "already hold gradients" in out.stderr
    run_cell(ip, "%afnio_step --all")
    assert ip.user_ns["x1"].grad == pytest.approx(-3.0)
    _, out = run_cell(ip, "%backward o --step --zero-grad --quiet")
    assert out.stderr == ""
    assert ip.user_ns["x1"].grad is None
    run_cell(ip, "%afnio_step --all")
    assert ip.user_ns["x1"].grad == pytest.approx(-1.5)


def _drawn(out) -> str:
    """The text of what a cell displayed (its saved picture's text and the widget's)."""
    return "\n".join(o.data.get("text/plain", "") for o in out.outputs)


def test_a_second_plain_pass_draws_this_pass_and_names_grad(ip):
    """The graph draws this pass's gradient and names ``.grad`` where earlier passes make it
    differ (issue 25, item 4: a second pass drew "grad: -1.5" while x1.grad was -3)."""
    run_cell(ip, NEURON)
    run_cell(ip, "%backward o --quiet")
    _, out = run_cell(ip, "%backward o")
    x1 = [line for line in _drawn(out).splitlines() if "x1 [leaf]" in line]
    assert x1 and all("this pass -1.5 · .grad -3" in line for line in x1), x1


def test_drawing_a_value_after_backward_shows_its_gradients(ip):
    """``%afnio_graph o`` after backward draws the latest run's gradients, as drawing the run
    does (issue 25, item 7: it drew none, only the run name did)."""
    run_cell(ip, NEURON)
    run_cell(ip, "%backward o --quiet")
    _, out = run_cell(ip, "%afnio_graph o --present")
    x1 = [line for line in _drawn(out).splitlines() if "x1 [leaf]" in line]
    assert x1 and all("grad: -1.5" in line for line in x1), x1
    assert "backward run" in _drawn(out)  # the header says which run is drawn

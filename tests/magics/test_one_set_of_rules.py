"""`%backward --grad` is held to the rules `%afnio_edit` follows (one set, in lab/ops/edits.py).

Empty feedback and non-finite numbers are refused with the same one-line message either way,
before anything runs, is recorded, or is cleared (``--zero-grad``).
"""

from __future__ import annotations

from typing import Any

import pytest

import afnio_lab.lab as lab
from afnio_lab.lab import Session
from afnio_lab.lab.ops.edits import EditError
from afnio_lab.numeric import Tensor

from support.cells import run_cell

TEXT = """%%afnio_forward --quiet
x = afnio.Variable("abc", "first input", True)
y = afnio.Variable("def", "second input", True)
z = x + y
"""

NUMBERS = """%%afnio_forward --quiet
a = afnio.numeric.Tensor(1.5, requires_grad=True)
o = a * 3.0 + 1.0
"""


def usage_line(result: Any) -> str:
    error = result.error_in_exec
    assert error is not None and type(error).__name__ == "UsageError"
    return str(error)


@pytest.mark.parametrize("grad", ['""', '"   "'])
def test_empty_feedback_is_refused_as_an_edit_refuses_it(ip: Any, grad: str) -> None:
    run_cell(ip, TEXT)
    session = lab.get_session()
    before = dict(session.runs)
    refused = usage_line(run_cell(ip, f"%backward z --grad {grad} --static")[0])
    assert session.runs == before and ip.user_ns["x"].grad == []  # nothing ran or recorded
    run_cell(ip, '%backward z --grad "shorter" --quiet')
    edit_refused = usage_line(run_cell(ip, f"%afnio_edit z {grad}")[0])
    assert (
        refused
        == edit_refused
        == "The feedback is empty: write what should change (or keep the old text)."
    )


@pytest.mark.parametrize("grad", ["nan", "NaN", "Infinity", '"[1, 2]"', "abc"])
def test_a_numeric_seed_must_be_a_finite_number_that_fits(ip: Any, grad: str) -> None:
    run_cell(ip, NUMBERS)
    a = ip.user_ns["a"]
    a.grad = Tensor(5.0).data  # left by an earlier pass: --zero-grad must not clear it
    before = dict(lab.get_session().runs)
    refused = usage_line(run_cell(ip, f"%backward o --grad {grad} --zero-grad --static")[0])
    assert lab.get_session().runs == before and float(a.grad) == 5.0
    run_cell(ip, "%backward o --grad 1 --zero-grad --quiet")
    assert usage_line(run_cell(ip, f"%afnio_edit a {grad}")[0]) == refused


def test_valid_seeds_still_run(ip: Any) -> None:
    run_cell(ip, NUMBERS)
    result, out = run_cell(ip, "%backward o --grad 2.5 --quiet")
    assert result.success, out.stderr
    assert float(ip.user_ns["a"].grad) == pytest.approx(7.5)


def test_the_session_api_reads_text_by_the_same_rules(ip: Any) -> None:
    run_cell(ip, TEXT)
    run_cell(ip, NUMBERS)
    with pytest.raises(EditError, match="The feedback is empty"):
        Session().backward(ip.user_ns["z"], "")
    with pytest.raises(EditError, match="finite"):
        Session().stepper(ip.user_ns["o"], "NaN")

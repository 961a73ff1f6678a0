"""`%afnio_edit VALUE` without --run edits the newest run where VALUE received a gradient
(not simply the newest run), says which, and `%afnio_replay` then replays that run."""

from __future__ import annotations

from typing import Any

import afnio_lab.lab as lab

from support.cells import run_cell

TWO_GRAPHS = """%%afnio_forward --quiet
few = afnio.Variable("two examples", "few-shot examples", True)
task = afnio.Variable("sort these", "task", True)
prompt = few + task
other = afnio.Variable("unrelated", "other input", True)
later = other + other
"""


def test_an_edit_goes_to_the_newest_run_that_holds_the_value(ip: Any) -> None:
    run_cell(ip, TWO_GRAPHS)
    run_cell(ip, '%backward prompt --grad "be shorter" --name first --quiet')
    run_cell(ip, '%backward later --grad "be longer" --name second --quiet')
    session = lab.get_session()
    first, second = session.backward_run("first"), session.backward_run("second")
    result, out = run_cell(ip, '%afnio_edit few "use three examples"')
    assert result.success, (out.stdout, result.error_in_exec)
    assert [e.run_id for e in first.pending] == [first.id] and not second.pending
    assert f"recorded on run {first.id!r}, the newest run where `few` received" in out.stdout
    assert f"`%afnio_replay {first.id}`" in out.stdout
    result, out = run_cell(ip, "%afnio_replay --static")  # the run with the edit waiting
    assert result.success, (out.stdout, result.error_in_exec)
    assert session.backward_run().parent == first.id
    assert ip.user_ns["few"].grad[-1].data == "use three examples"


def test_edits_name_values_and_nodes_as_the_notebook_does(ip: Any) -> None:
    run_cell(ip, TWO_GRAPHS)
    run_cell(ip, '%backward prompt --grad "be shorter" --quiet')
    run_id = lab.get_session().backward_run().id
    _, first = run_cell(ip, '%afnio_edit prompt "be much shorter"')
    assert ": the gradient arriving at Add making `prompt` (step 1 of 1) recorded" in first.stdout
    _, second = run_cell(ip, '%afnio_edit few "three examples"')
    assert f": gradient 0 of `few` recorded on run {run_id!r}" in second.stdout
    for said in (first.stdout, second.stdout):  # no process-wide node or value ids
        assert "node" not in said and "value" not in said


def test_edits_are_numbered_as_made_and_a_refused_one_takes_no_number(ip: Any) -> None:
    """What a class sees on the projector: edit #1, then #2, even with a mistake between."""
    run_cell(ip, TWO_GRAPHS)
    run_cell(ip, '%backward prompt --grad "be shorter" --quiet')
    said = []
    for line in ('%afnio_edit few "use three"', "%afnio_edit task ''", '%afnio_edit task "sort"'):
        result, out = run_cell(ip, line)
        said.append(out.stdout if result.success else "refused")
    assert said[1] == "refused"
    assert said[0].startswith("edit #1:") and said[2].startswith("edit #2:"), said
    assert [e.id for e in lab.get_session().history] == [1, 2]

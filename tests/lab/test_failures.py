"""Failures keep their recording: resume() stays in its run, step-through retries the failed
node, `%afnio_resume` finishes a failed `%backward`, a raising `%%afnio_forward` cell fails."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient
from nbclient.exceptions import CellExecutionError

import afnio_lab.lab as lab
from afnio_lab.autodiff.lm_ops import ChatCompletion
from afnio_lab.autodiff.variable import Variable
from afnio_lab.cognitive import functional as F
from afnio_lab.cognitive.parameter import Parameter
from afnio_lab.lab import Session
from afnio_lab.lab.ops.stepper import StepFailed
from afnio_lab.lab.session import LabError
from afnio_lab.models import backward_client as bc
from afnio_lab.models.errors import ModelCallError

from support.cells import run_cell
from support.llm_server import Fault


class Switch:
    """Makes the server fail every feedback request about FAIL_ME while ``on``."""

    def __init__(self) -> None:
        self.on = True

    def __call__(self, body: dict) -> Fault | None:
        text = json.dumps(body)
        failing = self.on and "FAIL_ME" in text and "FEEDBACK_REQUEST" in text
        return Fault.server_error() if failing else None


def two_branches(client):
    """Two chat branches summed; the 'bad' branch's backward calls can be made to fail."""
    good = Parameter("Answer briefly.", role="good prompt")
    bad = Parameter("FAIL_ME please.", role="bad prompt")

    def branch(param):
        chat = [
            {"role": "system", "content": [param]},
            {"role": "user", "content": [Variable("x")]},
        ]
        return ChatCompletion.apply(client, chat, model="gpt-4o")

    out_good, out_bad = branch(good), branch(bad)
    return good, bad, F.sum([out_good, out_bad])


@pytest.fixture
def failing(make_client, llm_server, llm_state):
    client = make_client()
    bc.set_backward_model_client(client, completion_args={"model": "gpt-4o"})
    switch = Switch()
    llm_server.fault_rule = switch
    good, bad, total = two_branches(client)
    return client, switch, good, bad, total


def test_calls_made_by_resume_stay_in_their_run(failing, tmp_path: Path) -> None:
    client, switch, good, bad, total = failing
    session = Session(call_log=client.call_log)
    with pytest.raises(ModelCallError) as info:
        session.backward(total, "be clearer")
    run = session.backward_run()
    assert run.status == "failed"
    switch.on = False
    info.value.backward_task.resume()  # the engine's own way, outside the lab
    assert run.status == "ok" and len(bad.grad) == 1
    resumed = [
        c
        for c in client.call_log.records
        if c.ok and c.phase == "backward" and "FAIL_ME" in json.dumps(c.messages)
    ]
    assert resumed and all(c.run_id == run.id for c in resumed)
    ids = {c.call_id for c in session.calls(run.id)}
    assert {c.call_id for c in resumed} <= ids
    saved = json.loads(Path(session.save(str(tmp_path / "s.json"))).read_text())
    assert {c.call_id for c in resumed} <= {c["call_id"] for c in saved["calls"]}
    assert "%afnio_resume" in "\n".join(getattr(info.value, "__notes__", []))


def test_session_resume_finishes_the_failed_run(failing) -> None:
    client, switch, good, bad, total = failing
    session = Session(call_log=client.call_log)
    with pytest.raises(ModelCallError):
        session.backward(total, "be clearer")
    run = session.backward_run()
    with pytest.raises(ModelCallError):  # still failing: the run stays resumable
        session.resume()
    switch.on = False
    assert session.resume() is run and run.status == "ok"
    assert len(good.grad) == 1 and len(bad.grad) == 1
    node = bad_node = next(
        r
        for r in run.records.values()
        if r.call_ids
        and r.error is None
        and any("FAIL_ME" in json.dumps(c.messages) for c in session.calls(run, node=r.node_id))
    )
    assert node is bad_node
    with pytest.raises(LabError, match="nothing to resume"):
        session.resume(run.id)


def test_step_through_retries_the_failed_node(failing) -> None:
    client, switch, good, bad, total = failing
    session = Session(call_log=client.call_log)
    stepper = session.stepper(total, "be clearer")
    seen = []
    with pytest.raises(
        StepFailed, match=r"Step failed at ChatCompletion \(node \d of \d\): .*step again"
    ):
        while True:
            view = stepper.step()
            assert view is not None, "the stepper said 'nothing left' before the failure"
            seen.append(view.record.name)
    assert not stepper.finished
    switch.on = False
    view = stepper.step()  # retries the node that failed
    assert view is not None and view.record.name == "ChatCompletionBackward0"
    assert view.record.error is None
    stepper.run_to_end()
    assert stepper.finished and len(bad.grad) == 1 and session.backward_run().status == "ok"


def test_resume_finishes_the_current_step_through_and_says_when_a_pass_is_gone(failing):
    client, switch, good, bad, total = failing
    session = Session(call_log=client.call_log)
    stepper = session.stepper(total, "be clearer")
    with pytest.raises(StepFailed):
        stepper.run_to_end()
    assert session.backward_run().status == "failed"
    with pytest.raises(LabError, match=r"failed, and its pass is no longer kept .*`%backward`"):
        session.resume()  # not the step-through `%afnio_step` drives: nothing holds its pass
    session.current_stepper = stepper
    switch.on = False
    assert session.resume() is stepper.run and stepper.finished
    assert stepper.run.status == "ok" and len(bad.grad) == 1


def test_a_failed_replay_is_kept_and_finished_by_either_resume(failing) -> None:
    client, switch, good, bad, total = failing
    switch.on = False
    session = Session(call_log=client.call_log)
    session.backward(total, "be clearer")
    for way in ("session", "engine"):
        base, before = session.backward_run(), list(bad.grad)
        session.edit_gradient(f"be much clearer ({way})", value=total)
        switch.on = True
        with pytest.raises(ModelCallError) as info:
            session.replay(base.id)
        replay = session.backward_run()
        assert replay.kind == "replay" and replay.parent == base.id
        assert replay.status == "failed" and info.value.lab_run_id == replay.id
        assert bad.grad == before and base.pending  # nothing swapped or applied yet
        switch.on = False
        if way == "session":
            assert session.resume(replay.id) is replay
        else:
            info.value.backward_task.resume()  # the engine's own way finishes the replay too
        assert replay.status == "ok" and base.pending == [] and len(bad.grad) == 1
        assert bad.grad != before and [e.applied_in for e in replay.edits][-1] == replay.id


# -- magics ---------------------------------------------------------------------------------
run = run_cell


def test_afnio_resume_magic(ip, failing) -> None:
    client, switch, good, bad, total = failing
    lab.set_session(Session(call_log=client.call_log))
    ip.user_ns["total"] = total
    result, _ = run(ip, '%backward total --grad "be clearer" --static')
    assert not result.success
    result, out = run(ip, "%afnio_resume --static")
    assert not result.success and "ModelCallError" in out.stdout + out.stderr + str(
        result.error_in_exec
    )
    switch.on = False
    result, out = run(ip, "%afnio_resume --static")
    assert result.success, out.stderr
    run_ = lab.get_session().backward_run()
    assert run_.status == "ok" and len(bad.grad) == 1
    result, _ = run(ip, f"%afnio_calls --run {run_.id}")
    assert result.success
    calls = lab.get_session().calls(run_.id)
    assert any(c.ok and "FAIL_ME" in json.dumps(c.messages) for c in calls)  # the resumed one
    result, out = run(ip, "%afnio_resume")
    assert isinstance(result.error_in_exec, Exception) and "nothing to resume" in str(
        result.error_in_exec
    )


def test_afnio_step_retries_after_a_model_failure(ip, failing) -> None:
    client, switch, good, bad, total = failing
    lab.set_session(Session(call_log=client.call_log))
    ip.user_ns["total"] = total
    result, _ = run(ip, '%backward total --grad "be clearer" --step --static')
    assert result.success
    messages = []
    for _ in range(10):
        result, out = run(ip, "%afnio_step")
        messages.append(out.stdout + str(result.error_in_exec))
        if not result.success:
            break
    assert "`%afnio_step`: ChatCompletion (step 3 of 3) failed: ModelCallError" in messages[-1]
    assert "`%afnio_step` retries this node" in messages[-1]
    assert not any("nothing left" in m for m in messages)
    switch.on = False
    result, out = run(ip, "%afnio_step")
    assert result.success and "ChatCompletionBackward0" in out.stdout
    run(ip, "%afnio_step --all")
    assert len(bad.grad) == 1


def test_raising_forward_cell_reports_an_error(ip) -> None:
    result, out = run(ip, "%%afnio_forward --static\nx = afnio.Variable('a', 'x', True)\n1 / 0\n")
    assert not result.success  # the kernel replies 'error': Run All and papermill stop
    assert "ZeroDivisionError" in str(result.error_in_exec) + out.stdout + out.stderr
    assert lab.get_session().runs == {}  # nothing recorded from the failed cell


def test_run_all_stops_at_a_raising_forward_cell_in_a_real_kernel(tmp_path: Path) -> None:
    """What Run All and papermill see: the kernel replies 'error' for the cell, so the
    notebook stops there and the next cell never runs."""

    nb = nbformat.v4.new_notebook()
    nb.cells = [
        nbformat.v4.new_code_cell("%load_ext afnio_lab\nimport afnio_lab as afnio"),
        nbformat.v4.new_code_cell(
            "%%afnio_forward --quiet\nx = afnio.Variable('a', 'x', True)\ny = x + x\n1 / 0"
        ),
        nbformat.v4.new_code_cell("print('after')"),
    ]
    client = NotebookClient(
        nb, timeout=120, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}}
    )
    with pytest.raises(CellExecutionError) as info:
        client.execute()
    assert "ZeroDivisionError" in str(info.value)
    assert nb.cells[2].get("outputs", []) == []  # Run All stopped at the failing cell
    errors = [o for o in nb.cells[1].outputs if o.output_type == "error"]
    assert [o.ename for o in errors] == ["ZeroDivisionError"]  # one traceback, not two
